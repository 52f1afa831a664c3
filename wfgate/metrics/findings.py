"""Failure modes the paper leaves out: reordering, added steps, tool and target drift, lost
dependencies and lost critical steps.

Each returns *findings* (what a reviewer must look at, with the steps named) and two scores
for the gate: a consistency over all findings (the primary) and over the strong ones only
(the secondary). A finding is *weak* when its evidence is thin (an alignment barely above
tau_align, a new step that half-resembles a golden one); a mode with weak findings only is
ambiguous, which sends it to the judge when one is configured.

Each finding carries a number, its *evidence*, and is strong when the evidence reaches the
mode's cut (``modes.<mode>.strong`` in the configuration; ``wfgate calibrate`` can move it):
- reordering: how far the weaker of the two alignments is above tau_align (cut 0.05);
- added steps: 1 minus the new step's similarity to the closest golden step (cut 0.45, i.e. a
  new step less than 0.55 alike to every golden step is strong);
- tool drift: 1.0 for a same-kind replacement, 0.5 when identifiers of different kinds are
  removed and added, 0.0 for a removal or an addition alone (cut 1.0: replacements only);
- lost dependencies: 1.0 when the step that no longer waits changes state or the one it
  waited for is a check, backup or approval (or either is critical), 0.5 for such a pair
  matched loosely, 0.0 when both only read or tell (cut 1.0; ``wfgate.metrics.dependencies``);
- critical steps: 1.0 for every lost critical or guard step (``wfgate.metrics.critical``).

A split half (``wfgate.metrics.granularity``) is neither an added step nor a missing one; a
step written twice that changes state is a strong added-steps finding of its own.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from ..alignment import Alignment
from ..modes import FINDING_MODE_NAMES, mode
from ..workflow import Workflow
from .aliases import written_alike
from .critical import CriticalPolicy, critical_losses, critical_positions
from .dependencies import group_evidence, lost_precedence_groups, step_map
from .granularity import names
from .identifiers import Drift, Replacement, compare_alike
from .lexicon import Lexicon
from .operations import (
    destructive_shift,
    flag_added,
    manual_made_automatic,
    negated_run,
    negation_conceded,
    negation_flip,
    read_made_write,
    restraint_released,
    scope_widened,
    state_kept,
)
from .reversals import operations_exchanged, particle_turned, verb_reversed, wait_dropped
from .roles import CODE_SPAN, GuardRole, changes_state
from .rules import rule
from .sequence import order_reversed
from .targets import list_widened
from .tokens import plain_words
from .transfers import direction_reversed
from .vocabulary import BUILTIN

# The default cuts (evidence >= cut: strong), from the registry's default gates.
_DEFAULT_CUTS: dict[str, float] = {name: cut for name in FINDING_MODE_NAMES
                                   if (cut := mode(name).gate.strong) is not None}
DRIFT_EVIDENCE = {"replacement": 1.0, "both sides": 0.5, "one side": 0.0}


@dataclass(frozen=True)
class Finding:
    """One thing a reviewer must look at."""

    mode: str
    summary: str
    golden_step: str | None
    candidate_step: str | None
    strong: bool
    removed: tuple[str, ...] = ()  # tool_drift: identifiers only the golden step has
    added: tuple[str, ...] = ()  # tool_drift: identifiers only the candidate step has
    evidence: float = 0.0  # compared with the mode's cut (module docstring)
    # The other golden step a finding names: the step a lost dependency waited for, the
    # golden step a duplicate repeats.
    related_step: str | None = None
    # tool_drift: the codes of the comparison's rules that fired (wfgate.metrics.rules) and
    # the replacements it was judged on.
    rules: tuple[str, ...] = ()
    replacements: tuple[Replacement, ...] = ()

    def to_dict(self) -> dict:
        data: dict[str, Any] = {
            "mode": self.mode, "summary": self.summary, "golden_step": self.golden_step,
            "candidate_step": self.candidate_step, "strong": self.strong,
            "removed": list(self.removed), "added": list(self.added),
            "related_step": self.related_step}
        if self.rules:
            data["rules"] = list(self.rules)
            data["replacements"] = [r.to_dict() for r in self.replacements]
        return data


def _margin(alignment: Alignment, g: int, p: int) -> float:
    return float(alignment.similarity[g, p]) - alignment.tau


def precedence_violations(alignment: Alignment, golden: Workflow, candidate: Workflow,
                          cut: float = _DEFAULT_CUTS["reordering"]) -> list[Finding]:
    """Aligned steps whose order the candidate contradicts (golden u before v, candidate
    v before u), judged on reachability, so a rerouted but kept precedence is no finding."""
    to_cand = alignment.golden_to_candidate()
    gold_after, cand_after = golden.descendants(), candidate.descendants()
    findings = []
    for u in sorted(to_cand):
        for v in sorted(gold_after[u]):
            if v in to_cand and to_cand[u] in cand_after[to_cand[v]]:
                evidence = round(min(_margin(alignment, u, to_cand[u]),
                                     _margin(alignment, v, to_cand[v])), 6)
                gu, gv = golden.steps[u], golden.steps[v]
                findings.append(Finding(
                    "reordering", f"step {gv.id} ({gv.text}) now runs before step {gu.id} "
                                  f"({gu.text})", gv.id, candidate.steps[to_cand[v]].id,
                    evidence >= cut, evidence=evidence))
    return findings


def novel_steps(alignment: Alignment, golden: Workflow, candidate: Workflow,
                merge_similarity: float, cut: float | None = None) -> list[Finding]:
    """Candidate steps the one-to-one matching left without any golden partner (the candidate
    has more steps) and that do not repeat a golden step word for word. Strong when nothing
    in the golden resembles the step (evidence 1 - best similarity >= ``cut``; without a cut,
    below ``merge_similarity``), weak when it resembles one (which has its own partner). A
    step paired with an unlike golden step is a replacement: the missing-steps mode and the
    diff report it, not this one."""
    partnered = {p for _, p in alignment.assignment} | set(alignment.split_halves())
    partnered |= {d.candidate for d in alignment.duplicates}  # duplicated_steps' findings
    repeats = {_normal(s.text) for s in golden.steps}
    findings = []
    for p, step in enumerate(candidate.steps):
        if p in partnered:
            continue
        best = float(alignment.similarity[:, p].max()) if alignment.n_golden else 0.0
        if _normal(step.text) in repeats:
            continue  # a golden step written twice
        # Close to a golden step that already has its own partner: extra work that resembles
        # it (a second, different run of a command), weak evidence.
        evidence = round(1 - best, 6)
        strong = best < merge_similarity if cut is None else evidence >= cut
        findings.append(Finding("added_steps", f"new step {step.id}: {step.text}", None,
                                step.id, strong, evidence=evidence))
    return findings


def duplicated_steps(alignment: Alignment, golden: Workflow, candidate: Workflow
                     ) -> list[Finding]:
    """Candidate steps written twice (``alignment.duplicates``) that change state: the same
    action run twice is a strong finding; a read-only step written twice is only in the
    diff."""
    to_gold = {p: g for g, p in alignment.assignment}
    findings = []
    for duplicate in alignment.duplicates:
        step = candidate.steps[duplicate.candidate]
        if not changes_state(step.text):
            continue
        first = candidate.steps[duplicate.repeats]
        origin = to_gold.get(duplicate.repeats)
        findings.append(Finding(
            "added_steps", f"step {step.id} repeats step {first.id}: {step.text}",
            None, step.id, True, evidence=1.0,
            related_step=None if origin is None else golden.steps[origin].id))
    return findings


def lost_dependencies(alignment: Alignment, golden: Workflow, candidate: Workflow,
                      merge_similarity: float, critical: dict[int, GuardRole | None],
                      cut: float = _DEFAULT_CUTS["lost_dependencies"]) -> list[Finding]:
    """Golden precedences the candidate no longer implies (``wfgate.metrics.dependencies``),
    each naming both steps: "step v no longer waits for step u"."""
    carried, loose = step_map(alignment, alignment.splits, merge_similarity)
    findings = []
    groups = lost_precedence_groups(golden, candidate, carried)
    for (u, v), pairs in sorted(groups.items()):
        gu, gv = golden.steps[u], golden.steps[v]
        evidence = group_evidence(golden, pairs, loose, critical)
        findings.append(Finding(
            "lost_dependencies", f"step {gv.id} ({gv.text}) no longer waits for step {gu.id} "
                                 f"({gu.text})", gv.id, candidate.steps[carried[v][0]].id,
            evidence >= cut, evidence=evidence, related_step=gu.id))
    return findings


def lost_critical_steps(alignment: Alignment, golden: Workflow, candidate: Workflow,
                        merge_similarity: float, critical: dict[int, GuardRole | None]
                        ) -> list[Finding]:
    """Critical and guard steps the candidate lost (``wfgate.metrics.critical``): strong."""
    findings = []
    for loss in critical_losses(alignment, golden, candidate, alignment.splits,
                                merge_similarity, critical):
        step = golden.steps[loss.golden]
        into = None if loss.merged_into is None else candidate.steps[loss.merged_into].id
        findings.append(Finding("critical_steps",
                                f"critical step {step.id} {loss.reason()}: {step.text}",
                                step.id, into, True, evidence=1.0))
    return findings


def _normal(text: str) -> str:
    return " ".join(text.lower().split())


def identifier_drifts(alignment: Alignment, golden: Workflow, candidate: Workflow,
                      merge_similarity: float, cut: float = _DEFAULT_CUTS["tool_drift"],
                      lexicon: Lexicon | None = None, disabled: frozenset[str] = frozenset()
                      ) -> list[Finding]:
    """Matched steps whose wording is close but whose identifiers differ. Pairs the Hungarian
    matching made below tau_align (but at least ``merge_similarity`` alike) count too: a
    swapped target can push a step under the alignment threshold; and so does a pair less
    alike than that, where the candidate step is the golden step rewritten in place around
    another operation (:func:`rewritten_in_place`). The evidence is graded
    (module docstring): a same-kind replacement, identifiers of different kinds removed and
    added, or one side only; the finding is strong when the grade reaches ``cut``.
    An identifier that moved in from an unmatched golden step (a merge) or out to an
    unmatched candidate step (a split) is explained, not a drift. ``lexicon`` and
    ``disabled`` (switched-off rules) are the comparison's (:func:`pair_drift`)."""
    kept = set(alignment.kept)
    kept_gold = {g for g, _ in kept}
    kept_cand = {p for _, p in kept}
    loose_gold = " ".join(s.text for i, s in enumerate(golden.steps) if i not in kept_gold)
    loose_cand = " ".join(s.text for i, s in enumerate(candidate.steps) if i not in kept_cand)
    findings = []
    for g, p in alignment.assignment:
        if float(alignment.similarity[g, p]) < merge_similarity \
                and not rewritten_in_place(g, p, alignment, golden, candidate, merge_similarity):
            continue
        drift = pair_drift(golden.steps[g].text, candidate.steps[p].text, loose_gold,
                           loose_cand, lexicon, disabled)
        if drift:
            gid = golden.steps[g].id
            evidence = drift_evidence(drift)
            findings.append(Finding("tool_drift", f"step {gid}: {drift.describe()}", gid,
                                    candidate.steps[p].id, evidence >= cut,
                                    drift.removed, drift.added, evidence,
                                    rules=drift.rules, replacements=drift.pairs))
    return findings


