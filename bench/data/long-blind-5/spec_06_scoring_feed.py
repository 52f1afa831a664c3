ID = "lb5_06"
TASK = "Move a live football scoring feed ingest from provider push API v1 to v2 before a tournament (shadow run, flag rollout, v1 retirement)"

STEPS = [
    (1, [], "Open CHG-30551 to move score-ingest (namespace feeds-prod, EKS cluster sports-eu-west-1) from provider push API v1 to v2.",
     "Raise CHG-30551 for switching score-ingest, which runs in namespace feeds-prod on EKS cluster sports-eu-west-1, from push API v1 to v2 of the provider.",
     "CHG-30551: provider push API v1 to v2 for score-ingest (EKS cluster sports-eu-west-1, namespace feeds-prod)."),
    (2, [1], "Snapshot the match-state cache with `redis-cli -h score-cache.feeds.internal BGSAVE` and copy dump.rdb to s3://feeds-backups/score-cache/2024-06-10/.",
     "Take a BGSAVE of the match-state cache (`redis-cli -h score-cache.feeds.internal BGSAVE`) and put the resulting dump.rdb in s3://feeds-backups/score-cache/2024-06-10/.",
     None),
    (3, [1], "Deploy v2 next to v1 in shadow mode with `helm upgrade --install score-ingest-v2 charts/score-ingest -n feeds-prod --set feed.api=v2 --set publish.enabled=false`.",
     "Install v2 beside v1, shadow only, by running `helm upgrade --install score-ingest-v2 charts/score-ingest -n feeds-prod --set feed.api=v2 --set publish.enabled=false`.",
     "With `helm upgrade --install score-ingest-v2 charts/score-ingest -n feeds-prod --set feed.api=v2 --set publish.enabled=false`, bring up v2 in shadow mode next to v1."),
    (4, [3], "Ask the provider to replay yesterday's 6 fixtures of competition 2034 to the v2 subscription.",
     "Request a replay from the provider of the 6 fixtures played yesterday in competition 2034, sent to the v2 subscription.",
     None),
    (5, [4], "Compare v2 against v1 with `feedcmp --left kafka://scores.v1 --right kafka://scores.v2-shadow --fixtures 6`; goals, cards and match clock must show 0 mismatches.",
     "Run `feedcmp --left kafka://scores.v1 --right kafka://scores.v2-shadow --fixtures 6` to diff v2 with v1, expecting 0 mismatches on goals, cards and match clock.",
     "Goals, cards and match clock need 0 mismatches when `feedcmp --left kafka://scores.v1 --right kafka://scores.v2-shadow --fixtures 6` compares v2 with v1."),
    (6, [4], "Check on the Grafana panel Ingest Latency that v2 provider-to-Kafka p95 is under 400 ms.",
     "Make sure the v2 p95 from provider to Kafka stays below 400 ms on the Ingest Latency panel in Grafana.",
     None),
    (7, [5, 6], "Shadow-run v2 through the live fixtures of 2024-06-11 and repeat the feedcmp comparison: 0 goal mismatches allowed.",
     "Keep v2 in shadow for the 2024-06-11 live fixtures, then run the feedcmp comparison again; no goal mismatch (0) is tolerated.",
     "Repeat the feedcmp comparison after v2 has shadowed the live fixtures of 2024-06-11, with 0 goal mismatches allowed."),
    (8, [7], "Get the head of data operations to approve the cutover on CHG-30551.",
     "The cutover needs the head of data operations' approval on CHG-30551.",
     None),
    (9, [8], "Post the cutover notice to B2B clients on status.scores.example.com at least 24 hours ahead.",
     "Publish the cutover notice for B2B clients on status.scores.example.com no less than 24 hours beforehand.",
     "At least 24 hours in advance, B2B clients get the cutover notice on status.scores.example.com."),
    (10, [2, 9], "Set the LaunchDarkly flag scores-source to serve v2 to 10% of client connections in the production environment.",
     "In the production environment, have LaunchDarkly flag scores-source send 10% of client connections to v2.",
     None),
    (11, [10], "Hold at 10% for 30 minutes and go further only if score-update lag stays under 2 s and the WebSocket reconnect rate under 1% on the Score Push dashboard.",
     "Stay at 10% for 30 minutes; continue only while the Score Push dashboard shows score-update lag below 2 s and WebSocket reconnects below 1%.",
     "Only proceed if, after 30 minutes at 10%, the Score Push dashboard has score-update lag under 2 s and a WebSocket reconnect rate under 1%."),
    (12, [11], "Raise scores-source to serve v2 to 100% of client connections.",
     "Turn scores-source up so that 100% of client connections get v2.",
     None),
    (13, [12], "Confirm that the 3 largest B2B clients bet-0042, bet-0107 and bet-0311 are receiving v2 messages with schema version 2.3.",
     "Check that bet-0042, bet-0107 and bet-0311, the 3 biggest B2B clients, now get v2 messages on schema version 2.3.",
     "Schema version 2.3 v2 messages must be reaching the 3 largest B2B clients (bet-0042, bet-0107, bet-0311); confirm it."),
    (14, [12], "Check that the dead-letter topic scores.v2.dlq stays empty for 1 hour.",
     "Make sure nothing lands in the dead-letter topic scores.v2.dlq over 1 hour.",
     None),
    (15, [13, 14], "Stop v1 with `kubectl scale deployment score-ingest-v1 -n feeds-prod --replicas=0`, leaving the release installed for rollback.",
     "Scale v1 down using `kubectl scale deployment score-ingest-v1 -n feeds-prod --replicas=0`, but keep the release installed so it can be rolled back.",
     "Keep the release installed for rollback and stop v1 by running `kubectl scale deployment score-ingest-v1 -n feeds-prod --replicas=0`."),
    (16, [15], "Verify across the first full match day (at least 8 fixtures) that v2 had 0 mismatches against the provider's official match reports before retiring anything of v1.",
     "Before any part of v1 is retired, confirm over the first complete match day, 8 fixtures or more, that v2 shows 0 mismatches with the provider's official match reports.",
     None),
    (17, [16], "Cancel the v1 push subscription SUB-88213-V1 with the provider.",
     "Have the provider cancel SUB-88213-V1, the v1 push subscription.",
     "With the provider, cancel push subscription SUB-88213-V1 (v1)."),
    (18, [16], "Remove the v1 release with `helm uninstall score-ingest-v1 -n feeds-prod`.",
     "Uninstall the v1 release: `helm uninstall score-ingest-v1 -n feeds-prod`.",
     None),
    (19, [18], "Archive topic scores.v1 to s3://feeds-archive/scores-v1/ with the S3 sink connector and check that the object count matches the topic's offsets.",
     "Use the S3 sink connector to copy topic scores.v1 into s3://feeds-archive/scores-v1/, then confirm the number of objects lines up with the topic's offsets.",
     "Check the object count against the topic's offsets after archiving scores.v1 to s3://feeds-archive/scores-v1/ through the S3 sink connector."),
    (20, [17, 19], "Delete topic scores.v1 with `kafka-topics --bootstrap-server kafka-1.feeds.internal:9092 --delete --topic scores.v1`.",
     "Remove the scores.v1 topic by running `kafka-topics --bootstrap-server kafka-1.feeds.internal:9092 --delete --topic scores.v1`.",
     None),
    (21, [20], "Update the on-call runbook and the client docs to reference API v2 and schema 2.3.",
     "Revise the client docs and the on-call runbook so they point to API v2 and schema 2.3.",
     "Point the on-call runbook and the client docs at schema 2.3 and API v2."),
    (22, [21], "Close CHG-30551 with the feedcmp reports attached.",
     "Attach the feedcmp reports and close CHG-30551.",
     None),
]

