"""The GitHub client against the fake server, with the back-off sleep injected (no waiting):
which answers are retried, how long it waits, and that the total wait is bounded."""

from __future__ import annotations

import pytest

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import PAT, PAT_LOGIN, PR_NUMBER, REPO
from wfgate.github.client import GitHubClient, GitHubHTTPError, RetryPolicy, graphql_url_for

APP_TOKEN = "app-installation-token"
APP_LOGIN = "wfgate-app[bot]"


@pytest.fixture
def fake():
    with FakeGitHub(tokens={PAT: PAT_LOGIN, APP_TOKEN: APP_LOGIN}) as server:
        yield server


def client_for(fake: FakeGitHub, token: str = PAT, **policy) -> tuple[GitHubClient, list]:
    slept: list[float] = []
    client = GitHubClient(token, fake.url, policy=RetryPolicy(**policy), sleep=slept.append,
                          clock=lambda: 1_000.0)
    return client, slept


def test_retry_after_is_honoured(fake):
    fake.fail("GET", "/comments$", 429, "slow down", times=2, headers={"Retry-After": "7"})
    client, slept = client_for(fake)
    assert list(client.list_issue_comments(REPO, PR_NUMBER)) == []
    assert slept == [7.0, 7.0]


def test_primary_rate_limit_waits_until_the_reset(fake):
    fake.fail("GET", "/user$", 403, "API rate limit exceeded", times=1,
              headers={"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1030"})
    client, slept = client_for(fake)
    assert client.authenticated_login() == PAT_LOGIN
    assert slept == [31.0]  # reset - now, plus a second


def test_secondary_limit_without_header_waits_a_minute_within_budget(fake):
    fake.fail("GET", "/user$", 403, "You have exceeded a secondary rate limit", times=1)
    client, slept = client_for(fake, max_wait_s=120)
    assert client.authenticated_login() == PAT_LOGIN
    assert slept == [60.0]


def test_total_wait_is_bounded_across_calls(fake):
    fake.fail("GET", "/user$", 429, "slow down", headers={"Retry-After": "40"})
    client, slept = client_for(fake, max_wait_s=100, attempts=10)
    with pytest.raises(GitHubHTTPError) as first:
        client.authenticated_login()
    assert slept == [40.0, 40.0] and first.value.kind == "rate_limit"
    assert "more than the 20 s left" in str(first.value) and "fork" not in str(first.value)
    with pytest.raises(GitHubHTTPError):  # the budget is spent: no more waiting at all
        client.authenticated_login()
    assert slept == [40.0, 40.0]


def test_server_errors_back_off_exponentially(fake):
    fake.fail("GET", "/user$", 503, "unavailable")
    client, slept = client_for(fake, attempts=4, backoff_s=0.5)
    with pytest.raises(GitHubHTTPError) as error:
        client.authenticated_login()
    assert slept == [0.5, 1.0, 2.0]
    assert error.value.status == 503 and "after 4 attempts" in str(error.value)


def test_permission_errors_and_404_are_not_retried(fake):
    fake.fail("POST", "/comments$", 403, "Resource not accessible by integration")
    client, slept = client_for(fake)
    with pytest.raises(GitHubHTTPError) as error:
        client.create_comment(REPO, PR_NUMBER, "x")
    assert slept == [] and error.value.kind == "permission"
    with pytest.raises(GitHubHTTPError) as missing:
        client.update_comment(REPO, 424242, "x")
    assert slept == [] and missing.value.status == 404


def test_html_instead_of_json_is_retried_then_named(fake):
    fake.fail("GET", "/comments$", 200, raw=b"<html>maintenance</html>")
    client, slept = client_for(fake, attempts=3, backoff_s=0.1)
    with pytest.raises(GitHubHTTPError) as error:
        list(client.list_issue_comments(REPO, PR_NUMBER))
    assert len(slept) == 2 and error.value.kind == "bad_body"
    assert "not JSON (text/html" in str(error.value)


def test_graphql_viewer_names_an_app_installation_token(fake):
    client, _ = client_for(fake, APP_TOKEN)
    assert client.viewer_login() == APP_LOGIN
    with pytest.raises(GitHubHTTPError) as error:  # REST /user is closed to installations
        client.authenticated_login()
    assert error.value.status == 403


def test_minimize_and_read_the_minimized_state(fake):
    comment = fake.add_comment(REPO, PR_NUMBER, "x", PAT_LOGIN)
    client, _ = client_for(fake)
    assert client.minimized_states([comment["node_id"]]) == {comment["node_id"]: False}
    client.minimize_comment(comment["node_id"])
    assert client.minimized_states([comment["node_id"]]) == {comment["node_id"]: True}
    assert fake.minimized == {comment["id"]: "OUTDATED"}


def test_graphql_errors_raise():
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        client, _ = client_for(fake)
        with pytest.raises(GitHubHTTPError, match="unsupported query"):
            client.graphql("query { rateLimit { remaining } }")


def test_graphql_url_beside_the_rest_url():
    assert graphql_url_for("https://api.github.com") == "https://api.github.com/graphql"
    assert graphql_url_for("https://ghe.example/api/v3/") == "https://ghe.example/api/graphql"


def test_retry_settings_from_the_environment():
    policy = RetryPolicy.from_env({"WFGATE_GITHUB_RETRY_BUDGET": "5",
                                   "WFGATE_GITHUB_BACKOFF": "0.01"})
    assert (policy.max_wait_s, policy.backoff_s) == (5.0, 0.01)
    assert RetryPolicy.from_env({"WFGATE_GITHUB_RETRY_BUDGET": "lots"}) == RetryPolicy()
    assert RetryPolicy.from_env({"WFGATE_GITHUB_TOTAL_TIME": "9"}).total_s == 9.0


def test_the_total_time_bounds_every_call(fake):
    now = [0.0]
    client = GitHubClient(PAT, fake.url, policy=RetryPolicy(total_s=10), sleep=lambda s: None,
                          monotonic=lambda: now[0])
    assert client.authenticated_login() == PAT_LOGIN
    now[0] = 11.0
    with pytest.raises(GitHubHTTPError, match="10 s this run allows"):
        client.authenticated_login()
    assert len(fake.calls("GET", "/user")) == 1  # the second call never went out
