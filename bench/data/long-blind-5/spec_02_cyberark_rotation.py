ID = "lb5_02"
TASK = "Move Windows tier-1 local Administrator accounts to a stricter CyberArk CPM platform and rotate their passwords in waves"

STEPS = [
    (1, [], "Open CHG-51907 for the CyberArk platform change on WIN-T1-LOCALADMIN and notify the Windows server team in #win-ops.",
     "Raise CHG-51907 to cover changing the CyberArk platform WIN-T1-LOCALADMIN, and give the Windows server team a heads-up in #win-ops.",
     "Notify #win-ops (Windows server team) and open CHG-51907 for the WIN-T1-LOCALADMIN CyberArk platform change."),
    (2, [1], "Export the account list of safe T1-WinLocal with `Get-PASAccount -safeName T1-WinLocal | Export-Csv t1-winlocal-0612.csv` and keep the file on the PAM jump host pamjump01.",
     "Save a copy of every account in safe T1-WinLocal first (`Get-PASAccount -safeName T1-WinLocal | Export-Csv t1-winlocal-0612.csv`), leaving the CSV on pamjump01, the PAM jump host.",
     None),
    (3, [1], "Check in PVWA System Health that both CPM servers cpm-01 and cpm-02 are connected and have no queued errors.",
     "Look at PVWA System Health and make sure cpm-01 and cpm-02, the two CPM servers, are connected with nothing erroring in their queues.",
     None),
    (4, [1], "Compare the draft platform WIN-T1-LOCALADMIN-v2 against WIN-T1-LOCALADMIN in PVWA and get the PAM lead to sign off on CHG-51907.",
     "Put the draft WIN-T1-LOCALADMIN-v2 side by side with WIN-T1-LOCALADMIN in PVWA; the PAM lead then has to approve CHG-51907.",
     "The PAM lead signs off CHG-51907 after comparing, in PVWA, WIN-T1-LOCALADMIN with the draft platform WIN-T1-LOCALADMIN-v2."),
    (5, [2, 3, 4], "Activate platform WIN-T1-LOCALADMIN-v2 with minimum password length 24 and a change interval of 30 days.",
     "Turn on the WIN-T1-LOCALADMIN-v2 platform, configured for a 24-character minimum password length and a 30-day change interval.",
     "Set minimum password length 24 and change interval 30 days, then activate WIN-T1-LOCALADMIN-v2."),
    (6, [5], "Move the 5 pilot accounts srv-t1-app01 to srv-t1-app05 to WIN-T1-LOCALADMIN-v2 with `Set-PASAccount -platformID WIN-T1-LOCALADMIN-v2`.",
     "Reassign the 5 pilot accounts, srv-t1-app01 to srv-t1-app05, onto WIN-T1-LOCALADMIN-v2 by running `Set-PASAccount -platformID WIN-T1-LOCALADMIN-v2`.",
     "Using `Set-PASAccount -platformID WIN-T1-LOCALADMIN-v2`, put the 5 pilot accounts (srv-t1-app01 to srv-t1-app05) on WIN-T1-LOCALADMIN-v2."),
    (7, [6], "Trigger an immediate password change on the pilot accounts with `Invoke-PASCPMOperation -ChangeTask`.",
     "Kick off an immediate password change for the pilot accounts via `Invoke-PASCPMOperation -ChangeTask`.",
     None),
    (8, [7], "Hold the next wave until all 5 pilot accounts show a successful change and verify in PVWA and an RDP logon with the retrieved password works on srv-t1-app01.",
     "Do not start the next wave before PVWA shows a successful change and verify on every one of the 5 pilot accounts and an RDP logon on srv-t1-app01 with the retrieved password succeeds.",
     "Only when an RDP logon to srv-t1-app01 works with the retrieved password and PVWA lists change and verify as successful for all 5 pilot accounts may the next wave go ahead."),
    (9, [8], "Move the remaining 212 accounts of safe T1-WinLocal to WIN-T1-LOCALADMIN-v2.",
     "Reassign the 212 accounts still left in safe T1-WinLocal to WIN-T1-LOCALADMIN-v2.",
     None),
    (10, [9], "Trigger the change for the remaining accounts in batches of 50 with `Invoke-PASCPMOperation -ChangeTask`, pausing 10 minutes between batches.",
     "Run `Invoke-PASCPMOperation -ChangeTask` on the rest of the accounts 50 at a time and wait 10 minutes after each batch.",
     "In batches of 50, with a 10-minute pause in between, start the change for the remaining accounts (`Invoke-PASCPMOperation -ChangeTask`)."),
    (11, [10], "Pull the failed-accounts report from PVWA and note each account with its CPM error code.",
     "Export the list of failed accounts out of PVWA, recording the CPM error code for each.",
     None),
    (12, [10], "Check the Security event log on 3 sample servers for event 4724 raised by the CPM service account svc-cpm-t1.",
     "On 3 sample servers, search the Security event log for 4724 events coming from svc-cpm-t1, the CPM service account.",
     "Look for event 4724 from svc-cpm-t1 (CPM service account) in the Security event log of 3 sample servers."),
    (13, [11, 12], "Reconcile each failed account with `Invoke-PASCPMOperation -ReconcileTask` using reconcile account T1-Reconcile and re-run the verify.",
     "For every failed account, reconcile through `Invoke-PASCPMOperation -ReconcileTask` with the T1-Reconcile reconcile account, then verify again.",
     None),
    (14, [13], "Confirm that 0 accounts are in a failed state and all 217 accounts in T1-WinLocal have been verified before the old platform is retired.",
     "Before retiring the old platform, make sure T1-WinLocal shows all 217 accounts verified and 0 accounts failed.",
     "Retire nothing until 0 accounts are failed and T1-WinLocal has 217 of 217 accounts verified."),
    (15, [14], "Deactivate the old platform WIN-T1-LOCALADMIN and close CHG-51907 with the failure report attached.",
     "Switch off the old WIN-T1-LOCALADMIN platform, then close CHG-51907 attaching the failure report.",
     None),
]

