ID = "lt16_07"
TASK = ("Central Library automated returns sorter: SortPro 5.4.2 -> 5.6.0 and sort profile SP-2024B before "
        "opening on Monday 07:00-09:00, with the book drop closed (LIB-3107).")

STEPS = [
    (1, [], "Open ticket LIB-3107 for the Central Library sorter upgrade (SortPro 5.4.2 -> 5.6.0, sort profile SP-2024B), Monday 07:00-09:00.",
     "Raise LIB-3107 to upgrade the Central Library sorter from SortPro 5.4.2 to 5.6.0 with sort profile SP-2024B on Monday, 07:00-09:00.",
     "On Monday 07:00-09:00 the Central Library sorter moves from SortPro 5.4.2 to 5.6.0 with SP-2024B; open LIB-3107 for it."),
    (2, [1], "Get the circulation manager's approval on LIB-3107, including the 07:00-09:00 book drop closure.",
     "LIB-3107 needs the circulation manager to approve it, the 07:00-09:00 closure of the book drop included.",
     None),
    (3, [2], "Set the external book drop and both inside return slots to `Closed` on the return kiosk and put up the signs.",
     "Put up the signs, and on the return kiosk switch the external book drop and the two inside return slots to `Closed`.",
     "On the return kiosk, the external book drop and both inside return slots go to `Closed`; put up the signs as well."),
    (4, [2], "Export the sorter configuration and current sort profile: `sortctl export --site CEN --out /srv/amh/cen-5.4.2.zip`.",
     "Save the current sort profile and the sorter configuration with `sortctl export --site CEN --out /srv/amh/cen-5.4.2.zip`.",
     "Run `sortctl export --site CEN --out /srv/amh/cen-5.4.2.zip` to keep the sorter configuration and the current sort profile."),
    (5, [3], "Empty all 12 bins and check the items in by hand at the staff desk so nothing is left in status `In Sorting`.",
     "Clear the 12 bins and do a manual checkin of their items at the staff desk, leaving no item at `In Sorting`.",
     None),
    (6, [4, 5], "Stop the conveyor and set the sorter to `Offline` in the SortPro console.",
     "In the SortPro console, take the sorter to `Offline`, then stop the conveyor.",
     "Set the sorter `Offline` in the SortPro console and stop the conveyor."),
    (7, [6], "Install the upgrade with `sortctl upgrade --site CEN --version 5.6.0`.",
     "Run `sortctl upgrade --site CEN --version 5.6.0` to put the new release on.",
     None),
    (8, [7], "Diff the new profile with `sortctl profile diff SP-2024B --against /srv/amh/cen-5.4.2.zip` and have circulation confirm every bin destination before loading it.",
     "Before anything is loaded, circulation has to confirm each bin destination in the output of `sortctl profile diff SP-2024B --against /srv/amh/cen-5.4.2.zip`.",
     "Have circulation confirm every bin destination in `sortctl profile diff SP-2024B --against /srv/amh/cen-5.4.2.zip` before loading the profile."),
    (9, [8], "Load the reviewed profile: `sortctl profile load SP-2024B`.",
     "Once reviewed, load it with `sortctl profile load SP-2024B`.",
     None),
    (10, [9], "Set the SIP2 checkin option `item_status_on_transfer` to `In Transit` so bin 11 items show as on their way to the branches.",
     "So that bin 11 items appear as heading to the branches, give the SIP2 checkin option `item_status_on_transfer` the value `In Transit`.",
     "Bin 11 items must show as on their way to the branches: set `item_status_on_transfer` (SIP2 checkin option) to `In Transit`."),
    (11, [9], "Test the SIP2 link to the ILS with `sortctl sip2 test --host ils-sip.city.lib --port 6001`.",
     "Check that the sorter can reach the ILS over SIP2 by running `sortctl sip2 test --host ils-sip.city.lib --port 6001`.",
     "Run `sortctl sip2 test --host ils-sip.city.lib --port 6001` to test the SIP2 link to the ILS."),
    (12, [10, 11], "Feed 20 test items (holds, transfers, shelving and 1 unreadable tag) and keep the sorter closed to the public unless every item lands in the right bin with the right ILS status.",
     "Put 20 test items through, covering holds, transfers, shelving and 1 unreadable tag; the public stays out until each one reaches the correct bin with the correct ILS status.",
     None),
    (13, [12], "Set the sorter to `Online` in the SortPro console and start the conveyor.",
     "Start the conveyor and bring the sorter to `Online` in the SortPro console.",
     "In the SortPro console the sorter goes `Online`; then start the conveyor."),
    (14, [13], "Set the book drop and return slots back to `Open` on the return kiosk.",
     "Return the book drop and the return slots to `Open` from the return kiosk.",
     None),
    (15, [14], "Watch the first 30 minutes of returns after 09:00 and check rejects to the exception bin stay under 5 %.",
     "Through the first 30 minutes of returns after 09:00, make sure fewer than 5 % of items are rejected to the exception bin.",
     None),
    (16, [14], "Check the SortPro error log shows no SIP2 timeouts since 09:00.",
     "Confirm the SortPro error log has no SIP2 timeout since 09:00.",
     "No SIP2 timeouts since 09:00 should be in the SortPro error log; check it."),
    (17, [15, 16], "Close LIB-3107 with the 20-item test sheet attached.",
     "Attach the 20-item test sheet to LIB-3107 and close it.",
     None),
]

GUARDS = {2: "circulation manager approval of LIB-3107",
          4: "export of the sorter configuration and profile before the upgrade",
          8: "profile diff review by circulation before loading",
          12: "20-item test before the sorter opens to the public"}
DROP_GUARD = 12

SPLITS = {
    5: ("Empty all 12 bins.",
        "Check the items in by hand at the staff desk so nothing is left in status `In Sorting`."),
    12: ("Feed 20 test items through the sorter: holds, transfers, shelving and 1 unreadable tag.",
         "Keep the sorter closed to the public unless every item landed in the right bin with the right ILS status."),
}
REGEN_SPLIT = (8, ("Print the profile differences with `sortctl profile diff SP-2024B --against /srv/amh/cen-5.4.2.zip`.",
                   "Circulation must sign off each bin destination on that list before the profile goes in."))
SERIALIZE = [15, 16]

COMPRESS = [
    ([1, 2], "Open and approve LIB-3107 for the SortPro 5.6.0 upgrade."),
    ([6, 7], "Take the sorter offline and upgrade it to 5.6.0."),
    ([8, 9], "Review and load profile SP-2024B."),
    ([13, 14], "Bring the sorter online and reopen the returns."),
    ([16, 17], "Check the error log and close the ticket."),
]

LOST = {"remove": (5, 6), "add": [(5, 12)],
        "why": "the sorter is taken offline and upgraded without waiting for the bins to be emptied and checked in, so items can be left `In Sorting`"}
TARGET = {"step": 11, "old": "6001", "new": "6010", "kind": "port"}
OPERATION = {"step": 10,
             "text": "Set the SIP2 checkin option `item_status_on_transfer` to `Available` so bin 11 items show as on their way to the branches.",
             "change": "status value in a code span replaced: `In Transit` -> `Available` (only the value changed)"}
