"""BLEU and GLEU over the whole workflow text (steps joined by spaces, listing order)."""

from __future__ import annotations

from functools import lru_cache


def tokenize(texts: list[str]) -> list[str]:
    """NLTK word tokens of the joined step texts; ``preserve_line`` needs no punkt download."""
    from nltk.tokenize import word_tokenize

    return word_tokenize(" ".join(texts), preserve_line=True)


@lru_cache(maxsize=1)
def _smoothing():
    from nltk.translate.bleu_score import SmoothingFunction

    return SmoothingFunction().method1


def bleu(golden_tokens: list[str], candidate_tokens: list[str]) -> float:
    """NLTK sentence BLEU (4-gram, uniform weights) with smoothing method 1."""
    if not golden_tokens or not candidate_tokens:
        return 0.0
    from nltk.translate.bleu_score import sentence_bleu

    return float(sentence_bleu([golden_tokens], candidate_tokens,
                               smoothing_function=_smoothing()))


def gleu(golden_tokens: list[str], candidate_tokens: list[str]) -> float:
    """NLTK sentence GLEU (Wu et al., 2016): min of n-gram precision and recall, n = 1..4."""
    if not golden_tokens or not candidate_tokens:
        return 0.0
    from nltk.translate.gleu_score import sentence_gleu

    return float(sentence_gleu([golden_tokens], candidate_tokens))
