ID = "lb7_06"
TASK = "Court transcription: courtroom ASR upgrade asr-court-v4.1 -> asr-court-v4.2 at the Eastfield courthouse (pilot rooms 3B and 7A, then all 18 rooms)"

STEPS = [
    (1, [], "Open RFC-CT-2207 to move the Eastfield courthouse ASR from asr-court-v4.1 to asr-court-v4.2 across its 18 courtrooms.",
     "Raise RFC-CT-2207: the 18 Eastfield courtrooms go from asr-court-v4.1 to asr-court-v4.2.",
     None),
    (2, [1], "Get RFC-CT-2207 approved by the Court Administrator and the chief court reporter.",
     "Both the chief court reporter and the Court Administrator have to approve RFC-CT-2207.",
     "Approval of RFC-CT-2207 is required from the Court Administrator and from the chief court reporter."),
    (3, [1], "Score asr-court-v4.2 on the held-out set bench-2024Q3 (212 hours of audio): WER must be at most 9.5% and speaker-attribution error at most 4%.",
     "Evaluate asr-court-v4.2 against the 212-hour held-out set bench-2024Q3 and accept it only with WER no higher than 9.5% and speaker-attribution error no higher than 4%.",
     "On bench-2024Q3 (212 hours held out), asr-court-v4.2 needs WER of 9.5% or less and speaker-attribution error of 4% or less."),
    (4, [1], "Export the courthouse custom vocabulary: `asrctl vocab export --model asr-court-v4.1 --out vocab-eastfield.json`.",
     "Dump the Eastfield custom vocabulary out of the old model with `asrctl vocab export --model asr-court-v4.1 --out vocab-eastfield.json`.",
     None),
    (5, [2, 3], "Snapshot the transcript store before deploying: `zfs snapshot tank/transcripts@pre-v4.2-20241118`.",
     "Take `zfs snapshot tank/transcripts@pre-v4.2-20241118` of the transcript store ahead of the deployment.",
     "Before deploying, snapshot the transcript store (`zfs snapshot tank/transcripts@pre-v4.2-20241118`)."),
    (6, [5], "Server-side dry run `kubectl -n asr apply -f asr-court-v4.2.yaml --dry-run=server` and go through the diff with a second engineer.",
     "Have a second engineer read the diff from `kubectl -n asr apply -f asr-court-v4.2.yaml --dry-run=server` with you before applying.",
     None),
    (7, [6], "Deploy the new model: `kubectl -n asr apply -f asr-court-v4.2.yaml`.",
     "Roll out asr-court-v4.2 on the inference cluster with `kubectl -n asr apply -f asr-court-v4.2.yaml`.",
     "Run `kubectl -n asr apply -f asr-court-v4.2.yaml` to deploy the new model."),
    (8, [4, 7], "Import the vocabulary into the new model: `asrctl vocab import --model asr-court-v4.2 --in vocab-eastfield.json`.",
     "Load vocab-eastfield.json into asr-court-v4.2 using `asrctl vocab import --model asr-court-v4.2 --in vocab-eastfield.json`.",
     None),
    (9, [2], "Tell the judges' chambers for courtrooms 3B and 7A that their rooms are on the pilot from Monday.",
     "Let chambers know that courtrooms 3B and 7A join the pilot on Monday.",
     "From Monday courtrooms 3B and 7A are on the pilot: notify the judges' chambers."),
    (10, [8, 9], "Route the pilot rooms to the new model: `asrctl route set --room 3B --room 7A --model asr-court-v4.2`.",
     "Point courtrooms 3B and 7A at asr-court-v4.2 with `asrctl route set --room 3B --room 7A --model asr-court-v4.2`.",
     "`asrctl route set --room 3B --room 7A --model asr-court-v4.2` sends the pilot rooms to the new model."),
    (11, [10], "Enable low-confidence highlighting for the pilot rooms: `asrctl feature enable lowconf-highlight --room 3B --room 7A`.",
     "Switch on highlighting of low-confidence words in the pilot rooms (`asrctl feature enable lowconf-highlight --room 3B --room 7A`).",
     None),
    (12, [11], "Run the pilot for 2 sitting days and have the certified reporters log corrections; continue only if the rate stays at or below 6 edits per 1,000 words.",
     "Only carry on if, over 2 sitting days of pilot, the certified reporters' logged corrections stay at 6 edits per 1,000 words or fewer.",
     "Continue past the pilot only with at most 6 edits per 1,000 words logged by certified reporters over 2 sitting days."),
    (13, [12], "Route the remaining 16 courtrooms: `asrctl route set --all --model asr-court-v4.2`.",
     "Move the other 16 courtrooms onto the new model with `asrctl route set --all --model asr-court-v4.2`.",
     None),
    (14, [13], "Check live caption latency on the courtroom displays stays under 2 s.",
     "Make sure the courtroom displays show live captions less than 2 s behind.",
     None),
    (15, [13], "Run test case TC-SEAL-03 to confirm the sealed-proceedings redaction hook still fires.",
     "Confirm with test case TC-SEAL-03 that redaction still triggers for sealed proceedings.",
     "Confirm the sealed-proceedings redaction hook fires by running TC-SEAL-03."),
    (16, [13], "Confirm courtroom audio is still landing in `s3://ct-audio-archive/eastfield/` with object lock on.",
     "Verify `s3://ct-audio-archive/eastfield/` keeps receiving courtroom audio and that object lock is still on.",
     None),
    (17, [14, 15, 16], "After 5 sitting days, verify every transcript certified that week has a matching audio hash in the archive; v4.1 stays until this is clean.",
     "Keep v4.1 around until a check after 5 sitting days shows a matching archive audio hash for every transcript certified in the week.",
     "Verify (after 5 sitting days) that each transcript certified that week has its audio hash in the archive before v4.1 goes."),
    (18, [17], "Scale the old model down: `kubectl -n asr scale deploy asr-court-v4-1 --replicas=0`.",
     "Bring the old deployment to zero with `kubectl -n asr scale deploy asr-court-v4-1 --replicas=0`.",
     None),
    (19, [17], "Purge old v4.1 draft transcripts: `asrctl drafts purge --model asr-court-v4.1 --older-than 90d`.",
     "Clear asr-court-v4.1 drafts older than 90d using `asrctl drafts purge --model asr-court-v4.1 --older-than 90d`.",
     "Run `asrctl drafts purge --model asr-court-v4.1 --older-than 90d` for the old v4.1 draft transcripts."),
    (20, [18, 19], "Update the reporter handbook section on speaker labels for asr-court-v4.2.",
     "Revise the speaker-label section of the reporter handbook to cover asr-court-v4.2.",
     None),
    (21, [20], "Close RFC-CT-2207 with the pilot correction-rate report attached.",
     "Attach the pilot correction-rate report and close RFC-CT-2207.",
     "With the pilot correction-rate report attached, close RFC-CT-2207."),
]

