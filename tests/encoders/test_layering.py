"""The encoders package is layered: no import circle among its modules (function-level imports
included), and importing it loads no heavy library (a run pays for torch or onnxruntime only
when a model loads)."""

from __future__ import annotations

import ast
import subprocess
import sys

from tests.conftest import ROOT
from tests.test_layering import cycle as find_cycle

PACKAGE = ROOT / "wfgate" / "encoders"
HEAVY = ("torch", "sentence_transformers", "transformers", "onnxruntime", "bert_score")


def imports_of(name: str) -> set[str]:
    """The sibling modules ``wfgate.encoders.<name>`` imports, anywhere in its body."""
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.module == "wfgate.encoders":
            found.update(alias.name for alias in node.names)
    return found & modules()


def modules() -> set[str]:
    return {path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__"}


def cycle() -> list[str] | None:
    return find_cycle({name: imports_of(name) for name in modules()})


def test_no_import_circle_among_the_encoder_modules():
    assert imports_of("sentence") >= {"protocol", "resolve", "torch_backend", "onnx_backend"}
    assert imports_of("protocol") == set()  # the bottom layer
    assert cycle() is None


def test_the_cycle_finder_finds_a_circle(monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "imports_of",
                        lambda name: {"cache"} if name == "protocol" else
                        ({"protocol"} if name == "cache" else set()))
    assert cycle() in (["cache", "protocol", "cache"], ["protocol", "cache", "protocol"])


def test_importing_the_package_loads_no_heavy_library():
    code = ("import sys, wfgate.encoders, wfgate.pipeline, wfgate.cli; "
            f"print(sorted(set({HEAVY!r}) & set(sys.modules)))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert run.stdout.strip() == "[]"
