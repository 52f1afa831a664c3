ID = "lt14_05"
TASK = "FX e-trading: pricing engine fxpe 4.8.2 -> 4.9.0 on the LD4 pair over the weekend, failover, replay test and Sunday open"

STEPS = [
    (1, [], "Open CHG-90417 to upgrade FX pricing engine `fxpe` from 4.8.2 to 4.9.0 on the LD4 pair `fxpe-ld4-a` and `fxpe-ld4-b`, Saturday 2025-06-14 06:00 London time.",
     "Raise CHG-90417 for taking the `fxpe` pricing engine on the LD4 pair (`fxpe-ld4-a`, `fxpe-ld4-b`) from 4.8.2 up to 4.9.0, starting Saturday 2025-06-14 at 06:00 London time.",
     "On Saturday 2025-06-14 06:00 London time, pair `fxpe-ld4-a` and `fxpe-ld4-b` in LD4 gets `fxpe` 4.9.0 (from 4.8.2): open CHG-90417 for it."),
    (2, [1], "Get the e-trading desk head's approval on CHG-90417, confirming that no client flow is expected while the market is closed.",
     "The head of the e-trading desk has to approve CHG-90417 and confirm there will be no client flow while the market is shut.",
     "On CHG-90417, obtain approval from the e-trading desk head (who confirms no client flow is expected during market close)."),
    (3, [1], "Back up the config and spread matrices: `fxpe-ctl export --all > /srv/fxpe/backup/fxpe_4.8.2_20250614.tgz`.",
     "So that 4.8.2 can be restored exactly, save the full configuration and the spread matrices with `fxpe-ctl export --all > /srv/fxpe/backup/fxpe_4.8.2_20250614.tgz`.",
     "Save everything to `/srv/fxpe/backup/fxpe_4.8.2_20250614.tgz` via `fxpe-ctl export --all > /srv/fxpe/backup/fxpe_4.8.2_20250614.tgz`, config and spread matrices included."),
    (4, [2, 3], "Drain the standby `fxpe-ld4-b`: `fxpe-ctl node drain fxpe-ld4-b`.",
     "Wind down the standby node `fxpe-ld4-b` with `fxpe-ctl node drain fxpe-ld4-b`.",
     None),
    (5, [4], "On `fxpe-ld4-b` install the new build with `dnf install -y fxpe-4.9.0-1.el9` and restart it with `systemctl restart fxpe`.",
     "Put the 4.9.0 package on the drained standby (`dnf install -y fxpe-4.9.0-1.el9`), then bounce the service: `systemctl restart fxpe` on `fxpe-ld4-b`.",
     "Run `dnf install -y fxpe-4.9.0-1.el9` followed by `systemctl restart fxpe` on `fxpe-ld4-b`."),
    (6, [5], "Check that `fxpe-ld4-b` subscribes to all 6 LP streams and that the aggregated EURUSD book shows at least 5 levels.",
     "Make sure the upgraded node has every one of the 6 LP streams and builds an aggregated EURUSD book 5 or more levels deep (`fxpe-ld4-b`).",
     None),
    (7, [5], "Replay Friday's ticks: `fxpe-replay --date 2025-06-13 --node fxpe-ld4-b --compare-to prod`; prices for EURUSD, GBPUSD and USDJPY must match within 0.1 pip.",
     "Feed Friday's market data back through the upgraded node with `fxpe-replay --date 2025-06-13 --node fxpe-ld4-b --compare-to prod`, and check that USDJPY, GBPUSD and EURUSD prices agree to within 0.1 pip.",
     "EURUSD, GBPUSD and USDJPY must match within 0.1 pip in the replay of Friday's ticks (`fxpe-replay --date 2025-06-13 --node fxpe-ld4-b --compare-to prod`)."),
    (8, [6, 7], "Fail over to the upgraded node: `fxpe-ctl node promote fxpe-ld4-b`.",
     "Hand the primary role over to the node that now runs 4.9.0 by running `fxpe-ctl node promote fxpe-ld4-b`.",
     None),
    (9, [8], "Watch `fxpe-ld4-b` as primary for 20 minutes: tick-to-quote p99 under 250 microseconds and no `FXPE_STALE` alert; if either fails, promote `fxpe-ld4-a` back.",
     "For 20 min, observe the new primary `fxpe-ld4-b`. Should p99 tick-to-quote reach 250 µs or a `FXPE_STALE` alert fire, promote `fxpe-ld4-a` back.",
     "Promote `fxpe-ld4-a` back if, during 20 minutes with `fxpe-ld4-b` as primary, tick-to-quote p99 is not under 250 microseconds or any `FXPE_STALE` alert fires."),
    (10, [9], "Drain the old primary `fxpe-ld4-a`: `fxpe-ctl node drain fxpe-ld4-a`.",
     "Take traffic off the former primary, fxpe-ld4-a, by running `fxpe-ctl node drain fxpe-ld4-a`.",
     None),
    (11, [10], "On `fxpe-ld4-a` run `dnf install -y fxpe-4.9.0-1.el9` and `systemctl restart fxpe`.",
     "Upgrade the second node the same way: `dnf install -y fxpe-4.9.0-1.el9` and then `systemctl restart fxpe` on `fxpe-ld4-a`.",
     None),
    (12, [11], "Confirm that `fxpe-ld4-a` has rejoined as standby: `fxpe-ctl cluster status` must show `IN_SYNC` and 6 LP streams.",
     "Verify the old primary came back as the standby; `fxpe-ctl cluster status` needs to report `IN_SYNC` with 6 LP streams (`fxpe-ld4-a`).",
     "`fxpe-ctl cluster status` must show `IN_SYNC` and 6 LP streams once `fxpe-ld4-a` rejoins as standby."),
    (13, [9], "Have the quant team compare `fxpe-ctl skew show --pair EURUSD` on the new primary with the exported spread matrices.",
     "Ask quants to check the live skew on the new primary (`fxpe-ctl skew show --pair EURUSD`) against the spread matrices that were exported.",
     "Compare, with the quant team, the exported spread matrices and the output of `fxpe-ctl skew show --pair EURUSD` on the new primary."),
    (14, [12, 13], "Send synthetic RFQs from UAT client `CLIENT-UAT-07` for EURUSD 5m and USDJPY 10m; quotes must come back within 50 ms.",
     "Fire test RFQs as the UAT client `CLIENT-UAT-07`, USDJPY 10m and EURUSD 5m, and check each quote returns inside 50 ms.",
     "Quotes must come back within 50 ms for synthetic RFQs (EURUSD 5m, USDJPY 10m) sent from UAT client `CLIENT-UAT-07`."),
    (15, [14], "At 21:30 on Sunday check that all 6 LP FIX sessions show `LOGGED_ON`; if one does not, do not open streaming and call the LP.",
     "Sunday 21:30, before the open: every one of the 6 LP FIX sessions has to be `LOGGED_ON`; should any be missing, keep streaming closed and phone that LP.",
     None),
    (16, [15], "At the 22:00 Sunday open enable client streaming: `fxpe-ctl streaming enable --tier all`.",
     "When the market opens at 22:00 on Sunday, switch client streaming on with `fxpe-ctl streaming enable --tier all`.",
     "Run `fxpe-ctl streaming enable --tier all` at the 22:00 Sunday open to turn client streaming on."),
    (17, [16], "Watch the first 30 minutes of the Asia open: reject ratio below 2% and no `FXPE_STALE` alert.",
     "For the first 30 min of the Asian session, keep the reject ratio under 2% and make sure no `FXPE_STALE` alert appears.",
     None),
    (18, [17], "Get the desk head's confirmation that pricing is normal.",
     "Ask the head of the desk to confirm that prices look normal.",
     None),
    (19, [17], "Tag `/srv/fxpe/backup/fxpe_4.8.2_20250614.tgz` for 90-day retention in the backup catalogue.",
     "In the backup catalogue, give `/srv/fxpe/backup/fxpe_4.8.2_20250614.tgz` a 90-day retention so it is kept.",
     "Set 90-day retention in the backup catalogue on `/srv/fxpe/backup/fxpe_4.8.2_20250614.tgz`."),
    (20, [18, 19], "Close CHG-90417 with the replay comparison attached.",
     "Attach the replay comparison and close CHG-90417.",
     None),
]

