"""A thin chat-completions client over the ``openai`` package, with our own retry policy.

The ``openai`` client's built-in retries are turned off (``max_retries=0``) so that the backoff
base is configurable (tests run with 0), ``Retry-After`` is honoured up to ``backoff_max_s`` and
every HTTP attempt can be checked against the budget. Messages never contain the API key.
"""

from __future__ import annotations

import logging
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .settings import JudgeSettings

log = logging.getLogger("wfgate.judge")

PLACEHOLDER_KEY = "not-needed"  # for OpenAI-compatible servers that take no key
_RETRYABLE_STATUS = {408, 409, 429}
_KEY_SHAPES = re.compile(r"(?i)(sk-[A-Za-z0-9_\-*]{4,}|bearer\s+\S+|api[-_]?key[\"'=:\s]+\S+)")


@dataclass(frozen=True)
class ChatReply:
    """The text of one completion and what it cost in tokens."""

    text: str | None
    prompt_tokens: int
    completion_tokens: int
    finish_reason: str | None
    usage_reported: bool = True


class CallFailed(Exception):
    """A chat call failed for good (after retries); the message is safe to show."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class BudgetRefused(Exception):
    """The budget did not admit another HTTP attempt."""


class ChatClient:
    """Sends chat completions to one endpoint and retries 408/409/429/5xx, timeouts, resets."""

    def __init__(self, settings: JudgeSettings, api_key: str | None, *,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.settings = settings
        self._api_key = api_key
        self._sleep = sleep
        import openai  # lazy: only a configured judge pays for the import

        self._openai = openai
        self._client = _make_openai_client(openai, settings, api_key)

    def complete(self, messages: list[dict[str, str]], *,
                 admit: Callable[[], str | None] = lambda: None,
                 on_attempt: Callable[[], None] = lambda: None,
                 time_left: Callable[[], float | None] = lambda: None,
                 on_failure: Callable[[str], str | None] = lambda message: None,
                 on_success: Callable[[], None] = lambda: None) -> ChatReply:
        """One completion. ``admit`` returns a reason to stop before each HTTP attempt (budget);
        ``on_attempt`` is told each time a request is sent. ``time_left`` (seconds, None for no
        limit) caps each attempt's timeout and the waits between attempts; ``on_failure`` is
        told of each failed attempt and returns a reason to stop retrying (an open circuit),
        ``on_success`` of each reply."""
        settings = self.settings
        attempts = settings.max_retries + 1
        for attempt in range(attempts):
            refusal = admit()
            if refusal:
                raise BudgetRefused(refusal)
            on_attempt()
            request = self._request(messages)
            left = time_left()
            if left is not None:
                request["timeout"] = max(0.01, min(settings.timeout_s, left))
            try:
                response = self._client.chat.completions.create(**request)
            except Exception as exc:  # openai's errors are classified; others reach assess()
                failure, retry_after = self._classify(exc)
                if failure is None:
                    raise
                retryable, message, status = failure
                suffix = f" after {attempt + 1} attempts" if attempt else ""
                stop = on_failure(message)
                if stop:
                    raise CallFailed(f"{message}{suffix}; {stop}", status=status) from None
                if not retryable or attempt == attempts - 1:
                    raise CallFailed(f"{message}{suffix}", status=status) from None
                delay = self._delay(attempt, retry_after)
                if delay is None:
                    raise CallFailed(f"{message}; the server asked to wait {retry_after:.0f}s, "
                                     f"more than backoff_max_s={settings.backoff_max_s:g}",
                                     status=status) from None
                left = time_left()
                if left is not None and delay >= left:
                    raise CallFailed(f"{message}{suffix}; no judge time left for a retry "
                                     "(judge.budget.max_seconds)", status=status) from None
                log.info("judge call: %s; retrying in %.2fs (attempt %d of %d)",
                         message, delay, attempt + 2, attempts)
                self._sleep(delay)
                continue
            on_success()
            return _reply_of(response, messages)
        raise AssertionError("unreachable")  # pragma: no cover

    def _request(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        settings = self.settings
        request: dict[str, Any] = {
            "model": settings.model,
            "messages": messages,
            "temperature": settings.temperature,
            # max_tokens, not max_completion_tokens: every OpenAI-compatible server and Azure
            # API version takes it, and GPT-4o accepts it.
            "max_tokens": settings.max_output_tokens,
        }
        if settings.json_mode:
            request["response_format"] = {"type": "json_object"}
        return request

    def _classify(self, exc: Exception) -> tuple[tuple[bool, str, int | None] | None,
                                                  float | None]:
        """(retryable, safe message, status) and the server's Retry-After, or None if foreign."""
        openai = self._openai
        where = self.settings.endpoint_label
        if isinstance(exc, openai.APITimeoutError):
            return (True, f"{where}: no reply within timeout_s={self.settings.timeout_s:g}",
                    None), None
        if isinstance(exc, openai.APIConnectionError):
            return (True, f"{where}: cannot connect ({self.redact(str(exc))})", None), None
        if isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            detail = self.redact(_error_detail(exc))
            if status in (401, 403):
                message = (f"{where}: HTTP {status}, the key in ${self.settings.api_key_env} "
                           f"was refused ({detail})")
            elif status == 404:
                message = (f"{where}: HTTP 404, check the model / deployment name and the URL "
                           f"({detail})")
            else:
                message = f"{where}: HTTP {status} ({detail})"
            retryable = status in _RETRYABLE_STATUS or status >= 500
            return (retryable, message, status), _retry_after(exc)
        if isinstance(exc, openai.OpenAIError):
            return (False, f"{where}: {self.redact(str(exc))}", None), None
        if isinstance(exc, ValueError):  # a 200 whose body is not JSON (a proxy page, say)
            return (False, f"{where}: the reply is not a chat completion (not JSON); check "
                           f"the URL", None), None
        return None, None

    def _delay(self, attempt: int, retry_after: float | None) -> float | None:
        """Seconds to wait before the next attempt; None when Retry-After is beyond the cap."""
        settings = self.settings
        if retry_after is not None:
            return retry_after if retry_after <= settings.backoff_max_s else None
        backoff = settings.backoff_base_s * (2 ** attempt)
        return min(settings.backoff_max_s, backoff * (0.5 + random.random() / 2))

    def redact(self, text: str) -> str:
        """Text with the API key and anything key-shaped removed, cut to a readable length."""
        if self._api_key and self._api_key != PLACEHOLDER_KEY:
            text = text.replace(self._api_key, "***")
        text = _KEY_SHAPES.sub("***", text)
        text = " ".join(text.split())
        return text if len(text) <= 300 else text[:297] + "..."


