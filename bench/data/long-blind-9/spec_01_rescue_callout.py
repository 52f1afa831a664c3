ID = "lb9_01"
TASK = ("Mountain rescue team dispatch: move the callout (SMS/pager) gateway from mrt-callout-01 to "
        "mrt-callout-02 and re-register the TETRA radio gateway, without losing callout capability.")

# (k, deps, golden text, hand paraphrase, identifiers-moved rewrite or None)
STEPS = [
    (1, [], "Open change CHG-24117 for the callout gateway move and post the window (Tue 19:00-21:00) in #mrt-ops.",
     "Raise CHG-24117 to cover moving the callout gateway, then announce the Tue 19:00-21:00 window in #mrt-ops.",
     "Post the window (Tue 19:00-21:00) in #mrt-ops once change CHG-24117 for moving the callout gateway is open."),
    (2, [1], "Ask the duty shift lead for a go: `sarctl incidents --state open` must return 0 and no team may be on a live shout.",
     "Get the go-ahead from whoever is shift lead on duty; this needs `sarctl incidents --state open` to come back with 0 and no team out on a live shout.",
     None),
    (3, [2], "Capture the current routing table: `sarctl routes export --all > /srv/backup/routes-2024-11-19.json`, then record its `sha256sum` in the ticket.",
     "Dump the routing table as it stands today with `sarctl routes export --all > /srv/backup/routes-2024-11-19.json` and note the `sha256sum` of that file in the ticket.",
     "Write the `sha256sum` into the ticket after exporting the routing table (`sarctl routes export --all > /srv/backup/routes-2024-11-19.json`)."),
    (4, [2], "On mrt-callout-02 install `sarcall-gw=4.8.2-1` with apt and copy /etc/sarcall-gw/gw.yaml over from mrt-callout-01.",
     "Put `sarcall-gw=4.8.2-1` onto mrt-callout-02 using apt, and bring /etc/sarcall-gw/gw.yaml across from mrt-callout-01.",
     "Copy /etc/sarcall-gw/gw.yaml from mrt-callout-01 and install `sarcall-gw=4.8.2-1` with apt, both on mrt-callout-02."),
    (5, [4], "Run `sarcall-gw validate --config /etc/sarcall-gw/gw.yaml --no-send` on mrt-callout-02 and read through the diff it prints against the running config before anything is imported.",
     "Before importing anything, have mrt-callout-02 execute `sarcall-gw validate --config /etc/sarcall-gw/gw.yaml --no-send` and go over the printed diff against the live config line by line.",
     None),
    (6, [3, 5], "Import the exported routes on the new host: `sarctl routes import --file /srv/backup/routes-2024-11-19.json --target mrt-callout-02 --mode merge`.",
     "Load the saved routes into the new gateway host using `sarctl routes import --file /srv/backup/routes-2024-11-19.json --target mrt-callout-02 --mode merge`.",
     "With `--mode merge`, import /srv/backup/routes-2024-11-19.json into mrt-callout-02 (`sarctl routes import --file /srv/backup/routes-2024-11-19.json --target mrt-callout-02 --mode merge`)."),
    (7, [6], "Send a test page to TEST-ROTA only (`sarctl page --group TEST-ROTA --priority low --text \"gw test\"`) and confirm all 6 handsets acknowledge within 90 seconds.",
     "Fire a low-priority test page at the TEST-ROTA group alone with `sarctl page --group TEST-ROTA --priority low --text \"gw test\"`; every one of the six handsets has to ack inside a minute and a half.",
     None),
    (8, [6], "Register the TETRA gateway on the new host: `tetra-gw register --issi 2350417 --host mrt-callout-02`.",
     "Get the TETRA radio gateway signed on from the new host by running `tetra-gw register --issi 2350417 --host mrt-callout-02`.",
     "From mrt-callout-02, ISSI 2350417 is registered to the TETRA gateway (`tetra-gw register --issi 2350417 --host mrt-callout-02`)."),
    (9, [8], "Check `tetra-gw status` reports REGISTERED and RSSI better than -95 dBm on both base stations (BS-Glen and BS-Ridge).",
     "Make sure `tetra-gw status` shows REGISTERED, with RSSI above -95 dBm at BS-Glen and at BS-Ridge alike.",
     "Both base stations, BS-Glen and BS-Ridge, should show RSSI better than -95 dBm and REGISTERED in `tetra-gw status`."),
    (10, [7, 9], "Repoint the callout.mrt.local alias to mrt-callout-02 with `nsupdate` (CNAME, TTL 60).",
     "Use `nsupdate` to swing callout.mrt.local over to mrt-callout-02 as a CNAME with a TTL of 60.",
     "With `nsupdate`, set a CNAME (TTL 60) so that callout.mrt.local now resolves to mrt-callout-02."),
    (11, [10], "Soak for 30 minutes: every 999 relay from the police CAD must land on mrt-callout-02 (`journalctl -u sarcall-gw -f`) with the retry queue at 0.",
     "Leave it running for half an hour and follow `journalctl -u sarcall-gw -f`; each 999 relay coming from the police CAD has to arrive on mrt-callout-02 while the retry queue stays at 0.",
     "Follow `journalctl -u sarcall-gw -f` on mrt-callout-02 during a 30 minutes soak; retry queue at 0, and every police CAD 999 relay lands there."),
    (12, [11], "Stand the old gateway down: on mrt-callout-01 run `systemctl disable --now sarcall-gw` but keep the VM for 14 days.",
     "Retire the previous gateway to standby by issuing `systemctl disable --now sarcall-gw` on mrt-callout-01; the VM itself stays around for 14 days.",
     None),
    (13, [11], "Update the wallboard runbook and the on-call wiki page with the new host name.",
     "Edit the on-call wiki page and the wallboard runbook so they carry the new host name.",
     None),
    (14, [12, 13], "Close CHG-24117 with the test-page acknowledgements and the soak log attached.",
     "Attach the soak log plus the test-page acks, then resolve CHG-24117.",
     None),
]

