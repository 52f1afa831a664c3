ID = "lt4_02"
TASK = "Release contoso-orders-api 4.12.0 on Azure App Service through the staging deployment slot, with an additive SQL migration."

STEPS = [
    (1, [], "Open change CHG-51877 for release 4.12.0 of contoso-orders-api and freeze all other deployments to rg-orders-prod.",
     "Raise CHG-51877 for contoso-orders-api 4.12.0; while it is open nobody else deploys to rg-orders-prod.",
     "Freeze every other deployment to rg-orders-prod and open change CHG-51877 for the 4.12.0 release of contoso-orders-api."),
    (2, [1], "Export the current production app settings: `az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api > appsettings-prod-20260312.json`.",
     "Keep a copy of today's production app settings by running `az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api > appsettings-prod-20260312.json`.",
     "`az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api > appsettings-prod-20260312.json` - export of the production app settings as they are now."),
    (3, [1], "Make a database copy before touching the schema: `az sql db copy -g rg-orders-prod -s sql-orders-weu -n ordersdb --dest-name ordersdb-pre-4120`.",
     "Before the schema changes, clone the database with `az sql db copy -g rg-orders-prod -s sql-orders-weu -n ordersdb --dest-name ordersdb-pre-4120`; no copy, no migration.",
     None),
    (4, [1], "Deploy the build to the staging slot: `az webapp deploy -g rg-orders-prod -n contoso-orders-api --slot staging --src-path orders-api-4.12.0.zip`.",
     "Push orders-api-4.12.0.zip into the staging slot using `az webapp deploy -g rg-orders-prod -n contoso-orders-api --slot staging --src-path orders-api-4.12.0.zip`.",
     None),
    (5, [3], "Generate the migration script with `dotnet ef migrations script 20260201_AddOrderIndex --idempotent -o migrate-4120.sql` and have the on-call DBA review it; only additive changes (CREATE INDEX ... WITH (ONLINE = ON), nullable ADD COLUMN) are allowed.",
     "Produce migrate-4120.sql via `dotnet ef migrations script 20260201_AddOrderIndex --idempotent -o migrate-4120.sql` and get the on-call DBA to read it. Anything that is not additive (online CREATE INDEX ... WITH (ONLINE = ON), nullable ADD COLUMN) sends it back.",
     "Have the on-call DBA review the output of `dotnet ef migrations script 20260201_AddOrderIndex --idempotent -o migrate-4120.sql`: additive changes only (CREATE INDEX ... WITH (ONLINE = ON), nullable ADD COLUMN)."),
    (6, [5], "Apply the reviewed script: `sqlcmd -S sql-orders-weu.database.windows.net -d ordersdb -G -i migrate-4120.sql`.",
     "Run the approved migration against ordersdb with `sqlcmd -S sql-orders-weu.database.windows.net -d ordersdb -G -i migrate-4120.sql`.",
     "`sqlcmd -S sql-orders-weu.database.windows.net -d ordersdb -G -i migrate-4120.sql` applies the script that was reviewed."),
    (7, [4], "Warm up staging: poll `https://contoso-orders-api-staging.azurewebsites.net/healthz/ready` until it returns 200 on 5 consecutive checks.",
     "Keep polling `https://contoso-orders-api-staging.azurewebsites.net/healthz/ready`; staging counts as warm only after 5 consecutive 200 responses.",
     None),
    (8, [4], "Check the sticky settings with `az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api --slot staging`: ASPNETCORE_ENVIRONMENT=Production, and ConnectionStrings__Orders must have slotSetting true.",
     "Look at the staging slot's settings (`az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api --slot staging`). ASPNETCORE_ENVIRONMENT=Production is expected, and if ConnectionStrings__Orders is not marked slotSetting true, stop.",
     "ASPNETCORE_ENVIRONMENT=Production and slotSetting true on ConnectionStrings__Orders are what `az webapp config appsettings list -g rg-orders-prod -n contoso-orders-api --slot staging` must show."),
    (9, [6, 7, 8], "Run the smoke suite against staging with `npm run smoke -- --base-url https://contoso-orders-api-staging.azurewebsites.net`; all 42 checks must pass.",
     "Point `npm run smoke -- --base-url https://contoso-orders-api-staging.azurewebsites.net` at staging. A single failure among the 42 checks blocks the release.",
     None),
    (10, [2, 9], "Get the release manager's approval for the swap recorded in CHG-51877.",
     "The swap needs the release manager's sign-off, written into CHG-51877; wait for it.",
     "In CHG-51877, the release manager records approval for the swap - get that first."),
    (11, [10], "Start the swap in preview mode: `az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action preview`.",
     "Begin a preview swap (`az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action preview`) so staging picks up the production settings first.",
     None),
    (12, [11], "Re-check `/healthz/ready` on staging now that it runs with the production settings, then complete the swap with `az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action swap`.",
     "With production settings now applied to staging, confirm `/healthz/ready` again; only then finish with `az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action swap`.",
     "`az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action swap` completes the swap, after a fresh `/healthz/ready` check on staging under production settings."),
    (13, [12], "Watch Application Insights for 30 minutes: server exceptions must stay below 0.5 % of requests and p95 duration under 800 ms.",
     "Give it half an hour in Application Insights. If server exceptions reach 0.5 % of requests or p95 duration goes to 800 ms or above, swap back.",
     None),
    (14, [13], "Lift the deployment freeze on rg-orders-prod and announce release 4.12.0 in #releases.",
     "Announce 4.12.0 in #releases and end the deploy freeze for rg-orders-prod.",
     None),
    (15, [13], "Leave the previous build in the staging slot for 24 hours as the rollback target and tag the released commit `v4.12.0` in the orders-api repo.",
     "Tag the released commit as `v4.12.0` in orders-api, and keep the old build sitting in staging for 24 hours in case we need to roll back.",
     "In the orders-api repo, tag the released commit `v4.12.0`; the prior build stays in the staging slot for 24 hours as rollback target."),
    (16, [14, 15], "Close CHG-51877 with the Application Insights screenshot attached.",
     "Attach the Application Insights screenshot and close out CHG-51877.",
     None),
]

