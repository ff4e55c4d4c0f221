"""Error messages a player reads, by stable code, in English, Czech and Russian.

Each game keeps its own codes in its own module; placeholders such as {min}, {max},
{count} are filled from InputError.params. A code must be unique across all modules.
"""

from . import amunre, carcassonne, catan, common, hamburg, hamburgum

_MODULES = (common, hamburgum, catan, hamburg, carcassonne, amunre)


def _merge() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for module in _MODULES:
        for code, templates in module.MESSAGES.items():
            if code in merged:
                raise RuntimeError(f"error code {code!r} defined twice")
            merged[code] = templates
    return merged


MESSAGES: dict[str, dict[str, str]] = _merge()
