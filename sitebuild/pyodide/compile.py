"""Compile the standard library and the engine for Pyodide's own Python, under Node.

Pyodide's npm package ships its standard library as source (`python_stdlib.zip`: .py files,
no .pyc), so every start compiles each module it imports. This step runs the pinned Pyodide
under Node and writes, into `dest_dir`:

- `python_stdlib.pyc.zip`: sourceless .pyc of the standard-library modules that booting
  Pyodide, the engine worker's start-up (`unpackArchive`, `pyimport`) and the engine's
  calculators, over a corpus of good and bad inputs, were seen to import; plus
  `sitecustomize.pyc`, a fallback finder (sitebuild/pyodide/stdlib_fallback.py) that loads the stock
  zip the first time anything else from the standard library is imported. Passed to
  `loadPyodide` as `stdLibURL`.
- `rules_engine-<version>-cp314-none-any.whl`: the engine as sourceless .pyc, for
  `pyodide.unpackArchive(bytes, "wheel")`. (cp314-none-any: bytecode of CPython 3.14, any
  platform; not py3-none-any, which would claim it runs on any Python 3.)

How: three fresh Pyodide runs (sitebuild/pyodide/compile-for-pyodide.mjs, with sitebuild/pyodide/in_pyodide.py):
probe (stock library, source wheel, corpus → the modules imported), compile (py_compile in
Pyodide → the .pyc bytes; the zips are written here), verify (the compiled zip and wheel on
the same path and corpus: every reply equal to CPython's, no module from the fallback, every
module from a .pyc). A failed check fails the build.

Small: the standard library is compiled at -OO (no docstrings, no asserts), and everything
without column tables (PYTHONNODEBUGRANGES: tracebacks keep file and line, lose the ^^^
markers), which together take the deflated zip from 1.32 to 0.85 MB (it ships stored, in a
.gz: `_write_zip` says why).

Deterministic and offline: a fixed PYTHONHASHSEED (set constants are marshalled in hash
order), sorted zip entries with a fixed timestamp, and the UNCHECKED_HASH invalidation mode.
A sourceless .pyc has no source to check against: a timestamp .pyc would have to carry a made-up
mtime, a CHECKED_HASH one would make a loader that finds the source (none here) re-hash it;
UNCHECKED_HASH records the source's hash for the record and is never validated, which is
exactly what sourceless means. Nothing is downloaded.

Cached: compiling takes seconds under Node, so the outputs are kept in build/pyodide-compile/
under a hash of every input (the npm package's version, stdlib zip and wasm; the engine's
sources; these scripts); a hit only copies files.

Why not pyodide-build or pyodide-lock (PyPI): `pyodide py-compile` (pyodide-build) runs the
*host* interpreter's py_compile on each .py of a wheel or zip, so its bytecode is only right
for Pyodide if the build machine runs CPython 3.14 (these machines have 3.11, and
pyodide-build 0.39 itself needs Python >= 3.12); it also keeps py_compile's default
invalidation (the mtime of a temporary copy, unless SOURCE_DATE_EPOCH is set) and stamps zip
entries with the current time, so its output is not reproducible; and it compiles
everything (no trimming, no fallback).
`pyodide build` downloads a cross-build environment at start, which cannot work offline.
pyodide-lock only reads and writes `pyodide-lock.json` (package metadata and hashes); we load
no package from the lock file, so it has no step to do here. Pyodide's own interpreter,
already pinned by npm and runnable under Node, is the one compiler whose output is right by
construction. (The wheel tag follows pyodide-build's convention: cpXY-none-any.)
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

from sitebuild import ROOT
from sitebuild.pyodide import wheel
from sitebuild.pyodide.wheel import DISTRIBUTION, build_wheel, engine_version

PYODIDE = ROOT / "node_modules" / "pyodide"
HERE = Path(__file__).resolve().parent
RUNNER = HERE / "compile-for-pyodide.mjs"
INSIDE = HERE / "in_pyodide.py"
FALLBACK = HERE / "stdlib_fallback.py"
CACHE = ROOT / "build" / "pyodide-compile"
STDLIB_NAME = "python_stdlib.pyc.zip"
ENGINE_TAG = "cp314-none-any"
_EPOCH = (1980, 1, 1, 0, 0, 0)
# The standard library without docstrings and asserts (-OO): 1.04 → 0.85 MB deflated. CPython's own
# stdlib is tested under -OO and may not rely on either; the engine keeps both (its bytecode
# is of exactly the code its tests ran), and the verify run checks every reply.
STDLIB_OPTIMIZE = 2
# Shipped in the compiled zip besides the probed modules.
BOOTSTRAP = ("sitecustomize", "_stdlib_fallback_index")


class CompileError(Exception):
    """Compiling for Pyodide failed; the message says where."""


# ---------------------------------------------------------------------------------------
# Entry point
# ---------------------------------------------------------------------------------------


def compile_for_pyodide(dest_dir: Path, log=print) -> dict[str, Path]:
    """Write the compiled stdlib zip and engine wheel into `dest_dir`.

    Returns {"stdlib": zip, "engine": wheel, "manifest": a JSON report (not for shipping)}.
    """
    key = cache_key()
    cached = CACHE / key
    if not (cached / "manifest.json").exists():
        log("· compiling the standard library and the engine for Pyodide (under Node)")
        _build_into_cache(cached)
    dest_dir.mkdir(parents=True, exist_ok=True)
    manifest = json.loads((cached / "manifest.json").read_text())
    outputs = {}
    for role, name in manifest["outputs"].items():
        shutil.copyfile(cached / name, dest_dir / name)
        outputs[role] = dest_dir / name
    shutil.copyfile(cached / "manifest.json", dest_dir / "pyodide-compile.json")
    outputs["manifest"] = dest_dir / "pyodide-compile.json"
    return outputs


def cache_key() -> str:
    sha = hashlib.sha256()
    inputs = [PYODIDE / name for name in ("package.json", "python_stdlib.zip", "pyodide.asm.wasm")]
    inputs += [RUNNER, INSIDE, FALLBACK, Path(__file__).resolve()]
    named = [(path, path.relative_to(ROOT).as_posix()) for path in inputs]
    named += [(path, _engine_name(path)) for path in _engine_sources()]
    for path, name in named:
        if not path.exists():
            raise CompileError(f"{path} is missing (run `npm ci`; site-build.py does it for you)")
        sha.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return sha.hexdigest()[:16]


def _engine_sources() -> list[Path]:
    package = wheel.PACKAGE  # looked up at call time: tests build with a patched engine
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def _engine_name(source: Path) -> str:
    """engine/hamburg.py, wherever the package lies."""
    return "engine/" + source.relative_to(wheel.PACKAGE).as_posix()


# ---------------------------------------------------------------------------------------
# The three Pyodide runs
# ---------------------------------------------------------------------------------------


def run_in_pyodide(work: Path, **job: Any) -> dict[str, Any]:
    """One fresh Pyodide under Node (compile-for-pyodide.mjs); `work` is mounted at /host."""
    node = shutil.which("node")
    if node is None:
        raise CompileError("Node.js is needed to compile for Pyodide: install nodejs (apt-get install nodejs)")
    job_file = work / "job.json"
    out = work / "report.json"
    out.unlink(missing_ok=True)
    job_file.write_text(json.dumps({"pyodide": f"{PYODIDE}/", "host": str(work), "out": str(out), **job}))
    result = subprocess.run([node, str(RUNNER), str(job_file)], capture_output=True, text=True, cwd=work)
    if result.returncode != 0 or not out.exists():
        raise CompileError(f"Pyodide under Node failed (exit code {result.returncode}):\n{result.stderr[-4000:]}")
    return json.loads(out.read_text())


def _build_into_cache(cached: Path) -> None:
    CACHE.mkdir(parents=True, exist_ok=True)
    work = CACHE / f"tmp-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    try:
        corpus = input_corpus()
        (work / "corpus.json").write_text(json.dumps(corpus))
        source_wheel = build_wheel(work / "source-wheel")

        # 1. Probe: what booting, the worker's start-up and the calculators import.
        probe = run_in_pyodide(work, engine=str(source_wheel), corpus=str(work / "corpus.json"), task="loaded_modules")
        modules = probe["task"]["modules"]
        needed = sorted({o[4:] for o in modules.values() if o.startswith("zip:") and o.endswith(".py")})

        # 2. Compile, in a fresh interpreter (nothing of the probe's state leaks into the bytes).
        with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as stock:
            stock_members = sorted(n for n in stock.namelist() if n.endswith(".py"))
        trimmed = sorted(set(_module_names(stock_members)) - set(_module_names(needed)))
        extra_dir = work / "extra"
        extra_dir.mkdir()
        shutil.copyfile(FALLBACK, extra_dir / "sitecustomize.py")
        (extra_dir / "_stdlib_fallback_index.py").write_text(_index_source(trimmed), encoding="utf-8")
        zip_prefix = f"/lib/python{_abi(probe)}.zip/"
        extra = [[f"/host/extra/{name}.py", f"stdlib/{name}.pyc", f"{zip_prefix}{name}.py"] for name in BOOTSTRAP]
        for source in _engine_sources():
            rel = _engine_name(source)
            shutil.copyfile(source, _mkparent(work / "engine-src" / rel))
            extra.append([f"/host/engine-src/{rel}", f"engine/{rel[:-3]}.pyc", rel])
        run_in_pyodide(
            work,
            env={"PYTHONNODEBUGRANGES": "1"},
            task="compile_files",
            args={
                "out": "/host/pyc",
                "stdlib": [[m, f"stdlib/{m[:-3]}.pyc"] for m in needed],
                "stdlib_optimize": STDLIB_OPTIMIZE,
                "extra": extra,
            },
        )
        stdlib_zip = _zip_dir(work / "pyc" / "stdlib", work / "out" / STDLIB_NAME)
        engine_wheel = _engine_wheel(work / "pyc" / "engine", work / "out")

        # 3. Verify: the compiled files on the worker's path give CPython's replies.
        verify = run_in_pyodide(
            work,
            stdlib=str(stdlib_zip),
            engine=str(engine_wheel),
            corpus=str(work / "corpus.json"),
            task="loaded_modules",
        )
        _check(verify, corpus)

        manifest = {
            "key": cached.name,
            "pyodide": json.loads((PYODIDE / "package.json").read_text())["version"],
            "python": verify["task"]["version"],
            "magic": verify["task"]["magic"],
            "outputs": {"stdlib": stdlib_zip.name, "engine": engine_wheel.name},
            "stdlib_modules": needed,
            "trimmed_modules": len(trimmed),
            "corpus_calls": len(corpus),
            "times_ms": {"probe": probe["times"], "verify": verify["times"]},
        }
        (work / "out" / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
        if cache_key() != cached.name:
            raise CompileError("the engine or the compile scripts changed while compiling; run the build again")
        for stale in CACHE.iterdir():
            if stale.is_dir() and stale != cached and not stale.name.startswith("tmp-"):
                shutil.rmtree(stale, ignore_errors=True)
        try:
            os.replace(work / "out", cached)
        except OSError:  # another build of the same inputs finished first
            if not (cached / "manifest.json").exists():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _abi(report: dict[str, Any]) -> str:
    major, minor = report["task"]["version"].split(".")[:2]
    return major + minor


def host_engine() -> Any:
    """The engine package being compiled (wheel.PACKAGE), imported in CPython to compare with.
    Usually the imported `engine`; a test that builds a patched copy gets that copy."""
    import engine

    if Path(engine.__file__).resolve().parent == wheel.PACKAGE.resolve():
        return engine
    name = f"engine_under_build_{hashlib.sha256(str(wheel.PACKAGE).encode()).hexdigest()[:8]}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, wheel.PACKAGE / "__init__.py", submodule_search_locations=[str(wheel.PACKAGE)]
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _check(verify: dict[str, Any], corpus: list[list[str]]) -> None:
    jsonapi = importlib.import_module(host_engine().__name__ + ".jsonapi")

    task = verify["task"]
    if task["fallback_loaded"]:
        raise CompileError(f"the compiled stdlib needed the fallback for: {', '.join(task['fallback_loaded'])}")
    from_source = sorted(n for n, o in task["modules"].items() if o.endswith(".py"))
    if from_source:
        raise CompileError(f"modules imported from source, not .pyc: {', '.join(from_source)}")
    for (calculator, inputs), reply in zip(corpus, verify["replies"], strict=True):
        expected = jsonapi.call(calculator, inputs)
        if reply != expected:
            raise CompileError(f"{calculator} {inputs[:200]}: Pyodide replied {reply[:300]}, CPython {expected[:300]}")


# ---------------------------------------------------------------------------------------
# Archives (deterministic: sorted entries, fixed timestamps and permissions)
# ---------------------------------------------------------------------------------------


def _mkparent(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _write_zip(path: Path, entries: list[tuple[str, bytes]]) -> Path:
    _mkparent(path)
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.external_attr = 0o644 << 16
            info.create_system = 3
            # Stored, not deflated: the zips travel as one .gz each (the worker's, or the host's
            # compression), and gzip over the whole archive finds what its files share, which
            # per-file deflate cannot: on the wire the stdlib is 762 kB instead of 843, the
            # engine 82 instead of 99. In memory the stdlib is 2.5 MB instead of 0.85.
            info.compress_type = zipfile.ZIP_STORED
            archive.writestr(info, data)
    return path


def _zip_dir(folder: Path, path: Path) -> Path:
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    return _write_zip(path, [(p.relative_to(folder).as_posix(), p.read_bytes()) for p in files])


def _engine_wheel(folder: Path, out_dir: Path) -> Path:
    from sitebuild.pyodide.wheel import _record_hash

    version = engine_version()
    dist_info = f"{DISTRIBUTION}-{version}.dist-info"
    metadata = (
        f"Metadata-Version: 2.1\nName: {DISTRIBUTION}\nVersion: {version}\n"
        "Summary: Rules arithmetic of the board-game calculators (bytecode for Pyodide's Python 3.14)\n"
        "Requires-Python: ==3.14.*\n"
    ).encode()
    wheel_meta = f"Wheel-Version: 1.0\nGenerator: sitebuild\nRoot-Is-Purelib: true\nTag: {ENGINE_TAG}\n".encode()
    entries = sorted((p.relative_to(folder).as_posix(), p.read_bytes()) for p in folder.rglob("*.pyc"))
    entries += [(f"{dist_info}/METADATA", metadata), (f"{dist_info}/WHEEL", wheel_meta)]
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in entries)
    entries.append((f"{dist_info}/RECORD", (record + f"{dist_info}/RECORD,,\n").encode()))
    return _write_zip(out_dir / f"{DISTRIBUTION}-{version}-{ENGINE_TAG}.whl", entries)


def _module_names(members: list[str]) -> list[str]:
    names = []
    for member in members:
        stem = member[: -len(".py")]
        if stem.endswith("/__init__"):
            stem = stem[: -len("/__init__")]
        if "/" in stem and not all(part.isidentifier() for part in stem.split("/")):
            continue  # e.g. site-packages/README-style entries: not importable
        names.append(stem.replace("/", "."))
    return names


def _index_source(trimmed: list[str]) -> str:
    lines = "\n".join(trimmed)
    return (
        '"""Generated by sitebuild/pyodide/compile.py: the stock stdlib modules left out of this zip."""\n\n'
        f'TRIMMED = """\n{lines}\n"""\n'
    )


# ---------------------------------------------------------------------------------------
# The corpus: every calculator, good and bad inputs
# ---------------------------------------------------------------------------------------

_BAD_SCALARS = ["", "abc", " 7 ", "1e3", 1.5, -1, True, None, [], {}, 10**20]


def _value(field: dict[str, Any], rng: random.Random) -> Any:
    kind = field["type"]
    if kind == "int":
        return rng.randint(field["min"], min(field["max"], field["min"] + 1000))
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "choice":
        return rng.choice(field["options"])
    if kind == "text":
        return rng.choice(["", "Anna", " Žofie ", "Пётр", "x" * field["max_length"]])
    if kind != "rows":  # a kind this corpus does not know yet: its default
        return field.get("default")
    count = rng.randint(field["min"], field["max"])
    if "item" in field:
        return [_value(field["item"], rng) for _ in range(count)]
    return [{name: _value(sub, rng) for name, sub in field["fields"].items()} for _ in range(count)]


def _edges(field: dict[str, Any], rng: random.Random) -> list[Any]:
    """Values at and beyond the field's limits, and of the wrong type."""
    kind = field["type"]
    if kind == "int":
        low, high = field["min"], field["max"]
        return [low, high, low - 1, high + 1, str(high), float(low), *_BAD_SCALARS]
    if kind == "bool":
        return [True, False, "yes", "off", 0, 1, 2, "maybe", None]
    if kind == "choice":
        return [*field["options"], "nonsense", 3, None]
    if kind == "text":
        return ["x" * (field["max_length"] + 1), "a\nb", "\u0000", 5, None, [], "Ωμέγα"]
    if kind != "rows":
        return list(_BAD_SCALARS)
    values: list[Any] = ["x", {}, 5, [], [None], [[]]]
    for count in (field["min"], field["max"], field["min"] - 1, field["max"] + 1):
        values.append([_value({**field, "min": 1, "max": 1}, rng)[0] for _ in range(max(count, 0))])
    inner = field.get("item")
    base = _value({**field, "min": max(field["min"], 1), "max": max(field["max"], 1)}, rng)
    if inner is not None:
        values += [[bad, *base[1:]] for bad in _edges(inner, rng)]
    else:
        for name, sub in field["fields"].items():
            values += [[{**base[0], name: bad}, *base[1:]] for bad in _edges(sub, rng)]
            values.append([{k: v for k, v in base[0].items() if k != name}, *base[1:]])
        values.append([{**base[0], "unknown": 1}, *base[1:]])
    return values


