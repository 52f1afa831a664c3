"""The GitHub Action: inputs -> check (or a report from another run) -> report files,
sticky PR comment, check run, annotations, job summary, outputs, exit code.

:func:`main` (its body is ``_run`` and the step functions it guards) is the only place here
that does I/O: the other functions decide what to write. Every step after the check is
guarded, so a failing API or a bug in rendering costs an infrastructure error, never the
verdict.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ..config import DEFAULT_PROFILE, MODES
from ..errors import WfgateError
from ..safe_write import write_below
from ..verdicts import EXIT_ERROR, EXIT_PASS, exit_code
from .actions_io import ActionsIO
from .client import GitHubClient
from .comment import CommentError, comment_body, minimal_body, own_login, publish_comment
from .event import Event, PullRequestRef, fork_warning, load_event, valid_sha
from .publish import load_report, verify_pull_head, verify_report
from .settings import ActionSettings, SettingsError
from .trust import (
    apply_cache_location,
    cache_location,
    check_model_locations,
    repository_judge,
)

if TYPE_CHECKING:
    from ..config import GateConfig

SUMMARY_MAX_CHARS = 900_000
SUMMARY_MAX_BYTES = 1_000_000  # GitHub refuses a step summary above 1 MiB


@dataclasses.dataclass
class Outcome:
    """What the run produced besides the report: comment and check-run status, notes for the
    job summary and infrastructure errors."""

    comment: str = "off"
    comment_url: str | None = None
    comment_id: int | None = None
    previous_comment_id: int | None = None
    check_run: str = "off"
    check_run_url: str | None = None
    notes: list[str] = dataclasses.field(default_factory=list)
    infrastructure_errors: list[str] = dataclasses.field(default_factory=list)


# The runner shows at most this many annotations of one level per step.
RUNNER_ANNOTATIONS_PER_LEVEL = 10


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
    """The body of :func:`main`: every read, write and API call of the action is here.

    Once a report exists, every later step is guarded (:func:`_guarded`): an API error, a bad
    answer or a crash in rendering becomes an infrastructure error of this run, and the job
    summary, the outputs and the exit code still carry the verdict.
    """
    try:
        settings = ActionSettings.from_env(env)
        event = load_event(settings.event_path, settings.event_name, settings.repository)
    except WfgateError as exc:
        return _setup_failure(io, f"wfgate: {exc}")
    client = (GitHubClient.from_env(settings.github_token, settings.api_url, env)
              if settings.github_token else None)
    outcome = Outcome()
    if (danger := fork_warning(event)) and not settings.report:
        io.warning(danger, title="wfgate: fork pull request on pull_request_target")
    try:
        if settings.report:
            report, pull = _published_report(settings, event, client)
        else:
            pull = _pull_for_check(settings, event)
            report = _run_check(settings, event, env)
    except WfgateError as exc:
        return _setup_failure(io, f"wfgate: {exc}")

    paths = {fmt: f"{settings.output_dir}/{name}" for fmt, name in REPORT_NAMES.items()}
    _guarded(io, outcome, "writing the report files",
             lambda: _write_report_files(report, Path(settings.output_dir), outcome))
    _guarded(io, outcome, "logging the verdicts", lambda: _log_verdicts(io, report))
    found = _guarded(io, outcome, "listing the annotations",
                     lambda: annotations(report, settings.annotation_level)) or []
    _guarded(io, outcome, "the PR comment",
             lambda: _comment(io, settings, event, pull, client, report, outcome))
    _guarded(io, outcome, "the check run",
             lambda: _check_run(io, settings, event, pull, client, report, outcome, found))

    for level, message, where in runner_annotations(found, outcome):
        io.annotate(level, message, **where)
    _guarded(io, outcome, "the job summary",
             lambda: io.append_summary(summary_markdown(report, outcome)),
             fallback=lambda: io.append_summary(minimal_summary(report, outcome)))
    io.set_outputs(action_outputs(report, outcome, paths))
    code = final_exit_code(report, outcome, settings.fail_on)
    io.info(f"wfgate: verdict {overall_verdict(report, outcome)}, exit code {code}")
    return code


REPORT_NAMES = {"json": "report.json", "markdown": "report.md", "junit": "report.xml"}


def _guarded(io: ActionsIO, outcome: Outcome, what: str, step, fallback=None):
    """Run ``step``; any exception becomes an infrastructure error naming ``what`` (a
    non-wfgate exception is a bug: its trace goes to the log, inert). Returns its value."""
    try:
        return step()
    except WfgateError as exc:
        outcome.infrastructure_errors.append(f"{what}: {exc}")
    except Exception as exc:  # a bug in a later step must not cost the verdict
        with io.untrusted():
            traceback.print_exc(file=io.stream)
        outcome.infrastructure_errors.append(
            f"{what}: internal error {type(exc).__name__} (a bug; the trace is in the log)")
    if fallback is not None:
        with contextlib.suppress(Exception):  # the fallback writes plain text only
            fallback()
    return None


def _write_report_files(report: dict, out_dir: Path, outcome: Outcome) -> None:
    for path, text in report_files(report, out_dir).values():
        try:  # never through a symlink the pull request committed (wfgate/safe_write.py)
            write_below(".", path, text)
        except WfgateError as exc:
            outcome.infrastructure_errors.append(f"cannot write the report file: {exc}")


def _log_verdicts(io: ActionsIO, report: dict) -> None:
    with io.group(f"wfgate: {len(report.get('workflows', []))} workflows, "
                  f"verdict {report.get('verdict')}"):
        io.log_untrusted(log_lines(report))  # workflow ids come from the pull request


def _pull_for_check(settings: ActionSettings, event: Event) -> PullRequestRef | None:
    """The pull request to comment on: input ``pr_number`` on any event, else the event's."""
    if settings.pr_number is None:
        return event.pull_request
    if not event.repo:
        raise SettingsError("input pr_number needs GITHUB_REPOSITORY")
    known = event.pull_request
    if known and known.number == settings.pr_number:
        return known
    return PullRequestRef(event.repo, settings.pr_number, None, None, None, is_fork=False)


