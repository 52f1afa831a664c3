ID = "lb2_08"
TASK = ("Switch the /api/* behaviour of CloudFront distribution E2QWRUHAPOMQZL (shop.example.com) to a new ALB "
        "origin and attach a security-headers policy: save the current config, check the new origin, edit and diff "
        "the config, open the ALB to CloudFront only, update and verify the distribution, then retire the old origin.")

STEPS = [
    (1, [],
     "Open CHG-70352: move the `/api/*` behaviour of distribution `E2QWRUHAPOMQZL` (shop.example.com) to the new ALB `api-v2-alb` and add a security-headers policy.",
     "Raise CHG-70352 to add a security-headers policy and repoint `/api/*` on `E2QWRUHAPOMQZL` (shop.example.com) at the new ALB `api-v2-alb`.",
     "For distribution `E2QWRUHAPOMQZL` (shop.example.com), open CHG-70352: the `/api/*` behaviour moves to the new ALB `api-v2-alb` and a security-headers policy is added."),
    (2, [1],
     "Save the live config first: `aws cloudfront get-distribution-config --id E2QWRUHAPOMQZL > dist-before.json`, and note the ETag in the ticket.",
     "Before editing, dump the current config with `aws cloudfront get-distribution-config --id E2QWRUHAPOMQZL > dist-before.json` and write its ETag into the ticket.",
     "Note the ETag in the ticket after saving the live config with `aws cloudfront get-distribution-config --id E2QWRUHAPOMQZL > dist-before.json`."),
    (3, [1],
     "Check the new origin directly: target group `tg-api-v2` must show 6/6 healthy targets and `curl -sS -H 'Host: shop.example.com' https://api-v2-alb-1877.eu-west-1.elb.amazonaws.com/api/health` must return 200.",
     "Hit the new origin without CloudFront -- `curl -sS -H 'Host: shop.example.com' https://api-v2-alb-1877.eu-west-1.elb.amazonaws.com/api/health` should answer 200, and `tg-api-v2` should report all 6/6 targets healthy.",
     None),
    (4, [1],
     "Create response headers policy `shop-security-headers` (HSTS max-age 31536000 with includeSubDomains, nosniff, frame DENY): `aws cloudfront create-response-headers-policy --response-headers-policy-config file://headers.json`.",
     "Run `aws cloudfront create-response-headers-policy --response-headers-policy-config file://headers.json` to create `shop-security-headers`, which sets HSTS max-age 31536000 including subdomains, nosniff and frame DENY.",
     "With `aws cloudfront create-response-headers-policy --response-headers-policy-config file://headers.json`, create response headers policy `shop-security-headers` (HSTS max-age 31536000 with includeSubDomains, nosniff, frame DENY)."),
    (5, [2, 3],
     "In `dist-new.json` add origin `api-v2` pointing to `api-v2-alb-1877.eu-west-1.elb.amazonaws.com`, HTTPS only, read timeout 30 s, with custom header `X-Origin-Verify` taken from secret `cf/origin-verify`.",
     "Add an origin named `api-v2` to `dist-new.json`: domain `api-v2-alb-1877.eu-west-1.elb.amazonaws.com`, HTTPS only, 30 s read timeout, plus the `X-Origin-Verify` custom header whose value comes from secret `cf/origin-verify`.",
     "Add origin `api-v2` (`api-v2-alb-1877.eu-west-1.elb.amazonaws.com`, HTTPS only, read timeout 30 s, custom header `X-Origin-Verify` from secret `cf/origin-verify`) in `dist-new.json`."),
    (6, [4, 5],
     "Point the `/api/*` cache behaviour in `dist-new.json` at origin `api-v2` and attach the managed `CachingDisabled` cache policy and `shop-security-headers`.",
     "Edit the `/api/*` behaviour in `dist-new.json` so it targets `api-v2`, uses the managed `CachingDisabled` cache policy and carries `shop-security-headers`.",
     None),
    (7, [6],
     "Eyeball the diff before applying: `diff <(jq -S .DistributionConfig dist-before.json) <(jq -S . dist-new.json)` may only show the new origin, the `/api/*` behaviour and the headers policy.",
     "Look hard at `diff <(jq -S .DistributionConfig dist-before.json) <(jq -S . dist-new.json)` before anything is applied; only the new origin, the `/api/*` behaviour and the headers policy are allowed to differ.",
     None),
    (8, [1],
     "On the new ALB's security group `sg-0a91c3e2d4f5b6a78` allow TCP 443 only from the CloudFront managed prefix list `pl-4fa04526`.",
     "Restrict security group `sg-0a91c3e2d4f5b6a78` of the new ALB so TCP 443 is allowed from nothing but the CloudFront managed prefix list `pl-4fa04526`.",
     "Allow TCP 443 only from the CloudFront managed prefix list `pl-4fa04526` on `sg-0a91c3e2d4f5b6a78`, the new ALB's security group."),
    (9, [7, 8],
     "Apply it: `aws cloudfront update-distribution --id E2QWRUHAPOMQZL --if-match <ETag> --distribution-config file://dist-new.json`.",
     "Push the new config with `aws cloudfront update-distribution --id E2QWRUHAPOMQZL --if-match <ETag> --distribution-config file://dist-new.json`.",
     None),
    (10, [9],
     "Wait for the rollout with `aws cloudfront wait distribution-deployed --id E2QWRUHAPOMQZL`; it usually takes 5-10 minutes.",
     "Block on `aws cloudfront wait distribution-deployed --id E2QWRUHAPOMQZL` until the change is deployed, normally 5-10 minutes.",
     "`aws cloudfront wait distribution-deployed --id E2QWRUHAPOMQZL` waits for the rollout; it usually takes 5-10 minutes."),
    (11, [10],
     "Smoke-test through CloudFront: `curl -sI https://shop.example.com/api/health` returns 200 with a `strict-transport-security` header and `x-cache: Miss from cloudfront`.",
     "Through the CDN, `curl -sI https://shop.example.com/api/health` must give 200, include `strict-transport-security` and show `x-cache: Miss from cloudfront`.",
     "`curl -sI https://shop.example.com/api/health` must return 200 with a `strict-transport-security` header and `x-cache: Miss from cloudfront`: smoke-test through CloudFront."),
    (12, [10],
     "Make sure static content is untouched: `curl -sI https://shop.example.com/static/app.js` still returns `x-cache: Hit from cloudfront` with an `age` header.",
     "Static assets must be unaffected -- `curl -sI https://shop.example.com/static/app.js` should still come back `x-cache: Hit from cloudfront` and carry an `age` header.",
     None),
    (13, [11, 12],
     "Watch the distribution's CloudWatch metrics for 20 minutes: `5xxErrorRate` under 0.2 % and `OriginLatency` p95 under 400 ms.",
     "Keep CloudWatch open on the distribution for 20 minutes; `5xxErrorRate` has to stay below 0.2 % and p95 `OriginLatency` below 400 ms.",
     "For 20 minutes, watch the distribution's CloudWatch metrics: `OriginLatency` p95 under 400 ms and `5xxErrorRate` under 0.2 %."),
    (14, [13],
     "Leave the old ALB `api-old-alb-123` running for 48 hours as the rollback target and book its removal as CHG-70388.",
     "Keep `api-old-alb-123` up as the way back for 48 hours, and file CHG-70388 for taking it down afterwards.",
     "Book the removal of the old ALB `api-old-alb-123` as CHG-70388; until then, for 48 hours, it stays running as the rollback target."),
    (15, [13],
     "Extend Datadog synthetic test `api-health-prod` to assert the `strict-transport-security` header.",
     "Add an assertion on the `strict-transport-security` header to the Datadog synthetic `api-health-prod`.",
     None),
    (16, [14],
     "After the 48 hours, drop origin `api-v1` from the distribution with another get / edit / diff / `update-distribution --if-match` cycle.",
     "Once 48 hours are up, run a fresh get / edit / diff / `update-distribution --if-match` round to remove the `api-v1` origin.",
     "Drop origin `api-v1` from the distribution after the 48 hours, using another get / edit / diff / `update-distribution --if-match` cycle."),
    (17, [15, 16],
     "Update the CDN inventory page with the new origin, the headers policy and the ETag history.",
     "Record the headers policy, the new origin and the ETag history on the CDN inventory page.",
     None),
    (18, [17],
     "Close CHG-70352 with `dist-before.json` and the diff attached.",
     "Resolve CHG-70352, attaching the diff and `dist-before.json`.",
     None),
]

