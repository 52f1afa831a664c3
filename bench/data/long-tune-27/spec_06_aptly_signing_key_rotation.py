"""lt27_06: internal apt repository apt.acme.internal (aptly), signing key rotation with a two-key keyring package."""

ID = "lt27_06"
TASK = ("Rotate the signing key of the internal apt repository apt.acme.internal (aptly 1.5.0 on pkg-build01, "
        "published to S3): new key made offline, a keyring package with both keys published under the old key, "
        "rolled out to 40 canaries and then 1,240 hosts, and only then both distributions re-signed with the new key.")

STEPS = [
    (1, [],
     "Open change CHG-70815 to rotate the signing key of the internal apt repository `apt.acme.internal` (aptly 1.5.0 "
     "on pkg-build01, published to `s3:apt-acme:`): the old key 4F2A9C7D1E0B6A35 expires on 2025-11-30 and is "
     "replaced by a new RSA 4096 key.",
     "Raise CHG-70815 for a new signing key on `apt.acme.internal`, the in-house apt repository that aptly 1.5.0 "
     "publishes from pkg-build01 to `s3:apt-acme:`; a fresh RSA 4096 key takes over from 4F2A9C7D1E0B6A35, which "
     "expires on 2025-11-30.",
     "The old key 4F2A9C7D1E0B6A35 expires on 2025-11-30: open CHG-70815 to replace it with a new RSA 4096 key as "
     "the signing key of `apt.acme.internal` (aptly 1.5.0 on pkg-build01, published to `s3:apt-acme:`)."),
    (2, [1],
     "Count the clients in PuppetDB: `puppet query 'inventory[certname] { facts.os.family = \"Debian\" }'` must "
     "return 1,240 hosts, all with apt 2.2 or later.",
     "Ask PuppetDB how many clients there are with `puppet query 'inventory[certname] { facts.os.family = "
     "\"Debian\" }'`; expect 1,240 hosts, each running apt 2.2 or newer.",
     "1,240 hosts, all on apt 2.2 or later, must come back from `puppet query 'inventory[certname] { "
     "facts.os.family = \"Debian\" }'`: that is the client count in PuppetDB."),
    (3, [1],
     "Check the current state on pkg-build01: `gpg --list-keys --with-subkey-fingerprints 4F2A9C7D1E0B6A35` shows the "
     "expiry 2025-11-30, and `aptly publish list` shows `bookworm` and `bullseye` on `s3:apt-acme:` from snapshot "
     "`acme-main-20251013`.",
     "On pkg-build01, look at where things stand: the expiry date 2025-11-30 appears in `gpg --list-keys "
     "--with-subkey-fingerprints 4F2A9C7D1E0B6A35`, and `aptly publish list` has `bookworm` and `bullseye` published "
     "on `s3:apt-acme:` from the snapshot `acme-main-20251013`.",
     None),
    (4, [1],
     "On apt-canary-01, check what clients trust today: `gpg --show-keys /usr/share/keyrings/acme-archive-keyring.gpg` "
     "lists only 4F2A9C7D1E0B6A35, from package `acme-archive-keyring` 2023.1.",
     "See which key the clients trust at the moment by running `gpg --show-keys "
     "/usr/share/keyrings/acme-archive-keyring.gpg` on apt-canary-01: only 4F2A9C7D1E0B6A35 should be there, shipped "
     "by `acme-archive-keyring` 2023.1.",
     "`gpg --show-keys /usr/share/keyrings/acme-archive-keyring.gpg` on apt-canary-01 must list only "
     "4F2A9C7D1E0B6A35 (package `acme-archive-keyring` 2023.1): that is what clients trust today."),
    (5, [2, 3, 4],
     "Back up aptly's database with `tar czf /backup/aptly/aptly-db-chg70815.tgz -C /var/lib/aptly db`, and keep a "
     "copy of the old secret key on the USB stick KEYVAULT-03: `gpg --armor --export-secret-keys 4F2A9C7D1E0B6A35 > "
     "/media/keyvault-03/4F2A9C7D1E0B6A35.sec.asc`.",
     "Save the aptly database into a tarball (`tar czf /backup/aptly/aptly-db-chg70815.tgz -C /var/lib/aptly db`) "
     "and write the old secret key to the USB stick KEYVAULT-03 using `gpg --armor --export-secret-keys "
     "4F2A9C7D1E0B6A35 > /media/keyvault-03/4F2A9C7D1E0B6A35.sec.asc`.",
     None),
    (6, [5],
     "On the offline laptop sign-lt02, generate the new key with `gpg --quick-gen-key 'ACME Archive Signing 2025 "
     "<apt@acme.internal>' rsa4096 sign 2028-11-30` (key id B81C5E09F3A7D264), carry its secret key on KEYVAULT-03 to "
     "pkg-build01 and load it there with `gpg --import /media/keyvault-03/B81C5E09F3A7D264.sec.asc`.",
     "Create the new key on sign-lt02, the offline laptop: `gpg --quick-gen-key 'ACME Archive Signing 2025 "
     "<apt@acme.internal>' rsa4096 sign 2028-11-30` gives key id B81C5E09F3A7D264; take its secret key over to "
     "pkg-build01 on KEYVAULT-03 and import it with `gpg --import /media/keyvault-03/B81C5E09F3A7D264.sec.asc`.",
     None),
    (7, [6],
     "Have the security officer @ichen and the repository owner @gmartin sign the key ceremony sheet KC-2025-07 with "
     "the fingerprint of B81C5E09F3A7D264 and approve CHG-70815.",
     "The key ceremony sheet KC-2025-07, carrying the fingerprint of B81C5E09F3A7D264, must be signed by @ichen "
     "(security officer) and @gmartin (repository owner), who also approve CHG-70815.",
     "With the fingerprint of B81C5E09F3A7D264 on key ceremony sheet KC-2025-07, get the sheet signed and CHG-70815 "
     "approved by @ichen, the security officer, and @gmartin, the repository owner."),
    (8, [7],
     "Build `acme-archive-keyring_2025.1_all.deb` with both public keys, 4F2A9C7D1E0B6A35 and B81C5E09F3A7D264, in "
     "`/usr/share/keyrings/acme-archive-keyring.gpg`, and check it with `lintian --fail-on error "
     "acme-archive-keyring_2025.1_all.deb`.",
     "Package the two public keys (4F2A9C7D1E0B6A35 and B81C5E09F3A7D264) as "
     "`/usr/share/keyrings/acme-archive-keyring.gpg` in `acme-archive-keyring_2025.1_all.deb`, and let lintian vet "
     "the result: `lintian --fail-on error acme-archive-keyring_2025.1_all.deb`.",
     "`lintian --fail-on error acme-archive-keyring_2025.1_all.deb` checks the package built with both public keys, "
     "4F2A9C7D1E0B6A35 and B81C5E09F3A7D264, in `/usr/share/keyrings/acme-archive-keyring.gpg`."),
    (9, [8],
     "Add the package to the repository and snapshot it: `aptly repo add acme-main "
     "/srv/build/acme-archive-keyring_2025.1_all.deb`, then `aptly snapshot create acme-main-20251020 from repo "
     "acme-main`.",
     "Put the keyring package into repo `acme-main` with `aptly repo add acme-main "
     "/srv/build/acme-archive-keyring_2025.1_all.deb` and freeze the repo's state as a snapshot: `aptly snapshot "
     "create acme-main-20251020 from repo acme-main`.",
     None),
    (10, [9],
     "Diff the new snapshot against last week's before anything is published: `aptly snapshot diff "
     "acme-main-20251013 acme-main-20251020` must list only `acme-archive-keyring 2025.1` as added.",
     "Compare this snapshot with last week's prior to any publishing, using `aptly snapshot diff acme-main-20251013 "
     "acme-main-20251020`; the only addition may be `acme-archive-keyring 2025.1`.",
     None),
    (11, [10],
     "Switch `bookworm` to the new snapshot, still signed with the old key: `aptly publish switch "
     "-gpg-key=4F2A9C7D1E0B6A35 bookworm s3:apt-acme: acme-main-20251020`, and check that `aptly publish list` shows "
     "`bookworm` on `acme-main-20251020`.",
     "Point the `bookworm` distribution at the new snapshot while keeping the old signature: `aptly publish switch "
     "-gpg-key=4F2A9C7D1E0B6A35 bookworm s3:apt-acme: acme-main-20251020`; `aptly publish list` must then show "
     "`bookworm` on `acme-main-20251020`.",
     "`aptly publish switch -gpg-key=4F2A9C7D1E0B6A35 bookworm s3:apt-acme: acme-main-20251020` switches `bookworm` "
     "to the new snapshot, still signed with the old key; `aptly publish list` must show `bookworm` on "
     "`acme-main-20251020`."),
    (12, [10],
     "Switch `bullseye` the same way, still with the old key: `aptly publish switch -gpg-key=4F2A9C7D1E0B6A35 "
     "bullseye s3:apt-acme: acme-main-20251020`.",
     "Do likewise for `bullseye`, keeping the old key as signer: `aptly publish switch -gpg-key=4F2A9C7D1E0B6A35 "
     "bullseye s3:apt-acme: acme-main-20251020`.",
     None),
    (13, [11, 12],
     "Roll the keyring out to the canaries: set `acme_apt::keyring_version: '2025.1'` in "
     "`hieradata/group/apt_canary.yaml` (40 hosts) and run `bolt command run 'puppet agent -t' --targets apt_canary`.",
     "Deliver the keyring to the canary group first by putting `acme_apt::keyring_version: '2025.1'` into "
     "`hieradata/group/apt_canary.yaml` (40 hosts) and triggering Puppet on them through Bolt: `bolt command run "
     "'puppet agent -t' --targets apt_canary`.",
     "`bolt command run 'puppet agent -t' --targets apt_canary` rolls the keyring out to the 40 canaries once "
     "`hieradata/group/apt_canary.yaml` has `acme_apt::keyring_version: '2025.1'`."),
    (14, [13],
     "Let the 40 canaries go through a full day on the new keyring: over 24 hours their nightly `apt-get update` "
     "must log no `NO_PUBKEY` and no `EXPKEYSIG` in `/var/log/apt-nightly.log`.",
     "Give the 40 canary hosts a whole day with the new keyring; during those 24 hours `/var/log/apt-nightly.log` "
     "from their nightly `apt-get update` may contain neither `NO_PUBKEY` nor `EXPKEYSIG`.",
     None),
    (15, [14],
     "Roll it out to the fleet: move `acme_apt::keyring_version: '2025.1'` to `hieradata/common.yaml`; the "
     "30-minute Puppet runs install it on all 1,240 hosts.",
     "Extend the rollout to every host by moving `acme_apt::keyring_version: '2025.1'` into `hieradata/common.yaml`; "
     "Puppet's 30-minute runs then install it across the 1,240 hosts.",
     "With `acme_apt::keyring_version: '2025.1'` moved to `hieradata/common.yaml`, the 30-minute Puppet runs install "
     "the keyring on all 1,240 hosts of the fleet."),
    (16, [15],
     "Confirm in PuppetDB that the fleet has it: `puppet query 'resources[certname] { type = \"Package\" and title = "
     "\"acme-archive-keyring\" and parameters.ensure = \"2025.1\" }'` must return 1,240 hosts.",
     "Check through PuppetDB that the keyring has reached every host: `puppet query 'resources[certname] { type = "
     "\"Package\" and title = \"acme-archive-keyring\" and parameters.ensure = \"2025.1\" }'` has to give 1,240 "
     "hosts.",
     None),
    (17, [16],
     "Re-sign `bookworm` with the new key in place: `aptly publish switch -gpg-key=B81C5E09F3A7D264 bookworm "
     "s3:apt-acme: acme-main-20251020`; clients get the new `InRelease` in one step.",
     "Have `bookworm` signed by the new key without tearing anything down, `aptly publish switch "
     "-gpg-key=B81C5E09F3A7D264 bookworm s3:apt-acme: acme-main-20251020`, so clients receive the new `InRelease` "
     "atomically, in one step.",
     "`aptly publish switch -gpg-key=B81C5E09F3A7D264 bookworm s3:apt-acme: acme-main-20251020` re-signs `bookworm` "
     "with the new key in place, and clients get the new `InRelease` in one step."),
    (18, [16],
     "Re-sign `bullseye` the same way: `aptly publish switch -gpg-key=B81C5E09F3A7D264 bullseye s3:apt-acme: "
     "acme-main-20251020`.",
     "In the same manner, re-sign `bullseye` with the new key: `aptly publish switch -gpg-key=B81C5E09F3A7D264 "
     "bullseye s3:apt-acme: acme-main-20251020`.",
     None),
    (19, [17, 18],
     "On apt-canary-01 (bookworm) and apt-canary-02 (bullseye), `apt-get update` must finish without errors and "
     "`gpgv --keyring /usr/share/keyrings/acme-archive-keyring.gpg /var/lib/apt/lists/apt.acme.internal_dists_*_InRelease` "
     "must report a good signature from B81C5E09F3A7D264; then close CHG-70815.",
     "Check both canaries, apt-canary-01 on bookworm and apt-canary-02 on bullseye: `apt-get update` ends with no "
     "error, and `gpgv --keyring /usr/share/keyrings/acme-archive-keyring.gpg "
     "/var/lib/apt/lists/apt.acme.internal_dists_*_InRelease` reports a good signature by B81C5E09F3A7D264; after "
     "that, close CHG-70815.",
     "Close CHG-70815 once `apt-get update` finishes without errors on apt-canary-01 (bookworm) and apt-canary-02 "
     "(bullseye) and `gpgv --keyring /usr/share/keyrings/acme-archive-keyring.gpg "
     "/var/lib/apt/lists/apt.acme.internal_dists_*_InRelease` reports a good signature from B81C5E09F3A7D264."),
]

