"""The LLM judge: paper appendix B.6 prompt, three calls at temperature 0, averaged, in [0, 1].

Order of work for one pair: in-run memo, disk cache, availability (key), the circuit breaker,
budget (calls, tokens, cost, time), then the calls. ``assess`` never raises; every failure is an
outcome (error / budget / unavailable). Outages are bounded per run: no attempt outlives the
judge's time budget (``judge.budget.max_seconds``), and after ``max_consecutive_failures`` failed
calls in a row the circuit opens: every later pair is an error at once, without a call.
"""

from __future__ import annotations

import logging
import os
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace

from ..workflow import Workflow
from .budget import BudgetTracker
from .cache import JudgeCache, cache_key
from .client import BudgetRefused, CallFailed, ChatClient, ChatReply
from .outcome import FOCI, CallUsage, JudgeOutcome, JudgeStatus
from .prompt import (
    PROMPT_SHA,
    RUBRIC_VERSION,
    build_messages,
    canonical_prompt,
    estimate_tokens,
    new_delimiter,
)
from .reply import LIST_FIELDS, JudgeReply, MalformedReply, parse_reply
from .settings import JudgeSettings, parse_settings

log = logging.getLogger("wfgate.judge")

RUBRIC_MAX = 5


class _VoteFailed(Exception):
    """One of the pair's calls produced no valid vote."""


@dataclass
class _Spent:
    """What one pair's calls have spent so far."""

    calls: int = 0
    tokens: int = 0
    cost: float = 0.0


