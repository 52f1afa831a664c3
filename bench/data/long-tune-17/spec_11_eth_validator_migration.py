ID = "lt17_11"
TASK = ("Ethereum staking: move 16 mainnet validators on val01 from the Lighthouse validator client to Teku "
        "without double signing (slashing protection interchange, 2-epoch gap, doppelganger detection)")

STEPS = [
    (1, [],
     "Open CHG-4410 to move the 16 mainnet validators on val01 from Lighthouse v5.1.3 to Teku 24.4.0, keeping beacon node bn01.",
     "Raise CHG-4410: val01's 16 mainnet validators switch from Lighthouse v5.1.3 to Teku 24.4.0 while still using beacon node bn01.",
     "Keeping bn01 as the beacon node, CHG-4410 moves the 16 mainnet validators on val01 to Teku 24.4.0 from Lighthouse v5.1.3."),
    (2, [1],
     "Get sign-off from the staking ops lead, as the move costs about 3 epochs of missed attestations.",
     "Because roughly 3 epochs of attestations will be missed, the staking ops lead has to sign off.",
     None),
    (3, [2],
     "Back up the validator keystores with `tar czf /secure/backup/val01-keys-20250616.tgz /var/lib/lighthouse/validators` and copy the archive off-host to the vault.",
     "Archive the keystores (`tar czf /secure/backup/val01-keys-20250616.tgz /var/lib/lighthouse/validators`), then put a copy in the vault, off the host.",
     "Copy off-host to the vault the keystore archive made by `tar czf /secure/backup/val01-keys-20250616.tgz /var/lib/lighthouse/validators`."),
    (4, [2],
     "Prepare `teku.yml` on val01 with keystore locking enabled and the same fee recipient 0x3f1cA9e2b7D04c11E6a5B8f0d9C2e7a14b6D0E55.",
     "Write `teku.yml` on val01: keystore locking on, fee recipient unchanged at 0x3f1cA9e2b7D04c11E6a5B8f0d9C2e7a14b6D0E55.",
     None),
    (5, [2],
     "Check that beacon node bn01 is synced: `curl -s http://bn01:5052/eth/v1/node/syncing` must return is_syncing false.",
     "Make sure bn01 has finished syncing; `curl -s http://bn01:5052/eth/v1/node/syncing` should give is_syncing false.",
     "is_syncing false from `curl -s http://bn01:5052/eth/v1/node/syncing`: check that beacon node bn01 is synced."),
    (6, [3, 4, 5],
     "Stop the Lighthouse validator client and keep its data for rollback: `docker compose -f lighthouse-vc.yml down`.",
     "Bring the Lighthouse validator client down with `docker compose -f lighthouse-vc.yml down`, leaving its data in place in case of rollback.",
     None),
    (7, [6],
     "Confirm it is really stopped: `docker ps --filter name=lighthouse-vc` returns nothing and the lighthouse-vc unit is disabled.",
     "Make certain nothing is left running, with no output from `docker ps --filter name=lighthouse-vc` and the lighthouse-vc unit disabled.",
     "The lighthouse-vc unit disabled and `docker ps --filter name=lighthouse-vc` empty: confirm it is really stopped."),
    (8, [7],
     "Export slashing protection: `docker run --rm -v lh-vc-data:/data sigp/lighthouse:v5.1.3 lighthouse account validator slashing-protection export /data/slashing-20250616.json --datadir /data`.",
     "Write out the slashing protection interchange with `docker run --rm -v lh-vc-data:/data sigp/lighthouse:v5.1.3 lighthouse account validator slashing-protection export /data/slashing-20250616.json --datadir /data`.",
     None),
    (9, [7],
     "Wait 2 full epochs (about 13 minutes) and confirm on beaconcha.in that all 16 validators missed their attestations, so nothing is still signing.",
     "Let 2 whole epochs pass, roughly 13 minutes, and check beaconcha.in shows missed attestations for each of the 16 validators, proving no client still signs.",
     "To prove nothing is still signing, beaconcha.in must show all 16 validators missing attestations after 2 full epochs (about 13 minutes)."),
    (10, [8],
     "Import slashing protection into Teku: `teku slashing-protection import --data-path=/var/lib/teku --from=/data/slashing-20250616.json`.",
     "Load the interchange file into Teku using `teku slashing-protection import --data-path=/var/lib/teku --from=/data/slashing-20250616.json`.",
     None),
    (11, [8],
     "Check the interchange covers all 16 keys: `jq '.data | length' /data/slashing-20250616.json` must print 16.",
     "Confirm `jq '.data | length' /data/slashing-20250616.json` outputs 16, meaning every one of the 16 keys is in the interchange.",
     "`jq '.data | length' /data/slashing-20250616.json` must print 16: check that the interchange covers all 16 keys."),
    (12, [9, 10, 11],
     "Start Teku with doppelganger detection on: `docker compose -f teku-vc.yml up -d`, with `--doppelganger-detection-enabled=true` in its command line.",
     "Launch Teku via `docker compose -f teku-vc.yml up -d`, its command line carrying `--doppelganger-detection-enabled=true`.",
     None),
    (13, [12],
     "Follow the Teku logs through the doppelganger check of 2 epochs: no doppelganger found and all 16 keys loaded.",
     "Read the Teku logs during the 2 epochs of doppelganger checking; expect no doppelganger and 16 keys loaded.",
     "All 16 keys loaded and no doppelganger found: follow the Teku logs through the doppelganger check of 2 epochs."),
    (14, [13],
     "Watch 3 epochs of duties on beaconcha.in: attestation effectiveness above 95 % on all 16 validators.",
     "Over 3 epochs of duties, beaconcha.in must show each of the 16 validators attesting with effectiveness above 95 %.",
     None),
    (15, [13],
     "Confirm Prometheus scrapes Teku on val01:8008 and the ValidatorMissedAttestation alert is green.",
     "Make sure the ValidatorMissedAttestation alert is green and Prometheus is scraping Teku at val01:8008.",
     "On val01:8008, Teku must be scraped by Prometheus, and the ValidatorMissedAttestation alert must be green."),
    (16, [14, 15],
     "Get the staking ops lead to confirm the migration before any Lighthouse data is removed.",
     "No Lighthouse data is removed until the staking ops lead has confirmed the migration.",
     None),
    (17, [16],
     "Archive the Lighthouse data volume: `docker run --rm -v lh-vc-data:/data -v /secure/backup:/b alpine tar czf /b/lh-vc-data-20250616.tgz /data`.",
     "Keep a tarball of the Lighthouse volume by running `docker run --rm -v lh-vc-data:/data -v /secure/backup:/b alpine tar czf /b/lh-vc-data-20250616.tgz /data`.",
     "`docker run --rm -v lh-vc-data:/data -v /secure/backup:/b alpine tar czf /b/lh-vc-data-20250616.tgz /data` archives the Lighthouse data volume."),
    (18, [17],
     "Remove the Lighthouse volume: `docker volume rm lh-vc-data`.",
     "Delete the old Lighthouse volume with `docker volume rm lh-vc-data`.",
     None),
    (19, [17],
     "Take lighthouse-vc out of the Ansible inventory so it can never start again.",
     "Delete lighthouse-vc from the Ansible inventory, making sure it cannot come back.",
     "So that it never starts again, remove lighthouse-vc from the Ansible inventory."),
    (20, [18, 19],
     "Close CHG-4410.",
     "Close out change CHG-4410.",
     None),
]

