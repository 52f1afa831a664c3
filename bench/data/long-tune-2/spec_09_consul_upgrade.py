ID = "lt2_09"
TASK = "Upgrade the three Consul servers of datacenter dc-fra1 from 1.16.4 to 1.18.2, followers first, with a Raft snapshot beforehand."

STEPS = [
    (1, [],
     "Open CHG-8812 for upgrading Consul servers consul-srv-a, consul-srv-b and consul-srv-c in datacenter `dc-fra1` from 1.16.4 to 1.18.2.",
     "Raise CHG-8812 to take the `dc-fra1` Consul servers (consul-srv-a, consul-srv-b, consul-srv-c) from 1.16.4 up to 1.18.2.",
     "For datacenter `dc-fra1`, open CHG-8812: servers consul-srv-a, consul-srv-b and consul-srv-c go from Consul 1.16.4 to 1.18.2."),
    (2, [1],
     "Take a Raft snapshot with `consul snapshot save /backup/consul/dc-fra1-pre-1.18.2.snap` and copy it to `s3://infra-backups/consul/`.",
     "Save a snapshot of the Raft state (`consul snapshot save /backup/consul/dc-fra1-pre-1.18.2.snap`) and put a copy in `s3://infra-backups/consul/`.",
     None),
    (3, [1],
     "Check that `consul operator raft list-peers` shows 3 voters and one leader and that `consul members` lists every server as `alive`.",
     "Confirm the cluster is healthy: 3 voters plus a leader in `consul operator raft list-peers`, and all servers `alive` according to `consul members`.",
     "Run `consul members` (every server must be `alive`) and `consul operator raft list-peers` (3 voters, one leader)."),
    (4, [1],
     "Read the 1.18 upgrade notes and confirm that the ACL token `ci-agent` does not rely on the deprecated `agent_master` setting.",
     "Go through the 1.18 upgrade notes, and make sure the ACL token `ci-agent` has no dependency on the deprecated `agent_master` setting.",
     None),
    (5, [2, 3, 4],
     "Set autopilot for the upgrade with `consul operator autopilot set-config -cleanup-dead-servers=false -last-contact-threshold=500ms`.",
     "Prepare autopilot for the rolling upgrade: `consul operator autopilot set-config -cleanup-dead-servers=false -last-contact-threshold=500ms`.",
     "Run `consul operator autopilot set-config -cleanup-dead-servers=false -last-contact-threshold=500ms` so autopilot will not prune servers during the upgrade."),
    (6, [5],
     "Upgrade follower consul-srv-c first: `apt-get install -y consul=1.18.2-1`, then `systemctl restart consul`.",
     "Start with a follower, consul-srv-c, installing `apt-get install -y consul=1.18.2-1` and restarting it via `systemctl restart consul`.",
     None),
    (7, [6],
     "Wait until `consul operator raft list-peers` shows consul-srv-c back as `Voter true` at the leader's commit index, then give it 5 more minutes before touching the next server.",
     "The next server is only touched once consul-srv-c appears again as `Voter true` at the same commit index as the leader in `consul operator raft list-peers`, and a further 5 minutes have passed.",
     "Give consul-srv-c 5 more minutes after `consul operator raft list-peers` lists it as `Voter true` at the leader's commit index; the next server waits for that."),
    (8, [7],
     "Upgrade consul-srv-b the same way (`apt-get install -y consul=1.18.2-1`, `systemctl restart consul`).",
     "Do the same on consul-srv-b: `apt-get install -y consul=1.18.2-1` and then `systemctl restart consul`.",
     None),
    (9, [8],
     "Wait until consul-srv-b is `Voter true` at the leader's commit index in `consul operator raft list-peers` and hold 5 minutes.",
     "Hold 5 minutes once `consul operator raft list-peers` reports consul-srv-b as `Voter true` and caught up with the leader's commit index.",
     "In `consul operator raft list-peers`, wait for consul-srv-b to read `Voter true` at the leader's commit index, followed by a 5-minute hold."),
    (10, [9],
     "Move leadership off consul-srv-a with `consul operator raft transfer-leader -id=<consul-srv-b node id>`.",
     "Hand the leader role away from consul-srv-a: `consul operator raft transfer-leader -id=<consul-srv-b node id>`.",
     None),
    (11, [10],
     "Upgrade consul-srv-a (`apt-get install -y consul=1.18.2-1`, `systemctl restart consul`).",
     "Finally bring consul-srv-a onto the new version with `apt-get install -y consul=1.18.2-1` plus `systemctl restart consul`.",
     "Run `apt-get install -y consul=1.18.2-1` and `systemctl restart consul` on consul-srv-a."),
    (12, [11],
     "Confirm with `consul members` that all three servers report version 1.18.2 and `consul operator raft list-peers` shows one leader.",
     "Make sure the version column of `consul members` says 1.18.2 for all three servers, and that there is a single leader in `consul operator raft list-peers`.",
     None),
    (13, [12],
     "Check service discovery: `dig @127.0.0.1 -p 8600 payments-api.service.consul` must return 6 healthy instances.",
     "Test that discovery still works, i.e. 6 healthy instances come back from `dig @127.0.0.1 -p 8600 payments-api.service.consul`.",
     "Run `dig @127.0.0.1 -p 8600 payments-api.service.consul` and expect 6 healthy instances."),
    (14, [12],
     "Check KV reads: `consul kv get config/payments/feature_flags` returns the expected JSON.",
     "Read `config/payments/feature_flags` back with `consul kv get config/payments/feature_flags` and compare it with the expected JSON.",
     None),
    (15, [12],
     "Watch `consul.raft.commitTime` p99 on the Consul Grafana dashboard for 15 minutes; it must stay below 50 ms.",
     "For 15 minutes, keep the p99 of `consul.raft.commitTime` in the Consul Grafana dashboard under observation; anything at or above 50 ms is a fail.",
     "On the Consul dashboard in Grafana, `consul.raft.commitTime` p99 has to stay under 50 ms across 15 minutes."),
    (16, [13, 14, 15],
     "Restore the autopilot default with `consul operator autopilot set-config -cleanup-dead-servers=true`.",
     "Put autopilot back to its default via `consul operator autopilot set-config -cleanup-dead-servers=true`.",
     None),
    (17, [16],
     "Set `consul_version: 1.18.2` in `ansible/group_vars/consul_servers.yml`, merge it and close CHG-8812.",
     "Change `ansible/group_vars/consul_servers.yml` to `consul_version: 1.18.2`, get that merged, and resolve CHG-8812.",
     "Close CHG-8812 after `consul_version: 1.18.2` has been set and merged in `ansible/group_vars/consul_servers.yml`."),
]

