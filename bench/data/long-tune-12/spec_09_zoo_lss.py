ID = "lt12_09"
TASK = "Harbour Zoo sea lion pool SL-1: replace the OZ-2 ozone generator controller in the life support system with the animals in the pool"

STEPS = [
 (1, [], "Open WO-LSS-3107 to replace the OZ-2 ozone controller on the sea lion pool SL-1 life support (1.2 million L).",
  "Raise work order WO-LSS-3107: the OZ-2 ozone controller of the SL-1 sea lion pool life support (1.2 million L) gets replaced.",
  "For the SL-1 sea lion pool life support (1.2 million L), WO-LSS-3107 covers replacing the OZ-2 ozone controller."),
 (2, [1], "The head of animal care and the vet sign WO-LSS-3107; the sea lions stay in the pool with a keeper watching behaviour.",
  "Get WO-LSS-3107 signed by both the vet and the head of animal care; animals remain in the pool and a keeper watches their behaviour.",
  None),
 (3, [2], "Write the OZ-2 setpoints (ORP 750 mV, ozone max 180 g/h, CT-1 residual limit 0.02 mg/L) to `/lss/keep/oz2-setpoints-20250304.csv`.",
  "Save what OZ-2 runs with now - ORP 750 mV, ozone max 180 g/h, residual limit 0.02 mg/L on CT-1 - into `/lss/keep/oz2-setpoints-20250304.csv`.",
  "Into `/lss/keep/oz2-setpoints-20250304.csv` go the OZ-2 setpoints: ORP 750 mV, ozone max 180 g/h, CT-1 residual limit 0.02 mg/L."),
 (4, [2], "Take a baseline sample at the pool return: ORP, pH and ozone residual.",
  "Sample the water at the pool return for ORP, pH and ozone residual to have a baseline.",
  None),
 (5, [3, 4], "Bypass OZ-2 for no more than 4 hours with `lssctl ozone bypass --unit OZ-2 --duration 4h`; sand filters and UV stay on.",
  "Keep the sand filters and UV running and put OZ-2 in bypass for 4 hours at most: `lssctl ozone bypass --unit OZ-2 --duration 4h`.",
  "`lssctl ozone bypass --unit OZ-2 --duration 4h` bypasses OZ-2 for no more than 4 hours, sand filters and UV staying on."),
 (6, [5], "Zero ozone residual at the CT-1 outlet before the controller cabinet is opened.",
  "Do not open the controller cabinet until the CT-1 outlet reads zero ozone residual.",
  None),
 (7, [6], "Fit the new controller and load its firmware: `lssctl fw load --unit OZ-2 --image oz-ctrl-3.2.0.bin`.",
  "Swap in the new controller, then flash it with `lssctl fw load --unit OZ-2 --image oz-ctrl-3.2.0.bin`.",
  "`lssctl fw load --unit OZ-2 --image oz-ctrl-3.2.0.bin` loads the firmware once the new controller is fitted."),
 (8, [7], "Key in the setpoints from the saved file and read each one back from the display: ORP 750 mV, max 180 g/h, residual limit 0.02 mg/L.",
  "Enter the saved setpoints and check on the display that each reads back correctly - ORP 750 mV, max 180 g/h, residual limit 0.02 mg/L.",
  None),
 (9, [7], "Apply test gas to the ozone leak detector; the interlock must trip OZ-2 within 10 seconds.",
  "Check the leak detector interlock with test gas: OZ-2 has to trip inside 10 seconds.",
  "Within 10 seconds of test gas on the ozone leak detector, the interlock must trip OZ-2."),
 (10, [8, 9], "Return OZ-2 to service: `lssctl ozone bypass --unit OZ-2 --cancel`.",
  "Cancel the bypass and put OZ-2 back in service using `lssctl ozone bypass --unit OZ-2 --cancel`.",
  None),
 (11, [10], "For 2 hours, ORP stays between 700 and 800 mV, residual at the pool return below 0.01 mg/L, and the keeper reports normal behaviour.",
  "Watch 2 hours: the keeper must see normal behaviour, ORP must sit within 700 and 800 mV and the pool return residual under 0.01 mg/L.",
  "ORP 700 to 800 mV, pool return residual below 0.01 mg/L, normal behaviour per the keeper - hold that for 2 hours."),
 (12, [11], "Take the follow-up water sample for the lab.",
  "Send a follow-up water sample to the lab.",
  None),
 (13, [11], "Update the LSS log book and the OZ-2 asset record.",
  "Write up the LSS log book and bring the OZ-2 asset record up to date.",
  "The OZ-2 asset record and the LSS log book are updated."),
 (14, [12, 13], "Close WO-LSS-3107.",
  "Mark WO-LSS-3107 done and close it.",
  None),
]

GUARDS = {
 2: "vet and animal care sign-off (approval)",
 3: "setpoints saved to a file (text does not say what it protects)",
 6: "zero residual confirmed before opening the cabinet",
 8: "read-back of the setpoints",
 9: "leak detector interlock test before return to service",
 11: "2-hour watch before closing",
}
DROP_GUARD = 3

SPLITS = {
 5: ("Bypass OZ-2 for no more than 4 hours with `lssctl ozone bypass --unit OZ-2 --duration 4h`.",
     "Sand filters and UV stay on during the bypass."),
 11: ("For 2 hours, ORP stays between 700 and 800 mV and the residual at the pool return below 0.01 mg/L.",
      "The keeper reports normal behaviour throughout."),
}
REGEN_SPLIT = (8, (
 "Type the setpoints back in from the saved file.",
 "Read each back off the display: ORP 750 mV, max 180 g/h, residual limit 0.02 mg/L.",
))
SERIALIZE = [3, 4]
COMPRESS = [
 ([1, 2], "Open WO-LSS-3107 for the OZ-2 controller swap and get animal care sign-off."),
 ([6, 7], "Once the residual is gone, fit the new OZ-2 controller and load firmware 3.2.0."),
 ([10, 11], "Put OZ-2 back in service and watch ORP and residual."),
 ([13, 14], "Update the log book and close WO-LSS-3107."),
]
LOST = {"remove": (8, 10), "add": [(8, 11)],
        "why": "OZ-2 is returned to service before the setpoints have been keyed in and read back"}
TARGET = {"step": 8, "old": "750 mV", "new": "850 mV", "kind": "setpoint (ORP)"}
OPERATION = {"step": 5, "change": "temporary change made permanent: a 4-hour bypass becomes a permanent one",
 "text": "Bypass OZ-2 permanently with `lssctl ozone bypass --unit OZ-2 --permanent`; sand filters and UV stay on."}
