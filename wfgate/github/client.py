"""A thin GitHub client for the few REST routes and GraphQL operations wfgate uses.

REST routes: ``GET /user``, ``GET /repos/{o}/{r}/pulls/{n}``, the issue-comment routes (list
with ``Link: rel="next"`` pagination, create, update, delete) and the check-run routes.
GraphQL: ``viewer { login }``, the minimized state of comments, ``minimizeComment``. The base
URL honours ``GITHUB_API_URL`` and ``GITHUB_GRAPHQL_URL`` so GitHub Enterprise Server works
(``https://HOST/api/v3`` and ``https://HOST/api/graphql``). Requests, retries and the
token's origin rule are :mod:`wfgate.github.transport`'s.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from typing import Any
from urllib.parse import quote

from .transport import (
    API_URL_VARIABLE,
    DEFAULT_API_URL,
    GitHubHTTPError,
    Response,
    RetryPolicy,
    Transport,
    api_origin,
    api_url_from_env,
    graphql_url_for,
    next_link,
)

__all__ = ["API_URL_VARIABLE", "DEFAULT_API_URL", "GitHubClient", "GitHubHTTPError",
           "Response", "RetryPolicy", "api_origin", "api_url_from_env", "graphql_url_for",
           "next_link"]


class GitHubClient(Transport):
    """Authenticated calls to one GitHub API base URL: the routes wfgate uses."""

    @classmethod
    def from_env(cls, token: str, api_url: str, env: Mapping[str, str] | None = None
                 ) -> GitHubClient:
        """A client configured by ``GITHUB_GRAPHQL_URL`` and the retry variables."""
        env = os.environ if env is None else env
        return cls(token, api_url, graphql_url=env.get("GITHUB_GRAPHQL_URL") or None,
                   policy=RetryPolicy.from_env(env))

    # --- routes --------------------------------------------------------------------------

    def authenticated_login(self) -> str:
        """``GET /user``: the login of the token's own identity."""
        return _text(self.request("GET", "/user").body, "login", "GET /user")

    def viewer_login(self) -> str:
        """GraphQL ``viewer { login }``: works for Actions, personal and GitHub App tokens
        (an App answers ``<slug>[bot]``, the login its REST comments carry)."""
        data = self.graphql("query { viewer { login } }")
        return _text(data.get("viewer"), "login", "GraphQL viewer")

    def minimized_states(self, node_ids: list[str]) -> dict[str, bool]:
        """GraphQL ``isMinimized`` of issue comments by node id (100 per query)."""
        states: dict[str, bool] = {}
        for start in range(0, len(node_ids), 100):
            chunk = node_ids[start:start + 100]
            data = self.graphql("query($ids: [ID!]!) { nodes(ids: $ids) { "
                                "... on IssueComment { id isMinimized } } }", {"ids": chunk})
            for node in data.get("nodes") or []:
                if isinstance(node, dict) and isinstance(node.get("id"), str):
                    states[node["id"]] = bool(node.get("isMinimized"))
        return states

    def minimize_comment(self, node_id: str, classifier: str = "OUTDATED") -> None:
        """GraphQL ``minimizeComment``: hide a comment (as outdated by default)."""
        self.graphql("mutation($input: MinimizeCommentInput!) { minimizeComment(input: $input)"
                     " { minimizedComment { isMinimized } } }",
                     {"input": {"subjectId": node_id, "classifier": classifier}})

    def get_pull(self, repo: str, number: int) -> dict:
        """``GET /repos/{repo}/pulls/{number}``."""
        return _object(self.request("GET", f"/repos/{repo}/pulls/{number}").body,
                       f"GET /repos/{repo}/pulls/{number}")

    def list_issue_comments(self, repo: str, number: int) -> Iterator[dict]:
        """All comments of an issue or pull request, across pages."""
        for item in self.paginate(f"/repos/{repo}/issues/{number}/comments?per_page=100"):
            if isinstance(item, dict):
                yield item

    def create_comment(self, repo: str, number: int, body: str) -> dict:
        route = f"/repos/{repo}/issues/{number}/comments"
        return _comment(self.request("POST", route, {"body": body}).body, f"POST {route}")

    def update_comment(self, repo: str, comment_id: int, body: str) -> dict:
        route = f"/repos/{repo}/issues/comments/{comment_id}"
        return _comment(self.request("PATCH", route, {"body": body}).body, f"PATCH {route}")

    def delete_comment(self, repo: str, comment_id: int) -> None:
        self.request("DELETE", f"/repos/{repo}/issues/comments/{comment_id}")

    def find_check_run(self, repo: str, head_sha: str, name: str) -> dict | None:
        """The newest check run called ``name`` on ``head_sha``, if any."""
        route = (f"/repos/{repo}/commits/{head_sha}/check-runs?check_name={quote(name)}"
                 "&filter=latest&per_page=100")
        body = _object(self.request("GET", route).body, f"GET {route}")
        runs = [r for r in body.get("check_runs") or []
                if isinstance(r, dict) and r.get("name") == name
                and r.get("head_sha") == head_sha and isinstance(r.get("id"), int)]
        return max(runs, key=lambda r: r["id"]) if runs else None

    def create_check_run(self, repo: str, payload: dict) -> dict:
        route = f"/repos/{repo}/check-runs"
        return _object(self.request("POST", route, payload).body, f"POST {route}")

    def update_check_run(self, repo: str, run_id: int, payload: dict) -> dict:
        route = f"/repos/{repo}/check-runs/{run_id}"
        return _object(self.request("PATCH", route, payload).body, f"PATCH {route}")

    def list_check_run_annotations(self, repo: str, run_id: int) -> list[dict]:
        return [a for a in self.paginate(
            f"/repos/{repo}/check-runs/{run_id}/annotations?per_page=100")
            if isinstance(a, dict)]


def _object(body: Any, what: str) -> dict:
    if not isinstance(body, dict):
        method, _, route = what.partition(" ")
        raise GitHubHTTPError(method, route, 200, "expected a JSON object", "bad_body")
    return body


def _comment(body: Any, what: str) -> dict:
    comment = _object(body, what)
    if not isinstance(comment.get("id"), int):
        method, _, route = what.partition(" ")
        raise GitHubHTTPError(method, route, 200, "the answer has no comment id", "bad_body")
    return comment


def _text(body: Any, key: str, what: str) -> str:
    value = body.get(key) if isinstance(body, dict) else None
    if not isinstance(value, str) or not value:
        raise GitHubHTTPError("GET", what, 200, f"the answer has no {key}", "bad_body")
    return value