GUARDS = {
    2: "go from the duty shift lead with no open incident",
    3: "captured current routing table before the import",
    5: "validate --no-send diff review before import",
    7: "test page acknowledged before the alias is moved",
    11: "30-minute soak before the old gateway is stood down",
}
DROP_GUARD = 3

SPLITS = {
    7: ("Send a test page to TEST-ROTA only with `sarctl page --group TEST-ROTA --priority low --text \"gw test\"`.",
        "Confirm all 6 handsets acknowledge the test page within 90 seconds."),
    11: ("Soak for 30 minutes while tailing `journalctl -u sarcall-gw -f` on mrt-callout-02.",
         "During the soak every 999 relay from the police CAD must land on mrt-callout-02 and the retry queue must stay at 0."),
}

REGEN_SPLIT = (6, ("Take the routes exported earlier (/srv/backup/routes-2024-11-19.json) to the new gateway.",
                   "Bring them in with `sarctl routes import --file /srv/backup/routes-2024-11-19.json --target mrt-callout-02 --mode merge` so existing entries are merged."))

SERIALIZE = [7, 9]

COMPRESS = [
    ([1, 2], "Open CHG-24117 for the gateway move and get the shift lead's go once no incident is open."),
    ([4, 5], "Install sarcall-gw 4.8.2 on mrt-callout-02 with the old gw.yaml and validate it without sending."),
    ([8, 9], "Register the TETRA gateway from mrt-callout-02 and check it shows REGISTERED on both base stations."),
    ([13, 14], "Update the runbook and wiki, then close the change with evidence."),
]

LOST = {"remove": (11, 12), "add": [(10, 12)],
        "why": "the old gateway on mrt-callout-01 is disabled as soon as the alias moves, without waiting for the 30-minute soak"}

TARGET = {"step": 10, "old": "mrt-callout-02", "new": "mrt-callout-01", "kind": "host (CNAME target)"}

OPERATION = {"step": 6,
             "text": "Import the exported routes on the new host: `sarctl routes import --file /srv/backup/routes-2024-11-19.json --target mrt-callout-02 --mode replace`.",
             "change": "import mode merge -> replace (overwrite instead of merge), prose verb unchanged"}