def input_corpus(random_per_calculator: int = 25) -> list[list[str]]:
    """[calculator id, inputs as JSON] pairs: defaults, each input at and past its limits and of
    the wrong type, unknown inputs, seeded random inputs, and malformed JSON. Deterministic."""
    engine = host_engine()

    rng = random.Random(314)
    corpus: list[list[Any]] = []
    for calculator in engine.calculators():
        fields = engine.describe(calculator)["inputs"]
        defaults = {name: f["default"] for name, f in fields.items() if f["default"] is not None}
        corpus += [[calculator, {}], [calculator, defaults], [calculator, {"unknown": 1}]]
        for name, field in fields.items():
            corpus += [[calculator, {**defaults, name: bad}] for bad in _edges(field, rng)]
        for _ in range(random_per_calculator):
            corpus.append([calculator, {name: _value(f, rng) for name, f in fields.items()}])
    pairs = [[calculator, json.dumps(inputs)] for calculator, inputs in corpus]
    first = engine.calculators()[0]
    malformed = ["", "not json", "[1, 2]", "null", "3", '{"a": NaN}', "[" * 3000, '{"x": 1e400}']
    pairs += [[first, text] for text in malformed]
    pairs += [["no-such-calculator", "{}"], ["", "{}"]]
    return pairs


