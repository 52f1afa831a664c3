ID = "lt25_01"
TASK = "Museum climate: firmware 2.4.1 -> 2.6.0 and a new RH band on the six display-case conditioning units of Gallery 12 (loaned objects)"
STEPS = [
 (1, [], "Open change CHG-30418 for the Gallery 12 case conditioning units `ccu-g12-01` to `ccu-g12-06` and notify the registrar, because loan agreement LA-2025-077 requires 48 hours notice of any climate work.",
  "Raise CHG-30418 covering the conditioning units `ccu-g12-01` to `ccu-g12-06` in Gallery 12, and give the registrar the 48 hours notice that loan agreement LA-2025-077 demands for climate work.",
  "Notify the registrar (loan agreement LA-2025-077 needs 48 hours notice of climate work) and open change CHG-30418 for Gallery 12 units ccu-g12-01 to ccu-g12-06."),
 (2, [1], "Export the current CCU configuration with `ccuctl config export --all --out /srv/ccu/backup/CHG-30418.json` and copy it to the collections share before anything is changed.",
  "Before touching anything, take a copy of the unit configuration using `ccuctl config export --all --out /srv/ccu/backup/CHG-30418.json` and put that file on the collections share.",
  None),
 (3, [1], "Pull 30 days of RH and temperature history for cases C12-01 to C12-06 from the Hanwell server `hanwell01.museum.local` as the baseline.",
  "As a baseline, download the last 30 days of temperature and RH readings for cases C12-01 to C12-06 off `hanwell01.museum.local`, the Hanwell server.",
  "From the Hanwell server (`hanwell01.museum.local`) pull the baseline: 30 days of RH and temperature for cases `C12-01` to `C12-06`."),
 (4, [1], "Get written approval from the conservator on duty and the lender's courier for the new RH band of 50 % ±3 %; no firmware goes on without both signatures.",
  "The new band (50 % ±3 % RH) needs sign-off in writing from both the duty conservator and the lender's courier; firmware is not installed until both have signed.",
  None),
 (5, [2, 4], "Run `ccuctl fw stage --version 2.6.0 --units ccu-g12-01..06 --dry-run` and review the compatibility report for any unit still on bootloader 1.x.",
  "Do a dry run with `ccuctl fw stage --version 2.6.0 --units ccu-g12-01..06 --dry-run`, then read through the compatibility report looking for units that are still on bootloader 1.x.",
  "Review the compatibility report for units left on bootloader 1.x after a staging dry run of version 2.6.0 (`ccuctl fw stage --version 2.6.0 --units ccu-g12-01..06 --dry-run`)."),
 (6, [5], "Flash the pilot unit `ccu-g12-01` with `ccuctl fw apply --version 2.6.0 --units ccu-g12-01` and leave the case door sealed.",
  "Keeping the case door sealed, install the firmware on the pilot unit only: `ccuctl fw apply --version 2.6.0 --units ccu-g12-01`.",
  "Flash the pilot (`ccuctl fw apply --version 2.6.0 --units ccu-g12-01`) with the case door left sealed."),
 (7, [6], "Watch case C12-01 for 4 hours on Hanwell: RH must stay within 47-53 % and temperature within 19-21 °C before any other unit is flashed.",
  "No other unit gets flashed until case C12-01 has been observed on Hanwell for 4 hours with RH held inside 47-53 % and the temperature inside 19-21 °C.",
  "Before flashing any other unit, keep an eye on Hanwell for four hours: case C12-01 has to hold 47-53 per cent RH and 19-21 °C."),
 (8, [7], "Flash the remaining units with `ccuctl fw apply --version 2.6.0 --units ccu-g12-02..06 --serial`, one unit at a time.",
  "Move on to the other units one by one, using `ccuctl fw apply --version 2.6.0 --units ccu-g12-02..06 --serial`.",
  None),
 (9, [8], "Set the new band on all six units with `ccuctl setpoint set --rh 50 --tolerance 3 --units ccu-g12-01..06`.",
  "Apply the new RH band to every unit: `ccuctl setpoint set --rh 50 --tolerance 3 --units ccu-g12-01..06` (six in total).",
  "With `ccuctl setpoint set --rh 50 --tolerance 3 --units ccu-g12-01..06`, put the new band on the 6 units."),
 (10, [9], "Check that each unit reports firmware 2.6.0 and setpoint 50 % in `ccuctl status --units ccu-g12-01..06`.",
  "In the output of `ccuctl status --units ccu-g12-01..06`, confirm every unit shows a 50 % setpoint and firmware 2.6.0.",
  None),
 (11, [9], "Confirm the silica gel cassettes in cases C12-03 and C12-05 read below 60 % saturation on the indicator cards.",
  "Look at the indicator cards of the silica gel cassettes in cases C12-03 and C12-05; saturation has to be under 60 %.",
  "Confirm that the indicator cards read below 60 per cent saturation for the silica gel cassettes (cases C12-05 and C12-03)."),
 (12, [9], "Verify the BMS alarm points `G12-CCU-ALM-01` to `G12-CCU-ALM-06` still raise in the Niagara workbench after a simulated fault on each unit.",
  "Simulate a fault on every unit and make sure the Niagara workbench still raises BMS alarm points `G12-CCU-ALM-01` to `G12-CCU-ALM-06`.",
  None),
 (13, [3, 10, 11, 12], "Compare 24 hours of post-change RH against the 30-day baseline; the daily swing must not exceed 4 % in any case.",
  "Hold the change open until 24 hours of RH after the work can be set against the 30-day baseline, and no case shows a daily swing above 4 %.",
  "Set the post-change RH (24 hours of it) against the 30-day baseline: in no case may the daily swing go over 4 %."),
 (14, [13], "Close CHG-30418, attach the Hanwell report and send the registrar the confirmation required by LA-2025-077.",
  "Send the registrar the confirmation LA-2025-077 asks for, attach the Hanwell report and close CHG-30418.",
  None),
]
GUARDS = {2: "backup: config export before any change", 4: "approval: conservator and courier sign-off",
          5: "dryrun: staging dry run and compatibility review", 7: "health: 4-hour pilot case watch before the other units",
          13: "verify: 24-hour RH comparison before close"}
