# lt5_08 - container registries: Harbor v2.9.1 -> v2.11.0 upgrade in a read-only window, then garbage collection
ID = "lt5_08"
TASK = ("Upgrade the Harbor registry registry.corp.example (harbor-01) from v2.9.1 to v2.11.0 in a read-only window, "
        "restore replication to harbor-dr.corp.example, then run a reviewed garbage collection.")

API = "https://registry.corp.example/api/v2.0"

STEPS = [
    (1, [], "Open CHG-30918 for the Harbor upgrade on harbor-01 (registry.corp.example) from v2.9.1 to v2.11.0, followed by garbage collection.",
     "CHG-30918: harbor-01 / registry.corp.example, v2.9.1 -> v2.11.0, GC afterwards.",
     "Raise CHG-30918 covering garbage collection and the v2.9.1 to v2.11.0 upgrade of Harbor on registry.corp.example (harbor-01)."),
    (2, [1], "Announce the read-only window 2024-06-27 18:00-19:30 UTC in #platform-announce and pause the CI push jobs.",
     "Pause CI pushes; post the read-only window (2024-06-27 18:00-19:30 UTC) to #platform-announce.",
     None),
    (3, [1], "Dump the Harbor database with `pg_dump -Fc -h harbor-db-01 registry > /backup/harbor-registry-20240627.dump`.",
     "- DB backup: `pg_dump -Fc -h harbor-db-01 registry > /backup/harbor-registry-20240627.dump`",
     "Run `pg_dump -Fc -h harbor-db-01 registry > /backup/harbor-registry-20240627.dump` to keep a copy of the Harbor database."),
    (4, [1], "Confirm versioning is enabled on s3://corp-harbor-blobs and record the current object count.",
     "s3://corp-harbor-blobs: check that versioning is on and note how many objects it holds.",
     None),
    (5, [2, 3, 4], "Put Harbor in read-only mode: `curl -u admin -X PUT " + API + "/configurations -d '{\"read_only\":true}'`.",
     "- Read-only on: `curl -u admin -X PUT " + API + "/configurations -d '{\"read_only\":true}'`",
     "Switch the registry to read-only with `curl -u admin -X PUT " + API + "/configurations -d '{\"read_only\":true}'`."),
    (6, [5], "Disable replication policies 4 and 7 to harbor-dr.corp.example.",
     "Replication to harbor-dr.corp.example: turn off policies 4 and 7.",
     "Policies 4 and 7, which replicate to harbor-dr.corp.example, get disabled."),
    (7, [6], "Stop Harbor with `docker compose -f /opt/harbor/docker-compose.yml down`.",
     "Take the Harbor stack down: `docker compose -f /opt/harbor/docker-compose.yml down`.",
     None),
    (8, [7], "Migrate the config with `docker run -it --rm -v /opt/harbor/harbor.yml:/hostfs/harbor.yml goharbor/prepare:v2.11.0 migrate -i /hostfs/harbor.yml`.",
     "- harbor.yml migration: `docker run -it --rm -v /opt/harbor/harbor.yml:/hostfs/harbor.yml goharbor/prepare:v2.11.0 migrate -i /hostfs/harbor.yml`",
     None),
    (9, [8], "Install v2.11.0 from harbor-offline-installer-v2.11.0 with `./install.sh --with-trivy`.",
     "Unpack harbor-offline-installer-v2.11.0, then `./install.sh --with-trivy` (v2.11.0).",
     "Run `./install.sh --with-trivy` from harbor-offline-installer-v2.11.0 to bring up v2.11.0."),
    (10, [9], "Check `curl " + API + "/health` reports every component healthy and that `docker pull registry.corp.example/base/alpine:3.19` works before leaving read-only.",
     "Stay read-only until `curl " + API + "/health` shows all components healthy and `docker pull registry.corp.example/base/alpine:3.19` succeeds.",
     None),
    (11, [10], "Leave read-only mode: `curl -u admin -X PUT " + API + "/configurations -d '{\"read_only\":false}'`.",
     "- Read-only off: `curl -u admin -X PUT " + API + "/configurations -d '{\"read_only\":false}'`",
     None),
    (12, [11], "Re-enable replication policies 4 and 7 and run a manual replication of project base; the job must succeed.",
     "Turn policies 4 and 7 back on, trigger a manual replication of project base, expect success.",
     "Run a manual replication of project base after re-enabling policies 4 and 7; it has to succeed."),
    (13, [11], "Run a GC dry run with `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"dry_run\":true}}'` and check it reclaims about 1.8 TB and touches nothing in the legal or releases projects.",
     "GC dry run first (`curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"dry_run\":true}}'`): around 1.8 TB reclaimable, nothing from legal or releases.",
     "Check that a GC dry run reclaims about 1.8 TB without touching the legal or releases projects; start it with `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"dry_run\":true}}'`."),
    (14, [13], "Run the real GC, keeping untagged artifacts: `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"delete_untagged\":false,\"workers\":3}}'`.",
     "- Real GC, untagged artifacts kept: `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"delete_untagged\":false,\"workers\":3}}'`",
     None),
    (15, [12, 14], "Pull the 20 most-pulled images and run a Trivy scan of base/alpine:3.19; all pulls and the scan must succeed.",
     "Verify: the 20 most-pulled images pull fine and a Trivy scan of base/alpine:3.19 completes.",
     "A Trivy scan of base/alpine:3.19 and pulls of the 20 most-pulled images must all succeed."),
    (16, [15], "Announce the end of the window in #platform-announce and resume the CI push jobs.",
     "Resume CI pushes; tell #platform-announce the window is over.",
     None),
    (17, [16], "Close CHG-30918 with the health output and the GC report attached.",
     "CHG-30918 closed, GC report + health output attached.",
     "Attach the GC report and health output, then close CHG-30918."),
]

GUARDS = {3: "database dump before the upgrade", 10: "health and pull check before leaving read-only",
          13: "GC dry-run review before the real GC", 15: "pull and scan verification before closing the window"}
DROP_GUARD = 3

SPLITS = {
    10: ("Check that `curl " + API + "/health` reports every component healthy.",
         "Check that `docker pull registry.corp.example/base/alpine:3.19` works; only then leave read-only."),
    13: ("Run a GC dry run with `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"dry_run\":true}}'`.",
         "Check the dry run reclaims about 1.8 TB and touches nothing in the legal or releases projects."),
}
REGEN_SPLIT = (15, ("Pull each of the 20 most-pulled images from the registry.",
                    "Once those pulls succeed, also run a Trivy scan of base/alpine:3.19; it must complete without errors."))
SERIALIZE = [3, 4]
COMPRESS = [
    ([1, 2], "Open CHG-30918 and announce the read-only window."),
    ([6, 7], "Disable replication and stop Harbor."),
    ([8, 9], "Migrate harbor.yml and install v2.11.0."),
    ([13, 14], "Dry-run and then run garbage collection."),
    ([16, 17], "Announce the end of the window and close CHG-30918."),
]
LOST = {"remove": (10, 11), "add": [(9, 11), (10, 15)],
        "why": "read-only mode is lifted (11) before the health and pull check (10); the service reopens without waiting for readiness"}
TARGET = {"step": 8, "old": "v2.11.0", "new": "v2.10.0", "kind": "image version"}
OPERATION = {"step": 14, "change": "`delete_untagged` false -> true (prose still says untagged artifacts are kept)",
             "text": "Run the real GC, keeping untagged artifacts: `curl -u admin -X POST " + API + "/system/gc/schedule -d '{\"schedule\":{\"type\":\"Manual\"},\"parameters\":{\"delete_untagged\":true,\"workers\":3}}'`."}
