ID = "lb4_02"
TASK = "Move the NOVA HD linear channel from on-prem Spectrum X playout to cloud playout (Versio + MediaLive) with a parallel run and an MCR router switch"

STEPS = [
    (1, [], "Open CHG-7731 to move NOVA HD playout from the on-prem Spectrum X chain to Versio cloud playout, with the switch planned for Tuesday 04:00 UTC.",
     "Raise CHG-7731 for taking NOVA HD off the Spectrum X chain and onto Versio cloud playout; the switch is pencilled in for Tuesday 04:00 UTC.",
     "With the switch planned for Tuesday 04:00 UTC, open CHG-7731 to migrate NOVA HD playout from on-prem Spectrum X to Versio in the cloud."),
    (2, [1], "Export the next 7 days of schedule from the traffic system as BXF and load it into the Versio playlist NOVA-HD-CLOUD.",
     "Pull a 7 days BXF schedule export out of traffic and import it into Versio as playlist NOVA-HD-CLOUD.",
     None),
    (3, [1], "Sync the media library with `aws s3 sync /mnt/spectrum/media s3://nova-playout-media/ --size-only` and compare the clip count with the Spectrum database.",
     "Copy the clips across using `aws s3 sync /mnt/spectrum/media s3://nova-playout-media/ --size-only`, then check the number of clips matches what the Spectrum database holds.",
     "Compare the clip count against the Spectrum database after syncing the media library (`aws s3 sync /mnt/spectrum/media s3://nova-playout-media/ --size-only`)."),
    (4, [1], "Build the cloud channel: MediaLive channel nova-hd-ml in eu-west-1, 1080i25 output, SRT caller to 203.0.113.40:9000.",
     "Create MediaLive channel nova-hd-ml in eu-west-1 producing 1080i25 and calling 203.0.113.40:9000 over SRT.",
     "In eu-west-1, set up nova-hd-ml as the MediaLive channel (1080i25 out, SRT caller towards 203.0.113.40:9000)."),
    (5, [2, 3, 4], "Start the parallel run: play the same playlist on Versio and on Spectrum X, both locked to GPS timecode.",
     "Kick off parallel playout of one playlist on both Spectrum X and Versio, each locked to GPS timecode.",
     None),
    (6, [5], "Check the loudness of the cloud output for 1 hour on the Tektronix probe: -23 LUFS integrated, within 1 LU (EBU R128).",
     "Measure the cloud feed on the Tektronix probe over 1 hour and confirm EBU R128 compliance, integrated -23 LUFS give or take 1 LU.",
     None),
    (7, [5], "Check that DVB teletext subtitles on page 888 and the SCTE-104 ad markers arrive on the cloud output at the right timecodes.",
     "Confirm the cloud output carries the SCTE-104 ad markers and the page 888 DVB teletext subtitles at the correct timecodes.",
     "On the cloud output, check timecodes of the SCTE-104 ad markers and of the DVB teletext subtitles (page 888)."),
    (8, [5], "Compare cloud and Spectrum outputs with the lip-sync analyser over 24 hours of parallel playout; the A/V offset must stay under 20 ms.",
     "Run the lip-sync analyser across the 24 hours of parallel playout, cloud against Spectrum, and require an A/V offset below 20 ms throughout.",
     None),
    (9, [6, 7, 8], "Get the go/no-go from the head of presentation and the MCR shift lead, based on the loudness, subtitle and lip-sync results.",
     "Ask the MCR shift lead and the head of presentation for a go/no-go decision using the loudness, subtitle and lip-sync findings.",
     "Based on the loudness, subtitle and lip-sync results, obtain a go/no-go from both the head of presentation and the MCR shift lead."),
    (10, [9], "Notify the uplink provider NOC and the DTT mux operator that NOVA HD switches at 04:00 UTC.",
     "Tell the DTT mux operator and the uplink provider's NOC about the 04:00 UTC switch of NOVA HD.",
     None),
    (11, [9], "Save the current MCR router salvos: `rtrctl export --router mcr-evertz-01 > /backup/mcr/salvos-pre-7731.xml`.",
     "Dump the existing salvos of the MCR router to a file with `rtrctl export --router mcr-evertz-01 > /backup/mcr/salvos-pre-7731.xml`.",
     "Run `rtrctl export --router mcr-evertz-01 > /backup/mcr/salvos-pre-7731.xml` so the current MCR router salvos are kept."),
    (12, [11], "Preview the router change with `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01 --preview` and check that only destinations UPLINK-A and UPLINK-B would change.",
     "Do a preview pass, `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01 --preview`, and make sure nothing but UPLINK-A and UPLINK-B shows up as changed.",
     None),
    (13, [10, 12], "At 04:00 UTC fire the salvo with `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01` so that UPLINK-A takes the cloud SRT return.",
     "When it is 04:00 UTC, run `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01`, putting the cloud SRT return onto UPLINK-A.",
     "Fire `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01` at 04:00 UTC; UPLINK-A then carries the cloud SRT return."),
    (14, [13], "Watch UPLINK-A off-air for 15 minutes before touching the backup path: no black, no freeze, loudness at -23 LUFS within 1 LU.",
     "Leave the backup path alone and monitor UPLINK-A off-air for 15 minutes; there must be no black or frozen picture and loudness has to stay at -23 LUFS within 1 LU.",
     None),
    (15, [14], "Move UPLINK-B to the cloud backup feed, MediaLive pipeline 1: `rtrctl take UPLINK-B SRC-CLOUD-P1 --router mcr-evertz-01`.",
     "Put the cloud backup feed (MediaLive pipeline 1) on UPLINK-B by running `rtrctl take UPLINK-B SRC-CLOUD-P1 --router mcr-evertz-01`.",
     "Run `rtrctl take UPLINK-B SRC-CLOUD-P1 --router mcr-evertz-01` to switch UPLINK-B onto MediaLive pipeline 1, the cloud backup feed."),
    (16, [15], "Keep Spectrum X as hot standby for 72 hours (`spectrumctl channel standby NOVA-HD --follow GPS`) and check the off-air recorder every day.",
     "Hold Spectrum X in hot standby for 72 hours using `spectrumctl channel standby NOVA-HD --follow GPS`, reviewing the off-air recorder daily.",
     None),
    (17, [13], "Update the EPG contacts and the playout contact sheet so MCR operators call the cloud playout desk.",
     "Change the playout contact sheet and the EPG contacts so that MCR operators ring the cloud playout desk.",
     "So that MCR operators call the cloud playout desk, update the playout contact sheet and the EPG contacts."),
    (18, [16], "Reconcile the Versio as-run logs with the traffic system for 3 consecutive days: every spot aired and no missed SCTE-104 triggers.",
     "For 3 consecutive days, match the Versio as-run logs against traffic and confirm each spot went to air with no SCTE-104 trigger missed.",
     None),
    (19, [18], "Send the as-run reconciliation to ad sales so they can close the billing period.",
     "Pass the as-run reconciliation to ad sales, who then close the billing period.",
     None),
    (20, [18], "Decommission the NOVA HD chain on Spectrum X with `spectrumctl channel delete NOVA-HD --purge-media`.",
     "Remove the Spectrum X chain for NOVA HD: `spectrumctl channel delete NOVA-HD --purge-media`.",
     "Run `spectrumctl channel delete NOVA-HD --purge-media` to decommission NOVA HD on Spectrum X."),
    (21, [17, 19, 20], "Close CHG-7731 with the parallel-run report and the as-run reconciliation attached.",
     "Attach the as-run reconciliation and the parallel-run report, then close CHG-7731.",
     None),
]