GUARDS = {
    2: "BGSAVE snapshot of the match-state cache",
    8: "head of data operations approval of the cutover",
    11: "30-minute watch at 10% before going to 100%",
    16: "full match day verified before retiring v1",
    19: "archive of the v1 topic before deleting it",
}
DROP_GUARD = 11

SPLITS = {
    5: ("Compare v2 against v1 with `feedcmp --left kafka://scores.v1 --right kafka://scores.v2-shadow --fixtures 6`.",
        "Goals, cards and match clock must show 0 mismatches."),
    19: ("Archive topic scores.v1 to s3://feeds-archive/scores-v1/ with the S3 sink connector.",
         "Check that the object count matches the topic's offsets."),
}
REGEN_SPLIT = (10, ("Open the scores-source flag in LaunchDarkly, production environment.",
                    "Route 10% of client connections to v2 with it."))

SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Open CHG-30551 and snapshot the match-state cache to S3."),
    ([3, 4], "Deploy v2 in shadow mode and have the provider replay yesterday's fixtures."),
    ([7, 8], "Shadow v2 on live fixtures, compare, and get the cutover approved."),
    ([9, 10], "Notify B2B clients and move 10% of connections to v2."),
    ([12, 13], "Go to 100% v2 and confirm the big clients get schema 2.3."),
    ([17, 20], "Cancel the v1 subscription and delete the v1 topic."),
    ([21, 22], "Update the docs and close CHG-30551."),
]

LOST = {"remove": (19, 20), "add": [(19, 21)],
        "why": "topic scores.v1 is deleted (20) without waiting for its archive to S3 (19)"}

TARGET = {"step": 15, "old": "score-ingest-v1", "new": "score-ingest-v2", "kind": "Kubernetes deployment"}

OPERATION = {"step": 3,
             "text": "Deploy v2 next to v1 in shadow mode with `helm upgrade --install score-ingest-v2 charts/score-ingest -n feeds-prod --set feed.api=v2 --set publish.enabled=true`.",
             "change": "publish.enabled=false -> publish.enabled=true (shadow deploy publishes to live clients)"}
