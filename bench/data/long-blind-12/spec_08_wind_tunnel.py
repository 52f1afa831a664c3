ID = "lb12_08"
TASK = "Swap the six-component balance of low-speed wind tunnel LWT-2 for a recalibrated unit and requalify the tunnel with the reference model before a test campaign."

STEPS = [
    (1, [], "Open WT-4471 to swap the LWT-2 six-component balance B-6C-220 for the recalibrated B-6C-221 before the 2025-09-15 campaign.",
     "Raise WT-4471 for replacing balance B-6C-220 in LWT-2 with the recalibrated B-6C-221 ahead of the campaign starting 2025-09-15.",
     "Before the 2025-09-15 campaign, the LWT-2 six-component balance B-6C-220 is swapped for the recalibrated B-6C-221: open WT-4471."),
    (2, [1], "Get the test engineer's go: no customer runs booked in LWT-2 until 2025-09-15.",
     "Ask the test engineer for a go, which needs the LWT-2 booking sheet to be empty of customer runs until 2025-09-15.",
     None),
    (3, [1], "Save the DAQ configuration as it is: `daqctl config save --host daq-lwt2 --name pre-WT-4471`.",
     "Keep today's DAQ setup under a name with `daqctl config save --host daq-lwt2 --name pre-WT-4471`.",
     "`daqctl config save --host daq-lwt2 --name pre-WT-4471` stores the DAQ configuration as it stands."),
    (4, [1], "Take wind-off zero readings of B-6C-220 one last time, 60 s averages per component, as the reference.",
     "Record a final set of wind-off zeros on B-6C-220, averaging each component over 60 s, to keep as the reference.",
     "As the reference, record wind-off zeros of B-6C-220 once more (60 s average per component)."),
    (5, [2, 3, 4], "Lock out the fan drive on MCC-W1 and open the test section.",
     "Put the fan drive on MCC-W1 under lockout, then open up the test section.",
     None),
    (6, [5], "Take out the model and the sting, unbolt B-6C-220 and put it in its case.",
     "Remove model and sting, then unbolt B-6C-220 and pack it into its case.",
     "Unbolt B-6C-220 and store it in its case once the model and the sting are out."),
    (7, [5], "Inspect and clean the sting taper.",
     "Give the sting taper a look and a clean.",
     None),
    (8, [6, 7], "Fit B-6C-221 on the sting, torque the bolts to 45 N·m and route the balance cable.",
     "Mount B-6C-221 onto the sting, tighten the bolts to 45 N·m, and run the balance cable back.",
     "Torque to 45 N·m after fitting B-6C-221 on the sting, then route the balance cable."),
    (9, [8], "Load the new calibration matrix: `daqctl balance load --host daq-lwt2 --matrix B-6C-221_cal_2025-08.mat`.",
     "Bring in the calibration matrix that came with the new balance using `daqctl balance load --host daq-lwt2 --matrix B-6C-221_cal_2025-08.mat`.",
     "Run `daqctl balance load --host daq-lwt2 --matrix B-6C-221_cal_2025-08.mat` to load the new calibration matrix."),
    (10, [9], "Check excitation and bridge outputs: 10.00 V excitation and all 6 bridges within ±0.5 mV/V of the certificate zeros.",
     "Confirm the excitation is 10.00 V and every one of the 6 bridges sits within ±0.5 mV/V of the zeros on the certificate.",
     "All 6 bridges within ±0.5 mV/V of the certificate zeros, excitation at 10.00 V: check it."),
    (11, [9], "Point the tunnel control software at the DAQ stream on daq-lwt2:6340 and confirm 6 channels at 1 kHz.",
     "Connect the tunnel control software to the daq-lwt2:6340 stream and make sure it sees 6 channels at 1 kHz.",
     None),
    (12, [10, 11], "Check-load the balance on the calibration body with 50 kg of deadweights in 5 steps; every reading within 0.1 % of full scale of the applied load.",
     "Hang 50 kg of deadweights on the calibration body in 5 steps to check-load the balance, accepting only readings inside 0.1 % of full scale of what is applied.",
     "With 50 kg of deadweights in 5 steps on the calibration body, check-load the balance; each reading must be within 0.1 % of full scale of the applied load."),
    (13, [12], "Fit reference model RM-3 and close the test section.",
     "Mount the RM-3 reference model and shut the test section.",
     None),
    (14, [13], "Walk down the test section and the circuit (no tools, no people left), then clear the lockout on MCC-W1.",
     "Once a walkdown of circuit and test section shows no tools and nobody left inside, remove the lockout from MCC-W1.",
     "Clear the MCC-W1 lockout after walking down the test section and the circuit (no tools, no people left)."),
    (15, [14], "Run the wind-off zero and tare runs at 0, 10 and 20 degrees alpha.",
     "Do the wind-off zero plus tare runs at alpha 0, 10 and 20 degrees.",
     None),
    (16, [15], "Run RM-3 at 40 m/s through an alpha sweep from -4 to 16 degrees.",
     "Put RM-3 through an alpha sweep of -4 to 16 degrees at 40 m/s.",
     "At 40 m/s, sweep RM-3 in alpha from -4 to 16 degrees."),
    (17, [16], "Compare RM-3 lift and drag with the 2024 reference polar: CL within 0.005 and CD within 0.0005.",
     "Lay the RM-3 lift and drag over the 2024 reference polar; CL may differ by at most 0.005 and CD by at most 0.0005.",
     None),
    (18, [16], "Check repeatability with 3 repeat sweeps: CL within 0.2 % between them.",
     "Repeat the sweep three times and confirm CL agrees within 0.2 % across the repeats.",
     "3 repeat sweeps must agree within 0.2 % on CL (repeatability)."),
    (19, [17, 18], "Save the DAQ configuration with the new balance: `daqctl config save --host daq-lwt2 --name B-6C-221-2025-09`.",
     "Store the DAQ configuration including the new balance via `daqctl config save --host daq-lwt2 --name B-6C-221-2025-09`.",
     None),
    (20, [19], "Release LWT-2 to the test campaign in the booking system.",
     "Open LWT-2 up for the test campaign in the booking system.",
     "In the booking system, release LWT-2 to the test campaign."),
    (21, [20], "Close WT-4471 with the check-load and RM-3 reports attached.",
     "Attach the check-load and RM-3 reports and close WT-4471.",
     None),
]

