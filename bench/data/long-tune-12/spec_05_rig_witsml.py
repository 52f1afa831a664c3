ID = "lt12_05"
TASK = "Nordhav Alpha rig: move the NHA-17 real-time drilling data feed from the rig WITSML 1.3.1.1 store to the onshore WITSML 1.4.1.1 store at a connection"

STEPS = [
 (1, [], "Open MOC-NHA-0442 to move the NHA-17 real-time feed from witsml-old.nha.rig (1.3.1.1) to witsml.onshore.nordhav.net (1.4.1.1).",
  "Raise MOC-NHA-0442: the NHA-17 real-time feed moves off witsml-old.nha.rig (1.3.1.1) onto witsml.onshore.nordhav.net (1.4.1.1).",
  "For the feed move from witsml-old.nha.rig (1.3.1.1) to witsml.onshore.nordhav.net (1.4.1.1) on NHA-17, open MOC-NHA-0442."),
 (2, [1], "The drilling superintendent and the company man agree in MOC-NHA-0442 that the switch happens at a connection, never while drilling ahead.",
  "Get the company man and the drilling superintendent to record in MOC-NHA-0442 that the switch is done at a connection and not while drilling ahead.",
  None),
 (3, [2], "Export logs, trajectory and mud log of NHA-17 from the old store: `witsml-export --url https://witsml-old.nha.rig/store --well NHA-17 --objects log,trajectory,mudLog -o /data/keep/nha17-0515.zip`.",
  "Pull the NHA-17 logs, trajectory and mud log out of the old store with `witsml-export --url https://witsml-old.nha.rig/store --well NHA-17 --objects log,trajectory,mudLog -o /data/keep/nha17-0515.zip`.",
  "`witsml-export --url https://witsml-old.nha.rig/store --well NHA-17 --objects log,trajectory,mudLog -o /data/keep/nha17-0515.zip` exports logs, trajectory and mud log of NHA-17 from the old store."),
 (4, [3], "`sha256sum /data/keep/nha17-0515.zip > /data/keep/nha17-0515.sha256`",
  "Record a checksum of the export: `sha256sum /data/keep/nha17-0515.zip > /data/keep/nha17-0515.sha256`.",
  None),
 (5, [2], "Create the well and wellbore on the new store: `witsml-admin create-well --url https://witsml.onshore.nordhav.net/store --uid NHA-17 --wellbore NHA-17-ST0`.",
  "Set up well and wellbore in the new store using `witsml-admin create-well --url https://witsml.onshore.nordhav.net/store --uid NHA-17 --wellbore NHA-17-ST0`.",
  None),
 (6, [4, 5], "Import the history: `witsml-import --url https://witsml.onshore.nordhav.net/store -i /data/keep/nha17-0515.zip`.",
  "Load the exported history into the new store via `witsml-import --url https://witsml.onshore.nordhav.net/store -i /data/keep/nha17-0515.zip`.",
  "`witsml-import --url https://witsml.onshore.nordhav.net/store -i /data/keep/nha17-0515.zip` imports the history."),
 (7, [6], "Depth log NHA-17-ST0-DEPTH must have the same row count in both stores (about 1.9 million) and the same last index to 0.01 m.",
  "Compare NHA-17-ST0-DEPTH between the two stores: equal row counts (about 1.9 million) and last index agreeing to 0.01 m.",
  "Row counts (about 1.9 million) and the last index (to 0.01 m) of depth log NHA-17-ST0-DEPTH have to match across both stores."),
 (8, [7], "Have the rig aggregator write to both stores: `aggctl target add witsml-new --url https://witsml.onshore.nordhav.net/store --mode mirror`.",
  "Add the new store as a mirror target on the rig aggregator: `aggctl target add witsml-new --url https://witsml.onshore.nordhav.net/store --mode mirror`.",
  None),
 (9, [8], "Let the mirror run for 2 stands: rows land in both stores with lag under 5 seconds.",
  "Leave mirroring on for 2 stands and watch rows reach both stores with less than 5 seconds of lag.",
  "Over 2 stands, rows must land in both stores with lag under 5 seconds; let the mirror run."),
 (10, [8], "Check the mud logging feed (gas, ROP, flow out) appears in the new store's mudLog.",
  "Make sure gas, ROP and flow out from the mud logging unit turn up in the mudLog of the new store.",
  None),
 (11, [8], "Check the MWD contractor's survey uploads reach the new trajectory object.",
  "Confirm that surveys uploaded by the MWD contractor arrive in the trajectory object of the new store.",
  "The new trajectory object must receive the MWD contractor's survey uploads; check it."),
 (12, [9, 10, 11], "Point Petrel, the WellView dashboard and the other onshore RTOC displays at the new store.",
  "Repoint Petrel and the WellView dashboard in the onshore RTOC to the new store.",
  None),
 (13, [12], "Wait for the next connection: the driller confirms slips set and pumps off.",
  "Hold until the next connection, when the driller calls slips set and pumps off.",
  "Slips set and pumps off, confirmed by the driller: wait for that at the next connection."),
 (14, [13], "Make the new store primary and keep the old one as mirror: `aggctl target promote witsml-new`, then `aggctl target demote witsml-old`.",
  "Run `aggctl target promote witsml-new` and after it `aggctl target demote witsml-old`, so the new store is primary and the old store only mirrors.",
  None),
 (15, [14], "Watch the first stand drilled after the switch: depth, hookload and gas in the new store within 5 seconds.",
  "On the first stand after the switch, check depth, hookload and gas reach the new store inside 5 seconds.",
  "Depth, hookload and gas have to reach the new store within 5 seconds during the first stand drilled after the switch."),
 (16, [14], "Send the new store URL to the service companies (MWD, mud logging, cementing).",
  "Let MWD, mud logging and cementing know the URL of the new store.",
  None),
 (17, [15], "`witsml-gapcheck --well NHA-17 --from 2025-05-15T06:00Z --hours 24` must report zero gaps.",
  "Run the 24-hour gap check, `witsml-gapcheck --well NHA-17 --from 2025-05-15T06:00Z --hours 24`, and expect zero gaps.",
  None),
 (18, [17], "Flush the aggregator buffer to the old store with `aggctl buffer flush --target witsml-old`, then remove that target: `aggctl target remove witsml-old`.",
  "First push whatever is buffered to the old store (`aggctl buffer flush --target witsml-old`); only then drop the target with `aggctl target remove witsml-old`.",
  "`aggctl buffer flush --target witsml-old` flushes the buffer to the old store, after which `aggctl target remove witsml-old` removes the target."),
 (19, [18], "Make the old store read-only: `witsml-admin set-readonly --url https://witsml-old.nha.rig/store`.",
  "Turn the old store read-only using `witsml-admin set-readonly --url https://witsml-old.nha.rig/store`.",
  None),
 (20, [16, 19], "Close MOC-NHA-0442 with the gap check output attached.",
  "Attach the gap check output and close MOC-NHA-0442.",
  "MOC-NHA-0442 gets the gap check output and is closed."),
]