def _make_openai_client(openai: Any, settings: JudgeSettings, api_key: str | None) -> Any:
    common = {"api_key": api_key or PLACEHOLDER_KEY, "timeout": settings.timeout_s,
              "max_retries": 0}
    if settings.provider == "azure":
        return openai.AzureOpenAI(azure_endpoint=settings.azure_endpoint,
                                  azure_deployment=settings.azure_deployment,
                                  api_version=settings.api_version, **common)
    return openai.OpenAI(base_url=settings.base_url, **common)


def _reply_of(response: Any, messages: list[dict[str, str]]) -> ChatReply:
    choice = response.choices[0] if getattr(response, "choices", None) else None
    text = choice.message.content if choice is not None and choice.message else None
    finish = getattr(choice, "finish_reason", None) if choice is not None else None
    usage = getattr(response, "usage", None)
    prompt_tokens = getattr(usage, "prompt_tokens", None) if usage else None
    completion_tokens = getattr(usage, "completion_tokens", None) if usage else None
    if isinstance(prompt_tokens, int) and isinstance(completion_tokens, int):
        return ChatReply(text, prompt_tokens, completion_tokens, finish)
    # Some OpenAI-compatible servers omit usage: estimate it (4 characters a token).
    sent = sum(len(m["content"]) for m in messages)
    return ChatReply(text, max(1, sent // 4), max(1, len(text or "") // 4), finish,
                     usage_reported=False)


def _error_detail(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return inner["message"]
        if isinstance(inner, str):
            return inner
    return getattr(exc, "message", None) or exc.__class__.__name__


def _retry_after(exc: Any) -> float | None:
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    for header, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = headers.get(header)
        if value is None:
            continue
        try:
            seconds = float(value) / divisor
        except ValueError:
            continue  # an HTTP date: fall back to our own backoff
        if seconds >= 0:
            return seconds
    return None
