#!/usr/bin/env python3
"""Build and check the ops-blind corpus.

    python3 make.py           # write goldens.jsonl and variants.jsonl from spec.py, then check them
    python3 make.py --check   # only check the two .jsonl files

The hand-written content (golden steps, one rewording per step, the wrong_tool edit, the added
step and the reorder pair) lives in spec.py. This script does the mechanical work: choosing which
steps to reword / delete / merge with a fixed seed per golden, rewiring, merging, renumbering.

Mechanics:
* N = max(1, round-half-up(percent/100 * n)).
* description: N steps (seeded choice) replaced by their hand rewording; nodes and edges unchanged.
* missing: N steps (seeded choice) deleted one at a time; each predecessor of a deleted step is
  wired to each of its successors (an edge p->s is only added when s is not already reachable
  from p, so no redundant START->END shortcut edges appear); kept steps verbatim, renumbered in
  golden order.
* compressed: N merges, one at a time. A node is drawn (seeded), then one of its neighbours on an
  edge u->v between two real steps where that edge is the only u~>v path (so contraction keeps a
  DAG). Merged text = text(u) + ", then " / ". Then " + text(v) (joiner seeded; a trailing period
  of u is dropped and a leading ordinary capitalised word of v is lower-cased). The merged node
  takes the union of both nodes' edges. Nodes are renumbered in a topological order.
* reorder: texts of the hand-picked pair swapped, edges kept.
* added: hand-written step inserted between two steps p->s (edge replaced by p->new->s), placed
  right after p in the numbering.
* wrong_tool: one hand-picked substring in one step replaced.
"""
import collections
import difflib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDENS_PATH = os.path.join(HERE, "goldens.jsonl")
VARIANTS_PATH = os.path.join(HERE, "variants.jsonl")
SOURCE = "ops-blind"
PERCENTS = (10, 30, 50)
TYPE_ORDER = ["description", "missing", "compressed", "reorder", "added", "wrong_tool"]


def n_of(percent, n):
    """N = max(1, round-half-up(percent/100 * n)), in integer arithmetic."""
    return max(1, (2 * percent * n + 100) // 200)


# ----------------------------------------------------------------------------- graphs

def parse_edges(spec):
    out = []
    for tok in spec.split():
        a, b = tok.split(">")
        a = "START" if a == "S" else a
        b = "END" if b == "E" else b
        out.append([a, b])
    return out


def adjacency(edges):
    succ, pred = collections.defaultdict(set), collections.defaultdict(set)
    for a, b in edges:
        succ[a].add(b)
        pred[b].add(a)
    return succ, pred


def reachable(succ, src, dst, skip_edge=None):
    seen, stack = {src}, [src]
    while stack:
        x = stack.pop()
        for y in succ.get(x, ()):
            if skip_edge is not None and (x, y) == skip_edge:
                continue
            if y == dst:
                return True
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return False


def reach_sets(n_nodes, edges):
    succ, _ = adjacency(edges)
    out = {}
    for i in range(1, n_nodes + 1):
        k = str(i)
        seen, stack = set(), [k]
        while stack:
            x = stack.pop()
            for y in succ.get(x, ()):
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        out[k] = seen
    return out


def graph_problems(n_nodes, edges):
    """Valid ids, START/END present, DAG, every node on a START->END path."""
    probs = []
    ids = {str(i) for i in range(1, n_nodes + 1)}
    valid = ids | {"START", "END"}
    for e in edges:
        if not (isinstance(e, list) and len(e) == 2):
            probs.append(f"bad edge {e!r}")
            continue
        a, b = e
        if a not in valid or b not in valid:
            probs.append(f"edge {a}->{b} references an unknown id")
        if a == "END" or b == "START" or a == b:
            probs.append(f"edge {a}->{b} is malformed")
        if a == "START" and b == "END":
            probs.append("edge START->END")
    if len({tuple(e) for e in edges}) != len(edges):
        probs.append("duplicate edges")
    succ, pred = adjacency(edges)
    if not succ.get("START"):
        probs.append("START has no outgoing edge")
    if not pred.get("END"):
        probs.append("END has no incoming edge")
    # acyclic (Kahn)
    indeg = {k: len(pred.get(k, ())) for k in valid}
    queue = [k for k in valid if indeg[k] == 0]
    seen = 0
    while queue:
        x = queue.pop()
        seen += 1
        for y in succ.get(x, ()):
            indeg[y] -= 1
            if indeg[y] == 0:
                queue.append(y)
    if seen != len(valid):
        probs.append("graph has a cycle")
    for k in sorted(ids, key=int):
        if not reachable(succ, "START", k) or not reachable(succ, k, "END"):
            probs.append(f"node {k} is not on a START->END path")
    return probs


def sort_edges(edges, order):
    rank = {"START": -1, "END": 10 ** 6}
    rank.update({k: i for i, k in enumerate(order)})
    return sorted(edges, key=lambda e: (rank[e[0]], rank[e[1]]))


def is_nonlinear(n_nodes, edges):
    succ, pred = adjacency(edges)
    return any(len(succ.get(k, ())) > 1 or len(pred.get(k, ())) > 1
               for k in ["START", "END"] + [str(i) for i in range(1, n_nodes + 1)])


# ----------------------------------------------------------------------------- text helpers

PROPER_FIRST_WORDS = {"Vault", "Kafka", "Redis", "Grafana", "Jenkins", "Tempo", "Flink", "Dagster",
                      "Consul", "Ceph", "Snowflake", "Airflow", "Kubernetes", "Docker", "Istio",
                      "Pulumi", "Packer", "Terraform", "Ansible", "Databricks", "Redshift", "Slack"}


def lower_first(text):
    m = re.match(r"([A-Z][a-z]+)\b", text)
    if m and m.group(1) not in PROPER_FIRST_WORDS:
        return text[0].lower() + text[1:]
    return text


JOINERS = (", then ", ". Then ")


def join_steps(a, b, joiner):
    a2 = a[:-1] if a.endswith(".") else a
    return a2 + joiner + lower_first(b)


SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90}
NUMWORD_RE = re.compile(
    r"\b(?:(?P<tens>" + "|".join(TENS) + r")(?:[- ](?P<unit>" + "|".join(SMALL[1:10]) + r"))?"
    r"|(?P<small>" + "|".join(sorted(SMALL, key=len, reverse=True)) + r"))\b"
    r"(?:\s+(?P<mult>hundred|thousand)\b)?", re.I)
