"""Carcassonne expansion 5, Abbey & Mayor (2nd edition).

Source: rulebook 003_637092e9d7191100.txt (Czech); rules-data.md section D."""

from __future__ import annotations

from .calculator import Calculator

CALCULATORS: tuple[Calculator, ...] = ()
