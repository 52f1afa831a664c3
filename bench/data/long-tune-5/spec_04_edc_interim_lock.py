# lt5_04 - clinical trial data capture: interim database lock in Medidata Rave and transfer to the ISC
ID = "lt5_04"
TASK = ("Perform the interim database lock of study KX-301 in Medidata Rave (data cut-off 2024-05-31): clean, "
        "sign off, export, lock, extract SAS datasets and hand them to the independent statistics centre with checksums.")

STEPS = [
    (1, [], "Open DM-LOCK-0308 in the data management tracker for the KX-301 interim lock with data cut-off 2024-05-31.",
     "Create the tracker ticket DM-LOCK-0308 for the KX-301 interim lock (data cut-off 2024-05-31).",
     "For the interim lock of KX-301, data cut-off 2024-05-31, a DM tracker ticket DM-LOCK-0308 is opened."),
    (2, [1], "Confirm in Architect that CRF version 7.2 is the published version and that there are no pending drafts.",
     "Architect must show CRF version 7.2 as published, with zero drafts pending.",
     None),
    (3, [1], "Run `rave-report queries --study KX-301 --status open` and confirm 0 open queries for sites 101-118.",
     "Check that sites 101-118 have no open query left: `rave-report queries --study KX-301 --status open` must return 0.",
     "Open queries for sites 101-118 must number 0 according to `rave-report queries --study KX-301 --status open`."),
    (4, [1], "Get the lead CRA to confirm 100 % source data verification on the TUMOR and RECIST forms.",
     "The lead CRA confirms that SDV is complete (100 %) for the TUMOR and RECIST forms.",
     None),
    (5, [1], "Reconcile SAEs between Rave and the Argus safety database; the reconciliation listing must show 0 discrepancies.",
     "SAE reconciliation, Rave against Argus: the listing is only acceptable with 0 discrepancies.",
     "Compare SAEs in Argus (the safety database) with Rave and require a reconciliation listing showing 0 discrepancies."),
    (6, [1], "Confirm medical coding is complete against MedDRA 27.0 and WHODrug B3 Global Mar 2024 with no uncoded terms.",
     "No term may be left uncoded: coding against MedDRA 27.0 and WHODrug B3 Global Mar 2024 has to be finished.",
     None),
    (7, [1], "Reconcile the central lab transfer LabCorp 2024-06-03 against the Rave LB form.",
     "Check the Rave LB form against the central lab's transfer (LabCorp 2024-06-03).",
     "The Rave LB form is reconciled with the LabCorp 2024-06-03 central lab transfer."),
    (8, [2, 3, 4, 5, 6, 7], "Hold the pre-lock meeting and have the DM lead, the lead biostatistician and the medical monitor sign the lock checklist.",
     "At the pre-lock meeting, the lock checklist is signed by three people: DM lead, lead biostatistician, medical monitor.",
     None),
    (9, [8], "Export a full pre-lock copy with `rave-export --study KX-301 --format cdisc-odm --all-versions --out /secure/kx301/prelock-20240610.xml`.",
     "Take a complete pre-lock export before anything is locked: `rave-export --study KX-301 --format cdisc-odm --all-versions --out /secure/kx301/prelock-20240610.xml`.",
     "Run `rave-export --study KX-301 --format cdisc-odm --all-versions --out /secure/kx301/prelock-20240610.xml` to keep a full copy of the database as it stands before the lock."),
    (10, [9], "Soft-lock all sites with `rave-lock --study KX-301 --level soft --sites all`.",
     "Apply a soft lock across every site (`rave-lock --study KX-301 --level soft --sites all`).",
     None),
    (11, [10], "Preview the hard lock with `rave-lock --study KX-301 --level hard --preview` and check that it lists 412 subjects and 0 open queries.",
     "`rave-lock --study KX-301 --level hard --preview` gives a preview of the hard lock; it should report 412 subjects and no open queries (0).",
     "Check the hard-lock preview - 412 subjects, 0 open queries - produced by `rave-lock --study KX-301 --level hard --preview`."),
    (12, [11], "Obtain the study director's signature on lock memo v1.0 for DM-LOCK-0308; no hard lock without it.",
     "The hard lock may not go ahead unless the study director has signed lock memo v1.0 attached to DM-LOCK-0308.",
     None),
    (13, [12], "Hard-lock the database with `rave-lock --study KX-301 --level hard --sites all`.",
     "Apply the hard lock to the whole database: `rave-lock --study KX-301 --level hard --sites all`.",
     "`rave-lock --study KX-301 --level hard --sites all` places the hard lock on the database."),
    (14, [13], "Withdraw edit rights from site users with `rave-roles revoke --study KX-301 --role \"Site CRC\" --permission edit`.",
     "Site users lose their edit permission: `rave-roles revoke --study KX-301 --role \"Site CRC\" --permission edit`.",
     None),
    (15, [13], "Extract the SAS datasets with `rave-extract --study KX-301 --format sas --out /secure/kx301/lock-20240610/`.",
     "Pull the SAS datasets out of the locked database by running `rave-extract --study KX-301 --format sas --out /secure/kx301/lock-20240610/`.",
     "The SAS datasets are extracted (`rave-extract --study KX-301 --format sas --out /secure/kx301/lock-20240610/`)."),
    (16, [15], "Write a checksum manifest with `sha256sum /secure/kx301/lock-20240610/*.sas7bdat > manifest.sha256`.",
     "Produce manifest.sha256 for the extract: `sha256sum /secure/kx301/lock-20240610/*.sas7bdat > manifest.sha256`.",
     None),
    (17, [13], "Request the randomisation codes from the IWRS vendor under IWRS-2291, to be sent to the independent statistician only.",
     "Ask the IWRS vendor, via IWRS-2291, for the randomisation codes; they go to nobody but the independent statistician.",
     "Under IWRS-2291, the randomisation codes are requested from the IWRS vendor for delivery to the independent statistician alone."),
    (18, [16, 17], "Send the datasets and manifest to the independent statistics centre with `sftp -b put.batch isc@sftp.isc-stats.eu:/inbound/KX301/`.",
     "Transfer datasets plus manifest to the ISC using `sftp -b put.batch isc@sftp.isc-stats.eu:/inbound/KX301/`.",
     None),
    (19, [18], "Get written confirmation from the ISC that all files arrived and match manifest.sha256.",
     "The ISC has to confirm in writing that every file was received and that none differs from manifest.sha256.",
     "Written ISC confirmation is needed: files received, checksums equal to manifest.sha256."),
    (20, [19], "File the lock memo, the signed checklist and the manifest in the eTMF.",
     "The eTMF receives the lock memo, the signed checklist and the manifest.",
     None),
    (21, [14], "Tell sites 101-118 that the database is locked and that their edit access has been withdrawn.",
     "Inform sites 101-118 of the lock and of the removal of their edit access.",
     "Sites 101-118 are told the database has been locked and edit access taken away."),
    (22, [20, 21], "Close DM-LOCK-0308.",
     "Mark DM-LOCK-0308 as closed.",
     None),
]

