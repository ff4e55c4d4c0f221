"""Calculator ids → their input fields and pure functions; the JSON entry point."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import parse_record
from .games import GAMES
from .results import finished


def _collect(*modules: Any) -> dict[str, Calculator]:
    table: dict[str, Calculator] = {}
    for module in modules:
        for calc in module.CALCULATORS:
            if calc.id in table:
                raise RuntimeError(f"calculator id {calc.id!r} registered twice")
            table[calc.id] = calc
    return table


_REGISTRY: Mapping[str, Calculator] = _collect(*(import_module(f"{__package__}.{game}") for game in GAMES))


def calculators() -> list[str]:
    """Every calculator id, sorted."""
    return sorted(_REGISTRY)


def describe(calculator_id: str) -> dict[str, Any]:
    """The inputs (type, range, default) and scalar outputs of one calculator."""
    return _lookup(calculator_id).describe()


def calculate(calculator_id: str, inputs: Mapping[str, Any]) -> dict[str, Any]:
    """Validate `inputs` and run the calculator: a result of the shape engine/results.py writes
    down. Raises InputError, and nothing else, on bad input."""
    calc = _lookup(calculator_id)
    if not isinstance(inputs, Mapping):
        raise InputError("inputs", "not_object")
    values = parse_record(calc.inputs, inputs)
    return finished(calc.compute(**values))


def _lookup(calculator_id: Any) -> Calculator:
    if not isinstance(calculator_id, str) or calculator_id not in _REGISTRY:
        raise InputError("calculator", "unknown_calculator", name=str(calculator_id)[:40])
    return _REGISTRY[calculator_id]
