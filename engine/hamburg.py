"""Hamburg (Stefan Feld).

Source: rulebook 002_78ffa7edb7a3759b.txt (Russian rules); rules-data.md section C."""

from __future__ import annotations

from .calculator import Calculator

CALCULATORS: tuple[Calculator, ...] = ()
