ID = "lt10_06"
DOMAIN = "water treatment dosing: free chlorine analyzer replacement and hypochlorite dosing loop retune"
STYLE = "b"
TASK = "Replace free chlorine analyzer AIT-301 on the clearwell outlet at Millbrook WTW and retune hypochlorite dosing loop FIC-301 without losing residual control."
STEPS = [
 (1, [], "Open permit PTW-0931 and MOC-118 for replacing analyzer AIT-301 on the clearwell outlet and tell the duty chemist.",
  "PTW-0931 + MOC-118: AIT-301 replacement, clearwell outlet; duty chemist informed.",
  "Tell the duty chemist, then open MOC-118 and permit PTW-0931 for the AIT-301 replacement on the clearwell outlet."),
 (2, [1], "Run spare dosing pump P-302B on test for 5 minutes at 20% stroke to prove it works.",
  "Prove spare pump P-302B: test run, 5 minutes, 20% stroke.",
  None),
 (3, [1], "Take a DPD grab sample at the clearwell outlet and record free chlorine; expect 0.8-1.2 mg/L.",
  "DPD grab sample, clearwell outlet; log free chlorine (expected 0.8-1.2 mg/L).",
  "Free chlorine should be 0.8-1.2 mg/L; record it from a DPD grab sample at the clearwell outlet."),
 (4, [1], "Upload the PLC-3 program with the FIC-301 PID parameters to \\\\wtw-eng01\\plc\\PLC-3\\MOC-118 in Studio 5000 and keep it as the fallback copy.",
  "Fallback copy: PLC-3 program + FIC-301 PID parameters uploaded via Studio 5000 to \\\\wtw-eng01\\plc\\PLC-3\\MOC-118.",
  None),
 (5, [2, 3], "Switch loop FIC-301 from AUTO residual trim to MANUAL, holding the current 34% output, flow-paced only.",
  "FIC-301: AUTO residual trim -> MANUAL; hold current 34% output; flow-paced only.",
  "Holding the current 34% output, flow-paced only, put loop FIC-301 in MANUAL instead of AUTO residual trim."),
 (6, [5], "Start manual grab sampling every 15 minutes while AIT-301 is out of service.",
  "Grab samples every 15 minutes while AIT-301 out of service.",
  None),
 (7, [5], "Close sample line valve HV-301 to isolate AIT-301, then remove the old analyzer.",
  "Isolate AIT-301: shut HV-301 (sample line); pull old analyzer.",
  "Remove the old analyzer once sample line valve HV-301 is closed and AIT-301 isolated."),
 (8, [7], "Fit the new CL17sc analyzer as AIT-301, open HV-301 and flush the sample line for 30 minutes.",
  "New CL17sc in as AIT-301; HV-301 open; flush sample line 30 minutes.",
  None),
 (9, [8], "Calibrate AIT-301 against a DPD grab sample; the two must agree within 0.05 mg/L.",
  "Calibrate AIT-301 vs DPD grab sample; agreement within 0.05 mg/L.",
  "Against a DPD grab sample, calibrate AIT-301 until they agree within 0.05 mg/L."),
 (10, [4, 9], "In the offline project, set FIC-301 gain 0.6 and reset 4 min and scale AIT-301 to 0-5 mg/L over 4-20 mA.",
  "Offline project edits: FIC-301 gain 0.6, reset 4 min; AIT-301 scaling 0-5 mg/L over 4-20 mA.",
  None),
 (11, [10], "Run the Studio 5000 Compare Tool between the offline project and the running PLC-3 program; only the FIC-301 and AIT-301 changes may appear.",
  "Compare Tool (Studio 5000): offline project vs running PLC-3 program; only FIC-301 + AIT-301 changes allowed.",
  "Only the FIC-301 and AIT-301 changes may appear when the Studio 5000 Compare Tool compares the offline project with the running PLC-3 program."),
 (12, [11], "Get the process engineer to approve the compare report in MOC-118.",
  "Process engineer approval of compare report, MOC-118.",
  None),
 (13, [12], "Download the project to PLC-3 as an online edit.",
  "Online-edit download to PLC-3.",
  "To PLC-3, download the project as an online edit."),
 (14, [6, 13], "Return FIC-301 to AUTO with residual trim at a setpoint of 1.0 mg/L.",
  "FIC-301 back to AUTO, residual trim, setpoint 1.0 mg/L.",
  None),
 (15, [14], "Watch the residual for 2 hours: AIT-301 must stay between 0.8 and 1.2 mg/L and agree with grab samples within 0.1 mg/L.",
  "2-hour residual watch: AIT-301 within 0.8 and 1.2 mg/L; grab samples within 0.1 mg/L.",
  "AIT-301 must agree with grab samples within 0.1 mg/L and stay between 0.8 and 1.2 mg/L while the residual is watched for 2 hours."),
 (16, [15], "Close PTW-0931 and MOC-118, leaving HV-301 open and P-302B in standby.",
  "Close PTW-0931, MOC-118; HV-301 stays open, P-302B standby.",
  None),
]
GUARDS = {4: "upload of the PLC-3 program and PID parameters before any change",
          9: "analyzer calibration against a grab sample",
          11: "Compare Tool diff review before the download",
          12: "process engineer approval before the download",
          15: "2-hour residual watch before closing"}
DROP_GUARD = 4
SPLITS = {
 8: ("Fit the new CL17sc analyzer as AIT-301.",
     "Open HV-301 and flush the sample line for 30 minutes."),
 15: ("Watch the residual for 2 hours: AIT-301 must stay between 0.8 and 1.2 mg/L.",
      "During that watch AIT-301 must also agree with grab samples within 0.1 mg/L."),
}
REGEN_SPLIT = (5, (
 "Put FIC-301 in MANUAL (out of AUTO residual trim), flow-paced only.",
 "Hold its output at the current 34%."))
SERIALIZE = [3, 4]
COMPRESS = [
 ([1, 2], "Open the permit and MOC and test the spare pump."),
 ([6, 14], "Grab-sample while the analyzer is out, then put FIC-301 back in AUTO."),
 ([7, 8], "Swap the AIT-301 analyzer and flush the sample line."),
 ([11, 12], "Compare the project with PLC-3 and get it approved."),
 ([15, 16], "Watch the residual, then close the permit and MOC."),
]
LOST = {"remove": (5, 7), "add": [(1, 7)],
        "why": "the analyzer is isolated and removed (7) without waiting for FIC-301 to leave AUTO residual trim (5), so the loop can chase a dead analyzer"}
TARGET = {"step": 14, "old": "1.0 mg/L", "new": "1.6 mg/L", "kind": "setpoint"}
OPERATION = {"step": 7, "text": "Open sample line valve HV-301 to isolate AIT-301, then remove the old analyzer.",
             "change": "close -> open the sample line valve before pulling the analyzer"}