GUARDS = {3: "database copy before the schema migration", 5: "DBA review of the generated migration script before apply",
          10: "release manager approval before the swap", 13: "30-minute Application Insights watch before lifting the freeze"}
DROP_GUARD = 10

SPLITS = {
    5: ("Generate the migration script with `dotnet ef migrations script 20260201_AddOrderIndex --idempotent -o migrate-4120.sql`.",
        "Have the on-call DBA review migrate-4120.sql; only additive changes (CREATE INDEX ... WITH (ONLINE = ON), nullable ADD COLUMN) are allowed."),
    12: ("Re-check `/healthz/ready` on staging now that it runs with the production settings.",
         "Complete the swap with `az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action swap`."),
}
REGEN_SPLIT = (9, ("Run `npm run smoke -- --base-url https://contoso-orders-api-staging.azurewebsites.net` against the staging slot.",
                   "Do not go further unless every one of the 42 smoke checks is green."))

SERIALIZE = [7, 8]

COMPRESS = [
    ((2, 10), "Export the prod app settings and get release-manager approval for the swap."),
    ((5, 6), "Generate the EF migration script, have the DBA review it and apply it with sqlcmd."),
    ((7, 9), "Warm up staging and run the smoke suite (all checks green)."),
    ((11, 12), "Swap staging into production (preview first, then complete)."),
    ((14, 16), "Lift the freeze, announce 4.12.0 and close CHG-51877."),
]

LOST = {"remove": (13, 14), "add": [(12, 14)],
        "why": "the freeze is lifted and 4.12.0 announced (14) right after the swap, without waiting for the 30-minute Application Insights watch (13)"}

TARGET = {"step": 6, "old": "sql-orders-weu", "new": "sql-orders-neu", "kind": "SQL server (region)"}

OPERATION = {"step": 12, "text": "Re-check `/healthz/ready` on staging now that it runs with the production settings, then complete the swap with `az webapp deployment slot swap -g rg-orders-prod -n contoso-orders-api --slot staging --target-slot production --action reset`.",
             "change": "`--action swap` -> `--action reset` (cancels the swap; prose still says complete)"}
