"""One base exception with specific subclasses; every message says what to do next."""

from __future__ import annotations


class WfgateError(Exception):
    """Base class of every error wfgate raises on purpose."""

    exit_code = 2


class InputError(WfgateError):
    """A workflow file cannot be used: unreadable, unparseable or not a valid DAG."""

    def __init__(self, path: str, message: str, line: int | None = None) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {message}")

    def to_dict(self) -> dict:
        return {"file": self.path, "line": self.line, "message": self.message}


class ConfigError(WfgateError):
    """The thresholds file (or a CLI option) is invalid."""

    def __init__(self, path: str, message: str) -> None:
        self.path = str(path)
        self.message = message
        super().__init__(f"{self.path}: {message}")


class ModelError(WfgateError):
    """An encoder could not be found, verified or loaded."""


class JudgeError(WfgateError):
    """The LLM judge could not give a valid score (endpoint down, bad replies, budget)."""


class GitHubError(WfgateError):
    """A GitHub API call failed; the message names the route and the status."""


class UsageError(WfgateError):
    """The command line asks for something contradictory or incomplete."""
