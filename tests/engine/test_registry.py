"""The engine's JSON entry point: any input yields a JSON result or an InputError, never anything else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.languages import LANGUAGES
from engine.messages import MESSAGES

IDS = engine.calculators()

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(["", "1", "-1", "1e999", "NaN", "<script>", " 3 ", "true", "2.5", "0x10"]),
)
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=7) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=25,
)


def _field_names(calculator_id: str) -> list[str]:
    return list(engine.describe(calculator_id)["inputs"])


@st.composite
def hostile_inputs(draw):
    calculator_id = draw(st.sampled_from(IDS))
    names = _field_names(calculator_id)
    chosen = draw(st.lists(st.sampled_from(names), unique=True)) if names else []
    inputs = {name: draw(json_values) for name in chosen}
    if draw(st.booleans()):
        inputs[draw(st.text(max_size=8))] = draw(json_values)
    return calculator_id, inputs


@given(hostile_inputs())
def test_any_input_gives_json_or_input_error(case):
    calculator_id, inputs = case
    try:
        result = engine.calculate(calculator_id, inputs)
    except engine.InputError as error:
        assert error.field
        assert all(error.message(lang) for lang in LANGUAGES)
        json.dumps(error.to_json())
    else:
        json.loads(json.dumps(result, allow_nan=False))


@pytest.mark.parametrize("calculator_id", IDS)
def test_defaults_compute_and_contract_outputs_are_present(calculator_id):
    described = engine.describe(calculator_id)
    result = engine.calculate(calculator_id, {})
    for name in described["outputs"]:
        assert name in result, f"{calculator_id}: output {name!r} missing"


@pytest.mark.parametrize("bad_id", ["", "nope", None, 3, ["hamburgum-depot"]])
def test_unknown_calculator_is_an_input_error(bad_id):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(bad_id, {})
    assert caught.value.field == "calculator"


@pytest.mark.parametrize("inputs", [None, [], "wood=1", 5])
def test_inputs_must_be_a_mapping(inputs):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(IDS[0], inputs)
    assert caught.value.code == "not_object"


def test_unknown_input_names_the_field():
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("hamburgum-depot", {"gold": 1})
    assert caught.value.field == "gold"


def test_every_message_exists_in_every_language():
    for code, templates in MESSAGES.items():
        assert set(templates) == set(LANGUAGES), code
        placeholders = [sorted(_placeholders(t)) for t in templates.values()]
        assert all(p == placeholders[0] for p in placeholders), f"{code}: placeholders differ"


def _placeholders(template: str) -> set[str]:
    import string

    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
