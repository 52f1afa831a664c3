"""Read the event payload the runner hands the action: which pull request, which commits."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import GitHubError

_SHA = re.compile(r"^([0-9a-f]{40}|[0-9a-f]{64})$")
_REPO = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
PULL_REQUEST_EVENTS = ("pull_request", "pull_request_target")


class EventError(GitHubError):
    """The event payload is missing, unreadable or not of the expected shape."""


@dataclass(frozen=True)
class PullRequestRef:
    """The pull request a run is about. ``is_fork``: the head lives in another repository."""

    repo: str
    number: int
    head_sha: str | None
    base_sha: str | None
    base_ref: str | None
    is_fork: bool


@dataclass(frozen=True)
class Event:
    """The parts of an event wfgate uses. ``pull_request`` is None when the event has none."""

    name: str
    repo: str | None
    pull_request: PullRequestRef | None
    workflow_run_head_sha: str | None = None
    workflow_run_event: str | None = None
    workflow_run_conclusion: str | None = None
    workflow_run_from_fork: bool = False  # the run's head repository is not this one


def load_event(path: str | None, name: str, repository: str | None = None) -> Event:
    """Read ``GITHUB_EVENT_PATH``; a missing path gives an event without a pull request."""
    if not path:
        return Event(name=name, repo=repository, pull_request=None)
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EventError(f"cannot read the event payload {path}: {exc}") from None
    if not isinstance(payload, dict):
        raise EventError(f"the event payload {path} is not a JSON object")
    return parse_event(payload, name, repository)


def parse_event(payload: dict, name: str, repository: str | None = None) -> Event:
    """Find the repository and pull request in a payload of any event wfgate runs on."""
    repo = repository or _text(payload, "repository", "full_name")
    if name in PULL_REQUEST_EVENTS and isinstance(payload.get("pull_request"), dict):
        return Event(name=name, repo=repo, pull_request=_from_pull(payload["pull_request"], repo))
    if name == "workflow_run" and isinstance(payload.get("workflow_run"), dict):
        run = payload["workflow_run"]
        pulls = run.get("pull_requests") or []
        ref = _from_run_pull(pulls[0], repo, run) if len(pulls) == 1 and repo else None
        head_repo = _get(run, "head_repository", "full_name")
        return Event(name=name, repo=repo, pull_request=ref,
                     workflow_run_head_sha=_sha(run.get("head_sha")),
                     workflow_run_event=run.get("event"),
                     workflow_run_conclusion=run.get("conclusion"),
                     workflow_run_from_fork=not isinstance(head_repo, str) or not repo
                     or head_repo.lower() != repo.lower())
    if name == "issue_comment" and isinstance(payload.get("issue"), dict):
        issue = payload["issue"]
        if issue.get("pull_request") and repo and isinstance(issue.get("number"), int):
            ref = PullRequestRef(repo, issue["number"], None, None, None, is_fork=False)
            return Event(name=name, repo=repo, pull_request=ref)
    return Event(name=name, repo=repo, pull_request=None)


def _from_pull(pull: dict, repo: str | None) -> PullRequestRef:
    number = pull.get("number")
    if not isinstance(number, int) or not repo:
        raise EventError("the pull_request payload has no number or repository")
    # A pull request comes from a fork when its head lives in another repository than its
    # base. (``head.repo.fork`` says the head repository is itself a fork of something: true
    # for every pull request inside a forked repository, so it is not read.)
    head_repo = _get(pull, "head", "repo", "full_name")
    base_repo = _text(pull, "base", "repo", "full_name") or repo
    is_fork = not isinstance(head_repo, str) or head_repo.lower() != base_repo.lower()
    return PullRequestRef(repo=repo, number=number, head_sha=_sha(_get(pull, "head", "sha")),
                          base_sha=_sha(_get(pull, "base", "sha")),
                          base_ref=_text(pull, "base", "ref"), is_fork=is_fork)


def _from_run_pull(pull: dict, repo: str, run: dict) -> PullRequestRef | None:
    number = pull.get("number")
    if not isinstance(number, int):
        return None
    head_repo = _get(run, "head_repository", "full_name")
    return PullRequestRef(repo=repo, number=number, head_sha=_sha(_get(pull, "head", "sha")),
                          base_sha=_sha(_get(pull, "base", "sha")),
                          base_ref=_text(pull, "base", "ref"),
                          is_fork=isinstance(head_repo, str)
                          and head_repo.lower() != repo.lower())


def fork_warning(event: Event) -> str | None:
    """Why this run of a fork's pull request is dangerous, or None when it is not."""
    pull = event.pull_request
    if event.name != "pull_request_target" or pull is None or not pull.is_fork:
        return None
    return ("wfgate: this pull_request_target run is for a pull request from a fork. It has "
            "your secrets and a write token; if this job checked out the fork's code, the fork "
            "controls every file the gate reads (goldens, candidates, thresholds.yaml). Run the "
            "check on pull_request and post with the workflow_run pattern instead "
            "(docs/action.md, pull requests from forks)")


def valid_repo(name: str) -> bool:
    """``owner/name`` with GitHub's allowed characters."""
    return bool(_REPO.match(name)) and ".." not in name


def valid_sha(value: str) -> bool:
    return bool(_SHA.match(value))


def _sha(value: object) -> str | None:
    return value if isinstance(value, str) and _SHA.match(value) else None


def _get(data: object, *keys: str) -> object:
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def _text(data: object, *keys: str) -> str | None:
    """The string at ``keys``, or None when it is missing or not a string."""
    value = _get(data, *keys)
    return value if isinstance(value, str) else None