def rewritten_in_place(g: int, p: int, alignment: Alignment, golden: Workflow,
                       candidate: Workflow, merge_similarity: float) -> bool:
    """Whether candidate step ``p``, matched to golden step ``g`` though less alike it than
    ``merge_similarity``, is that step rewritten around another operation (``Decommission
    crdb-08 ...`` -> ``Power off crdb-08 straight away ...``): it names a name of the golden
    step (a host, a numbered or hyphenated name), and it stands where the golden step stands,
    after a partner of one of its predecessors and before a partner of one of its successors
    (a side with no step on either workflow agrees). Two unrelated steps the matching paired
    off, or a step merged away, are not."""
    if not names(golden.steps[g].text) & names(candidate.steps[p].text):
        return False
    partner = {a: b for a, b in alignment.assignment
               if float(alignment.similarity[a, b]) >= merge_similarity}
    gold_before = {a for a, b in golden.index_edges() if b == g}
    gold_after = {b for a, b in golden.index_edges() if a == g}
    cand_before = {a for a, b in candidate.index_edges() if b == p}
    cand_after = {b for a, b in candidate.index_edges() if a == p}

    def agrees(gold_side: set[int], cand_side: set[int]) -> bool:
        if not gold_side and not cand_side:
            return True  # the first (or last) step of both
        return any(partner.get(q) in cand_side for q in gold_side)

    return agrees(gold_before, cand_before) and agrees(gold_after, cand_after)


