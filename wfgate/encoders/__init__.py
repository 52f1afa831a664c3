"""Sentence encoders and what is built on them, behind the :class:`Encoder` protocol.

Modules, each depending only on those above it (no import circle):
- ``protocol``: the :class:`Encoder` and :class:`BertScorer` protocols, :class:`TokenStates`,
  :class:`KeepStates` (numpy only);
- ``resolve``: a model name -> a verified local folder (packaged copies, cache, hub id);
- ``torch_backend`` / ``onnx_backend``: sentence-transformers on torch; an ONNX export on
  onnxruntime (each imported by its heavy library only when a model loads);
- ``sentence``: :class:`SentenceEncoder`, the run's encoder on the chosen backend;
- ``cache``: the signed persistent :class:`EmbeddingCache` and the per-run
  :class:`EmbeddingTable`;
- ``bertscore``: :class:`BertScore` on bert-score (torch) or on the encoder's ONNX pass;
- ``provision`` / ``commands``: provisioning and the ONNX export; ``wfgate models``;
- ``distribution`` / ``packing``: the model distributions (an export shipped on the package
  index, found installed) and their build from the provisioned exports.
"""

from .bertscore import BertScore
from .cache import (
    CACHE_DIR_VARIABLE,
    EmbeddingCache,
    EmbeddingTable,
    cache_dir_from_env,
    open_cache,
)
from .protocol import BertScorer, Encoder, KeepStates, TokenStates
from .resolve import KNOWN_MODELS, ResolvedModel, resolve_model_path
from .sentence import SentenceEncoder

__all__ = [
    "CACHE_DIR_VARIABLE",
    "KNOWN_MODELS",
    "BertScore",
    "BertScorer",
    "EmbeddingCache",
    "EmbeddingTable",
    "Encoder",
    "KeepStates",
    "ResolvedModel",
    "SentenceEncoder",
    "TokenStates",
    "cache_dir_from_env",
    "open_cache",
    "resolve_model_path",
]
