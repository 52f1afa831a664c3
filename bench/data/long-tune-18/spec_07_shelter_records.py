ID = "lt18_07"
TASK = ("County animal shelter: move animal, people, medical and bite-history records from ShelterTrack 6.4 on shel-db01 "
        "to the hosted ShelterHub on a closed day, with paper intake in the meantime")

STEPS = [
    (1, (), "Open ticket AS-1902 for moving the shelter records from ShelterTrack 6.4 on shel-db01 to ShelterHub on the closed day, Monday 3 November.",
     "Raise AS-1902 to cover the move of shelter records off ShelterTrack 6.4 (server shel-db01) and onto ShelterHub, on the closed day of Monday 3 November.",
     "On the closed day, Monday 3 November, the shelter records move from ShelterTrack 6.4 on shel-db01 to ShelterHub: open ticket AS-1902 for it."),
    (2, (1,), "Get the shelter director to sign off the cutover plan, including the rule that bite cases and court-hold animals are checked first after the move.",
     "Have the shelter director approve the cutover plan, which says that bite cases and court-hold animals get checked first once the move is done.",
     None),
    (3, (2,), "Put a notice at intake and on the website that adoptions and reclaims are on paper only on Monday 3 November.",
     "Post a notice on the website and at intake saying adoptions and reclaims will be done on paper alone on Monday 3 November.",
     "Notice for intake and the website: on Monday 3 November adoptions and reclaims are paper-only."),
    (4, (2,), "Take a full backup of the ShelterTrack database on shel-db01, copy it to the county file share and check that it restores on the test server.",
     "Back up the whole ShelterTrack database on shel-db01, put a copy on the county file share and prove it restores on the test server.",
     "Check on the test server that the full ShelterTrack backup restores, after taking it on shel-db01 and copying it to the county file share."),
    (5, (4,), "Stop the ShelterTrack service and set the database read-only so that nobody can record an intake during the export.",
     "Shut down the ShelterTrack service and make the database read-only, so no intake can be entered while the export runs.",
     None),
    (6, (5,), "Export animals, people, medical records and bite history to CSV, keeping the medical and bite-history records of every animal, including those adopted out more than 5 years ago.",
     "Dump animals, people, medical records and bite history to CSV; the medical and bite-history records stay in for all animals, even ones adopted out over 5 years ago.",
     "Keep the medical and bite-history records of every animal, those adopted out more than 5 years ago included, when exporting animals, people, medical records and bite history to CSV."),
    (7, (6,), "Run the ShelterHub import in validation mode and have the records lead go through the error report before the real import.",
     "Do a validation-mode run of the ShelterHub import, and get the records lead to review its error report ahead of the real import.",
     None),
    (8, (7,), "Run the real import into ShelterHub.",
     "Carry out the actual import into ShelterHub.",
     None),
    (9, (8,), "Compare the animal counts per kennel block A to F and the 37 open bite cases between ShelterTrack and ShelterHub; they must match.",
     "Check that ShelterTrack and ShelterHub agree on the animal count for each kennel block, A to F, and on the 37 open bite cases.",
     "Between ShelterTrack and ShelterHub, the 37 open bite cases and the animal counts per kennel block A to F have to be the same."),
    (10, (8,), "Re-link the microchip registry account to ShelterHub and test a lookup of chip 985112003456789.",
     "Point the microchip registry account at ShelterHub and try a lookup of chip 985112003456789.",
     None),
    (11, (9, 10), "Print new kennel cards from ShelterHub for every animal on site and swap them at the kennels.",
     "Print fresh kennel cards out of ShelterHub for all the animals on site and replace the old ones at the kennels.",
     "At the kennels, swap in new kennel cards printed from ShelterHub for each animal on site."),
    (12, (3, 11), "Enter the paper intakes and adoptions from Monday into ShelterHub and have a second person check each one.",
     "Key Monday's paper intakes and adoptions into ShelterHub, with a second person checking every entry.",
     None),
    (13, (12,), "Switch the website adoptable-pets feed to ShelterHub and take the paper-only notice down.",
     "Take down the paper-only notice and point the adoptable-pets feed on the website at ShelterHub.",
     "Point the adoptable-pets feed of the website to ShelterHub; remove the paper-only notice."),
    (14, (13,), "Leave shel-db01 powered off but not wiped for 90 days, then close AS-1902.",
     "Close AS-1902, keeping shel-db01 shut down but intact, not wiped, for 90 days.",
     None),
]

GUARDS = {
    2: "director sign-off of the cutover plan",
    4: "full backup of ShelterTrack with a test restore",
    7: "validation-mode import with error report review",
    9: "count and bite-case comparison after import",
}
DROP_GUARD = 4

SPLITS = {
    4: ("Take a full backup of the ShelterTrack database on shel-db01 and copy it to the county file share.",
        "Check that the backup restores on the test server."),
    6: ("Export animals, people, medical records and bite history to CSV.",
        "Keep the medical and bite-history records of every animal in the export, including those adopted out more than 5 years ago."),
}
REGEN_SPLIT = (9, ("Count the animals in each kennel block, A to F, in both ShelterTrack and ShelterHub and make sure they agree.",
                   "Do the same for the 37 open bite cases; the two systems must match."))
SERIALIZE = [9, 10]
COMPRESS = [
    ([1, 2], "Open AS-1902 and get the cutover plan signed off."),
    ([5, 6], "Freeze ShelterTrack and export the records to CSV."),
    ([7, 8], "Validate and then run the ShelterHub import."),
    ([13, 14], "Switch the website feed and close AS-1902."),
]
LOST = {"remove": (7, 8), "add": [(6, 8), (7, 13)],
        "why": "the real ShelterHub import (step 8) no longer waits for the validation run and error report review (step 7)"}
TARGET = {"step": 3, "old": "Monday 3 November", "new": "Monday 10 November", "kind": "date"}
OPERATION = {"step": 6,
             "text": "Export animals, people, medical records and bite history to CSV, discarding the medical and bite-history records of animals adopted out more than 5 years ago.",
             "change": "keep -> discard: old medical and bite-history records are dropped from the export"}
