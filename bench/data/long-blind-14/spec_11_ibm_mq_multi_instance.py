"""lb14_11: messaging, IBM MQ multi-instance queue manager QMPAY01 on mqhost-a / mqhost-b, 9.3.0.15 -> 9.4.0.5,
standby first, switchover, then the former active host."""

ID = "lb14_11"
TASK = ("Upgrade the multi-instance IBM MQ queue manager QMPAY01 (active on mqhost-a, standby on mqhost-b, data on "
        "/MQHA/QMPAY01) from 9.3.0.15 to 9.4.0.5: standby host first, switchover, watch, then the former active "
        "host brought back as the standby.")

STEPS = [
    (1, [],
     "Open CHG-52290 to upgrade queue manager `QMPAY01` (multi-instance, active on mqhost-a, standby on "
     "mqhost-b, data on NFSv4 share `/MQHA/QMPAY01`) from MQ 9.3.0.15 to 9.4.0.5, window Sunday 00:00-03:00.",
     "Raise CHG-52290 for taking `QMPAY01` from MQ 9.3.0.15 to 9.4.0.5 in the Sunday 00:00-03:00 window; it is "
     "a multi-instance queue manager with mqhost-a active, mqhost-b on standby and its data on the NFSv4 share "
     "`/MQHA/QMPAY01`.",
     "Window Sunday 00:00-03:00: CHG-52290 moves the multi-instance queue manager `QMPAY01` (data on NFSv4 "
     "share `/MQHA/QMPAY01`, active on mqhost-a, standby on mqhost-b) from MQ 9.3.0.15 to 9.4.0.5; open it."),
    (2, [1],
     "Back up the configuration: `dmpmqcfg -m QMPAY01 -a > /var/mqm/backup/QMPAY01-20250928.mqsc`, plus "
     "`qm.ini` and the key repository `/MQHA/QMPAY01/ssl/key.kdb`, copied to `mqbackup01:/srv/mq/`.",
     "Dump the whole configuration with `dmpmqcfg -m QMPAY01 -a > /var/mqm/backup/QMPAY01-20250928.mqsc` and "
     "copy it, along with `qm.ini` and the key repository `/MQHA/QMPAY01/ssl/key.kdb`, to "
     "`mqbackup01:/srv/mq/`.",
     "Copy `qm.ini`, the key repository `/MQHA/QMPAY01/ssl/key.kdb` and the output of `dmpmqcfg -m QMPAY01 -a "
     "> /var/mqm/backup/QMPAY01-20250928.mqsc` to `mqbackup01:/srv/mq/` as the configuration backup."),
    (3, [1],
     "Check the pair: `dspmq -x -m QMPAY01` shows `Running` on mqhost-a and `Running as standby` on mqhost-b, "
     "all 14 partner channels are `RUNNING` and `SYSTEM.DEAD.LETTER.QUEUE` has depth 0.",
     "See that both instances are where they should be, `dspmq -x -m QMPAY01` reporting `Running` on mqhost-a "
     "and `Running as standby` on mqhost-b, with all 14 partner channels `RUNNING` and 0 messages on "
     "`SYSTEM.DEAD.LETTER.QUEUE`.",
     None),
    (4, [1],
     "Test the packages on both hosts without installing: `rpm -Uvh --test MQSeries*.rpm` in "
     "`/opt/mqinst/9.4.0.5/` reports no conflict, and `mqconfig` passes.",
     "On each host, run `rpm -Uvh --test MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/`, which installs nothing "
     "and must show no conflict, and check `mqconfig` passes as well.",
     "`mqconfig` must pass and `rpm -Uvh --test MQSeries*.rpm` in `/opt/mqinst/9.4.0.5/` must report no "
     "conflict on both hosts; nothing is installed by this test."),
    (5, [2, 3, 4],
     "The MQ platform owner (k.achterberg) and payments operations approve CHG-52290 with the `dmpmqcfg` "
     "backup and the `rpm --test` output attached.",
     "CHG-52290 is approved by k.achterberg, the MQ platform owner, and by payments operations, once the "
     "`dmpmqcfg` backup and the `rpm --test` output are attached.",
     None),
    (6, [5],
     "End the standby instance on mqhost-b with `endmqm -x QMPAY01` and check `dspmq -x -m QMPAY01` no longer "
     "lists a standby.",
     "Stop the standby on mqhost-b, `endmqm -x QMPAY01`, and make sure `dspmq -x -m QMPAY01` shows no standby "
     "instance any more.",
     None),
    (7, [6],
     "On mqhost-b, upgrade with `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/`, run "
     "`setmqinst -i -p /opt/mqm`, and check `dspmqver` on mqhost-b reports `9.4.0.5`.",
     "Upgrade the code on mqhost-b: `rpm -Uvh MQSeries*.rpm` out of `/opt/mqinst/9.4.0.5/`, then "
     "`setmqinst -i -p /opt/mqm`, and finally `dspmqver` on mqhost-b, which must answer `9.4.0.5`.",
     "`dspmqver` on mqhost-b must report `9.4.0.5` after `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/` "
     "and `setmqinst -i -p /opt/mqm` have been run on mqhost-b."),
    (8, [7],
     "Start the standby again on mqhost-b with `strmqm -x QMPAY01`; `dspmq -x -m QMPAY01` must show it "
     "`Running as standby`.",
     "Bring the standby back on mqhost-b via `strmqm -x QMPAY01`, then check `dspmq -x -m QMPAY01` lists it as "
     "`Running as standby`.",
     None),
    (9, [8],
     "Switch over: on mqhost-a run `endmqm -s -i QMPAY01` so that the upgraded standby on mqhost-b takes over "
     "and migrates the queue manager data to 9.4.",
     "Hand control to the upgraded standby: issue `endmqm -s -i QMPAY01` on mqhost-a, after which mqhost-b "
     "takes over and migrates the queue manager data to 9.4.",
     "The upgraded standby on mqhost-b takes over, and migrates the queue manager data to 9.4, when "
     "`endmqm -s -i QMPAY01` is run on mqhost-a for the switchover."),
    (10, [9],
     "Check mqhost-b: `dspmq -x -m QMPAY01` shows it `Running`, `DISPLAY QMGR CMDLEVEL` returns `940`, and all "
     "14 channels are `RUNNING` within 10 minutes.",
     "On mqhost-b, `dspmq -x -m QMPAY01` has to say `Running`, `DISPLAY QMGR CMDLEVEL` has to give `940`, and "
     "inside 10 minutes every one of the 14 channels has to be `RUNNING`.",
     "Within 10 minutes all 14 channels must be `RUNNING`, with `DISPLAY QMGR CMDLEVEL` returning `940` and "
     "`dspmq -x -m QMPAY01` showing mqhost-b `Running`."),
    (11, [10],
     "Watch for 30 minutes: about 120 msg/s through `PAY.IN.CLEARING`, its depth under 500, and "
     "`SYSTEM.DEAD.LETTER.QUEUE` still at depth 0.",
     "Keep watching for 30 minutes; `PAY.IN.CLEARING` should carry roughly 120 msg/s and stay under 500 deep, "
     "and `SYSTEM.DEAD.LETTER.QUEUE` should remain at depth 0.",
     None),
    (12, [11],
     "Upgrade mqhost-a the same way: `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/`, `setmqinst -i -p "
     "/opt/mqm`, and `dspmqver` reporting `9.4.0.5`.",
     "Give mqhost-a the same treatment, `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/` followed by "
     "`setmqinst -i -p /opt/mqm`, until `dspmqver` there reports `9.4.0.5`.",
     None),
    (13, [12],
     "Start the instance on mqhost-a as the new standby with `strmqm -x QMPAY01`.",
     "Run `strmqm -x QMPAY01` on mqhost-a so that it comes up as the new standby instance.",
     "With `strmqm -x QMPAY01`, mqhost-a starts as the new standby."),
    (14, [13],
     "Confirm the pair: `dspmq -x -m QMPAY01` shows `Running` on mqhost-b and `Running as standby` on mqhost-a, "
     "and `dspmqver` gives `9.4.0.5` on both hosts.",
     "Check the pair is complete again: in `dspmq -x -m QMPAY01`, mqhost-b must be `Running` and mqhost-a "
     "`Running as standby`, with `dspmqver` giving `9.4.0.5` on either host.",
     "`dspmqver` must give `9.4.0.5` on both hosts, and `dspmq -x -m QMPAY01` must show `Running as standby` on "
     "mqhost-a and `Running` on mqhost-b."),
    (15, [14],
     "Take a post-upgrade configuration dump, `dmpmqcfg -m QMPAY01 -a > "
     "/var/mqm/backup/QMPAY01-20250928-940.mqsc`, and copy it to `mqbackup01:/srv/mq/`.",
     "Dump the configuration again now that the upgrade is done, `dmpmqcfg -m QMPAY01 -a > "
     "/var/mqm/backup/QMPAY01-20250928-940.mqsc`, and put it on `mqbackup01:/srv/mq/`.",
     None),
    (16, [14],
     "Update the `mq_prometheus` exporter on both hosts to 5.6.0 and check the `MQStandbyMissing` alert is "
     "green in Grafana.",
     "Move the `mq_prometheus` exporter to 5.6.0 on each host, then see that `MQStandbyMissing` shows green in "
     "Grafana.",
     "In Grafana, the `MQStandbyMissing` alert must be green after the `mq_prometheus` exporter on both hosts "
     "is updated to 5.6.0."),
    (17, [15, 16],
     "Close CHG-52290 with the `dspmq -x` output, `CMDLEVEL` 940 and the message-rate graph of the 30 minutes.",
     "Close out CHG-52290, attaching what `dspmq -x` showed, `CMDLEVEL` 940 and the graph of message rate over "
     "the 30 minutes.",
     None),
]

