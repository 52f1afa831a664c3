"""The generator prompts of paper appendix A: a fixed few-shot example per perturbation type
(A.1), then the row-specific instruction (A.3-A.5), and the refinement feedback (A.6).

The paper prints the missing-steps example with ellipses; steps 3-6 of the kettle workflow are
filled in here with ALFWorld-style steps consistent with the shown first, sixth and last lines.
"""

from __future__ import annotations

import re

from ..errors import InputError
from ..parsing import parse_worfbench
from .records import GoldenRecord, changes_needed, record_of

SYSTEM = ("You edit workflows written in the Node:/Edge: format. Follow the instruction exactly "
          "and reply with the perturbed workflow only, in the same Node:/Edge: format.")

FEW_SHOT = {
    "missing": (
        "Original workflow:\nNode:\n1: go to potential locations where a kettle may be found\n"
        "2: take kettle from where it was found\n3: go to sinkbasin\n"
        "4: clean kettle with sinkbasin\n5: go to storage\n6: open storage if necessary\n"
        "7: put kettle in/on storage\n"
        "Edge: (START,1) (1,2) (2,3) (3,4) (4,5) (5,6) (6,7) (7,END)\n"
        "Please remove one step from the workflow above and return the new workflow in the "
        "same Node:/Edge: format.\n"
        "Perturbed (one step missing):\nNode:\n"
        "1: go to potential locations where a kettle may be found\n"
        "2: take kettle from where it was found\n3: go to sinkbasin\n"
        "4: clean kettle with sinkbasin\n5: go to storage\n6: open storage if necessary\n"
        "Edge: (START,1) (1,2) (2,3) (3,4) (4,5) (5,6) (6,END)\n---"),
    "compressed": (
        "Original workflow:\nNode:\n1: locate the mug in the kitchen\n2: pick up the mug\n"
        "3: go to the coffee machine\n4: place the mug under the coffee spout\n"
        "5: press the button to brew coffee\n"
        "Edge: (START,1) (1,2) (2,3) (3,4) (4,5) (5,END)\n"
        "Please compress two steps in the workflow above (combine them into fewer steps) and "
        "return the new workflow in the same Node:/Edge: format.\n"
        "Perturbed (two steps compressed):\nNode:\n"
        "1: locate the mug in the kitchen and pick it up\n2: go to the coffee machine\n"
        "3: place the mug under the coffee spout and press the button to brew coffee\n"
        "Edge: (START,1) (1,2) (2,3) (3,END)\n---"),
    "description": (
        "Original workflow:\nNode:\n1: go to the living room\n2: find the remote control\n"
        "3: turn on the television\n4: select the news channel\n"
        "Edge: (START,1) (1,2) (2,3) (3,4) (4,END)\n"
        "Please paraphrase exactly two steps in the workflow above (change their description "
        "but not their meaning). Do not change more or fewer than two steps. Keep all other "
        "node descriptions exactly the same. Return the new workflow in the same Node:/Edge: "
        "format.\n"
        "Perturbed (two steps paraphrased):\nNode:\n1: go to the living room\n"
        "2: locate the remote control device\n3: turn on the television\n"
        "4: switch to the news channel\n"
        "Edge: (START,1) (1,2) (2,3) (3,4) (4,END)\n---"),
}

# Beyond the paper (same protocol, same loop): one change per variant.
FEW_SHOT.update({
    "reordered": (
        "Original workflow:\nNode:\n1: check the service health dashboard\n"
        "2: decide whether the release is healthy\n3: roll back the release if it is not\n"
        "Edge: (START,1) (1,2) (2,3) (3,END)\n"
        "Please move one step before a step it depends on, keeping every step word for word, "
        "and return the new workflow in the same Node:/Edge: format.\n"
        "Perturbed (one step reordered):\nNode:\n1: check the service health dashboard\n"
        "2: roll back the release if it is not\n3: decide whether the release is healthy\n"
        "Edge: (START,1) (1,2) (2,3) (3,END)\n---"),
    "added": (
        "Original workflow:\nNode:\n1: build the image\n2: run the tests\n"
        "3: deploy to staging\nEdge: (START,1) (1,2) (2,3) (3,END)\n"
        "Please insert one plausible but wrong step, keeping every other step word for word, "
        "and return the new workflow in the same Node:/Edge: format.\n"
        "Perturbed (one step added):\nNode:\n1: build the image\n"
        "2: delete the previous release's database backup\n3: run the tests\n"
        "4: deploy to staging\nEdge: (START,1) (1,2) (2,3) (3,4) (4,END)\n---"),
    "swapped": (
        "Original workflow:\nNode:\n1: run terraform plan in us-east-1\n"
        "2: post the plan for review\nEdge: (START,1) (1,2) (2,END)\n"
        "Please change the tool, command or target named in exactly one step, keeping its "
        "wording and every other step word for word, and return the new workflow in the same "
        "Node:/Edge: format.\n"
        "Perturbed (one tool or target swapped):\nNode:\n"
        "1: run terraform destroy in us-east-1\n2: post the plan for review\n"
        "Edge: (START,1) (1,2) (2,END)\n---"),
})

