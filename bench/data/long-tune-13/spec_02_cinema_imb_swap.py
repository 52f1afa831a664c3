ID = "lt13_02"
TASK = ("Replace the failed IMS3000 integrated media block of Screen 7 (SCR07), redo the marriage, re-key the "
        "weekend's KDMs to the new IMB and put the screen back on the show schedule.")

STEPS = [
    (1, [], "Open INC-55810 for the failed IMS3000 in Screen 7 and put the screen into maintenance in the TMS: `tmsctl screen set SCR07 --state maintenance`.",
     "Log INC-55810 against the dead IMS3000 of Screen 7, then flag the screen as under maintenance in the TMS with `tmsctl screen set SCR07 --state maintenance`.",
     "In the TMS, set Screen 7 to maintenance (`tmsctl screen set SCR07 --state maintenance`) after opening INC-55810 for its failed IMS3000."),
    (2, [1], "Move tonight's 19:30 and 22:10 shows from SCR07 to SCR04 and ask box office to reseat the 212 booked tickets.",
     "Shift the 19:30 and 22:10 shows tonight off SCR07 onto SCR04, and have box office reseat all 212 tickets already booked.",
     "Have box office reseat the 212 booked tickets once tonight's 19:30 and 22:10 shows are moved from SCR07 to SCR04."),
    (3, [1], "Save the Screen 7 show playlists and schedule out of the TMS first: `tmsctl spl export --screen SCR07 --out /srv/tms/backup/scr07-spl-20250614.xml`.",
     "Before anything else, dump the show playlists and the schedule of Screen 7 from the TMS using `tmsctl spl export --screen SCR07 --out /srv/tms/backup/scr07-spl-20250614.xml`.",
     None),
    (4, [1], "Get sign-off on INC-55810 from the site's certified projection engineer to break the IMB marriage; without that engineer's card the marriage cannot be redone.",
     "The site's certified projection engineer has to approve breaking the IMB marriage on INC-55810, because the marriage can only be redone with that engineer's card.",
     None),
    (5, [3, 4], "Power down the projector with `christiectl --host proj07.cin.local power off` and wait out the 5-minute laser cooldown.",
     "Shut the projector off using `christiectl --host proj07.cin.local power off`, then sit through the whole 5-minute laser cooldown.",
     "Wait out the 5-minute laser cooldown after switching the projector off via `christiectl --host proj07.cin.local power off`."),
    (6, [5], "Pull the failed IMS3000 and seat the replacement unit, serial IMS3K-77412, in the projector's IMB slot.",
     "Remove the broken IMS3000 from the IMB slot and fit the spare, serial number IMS3K-77412, in its place.",
     "Seat the replacement (serial IMS3K-77412) in the projector's IMB slot once the failed IMS3000 is pulled out."),
    (7, [6], "Power the projector back on and redo the marriage with the certified engineer's smart card; the security log must show Marriage OK.",
     "Switch the projector on again and perform the marriage using the certified engineer's smart card, then check for Marriage OK in the security log.",
     None),
    (8, [7], "Append the new IMB's certificate thumbprint to the TMS trust list with `cat /tmp/IMS3K-77412.thumb >> /etc/tms/trusted_devices.list`, then `systemctl reload tmsd`.",
     "Add the thumbprint of the new IMB's certificate to the end of the TMS trust list (`cat /tmp/IMS3K-77412.thumb >> /etc/tms/trusted_devices.list`) and reload the daemon with `systemctl reload tmsd`.",
     "Run `cat /tmp/IMS3K-77412.thumb >> /etc/tms/trusted_devices.list` to append the new IMB's certificate thumbprint to the TMS trust list, and then `systemctl reload tmsd`."),
    (9, [7], "Export the new IMB's certificate chain (`ims-cli --host ims07.cin.local cert export --chain > IMS3K-77412.pem`) and upload it to the KDM distributor portal for the 3 weekend features.",
     "Get the certificate chain off the new IMB using `ims-cli --host ims07.cin.local cert export --chain > IMS3K-77412.pem`, and submit it on the KDM distributor portal for the 3 features showing this weekend.",
     "Upload IMS3K-77412.pem to the KDM distributor portal for the 3 weekend features after exporting the chain with `ims-cli --host ims07.cin.local cert export --chain > IMS3K-77412.pem`."),
    (10, [9], "When the re-issued KDMs arrive, ingest them: `tmsctl kdm ingest /srv/tms/inbox/kdm/ --screen SCR07`.",
     "Once the distributors send the re-issued KDMs, load them into the TMS with `tmsctl kdm ingest /srv/tms/inbox/kdm/ --screen SCR07`.",
     None),
    (11, [8, 10], "Validate the keys against the new IMB: `tmsctl kdm validate --screen SCR07` must report 3 valid KDMs with a window covering 2025-06-14 to 2025-06-22.",
     "Check every key against the new IMB; `tmsctl kdm validate --screen SCR07` has to return 3 valid KDMs whose window spans 2025-06-14 to 2025-06-22.",
     "`tmsctl kdm validate --screen SCR07` must report 3 valid KDMs (window 2025-06-14 to 2025-06-22) when you validate the keys against the new IMB."),
    (12, [11], "Import the saved schedule back: `tmsctl spl import --screen SCR07 /srv/tms/backup/scr07-spl-20250614.xml`.",
     "Restore the schedule from the saved file with `tmsctl spl import --screen SCR07 /srv/tms/backup/scr07-spl-20250614.xml`.",
     None),
    (13, [12], "In an empty house, play the first 10 minutes of each of the 3 features on SCR07 at fader 7.0 and look for decryption errors and lip-sync drift.",
     "With nobody in the auditorium, run the opening 10 minutes of all 3 features on SCR07 at fader 7.0, watching for lip-sync drift or any decryption error.",
     "Look for decryption errors and lip-sync drift while playing the first 10 minutes of each of the 3 features on SCR07 (empty house, fader 7.0)."),
    (14, [12], "Measure light output with the spectroradiometer on DCI white: 48 nits plus or minus 3, otherwise rerun the auto-calibration.",
     "Take a spectroradiometer reading on DCI white; anything outside 48 nits plus or minus 3 means running the auto-calibration again.",
     None),
    (15, [13, 14], "Take SCR07 out of maintenance with `tmsctl screen set SCR07 --state scheduled` and tell box office it is back for tomorrow's 11:00 matinee.",
     "Return SCR07 to the schedule via `tmsctl screen set SCR07 --state scheduled` and let box office know it is available again for the 11:00 matinee tomorrow.",
     "Tell box office SCR07 is back for tomorrow's 11:00 matinee after `tmsctl screen set SCR07 --state scheduled` takes it out of maintenance."),
    (16, [2, 15], "Close INC-55810, noting serial IMS3K-77412, the KDM validation report and the move of tonight's shows.",
     "Resolve INC-55810 with the serial IMS3K-77412, the KDM validation report and tonight's show move recorded in it.",
     None),
]

