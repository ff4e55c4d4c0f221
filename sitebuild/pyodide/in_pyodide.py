"""Tasks that run inside Pyodide's own Python 3.14 under Node (never on the host CPython).

sitebuild/pyodide/compile-for-pyodide.mjs runs this file in a fresh namespace and calls one of its
functions with a JSON string; each returns a JSON string. Top-level imports are limited to
modules Pyodide has imported already at start-up, so `loaded_modules` sees only what booting
and the engine pulled in.
"""

import json
import sys

STDLIB_ZIP = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"


def loaded_modules(_args: str) -> str:
    """Every module imported so far: name → where it came from (zip member, or a kind)."""
    found = {}
    for name, module in sorted(sys.modules.items()):
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None) or "?"
        if origin.startswith(STDLIB_ZIP + "/"):
            origin = "zip:" + origin[len(STDLIB_ZIP) + 1 :]
        found[name] = origin
    import importlib.util  # frozen, loaded at start-up

    fallback = next((f for f in sys.meta_path if type(f).__name__ == "StockStdlibFinder"), None)
    return json.dumps(
        {
            "modules": found,
            "magic": importlib.util.MAGIC_NUMBER.hex(),
            "version": sys.version.split()[0],
            "fallback_loaded": None if fallback is None else sorted(fallback.served),
        }
    )


def stock_members(_args: str) -> str:
    """The stock standard library zip's file names."""
    import zipfile

    with zipfile.ZipFile(STDLIB_ZIP) as stock:
        return json.dumps(sorted(stock.namelist()))


def compile_files(args: str) -> str:
    """Compile sources to sourceless, unchecked-hash .pyc files.

    args: {"out": dir under /host, "stdlib": [[member of the stock zip, pyc path]],
           "extra": [[source path under /host, pyc path, name shown in tracebacks]],
           "stdlib_optimize": the optimization level of the stdlib members (default -1)}
    (pyc paths are relative to "out").
    """
    import os
    import py_compile
    import zipfile

    job = json.loads(args)
    os.makedirs("/tmp/src", exist_ok=True)
    written = []

    def one(source: bytes, pyc_name: str, shown_as: str, optimize: int = -1) -> None:
        tmp = "/tmp/src/module.py"
        with open(tmp, "wb") as handle:
            handle.write(source)
        target = os.path.join(job["out"], pyc_name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        py_compile.compile(
            tmp,
            cfile=target,
            dfile=shown_as,
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            optimize=optimize,
        )
        written.append(pyc_name)

    with zipfile.ZipFile(STDLIB_ZIP) as stock:
        for member, pyc_name in job["stdlib"]:
            one(stock.read(member), pyc_name, f"{STDLIB_ZIP}/{member}", job.get("stdlib_optimize", -1))
    for source_path, pyc_name, shown_as in job["extra"]:
        with open(source_path, "rb") as handle:
            one(handle.read(), pyc_name, shown_as)
    return json.dumps(written)


def try_imports(args: str) -> str:
    """Import each named module; say where it came from, or why it failed."""
    import importlib

    outcome = {}
    for name in json.loads(args):
        try:
            module = importlib.import_module(name)
        except Exception as error:  # reported to the host, which decides
            outcome[name] = f"{type(error).__name__}: {error}"
        else:
            outcome[name] = getattr(module.__spec__, "origin", None) or "?"
    return json.dumps(outcome)
