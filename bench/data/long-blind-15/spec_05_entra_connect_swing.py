ID = "lb15_05"
TASK = ("Identity: swing migration of Microsoft Entra Connect Sync from AADC01 (2.1.20.0) to AADC02 (2.3.20.0) for tenant "
        "contoso.onmicrosoft.com, with the new server built in staging mode, a pending-export review and a staged switch.")

STEPS = [
    (1, [],
     "Open change CHG-60377 to replace Entra Connect server AADC01 (2.1.20.0) with AADC02 (2.3.20.0) for tenant contoso.onmicrosoft.com.",
     "Log CHG-60377: the Entra Connect Sync role of tenant contoso.onmicrosoft.com moves from AADC01 (2.1.20.0) to the new AADC02 (2.3.20.0).",
     "For tenant contoso.onmicrosoft.com, open change CHG-60377, which replaces Entra Connect server AADC01 (2.1.20.0) with AADC02 (2.3.20.0)."),
    (2, [1],
     "On AADC01, export the configuration with View or export current configuration to `C:\\Migration\\AADC01-settings.json` and copy the file to AADC02.",
     "Use the wizard's View or export current configuration page on AADC01 to write `C:\\Migration\\AADC01-settings.json`, then put a copy of that file on AADC02.",
     None),
    (3, [1],
     "Take VM snapshot `AADC01-pre-CHG-60377` of AADC01 in vCenter vc-dc1.",
     "In vCenter vc-dc1, snapshot the AADC01 virtual machine as `AADC01-pre-CHG-60377`.",
     "Snapshot `AADC01-pre-CHG-60377` of AADC01 is taken in vCenter vc-dc1."),
    (4, [1],
     "Check in Synchronization Service Manager on AADC01 that the last 3 sync cycles succeeded without export errors.",
     "Open Synchronization Service Manager on AADC01 and make sure each of the last 3 sync cycles finished with success and no export error.",
     None),
    (5, [2],
     "Install Entra Connect 2.3.20.0 on AADC02 with Import synchronization settings from `C:\\Migration\\AADC01-settings.json`, leaving Enable staging mode ticked.",
     "Set up Entra Connect 2.3.20.0 on AADC02, choosing Import synchronization settings and pointing it at `C:\\Migration\\AADC01-settings.json`, and keep the Enable staging mode box ticked.",
     "Leaving Enable staging mode ticked, install Entra Connect 2.3.20.0 on AADC02 and import the synchronization settings from `C:\\Migration\\AADC01-settings.json`."),
    (6, [5],
     "Check on AADC02 that there are 2 connectors (corp.contoso.com and contoso.onmicrosoft.com - AAD), the OU filter selects the same 14 OUs and the 6 custom sync rules are present.",
     "Compare AADC02 with the old server: the 2 connectors corp.contoso.com and contoso.onmicrosoft.com - AAD must be there, with the OU filter on the same 14 OUs and all 6 custom sync rules.",
     "The same 14 OUs in the OU filter, the 6 custom sync rules and 2 connectors (corp.contoso.com and contoso.onmicrosoft.com - AAD) must be present on AADC02."),
    (7, [5],
     "Check with `Get-ADSyncExportDeletionThreshold` on AADC02 that the deletion threshold is enabled at 500 objects.",
     "Run `Get-ADSyncExportDeletionThreshold` on AADC02 and confirm the accidental-deletion threshold is switched on at 500 objects.",
     None),
    (8, [6, 7],
     "Run an initial sync on AADC02 with `Start-ADSyncSyncCycle -PolicyType Initial` and wait for it to finish.",
     "Start a full synchronization on AADC02 (`Start-ADSyncSyncCycle -PolicyType Initial`) and let it complete.",
     "Wait for the initial sync on AADC02, started with `Start-ADSyncSyncCycle -PolicyType Initial`, to finish."),
    (9, [8],
     "Export the pending exports with `csexport \"contoso.onmicrosoft.com - AAD\" C:\\Migration\\export.xml /f:x`, convert them with `CSExportAnalyzer C:\\Migration\\export.xml` to `C:\\Migration\\export.csv` and check that there are fewer than 25 updates and 0 deletes.",
     "Dump what AADC02 would send to the tenant (`csexport \"contoso.onmicrosoft.com - AAD\" C:\\Migration\\export.xml /f:x`), turn it into `C:\\Migration\\export.csv` using `CSExportAnalyzer C:\\Migration\\export.xml`, and accept it only with 0 deletes and under 25 updates.",
     "Fewer than 25 updates and 0 deletes must be in `C:\\Migration\\export.csv`, made by `CSExportAnalyzer C:\\Migration\\export.xml` from the pending exports exported with `csexport \"contoso.onmicrosoft.com - AAD\" C:\\Migration\\export.xml /f:x`."),
    (10, [4, 9],
     "Get the identity team lead's approval for the switch in CHG-60377 with `C:\\Migration\\export.csv` attached.",
     "Ask the identity team lead to approve the switch in CHG-60377, attaching `C:\\Migration\\export.csv`.",
     None),
    (11, [3, 10],
     "Enable staging mode on AADC01 in the Entra Connect wizard (Configure staging mode) and check that `Get-ADSyncScheduler` shows `StagingModeEnabled : True` there.",
     "Put AADC01 into staging mode through the Entra Connect wizard's Configure staging mode task and confirm on it that `Get-ADSyncScheduler` returns `StagingModeEnabled : True`.",
     "Check that `Get-ADSyncScheduler` shows `StagingModeEnabled : True` on AADC01 after enabling staging mode there in the Entra Connect wizard (Configure staging mode)."),
    (12, [11],
     "Disable staging mode on AADC02 in the wizard and start a delta sync with `Start-ADSyncSyncCycle -PolicyType Delta`.",
     "Take AADC02 out of staging mode with the wizard, then trigger a delta cycle (`Start-ADSyncSyncCycle -PolicyType Delta`).",
     None),
    (13, [12],
     "Check in the Entra admin center that the last sync is less than 30 minutes old and comes from AADC02.",
     "Look in the Entra admin center: the most recent sync must be under 30 minutes ago and reported by AADC02.",
     "The last sync shown in the Entra admin center must come from AADC02 and be less than 30 minutes old."),
    (14, [12],
     "Change the password of test user svc-pwtest@contoso.com in AD and sign in with it at myapps.microsoft.com within 5 minutes.",
     "Reset the AD password of svc-pwtest@contoso.com, the test user, and check that the new password works at myapps.microsoft.com in 5 minutes or less.",
     None),
    (15, [12],
     "Check in Synchronization Service Manager on AADC01 that its export runs to contoso.onmicrosoft.com - AAD no longer export anything.",
     "In Synchronization Service Manager on AADC01, make sure the export runs towards contoso.onmicrosoft.com - AAD now send nothing.",
     "On AADC01, the export runs to contoso.onmicrosoft.com - AAD must no longer export anything; check in Synchronization Service Manager."),
    (16, [13, 14, 15],
     "Watch Entra Connect Health for 24 hours: no export errors and no deletion threshold alert (500 objects).",
     "Keep an eye on Entra Connect Health over the next 24 hours, expecting no export error and no alert from the 500-object deletion threshold.",
     "For 24 hours, Entra Connect Health must show no export errors and no deletion threshold alert (500 objects)."),
    (17, [16],
     "Close CHG-60377 and raise CHG-60412 to decommission AADC01 after 14 days in staging mode.",
     "Close out CHG-60377 and open CHG-60412 for retiring AADC01 once it has spent 14 days in staging mode.",
     None),
]

