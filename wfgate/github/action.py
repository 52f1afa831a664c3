"""The GitHub Action: inputs -> check (or a report from another run) -> report files,
sticky PR comment, check run, annotations, job summary, outputs, exit code.

:func:`main` (its body is ``_run`` and the step functions it guards) does the action's I/O;
where the report comes from is :mod:`wfgate.github.sources`, and what to write is decided
without I/O in :mod:`wfgate.github.outputs`. Every step after the check is
guarded, so a failing API or a bug in rendering costs an infrastructure error, never the
verdict.
"""

from __future__ import annotations

import contextlib
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TextIO, TypeVar

from ..errors import WfgateError
from ..report.build import fail_on_changes
from ..report.model import Report
from ..safe_write import write_below
from ..timing import command_seconds
from ..verdicts import EXIT_ERROR
from .actions_io import ActionsIO
from .client import GitHubClient
from .comment import CommentError, comment_body, minimal_body, own_login, publish_comment
from .event import Event, PullRequestRef, fork_warning, load_event, valid_sha
from .outputs import (
    REPORT_NAMES,
    Annotation,
    Outcome,
    action_outputs,
    escape,
    final_exit_code,
    log_lines,
    minimal_summary,
    overall_verdict,
    report_annotations,
    report_files,
    runner_annotations,
    summary_markdown,
)
from .settings import ActionSettings
from .sources import checked_report, published_report, pull_for_check
from .stale import Withdrawal, withdraw_stale_verdict

T = TypeVar("T")


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
    pull: PullRequestRef | None = None
    try:
        if settings.report:
            report, pull = published_report(settings, event, client)
        else:
            pull = pull_for_check(settings, event)
            report = checked_report(settings, event, env)
    except Exception as exc:  # no report: the comment must not keep an older verdict
        if not isinstance(exc, WfgateError):
            with io.untrusted():
                traceback.print_exc(file=io.stream)
        reason = (str(exc) if isinstance(exc, WfgateError) else
                  f"internal error {type(exc).__name__} (a bug; the trace is in the log)")
        withdrawal = _withdraw(settings, event, pull, client, env, reason)
        return _setup_failure(io, f"wfgate: {reason}", withdrawal)
    if settings.fail_on == "changes":  # passing workflows with changes to review fail
        report = fail_on_changes(report)
    if report.timings is not None and not settings.report:
        report = replace(report, timings={**report.timings, "command": command_seconds()})

    paths = {fmt: f"{settings.output_dir}/{name}" for fmt, name in REPORT_NAMES.items()}
    _guarded(io, outcome, "writing the report files",
             lambda: _write_report_files(report, Path(settings.output_dir), outcome))
    _guarded(io, outcome, "logging the verdicts", lambda: _log_verdicts(io, report))
    found = _guarded(io, outcome, "listing the annotations",
                     lambda: report_annotations(report, settings.annotation_level)) or []
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


def _guarded(io: ActionsIO, outcome: Outcome, what: str, step: Callable[[], T],
             fallback: Callable[[], object] | None = None) -> T | None:
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


def _write_report_files(report: Report, out_dir: Path, outcome: Outcome) -> None:
    for path, text in report_files(report, out_dir).values():
        try:  # never through a symlink the pull request committed (wfgate/safe_write.py)
            write_below(".", path, text)
        except WfgateError as exc:
            outcome.infrastructure_errors.append(f"cannot write the report file: {exc}")


def _log_verdicts(io: ActionsIO, report: Report) -> None:
    count = len(report.workflows)
    with io.group(f"wfgate: {count} workflow{'s' if count != 1 else ''}, verdict "
                  f"{report.verdict}"):
        io.log_untrusted(log_lines(report))  # workflow ids come from the pull request


def _comment(io: ActionsIO, settings: ActionSettings, event: Event,
             pull: PullRequestRef | None, client: GitHubClient | None, report: Report,
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
    if settings.config_ref != "base" or base is None or not changes.has_commit(repo, base):
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
                     pull: PullRequestRef | None = None
                     ) -> Callable[[Report, int], str] | None:
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

    def guarded(report: Report, budget: int) -> str:
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
               pull: PullRequestRef | None, client: GitHubClient | None, report: Report,
               outcome: Outcome, found: list[Annotation]) -> None:
    """Create or update wfgate's check run on the head commit, when the token may."""
    from .checks import (
        check_annotations,
        check_run_name,
        check_title,
        conclusion,
        publish_check_run,
    )
    from .client import GitHubHTTPError

    head = report.head_sha
    repo = pull.repo if pull else event.repo
    if not settings.check_run:
        outcome.check_run = "off"
        return
    if client is None or not repo or head is None or not valid_sha(head):
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


def _withdraw(settings: ActionSettings, event: Event, pull: PullRequestRef | None,
              client: GitHubClient | None, env: dict[str, str], reason: str) -> Withdrawal:
    """Mark the sticky comment as having no verdict for this run's commit (:mod:`.stale`)."""
    if pull is None and not settings.report:
        with contextlib.suppress(WfgateError):
            pull = pull_for_check(settings, event)
    if pull is None and settings.report:
        pull = event.pull_request
    head = pull.head_sha if pull and pull.head_sha else env.get("GITHUB_SHA")
    return withdraw_stale_verdict(settings, event, pull, client, head, reason)


def _setup_failure(io: ActionsIO, message: str, withdrawal: Withdrawal | None = None) -> int:
    """Nothing could be checked (bad input, config, event or report file): always exit 2,
    and the summary says what the PR comment shows now. Part of :func:`main`'s I/O."""
    io.error(message, title="wfgate: setup error")
    notes = "".join(f"\n> [!NOTE]\n> **PR comment**: {escape(note)}\n"
                    for note in (withdrawal.notes if withdrawal else ()))
    io.append_summary("## 💥 wfgate: ERROR\n\nNothing was checked: "
                      + escape(message) + "\n" + notes)
    outputs: dict[str, object] = {"verdict": "error", "infrastructure_error": ""}
    if withdrawal is not None:
        outputs["comment"] = withdrawal.action
    io.set_outputs(outputs)
    return EXIT_ERROR


def run() -> None:
    """Console entry: exit with :func:`main`'s code."""
    sys.exit(main())
