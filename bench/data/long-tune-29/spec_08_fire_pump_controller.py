# Hand-written golden: diesel fire pump FP-1 controller replacement, churn test and flow test.
ID = "lt29_08"
TASK = ("Replace the controller of the diesel fire pump FP-1 under an impairment: electric pump FP-2 proven as cover, "
        "old settings recorded, isolation, new controller fitted and programmed, settings approved, alarm outputs "
        "simulated, witnessed churn test and 100 %/150 % flow test, post-run checks, return to AUTO and impairment cleared.")

STEPS = [
    (1, [], "Raise impairment IMP-0412 for diesel fire pump FP-1, notify the alarm receiving centre and the insurer, and agree a fire watch with the site fire officer.",
     "Log the impairment IMP-0412 against the diesel pump FP-1, tell both the alarm receiving centre and the insurer, and arrange a fire watch together with the site fire officer.",
     "Agree a fire watch with the site fire officer and notify the insurer and the alarm receiving centre once impairment IMP-0412 is raised for diesel fire pump FP-1."),
    (2, [1], "Prove the electric fire pump FP-2 as cover: drop the system to 90 psi through the test drain and witness FP-2 start automatically and restore pressure.",
     "Show that the electric pump FP-2 can carry the sprinklers alone by bleeding the system down to 90 psi at the test drain and seeing FP-2 auto-start and bring the pressure back.",
     "FP-2, the electric fire pump, must start by itself and restore pressure when the test drain drops the system to 90 psi; witness FP-2 doing it as proof of cover."),
    (3, [1], "Photograph and record the old controller's settings: start at 95 psi, minimum run timer 30 minutes, weekly test every Tuesday at 10:00.",
     "Capture the existing controller configuration in photos and on the sheet: 95 psi start, 30 minutes minimum run, weekly test Tuesdays at 10:00.",
     "Start at 95 psi, minimum run timer 30 minutes, weekly test every Tuesday at 10:00: photograph and record these settings of the old controller."),
    (4, [2], "Set FP-1's controller to OFF, open the isolators of battery sets A and B and lock them out.",
     "Switch the FP-1 controller to OFF, then break both battery sets, A and B, at their isolators and apply locks.",
     None),
    (5, [3, 4], "Disconnect the old controller, labelling engine harness terminals 1 to 12 and the pressure sensing line, and remove it.",
     "Take the old controller off the wall after tagging the pressure sensing line and each of the engine harness terminals 1 to 12.",
     "Label engine harness terminals 1 to 12 and the pressure sensing line, then disconnect and remove the old controller."),
    (6, [5], "Mount the new controller CTL-FP1 and connect harness terminals 1 to 12, battery sets A and B, and the pressure sensing line with its two check valves.",
     "Fix the replacement controller CTL-FP1 in place and wire it up: harness terminals 1 to 12, both battery sets A and B, plus the pressure sensing line fitted with its 2 check valves.",
     "Connect harness terminals 1 to 12, battery sets A and B and the pressure sensing line (two check valves) to CTL-FP1, the new controller, once it is mounted."),
    (7, [6], "Program CTL-FP1: start at 95 psi, minimum run timer 30 minutes, weekly test every Tuesday at 10:00, alarm outputs to fire panel zone 14.",
     "Enter the settings into CTL-FP1, namely a 95 psi start, a half an hour minimum run, the weekly test on Tuesdays at 10:00, and alarm outputs wired to zone 14 of the fire panel.",
     None),
    (8, [7], "Have the site fire officer approve the program sheet of CTL-FP1 against the recorded old settings.",
     "The site fire officer checks CTL-FP1's program sheet line by line against the old settings that were recorded, and signs it.",
     "The program sheet of CTL-FP1, compared with the recorded old settings, needs the site fire officer's approval."),
    (9, [8], "Simulate battery A failure, battery B failure and low fuel without starting the engine; each must show on fire panel zone 14.",
     "With the engine kept from starting, fake a battery A fault, a battery B fault and a low-fuel condition, and see every one of them arrive on zone 14 of the fire panel.",
     None),
    (10, [9], "Remove the locks, close the battery isolators for sets A and B and set CTL-FP1 to AUTO.",
     "Take the locks off, put both battery sets A and B back on at their isolators and select AUTO on CTL-FP1.",
     "Set CTL-FP1 to AUTO after removing the locks and closing the isolators of battery sets A and B."),
    (11, [10], "Witness the churn test: drop pressure to 95 psi at the test drain; FP-1 must start automatically within 10 seconds and run 30 minutes at churn with the circulation relief valve discharging.",
     "Stand by for the no-flow run: bleed the system to 95 psi through the test drain, FP-1 has to auto-start inside ten seconds and keep running at churn for half an hour while the circulation relief valve discharges.",
     "FP-1 must start by itself within 10 seconds when the test drain drops pressure to 95 psi, then run 30 minutes at churn with the circulation relief valve discharging; witness this churn test."),
    (12, [11], "Run the flow test through the test header at 100 % (1,500 gpm) and 150 % (2,250 gpm), recording suction and discharge pressure; at 150 % the net pressure must be at least 68 psi, 65 % of the rated 105 psi.",
     "Flow FP-1 through the test header at 100 %, 1,500 gpm, and then at 150 %, 2,250 gpm, noting suction and discharge pressures each time; at 150 % the net pressure has to reach 68 psi or more, 65 % of the 105 psi rating.",
     None),
    (13, [12], "Check the pump packing drips normally and the engine shows no fuel, oil or coolant leak after the flow test.",
     "After the flow run, look at the gland packing for a normal drip and go round the engine for any fuel, oil or coolant leak.",
     None),
    (14, [12], "Check that the CTL-FP1 event log records the churn start, the flow run and both battery sets cranking.",
     "Read CTL-FP1's event log and find the churn start, the flow run and cranking on both battery sets in it.",
     "The churn start, the flow run and cranking on both battery sets must be recorded in the CTL-FP1 event log."),
    (15, [12], "Check that fire panel zone 14 showed FP-1 running and now shows it in auto.",
     "Confirm on the fire panel that zone 14 reported FP-1 running and now reports it in auto.",
     None),
    (16, [13, 14, 15], "Close the test header valves, leave CTL-FP1 in AUTO with both battery chargers on, and seal the selector.",
     "Shut the test header valves, keep CTL-FP1 in AUTO with the 2 battery chargers switched on, and fit a seal on the selector.",
     "Seal the selector of CTL-FP1 and leave it in AUTO with both battery chargers on, after closing the test header valves."),
    (17, [16], "Clear IMP-0412 with the alarm receiving centre and the insurer and stand down the fire watch.",
     "Close the impairment IMP-0412 with the insurer and the alarm receiving centre, then release the fire watch.",
     None),
]

