ID = "lt25_02"
TASK = "Broadcast playout centre: Marina automation 11.2 -> 11.4.2 on the main/backup playout servers of CH-4, CH-7 and CH-9 overnight"
STEPS = [
 (1, [], "Book the overnight window 02:00-05:00 under CHG-51207 with the MCR supervisor for channels CH-4, CH-7 and CH-9 on the playout chain.",
  "Reserve the 02:00-05:00 overnight slot with the MCR supervisor, logged as CHG-51207, covering the playout chain of CH-4, CH-7 and CH-9.",
  "Under CHG-51207, book 02:00-05:00 overnight with the MCR supervisor (channels CH-9, CH-7 and CH-4)."),
 (2, [1], "Back up the automation database with `marina-db dump --out /backup/marina/CHG-51207.sql` and snapshot the VM `pb-bkp-01` in vCenter.",
  "Take a vCenter snapshot of VM `pb-bkp-01` and dump the automation database to a file using `marina-db dump --out /backup/marina/CHG-51207.sql`.",
  None),
 (3, [1], "Get the go-ahead from the duty presentation editor and the MCR supervisor; the schedule for CH-7 carries a live news insert at 04:00, so both have to agree.",
  "Because CH-7 has a live news insert at 04:00 in its schedule, the work needs a yes from both the MCR supervisor and the duty presentation editor.",
  None),
 (4, [2, 3], "Run the installer in check mode, `marina-upgrade --target 11.4.2 --host pb-bkp-01 --check`, and read the schema diff before anything is written.",
  "Before a single change is written, do a check-mode pass of the installer (`marina-upgrade --target 11.4.2 --host pb-bkp-01 --check`) and go through the schema diff it prints.",
  "Read the schema diff from a check-mode run, `marina-upgrade --target 11.4.2 --host pb-bkp-01 --check`, before anything is written."),
 (5, [4], "Switch all three channels to the main chain with the router salvo `SALVO-MAIN-ALL` on the Evertz panel so that `pb-bkp-01` goes off air.",
  "On the Evertz panel, fire router salvo `SALVO-MAIN-ALL` to put every one of the three channels on the main chain and take `pb-bkp-01` off air.",
  "Take the backup server off air: router salvo `SALVO-MAIN-ALL` on the Evertz panel moves the 3 channels to the main chain (`pb-bkp-01` is then idle)."),
 (6, [5], "Upgrade the backup server: `marina-upgrade --target 11.4.2 --host pb-bkp-01`.",
  "Install the new release on the backup playout server with `marina-upgrade --target 11.4.2 --host pb-bkp-01`.",
  "Run `marina-upgrade --target 11.4.2 --host pb-bkp-01` so the backup server is on 11.4.2."),
 (7, [6], "Let `pb-bkp-01` run the CH-4, CH-7 and CH-9 schedules in mirror for 30 minutes with no as-run errors and frame-accurate sync against main before it carries air.",
  "Before the backup server goes to air, it must mirror the schedules of CH-4, CH-7 and CH-9 for 30 minutes, frame-accurate against main and without a single as-run error (`pb-bkp-01`).",
  "Keep the backup (`pb-bkp-01`) in mirror for half an hour on the CH-4, CH-7 and CH-9 schedules; it carries air only if sync against main is frame-accurate and the as-run shows no errors."),
 (8, [7], "Fire salvo `SALVO-BKP-ALL` to put the backup chain on air and watch the multiviewer for black or freeze.",
  "Put the backup chain to air with salvo `SALVO-BKP-ALL`, keeping an eye on the multiviewer for freeze or black.",
  None),
 (9, [8], "Upgrade the main server with `marina-upgrade --target 11.4.2 --host pb-main-01`.",
  "Now bring the main playout server to the new release: `marina-upgrade --target 11.4.2 --host pb-main-01`.",
  None),
 (10, [9], "Return air to the main chain with `SALVO-MAIN-ALL` once `pb-main-01` is back in mirror.",
  "When the main server `pb-main-01` is mirroring again, fire `SALVO-MAIN-ALL` to hand air back to the main chain.",
  "Once back in mirror, the main chain takes air again (`SALVO-MAIN-ALL`; server `pb-main-01`)."),
 (11, [10], "Check the as-run logs of all three channels for missed events since 02:00.",
  "Go through the as-run log of each of the three channels and look for any event missed since 02:00.",
  None),
 (12, [10], "Confirm SCTE-35 cue messages still reach the ad splicer `spl-01.playout.local` on port 5167 for CH-4 and CH-9.",
  "Make sure the ad splicer `spl-01.playout.local` is still receiving SCTE-35 cues on port 5167 for both CH-4 and CH-9.",
  "For CH-9 and CH-4, confirm that SCTE-35 cue messages still arrive at port 5167 of the ad splicer (`spl-01.playout.local`)."),
 (13, [10], "Compare loudness on the outputs with the R128 meter: -23 LUFS ±1 LU on each channel.",
  "Measure every channel output on the R128 meter and check it sits at -23 LUFS ±1 LU.",
  None),
 (14, [11, 12, 13], "Close CHG-51207 only after the 06:00 schedule handover has played out cleanly on both chains and the MCR supervisor has signed the log.",
  "Leave CHG-51207 open until the 06:00 schedule handover has gone out clean on both chains and the MCR supervisor's signature is on the log; then close it.",
  "Once the MCR supervisor has signed the log and the 06:00 handover played out cleanly on both chains, close CHG-51207."),
]
GUARDS = {2: "backup: database dump and VM snapshot", 3: "approval: presentation editor and MCR supervisor go-ahead",
          4: "dryrun: installer check mode and schema diff review", 7: "health: 30-minute mirror run before the backup carries air",
          14: "verify: clean 06:00 handover and signed log before close"}
DROP_GUARD = 4
SPLITS = {2: ("Back up the automation database with `marina-db dump --out /backup/marina/CHG-51207.sql`.",
              "Snapshot the VM `pb-bkp-01` in vCenter."),
          7: ("Let `pb-bkp-01` run the CH-4, CH-7 and CH-9 schedules in mirror for 30 minutes.",
              "It carries air only with no as-run errors and frame-accurate sync against main.")}
REGEN_SPLIT = {3: ["CH-7 has a live news insert at 04:00, so the duty presentation editor has to give the go-ahead.",
                   "The MCR supervisor must agree too before the work starts."],
               14: ["Wait for the 06:00 schedule handover to play out cleanly on both chains.",
                    "Have the MCR supervisor sign the log.", "Then close CHG-51207."]}
SERIALIZE = [11, 12, 13]
COMPRESS = [([1, 2], "Book 02:00-05:00 under CHG-51207 and back up the Marina database and the backup VM."),
            ([5, 6], "Put all channels on main and upgrade `pb-bkp-01` to 11.4.2."),
            ([8, 9], "Put the backup chain on air and upgrade the main server."),
            ([13, 14], "Check loudness on the outputs and close CHG-51207 after the morning handover.")]
LOST = {"remove": (7, 8), "add": [(6, 8), (7, 9)], "why": "the backup chain goes to air before its 30-minute mirror run has shown clean as-run and sync"}
TARGET = {"step": 12, "old": "5167", "new": "5176", "kind": "port"}
OPERATION = {"step": 2, "text": "Back up the automation database with `marina-db restore --in /backup/marina/CHG-51207.sql` and snapshot the VM `pb-bkp-01` in vCenter.",
             "change": "`marina-db dump --out` -> `marina-db restore --in` (overwrites the live database, prose still says back up)"}
