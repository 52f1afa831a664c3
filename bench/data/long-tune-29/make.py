#!/usr/bin/env python3
"""Deterministic generator for the long-tune-29 corpus.

Reads every spec_*.py in this directory (hand-written goldens plus annotations)
and writes goldens.jsonl and variants.jsonl next to this file.  All randomness
uses random.Random seeded with fixed strings, so every run gives byte-identical
output.  Run:  python3 make.py
"""
import glob
import importlib.util
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "long-tune-29"
ROLES = {"backup", "approval", "dryrun", "health", "verify"}
TYPES = ["reword_all", "reword_identifiers_moved", "reorder_parallel", "format",
         "split_steps", "serialize_parallel", "regen_ok",
         "drop_guard", "missing_30", "compressed_30", "lost_dependency",
         "wrong_target", "wrong_operation"]
HARMFUL = {"drop_guard", "missing_30", "compressed_30", "lost_dependency",
           "wrong_target", "wrong_operation"}


def load_specs():
    mods = []
    for p in sorted(glob.glob(os.path.join(HERE, "spec_*.py"))):
        name = os.path.splitext(os.path.basename(p))[0]
        sp = importlib.util.spec_from_file_location(name, p)
        m = importlib.util.module_from_spec(sp)
        sp.loader.exec_module(m)
        mods.append(m)
    mods.sort(key=lambda m: m.ID)
    return mods


# ----------------------------------------------------------------- graph ---
class W:
    """A workflow: listing order, texts, predecessor sets, sort index."""

    def __init__(self, order, text, preds, idx):
        self.order = list(order)
        self.text = dict(text)
        self.preds = {k: set(v) for k, v in preds.items()}
        self.idx = dict(idx)

    def copy(self):
        return W(self.order, self.text, self.preds, self.idx)

    def succs(self):
        s = {k: set() for k in self.order}
        for v in self.order:
            for u in self.preds[v]:
                s[u].add(v)
        return s

    def remove(self, k):
        self.order.remove(k)
        del self.text[k]
        del self.preds[k]
        del self.idx[k]
        for v in self.order:
            self.preds[v].discard(k)


def from_spec(m):
    order = [str(k) for k, *_ in m.STEPS]
    text = {str(k): t for k, d, t, *_ in m.STEPS}
    preds = {str(k): {str(x) for x in d} for k, d, *_ in m.STEPS}
    idx = {str(k): float(k) for k, *_ in m.STEPS}
    return W(order, text, preds, idx)


def reach(w, src, skip_edge=None):
    """Nodes reachable from src (excluding src) following edges."""
    s = w.succs()
    seen, stack = set(), [src]
    while stack:
        u = stack.pop()
        for v in s[u]:
            if skip_edge == (u, v):
                continue
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def closure(w):
    return {u: reach(w, u) for u in w.order}


