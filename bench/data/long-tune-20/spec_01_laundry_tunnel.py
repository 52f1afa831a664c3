"""lt20_01: hospital-linen tunnel washer TW-1, wash formula HOSP-THERM v7 -> v8."""

ID = "lt20_01"
TASK = ("Roll out wash formula HOSP-THERM v8 (less water, 71 °C thermal-disinfection hold) on the hospital-linen "
        "tunnel washer TW-1: export, dry-run import, activation, lockout, dosing pump recalibration, logged trial "
        "batches and QA release back to production.")

# (key, deps, golden text, hand paraphrase, hand "identifiers moved" rewrite or None)
STEPS = [
    (1, [],
     "Raise change CHG-88412 for formula HOSP-THERM v8 on tunnel washer TW-1 and reserve the Saturday 05:00-09:00 "
     "stop with production planning.",
     "Open CHG-88412 to cover moving TW-1 onto HOSP-THERM v8, and agree the Saturday 05:00-09:00 stop with the "
     "production planners.",
     "For tunnel washer TW-1, put in CHG-88412 (formula HOSP-THERM v8) and book the 05:00-09:00 Saturday stop with "
     "production planning."),
    (2, [1],
     "Get written sign-off on the v8 parameter sheet from the infection prevention lead and the laundry manager "
     "(71 °C held for 180 s in modules 9-11).",
     "Nothing changes until the infection prevention lead and the laundry manager have signed the v8 parameter "
     "sheet, which holds modules 9-11 at 71 °C for 180 s.",
     None),
    (3, [1],
     "Export the live formula table and controller parameters before touching anything: "
     "`tw1ctl export --formulas --params --out /srv/tw1/backup/tw1_2025-06-14.json`.",
     "Take a copy of the running formula table and the controller parameters first, using "
     "`tw1ctl export --formulas --params --out /srv/tw1/backup/tw1_2025-06-14.json`.",
     "Before any change, `tw1ctl export --formulas --params --out /srv/tw1/backup/tw1_2025-06-14.json` dumps the "
     "live formula table and controller parameters; run it."),
    (4, [1],
     "Run out the last soiled batches, wait for the HMI batch counter to reach 0, then put loading conveyor LC-1 on "
     "hold (`tw1ctl conveyor LC-1 hold`).",
     "Let the remaining soiled batches clear the tunnel; when the batch counter on the HMI shows 0, stop the feed by "
     "holding loading conveyor LC-1 with `tw1ctl conveyor LC-1 hold`.",
     "Hold loading conveyor LC-1 (`tw1ctl conveyor LC-1 hold`) once the last soiled batches have run out and the "
     "HMI batch counter is at 0."),
    (5, [3],
     "Dry-run the import and review the diff against v7 with the washroom supervisor: "
     "`tw1ctl import --formula /srv/tw1/formulas/HOSP-THERM-v8.json --dry-run --diff` (water l/kg per module, "
     "dose ml, temperatures).",
     "Sit down with the washroom supervisor and go through what would change compared with v7 (water l/kg per "
     "module, dose ml, temperatures), as shown by "
     "`tw1ctl import --formula /srv/tw1/formulas/HOSP-THERM-v8.json --dry-run --diff`; nothing is written yet.",
     None),
    (6, [2, 4, 5],
     "Import and activate the formula: `tw1ctl import --formula /srv/tw1/formulas/HOSP-THERM-v8.json --activate`, "
     "then confirm the HMI shows HOSP-THERM v8 as the active program for TW-1.",
     "Load the new formula for real with `tw1ctl import --formula /srv/tw1/formulas/HOSP-THERM-v8.json --activate` "
     "and check on the HMI that TW-1 now lists HOSP-THERM v8 as its active program.",
     "On TW-1, make HOSP-THERM v8 the active program (`tw1ctl import --formula "
     "/srv/tw1/formulas/HOSP-THERM-v8.json --activate`) and make sure the HMI reports it that way."),
    (7, [6],
     "Arm the thermal lockout for v8: set `ThermoLockout=1` and `LockoutTempC=71` in `/opt/cbw/etc/cbw1.ini` and "
     "reload with `tw1ctl reload-config`, so transfer stops if module 10 reads below 71 °C.",
     "So that transfer halts whenever module 10 falls under 71 °C on v8, write `ThermoLockout=1` and `LockoutTempC=71` "
     "into `/opt/cbw/etc/cbw1.ini` and apply them through `tw1ctl reload-config`.",
     "In `/opt/cbw/etc/cbw1.ini`, `ThermoLockout=1` together with `LockoutTempC=71` arms the v8 lockout (no transfer "
     "below 71 °C in module 10); put both in and reload with `tw1ctl reload-config`."),
    (8, [4],
     "Recalibrate Ecolab dosing pumps P1-P4 by catch test into a measuring cylinder (detergent 420 ml, alkali "
     "180 ml, peracetic acid 90 ml per 50 kg batch, each within ±5 %) and store the factors with "
     "`tw1ctl pumps calibrate --pumps P1-P4 --from-catch-test`.",
     "Catch each Ecolab pump P1-P4 into a measuring cylinder and adjust until a 50 kg batch gets 420 ml of "
     "detergent, 180 ml of alkali and 90 ml of peracetic acid, all within ±5 %; "
     "`tw1ctl pumps calibrate --pumps P1-P4 --from-catch-test` then saves the factors.",
     None),
    (9, [7, 8],
     "Wash three trial batches of theatre gowns with TempTrace loggers clipped into module 10 "
     "(`tw1ctl trial start --batches 3 --tag TRIAL-V8`).",
     "Put three batches of theatre gowns through as a trial, TempTrace loggers clipped in at module 10, started "
     "with `tw1ctl trial start --batches 3 --tag TRIAL-V8`.",
     None),
    (10, [9],
     "Download the TempTrace loggers and confirm every trial batch held at least 71 °C for at least 180 s; record "
     "the curves in validation file VAL-TW1-2025-06.",
     "Read out the TempTrace loggers and make sure no trial batch spent less than 180 s at 71 °C or above; the "
     "curves go into validation file VAL-TW1-2025-06.",
     "For VAL-TW1-2025-06, check from the downloaded TempTrace loggers that each trial batch stayed at 71 °C or "
     "more for 180 s or longer, and file the curves there."),
    (11, [9],
     "Check final-rinse pH on each trial batch with the titration kit: 6.0-7.0 passes.",
     "Titrate the final rinse of every trial batch; anything in the 6.0-7.0 pH band is a pass.",
     None),
    (12, [9],
     "Compare the trial's chemical and water consumption in the Ecolab portal against the v8 targets "
     "(water 5.5 l/kg, ±10 %).",
     "Look up how much water and chemical the trial used in the Ecolab portal and hold it against what v8 should "
     "use (water 5.5 l/kg, ±10 %).",
     None),
    (13, [10, 11, 12],
     "Release TW-1 back to production: lift the hold on LC-1 (`tw1ctl conveyor LC-1 release`) and tell the "
     "sorting floor that v8 is live.",
     "Hand TW-1 back to production by taking LC-1 off hold with `tw1ctl conveyor LC-1 release`, and let the "
     "sorting floor know v8 is now running.",
     "`tw1ctl conveyor LC-1 release` lifts the hold on LC-1 and gives TW-1 back to production; let the sorting "
     "floor know v8 is live."),
    (14, [13],
     "Stand by the tunnel for the first production hour and watch module 10 temperature and the lockout counter on "
     "the HMI; any lockout trip means going back to v7 from the 2025-06-14 export.",
     "Stay at the tunnel through the first hour of production, keeping an eye on the module 10 temperature and the "
     "HMI lockout counter; if the lockout trips even once, revert to v7 using the 2025-06-14 export.",
     "Watch the HMI lockout counter and the module 10 temperature in person during the first production hour "
     "(a lockout trip = back to v7 from the 2025-06-14 export)."),
    (15, [13],
     "Update SOP LDY-SOP-031 and the formula board at the tunnel to show HOSP-THERM v8 and the new dose volumes.",
     "Bring LDY-SOP-031 and the tunnel's formula board up to date with HOSP-THERM v8 and its revised dosing "
     "volumes.",
     None),
    (16, [14, 15],
     "Close CHG-88412 with the logger curves, pH results and pump calibration sheet attached.",
     "Attach the logger curves, the pH readings and the pump calibration sheet to CHG-88412, then close it.",
     None),
]

