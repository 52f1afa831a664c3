ID = "lb13_01"
TASK = ("NORSEA-2 submarine cable, Kestrel Bay landing station: PFE-A converter module swap under single-end "
        "feed from Harwick, plus an SLTE transponder card swap on protection")

STEPS = [
    (1, [], "Open change CHG-58213 for the NORSEA-2 PFE-A converter swap at Kestrel Bay and notify the Harwick NOC and the consortium ops desk.",
     "Raise CHG-58213 covering the PFE-A converter swap on NORSEA-2 at Kestrel Bay; let the Harwick NOC and the consortium ops desk know.",
     "Notify the Harwick NOC and the consortium ops desk once CHG-58213 is open for the NORSEA-2 PFE-A converter swap at Kestrel Bay."),
    (2, [1], "Capture the current feed values at both ends with `pfe-cli show feed --station KB` and `pfe-cli show feed --station HW`; paste line voltage, line current (nominal 1.10 A) and earth-return readings into CHG-58213.",
     "Record what both ends are feeding right now (`pfe-cli show feed --station KB`, then `pfe-cli show feed --station HW`) and attach the line voltage, the line current (1.10 A nominal) and the earth-return readings to CHG-58213.",
     None),
    (3, [1], "Confirm the protection path for the 12 wavelengths on shelf kb-slte-01 is healthy: `slte show protection --shelf kb-slte-01` must show every group PROTECTED with no alarms.",
     "Make sure the protect path carrying the twelve wavelengths on kb-slte-01 is clean before touching anything: every group has to read PROTECTED, alarm-free, in `slte show protection --shelf kb-slte-01`.",
     "Run `slte show protection --shelf kb-slte-01` and check that all groups read PROTECTED with no alarms, i.e. the 12 wavelengths on kb-slte-01 have a healthy protection path."),
    (4, [2], "Get a go from the Harwick shift lead and the consortium power engineer on the bridge call before any feed change is made.",
     "No feed change until both the consortium power engineer and the Harwick shift lead have said go on the bridge call.",
     None),
    (5, [4], "Ask Harwick to take over the whole feed on single-end feed with `pfe-cli set mode sef --station HW --target-voltage 9200`, ramped at 50 V/s, while line current stays within 1.10 A ±0.05 A.",
     "Have Harwick pick up the entire feed from its end alone (`pfe-cli set mode sef --station HW --target-voltage 9200`) at a ramp of 50 V/s, keeping an eye on the line current, which must not leave 1.10 A ±0.05 A.",
     "With line current held inside 1.10 A ±0.05 A and a 50 V/s ramp, Harwick runs `pfe-cli set mode sef --station HW --target-voltage 9200` to carry the whole feed."),
    (6, [5], "Ramp Kestrel Bay PFE-A down to zero with `pfe-cli ramp --station KB --to 0 --rate 50` and confirm station KB reports OUTPUT 0 V with the earth switch still open.",
     "Bring PFE-A at Kestrel Bay down to nothing using `pfe-cli ramp --station KB --to 0 --rate 50`; station KB should then show OUTPUT 0 V and the earth switch should still be open.",
     None),
    (7, [6], "Close cable earth switch ES-2 at KB, hang lock-out tag LOTO-KB-0412 and write the key number in the permit log.",
     "Earth the cable at KB by closing ES-2, then tag it out with LOTO-KB-0412 and log the key number in the permit log.",
     "Hang LOTO-KB-0412 after closing the KB cable earth switch ES-2; the key number goes into the permit log."),
    (8, [7], "Replace converter module CM-3 in PFE-A bay 2 with spare serial 44-7719 following OEM procedure MP-PFE-17.",
     "Swap out CM-3, the converter module in bay 2 of PFE-A, for the spare (serial 44-7719) as described in OEM procedure MP-PFE-17.",
     "Following OEM procedure MP-PFE-17, fit spare serial 44-7719 in place of converter module CM-3 (PFE-A bay 2)."),
    (9, [3, 4], "Move the 12 wavelengths onto protection with `slte switch protection --shelf kb-slte-01 --slot 7 --to protect --mode manual`.",
     "Shift all twelve wavelengths over to the protect path: `slte switch protection --shelf kb-slte-01 --slot 7 --to protect --mode manual`.",
     None),
    (10, [9], "Swap the transponder card in slot 7 of kb-slte-01 for a spare TPX-400G rev C and let it boot and pass self-test.",
     "Pull the slot 7 transponder out of kb-slte-01, seat a spare TPX-400G rev C, and wait for it to come up and clear its self-test.",
     "Let the spare TPX-400G rev C boot and pass self-test after it replaces the transponder in kb-slte-01 slot 7."),
    (11, [10], "Read back the new card with `slte show card --shelf kb-slte-01 --slot 7`; it must report firmware 8.4.2 and OPER-STATE up before traffic goes back.",
     "Before any traffic is put back, query the new card (`slte show card --shelf kb-slte-01 --slot 7`) and expect firmware 8.4.2 with OPER-STATE up.",
     None),
    (12, [11], "Revert traffic to the working path with `slte switch protection --shelf kb-slte-01 --slot 7 --to work --mode manual` and clear the manual lockout.",
     "Put the wavelengths back on the working path (`slte switch protection --shelf kb-slte-01 --slot 7 --to work --mode manual`), then clear the manual lockout.",
     "Clear the manual lockout once `slte switch protection --shelf kb-slte-01 --slot 7 --to work --mode manual` has reverted traffic to the working path."),
    (13, [8], "Remove LOTO-KB-0412, open earth switch ES-2 and ramp PFE-A back up with `pfe-cli ramp --station KB --to 4600 --rate 50`.",
     "Take off LOTO-KB-0412 and open ES-2, then bring PFE-A back up via `pfe-cli ramp --station KB --to 4600 --rate 50`.",
     None),
    (14, [13], "Have Harwick return to dual-end feed with `pfe-cli set mode dual-end --station HW --target-voltage 4600` and confirm line current holds 1.10 A at both ends.",
     "Ask Harwick to go back to feeding from both ends (`pfe-cli set mode dual-end --station HW --target-voltage 4600`); the line current has to sit at 1.10 A on either side.",
     "Line current must hold 1.10 A at both ends after Harwick goes back to dual-end feed via `pfe-cli set mode dual-end --station HW --target-voltage 4600`."),
    (15, [12, 14], "Soak for 2 hours: compare line current, voltage and Q-factor on all 12 wavelengths against the values captured in CHG-58213, with no new alarms at either end.",
     "Leave it running for 2 hours and hold the line current, voltage and the Q-factor of each of the 12 wavelengths up against what was captured in CHG-58213; neither end may raise a new alarm.",
     None),
    (16, [15], "Close CHG-58213 with the feed readings from before and after and tell the consortium ops desk the cable is back on dual-end feed.",
     "Let the consortium ops desk know the cable is back on dual-end feed and close out CHG-58213, attaching the before and after feed readings.",
     "Tell the consortium ops desk that dual-end feed is restored and close CHG-58213 with the feed readings from before and after."),
]

