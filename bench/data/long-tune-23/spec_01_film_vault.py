ID = "lt23_01"
TASK = "Film archive: replace the dehumidifier controller of nitrate vault NV-3, with the reels held in NV-5 meanwhile"

STEPS = [
    (1, [], "Open change CHG-40712 for the NV-3 dehumidifier controller swap and book holding vault NV-5 for 2 days.",
     "Raise CHG-40712 covering the controller swap on the NV-3 dehumidifier, and reserve holding vault NV-5 for 2 days.",
     "Book holding vault NV-5 for 2 days and open change CHG-40712 for the NV-3 dehumidifier controller swap."),
    (2, [1], "Export the last 30 days of NV-3 temperature and RH history from `vaultmon` to `nv3-history-2025-05.csv` and attach it to CHG-40712.",
     "Before anything is touched, pull 30 days of NV-3 temperature/RH trend out of `vaultmon` into `nv3-history-2025-05.csv`; the file goes on CHG-40712.",
     None),
    (3, [1], "Get written sign-off from the head of collections for moving the 412 nitrate reels out of NV-3.",
     "No reel leaves NV-3 until the head of collections has approved, in writing, the move of all 412 nitrate reels.",
     "For moving the 412 nitrate reels out of NV-3, get written sign-off from the head of collections."),
    (4, [3], "Check that holding vault NV-5 has held 4 °C and 30 % RH (± 2 %) for at least 24 hours before any reel moves.",
     "Reels stay where they are unless NV-5 has been at 4 °C and 30 % RH (± 2 %) for no fewer than 24 hours.",
     None),
    (5, [3], "Ask the fire officer to confirm that sprinkler zone Z-5 in NV-5 is armed, and leave the NV-5 alarm enabled throughout.",
     "Have the fire officer confirm that Z-5, the NV-5 sprinkler zone, is armed; do not disable the NV-5 alarm at any point.",
     "Leave the NV-5 alarm enabled throughout and ask the fire officer to confirm that NV-5 sprinkler zone Z-5 is armed."),
    (6, [4, 5], "Move the 412 reels from NV-3 to NV-5 in trolley batches of 40, logging every can barcode with `filmdb move --to NV-5`.",
     "Transfer the reels (412 of them) out of NV-3 into NV-5, 40 per trolley batch; each can barcode is logged through `filmdb move --to NV-5`.",
     "Using `filmdb move --to NV-5` to log every can barcode, take the 412 reels from NV-3 to NV-5 in trolley batches of 40."),
    (7, [6], "Reconcile the move: `filmdb count --vault NV-5` must show 412 reels and `filmdb count --vault NV-3` must show 0.",
     "Make sure the move balances. NV-3 has to be empty (`filmdb count --vault NV-3` gives 0) and `filmdb count --vault NV-5` has to report 412 reels.",
     None),
    (8, [2, 7], "Isolate dehumidifier DH-3 at breaker DB-3/7 and lock it out with lock LO-118.",
     "DH-3 must be isolated at breaker DB-3/7, with lock LO-118 on it, before work starts.",
     "At breaker DB-3/7, isolate the DH-3 dehumidifier and apply lock LO-118."),
    (9, [8], "Remove the old Munters controller from DH-3 and fit the new Carel c.pCO controller, reusing sensor terminals T1-T6.",
     "Take the old Munters controller off DH-3 and put the new Carel c.pCO in its place; sensor terminals T1-T6 stay as they are.",
     None),
    (10, [9], "Load configuration `nv3-dh-v2.cfg` on the c.pCO with setpoints 4 °C and 30 % RH and the high-RH alarm at 40 %.",
     "Apply `nv3-dh-v2.cfg` to the c.pCO: the high-RH alarm sits at 40 %, the setpoints are 30 % RH and 4 °C.",
     "With setpoints 4 °C / 30 % RH and the high-RH alarm at 40 %, load `nv3-dh-v2.cfg` onto the c.pCO."),
    (11, [10], "Remove lock LO-118 and re-energise DH-3 at breaker DB-3/7.",
     "Take lock LO-118 off and put DH-3 back in service by closing breaker DB-3/7.",
     None),
    (12, [11], "Watch NV-3 for 48 hours: RH must stay between 28 % and 32 % and temperature at 4 °C ± 1 °C before any reel goes back.",
     "The return of reels waits until NV-3 has run 48 hours without RH leaving 28 %-32 % or temperature drifting beyond 4 °C ± 1 °C.",
     "Before any reel goes back, NV-3 gets a 48 hours watch, holding RH between 28 % and 32 % and temperature at 4 °C ± 1 °C."),
    (13, [11], "Point `vaultmon` at the new controller on 10.8.3.21:502 (Modbus) and confirm the NV-3 trend updates every 60 seconds.",
     "Re-target `vaultmon` to the new Modbus controller, 10.8.3.21:502, and make sure the NV-3 trend refreshes every 60 seconds.",
     "Confirm the NV-3 trend updates every 60 seconds after pointing `vaultmon` at the new Modbus controller on 10.8.3.21:502."),
    (14, [12, 13], "Move the 412 reels back from NV-5 to NV-3 with `filmdb move --to NV-3`.",
     "Return all 412 reels from NV-5 to their home vault NV-3, logging with `filmdb move --to NV-3`.",
     None),
    (15, [14], "Verify that `filmdb count --vault NV-3` reports 412 reels and attach both counts to CHG-40712.",
     "CHG-40712 gets both counts attached once `filmdb count --vault NV-3` is confirmed at 412 reels.",
     "Attach both counts to CHG-40712 after checking that 412 reels are reported by `filmdb count --vault NV-3`."),
    (16, [15], "Close CHG-40712 and release the NV-5 booking.",
     "Release the NV-5 reservation, then close out CHG-40712.",
     None),
]