PHRASES = [
    (r"\ba quarter of an hour\b", "15 minutes"),
    (r"\bhalf an hour\b", "30 minutes"),
    (r"\ban hour\b", "1 hour"),
    (r"\ba minute\b", "1 minute"),
    (r"\ba day\b", "1 day"),
    (r"\ba week\b", "1 week"),
]
UNIT_MS = [
    (r"milliseconds?|ms", 1), (r"seconds?|secs?|s", 1000), (r"minutes?|mins?|m", 60000),
    (r"hours?|hrs?|h", 3600000), (r"days?|d", 86400000), (r"weeks?", 604800000),
]
DURATION_RE = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)[ -]?(" + "|".join(f"(?:{u})" for u, _ in UNIT_MS) + r")\b")
ABBREV = [(r"\bdatabases?\b", "DB"), (r"\bkubernetes\b", "k8s"), (r"\bproduction\b", "prod")]


def _numword(m):
    if m.group("small"):
        v = SMALL.index(m.group("small").lower())
    else:
        v = TENS[m.group("tens").lower()]
        if m.group("unit"):
            v += SMALL.index(m.group("unit").lower())
    if m.group("mult"):
        v *= 100 if m.group("mult").lower() == "hundred" else 1000
    return str(v)


def _duration(m):
    value, unit = float(m.group(1)), m.group(2)
    for pat, factor in UNIT_MS:
        if re.fullmatch(pat, unit):
            ms = value * factor
            return (str(int(ms)) if ms == int(ms) else repr(ms)) + "ms"
    return m.group(0)


def normalize(text):
    """Canonical form used to compare a golden step with its rewording."""
    s = text.replace("`", "")
    for pat, rep in PHRASES:
        s = re.sub(pat, rep, s, flags=re.I)
    s = NUMWORD_RE.sub(_numword, s)
    s = re.sub(r"(\d+(?:\.\d+)?)\s*(?:percent|per cent)\b", r"\1%", s, flags=re.I)
    s = DURATION_RE.sub(_duration, s)
    for pat, rep in ABBREV:
        s = re.sub(pat, rep, s, flags=re.I)
    return re.sub(r"\s+", " ", s).strip()