def pair_drift(golden_text: str, candidate_text: str, golden_context: str = "",
               candidate_context: str = "", lexicon: Lexicon | None = None,
               disabled: frozenset[str] = frozenset()) -> Drift:
    """The identifier comparison of one aligned pair, with the operation swaps of
    :mod:`.operations` added when it found no replacement (rules ID403 to ID407, each
    unless switched off, graded as the registry grades them): the step turned destructive
    or a safety flag went (ID403), a flag added to a command both steps run (ID404), a
    negation flipped (ID405), an operation replaced by keeping its opposite state (ID406),
    a restricted scope widened to everything (ID407), and the rest of the registry's edit
    rules up to a verb reversed (ID419), a particle turned (ID420), a wait dropped
    (ID421) and two things' opposite operations exchanged (ID422). A flag's other spelling
    and a path's closing slash are made one first (ID206, ID207)."""
    golden_text, candidate_text, golden_context, candidate_context = written_alike(
        golden_text, candidate_text, golden_context, candidate_context)
    drift = _operation_swaps(golden_text, candidate_text, golden_context, candidate_context,
                             lexicon, disabled)
    if "ID408" not in disabled:
        drift = _soft_in_a_rewrite(drift, golden_text, candidate_text, lexicon or BUILTIN,
                                   golden_context, candidate_context, "ID403" not in disabled)
    if "ID411" not in disabled:
        drift = _soft_beside_kept_commands(drift, golden_text, candidate_text)
    if "ID409" not in disabled:
        drift = _one_change_in_a_kept_step(drift, golden_text, candidate_text)
    return drift


