# Hand-written golden: Fastly service version change (new EU origin + login rate limit) via staging.
ID = "lb3_11"
DOMAIN = "Fastly service version change (staging, then production)"
TASK = ("Ship Fastly service version 43 for www.shopfront.example (new EU origin, login rate limit, "
        "dictionary clean-up) through staging to production under change CHG-48213.")

S = "SU1Z0isxPaozGVKXdv0eY"

STEPS = [
    (1, [],
     "Open change CHG-48213 for Fastly service `SU1Z0isxPaozGVKXdv0eY` (www.shopfront.example) and record the active version 42 as the rollback point.",
     "Raise CHG-48213 against the Fastly service www.shopfront.example (`SU1Z0isxPaozGVKXdv0eY`), noting that version 42, the one live right now, is what we fall back to.",
     "For `SU1Z0isxPaozGVKXdv0eY` (www.shopfront.example), open change CHG-48213 and write down version 42, currently active, as the rollback point."),
    (2, [1],
     "Dump the versionless edge dictionary before anyone edits it: `fastly dictionary-entry list --service-id=SU1Z0isxPaozGVKXdv0eY --dictionary-id=5clA2wnJ7xKq --json > geo_redirects-20240611.json`, then attach the file to CHG-48213.",
     "Take a copy of the edge dictionary first, since it is versionless and edits go live at once: run `fastly dictionary-entry list --service-id=SU1Z0isxPaozGVKXdv0eY --dictionary-id=5clA2wnJ7xKq --json > geo_redirects-20240611.json` and upload the JSON to CHG-48213.",
     None),
    (3, [1],
     "Clone the live configuration into a draft: `fastly service-version clone --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`; the new draft is version 43.",
     "Create draft version 43 by copying version 42 with `fastly service-version clone --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`.",
     "With `fastly service-version clone --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`, copy the live configuration into a draft (it becomes version 43)."),
    (4, [2],
     "Delete the 37 retired country redirects from `geo_redirects`, one `fastly dictionary-entry delete --service-id=SU1Z0isxPaozGVKXdv0eY --dictionary-id=5clA2wnJ7xKq --key=<cc>` per key listed in CHG-48213; this takes effect on the edge immediately.",
     "Strip the 37 country redirects that CHG-48213 lists as retired out of `geo_redirects` by running `fastly dictionary-entry delete --service-id=SU1Z0isxPaozGVKXdv0eY --dictionary-id=5clA2wnJ7xKq --key=<cc>` once per key; the edge picks each removal up straight away.",
     None),
    (5, [3],
     "Add the new origin to draft 43: `fastly backend create --service-id=SU1Z0isxPaozGVKXdv0eY --version=43 --name=origin_eu2 --address=origin-eu2.shopfront.example --port=443 --use-ssl --ssl-cert-hostname=origin-eu2.shopfront.example`.",
     "Register origin_eu2 as a backend of version 43 using `fastly backend create --service-id=SU1Z0isxPaozGVKXdv0eY --version=43 --name=origin_eu2 --address=origin-eu2.shopfront.example --port=443 --use-ssl --ssl-cert-hostname=origin-eu2.shopfront.example`.",
     "Using `fastly backend create --service-id=SU1Z0isxPaozGVKXdv0eY --version=43 --name=origin_eu2 --address=origin-eu2.shopfront.example --port=443 --use-ssl --ssl-cert-hostname=origin-eu2.shopfront.example`, put the new origin into draft 43."),
    (6, [3],
     "Upload the reworked VCL with the login rate-limit snippet (50 requests per 10 seconds per client IP): `fastly vcl custom update --service-id=SU1Z0isxPaozGVKXdv0eY --version=43 --name=main --content=./vcl/main.vcl`.",
     "Push ./vcl/main.vcl, which now carries a login limiter of 50 requests per client IP in any 10 seconds, into version 43 via `fastly vcl custom update --service-id=SU1Z0isxPaozGVKXdv0eY --version=43 --name=main --content=./vcl/main.vcl`.",
     None),
    (7, [5, 6],
     'Validate the draft through the API: `curl -s -H "Fastly-Key: $FASTLY_API_TOKEN" https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/version/43/validate` must come back with `{"status":"ok"}` and an empty errors list.',
     'Make sure version 43 passes server-side validation: the call `curl -s -H "Fastly-Key: $FASTLY_API_TOKEN" https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/version/43/validate` has to answer `{"status":"ok"}` with no errors at all.',
     None),
    (8, [7],
     "Get a second CDN engineer to read the version diff from `https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/diff/from/42/to/43?format=text` line by line; only origin_eu2 and the rate-limit snippet may differ, nothing in the cache key or purge logic.",
     "Nothing moves on until another CDN engineer has gone through the diff (`https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/diff/from/42/to/43?format=text`) and agreed that origin_eu2 and the rate-limit snippet are the sole changes, with cache key and purge logic untouched.",
     "The diff at `https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/diff/from/42/to/43?format=text` gets read line by line by a second CDN engineer; only origin_eu2 and the rate-limit snippet may differ, nothing in the cache key or purge logic."),
    (9, [8],
     "Stage version 43 rather than activating it: `fastly service-version stage --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`, then pin the staging IP 151.101.2.57 in /etc/hosts on the test runner.",
     "Put version 43 on Fastly staging only, with no production activation, via `fastly service-version stage --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`, and aim the test runner at staging by adding 151.101.2.57 to its /etc/hosts.",
     "Using `fastly service-version stage --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`, stage version 43 instead of activating it; the test runner then gets 151.101.2.57 (staging) pinned in /etc/hosts."),
    (10, [9],
     "Run the staging smoke suite: `./smoke.sh --target=staging` must return 200 for /, /cart and /checkout and a 429 on the 51st login POST within 10 seconds.",
     "Against staging, execute `./smoke.sh --target=staging`; it passes only with HTTP 200 on /, /cart and /checkout, plus a 429 once the 51st login POST lands inside 10 seconds.",
     "`./smoke.sh --target=staging` is the staging smoke suite: /, /cart and /checkout must give 200, and the 51st login POST within 10 seconds must get a 429."),
    (11, [9],
     "Watch origin_eu2 in Origin Inspector for 10 minutes of staging traffic: health check green in every POP and origin p95 under 400 ms.",
     "Let staging carry traffic for 10 minutes with Origin Inspector open on origin_eu2; every POP has to show a passing health check and the origin p95 must stay below 400 ms.",
     None),
    (12, [10, 11],
     "Get CAB approval recorded on CHG-48213 with the smoke results and the Origin Inspector screenshot attached; no production activation without it.",
     "Production activation needs a CAB approval on CHG-48213, so request it with the smoke output and the Origin Inspector screenshot attached and wait until it is recorded.",
     "With the smoke results and the Origin Inspector screenshot attached, have the CAB record its approval on CHG-48213; without it there is no production activation."),
    (13, [12],
     "Activate version 43 in production: `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`.",
     "Make version 43 the live production version by running `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`.",
     None),
    (14, [4, 13],
     "Watch the real-time stats for 30 minutes; if the 5xx rate goes above 1% or 429s exceed 2% of requests, roll back with `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`, otherwise close CHG-48213.",
     "Keep the real-time stats on screen for half an hour: close CHG-48213 if the 5xx rate stays at or below 1% and 429s stay within 2% of requests, and otherwise revert using `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`.",
     None),
]

