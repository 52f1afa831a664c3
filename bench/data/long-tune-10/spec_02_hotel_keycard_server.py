ID = "lt10_02"
DOMAIN = "hotel property management: Visionline keycard lock server move and protel PMS interface re-link"
STYLE = "b"
TASK = "Move the Visionline keycard lock server of the Harbour Hotel from vl-srv01 to vl-srv02 and re-link the protel PMS keycard interface."
STEPS = [
 (1, [], "Open CHG-7712 for the Visionline server move and book the 02:00-05:00 low-arrival window with the front office manager.",
  "CHG-7712: Visionline server move; 02:00-05:00 low-arrival window agreed with front office manager.",
  "Book the 02:00-05:00 low-arrival window with the front office manager, then open CHG-7712 for the Visionline server move."),
 (2, [1], "Check the new VM vl-srv02.harbour.local: Windows Server 2022, Visionline 1.27.2 installed, SQL Express service running.",
  "Precheck vl-srv02.harbour.local: Windows Server 2022, Visionline 1.27.2 present, SQL Express up.",
  None),
 (3, [1], "Confirm the front desk holds 40 pre-encoded emergency keycards and the master/grand-master cards are in the safe.",
  "Front desk: 40 pre-encoded emergency keycards on hand; master/grand-master cards in safe.",
  "In the safe: the master/grand-master cards; at the front desk: 40 pre-encoded emergency keycards. Confirm both."),
 (4, [2, 3], "Take the protel keycard interface `KCI-VL` offline so no encode requests reach the old server.",
  "protel interface `KCI-VL` offline; no encode requests to old server.",
  None),
 (5, [4], "Back up the lock database on the old server: `sqlcmd -S vl-srv01\\VISIONLINE -Q \"BACKUP DATABASE Visionline TO DISK='D:\\bak\\vl_chg7712.bak' WITH CHECKSUM\"`.",
  "Old server DB backup: `sqlcmd -S vl-srv01\\VISIONLINE -Q \"BACKUP DATABASE Visionline TO DISK='D:\\bak\\vl_chg7712.bak' WITH CHECKSUM\"`.",
  "Run `sqlcmd -S vl-srv01\\VISIONLINE -Q \"BACKUP DATABASE Visionline TO DISK='D:\\bak\\vl_chg7712.bak' WITH CHECKSUM\"` to back up the lock database on the old server."),
 (6, [5], "Copy the backup to vl-srv02 and restore it: `sqlcmd -S vl-srv02\\VISIONLINE -Q \"RESTORE DATABASE Visionline FROM DISK='D:\\bak\\vl_chg7712.bak' WITH REPLACE\"`.",
  "Backup to vl-srv02, restore: `sqlcmd -S vl-srv02\\VISIONLINE -Q \"RESTORE DATABASE Visionline FROM DISK='D:\\bak\\vl_chg7712.bak' WITH REPLACE\"`.",
  None),
 (7, [5], "Stop the Visionline service on vl-srv01 and set its startup type to Disabled.",
  "vl-srv01: Visionline service stopped, startup type Disabled.",
  "Set the startup type to Disabled after stopping the Visionline service on vl-srv01."),
 (8, [6], "Start Visionline on vl-srv02, log in as operator `sysadmin` and check that the door list shows 312 doors.",
  "Start Visionline on vl-srv02; login as operator `sysadmin`; door list must show 312 doors.",
  "Check for 312 doors in the door list after starting Visionline on vl-srv02 and logging in as operator `sysadmin`."),
 (9, [7, 8], "Repoint the 6 front-desk encoders to the new server at 10.40.8.22 port 2001 from each encoder's config page.",
  "6 front-desk encoders -> new server 10.40.8.22 port 2001 (encoder config page).",
  None),
 (10, [8], "Grant the protel interface account `pms_ifc` the Interface operator right on vl-srv02.",
  "`pms_ifc` (protel interface account): give Interface operator right on vl-srv02.",
  "On vl-srv02, grant the Interface operator right to `pms_ifc`, the protel interface account."),
 (11, [9, 10], "With `KCI-VL` still in test mode, encode a test card for room 101 from protel and read it back on an encoder before going live.",
  "Before go-live: test card for room 101 from protel, `KCI-VL` still test mode; read back on an encoder.",
  None),
 (12, [11], "Get the duty manager's sign-off in CHG-7712 before the interface goes live.",
  "Duty manager sign-off in CHG-7712 first; then interface live.",
  "In CHG-7712, the duty manager signs off before the interface goes live."),
 (13, [12], "Bring `KCI-VL` back online in protel, pointing at vl-srv02:2001.",
  "`KCI-VL` online again in protel -> vl-srv02:2001.",
  None),
 (14, [13], "Watch the first 20 check-in encodes; with 2 or more failures, fall back to the emergency keycards and stop.",
  "Watch first 20 check-in encodes; 2+ failures = emergency keycards, stop.",
  "Fall back to the emergency keycards and stop if 2 or more of the first 20 check-in encodes fail; watch them."),
 (15, [14], "Close CHG-7712 and leave vl-srv01 powered off, not deleted, for 14 days.",
  "Close CHG-7712; vl-srv01 powered off, kept (not deleted) 14 days.",
  None),
]
GUARDS = {5: "database backup on the old server before the restore and shutdown",
          11: "test encode in test mode before go-live",
          12: "duty manager sign-off before the interface goes live",
          14: "watch of the first 20 check-in encodes before closing"}
DROP_GUARD = 5
SPLITS = {
 8: ("Start Visionline on vl-srv02 and log in as operator `sysadmin`.",
     "Check that the door list on vl-srv02 shows 312 doors."),
 9: ("Repoint the 6 front-desk encoders to the new server at 10.40.8.22 from each encoder's config page.",
     "Set port 2001 on each of those encoders."),
}
REGEN_SPLIT = (11, (
 "Leave `KCI-VL` in test mode and encode a card for room 101 from protel.",
 "Read that card back on an encoder; go live only if it reads."))
SERIALIZE = [2, 3]
COMPRESS = [
 ([1, 2], "Open CHG-7712 and check the new Visionline VM."),
 ([4, 5], "Take the keycard interface offline and back up the lock database."),
 ([7, 9], "Stop Visionline on the old server and repoint the encoders to the new one."),
 ([14, 15], "Watch the first check-ins, then close the ticket."),
]
LOST = {"remove": (8, 9), "add": [(6, 9)],
        "why": "the encoders (9) are repointed as soon as the database is restored (6), without waiting for the new Visionline service to be started and checked (8)"}
TARGET = {"step": 9, "old": "10.40.8.22", "new": "10.40.8.21", "kind": "IP address"}
OPERATION = {"step": 10, "text": "Revoke the Interface operator right from the protel interface account `pms_ifc` on vl-srv02.",
             "change": "grant -> revoke the interface account's operator right"}
