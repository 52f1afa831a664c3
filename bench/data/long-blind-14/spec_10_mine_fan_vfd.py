"""lb14_10: underground coal mine, Shaft 3 main exhaust fan station, drive replacement on standby fan MF-B with
MF-A on duty, test changeover to MF-B and back."""

ID = "lb14_10"
TASK = ("Replace the variable-frequency drive of standby main exhaust fan MF-B at the Shaft 3 fan station while "
        "MF-A carries the mine, commission it, prove MF-B on duty with gas and airflow checks, and return to MF-A "
        "duty with MF-B on automatic standby.")

STEPS = [
    (1, [],
     "Open MOC-2025-044 to replace drive VFD-B of standby fan MF-B (1,800 kW, 350 m³/s at 3.2 kPa) at the "
     "Shaft 3 fan station on the 14 August day shift, with MF-A on duty throughout.",
     "Raise management-of-change MOC-2025-044 for swapping out VFD-B, the drive of standby fan MF-B (1,800 kW, "
     "350 m³/s at 3.2 kPa), at the Shaft 3 fan station during day shift on 14 August; MF-A stays on duty the "
     "whole time.",
     "On the 14 August day shift at the Shaft 3 fan station, with MF-A on duty throughout, drive VFD-B of "
     "standby fan MF-B (1,800 kW, 350 m³/s at 3.2 kPa) is replaced under MOC-2025-044; open it."),
    (2, [1],
     "The ventilation engineer (T. Mokoena) and the mine manager sign MOC-2025-044 and the changeover "
     "procedure VP-CO-03.",
     "MOC-2025-044 and changeover procedure VP-CO-03 each need two signatures, from T. Mokoena as ventilation "
     "engineer and from the mine manager.",
     None),
    (3, [1],
     "Save the drive parameters `vfd-b-params-20250814.dcp` and the fan PLC program `FAN3_PLC_v42.ACD` to "
     "`\\\\mine-eng01\\vent\\backup\\`.",
     "Copy the present drive parameter file `vfd-b-params-20250814.dcp` and the fan PLC program "
     "`FAN3_PLC_v42.ACD` into `\\\\mine-eng01\\vent\\backup\\`.",
     "Into `\\\\mine-eng01\\vent\\backup\\` go the fan PLC program `FAN3_PLC_v42.ACD` and the drive parameters "
     "`vfd-b-params-20250814.dcp`."),
    (4, [1],
     "Check duty fan MF-A: vibration under 4.5 mm/s, bearing temperatures under 80 °C and airflow 352 m³/s at "
     "3.2 kPa on the fan SCADA.",
     "Look at MF-A, the duty fan, on the fan SCADA: bearings below 80 °C, vibration below 4.5 mm/s, and "
     "352 m³/s of airflow at 3.2 kPa.",
     None),
    (5, [2],
     "Brief the control room and the 4 section supervisors, and confirm the return-airway methane sensors "
     "CH4-RA3 and CH4-RA7 report to the gas monitoring system with alarm at 1.0 % and trip at 1.25 %.",
     "Tell the control room and all 4 section supervisors what is happening, and check that methane sensors "
     "CH4-RA3 and CH4-RA7 in the return airways are reporting to the gas monitoring system, alarming at 1.0 % "
     "and tripping at 1.25 %.",
     "Confirm methane sensors CH4-RA3 and CH4-RA7 in the return airways report to the gas monitoring system "
     "(alarm 1.0 %, trip 1.25 %), and brief the 4 section supervisors and the control room."),
    (6, [3, 4, 5],
     "Isolate MF-B: close its inlet isolation doors D-B1 and D-B2, open and rack out 11 kV breaker CB-12, "
     "apply lock LOTO-F3-07 and prove the drive input dead.",
     "Take MF-B out of service by closing inlet isolation doors D-B1 and D-B2, opening 11 kV breaker CB-12 and "
     "racking it out, putting lock LOTO-F3-07 on and proving no voltage at the drive input.",
     None),
    (7, [6],
     "Remove the old VFD-B and install the new drive VFD-B2 (ACS5000, 2,000 kW), with motor and supply cables "
     "reterminated to drawing F3-E-114 rev C.",
     "Take out the old VFD-B and fit VFD-B2, the new ACS5000 rated 2,000 kW, reterminating the supply and "
     "motor cables as shown on drawing F3-E-114 rev C.",
     "The new drive VFD-B2 (ACS5000, 2,000 kW) replaces the old VFD-B, and motor and supply cables are "
     "reterminated to drawing F3-E-114 rev C."),
    (8, [7],
     "Insulation-test the motor cables at 5 kV: at least 1,000 MΩ phase to earth on each phase, recorded on "
     "test sheet TS-F3-19.",
     "Megger each phase of the motor cables to earth at 5 kV and record it on TS-F3-19; none may read below "
     "1,000 MΩ.",
     None),
    (9, [7],
     "Load the parameters into VFD-B2 from `vfd-b-params-20250814.dcp` (adapted for the ACS5000) and set its "
     "Profibus address to 12 as in `FAN3_PLC_v42.ACD`.",
     "Put the parameters from `vfd-b-params-20250814.dcp`, adapted for the ACS5000, into VFD-B2, and give it "
     "Profibus address 12 to match `FAN3_PLC_v42.ACD`.",
     "Profibus address 12, as in `FAN3_PLC_v42.ACD`, and the parameters from `vfd-b-params-20250814.dcp` "
     "(adapted for the ACS5000) are loaded into VFD-B2."),
    (10, [8, 9],
     "With CB-12 still locked out, run the drive I/O test with the fan PLC in test mode: start, stop, trip and "
     "the 0-100 % speed reference must all map correctly between `FAN3_PLC_v42.ACD` and VFD-B2.",
     "Before any power goes on, and with CB-12 locked out still, put the fan PLC in test mode and exercise the "
     "drive I/O: start, stop, trip and the 0-100 % speed reference each have to map correctly between "
     "`FAN3_PLC_v42.ACD` and VFD-B2.",
     None),
    (11, [10],
     "The electrical engineer removes LOTO-F3-07, racks in and closes CB-12, and VFD-B2 reports `READY`.",
     "LOTO-F3-07 comes off at the hand of the electrical engineer, who racks CB-12 in and closes it; VFD-B2 "
     "then shows `READY`.",
     "VFD-B2 must report `READY` once the electrical engineer has removed LOTO-F3-07 and racked in and closed "
     "CB-12."),
    (12, [11],
     "Run MF-B at 30 % speed against closed doors D-B1 and D-B2 for 15 minutes: correct rotation, vibration "
     "under 4.5 mm/s and bearing temperatures under 80 °C.",
     "With doors D-B1 and D-B2 shut, turn MF-B at 30 % speed for 15 minutes and check that it rotates the right "
     "way, vibrates less than 4.5 mm/s and keeps its bearings below 80 °C.",
     None),
    (13, [12],
     "Before the changeover, CH4-RA3 and CH4-RA7 must read below 0.5 % and the control room confirms no one is "
     "in the section 7 development headings.",
     "Only go on to the changeover when both CH4-RA3 and CH4-RA7 are under 0.5 % and the control room has "
     "confirmed the section 7 development headings are empty of people.",
     "The control room confirms no one is in the section 7 development headings, and CH4-RA3 and CH4-RA7 read "
     "below 0.5 %, before the changeover."),
    (14, [13],
     "Change over to MF-B: open doors D-B1 and D-B2, ramp MF-B to 100 %, then close MF-A's doors D-A1 and D-A2 "
     "and stop MF-A; airflow must be back to at least 340 m³/s within 5 minutes.",
     "Make MF-B the duty fan by opening D-B1 and D-B2 and ramping it to 100 %, and only then shut D-A1 and D-A2 "
     "on MF-A and stop it; within 5 minutes airflow has to recover to 340 m³/s or more.",
     "Airflow must be back to at least 340 m³/s within 5 minutes of the changeover to MF-B, done by opening "
     "doors D-B1 and D-B2, ramping MF-B to 100 %, then closing D-A1 and D-A2 and stopping MF-A."),
    (15, [14],
     "Watch MF-B on duty for 4 hours: airflow at least 340 m³/s at 3.2 kPa, vibration under 4.5 mm/s, bearing "
     "temperatures under 80 °C and no VFD-B2 alarm.",
     "Keep MF-B under watch as duty fan for 4 hours; it must hold 340 m³/s or more at 3.2 kPa with vibration "
     "below 4.5 mm/s, bearings below 80 °C and not one VFD-B2 alarm.",
     "For 4 hours with MF-B on duty: no VFD-B2 alarm, bearing temperatures under 80 °C, vibration under "
     "4.5 mm/s, and airflow at least 340 m³/s at 3.2 kPa."),
    (16, [14],
     "Have the ventilation officer take anemometer readings at survey stations VS-12 and VS-18: both within "
     "10 % of the July survey.",
     "The ventilation officer measures with the anemometer at stations VS-12 and VS-18, and each reading has "
     "to be within 10 % of the July survey.",
     None),
    (17, [14],
     "Trend CH4-RA3 and CH4-RA7 over the same 4 hours: both below 0.5 % with no alarm at 1.0 %.",
     "Follow the CH4-RA3 and CH4-RA7 trends for those 4 hours; neither may go to 0.5 % or above, and the 1.0 % "
     "alarm must not sound.",
     "Both below 0.5 %, with no alarm at 1.0 %: that is what the trends of CH4-RA3 and CH4-RA7 must show over "
     "the same 4 hours."),
    (18, [15, 16, 17],
     "Change back to MF-A duty the same way (MF-A doors open and fan at 100 % before MF-B stops), and airflow "
     "at least 340 m³/s within 5 minutes.",
     "Return duty to MF-A by the same sequence, its doors opened and fan at 100 % before MF-B is stopped, "
     "with airflow recovering to 340 m³/s or more inside 5 minutes.",
     None),
    (19, [18],
     "Put MF-B in `AUTO STANDBY` in `FAN3_PLC_v42.ACD` and check the standby-ready indication on the fan "
     "SCADA with doors D-B1 and D-B2 closed.",
     "Set MF-B to `AUTO STANDBY` in `FAN3_PLC_v42.ACD`, then check on the fan SCADA that it indicates "
     "standby-ready, doors D-B1 and D-B2 closed.",
     "With doors D-B1 and D-B2 closed, the fan SCADA must show standby-ready once MF-B is in `AUTO STANDBY` in "
     "`FAN3_PLC_v42.ACD`."),
    (20, [18],
     "Update the fan logbook and ventilation plan VP-2025-08 with the VFD-B2 serial number and the test "
     "results from TS-F3-19.",
     "Write the serial number of VFD-B2 and the TS-F3-19 results into the fan logbook and into ventilation "
     "plan VP-2025-08.",
     None),
    (21, [18],
     "Return the old VFD-B to stores under WO-71902 for repair and keep it as the spare.",
     "Send the old VFD-B back to stores on WO-71902, to be repaired and held as the spare.",
     None),
    (22, [19, 20, 21],
     "Close MOC-2025-044 with T. Mokoena's and the mine manager's sign-off and the survey readings from VS-12 "
     "and VS-18.",
     "Close out MOC-2025-044, with sign-off by T. Mokoena and by the mine manager and the readings from survey "
     "stations VS-12 and VS-18 attached.",
     "With the VS-12 and VS-18 survey readings and sign-off from T. Mokoena and the mine manager, close "
     "MOC-2025-044."),
]

