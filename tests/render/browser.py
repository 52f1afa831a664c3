"""Render Mermaid diagrams and Markdown reports in headless Chromium with the pinned npm
``mermaid`` (and ``marked``) of this folder (``package.json``; ``npm ci`` installs them).

Chromium runs with a fresh profile, no network services and ``file://`` pages only; the
page writes what it found into the DOM (``--dump-dom``) and a second run takes the
screenshot. Used by ``test_mermaid_render.py`` and, for the documentation's picture of the
comment, as a script::

    python -m tests.render.browser REPORT.md OUT.png
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from html import unescape
from pathlib import Path

HERE = Path(__file__).resolve().parent
MERMAID = HERE / "node_modules" / "mermaid" / "dist" / "mermaid.min.js"
MARKED = HERE / "node_modules" / "marked" / "lib" / "marked.umd.js"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--disable-extensions", "--hide-scrollbars",
         "--allow-file-access-from-files")
RESULT_START, RESULT_END = "<pre id=\"result\">", "</pre>"


def chromium() -> str | None:
    """The Chromium binary ($WFGATE_CHROMIUM, else chromium or chromium-browser on PATH)."""
    given = os.environ.get("WFGATE_CHROMIUM")
    if given:
        return given
    return shutil.which("chromium") or shutil.which("chromium-browser")


def missing() -> str | None:
    """Why the render test cannot run here (None: it can)."""
    if chromium() is None:
        return "no chromium on PATH (Debian: apt-get install chromium)"
    if not MERMAID.is_file() or not MARKED.is_file():
        return f"no mermaid/marked under {HERE / 'node_modules'} (run npm ci in {HERE})"
    return None


_RENDER_SCRIPT = """
mermaid.initialize({startOnLoad: false, securityLevel: "strict", theme: "default"});
async function run() {
  const out = [];
  const sources = JSON.parse(document.getElementById("sources").textContent);
  for (let i = 0; i < sources.length; i++) {
    const item = {index: i};
    try {
      await mermaid.parse(sources[i]);
      const {svg} = await mermaid.render("diagram" + i, sources[i]);
      const box = document.createElement("div");
      box.className = "diagram";
      box.innerHTML = svg;
      document.getElementById("out").appendChild(box);
      const all = box.querySelectorAll("*");
      item.ok = true;
      item.nodes = box.querySelectorAll("g.node").length;
      item.edges = box.querySelectorAll("path.flowchart-link").length;
      item.links = box.querySelectorAll("a").length;
      item.scripts = box.querySelectorAll("script, iframe, object, embed, img").length;
      item.handlers = [...all].filter(e => [...e.attributes].some(
        a => a.name.startsWith("on") || /javascript:/i.test(a.value))).length;
      item.clickable = box.querySelectorAll(".clickable").length;
      item.text = box.textContent;
    } catch (e) {
      item.ok = false;
      item.error = String(e && e.message || e);
    }
    out.push(item);
  }
  document.getElementById("result").textContent = JSON.stringify(out);
}
run();
"""

_REPORT_SCRIPT = """
mermaid.initialize({startOnLoad: false, securityLevel: "strict", theme: "default"});
async function run() {
  const md = JSON.parse(document.getElementById("markdown").textContent);
  const page = document.getElementById("page");
  page.innerHTML = marked.parse(md);
  page.querySelectorAll("details").forEach(d => d.open = %(open)s);
  const blocks = [...page.querySelectorAll("code.language-mermaid")];
  let failed = 0;
  for (let i = 0; i < blocks.length; i++) {
    try {
      const {svg} = await mermaid.render("graph" + i, blocks[i].textContent);
      const box = document.createElement("div");
      box.innerHTML = svg;
      blocks[i].parentElement.replaceWith(box);
    } catch (e) { failed++; }
  }
  document.getElementById("result").textContent = JSON.stringify(
    {diagrams: blocks.length, failed: failed});
}
run();
"""

_CSS = """
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
       color: #1f2328; background: #fff; margin: 0; }
#page { max-width: 900px; margin: 16px auto; padding: 16px 24px; border: 1px solid #d0d7de;
        border-radius: 6px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #d0d7de;
