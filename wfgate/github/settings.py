"""The action's inputs (``INPUT_*``) and runner variables, read once into frozen settings.

Every bad input raises :class:`SettingsError` naming the input and what to write instead.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import WfgateError
from ..judge.settings import PROVIDERS
from .client import api_url_from_env
from .comment import valid_comment_id
from .event import valid_repo

# Every input action.yml declares (a test keeps the three lists in step with docs/action.md).
INPUT_NAMES = ("golden", "candidate", "config", "github_token", "judge_provider", "judge_model",
               "judge_base_url", "judge_max_calls", "comment", "comment_mode", "comment_id",
               "fail_on", "golden_ref", "report", "pr_number", "output_dir",
               "judge_api_key_env", "allow_config_endpoint", "config_ref", "only_create",
               "only_update", "comment_template", "check_run", "annotation_level")
COMMENT_MODES = ("update", "recreate", "hide-and-post", "off")
FAIL_ON = ("fail", "never", "changes")
ANNOTATION_LEVELS = ("error", "warning", "notice")
JUDGE_PROVIDERS = ("none", *PROVIDERS)  # the judge's providers (its schema), or none
CONFIG_REFS = ("head", "base")
_TRUE = ("true", "True", "TRUE", "yes", "on", "1")
_FALSE = ("false", "False", "FALSE", "no", "off", "0")
DEFAULT_OUTPUT_DIR = "wfgate-report"
BOT_LOGIN = "github-actions[bot]"


class SettingsError(WfgateError):
    """An action input or runner variable has a value wfgate cannot use."""


@dataclass(frozen=True)
class JudgeOverrides:
    """Judge settings given as action inputs; empty fields keep the config file's value."""

    provider: str | None = None
    model: str | None = None
    base_url: str | None = None
    max_calls: int | None = None
    api_key_env: str | None = None

    def as_config(self) -> dict:
        """The ``judge:`` keys of thresholds.yaml these inputs replace."""
        if self.provider == "none":
            return {"enabled": False}
        changes: dict = {}
        if self.provider:
            changes.update(enabled=True, provider=self.provider)
        if self.model:
            changes["model"] = self.model
        if self.base_url:
            key = "azure_endpoint" if self.provider == "azure" else "base_url"
            changes[key] = self.base_url
        if self.max_calls is not None:
            changes["budget"] = {"max_calls": self.max_calls}
        if self.api_key_env:
            changes["api_key_env"] = self.api_key_env
        return changes


