ID = "lt9_08"
TASK = "Clinical trial IRT: replace randomisation list RL-v2 with RL-v3 in study ABC-301 after a stratification change, drug supply re-seeded"

STEPS = [
    (1, [], "Open DEV-IRT-0931 for study ABC-301: RL-v2 is replaced by RL-v3 after the DSMB-approved stratification change.",
     "Raise DEV-IRT-0931 in study ABC-301 to swap randomisation list RL-v2 for RL-v3, following the stratification change the DSMB approved.",
     "After the DSMB-approved stratification change, RL-v3 replaces RL-v2 in ABC-301; log it as DEV-IRT-0931."),
    (2, [1], "The unblinded statistician generates RL-v3 (seed 20250612, block size 4) and puts it on `sftp://irt-unblinded.vendor.com/ABC-301/in/`.",
     "RL-v3 is produced by the unblinded statistician with seed 20250612 and block size 4, then uploaded to `sftp://irt-unblinded.vendor.com/ABC-301/in/`.",
     "Upload to `sftp://irt-unblinded.vendor.com/ABC-301/in/` the RL-v3 list that the unblinded statistician generates (block size 4, seed 20250612)."),
    (3, [1], "Sponsor, CRO and vendor PM sign change specification CS-ABC301-07.",
     "Get CS-ABC301-07, the change specification, signed by the vendor PM, the CRO and the sponsor.",
     None),
    (4, [1], "`irtctl export --study ABC-301 --env prod --out abc301-prod-2025-06-12.zip`",
     "Save the live configuration and allocation table with `irtctl export --study ABC-301 --env prod --out abc301-prod-2025-06-12.zip`.",
     None),
    (5, [2, 3], "Load RL-v3 in UAT: `irtctl randlist load --study ABC-301 --env uat --file RL-v3.csv`.",
     "Put RL-v3 into the UAT environment using `irtctl randlist load --study ABC-301 --env uat --file RL-v3.csv`.",
     "`irtctl randlist load --study ABC-301 --env uat --file RL-v3.csv` loads RL-v3 in UAT."),
    (6, [5], "Run UAT-07-01 to UAT-07-12 with dummy subjects across the new region x HbA1c strata; the unblinded statistician checks every allocation against RL-v3.",
     "Execute scripts UAT-07-01 to UAT-07-12 using dummy subjects in the new region x HbA1c strata and have the unblinded statistician compare each allocation with RL-v3.",
     "Every allocation from UAT-07-01 to UAT-07-12 (dummy subjects, new region x HbA1c strata) is checked against RL-v3 by the unblinded statistician."),
    (7, [5], "A second unblinded statistician runs `sha256sum RL-v3.csv` on the UAT copy and on the generated file; the two must match.",
     "The hashes from `sha256sum RL-v3.csv` on the generated file and on the copy in UAT must be identical, as checked by a second unblinded statistician.",
     None),
    (8, [6, 7], "The sponsor's go decision goes into DEV-IRT-0931 with the signed UAT summary; no go, no production change.",
     "Record the sponsor's go decision and the signed UAT summary in DEV-IRT-0931; production is not touched without it.",
     "No production change without a go: the sponsor's decision and the signed UAT summary are filed in DEV-IRT-0931."),
    (9, [8], "Tell all 48 sites that randomisation pauses on 2025-06-14 from 08:00 to 12:00 UTC and wait until every site coordinator has acknowledged in the portal.",
     "Notify the 48 sites of the randomisation pause on 2025-06-14, 08:00 to 12:00 UTC, and hold until all site coordinators have acknowledged it in the portal.",
     "Every site coordinator must acknowledge in the portal before going on; the notice to all 48 sites gives the pause as 2025-06-14, 08:00 to 12:00 UTC."),
    (10, [4, 9], "Pause randomisation: `irtctl randomisation pause --study ABC-301 --env prod`.",
     "Stop new randomisations using `irtctl randomisation pause --study ABC-301 --env prod`.",
     None),
    (11, [10], "Load RL-v3 in production from the next unused block: `irtctl randlist load --study ABC-301 --env prod --file RL-v3.csv --start-block next`.",
     "Starting at the next unused block, put RL-v3 into production with `irtctl randlist load --study ABC-301 --env prod --file RL-v3.csv --start-block next`.",
     "`irtctl randlist load --study ABC-301 --env prod --file RL-v3.csv --start-block next` loads RL-v3 in production, beginning with the next unused block."),
    (12, [11], "`irtctl randlist status --study ABC-301 --env prod` must show RL-v3 active and RL-v2 retired at block 212.",
     "Expect `irtctl randlist status --study ABC-301 --env prod` to report RL-v2 retired at block 212 and RL-v3 active.",
     None),
    (13, [11], "Set the resupply triggers of depots DEP-EU-1 and DEP-US-2 to the new kit ratio A:B 1:1.",
     "Change depots DEP-EU-1 and DEP-US-2 to resupply at the new A:B kit ratio of 1:1.",
     "The new kit ratio (A:B 1:1) goes into the resupply triggers for DEP-EU-1 and DEP-US-2."),
    (14, [12, 13], "Resume randomisation: `irtctl randomisation resume --study ABC-301 --env prod`.",
     "Reopen randomisation with `irtctl randomisation resume --study ABC-301 --env prod`.",
     None),
    (15, [14], "The unblinded statistician reviews the first 10 randomisations; each must be logged in the right stratum.",
     "Check that each of the first 10 randomisations lands in the correct stratum, reviewed by the unblinded statistician.",
     "The first 10 randomisations must all be logged in the right stratum (unblinded statistician review)."),
    (16, [14], "Check that the shipment triggers fire correctly at the first 2 sites that randomise.",
     "Confirm shipment triggers behave correctly for the first 2 randomising sites.",
     None),
    (17, [15, 16], "Send the confirmation memo to all sites.",
     "Issue the confirmation memo to every site.",
     None),
    (18, [17], "File the change evidence in TMF section 10.3.",
     "Put the change evidence into the TMF under section 10.3.",
     "TMF section 10.3 receives the change evidence."),
    (19, [17], "Revoke the UAT accounts created for this change.",
     "Remove the UAT accounts that were set up for the change.",
     None),
    (20, [18, 19], "Move RL-v2 to the unblinded repository as read-only.",
     "Archive RL-v2, read-only, in the unblinded repository.",
     "The unblinded repository keeps RL-v2, read-only."),
    (21, [20], "Publish IRT user guide v5.0.",
     "Release v5.0 of the IRT user guide.",
     None),
    (22, [21], "Close DEV-IRT-0931.",
     "DEV-IRT-0931 can be closed.",
     None),
]

