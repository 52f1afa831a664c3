# Hand-written golden: planned geo-failover of an Azure SQL Managed Instance failover group (DR move).
ID = "lb3_02"
DOMAIN = "Azure SQL Managed Instance failover-group planned geo-failover"
TASK = ("Move the orders database tier from West Europe to North Europe with a planned failover of the "
        "Azure SQL Managed Instance failover group fog-orders, including app tier and Front Door, under CHG-61502.")

STEPS = [
    (1, [],
     "Open CHG-61502 for a planned geo-failover of failover group fog-orders from West Europe (sqlmi-orders-weu) to North Europe (sqlmi-orders-neu), Saturday 22:00-23:30 CET.",
     "Raise CHG-61502: on Saturday 22:00-23:30 CET, fail fog-orders over on purpose from sqlmi-orders-weu in West Europe to sqlmi-orders-neu in North Europe.",
     "Saturday 22:00-23:30 CET: open CHG-61502 for a planned geo-failover of failover group fog-orders, West Europe (sqlmi-orders-weu) to North Europe (sqlmi-orders-neu)."),
    (2, [1],
     "Check the link state: `az sql instance-failover-group show --name fog-orders --resource-group rg-data-weu --location westeurope` must report replicationRole Primary and replicationState CATCH_UP.",
     "Confirm with `az sql instance-failover-group show --name fog-orders --resource-group rg-data-weu --location westeurope` that the role is Primary (replicationRole) and the replicationState is CATCH_UP.",
     None),
    (3, [1],
     "Confirm the secondary matches the primary in size: `az sql mi show --resource-group rg-data-neu --name sqlmi-orders-neu --query '{vc:vCores,gb:storageSizeInGb}'` must return 16 vCores and 1024 GB.",
     "Make sure sqlmi-orders-neu is as big as the primary, 16 vCores and 1024 GB, by running `az sql mi show --resource-group rg-data-neu --name sqlmi-orders-neu --query '{vc:vCores,gb:storageSizeInGb}'`.",
     "`az sql mi show --resource-group rg-data-neu --name sqlmi-orders-neu --query '{vc:vCores,gb:storageSizeInGb}'` must return 16 vCores and 1024 GB, the same size as the primary."),
    (4, [1],
     "Make sure no app bypasses the listener: `grep -R sqlmi-orders-weu k8s/ helm/` in the platform repo must find nothing, every connection string must use fog-orders.a1b2c3d4e5f6.database.windows.net.",
     "Verify that every connection string goes through fog-orders.a1b2c3d4e5f6.database.windows.net and none names an instance directly: `grep -R sqlmi-orders-weu k8s/ helm/` in the platform repo has to come back empty.",
     "Every connection string must use fog-orders.a1b2c3d4e5f6.database.windows.net, so `grep -R sqlmi-orders-weu k8s/ helm/` in the platform repo must find nothing."),
    (5, [2, 3, 4],
     "Get CAB and the Orders product owner to approve CHG-61502 and post the maintenance notice on the status page.",
     "Once the CAB and the Orders product owner have approved CHG-61502, put the maintenance notice on the status page.",
     None),
    (6, [5],
     "Script out what the failover group does not replicate: `Export-DbaLogin -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Path \\\\ops-share\\chg-61502\\` and `Get-DbaAgentJob -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net | Export-DbaScript -Path \\\\ops-share\\chg-61502\\`.",
     "Logins and SQL Agent jobs are not part of the failover group, so save them first with `Export-DbaLogin -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Path \\\\ops-share\\chg-61502\\` and `Get-DbaAgentJob -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net | Export-DbaScript -Path \\\\ops-share\\chg-61502\\`.",
     "With `Export-DbaLogin -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Path \\\\ops-share\\chg-61502\\` and `Get-DbaAgentJob -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net | Export-DbaScript -Path \\\\ops-share\\chg-61502\\`, script out what the failover group does not replicate."),
    (7, [6],
     "Copy the agent jobs to the secondary in disabled state: `Copy-DbaAgentJob -Source sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Destination sqlmi-orders-neu.f6e5d4c3b2a1.database.windows.net -DisableOnDestination`.",
     "Create the same agent jobs on the secondary but leave them disabled, using `Copy-DbaAgentJob -Source sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Destination sqlmi-orders-neu.f6e5d4c3b2a1.database.windows.net -DisableOnDestination`.",
     None),
    (8, [5],
     "Scale the North Europe node pool up: `az aks nodepool scale --resource-group rg-app-neu --cluster-name aks-orders-neu --name apppool --node-count 6`.",
     "Grow apppool in North Europe with `az aks nodepool scale --resource-group rg-app-neu --cluster-name aks-orders-neu --name apppool --node-count 6`.",
     "`az aks nodepool scale --resource-group rg-app-neu --cluster-name aks-orders-neu --name apppool --node-count 6` scales the North Europe node pool up."),
    (9, [8],
     "Bring orders-api up in North Europe: `kubectl --context aks-orders-neu -n orders scale deployment/orders-api --replicas=6` and wait for 6/6 Ready.",
     "Start orders-api in North Europe by running `kubectl --context aks-orders-neu -n orders scale deployment/orders-api --replicas=6`, then wait until 6/6 pods are Ready.",
     None),
    (10, [7, 9],
     "Do not fail over until `sys.dm_geo_replication_link_status` on the primary has shown replication_lag_sec below 5 for 10 minutes straight and orders-api in North Europe is 6/6 Ready.",
     "Hold the failover until the primary's `sys.dm_geo_replication_link_status` keeps replication_lag_sec under 5 for a continuous 10 minutes and North Europe orders-api reports 6/6 Ready.",
     "On the primary, `sys.dm_geo_replication_link_status` must keep replication_lag_sec below 5 for 10 minutes straight, and orders-api in North Europe must be 6/6 Ready, before any failover."),
    (11, [10],
     "Stop writes from West Europe: `kubectl --context aks-orders-weu -n orders scale deployment/orders-api --replicas=0`, then wait until the primary shows 0 active user sessions.",
     "Cut off West Europe writers with `kubectl --context aks-orders-weu -n orders scale deployment/orders-api --replicas=0` and wait for active user sessions on the primary to reach 0.",
     "Wait for 0 active user sessions on the primary after stopping writes from West Europe with `kubectl --context aks-orders-weu -n orders scale deployment/orders-api --replicas=0`."),
    (12, [11],
     "Run the planned failover from the secondary side: `az sql instance-failover-group set-primary --name fog-orders --resource-group rg-data-neu --location northeurope` (no data loss, full synchronisation).",
     "Trigger the planned, fully synchronised failover (no data loss) against the secondary: `az sql instance-failover-group set-primary --name fog-orders --resource-group rg-data-neu --location northeurope`.",
     None),
    (13, [12],
     "Verify the new roles: `az sql instance-failover-group show --name fog-orders --resource-group rg-data-neu --location northeurope` shows North Europe as Primary and `nslookup fog-orders.a1b2c3d4e5f6.database.windows.net` resolves to sqlmi-orders-neu.",
     "Check that North Europe is now Primary in `az sql instance-failover-group show --name fog-orders --resource-group rg-data-neu --location northeurope` and that the listener lookup `nslookup fog-orders.a1b2c3d4e5f6.database.windows.net` lands on sqlmi-orders-neu.",
     "North Europe must show as Primary in `az sql instance-failover-group show --name fog-orders --resource-group rg-data-neu --location northeurope`, and `nslookup fog-orders.a1b2c3d4e5f6.database.windows.net` must resolve to sqlmi-orders-neu."),
    (14, [13],
     "Enable the agent jobs on the new primary with `Set-DbaAgentJob -SqlInstance sqlmi-orders-neu.f6e5d4c3b2a1.database.windows.net -Job OrdersNightly,OrdersPurge -Enabled` and disable them on sqlmi-orders-weu.",
     "Switch on OrdersNightly and OrdersPurge on the new primary through `Set-DbaAgentJob -SqlInstance sqlmi-orders-neu.f6e5d4c3b2a1.database.windows.net -Job OrdersNightly,OrdersPurge -Enabled`, and switch them off on sqlmi-orders-weu.",
     None),
    (15, [13],
     "Shift Front Door traffic: `az afd origin update --resource-group rg-edge --profile-name afd-shop --origin-group-name og-orders --origin-name orders-neu --priority 1`.",
     "Make North Europe the preferred origin in Front Door via `az afd origin update --resource-group rg-edge --profile-name afd-shop --origin-group-name og-orders --origin-name orders-neu --priority 1`.",
     "Using `az afd origin update --resource-group rg-edge --profile-name afd-shop --origin-group-name og-orders --origin-name orders-neu --priority 1`, shift Front Door traffic."),
    (16, [15],
     "Watch for 30 minutes in Application Insights: orders-api 5xx below 0.5%, p95 latency below 300 ms and orders per minute within 10% of last Saturday.",
     "Keep Application Insights open for 30 minutes and expect orders-api 5xx under 0.5%, p95 latency under 300 ms, and orders per minute no more than 10% away from last Saturday.",
     None),
    (17, [14, 16],
     "Confirm the last OrderId committed before writes stopped in West Europe exists on sqlmi-orders-neu and the hourly row counts of dbo.Orders match.",
     "Check on sqlmi-orders-neu that the final OrderId committed before the West Europe writers stopped is present, and that dbo.Orders row counts per hour agree.",
     "On sqlmi-orders-neu, the last OrderId committed before writes stopped in West Europe must exist, and the hourly row counts of dbo.Orders must match."),
    (18, [17],
     "Scale the West Europe node pool down: `az aks nodepool scale --resource-group rg-app-weu --cluster-name aks-orders-weu --name apppool --node-count 2`.",
     "Shrink apppool in West Europe with `az aks nodepool scale --resource-group rg-app-weu --cluster-name aks-orders-weu --name apppool --node-count 2`.",
     None),
    (19, [17],
     "Confirm geo-replication now runs from North Europe to West Europe: `sys.dm_geo_replication_link_status` on sqlmi-orders-neu shows the link to sqlmi-orders-weu in CATCH_UP.",
     "Make sure replication has reversed, North Europe to West Europe: on sqlmi-orders-neu, `sys.dm_geo_replication_link_status` must show the sqlmi-orders-weu link as CATCH_UP.",
     "`sys.dm_geo_replication_link_status` on sqlmi-orders-neu must show the link to sqlmi-orders-weu in CATCH_UP, i.e. geo-replication now runs from North Europe to West Europe."),
    (20, [19],
     "Set long-term retention on the new primary: `az sql midb ltr-policy set --resource-group rg-data-neu --managed-instance sqlmi-orders-neu --name orders --weekly-retention P12W`.",
     "Apply the long-term backup retention to the new primary with `az sql midb ltr-policy set --resource-group rg-data-neu --managed-instance sqlmi-orders-neu --name orders --weekly-retention P12W`.",
     None),
    (21, [18, 20],
     "Update the DR runbook and the CMDB: primary region northeurope, secondary westeurope.",
     "Record northeurope as primary region and westeurope as secondary in the CMDB and in the DR runbook.",
     "In the CMDB and the DR runbook, set primary region northeurope and secondary westeurope."),
    (22, [21],
     "Close CHG-61502 with the measured failover time and zero data loss recorded.",
     "Write the measured failover time and the zero data loss into CHG-61502 and close it.",
     None),
]

