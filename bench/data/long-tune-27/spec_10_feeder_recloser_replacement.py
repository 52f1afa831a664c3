"""lt27_10: distribution feeder F-1412, line recloser R-1147 replaced under bypass with the feeder live."""

ID = "lt27_10"
TASK = ("Replace line recloser R-1147 (old Form 6 control) on 12.47 kV feeder F-1412 at pole P-1147-33 with a new "
        "NOVA NX-T and SEL-651R control, keeping customers on through the pole's bypass switch: upstream reclosing "
        "blocked and FLISR held in manual, recloser swapped dead and grounded, new control set and commissioned to "
        "the ADMS, bypass opened, automation restored.")

STEPS = [
    (1, [],
     "Open work order WO-2025-3318 and switching order SO-14-0922 to replace recloser R-1147 on feeder F-1412 (12.47 "
     "kV, substation SS-14 Elm Park) at pole P-1147-33 on 2025-07-22 07:00-15:00, crew lead T. Brennan.",
     "Raise WO-2025-3318 with switching order SO-14-0922 for the recloser swap of R-1147 at pole P-1147-33, feeder "
     "F-1412 (12.47 kV, out of SS-14 Elm Park); T. Brennan leads the crew on 2025-07-22 07:00-15:00.",
     "On 2025-07-22 07:00-15:00, crew lead T. Brennan replaces recloser R-1147 at pole P-1147-33 (feeder F-1412, 12.47 "
     "kV, substation SS-14 Elm Park): open work order WO-2025-3318 and switching order SO-14-0922 for it."),
    (2, [1],
     "Keep a copy of the old controller's settings: download the Form 6 settings of R-1147 with ProView to "
     "`R1147_form6_2025-07-21.fi6` on the crew laptop and on the share `\\\\prot\\feeders\\F-1412\\R1147\\`.",
     "Save what the old Form 6 control of R-1147 is set to: pull its settings with ProView into "
     "`R1147_form6_2025-07-21.fi6`, and keep that file both on the crew laptop and on "
     "`\\\\prot\\feeders\\F-1412\\R1147\\`.",
     None),
    (3, [1],
     "Check the load in the ADMS: F-1412 at 212 A per phase and R-1147 at 148 A, well under the 600 A rating of bypass "
     "switch BP-1147.",
     "Read the loading from the ADMS: 212 A per phase on F-1412 and 148 A through R-1147, comfortably below what "
     "bypass switch BP-1147 is rated for (600 A).",
     "R-1147 must carry 148 A and F-1412 212 A per phase in the ADMS, well under the 600 A rating of bypass switch "
     "BP-1147."),
    (4, [1],
     "Check that the SEL-651R settings file `R1147_651R_rev3.rdb` carries the protection engineer's approval stamp "
     "(phase pickup 400 A, ground pickup 80 A, 3 shots to lockout).",
     "Confirm the protection engineer has stamped the SEL-651R settings file `R1147_651R_rev3.rdb` as approved, with "
     "400 A phase pickup, 80 A ground pickup and 3 shots to lockout.",
     None),
    (5, [1],
     "Check the weather for the window: no lightning forecast within 30 km and wind under 50 km/h at P-1147-33.",
     "Look at the forecast for the work window: at P-1147-33 the wind must stay below 50 km/h and no lightning may "
     "be forecast within 30 km.",
     "Wind under 50 km/h at P-1147-33 and no lightning forecast within 30 km: check the weather for the window."),
    (6, [1],
     "Run the new SEL-651R on the test bench first with `R1147_651R_rev3.rdb` and compare the trip times: "
     "secondary injection with the Omicron CMC 356 must trip at the 400 A equivalent within 5 % and reclose at 2 s, 5 "
     "s and 15 s.",
     "Before it goes up the pole, load `R1147_651R_rev3.rdb` into the new SEL-651R on the bench and check its "
     "timing against the settings: with the Omicron CMC 356 injecting, it has to trip at the 400 A equivalent within "
     "5 % and reclose after 2 s, 5 s and 15 s.",
     "Secondary injection with the Omicron CMC 356 must trip the new SEL-651R at the 400 A equivalent within 5 % and "
     "reclose at 2 s, 5 s and 15 s: run it on the test bench first with `R1147_651R_rev3.rdb` and compare the trip "
     "times."),
    (7, [2, 3, 4, 5, 6],
     "Have the DCC control operator authorise switching order SO-14-0922 by radio and log the authorisation number "
     "in the control log before the crew touches anything at P-1147-33.",
     "The crew touches nothing at P-1147-33 until the DCC control operator has authorised SO-14-0922 over the radio "
     "and written the authorisation number into the control log.",
     None),
    (8, [7],
     "Have the DCC operator hold the FLISR scheme for F-1412 and F-1418 in manual in the ADMS for the whole job "
     "(`FLISR MODE = MANUAL`), so that no automatic switching happens while the crew is on the pole.",
     "Ask the DCC operator to keep FLISR for feeders F-1412 and F-1418 in manual mode in the ADMS "
     "(`FLISR MODE = MANUAL`) for the duration, which stops any automatic switching while the crew is up the pole.",
     "`FLISR MODE = MANUAL`: the DCC operator holds the FLISR scheme for F-1412 and F-1418 in manual in the ADMS for "
     "the whole job, so no automatic switching happens while the crew is on the pole."),
    (9, [7],
     "Have the DCC operator set substation breaker CB-1412 at SS-14 to non-reclose under hot-line tag HLT-0922 and "
     "confirm `79 OFF` on the SCADA display.",
     "Get the DCC operator to block reclosing on breaker CB-1412 at SS-14, placing hot-line tag HLT-0922, and to "
     "check that the SCADA display shows `79 OFF`.",
     None),
    (10, [8, 9],
     "At P-1147-33, check the blades and phasing of bypass switch BP-1147, then close BP-1147 on phases A, B and C with "
     "a hot stick, in parallel with the closed recloser.",
     "On pole P-1147-33, inspect the blades of bypass switch BP-1147 and confirm the phasing; then, with a hot stick, "
     "close BP-1147 on phases A, B and C so it parallels the recloser, which stays closed.",
     "Close BP-1147 with a hot stick on phases A, B and C, in parallel with the closed recloser, after checking the "
     "blades and phasing of that bypass switch at P-1147-33."),
    (11, [10],
     "Confirm that the bypass carries the load: the clamp meter reads 148 A within 10 % on each bypass blade and the "
     "ADMS shows the R-1147 current falling towards 0.",
     "Make sure the load has moved onto the bypass: on every bypass blade the clamp meter shows 148 A, give or take "
     "10 %, while the ADMS shows the R-1147 current dropping towards 0.",
     None),
    (12, [11],
     "Open the old recloser R-1147 with its yellow manual-trip handle and pull the control fuse, then open source "
     "disconnect S-1147 and load disconnect L-1147.",
     "Trip R-1147 open by its yellow manual handle, remove the control fuse, and open both disconnects, S-1147 on the "
     "source side and L-1147 on the load side.",
     "Source disconnect S-1147 and load disconnect L-1147 are opened after the old recloser R-1147 is opened with its "
     "yellow manual-trip handle and its control fuse pulled."),
    (13, [12],
     "Test for dead on all 6 recloser terminals with the 15 kV voltage detector, proving it on a live phase before and "
     "after, then apply grounds PG-1 to PG-6 on both sides.",
     "Prove all 6 terminals of the recloser dead with the 15 kV voltage detector (checked on a live phase before and "
     "after the test) and then put grounds PG-1 to PG-6 on both sides.",
     None),
    (14, [13],
     "Swap the unit: lower the old recloser with the digger derrick, hang the new NOVA NX-T (serial NXT-25-08816), "
     "connect the 6 bushings and the tank ground, and run the control cable to the SEL-651R cabinet.",
     "Change the recloser over: bring the old one down on the digger derrick, mount the new NOVA NX-T (serial "
     "NXT-25-08816), make up the 6 bushing connections and the tank ground, and take the control cable to the "
     "SEL-651R cabinet.",
     None),
    (15, [14],
     "Load `R1147_651R_rev3.rdb` into the SEL-651R with AcSELerator QuickSet and read it back; the read-back must match "
     "the bench copy.",
     "Send the settings file `R1147_651R_rev3.rdb` to the SEL-651R through AcSELerator QuickSet, then read the "
     "settings back and compare: they have to match the copy from the bench.",
     "The read-back must match the bench copy after `R1147_651R_rev3.rdb` is loaded into the SEL-651R with "
     "AcSELerator QuickSet."),
    (16, [14],
     "Meanwhile the SCADA technician commissions the DNP3 link: SEL-651R address 1147 through the cell modem at "
     "10.77.14.47:20000 with point list `R1147_dnp_v2.csv`, and all 4 status points and 6 analogs must update in the "
     "ADMS.",
     "In parallel, the SCADA technician brings up DNP3 to the ADMS: outstation address 1147 on the SEL-651R, cell "
     "modem 10.77.14.47:20000, point list `R1147_dnp_v2.csv`; each of the 4 status points and 6 analogs has to update "
     "in the ADMS.",
     None),
    (17, [15, 16],
     "Remove grounds PG-1 to PG-6, close disconnects S-1147 and L-1147, close the new recloser from the SEL-651R, and "
     "confirm 7.2 kV phase-to-ground on both sides.",
     "Take grounds PG-1 to PG-6 off, close S-1147 and L-1147, close the new recloser from its SEL-651R control, and "
     "check for 7.2 kV phase-to-ground on either side.",
     "7.2 kV phase-to-ground must show on both sides once grounds PG-1 to PG-6 are removed, disconnects S-1147 and "
     "L-1147 closed and the new recloser closed from the SEL-651R."),
    (18, [17],
     "Open bypass BP-1147 on phases A, B and C with the loadbuster, so that the load moves onto the new recloser; "
     "the recloser current must read 148 A within 10 %.",
     "With the loadbuster, open BP-1147 on phases A, B and C to hand the load to the new recloser, which must then "
     "carry 148 A, give or take 10 %.",
     None),
    (19, [18],
     "Check in the ADMS that R-1147 reads `CLOSED` from the new control and that its phase currents match the clamp "
     "readings within 5 %.",
     "Verify in the ADMS that the new control reports R-1147 as `CLOSED`, with phase currents no more than 5 % away "
     "from what the clamp meter read.",
     "The ADMS must show R-1147 `CLOSED` from the new control, with phase currents within 5 % of the clamp readings."),
    (20, [19],
     "The crew clears the pole and releases the hot-line hold: the DCC operator removes HLT-0922 and restores "
     "reclosing on CB-1412 (`79 ON`).",
     "Once the crew is off the pole and releases the hold, the DCC operator takes off hot-line tag HLT-0922 and puts "
     "reclosing on CB-1412 back in (`79 ON`).",
     None),
    (21, [19],
     "Update the ADMS network model for R-1147 (device type `SEL-651R/NX-T`) and run the FLISR study for F-1412 and "
     "F-1418 in study mode; it must propose the same restoration plan as before the change.",
     "Change R-1147 in the ADMS network model to device type `SEL-651R/NX-T`, then run FLISR for F-1412 and F-1418 "
     "in study mode only; the restoration plan it proposes has to be the same as before the change.",
     "In study mode, the FLISR study for F-1412 and F-1418 must propose the same restoration plan as before the "
     "change, once the ADMS network model has R-1147 as device type `SEL-651R/NX-T`."),
    (22, [20, 21],
     "Have the DCC operator put the FLISR scheme for F-1412 and F-1418 back in auto (`FLISR MODE = AUTO`).",
     "The DCC operator returns FLISR for F-1412 and F-1418 to automatic, `FLISR MODE = AUTO`.",
     None),
    (23, [22],
     "Watch F-1412 for 24 hours: no unexpected operation of R-1147 or CB-1412 and no more than 2 loss-of-comms alarms "
     "from the new control.",
     "Keep F-1412 under observation for a day: R-1147 and CB-1412 may not operate unexpectedly, and the new control "
     "may raise at most 2 loss-of-comms alarms.",
     "For 24 hours, at most 2 loss-of-comms alarms from the new control and no unexpected operation of R-1147 or "
     "CB-1412 on F-1412."),
    (24, [14],
     "Return the old recloser (serial CP-5710042) and its Form 6 control to the stores with tag `for test/scrap` and "
     "book them out of service in the asset system.",
     "Take the old recloser, serial CP-5710042, and its Form 6 control back to the stores tagged `for test/scrap`, "
     "and record them as out of service in the asset system.",
     None),
    (25, [23, 24],
     "Update GIS and the asset records for pole P-1147-33: R-1147 is now NOVA NX-T serial NXT-25-08816 with a "
     "SEL-651R on firmware R412.",
     "Bring the GIS and asset records for P-1147-33 up to date: R-1147 is a NOVA NX-T, serial NXT-25-08816, "
     "controlled by a SEL-651R running firmware R412.",
     None),
    (26, [25],
     "Send the settings read-back and the commissioning sheet to the protection engineer for filing in "
     "`\\\\prot\\feeders\\F-1412\\R1147\\`.",
     "File the commissioning sheet and the settings read-back with the protection engineer, in "
     "`\\\\prot\\feeders\\F-1412\\R1147\\`.",
     "For filing in `\\\\prot\\feeders\\F-1412\\R1147\\`, the protection engineer gets the settings read-back and the "
     "commissioning sheet."),
    (27, [26],
     "Close switching order SO-14-0922 with the DCC.",
     "Together with the DCC, close out SO-14-0922, the switching order.",
     None),
    (28, [27],
     "Close work order WO-2025-3318 with the 24-hour watch result.",
     "Complete WO-2025-3318, recording the outcome of the 24-hour watch.",
     "With the 24-hour watch result, close work order WO-2025-3318."),
]

