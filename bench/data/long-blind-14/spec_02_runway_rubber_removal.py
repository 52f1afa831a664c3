"""lb14_02: aerodrome operations, night closure of runway 08R/26L for high-pressure water rubber removal
in both touchdown zones, friction testing and handback to ATC."""

ID = "lb14_02"
TASK = ("Night closure of runway 08R/26L for rubber removal in both touchdown zones with ultra-high-pressure "
        "water, with ILS and touchdown-zone lighting taken out of service, before/after friction surveys and "
        "handback to ATC before 05:30.")

STEPS = [
    (1, [],
     "Raise works permit WP-2025-0417 for rubber removal on runway 08R/26L, touchdown zones 26L and 08R "
     "(0-900 m from each threshold), night of 14 May, 23:30-05:30 local.",
     "Open works permit WP-2025-0417 covering the removal of rubber deposits from runway 08R/26L in the 26L "
     "and 08R touchdown zones, 0-900 m in from either threshold, on the night of 14 May between 23:30-05:30 "
     "local.",
     "For the night of 14 May, 23:30-05:30 local, raise WP-2025-0417: rubber removal in touchdown zones 26L "
     "and 08R (0-900 m from each threshold) of runway 08R/26L."),
    (2, [1],
     "Get the ATC watch manager and the airside operations duty manager to agree the closure of 08R/26L and "
     "single-runway operations on 08L/26R for the window, both signed on WP-2025-0417.",
     "The ATC watch manager and the duty manager for airside operations each sign WP-2025-0417 to accept "
     "08R/26L being closed and all traffic using 08L/26R alone during the window.",
     "On WP-2025-0417, collect two signatures (ATC watch manager, airside operations duty manager) agreeing "
     "that 08R/26L closes and 08L/26R runs single-runway operations for the window."),
    (3, [1],
     "Walk round the contractor's equipment with the contractor lead: rigs UHP-2 and UHP-3 (2,500 bar, 30 "
     "l/min each) and vacuum recovery unit VR-1, and check airside vehicle permits AVP-5512 to AVP-5514.",
     "Together with the contractor lead, inspect the two ultra-high-pressure rigs UHP-2 and UHP-3 (each 2,500 "
     "bar at 30 l/min) plus the VR-1 vacuum recovery unit, and confirm the airside vehicle permits "
     "AVP-5512 to AVP-5514 are valid.",
     None),
    (4, [2],
     "Issue NOTAM A1234/25 (RWY 08R/26L CLSD 2330-0530 14 MAY) and have the ATIS updated for single-runway "
     "operations on 08L/26R.",
     "Get NOTAM A1234/25 published, reading RWY 08R/26L CLSD 2330-0530 14 MAY, and have the ATIS changed to "
     "announce single-runway operations on 08L/26R.",
     None),
    (5, [3, 4],
     "At 23:30 take the runway: the tower hands 08R/26L to airside operations, vehicle Ops 3 places the "
     "closure crosses at both thresholds and the stop bars on taxiways A1 to A6 stay lit.",
     "The runway changes hands at 23:30, tower releasing 08R/26L to airside operations; Ops 3 sets the closure "
     "crosses at either threshold, and stop bars on taxiways A1 to A6 are kept lit.",
     "Ops 3 places the closure crosses at both thresholds and the A1 to A6 stop bars stay lit once the tower "
     "hands 08R/26L to airside operations at 23:30."),
    (6, [5],
     "Have ATC engineering switch off the ILS 26L localizer and glide path (`I-WTL`) and confirm on the "
     "equipment monitor that both are off air.",
     "ATC engineering takes the 26L localizer and glide path (`I-WTL`) off; check on their equipment monitor "
     "that neither is still radiating.",
     "The ILS 26L localizer and glide path (`I-WTL`) are switched off by ATC engineering, who confirm on the "
     "equipment monitor that both are off air."),
    (7, [5],
     "Isolate the 26L and 08R touchdown-zone light circuits at CCR-12 and CCR-13 in substation AGL-2, with "
     "lock-out tags LOTO-331 and LOTO-332 applied.",
     "In substation AGL-2, lock out CCR-12 and CCR-13 so that the touchdown-zone lights of 26L and 08R are "
     "dead, and hang tags LOTO-331 and LOTO-332.",
     None),
    (8, [5],
     "Run the baseline friction survey with the ASFT at 65 km/h and 1 mm water film, 3 m and 6 m either side "
     "of the centreline, through both touchdown zones.",
     "Take before-readings of friction through both touchdown zones: ASFT at 65 km/h with a 1 mm water film, "
     "on lines 3 m and 6 m either side of the centreline.",
     "Through both touchdown zones, 3 m and 6 m either side of the centreline, run the baseline friction "
     "survey (ASFT, 65 km/h, 1 mm water film)."),
    (9, [6, 7, 8],
     "Run UHP-2 on a 20 m trial strip in the 26L touchdown zone at 2,500 bar and look at the strip with the "
     "contractor lead before going on: no exposed aggregate, no lifted joint sealant, no damaged paint.",
     "Before the main pass, UHP-2 cleans a 20 m trial strip in the 26L touchdown zone at 2,500 bar, and the "
     "contractor lead and you examine it for exposed aggregate, lifted joint sealant or damaged paint, none of "
     "which is acceptable.",
     "Look at a 20 m trial strip with the contractor lead before going on; UHP-2 cleans it at 2,500 bar in "
     "the 26L touchdown zone, and it must show no exposed aggregate, no lifted joint sealant, no damaged paint."),
    (10, [9],
     "With UHP-2, remove the rubber in the 26L touchdown zone, 0-900 m from threshold 26L and 12 m either side "
     "of the centreline, with VR-1 recovering the water and debris.",
     "UHP-2 takes the rubber off the 26L touchdown zone from 0-900 m past threshold 26L across 12 m each side "
     "of the centreline, VR-1 following to pick up the water and debris.",
     "From threshold 26L out to 0-900 m and 12 m either side of the centreline, the 26L touchdown zone is "
     "cleaned of rubber by UHP-2, while VR-1 recovers the water and debris."),
    (11, [9],
     "With UHP-3, remove the rubber in the 08R touchdown zone, 0-900 m from threshold 08R and 12 m either side "
     "of the centreline.",
     "UHP-3 clears the 08R touchdown zone of rubber, 0-900 m in from threshold 08R and 12 m to either side of "
     "the centreline.",
     None),
    (12, [10, 11],
     "Sweep the whole 3,200 m of 08R/26L with sweeper SW-1 and its magnetic bar, and have Ops 3 walk both "
     "touchdown zones for loose debris.",
     "Have SW-1, magnetic bar fitted, sweep 08R/26L over its full 3,200 m, and send Ops 3 on foot through both "
     "touchdown zones to pick out loose debris.",
     None),
    (13, [12],
     "Repeat the friction survey (ASFT, 65 km/h, 1 mm water film, 3 m and 6 m lines): every 100 m segment of "
     "both touchdown zones must read mu 0.52 or better.",
     "Do the friction survey again on the same 3 m and 6 m lines with the ASFT at 65 km/h and a 1 mm water "
     "film; each 100 m segment in the two touchdown zones needs mu of at least 0.52.",
     "Every 100 m segment of both touchdown zones must read mu 0.52 or better when the friction survey is "
     "repeated (ASFT, 65 km/h, 1 mm water film, 3 m and 6 m lines)."),
    (14, [12],
     "Inspect the 38 touchdown-zone light fittings and the aiming-point and touchdown markings in both zones: "
     "0 loose or cracked fittings and no marking lost.",
     "Check all 38 touchdown-zone light fittings together with the aiming-point and touchdown markings in each "
     "zone; there must be 0 fittings loose or cracked and no marking missing.",
     None),
    (15, [13, 14],
     "Remove LOTO-331 and LOTO-332, re-energise CCR-12 and CCR-13 and confirm in the AGL monitoring system "
     "that the touchdown-zone lights of 26L and 08R show 0 lamp failures.",
     "Take off tags LOTO-331 and LOTO-332, put CCR-12 and CCR-13 back in service, and see in the AGL "
     "monitoring system that the 26L and 08R touchdown-zone lights report 0 lamp failures.",
     "The AGL monitoring system must show 0 lamp failures on the 26L and 08R touchdown-zone lights after "
     "LOTO-331 and LOTO-332 come off and CCR-12 and CCR-13 are re-energised."),
    (16, [13, 14],
     "Have ATC engineering switch the ILS 26L localizer and glide path (`I-WTL`) back on and watch the monitor "
     "for 10 minutes with no alarm and no course or path shift.",
     "ATC engineering brings `I-WTL`, the 26L localizer and glide path, back on air, and the monitor has to "
     "stay free of alarms and of any course or path shift for 10 minutes.",
     None),
    (17, [15, 16],
     "Final runway inspection by Ops 3, then hand 08R/26L back to the tower by 05:15 and have NOTAM A1234/25 "
     "cancelled and the ATIS returned to dual-runway operations.",
     "Ops 3 does a last inspection of the runway; 08R/26L goes back to the tower no later than 05:15, NOTAM "
     "A1234/25 is cancelled and the ATIS goes back to dual-runway operations.",
     "By 05:15, after Ops 3's final runway inspection, 08R/26L is handed back to the tower, and NOTAM "
     "A1234/25 is cancelled with the ATIS back to dual-runway operations."),
    (18, [17],
     "Close WP-2025-0417 and send the before and after friction readings to aerodrome safety for the runway "
     "surface log RSL-08R.",
     "Send aerodrome safety both friction surveys, before and after, for the RSL-08R runway surface log, and "
     "close WP-2025-0417.",
     None),
]

