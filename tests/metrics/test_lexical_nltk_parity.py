"""The NLTK-free tokenizer, BLEU and GLEU of ``wfgate.metrics.lexical`` against NLTK itself."""

from __future__ import annotations

import itertools
import json
import random
import sys
import unicodedata

import pytest

from wfgate.metrics import lexical

from ..conftest import FIXTURES, SHARED_DATA

pytest.importorskip("nltk")
from nltk.tokenize import word_tokenize
from nltk.translate.bleu_score import SmoothingFunction, sentence_bleu
from nltk.translate.gleu_score import sentence_gleu

TOLERANCE = 1e-12
PERTURB = SHARED_DATA / "workflowperturb-mini"
WORFBENCH = SHARED_DATA / "worfbench" / "gold_test_all.jsonl"


def nltk_tokens(text: str) -> list[str]:
    return word_tokenize(text, preserve_line=True)


def nltk_bleu(golden: list[str], candidate: list[str]) -> float:
    return float(sentence_bleu([golden], candidate,
                               smoothing_function=SmoothingFunction().method1))


def nltk_gleu(golden: list[str], candidate: list[str]) -> float:
    return float(sentence_gleu([golden], candidate))


def read_jsonl(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def assert_tokens_match(texts) -> None:
    mismatches = []
    for text in texts:
        ours, theirs = lexical.tokenize([text]), nltk_tokens(text)
        if ours != theirs:
            mismatches.append((text, ours, theirs))
    assert not mismatches, mismatches[:5]


def assert_scores_match(pairs) -> None:
    """``pairs``: (golden step texts, candidate step texts), tokenized as cheap_metrics does.

    The tokens themselves are compared by assert_tokens_match on the joined texts.
    """
    for golden, candidate in pairs:
        gold_tokens, cand_tokens = lexical.tokenize(golden), lexical.tokenize(candidate)
        assert abs(lexical.bleu(gold_tokens, cand_tokens)
                   - nltk_bleu(gold_tokens, cand_tokens)) <= TOLERANCE, (golden, candidate)
        assert abs(lexical.gleu(gold_tokens, cand_tokens)
                   - nltk_gleu(gold_tokens, cand_tokens)) <= TOLERANCE, (golden, candidate)


def step_and_workflow_texts(records: list[dict]) -> list[str]:
    """Every distinct step text and every whole workflow text (what cheap_metrics tokenizes)."""
    texts = {text for record in records for text in record["nodes"]}
    return sorted(texts | {" ".join(record["nodes"]) for record in records})


# --- tokenizer ----------------------------------------------------------------------------------

TRICKY = [
    "",
    " ",
    "\t\n",
    "word",
    'He said "restart the service" and left.',
    '"Quoted at the start," she said.',
    "``Treebank quotes'' around text",
    "It's ''double single'' quotes",
    "I can't, won't, shouldn't and didn't; we're gonna wanna gotta gimme lemme",
    "Cannot CANNOT cannot. Wanna go? d'ye more'n 'tis 'twas",
    "'Tis the season; 'twas fine",
    "the workers' union and the 'quoted' word and 'em",
    "rock 'n' roll, 'cause y'all ain't",
    "She'll He'd They've I'm YOU'RE DON'T O'Neill's",
    "Check (the logs) [all of them] {now} <please>",
    "Visit https://example.com/path?q=1&x=2#frag or http://x.org.",
    "Email ops@example.com about #123",
    "Open /var/log/app.log and C:\\Temp\\out.txt, then ~/.bashrc",
    "Pi is 3.14 and e is 2.718.",
    "It costs $5, or $5.50, or 50% of 1,000 (1,000,000).",
    "Wait... what.... really..",
    "Use -- a double dash -- here and --flag=value",
    "Ranges 1990–2000 — and ‒ and ― dashes",
    "Ends with a period.",
    "Ends with a period inside quotes.\"",
    "Ends with period and bracket.)",
    "Ends with period and space. ",
    "Ends with period then tab.\t",
    "Mid. sentence. periods. stay",
    "U.S.A. and e.g. and i.e. etc.",
    "“Curly double” and ‘curly single’ and „low” and «guillemets»",
    "It’s the user’s choice’",
    "Tabs\tand\nnewlines\r\nand\u00a0no-break\u2009thin spaces",
    "Control \x1c chars \x1d end.\x1e",
    "Star *bold* and ?! !? ?? !!",
    "a:b, c:d, 10:30, key: value, trailing:",
    "trailing comma,",
    "Semicolons; at @ hash # dollar $ percent % amp &",
    "SELECT * FROM t WHERE a > 1 AND b < 2;",
    "x = f(y)[0] + {'k': 'v'}",
    "Naïve café résumé — déjà vu",
    "e\u0301 combining: 'e\u0301tude and l'\u0301",
    "Numerals ² ½ after apostrophe: '²x and '½",
    "snake_case 'under_score' and ‿ connector",
    "Ⓐ circled 'Ⓐbc'",
    "日本語のテキスト。'テスト'",
    "Emoji 🚀 'rocket' 👍.",
    "mixed 'quote\" and \"quote'",
    "'",
    "''",
    '"',
    "'s",
    ".",
    "...",
    "--",
    "'hello'",
    "''hello''",
    "('quoted')",
    "[\"quoted\"]",
    "A sentence.\nAnother sentence.",
    "The end.\n",
]


@pytest.mark.parametrize("text", TRICKY)
def test_tokens_equal_nltk_on_tricky_text(text):
    assert lexical.tokenize([text]) == nltk_tokens(text)


def test_tokenize_joins_step_texts_with_spaces():
    steps = ["Stop the app.", "Run 'migrate'", "Start it (again)."]
    assert lexical.tokenize(steps) == nltk_tokens(" ".join(steps))
    assert lexical.tokenize([]) == []


def test_tokens_equal_nltk_for_unicode_next_to_apostrophes_and_commas():
    # The characters where the ``re`` and ``regex`` engines disagree on \w or \s (combining
    # marks, connector punctuation, ZWNJ/ZWJ, circled letters, numerals, C0 separators) and
    # every 997th other assigned code point, around an apostrophe, after a comma, at the end.
    chars = [chr(code) for code in range(sys.maxunicode + 1)
             if unicodedata.category(chr(code)) not in ("Cn", "Cs")
             and (code % 997 == 0 or 0x1C <= code <= 0x1F or code in (0x200C, 0x200D)
                  or 0x300 <= code <= 0x36F or 0x24B6 <= code <= 0x24E9
                  or 0x1F130 <= code <= 0x1F189
                  or unicodedata.category(chr(code)) in ("Mc", "Me", "Pc", "No"))]
    texts = [template.format(c=char) for char in chars
             for template in ("x '{c}s", "{c}'t go", ",{c} 'ts{c}", "end.{c}")]
    assert len(texts) > 6000
    assert_tokens_match(texts)


def test_tokens_equal_nltk_on_random_punctuation_soup():
    pieces = [*"aAsStTdDnN019 .,:;'\"`()[]{}<>-?!*$%&@#/\t\n\x1c«»“”‘’„–—…²ſ\u0301_",
              "n't", "can", "not", "gonna", "wanna ", "'s", "'ll", "''", "``", "...", "--", "'t"]
    rng = random.Random(20240607)
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    assert_tokens_match(texts)


# --- BLEU and GLEU ------------------------------------------------------------------------------

PAIRS = [
    ([], []),
    ([], ["a"]),
    (["a"], []),
    (["a"], ["a"]),
    (["a"], ["b"]),
    (["a", "b"], ["a"]),
    (["a"], ["a", "b"]),
    (["a", "b"], ["b", "a"]),
    (["a", "b", "c"], ["a", "b", "c"]),
    (["a", "b", "c"], ["c", "b", "a"]),
    (["a", "b", "c"], ["a", "b", "x"]),
    (list("abcd"), list("abcd")),
    (list("abcd"), list("ab")),
    (list("abcd"), list("dcba")),
    (list("abcdefgh"), list("abcdxfgh")),
    (list("abcdefgh"), list("abcdefghijkl")),
    (["x", "y", "z"], ["p", "q", "r", "s"]),
    (["the", "cat", "is", "on", "the", "mat"], ["the"] * 7),
    (["the"] * 3, ["the"] * 5),
    (list("aabaab"), list("aaba")),
    (["go", "to", "the", "desk"], ["go", "to", "the", "the", "desk", "desk"]),
]


@pytest.mark.parametrize(("golden", "candidate"), PAIRS)
def test_bleu_and_gleu_equal_nltk_on_edge_cases(golden, candidate):
    assert abs(lexical.bleu(golden, candidate) - nltk_bleu(golden, candidate)) <= TOLERANCE
    assert abs(lexical.gleu(golden, candidate) - nltk_gleu(golden, candidate)) <= TOLERANCE


def test_bleu_and_gleu_equal_nltk_on_random_token_sequences():
    rng = random.Random(7)
    vocabulary = ["go", "to", "the", "desk", "open", "it", ".", ","]
    for _ in range(2000):
        golden = rng.choices(vocabulary, k=rng.randint(0, 14))
        candidate = rng.choices(vocabulary, k=rng.randint(0, 14))
        assert abs(lexical.bleu(golden, candidate) - nltk_bleu(golden, candidate)) <= TOLERANCE
        assert abs(lexical.gleu(golden, candidate) - nltk_gleu(golden, candidate)) <= TOLERANCE


# --- real step texts ----------------------------------------------------------------------------

def perturbation_pairs(goldens: list[dict], variants: list[dict]) -> list[tuple]:
    """(golden step texts, variant step texts), as bench/paper_tables.py ``load_pairs`` pairs."""
    by_id = {record["id"]: record for record in goldens}
    return [(by_id[variant["golden_id"]]["nodes"], variant["nodes"]) for variant in variants]


def test_fixture_slices_equal_nltk():
    # tests/fixtures: perturb-slice.jsonl is 3 goldens and their 27 variants from
    # workflowperturb-mini; worfbench-slice.jsonl is 27 gold workflows of the WorFBench test split.
    perturb = read_jsonl(FIXTURES / "perturb-slice.jsonl")
    worfbench = read_jsonl(FIXTURES / "worfbench-slice.jsonl")
    goldens = [record for record in perturb if "id" in record]
    variants = [record for record in perturb if "golden_id" in record]
    assert (len(goldens), len(variants), len(worfbench)) == (3, 27, 27)
    assert_tokens_match(step_and_workflow_texts(goldens + variants + worfbench))
    # consecutive WorFBench workflows as extra, mostly unrelated, pairs
    assert_scores_match(perturbation_pairs(goldens, variants) + [
        (a["nodes"], b["nodes"]) for a, b in itertools.pairwise(worfbench)])


@pytest.mark.skipif(not (PERTURB.is_dir() and WORFBENCH.is_file()),
                    reason="shared corpus absent")
def test_shared_corpus_equals_nltk():
    goldens = read_jsonl(PERTURB / "goldens.jsonl")
    variants = read_jsonl(PERTURB / "variants.jsonl")
    worfbench = read_jsonl(WORFBENCH)
    texts = step_and_workflow_texts(goldens + variants + worfbench)
    assert len(texts) > 10_000
    assert_tokens_match(texts)
    pairs = perturbation_pairs(goldens, variants)
    assert len(pairs) == 891
    assert_scores_match(pairs)
