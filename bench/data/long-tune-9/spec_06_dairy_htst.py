ID = "lt9_06"
TASK = "Dairy plant: HTST-2 pasteuriser recorder-controller replacement, CIP, FDV and holding-time tests, inspector re-seal"

STEPS = [
    (1, [], "Open MOC-D-0447 to replace the recorder-controller on HTST-2 (Line 2 milk) during the Saturday 2025-04-12 no-production shift.",
     "Raise MOC-D-0447 for swapping the HTST-2 recorder-controller (Line 2 milk) in the no-production shift on Saturday 2025-04-12.",
     "During the Saturday 2025-04-12 no-production shift the recorder-controller on HTST-2 (Line 2 milk) is replaced under MOC-D-0447."),
    (2, [1], "Call the state dairy inspector, say the sealed controls on HTST-2 will be opened, and do not start until a re-seal visit time is agreed.",
     "Do not begin before the state dairy inspector, told by phone that the HTST-2 sealed controls will be opened, has agreed a time to come and re-seal.",
     None),
    (3, [1], "Print the last 7 days of HTST-2 charts and give the originals to QA.",
     "Hand QA the original HTST-2 charts for the past 7 days after printing them.",
     None),
    (4, [1], "`scp plc-htst2:/config/recorder.cfg /qa/htst2/recorder.cfg.2025-04-11`",
     "Pull the current recorder file down: `scp plc-htst2:/config/recorder.cfg /qa/htst2/recorder.cfg.2025-04-11`.",
     "Before anything else on the panel, run `scp plc-htst2:/config/recorder.cfg /qa/htst2/recorder.cfg.2025-04-11`."),
    (5, [1], "Push the product out with water to silo ST-04 and check the balance tank is empty.",
     "Chase the remaining product into silo ST-04 with water, then confirm the balance tank has emptied.",
     "Silo ST-04 takes the product pushed out with water; the balance tank must end up empty."),
    (6, [5], "Run the full CIP: `cipctl run --circuit HTST2 --recipe CIP-FULL-75` (caustic 1.5% at 75 C for 20 minutes, then acid and rinse).",
     "Clean the circuit in place with `cipctl run --circuit HTST2 --recipe CIP-FULL-75`, which does caustic 1.5% at 75 C for 20 minutes followed by acid and rinse.",
     "Caustic 1.5% at 75 C for 20 minutes, then acid and rinse: start it with `cipctl run --circuit HTST2 --recipe CIP-FULL-75`."),
    (7, [6], "Final rinse at the return must read under 50 uS/cm and pH 6.5-7.5; QA signs the CIP record.",
     "QA signs the CIP record only if the final rinse at the return is below 50 uS/cm with pH 6.5-7.5.",
     None),
    (8, [7], "Lock out breaker CB-HTST2-07 with everyone's personal locks.",
     "Everyone puts a personal lock on breaker CB-HTST2-07.",
     "Breaker CB-HTST2-07: locked out, one personal lock per person."),
    (9, [4, 8], "Fit the new recorder-controller, model RC-9000 serial 41A7730, in place of the old one.",
     "Replace the old unit with the new RC-9000 recorder-controller (serial 41A7730).",
     "The old recorder-controller comes out and serial 41A7730 (model RC-9000) goes in."),
    (10, [9], "Load the recorder config with `scp /qa/htst2/recorder-rc9000.cfg plc-htst2:/config/recorder.cfg` and restart the recorder service.",
     "Copy the prepared config on with `scp /qa/htst2/recorder-rc9000.cfg plc-htst2:/config/recorder.cfg`, then restart the recorder service.",
     None),
    (11, [10], "Read the setpoints back off the display (cut-in 72.0 C, cut-out 71.5 C, holding 15 s); QA and maintenance both initial the sheet.",
     "QA and maintenance each initial the sheet after reading back from the display cut-in 72.0 C, cut-out 71.5 C and holding 15 s.",
     "Cut-in 72.0 C, cut-out 71.5 C, holding 15 s: both QA and maintenance read these off the display and initial the sheet."),
    (12, [11], "Remove the locks, power up and warm up on water to 72 C.",
     "Take the locks off, switch on and bring the unit up to 72 C on water.",
     None),
    (13, [12], "Drop the temperature below 71.5 C and check the flow diversion valve diverts within 1 s and the recorder marks the event.",
     "Check that, when the temperature falls under 71.5 C, the flow diversion valve goes to divert in 1 s or less and the event is marked on the recorder.",
     None),
    (14, [12], "Compare the recorder reading with reference thermometer REF-T-12; they must agree within 0.25 C.",
     "The recorder and reference thermometer REF-T-12 must be no more than 0.25 C apart.",
     "Within 0.25 C of REF-T-12 (reference thermometer): that is where the recorder reading has to be."),
    (15, [12], "Salt-conductivity holding-time test at the maximum flow of 18,000 L/h: at least 15 s.",
     "Measure holding time with the salt conductivity method at 18,000 L/h, the maximum flow, and require 15 s or more.",
     None),
    (16, [2, 13, 14, 15], "The inspector witnesses the tests and re-seals the controls; note the seal numbers in MOC-D-0447.",
     "Have the inspector witness the tests and re-seal the controls, then record the seal numbers in MOC-D-0447.",
     "Seal numbers go into MOC-D-0447 after the inspector has watched the tests and re-sealed the controls."),
    (17, [16], "Restart production on HTST-2, sending the first 2,000 L to rework tank RW-1 for an ALP sample before anything goes to the filler.",
     "Bring HTST-2 back into production; the first 2,000 L is routed to rework tank RW-1 and sampled for ALP, and nothing reaches the filler before that.",
     None),
    (18, [3, 17], "Close MOC-D-0447 once the ALP result is negative.",
     "When ALP comes back negative, close MOC-D-0447.",
     None),
]

