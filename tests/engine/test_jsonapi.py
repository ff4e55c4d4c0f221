"""The browser's bridge: one JSON string in, one out, errors included."""

from __future__ import annotations

import json

import pytest

import engine
from engine.jsonapi import calculators_json, call
from engine.languages import LANGUAGES


def test_result_matches_calculate():
    inputs = {"wood": 2, "brick": 2, "bell": 1}
    reply = json.loads(call("hamburgum-depot", json.dumps(inputs)))
    assert reply == {"result": engine.calculate("hamburgum-depot", inputs)}


@pytest.mark.parametrize(
    ("calculator", "text", "field"),
    [
        ("hamburgum-depot", '{"bell": "2"}', "bell"),
        ("hamburgum-depot", "not json", "inputs"),
        ("hamburgum-depot", "[" * 8000, "inputs"),  # deep enough to overflow Pyodide's JS stack
        ("hamburgum-depot", '{"wood": ' + "[" * 1500 + "]" * 1500 + "}", "inputs"),
        ("nope", "{}", "calculator"),
    ],
)
def test_errors_come_back_as_data_in_every_language(calculator, text, field):
    error = json.loads(call(calculator, text))["error"]
    assert error["field"] == field
    assert set(error["messages"]) == set(LANGUAGES)


def test_calculators_json_lists_every_id():
    assert json.loads(calculators_json()) == engine.calculators()


@pytest.mark.parametrize(
    ("inputs_json", "field", "code"),
    [
        # Deep structure is refused before parsing (Pyodide's stack would overflow).
        ("[" * 2500 + "]" * 2500, "inputs", "not_object"),
        ('{"wood": ' + "[" * 2001 + "]" * 2001 + "}", "inputs", "not_object"),
        # Brackets typed into a box are text: its own error, at the box.
        (json.dumps({"wood": "[" * 2500}), "wood", "not_integer"),
        (json.dumps({"wood": '\\"' + "{" * 2500}), "wood", "not_integer"),
    ],
)
def test_only_structural_brackets_count_as_depth(inputs_json, field, code):
    reply = json.loads(call("hamburgum-depot", inputs_json))
    assert (reply["error"]["field"], reply["error"]["code"]) == (field, code)