GUARDS = {8: "signed lock checklist at the pre-lock meeting", 9: "full pre-lock export before any lock",
          11: "hard-lock preview review", 12: "study director sign-off before the hard lock",
          19: "ISC checksum confirmation before archiving/closing"}
DROP_GUARD = 12

SPLITS = {
    8: ("Hold the pre-lock meeting with the DM lead, the lead biostatistician and the medical monitor.",
        "Have all three sign the lock checklist at that meeting."),
    18: ("Stage the datasets and manifest in put.batch for the independent statistics centre.",
         "Send them with `sftp -b put.batch isc@sftp.isc-stats.eu:/inbound/KX301/`."),
}
REGEN_SPLIT = (11, ("Run the hard-lock preview: `rave-lock --study KX-301 --level hard --preview`.",
                    "If the preview does not list exactly 412 subjects and 0 open queries, stop before locking."))
SERIALIZE = [3, 4, 5]
COMPRESS = [
    ([1, 2], "Open DM-LOCK-0308 and confirm CRF 7.2 is published."),
    ([9, 10], "Export the database and soft-lock all sites."),
    ([11, 12, 13], "Preview the hard lock, get the memo signed and hard-lock KX-301."),
    ([15, 16], "Extract SAS datasets and write the checksum manifest."),
    ([18, 19], "Send the package to the ISC and get confirmation."),
    ([20, 22], "Archive to the eTMF and close DM-LOCK-0308."),
]
LOST = {"remove": (9, 10), "add": [(8, 10), (9, 20)],
        "why": "the soft and hard locks (10-13) no longer wait for the full pre-lock export (9); an irreversible step no longer waits for its backup"}
TARGET = {"step": 6, "old": "MedDRA 27.0", "new": "MedDRA 26.1", "kind": "coding dictionary version"}
OPERATION = {"step": 14, "change": "only the subcommand changed: `rave-roles revoke` -> `rave-roles grant` (prose still says withdraw)",
             "text": "Withdraw edit rights from site users with `rave-roles grant --study KX-301 --role \"Site CRC\" --permission edit`."}
