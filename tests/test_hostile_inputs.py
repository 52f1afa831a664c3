"""Hostile workflow files: every one is an InputError naming the file and the limit, fast."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from wfgate.config import ConfigError, InputLimits, build_config
from wfgate.errors import InputError
from wfgate.gitmode import pairs_from_git
from wfgate.pairing import Pair, pair_paths
from wfgate.parsing import parse_workflow, read_workflow_bytes

VALID = "steps:\n  - id: a\n    description: Open the page\n  - id: b\n    description: Save\n"

# The alias bomb of the issue (430 bytes): nine levels of nine references each.
ALIAS_BOMB = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]"
       for i in range(8)]
    + ["steps:", "  - id: *i", "    description: x"]) + "\n"


def error_of(content: str | bytes, name: str, limits: InputLimits | None = None) -> InputError:
    raw = content.encode() if isinstance(content, str) else content
    started = time.perf_counter()
    with pytest.raises(InputError) as caught:
        parse_workflow(raw, name, Path(name).suffix, limits=limits or InputLimits())
    assert time.perf_counter() - started < 5, "a hostile file must be refused quickly"
    assert caught.value.path == name
    return caught.value


@pytest.mark.parametrize("name, content, message", [
    ("deep.json", "[" * 100_000 + "]" * 100_000, "nested deeper than limits.max_depth=32"),
    ("deep-object.json", '{"a":' * 100_000 + "1" + "}" * 100_000,
     "nested deeper than limits.max_depth=32"),
    ("deep.yaml", "[" * 100_000 + "]" * 100_000, "nested deeper than limits.max_depth=32"),
    ("deep-block.yaml", "".join("  " * i + "k:\n" for i in range(200)),
     "nested deeper than limits.max_depth=32"),
    ("bigint.json", '{"steps": [{"id": ' + "9" * 5000 + ', "description": "x"}]}',
     "a number of 5000 digits"),
    ("bigint.yaml", "steps:\n  - id: " + "9" * 5000 + "\n    description: x\n",
     "a number of 5000 characters"),
    ("hexint.yaml", "steps:\n  - id: 0x" + "f" * 5000 + "\n    description: x\n",
     "a number of 5002 characters"),
    ("bomb.yaml", ALIAS_BOMB, "YAML aliases (*'a') are not allowed"),
    ("mixed.yaml", "1: a\nb: c\n", "no 'steps' or 'nodes' key (found: 1, b)"),
    ("dup.yaml", VALID + "  - id: c\n    description: x\n    description: y\n",
     "duplicate key 'description' (first on line 7)"),
    ("dup-top.yaml", "steps: [a]\nsteps: [b]\n", "duplicate key 'steps' (first on line 1)"),
    ("dup.json", '{"steps": [{"id": "a", "description": "x", "description": "y"}]}',
     "duplicate key 'description'"),
    ("long-id.yaml", "steps:\n  - id: " + "i" * 300 + "\n    description: x\n",
     "a step id has 300 characters, more than limits.max_id_chars=200"),
    ("long-text.yaml", "steps:\n  - " + "x" * 6000 + "\n",
     "more than limits.max_text_chars=2000"),
    ("many-steps.yaml", "steps:\n" + "".join(f"  - s{i}\n" for i in range(201)),
     "more than limits.max_steps=200 steps"),
    ("many-steps.txt", "Node:\n" + "".join(f"{i}: s\n" for i in range(201)),
     "more than limits.max_steps=200 steps"),
    ("many-edges.json", json.dumps({"nodes": ["a", "b"], "edges": [["1", "2"]] * 5_001}),
     "more than limits.max_edges=5000 edges"),
    ("dict-id.yaml", "steps:\n  - id: {x: 1}\n    description: a\n",
     "a step id must be a string or a number, found dict"),
    ("huge.yaml", "steps:\n" + "  - a step\n" * 100_001, "more than limits.max_file_bytes"),
])
def test_hostile_content_is_an_input_error_naming_file_and_limit(name, content, message):
    error = error_of(content, name)
    assert message in error.message
    assert len(error.message) < 300  # one line, never an echo of the hostile content


def test_the_alias_bomb_is_small_and_refused_before_expanding():
    assert len(ALIAS_BOMB) < 500
    assert error_of(ALIAS_BOMB, "bomb.yaml").line == 2  # the first alias, nothing expanded


def test_limits_are_configurable_and_validated():
    config = build_config({"limits": {"max_steps": 2, "max_depth": 10}}, "t.yaml")
    assert config.limits == InputLimits(max_steps=2, max_depth=10)
    assert "limits.max_steps=2" in error_of("steps: [a, b, c]\n", "w.yaml", config.limits).message
    assert build_config({}, "t.yaml").sha256 == config.sha256  # limits change no score
    for bad in ({"max_depth": 1000}, {"max_steps": 0}, {"max_stepz": 5}, {"max_edges": True}):
        with pytest.raises(ConfigError, match="limits"):
            build_config({"limits": bad}, "t.yaml")


def test_eighty_thousand_edges_are_deduplicated_in_linear_time():
    nodes = [{"id": str(i), "description": f"step {i}"} for i in range(400)]
    doc = {"nodes": nodes, "edges": [[str(i % 399), "399"] for i in range(80_000)]}
    limits = InputLimits(max_steps=400, max_edges=100_000, max_file_bytes=2_000_000)
    started = time.perf_counter()
    workflow = parse_workflow(json.dumps(doc).encode(), "edges.json", ".json", limits)
    assert time.perf_counter() - started < 10  # was 113 s (quadratic de-duplication)
    assert len(workflow.edges) == 399
    assert workflow.edges[:2] == (("0", "399"), ("1", "399"))  # listing order kept


# --- reading files -----------------------------------------------------------------------------

def test_a_symlink_out_of_the_folders_is_refused_unread(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("Node:\n1: the secret\n")
    golden, candidate = tmp_path / "golden", tmp_path / "candidate"
    for folder in (golden, candidate):
        folder.mkdir()
        (folder / "ok.yaml").write_text(VALID)
    (golden / "leak.txt").write_text("Node:\n1: a\n")
    (candidate / "leak.txt").symlink_to(secret)
    (candidate / "inside.yaml").symlink_to(golden / "ok.yaml")  # inside the folders: fine
    (golden / "inside.yaml").write_text(VALID)
    pairing = pair_paths(golden, candidate)
    pairs = {p.id: p for p in pairing.pairs}
    assert pairs["inside"].read_candidate() == VALID.encode()
    with pytest.raises(InputError, match=r"outside .*refused, not read") as caught:
        pairs["leak"].read_candidate()
    assert caught.value.path == str(candidate / "leak.txt")
    assert "the secret" not in str(caught.value)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "directory-link", "dangling"])
def test_non_regular_files_are_refused_without_blocking(tmp_path, kind):
    path = tmp_path / "w.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory-link":
        path.symlink_to(tmp_path)
    else:
        path.symlink_to(tmp_path / "gone.yaml")
    started = time.perf_counter()
    with pytest.raises(InputError) as caught:
        read_workflow_bytes(path, "w.yaml", 1000)
    assert time.perf_counter() - started < 2
    expected = {"fifo": "named pipe (FIFO), not a regular file",
                "dev-zero": "character device, not a regular file",
                "directory-link": "a directory, not a regular file",
                "dangling": "cannot read the file"}[kind]
    assert expected in caught.value.message and caught.value.path == "w.yaml"


def test_a_file_over_the_size_limit_is_not_read(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"#" * 5000)
    with pytest.raises(InputError, match=r"5000 bytes, more than limits\.max_file_bytes=4096"):
        read_workflow_bytes(path, "big.yaml", 4096)
    assert read_workflow_bytes(path, "big.yaml", 5000) == b"#" * 5000


def test_folder_mode_lists_every_entry_and_refuses_same_stem_files(tmp_path):
    golden, candidate = tmp_path / "golden", tmp_path / "candidate"
    (golden / "sub").mkdir(parents=True)
    candidate.mkdir()
    for folder in (golden, candidate):
        (folder / "x.yaml").write_text(VALID)
        (folder / "pipe.yaml").write_text(VALID) if folder == golden else os.mkfifo(
            folder / "pipe.yaml")
    (golden / "x.json").write_text(json.dumps({"steps": ["a"]}))
    (golden / "sub" / "y.yaml").write_text(VALID)
    (candidate / "sub").symlink_to(golden / "sub")  # a symlinked folder is not followed
    pairing = pair_paths(golden, candidate)
    assert [p.id for p in pairing.pairs] == ["pipe"]
    messages = [(e["file"], e["message"]) for e in pairing.errors]
    assert (str(golden / "x.json"), "x.json and x.yaml both define workflow 'x': keep one of "
                                    "them") in messages
    assert any("golden 'sub/y' has no candidate" in m for _, m in messages)
    assert not any("'x' has no" in m for _, m in messages)  # reported once, as same-stem
    assert [n["kind"] for n in pairing.notices] == ["symlink"]
    with pytest.raises(InputError, match="FIFO"):
        pairing.pairs[0].read_candidate()


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def test_git_mode_refuses_symlinks_out_of_the_repository_and_big_goldens(tmp_path):
    repo = tmp_path / "repo"
    (repo / "wf").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "t@example.com")
    git(repo, "config", "user.name", "t")
    (repo / "wf" / "leak.yaml").write_text(VALID)
    (repo / "wf" / "big.yaml").write_text(VALID + "# padding\n" * 200)
    (repo / "wf" / "ok.yaml").write_text(VALID)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    outside = tmp_path / "outside.yaml"
    outside.write_text(VALID.replace("Save", "Leak"))
    (repo / "wf" / "leak.yaml").unlink()
    (repo / "wf" / "leak.yaml").symlink_to(outside)
    (repo / "wf" / "big.yaml").write_text(VALID)
    (repo / "wf" / "ok.yaml").write_text(VALID.replace("Save", "Save it"))
    pairing = pairs_from_git("main", "wf/**", repo, InputLimits(max_file_bytes=1000))
    pairs = {p.id: p for p in pairing.pairs}
    assert set(pairs) == {"wf/leak", "wf/big", "wf/ok"}
    assert b"Save it" in pairs["wf/ok"].read_candidate()
    with pytest.raises(InputError, match="outside") as caught:
        pairs["wf/leak"].read_candidate()
    assert caught.value.path == "wf/leak.yaml"
    with pytest.raises(InputError, match=r"more than limits\.max_file_bytes=1000") as caught:
        pairs["wf/big"].read_golden()
    assert caught.value.path == "main:wf/big.yaml"


def test_a_pair_reads_bytes_it_was_given():
    pair = Pair("x", "g.yaml", "c.yaml", golden_bytes=b"g", candidate_bytes=b"c")
    assert (pair.read_golden(), pair.read_candidate()) == (b"g", b"c")


def test_a_thresholds_file_alias_bomb_is_refused_before_it_expands(tmp_path):
    from wfgate.config import load_config

    path = tmp_path / "thresholds.yaml"
    path.write_text("perturb:\n" + "".join(f"  {line}\n" for line in
                                           ALIAS_BOMB.splitlines()[:9]))
    started = time.perf_counter()
    with pytest.raises(ConfigError, match="expands to more than 100000 values"):
        load_config(path)
    assert time.perf_counter() - started < 5  # hashing it would expand 387 million strings
    from wfgate.perturb.settings import read_config_file

    with pytest.raises(ConfigError, match="expands to more than 100000 values"):
        read_config_file(path)  # wfgate perturb reads the same file, as bounded
    path.write_text("profile: &p fast\nencoder: {model: all-MiniLM-L6-v2}\n"
                    "bertscore: {model: all-MiniLM-L6-v2}\nperturb: {model: *p}\n")
    assert load_config(path).encoder.model == "all-MiniLM-L6-v2"  # a small alias is fine
    path.write_text("modes: " + "[" * 50_000 + "]" * 50_000 + "\n")
    with pytest.raises(ConfigError):
        load_config(path)