GUARDS = {2: "capture current feed values before any feed change",
          4: "go from the Harwick shift lead and power engineer before any feed change",
          7: "earth and lock out the cable before working on the converter",
          11: "read-back of the new card before traffic is reverted",
          15: "2-hour soak against captured values before closing"}
DROP_GUARD = 4

SPLITS = {
    2: ("Capture the current feed values at both ends with `pfe-cli show feed --station KB` and `pfe-cli show feed --station HW`.",
        "Paste line voltage, line current (nominal 1.10 A) and earth-return readings into CHG-58213."),
    5: ("Ask Harwick to take over the whole feed on single-end feed with `pfe-cli set mode sef --station HW --target-voltage 9200`, ramped at 50 V/s.",
        "While Harwick ramps, line current must stay within 1.10 A ±0.05 A."),
}
REGEN_SPLIT = (15, ("Let the system soak for 2 hours with no new alarm allowed at either end.",
                    "Over that window, check line current, voltage and the Q-factor of all 12 wavelengths against the values captured in CHG-58213."))
SERIALIZE = [2, 3]
COMPRESS = [
    ([1, 3], "Open CHG-58213 for the NORSEA-2 PFE-A swap and check the kb-slte-01 protection path is healthy."),
    ([6, 7], "Ramp KB PFE-A to zero and earth and lock out the cable."),
    ([10, 11], "Swap the slot 7 transponder for a TPX-400G and check it comes up."),
    ([13, 14], "Unlock, ramp PFE-A back up and return Harwick to dual-end feed."),
    ([15, 16], "Soak for 2 hours, compare with the captured values and close CHG-58213."),
]
LOST = {"remove": (7, 8), "add": [(6, 8), (7, 13)],
        "why": "the converter module is swapped once PFE-A reads 0 V, without waiting for the cable to be earthed and locked out"}
TARGET = {"step": 6, "old": "KB", "new": "HW", "kind": "station"}
OPERATION = {"step": 14, "change": "command sets mode standby instead of dual-end; prose unchanged",
             "text": "Have Harwick return to dual-end feed with `pfe-cli set mode standby --station HW --target-voltage 4600` and confirm line current holds 1.10 A at both ends."}
