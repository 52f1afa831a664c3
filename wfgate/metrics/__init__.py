"""The metric families of the WorkflowPerturb bundle, one module each.

``structural`` (Chain F1, Graph F1), ``lexical`` (BLEU, GLEU) and ``ordering`` (Kendall's tau);
BERTScore sits with the encoders it needs (:mod:`wfgate.encoders.bertscore`); ``findings``
scores the modes beyond the paper. The seventh metric,
the LLM judge, lives in :mod:`wfgate.judge`. Every metric is declared in :mod:`wfgate.modes`.
"""


def f1_from_count(k: int, n_candidate: int, n_golden: int) -> float:
    """Harmonic mean of k/|candidate| and k/|golden|; 0 when k is 0."""
    if k <= 0 or n_candidate <= 0 or n_golden <= 0:
        return 0.0
    precision, recall = k / n_candidate, k / n_golden
    return 2 * precision * recall / (precision + recall)