DROP_GUARD = 7
SPLITS = {1: ("Open change CHG-30418 for the Gallery 12 case conditioning units `ccu-g12-01` to `ccu-g12-06`.",
              "Notify the registrar, because loan agreement LA-2025-077 requires 48 hours notice of any climate work."),
          7: ("Watch case C12-01 for 4 hours on Hanwell.",
              "RH must stay within 47-53 % and temperature within 19-21 °C before any other unit is flashed.")}
REGEN_SPLIT = {4: ["Ask the duty conservator to approve the new RH band (50 % ±3 %) in writing.",
                   "Get the lender's courier to countersign as well; nothing is flashed until both signatures are in."],
               12: ["Trigger a simulated fault on each unit, one after the other.",
                    "In the Niagara workbench, check that alarm points `G12-CCU-ALM-01` to `G12-CCU-ALM-06` come up."]}
SERIALIZE = [10, 11, 12]
COMPRESS = [([1, 2], "Open CHG-30418 for the Gallery 12 case units, tell the registrar and export the CCU config to /srv/ccu/backup."),
            ([6, 7], "Flash the pilot unit `ccu-g12-01` to 2.6.0 and watch its case on Hanwell for a few hours."),
            ([8, 9], "Flash the other units to 2.6.0 and set the new RH band of 50 % on all of them."),
            ([13, 14], "Compare the post-change RH with the baseline, then close CHG-30418 and confirm to the registrar.")]
LOST = {"remove": (7, 8), "add": [(6, 8), (7, 13)], "why": "the other five units are flashed without waiting for the 4-hour watch of the pilot case"}
TARGET = {"step": 9, "old": "--rh 50", "new": "--rh 58", "kind": "RH setpoint percentage"}
OPERATION = {"step": 6, "text": "Flash the pilot unit `ccu-g12-01` with `ccuctl fw apply --version 2.6.0 --units ccu-g12-01 --factory-reset` and leave the case door sealed.",
             "change": "`--factory-reset` added (wipes the unit's calibration)"}
