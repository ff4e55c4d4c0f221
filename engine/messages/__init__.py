"""Error messages a player reads, by stable code, in English, Czech and Russian.

`common` holds what any calculator can say; each game keeps its own codes and nouns in its
own module, found through engine/games.py. Placeholders such as {min}, {max}, {count} are
filled from InputError.params. A code or noun must be unique across all modules.
"""

from importlib import import_module

from ..games import GAMES
from . import common

_MODULES = (common, *(import_module(f"{__name__}.{game}") for game in GAMES))


def _merge(table: str) -> dict:
    merged: dict = {}
    for module in _MODULES:
        for key, value in getattr(module, table, {}).items():
            if key in merged:
                raise RuntimeError(f"{table} {key!r} defined twice")
            merged[key] = value
    return merged


MESSAGES: dict[str, dict[str, str]] = _merge("MESSAGES")
# What a list of rows holds, for "Enter 3 to 5 players" (engine/fields.py, Rows.noun): the
# common nouns and each game's own.
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = _merge("ROW_NOUNS")
