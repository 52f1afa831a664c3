"""A fake GitHub API (REST and GraphQL) on 127.0.0.1 for the action's end-to-end tests.

REST routes (response shapes from ``tests/fixtures/github/rest-examples.json``, GitHub's
published examples): list issue comments (``per_page``/``page`` pagination with ``Link``
headers), create, update and delete a comment, ``GET /user`` and
``GET /repos/{o}/{r}/pulls/{n}``. Check runs (create, update, list for a ref, annotations)
follow GitHub's REST documentation, including its limit of 50 annotations per request.
GraphQL (``POST /graphql``; ``/api/graphql`` beside an ``/api/v3`` prefix) answers the three
operations wfgate sends: ``viewer { login }``, ``nodes(ids:)`` of issue comments with
``isMinimized``, and ``minimizeComment``.

Tokens map to logins. A token mapped to ``None`` behaves like the Actions ``GITHUB_TOKEN``
(comments written as ``github-actions[bot]``); any ``…[bot]`` login is an installation token
(a GitHub App's): ``GET /user`` answers 403 "Resource not accessible by integration" while
GraphQL ``viewer`` names it. Faults are injected per method and path pattern
(:meth:`FakeGitHub.fail`: a status, headers such as ``Retry-After``, or a raw non-JSON body),
redirects (:meth:`FakeGitHub.redirect`, e.g. to another fake's URL), and ``on_request``
hooks run as a request is answered (e.g. another run posting at the same time). Every
request is recorded.
"""

from __future__ import annotations

import copy
import json
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "github"
ACTIONS_BOT = "github-actions[bot]"
_EXAMPLES = json.loads((FIXTURES / "rest-examples.json").read_text())["operations"]

_ROUTES = [
    ("GET", re.compile(r"^/repos/([^/]+/[^/]+)/issues/(\d+)/comments$"),
     "GET /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    ("POST", re.compile(r"^/repos/([^/]+/[^/]+)/issues/(\d+)/comments$"),
     "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    ("PATCH", re.compile(r"^/repos/([^/]+/[^/]+)/issues/comments/(\d+)$"),
     "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"),
    ("DELETE", re.compile(r"^/repos/([^/]+/[^/]+)/issues/comments/(\d+)$"),
     "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"),
    ("GET", re.compile(r"^/repos/([^/]+/[^/]+)/pulls/(\d+)$"),
     "GET /repos/{owner}/{repo}/pulls/{pull_number}"),
    ("GET", re.compile(r"^/user$"), "GET /user"),
]
# Routes without a recorded example: (method, pattern, handler name, required body keys).
_CHECK_ROUTES = [
    ("POST", re.compile(r"^/repos/([^/]+/[^/]+)/check-runs$"), "_checks_create",
     ("name", "head_sha")),
    ("PATCH", re.compile(r"^/repos/([^/]+/[^/]+)/check-runs/(\d+)$"), "_checks_update", ()),
    ("GET", re.compile(r"^/repos/([^/]+/[^/]+)/commits/([0-9a-f]{40})/check-runs$"),
     "_checks_list_for_ref", ()),
    ("GET", re.compile(r"^/repos/([^/]+/[^/]+)/check-runs/(\d+)/annotations$"),
     "_checks_list_annotations", ()),
]
MINIMIZE_CLASSIFIERS = ("SPAM", "ABUSE", "OFF_TOPIC", "OUTDATED", "DUPLICATE", "RESOLVED")
ANNOTATION_LEVELS = ("notice", "warning", "failure")