GUARDS = {
    9: "go/no-go from head of presentation and MCR shift lead",
    11: "export of the MCR router salvos before changing them",
    12: "--preview of the salvo before firing it",
    14: "15-minute off-air watch of UPLINK-A before moving the backup path",
    18: "3 days of as-run reconciliation before decommissioning Spectrum X",
}
DROP_GUARD = 12

SPLITS = {
    4: ("Build the cloud channel: MediaLive channel nova-hd-ml in eu-west-1 with 1080i25 output.",
        "Set the output of nova-hd-ml to SRT caller towards 203.0.113.40:9000."),
    8: ("Compare cloud and Spectrum outputs with the lip-sync analyser over 24 hours of parallel playout.",
        "Throughout those 24 hours the A/V offset must stay under 20 ms."),
}
REGEN_SPLIT = (12, ("Dry-run the salvo first: `rtrctl salvo apply NOVA_CLOUD --router mcr-evertz-01 --preview`.",
                    "In that preview, confirm the only destinations changing are UPLINK-A and UPLINK-B."))

SERIALIZE = [6, 7, 8]

COMPRESS = [
    ([1, 2], "Open CHG-7731 for the NOVA HD move to Versio and load the 7-day BXF schedule."),
    ([5, 6, 7, 8], "Run Versio and Spectrum X in parallel and check loudness, subtitles, ad markers and lip-sync."),
    ([14, 15], "After a short off-air check of UPLINK-A, move UPLINK-B to the cloud backup feed."),
    ([19, 21], "Hand the as-run reconciliation to ad sales and close CHG-7731."),
]

LOST = {"remove": (12, 13), "add": [(11, 13)],
        "why": "the salvo is fired without waiting for the preview review"}

TARGET = {"step": 13, "old": "UPLINK-A", "new": "UPLINK-B", "kind": "router destination"}

OPERATION = {"step": 16, "change": "hot standby -> stop the Spectrum X channel",
             "text": "Stop Spectrum X for 72 hours (`spectrumctl channel stop NOVA-HD`) and check the off-air recorder every day."}
