"""The per-run judge budget: calls, tokens and an estimated cost, checked before spending."""

from __future__ import annotations

from .settings import Budget, Price


class BudgetTracker:
    """Counts what the run has spent and refuses work that could exceed a limit."""

    def __init__(self, budget: Budget, price: Price | None) -> None:
        self.budget = budget
        self.price = price
        self.calls = 0
        self.tokens = 0
        self.cost_usd = 0.0

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        """Estimated USD for one call; 0.0 when the model's price is unknown."""
        return self.price.cost(prompt_tokens, completion_tokens) if self.price else 0.0

    def shortfall(self, calls: int, prompt_tokens: int, completion_tokens: int) -> str | None:
        """Why ``calls`` more calls of this size would break the budget, or None if they fit.

        ``completion_tokens`` should be the output cap, so an admitted call can never overshoot.
        """
        limits = self.budget
        if limits.max_calls is not None and self.calls + calls > limits.max_calls:
            return (f"judge budget exhausted: {self.calls} of max_calls {limits.max_calls} "
                    f"used, {calls} more needed")
        tokens = calls * (prompt_tokens + completion_tokens)
        if limits.max_tokens is not None and self.tokens + tokens > limits.max_tokens:
            return (f"judge budget exhausted: {self.tokens} of max_tokens {limits.max_tokens} "
                    f"used, up to {tokens} more needed")
        cost = calls * self.cost(prompt_tokens, completion_tokens)
        if limits.max_cost_usd is not None and self.cost_usd + cost > limits.max_cost_usd:
            return (f"judge budget exhausted: ${self.cost_usd:.4f} of max_cost_usd "
                    f"${limits.max_cost_usd:.2f} spent, up to ${cost:.4f} more needed")
        return None

    def charge(self, *, calls: int = 0, tokens: int = 0, cost_usd: float = 0.0) -> None:
        """Record what was actually spent."""
        self.calls += calls
        self.tokens += tokens
        self.cost_usd += cost_usd
