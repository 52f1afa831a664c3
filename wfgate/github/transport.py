"""GitHub's HTTP transport (urllib): authenticated requests, retries, pagination, GraphQL.

Retries (:class:`RetryPolicy`): server errors (5xx), unreachable API, a success answer whose
body is not JSON, and rate limits (429, or 403 with ``Retry-After``, ``x-ratelimit-remaining:
0`` or a "rate limit" message) are retried with exponential back-off, honouring
``Retry-After`` and ``x-ratelimit-reset``; all the waiting of one client is bounded by
``max_wait_s``. A wait the budget cannot pay fails at once, naming the rate limit. Every other
error (a real permission problem, 404, 422) raises :class:`GitHubHTTPError` at once.

The token goes to the API's origin only: :func:`api_origin` is the one place that decides it
(scheme, host and port of the API URL), and neither a ``Link`` header nor a redirect
(301/302/303/307/308) to another origin is followed with the ``Authorization`` header; a
GraphQL URL on another origin is not used (the one beside the API URL is).
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .. import __version__
from ..errors import GitHubError

DEFAULT_API_URL = "https://api.github.com"
API_URL_VARIABLE = "GITHUB_API_URL"
_DEFAULT_PORTS = {"http": 80, "https": 443}
_NEXT_LINK = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')
SECONDARY_LIMIT_WAIT_S = 60.0  # GitHub: without a header, wait at least a minute


class GitHubHTTPError(GitHubError):
    """A call failed; ``status`` holds the HTTP status (0: no answer at all) and ``kind`` one of
    ``auth``, ``permission``, ``rate_limit``, ``not_found``, ``server``, ``network``,
    ``bad_body``, ``graphql`` or ``other``."""

    def __init__(self, method: str, route: str, status: int, detail: str,
                 kind: str | None = None) -> None:
        self.method = method
        self.route = route
        self.status = status
        self.detail = detail
        self.kind = kind or _kind_of(status)
        super().__init__(f"{method} {route} -> {status or 'no answer'}: {detail}"
                         f"{_hint(self.kind)}")


def _kind_of(status: int) -> str:
    return {0: "network", 401: "auth", 403: "permission", 404: "not_found",
            429: "rate_limit"}.get(status, "server" if status >= 500 else "other")


def _hint(kind: str) -> str:
    return {
        "auth": " (the token is missing or invalid: pass github_token)",
        "permission": (" (the token may not do this: the job needs `pull-requests: write` for"
                       " the comment, `checks: write` for the check run; a pull request from"
                       " a fork gets a read-only token, see docs/action.md)"),
        "not_found": " (wrong repository or number, or the token cannot see the repository)",
        "rate_limit": (" (GitHub's rate limit: the wait it asked for did not fit the retry"
                       " budget; re-run the job later)"),
        "server": " (GitHub is unavailable; re-run the job later)",
        "network": " (GitHub is unavailable; re-run the job later)",
        "bad_body": " (a proxy or an outage answered instead of the API; re-run the job later)",
    }.get(kind, "")


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


@dataclass(frozen=True)
class RetryPolicy:
    """How failed calls are retried. ``max_wait_s`` bounds the total sleep of one client."""

    attempts: int = 4
    backoff_s: float = 1.0
    max_wait_s: float = 120.0
    timeout_s: float = 30.0  # one attempt
    total_s: float = 300.0  # every call of one client, waits and attempts included

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> RetryPolicy:
        """``WFGATE_GITHUB_RETRY_BUDGET`` (seconds of waiting), ``WFGATE_GITHUB_BACKOFF``
        (seconds of the first back-off), ``WFGATE_GITHUB_TIMEOUT`` (seconds per attempt) and
        ``WFGATE_GITHUB_TOTAL_TIME`` (seconds for all calls) override the defaults; bad values
        are ignored."""
        def number(name: str, default: float) -> float:
            try:
                value = float(env.get(name, ""))
            except ValueError:
                return default
            return value if 0 <= value <= 3600 else default

        return cls(backoff_s=number("WFGATE_GITHUB_BACKOFF", cls.backoff_s),
                   max_wait_s=number("WFGATE_GITHUB_RETRY_BUDGET", cls.max_wait_s),
                   timeout_s=number("WFGATE_GITHUB_TIMEOUT", cls.timeout_s) or cls.timeout_s,
                   total_s=number("WFGATE_GITHUB_TOTAL_TIME", cls.total_s) or cls.total_s)


class _Retry(Exception):
    """Internal: this attempt failed in a way worth retrying after ``wait`` seconds."""

    def __init__(self, error: GitHubHTTPError, wait: float | None = None) -> None:
        self.error = error
        self.wait = wait


class Transport:
    """Authenticated calls to one GitHub API base URL, retried within one time budget."""

    def __init__(self, token: str, api_url: str = DEFAULT_API_URL, *,
                 timeout: float | None = None, graphql_url: str | None = None,
                 policy: RetryPolicy | None = None,
                 sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.token = token
        self.api_url = api_url.rstrip("/")
        self.origin = api_origin(self.api_url)
        self._opener = urllib.request.build_opener(_SameOriginRedirects(self.origin))
        graphql_url = (graphql_url or "").rstrip("/")
        self.graphql_url = (graphql_url if graphql_url and api_origin(graphql_url) == self.origin
                            else graphql_url_for(self.api_url))
        self.policy = policy or RetryPolicy()
        self.timeout = timeout if timeout is not None else self.policy.timeout_s
        self.sleep = sleep
        self.clock = clock
        self.monotonic = monotonic
        self.started = monotonic()
        self.waited_s = 0.0  # total back-off so far, against policy.max_wait_s

    def request(self, method: str, route: str, body: dict | None = None) -> Response:
        """Call ``route`` (a path below the API URL, or an absolute URL from a Link header),
        retrying as :class:`RetryPolicy` says."""
        url = route if route.startswith(("http://", "https://")) else self.api_url + route
        shown = route if not route.startswith(("http://", "https://")) else _path_of(route)
        data = json.dumps(body).encode() if body is not None else None
        attempt = 0
        while True:
            attempt += 1
            remaining = self.policy.total_s - (self.monotonic() - self.started)
            if remaining <= 0:
                raise GitHubHTTPError(method, shown, 0, f"the {self.policy.total_s:.0f} s this "
                                      "run allows for GitHub calls are spent", "network")
            try:
                return self._attempt(method, url, shown, data, min(self.timeout, remaining))
            except _Retry as retry:
                wait = retry.wait if retry.wait is not None else (
                    self.policy.backoff_s * 2 ** (attempt - 1))
                left = min(self.policy.max_wait_s - self.waited_s,
                           self.policy.total_s - (self.monotonic() - self.started))
                if attempt >= self.policy.attempts or wait > left:
                    raise self._final(retry.error, attempt, wait, left) from None
                self.waited_s += wait
                self.sleep(wait)

    def _attempt(self, method: str, url: str, shown: str, data: bytes | None,
                 timeout: float) -> Response:
        req = urllib.request.Request(url, data=data, method=method, headers={
            "Accept": "application/vnd.github+json",
            "Authorization": f"Bearer {self.token}",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": f"wfgate/{__version__}",
            **({"Content-Type": "application/json"} if data is not None else {}),
        })
        try:
            with self._opener.open(req, timeout=timeout) as resp:
                raw = resp.read()
                headers = {k.lower(): v for k, v in resp.headers.items()}
                status = resp.status
        except _CrossOriginRedirect as exc:
            raise GitHubHTTPError(method, shown, exc.status, "redirected to "
                                  f"{_origin_text(exc.target)}, another origin than the "
                                  f"API's ({_origin_text(self.api_url)}): not followed, "
                                  "the token is only sent to the API") from None
        except urllib.error.HTTPError as exc:
            headers = {k.lower(): v for k, v in (exc.headers or {}).items()}
            detail = _error_detail(exc)
            error = GitHubHTTPError(method, shown, exc.code, detail)
            wait = self._rate_limit_wait(exc.code, headers, detail)
            if wait is not None:
                raise _Retry(GitHubHTTPError(method, shown, exc.code, detail, "rate_limit"),
                             wait) from None
            if exc.code >= 500:
                raise _Retry(error) from None
            raise error from None
        except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise _Retry(GitHubHTTPError(method, shown, 0, f"cannot reach "
                                         f"{urlsplit(url).netloc}: {reason}")) from None
        if not raw:
            return Response(status, headers, None)
        try:
            body = json.loads(raw)
        except ValueError:
            kind = headers.get("content-type", "no content type").split(";")[0]
            raise _Retry(GitHubHTTPError(method, shown, status, f"the answer is not JSON "
                                         f"({kind}, {len(raw)} bytes)", "bad_body")) from None
        return Response(status, headers, body)

    def _rate_limit_wait(self, status: int, headers: dict[str, str], detail: str
                         ) -> float | None:
        """Seconds to wait when the answer is a rate limit, else None."""
        retry_after = headers.get("retry-after", "").strip()
        exhausted = headers.get("x-ratelimit-remaining", "").strip() == "0"
        if status not in (403, 429):
            return None
        if not (status == 429 or retry_after or exhausted or "rate limit" in detail.lower()):
            return None  # a real permission problem
        if retry_after.isdigit():
            return float(retry_after)
        reset = headers.get("x-ratelimit-reset", "").strip()
        if exhausted and reset.isdigit():
            return max(0.0, float(reset) - self.clock()) + 1.0
        return SECONDARY_LIMIT_WAIT_S

    def _final(self, error: GitHubHTTPError, attempts: int, wait: float, left: float
               ) -> GitHubHTTPError:
        """The error to raise once retrying stops, saying how much was tried."""
        if wait > left and error.kind == "rate_limit":
            note = (f"rate limited: GitHub asked to wait {wait:.0f} s, more than the "
                    f"{max(left, 0):.0f} s left of the retry budget ({error.detail})")
        else:
            note = f"{error.detail} (after {attempts} attempt{'s' if attempts != 1 else ''})"
        return GitHubHTTPError(error.method, error.route, error.status, note, error.kind)

    def paginate(self, route: str) -> Iterator[Any]:
        """Yield the items of every page, following ``Link: rel="next"``."""
        next_route: str | None = route
        pages = 0
        while next_route:
            response = self.request("GET", next_route)
            if not isinstance(response.body, list):
                raise GitHubHTTPError("GET", route, response.status, "expected a JSON list",
                                      "bad_body")
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

    def graphql(self, query: str, variables: dict | None = None) -> dict:
        """POST a GraphQL document; returns ``data`` or raises on ``errors``."""
        response = self.request("POST", self.graphql_url,
                                {"query": query, "variables": variables or {}})
        body = response.body
        if not isinstance(body, dict):
            raise GitHubHTTPError("POST", "/graphql", response.status,
                                  "expected a JSON object", "bad_body")
        if body.get("errors"):
            errors = body["errors"] if isinstance(body["errors"], list) else [body["errors"]]
            first = errors[0] if isinstance(errors[0], dict) else {"message": str(errors[0])}
            kind = {"FORBIDDEN": "permission", "NOT_FOUND": "not_found",
                    "RATE_LIMITED": "rate_limit"}.get(str(first.get("type")), "graphql")
            raise GitHubHTTPError("POST", "/graphql", response.status,
                                  str(first.get("message", "GraphQL error"))[:300], kind)
        if not isinstance(body.get("data"), dict):
            raise GitHubHTTPError("POST", "/graphql", response.status, "no data in the answer",
                                  "bad_body")
        return body["data"]


def graphql_url_for(api_url: str) -> str:
    """GitHub's GraphQL endpoint beside a REST base URL (GHES: ``/api/v3`` -> ``/api/graphql``)."""
    api_url = api_url.rstrip("/")
    if api_url.endswith("/api/v3"):
        return api_url[: -len("/v3")] + "/graphql"
    return api_url + "/graphql"


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
