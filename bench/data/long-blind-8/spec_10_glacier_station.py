ID = "lb8_10"
TASK = ("Glacier monitoring station GL3: remote CR1000X datalogger program update over Iridium "
        "(AWS_GL3_v4 -> v5) with data archive, review, watch of the next transmissions and registry update")

STEPS = [
    (1, [],
     "Open ticket GLM-88 for loading `AWS_GL3_v5.CR1X` on station GL3 (CR1000X, Iridium 9603 modem) in the 12:00 UTC link window.",
     "Raise GLM-88 to cover putting `AWS_GL3_v5.CR1X` onto GL3, the CR1000X with the Iridium 9603 modem, during the 12:00 UTC link window.",
     "In the 12:00 UTC link window, `AWS_GL3_v5.CR1X` goes onto station GL3 (CR1000X, Iridium 9603 modem); open ticket GLM-88 for it."),
    (2, [1],
     "Collect the `Hourly`, `Daily` and `Ablation` tables from GL3 with LoggerNet and archive them to `/data/glacier/GL3/raw/2024-08-14/`.",
     "Pull the `Ablation`, `Daily` and `Hourly` tables off GL3 through LoggerNet, archiving them under `/data/glacier/GL3/raw/2024-08-14/`.",
     None),
    (3, [1],
     "Retrieve the running program `AWS_GL3_v4.CR1X` from the logger and store it next to the data archive.",
     "Fetch `AWS_GL3_v4.CR1X`, the program that runs now, off the logger and keep it alongside the data archive.",
     "Store next to the data archive a copy of `AWS_GL3_v4.CR1X` retrieved from the logger."),
    (4, [1],
     "Check the latest `Status` table: battery above 12.4 V and the solar panel charging.",
     "In the most recent `Status` table, confirm the solar panel is charging and the battery reads more than 12.4 V.",
     None),
    (5, [3],
     "Compile `AWS_GL3_v5.CR1X` in CRBasic Editor for OS 7.01 and go through the diff against v4 with a second glaciologist (wiring table, 60 s scan).",
     "Have `AWS_GL3_v5.CR1X` compiled in CRBasic Editor against OS 7.01; a second glaciologist then reviews its diff with v4, covering the wiring table and the 60 s scan.",
     "With a second glaciologist, review the v4 diff (wiring table, 60 s scan) of `AWS_GL3_v5.CR1X` after compiling it in CRBasic Editor for OS 7.01."),
    (6, [4, 5],
     "Get the station PI's OK in GLM-88 before anything is sent to the logger.",
     "Nothing is sent to the logger until the station PI has OK'd GLM-88.",
     None),
    (7, [2, 6],
     "Send `AWS_GL3_v5.CR1X` to station GL3 with LoggerNet Send Program, leaving 'Delete associated data tables' unticked.",
     "Upload `AWS_GL3_v5.CR1X` through LoggerNet's Send Program to station GL3, with 'Delete associated data tables' left unticked.",
     "Leave 'Delete associated data tables' unticked when LoggerNet Send Program pushes `AWS_GL3_v5.CR1X` to station GL3."),
    (8, [7],
     "Confirm the `Status` table shows the program Running with `ProgErrors` = 0.",
     "Check that the program is Running and that `ProgErrors` = 0 in the `Status` table.",
     None),
    (9, [8],
     "Watch the next 3 hourly Iridium transmissions: all must arrive and every sensor must be in range, with the SR50A distance between 0.5 and 4.0 m.",
     "Over the following three hourly Iridium transmissions, continue only if each one arrives and all sensors stay in range, the SR50A distance within 0.5 to 4.0 m.",
     "The next 3 hourly Iridium transmissions are watched; every one must arrive with all sensors in range (SR50A distance 0.5-4.0 m)."),
    (10, [8],
     "Compare the SR50A snow surface distance with the last manual stake reading of 2.31 m; it must agree within 0.05 m.",
     "Check the SR50A's snow surface distance against the last stake read by hand, 2.31 m, allowing at most 0.05 m difference.",
     None),
    (11, [9, 10],
     "Enable forwarding of the `Ablation` table to the public feed `glamos-feed`.",
     "Turn on forwarding of the `Ablation` table into `glamos-feed`, the public feed.",
     "Forward the `Ablation` table to `glamos-feed` (public feed) by enabling it."),
    (12, [9],
     "Delete `AWS_GL3_v4.CR1X` from the logger's CPU: drive to free space; the copy from step 3 is kept.",
     "Free space on the logger by removing `AWS_GL3_v4.CR1X` from its CPU: drive, keeping the copy taken in step 3.",
     None),
    (13, [11, 12],
     "Update the station registry with the program version and the install date 2024-08-14.",
     "Record in the station registry the new program version along with the install date, 2024-08-14.",
     "Put install date 2024-08-14 and the program version into the station registry."),
    (14, [13],
     "Close GLM-88.",
     "Close out GLM-88.",
     None),
]

GUARDS = {
    2: "full data download and archive before the program upload",
    5: "second-glaciologist review of the program diff",
    6: "station PI OK before sending to the logger",
    9: "watch of the next 3 transmissions before publishing and cleanup",
}
DROP_GUARD = 5

SPLITS = {
    2: ("Collect the `Hourly`, `Daily` and `Ablation` tables from GL3 with LoggerNet.",
        "Archive the collected tables to `/data/glacier/GL3/raw/2024-08-14/`."),
    9: ("Watch the next 3 hourly Iridium transmissions; all of them must arrive.",
        "In each of them every sensor must be in range, with the SR50A distance between 0.5 and 4.0 m."),
}
REGEN_SPLIT = (10, (
    "Take the SR50A snow surface distance from the latest transmission.",
    "It has to match the last manual stake reading, 2.31 m, to within 0.05 m.",
))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 4], "Open GLM-88 for the GL3 program update and check the battery in the `Status` table."),
    ([7, 8], "Send `AWS_GL3_v5.CR1X` to GL3 and check it is running without errors."),
    ([9, 12], "Watch the next transmissions, then delete the old program from the logger."),
    ([11, 13], "Enable `glamos-feed` forwarding and update the station registry."),
]

LOST = {"remove": (2, 7), "add": [(2, 12)],
        "why": "the program upload (7), which recreates tables on the logger, no longer waits for the full data download and archive (2)"}

TARGET = {"step": 7, "old": "station GL3", "new": "station GL4", "kind": "station"}

OPERATION = {"step": 7,
             "text": "Send `AWS_GL3_v5.CR1X` to station GL3 with LoggerNet Send Program, with 'Delete associated data tables' ticked.",
             "change": "data tables kept -> deleted on program send"}
