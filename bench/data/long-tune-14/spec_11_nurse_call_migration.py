ID = "lt14_11"
TASK = "Hospital nurse call: move the CareCall 6.4 server from nc-srv01 to nc-srv02 overnight with manual safety rounds, gateway re-point and test calls"

STEPS = [
    (1, [], "Open CHG-20931 to move nurse call server CareCall 6.4 from `nc-srv01` to `nc-srv02` (10.40.12.21) for wards 4A to 7C, Tuesday 2025-02-11 01:00 to 04:00.",
     "Raise CHG-20931: on Tuesday 2025-02-11 between 01:00 and 04:00 the CareCall 6.4 nurse call server for wards 4A to 7C moves off `nc-srv01` onto `nc-srv02` (10.40.12.21).",
     "For wards 4A to 7C, open CHG-20931 covering the move of CareCall 6.4 from `nc-srv01` to `nc-srv02` (10.40.12.21), Tuesday 2025-02-11 01:00 to 04:00."),
    (2, [1], "Get the Director of Nursing's approval on CHG-20931, including staffing for 15-minute manual rounds on every affected ward.",
     "The Director of Nursing must approve CHG-20931 and confirm there are enough staff for 15-minute manual rounds on each affected ward.",
     "On CHG-20931, obtain approval from the Director of Nursing (covering staffing for 15-minute manual rounds on all affected wards)."),
    (3, [1], "Back up the database with checksum: `sqlcmd -S nc-srv01 -Q \"BACKUP DATABASE CareCall TO DISK='E:/backup/CareCall_20250211.bak' WITH CHECKSUM\"`.",
     "Take a checksummed full backup of the CareCall database first: `sqlcmd -S nc-srv01 -Q \"BACKUP DATABASE CareCall TO DISK='E:/backup/CareCall_20250211.bak' WITH CHECKSUM\"`.",
     None),
    (4, [1], "Install CareCall 6.4 on `nc-srv02` and copy the licence file `carecall_6.4.lic` onto it.",
     "Put CareCall 6.4 on the new server `nc-srv02`, along with the licence file `carecall_6.4.lic`.",
     "Copy `carecall_6.4.lic` onto `nc-srv02` after installing CareCall 6.4 there."),
    (5, [3, 4], "Restore the backup on `nc-srv02`: `RESTORE DATABASE CareCall FROM DISK='E:/backup/CareCall_20250211.bak' WITH RECOVERY`.",
     "On the new server, bring the database back from the backup file with `RESTORE DATABASE CareCall FROM DISK='E:/backup/CareCall_20250211.bak' WITH RECOVERY` (`nc-srv02`).",
     None),
    (6, [2], "At 01:00 start manual safety rounds every 15 minutes on wards 4A to 7C and give the switchboard the fallback ward phone list.",
     "From 01:00, nurses on wards 4A to 7C walk their bays every 15 minutes, and the switchboard gets the list of fallback ward phones.",
     "Give the switchboard the fallback ward phone list and, at 01:00, begin 15-minute manual safety rounds on wards 4A to 7C."),
    (7, [5], "Run the migration plan and review it: `cc-migrate --from nc-srv01 --to nc-srv02 --plan` must map 412 bed stations and 38 corridor lights and nothing else.",
     "Produce the migration plan with `cc-migrate --from nc-srv01 --to nc-srv02 --plan` and read it through; it should map exactly 412 bed stations and 38 corridor lights.",
     "412 bed stations and 38 corridor lights, and nothing else, must be mapped by `cc-migrate --from nc-srv01 --to nc-srv02 --plan`: review it."),
    (8, [6, 7], "Stop the service on `nc-srv01`: `Stop-Service CareCall`.",
     "Bring down CareCall on the old server with `Stop-Service CareCall` (`nc-srv01`).",
     None),
    (9, [8], "Re-point the 14 ward gateways to the new server: `cc-gateway set-server --all --ip 10.40.12.21`.",
     "Swing all 14 ward gateways over to 10.40.12.21 using `cc-gateway set-server --all --ip 10.40.12.21`.",
     "Run `cc-gateway set-server --all --ip 10.40.12.21` so that the 14 ward gateways use the new server."),
    (10, [9], "Start the service on `nc-srv02`: `Start-Service CareCall`.",
     "Fire CareCall up on the new server: `Start-Service CareCall` on `nc-srv02`.",
     None),
    (11, [10], "Check in the console that all 14 gateways are online and 412 bed stations are registered before any test call.",
     "Before placing a single test call, make sure the console shows the 14 gateways online and 412 bed stations registered.",
     "No test call until the console shows 412 bed stations registered and all 14 gateways online."),
    (12, [11], "Press the call button at 1 bed on each ward (14 tests) and check that the DECT handsets ring within 10 seconds.",
     "Do 14 test calls, 1 bed per ward, and confirm each one reaches the DECT handsets in under 10 seconds.",
     "The DECT handsets must ring within 10 seconds for each of 14 test calls, pressing the call button at 1 bed on each ward."),
    (13, [11], "Pull the bathroom emergency cord on ward 6B and check it escalates to the charge nurse after 60 seconds.",
     "On ward 6B, trigger the bathroom emergency pull-cord and make sure it goes up to the charge nurse after 60 seconds.",
     None),
    (14, [12, 13], "The night site manager signs off on CHG-20931 that calls reach handsets on every ward.",
     "Have the night site manager confirm on CHG-20931 that calls get through to handsets on all wards.",
     None),
    (15, [14], "Stop the manual rounds and tell each ward that nurse call is back.",
     "Stand down the manual rounds and let every ward know the nurse call system is working again.",
     None),
    (16, [14], "Disable the old service on `nc-srv01` so it cannot start again: `Set-Service CareCall -StartupType Disabled`.",
     "Make sure CareCall on `nc-srv01` never comes back by itself: `Set-Service CareCall -StartupType Disabled`.",
     "Run `Set-Service CareCall -StartupType Disabled` on `nc-srv01` so the old service cannot start again."),
    (17, [15], "Watch 24 hours of the `CareCall Reports` call log: no missed-call alarm and median answer time under 90 seconds.",
     "For the next 24 hours, follow the call log in `CareCall Reports`, making sure no missed-call alarm fires and answers take under 90 seconds at the median.",
     None),
    (18, [17], "After 7 days, confirm with the Director of Nursing that no call was lost before the old server is removed.",
     "Only once 7 days have passed and the Director of Nursing has confirmed that no call went missing may the old server be removed.",
     "Confirm with the Director of Nursing after 7 days that no call was lost; the old server stays until then."),
    (19, [16, 18], "Remove the old VM: `Remove-VM -Name nc-srv01 -Force`.",
     "Tear down the old virtual machine with `Remove-VM -Name nc-srv01 -Force`.",
     None),
    (20, [19], "Close CHG-20931 with the test call results attached.",
     "Attach the test call results and close CHG-20931.",
     None),
]