GUARDS = {
 2: "superintendent / company man agreement (approval)",
 3: "export of the old store's objects",
 4: "checksum of the export (text does not say what it protects)",
 7: "row-count comparison before mirroring",
 9: "2-stand soak of the mirror before repointing",
 13: "wait for a connection (quiet period) before the switch",
 17: "24-hour gap check before removing the old target",
}
DROP_GUARD = 2

SPLITS = {
 7: ("Depth log NHA-17-ST0-DEPTH must have the same row count in both stores (about 1.9 million).",
     "Its last index must also match to 0.01 m."),
 14: ("Make the new store primary: `aggctl target promote witsml-new`.",
      "Then keep the old one as mirror: `aggctl target demote witsml-old`."),
}
REGEN_SPLIT = (3, (
 "From the old store, export logs, trajectory and mud log for NHA-17.",
 "Command: `witsml-export --url https://witsml-old.nha.rig/store --well NHA-17 --objects log,trajectory,mudLog -o /data/keep/nha17-0515.zip`.",
))
SERIALIZE = [10, 11]
COMPRESS = [
 ([1, 2], "Open MOC-NHA-0442 for the NHA-17 feed move and agree the switch at a connection."),
 ([3, 4], "Export NHA-17 from the old store to /data/keep and checksum it."),
 ([6, 7], "Import the history into the new store and compare the depth log row counts."),
 ([8, 9], "Add the new store as a mirror target and let it run for a couple of stands."),
 ([13, 14], "At the next connection, promote the new store and demote the old one."),
 ([18, 19], "Remove the old aggregator target and make the old store read-only."),
]
LOST = {"remove": (13, 14), "add": [(12, 14), (13, 15)],
        "why": "the primary switch no longer waits for a connection (slips set, pumps off) and can happen while drilling ahead"}
TARGET = {"step": 5, "old": "witsml.onshore.nordhav.net", "new": "witsml.test.nordhav.net", "kind": "host (production store -> test store)"}
OPERATION = {"step": 18, "change": "order of two operations inside one step reversed: target removed before its buffer is flushed",
 "text": "Remove the old target with `aggctl target remove witsml-old`, then flush the aggregator buffer to the old store: `aggctl buffer flush --target witsml-old`."}