GUARDS = {
    2: "approval: ATC watch manager and airside duty manager agree the closure",
    9: "dryrun: 20 m trial strip examined before the full removal",
    13: "verify: post-work friction survey, mu 0.52 per 100 m segment",
    14: "verify: touchdown-zone fittings and markings inspected before re-energising",
    16: "health: ILS 26L monitored 10 minutes with no alarm before handback",
}
DROP_GUARD = 9

SPLITS = {
    5: ("At 23:30 the tower hands 08R/26L over to airside operations.",
        "Vehicle Ops 3 then places the closure crosses at both thresholds, and the stop bars on taxiways A1 to "
        "A6 stay lit."),
    17: ("Ops 3 makes the final runway inspection and 08R/26L is handed back to the tower by 05:15.",
         "Then have NOTAM A1234/25 cancelled and the ATIS returned to dual-runway operations."),
}

REGEN_SPLIT = (13, (
    "Run the ASFT over both touchdown zones again at 65 km/h with a 1 mm water film, on the same 3 m and 6 m "
    "lines as before.",
    "Each 100 m segment has to come out at mu 0.52 or higher."))

SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Raise WP-2025-0417 for the 08R/26L rubber removal and get ATC and airside operations to agree the "
             "closure."),
    ([6, 9], "Switch off the ILS 26L and try the rig on a short strip first."),
    ([10, 11, 12], "Remove the rubber in both touchdown zones with UHP-2 and UHP-3 and sweep the runway."),
    ([17, 18], "Inspect the runway, hand it back to the tower and close WP-2025-0417."),
]

LOST = {"remove": (16, 17), "add": [(16, 18)],
        "why": "the runway is handed back to the tower without waiting for the 10-minute ILS 26L monitor check"}

TARGET = {"step": 13, "old": "0.52", "new": "0.42", "kind": "friction acceptance level"}

OPERATION = {"step": 7,
             "text": "Set the 26L and 08R touchdown-zone light circuits at CCR-12 and CCR-13 in substation AGL-2 "
                     "to brightness step 1 in local control, with tags LOTO-331 and LOTO-332 hung on the CCR "
                     "doors.",
             "change": "circuits isolated and locked out -> left energised at brightness step 1 (rewritten)"}
