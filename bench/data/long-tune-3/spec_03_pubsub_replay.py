ID = "lt3_03"
TASK = "Replay a 6.5-hour window of Pub/Sub messages to the order-ingest consumer with snapshot + seek after release 3.14.0 acked events without writing them (INC-3302)."

STEPS = [
    (1, [], "Open INC-3302: order-ingest 3.14.0 acked messages on subscription orders-v2-ingest (project shop-prod-7781) without writing them between 2024-05-03T08:10Z and 14:40Z.",
     "Raise INC-3302 because release 3.14.0 of order-ingest acknowledged orders-v2-ingest messages (project shop-prod-7781) from 2024-05-03T08:10Z to 14:40Z without persisting them.",
     "INC-3302 is opened for subscription orders-v2-ingest in project shop-prod-7781: from 2024-05-03T08:10Z until 14:40Z, order-ingest 3.14.0 acked messages but never wrote them."),
    (2, [1], "Roll the consumer back with `kubectl -n ingest rollout undo deployment/order-ingest` and confirm every pod runs image tag 3.13.2.",
     "Revert order-ingest using `kubectl -n ingest rollout undo deployment/order-ingest`, then check that all pods are on image tag 3.13.2.",
     None),
    (3, [1], "Confirm topic retention covers the window: `gcloud pubsub topics describe orders-v2 --project shop-prod-7781 --format='value(messageRetentionDuration)'` must be at least 604800s.",
     "Make sure orders-v2 still retains the affected messages; `gcloud pubsub topics describe orders-v2 --project shop-prod-7781 --format='value(messageRetentionDuration)'` needs to show 604800s or more.",
     "604800s or more is what `gcloud pubsub topics describe orders-v2 --project shop-prod-7781 --format='value(messageRetentionDuration)'` must return, so the window is still retained."),
    (4, [1], "Snapshot the current ack state before seeking: `gcloud pubsub snapshots create orders-v2-ingest-pre-replay --subscription=orders-v2-ingest --project shop-prod-7781`.",
     "Preserve where the subscription stands today, before any seek, by running `gcloud pubsub snapshots create orders-v2-ingest-pre-replay --subscription=orders-v2-ingest --project shop-prod-7781`.",
     "Before the seek, run `gcloud pubsub snapshots create orders-v2-ingest-pre-replay --subscription=orders-v2-ingest --project shop-prod-7781` to snapshot the current ack state."),
    (5, [2], "Rehearse in staging: replay 500 messages from the window through 3.13.2 in project shop-stg-2210 and confirm no duplicate order_id rows land in orders_stg.order_events.",
     "Try it first in shop-stg-2210: push 500 messages from the window through 3.13.2 and check that orders_stg.order_events ends up with no duplicate order_id rows.",
     None),
    (6, [1], "Get the orders team lead to approve the replay on INC-3302, since about 1.9M messages will be redelivered to downstream consumers.",
     "Because roughly 1.9M messages will be redelivered downstream, the replay needs the orders team lead's approval recorded on INC-3302.",
     "Approval of the replay on INC-3302 from the orders team lead (about 1.9M messages will be redelivered to downstream consumers)."),
    (7, [3, 4, 5, 6], "Go only when retention, the snapshot, the staging rehearsal and the approval are all confirmed in the incident channel.",
     "In the incident channel, confirm the staging rehearsal, the approval, retention and the snapshot, and don't proceed until all four are in place.",
     None),
    (8, [7], "Scale the consumer up for the backlog: `kubectl -n ingest scale deployment/order-ingest --replicas=12`.",
     "Give order-ingest room for the backlog with `kubectl -n ingest scale deployment/order-ingest --replicas=12`.",
     "Run `kubectl -n ingest scale deployment/order-ingest --replicas=12` so the consumer can absorb the backlog."),
    (9, [8], "Seek the subscription back to the start of the window with `gcloud pubsub subscriptions seek orders-v2-ingest --time=2024-05-03T08:10:00Z --project shop-prod-7781` and note the time of the seek.",
     "Rewind orders-v2-ingest to the beginning of the window using `gcloud pubsub subscriptions seek orders-v2-ingest --time=2024-05-03T08:10:00Z --project shop-prod-7781`, writing down when you ran it.",
     None),
    (10, [9], "Watch the replay for 30 minutes: error rate under 0.5 %, no OOMKilled pods, and num_undelivered_messages for orders-v2-ingest falling steadily.",
     "Keep eyes on the replay for 30 minutes, expecting num_undelivered_messages on orders-v2-ingest to drop steadily, an error rate below 0.5 % and zero OOMKilled pods.",
     "For 30 minutes, watch num_undelivered_messages of orders-v2-ingest fall while the error rate stays under 0.5 % and no pod is OOMKilled."),
    (11, [10], "When the backlog is under 1000 messages, scale back with `kubectl -n ingest scale deployment/order-ingest --replicas=4`.",
     "Return order-ingest to its normal size, `kubectl -n ingest scale deployment/order-ingest --replicas=4`, once fewer than 1000 messages are left.",
     "Scale back (`kubectl -n ingest scale deployment/order-ingest --replicas=4`) when fewer than 1000 messages remain in the backlog."),
    (12, [10], "Verify the replay is complete: `SELECT COUNT(DISTINCT order_id) FROM shop_prod.order_events WHERE event_ts BETWEEN '2024-05-03 08:10:00' AND '2024-05-03 14:40:00'` must equal the 1912440 orders in the OMS export.",
     "Prove nothing is still missing: the 1912440 orders in the OMS export must equal what `SELECT COUNT(DISTINCT order_id) FROM shop_prod.order_events WHERE event_ts BETWEEN '2024-05-03 08:10:00' AND '2024-05-03 14:40:00'` returns.",
     None),
    (13, [10], "Check for duplicates: `SELECT order_id FROM shop_prod.order_events GROUP BY order_id HAVING COUNT(*) > 1` returns no rows for the window.",
     "Look for double writes with `SELECT order_id FROM shop_prod.order_events GROUP BY order_id HAVING COUNT(*) > 1`; it should return nothing for the window.",
     "No rows for the window from `SELECT order_id FROM shop_prod.order_events GROUP BY order_id HAVING COUNT(*) > 1`: that is the duplicate check."),
    (14, [12, 13], "Delete the snapshot with `gcloud pubsub snapshots delete orders-v2-ingest-pre-replay --project shop-prod-7781`.",
     "Clean up by removing the snapshot: `gcloud pubsub snapshots delete orders-v2-ingest-pre-replay --project shop-prod-7781`.",
     None),
    (15, [11, 14], "Close INC-3302 with the replay counts and a link to the postmortem doc.",
     "Resolve INC-3302, attaching the replay counts and linking the postmortem doc.",
     None),
]

