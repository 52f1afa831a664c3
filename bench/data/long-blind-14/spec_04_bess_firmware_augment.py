"""lb14_04: grid battery storage site Kestrel BESS, BMS firmware 3.8.2 -> 4.1.0 on 40 containers and four
augmentation containers commissioned into block B4, with the frequency-response service suspended."""

ID = "lb14_04"
TASK = ("At the 100 MW / 200 MWh Kestrel battery storage site, upgrade the BMS firmware of all 40 containers from "
        "3.8.2 to 4.1.0 with a pilot container, commission four augmentation containers B4-11 to B4-14, load the "
        "new EMS model, test and return the site to the Dynamic Containment service.")

STEPS = [
    (1, [],
     "Open work order WO-55120 at Kestrel BESS (100 MW / 200 MWh, blocks B1 to B4 of 10 containers each) for BMS "
     "firmware 3.8.2 to 4.1.0 on all 40 containers and the commissioning of B4-11 to B4-14 on 9 July.",
     "Raise WO-55120 for Kestrel BESS, a 100 MW / 200 MWh site with 10 containers in each of blocks B1 to B4: "
     "on 9 July all 40 containers go from BMS firmware 3.8.2 to 4.1.0 and containers B4-11 to B4-14 are "
     "commissioned.",
     "For 9 July, WO-55120 covers two jobs at Kestrel BESS (100 MW / 200 MWh, blocks B1 to B4, 10 containers "
     "each): BMS firmware 3.8.2 to 4.1.0 on all 40 containers, and commissioning of B4-11 to B4-14."),
    (2, [1],
     "Ask the aggregator to withdraw Kestrel from Dynamic Containment for EFA blocks 3 to 6 on 9 July and "
     "check in the trading portal that the contracted volume shows 0 MW for those blocks.",
     "Have the aggregator pull Kestrel out of Dynamic Containment for EFA blocks 3 to 6 on 9 July, then look "
     "in the trading portal to see those blocks at 0 MW contracted.",
     "In the trading portal, the contracted volume for EFA blocks 3 to 6 on 9 July must read 0 MW once the "
     "aggregator has withdrawn Kestrel from Dynamic Containment for them; ask for that withdrawal."),
    (3, [1],
     "Save the current settings: `emsctl export --site kestrel --out /srv/backup/kestrel-ems-20250709.tar.gz` "
     "and `bmstool dump --all --out /srv/backup/bms-params-20250709/`, one parameter file per container (40).",
     "Keep a copy of today's settings by running `emsctl export --site kestrel --out "
     "/srv/backup/kestrel-ems-20250709.tar.gz` plus `bmstool dump --all --out /srv/backup/bms-params-20250709/`, "
     "which writes 40 parameter files, one for each container.",
     None),
    (4, [1],
     "Check the fleet before work starts: all 40 containers online in the EMS, cell voltage spread under 30 mV, "
     "highest cell temperature under 35 °C and insulation resistance above 1 MΩ on every string.",
     "Before anything starts, the EMS has to show 40 of 40 containers online, no cell voltage spread of 30 mV or "
     "more, the hottest cell below 35 °C and every string's insulation resistance over 1 MΩ.",
     "Insulation resistance above 1 MΩ on every string, highest cell temperature under 35 °C, cell voltage "
     "spread under 30 mV and all 40 containers online in the EMS: check this before work starts."),
    (5, [2, 3, 4],
     "The senior authorised person (J. Ncube) issues permit PTW-8812 for the DC works and the asset manager "
     "signs WO-55120 off to proceed.",
     "Work may go ahead only once J. Ncube, as senior authorised person, has issued PTW-8812 covering the DC "
     "works and the asset manager has put a go signature on WO-55120.",
     "Permit PTW-8812 for the DC works is issued by J. Ncube (senior authorised person), and WO-55120 is signed "
     "off to proceed by the asset manager."),
    (6, [5],
     "Put the EMS in `STANDBY` with a site setpoint of 0 MW at POC meter M-01 and hold SOC at 50 %; wait 10 "
     "minutes for the PCS units PCS-1A to PCS-4B to settle.",
     "Switch the EMS to `STANDBY`, site setpoint 0 MW measured at POC meter M-01, SOC held at 50 %, and give "
     "PCS-1A to PCS-4B 10 minutes to settle.",
     None),
    (7, [6],
     "Dry-run the flash on the whole fleet: `bmstool flash --all --image bms-4.1.0.bin --dry-run` must report "
     "a valid image signature and a compatible hardware revision on 40 of 40 containers, without writing "
     "anything.",
     "Have the tool rehearse the flash across the fleet with `bmstool flash --all --image bms-4.1.0.bin "
     "--dry-run`; nothing is written, and the report has to show signature valid and hardware revision "
     "compatible for all 40 of 40 containers.",
     "`bmstool flash --all --dry-run --image bms-4.1.0.bin` must report, for 40 of 40 containers, a valid image "
     "signature and a compatible hardware revision; it writes nothing."),
    (8, [7],
     "Flash the pilot container B1-01 with `bmstool flash --container B1-01 --image bms-4.1.0.bin`, then "
     "pre-charge and close its DC contactors back onto PCS-1A.",
     "Write the new firmware to pilot container B1-01 using `bmstool flash --container B1-01 --image "
     "bms-4.1.0.bin`; afterwards pre-charge it and close its DC contactors onto PCS-1A again.",
     "Pilot container B1-01 is flashed first (`bmstool flash --image bms-4.1.0.bin --container B1-01`), and its "
     "DC contactors are then pre-charged and closed back onto PCS-1A."),
    (9, [8],
     "Watch B1-01 for 30 minutes: firmware 4.1.0 reported, 0 active BMS alarms, and SOC within 1 % of its "
     "neighbour B1-02.",
     "Keep B1-01 under observation for 30 minutes; it should report firmware 4.1.0, raise 0 BMS alarms and "
     "track its neighbour B1-02 to within 1 % SOC.",
     None),
    (10, [9],
     "Flash blocks B1 and B2 (B1-02 to B1-10, B2-01 to B2-10), one container at a time, each with a "
     "pre-charge and contactor close afterwards.",
     "Go through blocks B1 and B2 container by container (B1-02 to B1-10, then B2-01 to B2-10), "
     "flashing each and then pre-charging it and closing its contactors.",
     None),
    (11, [9],
     "Flash blocks B3 and B4 (B3-01 to B3-10, B4-01 to B4-10) the same way, one container at a time, with the "
     "second engineer on PCS-3A to PCS-4B.",
     "The second engineer, working on PCS-3A to PCS-4B, does blocks B3 and B4 (B3-01 to B3-10, B4-01 to "
     "B4-10) identically, a single container at a time.",
     "With the second engineer on PCS-3A to PCS-4B, blocks B3 and B4 are flashed the same way, one container "
     "at a time: B3-01 to B3-10, then B4-01 to B4-10."),
    (12, [10, 11],
     "Confirm the fleet: `bmstool inventory --format csv` must list 40 containers on firmware 4.1.0 and none "
     "on 3.8.2.",
     "Make sure the whole fleet took it: in `bmstool inventory --format csv` there must be 40 containers on "
     "4.1.0 and not a single one still on 3.8.2.",
     "None of the containers may still be on 3.8.2, and all 40 must show firmware 4.1.0, in "
     "`bmstool inventory --format csv`."),
    (13, [5],
     "Complete the mechanical side of B4-11 to B4-14: containers on their plinths, earth bonds to grid E-4 "
     "tested, and the Novec 1230 suppression panels armed and reporting to fire panel FP-2.",
     "Finish the mechanical works on B4-11 to B4-14, meaning containers set on their plinths, earth bonds to "
     "grid E-4 tested, and their Novec 1230 suppression panels armed and reporting to FP-2.",
     None),
    (14, [13],
     "Insulation-test the new DC cabling at 1,000 V DC: every string of B4-11 to B4-14 must read above "
     "100 MΩ, recorded on test sheet TS-B4-AUG.",
     "Megger the new DC cables at 1,000 V DC and record the results on TS-B4-AUG; no string of B4-11 to "
     "B4-14 may read 100 MΩ or less.",
     "On test sheet TS-B4-AUG, record an insulation test of the new DC cabling of B4-11 to B4-14 at 1,000 V DC, "
     "with every string above 100 MΩ."),
    (15, [14],
     "Bring B4-11 to B4-14 to within 2 % SOC of B4-01 to B4-10, then pre-charge and close their DC contactors "
     "onto the PCS-4B DC bus.",
     "Balance B4-11 to B4-14 until their SOC is within 2 % of B4-01 to B4-10, and only then pre-charge and "
     "close their DC contactors onto the DC bus of PCS-4B.",
     "Their DC contactors are pre-charged and closed onto the PCS-4B DC bus once B4-11 to B4-14 are within 2 % "
     "SOC of B4-01 to B4-10."),
    (16, [12, 15],
     "Check the new EMS model before loading it: `emsctl apply --config kestrel-ems-v27.yaml --check` must show "
     "only the 4 added containers in block B4 and the site energy going from 200 MWh to 216 MWh.",
     "Preview the new EMS model first with `emsctl apply --config kestrel-ems-v27.yaml --check`; the only "
     "differences allowed are the 4 extra containers in block B4 and site energy rising from 200 MWh to "
     "216 MWh.",
     None),
    (17, [16],
     "Load it with `emsctl apply --config kestrel-ems-v27.yaml` and check the EMS shows 44 containers and an "
     "SOC window of 5 % to 95 %.",
     "Apply the model using `emsctl apply --config kestrel-ems-v27.yaml`; the EMS should then list 44 "
     "containers with its SOC window at 5 % to 95 %.",
     "The EMS must show 44 containers and a 5 % to 95 % SOC window after `emsctl apply --config "
     "kestrel-ems-v27.yaml` has loaded the model."),
    (18, [17],
     "Low-power test: charge at 10 MW for 15 minutes, then discharge at 10 MW for 15 minutes; all 44 "
     "containers must share current within ±5 %.",
     "Run a test at low power, 15 minutes charging at 10 MW followed by 15 minutes discharging at 10 MW, and "
     "check the 44 containers split the current to within ±5 % of each other.",
     None),
    (19, [18],
     "Full-power test: discharge 100 MW at POC meter M-01 for 5 minutes with no PCS trip and no container "
     "derating.",
     "Then the full-power run: 5 minutes of 100 MW discharge as measured at POC meter M-01, with not one PCS "
     "trip and no container going into derate.",
     "For 5 minutes, discharge 100 MW at POC meter M-01; no PCS may trip and no container may derate during "
     "this full-power test."),
    (20, [19],
     "Run the EMS frequency-response self-test `emsctl test dc-response --deviation -0.2Hz` and check the site "
     "reaches 100 MW within 1 s.",
     "Check the frequency response with the EMS self-test `emsctl test dc-response --deviation -0.2Hz`: full "
     "100 MW has to be reached inside 1 s.",
     None),
    (21, [19],
     "Look at the HVAC trends of B4-11 to B4-14 from the full-power test: highest cell temperature under 35 °C "
     "and no HVAC fault.",
     "From the full-power test, review the HVAC trends for B4-11 to B4-14; the hottest cell has to stay under "
     "35 °C and no HVAC fault may appear.",
     "Highest cell temperature under 35 °C and no HVAC fault: that is what the HVAC trends of B4-11 to B4-14 "
     "from the full-power test must show."),
    (22, [19],
     "Check in the historian that tags `KES.B4.11.*` to `KES.B4.14.*` are updating every 1 s.",
     "Make sure the historian receives tags `KES.B4.11.*` to `KES.B4.14.*` at a 1 s update rate.",
     None),
    (23, [20, 21, 22],
     "Bring SOC back to 50 % and put the EMS back in `AUTO` with the site setpoint released to the aggregator.",
     "Return SOC to 50 %, then switch the EMS out of standby into `AUTO` and release the site setpoint to the "
     "aggregator.",
     "Put the EMS back in `AUTO`, releasing the site setpoint to the aggregator, after bringing SOC back to "
     "50 %."),
    (24, [23],
     "Tell the aggregator Kestrel is available for Dynamic Containment again at 100 MW from EFA block 1 on "
     "10 July.",
     "Let the aggregator know Kestrel can offer Dynamic Containment again, 100 MW from EFA block 1 on 10 July.",
     None),
    (25, [23],
     "Cancel PTW-8812 with J. Ncube and remove the personal locks from the DC isolators of B4-11 to B4-14.",
     "With J. Ncube, take the personal locks off the DC isolators of B4-11 to B4-14 and cancel PTW-8812.",
     "Remove the personal locks from the B4-11 to B4-14 DC isolators and cancel PTW-8812 together with "
     "J. Ncube."),
    (26, [24, 25],
     "Close WO-55120 with the `bmstool inventory` export, test sheet TS-B4-AUG and the full-power test trend.",
     "Close out WO-55120, attaching the export from `bmstool inventory`, the TS-B4-AUG test sheet and the trend "
     "of the full-power test.",
     None),
]

