ID = "lt12_02"
TASK = "Hillcrest plasma fractionation line F2: introduce DeltaV recipe FRX-COHN v13 (Fraction II+III at -6.0 °C) and run pool PP-25-0417 on it"

STEPS = [
 (1, [], "Open MOC-3381 for DeltaV recipe FRX-COHN v13 on line F2 (Fraction II+III setpoint -5.0 °C -> -6.0 °C).",
  "Raise management-of-change MOC-3381: line F2 moves to recipe FRX-COHN v13, which takes the Fraction II+III setpoint from -5.0 °C to -6.0 °C.",
  "For line F2, open MOC-3381 (recipe FRX-COHN v13, Fraction II+III setpoint -5.0 °C -> -6.0 °C)."),
 (2, [1], "The QA release officer e-signs MOC-3381 in TrackWise.",
  "Get the e-signature of the QA release officer on MOC-3381 in TrackWise.",
  None),
 (3, [2], "`fhx export /recipes/FRX-COHN/v12 > /keep/FRX-COHN_v12.fhx`",
  "Dump the v12 recipe to a file with `fhx export /recipes/FRX-COHN/v12 > /keep/FRX-COHN_v12.fhx`.",
  None),
 (4, [2], "Look up pool PP-25-0417 in LIMS: all 2,400 donations NAT-negative and the pool tests (HBsAg, HIV-1/2, HCV RNA) non-reactive.",
  "In LIMS, confirm that every one of the 2,400 donations in pool PP-25-0417 is NAT-negative and that the pool tests (HBsAg, HIV-1/2, HCV RNA) are non-reactive.",
  "Pool PP-25-0417 must show in LIMS 2,400 NAT-negative donations and non-reactive pool tests (HBsAg, HIV-1/2, HCV RNA); look it up."),
 (5, [2], "Check the jacket chiller CH-F2: glycol supply at -12 °C or colder.",
  "Make sure glycol leaves the jacket chiller CH-F2 at -12 °C or colder.",
  "Glycol supply on CH-F2 (jacket chiller) has to read -12 °C or colder; check it."),
 (6, [3], "With the process engineer, compare v12 and v13 side by side in the recipe editor; only `PH_FII_III.TEMP_SP` and its alarm limits may differ.",
  "Sit down with the process engineer and diff v13 against v12 in the recipe editor: anything other than `PH_FII_III.TEMP_SP` and its alarm limits is a stop.",
  "Only `PH_FII_III.TEMP_SP` and its alarm limits are allowed to differ when the process engineer and you put v12 and v13 side by side in the recipe editor."),
 (7, [6], "Download v13 to the F2 controller without activating it: `recipe download FRX-COHN/v13 --unit F2 --state inactive`.",
  "Push v13 onto the F2 controller but leave it inactive: `recipe download FRX-COHN/v13 --unit F2 --state inactive`.",
  None),
 (8, [4, 5], "Thaw pool PP-25-0417 in thaw tank TK-201 at 2-4 °C.",
  "Bring pool PP-25-0417 up in thaw tank TK-201, holding 2-4 °C.",
  "In TK-201 (thaw tank) thaw pool PP-25-0417 at 2-4 °C."),
 (9, [8], "Separate the cryoprecipitate on centrifuge CF-3 and send the cryo-poor plasma to TK-301.",
  "Run centrifuge CF-3 to take out the cryoprecipitate; the cryo-poor plasma goes on to TK-301.",
  None),
 (10, [9], "Clean TK-201 with CIP program CIP-07 and release it for the next pool.",
  "Run CIP-07 on TK-201, then free the tank for the next pool.",
  "CIP program CIP-07 cleans TK-201, after which it is released for the next pool."),
 (11, [7, 9], "Activate v13 on F2: `recipe activate FRX-COHN/v13 --unit F2`.",
  "Make v13 the active recipe on F2 using `recipe activate FRX-COHN/v13 --unit F2`.",
  None),
 (12, [11], "Start Fraction I precipitation in TK-301 at 8% ethanol and -3.0 °C.",
  "Begin the Fraction I precipitation in TK-301: ethanol 8%, temperature -3.0 °C.",
  "In TK-301, at -3.0 °C and 8% ethanol, start the Fraction I precipitation."),
 (13, [12], "Bring ethanol to 20% for Fraction II+III and do not start press filter PF-2 until the jacket has sat at -6.0 °C ± 0.5 °C for 30 minutes.",
  "Take ethanol to 20% for Fraction II+III; press filter PF-2 stays off until the jacket has held -6.0 °C ± 0.5 °C for 30 minutes.",
  None),
 (14, [13], "Run press filter PF-2 and collect the Fraction II+III paste.",
  "Collect the Fraction II+III paste off press filter PF-2.",
  "Fraction II+III paste is collected from PF-2 (press filter) once it runs."),
 (15, [14], "Sample the supernatant for in-process control: protein by biuret, ethanol by GC.",
  "Take an in-process control sample of the supernatant and test ethanol by GC and protein by biuret.",
  None),
 (16, [14], "Weigh the paste and enter the weight in batch record EBR-25-0417.",
  "Put the paste on the scale and record its weight in EBR-25-0417, the batch record.",
  "Record the paste weight in EBR-25-0417 after weighing it."),
 (17, [15, 16], "Production and QA go through EBR-25-0417 together: every alarm and deviation on the batch explained and signed.",
  "Have QA and production review EBR-25-0417 jointly, with each alarm and deviation on the batch explained and signed off.",
  None),
 (18, [17], "Move the paste to freezer FZ-4 at -30 °C or colder and put it on QA hold in SAP (stock type `Q`).",
  "Put the paste on QA hold in SAP (stock type `Q`) and store it in freezer FZ-4 at -30 °C or colder.",
  "Freezer FZ-4, -30 °C or colder, takes the paste; in SAP it goes on QA hold (stock type `Q`)."),
 (19, [17], "Compare the paste yield with the last 12 batches: it must fall between 11.5 and 13.5 kg per 1,000 L.",
  "The paste yield has to land in the 11.5-13.5 kg per 1,000 L band of the last 12 batches; compare it.",
  None),
 (20, [19], "Retire v12 on F2: `recipe retire FRX-COHN/v12 --unit F2`.",
  "Take v12 out of use on F2 with `recipe retire FRX-COHN/v12 --unit F2`.",
  "`recipe retire FRX-COHN/v12 --unit F2` retires v12 on F2."),
 (21, [10, 18, 20], "Close MOC-3381 with the yield comparison and the EBR-25-0417 review attached.",
  "Attach the EBR-25-0417 review and the yield comparison to MOC-3381 and close it.",
  None),
]

