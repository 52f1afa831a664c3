"""The sandbox a ``comment_template`` renders in: Jinja2's immutable sandbox, with every
operation that can allocate bounded *before* it allocates.

A template is a file of the pull request. Output size and render time are capped by
:mod:`wfgate.github.template`, but one operation can allocate gigabytes before either
applies (``'x'.ljust(10**9)``, ``'%01000000000d' % 1``). So the size of each result is worked
out from its operands first and refused past :data:`MAX_RESULT_CHARS`:

- string padding and growth: ``center``, ``ljust``, ``rjust``, ``zfill``, ``expandtabs``,
  ``replace``, ``join`` (``str`` and ``bytes`` methods, reached by any route) and the filters
  ``center``, ``indent``, ``replace``, ``join``, ``wordwrap``, ``batch``, ``slice``,
  ``tojson``, ``sum``;
- formatting: ``str.format`` / ``format_map`` (each field's width and precision, and the
  total), ``%`` and the ``format`` filter (printf widths, precisions and the total);
- repetition and growth by operators: ``*`` (sequences, and integers by their bits), ``+``
  and ``~`` (concatenation), ``**`` (the exponent and the result's bits);
- no mutation of lists, dicts and sets (``append``, ``extend``, ``update``: Jinja2's
  :class:`~jinja2.sandbox.ImmutableSandboxedEnvironment`), so nothing grows in a loop.
"""

from __future__ import annotations

import re
import types
from collections.abc import Callable, Iterable
from typing import Any

from jinja2 import pass_environment, pass_eval_context
from jinja2.compiler import CodeGenerator, Frame
from jinja2.filters import FILTERS, make_attrgetter, sync_do_slice
from jinja2.nodes import Concat
from jinja2.sandbox import ImmutableSandboxedEnvironment, SandboxedFormatter

from ..errors import WfgateError

MAX_RESULT_CHARS = 100_000  # one operation's result (the comment itself is at most 65,536)
MAX_INT_BITS = 100_000  # an integer a template makes (about 30,000 digits)
MAX_EXPONENT = 64
MAX_JSON_INDENT = 16


class TemplateError(WfgateError):
    """The comment template cannot be used; the message names the file and the reason."""


def check_size(size: int, what: str) -> None:
    """Refuse a result of ``size`` characters (or items) past :data:`MAX_RESULT_CHARS`."""
    if size > MAX_RESULT_CHARS:
        raise TemplateError(f"{what} too large in the comment template ({size} characters "
                            f"or items; at most {MAX_RESULT_CHARS})")


def _int(value: Any) -> int:
    return value if isinstance(value, int) else 0


def _sized(value: Any) -> int:
    return len(value) if isinstance(value, str | bytes | list | tuple) else len(str(value))


# --- str and bytes methods ---

