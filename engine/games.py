"""Which games the engine has: found, not listed, so that adding a game registers it nowhere.

A game is the pair `engine/<slug>.py` (its calculators, `CALCULATORS`) and
`engine/messages/<slug>.py` (its own words). Everything else that needs the list of games (the
messages, the registry, the build's diagrams and sources page, the tests) derives it from
`GAMES`. Found with pkgutil over the package's own path, so it works alike from the source
tree, from the wheel unpacked by Pyodide (sourceless .pyc) and from a zip.
"""

from __future__ import annotations

import os
import pkgutil
import sys


def _module_names(paths: list[str]) -> set[str]:
    return {module.name for module in pkgutil.iter_modules(paths) if not module.ispkg}


def _found() -> tuple[str, ...]:
    # The package is in sys.modules (being initialised) whenever this module runs.
    package_paths = list(sys.modules[__package__].__path__)
    messages_paths = [os.path.join(path, "messages") for path in package_paths]
    return tuple(sorted(_module_names(package_paths) & _module_names(messages_paths)))


GAMES: tuple[str, ...] = _found()
"""The games' slugs, sorted: each the name of its engine module, its messages module and its
folder of rule pages."""
