ID = "lt4_05"
TASK = "Re-embed the support-articles search corpus with bge-m3 into a new Qdrant collection, canary the query service and switch the alias."

STEPS = [
    (1, [], "Open ticket MLP-2291 for re-embedding support_articles with bge-m3 (replacing the text-embedding-ada-002 vectors) on Qdrant cluster qdrant-prod-eu.",
     "Raise MLP-2291: the support_articles vectors on qdrant-prod-eu move from text-embedding-ada-002 to bge-m3.",
     "On Qdrant cluster qdrant-prod-eu, re-embedding support_articles with bge-m3 instead of text-embedding-ada-002 is tracked in ticket MLP-2291."),
    (2, [1], "Snapshot the live collection with `curl -X POST http://qdrant-prod-eu:6333/collections/support_articles_v3/snapshots` and copy the snapshot to s3://ml-backups/qdrant/2026-06-02/.",
     "Take a snapshot of the serving collection (`curl -X POST http://qdrant-prod-eu:6333/collections/support_articles_v3/snapshots`) and upload it to s3://ml-backups/qdrant/2026-06-02/.",
     "Copy to s3://ml-backups/qdrant/2026-06-02/ the snapshot you create with `curl -X POST http://qdrant-prod-eu:6333/collections/support_articles_v3/snapshots`."),
    (3, [1], "Export the source articles with `python export_articles.py --since 2026-01-01 --out articles-20260602.parquet` and record the row count (about 1.84 million expected).",
     "Dump the articles to parquet via `python export_articles.py --since 2026-01-01 --out articles-20260602.parquet`; note how many rows it wrote - roughly 1.84 million is normal.",
     None),
    (4, [1], "Build and push the embedder image `registry.internal/ml/embedder:bge-m3-1.2.0`.",
     "Push a freshly built `registry.internal/ml/embedder:bge-m3-1.2.0` image.",
     None),
    (5, [4], "Run the offline eval `python eval_retrieval.py --model bge-m3 --qrels qrels-support-v7.tsv`; nDCG@10 must reach at least 0.650 (the ada-002 baseline is 0.612).",
     "Evaluate offline with `python eval_retrieval.py --model bge-m3 --qrels qrels-support-v7.tsv`. An nDCG@10 below 0.650 (baseline ada-002: 0.612) ends the rollout here.",
     "nDCG@10 of at least 0.650, against a 0.612 ada-002 baseline, is the bar for `python eval_retrieval.py --model bge-m3 --qrels qrels-support-v7.tsv`."),
    (6, [1], "Create the new collection support_articles_v4 on qdrant-prod-eu with vector size 1024, distance Cosine and `on_disk: true`.",
     "On qdrant-prod-eu, create support_articles_v4: Cosine distance, vector size 1024, `on_disk: true`.",
     None),
    (7, [6], "Enable dual-write in the indexer so new articles also land in v4: `kubectl -n search set env deploy/article-indexer DUAL_WRITE_COLLECTION=support_articles_v4`.",
     "Have the indexer write new articles to v4 as well by setting `kubectl -n search set env deploy/article-indexer DUAL_WRITE_COLLECTION=support_articles_v4`.",
     "`kubectl -n search set env deploy/article-indexer DUAL_WRITE_COLLECTION=support_articles_v4` turns on dual-write, so fresh articles also reach v4."),
    (8, [3, 5, 7], "Launch the batch embedding job with `kubectl -n ml-batch apply -f embed-job-v4.yaml` (16 parallel pods on the a10g node pool).",
     "Start embedding: `kubectl -n ml-batch apply -f embed-job-v4.yaml`, which runs 16 pods in parallel on the a10g pool.",
     "On the a10g node pool, 16 parallel pods do the embedding once you `kubectl -n ml-batch apply -f embed-job-v4.yaml`."),
    (9, [8], "Follow `kubectl -n ml-batch get job embed-support-v4 -w` until the job is Complete with 0 failed pods.",
     "Keep `kubectl -n ml-batch get job embed-support-v4 -w` open; the job is finished when it shows Complete and no pod failed (0).",
     None),
    (10, [9], "Verify that points_count of support_articles_v4 is at least the parquet row count.",
     "If support_articles_v4 reports a points_count lower than the parquet row count, stop - points are missing.",
     "The parquet row count is the floor: points_count on support_articles_v4 must not be below it."),
    (11, [9], "Sample 1000 points from support_articles_v4 and check that every vector has norm 1.0 +/- 0.01 and a non-empty `locale` payload.",
     "Pull 1000 random points out of support_articles_v4; each one needs a vector norm of 1.0 +/- 0.01 and a `locale` payload that is not empty.",
     None),
    (12, [10, 11], "Replay 10000 logged queries from 2026-05-31 against v3 and v4 with `python shadow_replay.py --queries queries-20260531.jsonl`; p99 latency on v4 must stay under 120 ms, and the report lists top-5 overlap.",
     "Shadow-test v3 against v4: `python shadow_replay.py --queries queries-20260531.jsonl` replays 10000 queries logged on 2026-05-31. The report gives top-5 overlap; a v4 p99 of 120 ms or more is a fail.",
     "`python shadow_replay.py --queries queries-20260531.jsonl` replays 10000 queries (logged 2026-05-31) on v3 and v4; v4 p99 under 120 ms, top-5 overlap in the report."),
    (13, [12], "Review the replay report with the search product owner and record their sign-off in MLP-2291.",
     "Go through the replay report with the search product owner; the rollout continues only with their sign-off in MLP-2291.",
     None),
    (14, [13], "Deploy the canary: `helm upgrade search-api charts/search-api -n search --set embedder.model=bge-m3 --set qdrant.collection=support_articles_v4 --set canary.weight=10`.",
     "Roll out a 10 % canary of the query service via `helm upgrade search-api charts/search-api -n search --set embedder.model=bge-m3 --set qdrant.collection=support_articles_v4 --set canary.weight=10`.",
     "`helm upgrade search-api charts/search-api -n search --set embedder.model=bge-m3 --set qdrant.collection=support_articles_v4 --set canary.weight=10` puts the canary out."),
    (15, [14], "Watch the canary for 2 hours: its click-through rate must not drop more than 3 % below control, and 5xx must stay under 0.2 %.",
     "Let the canary run for 2 hours. A click-through rate more than 3 % under control, or 5xx at 0.2 % or higher, means set the weight back to 0.",
     None),
    (16, [2, 15], "Switch the alias atomically: one `POST /collections/aliases` call with delete_alias support_articles and create_alias support_articles -> support_articles_v4.",
     "In a single `POST /collections/aliases` request, delete_alias support_articles and create_alias support_articles -> support_articles_v4, so the swap is atomic.",
     "delete_alias support_articles plus create_alias support_articles -> support_articles_v4, sent together in one `POST /collections/aliases` call (atomic switch)."),
    (17, [16], "Move the query service to 100 %: `helm upgrade search-api charts/search-api -n search --reuse-values --set canary.weight=100`.",
     "Send all traffic (100 %) to the new release with `helm upgrade search-api charts/search-api -n search --reuse-values --set canary.weight=100`.",
     None),
    (18, [17], "Watch the search dashboard for 24 hours: zero-result rate below 4 % and p99 under 120 ms.",
     "Keep the search dashboard under watch for 24 hours; a zero-result rate of 4 % or more, or p99 at 120 ms and above, is a rollback trigger.",
     "Zero-result rate under 4 % and p99 under 120 ms on the search dashboard, held for 24 hours."),
    (19, [18], "Make v4 the only write target: `kubectl -n search set env deploy/article-indexer INDEX_COLLECTION=support_articles_v4 DUAL_WRITE_COLLECTION-`.",
     "Switch the indexer to write only to v4 using `kubectl -n search set env deploy/article-indexer INDEX_COLLECTION=support_articles_v4 DUAL_WRITE_COLLECTION-`.",
     None),
    (20, [18], "In the model registry, set bge-m3-1.2.0 to Production for search-embedder and archive text-embedding-ada-002.",
     "Archive text-embedding-ada-002 in the model registry and promote bge-m3-1.2.0 to Production for search-embedder.",
     "For search-embedder in the model registry: bge-m3-1.2.0 becomes Production, text-embedding-ada-002 is archived."),
    (21, [19, 20], "After 7 days without rollback, confirm the alias support_articles still points to support_articles_v4 and that v3 served 0 queries in the last 72 hours.",
     "Once 7 days have passed with no rollback, check two things: support_articles still resolves to support_articles_v4, and v3 got 0 queries over the last 72 hours.",
     None),
    (22, [21], "Delete the old collection: `curl -X DELETE http://qdrant-prod-eu:6333/collections/support_articles_v3`.",
     "Drop support_articles_v3 with `curl -X DELETE http://qdrant-prod-eu:6333/collections/support_articles_v3`.",
     None),
    (23, [22], "Close MLP-2291 with the eval and replay reports attached.",
     "Attach the eval report and the replay report, then close MLP-2291.",
     None),
]

