"""`wfgate models provision|list|verify`: quiet provisioning, one line per model, verification."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import warnings

from tests.conftest import ROOT
from wfgate.cli import main
from wfgate.encoders import resolve as models
from wfgate.encoders.commands import captured_output

MINILM = "all-MiniLM-L6-v2"


def test_captured_output_takes_prints_warnings_native_writes_and_children(tmp_path, capfd):
    log = tmp_path / "provision.log"
    with captured_output(log):
        print("from print")
        warnings.warn("from warnings", UserWarning, stacklevel=1)
        import os

        os.write(2, b"from fd 2\n")
        subprocess.run([sys.executable, "-c", "print('from a child')"], check=True)
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n" and err == ""
    text = log.read_text()
    for piece in ("from print", "from warnings", "from fd 2", "from a child"):
        assert piece in text


def test_provision_prints_one_line_per_model_and_logs_the_rest(tmp_path):
    log = tmp_path / "p.log"
    run = subprocess.run([sys.executable, "-m", "wfgate", "models", "provision", MINILM,
                          "--no-install", "--log", str(log)], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == 2 and str(log) in lines[0]
    assert lines[1].startswith(f"  ✓ {MINILM}: ") and "sha256 53aa51172d14" in lines[1]
    assert "onnx" in lines[1]
    assert run.stderr == ""
    assert log.read_text().startswith("wfgate models provision, ")


def test_list_names_where_each_model_resolves(capsys):
    assert main(["models", "list", MINILM]) == 0
    listed = capsys.readouterr().out
    assert listed.startswith(f"  ✓ {MINILM}: ") and "sha256 53aa51172d14" in listed


def test_verify_rehashes_and_refuses_a_damaged_copy(tmp_path, monkeypatch, capsys):
    assert main(["models", "verify", MINILM]) == 0
    assert "as published" in capsys.readouterr().out
    # A cache entry whose stamp claims the published hash but whose weights were changed.
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    spec = models.KNOWN_MODELS[MINILM]
    folder = tmp_path / MINILM
    folder.mkdir()
    (folder / "model.safetensors").write_bytes(b"tampered")
    (folder / models.STAMP).write_text(json.dumps({"sha256": spec.sha256}))
    assert models.resolve_model_path(MINILM).origin == "cache"  # a run trusts the stamp alone
    assert main(["models", "verify", MINILM]) == 2
    out = capsys.readouterr().out
    assert hashlib.sha256(b"tampered").hexdigest() in out and "re-provision" in out


def test_list_says_when_a_model_is_not_available_offline(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    assert main(["models", "list", "org/not-provisioned"]) == 2
    assert "not available offline" in capsys.readouterr().out