GUARDS = {
    2: "backup: copy of the old controller's settings file on the laptop and the protection share",
    6: "dryrun: new controller run on the test bench first and its trip times compared",
    7: "approval: DCC control operator authorises the switching order before anything is touched",
    11: "verify: bypass confirmed carrying the load before the recloser is opened",
    13: "verify: test for dead and grounds applied before the unit is swapped",
    19: "health: new recloser closed with currents matching the clamp readings",
    21: "dryrun: FLISR study with the updated model before automation goes back to auto",
    23: "health: 24-hour watch of the feeder",
}
DROP_GUARD = 7

SPLITS = {
    12: ["Open the old recloser R-1147 with its yellow manual-trip handle and pull the control fuse.",
         "Then open source disconnect S-1147 and load disconnect L-1147."],
    16: ["Meanwhile the SCADA technician commissions the DNP3 link: SEL-651R address 1147 through the cell modem at "
         "10.77.14.47:20000, with point list `R1147_dnp_v2.csv`.",
         "All 4 status points and 6 analogs must then update in the ADMS."],
}

REGEN_SPLIT = {
    10: ["At P-1147-33, check the blades and phasing of bypass switch BP-1147.",
         "Close BP-1147 on phase A with a hot stick, in parallel with the closed recloser.",
         "Then close phases B and C the same way."],
    17: ["Take grounds PG-1 to PG-6 off.",
         "Close disconnects S-1147 and L-1147, then close the new recloser from the SEL-651R.",
         "Check for 7.2 kV phase-to-ground on both sides."],
}

