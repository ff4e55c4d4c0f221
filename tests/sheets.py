"""The whole-table score sheets, found from their specs (`sheet = true`), not listed: the engine's
and the browser's tests of the sheets run over each, a new game's sheet included."""

from __future__ import annotations

from sitebuild.calculators.specs import load_specs

SHEETS = sorted(spec.id for spec in load_specs() if spec.sheet)
# The sheets whose players' rows hold the figures they type: the browser tests that type a figure
# into a player's row run over these. A sheet scored entry by entry (`composer` on an input:
# Carcassonne's, whose rows hold names and colours) is entered with its composer's taps, and its
# own tests (tests/browser/test_sheet_carcassonne.py) hold the same: kept, exported, marks, undo.
ROW_FIGURES = sorted(
    spec.id for spec in load_specs() if spec.sheet and not any(item.get("composer") for item in spec.inputs)
)
