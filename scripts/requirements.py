"""Print the requirements of wfgate and the extras named (``torch,dev``), one a line, from
pyproject.toml, without the model distributions (setup.sh builds and installs those from the
provisioned export before it installs the package itself).

    python scripts/requirements.py torch,judge,dev > requirements.txt
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the copy pip ships
    from pip._vendor import tomli as tomllib

SELF = re.compile(r"^wfgate\[([^\]]+)\]$")
MODEL = re.compile(r"^wfgate-model-", re.IGNORECASE)


def requirements(project: dict, extras: list[str]) -> list[str]:
    """The core dependencies and those of ``extras`` (an extra naming wfgate[...] expands)."""
    optional = project.get("optional-dependencies", {})
    found: list[str] = []
    pending, seen = list(extras), set()
    lines = list(project.get("dependencies", []))
    while pending:
        extra = pending.pop(0)
        if extra in seen:
            continue
        if extra not in optional:
            raise SystemExit(f"requirements.py: no extra {extra!r} in pyproject.toml")
        seen.add(extra)
        for line in optional[extra]:
            inner = SELF.match(line.replace(" ", ""))
            if inner:
                pending.extend(inner.group(1).split(","))
            else:
                lines.append(line)
    for line in lines:
        if not MODEL.match(line) and line not in found:
            found.append(line)
    return found


def main() -> None:
    extras = [e for e in (sys.argv[1] if len(sys.argv) > 1 else "").split(",") if e]
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    print("\n".join(requirements(project, extras)))


if __name__ == "__main__":
    main()
