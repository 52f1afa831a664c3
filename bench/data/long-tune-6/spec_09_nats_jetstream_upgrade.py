ID = "lt6_09"
TASK = "Rolling upgrade of the 3-node NATS JetStream cluster msg-prod from nats-server 2.9.25 to 2.10.18"

STEPS = [
    (1, [], "Open CHG-5120 to upgrade the JetStream cluster msg-prod (nats-1, nats-2, nats-3) from nats-server 2.9.25 to 2.10.18, one node at a time.",
     "Node by node, msg-prod (nats-1, nats-2, nats-3) moves from nats-server 2.9.25 to 2.10.18; CHG-5120 is opened for it.",
     "Raise CHG-5120: rolling upgrade, nats-server 2.9.25 -> 2.10.18, JetStream cluster msg-prod with nodes nats-1, nats-2 and nats-3."),
    (2, [1], "Confirm the cluster is healthy: `nats server check jetstream --server nats://nats-1:4222` reports OK and `nats server report jetstream` shows all 3 servers current.",
     "Health first - `nats server check jetstream --server nats://nats-1:4222` has to say OK, and in `nats server report jetstream` all 3 servers must be current.",
     None),
    (3, [1], "Run `nats stream report` and confirm that the production streams ORDERS, PAYMENTS and AUDIT all have 3 replicas.",
     "Make sure ORDERS, PAYMENTS and AUDIT are each replicated 3 times, as shown by `nats stream report`.",
     "The production streams (ORDERS, PAYMENTS, AUDIT) should all be at 3 replicas; check with `nats stream report`."),
    (4, [1], "Upgrade the staging cluster msg-stg to 2.10.18 first and run the order-svc and payment-svc integration suite against it for 24 hours.",
     "Do msg-stg, the staging cluster, first: put it on 2.10.18 and let the integration suite of order-svc and payment-svc run for 24 hours.",
     None),
    (5, [2, 3, 4], "Get the messaging platform owner to approve CHG-5120 based on the staging results.",
     "With the staging results in hand, the messaging platform owner approves (or rejects) CHG-5120.",
     "CHG-5120 needs the approval of the messaging platform owner, who decides from the staging results."),
    (6, [5], "Back up the streams before touching any node: `nats stream backup ORDERS /backup/nats/ORDERS-pre210`, and likewise for PAYMENTS and AUDIT.",
     "Take stream backups ahead of any node change - `nats stream backup ORDERS /backup/nats/ORDERS-pre210` and the equivalent for PAYMENTS and AUDIT.",
     None),
    (7, [6], "Move stream leadership off nats-3: run `nats stream cluster step-down` for every stream whose leader is nats-3.",
     "Drain leadership from nats-3: for each stream led by nats-3, hand it to another server with `nats stream cluster step-down`.",
     "`nats stream cluster step-down` on every stream currently led by nats-3, so that nats-3 leads nothing."),
    (8, [7], "Put nats-3 into lame duck mode with `nats-server --signal ldm=$(pidof nats-server)` and wait until http://nats-3:8222/connz shows 0 client connections.",
     "Signal lame duck mode on nats-3 (`nats-server --signal ldm=$(pidof nats-server)`), then hold until the connection count at http://nats-3:8222/connz is 0.",
     None),
    (9, [8], "Install 2.10.18 on nats-3 with `dnf install nats-server-2.10.18` and start the daemon: `systemctl start nats-server`.",
     "`dnf install nats-server-2.10.18` on nats-3 to get 2.10.18, then bring the service up again (`systemctl start nats-server`).",
     "Start the upgraded daemon with `systemctl start nats-server` once `dnf install nats-server-2.10.18` has put 2.10.18 on nats-3."),
    (10, [9], "Do not touch the next node until `nats server report jetstream` shows nats-3 current with 0 lag on every stream and `nats server check jetstream` is OK.",
     "The next node waits: nats-3 must be current in `nats server report jetstream`, with 0 lag on all streams, and `nats server check jetstream` must pass.",
     None),
    (11, [10], "Repeat on nats-2: step down the streams it leads, put it into lame duck mode, install 2.10.18 and start the server.",
     "Same again for nats-2 - stream step-down for the streams it leads, lame duck, install 2.10.18, start.",
     "Do nats-2 next: stream leadership away, lame duck mode, 2.10.18 installed, server started."),
    (12, [11], "Wait until nats-2 is current with 0 lag in `nats server report jetstream`.",
     "Hold until `nats server report jetstream` lists nats-2 as current with 0 lag.",
     None),
    (13, [12], "Step down the meta leader from nats-1 with `nats server raft step-down` and confirm that nats-2 or nats-3 becomes meta leader.",
     "Move meta leadership off nats-1 (`nats server raft step-down`); check that the new meta leader is nats-2 or nats-3.",
     "Confirm a new meta leader on nats-2 or nats-3 after running `nats server raft step-down` against nats-1."),
    (14, [13], "Upgrade nats-1 the same way: lame duck mode, install 2.10.18, start the server.",
     "nats-1 last, same procedure - lame duck, 2.10.18 install, start.",
     None),
    (15, [14], "Check that `nats server list` shows version 2.10.18 on nats-1, nats-2 and nats-3.",
     "`nats server list` should report 2.10.18 for all of nats-1, nats-2 and nats-3.",
     "Version check: nats-1, nats-2 and nats-3 must all show 2.10.18 in `nats server list`."),
    (16, [14], "Run `nats consumer report ORDERS` and confirm there is no redelivery spike and fewer than 1000 pending messages for order-svc.",
     "Look at `nats consumer report ORDERS`: order-svc should have under 1000 pending and no redelivery spike.",
     None),
    (17, [14], "Watch the Grafana dashboard NATS clients for 30 minutes: publish errors must stay under 0.1%.",
     "For half an hour keep the NATS clients dashboard in Grafana open and make sure publish errors remain below 0.1%.",
     "Publish errors should not exceed 0.1% over 30 minutes on the Grafana NATS clients dashboard."),
    (18, [15, 16, 17], "Verify the streams: ORDERS, PAYMENTS and AUDIT message counts match the pre-upgrade counts plus new traffic, and `nats stream report` shows 3 replicas all current.",
     "Stream verification - `nats stream report` must show 3 current replicas, and the message counts of ORDERS, PAYMENTS and AUDIT must equal the pre-upgrade counts plus what arrived since.",
     None),
    (19, [18], "After 7 days, delete the pre-upgrade backups with `rm -rf /backup/nats/*-pre210`.",
     "Once 7 days have passed, remove the pre-upgrade backups (`rm -rf /backup/nats/*-pre210`).",
     "`rm -rf /backup/nats/*-pre210` - clears the pre-upgrade backups, but only after 7 days."),
    (20, [18], "Close CHG-5120.",
     "CHG-5120 - close it.",
     None),
]