GUARDS = {
    4: "snapshot of the ack state before the seek",
    5: "staging rehearsal (dry run) of the replay",
    6: "orders team lead approval",
    10: "30-minute health watch of the replay",
    12: "count verification before the snapshot is deleted",
}
DROP_GUARD = 4
SPLITS = {
    9: ("Seek the subscription back to the start of the window with `gcloud pubsub subscriptions seek orders-v2-ingest --time=2024-05-03T08:10:00Z --project shop-prod-7781`.",
        "Note the time of the seek in INC-3302."),
    13: ("Check for duplicates with `SELECT order_id FROM shop_prod.order_events GROUP BY order_id HAVING COUNT(*) > 1`.",
         "For the window it must return no rows."),
}
REGEN_SPLIT = (12, ("Count what landed: `SELECT COUNT(DISTINCT order_id) FROM shop_prod.order_events WHERE event_ts BETWEEN '2024-05-03 08:10:00' AND '2024-05-03 14:40:00'`.",
                    "The result has to match the 1912440 orders listed in the OMS export exactly."))
SERIALIZE = [12, 13]
COMPRESS = [
    ([2, 5], "Roll order-ingest back to 3.13.2 and rehearse a 500-message replay in staging."),
    ([8, 9], "Scale order-ingest to 12 replicas and seek orders-v2-ingest to 08:10Z."),
    ([11, 15], "Scale the consumer back down and close INC-3302."),
    ([12, 14], "Check the BigQuery count against the OMS export and delete the snapshot."),
]
LOST = {"remove": (12, 14), "add": [(12, 15)],
        "why": "the snapshot is deleted without waiting for the count verification against the OMS export"}
TARGET = {"step": 9, "old": "2024-05-03T08:10:00Z", "new": "2024-05-03T18:10:00Z", "kind": "seek timestamp"}
OPERATION = {"step": 2, "change": "`rollout undo` -> `rollout restart` (prose still says roll back)",
             "text": "Roll the consumer back with `kubectl -n ingest rollout restart deployment/order-ingest` and confirm every pod runs image tag 3.13.2."}