GUARDS = {
    2: "backup: electric pump FP-2 proven to carry the system before FP-1 is taken out",
    8: "approval: site fire officer approves the program sheet",
    9: "dryrun: alarm outputs simulated without starting the engine",
    11: "verify: witnessed churn test with auto-start within 10 seconds",
    12: "verify: flow test at 100 % and 150 % meets the net pressure",
    13: "health: packing and engine checked for leaks after the runs",
}
DROP_GUARD = 11

SPLITS = {
    1: ["Raise impairment IMP-0412 for diesel fire pump FP-1 and notify the alarm receiving centre and the insurer.",
        "Agree a fire watch with the site fire officer."],
    12: ["Run the flow test through the test header at 100 % (1,500 gpm) and 150 % (2,250 gpm), recording suction and discharge pressure.",
         "At 150 % the net pressure must be at least 68 psi, 65 % of the rated 105 psi."],
}

REGEN_SPLIT = [
    (6, ["Mount the new controller CTL-FP1 and land harness terminals 1 to 12 on it,",
         "then battery sets A and B and the pressure sensing line with its two check valves."]),
    (11, ["Drop the pressure to 95 psi at the test drain to call for a start.",
          "FP-1 has to start on its own within 10 seconds.",
          "Witness it running 30 minutes at churn, the circulation relief valve discharging throughout."]),
]

SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([4, 5], "Isolate FP-1 and remove the old controller."),
    ([6, 7], "Fit and program the new controller."),
    ([9, 10], "Test the alarms and put the controller back in AUTO."),
    ([12, 13], "Run the flow test and check for leaks."),
    ([16, 17], "Restore the pump and clear the impairment."),
]

LOST = {"remove": (2, 4), "add": [(1, 4), (2, 16)],
        "why": "FP-1 is switched off and isolated without first proving that the electric pump FP-2 can carry the system; the proof only has to come before the pump is restored"}

TARGET = {"step": 7, "old": "95 psi", "new": "75 psi", "kind": "start pressure setpoint"}

OPERATION = {"step": 16,
             "text": "Close the test header valves, leave CTL-FP1 in OFF with both battery chargers on, and seal the selector.",
             "change": "minimal one-word edit: AUTO -> OFF, the pump is left sealed in OFF and will not start on a fire"}
