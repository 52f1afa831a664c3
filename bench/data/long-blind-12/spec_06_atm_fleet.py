ID = "lb12_06"
TASK = "Roll terminal software bundle TSB 24.3 out to the bank's 640-ATM fleet: pilot group first, then two regional waves, then retire TSB 23.4."

STEPS = [
    (1, [], "Open RFC-60418 for TSB 24.3 on the 640-ATM fleet: pilot group ATM-PILOT (12 branch ATMs), then the regions.",
     "Raise RFC-60418 to take the 640-ATM fleet to TSB 24.3, starting with the 12 branch ATMs in ATM-PILOT and moving on region by region.",
     "Pilot group ATM-PILOT (12 branch ATMs) first, then the regions: open RFC-60418 for TSB 24.3 across the 640-ATM fleet."),
    (2, [1], "Verify the vendor's signature on the package manifest: `gpg --verify tsb-24.3.manifest.sig tsb-24.3.manifest` must report a good signature from the vendor release key.",
     "Check the package manifest is really from the vendor: `gpg --verify tsb-24.3.manifest.sig tsb-24.3.manifest` has to come back with a good signature from their release key.",
     None),
    (3, [1], "Get operational risk approval for the rollout calendar at the Tuesday CAB.",
     "Take the rollout calendar to Tuesday's CAB and come away with operational risk's approval.",
     None),
    (4, [1], "Export the current terminal inventory with software levels: `atmdist inventory --all --format csv > inv-pre-RFC-60418.csv`.",
     "Dump the fleet inventory as it stands, software levels included, using `atmdist inventory --all --format csv > inv-pre-RFC-60418.csv`.",
     "Run `atmdist inventory --all --format csv > inv-pre-RFC-60418.csv` to keep the current terminal inventory and software levels."),
    (5, [2, 3], "Import the package into the distribution server: `atmdist package import tsb-24.3.pkg --verify-sig`.",
     "Load tsb-24.3.pkg onto the distribution server with `atmdist package import tsb-24.3.pkg --verify-sig`.",
     "On the distribution server, `atmdist package import tsb-24.3.pkg --verify-sig` brings the package in."),
    (6, [4, 5], "Dry-run the pilot push with `atmdist deploy --package tsb-24.3 --group ATM-PILOT --dry-run` and check it lists 12 targets, all online, none with cash below 20 %.",
     "Do a rehearsal of the pilot push (`atmdist deploy --package tsb-24.3 --group ATM-PILOT --dry-run`) and make sure it shows 12 targets, every one online and none under 20 % cash.",
     None),
    (7, [6], "Push to the pilot overnight: `atmdist deploy --package tsb-24.3 --group ATM-PILOT --window 01:00-04:00`.",
     "Send the bundle to the pilot group in the night window using `atmdist deploy --package tsb-24.3 --group ATM-PILOT --window 01:00-04:00`.",
     "`atmdist deploy --package tsb-24.3 --group ATM-PILOT --window 01:00-04:00` pushes to the pilot overnight."),
    (8, [7], "Next morning, confirm all 12 pilot ATMs are on TSB 24.3 and in service: `atmdist status --group ATM-PILOT`.",
     "The following morning, use `atmdist status --group ATM-PILOT` to make sure each of the 12 pilot ATMs runs TSB 24.3 and is in service.",
     "Check with `atmdist status --group ATM-PILOT`, next morning, that the 12 pilot ATMs are in service on TSB 24.3."),
    (9, [8], "Run test cards on 3 pilot ATMs: withdrawal, balance enquiry, PIN change and an envelope-free deposit, and find each transaction in the switch log.",
     "Put test cards through three of the pilot ATMs doing a withdrawal, a balance enquiry, a PIN change and an envelope-free deposit, then trace every transaction in the switch log.",
     None),
    (10, [8], "Let the pilot run for 3 days and compare its dispense error rate with the 7-day baseline; it may not exceed 0.5 %.",
     "Give the pilot 3 days in service, then set its dispense error rate against the 7-day baseline, where anything above 0.5 % fails.",
     "The dispense error rate of the pilot after 3 days must not exceed 0.5 %, compared with the 7-day baseline."),
    (11, [9, 10], "Review the pilot results with operational risk and get their go for the regional waves.",
     "Walk operational risk through the pilot results and obtain their go before any regional wave.",
     None),
    (12, [11], "Wave 1, region NORTH (210 ATMs): `atmdist deploy --package tsb-24.3 --group REGION-NORTH --window 01:00-04:00 --max-parallel 40`.",
     "Roll out wave 1 to the 210 ATMs of region NORTH, at most 40 in parallel: `atmdist deploy --package tsb-24.3 --group REGION-NORTH --window 01:00-04:00 --max-parallel 40`.",
     "Run `atmdist deploy --package tsb-24.3 --group REGION-NORTH --window 01:00-04:00 --max-parallel 40` for wave 1 (region NORTH, 210 ATMs)."),
    (13, [12], "Watch wave 1 for 48 hours: out-of-service ATMs no more than 2 % above baseline and no rise in card retains.",
     "Keep wave 1 under watch for 48 hours, accepting at most 2 % more out-of-service ATMs than baseline and no increase in retained cards.",
     None),
    (14, [13], "Wave 2, regions SOUTH and WEST (418 ATMs): `atmdist deploy --package tsb-24.3 --group REGION-SOUTH,REGION-WEST --window 01:00-04:00 --max-parallel 40`.",
     "Do wave 2 over regions SOUTH and WEST, 418 ATMs, with `atmdist deploy --package tsb-24.3 --group REGION-SOUTH,REGION-WEST --window 01:00-04:00 --max-parallel 40`.",
     None),
    (15, [14], "Check no ATM is left on the old bundle: `atmdist inventory --all --version-not 24.3` must return nothing.",
     "Make sure nothing is still on the old bundle, i.e. `atmdist inventory --all --version-not 24.3` comes back empty.",
     "`atmdist inventory --all --version-not 24.3` must return nothing, so no ATM is left on the old bundle."),
    (16, [14], "Check the electronic journal upload: every ATM sent last night's EJ to the EJ server.",
     "Confirm every ATM uploaded its electronic journal for last night to the EJ server.",
     "On the EJ server, check that last night's electronic journal arrived from every ATM."),
    (17, [14], "Balance the first CIT replenishment cycle after the upgrade: no dispense discrepancy on any ATM.",
     "Reconcile the first cash-in-transit replenishment cycle after the upgrade and accept no dispense discrepancy on any ATM.",
     None),
    (18, [15, 16, 17], "Have the ATM channel manager go through the inventory, EJ and cash checks and sign off the rollout.",
     "Get the ATM channel manager to review the inventory, EJ and cash results and sign the rollout off.",
     None),
    (19, [18], "Remove TSB 23.4 from the distribution server, keeping the archive copy: `atmdist package delete tsb-23.4 --keep-archive`.",
     "Take TSB 23.4 off the distribution server but keep its archive copy, using `atmdist package delete tsb-23.4 --keep-archive`.",
     "Run `atmdist package delete tsb-23.4 --keep-archive` so TSB 23.4 leaves the distribution server with the archive copy kept."),
    (20, [18], "Update the ATM software levels in the CMDB from a fresh inventory export.",
     "Refresh the CMDB's ATM software levels from a new inventory export.",
     None),
    (21, [19, 20], "Tell the branches and the contact centre that TSB 24.3 is now on the whole fleet.",
     "Let the contact centre and the branches know the whole fleet now runs TSB 24.3.",
     "Announce TSB 24.3 on the whole fleet to the branches and the contact centre."),
    (22, [21], "Close RFC-60418.",
     "Mark RFC-60418 complete and close it.",
     None),
]