GUARDS = {
    2: "export of the versionless dictionary before live key deletion",
    8: "second-engineer diff review before staging",
    11: "10-minute origin health watch before approval and activation",
    12: "CAB approval before production activation",
}
DROP_GUARD = 12

SPLITS = {
    2: ("Dump the versionless edge dictionary before anyone edits it: `fastly dictionary-entry list --service-id=SU1Z0isxPaozGVKXdv0eY --dictionary-id=5clA2wnJ7xKq --json > geo_redirects-20240611.json`.",
        "Attach geo_redirects-20240611.json to CHG-48213."),
    14: ("Watch the real-time stats for 30 minutes; if the 5xx rate goes above 1% or 429s exceed 2% of requests, roll back with `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=42`.",
         "If the 30 minutes pass inside those limits, close CHG-48213."),
}
REGEN_SPLIT = (10, (
    "Point `./smoke.sh --target=staging` at the staged version and check that /, /cart and /checkout each answer 200.",
    "Then hammer the login form: the 51st POST inside 10 seconds has to be refused with a 429."))

SERIALIZE = [10, 11]

COMPRESS = [
    ([1, 2], "Open CHG-48213 for service `SU1Z0isxPaozGVKXdv0eY` with version 42 as rollback and export the geo_redirects dictionary to JSON first."),
    ([9, 10, 11], "Stage version 43 and run the smoke tests and an Origin Inspector check of origin_eu2 against staging."),
    ([13, 14], "Activate version 43 in production and watch real-time stats for 30 minutes, rolling back to 42 on errors, then close the change."),
]

LOST = {"remove": (2, 4), "add": [(1, 4), (2, 14)],
        "why": "the live deletion of the 37 dictionary keys (step 4) no longer waits for the dictionary export (step 2), which now only has to finish before close",
        "pattern": "destructive step no longer waits for its backup"}

TARGET = {"step": 5, "old": "origin-eu2.shopfront.example", "new": "origin-eu1.shopfront.example",
          "kind": "hostname (backend address)"}

OPERATION = {"step": 9,
             "text": "Stage version 43 rather than activating it: `fastly service-version activate --service-id=SU1Z0isxPaozGVKXdv0eY --version=43`, then pin the staging IP 151.101.2.57 in /etc/hosts on the test runner.",
             "change": "`service-version stage` -> `service-version activate` (prose still says stage)"}
