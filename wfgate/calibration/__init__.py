"""``wfgate calibrate``: score a perturbation corpus, choose thresholds on the
severity-conditioned score distributions, and report the instance-level firing matrix."""
