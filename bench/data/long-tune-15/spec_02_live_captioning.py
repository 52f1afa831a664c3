ID = "lt15_02"
TASK = "Broadcast subtitle pipeline: NEWS-1 live captions moved from the EEG encoder pair to cap-alta instances, parallel run, router salvo cutover"

STEPS = [
    (1, [], "Book change BRC-7731 to move NEWS-1 live subtitles from encoders CAP-ENC-01/02 to the new cap-alta-1/2 instances, outside the 18:00-19:00 news hour.",
     "Raise BRC-7731 for shifting the NEWS-1 live subtitles off encoders CAP-ENC-01/02 onto the new cap-alta-1/2 instances; keep it clear of the 18:00-19:00 news hour.",
     "Outside the 18:00-19:00 news hour only: book BRC-7731 (NEWS-1 live subtitles, CAP-ENC-01/02 -> cap-alta-1/2)."),
    (2, [1], "Get a go from the transmission shift lead, logged in the MCR log, before anything is patched.",
     "Nothing gets patched until the transmission shift lead has said go and it is written in the MCR log.",
     None),
    (3, [2], "`curl -s http://10.60.2.11/api/config > enc01_pre.json && curl -s http://10.60.2.12/api/config > enc02_pre.json`",
     "Pull the running encoder configs to disk: `curl -s http://10.60.2.11/api/config > enc01_pre.json && curl -s http://10.60.2.12/api/config > enc02_pre.json`.",
     None),
    (4, [2], "Bring up cap-alta-1 and cap-alta-2 on the playout cluster with `kubectl -n captions scale deploy/cap-alta --replicas=2`.",
     "Start the two instances cap-alta-1 and cap-alta-2 on the playout cluster using `kubectl -n captions scale deploy/cap-alta --replicas=2`.",
     "Run `kubectl -n captions scale deploy/cap-alta --replicas=2` so that cap-alta-1 and cap-alta-2 come up on the playout cluster."),
    (5, [4], "Point both cap-alta instances at iCap access code NEWS1-LIVE and at the respeaker feed on port 4001.",
     "Configure the two cap-alta instances to use iCap access code NEWS1-LIVE and to take the respeaker feed on port 4001.",
     "The respeaker feed (port 4001) and iCap access code NEWS1-LIVE are what both cap-alta instances should point at."),
    (6, [3, 5], "Run the new chain side by side with the on-air one for 30 minutes on off-air monitor OFFAIR-3 and compare the subtitles line by line.",
     "For 30 minutes, feed the new chain to off-air monitor OFFAIR-3 alongside the on-air chain and go through the subtitles line by line.",
     "Compare subtitles line by line between the new chain and the on-air one, running them together for 30 minutes on OFFAIR-3 (off-air monitor)."),
    (7, [6], "Check with `tsp -I ip 239.10.1.3:5000 -P analyze -O drop` that DVB subtitle PID 0x0901 is carried in the test TS.",
     "Make sure the test TS carries DVB subtitle PID 0x0901, using `tsp -I ip 239.10.1.3:5000 -P analyze -O drop`.",
     None),
    (8, [6], "Confirm that teletext page 888 on the off-air decoder shows the same captions with less than 2 seconds of added delay.",
     "On the off-air decoder, teletext page 888 must show identical captions and add under 2 seconds of delay; confirm it.",
     None),
    (9, [6], "Check the caption timecode against house reference on the waveform monitor and look for drift over the run.",
     "On the waveform monitor, compare the caption timecode with house reference and watch for any drift during the run.",
     "Look for drift over the run by checking caption timecode against house reference (waveform monitor)."),
    (10, [6], "Have the access services editor read 10 minutes of the parallel output and sign off spelling and speaker colours.",
     "Ask the access services editor to go through 10 minutes of the parallel output and approve the spelling and speaker colours.",
     None),
    (11, [7, 8, 9, 10], "At the next ad break, fire router salvo CAP-SWAP-NEWS1 on the MCR panel so the on-air path runs through cap-alta-1.",
     "Take router salvo CAP-SWAP-NEWS1 from the MCR panel at the next ad break, putting the on-air path through cap-alta-1.",
     "So that the on-air path goes through cap-alta-1, trigger salvo CAP-SWAP-NEWS1 on the MCR router panel during the next ad break."),
    (12, [11], "Sit on the on-air subtitles for the whole first news segment (about 12 minutes) with the access services desk on the phone.",
     "Watch the on-air subtitles through the full first news segment, roughly 12 minutes, keeping the access services desk on the line.",
     None),
    (13, [12], "Park the old encoders: put CAP-ENC-01 and CAP-ENC-02 in bypass but leave them racked and powered for 7 days.",
     "Leave CAP-ENC-01 and CAP-ENC-02 racked and powered for 7 days, only switched to bypass, so the old path is parked.",
     "Switch CAP-ENC-01 and CAP-ENC-02 to bypass (keep them racked and powered, 7 days) to park the old encoders."),
    (14, [12], "Update the NEWS-1 playout runbook and the router tally labels to show cap-alta as the live path.",
     "Change the router tally labels and the NEWS-1 playout runbook so they name cap-alta as the live path.",
     None),
    (15, [13, 14], "Close BRC-7731 with the comparison notes and the editor's sign-off attached.",
     "Attach the comparison notes and the editor's sign-off to BRC-7731, then close it.",
     None),
]

GUARDS = {
    2: "go from the transmission shift lead before patching",
    3: "running encoder configs saved (command only)",
    6: "30-minute parallel run compared line by line before the cutover",
    10: "editor reads the parallel output and signs off",
    12: "watch of the first on-air segment before the old encoders are parked",
}
DROP_GUARD = 6

SPLITS = {
    6: ("Run the new chain side by side with the on-air one for 30 minutes on off-air monitor OFFAIR-3.",
        "Compare the subtitles of the two chains line by line."),
    13: ("Park the old encoders: put CAP-ENC-01 and CAP-ENC-02 in bypass.",
         "Leave them racked and powered for 7 days."),
}
REGEN_SPLIT = (11, ("Wait for the next ad break in NEWS-1.",
                    "Then take salvo CAP-SWAP-NEWS1 on the MCR router panel, which sends the on-air path via cap-alta-1."))
SERIALIZE = [7, 8, 9]

COMPRESS = [
    ([1, 2], "Book BRC-7731 and get the shift lead's go."),
    ([4, 5], "Start the cap-alta instances and point them at the NEWS1-LIVE feed."),
    ([11, 12], "Switch the on-air path to cap-alta-1 with the router salvo and watch the first segment."),
    ([14, 15], "Update the runbook and tally labels and close BRC-7731."),
]

LOST = {"remove": (12, 13), "add": [(11, 13)],
        "why": "the old encoders are put into bypass (13) right after the router salvo (11) instead of after the watch of the first on-air segment (12)"}

TARGET = {"step": 7, "old": "239.10.1.3:5000", "new": "239.10.3.1:5000", "kind": "multicast group"}

OPERATION = {"step": 4, "change": "scale to --replicas=2 -> --replicas=0 (prose still says bring up)",
             "text": "Bring up cap-alta-1 and cap-alta-2 on the playout cluster with `kubectl -n captions scale deploy/cap-alta --replicas=0`."}
