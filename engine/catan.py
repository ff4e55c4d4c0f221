"""Catan (base game).

Source: rulebook 001_03215cfc308e143f.txt (Czech almanac, entries K–P); rules-data.md section E."""

from __future__ import annotations

from .calculator import Calculator

CALCULATORS: tuple[Calculator, ...] = ()
