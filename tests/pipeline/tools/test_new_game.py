"""`site-build.py new-game` (sitebuild/tools/new_game.py): the skeleton passes the build and the
tests that hold a game to the project's rules, as written, in a copy of the repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from sitebuild import ROOT
from sitebuild.tools.new_game import NewGameError, planned

# Not copied: what the build makes, and the shared installs (linked instead).
LEFT_OUT = ("site", "build", ".venv", "node_modules", ".git", "__pycache__", ".hypothesis", ".pytest_cache")
# The tests a new game meets without a browser: its own, the registry's, the pages', specs', sources'.
GAME_TESTS = [
    "tests/engine/test_toy.py",
    "tests/engine/test_games.py",
    "tests/engine/test_languages.py",
    "tests/engine/test_registry.py",
    "tests/docs",
    "tests/pipeline/test_languages.py",
    "tests/pipeline/docs/test_local_names.py",
    "tests/pipeline/docs/test_sources.py",
    "tests/pipeline/calculators/test_specs.py",
    "tests/pipeline/test_site.py",
    "tests/pipeline/tools/test_languages_command.py",  # its placeholders are TODOs, not gaps of cs or ru
]


@pytest.mark.parametrize("slug", ["Toy", "t", "toy-game", "toy_game", "1toy", "catan", "hamburgum"])
def test_a_bad_or_taken_slug_is_refused(slug):
    with pytest.raises(NewGameError, match=slug):
        planned(slug)


def test_only_the_games_own_files_are_new():
    new, edited = planned("toy")
    assert all(not path.exists() for path in new)
    shared = sorted(path.relative_to(ROOT).as_posix() for path in edited)
    assert shared == ["docs/games.toml"]
    for path, text in edited.items():  # only added to: every line that was there stays, in order
        before = path.read_text(encoding="utf-8").splitlines()
        after = text.splitlines()
        rest = iter(after)
        assert len(after) > len(before) and all(line in rest for line in before)  # a subsequence


@pytest.mark.slow  # builds the site in a copy of the repository
def test_the_skeleton_builds_and_passes_the_tests(tmp_path):
    copy = tmp_path / "repo"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*LEFT_OUT), symlinks=True)
    for shared in (".venv", "node_modules"):
        (copy / shared).symlink_to((ROOT / shared).resolve())
    env = {key: value for key, value in os.environ.items() if key not in ("SITE_DIR", "COVERAGE_PROCESS_START")}

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True, text=True)

    made = run("site-build.py", "new-game", "toy")
    assert made.returncode == 0, made.stderr
    assert "tests/docs/test_rulebooks.py" in made.stdout  # the checklist names the tests
    built = run("site-build.py", "build")
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    assert (copy / "site" / "en" / "calculators" / "toy-total" / "index.html").is_file()
    env["SITE_DIR"] = str(copy / "site")
    tested = run(
        "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not browser and not hosts and not slow", *GAME_TESTS
    )
    assert tested.returncode == 0, tested.stdout[-4000:]
    assert " passed" in tested.stdout and "skipped" not in tested.stdout.splitlines()[-1]
