ID = "lb12_10"
TASK = "Move a running theatre show from the old Ion lighting console to the new Eos Apex before the first preview, merging in a new LED wash rig."

STEPS = [
    (1, [], "Open ticket LX-204 to move the Twelfth Night show from the Ion to the new Apex 10 before the 2025-11-04 preview.",
     "Raise LX-204 for transferring Twelfth Night off the Ion onto the new Apex 10 ahead of the preview on 2025-11-04.",
     "Before the 2025-11-04 preview, the Twelfth Night show moves from the Ion to the new Apex 10: open ticket LX-204."),
    (2, [1], "Save the running show on the Ion as TwelfthNight_2025-10-28.esf3d to two USB sticks and the file server.",
     "Write the show currently on the Ion out as TwelfthNight_2025-10-28.esf3d, onto two USB sticks plus the file server.",
     "To the file server and two USB sticks, save the Ion's running show as TwelfthNight_2025-10-28.esf3d."),
    (3, [1], "Print the patch and the sACN universe map from the Ion: universes 1-6 at priority 100.",
     "Get a printout of the Ion's patch and its sACN universe map, which is universes 1-6 at priority 100.",
     None),
    (4, [2], "Open TwelfthNight_2025-10-28.esf3d on the Apex offline, with no network, and check cue list, patch and effects against the Ion's show report: 412 cues, 6 universes.",
     "With the Apex off the network, load TwelfthNight_2025-10-28.esf3d and go through its cue list, patch and effects against the Ion show report, expecting 412 cues over 6 universes.",
     "Check cue list, patch and effects against the Ion's show report (412 cues, 6 universes) after opening TwelfthNight_2025-10-28.esf3d on the Apex offline, no network."),
    (5, [3, 4], "Bring the new LED wash rig (48 fixtures on universe 5) into the show with a partial show open, Merge selected, leaving the existing cues untouched.",
     "Add the new LED wash rig, 48 fixtures on universe 5, through a partial show open set to Merge so that none of the existing cues change.",
     None),
    (6, [5], "Connect the Apex to the lighting network with sACN output disabled and sync the RPU3 backup to it.",
     "Plug the Apex into the lighting network, keeping its sACN output turned off, and let the RPU3 backup synchronise to it.",
     "Sync the RPU3 backup to the Apex once the Apex is on the lighting network with sACN output disabled."),
    (7, [6], "Check the RPU3 shows Synchronized with the same show file revision.",
     "Make sure the RPU3 reports Synchronized and carries the same show file revision.",
     None),
    (8, [6], "Check that the Ion's output is disabled so two consoles never drive universes 1-6 at once.",
     "Confirm output on the Ion is off, so universes 1-6 are never driven by two consoles together.",
     "Universes 1-6 must never have two consoles driving them: check the Ion's output is disabled."),
    (9, [7, 8], "Enable sACN output from the Apex at priority 100.",
     "Turn the Apex's sACN output on at priority 100.",
     None),
    (10, [9], "Do a channel check of all 312 channels from the Apex with the chief electrician on stage.",
     "Run through all 312 channels from the Apex as a channel check, the chief electrician on stage.",
     "With the chief electrician on stage, channel-check all 312 channels from the Apex."),
    (11, [9], "Focus-check the 48 new LED washes.",
     "Go over the focus of the 48 new LED washes.",
     None),
    (12, [10, 11], "Run the technical rehearsal on the Apex with the stage manager calling all 412 cues and note any timing problems.",
     "Hold the tech rehearsal on the Apex, the stage manager calling every one of the 412 cues, and log whatever timing issues come up.",
     "Note any timing problems while the stage manager calls all 412 cues in the technical rehearsal on the Apex."),
    (13, [12], "Have the lighting designer sign off the cue playback.",
     "Get the lighting designer's sign-off on how the cues play back.",
     None),
    (14, [13], "Save the show on the Apex to 3 places and keep the Ion file as a read-only archive.",
     "Store the Apex show in 3 places and mark the Ion file read-only as an archive.",
     "Keep the Ion file as a read-only archive and save the Apex show to 3 places."),
    (15, [14], "Close LX-204 and hand the Apex over to the show's board operator.",
     "Hand the Apex to the show's board operator and close out LX-204.",
     None),
]

GUARDS = {
    2: "show saved to three places before the move (backup)",
    3: "patch and universe map printed (captured values)",
    4: "offline check of the show file on the Apex against the Ion report (diff review)",
    7: "backup console synchronised (verification)",
    8: "old console's output confirmed off before the new one outputs (readiness)",
    12: "technical rehearsal on the new console (soak)",
    13: "lighting designer's sign-off before hand-over (approval)",
}
DROP_GUARD = 4

SPLITS = {
    4: ("Open TwelfthNight_2025-10-28.esf3d on the Apex offline, with no network.",
        "Check cue list, patch and effects against the Ion's show report: 412 cues, 6 universes."),
    12: ("Run the technical rehearsal on the Apex with the stage manager calling all 412 cues.",
         "Note any timing problems seen in the rehearsal."),
}
REGEN_SPLIT = (5, ("Use a partial show open, Merge ticked, to pull in the new LED wash rig.",
                   "That is 48 fixtures on universe 5; the cues already in the show must not be touched."))

SERIALIZE = [7, 8]

COMPRESS = [
    ([1, 2], "Open LX-204 and save the Ion show."),
    ([5, 6], "Merge in the LED washes and put the Apex on the network with its backup."),
    ([9, 10], "Turn on the Apex output and do a channel check."),
    ([13, 14], "Get the designer's sign-off and save the show."),
]

LOST = {"remove": (8, 9), "add": [(8, 12)],
        "why": "the Apex starts outputting sACN before anyone has checked that the Ion's output is off"}

TARGET = {"step": 5, "old": "universe 5", "new": "universe 3", "kind": "DMX/sACN universe"}

OPERATION = {"step": 5,
             "text": "Bring the new LED wash rig (48 fixtures on universe 5) into the show with a partial show open, Replace selected, overwriting the existing cues.",
             "change": "partial show open Merge -> Replace: existing cues overwritten"}