GUARDS = {
    2: "backup: dmpmqcfg configuration dump, qm.ini and key repository copied off",
    3: "health: both instances and all channels running before the change",
    4: "dryrun: rpm --test and mqconfig before installing",
    5: "approval: MQ platform owner and payments operations approve",
    10: "health: new active instance running at CMDLEVEL 940 with channels up",
    11: "health: 30-minute watch before upgrading the former active host",
    14: "verify: both hosts on 9.4.0.5 and the standby running",
}
DROP_GUARD = 11

SPLITS = {
    7: ("On mqhost-b, upgrade the packages with `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/`.",
        "Then run `setmqinst -i -p /opt/mqm` there and check `dspmqver` on mqhost-b reports `9.4.0.5`."),
    9: ("Switch over by running `endmqm -s -i QMPAY01` on mqhost-a.",
        "Wait for the upgraded standby on mqhost-b to take over and migrate the queue manager data to 9.4."),
}

REGEN_SPLIT = (12, (
    "Now mqhost-a: install the packages with `rpm -Uvh MQSeries*.rpm` from `/opt/mqinst/9.4.0.5/`.",
    "Follow with `setmqinst -i -p /opt/mqm`, the same as on the other host, and check that `dspmqver` on "
    "mqhost-a shows `9.4.0.5`."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Open CHG-52290 and dump the QMPAY01 configuration."),
    ([6, 7], "Stop the standby on mqhost-b and upgrade it to 9.4.0.5."),
    ([8, 9], "Restart the standby on mqhost-b and switch over to it."),
    ([12, 13], "Upgrade mqhost-a and start it as standby."),
    ([16, 17], "Update the exporter and close CHG-52290."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 10)],
        "why": "the switchover on mqhost-a no longer waits for the upgraded standby on mqhost-b to be running"}

TARGET = {"step": 7, "old": "mqhost-b", "new": "mqhost-a", "kind": "host"}

OPERATION = {"step": 9,
             "text": "Switch over: on mqhost-a run `endmqm -i QMPAY01` so that the upgraded standby on mqhost-b "
                     "takes over and migrates the queue manager data to 9.4.",
             "change": "endmqm -s -i (switch to standby) -> endmqm -i (end the queue manager, standby ended too), "
                       "prose kept"}
