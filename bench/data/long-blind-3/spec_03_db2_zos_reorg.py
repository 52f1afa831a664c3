# Hand-written golden: online REORG of a Db2 for z/OS tablespace in the batch window (IBM Workload Scheduler).
ID = "lb3_03"
DOMAIN = "z/OS Db2 online REORG in the batch window (IWS)"
TASK = ("Run an online REORG of tablespace DBORD01.TSORDHST on Db2 subsystem DB2P in the Sunday 01:00-05:00 "
        "batch window, scheduled through IBM Workload Scheduler, under change CHG-77120.")

STEPS = [
    (1, [],
     "Open change CHG-77120 for the REORG of DBORD01.TSORDHST on DB2P in the Sunday 01:00-05:00 batch window.",
     "Raise CHG-77120 covering the DB2P REORG of DBORD01.TSORDHST, to run inside Sunday's 01:00-05:00 batch window.",
     "For the Sunday 01:00-05:00 batch window, open change CHG-77120: REORG of DBORD01.TSORDHST on DB2P."),
    (2, [1],
     "Confirm the tablespace needs it: in SYSIBM.SYSTABLESPACESTATS, REORGUNCLUSTINS divided by TOTALROWS must be above 10% for DBORD01.TSORDHST.",
     "Check in SYSIBM.SYSTABLESPACESTATS that DBORD01.TSORDHST really qualifies, meaning REORGUNCLUSTINS over TOTALROWS exceeds 10%.",
     None),
    (3, [1],
     "Check that storage group SGORD01 has at least 120 GB free for the shadow datasets (ISMF storage group report).",
     "Use the ISMF storage group report to confirm SGORD01 still has 120 GB or more of free space for the shadow datasets.",
     "The shadow datasets need at least 120 GB free in storage group SGORD01: check it in the ISMF storage group report."),
    (4, [2, 3],
     "Submit PRDRG01 once with `OPTIONS PREVIEW` and read SYSPRINT: the LISTDEF must expand to DBORD01.TSORDHST partitions 1-24 only and every TEMPLATE must resolve to SYS4.DB2P.* dataset names.",
     "Do a preview run first: submit PRDRG01 with `OPTIONS PREVIEW` and check in SYSPRINT that the LISTDEF covers nothing but partitions 1-24 of DBORD01.TSORDHST and that all TEMPLATEs resolve to SYS4.DB2P.* datasets.",
     "Read SYSPRINT after submitting PRDRG01 once with `OPTIONS PREVIEW`: every TEMPLATE must resolve to SYS4.DB2P.* dataset names and the LISTDEF must expand only to DBORD01.TSORDHST partitions 1-24."),
    (5, [4],
     "Get written sign-off on CHG-77120 from the Order Management application owner and the operations shift lead, with the PREVIEW SYSPRINT attached.",
     "Attach the PREVIEW SYSPRINT to CHG-77120 and collect written approval from both the operations shift lead and the Order Management application owner.",
     None),
    (6, [5],
     "Add application PRDREORG (jobs PRDIC01, PRDRG01, PRDRS01) to Sunday's current plan in IWS with input arrival 01:00.",
     "In IWS, put application PRDREORG into Sunday's current plan, input arrival 01:00, containing jobs PRDIC01, PRDRG01 and PRDRS01.",
     "With input arrival 01:00, add application PRDREORG (jobs PRDIC01, PRDRG01, PRDRS01) to Sunday's IWS current plan."),
    (7, [6],
     "Put the order-archive job ORDARC07 on HOLD in IWS for the whole window so it cannot run during the REORG.",
     "Hold ORDARC07, the order-archive job, in IWS for the full window to keep it from running while the REORG is active.",
     None),
    (8, [6],
     "Check for long-running units of work: `-DB2P DIS THREAD(*) TYPE(ACTIVE)` must show no thread on DBORD01 older than 10 minutes, or the drain will time out.",
     "Look for long-lived threads with `-DB2P DIS THREAD(*) TYPE(ACTIVE)`; any thread on DBORD01 running longer than 10 minutes would make the drain time out, so there must be none.",
     "`-DB2P DIS THREAD(*) TYPE(ACTIVE)` must show no thread on DBORD01 older than 10 minutes, otherwise the drain will time out."),
    (9, [7, 8],
     "Take the full image copy with job PRDIC01: `COPY TABLESPACE DBORD01.TSORDHST FULL YES SHRLEVEL REFERENCE` into GDG SYS4.DB2P.IC.TSORDHST(+1).",
     "Job PRDIC01 writes a full image copy, `COPY TABLESPACE DBORD01.TSORDHST FULL YES SHRLEVEL REFERENCE`, to the next generation SYS4.DB2P.IC.TSORDHST(+1).",
     "Into GDG SYS4.DB2P.IC.TSORDHST(+1), take the full image copy with job PRDIC01: `COPY TABLESPACE DBORD01.TSORDHST FULL YES SHRLEVEL REFERENCE`."),
    (10, [9],
     "Confirm the copy is usable: PRDIC01 ended RC=0000 and SYSIBM.SYSCOPY has a row with ICTYPE='F' for TSORDHST dated today.",
     "Make sure the image copy can be relied on: RC=0000 from PRDIC01, and a SYSIBM.SYSCOPY row for TSORDHST with ICTYPE='F' and today's date.",
     "SYSIBM.SYSCOPY must have a row with ICTYPE='F' for TSORDHST dated today and PRDIC01 must have ended RC=0000: the copy has to be usable."),
    (11, [10],
     "Release job PRDRG01: `REORG TABLESPACE DBORD01.TSORDHST SHRLEVEL CHANGE COPYDDN(SYSCOPY) DRAIN_WAIT 30 RETRY 6 MAXRO 60 TIMEOUT TERM`.",
     "Let PRDRG01 run, which executes `REORG TABLESPACE DBORD01.TSORDHST SHRLEVEL CHANGE COPYDDN(SYSCOPY) DRAIN_WAIT 30 RETRY 6 MAXRO 60 TIMEOUT TERM`.",
     None),
    (12, [11],
     "Watch `-DB2P DIS UTIL(PRDRG01)` every 10 minutes; if the utility has not reached the SWITCH phase by 04:15, stop it with `-DB2P TERM UTIL(PRDRG01)` and stay on the image copy.",
     "Every 10 minutes, look at `-DB2P DIS UTIL(PRDRG01)`; should the SWITCH phase still not be reached at 04:15, end it with `-DB2P TERM UTIL(PRDRG01)` and keep the image copy as the fallback.",
     None),
    (13, [12],
     "Check the object state: `-DB2P DIS DB(DBORD01) SPACENAM(TSORDHST) RESTRICT` must return no restrictive status (no COPY, REORP or RECP pending).",
     "Display restrictive states with `-DB2P DIS DB(DBORD01) SPACENAM(TSORDHST) RESTRICT`; nothing may be pending, whether COPY, REORP or RECP.",
     "No restrictive status (no COPY, REORP or RECP pending) may come back from `-DB2P DIS DB(DBORD01) SPACENAM(TSORDHST) RESTRICT`."),
    (14, [12],
     "Run job PRDRS01: `RUNSTATS TABLESPACE DBORD01.TSORDHST TABLE(ALL) INDEX(ALL) UPDATE ALL`.",
     "Refresh the statistics through job PRDRS01, i.e. `RUNSTATS TABLESPACE DBORD01.TSORDHST TABLE(ALL) INDEX(ALL) UPDATE ALL`.",
     None),
    (15, [14],
     "Rebind the order packages with access path reuse: `REBIND PACKAGE(ORDCOLL.*) APREUSE(WARN) EXPLAIN(YES)`.",
     "Issue `REBIND PACKAGE(ORDCOLL.*) APREUSE(WARN) EXPLAIN(YES)` so the order packages are rebound while reusing their access paths.",
     "`REBIND PACKAGE(ORDCOLL.*) APREUSE(WARN) EXPLAIN(YES)` rebinds the order packages with access path reuse."),
    (16, [13, 15],
     "Release ORDARC07 from HOLD in IWS.",
     "Take the HOLD off ORDARC07 in IWS so it can run again.",
     None),
    (17, [13, 15],
     "With online work back, watch CICS transaction ORD1 in OMEGAMON for 15 minutes: p95 response time must stay below 150 ms.",
     "Keep OMEGAMON on transaction ORD1 for 15 minutes once online work has resumed, and expect a p95 response under 150 ms throughout.",
     None),
    (18, [17],
     "Confirm ORD.ORDER_HIST still has 58,204,117 rows plus the day's inserts, matching the count in PRDIC01's SYSPRINT.",
     "Count ORD.ORDER_HIST and compare with the figure in the PRDIC01 SYSPRINT: it must be 58,204,117 rows plus whatever was inserted today.",
     "The row count in PRDIC01's SYSPRINT was 58,204,117: ORD.ORDER_HIST must still have that plus the day's inserts."),
    (19, [18],
     "Prune old recovery history: `MODIFY RECOVERY TABLESPACE DBORD01.TSORDHST DELETE AGE(35)`.",
     "Clear out image copy history older than 35 days with `MODIFY RECOVERY TABLESPACE DBORD01.TSORDHST DELETE AGE(35)`.",
     None),
    (20, [16, 19],
     "Close CHG-77120 with the output of PRDIC01, PRDRG01 and PRDRS01 attached.",
     "Attach the job output of PRDIC01, PRDRG01 and PRDRS01 and close CHG-77120.",
     "Attach the PRDIC01, PRDRG01 and PRDRS01 output to CHG-77120 and close it."),
]