def _operation_swaps(golden_text: str, candidate_text: str, golden_context: str,
                     candidate_context: str, lexicon: Lexicon | None,
                     disabled: frozenset[str]) -> Drift:
    """:func:`compare` (on the pair written alike), with the operation swaps added when it
    found no replacement."""
    drift = compare_alike(golden_text, candidate_text, golden_context=golden_context,
                          candidate_context=candidate_context, lexicon=lexicon,
                          disabled=disabled)
    if drift.strong or golden_text == candidate_text:
        return drift
    swaps = (
        ("ID403", "destructive", lambda: destructive_shift(
            golden_text, candidate_text, golden_context=golden_context,
            candidate_context=candidate_context)),
        ("ID404", "flag", lambda: flag_added(f"{golden_text} {golden_context}",
                                             candidate_text)),
        ("ID405", "negation", lambda: negation_flip(golden_text, candidate_text)),
        ("ID406", "state", lambda: state_kept(golden_text, candidate_text,
                                              lexicon or BUILTIN)),
        ("ID407", "scope", lambda: scope_widened(golden_text, candidate_text)),
        ("ID410", "run", lambda: negated_run(golden_text, candidate_text)),
        ("ID412", "direction", lambda: direction_reversed(golden_text, candidate_text)),
        ("ID413", "order", lambda: order_reversed(golden_text, candidate_text)),
        ("ID414", "targets", lambda: list_widened(golden_text, candidate_text)),
        ("ID415", "write", lambda: read_made_write(golden_text, candidate_text)),
        ("ID416", "concession", lambda: negation_conceded(golden_text, candidate_text)),
        ("ID417", "automation", lambda: manual_made_automatic(golden_text, candidate_text)),
        ("ID418", "restraint", lambda: restraint_released(golden_text, candidate_text)),
        ("ID419", "reversed", lambda: verb_reversed(golden_text, candidate_text,
                                                    lexicon or BUILTIN)),
        ("ID420", "particle", lambda: particle_turned(golden_text, candidate_text)),
        ("ID421", "wait", lambda: wait_dropped(golden_text, candidate_text)),
        ("ID422", "exchanged", lambda: operations_exchanged(golden_text, candidate_text,
                                                            lexicon or BUILTIN)),
    )
    # the first swap a strong rule finds; else the first a weak rule finds (a negation
    # flipped, weak, may stand beside a kept state undone, strong)
    found: tuple[str, str, tuple[str, str]] | None = None
    for code, kind, find in swaps:
        if code in disabled or (shift := find()) is None:
            continue
        if found is None or rule(code).strong:
            found = (code, kind, shift)
        if rule(code).strong:
            break
    if found is None:
        return drift
    code, kind, (old, new) = found
    replacements = (*drift.replacements, (old, new)) if rule(code).strong \
        else drift.replacements
    # "-n (dry run)" says why "-n" went: the flag is listed once, with the reason
    removed = {r for r in drift.removed if r != old.partition(" (")[0]} | {old}
    return Drift(tuple(sorted(removed)), tuple(sorted({*drift.added, new})),
                 replacements, (*drift.pairs, Replacement(old, new, kind, code)),
                 tuple(sorted({*drift.rules, code})))