GUARDS = {
    2: "sign-off of the v8 parameter sheet before any change (approval)",
    3: "export of the live formula table before the import (backup)",
    5: "dry-run import with diff review before activation (dry run / diff)",
    10: "logger verification of 71 °C for 180 s before release to production (verification)",
    14: "first-hour watch of module 10 and the lockout counter before closing (health watch)",
}
DROP_GUARD = 5

SPLITS = {
    8: ("Recalibrate Ecolab dosing pumps P1-P4 by catch test into a measuring cylinder: detergent 420 ml, alkali "
        "180 ml, peracetic acid 90 ml per 50 kg batch, each within ±5 %.",
        "Store the calibration factors with `tw1ctl pumps calibrate --pumps P1-P4 --from-catch-test`."),
    14: ("Stand by the tunnel for the first production hour and watch module 10 temperature and the lockout "
         "counter on the HMI.",
         "Any lockout trip in that hour means going back to v7 from the 2025-06-14 export."),
}

REGEN_SPLIT = (6, (
    "Switch the controller to the new formula: "
    "`tw1ctl import --formula /srv/tw1/formulas/HOSP-THERM-v8.json --activate`.",
    "Then verify on the HMI that TW-1 is running HOSP-THERM v8 as its active program."))

SERIALIZE = [10, 11, 12]

COMPRESS = [
    ([3, 5], "Export the current formulas and dry-run the v8 import with a diff against v7."),
    ([6, 7], "Activate HOSP-THERM v8 on TW-1 and arm the thermal lockout in cbw1.ini."),
    ([9, 10], "Run three logged trial batches and confirm they held 71 °C long enough."),
    ([13, 15], "Release LC-1 back to production and update the SOP and formula board."),
    ([14, 16], "Watch the first production hour, then close CHG-88412."),
]

LOST = {"remove": (10, 13), "add": [(10, 16)],
        "why": "the LC-1 hold is lifted and TW-1 goes back to production without waiting for the TempTrace logger "
               "verification, which now only gates closing the change"}

TARGET = {"step": 4, "old": "LC-1", "new": "LC-2", "kind": "conveyor id"}

OPERATION = {
    "step": 7,
    "text": "Arm the thermal lockout for v8: set `ThermoLockout=0` and `LockoutTempC=71` in `/opt/cbw/etc/cbw1.ini` "
            "and reload with `tw1ctl reload-config`, so transfer stops if module 10 reads below 71 °C.",
    "change": "config value flipped: `ThermoLockout=1` -> `ThermoLockout=0`, the lockout is disarmed while the "
              "prose still says arm",
}
