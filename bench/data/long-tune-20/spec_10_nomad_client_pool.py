"""lt20_10: Nomad client replacement, node class batch-2004 (Ubuntu 20.04) -> batch-2404 (Ubuntu 24.04)."""

ID = "lt20_10"
TASK = ("Replace the 24 Nomad batch clients of node class batch-2004 (Ubuntu 20.04) in datacenter dc1 with 24 new "
        "clients of class batch-2404 (Ubuntu 24.04, Nomad 1.7.7): AMI build and scan, reviewed Terraform plan, "
        "canary job, four drain waves with checks, hand-moved host-volume jobs, a 24 h watch, state snapshot and "
        "a reviewed destroy of the old clients.")

STEPS = [
    (1, [],
     "Open CHG-77120: replace the 24 Nomad clients of node class batch-2004 (Ubuntu 20.04) in datacenter dc1 with "
     "class batch-2404 (Ubuntu 24.04, Nomad 1.7.7), 6 nodes per wave.",
     "Raise CHG-77120 for swapping out the 24 batch-2004 Nomad clients in datacenter dc1, which run Ubuntu 20.04, "
     "for new batch-2404 clients on Ubuntu 24.04 with Nomad 1.7.7, working in waves of 6 nodes.",
     "In datacenter dc1, node class batch-2004 (24 clients, Ubuntu 20.04) gives way to batch-2404 (Ubuntu 24.04, "
     "Nomad 1.7.7) in waves of 6 nodes: open CHG-77120 for it."),
    (2, [1],
     "Get sign-off from the platform lead and from the on-call managers of the 3 teams with jobs on batch-2004 "
     "(ingest, reports, ml-train).",
     "The platform lead has to approve, and so do the on-call managers of ingest, reports and ml-train, the 3 "
     "teams running jobs on batch-2004.",
     None),
    (3, [1],
     "Record what runs on the old clients: `nomad node status -json > nodes_pre.json` and "
     "`nomad operator api /v1/allocations > allocs_pre.json`.",
     "Take a snapshot of the current placement by saving `nomad node status -json > nodes_pre.json` and "
     "`nomad operator api /v1/allocations > allocs_pre.json`.",
     "`nomad node status -json > nodes_pre.json` and `nomad operator api /v1/allocations > allocs_pre.json` "
     "capture what runs on the old clients today."),
    (4, [1],
     "Find the jobs that use host volumes on batch-2004 (`grep -l host_volume jobs/*.nomad.hcl`) and agree a "
     "manual move with each owner, because they will not migrate on a drain.",
     "A drain will not carry host-volume jobs across, so list them with `grep -l host_volume jobs/*.nomad.hcl` "
     "and settle with each owner how the job gets moved by hand off batch-2004.",
     None),
    (5, [1],
     "Build the Ubuntu 24.04 client AMI: `packer build -var nomad_version=1.7.7 -var ubuntu=24.04 "
     "client.pkr.hcl`, and note the resulting AMI id.",
     "Produce the client image for Ubuntu 24.04 with `packer build -var nomad_version=1.7.7 -var ubuntu=24.04 "
     "client.pkr.hcl` and write down the AMI id it prints.",
     "`packer build -var nomad_version=1.7.7 -var ubuntu=24.04 client.pkr.hcl` builds the Ubuntu 24.04 client "
     "AMI; keep its AMI id."),
    (6, [5],
     "Scan AMI ami-0c9d8e7f6a5b4c3d2 with Amazon Inspector and the CIS level 1 benchmark; 0 critical findings are "
     "allowed.",
     "Run Amazon Inspector and the CIS level 1 benchmark over ami-0c9d8e7f6a5b4c3d2 and accept it only with 0 "
     "critical findings.",
     None),
    (7, [6],
     "Plan the new clients in `infra/nomad-clients`: `terraform plan -var ami_id=ami-0c9d8e7f6a5b4c3d2 "
     "-var node_class=batch-2404 -var desired=24 -out clients_2404.plan`.",
     "From `infra/nomad-clients`, produce the plan for the new clients with `terraform plan "
     "-var ami_id=ami-0c9d8e7f6a5b4c3d2 -var node_class=batch-2404 -var desired=24 -out clients_2404.plan`.",
     "`terraform plan -var ami_id=ami-0c9d8e7f6a5b4c3d2 -var node_class=batch-2404 -var desired=24 "
     "-out clients_2404.plan`, run in `infra/nomad-clients`, plans the new clients."),
    (8, [7],
     "Have a second engineer review `clients_2404.plan`: only the new ASG and launch template are added, and "
     "nothing belonging to batch-2004 changes or is destroyed.",
     "A second engineer reads through `clients_2404.plan` and confirms it only adds the new ASG and launch "
     "template, leaving everything of batch-2004 untouched and undestroyed.",
     None),
    (9, [2, 8],
     "Apply the reviewed plan: `terraform apply clients_2404.plan`.",
     "Run `terraform apply clients_2404.plan` to create what was reviewed.",
     "`terraform apply clients_2404.plan` applies the reviewed plan."),
    (10, [9],
     "Wait until all 24 new clients have registered: `nomad node status -filter 'NodeClass == \"batch-2404\"'` "
     "shows 24 nodes ready and eligible.",
     "Hold until `nomad node status -filter 'NodeClass == \"batch-2404\"'` lists 24 new clients, all 24 of them "
     "ready and eligible.",
     None),
    (11, [10],
     "Check that the CSI plugin and the system jobs are healthy on the new clients: `nomad plugin status aws-ebs0` "
     "and `nomad job status node-exporter` report 24 healthy on batch-2404.",
     "Make sure `nomad plugin status aws-ebs0` and `nomad job status node-exporter` both count 24 healthy on "
     "batch-2404, so the CSI plugin and the system jobs are fine on the new clients.",
     "24 healthy on batch-2404 in `nomad plugin status aws-ebs0` and in `nomad job status node-exporter`: check "
     "the CSI plugin and system jobs on the new clients."),
    (12, [10],
     "Check the attributes of a sample of new clients with `nomad node status -verbose`: `os.version = 24.04`, "
     "`driver.docker = 1`, node class batch-2404.",
     "Pick some of the new clients and confirm in `nomad node status -verbose` that they carry "
     "`os.version = 24.04`, `driver.docker = 1` and node class batch-2404.",
     None),
    (13, [11, 12],
     "Plan the canary: add the constraint `${node.class} = batch-2404` to `jobs/reports-nightly.nomad.hcl`, run "
     "`nomad job plan jobs/reports-nightly.nomad.hcl` and review the placement diff.",
     "For the canary, put `${node.class} = batch-2404` as a constraint into `jobs/reports-nightly.nomad.hcl` and "
     "read the placement diff from `nomad job plan jobs/reports-nightly.nomad.hcl` before going further.",
     "`nomad job plan jobs/reports-nightly.nomad.hcl`, after `${node.class} = batch-2404` has been added as a "
     "constraint there, shows the canary's placement diff; review it."),
    (14, [13],
     "Run the canary with the index from the plan: "
     "`nomad job run -check-index 88231 jobs/reports-nightly.nomad.hcl`.",
     "Submit the canary using the plan's index: `nomad job run -check-index 88231 jobs/reports-nightly.nomad.hcl`.",
     None),
    (15, [14],
     "Let the canary go through its 02:00 run and compare runtime and output rows with the previous 7 days before "
     "draining anything.",
     "Nothing gets drained until the canary has done its 02:00 run and its runtime and output rows have been "
     "checked against the 7 days before.",
     "Runtime and output rows of the canary's 02:00 run, compared with the previous 7 days: look at them before "
     "any drain."),
    (16, [3, 15],
     "Post the drain schedule in #nomad-users with the wave lists `wave1.ids` to `wave4.ids`.",
     "Announce in #nomad-users when each wave drains, attaching the lists `wave1.ids` to `wave4.ids`.",
     None),
    (17, [16],
     "Drain wave 1 (6 nodes) with a 30-minute deadline so their allocations migrate to batch-2404: "
     "`for id in $(cat wave1.ids); do nomad node drain -enable -deadline 30m -yes $id; done`.",
     "Empty the 6 nodes of wave 1 onto batch-2404 by draining them with a 30-minute deadline: "
     "`for id in $(cat wave1.ids); do nomad node drain -enable -deadline 30m -yes $id; done`.",
     "`for id in $(cat wave1.ids); do nomad node drain -enable -deadline 30m -yes $id; done` drains the 6 wave-1 "
     "nodes, deadline 30-minute, moving their allocations to batch-2404."),
    (18, [17],
     "Check wave 1: the 6 nodes show drain complete with 0 running allocations, and every affected job is "
     "healthy on batch-2404 in `nomad job status`.",
     "Wave 1 counts as done when its 6 nodes have finished draining with 0 allocations running and "
     "`nomad job status` shows each affected job healthy on batch-2404.",
     None),
    (19, [18],
     "Drain wave 2 the same way: `for id in $(cat wave2.ids); do nomad node drain -enable -deadline 30m -yes $id; "
     "done`.",
     "Repeat the drain for wave 2 with `for id in $(cat wave2.ids); do nomad node drain -enable -deadline 30m "
     "-yes $id; done`.",
     "`for id in $(cat wave2.ids); do nomad node drain -enable -deadline 30m -yes $id; done`: wave 2, drained "
     "the same way."),
    (20, [19],
     "Check wave 2: 0 running allocations on its 6 nodes and all affected jobs healthy.",
     "Confirm the 6 nodes of wave 2 have 0 allocations left running and that the jobs it touched are all healthy.",
     None),
    (21, [20],
     "Drain wave 3: `for id in $(cat wave3.ids); do nomad node drain -enable -deadline 30m -yes $id; done`.",
     "Move on to wave 3 and drain it with `for id in $(cat wave3.ids); do nomad node drain -enable -deadline 30m "
     "-yes $id; done`.",
     "`for id in $(cat wave3.ids); do nomad node drain -enable -deadline 30m -yes $id; done` drains wave 3."),
    (22, [21],
     "Check wave 3: 0 running allocations on its 6 nodes and all affected jobs healthy.",
     "For wave 3, its 6 nodes must be down to 0 running allocations and every affected job must be healthy; "
     "check.",
     None),
    (23, [4, 15],
     "Move the host-volume job by hand: stop `ml-train-cache`, rsync `/srv/nomad/volumes/mlcache` to "
     "nmd-c2404-17, point the job's `host_volume` at it and run `nomad job run jobs/ml-train-cache.nomad.hcl`.",
     "By hand, stop `ml-train-cache`, copy `/srv/nomad/volumes/mlcache` over to nmd-c2404-17 with rsync, switch "
     "the job's `host_volume` to that node and start it again with `nomad job run jobs/ml-train-cache.nomad.hcl`.",
     "`nomad job run jobs/ml-train-cache.nomad.hcl` brings the host-volume job back once `ml-train-cache` has "
     "been stopped, `/srv/nomad/volumes/mlcache` rsynced to nmd-c2404-17 and its `host_volume` repointed."),
    (24, [22, 23],
     "Drain wave 4, the last 6 nodes: `for id in $(cat wave4.ids); do nomad node drain -enable -deadline 30m "
     "-yes $id; done`.",
     "Finish with wave 4, the final 6 nodes, via `for id in $(cat wave4.ids); do nomad node drain -enable "
     "-deadline 30m -yes $id; done`.",
     None),
    (25, [24],
     "Check wave 4: 0 running allocations on its 6 nodes, all affected jobs healthy, and no allocation left on "
     "batch-2004 in `nomad operator api /v1/allocations`.",
     "Make sure wave 4's 6 nodes are at 0 running allocations with all their jobs healthy, and that "
     "`nomad operator api /v1/allocations` shows nothing still on batch-2004.",
     "No allocation left on batch-2004 according to `nomad operator api /v1/allocations`, 0 running on the 6 "
     "wave-4 nodes, every affected job healthy: confirm all three."),
    (26, [25],
     "Watch the new clients for 24 h: job failure rate and allocation restarts per hour on the Nomad Clients "
     "dashboard no worse than last week, and no OOM kills.",
     "Observe the new clients for 24 h; on the Nomad Clients dashboard the job failure rate and hourly "
     "allocation restarts must not exceed last week's, and there must be no OOM kills.",
     None),
    (27, [26],
     "Snapshot the Nomad state before removing anything: "
     "`nomad operator snapshot save /srv/nomad/backup/state_2025-06-20.snap`.",
     "Save a copy of the Nomad state with `nomad operator snapshot save /srv/nomad/backup/state_2025-06-20.snap` "
     "before anything is removed.",
     "`nomad operator snapshot save /srv/nomad/backup/state_2025-06-20.snap` keeps the Nomad state; take it "
     "before anything is removed."),
    (28, [27],
     "Plan the removal of the old clients with `terraform plan -destroy -target=module.clients_2004 "
     "-out destroy_2004.plan` and check it destroys only the 24 batch-2004 instances and their launch template.",
     "Produce the destroy plan (`terraform plan -destroy -target=module.clients_2004 -out destroy_2004.plan`) and "
     "make sure the only things it removes are the 24 batch-2004 instances and their launch template.",
     None),
    (29, [28],
     "Apply the destroy plan: `terraform apply destroy_2004.plan`.",
     "Remove the old clients by running `terraform apply destroy_2004.plan`.",
     "`terraform apply destroy_2004.plan` carries out the checked destroy."),
    (30, [29],
     "Garbage-collect the departed nodes with `nomad system gc` and check that `nomad node status` no longer "
     "lists any batch-2004 node.",
     "Clear out the nodes that have gone using `nomad system gc`; afterwards `nomad node status` must not show a "
     "single batch-2004 node.",
     None),
    (31, [29],
     "Deregister the old client AMI: `aws ec2 deregister-image --image-id ami-04f3e2d1c0b9a8776`.",
     "Retire the previous client image with `aws ec2 deregister-image --image-id ami-04f3e2d1c0b9a8776`.",
     "`aws ec2 deregister-image --image-id ami-04f3e2d1c0b9a8776` deregisters the old client AMI."),
    (32, [26],
     "Open an MR in `nomad-jobs` that makes `${node.class} = batch-2404` the default constraint in the job "
     "templates.",
     "In the `nomad-jobs` repository, raise an MR so the job templates default to the "
     "`${node.class} = batch-2404` constraint.",
     None),
    (33, [26],
     "Remove the batch-2004 alert rules from `alerts/nomad-clients.yaml` and reload Prometheus.",
     "Take the alert rules for batch-2004 out of `alerts/nomad-clients.yaml`, then have Prometheus reload them.",
     "`alerts/nomad-clients.yaml` loses its batch-2004 alert rules; reload Prometheus afterwards."),
    (34, [30, 31],
     "Confirm in the CMDB that the 24 batch-2004 instances are retired and the 24 batch-2404 instances are "
     "registered.",
     "Check the CMDB: all 24 batch-2004 instances should be marked retired and all 24 batch-2404 ones registered.",
     None),
    (35, [32, 33, 34],
     "Hold the post-change review with the 3 teams and record any job that needed a manual fix.",
     "Run a post-change review with the 3 teams and write down every job that had to be fixed by hand.",
     None),
    (36, [35],
     "Close CHG-77120 with the wave checks, the 24 h watch graphs and the destroy plan attached.",
     "Attach the wave checks, the graphs from the 24 h watch and the destroy plan to CHG-77120 and close it.",
     "With wave checks, 24 h watch graphs and destroy plan attached, close CHG-77120."),
]

