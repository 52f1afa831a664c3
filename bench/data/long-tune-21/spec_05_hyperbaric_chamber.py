# Hand-written golden: hospital multiplace hyperbaric chamber control software upgrade.
ID = "lt21_05"
STYLE = "chatty"
TASK = ("Upgrade the redundant control PCs (CC-A, CC-B) of multiplace hyperbaric chamber HC-1 from ChamberControl "
        "4.2.7 to 5.0.1, re-test the chamber unmanned and return it to clinical service.")

STEPS = [
    (1, [],
     "Open change HBO-CR-117, move the 14 treatments booked for 9-10 Oct to the partner unit at St. Luke's and tell "
     "the on-call hyperbaric physician.",
     "Start by opening change HBO-CR-117, then move the 14 treatments that are booked for 9-10 Oct over to the "
     "partner unit at St. Luke's, and let the on-call hyperbaric physician know so that nobody is surprised.",
     "Tell the on-call hyperbaric physician, open HBO-CR-117 and have the partner unit at St. Luke's take the 14 "
     "treatments booked for 9-10 Oct."),
    (2, [1],
     "Export the treatment tables and alarm limits from the chamber console with `ccctl export --tables --alarms "
     "--out /mnt/usb/hc1_config_2025-10-08.zip`.",
     "Make sure that the treatment tables and the alarm limits are exported from the chamber console first, using "
     "`ccctl export --tables --alarms --out /mnt/usb/hc1_config_2025-10-08.zip`; this gives us a clean copy to "
     "restore from.",
     "With `ccctl export --tables --alarms --out /mnt/usb/hc1_config_2025-10-08.zip`, get the alarm limits and "
     "treatment tables off the chamber console."),
    (3, [1],
     "Save the last 12 months of dive logs to the records share with `ccctl logs export --since 2024-10-01 --out "
     "/mnt/records/hbo/hc1/`.",
     "Copy the past 12 months of dive logs onto the records share by running `ccctl logs export --since 2024-10-01 "
     "--out /mnt/records/hbo/hc1/`, since the records team will ask for them later.",
     None),
    (4, [2, 3],
     "The safety director signs the upgrade plan, including the manual-control fallback at 2.8 ATA, before the "
     "chamber is taken out of service.",
     "Before the chamber comes out of service, double-check that the safety director has signed the upgrade plan, "
     "and that the plan includes the manual-control fallback at 2.8 ATA.",
     "Before HC-1 comes out of service: upgrade plan (with the manual-control fallback at 2.8 ATA) signed by the "
     "safety director."),
    (5, [4],
     "Vent the chamber, isolate the oxygen supply at valve O2-V3 and lock it, and tag the chamber door out of "
     "service.",
     "Go ahead and vent the chamber, then close off the oxygen supply at valve O2-V3 and put a lock on it, and "
     "hang an out-of-service tag on the chamber door so that it is obvious to everyone.",
     "Tag the chamber door out of service, lock valve O2-V3 after isolating the oxygen supply there, and vent the "
     "chamber."),
    (6, [5],
     "Upgrade the standby control PC CC-B from 4.2.7 to 5.0.1 with `msiexec /i ChamberControl-5.0.1.msi /qn` and "
     "import the config export.",
     "Upgrade CC-B, which is the standby control PC, from 4.2.7 to 5.0.1 by running `msiexec /i "
     "ChamberControl-5.0.1.msi /qn`, and then import the config export into it.",
     None),
    (7, [6],
     "Check that CC-B reads all 6 pressure transmitters within 0.01 ATA of the reference gauge.",
     "Confirm that CC-B is reading every one of the six pressure transmitters to within 0.01 ATA of the reference "
     "gauge, because that is what it will be controlling on.",
     "All 6 pressure transmitters, as read by CC-B, must agree with the reference gauge within 0.01 ATA."),
    (8, [7],
     "Make CC-B the active controller with `ccctl role set CC-B primary` and then upgrade CC-A the same way.",
     "Promote CC-B to be the active controller using `ccctl role set CC-B primary`, and once that is done, upgrade "
     "CC-A in exactly the same way.",
     "Upgrade CC-A the same way, after `ccctl role set CC-B primary` has made CC-B the active controller."),
    (9, [8],
     "Diff both PCs against the export with `ccctl diff --against /mnt/usb/hc1_config_2025-10-08.zip`; nothing but "
     "the version field may differ.",
     "Compare both PCs with the export by running `ccctl diff --against /mnt/usb/hc1_config_2025-10-08.zip`, and "
     "make sure that the version field is the only thing that shows up as different.",
     None),
    (10, [9],
     "Run the unmanned pressure test: compress to 2.8 ATA at 0.1 ATA per minute, hold 30 minutes and decompress; "
     "the leak rate must be below 0.05 ATA per 10 minutes.",
     "Do the unmanned pressure test, compressing to 2.8 ATA at 0.1 ATA per minute, holding for half an hour and "
     "then decompressing; the chamber passes only if it leaks less than 0.05 ATA per 10 minutes.",
     "With nobody inside, test HC-1 at 2.8 ATA (compression at 0.1 ATA per minute, 30 minutes hold, then "
     "decompression); a leak rate of 0.05 ATA per 10 minutes or more fails it."),
    (11, [9],
     "Test the deluge system in test mode together with the fire alarm link to the hospital fire panel FP-3.",
     "Exercise the deluge system in its test mode, and while doing that confirm that the fire alarm link to the "
     "hospital fire panel FP-3 works as well.",
     "Test the fire alarm link to FP-3, the hospital fire panel, along with the deluge system in test mode."),
    (12, [10],
     "Unlock O2-V3, restore the oxygen supply and test every BIBS mask at 2.0 ATA for flow and overboard dump.",
     "Take the lock off O2-V3 and bring the oxygen supply back, and then check every BIBS mask at 2.0 ATA, both for "
     "flow and for the overboard dump, so that no patient gets a bad mask.",
     "At 2.0 ATA test each BIBS mask for overboard dump and flow, after unlocking O2-V3 and restoring oxygen."),
    (13, [10],
     "Pull the network cable of CC-B during a hold and confirm that CC-A takes control within 2 seconds without a "
     "pressure excursion.",
     "During a hold, unplug the network cable from CC-B and double-check that CC-A takes over control in 2 seconds "
     "or less, with no pressure excursion at all.",
     None),
    (14, [11, 12, 13],
     "The hyperbaric technologist goes through the pressure test, BIBS, deluge and failover records and signs them "
     "off on the chamber checklist; no patient goes in before that.",
     "Make sure that the hyperbaric technologist reviews the pressure test, BIBS, deluge and failover records and "
     "signs them off on the chamber checklist, and only if that is done may a patient go in.",
     None),
    (15, [14],
     "Return HC-1 to clinical service: remove the door tag and tell the physician and the booking office.",
     "Hand HC-1 back to clinical service by taking the tag off the door, and let both the physician and the "
     "booking office know that they can book again.",
     None),
    (16, [15],
     "Keep the technologist at the console for the whole of the first two patient treatments and log any alarm.",
     "For the first two patient treatments, make sure that the technologist stays at the console from start to "
     "finish and writes down any alarm that comes up.",
     None),
    (17, [16],
     "Close HBO-CR-117 with the signed checklist and the config export attached.",
     "Finally close out HBO-CR-117, attaching the signed checklist and the config export so that the audit trail "
     "is complete.",
     None),
]

