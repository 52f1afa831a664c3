"""all-MiniLM-L6-v2 as an ONNX export for wfgate (read by wfgate.encoders.distribution)."""

from pathlib import Path

MODEL = "all-MiniLM-L6-v2"


def export_path() -> Path:
    """The folder holding export.json, the ONNX file, tokenizer.json and the baseline."""
    return Path(__file__).resolve().parent / "export"