padding: 4px 10px; } th { background: #f6f8fa; }
code { background: #eff1f3; padding: 1px 4px; border-radius: 4px; font-size: 85%; }
details { margin: 8px 0; } summary { cursor: pointer; font-weight: 600; }
h2 { border-bottom: 1px solid #d0d7de; padding-bottom: 6px; }
.diagram svg, #page svg { max-width: 100%; height: auto; }
"""


def _inert_json(value: object) -> str:
    """JSON that cannot end its <script> element early (``</`` written ``<\\/``)."""
    return json.dumps(value).replace("</", "<\\/").replace("<!--", "<\\u0021--")


def _page(body: str, script: str, data_id: str, data: object) -> str:
    return ("<!doctype html><html><head><meta charset=\"utf-8\">"
            f"<style>{_CSS}</style></head><body>{body}"
            f"<script type=\"application/json\" id=\"{data_id}\">{_inert_json(data)}"
            "</script>"
            f"{RESULT_START}{RESULT_END}"
            f"<script src=\"{MERMAID.as_uri()}\"></script>"
            f"<script src=\"{MARKED.as_uri()}\"></script>"
            f"<script>{script}</script></body></html>")


def _run(page: Path, profile: Path, *extra: str, timeout: float = 120) -> str:
    binary = chromium()
    assert binary is not None
    command = [binary, *FLAGS, f"--user-data-dir={profile}", "--virtual-time-budget=60000",
               *extra, page.as_uri()]
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                          check=False, env={**os.environ, "HOME": str(profile)})
    return done.stdout


def _result(dom: str) -> object:
    start = dom.find(RESULT_START)
    if start < 0:
        raise RuntimeError("chromium printed no page (did it start?)")
    end = dom.find(RESULT_END, start)
    text = unescape(dom[start + len(RESULT_START):end])
    if not text.strip():
        raise RuntimeError("the page never finished rendering")
    return json.loads(text)


def render_diagrams(sources: list[str], work: Path, screenshot: Path | None = None,
                    width: int = 1200, height: int = 3000) -> list[dict]:
    """Parse and render each Mermaid source; per diagram: ok, error, how many nodes, edges,
    links, script-like elements, event handlers and clickable nodes it has, and its text."""
    work.mkdir(parents=True, exist_ok=True)
    page = work / "diagrams.html"
    page.write_text(_page("<div id=\"out\"></div>", _RENDER_SCRIPT, "sources", sources),
                    encoding="utf-8")
    result = _result(_run(page, work / "profile", "--dump-dom"))
    if screenshot is not None:
        _run(page, work / "profile-shot", f"--screenshot={screenshot}",
             f"--window-size={width},{height}")
    assert isinstance(result, list)
    return result


def render_report(markdown: str, work: Path, screenshot: Path, *, width: int = 1000,
                  height: int = 2400, open_details: bool = False) -> dict:
    """The Markdown report as a page (marked + mermaid), screenshotted with every section
    open (``open_details``) or as GitHub opens them plus the step graphs; returns how many
    diagrams it held and how many failed to render."""
    work.mkdir(parents=True, exist_ok=True)
    page = work / "report.html"
    graphs = "d.querySelector('summary').textContent.startsWith('Step graph')"
    script = _REPORT_SCRIPT % {"open": "true" if open_details else f"d.open || {graphs}"}
    page.write_text(_page("<div id=\"page\"></div>", script, "markdown", markdown),
                    encoding="utf-8")
    result = _result(_run(page, work / "profile", "--dump-dom"))
    _run(page, work / "profile-shot", f"--screenshot={screenshot}",
         f"--window-size={width},{height}")
    assert isinstance(result, dict)
    return result


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: python -m tests.render.browser REPORT.md OUT.png [WIDTH HEIGHT]",
              file=sys.stderr)
        return 2
    why = missing()
    if why:
        print(f"cannot render: {why}", file=sys.stderr)
        return 2
    size = [int(v) for v in argv[2:4]] or [1000, 2400]
    with tempfile.TemporaryDirectory() as work:
        result = render_report(Path(argv[0]).read_text(encoding="utf-8"), Path(work),
                               Path(argv[1]).resolve(), width=size[0], height=size[1])
    print(json.dumps(result))
    return 0 if result.get("failed") == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