GUARDS = {
    2: "approval: ventilation engineer and mine manager sign the MOC and changeover procedure",
    3: "backup: drive parameters and PLC program saved",
    4: "health: duty fan MF-A condition before isolating MF-B",
    8: "verify: motor cable insulation test before energising",
    10: "dryrun: drive I/O test in PLC test mode before power is applied",
    13: "health: methane below 0.5 % and headings clear before the changeover",
    15: "health: 4-hour watch of MF-B on duty before changing back",
    16: "verify: underground airflow survey with MF-B on duty",
}
DROP_GUARD = 10

SPLITS = {
    6: ("Isolate MF-B on the air side first: close its inlet isolation doors D-B1 and D-B2.",
        "Then open and rack out 11 kV breaker CB-12, apply lock LOTO-F3-07 and prove the drive input dead."),
    14: ("Change over to MF-B: open doors D-B1 and D-B2 and ramp MF-B to 100 %.",
         "Then close MF-A's doors D-A1 and D-A2 and stop MF-A; airflow must be back to at least 340 m³/s "
         "within 5 minutes."),
}

REGEN_SPLIT = (12, (
    "First run of the new drive: MF-B at 30 % speed for 15 minutes, doors D-B1 and D-B2 kept shut.",
    "During the run, check the rotation is correct, vibration is below 4.5 mm/s and the bearings stay below "
    "80 °C."))

