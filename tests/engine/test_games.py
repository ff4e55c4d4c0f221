"""The games are found (engine/games.py): every module with calculators is one, from the source
tree and from the engine's wheel alike."""

from __future__ import annotations

import subprocess
import sys
from importlib import import_module
from pathlib import Path

import engine
from engine.games import GAMES
from engine.registry import _REGISTRY

ENGINE = Path(engine.__file__).parent


def test_every_module_with_calculators_is_a_game():
    modules = sorted(path.stem for path in ENGINE.glob("*.py") if not path.stem.startswith("_"))
    with_calculators = [name for name in modules if getattr(import_module(f"engine.{name}"), "CALCULATORS", None)]
    # A game module without its engine/messages/<slug>.py would be missing here, and from the site.
    assert list(GAMES) == with_calculators


def test_every_game_has_calculators_in_the_registry():
    for game in GAMES:
        ids = [calc.id for calc in import_module(f"engine.{game}").CALCULATORS]
        assert ids and all(_REGISTRY[calc_id].id == calc_id for calc_id in ids), game


def test_the_games_are_found_from_the_wheel(tmp_path):
    """The browser imports the engine from its wheel (unpacked, or as a zip): found there too."""
    from sitebuild.pyodide.wheel import build_wheel

    wheel = build_wheel(tmp_path)
    script = "import sys; sys.path.insert(0, sys.argv[1]); import engine.games as g; print(' '.join(g.GAMES))"
    found = subprocess.run(
        [sys.executable, "-I", "-c", script, str(wheel)], capture_output=True, check=True, text=True, cwd=tmp_path
    ).stdout.split()
    assert found == list(GAMES)
