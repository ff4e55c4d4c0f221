"""The result contract (engine/results.py): every result of every calculator, on its spec's
defaults and on random valid inputs, has `check_board` as a list and breakdown parts of the
declared shape, and no calculator changes the values it is given."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import results
from engine.fields import parse_record
from engine.registry import _REGISTRY
from sitebuild.calculators.specs import load_specs
from tests.strategies import valid_inputs

IDS = engine.calculators()
DEFAULTS = {spec.id: spec.defaults() for spec in load_specs()}
NUMBER = (int, float)


@st.composite
def any_calculator_inputs(draw):
    calculator_id = draw(st.sampled_from(IDS))
    return calculator_id, draw(valid_inputs(calculator_id))


def _parts(value: Any, where: str = ""):
    """Every breakdown part in a result: lists under a key ending in "breakdown" (or "values")."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key.endswith("breakdown") or key == "values":
                assert isinstance(item, list), f"{where}.{key}"
                for part in item:
                    yield f"{where}.{key}", part
            yield from _parts(item, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _parts(item, f"{where}.{i}")


def check_contract(calculator_id: str, result: dict[str, Any]) -> None:
    assert json.loads(json.dumps(result, allow_nan=False)) == result, "JSON-like"
    check_board = result["check_board"]
    assert isinstance(check_board, list) and all(isinstance(name, str) for name in check_board)
    assert set(check_board) <= set(engine.describe(calculator_id)["inputs"]), "check_board names inputs"
    for where, part in _parts(result, calculator_id):
        assert isinstance(part, dict), where
        assert isinstance(part["key"], str), where
        assert isinstance(part["value"], NUMBER) and not isinstance(part["value"], bool), where
        if "count" in part:
            assert isinstance(part["count"], int) and not isinstance(part["count"], bool), where
        if "each" in part:
            assert "count" in part and isinstance(part["each"], NUMBER), where
            assert part["value"] == part["count"] * part["each"], f"{where}: a count × each part is their product"


@pytest.mark.parametrize("calculator_id", IDS)
def test_defaults_keep_the_contract(calculator_id):
    check_contract(calculator_id, engine.calculate(calculator_id, DEFAULTS[calculator_id]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_calculator_inputs())
def test_random_inputs_keep_the_contract_and_their_arguments(case):
    calculator_id, inputs = case
    try:
        check_contract(calculator_id, engine.calculate(calculator_id, inputs))
    except engine.InputError:
        return
    calc = _REGISTRY[calculator_id]
    values = parse_record(calc.inputs, inputs)
    before = copy.deepcopy(values)
    calc.compute(**values)
    assert values == before, "a calculator changed the values it was given"


def test_times_is_count_by_each():
    assert results.times("cities", 3, 4) == {"key": "cities", "count": 3, "each": 4, "value": 12}
    assert results.counted("stones", 3, 6) == {"key": "stones", "count": 3, "value": 6}
    assert results.part("flat", 2) == {"key": "flat", "value": 2}
    assert results.total([results.times("a", 2, 3), results.part("b", 1)]) == 7


def test_finished_gives_a_new_result_with_a_list():
    raw = {"value": 1}
    done = results.finished(raw)
    assert done == {"value": 1, "check_board": []} and raw == {"value": 1}
    assert results.finished({"check_board": ("a",)})["check_board"] == ["a"]


def test_church_completion_leaves_nothing_changed_and_always_lists_check_board():
    inferred = engine.calculate("hamburgum-church", {"built": 4, "parts": 1, "residents": 1, "completed": 4})
    assert inferred["check_board"] == ["printed_bonus"]
    confirmed = engine.calculate("hamburgum-church", {"built": 4, "parts": 1, "residents": 1, "completed": 0})
    assert confirmed["check_board"] == []
    assert engine.calculate("hamburgum-church", {"built": 0, "parts": 1})["check_board"] == []
