"""The refinement loop and escalation against a scripted OpenAI-compatible server."""

from __future__ import annotations

import itertools
import json

from fakes.openai_server import Reply

from wfgate.cli import main
from wfgate.perturb.llm import LLMGenerator
from wfgate.perturb.prompts import render_workflow
from wfgate.perturb.records import GoldenRecord
from wfgate.perturb.run import run_perturb
from wfgate.perturb.settings import parse_generator_settings

GOLDEN = GoldenRecord("g1", ("open the app", "sign in", "open settings", "toggle dark mode",
                             "save"),
                      (("START", "1"), ("1", "2"), ("2", "3"), ("3", "4"), ("4", "5"),
                       ("5", "END")))


def chain_text(texts: list[str]) -> str:
    ids = ["START", *map(str, range(1, len(texts) + 1)), "END"]
    return render_workflow(texts, list(itertools.pairwise(ids)))


def make_generator(server, **perturb) -> LLMGenerator:
    raw = {"judge": {"provider": "openai_compatible", "base_url": server.base_url,
                     "model": "primary-model", "timeout_s": 5, "max_retries": 0,
                     "backoff_base_s": 0},
           "perturb": {"fallback_models": ["fallback-model"], "max_attempts": 2} | perturb}
    return LLMGenerator(parse_generator_settings(raw, "test.yaml"), None, sleep=lambda s: None)


def test_wrong_node_count_is_fed_back_then_fixed(server) -> None:
    server.script(
        Reply.content("Perturbed:\n" + chain_text(["open the app", "sign in", "save"])),
        Reply.content(chain_text(["open the app", "sign in", "open settings", "save"])))
    made = make_generator(server).generate(GOLDEN, "missing", 10)
    assert made.failures == [] and made.nodes == ["open the app", "sign in", "open settings",
                                                  "save"]
    assert made.generator["attempts"] == 2 and made.generator["model"] == "primary-model"
    first, second = server.requests
    assert "Please remove exactly 1 steps" in first.messages[1]["content"]
    assert "kettle" in first.messages[1]["content"]  # the few-shot example comes first
    feedback = second.messages[-1]["content"]
    assert "must have exactly 4 steps, but it has 3" in feedback
    assert second.messages[-2] == {"role": "assistant", "content": "Perturbed:\n"
                                   + chain_text(["open the app", "sign in", "save"])}


def test_a_model_that_keeps_failing_escalates_then_is_a_residual(server, tmp_path) -> None:
    bad = Reply.content(chain_text(["open the app", "sign in", "save"]))
    server.script(*[bad] * 4)
    generator = make_generator(server)
    result = run_perturb([GOLDEN], tmp_path / "out", types=("missing",), percents=(10,),
                         seed=0, generator=generator, progress=False)
    models = [r.body["model"] for r in server.requests]
    assert models == ["primary-model", "primary-model", "fallback-model", "fallback-model"]
    assert "must have exactly 4 steps" in server.requests[2].messages[-1]["content"]
    assert result.written == 0 and len(result.residuals) == 1
    residual = json.loads((tmp_path / "out" / "residuals.jsonl").read_text())
    assert residual["checks"]["passed"] is False and residual["generator"]["escalations"] == 1
    assert (tmp_path / "out" / "variants.jsonl").read_text() == ""
    summary = result.summary(offline=False)
    assert "1 residual failures (see residuals.jsonl)" in summary
    assert "cost 4 calls" in summary and "price unknown" in summary
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["offline"] is False and manifest["residuals"] == 1
    assert manifest["cost"]["models"]["fallback-model"]["calls"] == 2


def test_a_description_variant_from_the_model(server) -> None:
    server.script(Reply.content(chain_text(["launch the app", "sign in", "open settings",
                                            "toggle dark mode", "save"])))
    made = make_generator(server).generate(GOLDEN, "description", 10)
    assert made.failures == [] and made.nodes[0] == "launch the app"


def test_cli_refuses_llm_mode_without_a_config(tmp_path, capsys) -> None:
    goldens = tmp_path / "g.jsonl"
    goldens.write_text(json.dumps(GOLDEN.to_json()) + "\n")
    assert main(["perturb", "--goldens", str(goldens), "--out", str(tmp_path / "o")]) == 2
    assert "--offline" in capsys.readouterr().err
    code = main(["perturb", "--goldens", str(goldens), "--out", str(tmp_path / "o"),
                 "--offline", "--quiet"])
    assert code == 0 and "offline: no LLM used" in capsys.readouterr().out
