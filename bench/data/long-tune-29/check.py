#!/usr/bin/env python3
"""Validate goldens.jsonl / variants.jsonl of the long-tune-29 corpus.

Independent of make.py: it only reads the two JSONL files, plus the GUARDS
annotation of each spec_*.py (to confirm that drop_guard removed a marked
guard).  Exit status 1 if any ERROR is found; WARN lines are advisory.
Run:  python3 check.py [-v]
"""
import collections
import difflib
import glob
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ["reword_all", "reword_identifiers_moved", "reorder_parallel", "format",
         "split_steps", "serialize_parallel", "regen_ok",
         "drop_guard", "missing_30", "compressed_30", "lost_dependency",
         "wrong_target", "wrong_operation"]
HARMFUL = {"drop_guard", "missing_30", "compressed_30", "lost_dependency",
           "wrong_target", "wrong_operation"}

# Allowed respellings of identical values (variant phrase -> canonical form).
RESPELL = [
    ("a quarter of an hour", "15 minutes"),
    ("a minute and a half", "90 seconds"), ("half an hour", "30 minutes"), ("an hour", "60 minutes"),
    ("one hour", "1 hour"), ("a day", "24 hours"), ("a week", "7 days"), ("two hours", "2 hours"),
    ("fifteen minutes", "15 minutes"), ("ten minutes", "10 minutes"), ("five minutes", "5 minutes"),
    ("percent", "%"),
]
WORDNUM = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
           "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "both": "2",
           "single": "1", "once": "1", "twice": "2"}

# Exact short/long spellings of one option, per command (the first word of a
# backticked span).  Inside a span, options may also be listed in another order:
# a golden span is kept when a variant span has the same words once these
# spellings are made long.
OPTSYN = {
    "kubectl": {"-n": "--namespace", "-o": "--output", "-l": "--selector", "-A": "--all-namespaces",
                "-f": "--filename", "-c": "--container"},
    "rsync": {"-a": "--archive", "-n": "--dry-run", "-i": "--itemize-changes", "-v": "--verbose",
              "-H": "--hard-links", "-A": "--acls", "-X": "--xattrs"},
    "argocd": {"-l": "--selector", "-o": "--output"},
}

errors, warns = [], []


def err(where, msg):
    errors.append("ERROR %s: %s" % (where, msg))


def warn(where, msg):
    warns.append("WARN  %s: %s" % (where, msg))


# ------------------------------------------------------------- tokens ---
def _canon_plain(text):
    t = text
    for a, b in RESPELL:
        t = re.sub(r"\b%s\b" % re.escape(a) if a[0].isalnum() else re.escape(a), b, t, flags=re.I)
    t = re.sub(r"\b(%s)\b" % "|".join(WORDNUM), lambda m: WORDNUM[m.group(1).lower()], t, flags=re.I)
    return t


def canon(text):
    """Respellings are applied outside backticked spans only."""
    parts = text.split("`")
    for i in range(0, len(parts), 2):
        parts[i] = _canon_plain(parts[i])
    return "`".join(parts)


def canon_span(span):
    words = span.split()
    if not words:
        return span
    syn = OPTSYN.get(words[0], {})
    return " ".join(syn.get(x, x) for x in words)


def canon_spans(text):
    """text with every backticked span in its canonical (long-option) spelling."""
    parts = text.split("`")
    for i in range(1, len(parts), 2):
        parts[i] = canon_span(parts[i])
    return "`".join(parts)


def span_key(span):
    return tuple(sorted(canon_span(span).split()))


def tokens(text):
    """Values that a harmless rewrite must keep: backticked spans, numbers, flags, identifiers."""
    spans = re.findall(r"`([^`]+)`", text)
    plain = text.replace("`", " ")
    nums = re.findall(r"\d+", plain)
    flags = re.findall(r"(?<![\w-])--?[A-Za-z][\w.-]*", plain)
    idents = [t for t in re.findall(r"[A-Za-z0-9]+(?:[-_./:#@=][A-Za-z0-9]+)+", plain)
              if re.search(r"[0-9_/:#@=.]", t)]
    return spans, collections.Counter(nums), collections.Counter(flags), set(idents)


def lost_tokens(gtext, vtext):
    """What of gtext's protected values is missing from vtext."""
    gs, gn, gf, gi = tokens(canon_spans(gtext))
    vt = canon(canon_spans(vtext))
    vspans, vn, vf, _ = tokens(vt)
    vkeys = {span_key(x) for x in vspans}
    vplain = vt.replace("`", "")
    out = []
    for s in gs:
        if s not in vplain and span_key(s) not in vkeys:
            out.append("`%s`" % s)
    for k, c in gn.items():
        if vn[k] < c:
            out.append("number %s" % k)
    for k, c in gf.items():
        if vf[k] < c:
            out.append("flag %s" % k)
    for i in gi:
        if i not in vplain:
            out.append("ident %s" % i)
    return out