GUARDS = {
    2: "saved copy of the live config before changing it",
    3: "health check of the new origin before the switch",
    7: "diff review of the distribution config before update-distribution",
    13: "20-minute metrics watch before retiring the old origin",
}
DROP_GUARD = 7

SPLITS = {
    5: ("In `dist-new.json` add origin `api-v2` pointing to `api-v2-alb-1877.eu-west-1.elb.amazonaws.com`, HTTPS only, read timeout 30 s.",
        "Give that origin the custom header `X-Origin-Verify`, taken from secret `cf/origin-verify`."),
    13: ("Watch the distribution's CloudWatch metrics for 20 minutes: `5xxErrorRate` must stay under 0.2 %.",
         "In the same 20 minutes `OriginLatency` p95 must stay under 400 ms."),
}
REGEN_SPLIT = (3, (
    "Confirm that target group `tg-api-v2` reports 6/6 healthy targets.",
    "Then call the new origin directly, bypassing CloudFront: `curl -sS -H 'Host: shop.example.com' https://api-v2-alb-1877.eu-west-1.elb.amazonaws.com/api/health` has to answer 200."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([4, 6], "Create the security-headers policy and point `/api/*` at the new origin with caching disabled."),
    ([7, 9], "Diff the new config against the old one and apply it with update-distribution."),
    ([10, 11, 12], "Wait for deployment, then curl /api/health and a static asset through CloudFront."),
    ([16, 17], "After 48 hours remove the old api-v1 origin and update the CDN inventory."),
]

LOST = {"remove": (8, 9), "add": [(8, 11)],
        "why": "the distribution update (9) no longer waits for the new ALB's security group to be opened to CloudFront (8), so /api/* can be switched to an origin that still refuses CloudFront"}

TARGET = {"step": 9, "old": "E2QWRUHAPOMQZL", "new": "E1Y7KX0S4B3T9M", "kind": "CloudFront distribution ID"}

OPERATION = {"step": 9,
             "text": "Apply it: `aws cloudfront delete-distribution --id E2QWRUHAPOMQZL --if-match <ETag>`.",
             "change": "update-distribution -> delete-distribution"}