# A step written again in other words: under this share of its words kept in order
# (difflib's ratio over the plain words), a replacement of prose words is weak (ID408).
REWRITTEN = 0.4
# The operation swaps read off prose alone (a negation, a state kept, a scope), soft as the
# prose words are.
_SOFT_SWAPS = frozenset(("word", "negation", "state", "scope"))


def _soft_in_a_rewrite(drift: Drift, golden_text: str, candidate_text: str,
                       lexicon: Lexicon, golden_context: str = "",
                       candidate_context: str = "", destructive_rule: bool = True) -> Drift:
    """A replacement of prose words (an operation's verb, a contrast, a capitalised name, a
    closed-class word) in a step written again in other words is a rewording's as often as a
    swap: weak, for a judge (ID408). Hard identifiers (paths, hosts, numbers, flags) and a
    step turned destructive (``Keep the recovery point ...`` -> ``delete the recovery point``:
    the ID403 replacement is added, unless ``destructive_rule`` is off) stay strong."""
    if not drift.strong or not _soft_pairs_only(drift, lexicon) \
            or _opposite_openings(drift, golden_text, candidate_text):
        return drift
    gold, cand = plain_words(golden_text), plain_words(candidate_text)
    if difflib.SequenceMatcher(None, gold, cand, autojunk=False).ratio() >= REWRITTEN:
        return drift
    shift = destructive_shift(golden_text, candidate_text, golden_context=golden_context,
                              candidate_context=candidate_context) if destructive_rule else None
    if shift is not None:
        return Drift(drift.removed, drift.added, (*drift.replacements, shift),
                     (*drift.pairs, Replacement(shift[0], shift[1], "destructive", "ID403")),
                     tuple(sorted({*drift.rules, "ID403"})))
    return Drift(drift.removed, drift.added, (), drift.pairs,
                 tuple(sorted({*drift.rules, "ID408"})))