GUARDS = {
    2: "approval by Court Administrator and chief court reporter",
    5: "zfs snapshot of the transcript store",
    6: "server-side dry run and diff review",
    12: "2-day pilot correction-rate watch before all rooms",
    17: "audio hash verification before retiring v4.1",
}
DROP_GUARD = 2

SPLITS = {
    3: ("Score asr-court-v4.2 on the held-out set bench-2024Q3 (212 hours of audio).",
        "WER must be at most 9.5% and speaker-attribution error at most 4%."),
    17: ("After 5 sitting days, verify every transcript certified that week has a matching audio hash in the archive.",
         "v4.1 stays until this check is clean."),
}
REGEN_SPLIT = (12, ("Keep the pilot going for 2 sitting days while certified reporters record every correction.",
                    "The remaining rooms follow only if corrections stay at or under 6 edits per 1,000 words."))

SERIALIZE = [14, 15, 16]

COMPRESS = [
    ([3, 5], "Benchmark v4.2 and snapshot the transcript store."),
    ([6, 7], "Dry-run and deploy asr-court-v4.2."),
    ([10, 11], "Route the pilot rooms to v4.2 and enable highlighting."),
    ([12, 13], "Run the pilot, then route all courtrooms to v4.2."),
    ([18, 20, 21], "Scale down v4.1, update the handbook and close the RFC."),
]

LOST = {"remove": (17, 19), "add": [(13, 19)],
        "why": "the v4.1 draft transcripts are purged as soon as all rooms are routed, without waiting for the audio hash verification"}

TARGET = {"step": 10, "old": "7A", "new": "7B", "kind": "courtroom"}

OPERATION = {"step": 11, "change": "enable -> disable low-confidence highlighting",
             "text": "Switch off low-confidence highlighting for the pilot rooms: `asrctl feature disable lowconf-highlight --room 3B --room 7A`."}
