ID = "lt4_01"
TASK = "Move the Cogent IP transit on Juniper MX edge router mx-edge-01 to a new Lumen circuit without dropping traffic."

# (step, deps, golden text, hand paraphrase, identifiers-moved rewrite or None)
STEPS = [
    (1, [], "Open change CHG-48213 for moving the Cogent transit from mx-edge-01 to the new Lumen circuit on xe-0/1/3 and post it in #neteng.",
     "Raise CHG-48213 to cover the move of Cogent transit off mx-edge-01 onto the fresh Lumen circuit (port xe-0/1/3), then share the ticket in #neteng.",
     "Post in #neteng once change CHG-48213 is open; it covers moving the Cogent transit on mx-edge-01 to the new Lumen circuit on xe-0/1/3."),
    (2, [1], "Save the running config on both routers: `show configuration | save /var/tmp/pre-CHG-48213.conf` on mx-edge-01 and mx-edge-02.",
     "On mx-edge-01 as well as mx-edge-02, keep a copy of the live configuration with `show configuration | save /var/tmp/pre-CHG-48213.conf`.",
     "`show configuration | save /var/tmp/pre-CHG-48213.conf`: run it on mx-edge-01 and on mx-edge-02 so both running configs are saved."),
    (3, [1], "Confirm the Lumen cross-connect is up: `show interfaces xe-0/1/3 terse` must show up/up and `show interfaces diagnostics optics xe-0/1/3` must read above -10 dBm receive power.",
     "Make sure the Lumen cross-connect is alive. `show interfaces xe-0/1/3 terse` has to report up/up, and a receive level of -10 dBm or lower in `show interfaces diagnostics optics xe-0/1/3` means it is not ready.",
     None),
    (4, [1], "Count the prefixes currently advertised to Cogent with `show route advertising-protocol bgp 38.104.12.9 | count` and record the number in the ticket.",
     "Record in the ticket how many prefixes we send to Cogent today; `show route advertising-protocol bgp 38.104.12.9 | count` gives the figure.",
     "In the ticket, note the output of `show route advertising-protocol bgp 38.104.12.9 | count` (prefixes currently advertised to Cogent)."),
    (5, [3], "In a private candidate (`configure private`), add the interface address with `set interfaces xe-0/1/3 unit 0 family inet address 4.68.70.2/30`.",
     "Enter `configure private` and give the new port its address: `set interfaces xe-0/1/3 unit 0 family inet address 4.68.70.2/30`.",
     None),
    (6, [5], "Add the BGP group with `set protocols bgp group LUMEN-V4 neighbor 4.68.70.1 peer-as 3356`, using import policy TRANSIT-IN and export policy TRANSIT-OUT-PREPEND3 so the new path starts out less preferred.",
     "Create the LUMEN-V4 group via `set protocols bgp group LUMEN-V4 neighbor 4.68.70.1 peer-as 3356`; attach TRANSIT-IN as the import policy and TRANSIT-OUT-PREPEND3 for export, which keeps the new path less attractive at first.",
     "Using `set protocols bgp group LUMEN-V4 neighbor 4.68.70.1 peer-as 3356`, add the BGP group (import TRANSIT-IN, export TRANSIT-OUT-PREPEND3) so the new path is less preferred to begin with."),
    (7, [2, 4, 6], "Have a second engineer review `show | compare` and run `commit check`; nothing outside interfaces xe-0/1/3 and protocols bgp group LUMEN-V4 may appear in the diff.",
     "Get a second pair of eyes on `show | compare`, then `commit check`. If the diff touches anything beyond interfaces xe-0/1/3 and protocols bgp group LUMEN-V4, stop and fix the candidate.",
     None),
    (8, [7], "Commit with an automatic rollback timer: `commit confirmed 10 comment \"CHG-48213 add LUMEN-V4\"`.",
     "`commit confirmed 10 comment \"CHG-48213 add LUMEN-V4\"` - commit so that Junos rolls back by itself unless it is confirmed.",
     "Commit (`commit confirmed 10 comment \"CHG-48213 add LUMEN-V4\"`) so the router rolls back automatically if not confirmed."),
    (9, [8], "Check `show bgp neighbor 4.68.70.1`: the session must reach Established and receive a full table of about 950000 prefixes within 15 minutes.",
     "Watch `show bgp neighbor 4.68.70.1` until it is Established with roughly 950000 prefixes received; if that has not happened inside 15 minutes, treat the peering as failed.",
     "The session to 4.68.70.1 has to go Established and learn a full table of about 950000 prefixes within 15 minutes (check with `show bgp neighbor 4.68.70.1`)."),
    (10, [8], "Verify that ssh to the OOB jump host 10.255.0.10 still works from the router, then `commit` to confirm before the 10-minute timer expires.",
     "From the router, ssh to 10.255.0.10 (the OOB jump host); only if that still works, type `commit` to confirm inside the 10-minute window.",
     None),
    (11, [9, 10], "Get an explicit go from the NOC lead in #neteng before shifting any traffic away from Cogent.",
     "Do not move any traffic off Cogent until the NOC lead has said go in #neteng.",
     None),
    (12, [11], "Start draining Cogent by prepending: `set policy-options policy-statement COGENT-OUT term 1 then as-path-prepend \"64512 64512 64512\"`, then `commit confirmed 10`.",
     "Push traffic away from Cogent with a prepend (`set policy-options policy-statement COGENT-OUT term 1 then as-path-prepend \"64512 64512 64512\"`) and commit it with `commit confirmed 10`.",
     "`set policy-options policy-statement COGENT-OUT term 1 then as-path-prepend \"64512 64512 64512\"` followed by `commit confirmed 10` begins the Cogent drain."),
    (13, [12], "Watch inbound traffic for 20 minutes on the LibreNMS graph for xe-0/1/3: Lumen must carry at least 60 % of ingress and packet loss to 8.8.8.8 must stay below 0.5 %.",
     "Keep an eye on the LibreNMS graph for xe-0/1/3 for 20 minutes. Less than 60 % of ingress on Lumen, or packet loss to 8.8.8.8 of 0.5 % or more, means the drain is not healthy - let the confirmed commit roll back.",
     "For 20 minutes, watch ingress on the xe-0/1/3 LibreNMS graph; the bar is at least 60 % on Lumen and under 0.5 % loss to 8.8.8.8."),
    (14, [13], "Confirm the prepend commit with `commit`.",
     "Make the prepend permanent by issuing `commit`.",
     None),
    (15, [14], "Deactivate the Cogent session with `deactivate protocols bgp group COGENT-V4` and `commit confirmed 10`.",
     "Take the Cogent session down: `deactivate protocols bgp group COGENT-V4`, committed with `commit confirmed 10`.",
     "`deactivate protocols bgp group COGENT-V4` plus `commit confirmed 10` switches off the Cogent session."),
    (16, [15], "Check `show bgp summary`: COGENT-V4 must be gone and LUMEN-V4 still Established with 0 flaps; then `commit` to confirm.",
     "Only once `show bgp summary` shows no COGENT-V4 and LUMEN-V4 Established with 0 flaps, confirm with `commit`; otherwise let it roll back.",
     None),
    (17, [16], "Ask Cogent on ticket COG-771204 to shut down their side of the 38.104.12.9 session.",
     "Via ticket COG-771204, request that Cogent take down their end of the 38.104.12.9 peering.",
     "On COG-771204, ask Cogent to shut their side of 38.104.12.9."),
    (18, [16], "Disable the old Cogent port with `set interfaces xe-0/0/2 disable` and `commit`.",
     "Shut the former Cogent port: `set interfaces xe-0/0/2 disable`, then `commit`.",
     "`set interfaces xe-0/0/2 disable` and `commit`: that turns off the old Cogent port."),
    (19, [16], "In NetBox, mark circuit CID-COG-20331 as decommissioning and assign CID-LUM-88412 to xe-0/1/3.",
     "Update NetBox: CID-COG-20331 goes to decommissioning status, and CID-LUM-88412 gets attached to xe-0/1/3.",
     "Assign CID-LUM-88412 to xe-0/1/3 in NetBox and set circuit CID-COG-20331 to decommissioning."),
    (20, [18], "Run RIPE Atlas traceroute measurement 4411021 from 10 probes and confirm the paths now enter via AS3356.",
     "Kick off RIPE Atlas measurement 4411021 (traceroute, 10 probes); every path should come in through AS3356.",
     None),
    (21, [17, 19, 20], "Save the post-change config to /var/tmp/post-CHG-48213.conf and attach both config files to the ticket.",
     "Write the resulting configuration to /var/tmp/post-CHG-48213.conf and add it, together with the pre-change file, to the ticket.",
     None),
    (22, [21], "Close CHG-48213 after a final `show bgp summary` on mx-edge-02 confirms its iBGP session to mx-edge-01 is Established.",
     "Run one last `show bgp summary` on mx-edge-02; when the iBGP session towards mx-edge-01 is Established, close CHG-48213.",
     "Once a final `show bgp summary` on mx-edge-02 shows the iBGP session to mx-edge-01 Established, CHG-48213 can be closed."),
]