def norm_format(t):
    t = t.replace("`", "").replace(" & ", " and ").replace("e.g.", "for example")
    t = re.sub(r"\s+", " ", t).strip().rstrip(".").lower()
    return " ".join(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in t.split(" "))


# -------------------------------------------------------------- graph ---
def graph(rec, where):
    nodes, edges = rec["nodes"], rec["edges"]
    n = len(nodes)
    ids = [str(i) for i in range(1, n + 1)]
    ok = True
    seen = set()
    preds = {i: set() for i in ids}
    succs = {i: set() for i in ids}
    starts, ends = set(), set()
    for e in edges:
        if not (isinstance(e, list) and len(e) == 2):
            err(where, "bad edge %r" % (e,))
            ok = False
            continue
        a, b = e
        if tuple(e) in seen:
            err(where, "duplicate edge %r" % (e,))
        seen.add(tuple(e))
        if a == "START" and b in preds:
            starts.add(b)
        elif b == "END" and a in succs:
            ends.add(a)
        elif a in succs and b in preds:
            if int(a) >= int(b):
                err(where, "edge %s->%s violates listing order (not topological)" % (a, b))
                ok = False
            succs[a].add(b)
            preds[b].add(a)
        else:
            err(where, "edge with unknown endpoint %r" % (e,))
            ok = False
    for i in ids:
        if not preds[i] and i not in starts:
            err(where, "node %s has no predecessor and no START edge" % i)
            ok = False
        if preds[i] and i in starts:
            warn(where, "node %s has both START and a predecessor" % i)
        if not succs[i] and i not in ends:
            err(where, "node %s has no successor and no END edge" % i)
            ok = False
        if succs[i] and i in ends:
            warn(where, "node %s has both END and a successor" % i)
    # reachability from START / to END
    fwd = set(starts)
    stack = list(starts)
    while stack:
        u = stack.pop()
        for v in succs[u]:
            if v not in fwd:
                fwd.add(v)
                stack.append(v)
    bwd = set(ends)
    stack = list(ends)
    while stack:
        u = stack.pop()
        for v in preds[u]:
            if v not in bwd:
                bwd.add(v)
                stack.append(v)
    if fwd != set(ids):
        err(where, "unreachable from START: %s" % sorted(set(ids) - fwd, key=int))
        ok = False
    if bwd != set(ids):
        err(where, "cannot reach END: %s" % sorted(set(ids) - bwd, key=int))
        ok = False
    if any(not isinstance(x, str) or not x.strip() for x in nodes):
        err(where, "empty node text")
    return preds, succs, ok


def closure(succs):
    out = {}
    for u in sorted(succs, key=int, reverse=True):
        s = set()
        for v in succs[u]:
            s.add(v)
            s |= out[v]
        out[u] = s
    return out


def prec_pairs(rec, succs):
    """Set of (text_u, text_v): u must come before v."""
    cl = closure(succs)
    t = rec["nodes"]
    return {(t[int(u) - 1], t[int(v) - 1]) for u in cl for v in cl[u]}


def edge_texts(rec):
    t = rec["nodes"]
    out = set()
    for a, b in rec["edges"]:
        out.add((t[int(a) - 1] if a != "START" else "START", t[int(b) - 1] if b != "END" else "END"))
    return out


def load_guards():
    g = {}
    for p in glob.glob(os.path.join(HERE, "spec_*.py")):
        sp = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(sp)
        sp.loader.exec_module(m)
        g[m.ID] = {m.STEPS[k - 1][2] for k in m.GUARDS}
    return g


