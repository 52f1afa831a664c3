"""lt27_08: IBM MQ multi-instance queue manager QMPAY1, 9.2.0.25 -> 9.3.0.20, standby first and a switchover."""

ID = "lt27_08"
TASK = ("Upgrade the IBM MQ multi-instance queue manager QMPAY1 (active on mqpay-a, standby on mqpay-b, data on NFS) "
        "from 9.2.0.25 to 9.3.0.20: standby host upgraded first, the clearing sender channel quiesced and the "
        "consumers stopped, a switchover to mqpay-b, the old active host upgraded and restarted as standby.")

STEPS = [
    (1, [],
     "Open change CHG-62954 for queue manager QMPAY1 (IBM MQ 9.2.0.25 -> 9.3.0.20, active on mqpay-a, standby on "
     "mqpay-b, data on `/MQHA/QMPAY1`) in the window Sunday 2025-06-29 02:00-05:00 CET, and reference the clearing "
     "partner's ticket CLR-2291.",
     "Raise CHG-62954 to take QMPAY1 from IBM MQ 9.2.0.25 to 9.3.0.20; the queue manager runs active on mqpay-a and "
     "standby on mqpay-b with its data in `/MQHA/QMPAY1`. Book Sunday 2025-06-29 02:00-05:00 CET and link the "
     "clearing partner's ticket CLR-2291.",
     "With the clearing partner's ticket CLR-2291 referenced, open CHG-62954 (window Sunday 2025-06-29 02:00-05:00 "
     "CET) for QMPAY1: IBM MQ 9.2.0.25 -> 9.3.0.20, active instance on mqpay-a, standby on mqpay-b, data on "
     "`/MQHA/QMPAY1`."),
    (2, [1],
     "Dump the queue manager's configuration with `dmpmqcfg -m QMPAY1 -a > /var/mqm/backup/chg-62954/QMPAY1.mqsc` and "
     "copy `/var/mqm/qmgrs/QMPAY1/qm.ini` and the key repository `/var/mqm/qmgrs/QMPAY1/ssl/key.kdb` (with its "
     "`key.sth`) next to it.",
     "Save every object definition of QMPAY1 through `dmpmqcfg -m QMPAY1 -a > /var/mqm/backup/chg-62954/QMPAY1.mqsc`, "
     "and put copies of `/var/mqm/qmgrs/QMPAY1/qm.ini` and of the key repository "
     "`/var/mqm/qmgrs/QMPAY1/ssl/key.kdb`, together with its `key.sth`, in the same place.",
     None),
    (3, [1],
     "Snapshot the NFS volume on nas-pay01: `volume snapshot create -vserver svm-mq -volume mqha_qmpay1 -snapshot "
     "chg62954-pre`.",
     "On the filer nas-pay01, take a snapshot of the queue manager's NFS volume with `volume snapshot create "
     "-snapshot chg62954-pre -vserver svm-mq -volume mqha_qmpay1`.",
     "`volume snapshot create -vserver svm-mq -volume mqha_qmpay1 -snapshot chg62954-pre` snapshots the NFS volume "
     "on nas-pay01."),
    (4, [1],
     "Check the instances with `dspmq -x -o standby -m QMPAY1`: `Running` on mqpay-a and `Running as standby` on "
     "mqpay-b.",
     "Look at both instances through `dspmq -m QMPAY1 -x -o standby`; mqpay-a has to report `Running` and mqpay-b "
     "`Running as standby`.",
     None),
    (5, [1],
     "Check the channels in `runmqsc QMPAY1` with `DISPLAY CHSTATUS(*)`: the sender `TO.QMCLR1` must be `RUNNING` and "
     "`PAY.APP.SVRCONN` must show 14 instances.",
     "From `runmqsc QMPAY1`, list channel status (`DISPLAY CHSTATUS(*)`); expect `RUNNING` on the sender channel "
     "`TO.QMCLR1` and 14 instances of `PAY.APP.SVRCONN`.",
     "`TO.QMCLR1`, the sender, must be `RUNNING` and `PAY.APP.SVRCONN` must show 14 instances in `DISPLAY "
     "CHSTATUS(*)` (run in `runmqsc QMPAY1`)."),
    (6, [1],
     "Check the queues: `DISPLAY QLOCAL(PAY.*) CURDEPTH` shows `PAY.IN` under 500 messages and `DISPLAY "
     "QLOCAL(SYSTEM.DEAD.LETTER.QUEUE) CURDEPTH` shows 0.",
     "Read the queue depths: with `DISPLAY QLOCAL(PAY.*) CURDEPTH`, `PAY.IN` must hold fewer than 500 messages, and "
     "`DISPLAY QLOCAL(SYSTEM.DEAD.LETTER.QUEUE) CURDEPTH` must return 0.",
     None),
    (7, [2, 3, 4, 5, 6],
     "Get approval from the payments platform owner @nwilliams in CHG-62954 and the clearing partner's written "
     "confirmation of the channel pause in CLR-2291.",
     "CHG-62954 needs the approval of @nwilliams, who owns the payments platform, and CLR-2291 needs the clearing "
     "partner's written agreement to the channel pause.",
     "In CLR-2291, the clearing partner confirms the channel pause in writing; in CHG-62954, the payments platform "
     "owner @nwilliams approves."),
    (8, [7],
     "On mqpay-b, end the standby instance with `endmqm -x QMPAY1` and confirm that `dspmq -x -m QMPAY1` on mqpay-b no "
     "longer lists a standby.",
     "Stop the standby on mqpay-b (`endmqm -x QMPAY1`), then make sure mqpay-b shows no standby any more in `dspmq "
     "-m QMPAY1 -x`.",
     None),
    (9, [8],
     "Upgrade MQ on mqpay-b: `dnf -y install /srv/mq/9.3.0.20/MQSeries*.rpm`, then `dspmqver` must report "
     "`Version: 9.3.0.20`.",
     "Install the 9.3.0.20 packages on mqpay-b with `dnf -y install /srv/mq/9.3.0.20/MQSeries*.rpm`; afterwards "
     "`dspmqver` should say `Version: 9.3.0.20`.",
     "`dnf -y install /srv/mq/9.3.0.20/MQSeries*.rpm` upgrades MQ on mqpay-b; `dspmqver` must then report "
     "`Version: 9.3.0.20`."),
    (10, [9],
     "Start the standby again on mqpay-b with `strmqm -x QMPAY1` and check that `dspmq -x -o standby -m QMPAY1` shows "
     "`Running as standby` there.",
     "Bring the standby back on mqpay-b, now on the new level, using `strmqm -x QMPAY1`; `dspmq -m QMPAY1 -x -o "
     "standby` has to show `Running as standby` for it.",
     None),
    (11, [7],
     "Meanwhile, hold job `PAYCLR_SEND` in Control-M folder `PAY_NIGHT`, so that no new clearing messages go onto "
     "`QMCLR1.XMITQ`.",
     "In parallel, put job `PAYCLR_SEND` (Control-M folder `PAY_NIGHT`) on hold; that stops new clearing messages "
     "from reaching `QMCLR1.XMITQ`.",
     "So that no new clearing messages go onto `QMCLR1.XMITQ`, hold job `PAYCLR_SEND` in Control-M folder "
     "`PAY_NIGHT` meanwhile."),
    (12, [10, 11],
     "Quiesce the sender channel so that its current batch completes: in `runmqsc QMPAY1` run `STOP "
     "CHANNEL(TO.QMCLR1) MODE(QUIESCE)`, then wait until `DISPLAY CHSTATUS(TO.QMCLR1)` shows `STOPPED` and `DISPLAY "
     "QLOCAL(QMCLR1.XMITQ) CURDEPTH` shows 0.",
     "Let the sender channel finish its batch and stop: issue `STOP CHANNEL(TO.QMCLR1) MODE(QUIESCE)` in `runmqsc "
     "QMPAY1`, and wait for `STOPPED` in `DISPLAY CHSTATUS(TO.QMCLR1)` and a depth of 0 in `DISPLAY "
     "QLOCAL(QMCLR1.XMITQ) CURDEPTH`.",
     None),
    (13, [10, 11],
     "Stop the 3 consumers of `PAY.IN` on payapp-01 (`systemctl stop pay-consumer@1 pay-consumer@2 pay-consumer@3`), "
     "so that no transaction is in flight when the queue manager moves.",
     "On payapp-01, shut down the 3 services that consume `PAY.IN`, `systemctl stop pay-consumer@1 pay-consumer@2 "
     "pay-consumer@3`; no transaction may be open while the queue manager changes host.",
     "`systemctl stop pay-consumer@1 pay-consumer@2 pay-consumer@3` on payapp-01 stops the 3 consumers of `PAY.IN`, "
     "so no transaction is in flight when the queue manager moves."),
    (14, [12, 13],
     "Switch over: on mqpay-a run `endmqm -s -w QMPAY1`, and wait until `dspmq -x -o standby -m QMPAY1` shows QMPAY1 "
     "`Running` on mqpay-b.",
     "Move the active role to the upgraded host by running `endmqm -s -w QMPAY1` on mqpay-a, then wait for `dspmq -m "
     "QMPAY1 -x -o standby` to report QMPAY1 as `Running` on mqpay-b.",
     "Wait until `dspmq -x -o standby -m QMPAY1` shows QMPAY1 `Running` on mqpay-b after the switchover, `endmqm -s -w "
     "QMPAY1` on mqpay-a."),
    (15, [14],
     "On mqpay-b, check the migrated queue manager: `DISPLAY QMGR CMDLEVEL` returns `CMDLEVEL(930)`, "
     "`/var/mqm/qmgrs/QMPAY1/errors/AMQERR01.LOG` has no AMQ error since the start, and `LISTENER.1414` is running on "
     "port 1414.",
     "Verify QMPAY1 on mqpay-b after its migration: `CMDLEVEL(930)` from `DISPLAY QMGR CMDLEVEL`, no AMQ error in "
     "`/var/mqm/qmgrs/QMPAY1/errors/AMQERR01.LOG` since it started, and `LISTENER.1414` up on port 1414.",
     "`DISPLAY QMGR CMDLEVEL` must return `CMDLEVEL(930)`, `LISTENER.1414` must be running on port 1414 and "
     "`/var/mqm/qmgrs/QMPAY1/errors/AMQERR01.LOG` must have no AMQ error since the start: check the migrated queue "
     "manager on mqpay-b."),
    (16, [15],
     "Restart the flow: `START CHANNEL(TO.QMCLR1)` in `runmqsc QMPAY1`, `systemctl start pay-consumer@1 "
     "pay-consumer@2 pay-consumer@3` on payapp-01, and release job `PAYCLR_SEND` in Control-M.",
     "Get messages moving again: start the sender with `START CHANNEL(TO.QMCLR1)` from `runmqsc QMPAY1`, bring the "
     "consumers on payapp-01 back (`systemctl start pay-consumer@1 pay-consumer@2 pay-consumer@3`) and free the "
     "Control-M job `PAYCLR_SEND`.",
     None),
    (17, [16],
     "Watch the first clearing cycle on the new level for 30 minutes: `TO.QMCLR1` stays `RUNNING`, the partner "
     "confirms the next clearing file in CLR-2291, `PAY.IN` stays under 500 and nothing lands on "
     "`SYSTEM.DEAD.LETTER.QUEUE`.",
     "Follow the first clearing cycle on 9.3 for half an hour: `TO.QMCLR1` must remain `RUNNING`, the partner must "
     "confirm in CLR-2291 that the next clearing file arrived, `PAY.IN` must stay below 500, and "
     "`SYSTEM.DEAD.LETTER.QUEUE` must stay empty.",
     None),
    (18, [15],
     "Upgrade MQ on mqpay-a, which no longer runs any instance: `dnf -y install /srv/mq/9.3.0.20/MQSeries*.rpm`, "
     "then `dspmqver` must report `Version: 9.3.0.20`.",
     "With no instance left on mqpay-a, install the new level there too, `dnf -y install "
     "/srv/mq/9.3.0.20/MQSeries*.rpm`, and confirm `Version: 9.3.0.20` in `dspmqver`.",
     None),
    (19, [18],
     "Start mqpay-a as the new standby with `strmqm -x QMPAY1`; `dspmq -x -o standby -m QMPAY1` must show `Running "
     "as standby` on mqpay-a.",
     "Make mqpay-a the standby now: `strmqm -x QMPAY1`, after which `dspmq -m QMPAY1 -x -o standby` has to list "
     "mqpay-a as `Running as standby`.",
     "`strmqm -x QMPAY1` starts mqpay-a as the new standby, and `dspmq -x -o standby -m QMPAY1` must show `Running "
     "as standby` on it."),
    (20, [17, 19],
     "Check the pair: `dspmq -x -o standby -m QMPAY1` shows `Running` on mqpay-b and `Running as standby` on mqpay-a, "
     "and `dspmqver` reports 9.3.0.20 on both hosts.",
     "Confirm the final layout: in `dspmq -m QMPAY1 -x -o standby`, mqpay-b is `Running` and mqpay-a `Running as "
     "standby`, and each of the 2 hosts reports 9.3.0.20 in `dspmqver`.",
     None),
    (21, [20],
     "Dump the configuration again with `dmpmqcfg -m QMPAY1 -a > /var/mqm/backup/chg-62954/QMPAY1-post.mqsc` and diff "
     "it against `QMPAY1.mqsc`: only the new 9.3 default objects may differ.",
     "Take a second configuration dump, `dmpmqcfg -m QMPAY1 -a > /var/mqm/backup/chg-62954/QMPAY1-post.mqsc`, and "
     "compare it with `QMPAY1.mqsc`; the 9.3 default objects are the only acceptable differences.",
     "Diff `/var/mqm/backup/chg-62954/QMPAY1-post.mqsc`, dumped again with `dmpmqcfg -m QMPAY1 -a > "
     "/var/mqm/backup/chg-62954/QMPAY1-post.mqsc`, against `QMPAY1.mqsc`: nothing but the new 9.3 default objects "
     "may differ."),
    (22, [20],
     "Restart the MQ exporter on mqpay-a and mqpay-b against the new libraries (`systemctl restart mq-exporter`) and "
     "check that the Grafana dashboard `MQ QMPAY1` gets data again.",
     "On both hosts, mqpay-a and mqpay-b, restart the exporter so it loads the new libraries (`systemctl restart "
     "mq-exporter`), then make sure data flows into the Grafana dashboard `MQ QMPAY1` once more.",
     None),
    (23, [20],
     "Tell the clearing partner in CLR-2291 that the change is finished and that QMPAY1 now runs active on mqpay-b.",
     "Let the clearing partner know through CLR-2291 that the work is complete and that the active QMPAY1 instance "
     "is now on mqpay-b.",
     "In CLR-2291: the change is finished, and QMPAY1 runs active on mqpay-b now; tell the clearing partner."),
    (24, [21, 22, 23],
     "Close CHG-62954 with both configuration dumps, the `dspmq` output and the partner's confirmation.",
     "Attach the two configuration dumps, the `dspmq` output and the confirmation from the partner, and close "
     "CHG-62954.",
     None),
]

