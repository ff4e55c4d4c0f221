"""Helpers shared by the engine's table-of-cases tests."""

from __future__ import annotations

import pytest

import engine


def pick(result: dict, expected: dict) -> dict:
    """The part of a result that a rulebook example states."""
    return {k: result[k] for k in expected}


def refused(calculator_id: str, inputs: dict) -> tuple[str, str]:
    """(field, code) of the InputError that `inputs` must raise."""
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(calculator_id, inputs)
    return caught.value.field, caught.value.code