# -------------------------------------------------------------- main ---
def main():
    verbose = "-v" in sys.argv
    goldens = [json.loads(l) for l in open(os.path.join(HERE, "goldens.jsonl"))]
    variants = [json.loads(l) for l in open(os.path.join(HERE, "variants.jsonl"))]
    guards = load_guards()
    G = {}
    sizes = collections.Counter()
    for g in goldens:
        w = g.get("id")
        if set(g) != {"id", "source", "task", "nodes", "edges"} or g["source"] != "long-tune-29":
            err(w, "golden fields/source")
        preds, succs, ok = graph(g, w)
        n = len(g["nodes"])
        if not 14 <= n <= 40:
            err(w, "size %d outside 14-40" % n)
        sizes["14-19" if n < 20 else "20-29" if n < 30 else "30-40"] += 1
        fo = sum(1 for k in succs if len(succs[k]) >= 2)
        fi = sum(1 for k in preds if len(preds[k]) >= 2)
        if fo < 2 or fi < 2:
            err(w, "needs >=2 fan-outs and fan-ins (have %d/%d)" % (fo, fi))
        if len(set(g["nodes"])) != n:
            err(w, "duplicate step texts")
        if w not in guards or not 5 <= len(guards[w]) <= 10:
            err(w, "want 5-10 guards annotated")
        G[w] = (g, preds, succs)
    per = collections.defaultdict(list)
    for i, v in enumerate(variants):
        where = "%s/%s" % (v.get("golden_id"), v.get("type"))
        if set(v) != {"golden_id", "type", "percent", "should_fail", "nodes", "edges", "note"}:
            err(where, "variant fields %s" % sorted(v))
        if v["golden_id"] not in G:
            err(where, "unknown golden")
            continue
        per[v["golden_id"]].append(v["type"])
        if v["type"] not in TYPES:
            err(where, "unknown type")
            continue
        if v["should_fail"] != (v["type"] in HARMFUL):
            err(where, "label")
        exp_pct = 30 if v["type"] in ("missing_30", "compressed_30") else None
        if v["percent"] != exp_pct:
            err(where, "percent %r" % v["percent"])
        check_variant(v, G[v["golden_id"]], guards.get(v["golden_id"], set()), where)
    for gid in G:
        if sorted(per[gid]) != sorted(TYPES):
            err(gid, "variant types %s" % collections.Counter(per[gid]))
    for line in errors + (warns if verbose else []):
        print(line)
    print("goldens %d (sizes %s), variants %d (%s)" % (
        len(goldens), dict(sorted(sizes.items())), len(variants),
        ", ".join("%s=%d" % (t, sum(1 for v in variants if v["type"] == t)) for t in TYPES)))
    print("%d errors, %d warnings%s" % (len(errors), len(warns), "" if verbose else " (-v to list)"))
    return 1 if errors else 0


