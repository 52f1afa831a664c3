ID = "lb11_07"
TASK = "Clean the drip lines with chlorine dioxide and switch compartments C1-C6 of a truss-tomato glasshouse to the winter irrigation strategy in Priva Connext"

STEPS = [
    (1, [], "Open JOB-GH-0419 for compartments C1-C6 (9.6 ha, truss tomato): ClO2 drip-line clean, then winter strategy IRR-WINTER-v3 in Priva Connext 2.6.",
     "Create JOB-GH-0419 to cover a ClO2 clean of the drip lines in C1-C6 (9.6 ha of truss tomato) followed by the move to IRR-WINTER-v3 in Priva Connext 2.6.",
     "In Priva Connext 2.6, the winter strategy IRR-WINTER-v3 follows a ClO2 drip-line clean of C1-C6 (9.6 ha, truss tomato); open JOB-GH-0419 for both."),
    (2, [1], "Head grower decides on the day: crop in week 47 is fit and no radiation above 800 W/m² is forecast for the clean day; no go, no clean.",
     "The clean only happens if the head grower, on the day, judges the week 47 crop fit and sees no forecast of radiation over 800 W/m² for the clean day.",
     None),
    (3, [2], "Note what is set now: export the C1-C6 irrigation programs to C1-C6_IRR_pre_20251118.pcx and photograph the EC 3.2 mS/cm and pH 5.6 setpoints.",
     "Keep a record of the current settings by exporting the irrigation programs of C1-C6 to C1-C6_IRR_pre_20251118.pcx and taking photos of the setpoints (EC 3.2 mS/cm, pH 5.6).",
     "Photograph the setpoints (EC 3.2 mS/cm, pH 5.6) and export what the C1-C6 irrigation programs hold now into C1-C6_IRR_pre_20251118.pcx."),
    (4, [2], "Check drain silo DS-1 is below 40 % so the flush water will fit.",
     "Make sure DS-1, the drain silo, sits under 40 % and has room for the flush water.",
     None),
    (5, [2], "Check that dosing unit DU-2 has at least 200 L of 7.5 % ClO2 solution.",
     "Confirm there are 200 L or more of 7.5 % ClO2 solution on dosing unit DU-2.",
     "At least 200 L of 7.5 % ClO2 solution should be on dosing unit DU-2: check."),
    (6, [3, 4, 5], "Run program CLEAN-CLO2 for C1 in Priva simulation mode and have the grower check the valve sequence and the 25 ppm dose before anything is dosed for real.",
     "Nothing is dosed for real until CLEAN-CLO2 has been run for C1 in Priva simulation mode and the grower has looked over its valve sequence and its 25 ppm dose.",
     "In Priva simulation mode, run CLEAN-CLO2 for C1; the grower checks the 25 ppm dose and the valve sequence before any real dosing."),
    (7, [6], "Divert the drain: switch drain valve DV-3 from 'recirculate' to 'discharge to DS-1' so no ClO2 water reaches the UV disinfector or the recirculation tank.",
     "Set DV-3, the drain valve, away from 'recirculate' to 'discharge to DS-1', keeping ClO2 water out of the UV disinfector and the recirculation tank.",
     None),
    (8, [7], "Dose CLEAN-CLO2 into C1 at 25 ppm and leave it standing in the lines for 4 hours.",
     "Run the CLEAN-CLO2 dose through C1 at 25 ppm, then let the lines stand for four hours.",
     "At 25 ppm, dose CLEAN-CLO2 into C1; it stands in the lines for 4 hours."),
    (9, [8], "Measure ClO2 residual at the row-end drippers in C1 after the flush: 3 per row, each at or below 5 ppm.",
     "Once C1 is flushed, test three row-end drippers per row for ClO2 residual and expect 5 ppm or less on each.",
     None),
    (10, [8], "Check dripper flow in C1 on 20 drippers: mean within 10 % of 2.0 L/h.",
     "Time 20 drippers in C1 and confirm their mean flow is inside 10 % of 2.0 L/h.",
     "Mean flow on 20 drippers in C1 should be within 10 % of 2.0 L/h; check it."),
    (11, [9, 10], "Head grower walks C1 the next morning looking for leaf scorch; only with their OK do C2-C6 get the clean.",
     "C2-C6 are cleaned only once the head grower has walked C1 next morning, found no leaf scorch and said OK.",
     None),
    (12, [11], "Run CLEAN-CLO2 on C2-C6 two compartments at a time, valve groups VG-2 to VG-6.",
     "Work through C2-C6 with CLEAN-CLO2 in pairs of compartments, using valve groups VG-2 to VG-6.",
     "Using valve groups VG-2 to VG-6, clean C2-C6 with CLEAN-CLO2, two compartments at a time."),
    (13, [12], "Flush every line with fresh water for 30 minutes at 1.5 bar.",
     "Push fresh water through all the lines for half an hour at 1.5 bar.",
     None),
    (14, [13], "Sample the drain at SP-D1: ClO2 residual must read below 0.5 ppm before the drain goes back to recirculation.",
     "Before the drain returns to recirculation, the ClO2 residual at sample point SP-D1 has to come in under 0.5 ppm.",
     "ClO2 residual below 0.5 ppm at SP-D1 is required before drain water returns to recirculation; sample it."),
    (15, [14], "Switch DV-3 back to 'recirculate'.",
     "Put drain valve DV-3 back on 'recirculate'.",
     None),
    (16, [15], "Load IRR-WINTER-v3 into Priva for C1-C6: starts on a radiation sum of 150 J/cm², supply EC 3.4 mS/cm.",
     "Activate IRR-WINTER-v3 in Priva on C1-C6, with starts triggered by a 150 J/cm² radiation sum and the supply EC at 3.4 mS/cm.",
     "For C1-C6, load IRR-WINTER-v3 (radiation-sum start at 150 J/cm², supply EC 3.4 mS/cm) into Priva."),
    (17, [16], "Watch the first day's drain: 25-30 % by 14:00 in every compartment.",
     "Follow the drain percentage on day one and expect 25-30 % in each compartment by 14:00.",
     None),
    (18, [16], "Check slab EC on the Grodan GroSens sensors: 3.8-4.2 mS/cm by end of day.",
     "Read the Grodan GroSens slab sensors and make sure slab EC lands at 3.8-4.2 mS/cm by the end of the day.",
     "By end of day, slab EC on the Grodan GroSens sensors should be 3.8-4.2 mS/cm; check."),
    (19, [17, 18], "Head grower signs off IRR-WINTER-v3 after 3 days of drain and slab data.",
     "After three days of drain and slab figures, the head grower gives the sign-off on IRR-WINTER-v3.",
     None),
    (20, [19], "Close JOB-GH-0419 and archive C1-C6_IRR_pre_20251118.pcx with the job.",
     "File C1-C6_IRR_pre_20251118.pcx with JOB-GH-0419 and close the job.",
     "Archive C1-C6_IRR_pre_20251118.pcx with the job, then close JOB-GH-0419."),
]