def _comment(io: ActionsIO, settings: ActionSettings, event: Event,
             pull: PullRequestRef | None, client: GitHubClient | None, report: dict,
             outcome: Outcome) -> None:
    """Post or update the sticky comment as the settings say; record what happened."""
    if not settings.commenting:
        outcome.comment = "off"
        return
    if pull is None:
        outcome.comment = "skipped: the event has no pull request"
        io.info("wfgate: no pull request in this event (set pr_number to name one); the "
                "comment is skipped")
        return
    if pull.is_fork and event.name == "pull_request" and not settings.report:
        outcome.comment = "skipped: fork pull request"
        io.warning("wfgate: this pull request comes from a fork, whose token cannot comment. "
                   "The report is in the report_json output; post it from a workflow_run job "
                   "(docs/action.md, fork pull requests)", title="wfgate: comment skipped")
        return
    if client is None:
        outcome.comment = "failed"
        outcome.infrastructure_errors.append("no github_token: cannot post the PR comment")
        return
    outcome.comment = "failed"  # until a result says otherwise (a guarded step may raise)
    render = None
    if settings.comment_template:
        render = _custom_renderer(io, settings, outcome, pull)
    try:
        body = comment_body(report, settings.comment_id, render=render)
    except Exception as exc:  # a bug in rendering: post the verdict anyway, say so
        with io.untrusted():
            traceback.print_exc(file=io.stream)
        outcome.infrastructure_errors.append(
            f"the PR comment could not be rendered: internal error {type(exc).__name__} (a "
            "bug; the trace is in the log); a minimal comment with the verdict was posted")
        body = minimal_body(report, settings.comment_id)
    login, how = own_login(client, settings.bot_login)
    io.info(f"wfgate: commenting as {login} ({how})")
    try:
        result = publish_comment(client, pull.repo, pull.number, body,
                                 comment_id=settings.comment_id, mode=settings.comment_mode,
                                 login=login, only_create=settings.only_create,
                                 only_update=settings.only_update)
    except CommentError as exc:
        outcome.comment = "failed"
        outcome.previous_comment_id = exc.previous_id
        outcome.notes.extend(exc.notes)
        outcome.infrastructure_errors.append(str(exc))
        return
    outcome.comment, outcome.comment_url = result.action, result.url
    outcome.comment_id, outcome.previous_comment_id = result.comment_id, result.previous_id
    outcome.notes.extend(result.notes)


def _template_text(settings: ActionSettings, pull: PullRequestRef | None) -> str:
    """The comment template: from the base commit with ``config_ref: base`` (the pull request
    cannot reword its own verdict), else from the checkout."""
    from . import changes
    from .template import MAX_TEMPLATE_BYTES, TemplateError, read_template

    name = settings.comment_template or ""
    repo = Path(settings.workspace or ".")
    base = pull.base_sha if pull else None
    if settings.config_ref != "base" or not changes.has_commit(repo, base):
        return read_template(repo, name)
    try:
        raw = changes.file_at(repo, base, name)
    except WfgateError as exc:
        raise TemplateError(f"comment_template {name} at the base commit: {exc}") from None
    if raw is None or len(raw) > MAX_TEMPLATE_BYTES:
        raise TemplateError(f"comment_template {name}: not a file of at most "
                            f"{MAX_TEMPLATE_BYTES} bytes at the base commit {base[:12]}")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TemplateError(f"comment_template {name}: not UTF-8 text ({exc})") from None


