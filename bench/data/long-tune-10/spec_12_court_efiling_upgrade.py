ID = "lt10_12"
DOMAIN = "court e-filing: EFM upgrade with intake paused, envelope queue drained, CMS sync and EFSP notice"
STYLE = "d"
TASK = "Upgrade the state court e-filing manager (EFM) on efm-prod01/02 from 2023.4.7 to 2024.2.1 with filing intake paused and the envelope queue drained."
STEPS = [
 (1, [], "Open CR-EF-0413 for the EFM upgrade from 2023.4.7 to 2024.2.1 on efm-prod01/02 (Sat 20:00 to Sun 02:00) and post the outage notice on the portal 72 hours ahead.",
  "No less than 72 hours ahead, post the outage notice on the portal, and open CR-EF-0413 for the EFM upgrade from 2023.4.7 to 2024.2.1 on efm-prod01/02 (Sat 20:00 to Sun 02:00).",
  "Post the portal outage notice 72 hours ahead; CR-EF-0413 covers the EFM upgrade on efm-prod01/02 from 2023.4.7 to 2024.2.1, Sat 20:00 to Sun 02:00."),
 (2, [1], "Notify the 9 certified EFSPs of the outage window through the EFSP mailing list and the status page.",
  "Once the window is fixed, tell all 9 certified EFSPs about it on the EFSP mailing list and the status page.",
  None),
 (3, [1], "Check that efm-stg01 has run 2024.2.1 for 14 days with the 120-case regression suite passing.",
  "Only if efm-stg01 has run 2024.2.1 for no less than 14 days, with the 120-case regression suite passing, go on.",
  "The 120-case regression suite must pass on efm-stg01, which must have run 2024.2.1 for 14 days."),
 (4, [2, 3], "Get the Clerk of Court's approval on CR-EF-0413.",
  "Unless the Clerk of Court has approved CR-EF-0413, nothing proceeds.",
  None),
 (5, [4], "Pause new filing submissions at 20:00: `efmctl intake pause --reason CR-EF-0413`.",
  "At 20:00 sharp, stop new filing submissions: `efmctl intake pause --reason CR-EF-0413`.",
  "`efmctl intake pause --reason CR-EF-0413` pauses new filing submissions at 20:00."),
 (6, [5], "Drain the envelope queue: wait until 0 envelopes are Submitted or Under Review.",
  "Until no envelope (0) is Submitted or Under Review, keep draining the queue.",
  None),
 (7, [6], "Back up the EFM database with `pg_dump -Fc -d efm -f /backup/cref0413_efm.dump` and snapshot document volume vol-docs-efm.",
  "With the queue empty, dump the EFM database (`pg_dump -Fc -d efm -f /backup/cref0413_efm.dump`) and take a snapshot of document volume vol-docs-efm.",
  "Snapshot document volume vol-docs-efm and back up the EFM database using `pg_dump -Fc -d efm -f /backup/cref0413_efm.dump`."),
 (8, [6], "Check that `efmctl cms-sync status` shows 0 pending envelopes for the case management system.",
  "Provided `efmctl cms-sync status` lists 0 pending envelopes for the case management system, the CMS side is clear; check it.",
  None),
 (9, [7, 8], "Run the upgrade in plan mode with `efm-upgrade --to 2024.2.1 --nodes efm-prod01,efm-prod02 --plan` and review the 14 schema migrations it lists.",
  "Before applying anything, run `efm-upgrade --to 2024.2.1 --nodes efm-prod01,efm-prod02 --plan` and go on only once the 14 schema migrations it lists are reviewed.",
  "Review the 14 schema migrations that `efm-upgrade --to 2024.2.1 --nodes efm-prod01,efm-prod02 --plan` lists in plan mode."),
 (10, [9], "Apply the upgrade: `efm-upgrade --to 2024.2.1 --nodes efm-prod01,efm-prod02`.",
  "Once the plan is reviewed, upgrade both nodes: `efm-upgrade --to 2024.2.1 --nodes efm-prod01,efm-prod02`.",
  None),
 (11, [10], "Submit 3 test envelopes (civil, family, criminal) to test court TEST-01, accept them as a clerk and check they reach the CMS within 2 minutes.",
  "Allowing at most 2 minutes for them to reach the CMS, submit 3 test envelopes (civil, family, criminal) to test court TEST-01 and accept them as a clerk.",
  "Check that 3 test envelopes (civil, family, criminal), submitted to test court TEST-01 and accepted by a clerk, reach the CMS within 2 minutes."),
 (12, [10], "Check filing fees: a $1.00 test charge through the payment gateway must settle and refund.",
  "If a $1.00 test charge through the payment gateway does not settle and refund, stop; check filing fees this way.",
  None),
 (13, [11, 12], "Resume filing intake: `efmctl intake resume`.",
  "After both tests pass, reopen filing intake: `efmctl intake resume`.",
  "`efmctl intake resume` resumes filing intake."),
 (14, [13], "Watch the first hour: submission error rate below 2% and CMS sync lag under 5 minutes.",
  "For the first hour, hold the submission error rate below 2% and keep CMS sync lag under 5 minutes.",
  None),
 (15, [14], "Tell the EFSPs that e-filing is back.",
  "After the first hour is clean, let the EFSPs know e-filing is back.",
  "The EFSPs are told e-filing is back."),
 (16, [15], "Close CR-EF-0413.",
  "When the EFSPs are informed, close CR-EF-0413.",
  None),
]
GUARDS = {4: "Clerk of Court approval before intake is paused",
          7: "database dump and document volume snapshot before the upgrade",
          9: "plan-mode run and review of the schema migrations",
          11: "test envelope smoke test before intake resumes",
          14: "first-hour watch before announcing e-filing is back"}
DROP_GUARD = 4
SPLITS = {
 1: ("Open CR-EF-0413 for the EFM upgrade from 2023.4.7 to 2024.2.1 on efm-prod01/02 (Sat 20:00 to Sun 02:00).",
     "Post the outage notice on the portal 72 hours ahead."),
 11: ("Submit 3 test envelopes (civil, family, criminal) to test court TEST-01 and accept them as a clerk.",
      "Check the 3 test envelopes reach the CMS within 2 minutes."),
}
REGEN_SPLIT = (14, (
 "Monitor the first hour after intake reopens: the submission error rate has to stay below 2%.",
 "Over that hour, CMS sync lag must not reach 5 minutes; keep it under 5 minutes."))
SERIALIZE = [7, 8]
COMPRESS = [
 ([1, 2], "Open CR-EF-0413 and notify the EFSPs."),
 ([5, 6], "Pause intake and drain the envelope queue."),
 ([9, 10], "Plan and apply the EFM upgrade on both nodes."),
 ([13, 14], "Resume intake and watch the first hour."),
 ([15, 16], "Tell the EFSPs and close the change."),
]
LOST = {"remove": (11, 13), "add": [(11, 14)],
        "why": "filing intake is resumed (13) without waiting for the test envelope smoke test (11)"}
TARGET = {"step": 11, "old": "TEST-01", "new": "CIV-01", "kind": "court code"}
OPERATION = {"step": 5, "text": "Resume new filing submissions at 20:00: `efmctl intake resume --reason CR-EF-0413`.",
             "change": "pause -> resume filing intake before the upgrade"}