SERIALIZE = [15, 16, 17]

COMPRESS = [
    ([1, 2], "Open MOC-2025-044 for the MF-B drive and get it signed."),
    ([6, 7], "Isolate MF-B and replace VFD-B with the new VFD-B2."),
    ([9, 10], "Load the parameters into VFD-B2 and test the drive I/O with the PLC."),
    ([11, 12], "Energise CB-12 and give MF-B a trial run at 30 %."),
    ([14, 15], "Change over to MF-B and watch it on duty."),
    ([18, 20], "Change back to MF-A and update the logbook and ventilation plan."),
    ([19, 22], "Put MF-B on auto standby and close MOC-2025-044."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 18)],
        "why": "the changeover to MF-B no longer waits for the methane readings and the confirmation that the "
               "section 7 headings are clear"}

TARGET = {"step": 6, "old": "CB-12", "new": "CB-11", "kind": "11 kV breaker"}

OPERATION = {"step": 14,
             "text": "Change over to MF-B: stop MF-A and close its doors D-A1 and D-A2, then open doors D-B1 and "
                     "D-B2 and ramp MF-B to 100 %; airflow must be back to at least 340 m³/s within 5 minutes.",
             "change": "make-before-break changeover (MF-B running before MF-A stops) -> break-before-make "
                       "(MF-A stopped first), rewritten"}