ROW = {
    "missing": ("Original workflow:\n{workflow}\nPlease remove exactly {n} steps from the "
                "workflow above and return the new workflow in the same Node:/Edge: format.\n"
                "Perturbed ({n} steps missing):"),
    "compressed": ("Original workflow:\n{workflow}\nPlease compress exactly {n} steps in the "
                   "workflow above (combine them into fewer steps) and return the new workflow "
                   "in the same Node:/Edge: format.\nPerturbed ({n} steps compressed):"),
    "description": ("Original workflow:\n{workflow}\nPlease paraphrase exactly {n} steps in the "
                    "workflow above (change their description but not their meaning). Do not "
                    "change more or fewer than {n} steps. Keep all other node descriptions "
                    "exactly the same. Return the new workflow in the same Node:/Edge: format.\n"
                    "Perturbed ({n} steps paraphrased):"),
    "reordered": ("Original workflow:\n{workflow}\nPlease move exactly one step before a step "
                  "it depends on, keeping every step word for word, and return the new workflow "
                  "in the same Node:/Edge: format.\nPerturbed (one step reordered):"),
    "added": ("Original workflow:\n{workflow}\nPlease insert exactly one plausible but wrong "
              "step, keeping every other step word for word, and return the new workflow in "
              "the same Node:/Edge: format.\nPerturbed (one step added):"),
    "swapped": ("Original workflow:\n{workflow}\nPlease change the tool, command or target "
                "named in exactly one step, keeping its wording and every other step word for "
                "word, and return the new workflow in the same Node:/Edge: format.\n"
                "Perturbed (one tool or target swapped):"),
}

FEEDBACK = ("Your workflow failed validation:\n{failures}\nThe original has {size} steps; "
            "{directive} Reply with the corrected workflow only, in the same Node:/Edge: "
            "format.")
DIRECTIVE = {
    "missing": "remove exactly {n} steps, leaving exactly {left} steps copied word for word.",
    "compressed": "compress exactly {n} steps by merging steps, leaving exactly {left} steps.",
    "description": "paraphrase exactly {n} steps and keep the other steps and all edges "
                   "exactly the same ({left} steps).",
    "reordered": "move one step before a step it depends on and keep all {left} steps word "
                 "for word.",
    "added": "add exactly one new step and keep the original steps word for word ({left} "
             "steps in all).",
    "swapped": "change the tool or target named in exactly one step and keep everything else "
               "the same ({left} steps).",
}


def render_workflow(nodes, edges) -> str:
    """A workflow in the WorFBench ``Node:`` / ``Edge:`` text format."""
    lines = ["Node:"] + [f"{i}: {text}" for i, text in enumerate(nodes, start=1)]
    lines.append("Edge: " + " ".join(f"({a},{b})" for a, b in edges))
    return "\n".join(lines)


def row_prompt(golden: GoldenRecord, kind: str, percent: int) -> str:
    """Few-shot example plus the row-specific instruction (one user message)."""
    n = changes_needed(percent, len(golden.nodes))
    row = ROW[kind].format(workflow=render_workflow(golden.nodes, golden.edges), n=n)
    return f"{FEW_SHOT[kind]}\n{row}"


def build_messages(golden: GoldenRecord, kind: str, percent: int,
                   previous: str | None = None, failures: list[str] | None = None
                   ) -> list[dict[str, str]]:
    """The chat messages; after a failed try, the reply and its failures are re-injected."""
    messages = [{"role": "system", "content": SYSTEM},
                {"role": "user", "content": row_prompt(golden, kind, percent)}]
    if failures:
        size = len(golden.nodes)
        n = changes_needed(percent, size)
        left = {"description": size, "reordered": size, "swapped": size,
                "added": size + 1}.get(kind, size - n)
        messages.append({"role": "assistant", "content": previous or "(no workflow)"})
        messages.append({"role": "user", "content": FEEDBACK.format(
            failures="\n".join(f"- {f}" for f in failures), size=size,
            directive=DIRECTIVE[kind].format(n=n, left=left))})
    return messages


_NODE_HEADER = re.compile(r"(?im)^\s*\**\s*nodes?\s*:")
_EDGE_LINE = re.compile(r"(?im)^\s*\**\s*edges?\s*:.*$")


def parse_reply(text: str | None, name: str) -> tuple[list[str], list[list[str]]]:
    """Nodes and edges of the workflow in a reply (raises :class:`InputError`)."""
    if not text or not text.strip():
        raise InputError(name, "the reply is empty")
    start = _NODE_HEADER.search(text)
    if start is None:
        raise InputError(name, "no 'Node:' section in the reply")
    body = text[start.start():]
    edge = _EDGE_LINE.search(body)
    if edge is not None:
        body = body[:edge.end()]
    body = body.replace("```", "")
    return record_of(parse_worfbench(body, name))
