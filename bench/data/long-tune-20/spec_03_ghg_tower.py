"""lt20_03: greenhouse-gas tall tower KST, CRDS analyzer swap CFKADS-2104 -> CFKADS-2290."""

ID = "lt20_03"
TASK = ("Replace the CO2/CH4 cavity ring-down analyzer at tall-tower greenhouse-gas station KST (CFKADS-2104 -> "
        "CFKADS-2290): flag the data, copy the raw files, swap, stabilise, calibrate against the WMO-traceable "
        "tanks, target-tank check, watch, PI go-ahead and switch of the ingest.")

STEPS = [
    (1, [],
     "Open ticket GHG-4471 for replacing analyzer CFKADS-2104 with CFKADS-2290 at tall-tower station KST and warn "
     "the atmosphere thematic centre about the data gap on 2025-09-09.",
     "Raise GHG-4471 covering the swap of CFKADS-2104 for CFKADS-2290 at the KST tall tower, and tell the "
     "atmosphere thematic centre to expect a gap in the data on 2025-09-09.",
     "Ticket GHG-4471: at station KST, CFKADS-2290 replaces analyzer CFKADS-2104; let the atmosphere thematic "
     "centre know of the 2025-09-09 data gap."),
    (2, [1],
     "Flag all KST inlet levels as maintenance in the ingest so nothing is published during the swap: "
     "`ghgctl flag KST --levels 200,100,50 --state maintenance --from 2025-09-09T06:00Z`.",
     "To keep anything from being published while the analyzers are swapped, mark every KST inlet level as "
     "maintenance in the ingest with `ghgctl flag KST --levels 200,100,50 --state maintenance "
     "--from 2025-09-09T06:00Z`.",
     None),
    (3, [1],
     "Pull the raw data off the old analyzer before it leaves the rack: `rsync -av --checksum "
     "picarro@10.42.7.21:/home/picarro/Picarro/Log/DataLogger/ /srv/ghg/raw/KST/CFKADS-2104/`, then compare file "
     "counts on both sides.",
     "While the old analyzer is still racked, copy its raw files to the archive with `rsync -av --checksum "
     "picarro@10.42.7.21:/home/picarro/Picarro/Log/DataLogger/ /srv/ghg/raw/KST/CFKADS-2104/` and check that the "
     "file counts match at both ends.",
     "`rsync -av --checksum picarro@10.42.7.21:/home/picarro/Picarro/Log/DataLogger/ "
     "/srv/ghg/raw/KST/CFKADS-2104/` brings the raw data of the old analyzer home; run it before the unit leaves "
     "the rack and compare file counts on both sides."),
    (4, [2, 3],
     "Shut the old analyzer down from the Picarro GUI (Shutdown > Prepare for Shipment) and let the cavity cool for "
     "45 min before unplugging it.",
     "Use Shutdown > Prepare for Shipment in the Picarro GUI to power the old analyzer off, then give the cavity "
     "45 min to cool down before pulling the cables.",
     None),
    (5, [4],
     "Rack CFKADS-2290, reconnect the 1/4-inch inlet from valve manifold VM-3 and the vacuum pump line, and power "
     "it on.",
     "Mount CFKADS-2290 in the rack, hook the vacuum pump line and the 1/4-inch inlet from valve manifold VM-3 "
     "back up, and switch it on.",
     "Once CFKADS-2290 is racked, connect it to valve manifold VM-3 (1/4-inch inlet) and to the vacuum pump line, "
     "then power it up."),
    (6, [5],
     "Wait until the GUI shows cavity temperature 45.000 °C ±0.005 and cavity pressure 140.00 Torr ±0.05, steady "
     "for 30 min, before any sampling.",
     "Do not sample anything until the cavity has sat at 45.000 °C ±0.005 and 140.00 Torr ±0.05 on the GUI for "
     "30 min without wandering.",
     "Sampling starts only after 30 min of a steady cavity on the GUI: temperature 45.000 °C ±0.005, pressure "
     "140.00 Torr ±0.05."),
    (7, [6],
     "Run the calibration sequence on the four WMO-traceable tanks: "
     "`ghgctl calseq run KST --tanks T1,T2,T3,T4 --cycles 3 --minutes 20`.",
     "Put the four WMO-traceable tanks through the calibration sequence using "
     "`ghgctl calseq run KST --tanks T1,T2,T3,T4 --cycles 3 --minutes 20`.",
     None),
    (8, [6],
     "Leak-check the inlet: cap the manifold port on VM-3 and confirm cavity pressure holds at 140.00 Torr and H2O "
     "drops below 0.01 % within 15 min.",
     "With the VM-3 manifold port capped, the inlet is tight if cavity pressure stays at 140.00 Torr and H2O is "
     "under 0.01 % inside 15 min; check that it is.",
     "Cap the VM-3 manifold port for the inlet leak check: within 15 min H2O must be below 0.01 % and cavity "
     "pressure must hold at 140.00 Torr."),
    (9, [7],
     "Fit the calibration with `ghgcal fit --station KST --instrument CFKADS-2290 --since 2025-09-09T10:00Z` and "
     "accept it only if residuals stay under 0.05 ppm CO2 and 0.5 ppb CH4.",
     "Compute the calibration fit (`ghgcal fit --station KST --instrument CFKADS-2290 "
     "--since 2025-09-09T10:00Z`); reject it unless the residuals are below 0.05 ppm CO2 and 0.5 ppb CH4.",
     None),
    (10, [8, 9],
     "Measure target tank T5 for 30 min; the bias against its assigned value must be within ±0.1 ppm CO2 and "
     "±2 ppb CH4.",
     "Sample target tank T5 for 30 min and compare with its assigned value: a bias beyond ±0.1 ppm CO2 or ±2 ppb "
     "CH4 is a fail.",
     "Against the assigned value of target tank T5 (30 min of sampling), the bias has to stay inside ±0.1 ppm CO2 "
     "and ±2 ppb CH4."),
    (11, [10],
     "Leave CFKADS-2290 sampling for two full level cycles (200 m, 100 m, 50 m; 2 h in total) and watch the live "
     "plots for spikes, stuck valves or a drifting H2O correction before any data flows.",
     "Before a single value is released, let CFKADS-2290 run through two complete level cycles (200 m, 100 m, "
     "50 m; 2 h overall) while you look at the live plots for spikes, valves that stick or an H2O correction "
     "that drifts.",
     None),
    (12, [10],
     "Send the calibration and target-tank report to the station PI and get an explicit go before data release.",
     "Data is released only after the station PI, having received the calibration and target-tank report, has "
     "said yes in so many words.",
     None),
    (13, [11, 12],
     "Switch the ingest to the new instrument and clear the flag: `ghgctl instrument set KST --serial CFKADS-2290 "
     "--cal cal_2025-09-09.json`, then `ghgctl flag KST --levels 200,100,50 --state ok`.",
     "Point the ingest at the new instrument with `ghgctl instrument set KST --serial CFKADS-2290 "
     "--cal cal_2025-09-09.json` and afterwards lift the maintenance flag via "
     "`ghgctl flag KST --levels 200,100,50 --state ok`.",
     "First `ghgctl instrument set KST --serial CFKADS-2290 --cal cal_2025-09-09.json` (ingest on the new "
     "instrument), then `ghgctl flag KST --levels 200,100,50 --state ok` to clear the flag."),
    (14, [13],
     "Point the hourly transfer at the new analyzer with the cron entry `15 * * * * rsync -a "
     "picarro@10.42.7.22:/home/picarro/Picarro/Log/DataLogger/ /srv/ghg/raw/KST/CFKADS-2290/`.",
     "Change the hourly copy so it fetches from the new analyzer; the cron line becomes `15 * * * * rsync -a "
     "picarro@10.42.7.22:/home/picarro/Picarro/Log/DataLogger/ /srv/ghg/raw/KST/CFKADS-2290/`.",
     "The cron entry `15 * * * * rsync -a picarro@10.42.7.22:/home/picarro/Picarro/Log/DataLogger/ "
     "/srv/ghg/raw/KST/CFKADS-2290/` moves the hourly transfer to the new analyzer; install it."),
    (15, [13],
     "Pack CFKADS-2104 for return to Picarro under RMA-55107 with the shipping locks fitted.",
     "Fit the shipping locks to CFKADS-2104 and box it up to go back to Picarro on RMA-55107.",
     None),
    (16, [14, 15],
     "Close GHG-4471 once the first full day of KST data from CFKADS-2290 shows up in the near-real-time product.",
     "When a whole day of KST data from CFKADS-2290 has appeared in the near-real-time product, close GHG-4471.",
     None),
]

