"""The ``publish`` and ``approve`` sub-commands; ``wfgate.cli`` calls :func:`add_commands`.

Also runnable alone: ``python -m wfgate.github.commands publish ...``.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..errors import WfgateError
from ..options import add_alias, require
from .client import GitHubClient, api_url_from_env
from .comment import comment_body, own_login, publish_comment, valid_comment_id
from .event import valid_repo, valid_sha
from .publish import ReportRejected, load_report, verify_pull_head, verify_report
from .settings import BOT_LOGIN, COMMENT_MODES

TOKEN_VARIABLES = ("GITHUB_TOKEN", "GH_TOKEN")


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``publish`` and ``approve`` to the ``wfgate`` command line."""
    publish = subparsers.add_parser(
        "publish", help="post a report made by another run as the sticky PR comment",
        description="Validate a JSON report (from an artifact), check it was made for the "
                    "expected commit, and create or update the PR comment. The token comes "
                    "from GITHUB_TOKEN (or GH_TOKEN); GITHUB_API_URL selects GitHub "
                    "Enterprise Server.")
    publish.add_argument("--report", required=True, help="the report JSON file")
    publish.add_argument("--repo", required=True, help="OWNER/NAME of the pull request")
    publish.add_argument("--pr-number", dest="pr", type=int, metavar="N",
                         help="pull request number (required; the action's pr_number)")
    publish.add_argument("--head-sha", help="the commit the report must be for (from the "
                                            "trusted workflow_run event); default: the pull "
                                            "request's current head")
    publish.add_argument("--comment-id", default="default",
                         help="marker id, so several gates per repository coexist")
    publish.add_argument("--comment-mode", choices=COMMENT_MODES[:3], default="update",
                         help="update the comment in place, post a new one and delete the "
                              "old (recreate), or post a new one and hide the old as "
                              "outdated (hide-and-post)")
    only = publish.add_mutually_exclusive_group()
    only.add_argument("--only-create", action="store_true",
                      help="post only when there is no comment yet; never edit one")
    only.add_argument("--only-update", action="store_true",
                      help="edit an existing comment only; never post a new one")
    add_alias(publish, "--pr", "--pr-number")
    publish.set_defaults(handler=run_publish)

    approve = subparsers.add_parser(
        "approve", help="copy reviewed candidates over their goldens",
        description="Copy every candidate (or the PATHs given) over its golden; a candidate "
                    "without a golden becomes a new golden. Candidates are validated first.")
    approve.add_argument("--golden", required=True, help="the goldens folder")
    approve.add_argument("--candidate", required=True, help="the candidates folder")
    approve.add_argument("paths", nargs="*", metavar="PATH",
                         help="only these candidates (path, golden path or workflow id)")
    approve.add_argument("--dry-run", action="store_true", help="print, copy nothing")
    approve.set_defaults(handler=run_approve)


def run_publish(args: argparse.Namespace) -> int:
    """Verify the report against the pull request, then post it. Returns the exit code."""
    from ..verdicts import EXIT_ERROR

    if not valid_repo(args.repo):
        raise ReportRejected(f"--repo {args.repo!r} is not OWNER/NAME")
    if args.head_sha is not None and not valid_sha(args.head_sha):
        raise ReportRejected(f"--head-sha {args.head_sha!r} is not a commit SHA")
    require(args, "publish", pr="--pr-number")
    if args.pr < 1:
        raise ReportRejected(f"--pr-number {args.pr} is not a pull request number")
    token = next((os.environ[n] for n in TOKEN_VARIABLES if os.environ.get(n)), "")
    if not token:
        print("wfgate: error: set GITHUB_TOKEN (or GH_TOKEN) to a token that may comment",
              file=sys.stderr)
        return EXIT_ERROR
    if not valid_comment_id(args.comment_id):
        raise ReportRejected(f"--comment-id {args.comment_id!r}: use 1-64 letters, digits, "
                             "'.', '_' or '-'")
    report = load_report(args.report)
    client = GitHubClient.from_env(token, api_url_from_env(os.environ))
    if args.head_sha:
        verify_report(report, args.head_sha)
        verify_pull_head(client, args.repo, args.pr, args.head_sha)
    else:
        pull = client.get_pull(args.repo, args.pr)
        verify_report(report, ((pull or {}).get("head") or {}).get("sha") or "")
    login, how = own_login(client, BOT_LOGIN)
    body = comment_body(report, args.comment_id)
    result = publish_comment(client, args.repo, args.pr, body, comment_id=args.comment_id,
                             mode=args.comment_mode, login=login,
                             only_create=args.only_create, only_update=args.only_update)
    print(f"wfgate: comment {result.action} as {login} ({how}): {result.url or result.comment_id}")
    for note in result.notes:
        print(f"wfgate: note: {note}")
    return 0


def run_approve(args: argparse.Namespace) -> int:
    """Copy the chosen candidates over their goldens and say what was copied."""
    from ..approve import apply_approvals, plan_approvals

    plans = plan_approvals(args.golden, args.candidate, args.paths or None)
    if not args.dry_run:
        apply_approvals(plans)
    verb = "would copy" if args.dry_run else "copied"
    for plan in plans:
        note = " (new golden)" if plan.new else ""
        print(f"{verb} {plan.candidate.as_posix()} -> {plan.target.as_posix()}{note}")
    print(f"wfgate: {len(plans)} candidate{'s' if len(plans) != 1 else ''} {verb}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m wfgate.github.commands``: the same commands without the full CLI."""
    parser = argparse.ArgumentParser(prog="wfgate")
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except WfgateError as exc:
        print(f"wfgate: error: {exc}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