def check_variant(v, gg, gguards, where):
    g, gp, gs = gg
    t = v["type"]
    n, m = len(g["nodes"]), len(v["nodes"])
    vp, vs, ok = graph(v, where)
    if not ok:
        return
    k30 = round(0.3 * n)
    exp = {"split_steps": None, "regen_ok": None, "drop_guard": n - 1,
           "missing_30": n - k30, "compressed_30": n - k30}.get(t, n)
    mm = re.search(r"\((\d+) -> (\d+) steps\)", v["note"])
    if not mm or int(mm.group(1)) != n or int(mm.group(2)) != m:
        err(where, "note step counts %s do not match %d -> %d" % (mm and mm.group(0), n, m))
    if t == "regen_ok" and not n + 2 <= m <= n + 4:
        err(where, "regen_ok: expected %d-%d steps (two steps split into 2-3 halves), got %d" % (n + 2, n + 4, m))
    if exp is not None and m != exp:
        err(where, "expected %d steps, got %d" % (exp, m))
    gt, vt = g["nodes"], v["nodes"]
    same_edges = sorted(map(tuple, g["edges"])) == sorted(map(tuple, v["edges"]))

    if t in ("reword_all", "reword_identifiers_moved", "format", "wrong_target", "wrong_operation",
             "lost_dependency"):
        if m != n:
            return
        diff = [i for i in range(n) if gt[i] != vt[i]]
        if t != "lost_dependency" and not same_edges:
            err(where, "edges differ from golden")
        if t in ("reword_all", "reword_identifiers_moved", "format"):
            for i in diff:
                lost = lost_tokens(gt[i], vt[i])
                if lost:
                    err(where, "step %d lost %s" % (i + 1, ", ".join(lost)))
                prose = lambda x: re.sub(r"`[^`]*`", " ", x).lower().split()
                r = difflib.SequenceMatcher(None, prose(gt[i]), prose(vt[i])).ratio()
                if t == "reword_all" and r > 0.8:
                    warn(where, "step %d barely reworded (ratio %.2f)" % (i + 1, r))
        if t == "reword_all" and len(diff) != n:
            err(where, "steps not reworded: %s" % [i + 1 for i in range(n) if i not in diff])
        if t == "reword_identifiers_moved" and not 0.35 * n <= len(diff) <= 0.65 * n:
            err(where, "%d of %d steps reworded (want about half)" % (len(diff), n))
        if t == "format":
            for i in diff:
                if norm_format(gt[i]) != norm_format(vt[i]):
                    err(where, "step %d is not a cosmetic-only change" % (i + 1))
            if not diff:
                err(where, "no formatting change")
        if t in ("wrong_target", "wrong_operation") and len(diff) != 1:
            err(where, "%d steps differ (want exactly 1)" % len(diff))
        if t == "wrong_target" and len(diff) == 1:
            i = diff[0]
            a, b = gt[i].split(), vt[i].split()
            sm = difflib.SequenceMatcher(None, a, b)
            chg = [op for op in sm.get_opcodes() if op[0] != "equal"]
            if len(chg) > 2 or len(a) != len(b):
                warn(where, "wrong_target edit spans %d regions / length %d->%d" % (len(chg), len(a), len(b)))
        if t == "lost_dependency":
            if diff:
                err(where, "texts changed")
            gpp, vpp = prec_pairs(g, gs), prec_pairs(v, vs)
            lost = gpp - vpp
            if not lost:
                err(where, "no precedence lost")
            ge, ve = set(map(tuple, g["edges"])), set(map(tuple, v["edges"]))
            rem = ge - ve
            if len([e for e in rem if "START" not in e and "END" not in e]) != 1:
                err(where, "expected exactly one internal edge removed, got %s" % sorted(rem))
            for a, b in rem:
                if "%s -> %s" % (a, b) not in v["note"]:
                    err(where, "note does not name removed edge %s -> %s" % (a, b))
            for a, b in ve - ge:
                if "%s -> %s" % (a, b) not in v["note"]:
                    err(where, "note does not name added edge %s -> %s" % (a, b))
        return

    if t == "reorder_parallel":
        if sorted(gt) != sorted(vt):
            err(where, "texts differ")
        if edge_texts(g) != edge_texts(v):
            err(where, "edge set (by text) differs")
        if gt == vt:
            err(where, "order unchanged")
        return

    if t == "serialize_parallel":
        if sorted(gt) != sorted(vt):
            err(where, "texts differ")
        gpp, vpp = prec_pairs(g, gs), prec_pairs(v, vs)
        if gpp - vpp:
            err(where, "precedence lost: %d pairs" % len(gpp - vpp))
        added = vpp - gpp
        if not added:
            err(where, "nothing serialized")
        # the newly ordered steps must be checks (heuristic: read-only verbs)
        newly = {a for a, b in added} | {b for a, b in added}
        for x in newly:
            pass
        return

    if t == "split_steps":
        gset, vset = set(gt), set(vt)
        gun = [i for i, x in enumerate(gt) if x not in vset]
        vun = [i for i, x in enumerate(vt) if x not in gset]
        if not 2 <= len(gun) <= 3 or len(vun) != 2 * len(gun) or m != n + len(gun):
            err(where, "split counts golden %d variant %d" % (len(gun), len(vun)))
            return
        vid = {x: str(i + 1) for i, x in enumerate(vt)}
        first, last = dict(), dict()
        for j, gi in enumerate(gun):
            a, b = vun[2 * j], vun[2 * j + 1]
            if b != a + 1 or vs[str(a + 1)] != {str(b + 1)} or vp[str(b + 1)] != {str(a + 1)}:
                err(where, "halves of golden step %d are not a consecutive chain" % (gi + 1))
            lost = lost_tokens(gt[gi], vt[a] + " " + vt[b])
            if lost:
                err(where, "split of step %d lost %s" % (gi + 1, ", ".join(lost)))
            first[str(gi + 1)], last[str(gi + 1)] = str(a + 1), str(b + 1)
        for i, x in enumerate(gt):
            if x in vid:
                first[str(i + 1)] = last[str(i + 1)] = vid[x]
        vcl = closure(vs)
        gcl = closure(gs)
        for u in gcl:
            for w in gcl[u]:
                if first[w] not in vcl[last[u]]:
                    err(where, "precedence %s before %s lost" % (u, w))
        return

    if t == "regen_ok":
        gall = " ".join(gt)
        lost = lost_tokens(gall, " ".join(vt))
        if lost:
            err(where, "lost %s" % ", ".join(lost))
        return

    if t == "drop_guard":
        gone = [x for x in gt if x not in set(vt)]
        if len(gone) != 1 or sorted(x for x in gt if x not in gone) != sorted(vt):
            err(where, "not exactly one step removed")
        elif gone[0] not in gguards:
            err(where, "removed step is not an annotated guard")
        else:
            gpp, vpp = prec_pairs(g, gs), prec_pairs(v, vs)
            keep = {p for p in gpp if gone[0] not in p}
            if keep - vpp:
                err(where, "other precedences lost")
        return

    if t == "missing_30":
        if not set(vt) <= set(gt):
            err(where, "variant has texts not in golden")
        gpp, vpp = prec_pairs(g, gs), prec_pairs(v, vs)
        if {p for p in gpp if p[0] in vt and p[1] in vt} - vpp:
            err(where, "precedence between kept steps lost")
        return

    if t == "compressed_30":
        new = [x for x in vt if x not in set(gt)]
        if not new:
            err(where, "no merged steps")
        lost = lost_tokens(" ".join(gt), " ".join(vt))
        if len(lost) > 0:
            warn(where, "merged texts drop %d values (expected for condensing)" % len(lost))
        return


if __name__ == "__main__":
    sys.exit(main())
