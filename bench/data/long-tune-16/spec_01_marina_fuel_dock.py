ID = "lt16_01"
TASK = ("Harbour Point marina fuel dock: replace the FC-200 dispenser controller with an FC-300 and move the "
        "dock supply from tank T-1 to tank T-2 during a 10:00-14:00 closure (CHG-48213).")

STEPS = [
    (1, [], "Open change CHG-48213 for the fuel dock controller swap and announce the dock closure (10:00-14:00) on VHF channel 68 and in the marina app.",
     "Raise CHG-48213 to cover swapping the fuel dock controller, then broadcast on VHF channel 68 and push to the marina app that the dock is shut 10:00-14:00.",
     "Announce on VHF channel 68 and in the marina app that the dock closes 10:00-14:00, and open change CHG-48213 for the controller swap."),
    (2, [1], "Do not isolate anything until the harbourmaster and the fuel supplier's site rep have both signed CHG-48213.",
     "Hold off on any isolation until CHG-48213 carries signatures from the harbourmaster and from the site rep of the fuel supplier.",
     None),
    (3, [2], "Set dispensers D-1 and D-2 to `Out of Service` in the FuelMaster console and bag both nozzles.",
     "In the FuelMaster console, put D-1 and D-2 into `Out of Service`, then cover each nozzle with a bag.",
     "Bag the nozzles, and in the FuelMaster console mark D-1 and D-2 `Out of Service`."),
    (4, [2], "Export the transaction log and totalizer readings from the old FC-200 before it is unplugged: `fmctl export --since 2024-01-01 --out /srv/fuel/fc200-export.csv`.",
     "Before anyone unplugs the old FC-200, pull its transaction log and totalizer readings out with `fmctl export --since 2024-01-01 --out /srv/fuel/fc200-export.csv`.",
     "With `fmctl export --since 2024-01-01 --out /srv/fuel/fc200-export.csv`, save the FC-200's transaction log and totalizer readings before it is unplugged."),
    (5, [3], "Close tank outlet valve V-1 on T-1 and hang lock LOTO-07 on its handle.",
     "Shut V-1, the outlet valve of tank T-1, and lock the handle with LOTO-07.",
     "Hang LOTO-07 on the handle of V-1 once that T-1 outlet valve is closed."),
    (6, [5], "Sniff both dispenser sumps and confirm 0 % LEL before any enclosure is opened.",
     "Before opening any enclosure, check the two dispenser sumps with the gas sniffer and make sure they read 0 % LEL.",
     None),
    (7, [4, 6], "Unbolt the old FC-200 controller from the pedestal and mount the new FC-300 in its place.",
     "Take the FC-200 off the pedestal and fit the FC-300 where it was.",
     "Mount the FC-300 on the pedestal in place of the FC-200, which gets unbolted first."),
    (8, [7], "Stage the dock config with `fcctl config load dock-hp.yaml --dry-run` and have a second person read the diff against the FC-200 export.",
     "Have a second person review the diff that `fcctl config load dock-hp.yaml --dry-run` prints, comparing it with what the FC-200 export contains.",
     "Have a second person read the diff against the FC-200 export after staging the dock config (`fcctl config load dock-hp.yaml --dry-run`)."),
    (9, [8], "Apply the reviewed config with `fcctl config load dock-hp.yaml`.",
     "Load the config for real once it has been reviewed: `fcctl config load dock-hp.yaml`.",
     None),
    (10, [9], "Open supply valve V-2 on tank T-2, set T-2 to `Active` in the tank gauge system and leave T-1 in `Standby`.",
     "Crack open V-2, the supply valve of T-2, mark T-2 as `Active` in the tank gauge system, and keep T-1 at `Standby`.",
     "In the tank gauge system, T-2 goes to `Active` and T-1 stays in `Standby`; open T-2's supply valve V-2."),
    (11, [9], "Import the saved totals into the FC-300: `fcctl totals import /srv/fuel/fc200-export.csv`.",
     "Load the FC-300 with the totals saved earlier by running `fcctl totals import /srv/fuel/fc200-export.csv`.",
     "Run `fcctl totals import /srv/fuel/fc200-export.csv` so the FC-300 carries the saved totals."),
    (12, [10, 11], "Prove each dispenser: pump 20 litres from D-1 and from D-2 into the calibrated can and accept only if both are within 0.5 %.",
     "Into the calibrated can, deliver 20 litres from D-1 and the same from D-2; both must land within 0.5 % or the dock stays shut.",
     None),
    (13, [12], "Put D-1 and D-2 back to `In Service` in the FuelMaster console and take the bags off the nozzles.",
     "Unbag the nozzles and switch D-1 and D-2 to `In Service` again in the FuelMaster console.",
     None),
    (14, [13], "Watch the first 5 boat fills on the FC-300 screen for flow or card-reader errors.",
     "Keep an eye on the FC-300 screen through the first 5 boat fills, looking for card-reader or flow errors.",
     None),
    (15, [13], "Check in the FuelMaster back office that D-1 and D-2 sales are posting with the right price per litre.",
     "Confirm from the FuelMaster back office that sales from D-1 and D-2 arrive with the correct price per litre.",
     None),
    (16, [14, 15], "Close CHG-48213 and announce on VHF channel 68 and in the app that the fuel dock is open.",
     "Tell boaters on VHF channel 68 and in the app that the fuel dock has reopened, then close CHG-48213.",
     None),
]

GUARDS = {2: "harbourmaster and supplier sign-off before isolation",
          4: "export of transaction log and totals before the controller is removed",
          6: "0 % LEL sump check before opening enclosures",
          8: "dry-run diff review before applying the config",
          12: "proving-can check before return to service"}
DROP_GUARD = 4

SPLITS = {
    4: ("Export the transaction log and totalizer readings from the old FC-200 before it is unplugged.",
        "Use `fmctl export --since 2024-01-01 --out /srv/fuel/fc200-export.csv` for that export."),
    10: ("Open supply valve V-2 on tank T-2.",
         "Set T-2 to `Active` in the tank gauge system and leave T-1 in `Standby`."),
}
REGEN_SPLIT = (12, ("Deliver 20 litres from D-1 and then from D-2 into the calibrated proving can.",
                    "Only go on if each delivery is within 0.5 % of the can reading."))
SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Open CHG-48213 for the controller swap, announce the closure and get harbourmaster and supplier sign-off."),
    ([5, 6], "Close and lock V-1 on T-1 and sniff the sumps."),
    ([8, 9], "Dry-run the dock config on the FC-300, then apply it."),
    ([12, 13], "Prove D-1 and D-2 with the calibrated can and put them back in service."),
    ([15, 16], "Check back-office posting, close the change and announce the dock open."),
]

LOST = {"remove": (6, 7), "add": [(6, 12)],
        "why": "the FC-200 is unbolted without waiting for the valve isolation and the 0 % LEL sump check"}
TARGET = {"step": 1, "old": "VHF channel 68", "new": "VHF channel 16", "kind": "VHF channel"}
OPERATION = {"step": 5,
             "text": "Leave tank outlet valve V-1 on T-1 open and hang lock LOTO-07 on the dispenser cabinet door.",
             "change": "isolation not done: outlet valve V-1 left open instead of closed and locked (whole step rewritten)"}
