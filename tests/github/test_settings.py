"""Action inputs: defaults, and one clear error per bad input."""

from __future__ import annotations

import json

import pytest

from tests.github.conftest import PR_OPENED, RUN_COMPLETED
from wfgate.github.event import load_event, parse_event
from wfgate.github.settings import ActionSettings, SettingsError


def settings(**inputs: str) -> ActionSettings:
    env = {f"INPUT_{k.upper()}": v for k, v in inputs.items()}
    env.update(GITHUB_REPOSITORY="o/r", GITHUB_EVENT_NAME="pull_request")
    return ActionSettings.from_env(env)


def test_defaults():
    s = settings()
    assert (s.golden, s.candidate, s.config) == ("goldens", "candidates", None)
    assert (s.comment_mode, s.fail_on, s.comment_id) == ("update", "fail", "default")
    assert s.api_url == "https://api.github.com" and s.output_dir == "wfgate-report"
    assert s.judge.as_config() == {}


def test_enterprise_api_url_is_honoured():
    env = {"GITHUB_API_URL": "https://ghe.example.com/api/v3/"}
    assert ActionSettings.from_env(env).api_url == "https://ghe.example.com/api/v3"


def test_comment_false_turns_the_comment_off():
    assert settings(comment="false").comment_mode == "off"
    assert settings(comment_mode="recreate").comment_mode == "recreate"


def test_judge_inputs_become_config_keys():
    s = settings(judge_provider="azure", judge_model="gpt-4o",
                 judge_base_url="https://x.openai.azure.com", judge_max_calls="20")
    assert s.judge.as_config() == {"enabled": True, "provider": "azure", "model": "gpt-4o",
                                   "azure_endpoint": "https://x.openai.azure.com",
                                   "budget": {"max_calls": 20}}
    assert settings(judge_provider="none").judge.as_config() == {"enabled": False}


@pytest.mark.parametrize(("inputs", "message"), [
    ({"comment": "maybe"}, "input comment must be true or false"),
    ({"comment_mode": "sticky"},
     "input comment_mode must be one of update, recreate, hide-and-post, off"),
    ({"only_create": "true", "only_update": "true"}, "exclude each other"),
    ({"comment_template": "../t.j2"}, "input comment_template"),
    ({"check_run": "perhaps"}, "input check_run must be true or false"),
    ({"annotation_level": "failure"}, "input annotation_level must be one of error, warning"),
    ({"fail_on": "error"}, "input fail_on must be one of fail, never"),
    ({"comment_id": "a b"}, "input comment_id"),
    ({"comment_id": "x-->"}, "input comment_id"),
    ({"judge_provider": "anthropic"}, "input judge_provider must be one of"),
    ({"judge_max_calls": "-1"}, "input judge_max_calls must be a whole number"),
    ({"judge_base_url": "ftp://x"}, "input judge_base_url must be an http(s) URL"),
    ({"pr_number": "0"}, "input pr_number must be a whole number >= 1"),
    ({"output_dir": "../out"}, "input output_dir"),
    ({"report": "r.json", "golden_ref": "base"}, "exclude each other"),
])
def test_each_bad_input_has_a_clear_error(inputs, message):
    with pytest.raises(SettingsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        settings(**inputs)


def test_bad_repository_variable():
    with pytest.raises(SettingsError, match="GITHUB_REPOSITORY"):
        ActionSettings.from_env({"GITHUB_REPOSITORY": "../etc"})


def test_recorded_pull_request_payload():
    event = load_event(str(PR_OPENED), "pull_request")
    pr = event.pull_request
    assert (event.repo, pr.number, pr.is_fork) == ("Codertocat/Hello-World", 2, False)
    assert pr.head_sha == "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
    assert pr.base_sha == "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"


def test_fork_is_detected():
    payload = json.loads(PR_OPENED.read_text())
    payload["pull_request"]["head"]["repo"]["full_name"] = "mallory/Hello-World"
    assert parse_event(payload, "pull_request").pull_request.is_fork


def test_recorded_workflow_run_payload():
    event = load_event(str(RUN_COMPLETED), "workflow_run")
    assert event.workflow_run_head_sha == "3484a3fb816e0859fd6e1cea078d76385ff50625"
    assert event.pull_request.number == 2 and event.repo == "octo-org/octo-repo"


def test_non_pull_request_events():
    assert parse_event({"repository": {"full_name": "o/r"}}, "push").pull_request is None
    issue = {"issue": {"number": 1}, "repository": {"full_name": "o/r"}}
    assert parse_event(issue, "issue_comment").pull_request is None  # an issue, not a PR


def test_next_page_link_and_foreign_hosts():
    from wfgate.github.client import GitHubClient, GitHubHTTPError, next_link

    header = ('<https://api.github.com/x?page=2>; rel="next", '
              '<https://api.github.com/x?page=5>; rel="last"')
    assert next_link(header) == "https://api.github.com/x?page=2"
    assert next_link('<https://api.github.com/x?page=1>; rel="prev"') is None
    client = GitHubClient("t", "https://ghe.example.com/api/v3")
    assert client._same_origin("https://ghe.example.com/api/v3/x?page=2")
    assert not client._same_origin("https://evil.example.com/x?page=2")
    assert GitHubHTTPError("POST", "/r", 403, "no").status == 403


def test_judge_inputs_override_the_config_file(tmp_path):
    from wfgate.github.sources import effective_config
    from wfgate.judge import build_judge

    config_file = tmp_path / "thresholds.yaml"
    config_file.write_text("version: 1\njudge: {enabled: false, model: gpt-4o-mini}\n")
    plain = effective_config(settings(config=str(config_file)))
    assert plain.judge.enabled is False and build_judge(plain.judge, plain.source) is None

    on = effective_config(settings(config=str(config_file), judge_provider="openai_compatible",
                                   judge_base_url="http://127.0.0.1:9/v1",
                                   judge_max_calls="5"))
    assert on.judge.enabled is True and on.judge.model == "gpt-4o-mini"
    assert on.judge.base_url == "http://127.0.0.1:9/v1"
    assert on.judge.budget.max_calls == 5 and on.raw["judge"]["budget"] == {"max_calls": 5}
    assert build_judge(on.judge, on.source) is not None
    assert plain.sha256 != on.sha256  # the signature sees the change


def test_bad_judge_input_is_a_config_error(tmp_path):
    from wfgate.errors import ConfigError
    from wfgate.github.sources import effective_config

    with pytest.raises(ConfigError, match="azure_endpoint"):  # azure needs an endpoint
        effective_config(settings(judge_provider="azure"))  # refused when the config is built
