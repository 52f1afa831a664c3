"""Print the section of one version of CHANGELOG.md (the release notes), without its heading.

    python3 scripts/changelog_section.py 1.0.0 > notes.md

Exits 1, naming the file, when the version has no section or an empty one: a release is not
published without its notes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"


def section(text: str, version: str) -> str | None:
    """The body under ``## [version]`` up to the next ``## `` heading, stripped."""
    heading = re.compile(rf"^## \[{re.escape(version)}\](?:\s|$)")
    lines, body, inside = text.splitlines(), [], False
    for line in lines:
        if inside and line.startswith("## "):
            break
        if inside:
            body.append(line)
        elif heading.match(line):
            inside = True
    notes = "\n".join(body).strip()
    return notes if inside and notes else None


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: changelog_section.py VERSION", file=sys.stderr)
        return 2
    version = sys.argv[1].removeprefix("v")
    notes = section(CHANGELOG.read_text(encoding="utf-8"), version)
    if notes is None:
        print(f"{CHANGELOG.name}: no section '## [{version}]' with notes", file=sys.stderr)
        return 1
    print(notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
