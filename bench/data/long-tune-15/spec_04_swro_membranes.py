ID = "lt15_04"
TASK = "Desalination plant: first-stage membrane replacement on SWRO train RO-4 with a soak to drain before product diversion"

STEPS = [
    (1, [], "Raise WO-55120 to replace the 84 first-stage elements of SWRO train RO-4 with SWC6 MAX and book the 06:00-18:00 outage with grid dispatch.",
     "Open work order WO-55120 for swapping the 84 first-stage elements in SWRO train RO-4 to SWC6 MAX, and book the outage 06:00-18:00 with grid dispatch.",
     "Book the 06:00-18:00 outage with grid dispatch and raise WO-55120 (RO-4, 84 first-stage elements, SWC6 MAX)."),
    (2, [1], "Get the control room supervisor's go that RO-1 to RO-3 can carry the 42,000 m3/d demand while RO-4 is out.",
     "The control room supervisor has to confirm that RO-1 to RO-3 will cover the 42,000 m3/d demand with RO-4 out; get that go first.",
     None),
    (3, [2], "`pi-export \"RO4.*\" --start -7d --end now --out ro4_baseline.csv`",
     "Dump the RO-4 historian tags to a baseline file: `pi-export \"RO4.*\" --start -7d --end now --out ro4_baseline.csv`.",
     None),
    (4, [2], "Have the lab draw feed and permeate samples from RO-4 and run SDI15, conductivity and boron as the before reading.",
     "Ask the lab to sample feed and permeate on RO-4 and measure SDI15, conductivity and boron for the before reading.",
     "As the before reading, the lab samples RO-4 feed and permeate and runs SDI15, conductivity and boron."),
    (5, [3, 4], "Run DCS sequence RO4_SHUTDOWN to ramp down and stop HP pump P-401, and confirm the PX flush completes.",
     "Ramp down and stop HP pump P-401 through the DCS sequence RO4_SHUTDOWN, then check that the PX flush finished.",
     "Confirm the PX flush completes after the DCS sequence RO4_SHUTDOWN has ramped down and stopped HP pump P-401."),
    (6, [5], "Flush RO-4 with permeate for 20 minutes, then lock out P-401 and booster pump P-402 under permit LOTO-4471.",
     "Give RO-4 a 20-minute permeate flush and then isolate P-401 and booster pump P-402 under permit LOTO-4471.",
     None),
    (7, [6], "Pull the 84 first-stage elements from vessels PV-401 to PV-412 and tag each one with its serial and position.",
     "Remove the 84 first-stage elements from PV-401 to PV-412, labelling each with serial number and position.",
     "Tag every element with serial and position as you pull the 84 of them out of vessels PV-401 to PV-412."),
    (8, [6], "Run a high-pH clean on second-stage vessels PV-413 to PV-418 at pH 11.5 and 35 C with 60 minutes of recirculation.",
     "Clean the second-stage vessels PV-413 to PV-418 at high pH (pH 11.5, 35 C) and recirculate for 60 minutes.",
     None),
    (9, [6], "Calibrate conductivity transmitters CIT-401 and CIT-402 against the lab reference standard.",
     "Check and adjust CIT-401 and CIT-402, the conductivity transmitters, against the lab reference standard.",
     "Against the lab reference standard, calibrate the two conductivity transmitters CIT-401 and CIT-402."),
    (10, [6], "Replace the two worn rotor cartridges on pressure exchanger PX-4B per vendor bulletin SB-118.",
     "Fit new rotor cartridges in place of the two worn ones on pressure exchanger PX-4B, following vendor bulletin SB-118.",
     None),
    (11, [7], "Load the new SWC6 MAX elements with the brine seal upstream while a second technician reads each serial back against the loading map.",
     "Install the new SWC6 MAX elements, brine seal facing upstream, with a second technician calling back every serial against the loading map.",
     "With a second technician reading every serial back against the loading map, load the SWC6 MAX elements (brine seal upstream)."),
    (12, [8, 9, 10, 11], "Clear LOTO-4471, then fill and vent RO-4 below 10 bar for 30 minutes with permeate to drain.",
     "Once LOTO-4471 is cleared, fill RO-4 and vent it at under 10 bar for 30 minutes, sending permeate to drain.",
     None),
    (13, [12], "Start RO-4 at 50 % flux with dump valve XV-420 open and let it soak to drain for 24 hours.",
     "Bring RO-4 online at 50 % flux, dump valve XV-420 left open, and leave it running to drain for 24 hours.",
     "Let RO-4 soak to drain for 24 hours after starting it at 50 % flux (dump valve XV-420 open)."),
    (14, [13], "The lab must see permeate conductivity below 350 uS/cm and boron below 0.8 mg/L on two samples taken 4 hours apart.",
     "Two permeate samples 4 hours apart have to come back from the lab under 350 uS/cm conductivity and under 0.8 mg/L boron.",
     None),
    (15, [13], "Probe the permeate of each vessel PV-401 to PV-418 for conductivity to find leaking O-rings.",
     "Run the conductivity probe along the permeate of every vessel from PV-401 to PV-418 to spot leaking O-rings.",
     "To find any leaking O-rings, probe permeate conductivity on vessels PV-401 to PV-418 one by one."),
    (16, [14, 15], "Close dump valve XV-420 and send RO-4 permeate to product tank T-900.",
     "Shut dump valve XV-420 so that RO-4 permeate goes to product tank T-900.",
     "Send RO-4 permeate to product tank T-900 by closing dump valve XV-420."),
    (17, [16], "Ramp RO-4 to 100 % flux over 2 hours while watching normalised salt passage.",
     "Bring RO-4 up to 100 % flux across 2 hours, keeping an eye on normalised salt passage.",
     None),
    (18, [16], "Keep 2 of the old elements for autopsy and hand the rest to the waste contractor under note WCN-3381.",
     "Set aside 2 old elements for autopsy; the others go to the waste contractor under note WCN-3381.",
     "Under note WCN-3381 the waste contractor takes the old elements, except 2 kept back for autopsy."),
    (19, [17], "After 48 hours compare RO-4 normalised flow and salt passage with ro4_baseline.csv.",
     "Check RO-4 normalised flow and salt passage against ro4_baseline.csv once 48 hours have passed.",
     None),
    (20, [18, 19], "Close WO-55120 with the loading map, lab results and the 48-hour comparison attached.",
     "Attach the loading map, the lab results and the 48-hour comparison to WO-55120 and close it.",
     None),
]

