"""The LLM path for the beyond-paper perturbations: same loop, their own static checks."""

from __future__ import annotations

from fakes.openai_server import Reply

from wfgate.perturb.records import GoldenRecord

from .test_llm import chain_text, make_generator

RELEASE = GoldenRecord("r1", ("run terraform plan in us-east-1", "post the plan for review",
                              "run terraform apply", "run the smoke tests"),
                       (("START", "1"), ("1", "2"), ("2", "3"), ("3", "4"), ("4", "END")))


def test_a_paraphrase_is_not_a_swap_and_the_model_is_told_so(server):
    server.script(
        Reply.content(chain_text(["execute terraform plan in us-east-1",
                                  "post the plan for review", "run terraform apply",
                                  "run the smoke tests"])),
        Reply.content(chain_text(["run terraform destroy in us-east-1",
                                  "post the plan for review", "run terraform apply",
                                  "run the smoke tests"])))
    made = make_generator(server).generate(RELEASE, "swapped", 0)
    assert made.failures == []
    assert made.nodes[0] == "run terraform destroy in us-east-1"
    first, second = server.requests
    assert "change the tool, command or target named in exactly one step" in \
        first.messages[1]["content"]
    assert "not only different wording" in second.messages[-1]["content"]


def test_an_added_step_may_sit_anywhere_but_the_rest_stays_verbatim(server):
    server.script(
        Reply.content(chain_text(["run terraform plan in us-east-1", "post the plan",
                                  "delete old state files", "run terraform apply",
                                  "run the smoke tests"])),
        Reply.content(chain_text(["run terraform plan in us-east-1", "post the plan for review",
                                  "delete old state files", "run terraform apply",
                                  "run the smoke tests"])))
    made = make_generator(server).generate(RELEASE, "added", 0)
    assert made.failures == [] and len(made.nodes) == 5
    assert "keeps the 4 original steps word for word" in server.requests[1].messages[-1][
        "content"]


def test_a_reorder_from_the_model(server):
    server.script(Reply.content(chain_text(["run terraform plan in us-east-1",
                                            "run terraform apply", "post the plan for review",
                                            "run the smoke tests"])))
    made = make_generator(server).generate(RELEASE, "reordered", 0)
    assert made.failures == [] and made.nodes[1] == "run terraform apply"
