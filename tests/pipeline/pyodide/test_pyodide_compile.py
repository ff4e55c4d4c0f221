"""The standard library and the engine compiled for Pyodide's Python (sitebuild/pyodide/compile.py).

Several tests run the pinned Pyodide under Node, as the build does; none times anything.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import engine
from engine import jsonapi
from sitebuild.docs.catalogue import ROOT
from sitebuild.pyodide import compile as pyodide_compile
from sitebuild.pyodide import wheel
from sitebuild.pyodide.compile import PYODIDE, compile_for_pyodide, run_in_pyodide

# importlib.util.MAGIC_NUMBER of CPython 3.14 (3627), the same for every 3.14.x.
MAGIC_314 = bytes.fromhex("2b0e0d0a")
STOCK_ZIP = "/lib/python_stdlib_stock.zip/"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> dict[str, Path]:
    return compile_for_pyodide(tmp_path_factory.mktemp("compiled"), log=lambda _: None)


@pytest.fixture(scope="module")
def manifest(compiled) -> dict:
    return json.loads(compiled["manifest"].read_text())


def _entries(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def _pyc_header_ok(data: bytes) -> bool:
    # magic, then flags 0b01: hash-based and not checked against a source
    return data[:4] == MAGIC_314 and int.from_bytes(data[4:8], "little") == 0b01


def test_pyodide_is_python_314(manifest):
    assert manifest["python"].startswith("3.14.")
    assert bytes.fromhex(manifest["magic"]) == MAGIC_314


def test_stdlib_zip_holds_only_unchecked_pyc(compiled):
    entries = _entries(compiled["stdlib"])
    assert entries
    assert all(name.endswith(".pyc") for name in entries), [n for n in entries if not n.endswith(".pyc")]
    assert all(_pyc_header_ok(data) for data in entries.values())
    for needed in ("sitecustomize.pyc", "_stdlib_fallback_index.pyc", "json/__init__.pyc", "zipfile/__init__.pyc"):
        assert needed in entries, needed


def test_stdlib_zip_is_a_trimmed_copy_of_the_stock_one(compiled, manifest):
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as stock:
        stock_sources = {n for n in stock.namelist() if n.endswith(".py")}
    ours = {name[:-1] for name in _entries(compiled["stdlib"])} - {"sitecustomize.py", "_stdlib_fallback_index.py"}
    assert ours == set(manifest["stdlib_modules"])
    assert ours < stock_sources
    assert compiled["stdlib"].stat().st_size < (PYODIDE / "python_stdlib.zip").stat().st_size


def test_engine_wheel_holds_only_pyc_of_every_engine_module(compiled):
    entries = _entries(compiled["engine"])
    sources = {
        p.relative_to(ROOT).with_suffix(".pyc").as_posix()
        for p in (ROOT / "engine").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    code = {name for name in entries if not name.split("/")[0].endswith(".dist-info")}
    assert code == sources
    assert all(_pyc_header_ok(entries[name]) for name in code)
    assert not any(name.endswith(".py") for name in entries)
    wheel_meta = next(data for name, data in entries.items() if name.endswith(".dist-info/WHEEL"))
    assert b"Tag: cp314-none-any" in wheel_meta


@pytest.mark.slow  # compiles everything again under Node
def test_build_is_byte_identical_and_cached(compiled, tmp_path, monkeypatch):
    # A fresh cache forces a second full compile (other process, other directory).
    monkeypatch.setattr(pyodide_compile, "CACHE", tmp_path / "cache")
    again = compile_for_pyodide(tmp_path / "again", log=lambda _: None)
    for role in ("stdlib", "engine"):
        assert again[role].read_bytes() == compiled[role].read_bytes(), role
    messages = []
    compile_for_pyodide(tmp_path / "third", log=messages.append)
    assert messages == []  # served from the cache, no Node run


def test_cache_key_covers_the_scripts_and_the_engine(monkeypatch, tmp_path):
    key = pyodide_compile.cache_key()
    assert pyodide_compile.cache_key() == key
    changed = tmp_path / "engine"
    shutil.copytree(wheel.PACKAGE, changed, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(wheel, "PACKAGE", changed)
    assert pyodide_compile.cache_key() == key  # the same sources elsewhere: the same key
    (changed / "hamburgum.py").write_text((changed / "hamburgum.py").read_text() + "\nx = 1\n")
    assert pyodide_compile.cache_key() != key


def test_compiled_engine_gives_cpythons_results_for_every_calculator(compiled, tmp_path):
    corpus = []
    for calculator in engine.calculators():
        corpus += [[calculator, "{}"], [calculator, json.dumps({"no_such_input": 1})]]
    (tmp_path / "corpus.json").write_text(json.dumps(corpus))
    report = run_in_pyodide(
        tmp_path,
        stdlib=str(compiled["stdlib"]),
        engine=str(compiled["engine"]),
        corpus=str(tmp_path / "corpus.json"),
        task="loaded_modules",
    )
    assert report["calculators"] == engine.calculators()
    for (calculator, inputs), reply in zip(corpus, report["replies"], strict=True):
        assert json.loads(reply) == json.loads(jsonapi.call(calculator, inputs)), calculator
    assert report["task"]["fallback_loaded"] == []
    modules = report["task"]["modules"]
    assert modules["engine.registry"].endswith("engine/registry.pyc")
    assert not [name for name, origin in modules.items() if origin.endswith(".py")]


@pytest.mark.slow  # runs the engine's tests, then replays them in Pyodide
def test_engine_test_cases_need_nothing_trimmed(compiled, tmp_path):
    """Every input of the engine's own test suite, replayed inside Pyodide: CPython's replies,
    and not one module from the fallback."""
    recorded = tmp_path / "inputs.jsonl"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/engine", "-q", "-p", "no:cacheprovider"]
        + ["-p", "tests.pipeline.pyodide.engine_inputs_plugin"],
        cwd=ROOT,
        env={**os.environ, "ENGINE_INPUTS_FILE": str(recorded), "HYPOTHESIS_PROFILE": "replay"},
        capture_output=True,
        text=True,
    )
    assert result.returncode in (0, 1), result.stdout[-2000:]  # 1: a failing engine test, reported there
    # The worker always sends a calculator id as a string; other ids become JS values on the way.
    corpus = [pair for pair in map(json.loads, recorded.read_text().splitlines()) if isinstance(pair[0], str)]
    assert len(corpus) > 100
    (tmp_path / "corpus.json").write_text(json.dumps(corpus))
    report = run_in_pyodide(
        tmp_path,
        stdlib=str(compiled["stdlib"]),
        engine=str(compiled["engine"]),
        corpus=str(tmp_path / "corpus.json"),
        task="loaded_modules",
    )
    mismatches = [
        (calculator, inputs)
        for (calculator, inputs), reply in zip(corpus, report["replies"], strict=True)
        if json.loads(reply) != json.loads(jsonapi.call(calculator, inputs))
    ]
    assert mismatches == []
    assert report["task"]["fallback_loaded"] == []


def test_fallback_imports_trimmed_modules_from_the_stock_zip(compiled, tmp_path):
    wanted = ["statistics", "json.tool", "email.mime.text", "no_such_module"]
    # No PYODIDE_STDLIB_FALLBACK: the stock zip is found in Pyodide's indexURL.
    report = run_in_pyodide(tmp_path, stdlib=str(compiled["stdlib"]), task="try_imports", args=wanted)
    found = report["task"]
    assert found["statistics"] == STOCK_ZIP + "statistics.py"
    assert found["json.tool"] == STOCK_ZIP + "json/tool.py"  # a module of a package that was kept
    assert found["email.mime.text"] == STOCK_ZIP + "email/mime/text.py"  # a package that was not
    assert found["no_such_module"] == "ModuleNotFoundError: No module named 'no_such_module'"


def test_fallback_declines_unknown_names_without_loading_anything(compiled, tmp_path):
    report = run_in_pyodide(
        tmp_path,
        stdlib=str(compiled["stdlib"]),
        env={"PYODIDE_STDLIB_FALLBACK": "/nonexistent/python_stdlib.zip"},
        task="try_imports",
        args=["no_such_module", "_no_such_private", "statistics", "json"],
    )
    found = report["task"]
    assert found["no_such_module"] == "ModuleNotFoundError: No module named 'no_such_module'"
    assert found["_no_such_private"] == "ModuleNotFoundError: No module named '_no_such_private'"
    # A trimmed module whose stock zip cannot be loaded says so, and Python carries on.
    assert found["statistics"].startswith("ModuleNotFoundError: statistics is not in the trimmed standard library")
    assert "/nonexistent/python_stdlib.zip" in found["statistics"]
    assert found["json"].endswith("json/__init__.pyc")
