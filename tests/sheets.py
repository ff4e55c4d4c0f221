"""The whole-table score sheets, found from their specs (`sheet = true`), not listed: the engine's
and the browser's tests of the sheets run over each, a new game's sheet included."""

from __future__ import annotations

from sitebuild.calculators.specs import load_specs

SHEETS = sorted(spec.id for spec in load_specs() if spec.sheet)
