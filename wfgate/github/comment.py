"""The sticky PR comment: a hidden marker, found among the token's own comments (minimized ones
skipped), updated in place, re-posted, or posted anew with the old one hidden, kept below
GitHub's 65,536-character limit, and naming the head commit it describes.

Concurrent runs converge: after writing, the comments are listed again and duplicates of our
marker are removed, keeping the one for the pull request's current head commit (the newest
of those).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..errors import GitHubError
from ..report.model import Report
from .client import GitHubClient, GitHubHTTPError

GITHUB_COMMENT_LIMIT = 65_536
# Headroom under GitHub's limit: the limit counts characters after GitHub's own processing.
COMMENT_MAX_CHARS = 60_000
FULL_REPORT_HINT = ("The comment is shortened to fit GitHub's size limit: the full report is in "
                    "the job summary and in the report files of this run.")
COMMENT_MODES = ("update", "recreate", "hide-and-post", "off")

_COMMENT_ID = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
_SHA = re.compile(r"^[0-9a-f]{40}([0-9a-f]{24})?$")
_HEAD_LINE = re.compile(r"^<!-- wfgate:head sha=([0-9a-f]{40}(?:[0-9a-f]{24})?) -->$")


def valid_comment_id(comment_id: str) -> bool:
    """1-64 letters, digits, '.', '_' or '-': safe inside the HTML-comment marker."""
    return bool(_COMMENT_ID.match(comment_id))


def marker(comment_id: str) -> str:
    """The hidden first line that identifies wfgate's comment for ``comment_id``."""
    return f"<!-- wfgate:comment id={comment_id} -->"


def head_marker(head_sha: str) -> str:
    """The hidden second line: the head commit the comment describes."""
    return f"<!-- wfgate:head sha={head_sha} -->"


def comment_body(report: Report, comment_id: str, *, max_chars: int = COMMENT_MAX_CHARS,
                 full_report_hint: str = FULL_REPORT_HINT,
                 render: Callable[[Report, int], str] | None = None) -> str:
    """The comment: the marker line, the head-commit line, then the Markdown report bounded
    to ``max_chars`` (``render(report, budget)``: a custom template; default: the built-in).

    The built-in renderer drops detail sections in a fixed order until the text fits; the
    verdicts of failing and erroring workflows are the last thing to go.
    """
    from ..report.markdown import render_markdown

    head = _head(report)
    header = marker(comment_id) + (f"\n{head_marker(head)}" if head else "")
    budget = max_chars - len(header) - 80
    if render is None:
        text = _with_commit_line(render_markdown(report, max_chars=budget,
                                                 full_report_hint=full_report_hint), head)
    else:  # the repository's template: the verdict line above it is wfgate's own
        lead = verdict_lead(report, head)
        text = lead + render(report, budget - len(lead))
    body = header + "\n" + text
    if len(body) > max_chars:  # a renderer that ignored the limit: cut at a line boundary
        note = "\n\n… truncated to fit GitHub's comment size limit.\n"
        cut = body.rfind("\n", 0, max_chars - len(note))
        body = body[: max(cut, len(header))] + note
    return body


def _head(report: Report) -> str | None:
    head = report.head_sha
    return head if head is not None and _SHA.match(head) else None


def verdict_lead(report: Report, head: str | None) -> str:
    """What a custom template cannot change: the verdict, the counts, the commit and the
    call-outs, above the template's text (the template is a file the pull request controls)."""
    from ..report.markdown import escape_md

    workflows = report.workflows
    failed = sum(w.verdict == "fail" for w in workflows)
    errored = sum(w.verdict == "error" for w in workflows)
    verdict = report.verdict.upper()
    changes = sum(len(w.review.changes) for w in workflows
                  if w.verdict == "pass" and w.review is not None)
    if report.verdict == "pass" and changes:
        verdict += f" with {changes} change{'s' if changes != 1 else ''} to review"
    total = f"{len(workflows)} workflow{'s' if len(workflows) != 1 else ''}"
    line = (f"**wfgate: {escape_md(verdict)}**: {failed} of {total} regressed"
            + (f", {errored} could not be evaluated" if errored else ""))
    if head:
        line += f"; results for commit `{head[:12]}`"
    lines = [line + ".", ""]
    for callout in report.callouts or ():
        lines += ["> [!WARNING]", f"> {escape_md(callout, limit=1000)}", ""]
    return "\n".join(lines) + "\n"


def minimal_body(report: Report, comment_id: str) -> str:
    """The comment when the report cannot be rendered: the verdict and counts only (no text
    from the pull request), so the pull request never keeps showing an older result."""
    head = _head(report)
    workflows = report.workflows
    counts = ", ".join(f"{sum(w.verdict == v for w in workflows)} {v}"
                       for v in ("pass", "fail", "error"))
    verdict = report.verdict.upper()
    total = f"{len(workflows)} workflow{'s' if len(workflows) != 1 else ''}"
    text = (f"## wfgate: {verdict}\n\n{total}: {counts}. The full report "
            "could not be rendered here: it is in the job summary and the report files.\n")
    header = marker(comment_id) + (f"\n{head_marker(head)}" if head else "")
    return header + "\n" + _with_commit_line(text, head)