GUARDS = {
    2: "backup: configuration exported from the old server",
    3: "backup: VM snapshot of the old server before it is reconfigured",
    4: "health: old server syncing cleanly before the switch",
    6: "verify: imported connectors, OU filter and custom rules compared",
    7: "verify: accidental-deletion threshold on",
    9: "dryrun: pending exports of the staging server reviewed (0 deletes)",
    10: "approval: identity team lead approves the switch",
    13: "health: new server syncing after the switch",
    16: "health: 24-hour Connect Health watch",
}
DROP_GUARD = 9

SPLITS = {
    9: ("Export the pending exports with `csexport \"contoso.onmicrosoft.com - AAD\" C:\\Migration\\export.xml /f:x` and convert them with `CSExportAnalyzer C:\\Migration\\export.xml` to `C:\\Migration\\export.csv`.",
        "Check in `C:\\Migration\\export.csv` that there are fewer than 25 updates and 0 deletes."),
    12: ("Disable staging mode on AADC02 in the wizard.",
         "Start a delta sync with `Start-ADSyncSyncCycle -PolicyType Delta`."),
}

REGEN_SPLIT = [
    (11, ("Use the Entra Connect wizard's Configure staging mode task to put AADC01 into staging mode.",
          "Run `Get-ADSyncScheduler` on AADC01 until it reports `StagingModeEnabled : True`.")),
    (5, ("Install Entra Connect 2.3.20.0 on AADC02.",
         "In the wizard pick Import synchronization settings with `C:\\Migration\\AADC01-settings.json`.",
         "Before finishing, make sure Enable staging mode is still ticked.")),
]

SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([5, 6, 7], "Install Entra Connect 2.3.20.0 on AADC02 in staging mode with the imported settings."),
    ([8, 9], "Run a full sync on AADC02 and look over the pending exports."),
    ([11, 12], "Swap roles: AADC01 into staging mode, AADC02 out of it."),
    ([16, 17], "Watch Connect Health for a day, then close CHG-60377."),
]

LOST = {"remove": (9, 10), "add": [(9, 17)],
        "why": "the switch is approved and carried out without waiting for the review of AADC02's pending exports (0 deletes)"}

TARGET = {"step": 9, "old": "\"contoso.onmicrosoft.com - AAD\"", "new": "\"corp.contoso.com\"", "kind": "connector name"}

OPERATION = {"step": 5,
             "text": "Install Entra Connect 2.3.20.0 on AADC02 with Import synchronization settings from `C:\\Migration\\AADC01-settings.json`, leaving Enable staging mode unticked.",
             "change": "option flipped in the prose: staging mode unticked, so AADC02 exports to the tenant at once, alongside the still active AADC01 and before any review"}
