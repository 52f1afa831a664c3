"""Every metric against values computed by hand, plus the edge cases."""

from __future__ import annotations

import math

import numpy as np
import pytest

from wfgate.alignment import Alignment, align
from wfgate.metrics import f1_from_count, lexical
from wfgate.metrics.ordering import kendall_tau
from wfgate.metrics.structural import chain_f1, common_subgraph, graph_f1, lis_length
from wfgate.workflow import Workflow, from_texts


def alignment_of(pairs: list[tuple[int, int]], n_gold: int, n_pred: int,
                 sim: float = 1.0) -> Alignment:
    """An alignment whose listed (golden, candidate) pairs have similarity ``sim``."""
    similarity = np.zeros((n_gold, n_pred), dtype=np.float32)
    for g, p in pairs:
        similarity[g, p] = sim
    kept = tuple(sorted(pairs)) if sim >= 0.8 else ()
    return Alignment(similarity, tuple(sorted(pairs)), kept, 0.8)


def diamond() -> Workflow:
    return from_texts(list("abcd"), [("1", "2"), ("1", "3"), ("2", "4"), ("3", "4")])


@pytest.mark.parametrize(("sequence", "expected"), [
    ([], 0), ([7], 1), ([3, 1, 2, 5, 4], 3), ([1, 1, 1], 1), ([5, 4, 3, 2, 1], 1),
    ([0, 2, 1, 4], 3), ([2, 5, 3, 7, 11, 8, 10, 13, 6], 6),
])
def test_lis_is_strictly_increasing(sequence, expected):
    assert lis_length(sequence) == expected


def test_f1_from_count():
    assert f1_from_count(3, 4, 5) == pytest.approx(2 * 0.75 * 0.6 / 1.35)
    assert f1_from_count(0, 4, 5) == 0.0


def test_chain_f1_reads_golden_indices_in_candidate_order():
    # candidate steps 0..3 map to golden 0, 2, 1, 4 -> sigma [0, 2, 1, 4], LIS 3.
    alignment = alignment_of([(0, 0), (2, 1), (1, 2), (4, 3)], n_gold=5, n_pred=4)
    assert chain_f1(alignment) == pytest.approx(2 * (3 / 4) * (3 / 5) / (3 / 4 + 3 / 5))


def test_chain_f1_drops_pairs_below_tau_align():
    alignment = align(np.eye(3, dtype=np.float32),
                      np.array([[1, 0, 0], [0, 0.6, 0.8], [0, 0, 1]], dtype=np.float32), 0.8)
    assert alignment.kept == ((0, 0), (2, 2))
    assert chain_f1(alignment) == pytest.approx(f1_from_count(2, 3, 3))


def test_graph_f1_identical_diamond_is_one():
    gold = diamond()
    assert graph_f1(alignment_of([(i, i) for i in range(4)], 4, 4), gold, gold) == 1.0


def test_graph_f1_prunes_a_node_whose_precedence_changed():
    # diamond a->{b,c}->d against the chain a->c->b->d: c now precedes b. b and c disagree
    # once each; the later golden step (c) goes, leaving k = 3.
    gold = diamond()
    cand = from_texts(list("acbd"))
    alignment = alignment_of([(0, 0), (2, 1), (1, 2), (3, 3)], 4, 4)
    assert common_subgraph(alignment, gold, cand) == {0, 1, 3}
    assert graph_f1(alignment, gold, cand) == pytest.approx(0.75)


def test_graph_f1_does_not_punish_a_deletion_twice():
    # a->b->c with b deleted: a still precedes c through the closure, so k = 2, F1 = 0.8
    # (plain adjacency would see a new edge a->c and prune a second node).
    gold = from_texts(list("abc"))
    cand = from_texts(list("ac"))
    assert graph_f1(alignment_of([(0, 0), (2, 1)], 3, 2), gold, cand) == pytest.approx(0.8)


def test_graph_f1_missing_branch_of_a_diamond():
    gold = diamond()
    cand = from_texts(list("abd"))
    alignment = alignment_of([(0, 0), (1, 1), (3, 2)], 4, 3)
    assert graph_f1(alignment, gold, cand) == pytest.approx(2 * 1 * 0.75 / 1.75)


def test_graph_f1_ignores_redundant_transitive_edges():
    gold = from_texts(list("abc"))
    cand = from_texts(list("abc"), [("1", "2"), ("2", "3"), ("1", "3")])
    assert graph_f1(alignment_of([(i, i) for i in range(3)], 3, 3), gold, cand) == 1.0


def test_graph_f1_sees_a_reversed_dependency():
    gold = from_texts(list("ab"))
    cand = from_texts(list("ab"), [("2", "1")])
    assert graph_f1(alignment_of([(0, 0), (1, 1)], 2, 2), gold, cand) == pytest.approx(
        f1_from_count(1, 2, 2))


def test_kendall_tau_identical_and_swap():
    assert kendall_tau(alignment_of([(i, i) for i in range(4)], 4, 4)) == 1.0
    # one adjacent swap in 4 steps: 5 concordant, 1 discordant -> 4/6.
    swapped = alignment_of([(0, 0), (1, 2), (2, 1), (3, 3)], 4, 4)
    assert kendall_tau(swapped) == pytest.approx(4 / 6)