def _opposite_openings(drift: Drift, golden_text: str, candidate_text: str) -> bool:
    """Whether an operation replaced by a conflicting one is what both steps open with
    (``Promote db-2 ...`` -> ``Demote db-2 ...``): the step's own verb, however much of the
    rest was written again."""
    gold, cand = plain_words(golden_text)[:1], plain_words(candidate_text)[:1]
    return bool(gold and cand) and any(
        p.kind == "op" and p.old.lower().split()[:1] == [gold[0].lower()]
        and p.new.lower().split()[:1] == [cand[0].lower()] for p in _strong_pairs(drift))


def _strong_pairs(drift: Drift) -> list[Replacement]:
    """The replacements that make a drift strong."""
    return [p for p in drift.pairs if (p.old, p.new) in drift.replacements]


def _soft_pairs_only(drift: Drift, lexicon: Lexicon) -> bool:
    """Whether every strong replacement of a drift is of prose words (ID408's kinds)."""
    strong_pairs = _strong_pairs(drift)
    return bool(strong_pairs) and all(
        lexicon.paired(p.kind) or p.kind.startswith("label:") or p.kind in _SOFT_SWAPS
        for p in strong_pairs)


# What prose calls an operation or a thing beside the command that does it (ID411).
_PROSE_NAMES = frozenset(("op", "proper", "name/proper"))


def _soft_beside_kept_commands(drift: Drift, golden_text: str, candidate_text: str) -> Drift:
    """An operation's verb or a capitalised name replaced in the prose of a step that runs
    exactly the commands the golden step runs (the same code spans, one of them a command
    with arguments) is weak (ID411): what runs is the command, and the prose around it was
    written again (``Invalidate the tile cache: `... invalidate-cdn-cache ...``` = ``Flush
    cached tiles: `... invalidate-cdn-cache ...```; ``Back up ChirpStack: `pg_dump ...``` =
    ``Back up Postgres: `pg_dump ...```). What the prose says the command acts on (a scope,
    a negation, a state) stays strong."""
    strong_pairs = _strong_pairs(drift)
    if not strong_pairs or any(p.kind not in _PROSE_NAMES for p in strong_pairs):
        return drift
    gold = sorted(" ".join(c.split()) for c in CODE_SPAN.findall(golden_text))
    if not any(" " in c.strip("`") for c in gold) \
            or gold != sorted(" ".join(c.split()) for c in CODE_SPAN.findall(candidate_text)):
        return drift
    return Drift(drift.removed, drift.added, (), drift.pairs,
                 tuple(sorted({*drift.rules, "ID411"})))


# A step kept: at least this share of its words in order (difflib's ratio over the plain
# words); there, what a weak finding takes away is the edit itself (ID409).
KEPT = 0.8


def _one_change_in_a_kept_step(drift: Drift, golden_text: str, candidate_text: str) -> Drift:
    """A weak finding that takes something away (an identifier removed, a negation flipped,
    an identifier of another kind in its place) in a step otherwise kept word for word is
    the edit itself, not a rewording's by-product: strong (ID409). An identifier only added
    stays weak: a rewording often spells out what the golden step implies."""
    if drift.strong or not drift.removed:
        return drift
    gold, cand = plain_words(golden_text), plain_words(candidate_text)
    if difflib.SequenceMatcher(None, gold, cand, autojunk=False).ratio() < KEPT:
        return drift
    new = ", ".join(drift.added) or "(none)"
    taken = [(p.old, p.new) for p in drift.pairs] or [(", ".join(drift.removed), new)]
    return Drift(drift.removed, drift.added, tuple(taken),
                 (*drift.pairs, Replacement(taken[0][0], taken[0][1], "kept-step", "ID409")),
                 tuple(sorted({*drift.rules, "ID409"})))