GUARDS = {
    5: "backup: aptly database tarball and the old secret key on the USB stick",
    7: "approval: security officer and repository owner sign the key ceremony sheet",
    10: "dryrun: snapshot diff shows only the keyring package before anything is published",
    14: "health: 40 canaries run a full day on the new keyring without key errors",
    16: "verify: PuppetDB shows the keyring on all 1,240 hosts before re-signing",
    19: "verify: both canaries update cleanly and see the new signature",
}
DROP_GUARD = 10

SPLITS = {
    6: ["On the offline laptop sign-lt02, generate the new key with `gpg --quick-gen-key 'ACME Archive Signing 2025 "
        "<apt@acme.internal>' rsa4096 sign 2028-11-30`; its key id is B81C5E09F3A7D264.",
        "Carry its secret key on KEYVAULT-03 to pkg-build01 and load it there with `gpg --import "
        "/media/keyvault-03/B81C5E09F3A7D264.sec.asc`."],
    13: ["Set `acme_apt::keyring_version: '2025.1'` in `hieradata/group/apt_canary.yaml`, the group of 40 canary "
         "hosts.",
         "Then roll the keyring out to them with `bolt command run 'puppet agent -t' --targets apt_canary`."],
}

REGEN_SPLIT = {
    11: ["Switch `bookworm` to the new snapshot, still signed with the old key: `aptly publish switch "
         "-gpg-key=4F2A9C7D1E0B6A35 bookworm s3:apt-acme: acme-main-20251020`.",
         "Then confirm with `aptly publish list` that `bookworm` now sits on `acme-main-20251020`."],
    19: ["On apt-canary-01 (bookworm) and apt-canary-02 (bullseye), run `apt-get update`; it must finish without "
         "errors.",
         "On both, `gpgv --keyring /usr/share/keyrings/acme-archive-keyring.gpg "
         "/var/lib/apt/lists/apt.acme.internal_dists_*_InRelease` has to report a good signature from "
         "B81C5E09F3A7D264.",
         "Then close CHG-70815."],
}

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([1, 2], "Open CHG-70815 to replace key 4F2A9C7D1E0B6A35 and count the 1,240 clients in PuppetDB."),
    ([6, 7], "Generate the new RSA 4096 key B81C5E09F3A7D264 offline, import it on pkg-build01 and get the ceremony "
             "sheet signed."),
    ([8, 9], "Build `acme-archive-keyring` 2025.1 with both keys, add it to `acme-main` and snapshot "
             "`acme-main-20251020`."),
    ([13, 14], "Push keyring 2025.1 to the `apt_canary` group and watch their `apt-get update` for a day."),
    ([15, 16], "Roll keyring 2025.1 out to the whole fleet via `hieradata/common.yaml` and confirm it in PuppetDB."),
    ([18, 19], "Re-sign `bullseye` with B81C5E09F3A7D264 too, check `apt-get update` on the canaries and close "
               "CHG-70815."),
]

LOST = {"remove": (16, 17), "add": [(15, 17)],
        "why": "bookworm is re-signed with the new key as soon as the fleet rollout is started, without PuppetDB "
               "confirming keyring 2025.1 on all 1,240 hosts; hosts still without it fail `apt-get update`"}

TARGET = {"step": 12, "old": "4F2A9C7D1E0B6A35", "new": "B81C5E09F3A7D264",
          "kind": "signing key id of the first bullseye publish (the new key, which no client trusts yet)"}

OPERATION = {"step": 17,
             "text": "Re-publish `bookworm` under the new key from scratch: `aptly publish drop -force-drop bookworm "
                     "s3:apt-acme:`, then `aptly publish snapshot -gpg-key=B81C5E09F3A7D264 -distribution=bookworm "
                     "acme-main-20251020 s3:apt-acme:`; clients get the new `InRelease` once the publish has "
                     "finished.",
             "change": "atomic `aptly publish switch` -> `aptly publish drop -force-drop` followed by a fresh "
                       "`aptly publish snapshot` (bookworm disappears from S3 for 1,240 clients in between); the "
                       "step is rewritten around the drop"}
