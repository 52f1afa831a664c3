ID = "lt22_02"
TASK = ("Rehang the tenor (bell 10, 28 cwt) of the cathedral ring of 10 on new ball bearings, re-level frame "
        "pit 10, and hand the tower back to the band for Sunday evensong.")

STEPS = [
    (1, [], "Book the tower out of ringing from Monday 14 October to Friday 18 October with the tower captain and post notices on the ringing chamber door and in the cathedral office.",
     "Agree with the tower captain that nobody rings between Monday 14 October and Friday 18 October, and pin a notice on the ringing chamber door and another in the cathedral office.",
     "With the tower captain, stop all ringing Monday 14 October to Friday 18 October; notices go up in the cathedral office and on the ringing chamber door."),
    (2, [1], "Photograph the tenor in its pit before anything is loosened (clapper, stay and slider, wheel and rope run) and write both gudgeon heights, to 0.5 mm, in the tower log.",
     "Before a single bolt is slackened, take photos of the tenor as it hangs (clapper, stay and slider, wheel and rope run) and enter the two gudgeon heights to 0.5 mm in the tower log.",
     None),
    (3, [1], "Make sure the Archdeacon's licence AL-2024-117 has come through; nothing comes out of the frame until it is pinned up in the ringing chamber.",
     "Check the licence from the Archdeacon, AL-2024-117, has arrived: until it hangs in the ringing chamber, no bell leaves the frame.",
     "Until licence AL-2024-117 from the Archdeacon is pinned up in the ringing chamber, nothing comes out of the frame, so confirm it has come through."),
    (4, [1], "Rig the 2 t chain block from the lifting beam above pit 10 and proof it with the 500 kg test weight.",
     "Hang the 2 t chain block on the beam over pit 10 and prove it by lifting the 500 kg test weight.",
     "Prove the chain block (2 t, hung from the lifting beam over pit 10) with the 500 kg test weight."),
    (5, [2, 3, 4], "Lower the tenor (bell 10, 28 cwt) onto the timber bearers: take off the wheel, unbolt the headstock from the frame sides and let it down on the chain block.",
     "Take the wheel off, free the headstock from the frame sides and let the tenor (bell 10, 28 cwt) down on the chain block onto the timber bearers.",
     None),
    (6, [5], "Take the old plain bearings off both gudgeons and bag them, labelled N and S, for the cathedral archive.",
     "Pull the worn plain bearings from the two gudgeons and keep them for the cathedral archive in bags marked N and S.",
     "Bag the old plain bearings for the cathedral archive (labels N and S) once they are off both gudgeons."),
    (7, [5], "Clean the pit 10 frame sides back to bare cast iron and wire-brush the holding-down bolts.",
     "Scrape the frame sides of pit 10 down to bare cast iron and go over the holding-down bolts with a wire brush.",
     None),
    (8, [7], "Re-level the frame sides with steel shims to within 1 mm across the pit, using the engineer's level.",
     "Shim the frame sides with steel packers until the engineer's level shows them within 1 mm across the pit.",
     "Using the engineer's level, bring the frame sides to within 1 mm across the pit with steel shims."),
    (9, [6, 8], "Fit the new self-aligning ball bearings (SKF 1215 K on H215 adapter sleeves) to the gudgeons and pack each with 40 g of grease.",
     "Mount the replacement self-aligning ball bearings on the gudgeons (SKF 1215 K with H215 adapter sleeves) and put 40 g of grease in each.",
     None),
    (10, [9], "Raise the tenor back into the frame, bolt the headstock to the frame sides at 95 Nm and refit the wheel, stay and slider.",
     "Haul the tenor up into the frame again, do the headstock bolts up to the frame sides at 95 Nm, then put the wheel, stay and slider back.",
     "Refit wheel, stay and slider once the tenor is back up in the frame and the headstock is bolted to the frame sides (95 Nm)."),
    (11, [10], "The bell hanger and the tower captain go over every split pin, the stay, the slider and the clapper against the photographs and both sign the tower log.",
     "Compare each split pin, the stay, the slider and the clapper with the photos, the bell hanger and the tower captain together, and each puts a signature in the tower log.",
     None),
    (12, [11], "Swing the tenor by hand through small arcs, then raise it and ring it down twice with one ringer, listening for knocks and watching the bearing housings.",
     "Rock the tenor gently by hand first, then have one ringer raise it and ring it down twice while the others listen for knocks and keep an eye on the bearing housings.",
     "With one ringer, raise the tenor and ring it down twice after swinging it by hand through small arcs; listen for knocks, watch the bearing housings."),
    (13, [12], "Feel both bearing housings for heat straight after the second ring-down.",
     "Put a hand on each bearing housing as soon as the second ring-down ends to feel for warmth.",
     "Straight after the second ring-down, feel both bearing housings for heat."),
    (14, [12], "Record the tenor's striking on the Hawkear laptop through two plain courses of Grandsire Caters and look for odd-struckness.",
     "Log two plain courses of Grandsire Caters on the Hawkear laptop and check the tenor is not odd-struck.",
     None),
    (15, [13, 14], "Hand the tower back to the band: ring all 10 for evensong on Sunday 20 October and take the notices down.",
     "Take the notices down and return the tower to the band, who ring the full 10 for evensong on Sunday 20 October.",
     "On Sunday 20 October the band rings all 10 for evensong: the tower is theirs again and the notices come down."),
]

GUARDS = {
    2: "photos and gudgeon heights recorded before the tenor is lowered (captured values)",
    3: "Archdeacon's licence in hand before anything leaves the frame (approval)",
    11: "split pins, stay, slider and clapper checked and signed before the bell is rung (verification)",
    12: "hand swing and two ring-downs with one ringer before the band rings (trial)",
    13: "bearing housings felt for heat before the tower goes back to the band (health)",
}
DROP_GUARD = 3

SPLITS = {
    2: ("Photograph the tenor in its pit before anything is loosened: clapper, stay and slider, wheel and rope run.",
        "Then write both gudgeon heights, to 0.5 mm, in the tower log."),
    5: ("Lower the tenor (bell 10, 28 cwt): take off the wheel and unbolt the headstock from the frame sides.",
        "Let it down on the chain block onto the timber bearers."),
}
REGEN_SPLIT = (10, ("Bring the tenor back up into the frame and bolt its headstock to the frame sides at 95 Nm.",
                    "Put the wheel, the stay and the slider back on."))
SERIALIZE = [13, 14]
COMPRESS = [
    ([1, 4], "Book the tower out for the week and rig and test the chain block over pit 10."),
    ([6, 9], "Replace the old gudgeon bearings with the new SKF self-aligning bearings and grease them."),
    ([7, 8], "Clean and re-level the pit 10 frame sides."),
    ([13, 15], "Check the bearings after ringing and hand the tower back for Sunday evensong."),
]
LOST = {"remove": (2, 5), "add": [(2, 11)],
        "why": "the tenor is lowered (5) without waiting for the photographs and gudgeon heights (2); they now only feed the post-hang check (11)"}
TARGET = {"step": 15, "old": "Sunday 20 October", "new": "Sunday 13 October", "kind": "date"}
OPERATION = {"step": 12,
             "text": "Swing the tenor by hand through small arcs, then raise it and leave it standing at handstroke with one ringer, listening for knocks and watching the bearing housings.",
             "change": "ring it down twice -> leave it standing (set) at handstroke"}