GUARDS = {
 2: "QA e-signature on the change (approval)",
 3: "export of the current recipe (text does not say what it protects)",
 4: "pool release status looked up before thawing",
 6: "side-by-side diff review before download",
 13: "30-minute hold at setpoint before the press filter",
 17: "four-eyes batch record review",
 19: "yield comparison before retiring v12",
}
DROP_GUARD = 6

SPLITS = {
 13: ("Bring ethanol to 20% for Fraction II+III.",
      "Do not start press filter PF-2 until the jacket has sat at -6.0 °C ± 0.5 °C for 30 minutes."),
 18: ("Move the paste to freezer FZ-4 at -30 °C or colder.",
      "Put it on QA hold in SAP (stock type `Q`)."),
}
REGEN_SPLIT = (4, (
 "Open pool PP-25-0417 in LIMS and confirm all 2,400 donations are NAT-negative.",
 "The pool tests (HBsAg, HIV-1/2, HCV RNA) have to be non-reactive as well.",
))
SERIALIZE = [4, 5]
COMPRESS = [
 ([1, 2], "Open MOC-3381 for FRX-COHN v13 on F2 and get QA sign-off."),
 ([6, 7], "Review the v13 changes and download v13 to F2 inactive."),
 ([8, 9], "Thaw pool PP-25-0417 and remove the cryoprecipitate."),
 ([12, 13], "Run Fraction I and Fraction II+III precipitation in TK-301 with the new setpoint."),
 ([14, 16], "Press the Fraction II+III paste on PF-2 and record its weight in the batch record."),
 ([19, 20], "Check the yield against the trend and retire recipe v12."),
]
LOST = {"remove": (19, 20), "add": [(17, 20), (19, 21)],
        "why": "recipe v12 is retired without waiting for the yield comparison against the last 12 batches"}
TARGET = {"step": 13, "old": "20%", "new": "25%", "kind": "percentage (ethanol concentration)"}
OPERATION = {"step": 4, "change": "a read replaced by a write: the pool's results are set to released in LIMS instead of looked up",
 "text": "Set pool PP-25-0417 to released in LIMS: enter all 2,400 donations as NAT-negative and the pool tests (HBsAg, HIV-1/2, HCV RNA) as non-reactive."}
