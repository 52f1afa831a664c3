"""What a pull request's thresholds file loosens in the identifier comparison: a lexicon entry
the base commit's file added and the pull request's no longer does, a built-in entry the pull
request removes (``lexicon.remove``), an added operation whose side it changes, or a rule it
switches off. Each is named in the call-out of a changed thresholds file; the base commit's
file is the one that decides with ``config_ref: base``. Read leniently: a malformed section is
left to the loader, which names what is wrong when the file is used."""

from __future__ import annotations

from typing import Any


def loosenings(old: Any, new: Any) -> list[str]:
    """One phrase per loosening, the file's sections first, then each override's."""
    found = _scope(old, new, "")
    old_items = {_paths(o): o for o in _list(_get(old, "overrides")) if isinstance(o, dict)}
    for item in _list(_get(new, "overrides")):
        if isinstance(item, dict):
            found += _scope(old_items.get(_paths(item), {}), item,
                            f" for {', '.join(_paths(item))}")
    return found


def _scope(old: Any, new: Any, where: str) -> list[str]:
    before, after = _entries(_get(old, "lexicon")), _entries(_get(new, "lexicon"))
    found = [f"no longer adds the {what} `{entry}` to the lexicon{where}"
             for what, entry in sorted(before - after) if what != "removes"]
    found += [f"removes the {entry.split(':', 1)[0]} `{entry.split(':', 1)[1]}` from the "
              f"lexicon{where}" for what, entry in sorted(after - before) if what == "removes"]
    old_sides, new_sides = _sides(_get(old, "lexicon")), _sides(_get(new, "lexicon"))
    found += [f"changes the side of the operation `{verb}` ({old_sides[verb]} → {side}){where}"
              for verb, side in sorted(new_sides.items())
              if verb in old_sides and old_sides[verb] != side]
    old_off, new_off = _disabled(old), _disabled(new)
    found += [f"switches off rule {code}{where}" for code in sorted(new_off - old_off)]
    return found


def _entries(lexicon: Any) -> set[tuple[str, str]]:
    """(what, entry) for each entry a ``lexicon`` section adds, and ("removes",
    "section:entry") for each it removes."""
    if not isinstance(lexicon, dict):
        return set()
    found = {("tool", str(t)) for t in _list(lexicon.get("tools"))}
    for verb, value in _map(lexicon.get("operations")).items():
        words = _list(value.get("words")) if isinstance(value, dict) else []
        found |= {("operation", str(w)) for w in (verb, *words)}
    for key, forms in _map(lexicon.get("environments")).items():
        found |= {("environment", str(f)) for f in _list(forms) or [key]}
    for _, members in _map(lexicon.get("closed_classes")).items():
        for key, forms in _map(members).items():
            found |= {("closed-class word", str(f)) for f in _list(forms) or [key]}
    for section, entries in _map(lexicon.get("remove")).items():
        what = {"tools": "tool", "operations": "operation", "environments": "environment",
                "closed_classes": "closed-class entry"}.get(str(section), str(section))
        found |= {("removes", f"{what}:{e}") for e in _list(entries)}
    return found


def _sides(lexicon: Any) -> dict[str, str]:
    sides = {}
    for verb, value in _map(_get(lexicon, "operations")).items():
        side = value.get("side") if isinstance(value, dict) else value
        if side is not None:
            sides[str(verb)] = {True: "on", False: "off"}.get(side, str(side)) \
                if isinstance(side, bool) else str(side)
    return sides


def _disabled(data: Any) -> set[str]:
    return {str(c).upper() for c in _list(_get(_get(data, "rules"), "disable"))}


def _paths(item: dict) -> tuple[str, ...]:
    return tuple(str(p) for p in _list(item.get("paths")))


def _get(data: Any, key: str) -> Any:
    return data.get(key) if isinstance(data, dict) else None


def _map(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    if isinstance(value, str):
        return [value]
    return value if isinstance(value, list) else []