GUARDS = {2: "Raft snapshot before any server is upgraded",
          7: "rejoin and 5-minute hold for consul-srv-c before the next server",
          9: "rejoin and 5-minute hold for consul-srv-b before the leader transfer"}
DROP_GUARD = 2

SPLITS = {
    7: ("Wait until `consul operator raft list-peers` shows consul-srv-c back as `Voter true` at the leader's commit index.",
        "Then give it 5 more minutes before touching the next server."),
    17: ("Set `consul_version: 1.18.2` in `ansible/group_vars/consul_servers.yml` and merge it.",
         "Close CHG-8812."),
}
REGEN_HALVES = (
    "Once consul-srv-c is listed as `Voter true` again at the leader's commit index in `consul operator raft list-peers`, carry on.",
    "Leave a further 5 minutes before the next server is touched.")

SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([1, 2], "Open CHG-8812 for the `dc-fra1` upgrade to 1.18.2 and save a Raft snapshot."),
    ([6, 7], "Upgrade consul-srv-c first and wait for it to rejoin as a voter."),
    ([8, 9], "Upgrade consul-srv-b and check it rejoins."),
    ([10, 11], "Transfer leadership away from consul-srv-a and upgrade it."),
    ([16, 17], "Reset autopilot, bump `consul_version` in Ansible and close the change."),
]

LOST = {"remove": (9, 10), "add": [(8, 10), (9, 11)],
        "why": "leadership is moved to consul-srv-b right after its restart, without waiting for it to rejoin as a caught-up voter"}

TARGET = {"step": 6, "old": "consul=1.18.2-1", "new": "consul=1.19.2-1", "kind": "package version"}

OPERATION = {"step": 2, "change": "snapshot save -> snapshot restore",
             "text": "Apply the Raft snapshot with `consul snapshot restore /backup/consul/dc-fra1-pre-1.18.2.snap` and copy it to `s3://infra-backups/consul/`."}