def _with_commit_line(text: str, head: str | None) -> str:
    """Say which commit the report describes, under its first heading."""
    if not head:
        return text
    line = f"Results for commit `{head[:12]}`."
    lines = text.split("\n")
    for i, current in enumerate(lines[:10]):
        if current.startswith("#"):
            return "\n".join([*lines[: i + 1], "", line, *lines[i + 1:]])
    return line + "\n\n" + text


def is_ours(comment: dict, comment_id: str, login: str) -> bool:
    """Written by ``login`` and starting with our marker (a quoted marker elsewhere is not)."""
    author = (comment.get("user") or {}).get("login")
    first_line = str(comment.get("body") or "").lstrip("\ufeff").split("\n", 1)[0].strip()
    return author == login and first_line == marker(comment_id)


def head_of(comment: dict) -> str | None:
    """The head commit our comment names on its second line (None for older comments)."""
    lines = str(comment.get("body") or "").split("\n", 2)
    match = _HEAD_LINE.match(lines[1].strip()) if len(lines) > 1 else None
    return match.group(1) if match else None


@dataclass(frozen=True)
class CommentResult:
    """What happened to the comment (``action``: created, updated, recreated,
    hidden-and-posted, unchanged, superseded or ``skipped: …``), the comment now current,
    the one found before, and notes for the job summary."""

    action: str
    comment_id: int | None
    url: str | None
    previous_id: int | None = None
    notes: tuple[str, ...] = ()


class CommentError(GitHubError):
    """The comment could not be written; ``notes`` say what the pull request shows now."""

    def __init__(self, message: str, notes: list[str], previous_id: int | None) -> None:
        super().__init__(message)
        self.notes = notes
        self.previous_id = previous_id


def own_login(client: GitHubClient, fallback: str) -> tuple[str, str]:
    """The token's login and how it was found.

    GraphQL ``viewer { login }`` answers for every kind of token: the Actions ``GITHUB_TOKEN``
    (``github-actions[bot]``), a personal token (the user) and a GitHub App installation token
    (``<app-slug>[bot]``). If GraphQL is unavailable, ``GET /user`` names a personal token's
    user; an installation token gets 403 there, and ``fallback`` (``github-actions[bot]``) is
    used.
    """
    try:
        return client.viewer_login(), "GraphQL viewer"
    except GitHubHTTPError as exc:
        graphql_problem = exc.status or exc.kind
    try:
        return client.authenticated_login(), f"GET /user; GraphQL failed: {graphql_problem}"
    except GitHubHTTPError as exc:
        if exc.status in (403, 404):
            return fallback, f"fallback ({exc.status} from GET /user)"
        raise


@dataclass
class _Run:
    """The state of one :func:`publish_comment` call."""

    client: GitHubClient
    repo: str
    number: int
    comment_id: str
    login: str
    head: str | None
    notes: list[str] = field(default_factory=list)
    live_head: str | None = None
    live_head_known: bool = False

    def ours(self) -> list[dict]:
        """Our comments, oldest first, minimized (hidden) ones left out."""
        found = [c for c in self.client.list_issue_comments(self.repo, self.number)
                 if is_ours(c, self.comment_id, self.login) and isinstance(c.get("id"), int)]
        unknown = [c["node_id"] for c in found
                   if "minimized" not in c and isinstance(c.get("node_id"), str)]
        states: dict[str, bool] = {}
        if unknown:
            try:
                states = self.client.minimized_states(unknown)
            except GitHubError as exc:
                self.notes.append(f"could not tell hidden comments apart (GraphQL: {exc}); "
                                  "treated every one as visible")
        visible = [c for c in found
                   if not (c.get("minimized") or states.get(c.get("node_id") or "", False))]
        return sorted(visible, key=lambda c: c["id"])

    def pull_head(self) -> str | None:
        """The pull request's current head commit (None when it cannot be read)."""
        if not self.live_head_known:
            self.live_head_known = True
            try:
                pull = self.client.get_pull(self.repo, self.number)
                sha = ((pull.get("head") or {}).get("sha"))
                self.live_head = sha if isinstance(sha, str) and _SHA.match(sha) else None
            except GitHubError:
                self.live_head = None
        return self.live_head

    def remove(self, comment: dict, hide: bool) -> None:
        """Hide (minimize as outdated) or delete one of our comments; a 404 is fine."""
        try:
            if hide and isinstance(comment.get("node_id"), str):
                self.client.minimize_comment(comment["node_id"])
            else:
                self.client.delete_comment(self.repo, comment["id"])
        except GitHubHTTPError as exc:
            if exc.status != 404:
                self.notes.append(f"an older comment ({comment['id']}, commit "
                                  f"{_short(head_of(comment))}) could not be "
                                  f"{'hidden' if hide else 'deleted'}: {exc}")