GUARDS = {2: "running-config backup before any change", 7: "second-engineer diff review and commit check before commit",
          11: "NOC lead go before shifting traffic", 13: "20-minute ingress/loss watch before confirming the drain",
          16: "BGP summary verification before confirming the deactivation"}
DROP_GUARD = 13

SPLITS = {
    6: ("Add the BGP group with `set protocols bgp group LUMEN-V4 neighbor 4.68.70.1 peer-as 3356`.",
        "Use import policy TRANSIT-IN and export policy TRANSIT-OUT-PREPEND3 on LUMEN-V4 so the new path starts out less preferred."),
    13: ("Watch inbound traffic for 20 minutes on the LibreNMS graph for xe-0/1/3.",
         "Lumen must carry at least 60 % of ingress and packet loss to 8.8.8.8 must stay below 0.5 %."),
}
REGEN_SPLIT = (7, ("Ask a second engineer to go through `show | compare` with you.",
                   "Run `commit check`; if anything other than interfaces xe-0/1/3 and protocols bgp group LUMEN-V4 shows up in the diff, do not commit."))

SERIALIZE = [3, 4]

COMPRESS = [
    ((5, 6), "In `configure private`, address xe-0/1/3 (4.68.70.2/30) and add BGP group LUMEN-V4 to 4.68.70.1 with the prepend export policy."),
    ((8, 10), "`commit confirmed 10`, check OOB access still works, then confirm with `commit`."),
    ((9, 11), "Once the Lumen session is Established with a full table, get the NOC lead's go in #neteng."),
    ((14, 15, 16), "Confirm the prepend, deactivate COGENT-V4 with a confirmed commit, and confirm once `show bgp summary` looks clean."),
    ((18, 20), "Disable xe-0/0/2 and check with a RIPE Atlas traceroute that traffic enters via AS3356."),
    ((21, 22), "Save the post-change config, attach both configs and close CHG-48213."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 14)],
        "why": "the Cogent prepend drain (12) is committed without waiting for the NOC lead's go (11); the go now only gates the confirm (14)"}

TARGET = {"step": 6, "old": "peer-as 3356", "new": "peer-as 3257", "kind": "peer AS number"}

OPERATION = {"step": 8, "text": "Commit with an automatic rollback timer: `commit comment \"CHG-48213 add LUMEN-V4\"`.",
             "change": "`commit confirmed 10` -> plain `commit` (the automatic rollback is gone; prose unchanged)"}
