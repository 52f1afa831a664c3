"""The GitHub side: action inputs and outputs, job summary, annotations, the sticky PR comment,
and the publish / approve commands."""
