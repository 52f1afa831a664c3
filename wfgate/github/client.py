"""A thin GitHub REST client (urllib) for the few routes wfgate uses.

Routes: ``GET /user``, ``GET /repos/{o}/{r}/pulls/{n}``, and the issue-comment routes (list with
``Link: rel="next"`` pagination, create, update, delete). The base URL honours
``GITHUB_API_URL`` so GitHub Enterprise Server works (``https://HOST/api/v3``).

The token goes to the API's origin only: :func:`api_origin` is the one place that decides it
(scheme, host and port of the API URL), and neither a ``Link`` header nor a redirect
(301/302/303/307/308) to another origin is followed with the ``Authorization`` header.
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .. import __version__
from ..errors import GitHubError

DEFAULT_API_URL = "https://api.github.com"
API_URL_VARIABLE = "GITHUB_API_URL"
_DEFAULT_PORTS = {"http": 80, "https": 443}
_NEXT_LINK = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')


class GitHubHTTPError(GitHubError):
    """A route answered with an error status; ``status`` holds it (0: no answer at all)."""

    def __init__(self, method: str, route: str, status: int, detail: str) -> None:
        self.method = method
        self.route = route
        self.status = status
        self.detail = detail
        super().__init__(f"{method} {route} -> {status or 'no answer'}: {detail}"
                         f"{_hint(status)}")


def _hint(status: int) -> str:
    if status == 401:
        return " (the token is missing or invalid: pass github_token)"
    if status == 403:
        return (" (the token may not write here: a pull request from a fork gets a read-only"
                " token; grant `pull-requests: write` or use the two-workflow pattern in"
                " docs/action.md)")
    if status == 404:
        return " (wrong repository or number, or the token cannot see the repository)"
    if status >= 500 or status == 0:
        return " (GitHub is unavailable; re-run the job later)"
    return ""


def api_url_from_env(env: Mapping[str, str]) -> str:
    """The API base URL: ``$GITHUB_API_URL`` (GitHub Enterprise Server sets
    ``https://HOST/api/v3``) or ``https://api.github.com``; raises GitHubError when it is not
    a plain http(s) URL (no credentials, query or fragment)."""
    url = (env.get(API_URL_VARIABLE) or DEFAULT_API_URL).strip().rstrip("/")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        parts = None
    if (parts is None or parts.scheme not in _DEFAULT_PORTS or not parts.hostname
            or parts.username or parts.password or parts.query or parts.fragment):
        raise GitHubError(f"{API_URL_VARIABLE} {url!r} must be an http(s) URL such as "
                          f"{DEFAULT_API_URL} or https://HOST/api/v3")
    return url


def api_origin(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of ``url``: requests carry the token only to the API URL's own."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    try:
        port = parts.port or _DEFAULT_PORTS.get(scheme, 0)
    except ValueError:
        port = -1
    return scheme, (parts.hostname or "").lower(), port


class _CrossOriginRedirect(Exception):
    def __init__(self, status: int, target: str) -> None:
        super().__init__(target)
        self.status = status
        self.target = target


class _SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follow redirects within the API's origin (with the token); refuse any other."""

    def __init__(self, origin: tuple[str, str, int]) -> None:
        self.origin = origin

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if api_origin(newurl) != self.origin:
            raise _CrossOriginRedirect(code, newurl)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


@dataclass(frozen=True)
class Response:
    status: int
    headers: dict[str, str]
    body: Any


class GitHubClient:
    """Authenticated calls to one GitHub API base URL."""

    def __init__(self, token: str, api_url: str = DEFAULT_API_URL, *, timeout: float = 30.0,
                 retries: int = 2, backoff_s: float = 1.0) -> None:
        self.token = token
        self.api_url = api_url.rstrip("/")
        self.origin = api_origin(self.api_url)
        self._opener = urllib.request.build_opener(_SameOriginRedirects(self.origin))
        self.timeout = timeout
        self.retries = retries
        self.backoff_s = backoff_s

    # --- transport -----------------------------------------------------------------------

    def request(self, method: str, route: str, body: dict | None = None) -> Response:
        """Call ``route`` (a path below the API URL, or an absolute URL from a Link header).

        Server errors (5xx) and refused connections are retried ``retries`` times for
        idempotent methods; every other error raises :class:`GitHubHTTPError` at once.
        """
        url = route if route.startswith(("http://", "https://")) else self.api_url + route
        shown = route if not route.startswith(("http://", "https://")) else _path_of(route)
        data = json.dumps(body).encode() if body is not None else None
        attempts = 1 + (self.retries if method in ("GET", "PATCH", "DELETE") else 0)
        for attempt in range(attempts):
            req = urllib.request.Request(url, data=data, method=method, headers={
                "Accept": "application/vnd.github+json",
                "Authorization": f"Bearer {self.token}",
                "X-GitHub-Api-Version": "2022-11-28",
                "User-Agent": f"wfgate/{__version__}",
                **({"Content-Type": "application/json"} if data is not None else {}),
            })
            try:
                with self._opener.open(req, timeout=self.timeout) as resp:
                    raw = resp.read()
                    headers = {k.lower(): v for k, v in resp.headers.items()}
                    return Response(resp.status, headers, json.loads(raw) if raw else None)
            except _CrossOriginRedirect as exc:
                raise GitHubHTTPError(method, shown, exc.status, "redirected to "
                                      f"{_origin_text(exc.target)}, another origin than the "
                                      f"API's ({_origin_text(self.api_url)}): not followed, "
                                      "the token is only sent to the API") from None
            except urllib.error.HTTPError as exc:
                detail = _error_detail(exc)
                if exc.code >= 500 and attempt + 1 < attempts:
                    time.sleep(self.backoff_s * (2 ** attempt))
                    continue
                raise GitHubHTTPError(method, shown, exc.code, detail) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
                if attempt + 1 < attempts:
                    time.sleep(self.backoff_s * (2 ** attempt))
                    continue
                reason = getattr(exc, "reason", exc)
                raise GitHubHTTPError(method, shown, 0, f"cannot reach {self.api_url}: "
                                                        f"{reason}") from None
        raise AssertionError("unreachable")  # pragma: no cover

    def paginate(self, route: str) -> Iterator[Any]:
        """Yield the items of every page, following ``Link: rel="next"``."""
        next_route: str | None = route
        pages = 0
        while next_route:
            response = self.request("GET", next_route)
            if not isinstance(response.body, list):
                raise GitHubHTTPError("GET", route, response.status, "expected a JSON list")
            yield from response.body
            pages += 1
            if pages > 1000:
                raise GitHubHTTPError("GET", route, response.status, "more than 1000 pages")
            next_route = next_link(response.headers.get("link", ""))
            if next_route and not self._same_origin(next_route):
                raise GitHubHTTPError("GET", route, response.status,
                                      "the next-page link points to another host")

    def _same_origin(self, url: str) -> bool:
        """Only follow links to the API's own origin (the token goes with them)."""
        if not url.startswith(("http://", "https://")):
            return True
        return api_origin(url) == self.origin

    # --- routes --------------------------------------------------------------------------

    def authenticated_login(self) -> str:
        """``GET /user``: the login of the token's own identity."""
        return str(self.request("GET", "/user").body["login"])

    def get_pull(self, repo: str, number: int) -> dict:
        """``GET /repos/{repo}/pulls/{number}``."""
        return self.request("GET", f"/repos/{repo}/pulls/{number}").body

    def list_issue_comments(self, repo: str, number: int) -> Iterator[dict]:
        """All comments of an issue or pull request, across pages."""
        return self.paginate(f"/repos/{repo}/issues/{number}/comments?per_page=100")

    def create_comment(self, repo: str, number: int, body: str) -> dict:
        return self.request("POST", f"/repos/{repo}/issues/{number}/comments",
                            {"body": body}).body

    def update_comment(self, repo: str, comment_id: int, body: str) -> dict:
        return self.request("PATCH", f"/repos/{repo}/issues/comments/{comment_id}",
                            {"body": body}).body

    def delete_comment(self, repo: str, comment_id: int) -> None:
        self.request("DELETE", f"/repos/{repo}/issues/comments/{comment_id}")


def next_link(header: str) -> str | None:
    """The ``rel="next"`` URL of a ``Link`` header, if any."""
    for part in header.split(","):
        match = _NEXT_LINK.search(part)
        if match:
            return match.group(1)
    return None


def _origin_text(url: str) -> str:
    scheme, host, port = api_origin(url)
    return f"{scheme}://{host}:{port}"


def _path_of(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def _error_detail(exc: urllib.error.HTTPError) -> str:
    try:
        payload = json.loads(exc.read() or b"{}")
    except (ValueError, OSError):
        return exc.reason or "error"
    if isinstance(payload, dict) and payload.get("message"):
        return str(payload["message"])[:300]
    return str(exc.reason or "error")
