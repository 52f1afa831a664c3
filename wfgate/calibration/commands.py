"""The ``perturb`` and ``calibrate`` sub-commands; ``wfgate.cli`` calls :func:`add_commands`."""

from __future__ import annotations

import argparse
import copy
import os
import sys
from pathlib import Path

import yaml

from ..config import build_config
from ..errors import UsageError
from ..options import add_alias, require
from ..perturb.records import PERCENTS, TYPES
from ..progress import counter
from ..progress import wanted as progress_wanted


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``perturb`` and ``calibrate`` to the ``wfgate`` command line."""
    perturb = subparsers.add_parser(
        "perturb", help="make perturbed variants of goldens (a calibration corpus)",
        usage="wfgate perturb --golden PATH --output DIR [options]",
        description="The WorkflowPerturb protocol (paper section 3.1, appendix A): variants at "
                    "graded severities, each passing the static checks (else reported as a "
                    "residual). Resumable: rows already in DIR/variants.jsonl are kept.")
    perturb.add_argument("--golden", metavar="PATH",
                         help="the goldens: a JSONL file or a folder of workflow files "
                              "(required)")
    perturb.add_argument("--output", metavar="DIR",
                         help="output folder for variants.jsonl, goldens.jsonl and the "
                              "manifest (required)")
    perturb.add_argument("--types", default=",".join(TYPES), metavar="LIST",
                         help="comma-separated variant types; default: the paper's three "
                              f"({','.join(TYPES)}); also reordered, added, swapped (beyond "
                              "the paper, one variant per golden)")
    perturb.add_argument("--percents", default=",".join(map(str, PERCENTS)), metavar="LIST",
                         help="severities of the paper's types, in percent of the steps "
                              f"(comma-separated from {','.join(map(str, PERCENTS))}; "
                              "default: all)")
    perturb.add_argument("--offline", action="store_true",
                         help="no LLM: deterministic rule-made variants (missing, compressed, "
                              "reordered, added, swapped; description changes need the LLM)")
    perturb.add_argument("--config", metavar="FILE",
                         help="a YAML file with judge: (the endpoint) and perturb: (models, "
                              "fallbacks, tries, budget)")
    perturb.add_argument("--seed", type=int, default=0,
                         help="seed of the random choices (which steps go, which merge); "
                              "the same seed gives the same offline variants (default: 0)")
    perturb.add_argument("--quiet", action="store_true",
                         help="no progress bar (it is shown only when stderr is a terminal)")
    add_alias(perturb, "--goldens", "--golden")
    add_alias(perturb, "--out", "--output")
    perturb.set_defaults(handler=run_perturb_command)

    calibrate = subparsers.add_parser(
        "calibrate", help="choose thresholds on a perturbation corpus and report",
        usage="wfgate calibrate --corpus DIR [--config FILE | --profile NAME] "
              "[--output FILE] [options]",
        description="Score every variant with all metrics, choose thresholds on the "
                    "severity-conditioned distributions, write a thresholds file and a "
                    "Markdown report with the firing matrix before and after.")
    calibrate.add_argument("--corpus", required=True, metavar="DIR",
                           help="a folder with variants.jsonl (and goldens.jsonl), or the file")
    calibrate.add_argument("--golden", metavar="PATH",
                           help="goldens file or folder (default: goldens.jsonl beside the "
                                "variants)")
    calibrate.add_argument("--target-miss", type=float, default=0.05, metavar="RATE",
                           help="largest share of regressions (30/50%% missing or compressed) "
                                "a mode may let pass (default: 0.05)")
    calibrate.add_argument("--target-false-alarm", type=float, default=0.05, metavar="RATE",
                           help="largest share of benign variants (10%% variants, description "
                                "changes) a mode may flag (default: 0.05)")
    calibrate.add_argument("--max-ambiguous", type=float, default=0.15, metavar="RATE",
                           help="largest share of pairs with an ambiguous mode (band choice; "
                                "default: 0.15)")
    calibrate.add_argument("--config", metavar="FILE",
                           help="the input thresholds file (default: ./thresholds.yaml if "
                                "present, else built-in)")
    calibrate.add_argument("--profile", metavar="NAME",
                           help="start from this built-in profile instead of --config")
    calibrate.add_argument("--output", default="thresholds.calibrated.yaml", metavar="FILE",
                           help="the thresholds file to write (default: "
                                "thresholds.calibrated.yaml)")
    calibrate.add_argument("--report-dir", default="calibration-report", metavar="DIR",
                           help="folder for report.md, the scores and the plots (default: "
                                "calibration-report)")
    calibrate.add_argument("--split", choices=("half", "none"), default="half",
                           help="half: choose on one half of the goldens, report on the other "
                                "(default); none: choose and report on all")
    calibrate.add_argument("--seed", type=int, default=0,
                           help="salt of the split's hash (default: 0)")
    calibrate.add_argument("--min-variants", type=int, default=20, metavar="N",
                           help="move a mode's threshold only when the rows it is chosen on "
                                "hold at least N of its own regressions and N benign variants "
                                "(default: 20: below that one variant weighs more than a 5%% "
                                "target)")
    calibrate.add_argument("--strict", action="store_true",
                           help="exit 1 when a move was refused (too few variants, or worse "
                                "on the held-out rows); without it such refusals are "
                                "warnings and the exit code is 0")
    calibrate.add_argument("--no-plots", action="store_true",
                           help="skip the distribution plots (no matplotlib needed)")
    calibrate.add_argument("--quiet", action="store_true",
                           help="no progress line (it is shown only when stderr is a terminal)")
    add_alias(calibrate, "--goldens", "--golden")
    add_alias(calibrate, "--out", "--output")
    calibrate.set_defaults(handler=run_calibrate_command)


def _csv(text: str, allowed: tuple, cast=str) -> tuple:
    try:
        items = tuple(cast(x.strip()) for x in text.split(",") if x.strip())
    except ValueError:
        raise UsageError(f"cannot read {text!r}; expected a comma-separated list") from None
    bad = [x for x in items if x not in allowed]
    if bad or not items:
        raise UsageError(f"unknown value(s) {bad or text!r}; choose from "
                         f"{', '.join(map(str, allowed))}")
    return items


def run_perturb_command(args: argparse.Namespace) -> int:
    from ..perturb.beyond import BEYOND_TYPES
    from ..perturb.llm import LLMGenerator
    from ..perturb.records import load_goldens
    from ..perturb.run import run_perturb
    from ..perturb.settings import parse_generator_settings, read_config_file

    require(args, "perturb", golden="--golden", output="--output")
    types = _csv(args.types, (*TYPES, *BEYOND_TYPES))
    percents = _csv(args.percents, (10, 30, 50), int)
    goldens = load_goldens(args.golden)
    generator = None
    if not args.offline:
        raw = read_config_file(args.config)
        if not raw.get("judge") and not raw.get("perturb"):
            raise UsageError("perturb: no LLM configured; give --config with a judge: section "
                             "(provider, model, api_key_env) or run with --offline")
        settings = parse_generator_settings(raw, args.config or "<none>")
        key = (os.environ.get(settings.chat.api_key_env) or "").strip() or None
        if key is None and settings.chat.require_api_key:
            raise UsageError(f"perturb: no API key in ${settings.chat.api_key_env}; set it or "
                             "run with --offline")
        generator = LLMGenerator(settings, key)
    else:
        print("wfgate perturb: OFFLINE mode: deterministic rule-made variants, no LLM",
              file=sys.stderr)
    result = run_perturb(goldens, Path(args.output), types=types, percents=percents,
                         seed=args.seed, generator=generator,
                         progress=progress_wanted(sys.stderr, args.quiet))
    print(result.summary(offline=generator is None))
    return 1 if result.residuals else 0


def run_calibrate_command(args: argparse.Namespace) -> int:
    from ..config import default_config_path, load_config
    from ..pipeline import Engines
    from .calibrate import calibrate, profile_entry, rescored
    from .corpus import half_of, load_corpus
    from .firing import outcomes
    from .guard import guard, too_few
    from .report import render_report
    from .scoring import score_corpus

    for name in ("target_miss", "target_false_alarm", "max_ambiguous"):
        if not 0 <= getattr(args, name) <= 1:
            raise UsageError(f"calibrate: --{name.replace('_', '-')} must be in [0, 1]")
    if args.profile:
        base = build_config({"profile": args.profile}, f"profile {args.profile}")
    else:
        base = load_config(args.config or default_config_path())
    corpus = load_corpus(args.corpus, args.golden)
    report_dir = Path(args.report_dir)
    report_dir.mkdir(parents=True, exist_ok=True)
    progress, done = counter("wfgate calibrate: pairs scored", args.quiet)
    try:
        rows, signature = score_corpus(corpus, base, report_dir, engines=Engines(base),
                                       progress=progress)
    finally:
        done()
    if args.split == "half":
        chosen = [r for r in rows if half_of(r["golden_id"], args.seed) == "calibration"]
        evaluated = [r for r in rows if half_of(r["golden_id"], args.seed) == "held-out"]
        label = "held-out half"
        split_note = (f"half: goldens split by sha256(seed:id), seed {args.seed}; thresholds "
                      f"chosen on {len({r['golden_id'] for r in chosen})} goldens "
                      f"({len(chosen)} variants), reported on the other "
                      f"{len({r['golden_id'] for r in evaluated})} ({len(evaluated)} variants)")
    else:
        chosen = evaluated = rows
        label = "whole corpus (the rows the thresholds were chosen on)"
        split_note = "none: thresholds chosen and reported on the same rows"
    if not chosen or not evaluated:
        raise UsageError("calibrate: the corpus is too small to split; use --split none")
    if args.min_variants < 1:
        raise UsageError("calibrate: --min-variants must be at least 1")
    calibration = calibrate(chosen, base, target_miss=args.target_miss,
                            target_false_alarm=args.target_false_alarm,
                            max_ambiguous=args.max_ambiguous, min_variants=args.min_variants)
    short = too_few([r for r in chosen if not r.get("error")], args.min_variants)
    refused = {k: v for k, v in short.items() if calibration.skipped.get(k) == v}
    calibration, worse = guard(calibration, base, evaluated, target_miss=args.target_miss,
                               target_false_alarm=args.target_false_alarm, rescored=rescored)
    refused |= worse
    plots = [] if args.no_plots else _plots(rows, base, calibration.config, report_dir)
    text = render_report(
        title=f"wfgate calibration ({base.raw.get('profile', 'paper')} profile, "
              f"{base.encoder.model})",
        signature=signature, corpus_note=f"{len(corpus.goldens)} goldens, "
        f"{len(corpus.variants)} variants, sha256 {corpus.sha256[:12]}",
        split_note=split_note, targets=(args.target_miss, args.target_false_alarm),
        before=base, calibration=calibration, rows=rows,
        evaluated=(outcomes(rescored(evaluated, base), base),
                   outcomes(rescored(evaluated, calibration.config), calibration.config)),
        evaluated_label=label, plots=plots)
    (report_dir / "report.md").write_text(text + "\n", encoding="utf-8")
    _write_thresholds(Path(args.output), base, profile_entry(calibration, base), signature,
                      corpus.sha256)
    for name, why in calibration.skipped.items():
        kind = "refused" if name in refused else "warning"
        print(f"wfgate calibrate: {kind}: {name} not calibrated ({why})", file=sys.stderr)
    print(f"wfgate calibrate: wrote {args.output} and {report_dir / 'report.md'} "
          f"({calibration.rule}; band {calibration.band:g})")
    if refused and args.strict:
        print(f"wfgate calibrate: --strict: {len(refused)} move(s) refused "
              f"({', '.join(refused)}); exit 1", file=sys.stderr)
        return 1
    return 0


def _plots(rows, base, after, report_dir: Path) -> list[str]:
    from .plots import plot_distributions

    return plot_distributions(rows, base, after, report_dir)


def _write_thresholds(path: Path, base, entry: dict, signature: str, corpus_sha: str) -> None:
    data = {"version": 1, "profile": base.raw.get("profile", "paper")} | copy.deepcopy(entry)
    header = ("# wfgate thresholds, calibrated by `wfgate calibrate`\n"
              f"# corpus sha256 {corpus_sha[:12]}; scores: {signature}\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
