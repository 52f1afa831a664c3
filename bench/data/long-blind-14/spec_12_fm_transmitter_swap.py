"""lb14_12: broadcast transmission, Kellberg FM site, 97.3 MHz main transmitter TX-3A replaced by solid-state
TX-3N, with the N+1 reserve TX-R on air during the repatch, then an auto-changeover test."""

ID = "lb14_12"
TASK = ("At the Kellberg FM transmitter site (4 services combined into one antenna), replace the 97.3 MHz main "
        "transmitter TX-3A with the new solid-state TX-3N: install and test it on a dummy load, carry 97.3 on the "
        "N+1 reserve TX-R during the repatch, switch back, ramp up, check on-air and field strength, and prove "
        "the automatic changeover.")

STEPS = [
    (1, [],
     "Open work order TX-2025-118 at Kellberg to replace the 97.3 MHz main transmitter TX-3A (10 kW, 2004) "
     "with the solid-state TX-3N (10 kW), combiner port C3, licensed ERP 50 kW at TPO 9.2 kW.",
     "Raise TX-2025-118 for Kellberg: TX-3A, the 10 kW main transmitter on 97.3 MHz from 2004, makes way for "
     "the solid-state 10 kW TX-3N on combiner port C3, with the licence at ERP 50 kW from a TPO of 9.2 kW.",
     "For combiner port C3 at Kellberg (licensed ERP 50 kW, TPO 9.2 kW), work order TX-2025-118 replaces "
     "97.3 MHz main transmitter TX-3A (10 kW, 2004) with the solid-state TX-3N (10 kW); open it."),
    (2, [1],
     "The broadcaster's transmission manager approves two breaks of under 2 minutes on 97.3 MHz, at 01:10 and "
     "04:30 on Tuesday 4 November, under planned outage notice PON-4471.",
     "Planned outage notice PON-4471 has to be approved by the broadcaster's transmission manager: 97.3 MHz "
     "goes off twice, under 2 minutes each time, at 01:10 and at 04:30 on Tuesday 4 November.",
     None),
    (3, [1],
     "Export the TX-3A settings (97.3 MHz, 50 µs pre-emphasis, 75 kHz deviation limit, RDS PI `C2A3`, PS "
     "`CLASSIC`) and the N+1 controller configuration `nplus1-kellberg-20251104.cfg` to the site server.",
     "Save to the site server everything TX-3A is set to, namely 97.3 MHz, pre-emphasis 50 µs, deviation "
     "limit 75 kHz, RDS PI `C2A3` and PS `CLASSIC`, together with the N+1 controller configuration "
     "`nplus1-kellberg-20251104.cfg`.",
     "To the site server go the N+1 controller configuration `nplus1-kellberg-20251104.cfg` and the TX-3A "
     "settings export (97.3 MHz, RDS PI `C2A3`, PS `CLASSIC`, 75 kHz deviation limit, 50 µs pre-emphasis)."),
    (4, [1],
     "Get RF work permit RFP-0931 from the site manager for the equipment hall, with RF exposure zone Z2 "
     "marked around combiner C3.",
     "Have the site manager issue RF work permit RFP-0931 covering the equipment hall, and mark RF exposure "
     "zone Z2 around combiner C3.",
     None),
    (5, [4],
     "Install TX-3N in rack R5, connect its mains to DB-2 circuit 14 (400 V, 63 A), and run its RF output to "
     "dummy load DL-2.",
     "Put TX-3N into rack R5 with mains from DB-2 circuit 14 at 400 V and 63 A, and take its RF output to "
     "dummy load DL-2.",
     "With its RF output run to dummy load DL-2 and its mains on DB-2 circuit 14 (400 V, 63 A), TX-3N goes "
     "into rack R5."),
    (6, [3, 5],
     "Load `tx3n-97300.json` into TX-3N from the export: 97.3 MHz, 50 µs pre-emphasis, 75 kHz deviation "
     "limiter, MPX power limit 0 dBr, RDS PI `C2A3` and PS `CLASSIC`.",
     "Configure TX-3N by loading `tx3n-97300.json`, built from the export: 97.3 MHz, pre-emphasis 50 µs, "
     "deviation limiter at 75 kHz, MPX power limited to 0 dBr, RDS PI `C2A3`, PS `CLASSIC`.",
     None),
    (7, [6],
     "Connect the audio: AES67 stream `239.10.97.3:5004` as primary and AES3 from satellite receiver IRD-3 as "
     "backup, and check that pulling the AES67 feed moves TX-3N to AES3 in under 1 s.",
     "Wire up the programme inputs, primary AES67 stream `239.10.97.3:5004` and backup AES3 from satellite "
     "receiver IRD-3, then unplug the AES67 feed and see TX-3N go to AES3 inside 1 s.",
     "Check that TX-3N moves to AES3 in under 1 s when the AES67 feed is pulled, after connecting AES67 stream "
     "`239.10.97.3:5004` as primary and AES3 from satellite receiver IRD-3 as backup."),
    (8, [6],
     "Run TX-3N into DL-2 at 9.2 kW for 60 minutes; on the spectrum analyser every harmonic and spurious "
     "emission must be at −80 dBc or lower.",
     "Soak TX-3N into DL-2 at 9.2 kW over 60 minutes and look at the spectrum analyser: no harmonic or spurious "
     "emission may be above −80 dBc.",
     None),
    (9, [6],
     "Add TX-3N to the monitoring server `tx-nms01` and check that a simulated mains failure raises its SNMP "
     "trap there.",
     "Enrol TX-3N in `tx-nms01`, the monitoring server, and simulate a mains failure to see its SNMP trap "
     "arrive.",
     None),
    (10, [7, 8, 9],
     "Validate the new N+1 configuration without loading it: `nplus1ctl config validate "
     "nplus1-kellberg-tx3n.cfg` must show TX-3N replacing TX-3A as main for 97.3 MHz and nothing else changed.",
     "Check the new N+1 configuration before it is loaded, using `nplus1ctl config validate "
     "nplus1-kellberg-tx3n.cfg`; the only difference it may show is TX-3N taking over from TX-3A as main for "
     "97.3 MHz.",
     "`nplus1ctl config validate nplus1-kellberg-tx3n.cfg` checks the new N+1 configuration without loading "
     "it; TX-3N replacing TX-3A as main for 97.3 MHz must be the only change."),
    (11, [1],
     "Test the reserve: run TX-R on 97.3 MHz into dummy load DL-1 at 9.2 kW for 15 minutes, VSWR under 1.15 "
     "and no alarm.",
     "Prove the reserve works by running TX-R into DL-1 on 97.3 MHz at 9.2 kW for 15 minutes; VSWR has to stay "
     "below 1.15 and no alarm may appear.",
     "For 15 minutes, TX-R runs into dummy load DL-1 on 97.3 MHz at 9.2 kW; there must be no alarm and VSWR "
     "under 1.15."),
    (12, [2, 10, 11],
     "At 01:10 switch 97.3 MHz to the reserve with `nplus1ctl assign --service 97.3 --tx TX-R`; the break must "
     "be under 2 minutes.",
     "Put 97.3 MHz on the reserve at 01:10 by running `nplus1ctl assign --service 97.3 --tx TX-R`, keeping the "
     "break below 2 minutes.",
     "`nplus1ctl assign --service 97.3 --tx TX-R` moves 97.3 MHz to the reserve at 01:10, with a break of "
     "under 2 minutes."),
    (13, [12],
     "Check the reserve on air with off-air receiver RX-97: carrier present, RDS PI `C2A3`, deviation peaks at "
     "75 kHz or less, audio level within ±1 dB of reference.",
     "Listen to the reserve through off-air receiver RX-97; there must be a carrier, RDS PI `C2A3`, peaks of "
     "deviation no higher than 75 kHz and audio within ±1 dB of the reference level.",
     None),
    (14, [13],
     "Switch TX-3A's RF off and lock out its mains at DB-2 circuit 12 with LOTO-KB-05.",
     "Take TX-3A off RF and lock its mains out at DB-2 circuit 12, using LOTO-KB-05.",
     "With LOTO-KB-05, lock out TX-3A's mains at DB-2 circuit 12 once its RF is off."),
    (15, [14],
     "At patch panel P3, move combiner port C3 from the TX-3A output to the TX-3N output, and TX-3N's dummy "
     "load link DL-2 to TX-3A's old output, with the RF interlock loop closed.",
     "On patch panel P3, patch combiner port C3 over from TX-3A's output to TX-3N's, and put TX-3N's DL-2 "
     "dummy load link onto TX-3A's old output, closing the RF interlock loop.",
     None),
    (16, [15],
     "Load the N+1 configuration: `nplus1ctl config load nplus1-kellberg-tx3n.cfg`.",
     "Put the validated N+1 configuration in service with `nplus1ctl config load nplus1-kellberg-tx3n.cfg`.",
     None),
    (17, [16],
     "Low-power check through the antenna: TX-3N at 1 kW into C3, VSWR 1.10 or better at 97.3 MHz, and the "
     "reflected power of 88.6, 92.4 and 101.8 MHz unchanged.",
     "Run TX-3N at just 1 kW into C3 and the antenna: at 97.3 MHz the VSWR must be 1.10 or better, and 88.6, "
     "92.4 and 101.8 MHz must show no change in reflected power.",
     "VSWR 1.10 or better at 97.3 MHz, with the reflected power of 88.6, 92.4 and 101.8 MHz unchanged, with "
     "TX-3N at 1 kW into C3 for the low-power check through the antenna."),
    (18, [17],
     "At 04:30 switch 97.3 MHz back with `nplus1ctl assign --service 97.3 --tx TX-3N`; break under 2 minutes, "
     "TX-R back to standby on DL-1.",
     "Return 97.3 MHz at 04:30 using `nplus1ctl assign --service 97.3 --tx TX-3N`, with a break below 2 "
     "minutes, and TX-R goes back to standby into DL-1.",
     None),
    (19, [18],
     "Ramp TX-3N to 2 kW, 5 kW and then 9.2 kW, checking VSWR stays under 1.15 at each step.",
     "Bring TX-3N up in steps, 2 kW, 5 kW, finally 9.2 kW, with VSWR checked to be below 1.15 at every one.",
     "At each step of the ramp (2 kW, 5 kW, then 9.2 kW), VSWR on TX-3N must stay under 1.15."),
    (20, [19],
     "Off-air check on RX-97: RDS PI `C2A3` and PS `CLASSIC`, deviation peaks at 75 kHz or less, audio within "
     "±1 dB of reference.",
     "On off-air receiver RX-97, check RDS PI `C2A3` and PS `CLASSIC`, deviation peaking no higher than "
     "75 kHz and audio within ±1 dB of the reference.",
     "Audio within ±1 dB of reference, deviation peaks at 75 kHz or less, and RDS PI `C2A3` with PS `CLASSIC` "
     "on RX-97."),
    (21, [19],
     "Check that 88.6, 92.4 and 101.8 MHz are undisturbed: forward and reflected power within 2 % of the "
     "baseline and no alarm on `tx-nms01`.",
     "Make sure the other 3 services, 88.6, 92.4 and 101.8 MHz, are unaffected, with forward and reflected "
     "power both within 2 % of baseline and `tx-nms01` showing no alarm.",
     None),
    (22, [19],
     "Measure field strength at reference point FS-7 (Lindenau): within 2 dB of the predicted 66 dBµV/m.",
     "Take a field strength reading at FS-7, the Lindenau reference point, which has to be within 2 dB of the "
     "66 dBµV/m prediction.",
     "At reference point FS-7 (Lindenau), field strength must come within 2 dB of the predicted 66 dBµV/m."),
    (23, [20, 21, 22],
     "Watch TX-3N for 24 hours on `tx-nms01`: no alarm, PA temperatures under 45 °C, forward power steady at "
     "9.2 kW.",
     "Follow TX-3N on `tx-nms01` over the next 24 hours; it must raise no alarm, keep its PA temperatures below "
     "45 °C and hold forward power at 9.2 kW.",
     None),
    (24, [23],
     "Get the transmission manager's approval for the automatic changeover test in the Wednesday 01:00 "
     "window, a break of up to 10 s on 97.3 MHz.",
     "The automatic changeover test, which can take 97.3 MHz off for as long as 10 s, needs the transmission "
     "manager's approval for the Wednesday 01:00 window.",
     None),
    (25, [24],
     "Run `nplus1ctl test failover --service 97.3`: TX-R must be on air within 10 s; then return 97.3 MHz to "
     "TX-3N with `nplus1ctl assign --service 97.3 --tx TX-3N`.",
     "Do the changeover test with `nplus1ctl test failover --service 97.3`, TX-R having to be on air in 10 s "
     "or less, and afterwards give 97.3 MHz back to TX-3N via `nplus1ctl assign --service 97.3 --tx TX-3N`.",
     "TX-R must be on air within 10 s of `nplus1ctl test failover --service 97.3`; afterwards "
     "`nplus1ctl assign --service 97.3 --tx TX-3N` returns 97.3 MHz to TX-3N."),
    (26, [25],
     "Check `nplus1ctl status` shows TX-R `ARMED` as reserve for all 4 services.",
     "Make sure `nplus1ctl status` reports TX-R as `ARMED` reserve for each of the 4 services.",
     None),
    (27, [23],
     "Decommission TX-3A: remove it from `tx-nms01`, mark asset AR-44120 as disposed, and label DB-2 circuit "
     "12 as spare.",
     "Retire TX-3A by deleting it from `tx-nms01`, recording asset AR-44120 as disposed and labelling DB-2 "
     "circuit 12 spare.",
     None),
    (28, [23],
     "Notify the regulator of the equipment change under licence condition 7, with the measured TPO 9.2 kW "
     "and ERP 50 kW.",
     "Tell the regulator about the new equipment, as licence condition 7 requires, giving the measured TPO of "
     "9.2 kW and ERP of 50 kW.",
     "With the measured TPO 9.2 kW and ERP 50 kW, notify the regulator of the equipment change under licence "
     "condition 7."),
    (29, [26, 27, 28],
     "Update the site log and RF drawing KB-RF-03 to rev F with TX-3N in rack R5 on combiner port C3.",
     "Bring the site log and RF drawing KB-RF-03 up to rev F, showing TX-3N in rack R5 feeding combiner port "
     "C3.",
     None),
    (30, [29],
     "Close TX-2025-118 with the spectrum plot, the field strength at FS-7 and the changeover test result.",
     "Close out TX-2025-118, attaching the spectrum plot, the FS-7 field strength reading and the result of the "
     "changeover test.",
     "Attach the changeover test result, the field strength at FS-7 and the spectrum plot, and close "
     "TX-2025-118."),
]