def _custom_renderer(io: ActionsIO, settings: ActionSettings, outcome: Outcome,
                     pull: PullRequestRef | None = None):
    """The comment template's renderer, or None (the built-in one) when it cannot be used:
    then the comment is still posted and a warning names the file and the reason."""
    from .template import TemplateError, compile_template

    name = settings.comment_template or ""
    try:
        render = compile_template(_template_text(settings, pull), name)
    except TemplateError as exc:
        outcome.notes.append(f"{exc}; the built-in comment layout was used")
        io.warning(f"wfgate: {exc}; the built-in comment layout was used",
                   title="wfgate: comment template")
        return None

    def guarded(report: dict, budget: int) -> str:
        try:
            return render(report, budget)
        except TemplateError as exc:
            outcome.notes.append(f"{exc}; the built-in comment layout was used")
            io.warning(f"wfgate: {exc}; the built-in comment layout was used",
                       title="wfgate: comment template")
            from ..report.markdown import render_markdown

            return render_markdown(report, max_chars=budget)

    return guarded


def _check_run(io: ActionsIO, settings: ActionSettings, event: Event,
               pull: PullRequestRef | None, client: GitHubClient | None, report: dict,
               outcome: Outcome, found: list) -> None:
    """Create or update wfgate's check run on the head commit, when the token may."""
    from .checks import (
        check_annotations,
        check_run_name,
        check_title,
        conclusion,
        publish_check_run,
    )
    from .client import GitHubHTTPError

    head = report.get("head_sha")
    repo = pull.repo if pull else event.repo
    if not settings.check_run:
        outcome.check_run = "off"
        return
    if client is None or not repo or not isinstance(head, str) or not valid_sha(head):
        outcome.check_run = "skipped: no token, repository or head commit"
        return
    if pull is not None and pull.is_fork and event.name == "pull_request":
        outcome.check_run = "skipped: fork pull request"
        return
    from ..report.markdown import render_markdown

    try:
        result = publish_check_run(
            client, repo, head, name=check_run_name(settings.comment_id),
            title=check_title(report),
            summary=render_markdown(report, max_chars=60_000),
            conclusion=conclusion(report, bool(outcome.infrastructure_errors),
                                  settings.fail_on == "never"),
            annotations=check_annotations(found))
    except GitHubHTTPError as exc:
        if exc.kind == "permission":
            outcome.check_run = "skipped: no checks: write permission"
            io.notice("wfgate: no check run (the token lacks `checks: write`); the verdict is "
                      "in the step, the comment and the job summary", title="wfgate: check run")
            return
        outcome.check_run = "failed"
        outcome.notes.append(f"the check run could not be written: {exc}")
        io.warning(f"wfgate: the check run could not be written: {exc}",
                   title="wfgate: check run")
        return
    outcome.check_run, outcome.check_run_url = result.action, result.url


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
    check_model_locations({"encoder.model": config.encoder.model,
                           "bertscore.model": config.bertscore.model,
                           "bertscore.baseline": config.bertscore.baseline},
                          env, settings.workspace, config.source)
    report = run_check(settings.golden, settings.candidate, golden_ref=base,
                       repo_dir=settings.workspace or ".", config=config)
    report["notices"] = notices + list(report.get("notices") or [])
    report["callouts"] = callouts
    head = pull.head_sha if pull and pull.head_sha else env.get("GITHUB_SHA", "")
    report["head_sha"] = head if valid_sha(head) else None
    return report


# Without a thresholds file the action uses the same default profile as the CLI (README,
# "Default profile": chosen by measurement).
ACTION_DEFAULT_PROFILE = DEFAULT_PROFILE
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


def annotations(report: dict, fail_level: str = "error") -> list[tuple[str, str, dict]]:
    """(level, message, where): an error per erroring workflow and per report error (without
    repeating a workflow's own), then one of ``fail_level`` (input ``annotation_level``) per
    failing workflow naming its failing modes, then a warning per notice."""
    errors: list[tuple[str, str, dict]] = []
    fails: list[tuple[str, str, dict]] = []
    shown: set[tuple[object, object]] = set()
    for workflow in report.get("workflows", []):
        where = workflow.get("candidate") or workflow.get("golden")
        if workflow.get("verdict") == "fail":
            fails.append((fail_level, f"{workflow.get('id')}: regression against its golden "
                                   f"({annotation_modes(workflow)})",
                          {"file": where, "title": "wfgate: fail"}))
        elif workflow.get("verdict") == "error":
            error = workflow.get("error") or {}
            message = error.get("message") or "could not be evaluated"
            errors.append(("error", message, {"file": error.get("file") or where,
                                              "line": error.get("line"),
                                              "title": "wfgate: error"}))
            shown.update({(error.get("file"), message), (where, message)})
    for problem in report.get("errors", []):
        if (problem.get("file"), problem.get("message")) not in shown:
            errors.append(("error", problem.get("message", ""),
                           {"file": problem.get("file"), "line": problem.get("line"),
                            "title": "wfgate: error"}))
    notices = [("warning", problem.get("message", ""),
                {"file": problem.get("file"), "line": problem.get("line"),
                 "title": "wfgate: notice"}) for problem in report.get("notices", [])]
    return errors + fails + notices


