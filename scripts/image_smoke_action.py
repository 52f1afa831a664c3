"""Run the action's image the way the GitHub runner starts a Docker action, against the fake
GitHub API, and check what it left: the sticky comment, the job summary, the outputs, the
reports and the exit code. Part of scripts/image_smoke.sh; standard library only.

    python3 scripts/image_smoke_action.py IMAGE

The runner's ``docker run``, reproduced: the workspace mounted at /github/workspace (and the
working directory), the event payload under /github/workflow, the GITHUB_OUTPUT and
GITHUB_STEP_SUMMARY files under /github/file_commands, HOME=/github/home, every input the
action declares as an INPUT_* variable (its default unless set here), GITHUB_* variables. The
workspace belongs to another user than the container's root, as on a hosted runner. The fake
API listens on the host's 127.0.0.1; the container shares the host's network to reach it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fakes.github_server import FakeGitHub  # noqa: E402

EVENT = ROOT / "tests" / "fixtures" / "github" / "webhook-pull_request.opened.json"
REPO, PR_NUMBER, TOKEN = "Codertocat/Hello-World", 2, "actions-token"  # the recorded event's
RUNNER_UID = 1001  # the hosted runner's user, owner of the checkout


def action_inputs() -> dict[str, str]:
    """Each input action.yml declares, with its default (expressions left empty)."""
    inputs, name, section = {}, None, None
    for line in (ROOT / "action.yml").read_text().splitlines():
        if re.match(r"^\S", line):
            section = line.split(":")[0]
        elif section == "inputs" and (m := re.match(r"^  ([A-Za-z0-9_-]+):\s*$", line)):
            name = m.group(1)
            inputs[name] = ""
        elif section == "inputs" and name and (m := re.match(r"^    default:\s*(.*)$", line)):
            value = m.group(1).strip().strip("\"'")
            inputs[name] = "" if "${{" in value else value
    return inputs


def parse_outputs(text: str) -> dict[str, str]:
    """``name<<DELIMITER`` records (and ``name=value`` lines), as the runner reads them."""
    outputs, lines, i = {}, text.split("\n"), 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line:
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, i + 1)
            outputs[name] = "\n".join(lines[i + 1:end])
            i = end + 1
        else:
            if "=" in line:
                name, value = line.split("=", 1)
                outputs[name] = value
            i += 1
    return outputs


def run(image: str, scratch: Path, fake: FakeGitHub) -> list[str]:
    """Run the container once; the list of what went wrong (empty: all checks passed)."""
    workspace, home = scratch / "workspace", scratch / "home"
    workflow, commands = scratch / "workflow", scratch / "file_commands"
    shutil.copytree(ROOT / "examples" / "golden", workspace / "goldens")
    shutil.copytree(ROOT / "examples" / "candidate", workspace / "candidates")
    for folder in (home, workflow, commands):
        folder.mkdir()
    shutil.copyfile(EVENT, workflow / "event.json")
    (commands / "set_output").write_text("")
    (commands / "step_summary").write_text("")
    if os.geteuid() == 0:
        subprocess.run(["chown", "-R", f"{RUNNER_UID}:{RUNNER_UID}", str(scratch)], check=True)
        os.chmod(commands / "set_output", 0o666)
        os.chmod(commands / "step_summary", 0o666)
    env = {f"INPUT_{name.upper()}": value for name, value in action_inputs().items()}
    env |= {"INPUT_GITHUB_TOKEN": TOKEN,
            "HOME": "/github/home", "CI": "true", "GITHUB_ACTIONS": "true",
            "GITHUB_EVENT_NAME": "pull_request",
            "GITHUB_EVENT_PATH": "/github/workflow/event.json",
            "GITHUB_OUTPUT": "/github/file_commands/set_output",
            "GITHUB_STEP_SUMMARY": "/github/file_commands/step_summary",
            "GITHUB_WORKSPACE": "/github/workspace", "GITHUB_REPOSITORY": REPO,
            "GITHUB_SHA": "0" * 40, "GITHUB_API_URL": fake.url,
            "RUNNER_OS": "Linux", "RUNNER_TEMP": "/github/home"}
    command = ["docker", "run", "--rm", "--network", "host", "--workdir", "/github/workspace",
               "-v", f"{workspace}:/github/workspace", "-v", f"{home}:/github/home",
               "-v", f"{workflow}:/github/workflow",
               "-v", f"{commands}:/github/file_commands"]
    for name in sorted(env):
        command += ["-e", name]
    done = subprocess.run([*command, image], env={**os.environ, **env}, capture_output=True,
                          text=True, timeout=600, check=False)
    outputs = parse_outputs((commands / "set_output").read_text())
    summary = (commands / "step_summary").read_text()
    comments = fake.all_comments(REPO, PR_NUMBER)
    problems = []

    def expect(condition: bool, what: str) -> None:
        if not condition:
            problems.append(what)

    expect(done.returncode == 1, f"exit code {done.returncode}, expected 1 (3 of 5 regressed)")
    expect(outputs.get("verdict") == "fail", f"output verdict {outputs.get('verdict')!r}")
    expect(outputs.get("workflows") == "5" and outputs.get("failed") == "3",
           f"outputs workflows/failed {outputs.get('workflows')}/{outputs.get('failed')}")
    expect(outputs.get("comment") == "created", f"output comment {outputs.get('comment')!r}")
    expect(bool(outputs.get("comment_url")), "no comment_url output")
    expect(outputs.get("infrastructure_error", "") == "",
           f"infrastructure_error {outputs.get('infrastructure_error')!r}")
    expect(len(comments) == 1, f"{len(comments)} comments on the pull request, expected 1")
    body = comments[0]["body"] if comments else ""
    expect("3 of 5 workflows regressed" in body, "the comment does not give the verdict")
    expect("<!-- wfgate:comment id=default" in body, "the comment has no sticky marker")
    expect("3 of 5 workflows regressed" in summary, "the job summary does not give the verdict")
    report = workspace / outputs.get("report_json", "wfgate-report/report.json")
    try:
        expect(json.loads(report.read_text())["verdict"] == "fail", "report.json verdict")
    except (OSError, ValueError, KeyError) as exc:
        problems.append(f"no readable report.json ({exc})")
    if problems:
        problems.append(f"container stderr:\n{done.stderr[-3000:]}")
    return problems


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: image_smoke_action.py IMAGE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="wfgate-smoke-") as scratch, \
            FakeGitHub(tokens={TOKEN: None}) as fake:
        problems = run(sys.argv[1], Path(scratch), fake)
    for problem in problems:
        print(f"image_smoke (action mode): {problem}", file=sys.stderr)
    if not problems:
        print("image_smoke (action mode): comment, summary, outputs and report as expected")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
