"""wfgate: a pre-merge CI gate for LLM-generated workflows."""

__version__ = "1.0.0"