GUARDS = {
    2: "export of NV-3 history before the controller is removed",
    3: "head of collections sign-off before moving reels",
    4: "NV-5 conditions held 24 h before reels move",
    7: "reel count reconciliation before DH-3 is isolated",
    12: "48-hour stability watch before reels go back",
    15: "final count verification before closing the change",
}
DROP_GUARD = 7

SPLITS = {
    6: ("Move the 412 reels from NV-3 to NV-5 in trolley batches of 40.",
        "Log every can barcode with `filmdb move --to NV-5` as each batch arrives."),
    12: ("Watch NV-3 for 48 hours after the restart.",
         "Before any reel goes back, RH must have stayed between 28 % and 32 % and temperature at 4 °C ± 1 °C."),
}
REGEN_SPLIT = (10, (
    "Push configuration `nv3-dh-v2.cfg` onto the c.pCO controller.",
    "Make sure it holds setpoints of 4 °C and 30 % RH, with the high-RH alarm at 40 %."))
SERIALIZE = [4, 5]
COMPRESS = [
    ([1, 2], "Open CHG-40712 for the NV-3 controller swap, book NV-5 and attach a 30-day vaultmon history export."),
    ([8, 9, 10], "Isolate and lock out DH-3, replace the Munters controller with a Carel c.pCO and load nv3-dh-v2.cfg."),
    ([14, 15, 16], "Move the reels back to NV-3, confirm the count and close CHG-40712."),
]
LOST = {"remove": (7, 8), "add": [(7, 14)],
        "why": "DH-3 is isolated and its controller replaced without waiting for the reconciliation that proves NV-3 is empty"}
TARGET = {"step": 14, "old": "NV-3", "new": "NV-2", "kind": "vault id"}
OPERATION = {"step": 5,
             "text": "Ask the fire officer to confirm that sprinkler zone Z-5 in NV-5 is armed, and disable the NV-5 alarm throughout.",
             "change": "alarm left enabled -> alarm disabled"}