@dataclass(frozen=True)
class ActionSettings:
    """Everything the action reads from its environment."""

    golden: str
    candidate: str
    config: str | None
    github_token: str
    judge: JudgeOverrides
    comment_mode: str  # update | recreate | hide-and-post | off ("comment: false": off)
    fail_on: str
    comment_id: str
    golden_ref: str | None
    report: str | None  # publish mode: a report JSON made by another run
    pr_number: int | None
    output_dir: str
    event_name: str
    event_path: str | None
    repository: str | None
    api_url: str
    workspace: str | None
    only_create: bool = False
    only_update: bool = False
    comment_template: str | None = None  # a workspace path to a Jinja2 template
    check_run: bool = True
    annotation_level: str = "error"  # of the annotation on each failing workflow
    bot_login: str = BOT_LOGIN
    allow_config_endpoint: bool = False  # trust judge.base_url / api_key_env in the file
    config_ref: str = "head"  # base: the thresholds file of the pull request's base commit

    @property
    def commenting(self) -> bool:
        return self.comment_mode != "off"

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> ActionSettings:
        """Build and validate the settings from ``INPUT_*`` and ``GITHUB_*`` variables."""
        def value(name: str, default: str = "") -> str:
            return env.get(f"INPUT_{name.upper()}", "").strip() or default

        comment = _boolean("comment", value("comment", "true"))
        comment_mode = _choice("comment_mode", value("comment_mode", "update"), COMMENT_MODES)
        report = value("report") or None
        golden_ref = value("golden_ref") or None
        if report and golden_ref:
            raise SettingsError("inputs report and golden_ref exclude each other: `report` "
                                "publishes a finished report, `golden_ref` runs a check")
        repository = env.get("GITHUB_REPOSITORY") or None
        if repository and not valid_repo(repository):
            raise SettingsError(f"GITHUB_REPOSITORY {repository!r} is not owner/name")
        try:
            api_url = api_url_from_env(env)
        except WfgateError as exc:
            raise SettingsError(str(exc)) from None
        comment_id = value("comment_id", "default")
        if not valid_comment_id(comment_id):
            raise SettingsError(f"input comment_id {comment_id!r}: use 1-64 letters, digits, "
                                "'.', '_' or '-' (it names the sticky comment)")
        only_create = _boolean("only_create", value("only_create", "false"))
        only_update = _boolean("only_update", value("only_update", "false"))
        if only_create and only_update:
            raise SettingsError("inputs only_create and only_update exclude each other: the "
                                "first never edits a comment, the second never posts one")
        comment_template = value("comment_template") or None
        if comment_template and (comment_template.startswith("/") or ".." in
                                 comment_template.replace("\\", "/").split("/")):
            raise SettingsError(f"input comment_template {comment_template!r} must be a "
                                "relative path inside the workspace")
        output_dir = value("output_dir", DEFAULT_OUTPUT_DIR)
        if output_dir.startswith("/") or ".." in output_dir.replace("\\", "/").split("/"):
            raise SettingsError(f"input output_dir {output_dir!r} must be a relative path "
                                "inside the workspace (later steps read the files there)")
        return cls(
            golden=value("golden", "goldens"),
            candidate=value("candidate", "candidates"),
            config=value("config") or None,
            github_token=env.get("INPUT_GITHUB_TOKEN", "").strip(),
            judge=JudgeOverrides(
                provider=_choice("judge_provider", value("judge_provider"), JUDGE_PROVIDERS,
                                 allow_empty=True) or None,
                model=value("judge_model") or None,
                base_url=_url("judge_base_url", value("judge_base_url")),
                max_calls=_count("judge_max_calls", value("judge_max_calls")),
                api_key_env=_env_name("judge_api_key_env", value("judge_api_key_env"))),
            comment_mode=comment_mode if comment else "off",
            fail_on=_choice("fail_on", value("fail_on", "fail"), FAIL_ON),
            comment_id=comment_id,
            golden_ref=golden_ref,
            report=report,
            pr_number=_count("pr_number", value("pr_number"), minimum=1),
            output_dir=output_dir,
            event_name=env.get("GITHUB_EVENT_NAME", ""),
            event_path=env.get("GITHUB_EVENT_PATH") or None,
            repository=repository,
            api_url=api_url,
            workspace=env.get("GITHUB_WORKSPACE") or None,
            allow_config_endpoint=_boolean("allow_config_endpoint",
                                           value("allow_config_endpoint", "false")),
            config_ref=_choice("config_ref", value("config_ref", "head"), CONFIG_REFS),
            only_create=only_create,
            only_update=only_update,
            comment_template=comment_template,
            check_run=_boolean("check_run", value("check_run", "true")),
            annotation_level=_choice("annotation_level", value("annotation_level", "error"),
                                     ANNOTATION_LEVELS),
        )


def _boolean(name: str, text: str) -> bool:
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise SettingsError(f"input {name} must be true or false, not {text!r}")


def _choice(name: str, text: str, allowed: tuple[str, ...], allow_empty: bool = False) -> str:
    if allow_empty and not text:
        return ""
    if text not in allowed:
        raise SettingsError(f"input {name} must be one of {', '.join(allowed)}, not {text!r}")
    return text


def _count(name: str, text: str, minimum: int = 0) -> int | None:
    if not text:
        return None
    if not text.isdigit() or int(text) < minimum:
        raise SettingsError(f"input {name} must be a whole number >= {minimum}, not {text!r}")
    return int(text)


def _env_name(name: str, text: str) -> str | None:
    if not text:
        return None
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text) or text.upper().startswith(
            ("INPUT_", "GITHUB_", "ACTIONS_", "RUNNER_")):
        raise SettingsError(f"input {name} must name the environment variable that holds the "
                            f"judge's key (e.g. OPENAI_API_KEY), not {text!r}")
    return text


def _url(name: str, text: str) -> str | None:
    if not text:
        return None
    if not text.startswith(("https://", "http://")):
        raise SettingsError(f"input {name} must be an http(s) URL, not {text!r}")
    return text