GUARDS = {
    2: "vendor signature on the manifest verified (verification)",
    3: "operational risk approval at CAB (approval)",
    4: "inventory exported before the rollout (captured values)",
    6: "dry run of the pilot push (dry run)",
    9: "test-card transactions traced in the switch log (read-back)",
    10: "3-day pilot soak against the baseline (health watch)",
    11: "operational risk go for the regional waves (approval)",
    13: "48-hour watch of wave 1 before wave 2 (health watch)",
    18: "channel manager's sign-off before the old bundle is deleted (verification)",
}
DROP_GUARD = 18

SPLITS = {
    6: ("Dry-run the pilot push with `atmdist deploy --package tsb-24.3 --group ATM-PILOT --dry-run`.",
        "Check the dry run lists 12 targets, all online, none with cash below 20 %."),
    9: ("Run test cards on 3 pilot ATMs: withdrawal, balance enquiry, PIN change and an envelope-free deposit.",
        "Find each test-card transaction in the switch log."),
}
REGEN_SPLIT = (12, ("Start wave 1 on region NORTH, which is 210 ATMs.",
                    "Use `atmdist deploy --package tsb-24.3 --group REGION-NORTH --window 01:00-04:00 --max-parallel 40` for it, so no more than 40 run at once."))

SERIALIZE = [15, 16]

COMPRESS = [
    ([1, 3], "Open RFC-60418 for TSB 24.3 and get CAB approval."),
    ([2, 5], "Verify the manifest signature and import the package."),
    ([7, 8], "Push TSB 24.3 to the pilot group overnight and check it next morning."),
    ([10, 11], "After a few days of pilot, get the go for the regions."),
    ([12, 13], "Deploy to region NORTH and watch it for two days."),
    ([14, 15], "Deploy to SOUTH and WEST and check nothing is left on the old bundle."),
    ([21, 22], "Notify branches and close the RFC."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 18)],
        "why": "wave 2 is started without waiting for the 48-hour watch of wave 1"}

TARGET = {"step": 12, "old": "01:00-04:00", "new": "11:00-14:00", "kind": "maintenance window (time of day)"}

OPERATION = {"step": 7,
             "text": "Push to the pilot overnight: `atmdist deploy --package tsb-24.3 --group ALL --window 01:00-04:00`.",
             "change": "scope widened under unchanged prose: `--group ATM-PILOT` -> `--group ALL` (whole fleet at once)"}
