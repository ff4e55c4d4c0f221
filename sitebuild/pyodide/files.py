"""Copy the runtime files of the pinned npm `pyodide` package, and nothing else, into the site."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sitebuild import ROOT

PACKAGE = ROOT / "node_modules" / "pyodide"
# What loadPyodide() fetches at run time (as measured in Chromium), under the names the site
# gives them. Source maps, type declarations, the CommonJS loader and the console pages are
# left out. The two ES modules are renamed .mjs → .js: stock servers (Debian's nginx and
# Apache) have no type for .mjs and browsers refuse such modules, while every server sends
# .js as JavaScript. The worker imports pyodide.asm.js itself (loadPyodide's
# createPyodideModule option), so Pyodide never asks for the .mjs name.
RUNTIME_FILES = {
    "pyodide.mjs": "pyodide.esm.js",
    "pyodide.asm.mjs": "pyodide.asm.js",
    "pyodide.asm.wasm": "pyodide.asm.wasm",
    "python_stdlib.zip": "python_stdlib.zip",
    "pyodide-lock.json": "pyodide-lock.json",
}
# The stock standard library (.py sources). The worker boots from the compiled, trimmed one
# (pyodide_compile.py); this one is fetched only by its fallback finder, on a trimmed import.
STOCK_STDLIB = "python_stdlib.zip"
LOCK_FILE = "pyodide-lock.json"
WASM = "pyodide.asm.wasm"


def lock_without_packages(dest: Path) -> dict:
    """The lock file's `info` with no packages: all a start without packages needs. Handed
    to loadPyodide as lockFileContents, it saves fetching the 119 kB file at every start."""
    lock = json.loads((dest / LOCK_FILE).read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}


def pyodide_version() -> str:
    manifest = PACKAGE / "package.json"
    if not manifest.exists():
        raise FileNotFoundError(f"{manifest} is missing: run `npm ci` (site-build.py does it for you)")
    return json.loads(manifest.read_text())["version"]


def copy_runtime(dest: Path) -> dict[str, int]:
    """Copy the runtime files into `dest`; return {site name: size in bytes}."""
    dest.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for name, site_name in RUNTIME_FILES.items():
        source = PACKAGE / name
        if not source.exists():
            raise FileNotFoundError(f"{source} is missing from the npm package")
        shutil.copyfile(source, dest / site_name)
        sizes[site_name] = (dest / site_name).stat().st_size
    return sizes