GUARDS = {
    3: "backup: EMS and BMS parameters exported before the flash",
    4: "health: fleet health (cell spread, temperature, insulation) before work",
    5: "approval: permit PTW-8812 and asset manager go",
    7: "dryrun: fleet flash dry run (signature and hardware revision)",
    9: "health: 30-minute watch of the pilot container",
    12: "verify: all 40 containers on 4.1.0 before the EMS model change",
    14: "verify: insulation test of the new DC cabling before energising",
    16: "dryrun: EMS model change previewed with --check",
}
DROP_GUARD = 14

SPLITS = {
    8: ("Flash the pilot container B1-01 with `bmstool flash --container B1-01 --image bms-4.1.0.bin`.",
        "When the flash has finished, pre-charge the container and close its DC contactors back onto PCS-1A."),
    23: ("Bring SOC back to 50 %.",
         "Then put the EMS back in `AUTO` and release the site setpoint to the aggregator."),
}

REGEN_SPLIT = (10, (
    "Next, block B1: flash B1-02 to B1-10 one container at a time, pre-charging and closing the contactors of "
    "each before moving on.",
    "Then the same on block B2, B2-01 to B2-10."))

SERIALIZE = [20, 21, 22]

COMPRESS = [
    ([1, 2], "Open WO-55120 and take Kestrel out of Dynamic Containment for the day."),
    ([6, 7, 8], "Put the site in standby and flash the pilot container B1-01 with 4.1.0."),
    ([10, 11, 12], "Flash the remaining containers in all four blocks and check the inventory."),
    ([13, 14, 15], "Install B4-11 to B4-14, test the cabling and connect them to PCS-4B."),
    ([25, 26], "Cancel PTW-8812 and close WO-55120."),
]

LOST = {"remove": (9, 11), "add": [(8, 11)],
        "why": "blocks B3 and B4 are flashed without waiting for the 30-minute watch of the pilot container"}

TARGET = {"step": 15, "old": "2 %", "new": "20 %", "kind": "SOC match tolerance"}

OPERATION = {"step": 6,
             "text": "Put the EMS in `MANUAL` with a site setpoint of 0 MW at POC meter M-01 and let the PCS units "
                     "PCS-1A to PCS-4B keep following the frequency droop curve; wait 10 minutes with SOC at 50 %.",
             "change": "EMS to STANDBY -> MANUAL with PCS still on frequency droop (site keeps responding while "
                       "containers are flashed), rewritten"}