def test_kendall_tau_reads_unassigned_golden_steps_as_dropped_and_as_merged():
    # golden 4 steps, candidate 2; golden 1 looks like candidate 0, golden 2 like candidate 1.
    alignment = alignment_of([(0, 0), (3, 1)], 4, 2)
    alignment.similarity[1, 0] = alignment.similarity[2, 1] = 0.5
    # dropped: y = [0, 2, 2, 1] -> C 3, D 2, one tie in y: (3 - 2) / sqrt(6 * 5)
    dropped = 1 / math.sqrt(30)
    # merged: y = [0, 0, 1, 1] -> C 4, D 0, two ties in y: 4 / sqrt(6 * 4)
    merged = 4 / math.sqrt(24)
    assert kendall_tau(alignment) == pytest.approx((dropped + merged) / 2)


def test_kendall_tau_reads_parallel_branches_in_any_listing_as_one_order():
    # golden: 1 -> (2 | 3) -> 4; the candidate lists the parallel pair the other way round
    golden = diamond()
    relisted = from_texts(list("acbd"), [("1", "2"), ("1", "3"), ("2", "4"), ("3", "4")])
    alignment = alignment_of([(0, 0), (1, 2), (2, 1), (3, 3)], 4, 4)
    assert kendall_tau(alignment) == pytest.approx(4 / 6)  # the listing alone
    assert kendall_tau(alignment, relisted) == 1.0
    # an order the edges impose still counts: a chain a -> c -> b -> d
    chained = from_texts(list("acbd"))
    assert kendall_tau(alignment, chained) == pytest.approx(4 / 6)
    assert kendall_tau(alignment_of([(i, i) for i in range(4)], 4, 4), golden) == 1.0


def test_kendall_tau_is_on_the_minus_one_to_one_scale():
    reversed_order = alignment_of([(i, 3 - i) for i in range(4)], 4, 4)
    assert kendall_tau(reversed_order) == pytest.approx(-1.0)


def test_lexical_metrics_are_nltk_with_method1_smoothing():
    pytest.importorskip("nltk")
    from nltk.translate.bleu_score import SmoothingFunction, sentence_bleu
    from nltk.translate.gleu_score import sentence_gleu

    gold = ["Check replication lag on the standby", "Promote the standby to primary"]
    cand = ["Verify the replication lag on the standby", "Promote the standby replica"]
    g_tokens, c_tokens = lexical.tokenize(gold), lexical.tokenize(cand)
    assert g_tokens[:3] == ["Check", "replication", "lag"]
    assert lexical.bleu(g_tokens, c_tokens) == pytest.approx(sentence_bleu(
        [g_tokens], c_tokens, smoothing_function=SmoothingFunction().method1))
    assert lexical.gleu(g_tokens, c_tokens) == pytest.approx(sentence_gleu([g_tokens], c_tokens))


def test_gleu_by_hand():
    # hypothesis "a b" vs reference "a b c d": 3 hypothesis n-grams all match (precision 1),
    # 10 reference n-grams (recall 0.3) -> GLEU = min = 0.3.
    assert lexical.gleu(list("abcd"), list("ab")) == pytest.approx(0.3)
    assert lexical.bleu(list("abcd"), list("abcd")) == pytest.approx(1.0)


def test_empty_candidate_scores_zero_everywhere():
    empty = Workflow(steps=(), edges=())
    gold = from_texts(list("abc"))
    alignment = align(np.eye(3, dtype=np.float32), np.zeros((0, 3), dtype=np.float32), 0.8)
    assert chain_f1(alignment) == 0.0
    assert graph_f1(alignment, gold, empty) == 0.0
    assert kendall_tau(alignment) == 0.0
    assert lexical.bleu(lexical.tokenize(gold.texts), []) == 0.0
    assert lexical.gleu(lexical.tokenize(gold.texts), []) == 0.0


def test_single_step_workflows():
    one = from_texts(["restart the service"])
    alignment = alignment_of([(0, 0)], 1, 1)
    assert (chain_f1(alignment), graph_f1(alignment, one, one), kendall_tau(alignment)) == (
        1.0, 1.0, 1.0)
    unmatched = alignment_of([(0, 0)], 1, 1, sim=0.1)
    assert chain_f1(unmatched) == 0.0 and graph_f1(unmatched, one, one) == 0.0


def test_identical_workflows_score_one_with_a_real_encoder(fast_engines, fast_config):
    from wfgate.pipeline import cheap_metrics

    texts = ["Drain traffic from the node", "Restart the kubelet", "Check the node is Ready",
             "Uncordon the node"]
    workflow = from_texts(texts, [("1", "2"), ("1", "3"), ("2", "4"), ("3", "4")])
    encoder = fast_engines.sentence_encoder()
    vectors = encoder.encode(texts)
    metrics = cheap_metrics(align(vectors, vectors, fast_config.encoder.tau_align),
                            workflow, workflow)
    assert metrics == pytest.approx({"graph_f1": 1.0, "chain_f1": 1.0, "bleu": 1.0, "gleu": 1.0,
                                     "kendall_tau": 1.0})