STRIP = ".,;:!?()[]{}\"'`"
ID_CHARS = set("_-./:=$@#%<>*~|+[]{}\\")


def clean_token(tok):
    tok = tok.strip(STRIP)
    if tok.endswith("'s"):
        tok = tok[:-2]
    return tok.strip(STRIP)


def identifier_like(tok):
    if not any(c.isalnum() for c in tok):
        return False
    if any(c.isdigit() for c in tok) or any(c in ID_CHARS for c in tok):
        return True
    if any(c.isupper() for c in tok[1:]):
        return True
    return len(tok) >= 2 and tok.isupper()


def backtick_spans(text):
    return re.findall(r"`([^`]+)`", text)


def survival_problems(golden, reword):
    """Backticked commands and identifier-like tokens of golden that are missing from reword."""
    r = normalize(reword)
    missing = []
    for span in backtick_spans(golden):
        if normalize(span) not in r:
            missing.append("`" + span + "`")
    for tok in normalize(golden).split():
        t = clean_token(tok)
        if t and identifier_like(t) and t not in r:
            missing.append(t)
    return missing


ABBREV_FORMS = ["db", "database", "k8s", "kubernetes", "prod", "production"]


def changes_identifier_text(golden, reword):
    """Does the rewording touch identifier-bearing text (backticks, numbers/units, abbreviations)?"""
    if sorted(backtick_spans(golden)) != sorted(backtick_spans(reword)):
        return True

    def digit_tokens(t):
        return sorted(clean_token(x) for x in t.replace("`", " ").split() if any(c.isdigit() for c in x))

    if digit_tokens(golden) != digit_tokens(reword):
        return True

    def forms(t):
        return [len(re.findall(r"\b" + f + r"s?\b", t, flags=re.I)) for f in ABBREV_FORMS]

    return forms(golden) != forms(reword)


# ----------------------------------------------------------------------------- variant builders

def golden_record(g):
    return {"id": g["id"], "source": SOURCE, "task": g["task"],
            "nodes": [s[0] for s in g["steps"]], "edges": parse_edges(g["edges"])}


def rng_for(gid, vtype, percent):
    return random.Random(f"ops-blind/{gid}/{vtype}/{percent}")


def renumber(order, texts, edges):
    """order: node keys in their new order; returns (nodes, edges) with ids 1..k."""
    new_id = {k: str(i + 1) for i, k in enumerate(order)}
    new_id["START"], new_id["END"] = "START", "END"
    nodes = [texts[k] for k in order]
    new_edges = sorted({(new_id[a], new_id[b]) for a, b in edges})
    new_edges = [list(e) for e in new_edges]
    return nodes, sort_edges(new_edges, [str(i + 1) for i in range(len(order))])


def build_description(g, gold, pct):
    n = len(gold["nodes"])
    N = n_of(pct, n)
    picked = sorted(rng_for(g["id"], "description", pct).sample(range(1, n + 1), N))
    nodes = list(gold["nodes"])
    for i in picked:
        nodes[i - 1] = g["steps"][i - 1][1]
    note = (f"reworded {N} of {n} steps: {', '.join(map(str, picked))} (golden numbering); "
            "same commands, flags, hosts, numbers and thresholds, edges unchanged")
    return nodes, [list(e) for e in gold["edges"]], note


def build_missing(g, gold, pct):
    n = len(gold["nodes"])
    N = n_of(pct, n)
    dels = sorted(rng_for(g["id"], "missing", pct).sample(range(1, n + 1), N))
    edges = {tuple(e) for e in gold["edges"]}
    for d in map(str, dels):
        succ, pred = adjacency(edges)
        ps, ss = pred[d], succ[d]
        edges = {e for e in edges if d not in e}
        for p in sorted(ps):
            for s in sorted(ss):
                if not reachable(adjacency(edges)[0], p, s):
                    edges.add((p, s))
    keep = [str(i) for i in range(1, n + 1) if i not in dels]
    texts = {str(i): t for i, t in enumerate(gold["nodes"], 1)}
    nodes, new_edges = renumber(keep, texts, edges)
    note = (f"deleted {N} of {n} steps: {', '.join(map(str, dels))} (golden numbering); remaining "
            "steps verbatim and renumbered, predecessors of each deleted step wired to its successors")
    return nodes, new_edges, note