def drift_evidence(drift) -> float:
    """The grade of an identifier drift (module docstring)."""
    if drift.strong:
        return DRIFT_EVIDENCE["replacement"]
    if drift.removed and drift.added:
        return DRIFT_EVIDENCE["both sides"]
    return DRIFT_EVIDENCE["one side"]


def find_all(alignment: Alignment, golden: Workflow, candidate: Workflow,
             merge_similarity: float, cuts: dict[str, float] | None = None,
             policy: CriticalPolicy | None = None, lexicon: Lexicon | None = None,
             disabled: frozenset[str] = frozenset()) -> list[Finding]:
    """Every finding; ``cuts`` (mode -> strong/weak cut) defaults to the registry's cuts,
    ``policy`` (which steps are critical) to guards recognised and no step listed;
    ``lexicon`` and ``disabled`` (switched-off rules) are the identifier comparison's."""
    cuts = {**_DEFAULT_CUTS, **(cuts or {})}
    critical: dict[int, GuardRole | None] = dict(
        critical_positions(golden, policy or CriticalPolicy()))
    return (precedence_violations(alignment, golden, candidate, cuts["reordering"])
            + novel_steps(alignment, golden, candidate, merge_similarity, cuts["added_steps"])
            + duplicated_steps(alignment, golden, candidate)
            + identifier_drifts(alignment, golden, candidate, merge_similarity,
                                cuts["tool_drift"], lexicon, disabled)
            + lost_dependencies(alignment, golden, candidate, merge_similarity, critical,
                                cuts["lost_dependencies"])
            + lost_critical_steps(alignment, golden, candidate, merge_similarity, critical))


def finding_evidence(findings: list[Finding], golden: Workflow, candidate: Workflow) -> dict:
    """Per beyond-paper mode: the evidence of each finding and the size its scores divide by
    (what calibration needs to re-score the strong findings under another cut)."""
    sizes = _sizes(golden, candidate)
    return {mode: {"size": size, "evidence": [f.evidence for f in findings if f.mode == mode]}
            for mode, size in sizes.items()}


def _sizes(golden: Workflow, candidate: Workflow) -> dict[str, int]:
    ordered_pairs = max(1, sum(len(r) for r in golden.descendants()))
    return {"reordering": ordered_pairs, "added_steps": max(1, len(candidate)),
            "tool_drift": max(1, len(golden)), "lost_dependencies": ordered_pairs,
            "critical_steps": max(1, len(golden))}


def step_coverage(alignment: Alignment, merge_similarity: float) -> float:
    """Share of golden steps that keep a step of their own in the candidate: a partner in the
    one-to-one matching at least ``merge_similarity`` alike (a reworded step keeps one). A
    deleted step, or one folded into another step, has none. Unlike F1, which a deletion
    moves by little on short workflows (2 of 6 deleted: 0.80), this counts steps lost."""
    if not alignment.n_golden:
        return 1.0
    partnered = {g for g, p in alignment.assignment
                 if float(alignment.similarity[g, p]) >= merge_similarity}
    partnered |= {s.golden for s in alignment.splits}  # split into steps of its own
    return len(partnered) / alignment.n_golden


def finding_scores(findings: list[Finding], golden: Workflow, candidate: Workflow) -> dict:
    """Consistency scores in [0, 1] (1.0: no finding) for the gate, all and strong-only (the
    registry names each mode's two metrics)."""
    sizes = _sizes(golden, candidate)
    scores = {}
    for name in FINDING_MODE_NAMES:
        spec = mode(name)
        every = [f for f in findings if f.mode == name]
        strong = [f for f in every if f.strong]
        scores[str(spec.finding_metric)] = max(0.0, 1 - len(every) / sizes[name])
        scores[str(spec.strong_metric)] = max(0.0, 1 - len(strong) / sizes[name])
    return scores
