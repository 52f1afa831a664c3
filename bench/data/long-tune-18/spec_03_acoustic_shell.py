ID = "lt18_03"
TASK = ("Concert hall stage: change the orchestral acoustic shell from the symphony set to the choral set "
        "(canopy trim, shell towers T1-T8, scene CHORAL-A) between 13:00 and 17:30")

STEPS = [
    (1, (), "Confirm with the stage manager that the hall is dark between 13:00 and 17:30 and open job JH-0815 in the stage log for the shell change from the symphony set to the choral set.",
     "Check with the stage manager that nothing is on in the hall from 13:00 to 17:30, then log job JH-0815 in the stage log for switching the shell from the symphony set to the choral set.",
     "Open JH-0815 in the stage log (shell change, symphony set to choral set) after the stage manager confirms the hall is dark 13:00 to 17:30."),
    (2, (1,), "Clear chairs, stands and the percussion risers off the stage and tape an out-of-bounds line 2 m around every shell tower.",
     "Strike the chairs, the music stands and the percussion risers, and mark off a 2 m keep-out line with tape around each shell tower.",
     None),
    (3, (2,), "Get the head flyman to sign the rigging plan for the canopy move before any motor is run.",
     "No motor runs until the head flyman has signed off the rigging plan for moving the canopy.",
     "Before a motor is run, the rigging plan for the canopy move needs the head flyman's signature."),
    (4, (3,), "Walk the grid and inspect the canopy hoist wires, the sheaves and the load cells on motors CM-1 to CM-6 for damage.",
     "Go up on the grid and look over the canopy hoist wires, sheaves and the load cells of motors CM-1 to CM-6 for any damage.",
     "Check motors CM-1 to CM-6 on the grid: load cells, canopy hoist wires and sheaves, all for damage."),
    (5, (3,), "Save a copy of the current scene file SYMPH-FULL from the stage machinery controller to the USB stick in the prompt desk before any preset is edited.",
     "Before editing a preset, copy the scene file currently in use, SYMPH-FULL, off the stage machinery controller onto the USB stick in the prompt desk.",
     None),
    (6, (4, 5), "Lower the acoustic canopy from 14.0 m to the choral trim of 11.5 m at no more than 0.1 m/s, with a spotter on stage watching the downstage edge.",
     "Fly the acoustic canopy in from 14.0 m down to its choral trim of 11.5 m, keeping to 0.1 m/s or slower, while a spotter on stage keeps eyes on the downstage edge.",
     "With a spotter on stage watching the downstage edge, bring the canopy down from 14.0 m to 11.5 m (choral trim) at 0.1 m/s at most."),
    (7, (2,), "Bring the air casters of shell towers T1 to T8 up to 6 bar before releasing their floor brakes.",
     "Pressurise the air casters on towers T1 to T8 to 6 bar first, and only then let off their floor brakes.",
     None),
    (8, (7,), "Float towers T1 to T8 to the choral marks, set them down, put the floor brakes on and lock the hinge pins.",
     "Glide the towers T1 to T8 onto the choral marks, lower them onto the floor, set the floor brakes and lock their hinge pins.",
     "Lock the hinge pins and set the floor brakes once towers T1 to T8 are floated onto the choral marks and set down."),
    (9, (6, 8), "Check that the gap between the canopy and the tower tops is at least 300 mm along the whole length.",
     "Measure the clearance from the canopy to the tops of the towers and make sure it is no less than 300 mm everywhere along the length.",
     None),
    (10, (9,), "Save the new positions as scene CHORAL-A and have the stage manager go through the differences against SYMPH-FULL with you before it becomes the show preset.",
     "Store the new positions as scene CHORAL-A, then sit down with the stage manager and review how it differs from SYMPH-FULL, before it is made the show preset.",
     "Before CHORAL-A becomes the show preset, the stage manager reviews its differences from SYMPH-FULL with you, once the new positions are saved under that scene name."),
    (11, (10,), "Make CHORAL-A the show preset on the controller.",
     "Set CHORAL-A as the controller's show preset.",
     None),
    (12, (11,), "Do the acoustic check with the acoustician: clap and sweep tests from seats H12 and T30, comparing the reverberation time with the 2.1 s target.",
     "Together with the acoustician, run clap and sweep tests from seats H12 and T30 and hold the measured reverberation time up against the 2.1 s target.",
     "Compare reverberation time to the 2.1 s target, measured with the acoustician by clap and sweep tests from seats H12 and T30."),
    (13, (11,), "Set the choir risers and 120 chairs to the choral plan and check the sightlines from the conductor's podium.",
     "Lay out the choir risers and 120 chairs as the choral plan shows, and look at the sightlines from the conductor's podium.",
     "From the conductor's podium, check sightlines once the choir risers and 120 chairs are set to the choral plan."),
    (14, (12, 13), "Have the acoustician and the stage manager walk the stage and sign the shell change sheet before the rehearsal call.",
     "Ahead of the rehearsal call, the stage manager and the acoustician walk the stage together and sign off the shell change sheet.",
     None),
    (15, (14,), "Release the stage for the 18:00 choir rehearsal and close JH-0815.",
     "JH-0815 can be closed out once the stage is handed to the choir for their 18:00 rehearsal.",
     None),
]

GUARDS = {
    3: "rigging plan signed by the head flyman before any motor runs",
    4: "grid inspection of wires, sheaves and load cells before the canopy moves",
    5: "copy of scene SYMPH-FULL before presets are edited",
    10: "diff review of CHORAL-A against SYMPH-FULL before it becomes the show preset",
    14: "sign-off of the shell change sheet before the rehearsal",
}
DROP_GUARD = 10

SPLITS = {
    6: ("Lower the acoustic canopy from 14.0 m to the choral trim of 11.5 m at no more than 0.1 m/s.",
        "While it moves, a spotter on stage watches the downstage edge."),
    12: ("Do the acoustic check with the acoustician: clap and sweep tests from seats H12 and T30.",
         "Compare the measured reverberation time with the 2.1 s target."),
}
REGEN_SPLIT = (8, ("Float shell towers T1 to T8 across to their choral marks and set them down.",
                   "Then apply the floor brakes and lock the hinge pins on each of them."))
SERIALIZE = [4, 5]
COMPRESS = [
    ([1, 2], "Confirm the dark window, open JH-0815 and clear the stage."),
    ([4, 6], "Inspect the grid and fly the canopy down to the choral trim."),
    ([7, 8], "Move towers T1 to T8 to the choral marks and brake them."),
    ([14, 15], "Get the shell change signed off and release the stage for rehearsal."),
]
LOST = {"remove": (4, 6), "add": [(4, 9)],
        "why": "the canopy can be lowered (step 6) before the hoist wires, sheaves and load cells are inspected (step 4)"}
TARGET = {"step": 6, "old": "11.5 m", "new": "10.5 m", "kind": "canopy trim height"}
OPERATION = {"step": 7,
             "text": "Bring the air casters of shell towers T1 to T8 up to 6 bar after releasing their floor brakes.",
             "change": "'before' made 'after' in one sentence: floor brakes released before the casters carry the towers"}