GUARDS = {
    3: "sign-off of the change specification",
    4: "export of the production configuration and allocations (command only)",
    6: "UAT scripts with allocations checked before production",
    7: "four-eyes checksum comparison of the list file (does not say what it protects)",
    8: "sponsor go decision before production",
    9: "site notice that waits for every coordinator's ack",
    12: "read-back of the active list before resuming",
    15: "review of the first 10 randomisations",
}
DROP_GUARD = 8

SPLITS = {
    6: ("Run UAT-07-01 to UAT-07-12 with dummy subjects across the new region x HbA1c strata.",
        "The unblinded statistician checks every allocation against RL-v3."),
    9: ("Tell all 48 sites that randomisation pauses on 2025-06-14 from 08:00 to 12:00 UTC.",
        "Wait until every site coordinator has acknowledged in the portal."),
}
REGEN_SPLIT = (2, (
    "Have the unblinded statistician generate RL-v3 using seed 20250612 and a block size of 4.",
    "The file is dropped onto `sftp://irt-unblinded.vendor.com/ABC-301/in/`."))

SERIALIZE = [15, 16]

COMPRESS = [
    ([2, 5], "Generate RL-v3 and load it in UAT."),
    ([8, 9], "Record the sponsor's go and notify the sites of the pause."),
    ([10, 11], "Pause randomisation and load RL-v3 in production."),
    ([14, 15], "Resume randomisation and review the first randomisations."),
    ([17, 18], "Send the memo and file the evidence in the TMF."),
    ([20, 21, 22], "Archive RL-v2, update the guide and close the deviation."),
]

LOST = {"remove": (12, 14), "add": [(12, 17)],
        "why": "randomisation resumes (14) without waiting for the read-back that RL-v3 is active and RL-v2 retired (12)"}

TARGET = {"step": 10, "old": "ABC-301", "new": "ABC-302", "kind": "study id"}

OPERATION = {"step": 11,
             "text": "Load RL-v3 in production from the next unused block: `irtctl randlist load --study ABC-301 --env prod --file RL-v3.csv --start-block 1`.",
             "change": "`--start-block next` -> `--start-block 1` (the list restarts at block 1, re-using allocated blocks; prose left unchanged)"}
