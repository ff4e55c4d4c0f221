"""Hamburgum: every worked example of rulebook 000 and the properties of its tables."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.hamburgum import DEPOT_MAX_PIECES, DEPOT_PRICES

# (inputs, expected, rulebook passage)
DEPOT_EXAMPLES = [
    (
        {"wood": 2, "brick": 2, "bell": 1},
        {"pieces": 5, "price": 200},
        "Příklad: 2 dřeva, 2 cihly a 1 kostelní zvon … zaplatí 200£.",
    ),
    (
        {"wood": 1, "brick": 2, "bell": 0},
        {"pieces": 3, "price": 100},
        "Zelený … Nakoupí 2 cihly a jedno dřevo za 100£.",
    ),
    ({"wood": 10, "brick": 0, "bell": 0}, {"pieces": 10, "price": 600}, "DEPOT table, last row"),
    ({"wood": 0, "brick": 0, "bell": 1}, {"pieces": 1, "price": 20}, "DEPOT table, first row"),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), DEPOT_EXAMPLES)
def test_depot_examples(inputs, expected, passage):
    result = engine.calculate("hamburgum-depot", inputs)
    assert {k: result[k] for k in expected} == expected, passage


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"bell": 2}, "bell", "one_bell"),
        ({"wood": -1}, "wood", "out_of_range"),
        ({"brick": "two"}, "brick", "not_integer"),
        ({"wood": 6, "brick": 5}, "wood", "depot_table_ends"),
    ],
)
def test_depot_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("hamburgum-depot", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


def test_depot_price_rises_with_every_piece():
    prices = [DEPOT_PRICES[n] for n in range(DEPOT_MAX_PIECES + 1)]
    assert all(a < b for a, b in zip(prices, prices[1:], strict=False))


@given(st.integers(0, 9), st.integers(0, 9), st.integers(0, 1))
def test_depot_parts_add_up_and_price_matches_table(wood, brick, bell):
    if wood + brick + bell > DEPOT_MAX_PIECES:
        return
    result = engine.calculate("hamburgum-depot", {"wood": wood, "brick": brick, "bell": bell})
    assert result["pieces"] == sum(result["parts"].values()) == wood + brick + bell
    assert result["price"] == DEPOT_PRICES[result["pieces"]]
