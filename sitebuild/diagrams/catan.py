"""catan diagrams."""

from __future__ import annotations