GUARDS = {
    2: "desk head approval on CHG-90417",
    3: "fxpe-ctl export backup before the upgrade",
    7: "replay comparison within 0.1 pip before failover",
    9: "20-minute watch of the new primary before the second node",
    15: "LP FIX sessions LOGGED_ON before streaming is enabled",
    17: "30-minute watch of the Asia open before sign-off",
}
DROP_GUARD = 3

SPLITS = {
    7: ("Replay Friday's ticks: `fxpe-replay --date 2025-06-13 --node fxpe-ld4-b --compare-to prod`.",
        "Prices for EURUSD, GBPUSD and USDJPY must match within 0.1 pip."),
    14: ("Send synthetic RFQs from UAT client `CLIENT-UAT-07` for EURUSD 5m and USDJPY 10m.",
         "Check that the quotes come back within 50 ms."),
}
REGEN_SPLIT = (5, (
    "Install the 4.9.0 build on the drained standby `fxpe-ld4-b`: `dnf install -y fxpe-4.9.0-1.el9`.",
    "Then restart the engine on that node with `systemctl restart fxpe`.",
))
SERIALIZE = [6, 7]

COMPRESS = [
    ([1, 2], "Open CHG-90417 and get the desk head's approval."),
    ([4, 5], "Drain `fxpe-ld4-b` and install 4.9.0 on it."),
    ([8, 9], "Promote `fxpe-ld4-b` and watch it as primary."),
    ([10, 11], "Drain and upgrade `fxpe-ld4-a`."),
    ([15, 16], "Check LP sessions and enable client streaming at the Sunday open."),
    ([18, 20], "Get desk confirmation and close CHG-90417."),
]

LOST = {"remove": (15, 16), "add": [(14, 16), (15, 20)],
        "why": "client streaming is enabled at the open (16) without waiting for the 21:30 check that all 6 LP FIX sessions are `LOGGED_ON` (15)"}

TARGET = {"step": 10, "old": "fxpe-ld4-a", "new": "fxpe-ld4-b", "kind": "host (pricing node)"}

OPERATION = {"step": 8,
             "text": "Fail over to the upgraded node: `fxpe-ctl node demote fxpe-ld4-b`.",
             "change": "promote -> demote (prose unchanged)"}
