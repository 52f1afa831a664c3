"""Options shared by the subcommands: old spellings kept as hidden, deprecated aliases.

One spelling per idea across the command line and the action's inputs (``--golden``,
``--output``, ``--pr-number``); a spelling that changed stays accepted for one release, out of
``--help``, with a note on stderr naming the new one.
"""

from __future__ import annotations

import argparse
import sys

from .errors import UsageError


class _DeprecatedAlias(argparse.Action):
    """Store the value under the new option's ``dest`` and say the spelling is going away."""

    def __init__(self, option_strings, dest, new_option: str, **kwargs) -> None:
        super().__init__(option_strings, dest, **kwargs)
        self.new_option = new_option

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(f"wfgate: {option_string} is deprecated and will be removed in the next "
              f"release; use {self.new_option}", file=sys.stderr)
        setattr(namespace, self.dest, values)


def add_alias(parser: argparse.ArgumentParser, old: str, new: str) -> None:
    """Accept ``old`` as a hidden spelling of the existing option ``new`` (same dest, type)."""
    canonical = next(a for a in parser._actions if new in a.option_strings)
    if canonical.nargs == 0:
        raise ValueError(f"{new}: aliases of flags without a value are not supported")
    parser.add_argument(old, dest=canonical.dest, type=canonical.type or str,
                        action=_DeprecatedAlias, new_option=new, default=argparse.SUPPRESS,
                        help=argparse.SUPPRESS)


def require(args: argparse.Namespace, command: str, **options: str) -> None:
    """A usage error naming the missing options (for options that have an alias: argparse's
    own ``required=True`` would refuse the alias)."""
    missing = [flag for dest, flag in options.items() if getattr(args, dest, None) is None]
    if missing:
        raise UsageError(f"{command}: the following arguments are required: "
                         f"{', '.join(missing)}")
