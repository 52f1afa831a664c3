ID = "lb5_08"
TASK = "Push a new Windows 11 gold image to Horizon instant-clone Finance pools in two waves, then retire the old snapshot"

STEPS = [
    (1, [], "Open CHG-72004 to push gold image W11-GOLD-2406 (Windows 11 23H2) to the Finance instant-clone pools on Horizon 2312 pod HZN-POD-A.",
     "Raise CHG-72004 for pushing the Windows 11 23H2 gold image W11-GOLD-2406 to the Finance instant-clone pools of Horizon 2312 pod HZN-POD-A.",
     "On Horizon 2312 pod HZN-POD-A, the Finance instant-clone pools get gold image W11-GOLD-2406 (Windows 11 23H2): open CHG-72004 for it."),
    (2, [1], "Seal W11-GOLD-2406 and take the vCenter snapshot 2406-final on vc-vdi-01.",
     "After sealing W11-GOLD-2406, snapshot it on vc-vdi-01 as 2406-final.",
     None),
    (3, [1], "Save the current Finance pool settings with `Get-HVPool -PoolName IC-FIN-01 | ConvertTo-Json -Depth 10 > ic-fin-01-pre.json`.",
     "Keep a copy of how the Finance pool is configured today: `Get-HVPool -PoolName IC-FIN-01 | ConvertTo-Json -Depth 10 > ic-fin-01-pre.json`.",
     None),
    (4, [1], "Check that datastore cluster DSC-VDI-01 will still have at least 20% free after the push.",
     "Make sure DSC-VDI-01, the datastore cluster, keeps 20% or more free space once the push is done.",
     "At least 20% must remain free on DSC-VDI-01 (datastore cluster) after the push; check it."),
    (5, [2], "Push the image to test pool IC-TEST-05 (20 desktops) with `Start-HVPool -Pool IC-TEST-05 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final`.",
     "Roll the image onto IC-TEST-05, the 20-desktop test pool, by running `Start-HVPool -Pool IC-TEST-05 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final`.",
     None),
    (6, [5], "Run the Login VSI smoke workload on IC-TEST-05 with 20 users: VSImax must not be reached and logon time must stay under 25 s.",
     "Drive IC-TEST-05 with the Login VSI smoke workload at 20 users; logons have to stay below 25 s and VSImax must not be hit.",
     "With 20 users on IC-TEST-05, the Login VSI smoke workload must not reach VSImax, and logon time must be under 25 s."),
    (7, [5], "Check FSLogix profile attach and the App Volumes package Finance-Apps-2406 on 3 test desktops.",
     "On 3 of the test desktops, confirm that the FSLogix profile attaches and App Volumes package Finance-Apps-2406 is there.",
     None),
    (8, [6, 7], "Get the Finance desktop owner to sign off the image on CHG-72004.",
     "The Finance desktop owner signs off the new image on CHG-72004.",
     "Record the image sign-off by the Finance desktop owner on CHG-72004."),
    (9, [3, 4, 8], "Push wave 1 to IC-FIN-01 (300 desktops) with `Start-HVPool -Pool IC-FIN-01 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final -LogoffSetting WAIT_FOR_LOGOFF -StopOnFirstError $true`.",
     "For wave 1, run `Start-HVPool -Pool IC-FIN-01 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final -LogoffSetting WAIT_FOR_LOGOFF -StopOnFirstError $true` against the 300 desktops of IC-FIN-01.",
     "Wave 1 is IC-FIN-01 (300 desktops): `Start-HVPool -Pool IC-FIN-01 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final -LogoffSetting WAIT_FOR_LOGOFF -StopOnFirstError $true`."),
    (10, [9], "Watch the push in Horizon Console: no desktop in Error or Agent unreachable, and at least 95% Available by 06:00.",
     "Follow the push in Horizon Console; by 06:00 at least 95% should be Available and none in Error or Agent unreachable.",
     None),
    (11, [10], "Check the helpdesk queue for Finance VDI tickets in the first 2 hours of the business day: fewer than 5 new tickets.",
     "Look at the helpdesk queue during the first 2 hours of the business day and expect fewer than 5 new Finance VDI tickets.",
     "Fewer than 5 new Finance VDI tickets may appear in the helpdesk queue over the first 2 hours of the business day."),
    (12, [10], "Check vROps for IC-FIN-01: CPU ready below 5% and host CPU under 80%.",
     "In vROps, confirm IC-FIN-01 shows CPU ready below 5% with host CPU under 80%.",
     None),
    (13, [11, 12], "Wave 2 starts only after the EUC lead gives a go based on the wave 1 checks.",
     "The EUC lead has to give a go, from the wave 1 checks, before wave 2 may start.",
     "Do not start wave 2 without a go from the EUC lead on the strength of the wave 1 checks."),
    (14, [13], "Save the settings of IC-FIN-02 and IC-FIN-03 with `Get-HVPool -PoolName IC-FIN-02,IC-FIN-03 | ConvertTo-Json -Depth 10 > ic-fin-02-03-pre.json`.",
     "Dump the IC-FIN-02 and IC-FIN-03 settings to a file: `Get-HVPool -PoolName IC-FIN-02,IC-FIN-03 | ConvertTo-Json -Depth 10 > ic-fin-02-03-pre.json`.",
     None),
    (15, [14], "Push the image to IC-FIN-02 (450 desktops) with the same Start-HVPool options as wave 1.",
     "Use the wave 1 Start-HVPool options to push the image to IC-FIN-02 and its 450 desktops.",
     "IC-FIN-02 (450 desktops) gets the image, pushed with the wave 1 Start-HVPool options."),
    (16, [14], "Push the image to IC-FIN-03 (450 desktops) with the same Start-HVPool options as wave 1.",
     "Push to IC-FIN-03, 450 desktops, again with the Start-HVPool options used in wave 1.",
     None),
    (17, [15, 16], "Watch IC-FIN-02 and IC-FIN-03 in Horizon Console: at least 95% Available by 06:00 and no desktop in Error.",
     "In Horizon Console, confirm that both IC-FIN-02 and IC-FIN-03 reach 95% or more Available by 06:00 with no desktop in Error.",
     "By 06:00, IC-FIN-02 and IC-FIN-03 need at least 95% Available and zero desktops in Error (watch in Horizon Console)."),
    (18, [17], "Update CMDB item VDI-IC-FIN to image 2406.",
     "Set image 2406 on CMDB item VDI-IC-FIN.",
     None),
    (19, [17], "Confirm with `Get-HVPool | Select Name, ParentVm, Snapshot` that no pool still references snapshot 2405-final before anything is deleted.",
     "Before deleting anything, run `Get-HVPool | Select Name, ParentVm, Snapshot` and make sure snapshot 2405-final is referenced by no pool.",
     "No pool may still point at snapshot 2405-final; check with `Get-HVPool | Select Name, ParentVm, Snapshot` ahead of any deletion."),
    (20, [19], "After 14 days without a rollback, delete snapshot 2405-final of W11-GOLD-2406 in vCenter.",
     "Once 14 days pass with no rollback, remove snapshot 2405-final from W11-GOLD-2406 in vCenter.",
     None),
    (21, [19], "Scale test pool IC-TEST-05 down to 0 desktops.",
     "Reduce IC-TEST-05, the test pool, to 0 desktops.",
     "Bring the desktop count of test pool IC-TEST-05 down to 0."),
    (22, [18, 20, 21], "Update the image release notes on the Confluence page VDI/Images/2406.",
     "Refresh the release notes for the image on Confluence page VDI/Images/2406.",
     None),
    (23, [22], "Send the release notes to the Finance desktop owner.",
     "The Finance desktop owner gets the release notes by email.",
     None),
    (24, [23], "Close CHG-72004.",
     "Mark CHG-72004 closed.",
     "CHG-72004 can now be closed."),
]

