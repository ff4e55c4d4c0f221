"""The Python dependencies: direct ones in requirements/*.in, locks with hashes in
requirements/*.txt, and site-build.py installing only the lock its command needs."""

from __future__ import annotations

import importlib.util
import re
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "requirements"
TEST_TOOLS = {"pytest", "pytest-cov", "pytest-xdist", "coverage", "hypothesis", "playwright", "ruff"}
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[([a-z0-9,._-]+)\])?==(\S+) \\$")
HASH = re.compile(r"^\s+--hash=sha256:([0-9a-f]{64})")


def _name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def locked(path: Path) -> dict[str, tuple[str, frozenset[str]]]:
    """name -> (version, hashes) of every package in a pip-compile lock."""
    pins: dict[str, tuple[str, set[str]]] = {}
    current = None
    for line in _lines(path):
        if match := PIN.match(line):
            current = _name(match.group(1))
            pins[current] = (match.group(3), set())
        elif match := HASH.match(line):
            assert current, f"{path.name}: a hash before any package"
            pins[current][1].add(match.group(1))
        elif line.strip() and not line.lstrip().startswith("#"):
            pytest.fail(f"{path.name}: not a pinned package, a hash or a comment: {line!r}")
    return {name: (version, frozenset(hashes)) for name, (version, hashes) in pins.items()}


def locked_extras(path: Path) -> dict[str, set[str]]:
    """name -> the extras a lock pins it with (`coverage[toml]==7.17.3` -> {"toml"})."""
    return {
        _name(match.group(1)): set(filter(None, (match.group(2) or "").split(",")))
        for line in _lines(path)
        if (match := PIN.match(line))
    }


def direct(path: Path) -> set[str]:
    """The packages a .in file names (not those of the files it includes)."""
    names = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line and not line.startswith("-"):
            names.add(_name(re.split(r"[<>=!~;\[ ]", line)[0]))
    return names


def test_every_locked_package_is_pinned_with_hashes():
    for lock in ("build.txt", "test.txt"):
        pins = locked(REQUIREMENTS / lock)
        assert pins, lock
        assert all(hashes for _, hashes in pins.values()), [n for n, (_, h) in pins.items() if not h]


def test_the_locks_hold_the_direct_dependencies_and_only_test_txt_the_test_tools():
    build, test = locked(REQUIREMENTS / "build.txt"), locked(REQUIREMENTS / "test.txt")
    assert direct(REQUIREMENTS / "build.in") <= build.keys()
    assert direct(REQUIREMENTS / "test.in") == TEST_TOOLS
    assert test.keys() >= TEST_TOOLS
    assert not TEST_TOOLS & build.keys()
    # test.txt is build.txt plus the test tools and their dependencies, at the same versions.
    assert {name: test.get(name) for name in build} == build


def test_every_extra_a_locked_package_asks_for_is_locked_too():
    """With --require-hashes, pip refuses `pytest-cov` asking for `coverage[toml]>=7.10.6` unless
    the lock pins `coverage[toml]==` itself (a fresh venv's pip, CI at stop 36). So test.txt is
    compiled without --strip-extras; build.txt keeps stripping them (it is also a constraint file)."""
    extras = locked_extras(REQUIREMENTS / "test.txt")
    missing = []
    for name in extras:
        for text in metadata.requires(name) or []:
            wanted = Requirement(text)
            if not wanted.extras or (wanted.marker and not wanted.marker.evaluate({"extra": ""})):
                continue
            if not wanted.extras <= extras.get(_name(wanted.name), set()):
                missing.append(f"{name} needs {text}")
    assert not missing, missing


@pytest.fixture
def site_build(tmp_path, monkeypatch):
    """site-build.py as a module, with a .venv of its own in tmp_path and pip calls recorded."""
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "site-build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").touch()
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "VENV_PYTHON", venv / "bin" / "python")
    module.calls = []
    monkeypatch.setattr(module, "_run", lambda cmd, what: module.calls.append(cmd))
    return module


def test_serve_installs_the_build_lock_and_test_adds_the_test_tools(site_build):
    def installed(command: str) -> list[str]:
        site_build.calls.clear()
        site_build.ensure_venv(command)
        return [cmd[cmd.index("-r") + 1] for cmd in site_build.calls]

    assert installed("serve") == ["requirements/build.txt"]
    assert all("--require-hashes" in cmd for cmd in site_build.calls)
    assert installed("build") == []  # the stamp says it is in place
    assert installed("test") == ["requirements/test.txt"]
    assert all("--require-hashes" in cmd for cmd in site_build.calls)
    assert installed("bench") == []
    assert installed("serve") == []  # test.txt holds everything build.txt does