# ---------------------------------------------------------------------------------------
# Measuring (python -m sitebuild.pyodide.compile [runs]): stock files against compiled ones
# ---------------------------------------------------------------------------------------


def measure(runs: int = 7, log=print) -> dict[str, dict[str, float]]:
    """Median times (ms) under Node of loadPyodide, unpackArchive and the engine's import (and
    the fastest total), for the stock stdlib and source wheel, the compiled ones, and each
    alone; the variants alternate, so machine load hits all alike."""
    import statistics
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        compiled = compile_for_pyodide(work / "compiled", log=log)
        source_wheel = build_wheel(work / "source")
        variants = {
            "stock stdlib, source engine": {"engine": str(source_wheel)},
            "stock stdlib, compiled engine": {"engine": str(compiled["engine"])},
            "compiled stdlib, source engine": {"stdlib": str(compiled["stdlib"]), "engine": str(source_wheel)},
            "compiled stdlib, compiled engine": {"stdlib": str(compiled["stdlib"]), "engine": str(compiled["engine"])},
        }
        samples: dict[str, list[dict[str, float]]] = {name: [] for name in variants}
        for _ in range(runs):
            for name, job in variants.items():
                samples[name].append(run_in_pyodide(work, **job)["times"])
    table = {}
    for name, times in samples.items():
        row = {step: statistics.median(t[step] for t in times) for step in ("load", "unpack", "import")}
        totals = [t["load"] + t["unpack"] + t["import"] for t in times]
        row["total"] = statistics.median(totals)
        row["fastest total"] = min(totals)
        table[name] = row
        log(f"{name:34} " + "  ".join(f"{step} {value:7.1f}" for step, value in row.items()))
    return table


if __name__ == "__main__":
    import sys

    measure(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