GUARDS = {
    2: "Director of Nursing approval",
    3: "database BACKUP WITH CHECKSUM before the move",
    7: "review of the cc-migrate --plan output",
    11: "gateways online and bed stations registered before test calls",
    14: "night site manager sign-off",
    17: "24-hour watch of the call log",
    18: "7-day confirmation before removing the old VM",
}
DROP_GUARD = 11

SPLITS = {
    3: ("Back up the CareCall database on `nc-srv01`.",
        "Use `sqlcmd -S nc-srv01 -Q \"BACKUP DATABASE CareCall TO DISK='E:/backup/CareCall_20250211.bak' WITH CHECKSUM\"`."),
    12: ("Press the call button at 1 bed on each ward (14 tests).",
         "Check that the DECT handsets ring within 10 seconds."),
}
REGEN_SPLIT = (9, (
    "Prepare the new address 10.40.12.21 in the gateway tool.",
    "Then move all 14 ward gateways onto it: `cc-gateway set-server --all --ip 10.40.12.21`.",
))
SERIALIZE = [12, 13]

COMPRESS = [
    ([1, 2], "Open CHG-20931 and get the Director of Nursing's approval."),
    ([3, 5], "Back up the CareCall database and restore it on `nc-srv02`."),
    ([8, 9, 10], "Stop CareCall on `nc-srv01`, point the gateways at 10.40.12.21 and start it on `nc-srv02`."),
    ([15, 17], "End manual rounds and watch the call log for a day."),
    ([19, 20], "Remove `nc-srv01` and close the change."),
]

LOST = {"remove": (6, 8), "add": [(6, 15)],
        "why": "the old server is stopped (8) without waiting for the manual safety rounds and the fallback phone list (6) to be in place"}

TARGET = {"step": 9, "old": "10.40.12.21", "new": "10.40.12.12", "kind": "IP address"}

OPERATION = {"step": 16,
             "text": "Disable the old service on `nc-srv01` so it cannot start again: `Set-Service CareCall -StartupType Automatic`.",
             "change": "startup type Disabled -> Automatic (prose unchanged)"}