GUARDS = {
    5: "messaging owner approval",
    6: "stream backups before the first node",
    10: "nats-3 current with 0 lag before the next node",
    12: "nats-2 current before the meta leader step-down",
    18: "stream verification before close and backup deletion",
}
DROP_GUARD = 10

SPLITS = {
    8: ("Put nats-3 into lame duck mode with `nats-server --signal ldm=$(pidof nats-server)`.",
        "Wait until http://nats-3:8222/connz shows 0 client connections."),
    18: ("Verify the streams: ORDERS, PAYMENTS and AUDIT message counts match the pre-upgrade counts plus new traffic.",
         "Also check that `nats stream report` shows 3 replicas, all current."),
}
REGEN_SPLIT = (11, (
    "Now nats-2: move leadership of the streams it leads elsewhere and put the server into lame duck mode.",
    "Then, with nats-2 drained, install 2.10.18 and start the server again."))

SERIALIZE = [15, 16]

COMPRESS = [
    ([3, 5], "Check the replica counts of the production streams and get the owner's approval."),
    ([7, 8, 9], "Drain nats-3 (leader step-down, lame duck) and upgrade it to 2.10.18."),
    ([11, 12], "Upgrade nats-2 the same way and wait for it to catch up."),
    ([13, 14], "Move the meta leader off nats-1 and upgrade it."),
    ([16, 18], "Check the consumers and verify the streams after the upgrade."),
]

LOST = {"remove": (18, 19), "add": [(14, 19)],
        "why": "the pre-upgrade stream backups are deleted as soon as the last node is upgraded, without waiting for the stream verification"}

TARGET = {"step": 2, "old": "nats://nats-1:4222", "new": "nats://nats-1:6222", "kind": "port (client 4222 -> cluster route 6222)"}

OPERATION = {"step": 7, "change": "leader step-down replaced by removing the server from the RAFT group (`nats server raft peer-remove nats-3`); prose kept",
             "text": "Move stream leadership off nats-3: run `nats server raft peer-remove nats-3` for every stream whose leader is nats-3."}