def is_dag(w):
    indeg = {k: len(w.preds[k]) for k in w.order}
    s = w.succs()
    ready = [k for k in w.order if indeg[k] == 0]
    n = 0
    while ready:
        u = ready.pop()
        n += 1
        for v in s[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.append(v)
    return n == len(w.order)


def order_is_topological(w):
    pos = {k: i for i, k in enumerate(w.order)}
    return all(pos[u] < pos[v] for v in w.order for u in w.preds[v])


def stable_topo(w, rng=None):
    """Kahn's algorithm; picks the ready node with smallest idx (or random)."""
    indeg = {k: len(w.preds[k]) for k in w.order}
    s = w.succs()
    ready = sorted([k for k in w.order if indeg[k] == 0], key=lambda k: w.idx[k])
    out = []
    while ready:
        if rng is None:
            u = ready.pop(0)
        else:
            u = ready.pop(rng.randrange(len(ready)))
        out.append(u)
        for v in s[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.append(v)
        ready.sort(key=lambda k: w.idx[k])
    assert len(out) == len(w.order), "cycle"
    w.order = out


def treduce(w):
    """Remove edges implied by longer paths (keeps reachability)."""
    changed = True
    while changed:
        changed = False
        for v in list(w.order):
            for u in sorted(w.preds[v]):
                if v in reach(w, u, skip_edge=(u, v)):
                    w.preds[v].discard(u)
                    changed = True


def redundant_edges(w):
    return [(u, v) for v in w.order for u in sorted(w.preds[v])
            if v in reach(w, u, skip_edge=(u, v))]


def bypass(w, k):
    """Remove node k, wiring each predecessor to each successor."""
    s = w.succs()[k]
    p = set(w.preds[k])
    w.remove(k)
    for v in s:
        w.preds[v] |= p


def emit(w):
    assert is_dag(w) and order_is_topological(w)
    ids = {k: str(i + 1) for i, k in enumerate(w.order)}
    s = w.succs()
    edges = [["START", ids[k]] for k in w.order if not w.preds[k]]
    for u in w.order:
        for v in sorted(s[u], key=lambda x: w.order.index(x)):
            edges.append([ids[u], ids[v]])
    edges += [[ids[k], "END"] for k in w.order if not s[k]]
    return [w.text[k] for k in w.order], edges, ids


# ------------------------------------------------------------ formatting ---
PLURALS = [("dashboard", "dashboards"), ("panel", "panels"), ("graph", "graphs")]


def _outside(text, fn):
    parts = text.split("`")
    for i in range(0, len(parts), 2):
        parts[i] = fn(parts[i])
    return "`".join(parts)


def fmt_ops(text):
    ops = []
    ops.append("drop_period" if text.endswith(".") else "add_period")
    if re.match(r"[A-Z][a-z]", text):
        ops.append("lower_first")
    if re.search(r" and ", _outside(text, lambda s: s).replace("`", "\x00")) and \
            any(" and " in p for p in text.split("`")[0::2]):
        ops.append("amp")
    if any(" & " in p for p in text.split("`")[0::2]):
        ops.append("unamp")
    if re.search(r"`[^` ]+`", text):
        ops.append("drop_ticks")
    outside = " ".join(text.split("`")[0::2])
    if re.search(r"(?<![`\w./-])([A-Z]+-\d+|v\d+\.\d+(?:\.\d+)?)(?![`\w/-]|\.\w)", outside):
        ops.append("add_ticks")
    if "e.g." in outside or "for example" in outside:
        ops.append("eg")
    for a, b in PLURALS:
        if re.search(r"\b%s\b" % a, outside):
            ops.append("plural:" + a)
    ops.append("space")
    return ops


def fmt_apply(text, op):
    if op == "drop_period":
        return text[:-1]
    if op == "add_period":
        return text + "."
    if op == "lower_first":
        return text[0].lower() + text[1:]
    if op == "amp":
        done = [False]

        def f(s):
            if not done[0] and " and " in s:
                done[0] = True
                return s.replace(" and ", " & ", 1)
            return s
        return _outside(text, f)
    if op == "unamp":
        return _outside(text, lambda s: s.replace(" & ", " and "))
    if op == "drop_ticks":
        return re.sub(r"`([^` ]+)`", r"\1", text, count=1)
    if op == "add_ticks":
        done = [False]

        def f(s):
            if done[0]:
                return s
            m = re.search(r"(?<![`\w./-])([A-Z]+-\d+|v\d+\.\d+(?:\.\d+)?)(?![`\w/-]|\.\w)", s)
            if not m:
                return s
            done[0] = True
            return s[:m.start()] + "`" + m.group(1) + "`" + s[m.end():]
        return _outside(text, f)
    if op == "eg":
        def f(s):
            if "e.g." in s:
                return s.replace("e.g.", "for example", 1)
            return s.replace("for example", "e.g.", 1)
        return _outside(text, f)
    if op.startswith("plural:"):
        a = op.split(":", 1)[1]
        b = dict(PLURALS)[a]
        done = [False]

        def f(s):
            if done[0] or not re.search(r"\b%s\b" % a, s):
                return s
            done[0] = True
            return re.sub(r"\b%s\b" % a, b, s, count=1)
        return _outside(text, f)
    if op == "space":
        return re.sub(r" ", "  ", text, count=1) if text.count(" ") else text
    raise ValueError(op)


def format_text(text, rng, nops):
    ops = fmt_ops(text)
    main = [o for o in ops if o != "space"]
    chosen = rng.sample(main, min(nops, len(main)))
    if rng.random() < 0.15:
        chosen.append("space")
    # apply period ops last so that text[:-1] is still the period
    chosen.sort(key=lambda o: o in ("drop_period", "add_period"))
    for o in chosen:
        text = fmt_apply(text, o)
    return text, chosen


# -------------------------------------------------------------- variants ---
def count_note(n, m):
    return "(%d -> %d steps)" % (n, m)


def short(t, n=60):
    t = t.replace("`", "")
    return t if len(t) <= n else t[:n - 3].rstrip() + "..."


def make_variants(m):
    g = from_spec(m)
    n = len(g.order)
    gid = m.ID
    steps = {str(k): (t, r, mv) for k, d, t, r, mv in m.STEPS}
    out = []

    def add(typ, w, note, percent=None):
        nodes, edges, _ = emit(w)
        out.append({"golden_id": gid, "type": typ, "percent": percent,
                    "should_fail": typ in HARMFUL, "nodes": nodes, "edges": edges,
                    "note": note})

    # reword_all
    w = g.copy()
    for k in w.order:
        w.text[k] = steps[k][1]
    add("reword_all", w, "Every step paraphrased by hand (new sentence structure and verbs); all commands, flags, "
        "identifiers, numbers and units kept; graph and order unchanged " + count_note(n, n) + ".")

    # reword_identifiers_moved
    w = g.copy()
    moved = [k for k in w.order if steps[k][2]]
    for k in moved:
        w.text[k] = steps[k][2]
    add("reword_identifiers_moved", w,
        "Reworded steps %s (%d of %d) so identifiers/commands move within the sentence or into parentheses; "
        "other steps verbatim; all values kept; graph unchanged %s." % (
            ", ".join(moved), len(moved), n, count_note(n, n)))

    # reorder_parallel
    w = g.copy()
    rng = random.Random(CORPUS + ":" + gid + ":reorder")
    for _ in range(200):
        stable_topo(w, rng)
        moved_pos = sum(1 for a, b in zip(w.order, g.order) if a != b)
        if moved_pos >= 4:
            break
    else:
        raise SystemExit(gid + ": could not reorder")
    _, _, ids = emit(w)
    changes = ["%s->%s" % (k, ids[k]) for k in g.order if ids[k] != k]
    add("reorder_parallel", w, "Listing order changed among independent parallel branches (still topological); "
        "texts and edges unchanged, ids renumbered (golden->variant: %s) %s." % (", ".join(changes), count_note(n, n)))

    # format
    w = g.copy()
    rng = random.Random(CORPUS + ":" + gid + ":format")
    touched = []
    for k in w.order:
        if rng.random() < 0.75:
            t, ops = format_text(w.text[k], rng, 1 + (rng.random() < 0.4))
            if t != w.text[k]:
                w.text[k] = t
                touched.append("%s[%s]" % (k, "+".join(ops)))
    add("format", w, "Cosmetic-only edits (backticks, trailing periods, capitalisation, '&'/'and', 'e.g.', plural, "
        "whitespace) on steps %s; graph unchanged %s." % ("; ".join(touched), count_note(n, n)))

    # split_steps
    w = g.copy()
    parts = []
    for k in sorted(m.SPLITS, key=int):
        split_node(w, str(k), m.SPLITS[k])
    _, _, ids = emit(w)
    for k in sorted(m.SPLITS, key=int):
        parts.append("golden %s -> variant %s+%s" % (k, ids[str(k) + "a"], ids[str(k) + "b"]))
    add("split_steps", w, "Split %d long steps into two consecutive steps each (%s), edges chained through the "
        "halves; nothing else changed %s." % (len(m.SPLITS), "; ".join(parts), count_note(n, len(w.order))))

    # serialize_parallel
    w = g.copy()
    grp = [str(k) for k in m.SERIALIZE]
    for a, b in zip(grp, grp[1:]):
        w.preds[b].add(a)
    before = set((u, v) for v in w.order for u in w.preds[v])
    treduce(w)
    stable_topo(w)
    after = set((u, v) for v in w.order for u in w.preds[v])
    dropped = sorted(before - after, key=lambda e: (int(e[0]), int(e[1])))
    _, _, ids = emit(w)
    add("serialize_parallel", w, "Parallel read-only checks %s (fan-out after %s) wired one after another as %s; "
        "texts unchanged; redundant edges %s now implied by the chain; no precedence removed %s." % (
            ", ".join(grp), "/".join(sorted(g.preds[grp[0]], key=int)) or "START",
            " -> ".join(grp), ", ".join("%s->%s" % e for e in dropped) or "none", count_note(n, n)))

    # regen_ok
    w = g.copy()
    rng = random.Random(CORPUS + ":" + gid + ":regen")
    sks = [str(k) for k, _ in m.REGEN_SPLIT]
    cand = [k for k in g.order if k not in sks]
    rew = sorted(rng.sample(cand, round(0.4 * n)), key=int)
    for k in rew:
        w.text[k] = steps[k][1]
    rest = [k for k in cand if k not in rew]
    fmt = sorted(rng.sample(rest, min(3, len(rest))), key=int)
    for k in fmt:
        w.text[k], _ = format_text(w.text[k], rng, 1)
    extra = 0
    for k, halves in m.REGEN_SPLIT:
        split_node(w, str(k), halves)
        extra += len(halves) - 1
    cl = closure(w)
    pairs = [i for i in range(len(w.order) - 1)
             if w.order[i + 1] not in cl[w.order[i]] and w.order[i] not in cl[w.order[i + 1]]]
    i = rng.choice(pairs)
    a, b = w.order[i], w.order[i + 1]
    w.order[i], w.order[i + 1] = b, a
    _, _, ids = emit(w)
    sp = "; ".join("golden %s -> variant %s" % (k, "+".join(ids[k + c] for c in "abc"[:len(h)]))
                   for k, h in ((str(k), h) for k, h in m.REGEN_SPLIT))
    add("regen_ok", w, "Harmless regeneration: reworded steps %s (%d of %d); light formatting on steps %s; split "
        "steps %s into consecutive reworded steps (%s); swapped listing order of parallel steps %s and %s; graph "
        "otherwise unchanged %s." % (", ".join(rew), len(rew), n, ", ".join(fmt), " and ".join(sks), sp,
                                     a.rstrip("abc"), b.rstrip("abc"), count_note(n, n + extra)))

    # drop_guard
    w = g.copy()
    k = str(m.DROP_GUARD)
    p = sorted(w.preds[k], key=int)
    s = sorted(g.succs()[k], key=int)
    bypass(w, k)
    treduce(w)
    add("drop_guard", w, "Removed guard step %s (%s): \"%s\"; predecessors [%s] now lead directly to [%s] %s." % (
        k, m.GUARDS[m.DROP_GUARD], g.text[k], ", ".join(p) or "START", ", ".join(s) or "END",
        count_note(n, n - 1)))

    # missing_30
    kk = round(0.3 * n)
    w = g.copy()
    rng = random.Random(CORPUS + ":" + gid + ":missing")
    gone = sorted(rng.sample(g.order, kk), key=int)
    for k in gone:
        bypass(w, k)
    treduce(w)
    add("missing_30", w, "Removed %d of %d steps (30%%): %s; predecessors rewired to successors %s." % (
        kk, n, "; ".join("%s \"%s\"" % (k, short(g.text[k])) for k in gone), count_note(n, n - kk)), 30)

    # compressed_30
    w = g.copy()
    assert sum(len(grp) - 1 for grp, _ in m.COMPRESS) == kk, (gid, "compress count", kk)
    names = []
    for j, (grp, txt) in enumerate(m.COMPRESS):
        grp = [str(x) for x in grp]
        mk = "m%d" % j
        # group must be connected through edges
        es = [(u, v) for v in grp for u in g.preds[v] if u in grp]
        assert len(es) >= len(grp) - 1, (gid, "compress group not connected", grp)
        preds = set().union(*[w.preds[x] for x in grp]) - set(grp)
        sc = w.succs()
        succ = set().union(*[sc[x] for x in grp]) - set(grp)
        idx = min(w.idx[x] for x in grp)
        for x in grp:
            w.remove(x)
        w.order.append(mk)
        w.text[mk] = txt
        w.preds[mk] = preds
        w.idx[mk] = idx
        for v in succ:
            w.preds[v].add(mk)
        names.append((grp, mk))
    assert is_dag(w), (gid, "compress made a cycle")
    treduce(w)
    stable_topo(w)
    _, _, ids = emit(w)
    add("compressed_30", w, "Merged %d of %d steps (30%%) into dependent neighbours: %s; merged texts condense the "
        "originals %s." % (kk, n, "; ".join("golden %s -> variant %s" % ("+".join(grp), ids[mk]) for grp, mk in names),
                           count_note(n, n - kk)), 30)

    # lost_dependency
    w = g.copy()
    a, b = (str(x) for x in m.LOST["remove"])
    assert a in w.preds[b], (gid, "lost edge missing")
    w.preds[b].discard(a)
    for u, v in m.LOST["add"]:
        u, v = str(u), str(v)
        assert u not in w.preds[v] and int(u) < int(v), (gid, "bad added edge", u, v)
        w.preds[v].add(u)
    assert is_dag(w) and b not in reach(w, a), (gid, "dependency not lost")
    assert not redundant_edges(w), (gid, "lost_dependency leaves redundant edge", redundant_edges(w))
    add("lost_dependency", w, "Texts unchanged, ids unchanged; removed edge %s -> %s and added %s, so %s %s." % (
        a, b, " and ".join("%s -> %s" % e for e in m.LOST["add"]) or "no edge", m.LOST["why"], count_note(n, n)))

    # wrong_target
    w = g.copy()
    k = str(m.TARGET["step"])
    t = w.text[k]
    c = t.count(m.TARGET["old"])
    assert c >= 1 and m.TARGET["new"] not in t, (gid, "target")
    w.text[k] = t.replace(m.TARGET["old"], m.TARGET["new"])
    add("wrong_target", w, "Step %s: %s '%s' replaced by wrong '%s'%s; everything else unchanged %s." % (
        k, m.TARGET["kind"], m.TARGET["old"], m.TARGET["new"], " (both mentions)" if c > 1 else "", count_note(n, n)))

    # wrong_operation
    w = g.copy()
    k = str(m.OPERATION["step"])
    assert m.OPERATION["text"] != w.text[k]
    w.text[k] = m.OPERATION["text"]
    add("wrong_operation", w, "Step %s: operation changed (%s); new text: \"%s\"; everything else unchanged %s." % (
        k, m.OPERATION["change"], m.OPERATION["text"], count_note(n, n)))

    assert [v["type"] for v in out] == TYPES
    return out


def split_node(w, k, halves):
    keys = [k + c for c in "abc"[:len(halves)]]
    sc = w.succs()[k]
    pos = w.order.index(k)
    w.order[pos:pos + 1] = keys
    for j, kk in enumerate(keys):
        w.text[kk] = halves[j]
        w.preds[kk] = set(w.preds[k]) if j == 0 else {keys[j - 1]}
        w.idx[kk] = w.idx[k] + 0.25 * j
    for v in sc:
        w.preds[v].discard(k)
        w.preds[v].add(keys[-1])
    del w.text[k], w.preds[k], w.idx[k]


# ------------------------------------------------------------ validation ---
def validate_spec(m):
    g = from_spec(m)
    n = len(g.order)
    errs = []
    if not re.fullmatch(r"lt29_\d\d", m.ID):
        errs.append("id %r" % m.ID)
    keys = [k for k, *_ in m.STEPS]
    if keys != list(range(1, n + 1)):
        errs.append("keys not 1..n")
    for k, d, t, r, mv in m.STEPS:
        if any(x >= k for x in d):
            errs.append("step %d depends on later step" % k)
        if r == t:
            errs.append("step %d reword identical" % k)
        if mv is not None and mv == t:
            errs.append("step %d moved identical" % k)
    if not 14 <= n <= 40:
        errs.append("size %d" % n)
    if len(set(g.text.values())) != n:
        errs.append("duplicate step texts")
    s = g.succs()
    fo = [k for k in g.order if len(s[k]) >= 2]
    fi = [k for k in g.order if len(g.preds[k]) >= 2]
    if len(fo) < 2 or len(fi) < 2:
        errs.append("fan-outs %s fan-ins %s" % (fo, fi))
    if redundant_edges(g):
        errs.append("redundant edges %s" % redundant_edges(g))
    if not 5 <= len(m.GUARDS) <= 10 or m.DROP_GUARD not in m.GUARDS:
        errs.append("guards")
    if any(k not in keys for k in m.GUARDS):
        errs.append("guard key")
    roles = {str(d).split(":", 1)[0] for d in m.GUARDS.values()}
    if not roles <= ROLES or len(roles) < 4:
        errs.append("guard roles %s (want >= 4 of %s)" % (sorted(roles), sorted(ROLES)))
    nm = sum(1 for *_, mv in m.STEPS if mv)
    if not 0.4 * n <= nm <= 0.6 * n:
        errs.append("moved count %d of %d" % (nm, n))
    if len(m.SPLITS) != 2 or any(len(h) != 2 for h in m.SPLITS.values()):
        errs.append("splits (want 2, of 2 halves)")
    if len(m.REGEN_SPLIT) != 2 or len({k for k, _ in m.REGEN_SPLIT}) != 2:
        errs.append("regen splits (want 2 steps)")
    for rk, halves in m.REGEN_SPLIT:
        if not 2 <= len(halves) <= 3 or len(set(halves)) != len(halves):
            errs.append("regen split %s halves" % rk)
        if any(h == g.text.get(str(rk)) or h in g.text.values() for h in halves) or \
                (rk in m.SPLITS and tuple(m.SPLITS[rk]) == tuple(halves)):
            errs.append("regen split %s not reworded" % rk)
        if set(halves) & {x for h in m.SPLITS.values() for x in h}:
            errs.append("regen split %s reuses a plain half" % rk)
    cl = closure(g)
    grp = [str(x) for x in m.SERIALIZE]
    for a in grp:
        for b in grp:
            if a != b and b in cl[a]:
                errs.append("serialize group not parallel")
    if errs:
        raise SystemExit("%s: %s" % (m.ID, "; ".join(errs)))


def main():
    specs = load_specs()
    ids = [m.ID for m in specs]
    assert len(ids) == len(set(ids))
    gl, vl = [], []
    for m in specs:
        validate_spec(m)
        g = from_spec(m)
        nodes, edges, _ = emit(g)
        gl.append({"id": m.ID, "source": CORPUS, "task": m.TASK, "nodes": nodes, "edges": edges})
        vl.extend(make_variants(m))
    with open(os.path.join(HERE, "goldens.jsonl"), "w") as f:
        for x in gl:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "variants.jsonl"), "w") as f:
        for x in vl:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print("goldens: %d  variants: %d" % (len(gl), len(vl)))
    for m in specs:
        print(" ", m.ID, len(m.STEPS))


if __name__ == "__main__":
    main()
