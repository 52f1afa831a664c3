"""lb_09: planned EHR downtime for an Epic upgrade, with paper workflows and back-entry."""
ID = "lb_09"
TASK = ("Run the planned EHR downtime of 2026-12-06 01:00-05:00 at St. Aldric Medical Center for the Epic upgrade: "
        "readiness, read-only fallback, interface hold, validation, return to PRD and back-entry")

STEPS = [
    (1, [], "Open change CHG-77120 for the planned EHR downtime on 2026-12-06 from 01:00 to 05:00 for the Epic upgrade, and inform the house supervisor and the IT command center.",
     "Raise CHG-77120 covering the Epic upgrade downtime of 2026-12-06, 01:00 to 05:00, and tell the IT command center and the house supervisor.",
     "Inform the house supervisor and IT command center, then open CHG-77120 (planned EHR downtime, 2026-12-06, 01:00 to 05:00, Epic upgrade)."),
    (2, [1], "Get the downtime committee, including the CMIO and the chief nursing officer, to approve CHG-77120.",
     "Obtain approval of CHG-77120 from the downtime committee, the CMIO and chief nursing officer among them.",
     None),
    (3, [2], "Announce the downtime to every unit 72, 24 and 1 hours ahead by overhead page, email and the Vocera group \"All Charge Nurses\".",
     "Tell all units about the downtime at 72, 24 and 1 hours beforehand through email, overhead page and the Vocera group \"All Charge Nurses\".",
     "At 72, 24 and 1 hours ahead, use the Vocera group \"All Charge Nurses\", overhead page and email to announce the downtime to every unit."),
    (4, [2], "Check that all 38 business continuity access (BCA) PCs printed a test report from an extract less than 2 hours old.",
     "Make sure each of the 38 BCA (business continuity access) PCs has printed a test report off an extract under 2 hours old.",
     None),
    (5, [2], "Charge nurses count the downtime kit on every unit (paper order sets, MAR sheets, registration forms) against the kit list.",
     "On each unit the charge nurse checks the downtime kit, meaning paper order sets, MAR sheets and registration forms, against the kit list.",
     "Against the kit list, charge nurses count every unit's downtime kit: paper order sets, MAR sheets and registration forms."),
    (6, [4], "At 00:30 pharmacy prints a 12-hour MAR for every inpatient from BCA.",
     "Pharmacy produces a 12-hour MAR per inpatient from BCA at 00:30.",
     None),
    (7, [2], "Lab switches the analyzers to manual result reporting and confirms the Sunquest LIS will buffer outbound results.",
     "Put the lab analyzers on manual result reporting and have the lab confirm the Sunquest LIS buffers outbound results.",
     "Manual result reporting goes on for the analyzers, and the lab confirms outbound results are buffered by the Sunquest LIS."),
    (8, [4], "Run the final BCA extract at 00:45 and check its timestamp on reports printed on 3 sample units.",
     "At 00:45, pull the last BCA extract, then make sure 3 sample units print reports carrying its timestamp.",
     None),
    (9, [3, 5, 6, 7, 8], "Hold the go/no-go call at 00:50 on the command-center bridge: IT, nursing, pharmacy and lab each state they are ready.",
     "At 00:50 run the go/no-go on the command-center bridge, where IT, nursing, pharmacy and lab each declare readiness.",
     "Each of IT, nursing, pharmacy and lab states readiness on the command-center bridge at the 00:50 go/no-go call."),
    (10, [9], "At 01:00 move clinicians to the shadow read-only (SRO) environment and confirm access from 3 units.",
     "Switch clinicians over to SRO, the shadow read-only environment, at 01:00 and check that 3 units can get in.",
     None),
    (11, [9], "Stop the outbound HL7 feeds in Cloverleaf with `hcicmd -p adt_out -c 'pstop'` and `hcicmd -p orm_out -c 'pstop'`, letting inbound messages queue.",
     "Halt outbound HL7 in Cloverleaf via `hcicmd -p adt_out -c 'pstop'` and `hcicmd -p orm_out -c 'pstop'`, and let inbound messages build up in the queue.",
     "Let inbound messages queue and stop the outbound HL7 feeds (`hcicmd -p adt_out -c 'pstop'`, `hcicmd -p orm_out -c 'pstop'`) in Cloverleaf."),
    (12, [10, 11], "The Epic technical team applies the upgrade to PRD and runs the post-upgrade utilities, reporting progress on the bridge every 30 minutes.",
     "Epic's technical team upgrades PRD, runs the post-upgrade utilities and gives a progress update on the bridge every 30 minutes.",
     None),
    (13, [12], "Application analysts run the PRD smoke scripts for registration, ordering, resulting and MAR.",
     "Have the application analysts execute the PRD smoke scripts covering registration, ordering, resulting and MAR.",
     "The PRD smoke scripts (registration, ordering, resulting, MAR) are run by the application analysts."),
    (14, [13], "2 nurses and 1 physician super-user test a full admit, order and administer cycle on test patient ZZTEST,DOWNTIME in PRD.",
     "A full admit, order and administer cycle is tried in PRD on test patient ZZTEST,DOWNTIME by 2 nurses and 1 physician super-user.",
     None),
    (15, [14], "Restart the feeds with `hcicmd -p adt_out -c 'pstart'` and `hcicmd -p orm_out -c 'pstart'`, replay the inbound queues in order and watch queue depth reach 0.",
     "Bring the feeds back using `hcicmd -p adt_out -c 'pstart'` and `hcicmd -p orm_out -c 'pstart'`, replay inbound queues in sequence, and follow queue depth down to 0.",
     "Watch queue depth reach 0 after restarting the feeds (`hcicmd -p adt_out -c 'pstart'`, `hcicmd -p orm_out -c 'pstart'`) and replaying the inbound queues in order."),
    (16, [15], "The downtime committee lead declares the end of downtime on the bridge.",
     "On the bridge, the lead of the downtime committee calls the end of downtime.",
     None),
    (17, [16], "Return users to PRD: remove the SRO banner and page all units that PRD is back.",
     "Send users back to PRD by taking down the SRO banner and paging every unit that PRD is available.",
     "Page all units that PRD is back and remove the SRO banner, returning users to PRD."),
    (18, [17], "Nurses back-enter paper MAR administrations within 4 hours, high-alert medications first.",
     "Within 4 hours nurses enter the paper MAR administrations into PRD, beginning with high-alert medications.",
     None),
    (19, [17], "Lab back-enters the manual results and checks each against the analyzer printout.",
     "Have the lab enter the manual results and compare every one with the analyzer printout.",
     "Each manual result is back-entered by the lab and checked against the analyzer printout."),
    (20, [17], "Registration enters the downtime registrations and merges each downtime MRN into the patient's permanent MRN.",
     "Registration keys in the downtime registrations and merges every downtime MRN into the patient's permanent one.",
     None),
    (21, [18, 20], "A pharmacist confirms that every paper order was entered and verified in PRD.",
     "Every paper order must be confirmed by a pharmacist as entered and verified in PRD.",
     "In PRD, a pharmacist confirms entry and verification of every paper order."),
    (22, [19, 21], "HIM scans the paper forms into each chart as document type \"Downtime Documentation\".",
     "Scan the paper forms into each chart under document type \"Downtime Documentation\" (HIM).",
     None),
    (23, [22], "HIM audits 20 random charts for complete back-entry before the change is closed.",
     "Before closing the change, HIM reviews 20 charts picked at random to make sure back-entry is complete.",
     "Before the change is closed, 20 random charts are audited by HIM for complete back-entry."),
    (24, [23], "Close CHG-77120 with the timeline, the audit result and lessons learned.",
     "Record the timeline, lessons learned and audit result on CHG-77120 and close it.",
     None),
]