GUARDS = {
    3: "export of pool settings before the wave 1 push",
    8: "Finance desktop owner sign-off of the image",
    13: "EUC lead go after wave 1 checks before wave 2",
    14: "export of wave 2 pool settings",
    19: "no pool references the old snapshot before deletion",
}
DROP_GUARD = 19

SPLITS = {
    6: ("Run the Login VSI smoke workload on IC-TEST-05 with 20 users.",
        "VSImax must not be reached and logon time must stay under 25 s."),
    10: ("Watch the push in Horizon Console: no desktop may be in Error or Agent unreachable.",
         "At least 95% must be Available by 06:00."),
}
REGEN_SPLIT = (9, ("Start wave 1 on IC-FIN-01, the 300-desktop pool.",
                   "The command is `Start-HVPool -Pool IC-FIN-01 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final -LogoffSetting WAIT_FOR_LOGOFF -StopOnFirstError $true`."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Open CHG-72004 and snapshot the sealed gold image."),
    ([5, 6], "Push the image to the test pool and run the Login VSI smoke test."),
    ([9, 10], "Push wave 1 to IC-FIN-01 and watch it in Horizon Console."),
    ([14, 15], "Export wave 2 pool settings and push IC-FIN-02."),
    ([17, 18], "Watch wave 2 and update the CMDB."),
    ([20, 22], "Delete the old snapshot later and update the release notes."),
    ([23, 24], "Send the release notes and close CHG-72004."),
]

LOST = {"remove": (13, 14), "add": [(10, 14), (13, 22)],
        "why": "wave 2 (14-16) starts without waiting for the EUC lead's go on the wave 1 checks (13)"}

TARGET = {"step": 21, "old": "IC-TEST-05", "new": "IC-FIN-02", "kind": "desktop pool"}

OPERATION = {"step": 9,
             "text": "Push wave 1 to IC-FIN-01 (300 desktops) with `Start-HVPool -Pool IC-FIN-01 -SchedulePushImage -ParentVM W11-GOLD-2406 -SnapshotVM 2406-final -LogoffSetting FORCE_LOGOFF -StopOnFirstError $true`.",
             "change": "LogoffSetting WAIT_FOR_LOGOFF -> FORCE_LOGOFF (users logged off mid-session)"}