@dataclass
class Recorded:
    """One request as the server saw it."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any
    status: int = 0
    at: float = field(default_factory=time.monotonic)


@dataclass
class Fault:
    """Answer ``status`` to requests matching ``method`` and ``pattern`` (``times`` left)."""

    method: str
    pattern: re.Pattern
    status: int
    message: str
    times: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    raw: bytes | None = None  # a body that is not JSON (e.g. an HTML error page)
    delay: float = 0.0  # seconds before answering (a hanging API)


@dataclass
class Redirect:
    """Answer ``status`` with ``Location: location`` to matching requests (``times`` left)."""

    method: str
    pattern: re.Pattern
    location: str
    status: int = 302
    times: int | None = None


@dataclass
class FakeGitHub:
    """The server's state; start it with ``with FakeGitHub() as gh:`` and use ``gh.url``."""

    tokens: dict[str, str | None] = field(default_factory=lambda: {"actions-token": None})
    prefix: str = ""  # "/api/v3" imitates GitHub Enterprise Server
    comments: dict[tuple[str, int], list[dict]] = field(default_factory=dict)
    pulls: dict[tuple[str, int], dict] = field(default_factory=dict)
    requests: list[Recorded] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    redirects: list[Redirect] = field(default_factory=list)
    minimized: dict[int, str] = field(default_factory=dict)  # comment id -> classifier
    check_runs: list[dict] = field(default_factory=list)
    checks_denied: set[str] = field(default_factory=set)  # tokens without checks: write
    on_request: list = field(default_factory=list)  # callables(Recorded), after answering
    _next_id: int = 1000

    # --- state set-up ----------------------------------------------------------------------

    def add_comment(self, repo: str, number: int, body: str, login: str) -> dict:
        comment = copy.deepcopy(_EXAMPLES[_ROUTES[1][2]]["example"])
        self._next_id += 1
        comment.pop("minimized", None)  # not in older API versions: GraphQL is asked instead
        comment.pop("pin", None)
        comment.update(id=self._next_id, body=body, node_id=f"IC_fake{self._next_id}",
                       html_url=f"https://github.example/{repo}/pull/{number}"
                                f"#issuecomment-{self._next_id}",
                       url=f"{self.url}/repos/{repo}/issues/comments/{self._next_id}")
        comment["user"] = {**comment["user"], "login": login,
                           "type": "Bot" if login.endswith("[bot]") else "User"}
        self.comments.setdefault((repo, number), []).append(comment)
        return comment

    def add_pull(self, repo: str, number: int, head_sha: str) -> dict:
        pull = copy.deepcopy(_EXAMPLES[_ROUTES[4][2]]["example"])
        pull["number"] = number
        pull["head"]["sha"] = head_sha
        self.pulls[(repo, number)] = pull
        return pull

    def fail(self, method: str, pattern: str, status: int, message: str = "",
             times: int | None = None, headers: dict[str, str] | None = None,
             raw: bytes | None = None, delay: float = 0.0) -> None:
        """Make matching requests answer ``status`` (``times`` times, or always), with
        ``headers``, ``raw`` as the body instead of a JSON message when given, after
        ``delay`` seconds."""
        self.faults.append(Fault(method, re.compile(pattern), status,
                                 message or f"injected {status}", times, dict(headers or {}),
                                 raw, delay))

    def redirect(self, method: str, pattern: str, location: str, status: int = 302,
                 times: int | None = None) -> None:
        """Redirect matching requests to ``location`` (``times`` times, or always)."""
        self.redirects.append(Redirect(method, re.compile(pattern), location, status, times))

    def all_comments(self, repo: str, number: int) -> list[dict]:
        return self.comments.get((repo, number), [])

    def calls(self, method: str | None = None, path_contains: str = "") -> list[Recorded]:
        return [r for r in self.requests
                if (method is None or r.method == method) and path_contains in r.path]

    # --- lifecycle -------------------------------------------------------------------------

    def __enter__(self) -> FakeGitHub:
        handler = type("Handler", (_Handler,), {"fake": self})
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}{self.prefix}"

    # --- request handling ------------------------------------------------------------------

    def handle(self, method: str, raw_path: str, headers: dict[str, str], raw_body: bytes
               ) -> tuple[int, dict[str, str], Any, Recorded]:
        parts = urlsplit(raw_path)
        path = parts.path
        query = parse_qs(parts.query)
        try:
            body = json.loads(raw_body) if raw_body else None
        except ValueError:
            body = "<invalid json>"
        record = Recorded(method, path, query, headers, body)
        self.requests.append(record)
        status, out_headers, payload = self._answer(method, path, query, headers, body)
        record.status = status
        return status, out_headers, payload, record

    def after(self, record: Recorded) -> None:
        """Run the ``on_request`` hooks (what another client does at the same moment)."""
        for hook in list(self.on_request):
            hook(record)

    def _answer(self, method: str, path: str, query: dict, headers: dict, body: Any
                ) -> tuple[int, dict[str, str], Any]:
        graphql_path = "/api/graphql" if self.prefix == "/api/v3" else self.prefix + "/graphql"
        if path != graphql_path and self.prefix:
            if not path.startswith(self.prefix + "/"):
                return 404, {}, {"message": "Not Found (wrong API prefix)"}
            path = path[len(self.prefix):]
        elif path == graphql_path:
            path = "/graphql"
        for redirect in self.redirects:
            if (redirect.method == method and redirect.pattern.search(path)
                    and redirect.times != 0):
                if redirect.times is not None:
                    redirect.times -= 1
                return redirect.status, {"Location": redirect.location}, None
        auth = headers.get("authorization", "")
        token = auth.removeprefix("Bearer ").removeprefix("token ")
        if token not in self.tokens:
            return 401, {}, {"message": "Bad credentials"}
        for fault in self.faults:
            if fault.method == method and fault.pattern.search(path) and fault.times != 0:
                if fault.times is not None:
                    fault.times -= 1
                if fault.delay:
                    time.sleep(fault.delay)
                if fault.raw is not None:
                    return fault.status, {"Content-Type": "text/html", **fault.headers}, \
                        fault.raw
                return fault.status, dict(fault.headers), {"message": fault.message}
        if method == "POST" and path == "/graphql":
            return self._graphql(token, body)
        for route_method, pattern, name, required in _CHECK_ROUTES:
            match = pattern.match(path)
            if route_method == method and match:
                if token in self.checks_denied:
                    return 403, {}, {"message": "Resource not accessible by integration"}
                missing = [k for k in required
                           if not isinstance(body, dict) or not isinstance(body.get(k), str)]
                if missing:
                    return 422, {}, {"message": f"missing {missing}"}
                return getattr(self, name)(match, query, body)
        for route_method, pattern, key in _ROUTES:
            match = pattern.match(path)
            if route_method == method and match:
                spec = _EXAMPLES[key]
                missing = [k for k in spec["request_body_required"]
                           if not isinstance(body, dict) or not isinstance(body.get(k), str)]
                if missing:
                    return 422, {}, {"message": f"missing {missing}"}
                unknown = set(query) - set(spec["query"])
                if unknown:
                    return 422, {}, {"message": f"unknown query parameters {sorted(unknown)}"}
                return getattr(self, "_" + spec["operationId"].replace("/", "_")
                               .replace("-", "_"))(match, query, token, body, spec)
        return 404, {}, {"message": "Not Found"}

    def _login(self, token: str) -> str:
        return self.tokens[token] or ACTIONS_BOT

    def _users_get_authenticated(self, match, query, token, body, spec):
        login = self._login(token)
        if login.endswith("[bot]"):  # installation tokens (Actions, GitHub Apps)
            return 403, {}, {"message": "Resource not accessible by integration"}
        return 200, {}, {**copy.deepcopy(spec["example"]), "login": login}

    def _issues_list_comments(self, match, query, token, body, spec):
        repo, number = match.group(1), int(match.group(2))
        per_page = min(int(query.get("per_page", ["30"])[0]), 100)
        page = int(query.get("page", ["1"])[0])
        items = self.all_comments(repo, number)
        last = max(1, -(-len(items) // per_page))
        chunk = items[(page - 1) * per_page: page * per_page]
        links = []
        base = f"{self.url}/repos/{repo}/issues/{number}/comments?per_page={per_page}"
        if page < last:
            links.append(f'<{base}&page={page + 1}>; rel="next"')
            links.append(f'<{base}&page={last}>; rel="last"')
        headers = {"Link": ", ".join(links)} if links else {}
        return 200, headers, copy.deepcopy(chunk)

    def _issues_create_comment(self, match, query, token, body, spec):
        repo, number = match.group(1), int(match.group(2))
        comment = self.add_comment(repo, number, body["body"], self._login(token))
        return 201, {"Location": comment["url"]}, copy.deepcopy(comment)

    def _find(self, repo: str, comment_id: int) -> tuple[list[dict], dict] | None:
        for (owner_repo, _), items in self.comments.items():
            for comment in items:
                if owner_repo == repo and comment["id"] == comment_id:
                    return items, comment
        return None

    def _issues_update_comment(self, match, query, token, body, spec):
        found = self._find(match.group(1), int(match.group(2)))
        if found is None:
            return 404, {}, {"message": "Not Found"}
        _, comment = found
        if comment["user"]["login"] != self._login(token):
            return 403, {}, {"message": "Must have admin rights to Repository."}
        comment["body"] = body["body"]
        return 200, {}, copy.deepcopy(comment)

    def _issues_delete_comment(self, match, query, token, body, spec):
        found = self._find(match.group(1), int(match.group(2)))
        if found is None:
            return 404, {}, {"message": "Not Found"}
        items, comment = found
        if comment["user"]["login"] != self._login(token):
            return 403, {}, {"message": "Must have admin rights to Repository."}
        items.remove(comment)
        return 204, {}, None

    def _comment_by_node(self, node_id: object) -> dict | None:
        for items in self.comments.values():
            for comment in items:
                if comment["node_id"] == node_id:
                    return comment
        return None

    def _graphql(self, token: str, body: Any) -> tuple[int, dict[str, str], Any]:
        """The three operations wfgate sends, recognised by their fields."""
        if not isinstance(body, dict) or not isinstance(body.get("query"), str):
            return 400, {}, {"message": "Problems parsing JSON"}
        query, variables = body["query"], body.get("variables") or {}
        if "minimizeComment" in query:
            data = variables.get("input") or {}
            comment = self._comment_by_node(data.get("subjectId"))
            if data.get("classifier") not in MINIMIZE_CLASSIFIERS:
                return 200, {}, {"errors": [{"message": "Argument 'classifier' has an invalid"
                                                        " value"}]}
            if comment is None:
                return 200, {}, {"data": {"minimizeComment": None}, "errors": [
                    {"type": "NOT_FOUND", "message": "Could not resolve to a node"}]}
            self.minimized[comment["id"]] = data["classifier"]
            return 200, {}, {"data": {"minimizeComment": {
                "minimizedComment": {"isMinimized": True}}}}
        if "nodes(ids:" in query:
            nodes = []
            for node_id in variables.get("ids") or []:
                comment = self._comment_by_node(node_id)
                nodes.append(None if comment is None else {
                    "id": node_id, "isMinimized": comment["id"] in self.minimized})
            return 200, {}, {"data": {"nodes": nodes}}
        if "viewer" in query:
            return 200, {}, {"data": {"viewer": {"login": self._login(token)}}}
        return 200, {}, {"errors": [{"message": "unsupported query in the fake"}]}

    def _checks_create(self, match, query, body):
        output = body.get("output") or {}
        problem = _annotations_problem(output.get("annotations") or [])
        if problem:
            return 422, {}, {"message": problem}
        self._next_id += 1
        run = {"id": self._next_id, "name": body["name"], "head_sha": body["head_sha"],
               "status": body.get("status", "queued"), "conclusion": body.get("conclusion"),
               "repo": match.group(1), "output": {}, "annotations": [],
               "html_url": f"https://github.example/{match.group(1)}/runs/{self._next_id}"}
        self.check_runs.append(run)
        _apply_output(run, output)
        return 201, {}, _public(run)

    def _checks_update(self, match, query, body):
        run = next((r for r in self.check_runs if r["id"] == int(match.group(2))
                    and r["repo"] == match.group(1)), None)
        if run is None:
            return 404, {}, {"message": "Not Found"}
        body = body if isinstance(body, dict) else {}
        output = body.get("output") or {}
        problem = _annotations_problem(output.get("annotations") or [])
        if problem:
            return 422, {}, {"message": problem}
        for key in ("status", "conclusion", "name"):
            if key in body:
                run[key] = body[key]
        _apply_output(run, output)
        return 200, {}, _public(run)

    def _checks_list_for_ref(self, match, query, body):
        name = query.get("check_name", [None])[0]
        runs = [_public(r) for r in self.check_runs
                if r["repo"] == match.group(1) and r["head_sha"] == match.group(2)
                and (name is None or r["name"] == name)]
        return 200, {}, {"total_count": len(runs), "check_runs": runs}

    def _checks_list_annotations(self, match, query, body):
        run = next((r for r in self.check_runs if r["id"] == int(match.group(2))), None)
        if run is None:
            return 404, {}, {"message": "Not Found"}
        return 200, {}, copy.deepcopy(run["annotations"])

    def _pulls_get(self, match, query, token, body, spec):
        pull = self.pulls.get((match.group(1), int(match.group(2))))
        if pull is None:
            return 404, {}, {"message": "Not Found"}
        return 200, {}, copy.deepcopy(pull)


def _annotations_problem(annotations: list) -> str | None:
    """What GitHub answers 422 for in one request's annotations, or None."""
    if len(annotations) > 50:
        return "Only 50 annotations are allowed per request"
    return _bad_annotation(annotations)


def _bad_annotation(annotations: list) -> str | None:
    for item in annotations:
        if not isinstance(item, dict):
            return "annotations must be objects"
        for key in ("path", "message"):
            if not isinstance(item.get(key), str) or not item[key]:
                return f"annotation {key} is required"
        for key in ("start_line", "end_line"):
            if not isinstance(item.get(key), int):
                return f"annotation {key} is required"
        if item.get("annotation_level") not in ANNOTATION_LEVELS:
            return "annotation_level must be notice, warning or failure"
    return None


def _apply_output(run: dict, output: dict) -> None:
    for key in ("title", "summary", "text"):
        if key in output:
            run["output"][key] = output[key]
    run["annotations"].extend(copy.deepcopy(output.get("annotations") or []))
    run["output"]["annotations_count"] = len(run["annotations"])


def _public(run: dict) -> dict:
    return copy.deepcopy({k: v for k, v in run.items() if k not in ("annotations", "repo")})


class _Handler(BaseHTTPRequestHandler):
    fake: FakeGitHub

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        headers = {k.lower(): v for k, v in self.headers.items()}
        status, out_headers, payload, record = self.fake.handle(self.command, self.path,
                                                                headers, raw)
        self.fake.after(record)  # before answering, so the client sees its effect next
        if isinstance(payload, bytes):
            data = payload
        else:
            data = b"" if payload is None else json.dumps(payload).encode()
            if data:
                out_headers = {"Content-Type": "application/json; charset=utf-8",
                               **out_headers}
        try:
            self.send_response(status)
            for name, value in out_headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
            pass

    do_GET = do_POST = do_PATCH = do_DELETE = _serve

    def log_message(self, format: str, *args: object) -> None:  # keep test output quiet
        pass
