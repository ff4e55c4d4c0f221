"""Copy the runtime files of the pinned npm `pyodide` package, and nothing else, into the site."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from .catalogue import ROOT

PACKAGE = ROOT / "node_modules" / "pyodide"
# What loadPyodide() fetches at run time (DESIGN.md, measured). Source maps, type
# declarations, the CommonJS loader and the console pages are left out.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def pyodide_version() -> str:
    manifest = PACKAGE / "package.json"
    if not manifest.exists():
        raise FileNotFoundError(f"{manifest} is missing: run `npm ci` (site-build.py does it for you)")
    return json.loads(manifest.read_text())["version"]


def copy_runtime(dest: Path) -> list[Path]:
    dest.mkdir(parents=True, exist_ok=True)
    copied = []
    for name in RUNTIME_FILES:
        source = PACKAGE / name
        if not source.exists():
            raise FileNotFoundError(f"{source} is missing from the npm package")
        shutil.copyfile(source, dest / name)
        copied.append(dest / name)
    return copied
