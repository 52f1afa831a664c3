"""The sticky PR comment: a hidden marker, found among the token's own comments, updated in
place or recreated, and kept below GitHub's 65,536-character limit."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .client import GitHubClient, GitHubHTTPError

GITHUB_COMMENT_LIMIT = 65_536
# Headroom under GitHub's limit: the limit counts characters after GitHub's own processing.
COMMENT_MAX_CHARS = 60_000
FULL_REPORT_HINT = ("The comment is shortened to fit GitHub's size limit: the full report is in "
                    "the job summary and in the report files of this run.")


_COMMENT_ID = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


def valid_comment_id(comment_id: str) -> bool:
    """1-64 letters, digits, '.', '_' or '-': safe inside the HTML-comment marker."""
    return bool(_COMMENT_ID.match(comment_id))


def marker(comment_id: str) -> str:
    """The hidden first line that identifies wfgate's comment for ``comment_id``."""
    return f"<!-- wfgate:comment id={comment_id} -->"


def comment_body(report: dict, comment_id: str, *, max_chars: int = COMMENT_MAX_CHARS,
                 full_report_hint: str = FULL_REPORT_HINT) -> str:
    """The comment: the marker line, then the Markdown report bounded to ``max_chars``.

    The renderer drops detail sections in a fixed order until the text fits; the verdicts of
    failing and erroring workflows are the last thing to go.
    """
    from ..report.markdown import render_markdown

    body = render_markdown(report, max_chars=max_chars, header=marker(comment_id),
                           full_report_hint=full_report_hint)
    if not body.startswith(marker(comment_id)):
        body = marker(comment_id) + "\n" + body
    if len(body) > max_chars:  # a renderer that ignored the limit: never post an oversize body
        note = "\n\n… truncated to fit GitHub's comment size limit.\n"
        body = body[: max_chars - len(note)] + note
    return body


def is_ours(comment: dict, comment_id: str, login: str) -> bool:
    """Written by ``login`` and starting with our marker (a quoted marker elsewhere is not)."""
    author = (comment.get("user") or {}).get("login")
    first_line = str(comment.get("body") or "").lstrip("\ufeff").split("\n", 1)[0].strip()
    return author == login and first_line == marker(comment_id)


@dataclass(frozen=True)
class CommentResult:
    """What happened to the comment: created, updated, recreated or unchanged."""

    action: str
    comment_id: int | None
    url: str | None


def own_login(client: GitHubClient, fallback: str) -> tuple[str, str]:
    """The token's login and how it was found.

    ``GET /user`` names the identity of a personal or app-user token. The Actions
    ``GITHUB_TOKEN`` is an installation token: ``GET /user`` answers 403 ("Resource not
    accessible by integration"), and its comments are written as ``github-actions[bot]``,
    which is then the fallback.
    """
    try:
        return client.authenticated_login(), "GET /user"
    except GitHubHTTPError as exc:
        if exc.status in (403, 404):
            return fallback, f"fallback ({exc.status} from GET /user)"
        raise


def publish_comment(client: GitHubClient, repo: str, number: int, body: str, *,
                    comment_id: str, mode: str, login: str) -> CommentResult:
    """Create, update (``mode="update"``) or delete and re-create (``"recreate"``) the
    comment. Only comments written by ``login`` that start with our marker are touched."""
    if mode not in ("update", "recreate"):
        raise ValueError(f"unknown comment mode {mode!r}")
    ours = [c for c in client.list_issue_comments(repo, number)
            if is_ours(c, comment_id, login)]
    if mode == "update" and ours:
        latest = max(ours, key=lambda c: int(c["id"]))
        if latest.get("body") == body:
            return CommentResult("unchanged", int(latest["id"]), latest.get("html_url"))
        updated = client.update_comment(repo, int(latest["id"]), body)
        return CommentResult("updated", int(latest["id"]), updated.get("html_url"))
    for old in ours:
        client.delete_comment(repo, int(old["id"]))
    created = client.create_comment(repo, number, body)
    action = "recreated" if ours else "created"
    return CommentResult(action, created.get("id"), created.get("html_url"))
