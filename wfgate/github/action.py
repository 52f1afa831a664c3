"""The GitHub Action: inputs -> check (or a report from another run) -> report files,
annotations, job summary, sticky PR comment, outputs, exit code.

:func:`main` (its body is ``_run``) orchestrates and is the only place here that does I/O:
the other functions decide what to write. The check and the publish-mode verification call
the library (pipeline, git, GitHub client) from there.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ..config import MODES
from ..errors import WfgateError
from ..safe_write import write_below
from ..verdicts import EXIT_ERROR, EXIT_PASS, exit_code
from .actions_io import ActionsIO
from .client import GitHubClient
from .comment import comment_body, own_login, publish_comment
from .event import Event, PullRequestRef, fork_warning, load_event, valid_sha
from .publish import load_report, verify_pull_head, verify_report
from .settings import ActionSettings, SettingsError
from .trust import apply_cache_location, cache_location, repository_judge

if TYPE_CHECKING:
    from ..config import GateConfig

SUMMARY_MAX_CHARS = 900_000
SUMMARY_MAX_BYTES = 1_000_000  # GitHub refuses a step summary above 1 MiB


@dataclasses.dataclass
class Outcome:
    """What the run produced besides the report: comment status and infrastructure errors."""

    comment: str = "off"
    comment_url: str | None = None
    infrastructure_errors: list[str] = dataclasses.field(default_factory=list)


def main(env: dict[str, str] | None = None, stream: TextIO | None = None) -> int:
    """Run the action; returns the process exit code (2 on an unexpected internal error)."""
    env = dict(os.environ) if env is None else env
    io = ActionsIO(env, stream)
    try:
        return _run(env, io)
    except Exception as exc:  # a bug: never let it look like a verdict (exit 1 = fail)
        with io.untrusted():  # the trace may quote text from the pull request
            traceback.print_exc(file=io.stream)
        io.error(f"wfgate internal error: {type(exc).__name__} (a bug; the trace is in the "
                 "log above, please report it)", title="wfgate: internal error")
        return EXIT_ERROR


def _run(env: dict[str, str], io: ActionsIO) -> int:
    """The body of :func:`main`: every read, write and API call of the action is here."""
    try:
        settings = ActionSettings.from_env(env)
        event = load_event(settings.event_path, settings.event_name, settings.repository)
    except WfgateError as exc:
        return _setup_failure(io, f"wfgate: {exc}")
    client = (GitHubClient(settings.github_token, settings.api_url)
              if settings.github_token else None)
    outcome = Outcome()
    if (danger := fork_warning(event)) and not settings.report:
        io.warning(danger, title="wfgate: fork pull request on pull_request_target")
    try:
        if settings.report:
            report, pull = _published_report(settings, event, client)
        else:
            pull = event.pull_request
            report = _run_check(settings, event, env)
    except WfgateError as exc:
        return _setup_failure(io, f"wfgate: {exc}")

    files = report_files(report, Path(settings.output_dir))
    for path, text in files.values():
        try:  # never through a symlink the pull request committed (wfgate/safe_write.py)
            write_below(".", path, text)
        except WfgateError as exc:
            outcome.infrastructure_errors.append(f"cannot write the report file: {exc}")
    paths = {fmt: path.as_posix() for fmt, (path, _) in files.items()}
    with io.group(f"wfgate: {len(report.get('workflows', []))} workflows, "
                  f"verdict {report.get('verdict')}"):
        io.log_untrusted(log_lines(report))  # workflow ids come from the pull request
    for level, message, where in annotations(report):
        io.annotate(level, message, **where)

    if not settings.commenting:
        outcome.comment = "off"
    elif pull is None:
        outcome.comment = "skipped: the event has no pull request"
        io.info("wfgate: no pull request in this event; the comment is skipped")
    elif pull.is_fork and event.name == "pull_request" and not settings.report:
        outcome.comment = "skipped: fork pull request"
        io.warning("wfgate: this pull request comes from a fork, whose token cannot comment. "
                   "The report is in the report_json output; post it from a workflow_run job "
                   "(docs/action.md, fork pull requests)", title="wfgate: comment skipped")
    elif client is None:
        outcome.infrastructure_errors.append("no github_token: cannot post the PR comment")
    else:
        try:
            login, how = own_login(client, settings.bot_login)
            io.info(f"wfgate: commenting as {login} ({how})")
            result = publish_comment(client, pull.repo, pull.number,
                                     comment_body(report, settings.comment_id),
                                     comment_id=settings.comment_id,
                                     mode=settings.comment_mode, login=login)
            outcome.comment, outcome.comment_url = result.action, result.url
        except WfgateError as exc:
            outcome.comment = "failed"
            outcome.infrastructure_errors.append(f"cannot post the PR comment: {exc}")
    for problem in outcome.infrastructure_errors:
        io.error(f"wfgate infrastructure error: {problem}", title="wfgate: infrastructure error")

    io.append_summary(summary_markdown(report, outcome))
    io.set_outputs(action_outputs(report, outcome, paths))
    code = final_exit_code(report, outcome, settings.fail_on)
    io.info(f"wfgate: verdict {overall_verdict(report, outcome)}, exit code {code}")
    return code


# --- the two ways to get a report ------------------------------------------------------------

def _run_check(settings: ActionSettings, event: Event, env: dict[str, str]) -> dict:
    """Pair the inputs, load the config (with the judge inputs applied) and run the check."""
    from ..pipeline import run_check

    pull = event.pull_request
    base = settings.golden_ref or None
    if base == "base":
        if pull is None or not pull.base_sha:
            raise SettingsError("golden_ref: base needs a pull_request event (it compares "
                                "with the pull request's base commit); give a ref instead")
        base = pull.base_sha
    notices: list[dict] = []  # what the repository asked for and the action did not do
    apply_cache_location(cache_location(env, settings.workspace, notices))
    callouts: list[str] = []
    config = effective_config(settings, notices, base_changes(settings, pull, callouts))
    report = run_check(settings.golden, settings.candidate, golden_ref=base,
                       repo_dir=settings.workspace or ".", config=config)
    report["notices"] = notices + list(report.get("notices") or [])
    report["callouts"] = callouts
    head = pull.head_sha if pull and pull.head_sha else env.get("GITHUB_SHA", "")
    report["head_sha"] = head if valid_sha(head) else None
    return report


# Without a thresholds file the action uses the calibrated paper profile: on the held-out half
# of workflowperturb-mini it is at least as accurate as the paper's table-1 gates on every
# figure (README, "Calibration"), sends 14 % of pairs to a judge instead of 36 %, and with the
# ONNX backend (BERTScore from the same pass) and the embedding cache it needs no torch import.
ACTION_DEFAULT_PROFILE = "paper-calibrated"
PROVIDER_SPECIFIC_KEYS = ("base_url", "azure_endpoint", "azure_deployment", "api_version",
                          "api_key_env")


def effective_config(settings: ActionSettings, notices: list[dict] | None = None,
                     base_config: GateConfig | None = None) -> GateConfig:
    """The thresholds file (or the defaults; ``base_config``: the base commit's file) with the
    judge inputs applied over its judge section; the result is validated like the file
    itself. What the file may not decide in the action (the judge's endpoint, key variable
    and cache) is refused or dropped (:mod:`wfgate.github.trust`), with ``notices`` saying
    so."""
    from ..config import build_config, default_config_path, load_config

    path = settings.config or default_config_path()
    if base_config is not None:
        config = base_config
    else:
        config = load_config(path) if path else build_config(
            {"profile": ACTION_DEFAULT_PROFILE},
            f"<action default: profile {ACTION_DEFAULT_PROFILE}>")
    judge = repository_judge(config.raw.get("judge") or {}, config.source,
                             settings.allow_config_endpoint,
                             notices if notices is not None else [])
    judge_changes = settings.judge.as_config()
    if not judge_changes:
        if judge == config.raw.get("judge"):
            return config
        return build_config({**config.raw, "judge": judge}, config.source)
    if judge_changes.get("provider", judge.get("provider")) != judge.get("provider"):
        for key in PROVIDER_SPECIFIC_KEYS:  # another provider: the file's endpoint is not its
            judge.pop(key, None)
    if "budget" in judge_changes:  # max_calls from the input, the rest of the budget kept
        judge_changes["budget"] = {**(judge.get("budget") or {}), **judge_changes["budget"]}
    raw = dict(config.raw)
    raw["judge"] = {**judge, **judge_changes}
    return build_config(raw, config.source)


def base_changes(settings: ActionSettings, pull: PullRequestRef | None, callouts: list[str]
                 ) -> GateConfig | None:
    """Compare the thresholds file and the goldens with the pull request's base commit:
    call-outs for what changed, and with ``config_ref: base`` the base commit's thresholds
    (returned; None means the checkout's file)."""
    from ..config import build_config
    from . import changes

    repo = Path(settings.workspace or ".")
    base = pull.base_sha if pull else None
    if not changes.has_commit(repo, base):
        if settings.config_ref == "base":
            raise SettingsError("config_ref: base needs the pull request's base commit in the "
                                "checkout: a pull_request event and actions/checkout with "
                                "fetch-depth: 0")
        return None
    path = settings.config or "thresholds.yaml"
    old = changes.base_config_data(changes.file_at(repo, base, path), path, base)
    try:
        new = changes.base_config_data(_read_head_config(repo, path), path, base)
    except WfgateError:  # unreadable here: loading the file says why, when it is used
        new = old
    base_config = None
    if settings.config_ref == "base":
        source = f"{path} at the base commit {base[:12]}"
        base_config = build_config(old or {"profile": ACTION_DEFAULT_PROFILE}, source)
    message = changes.thresholds_callout(path, old, new, settings.config_ref == "base")
    callouts.extend([message] if message else [])
    if not settings.golden_ref:  # git mode reads its goldens from the base anyway
        message = changes.goldens_callout(
            settings.golden, changes.changed_files(repo, base, settings.golden))
        callouts.extend([message] if message else [])
    return base_config


def _read_head_config(repo: Path, path: str) -> bytes | None:
    """The checkout's thresholds file: a regular file inside the workspace, or None."""
    from ..parsing import read_workflow_bytes

    full = repo / path
    if not full.exists() and not full.is_symlink():
        return None
    return read_workflow_bytes(full, path, 1_000_000, roots=[repo])


FORK_RUN_CALLOUT = ("This report comes from the pull request's own run on a fork: the fork "
                    "controlled that run (its workflow, thresholds and goldens included), so "
                    "the verdict below is the fork's claim, checked for its commit but not "
                    "re-computed.")


def published_callouts(report: dict, event: Event) -> list[str]:
    """Publish mode: the artifact's call-outs are the check run's word; for a fork's run the
    comment says first that the fork controlled that run."""
    reported = [str(c) for c in report.get("callouts") or []]
    if event.name == "workflow_run" and event.workflow_run_from_fork:
        return [FORK_RUN_CALLOUT] + [f"Reported by that run: {c}" for c in reported]
    return reported


def _published_report(settings: ActionSettings, event: Event, client: GitHubClient | None
                      ) -> tuple[dict, PullRequestRef | None]:
    """Publish mode: a report made by another run, checked against the trusted event."""
    from .publish import ReportRejected

    report = load_report(settings.report)
    if event.name == "workflow_run":
        expected = event.workflow_run_head_sha
    else:
        expected = event.pull_request.head_sha if event.pull_request else None
    if not expected:
        raise ReportRejected("input report needs a workflow_run or pull_request event: the "
                             "event's head commit is what the report is checked against")
    verify_report(report, expected)
    report["callouts"] = published_callouts(report, event)
    number = settings.pr_number or (event.pull_request.number if event.pull_request else None)
    if number is None or not event.repo:
        return report, None
    if event.name == "workflow_run" or settings.pr_number is not None:
        if client is None:
            raise ReportRejected("publishing from workflow_run needs github_token")
        verify_pull_head(client, event.repo, number, expected)
    return report, PullRequestRef(event.repo, number, expected, None, None, is_fork=False)


# --- what to write, decided without I/O ------------------------------------------------------

def report_files(report: dict, out_dir: Path) -> dict[str, tuple[Path, str]]:
    """``report.json``, ``report.md`` and ``report.xml`` (JUnit): format -> (path, text)."""
    from ..report import render

    names = {"json": "report.json", "markdown": "report.md", "junit": "report.xml"}
    return {fmt: (out_dir / name, render(report, fmt)) for fmt, name in names.items()}


def log_lines(report: dict) -> list[str]:
    """One line per workflow; untrusted (ids come from file names in the pull request)."""
    return [f"{w.get('verdict', '?'):5}  {w.get('id')}  "
            f"({failing_modes(w) or 'no failing mode'})" for w in report.get("workflows", [])]


def annotations(report: dict) -> list[tuple[str, str, dict]]:
    """(level, message, where): an error per failing or erroring workflow and per report
    error (without repeating a workflow's own), a warning per notice."""
    found: list[tuple[str, str, dict]] = []
    shown: set[tuple[object, object]] = set()
    for workflow in report.get("workflows", []):
        where = workflow.get("candidate") or workflow.get("golden")
        if workflow.get("verdict") == "fail":
            found.append(("error", f"{workflow.get('id')}: regression against its golden "
                                   f"({failing_modes(workflow)})",
                          {"file": where, "title": "wfgate: fail"}))
        elif workflow.get("verdict") == "error":
            error = workflow.get("error") or {}
            message = error.get("message") or "could not be evaluated"
            found.append(("error", message, {"file": error.get("file") or where,
                                             "line": error.get("line"),
                                             "title": "wfgate: error"}))
            shown.update({(error.get("file"), message), (where, message)})
    for problem in report.get("errors", []):
        if (problem.get("file"), problem.get("message")) not in shown:
            found.append(("error", problem.get("message", ""),
                          {"file": problem.get("file"), "line": problem.get("line"),
                           "title": "wfgate: error"}))
    for problem in report.get("notices", []):
        found.append(("warning", problem.get("message", ""),
                      {"file": problem.get("file"), "line": problem.get("line"),
                       "title": "wfgate: notice"}))
    return found


def _setup_failure(io: ActionsIO, message: str) -> int:
    """Nothing could be checked (bad input, config, event or report file): always exit 2.
    Part of :func:`main`'s I/O."""
    io.error(message, title="wfgate: setup error")
    io.append_summary("## 💥 wfgate: ERROR\n\nNothing was checked: "
                      + _escape(message) + "\n")
    io.set_outputs({"verdict": "error", "infrastructure_error": ""})
    return EXIT_ERROR


# --- pure decisions --------------------------------------------------------------------------

def failing_modes(workflow: dict) -> str:
    modes = workflow.get("modes") or {}
    return ", ".join(m for m in MODES if (modes.get(m) or {}).get("verdict") == "fail")


def overall_verdict(report: dict, outcome: Outcome) -> str:
    """The report's verdict, except that an infrastructure error is never a pass."""
    return "error" if outcome.infrastructure_errors else str(report.get("verdict", "error"))


def final_exit_code(report: dict, outcome: Outcome, fail_on: str) -> int:
    """``fail_on: fail``: 0 pass, 1 fail, 2 error (infrastructure included);
    ``fail_on: never``: always 0."""
    if fail_on == "never":
        return EXIT_PASS
    if outcome.infrastructure_errors:
        return EXIT_ERROR
    return exit_code(report)


def mode_counts(report: dict) -> dict[str, int]:
    """Workflows per failure mode verdict, e.g. ``missing_steps_failed``."""
    counts = {f"{mode}_{kind}": 0 for mode in MODES for kind in ("failed", "ambiguous")}
    for workflow in report.get("workflows", []):
        for mode in MODES:
            verdict = ((workflow.get("modes") or {}).get(mode) or {}).get("verdict")
            if verdict == "fail":
                counts[f"{mode}_failed"] += 1
            elif verdict == "ambiguous":
                counts[f"{mode}_ambiguous"] += 1
    return counts


def action_outputs(report: dict, outcome: Outcome, paths: dict[str, str]) -> dict[str, object]:
    workflows = report.get("workflows", [])
    return {
        "verdict": overall_verdict(report, outcome),
        "report_verdict": report.get("verdict", "error"),
        "workflows": len(workflows),
        "passed": sum(w.get("verdict") == "pass" for w in workflows),
        "failed": sum(w.get("verdict") == "fail" for w in workflows),
        "errored": sum(w.get("verdict") == "error" for w in workflows),
        **mode_counts(report),
        "judge_calls": int((report.get("judge") or {}).get("calls", 0) or 0),
        "report_json": paths["json"],
        "report_markdown": paths["markdown"],
        "report_junit": paths["junit"],
        "comment": outcome.comment,
        "comment_url": outcome.comment_url or "",
        "infrastructure_error": "; ".join(outcome.infrastructure_errors),
    }


def summary_markdown(report: dict, outcome: Outcome) -> str:
    """The job summary: infrastructure problems first, then the full report."""
    from ..report.markdown import render_markdown

    lines = []
    for problem in outcome.infrastructure_errors:
        lines.append(f"> [!WARNING]\n> **wfgate infrastructure error** (this run is not a "
                     f"pass): {_escape(problem)}\n")
    prefix = "\n".join(lines) + ("\n" if lines else "")
    budget = SUMMARY_MAX_CHARS - len(prefix)
    while True:  # the limit is in bytes: emoji and other text take more than one each
        text = prefix + render_markdown(report, max_chars=budget)
        if len(text.encode("utf-8")) <= SUMMARY_MAX_BYTES or budget < 10_000:
            return text
        budget //= 2


def _escape(text: str) -> str:
    from ..report.markdown import escape_md

    return escape_md(text, limit=2000)


def run() -> None:
    """Console entry: exit with :func:`main`'s code."""
    sys.exit(main())