GUARDS = {
    2: "control room supervisor's go on spare capacity",
    3: "historian export of the baseline (command only)",
    4: "lab sample as the before reading",
    13: "24-hour soak to drain on the one train before product diversion",
    14: "lab conductivity and boron on two samples before permeate goes to product",
}
DROP_GUARD = 13

SPLITS = {
    11: ("Load the new SWC6 MAX elements with the brine seal upstream.",
         "A second technician reads each serial back against the loading map as they go in."),
    14: ("Have the lab take two permeate samples 4 hours apart.",
         "Both must show conductivity below 350 uS/cm and boron below 0.8 mg/L."),
}
REGEN_SPLIT = (3, ("Export the last 7 days of RO-4 historian data as the baseline.",
                   "Command: `pi-export \"RO4.*\" --start -7d --end now --out ro4_baseline.csv`."))
SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Raise WO-55120 for the RO-4 element change and confirm the other trains cover demand."),
    ([5, 6], "Shut down RO-4, flush it and lock out the pumps."),
    ([7, 11], "Swap the first-stage elements for SWC6 MAX, checking serials against the loading map."),
    ([12, 13], "Fill and vent RO-4 and run it to drain for a day."),
    ([17, 19], "Ramp RO-4 to full flux and compare with the baseline after 48 hours."),
    ([18, 20], "Keep 2 old elements for autopsy, scrap the rest and close WO-55120."),
]

LOST = {"remove": (14, 16), "add": [(14, 20)],
        "why": "permeate is sent to product tank T-900 (16) without waiting for the lab conductivity and boron results (14); the results only have to arrive before WO-55120 is closed"}

TARGET = {"step": 14, "old": "350 uS/cm", "new": "650 uS/cm", "kind": "acceptance threshold"}

OPERATION = {"step": 6, "change": "lock out the pumps -> start the pumps in manual",
             "text": "Flush RO-4 with permeate for 20 minutes, then start P-401 and booster pump P-402 in manual under permit LOTO-4471."}