GUARDS = {
    2: "test engineer's go with no bookings (approval)",
    3: "DAQ configuration saved before the change (restore point)",
    4: "final wind-off zeros of the old balance (captured values)",
    12: "deadweight check-load before running (verification)",
    14: "walkdown before the lockout is cleared (verification)",
    17: "RM-3 polar compared with the 2024 reference before release (verification)",
}
DROP_GUARD = 17

SPLITS = {
    12: ("Check-load the balance on the calibration body with 50 kg of deadweights in 5 steps.",
         "Every check-load reading must be within 0.1 % of full scale of the applied load."),
    16: ("Set the tunnel to 40 m/s with RM-3 installed.",
         "Run RM-3 through an alpha sweep from -4 to 16 degrees."),
}
REGEN_SPLIT = (8, ("Mount B-6C-221 on the sting and do the bolts up to 45 N·m.",
                   "Route the balance cable back along the sting."))

SERIALIZE = [10, 11]

COMPRESS = [
    ([1, 2], "Open WT-4471 and get the test engineer's go."),
    ([6, 8], "Swap B-6C-220 for B-6C-221 on the sting."),
    ([9, 10], "Load the new calibration matrix and check the bridges."),
    ([13, 14], "Fit RM-3, close the test section and clear the lockout."),
    ([15, 16], "Run tares and an RM-3 alpha sweep."),
    ([20, 21], "Release the tunnel and close WT-4471."),
]

LOST = {"remove": (5, 6), "add": [(4, 6)],
        "why": "the model, sting and balance are unbolted in the test section without waiting for the fan drive lockout"}

TARGET = {"step": 11, "old": "6340", "new": "6430", "kind": "port"}

OPERATION = {"step": 19,
             "text": "Save the DAQ configuration with the new balance: `daqctl config reset --host daq-lwt2 --name B-6C-221-2025-09`.",
             "change": "subcommand `config save` -> `config reset` under unchanged prose"}