GUARDS = {
    2: "backup: configuration dump, qm.ini and key repository saved",
    3: "backup: NFS snapshot of the queue manager volume",
    7: "approval: payments platform owner approves and the clearing partner confirms the pause",
    15: "verify: migrated queue manager at CMDLEVEL 930 with a clean error log",
    17: "health: first clearing cycle on the new level watched for 30 minutes",
    20: "verify: active and standby instances both on 9.3.0.20",
    21: "verify: post-change configuration dump differs only by the new default objects",
}
DROP_GUARD = 17

SPLITS = {
    9: ["Upgrade MQ on mqpay-b: `dnf -y install /srv/mq/9.3.0.20/MQSeries*.rpm`.",
        "Then `dspmqver` must report `Version: 9.3.0.20`."],
    16: ["Restart the flow with the sender channel first: `START CHANNEL(TO.QMCLR1)` in `runmqsc QMPAY1`.",
         "Then bring back the consumers on payapp-01 (`systemctl start pay-consumer@1 pay-consumer@2 pay-consumer@3`) "
         "and release job `PAYCLR_SEND` in Control-M."],
}

REGEN_SPLIT = {
    12: ["Quiesce the sender channel so its current batch completes: `STOP CHANNEL(TO.QMCLR1) MODE(QUIESCE)` in "
         "`runmqsc QMPAY1`.",
         "Poll `DISPLAY CHSTATUS(TO.QMCLR1)` until it shows `STOPPED`.",
         "Then check that `DISPLAY QLOCAL(QMCLR1.XMITQ) CURDEPTH` shows 0."],
    18: ["Now the old active host: mqpay-a no longer runs any instance, so upgrade MQ there with `dnf -y install "
         "/srv/mq/9.3.0.20/MQSeries*.rpm`.",
         "`dspmqver` on it must then report `Version: 9.3.0.20`."],
}