def _padding(text: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    def bounded(width: Any, *args: Any) -> Any:
        check_size(max(len(text), _int(width)), f"padding ({method.__name__})")
        return method(width, *args)
    return bounded


def _expandtabs(text: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    def bounded(tabsize: Any = 8) -> Any:
        tabs = text.count("\t" if isinstance(text, str) else b"\t")
        check_size(len(text) + tabs * max(_int(tabsize), 0), "expandtabs")
        return method(tabsize)
    return bounded


def replaced_size(text: Any, old: Any, new: Any, count: Any = -1) -> int:
    """How long ``text.replace(old, new, count)`` would be."""
    if not isinstance(old, type(text)) or not isinstance(new, type(text)):
        return len(text)
    found = len(text) + 1 if not old else text.count(old)
    if isinstance(count, int) and count >= 0:
        found = min(found, count)
    return len(text) + found * (len(new) - len(old))


def _replace(text: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    def bounded(old: Any, new: Any, count: Any = -1) -> Any:
        check_size(replaced_size(text, old, new, count), "replace")
        return method(old, new, count)
    return bounded


def _join(text: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    def bounded(items: Iterable[Any]) -> Any:
        items = list(items)
        check_size(sum(_sized(i) for i in items) + len(text) * max(len(items) - 1, 0),
                   "join")
        return method(items)
    return bounded


_METHODS = {"center": _padding, "ljust": _padding, "rjust": _padding, "zfill": _padding,
            "expandtabs": _expandtabs, "replace": _replace, "join": _join}


def bounded_attribute(value: Any) -> Any:
    """``value``, or a bounded stand-in when it is an allocating ``str``/``bytes`` method."""
    if isinstance(value, types.BuiltinMethodType) and value.__name__ in _METHODS:
        owner = getattr(value, "__self__", None)
        if isinstance(owner, str | bytes):
            return _METHODS[value.__name__](owner, value)
    return value


# --- formatting ---

_NUMBER = re.compile(r"\d+")
_PRINTF = re.compile(r"%(?:\(([^)]*)\))?[#0 +-]*(\*|\d+)?(?:\.(\*|\d+)?)?[hlL]?([a-zA-Z%])")


class _BoundedFormatter(SandboxedFormatter):
    """``str.format`` with each field's width and precision, and the total, bounded."""

    def __init__(self, env: Any) -> None:
        super().__init__(env)
        self.total = 0

    def format_field(self, value: Any, format_spec: str) -> Any:
        spec = sum(int(n) for n in _NUMBER.findall(format_spec))
        check_size(spec, "a format width or precision")
        text = super().format_field(value, format_spec)
        self.total += len(text)
        check_size(self.total, "formatted text")
        return text


def printf_size(template: str | bytes, args: Any) -> int:
    """An upper estimate of ``template % args``: the template, each field's width and
    precision (``*`` taken from the arguments), and each argument's text."""
    text = template.decode("latin-1") if isinstance(template, bytes) else template
    positional = list(args) if isinstance(args, tuple) else [args]
    size = len(text)
    for key, width, precision, kind in _PRINTF.findall(text):
        if kind == "%":
            continue
        for part in (width, precision):
            if part == "*":
                size += max(_int(positional.pop(0)) if positional else 0, 0)
            elif part:
                size += int(part)
        if key and isinstance(args, dict):
            size += _sized(args.get(key, ""))
        elif positional:
            size += _sized(positional.pop(0))
        check_size(size, "printf formatting")
    return size


# --- the environment ---

class _BoundedGenerator(CodeGenerator):
    """Compiles ``a ~ b`` to a concatenation that checks its size first."""

    def visit_Concat(self, node: Concat, frame: Frame) -> None:
        self.write("environment.bounded_concat((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """Jinja2's immutable sandbox with the bounds of this module."""

    code_generator_class = _BoundedGenerator
    intercepted_binops = frozenset({"*", "**", "+", "%"})

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.filters.update(BOUNDED_FILTERS)

    def bounded_concat(self, parts: Iterable[Any]) -> str:
        texts = [str(p) for p in parts]
        check_size(sum(map(len, texts)), "concatenation (~)")
        return "".join(texts)

    def getattr(self, obj: Any, attribute: str) -> Any:
        return bounded_attribute(super().getattr(obj, attribute))

    def getitem(self, obj: Any, argument: Any) -> Any:
        return bounded_attribute(super().getitem(obj, argument))

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        if not isinstance(value, types.MethodType | types.BuiltinMethodType) \
                or value.__name__ not in ("format", "format_map") \
                or not isinstance(value.__self__, str):
            return None
        template: str = value.__self__
        is_map = value.__name__ == "format_map"

        def bounded(*args: Any, **kwargs: Any) -> str:
            if is_map:
                if kwargs or len(args) != 1:
                    raise TypeError("format_map() takes exactly one argument")
                return _BoundedFormatter(self).vformat(template, (), args[0])
            return _BoundedFormatter(self).vformat(template, args, kwargs)
        return bounded

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        check_binop(operator, left, right)
        return super().call_binop(context, operator, left, right)


def check_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse ``left <operator> right`` when its result would be too large."""
    sequences = str | bytes | list | tuple
    if operator == "**" and isinstance(right, int):
        if abs(right) > MAX_EXPONENT:
            raise TemplateError("exponent too large in the comment template")
        if isinstance(left, int) and left.bit_length() * max(right, 0) > MAX_INT_BITS:
            raise TemplateError("power too large in the comment template")
    elif operator == "*":
        for text, count in ((left, right), (right, left)):
            if isinstance(text, sequences) and isinstance(count, int) \
                    and len(text) * count > MAX_RESULT_CHARS:
                raise TemplateError("repetition too large in the comment template")
        if isinstance(left, int) and isinstance(right, int) \
                and left.bit_length() + right.bit_length() > MAX_INT_BITS:
            raise TemplateError("product too large in the comment template")
    elif operator == "+" and isinstance(left, sequences) and isinstance(right, sequences):
        check_size(len(left) + len(right), "concatenation (+)")
    elif operator == "%" and isinstance(left, str | bytes):
        printf_size(left, right)


# --- filters ---

def _center(value: Any, width: int = 80) -> str:
    text = str(value)
    check_size(max(len(text), _int(width)), "padding (center)")
    return text.center(width)


def _indent(value: Any, width: int | str = 4, first: bool = False, blank: bool = False
            ) -> str:
    text = str(value)
    pad = len(width) if isinstance(width, str) else max(_int(width), 0)
    check_size(len(text) + (text.count("\n") + 1) * pad, "indent")
    return FILTERS["indent"](text, width, first, blank)


def _format(value: Any, *args: Any, **kwargs: Any) -> str:
    if args and kwargs:
        raise TemplateError("the format filter takes positional or keyword arguments, "
                            "not both")
    values = kwargs or args
    printf_size(str(value), values)
    return FILTERS["format"](value, *args, **kwargs)


@pass_environment
def _replace_filter(env: Any, value: Any, old: Any, new: Any, count: int | None = None
                    ) -> str:
    text = str(value)
    check_size(replaced_size(text, str(old), str(new), -1 if count is None else count),
               "replace")
    return text.replace(str(old), str(new), -1 if count is None else count)


@pass_environment
def _join_filter(env: Any, value: Iterable[Any], d: str = "", attribute: Any = None) -> str:
    items = list(value)
    if attribute is not None:
        items = list(map(make_attrgetter(env, attribute), items))
    texts = [str(i) for i in items]
    check_size(sum(map(len, texts)) + len(str(d)) * max(len(texts) - 1, 0), "join")
    return str(d).join(texts)


@pass_environment
def _sum_filter(env: Any, iterable: Iterable[Any], attribute: Any = None, start: Any = 0
                ) -> Any:
    items = list(iterable)
    if attribute is not None:
        items = list(map(make_attrgetter(env, attribute), items))
    if isinstance(start, list | tuple | str) or any(isinstance(i, list | tuple) for i in items):
        check_size(_sized(start) + sum(_sized(i) for i in items), "sum")
    return sum(items, start)


@pass_environment
def _wordwrap(env: Any, value: Any, width: int = 79, break_long_words: bool = True,
              wrapstring: str | None = None, break_on_hyphens: bool = True) -> str:
    text = str(value)
    check_size(len(text) * (1 + len(wrapstring or "\n")), "wordwrap")
    return FILTERS["wordwrap"](env, text, width, break_long_words, wrapstring,
                               break_on_hyphens)


def _batch(value: Iterable[Any], linecount: int, fill_with: Any = None) -> Any:
    check_size(_int(linecount), "batch")
    return FILTERS["batch"](value, linecount, fill_with)


def _slice(value: Iterable[Any], slices: int, fill_with: Any = None) -> Any:
    check_size(_int(slices), "slice")
    return sync_do_slice(list(value), slices, fill_with)


@pass_eval_context
def _tojson(eval_ctx: Any, value: Any, indent: int | None = None) -> Any:
    if _int(indent) > MAX_JSON_INDENT:
        raise TemplateError(f"tojson indent above {MAX_JSON_INDENT} in the comment template")
    return FILTERS["tojson"](eval_ctx, value, indent)


BOUNDED_FILTERS: dict[str, Callable[..., Any]] = {
    "center": _center, "indent": _indent, "format": _format, "replace": _replace_filter,
    "join": _join_filter, "sum": _sum_filter, "wordwrap": _wordwrap, "batch": _batch,
    "slice": _slice, "tojson": _tojson,
}
