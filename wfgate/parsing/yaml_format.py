"""YAML workflow files: a loader that records each mapping's line and refuses aliases,
duplicate keys, deep nesting and over-long numbers before they cost anything."""

from __future__ import annotations

from typing import Any, Protocol

import yaml

from ..config import InputLimits
from ..errors import InputError
from .limits import DEFAULT_LIMITS, KEY_LINES, MAX_NUMBER_CHARS, Refused, clip


class _LineLoader(yaml.SafeLoader):
    """A YAML loader that records the line of each mapping under the key ``__line__`` (and of
    each of its keys under ``__keylines__``), refuses
    aliases (before anything could expand), duplicate keys, nesting deeper than ``max_depth``
    and numbers longer than :data:`MAX_NUMBER_CHARS`."""

    max_depth = DEFAULT_LIMITS.max_depth
    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise Refused(f"YAML aliases (*{clip(event.anchor, 40)}) are not allowed in "
                           "workflow files; write the value out", event.start_mark.line + 1)
        self._depth += 1
        try:
            if self._depth > self.max_depth:
                raise Refused(f"nested deeper than limits.max_depth={self.max_depth}",
                               self.peek_event().start_mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    seen: dict[Any, int] = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        try:
            if key in seen:
                raise Refused(f"duplicate key {clip(key, 40)} (first on line {seen[key]})",
                               line)
            seen[key] = line
        except TypeError:
            continue  # an unhashable key: construct_mapping reports it
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    mapping[KEY_LINES] = seen
    return mapping


def _construct_int(loader: _LineLoader, node: yaml.ScalarNode) -> int:
    if len(node.value) > MAX_NUMBER_CHARS:
        raise Refused(f"a number of {len(node.value)} characters (more than "
                       f"{MAX_NUMBER_CHARS}); quote it if it is an id",
                       node.start_mark.line + 1)
    return loader.construct_yaml_int(node)


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)

# libyaml parses about 8x faster than the pure-Python parser (a 700 kB file: 0.9 s, not 7 s);
# its events are checked first (depth, aliases), then the same constructors build the data.
_EventLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
if _EventLoader is yaml.SafeLoader:
    _YamlLoader: type = _LineLoader
else:
    class _CLineLoader(_EventLoader):  # type: ignore[misc, valid-type]
        """:class:`_LineLoader`'s constructors over libyaml's parser."""

    _CLineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                                 _construct_mapping)
    _CLineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    _YamlLoader = _CLineLoader


def _check_yaml_events(text: str, limit: int) -> None:
    """Walk the event stream (no recursion, nothing built): refuse an alias before anything
    could expand, and nesting deeper than ``limit`` before the recursive composer runs."""
    parser = _EventLoader(text)
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            if isinstance(event, yaml.AliasEvent):
                raise Refused(f"YAML aliases (*{clip(event.anchor, 40)}) are not allowed in "
                               "workflow files; write the value out", _line_of(event.start_mark))
            if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                depth += 1
                if depth > limit:
                    raise Refused(f"nested deeper than limits.max_depth={limit}",
                                   _line_of(event.start_mark))
            elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                depth -= 1
    finally:
        parser.dispose()


class _Mark(Protocol):
    """A position in a YAML stream (the pure-Python and libyaml parsers have one each)."""

    line: int


def _line_of(mark: _Mark | None) -> int | None:
    """The 1-based line of a parser mark (every event has one; the stubs allow None)."""
    return mark.line + 1 if mark is not None else None


def load_yaml(text: str, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    loader = None
    try:
        _check_yaml_events(text, limits.max_depth)
        loader = _YamlLoader(text)
        loader.max_depth = limits.max_depth
        return loader.get_single_data()
    except Refused as exc:
        raise InputError(name, exc.message, exc.line) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "maximum nesting depth" in problem:  # libyaml's own bound, past ours
            raise InputError(name, f"nested deeper than limits.max_depth={limits.max_depth}",
                             mark.line + 1 if mark else None) from None
        raise InputError(name, f"not valid YAML: {problem}",
                         mark.line + 1 if mark else None) from None
    except RecursionError:  # a limits.max_depth the parser cannot follow
        raise InputError(name, f"nested too deeply to read (limits.max_depth="
                               f"{limits.max_depth})") from None
    finally:
        if loader is not None:
            loader.dispose()
