ID = "lt14_10"
TASK = "Carbon credit registry: retire a 250,000-unit serial block for a buyer (KYC, export, lock, preview, four-eyes approval, certificate)"

STEPS = [
    (1, [], "Open ticket REG-4471 to retire 250,000 units from project `VCS-2417`, vintage 2021, serials `VCS-2417-2021-000001` to `VCS-2417-2021-250000`, for account `ACC-88213` (Northwind Air).",
     "Raise REG-4471 for retiring serials `VCS-2417-2021-000001` to `VCS-2417-2021-250000` (250,000 units of project `VCS-2417`, vintage 2021) on behalf of `ACC-88213`, Northwind Air.",
     "For account `ACC-88213` (Northwind Air), open REG-4471: retire 250,000 units of `VCS-2417` vintage 2021, serials `VCS-2417-2021-000001` to `VCS-2417-2021-250000`."),
    (2, [1], "Have compliance confirm that the KYC of `ACC-88213` is current and the account is not on a sanctions list; stop if it is not.",
     "Ask compliance to check the account `ACC-88213`: KYC up to date and no sanctions hit. Halt the request should either check fail.",
     None),
    (3, [1], "Export the state of the block first: `regctl serials export --range VCS-2417-2021-000001:VCS-2417-2021-250000 > /backup/REG-4471_pre.json`.",
     "Before anything changes, save how the block looks now with `regctl serials export --range VCS-2417-2021-000001:VCS-2417-2021-250000 > /backup/REG-4471_pre.json`.",
     "Run `regctl serials export --range VCS-2417-2021-000001:VCS-2417-2021-250000 > /backup/REG-4471_pre.json` to keep the block's current state."),
    (4, [1], "Check that the buyer's signed retirement instruction names beneficiary Northwind Air and reporting year 2025.",
     "Make sure the signed instruction from the buyer gives reporting year 2025 and Northwind Air as beneficiary.",
     "Beneficiary Northwind Air and reporting year 2025 must be named in the buyer's signed retirement instruction."),
    (5, [2, 4], "Lock the block against transfers: `regctl serials lock --range VCS-2417-2021-000001:VCS-2417-2021-250000 --reason REG-4471`.",
     "Freeze the serials so nobody can transfer them meanwhile: `regctl serials lock --range VCS-2417-2021-000001:VCS-2417-2021-250000 --reason REG-4471`.",
     None),
    (6, [3, 5], "Preview the retirement: `regctl retire --range VCS-2417-2021-000001:VCS-2417-2021-250000 --beneficiary 'Northwind Air' --year 2025 --dry-run`.",
     "Do a rehearsal of the retirement that writes nothing: `regctl retire --range VCS-2417-2021-000001:VCS-2417-2021-250000 --beneficiary 'Northwind Air' --year 2025 --dry-run`.",
     None),
    (7, [6], "Check the preview: 250,000 units, all `ACTIVE`, none under another lock or in a pending transfer; otherwise stop.",
     "Read the preview output. It has to list 250,000 units, every one `ACTIVE`; stop should any sit under another lock or in a pending transfer.",
     "Stop unless the preview shows 250,000 units, all `ACTIVE`, with none under another lock or in a pending transfer."),
    (8, [7], "A second registry officer approves REG-4471 in the four-eyes queue; the retirement is not committed before that.",
     "The retirement is only committed once a second registry officer has approved REG-4471 in the four-eyes queue.",
     "In the four-eyes queue, REG-4471 must be approved by a second registry officer before the commit."),
    (9, [8], "Commit the retirement: `regctl retire --range VCS-2417-2021-000001:VCS-2417-2021-250000 --beneficiary 'Northwind Air' --year 2025 --commit`.",
     "Now retire the block for real with `regctl retire --range VCS-2417-2021-000001:VCS-2417-2021-250000 --beneficiary 'Northwind Air' --year 2025 --commit`.",
     None),
    (10, [9], "Check on the public registry that the first and last serial show `RETIRED`.",
     "Look up the first and the last serial on the public registry and make sure both read `RETIRED`.",
     "The first and last serial must show `RETIRED` on the public registry."),
    (11, [9], "Release the transfer lock: `regctl serials unlock --reason REG-4471`.",
     "Remove the lock that was placed for the request with `regctl serials unlock --reason REG-4471`.",
     None),
    (12, [10], "Generate the retirement certificate: `regctl certificate --ticket REG-4471 --out REG-4471_certificate.pdf`.",
     "Produce the certificate of retirement as `REG-4471_certificate.pdf` using `regctl certificate --ticket REG-4471 --out REG-4471_certificate.pdf`.",
     None),
    (13, [11], "Notify the project developer of `VCS-2417` that the units are retired.",
     "Let the developer of project `VCS-2417` know its units have been retired.",
     None),
    (14, [12], "Send `REG-4471_certificate.pdf` to the buyer contact of `ACC-88213`.",
     "Email the certificate `REG-4471_certificate.pdf` to the contact on account `ACC-88213`.",
     "To the buyer contact of `ACC-88213`, send `REG-4471_certificate.pdf`."),
    (15, [13, 14], "Close REG-4471 with the preview and the certificate attached.",
     "Attach the certificate and the preview, then close REG-4471.",
     None),
]

GUARDS = {
    2: "KYC and sanctions check before any action",
    3: "export of the serial block state",
    7: "review of the --dry-run preview",
    8: "four-eyes approval by a second registry officer",
    10: "public registry shows RETIRED before the certificate",
}
DROP_GUARD = 8

SPLITS = {
    4: ("Open the buyer's signed retirement instruction.",
        "Check that it names beneficiary Northwind Air and reporting year 2025."),
    7: ("Check the preview: 250,000 units, all `ACTIVE`.",
        "Make sure none of them is under another lock or in a pending transfer; otherwise stop."),
}
REGEN_SPLIT = (2, (
    "Get compliance to confirm the KYC file of `ACC-88213` is current and it is not on a sanctions list.",
    "If either check fails, the request stops there.",
))
SERIALIZE = [2, 4]

COMPRESS = [
    ([1, 3], "Open REG-4471 and export the serial block state."),
    ([5, 6], "Lock the serials and preview the retirement."),
    ([8, 9], "After second-officer approval, commit the retirement."),
    ([14, 15], "Send the certificate to the buyer and close REG-4471."),
]

LOST = {"remove": (5, 6), "add": [(5, 15)],
        "why": "the retirement preview and commit (6-9) no longer wait for the transfer lock (5), nor for the KYC check (2) and the signed instruction (4)"}

TARGET = {"step": 9, "old": "VCS-2417-2021-250000", "new": "VCS-2417-2021-520000", "kind": "serial number (range end)"}

OPERATION = {"step": 5,
             "text": "Lock the block against transfers: `regctl serials unlock --range VCS-2417-2021-000001:VCS-2417-2021-250000 --reason REG-4471`.",
             "change": "lock -> unlock (prose unchanged)"}