def build_compressed(g, gold, pct):
    n = len(gold["nodes"])
    N = n_of(pct, n)
    rng = rng_for(g["id"], "compressed", pct)
    texts = {str(i): t for i, t in enumerate(gold["nodes"], 1)}
    members = {str(i): [i] for i in range(1, n + 1)}
    edges = {tuple(e) for e in gold["edges"]}
    merges = []
    for _ in range(N):
        succ, _pred = adjacency(edges)
        cands = [(u, v) for u, v in sorted(edges)
                 if u in texts and v in texts and not reachable(succ, u, v, skip_edge=(u, v))]
        if not cands:
            raise SystemExit(f"{g['id']}: no mergeable edge left at {pct}%")
        nodes_with = sorted({x for e in cands for x in e}, key=int)
        x = rng.choice(nodes_with)
        u, v = rng.choice([e for e in cands if x in e])
        joiner = rng.choice(JOINERS)
        texts[u] = join_steps(texts[u], texts[v], joiner)
        members[u] = members[u] + members[v]
        merges.append("+".join(map(str, sorted(members[u]))))
        del texts[v], members[v]
        new = set()
        for a, b in edges:
            if (a, b) == (u, v):
                continue
            new.add((u if a == v else a, u if b == v else b))
        edges = new
    # topological renumbering, ties broken by the smallest golden step inside a node
    succ, pred = adjacency(edges)
    indeg = {k: len([p for p in pred.get(k, ()) if p != "START"]) for k in texts}
    ready = [k for k in texts if indeg[k] == 0]
    order = []
    while ready:
        ready.sort(key=lambda k: min(members[k]))
        k = ready.pop(0)
        order.append(k)
        for y in succ.get(k, ()):
            if y in indeg:
                indeg[y] -= 1
                if indeg[y] == 0:
                    ready.append(y)
    assert len(order) == len(texts), g["id"]
    nodes, new_edges = renumber(order, texts, edges)
    final_groups = sorted((sorted(m) for m in members.values() if len(m) > 1), key=lambda m: m[0])
    note = (f"{N} of {n} steps merged one at a time into an adjacent step; the merged nodes hold golden "
            f"steps {', '.join('+'.join(map(str, m)) for m in final_groups)} (golden numbering); texts "
            "joined with ', then' or '. Then', union of edges, renumbered")
    return nodes, new_edges, note


def build_reorder(g, gold):
    a, b = g["reorder"]["a"], g["reorder"]["b"]
    nodes = list(gold["nodes"])
    nodes[a - 1], nodes[b - 1] = nodes[b - 1], nodes[a - 1]
    note = f"swapped the texts of steps {a} and {b}, edges kept; {a} must precede {b}: {g['reorder']['why']}"
    return nodes, [list(e) for e in gold["edges"]], note


def build_added(g, gold):
    ad = g["added"]
    p, s = ad["after"], ad["before"]
    n = len(gold["nodes"])
    assert [str(p), str(s)] in gold["edges"], (g["id"], "added step must sit on an existing edge")
    texts = {str(i): t for i, t in enumerate(gold["nodes"], 1)}
    texts["NEW"] = ad["text"]
    edges = {tuple(e) for e in gold["edges"]} - {(str(p), str(s))}
    edges |= {(str(p), "NEW"), ("NEW", str(s))}
    order = [str(i) for i in range(1, p + 1)] + ["NEW"] + [str(i) for i in range(p + 1, n + 1)]
    nodes, new_edges = renumber(order, texts, edges)
    label = ("destructive/risky step" if ad["kind"] == "destructive"
             else "harmless-looking but unrequested step")
    note = (f"added a {label} between steps {p} and {s} (golden numbering; it is node {p + 1} here): "
            f"{ad['why']}")
    return nodes, new_edges, note


def build_wrong_tool(g, gold):
    wt = g["wrong_tool"]
    k = wt["step"]
    nodes = list(gold["nodes"])
    text = nodes[k - 1]
    assert text.count(wt["old"]) == 1, (g["id"], "wrong_tool.old must occur exactly once", wt["old"])
    nodes[k - 1] = text.replace(wt["old"], wt["new"])
    note = f"step {k}: '{wt['old']}' -> '{wt['new']}' ({wt['kind']}); {wt['why']}"
    return nodes, [list(e) for e in gold["edges"]], note