GUARDS = {
    4: "OPTIONS PREVIEW run reviewed before the real utility",
    5: "application owner and shift lead sign-off",
    9: "full image copy before the REORG",
    10: "image copy verified before the REORG",
    18: "row-count verification before pruning recovery history",
}
DROP_GUARD = 9

SPLITS = {
    4: ("Submit PRDRG01 once with `OPTIONS PREVIEW` and read SYSPRINT.",
        "The LISTDEF must expand to DBORD01.TSORDHST partitions 1-24 only and every TEMPLATE must resolve to SYS4.DB2P.* dataset names."),
    12: ("Watch `-DB2P DIS UTIL(PRDRG01)` every 10 minutes.",
         "If the utility has not reached the SWITCH phase by 04:15, stop it with `-DB2P TERM UTIL(PRDRG01)` and stay on the image copy."),
}
REGEN_SPLIT = (12, (
    "Poll the utility status with `-DB2P DIS UTIL(PRDRG01)` at 10-minute intervals.",
    "Should it still be short of the SWITCH phase at 04:15, terminate it via `-DB2P TERM UTIL(PRDRG01)`; the image copy remains the fallback."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([5, 6], "Get sign-off on CHG-77120 and add PRDREORG to Sunday's current plan."),
    ([9, 10], "Take the PRDIC01 image copy of TSORDHST and confirm it in SYSCOPY."),
    ([11, 12], "Run the online REORG in PRDRG01 and watch it, terminating at 04:15 if it has not switched."),
    ([14, 15], "Run RUNSTATS and rebind the order packages."),
    ([18, 19, 20], "Check the ORDER_HIST row count, prune old recovery history and close the change."),
]

LOST = {"remove": (10, 11), "add": [(8, 11), (10, 18)],
        "why": "the REORG (step 11) starts right after the thread check, no longer waiting for the ORDARC07 hold, the image copy or its verification (steps 7, 9, 10)",
        "pattern": "destructive step no longer waits for its backup"}

TARGET = {"step": 11, "old": "DBORD01.TSORDHST", "new": "DBORD01.TSORDCUR", "kind": "tablespace"}

OPERATION = {"step": 13,
             "text": "Check the object state: `-DB2P START DB(DBORD01) SPACENAM(TSORDHST) ACCESS(FORCE)` must return no restrictive status (no COPY, REORP or RECP pending).",
             "change": "read-only `DIS ... RESTRICT` -> `START ... ACCESS(FORCE)`, which resets pending states (prose still says check)"}