def runner_annotations(found: list[tuple[str, str, dict]], outcome: Outcome
                       ) -> list[tuple[str, str, dict]]:
    """What to emit, within the runner's limit of 10 shown per level and step:
    infrastructure errors first, then ``found`` in order; past the limit, the last slot of a
    level says how many more are in the job summary."""
    infra = [("error", f"wfgate infrastructure error: {problem}",
              {"title": "wfgate: infrastructure error"})
             for problem in outcome.infrastructure_errors]
    by_level: dict[str, list[tuple[str, str, dict]]] = {}
    for item in infra + list(found):
        by_level.setdefault(item[0], []).append(item)
    out: list[tuple[str, str, dict]] = []
    limit = RUNNER_ANNOTATIONS_PER_LEVEL
    for level, items in by_level.items():
        if len(items) <= limit:
            out.extend(items)
            continue
        out.extend(items[: limit - 1])
        more = len(items) - (limit - 1)
        out.append((level, f"{more} more {level} annotations are in the job summary (the "
                           f"runner shows {limit} per step)", {"title": "wfgate: more"}))
    return out


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


def annotation_modes(workflow: dict) -> str:
    """The modes that make a workflow fail: failing ones, else those left ambiguous and
    leaning fail (unconfirmed), else the ambiguous ones; never empty."""
    modes = workflow.get("modes") or {}
    failing = failing_modes(workflow)
    if failing:
        return failing
    leaning = [f"{m} (unconfirmed)" for m in MODES
               if (modes.get(m) or {}).get("verdict") == "ambiguous"
               and (modes.get(m) or {}).get("provisional") == "fail"]
    ambiguous = [f"{m} (ambiguous)" for m in MODES
                 if (modes.get(m) or {}).get("verdict") == "ambiguous"]
    return ", ".join(leaning or ambiguous) or "see the job summary"


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
        "comment_id": outcome.comment_id or "",
        "previous_comment_id": outcome.previous_comment_id or "",
        "check_run": outcome.check_run,
        "check_run_url": outcome.check_run_url or "",
        "infrastructure_error": "; ".join(outcome.infrastructure_errors),
    }


def summary_markdown(report: dict, outcome: Outcome) -> str:
    """The job summary: infrastructure problems first, then the full report."""
    from ..report.markdown import render_markdown

    prefix = summary_prefix(outcome)
    budget = SUMMARY_MAX_CHARS - len(prefix)
    while True:  # the limit is in bytes: emoji and other text take more than one each
        text = prefix + render_markdown(report, max_chars=budget)
        if len(text.encode("utf-8")) <= SUMMARY_MAX_BYTES or budget < 10_000:
            return text
        budget //= 2


def summary_prefix(outcome: Outcome) -> str:
    """Infrastructure errors and what the pull request's comment shows now, as callouts."""
    lines = []
    for problem in outcome.infrastructure_errors:
        lines.append(f"> [!WARNING]\n> **wfgate infrastructure error** (this run is not a "
                     f"pass): {_escape(problem)}\n")
    for note in outcome.notes:
        lines.append(f"> [!NOTE]\n> **PR comment**: {_escape(note)}\n")
    return "\n".join(lines) + ("\n" if lines else "")


def minimal_summary(report: dict, outcome: Outcome) -> str:
    """The summary when the full one could not be rendered: the verdict and the counts."""
    workflows = report.get("workflows", [])
    verdict = str(report.get("verdict", "error"))
    counts = ", ".join(f"{sum(w.get('verdict') == v for w in workflows)} {v}"
                       for v in ("pass", "fail", "error"))
    return (summary_prefix(outcome) + f"## wfgate: {verdict.upper()}\n\n"
            f"{len(workflows)} workflows: {counts}. The full report could not be rendered "
            "here; it is in the report files of this run.\n")


def _escape(text: str) -> str:
    from ..report.markdown import escape_md

    return escape_md(text, limit=2000)


def run() -> None:
    """Console entry: exit with :func:`main`'s code."""
    sys.exit(main())