class LLMJudge:
    """A :class:`wfgate.judge.Judge` backed by a chat-completions endpoint."""

    def __init__(self, settings: JudgeSettings, client: ChatClient | None, *,
                 unavailable_reason: str | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.name = f"llm:{settings.provider}:{settings.model}"
        self.unavailable_reason = unavailable_reason if client is None else None
        if client is None and not self.unavailable_reason:
            self.unavailable_reason = "no judge client"
        self._client = client
        self._budget = BudgetTracker(settings.budget, settings.price)
        self._cache = JudgeCache(settings.cache_dir)
        self._memo: dict[str, JudgeOutcome] = {}
        self._cache_hits = 0
        self._errors = 0
        self._budget_skips = 0
        self._clock = clock
        self._started: float | None = None  # the run's first judge request
        self._failures_in_row = 0
        self._circuit: str | None = None  # why no more calls are made, once the circuit opens
        self._circuit_skips = 0

    # -- the Judge protocol -------------------------------------------------------------------

    def assess(self, golden: Workflow, candidate: Workflow, *, focus: str,
               notes: Sequence[str] = ()) -> JudgeOutcome:
        """Score ``candidate`` against ``golden``; ``notes`` are points the cheap comparison
        found (changed tokens, reordered steps), called out in the prompt. Never raises."""
        try:
            return self._assess(golden, candidate, focus, tuple(notes))
        except Exception as exc:  # the run must finish whatever happens here
            log.warning("judge: unexpected %s while assessing a pair", type(exc).__name__)
            self._errors += 1
            message = self._client.redact(str(exc)) if self._client else type(exc).__name__
            return JudgeOutcome(status="error", focus=focus, model=self.settings.model,
                                error=f"internal judge error ({type(exc).__name__}: {message})")

    def stats(self) -> dict:
        """Run totals for the report."""
        return {
            "calls": self._budget.calls,
            "cache_hits": self._cache_hits,
            "tokens": self._budget.tokens,
            "cost_usd": round(self._budget.cost_usd, 6),
            "errors": self._errors,
            "unavailable_reason": self.unavailable_reason,
            "budget_skips": self._budget_skips,
            "price_known": self.settings.price is not None,
            "seconds": round(self._elapsed(), 3),
            "circuit_open": self._circuit,
            "circuit_skips": self._circuit_skips,
        }

    # -- one pair -------------------------------------------------------------------------------

    def _assess(self, golden: Workflow, candidate: Workflow, focus: str,
                notes: tuple[str, ...] = ()) -> JudgeOutcome:
        settings = self.settings
        if focus not in FOCI:
            self._errors += 1
            return self._outcome("error", focus,
                                 error=f"unknown focus {focus!r}; expected one of "
                                       f"{', '.join(FOCI)}")
        prompt = canonical_prompt(golden, candidate, notes)
        key = cache_key(rubric=RUBRIC_VERSION, prompt_sha=PROMPT_SHA, prompt=prompt,
                        provider=settings.provider, model=settings.model,
                        deployment=settings.azure_deployment,
                        temperature=settings.temperature,
                        calls_per_pair=settings.calls_per_pair, json_mode=settings.json_mode)

        remembered = self._memo.get(key)
        if remembered is not None:  # the same pair, judged earlier in this run
            self._cache_hits += remembered.status == "ok"
            return _replayed(remembered, focus)
        cached = self._from_cache(key, focus)
        if cached is not None:
            self._cache_hits += 1
            self._memo[key] = cached
            return cached

        if self._client is None:
            return self._outcome("unavailable", focus, error=self.unavailable_reason)
        if self._circuit is not None:
            self._errors += 1
            self._circuit_skips += 1
            return self._outcome("error", focus, error=self._circuit)

        prompt_estimate = estimate_tokens(prompt)
        refusal = self._time_refusal() or self._budget.shortfall(
            settings.calls_per_pair, prompt_estimate, settings.max_output_tokens)
        if refusal:
            self._budget_skips += 1
            return self._outcome("budget", focus, error=refusal)

        outcome = self._ask(golden, candidate, focus, prompt_estimate, notes)
        if outcome.status == "ok":
            self._cache.put(key, _record(outcome))
        if outcome.status in ("ok", "error"):
            self._memo[key] = outcome
        if outcome.status == "error":
            self._errors += 1
        elif outcome.status == "budget":
            self._budget_skips += 1
        return outcome

    def _ask(self, golden: Workflow, candidate: Workflow, focus: str,
             prompt_estimate: int, notes: tuple[str, ...] = ()) -> JudgeOutcome:
        """Make the pair's calls and average the votes."""
        settings = self.settings
        usage: list[CallUsage] = []
        replies: list[JudgeReply] = []
        spent = _Spent()
        try:
            for index in range(settings.calls_per_pair):
                replies.append(self._vote(golden, candidate, index, prompt_estimate,
                                          usage, spent, notes))
        except BudgetRefused as exc:
            return self._outcome("budget", focus, error=str(exc), usage=usage, spent=spent)
        except (CallFailed, _VoteFailed) as exc:
            return self._outcome("error", focus, error=str(exc), usage=usage, spent=spent)

        raw_votes = tuple(reply.final_score for reply in replies)
        votes = tuple(score / RUBRIC_MAX for score in raw_votes)
        spokesman = _median_reply(replies)
        return JudgeOutcome(
            status="ok",
            score=sum(raw_votes) / (RUBRIC_MAX * len(raw_votes)),
            votes=votes,
            raw_votes=raw_votes,
            initial_votes=tuple(reply.initial_score for reply in replies),
            rationale=spokesman.rationale,
            calls=spent.calls,
            tokens=spent.tokens,
            cost_usd=spent.cost,
            call_usage=tuple(usage),
            focus=focus,
            model=settings.model,
            details=_details(spokesman),
        )

    def _vote(self, golden: Workflow, candidate: Workflow, index: int, prompt_estimate: int,
              usage: list[CallUsage], spent: _Spent, notes: tuple[str, ...] = ()) -> JudgeReply:
        """One valid vote; malformed replies are retried, then raise :class:`_VoteFailed`."""
        settings = self.settings
        assert self._client is not None
        label = f"judge call {index + 1} of {settings.calls_per_pair}"

        def admit() -> str | None:
            return self._time_refusal() or self._budget.shortfall(
                1, prompt_estimate, settings.max_output_tokens)

        def sent() -> None:
            if self._started is None:
                self._started = self._clock()
            self._budget.charge(calls=1)
            spent.calls += 1

        problem = ""
        for _ in range(settings.malformed_retries + 1):
            messages = build_messages(golden, candidate, new_delimiter(), notes)
            try:
                chat = self._client.complete(messages, admit=admit, on_attempt=sent,
                                             time_left=self._time_left,
                                             on_failure=self._failed,
                                             on_success=self._succeeded)
            except CallFailed as exc:
                usage.append(CallUsage(0, 0, 0.0, "failed"))
                raise CallFailed(f"{label} failed: {exc}", status=exc.status) from None
            self._charge(chat, spent)
            try:
                if chat.finish_reason == "length":
                    raise MalformedReply(f"reply cut off at max_output_tokens="
                                         f"{settings.max_output_tokens}")
                reply = parse_reply(chat.text)
            except MalformedReply as exc:
                problem = str(exc)
                log.info("judge: %s gave a malformed reply (%s); retrying", label, problem)
                usage.append(self._usage(chat, "malformed"))
                continue
            usage.append(self._usage(chat, "ok", reply.final_score))
            return reply
        raise _VoteFailed(f"{label}: malformed reply {settings.malformed_retries + 1} "
                          f"time(s), last: {problem}")

    # -- outage bounds --------------------------------------------------------------------------

    def _elapsed(self) -> float:
        return 0.0 if self._started is None else self._clock() - self._started

    def _time_left(self) -> float | None:
        """Seconds of the run's judge time budget left (None: no limit)."""
        limit = self.settings.budget.max_seconds
        return None if limit is None else limit - self._elapsed()

    def _time_refusal(self) -> str | None:
        left = self._time_left()
        if left is None or left > 0:
            return None
        return (f"judge time budget exhausted: {self._elapsed():.0f} s of "
                f"judge.budget.max_seconds={self.settings.budget.max_seconds:g} used")

    def _failed(self, message: str) -> str | None:
        """Count a failed call; once ``max_consecutive_failures`` fail in a row, open the
        circuit and say so (the client then stops retrying)."""
        self._failures_in_row += 1
        limit = self.settings.max_consecutive_failures
        if self._circuit is None and self._failures_in_row >= limit:
            self._circuit = (f"judge circuit open: {limit} calls failed in a row (last: "
                             f"{message}); no more judge calls this run")
            log.warning("%s", self._circuit)
        return None if self._circuit is None else (
            f"circuit open after {limit} failed calls in a row")

    def _succeeded(self) -> None:
        self._failures_in_row = 0

    # -- helpers --------------------------------------------------------------------------------

    def _charge(self, chat: ChatReply, spent: _Spent) -> None:
        tokens = chat.prompt_tokens + chat.completion_tokens
        cost = self._budget.cost(chat.prompt_tokens, chat.completion_tokens)
        self._budget.charge(tokens=tokens, cost_usd=cost)
        spent.tokens += tokens
        spent.cost += cost

    def _usage(self, chat: ChatReply, outcome: str, score: int | None = None) -> CallUsage:
        cost = self._budget.cost(chat.prompt_tokens, chat.completion_tokens)
        return CallUsage(chat.prompt_tokens, chat.completion_tokens, cost, outcome, score)

    def _outcome(self, status: JudgeStatus, focus: str, *, error: str | None,
                 usage: list[CallUsage] | None = None,
                 spent: _Spent | None = None) -> JudgeOutcome:
        spent = spent or _Spent()
        return JudgeOutcome(status=status, error=error, focus=focus, model=self.settings.model,
                            calls=spent.calls, tokens=spent.tokens,
                            cost_usd=spent.cost, call_usage=tuple(usage or ()))

    def _from_cache(self, key: str, focus: str) -> JudgeOutcome | None:
        record = self._cache.get(key)
        if record is None:
            return None
        try:
            return _outcome_of_record(record, focus, self.settings)
        except (KeyError, TypeError, ValueError):
            log.warning("judge cache entry %s.json does not match the schema; recomputing",
                        key)
            return None


def build_llm_judge(settings: JudgeSettings | dict, config_path: str, *,
                    environ: Mapping[str, str] | None = None,
                    sleep: Callable[[float], None] = time.sleep) -> LLMJudge:
    """Validate ``settings`` and build the judge. A missing key or client gives an
    "unavailable" judge (its reason is in ``stats()``), never an exception."""
    parsed = parse_settings(settings, config_path)
    env = os.environ if environ is None else environ
    api_key = (env.get(parsed.api_key_env) or "").strip() or None
    if api_key is None and parsed.require_api_key:
        return LLMJudge(parsed, None, unavailable_reason=f"no API key in {parsed.api_key_env}")
    try:
        client = ChatClient(parsed, api_key, sleep=sleep)
    except ImportError:
        return LLMJudge(parsed, None, unavailable_reason="the openai package is not installed "
                                                         "(pip install 'wfgate[judge]')")
    except Exception as exc:  # a client that cannot be built is a judge that is unavailable
        return LLMJudge(parsed, None, unavailable_reason=f"cannot set up the {parsed.provider} "
                                                         f"client ({type(exc).__name__})")
    return LLMJudge(parsed, client)


def _median_reply(replies: list[JudgeReply]) -> JudgeReply:
    """The reply whose final score is the median (the first such), to speak for the votes."""
    target = statistics.median_low([reply.final_score for reply in replies])
    return next(reply for reply in replies if reply.final_score == target)


def _details(reply: JudgeReply) -> dict:
    return {name: list(getattr(reply, name)) for name in LIST_FIELDS} | {
        "rubric_version": RUBRIC_VERSION}


def _replayed(outcome: JudgeOutcome, focus: str) -> JudgeOutcome:
    """A remembered outcome, charged nothing this time (an error is repeated, not a hit)."""
    hit = int(outcome.status == "ok")
    return replace(outcome, focus=focus, calls=0, tokens=0, cost_usd=0.0, cache_hits=hit,
                   call_usage=tuple(replace(u, cached=True) for u in outcome.call_usage))


def _record(outcome: JudgeOutcome) -> dict:
    """What the disk cache keeps of an ok outcome."""
    return {
        "raw_votes": list(outcome.raw_votes),
        "initial_votes": list(outcome.initial_votes),
        "rationale": outcome.rationale,
        "details": outcome.details,
        "model": outcome.model,
        "call_usage": [asdict(u) for u in outcome.call_usage],
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def _outcome_of_record(record: dict, focus: str, settings: JudgeSettings) -> JudgeOutcome:
    """Rebuild an outcome from a cache record; raise ValueError when it is not usable."""
    raw_votes = tuple(record["raw_votes"])
    initial_votes = tuple(record["initial_votes"])
    for votes in (raw_votes, initial_votes):
        if len(votes) != settings.calls_per_pair or not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= RUBRIC_MAX
                for v in votes):
            raise ValueError("votes")
    rationale = record["rationale"]
    details = record["details"]
    if not isinstance(rationale, str) or not isinstance(details, dict):
        raise ValueError("rationale")
    usage = tuple(CallUsage(**{**u, "cached": True}) for u in record.get("call_usage", []))
    votes = tuple(v / RUBRIC_MAX for v in raw_votes)
    return JudgeOutcome(status="ok", score=sum(raw_votes) / (RUBRIC_MAX * len(raw_votes)),
                        votes=votes,
                        raw_votes=raw_votes, initial_votes=initial_votes, rationale=rationale,
                        cache_hits=1, call_usage=usage, focus=focus, model=settings.model,
                        details=details)