GUARDS = {
    2: "export of the safe's account list before rotation",
    4: "PAM lead sign-off on the change",
    8: "pilot wave verified before the next wave",
    14: "all accounts verified before retiring the old platform",
}
DROP_GUARD = 8

SPLITS = {
    8: ("Hold the next wave until all 5 pilot accounts show a successful change and verify in PVWA.",
        "Also require that an RDP logon with the retrieved password works on srv-t1-app01."),
    10: ("Trigger the change for the remaining accounts in batches of 50 with `Invoke-PASCPMOperation -ChangeTask`.",
         "Pause 10 minutes between batches."),
}
REGEN_SPLIT = (13, ("Take each failed account and run `Invoke-PASCPMOperation -ReconcileTask` on it, with T1-Reconcile as the reconcile account.",
                    "After reconciling, verify those accounts once more."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Open CHG-51907, notify #win-ops and export the T1-WinLocal account list."),
    ([6, 7], "Move the pilot accounts to the new platform and change their passwords."),
    ([11, 13], "Pull the failed-accounts report and reconcile the failures."),
    ([14, 15], "Confirm no failures remain, deactivate the old platform and close CHG-51907."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 14)],
        "why": "the remaining 212 accounts (9) are moved to the new platform without waiting for the pilot verification (8)"}

TARGET = {"step": 9, "old": "T1-WinLocal", "new": "T0-WinLocal", "kind": "CyberArk safe"}

OPERATION = {"step": 13,
             "text": "Turn off automatic management for each failed account with `Set-PASAccount -automaticManagementEnabled $false` using reconcile account T1-Reconcile and re-run the verify.",
             "change": "reconcile the failed accounts -> disable automatic management of them"}
