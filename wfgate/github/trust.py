"""What the repository may decide in action mode, and what only the workflow may.

The pull request under test controls every file of the checkout: workflows, goldens,
``thresholds.yaml`` and anything else it commits. The workflow file (action inputs, ``env:``,
secrets) is reviewed on the base branch. So, in the action:

- where the judge is reached (``judge.base_url``, ``judge.azure_endpoint``) and which
  environment variable holds its key (``judge.api_key_env``) come from inputs only; a
  thresholds file naming them is refused unless ``allow_config_endpoint: true``;
- caches live outside the workspace: a ``WFGATE_CACHE_DIR`` inside it, or a
  ``judge.cache_dir`` in the thresholds file, is ignored with a notice (records are signed
  anyway, :mod:`wfgate.cache_auth`);
- models are loaded from outside the workspace: an ``encoder.model``, ``bertscore.model`` or
  ``bertscore.baseline`` that names a file or folder inside it, or a ``WFGATE_MODEL_DIR``
  inside it, is refused (the pull request could commit weights, a tokenizer or a baseline that
  make any candidate look like its golden, whichever commit's thresholds name the path). A
  model is a known name or an absolute path; ``..`` and separators in a name are refused,
  and the workspace is registered with :func:`wfgate.encoders.resolve.distrust`, so no
  model folder, ONNX export, stamp or baseline below it is loaded by any route.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..cache_auth import KEY_VARIABLE, key_origin
from ..encoders.cache import CACHE_DIR_VARIABLE
from ..encoders.resolve import KNOWN_MODELS, canonical_name, check_model_name, distrust
from ..errors import ConfigError
from ..judge.settings import DEFAULT_KEY_ENV

ENDPOINT_KEYS = ("base_url", "azure_endpoint")
OPT_IN_INPUT = "allow_config_endpoint"


def notice(message: str, file: str | None = None) -> dict:
    """A report notice (``notices`` in the report schema)."""
    return {"file": file, "line": None, "kind": "trust", "message": message}


def repository_judge(judge: dict, source: str, allow_endpoint: bool,
                     notices: list[dict]) -> dict:
    """The thresholds file's ``judge:`` section as the action may use it.

    Raises :class:`ConfigError` when the file names an endpoint or a key variable and the
    workflow did not opt in; drops ``cache_dir`` (a notice says so)."""
    judge = dict(judge)
    if not allow_endpoint:
        provider = judge.get("provider", "openai")
        named = [key for key in ENDPOINT_KEYS if judge.get(key)]
        key_env = judge.get("api_key_env")
        if key_env and key_env != DEFAULT_KEY_ENV.get(provider):
            named.append("api_key_env")
        if named:
            keys = ", ".join(f"judge.{key}" for key in named)
            raise ConfigError(source, f"{keys}: in the action, where the judge is reached and "
                                      "which variable holds its key come from the workflow, "
                                      "not from a file the pull request can edit. Use the "
                                      "inputs judge_base_url and judge_api_key_env, or set "
                                      f"the input {OPT_IN_INPUT}: true to trust this file")
    if judge.get("cache_dir"):
        notices.append(notice(f"judge.cache_dir ({judge['cache_dir']}) ignored: in the action "
                              "the judge cache lives outside the workspace, below "
                              f"${CACHE_DIR_VARIABLE} or wfgate's cache home", source))
        judge.pop("cache_dir")
    return judge


def inside(path: Path, folder: Path) -> bool:
    """``path`` (resolved, symlinks followed) is ``folder`` or below it."""
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def cache_location(env: dict[str, str], workspace: str | None, notices: list[dict]
                   ) -> Path | None:
    """The embedding cache root the action may use: ``$WFGATE_CACHE_DIR`` unless it lies in
    the workspace (then ignored, with a notice). A notice also says when no
    ``$WFGATE_CACHE_KEY`` secret lets records of earlier runs be trusted."""
    value = env.get(CACHE_DIR_VARIABLE, "").strip()
    if not value:
        return None
    root = Path(workspace or ".")
    path = Path(value).expanduser()
    path = path if path.is_absolute() else root / path
    if inside(path, root):
        notices.append(notice(f"{CACHE_DIR_VARIABLE}={value} ignored: it is inside the "
                              "workspace, which the pull request controls (a planted record "
                              "could change a verdict). Put the cache outside it, e.g. below "
                              "${{ runner.temp }} (docs/scale.md)"))
        return None
    if key_origin() != "secret":
        notices.append(notice(f"no {KEY_VARIABLE} secret: cache records are signed with a "
                              "key made for this run, so none from an earlier run is reused "
                              "(docs/scale.md)"))
    return path


def apply_cache_location(path: Path | None) -> None:
    """Make the pipeline (and the judge's default folder) use ``path``, or no embedding
    cache when it is None."""
    if path is None:
        os.environ.pop(CACHE_DIR_VARIABLE, None)
    else:
        os.environ[CACHE_DIR_VARIABLE] = str(path)


MODEL_DIR_VARIABLE = "WFGATE_MODEL_DIR"


def check_model_locations(models: dict[str, str], env: dict[str, str],
                          workspace: str | None, source: str) -> None:
    """Refuse model files the pull request could have written: ``models`` maps a config key
    (``encoder.model``) to its value; a value naming an existing file or folder inside the
    workspace, or ``$WFGATE_MODEL_DIR`` inside it, raises :class:`ConfigError`."""
    if not workspace:
        return
    root = Path(workspace)
    distrust(root)  # whatever route a loader takes, nothing below the workspace is opened
    for key, name in models.items():
        local = Path(name).expanduser()
        folder = local if local.is_absolute() else root / local
        if key.endswith(".model"):
            problem = check_model_name(canonical_name(name))
            if problem is None and not local.is_absolute() and \
                    canonical_name(name) not in KNOWN_MODELS:
                problem = (f"{name!r}: in the action a model is a known name "
                           f"({', '.join(KNOWN_MODELS)}) or an absolute path outside the "
                           "workspace")
            if problem is not None and not (folder.exists() and inside(folder, root)):
                raise ConfigError(source, f"{key}: {problem}")
        if folder.exists() and inside(folder, root):
            raise ConfigError(source, f"{key}: {name} lies inside the workspace, which "
                                      "the pull request under test controls; in the action a "
                                      "model is named by its registry name or loaded from a "
                                      "folder outside the checkout (e.g. provisioned below "
                                      f"${MODEL_DIR_VARIABLE})")
    model_dir = env.get(MODEL_DIR_VARIABLE, "").strip()
    if model_dir and inside(Path(model_dir).expanduser(), root):
        raise ConfigError(f"${MODEL_DIR_VARIABLE}", f"{model_dir} lies inside the workspace, "
                                                    "which the pull request under test "
                                                    "controls: provision the models outside "
                                                    "the checkout")