GUARDS = {2: "downtime committee approval",
          4: "BCA print check before downtime",
          8: "final BCA extract check",
          9: "go/no-go readiness call",
          13: "technical smoke test after the upgrade",
          14: "clinical validation before users return to PRD",
          23: "chart audit before closing the change"}
DROP_GUARD = 14

SPLITS = {
    12: ("The Epic technical team applies the upgrade to PRD and runs the post-upgrade utilities.",
         "The Epic technical team reports upgrade progress on the bridge every 30 minutes."),
    18: ("Nurses back-enter the paper MAR administrations, high-alert medications first.",
         "MAR back-entry must be finished within 4 hours."),
}

SERIALIZE = [4, 5]

COMPRESS = [
    ([4, 6], "Check the BCA PCs and print MARs for all inpatients."),
    ([10, 12], "Switch clinicians to SRO and apply the Epic upgrade to PRD."),
    ([13, 14], "Smoke-test PRD with analysts and super-users."),
    ([15, 16, 17], "Restart the HL7 feeds, end the downtime and send users back to PRD."),
    ([22, 23, 24], "Scan the paper forms, audit a sample of charts and close CHG-77120."),
]

LOST = {"remove": (11, 12), "add": [(11, 15)],
        "why": "the upgrade on PRD (12) no longer waits for the outbound HL7 feeds to be stopped (11), so ADT and order messages are sent mid-upgrade and can be lost or duplicated"}

TARGET = {"step": 11, "old": "adt_out", "new": "adt_in", "kind": "Cloverleaf process name"}

OPERATION = {"step": 15, "change": "replay the queued inbound messages -> purge them",
             "text": "Restart the feeds with `hcicmd -p adt_out -c 'pstart'` and `hcicmd -p orm_out -c 'pstart'`, purge the inbound queues and watch queue depth reach 0."}
