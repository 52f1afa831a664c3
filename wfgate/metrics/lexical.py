"""BLEU and GLEU over the whole workflow text (steps joined by spaces, listing order).

Tokens are NLTK's ``word_tokenize(text, preserve_line=True)``, BLEU is NLTK's ``sentence_bleu``
(one reference, 4-gram, uniform weights, smoothing method 1) and GLEU is NLTK's ``sentence_gleu``
(n = 1..4). All three are reimplemented here with the standard library only, because
``import nltk`` loads the whole package and costs 1.5-2.5 s of a cold start;
``tests/test_lexical_nltk_parity.py`` checks them against NLTK itself (the same tokens, scores
within 1e-12) on hand-written edge cases and on the shared corpus.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from functools import lru_cache

# --- Tokenizer --------------------------------------------------------------------------------
# Port of nltk.tokenize.destructive.NLTKWordTokenizer, the tokenizer behind
# nltk.word_tokenize (NLTK, https://www.nltk.org, Apache License 2.0): the same substitutions
# in the same order, without the optional parenthesis conversion. NLTK 3.10 compiles most of them
# with the third-party ``regex`` engine, whose classes differ from ``re``'s in two places that
# matter here: its \s leaves out \x1c-\x1f (hence _S below), and its \w is _is_word. These
# stand-ins follow the running Python's Unicode database while ``regex`` ships its own, newer
# one, so a character added to Unicode since (a CJK extension H ideograph next to an
# apostrophe, a new digit right after ``:`` or ``,``) may still split differently.

_S = r"[^\S\x1c-\x1f]"  # \s of the regex engine


def _is_word(char: str) -> bool:
    """``\\w`` of the ``regex`` engine (Unicode word characters per UTS #18).

    It counts combining marks, connector punctuation, ZWNJ/ZWJ and the circled/squared Latin
    letters as word characters, and numerals such as ``²`` or ``½`` as not, unlike ``re``.
    Code points unassigned in Python's Unicode database are not word characters here.
    """
    if char.isalnum():
        return unicodedata.category(char) != "No"
    if unicodedata.category(char) in ("Mn", "Mc", "Me", "Pc") or char in "\u200c\u200d":
        return True
    code = ord(char)
    return (0x24B6 <= code <= 0x24E9 or 0x1F130 <= code <= 0x1F149
            or 0x1F150 <= code <= 0x1F169 or 0x1F170 <= code <= 0x1F189)


_CLITIC = re.compile(r"(?i)re|ve|ll|m|t|s|d|n")


def _pad_opening_apostrophe(match: re.Match) -> str:
    """NLTK's ``(?i)(?<!\\w)(\\')(?!(?:re|ve|ll|m|t|s|d|n)\\b)(?=\\w)`` -> ``"\\1 "``."""
    text, at = match.string, match.start()
    after = at + 1
    if (at and _is_word(text[at - 1])) or after == len(text) or not _is_word(text[after]):
        return "'"
    clitic = _CLITIC.match(text, after)  # the alternatives never share a first letter
    if clitic and (clitic.end() == len(text) or not _is_word(text[clitic.end()])):
        return "'"
    return "' "


def _step(pattern: str, replacement, needles: str | tuple[str, ...] = ()) -> tuple:
    """A substitution, skipped when the text holds none of ``needles`` (so cannot match)."""
    return re.compile(pattern), replacement, tuple(needles)


_STEPS = (
    # starting quotes
    _step("([«“‘„]|[`]+)", r" \1 ", "«“‘„`"),
    _step(r'^"', "``", '"'),
    _step("(``)", r" \1 ", ("``",)),
    _step(r"""([ \(\[{<])("|'{2})""", r"\1 `` ", ('"', "''")),
    _step("'", _pad_opening_apostrophe, "'"),
    # punctuation; the lookahead and back-reference stand for NLTK's possessive ``*+``
    _step(rf"""([^\.])(\.)(?=([\]\)}}>"'»”’ ]*))\3{_S}*$""", r"\1 \2 \3 ", "."),
    _step(r"([:,])([^\d])", r" \1 \2", ":,"),
    _step(r"([:,])$", r" \1 ", ":,"),
    _step(r"\.{2,}", r" \g<0> ", ("..",)),
    _step(r"[;@#$%&]", r" \g<0> ", ";@#$%&"),
    _step(r"[\u2012-\u2015]", r" \g<0> ", "\u2012\u2013\u2014\u2015"),  # figure/en/em dash, bar
    _step(rf"""([^\.])(\.)([\]\)}}>"']*){_S}*$""", r"\1 \2\3 ", "."),  # the final period
    _step(r"[?!]", r" \g<0> ", "?!"),
    _step(r"([^'])' ", r"\1 ' ", ("' ",)),
    _step(r"[*]", r" \g<0> ", "*"),
    # parentheses and brackets, double dashes
    _step(r"[\]\[\(\)\{\}\<\>]", r" \g<0> ", "[](){}<>"),
    _step("--", r" -- ", ("--",)),
)
_ENDING_STEPS = (
    # ending quotes (after the text is padded with a space each side)
    _step("([»”’])", r" \1 ", "»”’"),
    _step("''", " '' ", ("''",)),
    _step('"', " '' ", '"'),
    _step(f"{_S}+", " "),
    _step(r"([^' ])('[sS]|'[mM]|'[dD]|') ", r"\1 \2 ", "'"),
    _step(r"([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ", r"\1 \2 ", "'"),
)
# Contractions (Robert MacIntyre's list; NLTK compiles these with ``re`` itself), run only
# when _CONTRACTION finds one of them, with the same case-insensitivity and no boundaries.
_CONTRACTION = re.compile(r"(?i)cannot|d'ye|gimme|gonna|gotta|lemme|more'n|wanna| 'tis| 'twas")
_CONTRACTION_STEPS = tuple(re.compile(pattern) for pattern in (
    r"(?i)\b(can)(?#X)(not)\b",
    r"(?i)\b(d)(?#X)('ye)\b",
    r"(?i)\b(gim)(?#X)(me)\b",
    r"(?i)\b(gon)(?#X)(na)\b",
    r"(?i)\b(got)(?#X)(ta)\b",
    r"(?i)\b(lem)(?#X)(me)\b",
    r"(?i)\b(more)(?#X)('n)\b",
    r"(?i)\b(wan)(?#X)(na)(?=\s)",
    r"(?i) ('t)(?#X)(is)\b",
    r"(?i) ('t)(?#X)(was)\b",
))


def _substitute(steps: tuple, text: str) -> str:
    for pattern, replacement, needles in steps:
        if not needles or any(needle in text for needle in needles):
            text = pattern.sub(replacement, text)
    return text


def _word_tokenize(text: str) -> list[str]:
    text = " " + _substitute(_STEPS, text) + " "
    text = _substitute(_ENDING_STEPS, text)
    if _CONTRACTION.search(text):
        for pattern in _CONTRACTION_STEPS:
            text = pattern.sub(r" \1 \2 ", text)
    return text.split()


def tokenize(texts: list[str]) -> list[str]:
    """NLTK word tokens (``word_tokenize(..., preserve_line=True)``) of the joined step texts."""
    return _word_tokenize(" ".join(texts))


# --- BLEU and GLEU ----------------------------------------------------------------------------

def _ngrams(tokens: tuple[str, ...], n: int) -> Counter:
    return Counter(zip(*(tokens[i:] for i in range(n)), strict=False))


@lru_cache(maxsize=64)
def _overlap(golden: tuple[str, ...], candidate: tuple[str, ...]) -> tuple:
    """For n = 1..4: (clipped candidate n-gram matches, candidate n-grams, golden n-grams)."""
    counts = []
    for n in range(1, 5):
        hyp, ref = _ngrams(candidate, n), _ngrams(golden, n)
        matches = sum(min(count, ref[gram]) for gram, count in hyp.items() if gram in ref)
        counts.append((matches, max(0, len(candidate) - n + 1), max(0, len(golden) - n + 1)))
    return tuple(counts)


def bleu(golden_tokens: list[str], candidate_tokens: list[str]) -> float:
    """NLTK sentence BLEU (4-gram, uniform weights) with smoothing method 1."""
    if not golden_tokens or not candidate_tokens:
        return 0.0
    counts = _overlap(tuple(golden_tokens), tuple(candidate_tokens))
    if counts[0][0] == 0:  # no unigram in common: NLTK returns 0 before smoothing
        return 0.0
    # Modified precision matches / max(1, n-grams); method 1 puts epsilon 0.1 in place of a
    # zero count, which also covers a candidate shorter than n (0.1 / 1).
    log_precision = math.fsum(
        0.25 * math.log(matches / max(1, total) if matches else 0.1 / max(1, total))
        for matches, total, _ in counts)
    hyp_len, ref_len = len(candidate_tokens), len(golden_tokens)
    brevity = 1.0 if hyp_len > ref_len else math.exp(1 - ref_len / hyp_len)
    return brevity * math.exp(log_precision)


def gleu(golden_tokens: list[str], candidate_tokens: list[str]) -> float:
    """NLTK sentence GLEU (Wu et al., 2016): min of n-gram precision and recall, n = 1..4."""
    if not golden_tokens or not candidate_tokens:
        return 0.0
    counts = _overlap(tuple(golden_tokens), tuple(candidate_tokens))
    n_all = max(sum(hyp for _, hyp, _ in counts), sum(ref for _, _, ref in counts))
    return sum(matches for matches, _, _ in counts) / n_all if n_all else 0.0
