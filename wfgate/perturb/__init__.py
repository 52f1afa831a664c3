"""The WorkflowPerturb protocol (paper section 3.1, appendix A): missing, compressed and
description-change variants of golden workflows at graded severities, each passing the static
checks or reported as a residual failure."""