GUARDS = {
    2: "head grower's go on the day (crop stage, radiation forecast)",
    3: "current irrigation programs exported and setpoints photographed before changes",
    6: "CLEAN-CLO2 in simulation mode, checked by the grower before real dosing",
    11: "next-morning crop walk of pilot compartment C1 before C2-C6",
    14: "drain residual below 0.5 ppm before the drain goes back to recirculation",
}
DROP_GUARD = 11

SPLITS = {
    6: ("Run program CLEAN-CLO2 for C1 in Priva simulation mode.",
        "Have the grower check the valve sequence and the 25 ppm dose before anything is dosed for real."),
    16: ("Load IRR-WINTER-v3 into Priva for C1-C6.",
         "Set the starts on a radiation sum of 150 J/cm² and the supply EC to 3.4 mS/cm."),
}
REGEN_SPLIT = (3, (
    "Export the irrigation programs of C1-C6 as they stand into C1-C6_IRR_pre_20251118.pcx.",
    "Take photos of the setpoints too: EC 3.2 mS/cm and pH 5.6."))

SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 2], "Open JOB-GH-0419 and get the head grower's go for the clean day."),
    ([7, 8], "Send the drain to DS-1 and dose ClO2 into C1, leaving it in the lines."),
    ([9, 11], "Check residual in C1 and let the head grower inspect the crop before the rest."),
    ([12, 13], "Clean C2-C6 two at a time, then flush all lines with fresh water."),
    ([15, 16], "Put the drain back on recirculation and load the winter strategy."),
    ([19, 20], "Get the grower's sign-off and close JOB-GH-0419."),
]

LOST = {"remove": (14, 15), "add": [(13, 15), (14, 16)],
        "why": "drain valve DV-3 goes back to 'recirculate' straight after the flush, without waiting for the SP-D1 residual sample (the sample now only gates loading the winter strategy)"}

TARGET = {"step": 7, "old": "DV-3", "new": "DV-2", "kind": "valve tag"}

OPERATION = {"step": 7,
             "text": "Divert the drain: switch drain valve DV-3 from 'discharge to DS-1' to 'recirculate' so the ClO2 water goes to the UV disinfector and the recirculation tank.",
             "change": "drain diverted to discharge -> drain left on recirculate (mode flipped)"}
