"""Entry point of the wfgate GitHub Action (Docker): all the work is in wfgate.github.action."""

import sys

from wfgate.github.action import main

if __name__ == "__main__":
    sys.exit(main())