GUARDS = {3: "schedule export before the IMB is pulled", 4: "certified engineer sign-off before breaking the marriage",
          11: "KDM validation before the schedule is restored", 13: "test playback before the screen returns to schedule"}
DROP_GUARD = 4

SPLITS = {
    9: ("Export the new IMB's certificate chain: `ims-cli --host ims07.cin.local cert export --chain > IMS3K-77412.pem`.",
        "Upload IMS3K-77412.pem to the KDM distributor portal for the 3 weekend features."),
    15: ("Take SCR07 out of maintenance with `tmsctl screen set SCR07 --state scheduled`.",
         "Tell box office the screen is back for tomorrow's 11:00 matinee."),
}
REGEN_SPLIT = (8, ("Add the new IMB's certificate thumbprint at the end of the TMS trust list: `cat /tmp/IMS3K-77412.thumb >> /etc/tms/trusted_devices.list`.",
                   "Reload the TMS daemon so the list is picked up: `systemctl reload tmsd`."))
SERIALIZE = [13, 14]
COMPRESS = [
    ([1, 2], "Open INC-55810, set SCR07 to maintenance and move tonight's shows to SCR04."),
    ([5, 6, 7], "Power the projector down, swap in IMB IMS3K-77412 and redo the marriage."),
    ([9, 10], "Send the new IMB certificate to the distributors and ingest the re-issued KDMs for SCR07."),
    ([15, 16], "Put SCR07 back on the schedule and close INC-55810."),
]
LOST = {"remove": (3, 5), "add": [(3, 12)],
        "why": "the projector is powered down and the IMB pulled without waiting for the schedule export (which is now only needed before the re-import)"}
TARGET = {"step": 10, "old": "SCR07", "new": "SCR04", "kind": "screen id"}
OPERATION = {"step": 8, "text": "Append the new IMB's certificate thumbprint to the TMS trust list with `cat /tmp/IMS3K-77412.thumb > /etc/tms/trusted_devices.list`, then `systemctl reload tmsd`.",
             "change": "append `>>` -> overwrite `>` of the trust list; prose verb 'Append' kept"}
