"""Where the action's report comes from: a check run here (the inputs, the thresholds file
with the judge inputs applied, the call-outs comparing with the base commit) or, in publish
mode, a report another run made, checked against the trusted event.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import DEFAULT_PROFILE
from ..errors import WfgateError
from ..report.model import Notice, Report
from .client import GitHubClient
from .event import Event, PullRequestRef, valid_sha
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


def pull_for_check(settings: ActionSettings, event: Event) -> PullRequestRef | None:
    """The pull request to comment on: input ``pr_number`` on any event, else the event's."""
    if settings.pr_number is None:
        return event.pull_request
    if not event.repo:
        raise SettingsError("input pr_number needs GITHUB_REPOSITORY")
    known = event.pull_request
    if known and known.number == settings.pr_number:
        return known
    return PullRequestRef(event.repo, settings.pr_number, None, None, None, is_fork=False)


def checked_report(settings: ActionSettings, event: Event, env: dict[str, str]
                   ) -> Report:
    """Pair the inputs, load the config (with the judge inputs applied) and run the check."""
    from ..pipeline import run_check

    pull = event.pull_request
    base = settings.golden_ref or None
    if base == "base":
        if pull is None or not pull.base_sha:
            raise SettingsError("golden_ref: base needs a pull_request event (it compares "
                                "with the pull request's base commit); give a ref instead")
        base = pull.base_sha
    notices: list[dict[str, Any]] = []  # what the repository asked for and the action did not do
    apply_cache_location(cache_location(env, settings.workspace, notices))
    callouts: list[str] = []
    config = effective_config(settings, notices, base_changes(settings, pull, callouts))
    check_model_locations({"encoder.model": config.encoder.model,
                           "bertscore.model": config.bertscore.model,
                           "bertscore.baseline": config.bertscore.baseline},
                          env, settings.workspace, config.source)
    report = run_check(settings.golden, settings.candidate, golden_ref=base,
                       repo_dir=settings.workspace or ".", config=config)
    head = pull.head_sha if pull and pull.head_sha else env.get("GITHUB_SHA", "")
    return replace(report, notices=(*(Notice.from_json(n) for n in notices), *report.notices),
                   callouts=tuple(callouts), head_sha=head if valid_sha(head) else None)


# Without a thresholds file the action uses the same default profile as the CLI
# (docs/accuracy.md, "Default profile": chosen by measurement).
ACTION_DEFAULT_PROFILE = DEFAULT_PROFILE
PROVIDER_SPECIFIC_KEYS = ("base_url", "azure_endpoint", "azure_deployment", "api_version",
                          "api_key_env")


def effective_config(settings: ActionSettings, notices: list[dict[str, Any]] | None = None,
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
    if base is None or not changes.has_commit(repo, base):
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


def published_callouts(report: Report, event: Event) -> list[str]:
    """Publish mode: the artifact's call-outs are the check run's word; for a fork's run the
    comment says first that the fork controlled that run."""
    reported = list(report.callouts or ())
    if event.name == "workflow_run" and event.workflow_run_from_fork:
        return [FORK_RUN_CALLOUT] + [f"Reported by that run: {c}" for c in reported]
    return reported


def published_report(settings: ActionSettings, event: Event, client: GitHubClient | None
                     ) -> tuple[Report, PullRequestRef | None]:
    """Publish mode: a report made by another run, checked against the trusted event."""
    from .publish import ReportRejected

    if not settings.report:
        raise ReportRejected("publish mode needs the input report")
    report = load_report(settings.report)
    if event.name == "workflow_run":
        expected = event.workflow_run_head_sha
    else:
        expected = event.pull_request.head_sha if event.pull_request else None
    if not expected:
        raise ReportRejected("input report needs a workflow_run or pull_request event: the "
                             "event's head commit is what the report is checked against")
    verify_report(report, expected)
    report = replace(report, callouts=tuple(published_callouts(report, event)))
    number = settings.pr_number or (event.pull_request.number if event.pull_request else None)
    if number is None or not event.repo:
        return report, None
    if event.name == "workflow_run" or settings.pr_number is not None:
        if client is None:
            raise ReportRejected("publishing from workflow_run needs github_token")
        verify_pull_head(client, event.repo, number, expected)
    return report, PullRequestRef(event.repo, number, expected, None, None, is_fork=False)