GUARDS = {
    2: "platform lead and team on-call sign-off (approval)",
    8: "second-engineer review of the Terraform plan before apply (plan review)",
    13: "job plan of the canary with placement diff review (dry run)",
    15: "canary's 02:00 run compared with the previous 7 days before any drain (health watch)",
    18: "wave-1 check before wave 2 (verification before the next wave)",
    26: "24 h watch of the new clients before removing the old ones (health watch)",
    27: "Nomad state snapshot before the destroy (snapshot)",
    28: "destroy plan checked to touch only batch-2004 (plan review)",
    34: "CMDB verification before the closing review (verification)",
}
DROP_GUARD = 2

SPLITS = {
    23: ("Move the host-volume job by hand: stop `ml-train-cache` and rsync `/srv/nomad/volumes/mlcache` to "
         "nmd-c2404-17.",
         "Point the job's `host_volume` at it and run `nomad job run jobs/ml-train-cache.nomad.hcl`."),
    28: ("Plan the removal of the old clients with `terraform plan -destroy -target=module.clients_2004 "
         "-out destroy_2004.plan`.",
         "Check that the plan destroys only the 24 batch-2004 instances and their launch template."),
}

REGEN_SPLIT = (3, (
    "Save the node list as it is now with `nomad node status -json > nodes_pre.json`.",
    "Save the allocations too, via `nomad operator api /v1/allocations > allocs_pre.json`, so it is known what "
    "ran on the old clients."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([5, 6], "Build the Ubuntu 24.04 client AMI and scan it."),
    ([7, 8], "Plan the new batch-2404 clients with Terraform and have the plan reviewed."),
    ([9, 10], "Apply the plan and wait for the 24 new clients to register."),
    ([13, 14], "Plan and run the reports-nightly canary on batch-2404."),
    ([17, 18], "Drain wave 1 and check its allocations moved."),
    ([19, 20], "Drain wave 2 and check it."),
    ([21, 22], "Drain wave 3 and check it."),
    ([24, 25], "Drain wave 4 and check nothing is left on batch-2004."),
    ([27, 28, 29], "Snapshot the Nomad state, then plan and apply the removal of the old clients."),
    ([35, 36], "Hold the post-change review and close CHG-77120."),
]

LOST = {"remove": (8, 9), "add": [(8, 13)],
        "why": "`terraform apply` of the new clients no longer waits for the second-engineer review of the plan "
               "(the review now only has to happen before the canary job plan)"}

TARGET = {"step": 28, "old": "clients_2004", "new": "clients_2404", "kind": "Terraform module / client pool"}

OPERATION = {
    "step": 17,
    "text": "Cordon wave 1 (6 nodes) so no new allocations are placed on them: "
            "`for id in $(cat wave1.ids); do nomad node eligibility -disable $id; done`.",
    "change": "drain -> cordon (near-synonym, different operation): `nomad node drain -enable -deadline 30m` -> "
              "`nomad node eligibility -disable`, which only stops new placements and migrates nothing off the "
              "wave-1 nodes",
}