SERIALIZE = [4, 5, 6]

COMPRESS = [
    ([1, 2], "Open CHG-62954 for QMPAY1 (9.2.0.25 -> 9.3.0.20) and dump its configuration with `dmpmqcfg`."),
    ([8, 9, 10], "End the standby on mqpay-b, upgrade it to 9.3.0.20 and start it again with `strmqm -x QMPAY1`."),
    ([14, 15], "Switch over with `endmqm -s QMPAY1` on mqpay-a and check that QMPAY1 runs on mqpay-b at command level "
               "930."),
    ([16, 17], "Start `TO.QMCLR1` and the consumers again and keep an eye on the next clearing file."),
    ([18, 19], "Upgrade mqpay-a and start it as the new standby."),
    ([23, 24], "Tell the clearing partner in CLR-2291 and close CHG-62954."),
]

LOST = {"remove": (12, 14), "add": [(12, 16)],
        "why": "the switchover runs without waiting for the sender channel TO.QMCLR1 to be quiesced and "
               "QMCLR1.XMITQ to drain, so a clearing batch can be left in doubt"}

TARGET = {"step": 18, "old": "mqpay-a", "new": "mqpay-b",
          "kind": "MQ host to upgrade (mqpay-b now runs the active QMPAY1 instance)"}

OPERATION = {"step": 12,
             "text": "Quiesce the sender channel so that its current batch completes: in `runmqsc QMPAY1` run `STOP "
                     "CHANNEL(TO.QMCLR1) MODE(TERMINATE)`, then wait until `DISPLAY CHSTATUS(TO.QMCLR1)` shows "
                     "`STOPPED` and `DISPLAY QLOCAL(QMCLR1.XMITQ) CURDEPTH` shows 0.",
             "change": "`MODE(QUIESCE)` -> `MODE(TERMINATE)` in the channel stop; the prose still says quiesce, but "
                       "the channel process is killed mid-batch and the batch can be left in doubt"}
