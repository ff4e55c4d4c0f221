"""Amun-Re (Reiner Knizia, 2003).

Source: rulebook 004_9205e7ca6954618c.txt (Czech rules); rules-data.md section A."""

from __future__ import annotations

from .calculator import Calculator

CALCULATORS: tuple[Calculator, ...] = ()