def build():
    sys.path.insert(0, HERE)
    from spec import GOLDENS
    goldens, variants = [], []
    for g in GOLDENS:
        gold = golden_record(g)
        goldens.append(gold)

        def emit(vtype, pct, built):
            nodes, edges, note = built
            variants.append({"golden_id": g["id"], "type": vtype, "percent": pct,
                             "nodes": nodes, "edges": edges, "note": note})

        for pct in PERCENTS:
            emit("description", pct, build_description(g, gold, pct))
        for pct in PERCENTS:
            emit("missing", pct, build_missing(g, gold, pct))
        for pct in PERCENTS:
            emit("compressed", pct, build_compressed(g, gold, pct))
        emit("reorder", None, build_reorder(g, gold))
        emit("added", None, build_added(g, gold))
        emit("wrong_tool", None, build_wrong_tool(g, gold))
    with open(GOLDENS_PATH, "w", encoding="utf-8") as f:
        for r in goldens:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(VARIANTS_PATH, "w", encoding="utf-8") as f:
        for r in variants:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(goldens)} goldens to {GOLDENS_PATH}")
    print(f"wrote {len(variants)} variants to {VARIANTS_PATH}")


# ----------------------------------------------------------------------------- checks

def segment(text, golden_texts):
    """Split a compressed node into golden steps joined by ', then ' / '. Then '.
    Returns the list of golden step numbers, or None."""
    forms = []
    for i, t in enumerate(golden_texts, 1):
        for base in {t, t[:-1] if t.endswith(".") else t}:
            for f in {base, lower_first(base), base[:1].lower() + base[1:]}:
                forms.append((f, i))

    def rec(pos):
        for f, i in forms:
            if text.startswith(f, pos):
                end = pos + len(f)
                if end == len(text):
                    return [i]
                for j in JOINERS:
                    if text.startswith(j, end):
                        rest = rec(end + len(j))
                        if rest is not None:
                            return [i] + rest
        return None

    return rec(0)


class Report:
    def __init__(self):
        self.failures = []
        self.lines = []

    def fail(self, msg):
        self.failures.append(msg)

    def ok(self, msg):
        self.lines.append(msg)