GUARDS = {
    2: "staking ops lead sign-off",
    3: "keystore backup before stopping Lighthouse",
    9: "2-epoch gap proving no client still signs before Teku starts",
    14: "3-epoch duty watch on Teku",
    16: "staking ops lead confirmation before removing Lighthouse data",
    17: "archive of the Lighthouse volume before removing it",
}
DROP_GUARD = 16

SPLITS = {
    8: ("Export slashing protection from the stopped Lighthouse client's volume lh-vc-data using image sigp/lighthouse:v5.1.3:",
        "`docker run --rm -v lh-vc-data:/data sigp/lighthouse:v5.1.3 lighthouse account validator slashing-protection export /data/slashing-20250616.json --datadir /data`."),
    12: ("Start Teku: `docker compose -f teku-vc.yml up -d`.",
         "Make sure its command line has doppelganger detection on with `--doppelganger-detection-enabled=true`."),
}
REGEN_SPLIT = (9, (
    "Let 2 full epochs go by, about 13 minutes.",
    "beaconcha.in should then show every one of the 16 validators missing attestations, which proves nothing else is signing.",
))
SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Open CHG-4410 for the Lighthouse -> Teku move and get sign-off."),
    ([6, 7], "Stop the Lighthouse validator client and make sure it stays down."),
    ([8, 10], "Export slashing protection from Lighthouse and import it into Teku."),
    ([12, 13], "Start Teku with doppelganger detection and follow its logs."),
    ([14, 16], "Watch a few epochs of duties and get the migration confirmed."),
    ([17, 19], "Archive the Lighthouse data and drop it from the inventory."),
]

LOST = {"remove": (9, 12), "add": [(9, 16)],
        "why": "Teku is started as soon as slashing protection is imported, without waiting the 2 epochs that prove Lighthouse has stopped signing"}

TARGET = {"step": 18, "old": "lh-vc-data", "new": "teku-vc-data", "kind": "docker volume (the live Teku volume)"}

OPERATION = {"step": 6,
             "text": "Stop the Lighthouse validator client and keep its data for rollback: `docker compose -f lighthouse-vc.yml down -v`.",
             "change": "destroying flag added: `docker compose down` -> `down -v` (volumes deleted; prose still says keep its data)"}