GUARDS = {
    3: "raw data copied off the old analyzer before it is shut down and removed (backup)",
    6: "cavity temperature and pressure steady for 30 min before sampling (readiness)",
    9: "calibration fit accepted only within residual limits (verification)",
    11: "two level cycles watched on the live plots before the data flows (health watch)",
    12: "explicit go from the station PI before data release (approval)",
}
DROP_GUARD = 11

SPLITS = {
    3: ("Pull the raw data off the old analyzer before it leaves the rack: `rsync -av --checksum "
        "picarro@10.42.7.21:/home/picarro/Picarro/Log/DataLogger/ /srv/ghg/raw/KST/CFKADS-2104/`.",
        "Then compare the file counts on both sides."),
    13: ("Switch the ingest to the new instrument: `ghgctl instrument set KST --serial CFKADS-2290 "
         "--cal cal_2025-09-09.json`.",
         "Then clear the maintenance flag with `ghgctl flag KST --levels 200,100,50 --state ok`."),
}

REGEN_SPLIT = (11, (
    "Keep CFKADS-2290 sampling through two complete level cycles (200 m, 100 m, 50 m), 2 h altogether.",
    "Meanwhile check the live plots for spikes, sticking valves or H2O correction drift; no data flows before "
    "that."))

SERIALIZE = [7, 8]

COMPRESS = [
    ([4, 5, 6], "Swap CFKADS-2104 for CFKADS-2290 and wait for the cavity to stabilise."),
    ([9, 10], "Fit the calibration and check the target tank bias."),
    ([12, 13], "Get the PI's go and switch the KST ingest to CFKADS-2290."),
    ([15, 16], "Return CFKADS-2104 under the RMA and close the ticket."),
]

LOST = {"remove": (3, 4), "add": [(3, 15)],
        "why": "the old analyzer is shut down and unplugged before its raw data has been pulled off; the copy now "
               "only has to happen before the unit is packed for return"}

TARGET = {"step": 13, "old": "CFKADS-2290", "new": "CFKADS-2104", "kind": "instrument serial"}

OPERATION = {
    "step": 3,
    "text": "Pull the raw data off the old analyzer before it leaves the rack: `rsync -av --checksum "
            "/srv/ghg/raw/KST/CFKADS-2104/ picarro@10.42.7.21:/home/picarro/Picarro/Log/DataLogger/`, then compare "
            "file counts on both sides.",
    "change": "sync direction reversed: rsync source and destination swapped, so the archive copy is pushed onto "
              "the analyzer instead of the analyzer's raw data being pulled (prose still says pull)",
}
