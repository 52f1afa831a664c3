"""LLM-made variants: appendix A's prompts through the judge's chat client, with the
refinement loop (the static-check failure re-injected, up to ``max_attempts`` tries per model)
and escalation to the fallback models (which also see the last failure).

No second HTTP layer: each model gets a :class:`wfgate.judge.client.ChatClient` (retries,
backoff, timeouts) whose ``complete(messages)`` is the generic chat-completion call.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..errors import InputError
from ..judge.budget import BudgetTracker
from ..judge.client import BudgetRefused, CallFailed, ChatClient
from ..judge.prompt import estimate_tokens
from ..judge.settings import KNOWN_PRICES, Price
from .checks import static_failures
from .prompts import build_messages, parse_reply
from .records import GoldenRecord
from .settings import GeneratorSettings


@dataclass
class Generated:
    """The last workflow a model returned for one row, and whether it passed the checks."""

    nodes: list[str] | None
    edges: list[list[str]] | None
    failures: list[str]
    generator: dict
    budget_stop: str | None = None


@dataclass
class ModelUsage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    price_known: bool = True


@dataclass
class LLMGenerator:
    """Generates variants with the configured models; ``usage`` is the cost summary."""

    settings: GeneratorSettings
    api_key: str | None
    sleep: Callable[[float], None] = time.sleep
    usage: dict[str, ModelUsage] = field(default_factory=dict)

    def __post_init__(self) -> None:
        chat = self.settings.chat
        self._clients = {model: ChatClient(replace(chat, model=model), self.api_key,
                                           sleep=self.sleep) for model in self.settings.models}
        self._budget = BudgetTracker(self.settings.budget, self._price(chat.model))

    @property
    def label(self) -> str:
        return f"llm:{self.settings.chat.provider}:" + ">".join(self.settings.models)

    def generate(self, golden: GoldenRecord, kind: str, percent: int) -> Generated:
        """Try each model in turn, up to ``max_attempts`` times, feeding failures back."""
        name = f"{golden.id}/{kind}{percent}"
        trajectory: list[dict] = []
        previous, failures = None, None
        nodes = edges = None
        for level, model in enumerate(self.settings.models):
            for _ in range(self.settings.max_attempts):
                messages = build_messages(golden, kind, percent, previous, failures)
                try:
                    reply = self._complete(model, messages)
                except BudgetRefused as exc:
                    return Generated(nodes, edges, failures or [str(exc)],
                                     self._record(trajectory, None, level), budget_stop=str(exc))
                except CallFailed as exc:
                    trajectory.append({"model": model, "error": str(exc)})
                    break  # the endpoint refused this model: escalate
                previous = reply
                try:
                    nodes, edges = parse_reply(reply, name)
                    failures = static_failures(golden, kind, percent, nodes, edges)
                except InputError as exc:
                    failures = [f"the reply is not a workflow in the Node:/Edge: format "
                                f"({exc.message})"]
                trajectory.append({"model": model, "failures": failures})
                if not failures:
                    return Generated(nodes, edges, [], self._record(trajectory, model, level))
        return Generated(nodes, edges, failures or ["every model call failed"],
                         self._record(trajectory, None, len(self.settings.models) - 1))

    def _complete(self, model: str, messages: list[dict[str, str]]) -> str | None:
        estimate = estimate_tokens("".join(m["content"] for m in messages))
        cap = self.settings.chat.max_output_tokens
        usage = self.usage.setdefault(model, ModelUsage())

        def admit() -> str | None:
            reason = self._budget.shortfall(1, estimate, cap)
            return reason.replace("judge budget", "perturb budget") if reason else None

        def sent() -> None:
            self._budget.charge(calls=1)
            usage.calls += 1

        reply = self._clients[model].complete(messages, admit=admit, on_attempt=sent)
        price = self._price(model)
        cost = price.cost(reply.prompt_tokens, reply.completion_tokens) if price else 0.0
        usage.prompt_tokens += reply.prompt_tokens
        usage.completion_tokens += reply.completion_tokens
        usage.cost_usd += cost
        usage.price_known = usage.price_known and price is not None
        self._budget.charge(tokens=reply.prompt_tokens + reply.completion_tokens, cost_usd=cost)
        return reply.text

    def _price(self, model: str) -> Price | None:
        chat = self.settings.chat
        if model == chat.model and chat.price is not None:
            return chat.price
        known = KNOWN_PRICES.get(model)
        return Price(*known) if known else None

    def _record(self, trajectory: list[dict], model: str | None, level: int) -> dict:
        return {"kind": "llm", "provider": self.settings.chat.provider, "model": model,
                "models": list(self.settings.models), "attempts": len(trajectory),
                "escalations": level, "trajectory": trajectory}

    def cost_summary(self) -> dict:
        """Calls, tokens and estimated USD per model and in total."""
        per_model = {m: vars(u) | {"cost_usd": round(u.cost_usd, 6)}
                     for m, u in self.usage.items()}
        return {"calls": sum(u.calls for u in self.usage.values()),
                "tokens": sum(u.prompt_tokens + u.completion_tokens
                              for u in self.usage.values()),
                "cost_usd": round(sum(u.cost_usd for u in self.usage.values()), 6),
                "price_known": all(u.price_known for u in self.usage.values()),
                "models": per_model}