GUARDS = {
    5: "CAB and product owner approval",
    6: "export of logins and agent jobs before the move",
    10: "replication-lag and readiness check before failover",
    16: "30-minute health watch after the traffic shift",
    17: "data verification before scaling West Europe down",
}
DROP_GUARD = 10

SPLITS = {
    6: ("Script out the logins, which the failover group does not replicate: `Export-DbaLogin -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net -Path \\\\ops-share\\chg-61502\\`.",
        "Script out the agent jobs too: `Get-DbaAgentJob -SqlInstance sqlmi-orders-weu.a1b2c3d4e5f6.database.windows.net | Export-DbaScript -Path \\\\ops-share\\chg-61502\\`."),
    16: ("Watch for 30 minutes in Application Insights: orders-api 5xx below 0.5% and p95 latency below 300 ms.",
         "Orders per minute must stay within 10% of last Saturday."),
}
REGEN_SPLIT = (10, (
    "Before any failover, query `sys.dm_geo_replication_link_status` on the primary and wait until replication_lag_sec has been under 5 for 10 minutes without a break.",
    "Also require orders-api in North Europe at 6/6 Ready."))

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([6, 7], "Export logins and agent jobs from the primary and copy the jobs, disabled, to the secondary."),
    ([8, 9], "Scale up the North Europe node pool and orders-api."),
    ([11, 12, 13], "Stop West Europe writes, run the planned failover of fog-orders to North Europe and verify the roles."),
    ([15, 16], "Switch Front Door to the North Europe origin and watch errors and latency for 30 minutes."),
    ([20, 21, 22], "Set LTR on the new primary, update the DR runbook and CMDB, and close CHG-61502."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 15)],
        "why": "writes are stopped and the failover runs (steps 11-12) without waiting for the replication-lag and readiness check (step 10), which now only gates the Front Door shift",
        "pattern": "cutover no longer waits for readiness"}

TARGET = {"step": 15, "old": "orders-neu", "new": "orders-weu", "kind": "Front Door origin (region)"}

OPERATION = {"step": 12,
             "text": "Run the planned failover from the secondary side: `az sql instance-failover-group set-primary --name fog-orders --resource-group rg-data-neu --location northeurope --allow-data-loss` (no data loss, full synchronisation).",
             "change": "planned failover -> forced failover (`--allow-data-loss` added; prose still says no data loss)"}