def check():
    rep = Report()
    goldens, variants = [], []
    for path, sink in ((GOLDENS_PATH, goldens), (VARIANTS_PATH, variants)):
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try:
                    sink.append(json.loads(line))
                except json.JSONDecodeError as e:
                    rep.fail(f"{os.path.basename(path)}:{ln} does not parse: {e}")
    rep.ok(f"parse: {len(goldens)} golden lines and {len(variants)} variant lines parse as JSON")

    # ---- goldens
    gfields = {"id", "source", "task", "nodes", "edges"}
    ids = [g.get("id") for g in goldens]
    if len(set(ids)) != len(ids):
        rep.fail("duplicate golden ids")
    expected_ids = [f"blind_{i:02d}" for i in range(1, 25)]
    if ids != expected_ids:
        rep.fail(f"golden ids are not blind_01..blind_24 in order: {ids}")
    gmap = {}
    nonlinear, sizes, total_steps = [], collections.Counter(), 0
    for g in goldens:
        gid = g.get("id")
        gmap[gid] = g
        if set(g) != gfields:
            rep.fail(f"{gid}: fields {sorted(g)}")
        if g.get("source") != SOURCE:
            rep.fail(f"{gid}: source {g.get('source')!r}")
        n = len(g["nodes"])
        sizes[n] += 1
        total_steps += n
        if not 5 <= n <= 12:
            rep.fail(f"{gid}: {n} steps")
        if len(set(g["nodes"])) != n:
            rep.fail(f"{gid}: duplicate step texts")
        for p in graph_problems(n, g["edges"]):
            rep.fail(f"{gid}: {p}")
        for a, b in g["edges"]:
            if a not in ("START", "END") and b not in ("START", "END") and int(a) >= int(b):
                rep.fail(f"{gid}: edge {a}->{b} does not increase")
        if is_nonlinear(n, g["edges"]):
            nonlinear.append(gid)
    if len(nonlinear) < 18:
        rep.fail(f"only {len(nonlinear)} non-linear goldens")
    chains = [gid for gid in ids if gid not in nonlinear]
    rep.ok(f"goldens: {len(goldens)} unique ids, {total_steps} steps, sizes "
           f"{dict(sorted(sizes.items()))}; every graph a DAG with every node on a START->END path, "
           f"ids increase along every edge; {len(nonlinear)} non-linear, chains: {', '.join(chains)}")

    # ---- variants: fields, ids, counts
    vfields = {"golden_id", "type", "percent", "nodes", "edges", "note"}
    per = collections.defaultdict(list)
    for v in variants:
        if set(v) != vfields:
            rep.fail(f"variant fields {sorted(v)}")
        per[v["golden_id"]].append(v)
    keys = [(v["golden_id"], v["type"], v["percent"]) for v in variants]
    if len(set(keys)) != len(keys):
        rep.fail("duplicate (golden_id, type, percent) variant ids")
    want = sorted([(t, p) for t in ("description", "missing", "compressed") for p in PERCENTS]
                  + [("reorder", None), ("added", None), ("wrong_tool", None)], key=str)
    for gid in ids:
        got = sorted(((v["type"], v["percent"]) for v in per.get(gid, [])), key=str)
        if got != want:
            rep.fail(f"{gid}: variants {got}")
    if set(per) - set(ids):
        rep.fail(f"variants for unknown goldens {sorted(set(per) - set(ids))}")
    types = collections.Counter(v["type"] for v in variants)
    rep.ok(f"variants: {len(variants)} unique (golden_id, type, percent); 12 per golden; by type "
           f"{dict(types)}")

    # ---- per-variant checks
    stats = collections.Counter()
    used_rewordings, wt_ratios, wt_step_ratios, wt_outside, wt_sizes = [], [], [], 0, []
    for v in variants:
        gid, vt, pct = v["golden_id"], v["type"], v["percent"]
        g = gmap[gid]
        gn, ge = g["nodes"], g["edges"]
        n = len(gn)
        tag = f"{gid}/{vt}/{pct}"
        if not isinstance(v["note"], str) or not v["note"] or "\n" in v["note"]:
            rep.fail(f"{tag}: note must be one line")
        for p in graph_problems(len(v["nodes"]), v["edges"]):
            rep.fail(f"{tag}: {p}")
        if vt in ("description", "missing", "compressed"):
            if pct not in PERCENTS:
                rep.fail(f"{tag}: percent")
            N = n_of(pct, n)
        elif pct is not None:
            rep.fail(f"{tag}: percent must be null")

        if vt == "description":
            if v["edges"] != ge or len(v["nodes"]) != n:
                rep.fail(f"{tag}: edges or node count changed")
            changed = [i for i in range(n) if v["nodes"][i] != gn[i]]
            if len(changed) != N:
                rep.fail(f"{tag}: {len(changed)} texts changed, expected {N}")
            for i in changed:
                miss = survival_problems(gn[i], v["nodes"][i])
                if miss:
                    rep.fail(f"{tag}: step {i + 1} rewording lost {miss}")
                used_rewordings.append((gn[i], v["nodes"][i]))
            stats["description"] += 1

        elif vt == "missing":
            if len(v["nodes"]) != n - N or len(v["nodes"]) < 1:
                rep.fail(f"{tag}: {len(v['nodes'])} nodes, expected {n - N}")
            pos = [gn.index(t) if t in gn else None for t in v["nodes"]]
            if None in pos:
                rep.fail(f"{tag}: a kept step is not verbatim")
            elif pos != sorted(pos) or len(set(pos)) != len(pos):
                rep.fail(f"{tag}: kept steps out of order or duplicated")
            else:
                # reachability among kept steps must be exactly the golden one
                gr = reach_sets(n, ge)
                vr = reach_sets(len(v["nodes"]), v["edges"])
                for a in range(len(pos)):
                    for b in range(len(pos)):
                        if a == b:
                            continue
                        g_reach = str(pos[b] + 1) in gr[str(pos[a] + 1)]
                        v_reach = str(b + 1) in vr[str(a + 1)]
                        if g_reach != v_reach:
                            rep.fail(f"{tag}: rewiring changed reachability between golden steps "
                                     f"{pos[a] + 1} and {pos[b] + 1}")
            stats["missing"] += 1

        elif vt == "compressed":
            if len(v["nodes"]) != n - N:
                rep.fail(f"{tag}: {len(v['nodes'])} nodes, expected {n - N}")
            used = []
            gr = reach_sets(n, ge)
            for node in v["nodes"]:
                seg = segment(node, gn)
                if seg is None:
                    rep.fail(f"{tag}: node is not golden steps joined with ', then'/'. Then': {node[:80]}")
                    continue
                for a_i in range(len(seg)):
                    for b_i in range(a_i + 1, len(seg)):
                        if str(seg[a_i]) in gr[str(seg[b_i])]:
                            rep.fail(f"{tag}: merged text puts step {seg[a_i]} after step "
                                     f"{seg[b_i]}, against the golden DAG")
                used += seg
            if sorted(used) != list(range(1, n + 1)):
                rep.fail(f"{tag}: golden steps covered {sorted(used)}")
            stats["compressed"] += 1

        elif vt == "reorder":
            if v["edges"] != ge or len(v["nodes"]) != n:
                rep.fail(f"{tag}: edges or node count changed")
            if sorted(v["nodes"]) != sorted(gn):
                rep.fail(f"{tag}: multiset of texts changed")
            diff = [i for i in range(n) if v["nodes"][i] != gn[i]]
            if len(diff) != 2:
                rep.fail(f"{tag}: {len(diff)} positions differ")
            else:
                i, j = diff
                if v["nodes"][i] != gn[j] or v["nodes"][j] != gn[i]:
                    rep.fail(f"{tag}: not a swap")
                if str(j + 1) not in reach_sets(n, ge)[str(i + 1)]:
                    rep.fail(f"{tag}: swapped steps {i + 1} and {j + 1} are not ordered in the golden DAG")
            stats["reorder"] += 1

        elif vt == "added":
            if len(v["nodes"]) != n + 1:
                rep.fail(f"{tag}: {len(v['nodes'])} nodes")
            extra = [t for t in v["nodes"] if t not in gn]
            rest = [t for t in v["nodes"] if t in gn]
            if len(extra) != 1 or rest != gn:
                rep.fail(f"{tag}: not golden + exactly one new step")
            else:
                k = str(v["nodes"].index(extra[0]) + 1)
                back = {str(i + 1): (str(gn.index(t) + 1) if t in gn else None)
                        for i, t in enumerate(v["nodes"])}
                back["START"], back["END"] = "START", "END"
                preds = [a for a, b in v["edges"] if b == k]
                succs = [b for a, b in v["edges"] if a == k]
                if len(preds) != 1 or len(succs) != 1 or "START" in preds or "END" in succs:
                    rep.fail(f"{tag}: new step not wired between two existing steps")
                else:
                    rebuilt = {(back[a], back[b]) for a, b in v["edges"] if k not in (a, b)}
                    rebuilt.add((back[preds[0]], back[succs[0]]))
                    if rebuilt != {tuple(e) for e in ge}:
                        rep.fail(f"{tag}: edges other than the insertion differ from the golden")
            idx = int(gid.split("_")[1])
            want_kind = "destructive" if idx % 2 else "harmless"
            if want_kind not in v["note"]:
                rep.fail(f"{tag}: note does not say {want_kind}")
            stats["added"] += 1

        elif vt == "wrong_tool":
            if v["edges"] != ge or len(v["nodes"]) != n:
                rep.fail(f"{tag}: edges or node count changed")
            diff = [i for i in range(n) if v["nodes"][i] != gn[i]]
            if len(diff) != 1:
                rep.fail(f"{tag}: {len(diff)} steps differ")
            else:
                i = diff[0]
                a, b = gn[i].split(), v["nodes"][i].split()
                ops = [o for o in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
                       if o[0] != "equal"]
                if len(ops) != 1:
                    rep.fail(f"{tag}: {len(ops)} changed regions in step {i + 1}")
                else:
                    _, i1, i2, j1, j2 = ops[0]
                    wt_sizes.append((i2 - i1, j2 - j1))
                    if max(i2 - i1, j2 - j1) > 3:
                        rep.fail(f"{tag}: change is longer than a short phrase")
                # inside or outside backticks?
                p = next(x for x in range(len(gn[i])) if x >= len(v["nodes"][i]) or gn[i][x] != v["nodes"][i][x])
                if gn[i][:p].count("`") % 2 == 0:
                    wt_outside += 1
                wt_ratios.append(difflib.SequenceMatcher(None, "\n".join(gn), "\n".join(v["nodes"]),
                                                         autojunk=False).ratio())
                wt_step_ratios.append(difflib.SequenceMatcher(None, gn[i], v["nodes"][i],
                                                              autojunk=False).ratio())
            stats["wrong_tool"] += 1

    rep.ok("description: edges and node count kept, exactly N texts changed, every backticked "
           "command and identifier-like token survives in each rewording (number words and "
           f"equivalent units allowed) [{stats['description']} variants, {len(used_rewordings)} "
           "reworded steps]")
    rep.ok(f"missing: n-N nodes, kept steps verbatim and in order, reachability among kept steps "
           f"identical to the golden [{stats['missing']}]")
    rep.ok(f"compressed: n-N nodes, every node is golden steps joined with ', then'/'. Then', never "
           f"against DAG order, every golden step's text survives exactly once [{stats['compressed']}]")
    rep.ok(f"reorder: same multiset, exactly two positions swapped, swapped steps ordered in the "
           f"golden DAG, edges kept [{stats['reorder']}]")
    rep.ok(f"added: golden + exactly one new step wired between two existing steps, odd goldens "
           f"destructive / even harmless in the note [{stats['added']}]")
    if wt_ratios:
        rep.ok(f"wrong_tool: exactly one step differs by one token or short phrase (changed tokens "
               f"old/new: {collections.Counter(wt_sizes).most_common()}); {wt_outside} of "
               f"{len(wt_ratios)} changes outside backticks; whole-workflow char ratio min "
               f"{min(wt_ratios):.3f} mean {sum(wt_ratios) / len(wt_ratios):.3f}; changed step ratio "
               f"mean {sum(wt_step_ratios) / len(wt_step_ratios):.3f} [{stats['wrong_tool']}]")

    # ---- rewording quality, over the variants and over all hand-written rewordings
    def id_share(pairs):
        k = sum(changes_identifier_text(a, b) for a, b in pairs)
        return k, len(pairs)

    k, t = id_share(used_rewordings)
    if t and k / t < 0.75:
        rep.fail(f"only {k}/{t} reworded steps in description variants change identifier-bearing text")
    rep.ok(f"rewordings used in description variants that change identifier-bearing text: {k}/{t} "
           f"({100 * k / max(t, 1):.0f}%)")
    try:
        sys.path.insert(0, HERE)
        from spec import GOLDENS
        pairs = [s for g in GOLDENS for s in g["steps"]]
        bad = [(g["id"], i + 1, survival_problems(a, b)) for g in GOLDENS
               for i, (a, b) in enumerate(g["steps"]) if survival_problems(a, b) or a == b]
        for gid, i, miss in bad:
            rep.fail(f"{gid}: hand rewording of step {i} lost {miss} (or is unchanged)")
        k, t = id_share(pairs)
        kinds = collections.Counter()
        for a, b in pairs:
            if sorted(backtick_spans(a)) != sorted(backtick_spans(b)):
                kinds["backticks dropped" if len(backtick_spans(b)) < len(backtick_spans(a)) else
                      "backticks added" if len(backtick_spans(b)) > len(backtick_spans(a)) else
                      "backticks moved"] += 1
        if k / t < 0.75:
            rep.fail(f"only {k}/{t} hand rewordings change identifier-bearing text")
        rep.ok(f"all {t} hand rewordings keep every backticked command and identifier-like token; "
               f"{k}/{t} ({100 * k / t:.0f}%) change identifier-bearing text "
               f"({dict(kinds)}, plus number/unit/abbreviation changes)")
    except ImportError:
        rep.ok("spec.py not found: skipped the check of unused hand rewordings")

    for line in rep.lines:
        print("OK   " + line)
    for line in rep.failures:
        print("FAIL " + line)
    print(f"{'ALL CHECKS PASSED' if not rep.failures else f'{len(rep.failures)} FAILURES'}")
    return not rep.failures


if __name__ == "__main__":
    if "--check" not in sys.argv:
        build()
    sys.exit(0 if check() else 1)