SERIALIZE = [3, 4, 5]

COMPRESS = [
    ([1, 2], "Open WO-2025-3318 / SO-14-0922 for R-1147 and save the old Form 6 settings."),
    ([10, 11], "Close bypass BP-1147 on all three phases and check it picks up the load."),
    ([12, 13], "Open R-1147 and its disconnects, test dead and ground it."),
    ([15, 17], "Load the settings into the SEL-651R, then close everything back up and re-energise."),
    ([18, 19], "Open the bypass with the loadbuster and check the new recloser's currents in the ADMS."),
    ([20, 22], "Release the hot-line hold, restore reclosing on CB-1412 and put FLISR back in auto."),
    ([25, 26], "Update GIS and the asset records and file the settings with protection."),
    ([27, 28], "Close SO-14-0922 and WO-2025-3318."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 17)],
        "why": "the crew lowers the old recloser and starts the swap as soon as the disconnects are open, without the "
               "test for dead and the grounds"}

TARGET = {"step": 9, "old": "CB-1412", "new": "CB-1418",
          "kind": "substation breaker id for the non-reclose hold (CB-1418 feeds the neighbouring feeder)"}

OPERATION = {"step": 8,
             "text": "Have the DCC operator put the FLISR scheme for F-1412 and F-1418 in auto in the ADMS for the "
                     "whole job (`FLISR MODE = AUTO`), so that the feeders restore themselves if anything trips "
                     "while the crew is on the pole.",
             "change": "FLISR held in manual for the job -> put in auto, so automatic switching can re-energise or "
                       "reconfigure the section while the crew works on the pole"}