GUARDS = {
    2: "approval: broadcaster's transmission manager approves the two breaks",
    3: "backup: TX-3A settings and N+1 controller configuration exported",
    8: "verify: 60-minute dummy-load run with spurious emissions checked",
    10: "dryrun: N+1 configuration validated before loading",
    11: "health: reserve transmitter tested before it carries the service",
    13: "health: reserve confirmed on air before TX-3A is locked out",
    17: "verify: low-power VSWR check through the antenna before full power",
    20: "health: off-air check after the switch back",
    23: "health: 24-hour watch before the changeover test and decommissioning",
    24: "approval: approval of the automatic changeover test window",
}
DROP_GUARD = 17

SPLITS = {
    5: ("Install TX-3N in rack R5 and connect its mains to DB-2 circuit 14 (400 V, 63 A).",
        "Run its RF output to dummy load DL-2."),
    19: ("Ramp TX-3N to 2 kW and then 5 kW, checking VSWR stays under 1.15 at each step.",
         "Then take it to 9.2 kW and check VSWR is still under 1.15."),
}

REGEN_SPLIT = (23, (
    "Keep TX-3N under watch on `tx-nms01` for 24 hours with no alarm allowed.",
    "Over the same period the PA temperatures stay below 45 °C and forward power holds at 9.2 kW."))

SERIALIZE = [20, 21, 22]

COMPRESS = [
    ([1, 2], "Open TX-2025-118 and get the two 97.3 MHz breaks approved."),
    ([4, 5], "Get the RF permit and install TX-3N in rack R5 on a dummy load."),
    ([6, 7], "Configure TX-3N for 97.3 MHz and connect its audio inputs."),
    ([14, 15, 16], "Lock out TX-3A, repatch C3 to TX-3N and load the new N+1 configuration."),
    ([18, 19], "Switch 97.3 MHz back to TX-3N and ramp it to full power."),
    ([24, 25, 26], "Run the approved changeover test and leave TX-R armed."),
    ([29, 30], "Update the drawings and close TX-2025-118."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 18)],
        "why": "TX-3A is locked out and the feed repatched without confirming that the reserve TX-R is on air"}

TARGET = {"step": 12, "old": "97.3", "new": "101.8", "kind": "service frequency"}

OPERATION = {"step": 14,
             "text": "Mute TX-3A's RF from its front panel and leave it in `LOCAL` standby with mains on at DB-2 "
                     "circuit 12, tag LOTO-KB-05 hung on the panel.",
             "change": "RF off and mains locked out -> RF muted with mains live before the repatch (rewritten)"}
