"""A real HTTP server that speaks the OpenAI chat-completions API, for tests.

It binds 127.0.0.1 on a free port and serves two routes:

- ``POST /v1/chat/completions`` (OpenAI and OpenAI-compatible servers; key as a Bearer token)
- ``POST /openai/deployments/{deployment}/chat/completions?api-version=...`` (Azure; key in the
  ``api-key`` header)

Each test scripts the replies (:meth:`FakeOpenAIServer.script`) and then asserts on the
requests the server recorded (:attr:`FakeOpenAIServer.requests`).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

AZURE_PREFIX = "/openai/deployments/"


@dataclass
class Reply:
    """One scripted reply: an HTTP status, a JSON body, extra headers and an optional delay."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    raw: bytes | None = None

    @classmethod
    def content(cls, text: str | None, *, prompt_tokens: int = 1000,
                completion_tokens: int = 200, finish_reason: str = "stop",
                usage: bool = True) -> Reply:
        """A 200 chat completion whose message content is ``text``."""
        body: dict[str, Any] = {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": "fake-model",
            "choices": [{"index": 0, "finish_reason": finish_reason,
                         "message": {"role": "assistant", "content": text}}],
        }
        if usage:
            body["usage"] = {"prompt_tokens": prompt_tokens,
                             "completion_tokens": completion_tokens,
                             "total_tokens": prompt_tokens + completion_tokens}
        return cls(200, body)

    @classmethod
    def verdict(cls, final: int, initial: int | None = None, *, rationale: str = "Looks right.",
                **usage: Any) -> Reply:
        """A well-formed judge reply with the given scores."""
        return cls.content(json.dumps(judge_json(final, initial, rationale=rationale)), **usage)

    @classmethod
    def error(cls, status: int, message: str = "fake error", *,
              headers: dict[str, str] | None = None) -> Reply:
        """An OpenAI-style error body with ``status``."""
        return cls(status, {"error": {"message": message, "type": "fake", "code": None}},
                   headers or {})

    def slow(self, delay_s: float) -> Reply:
        """The same reply, sent after ``delay_s`` seconds."""
        self.delay_s = delay_s
        return self


def judge_json(final: int, initial: int | None = None, *, rationale: str = "Looks right.") -> dict:
    """The JSON object a well-behaved judge returns."""
    return {
        "initial_score": final if initial is None else initial,
        "final_score": final,
        "matched_steps": ["G1=C1"],
        "missing_steps": [],
        "extra_steps": [],
        "reordered_steps": [],
        "rationale": rationale,
    }


@dataclass(frozen=True)
class RecordedRequest:
    """What the server received: route, query, headers (lower-case names) and JSON body."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    raw_body: bytes
    body: Any

    @property
    def messages(self) -> list[dict]:
        return self.body.get("messages", []) if isinstance(self.body, dict) else []

    def message(self, role: str) -> str:
        return next(m["content"] for m in self.messages if m.get("role") == role)


class FakeOpenAIServer:
    """Start with ``with FakeOpenAIServer() as server:``; script replies, then inspect requests."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._replies: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.default_reply: Reply | None = None
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True,
                                        kwargs={"poll_interval": 0.01})

    # -- lifecycle ------------------------------------------------------------------------------

    def start(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- addresses ------------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """What an OpenAI / OpenAI-compatible client takes as ``base_url``."""
        return f"{self.root}/v1"

    # -- scripting ------------------------------------------------------------------------------

    def script(self, *replies: Reply) -> None:
        """Queue replies, served in order; when the queue is empty ``default_reply`` (or a 500)."""
        with self._lock:
            self._replies.extend(replies)

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._replies)

    def _next_reply(self) -> Reply:
        with self._lock:
            if self._replies:
                return self._replies.popleft()
        return self.default_reply or Reply.error(500, "no scripted reply left")

    # -- the handler ----------------------------------------------------------------------------

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self) -> None:
                super().setup()  # answer at once: no Nagle delay between headers and body
                self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

            def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
                return

            def do_POST(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                recorded = RecordedRequest(
                    method="POST", path=parts.path, query=parse_qs(parts.query),
                    headers={k.lower(): v for k, v in self.headers.items()},
                    raw_body=raw, body=body)
                with server._lock:
                    server.requests.append(recorded)
                if not _known_route(parts.path):
                    self._send(Reply.error(404, f"no route {parts.path}"))
                    return
                if parts.path.startswith(AZURE_PREFIX) and "api-version" not in recorded.query:
                    self._send(Reply.error(400, "api-version query parameter is required"))
                    return
                self._send(server._next_reply())

            def _send(self, reply: Reply) -> None:
                if reply.delay_s and server._stopping.wait(reply.delay_s):
                    return
                payload = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        return Handler


def _known_route(path: str) -> bool:
    if path == "/v1/chat/completions":
        return True
    if path.startswith(AZURE_PREFIX) and path.endswith("/chat/completions"):
        deployment = path[len(AZURE_PREFIX):-len("/chat/completions")]
        return bool(deployment) and "/" not in deployment
    return False
