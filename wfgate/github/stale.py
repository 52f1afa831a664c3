"""A run that ends without a verdict withdraws the sticky comment's older one.

When a run fails before it has a report (a broken ``thresholds.yaml``, which the pull request
controls, a refused model, an unreadable event or artifact, a bug), the sticky comment still
shows the verdict of an earlier commit. Left alone it reads as current: a PASS for commit A
stays on a pull request whose head B was never checked. So the comment is rewritten, in the
workflow's comment mode, to say that the latest commit has no verdict and why (``update``
edits it; ``recreate`` and ``hide-and-post`` post the notice and delete or hide the old one),
and the job summary says what the pull request shows now. A pull request without a wfgate
comment gets none: nothing on it is stale.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import GitHubError
from .client import GitHubClient
from .comment import CommentError, head_marker, marker, own_login, publish_comment
from .event import Event, PullRequestRef, valid_sha
from .settings import ActionSettings


@dataclass(frozen=True)
class Withdrawal:
    """What happened to the comment (``comment`` output) and notes for the job summary."""

    action: str
    notes: tuple[str, ...] = ()


def no_verdict_body(comment_id: str, head: str | None, reason: str) -> str:
    """The comment for a commit that has no verdict: the marker lines, then why."""
    from ..report.markdown import escape_md

    header = marker(comment_id) + (f"\n{head_marker(head)}" if head else "")
    commit = f"commit `{head[:12]}`" if head else "the latest commit"
    return (f"{header}\n## 💥 wfgate: ERROR, no verdict for {commit}\n\n"
            f"This run ended in an error before it could check {commit}: "
            f"{escape_md(reason, limit=1000)}\n\n"
            "The result this comment showed before was for an earlier commit and no longer "
            "applies. Fix the error and re-run the check; the job summary has the details.\n")


def withdraw_stale_verdict(settings: ActionSettings, event: Event,
                           pull: PullRequestRef | None, client: GitHubClient | None,
                           head: str | None, reason: str) -> Withdrawal:
    """Replace the sticky comment's verdict by a no-verdict notice for ``head``, when this
    run may comment; never raises (what went wrong is a note)."""
    if not settings.commenting:
        return Withdrawal("off")
    if pull is None:
        return Withdrawal("skipped: the event has no pull request")
    if pull.is_fork and event.name == "pull_request" and not settings.report:
        return Withdrawal("skipped: fork pull request")
    if client is None:
        return Withdrawal("failed", ("no github_token: the PR comment could not be marked "
                                     "as having no verdict for this commit",))
    head = head if head and valid_sha(head) else None
    body = no_verdict_body(settings.comment_id, head, reason)
    try:
        first_lines = [str(c.get("body") or "").lstrip("\ufeff").split("\n", 1)[0].strip()
                       for c in client.list_issue_comments(pull.repo, pull.number)]
        if marker(settings.comment_id) not in first_lines:
            return Withdrawal("skipped: no earlier comment")  # nothing on it is stale
        login, _ = own_login(client, settings.bot_login)
        result = publish_comment(client, pull.repo, pull.number, body,
                                 comment_id=settings.comment_id, mode=settings.comment_mode,
                                 login=login, only_create=settings.only_create,
                                 only_update=True)  # no comment yet: nothing is stale
    except CommentError as exc:
        return Withdrawal("failed", (*exc.notes, f"the PR comment could not be marked as "
                                                 f"having no verdict: {exc}"))
    except GitHubError as exc:
        return Withdrawal("failed", (f"the PR comment could not be marked as having no "
                                     f"verdict: {exc}",))
    what = {"updated": "now says", "created": "says", "recreated": "now says",
            "hidden-and-posted": "now says", "unchanged": "already says"}.get(result.action)
    notes = list(result.notes)
    if what:
        notes.append(f"the PR comment {what} that {_commit(head)} has no verdict (this run "
                     "ended in an error); any earlier result is withdrawn")
    return Withdrawal(result.action, tuple(notes))


def _commit(head: str | None) -> str:
    return f"commit {head[:12]}" if head else "the latest commit"
