ID = "lb2_11"
TASK = ("Deprovision an involuntarily terminated engineer (j.moreau@acme.io) who is under litigation hold: get HR and "
        "Legal sign-off, place Google Vault holds, deactivate in Okta so SCIM removes Slack, GitHub and AWS access, "
        "verify provisioning, rotate shared secrets, preserve and wipe the laptop, and audit before closing.")

STEPS = [
    (1, [],
     "From HR-5531 (involuntary termination of `j.moreau@acme.io`, employee E10442, effective 2026-12-01 15:00 CET) open SEC-OFF-2290, visible to the offboarding group only.",
     "Create SEC-OFF-2290, restricted to the offboarding group, off the back of HR-5531: `j.moreau@acme.io` (employee E10442) is terminated involuntarily as of 2026-12-01 15:00 CET.",
     "Open SEC-OFF-2290 (visible to the offboarding group only) from HR-5531: involuntary termination of `j.moreau@acme.io`, employee E10442, effective 2026-12-01 15:00 CET."),
    (2, [1],
     "Get written sign-off in HR-5531 from the HR business partner and Legal that the termination is final; Legal confirms litigation hold LIT-0193 applies.",
     "The HR business partner and Legal must confirm in writing on HR-5531 that the termination is final, and Legal states that litigation hold LIT-0193 covers the user.",
     "In HR-5531, get written sign-off from the HR business partner and Legal that the termination is final; Legal confirms litigation hold LIT-0193 applies."),
    (3, [2],
     "Add `j.moreau@acme.io` to the Mail and Drive holds of Google Vault matter LIT-0193 before any account change.",
     "Before touching the account, put `j.moreau@acme.io` under the Mail and Drive holds in Google Vault matter LIT-0193.",
     None),
    (4, [1],
     "Save the user's Okta groups for the record: `curl -s -H \"Authorization: SSWS $OKTA_TOKEN\" https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/groups > groups-00u8k2.json`.",
     "Keep a record of the Okta group memberships by running `curl -s -H \"Authorization: SSWS $OKTA_TOKEN\" https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/groups > groups-00u8k2.json`.",
     None),
    (5, [2],
     "At 15:00 CET send a Jamf Lock Computer command to laptop ACME-MBP-3318 with a 6-digit PIN stored in the ticket.",
     "Lock laptop ACME-MBP-3318 through Jamf at 15:00 CET using Lock Computer, with a 6-digit PIN that goes into the ticket.",
     "Send a Jamf Lock Computer command to laptop ACME-MBP-3318 at 15:00 CET, with a 6-digit PIN stored in the ticket."),
    (6, [3, 4],
     "At 15:00 CET deactivate the user in Okta: `POST https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/lifecycle/deactivate`; SCIM then deprovisions Slack, GitHub, AWS IAM Identity Center and Google Workspace.",
     "Call `POST https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/lifecycle/deactivate` at 15:00 CET so Okta deactivates the user and SCIM deprovisions Google Workspace, AWS IAM Identity Center, GitHub and Slack.",
     "Deactivate the user in Okta at 15:00 CET (`POST https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/lifecycle/deactivate`); SCIM then deprovisions Slack, GitHub, AWS IAM Identity Center and Google Workspace."),
    (7, [6],
     "Kill remaining sessions and tokens: `DELETE https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/sessions?oauthTokens=true`.",
     "Revoke whatever sessions and OAuth tokens are left via `DELETE https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/sessions?oauthTokens=true`.",
     "`DELETE https://acme.okta.com/api/v1/users/00u8k2j4xbQ7mZ5Rz357/sessions?oauthTokens=true` kills remaining sessions and tokens."),
    (8, [6],
     "Check Slack: member `U04K9MRE2` shows as deactivated in the admin console.",
     "In the Slack admin console, member `U04K9MRE2` should be listed as deactivated.",
     None),
    (9, [6],
     "Check GitHub: `jmoreau-acme` is no longer in org `acme-eng` and its SAML-authorized tokens and SSH keys are revoked.",
     "Confirm that org `acme-eng` no longer contains `jmoreau-acme` and that the SAML-authorized tokens and SSH keys of that account are revoked.",
     "`jmoreau-acme` must no longer be in org `acme-eng`, with its SAML-authorized tokens and SSH keys revoked: check GitHub."),
    (10, [6],
     "Check AWS: the user is gone from IAM Identity Center, and deactivate the legacy key in account 412088901177 with `aws iam update-access-key --user-name j.moreau --access-key-id AKIA4XJ2Q7MZLR3T9WCE --status Inactive`.",
     "On AWS, make sure IAM Identity Center no longer has the user, then turn off the old key in account 412088901177: `aws iam update-access-key --user-name j.moreau --access-key-id AKIA4XJ2Q7MZLR3T9WCE --status Inactive`.",
     None),
    (11, [8, 9, 10],
     "Verify in the Okta System Log that `application.provision.user.deactivate` succeeded for all 4 SCIM apps; retry any failure by hand.",
     "Look in the Okta System Log for a successful `application.provision.user.deactivate` on each of the 4 SCIM apps, and redo any that failed manually.",
     "For all 4 SCIM apps, verify in the Okta System Log that `application.provision.user.deactivate` succeeded; retry any failure by hand."),
    (12, [1],
     "List the 14 items in 1Password vaults `eng-oncall` and `prod-db` the user could read and open a rotation task for each.",
     "Work out which 14 items in the 1Password vaults `eng-oncall` and `prod-db` were readable by the user, and raise a rotation task per item.",
     None),
    (13, [11, 12],
     "Rotate the 14 shared secrets; each owner confirms the rotation in SEC-OFF-2290.",
     "Get all 14 shared secrets rotated, with every owner confirming theirs in SEC-OFF-2290.",
     "In SEC-OFF-2290, each owner confirms the rotation of the 14 shared secrets once rotated."),
    (14, [3],
     "Transfer Drive ownership to the manager `a.keller@acme.io` with the Admin console data transfer; the Vault hold stays in place.",
     "Hand the Drive files over to manager `a.keller@acme.io` using data transfer in the Admin console, keeping the Vault hold as it is.",
     "With the Admin console data transfer, transfer Drive ownership to the manager `a.keller@acme.io`; the Vault hold stays in place."),
    (15, [5],
     "Send a return box for ACME-MBP-3318 to the home address in Workday and track it as RMA-7781.",
     "Ship a return box for ACME-MBP-3318 to the user's Workday home address, tracked under RMA-7781.",
     "Track as RMA-7781 the return box sent for ACME-MBP-3318 to the home address in Workday."),
    (16, [15],
     "When the laptop arrives, take a forensic image of its disk for LIT-0193 onto `evidence-nas-02:/LIT-0193/ACME-MBP-3318/` and record the SHA256 before anything is wiped.",
     "On arrival, image the laptop disk for LIT-0193 to `evidence-nas-02:/LIT-0193/ACME-MBP-3318/`, noting the SHA256, and only then allow a wipe.",
     None),
    (17, [16],
     "Wipe and re-enrol the laptop with the Jamf `EraseDevice` command.",
     "Use Jamf's `EraseDevice` command to erase the laptop and enrol it again.",
     None),
    (18, [14],
     "Set an auto-reply and forward mail to `a.keller@acme.io` for 90 days.",
     "For the next 90 days, forward incoming mail to `a.keller@acme.io` and send an auto-reply.",
     "Forward mail to `a.keller@acme.io` with an auto-reply for 90 days."),
    (19, [7, 13, 17, 18],
     "Run `offboard-audit --user j.moreau@acme.io` before closing; all 23 system checks must be green.",
     "Do not close until `offboard-audit --user j.moreau@acme.io` shows every one of its 23 system checks green.",
     "Before closing, all 23 system checks of `offboard-audit --user j.moreau@acme.io` must be green."),
    (20, [19],
     "Ask HR to confirm completion in HR-5531.",
     "Have HR record in HR-5531 that offboarding is complete.",
     None),
    (21, [20],
     "Close SEC-OFF-2290; the Okta user record stays deactivated for 180 days before deletion.",
     "Resolve SEC-OFF-2290, leaving the deactivated Okta user in place for 180 days until it is deleted.",
     None),
]