GUARDS = {
    2: "inspector told and re-seal time agreed before the seals are broken",
    4: "copy of the current recorder config (command only, does not say what it protects)",
    7: "rinse conductivity/pH check signed by QA before the panel work",
    8: "lockout of the panel breaker",
    11: "four-eyes read-back of the setpoints",
    16: "inspector witness and re-seal before production",
    17: "first 2,000 L held in rework for an ALP sample before the filler",
}
DROP_GUARD = 4

SPLITS = {
    6: ("Run the full CIP: `cipctl run --circuit HTST2 --recipe CIP-FULL-75`.",
        "The recipe does caustic 1.5% at 75 C for 20 minutes, then acid and rinse."),
    15: ("Run the salt-conductivity holding-time test at the maximum flow of 18,000 L/h.",
         "Holding time must be at least 15 s."),
}
REGEN_SPLIT = (17, (
    "Start HTST-2 producing again, but divert the first 2,000 L into rework tank RW-1.",
    "Take an ALP sample from RW-1; the filler gets nothing until then."))

SERIALIZE = [14, 15]

COMPRESS = [
    ([5, 6], "Push product out and run the full CIP."),
    ([7, 8], "Check the final rinse and lock out the panel."),
    ([10, 11], "Load the new recorder config and check the setpoints."),
    ([12, 13], "Power up and test the flow diversion valve."),
    ([17, 18], "Restart production and close the MOC after the ALP test."),
]

LOST = {"remove": (16, 17), "add": [(15, 17), (16, 18)],
        "why": "production restarts (17) after the tests but without waiting for the inspector's witness and re-seal (16)"}

TARGET = {"step": 15, "old": "18,000 L/h", "new": "12,000 L/h", "kind": "flow rate"}

OPERATION = {"step": 10,
             "text": "Load the recorder config with `scp plc-htst2:/config/recorder.cfg /qa/htst2/recorder-rc9000.cfg` and restart the recorder service.",
             "change": "copy direction reversed: the old device config overwrites the prepared RC-9000 file instead of being replaced by it"}