GUARDS = {2: "snapshot of the live collection before the alias switch", 5: "offline nDCG@10 quality gate before embedding",
          10: "points count verification before the replay", 13: "product owner sign-off before the canary",
          15: "2-hour canary watch before the alias switch", 21: "7-day no-traffic verification before deleting v3"}
DROP_GUARD = 15

SPLITS = {
    8: ("Launch the batch embedding job with `kubectl -n ml-batch apply -f embed-job-v4.yaml`.",
        "The job runs 16 parallel pods on the a10g node pool."),
    12: ("Replay 10000 logged queries from 2026-05-31 against v3 and v4 with `python shadow_replay.py --queries queries-20260531.jsonl`.",
         "In the replay report, p99 latency on v4 must stay under 120 ms; it also lists top-5 overlap."),
}
REGEN_SPLIT = (16, ("Prepare one `POST /collections/aliases` body holding two actions: delete_alias support_articles and create_alias support_articles -> support_articles_v4.",
                    "Send it as a single request so the alias flips atomically."))

SERIALIZE = [10, 11]

COMPRESS = [
    ((4, 5), "Build the bge-m3 embedder image and check it beats the ada-002 baseline offline."),
    ((8, 9), "Run the batch embedding job to completion."),
    ((12, 13), "Shadow-replay logged queries and get the product owner's sign-off."),
    ((14, 15), "Canary the new query service at 10 % and watch it."),
    ((16, 17), "Switch the support_articles alias to v4 and go to 100 %."),
    ((21, 22, 23), "After a week, drop support_articles_v3 and close MLP-2291."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 16)],
        "why": "the canary (14) goes out right after the replay, without the search product owner's sign-off (13)"}

TARGET = {"step": 6, "old": "vector size 1024", "new": "vector size 768", "kind": "vector dimension"}

OPERATION = {"step": 7, "text": "Enable dual-write in the indexer so new articles also land in v4: `kubectl -n search set env deploy/article-indexer DUAL_WRITE_COLLECTION-`.",
             "change": "set DUAL_WRITE_COLLECTION -> unset it (`DUAL_WRITE_COLLECTION-`), i.e. dual-write disabled; prose still says enable"}