GUARDS = {
    2: "HR and Legal sign-off before any deprovisioning",
    3: "Vault hold before the account is deactivated",
    11: "verification of SCIM deprovisioning in the System Log",
    16: "forensic image before the laptop wipe",
    19: "offboarding audit before closing",
}
DROP_GUARD = 2

SPLITS = {
    10: ("Check AWS: the user must be gone from IAM Identity Center.",
         "Then deactivate the legacy key in account 412088901177 with `aws iam update-access-key --user-name j.moreau --access-key-id AKIA4XJ2Q7MZLR3T9WCE --status Inactive`."),
    16: ("When the laptop arrives, take a forensic image of its disk for LIT-0193 onto `evidence-nas-02:/LIT-0193/ACME-MBP-3318/`.",
         "Record the image's SHA256 before anything is wiped."),
}
REGEN_SPLIT = (1, (
    "HR-5531 reports the involuntary termination of `j.moreau@acme.io` (employee E10442), effective 2026-12-01 15:00 CET.",
    "Create SEC-OFF-2290 for it and restrict the ticket to the offboarding group."))

SERIALIZE = [8, 9]

COMPRESS = [
    ([6, 7], "Deactivate j.moreau in Okta at 15:00 CET and clear the sessions."),
    ([8, 9, 10, 11], "Check Slack, GitHub and AWS deprovisioning (deactivating the old IAM key) and the Okta provisioning log."),
    ([15, 16, 17], "Get the laptop back, image it for the legal hold and wipe it with Jamf."),
]

LOST = {"remove": (3, 6), "add": [(2, 6)],
        "why": "the Okta deactivation (6), which also suspends the Google account, no longer waits for the Vault hold of matter LIT-0193 (3)"}

TARGET = {"step": 14, "old": "a.keller@acme.io", "new": "a.kessler@acme.io", "kind": "user (email address)"}

OPERATION = {"step": 3,
             "text": "Remove `j.moreau@acme.io` from the Mail and Drive holds of Google Vault matter LIT-0193 before any account change.",
             "change": "place on litigation hold -> remove from hold"}