def publish_comment(client: GitHubClient, repo: str, number: int, body: str, *,
                    comment_id: str, mode: str, login: str, only_create: bool = False,
                    only_update: bool = False) -> CommentResult:
    """Write the comment as ``mode`` says (``update``, ``recreate``, ``hide-and-post``).

    Only comments written by ``login`` that start with our marker are touched, and minimized
    ones are not considered. ``only_create``: leave an existing comment alone; ``only_update``:
    post nothing when there is none. A new comment is always posted before an old one is
    removed, a 404 on update re-posts, and a result for an older commit than the one the
    comment already shows is not written over it. Raises :class:`CommentError`.
    """
    if mode not in COMMENT_MODES[:3]:
        raise ValueError(f"unknown comment mode {mode!r}")
    head = _head_of_body(body)
    run = _Run(client, repo, number, comment_id, login, head)
    try:
        ours = run.ours()
    except GitHubError as exc:
        raise CommentError(f"cannot list the pull request's comments: {exc}", run.notes,
                           None) from None
    previous = ours[-1] if ours else None
    previous_id = previous["id"] if previous else None
    if only_create and previous:
        if head_of(previous) != head:
            run.notes.append(f"only_create: the existing comment (commit "
                             f"{_short(head_of(previous))}) was left as it is; this run's "
                             "result is in the job summary")
        return CommentResult("skipped: a comment exists (only_create)", previous_id,
                             previous.get("html_url"), previous_id, tuple(run.notes))
    if only_update and not previous:
        return CommentResult("skipped: no comment to update (only_update)", None, None, None,
                             tuple(run.notes))
    if previous and head and head_of(previous) not in (None, head):
        live = run.pull_head()
        if live and live == head_of(previous) and live != head:
            run.notes.append(f"the comment shows commit {_short(live)}, the pull request's "
                             f"current head; this run checked {_short(head)} and left it")
            return CommentResult("skipped: the comment shows a newer commit", previous_id,
                                 previous.get("html_url"), previous_id, tuple(run.notes))
    try:
        written, action = _write(run, ours, previous, body, mode)
    except GitHubError as exc:
        _after_failure(run, previous)
        raise CommentError(f"cannot post the PR comment: {exc}", run.notes,
                           previous_id) from None
    if action == "unchanged":
        return CommentResult(action, written["id"], written.get("html_url"), previous_id,
                             tuple(run.notes))
    kept = _converge(run, written, hide=mode == "hide-and-post")
    if kept["id"] != written["id"]:
        run.notes.append(f"another run's comment for commit {_short(head_of(kept))} is "
                         "newer and was kept; this run's comment was removed")
        action = "superseded"
    return CommentResult(action, kept["id"], kept.get("html_url"), previous_id,
                         tuple(run.notes))


def _write(run: _Run, ours: list[dict], previous: dict | None, body: str, mode: str
           ) -> tuple[dict, str]:
    """Do the mode's writes; returns the comment written and the action's name."""
    client, repo, number = run.client, run.repo, run.number
    if mode == "update" and previous:
        if previous.get("body") == body:
            return previous, "unchanged"
        try:
            return client.update_comment(repo, previous["id"], body), "updated"
        except GitHubHTTPError as exc:
            if exc.status != 404:
                raise
            run.notes.append(f"the comment {previous['id']} was deleted meanwhile: posted "
                             "a new one")
            return client.create_comment(repo, number, body), "created"
    created = client.create_comment(repo, number, body)  # the new one first, then the old go
    for old in ours:
        run.remove(old, hide=mode == "hide-and-post")
    if not ours:
        return created, "created"
    return created, "recreated" if mode == "recreate" else "hidden-and-posted"


def _converge(run: _Run, written: dict, hide: bool) -> dict:
    """List again; if other runs posted too, keep one comment (the current head's, newest)."""
    try:
        ours = run.ours()
    except GitHubError as exc:
        run.notes.append(f"could not check for duplicate comments: {exc}")
        return written
    if written["id"] not in {c["id"] for c in ours}:
        ours.append(written)
    if len(ours) < 2:
        return written
    live = run.pull_head() or run.head
    kept = max(ours, key=lambda c: (head_of(c) == live, c["id"]))
    for other in ours:
        if other["id"] != kept["id"]:
            run.remove(other, hide)
    return kept


def _after_failure(run: _Run, previous: dict | None) -> None:
    """The write failed: never leave an older result looking current. Hide the old comment
    as outdated when it names another commit, and say what the pull request shows."""
    if previous is None:
        run.notes.append("the pull request has no wfgate comment for this run")
        return
    shown = head_of(previous)
    if shown and shown == run.head:
        run.notes.append(f"the PR comment still shows an earlier result for this commit "
                         f"({_short(shown)})")
        return
    try:
        if isinstance(previous.get("node_id"), str):
            run.client.minimize_comment(previous["node_id"])
            run.notes.append(f"the PR comment for commit {_short(shown)} was hidden as "
                             "outdated")
            return
    except GitHubError:
        pass
    run.notes.append(f"the PR comment still shows the result for commit {_short(shown)}, "
                     "not this run's: do not rely on it")


def _head_of_body(body: str) -> str | None:
    return head_of({"body": body})


def _short(sha: str | None) -> str:
    return sha[:12] if sha else "(unknown)"
