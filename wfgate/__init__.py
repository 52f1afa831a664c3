"""wfgate: a pre-merge CI gate for LLM-generated workflows."""

__version__ = "0.1.0"