GUARDS = {
    2: "config export before the upgrade",
    4: "safety director's signature before the chamber is taken out of service",
    7: "transmitter check on CC-B before it becomes the active controller",
    9: "diff of both PCs against the export before the pressure tests",
    14: "technologist's sign-off of all test records before return to clinical service",
}
DROP_GUARD = 14

SPLITS = {
    12: ("Unlock O2-V3 and restore the oxygen supply.",
         "Test every BIBS mask at 2.0 ATA for flow and overboard dump."),
    13: ("Pull the network cable of CC-B during a hold.",
         "Confirm that CC-A takes control within 2 seconds without a pressure excursion."),
}

REGEN_SPLITS = {
    1: ["First of all, open change HBO-CR-117 so that the work is tracked.",
        "Then move the 14 treatments booked for 9-10 Oct over to the partner unit at St. Luke's.",
        "And let the on-call hyperbaric physician know, so that there are no surprises on the ward."],
    10: ["Run the unmanned pressure test: bring the chamber up to 2.8 ATA at 0.1 ATA per minute, hold it there for "
         "half an hour and then bring it back down.",
         "Make sure that the leak rate during the test stays under 0.05 ATA per 10 minutes; anything more than "
         "that is a fail."],
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 2], "Open HBO-CR-117, reschedule the treatments and export the chamber config."),
    ([5, 6, 7], "Take the chamber out of service, upgrade CC-B to 5.0.1 and check its transmitter readings."),
    ([8, 9], "Switch control to CC-B, upgrade CC-A and diff both against the export."),
    ([16, 17], "Watch the first treatments and close the change."),
]

LOST = {"remove": (7, 8), "add": [(6, 8), (7, 9)],
        "why": "CC-B is made the active controller (and CC-A upgraded) without waiting for the check that CC-B "
               "reads the pressure transmitters correctly"}

TARGET = {"step": 10, "old": "2.8 ATA", "new": "1.8 ATA", "kind": "test pressure"}

OPERATION = {"step": 5,
             "text": "Vent the chamber, open the oxygen supply at valve O2-V3 and lock it open, and tag the chamber "
                     "door out of service.",
             "change": "isolate and lock the oxygen supply -> open it and lock it open"}
