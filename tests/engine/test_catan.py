"""Catan: every worked example of rulebook 001 and the properties of its rules."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.catan import RESOURCES, TOKEN_NUMBERS, roll_ways
from tests.engine.cases import pick, refused

# ----------------------------------------------------------------------------------------
# Victory points
# ----------------------------------------------------------------------------------------

VP_EXAMPLES = [
    (
        {"settlements": 2, "cities": 2, "longest_road": True, "vp_cards": 1},
        {"points": 9, "won": False, "visible": 8},
        "Příklad: Hráč má 2 vesnice (2 body), Nejdelší obchodní cestu (2 body), 2 města (4 body) a 1 Kartu s výherním"
        " bodem.",
    ),
    (
        {"settlements": 2, "cities": 2, "longest_road": True, "vp_cards": 2},
        {"points": 10, "won": True, "missing": 0},
        "Koupí si akční kartu a je to další Karta s výherním bodem. Hráč nyní odhalí oba body na akčních kartách a"
        " vyhrává.",
    ),
    (
        {"settlements": 2, "cities": 2, "longest_road": True, "vp_cards": 2, "your_turn": False},
        {"points": 10, "won": False},
        "Hra končí, když hráč, který je na tahu, dosáhne 10 bodů.",
    ),
    (
        {"settlements": 1, "cities": 1},
        {"points": 3},
        "vesnice je pouze za 1 bod; Každé město má hodnotu 2 výherních bodů",
    ),
    (
        {"settlements": 2, "largest_army": True},
        {"points": 4},
        "Vyloží-li hráč … třetí kartu Rytíř, získává zvláštní kartu Největší vojsko s hodnotou 2 výherních bodů.",
    ),
    (
        {"settlements": 3, "longest_road": True},
        {"points": 5},
        "Červený ji ale přerušil svojí vesnicí a kartu „Nejdelší obchodní cesta“ získává tedy on. (2 výherní body)",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), VP_EXAMPLES)
def test_vp_examples(inputs, expected, passage):
    assert pick(engine.calculate("catan-vp", inputs), expected) == expected, passage


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"settlements": 6}, "settlements", "out_of_range"),
        ({"cities": 5}, "cities", "out_of_range"),
        ({"vp_cards": 6}, "vp_cards", "out_of_range"),
        ({"longest_road": "maybe"}, "longest_road", "not_boolean"),
    ],
)
def test_vp_refuses(inputs, field, code):
    assert refused("catan-vp", inputs) == (field, code)


vp_inputs = st.fixed_dictionaries(
    {
        "settlements": st.integers(0, 4),
        "cities": st.integers(0, 3),
        "longest_road": st.booleans(),
        "largest_army": st.booleans(),
        "vp_cards": st.integers(0, 4),
    }
)


@given(vp_inputs)
def test_vp_adds_up_and_more_never_scores_less(inputs):
    result = engine.calculate("catan-vp", inputs)
    assert sum(p["value"] for p in result["breakdown"]) == result["points"]
    assert result["won"] == (result["points"] >= 10)
    for key in ("settlements", "cities", "vp_cards"):
        assert engine.calculate("catan-vp", {**inputs, key: inputs[key] + 1})["points"] > result["points"]
    for key in ("longest_road", "largest_army"):
        assert engine.calculate("catan-vp", {**inputs, key: True})["points"] >= result["points"]
    # Upgrading a settlement to a city is worth one more point.
    if inputs["settlements"]:
        upgraded = {**inputs, "settlements": inputs["settlements"] - 1, "cities": inputs["cities"] + 1}
        assert engine.calculate("catan-vp", upgraded)["points"] == result["points"] + 1


# ----------------------------------------------------------------------------------------
# Maritime trade
# ----------------------------------------------------------------------------------------

TRADE_EXAMPLES = [
    ({"ore": 4}, {"receive": 1, "give": 4, "best_rate": 4}, "Příklad: hráč dá do banku 4 rudy a vezme si 1 dřevo."),
    (
        {"wood": 3, "generic_harbour": True},
        {"receive": 1, "give": 3, "best_rate": 3},
        "Normální přístav … Příklad: hráč odloží 3 dřeva a vezme si 1 rudu.",
    ),
    (
        {"wood": 2, "wood_harbour": True},
        {"receive": 1, "give": 2, "best_rate": 2},
        "Příklad: hráč má přístav s obrázkem dřeva. Odevzdá do banku 2 dřeva a vezme si rudu.",
    ),
    ({"wood": 4, "wood_harbour": True}, {"receive": 2, "give": 4}, "Nebo 4 dřeva za 2 jiné suroviny."),
    (
        {"ore": 3, "wood_harbour": True},
        {"receive": 0, "give": 0},
        "V tomto přístavu však nelze měnit suroviny v poměru 3:1.",
    ),
    ({"ore": 3}, {"receive": 0}, "Hráč odloží 4 stejné suroviny do banku (4:1)"),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), TRADE_EXAMPLES)
def test_trade_examples(inputs, expected, passage):
    assert pick(engine.calculate("catan-trade", inputs), expected) == expected, passage


def test_trade_rates_per_resource():
    result = engine.calculate("catan-trade", {"generic_harbour": True, "sheep_harbour": True, "wheat": 7, "sheep": 7})
    rates = {row["resource"]: row["rate"] for row in result["resources"]}
    assert rates == {"wood": 3, "brick": 3, "sheep": 2, "wheat": 3, "ore": 3}
    assert result["receive"] == 2 + 3
    assert {row["resource"]: row["keep"] for row in result["resources"]}["wheat"] == 1


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [({"wood": 20}, "wood", "out_of_range"), ({"ore": -1}, "ore", "out_of_range")],
)
def test_trade_refuses(inputs, field, code):
    assert refused("catan-trade", inputs) == (field, code)


hands = st.fixed_dictionaries({r: st.integers(0, 18) for r in RESOURCES})
harbours = st.fixed_dictionaries({f"{r}_harbour": st.booleans() for r in (*RESOURCES, "generic")})


@given(hands, harbours, st.sampled_from(RESOURCES))
def test_trade_adds_up_and_more_never_gets_less(hand, ports, resource):
    result = engine.calculate("catan-trade", {**hand, **ports})
    assert sum(p["value"] for p in result["breakdown"]) == result["receive"]
    assert sum(p["value"] for p in result["give_breakdown"]) == result["give"]
    for row in result["resources"]:
        assert row["give"] + row["keep"] == row["held"] and row["keep"] < row["rate"]
    more = engine.calculate("catan-trade", {**hand, **ports, resource: hand[resource] + 1})
    assert more["receive"] >= result["receive"]
    for port in (f"{resource}_harbour", "generic_harbour"):
        assert engine.calculate("catan-trade", {**hand, **ports, port: True})["receive"] >= result["receive"]


# ----------------------------------------------------------------------------------------
# Production odds
# ----------------------------------------------------------------------------------------

ODDS_EXAMPLES = [
    (
        {"number1": 8, "city": False},
        {"pips": 5, "rolls": "5/36", "cards_per_36_rolls": 5},
        "Příklad: Modrý při hození 8 inkasuje celkem 3 rudy (1 za vesnici …)",
    ),
    (
        {"number1": 8, "city": True},
        {"pips": 5, "rolls": "5/36", "cards_per_36_rolls": 10},
        "… a 2 za město). Oranžový dostane 2 dřeva za město.",
    ),
    ({"number1": 6, "number2": 8, "number3": 0}, {"pips": 10, "rolls": "10/36"}, "Pips: 6 and 8 have 5 each"),
    ({"number1": 2, "number2": 12, "number3": 12}, {"pips": 3, "rolls": "2/36"}, "two hexes with 12 share their rolls"),
    ({"number1": 0}, {"pips": 0, "chance": 0.0, "cards_per_roll": 0.0}, "desert / sea: nothing"),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), ODDS_EXAMPLES)
def test_odds_examples(inputs, expected, passage):
    assert pick(engine.calculate("catan-odds", inputs), expected) == expected, passage


def test_city_gets_two_cards_per_hex():
    result = engine.calculate("catan-odds", {"number1": 8, "city": True})
    assert result["breakdown"][0]["cards_on_roll"] == 2
    assert result["cards_per_roll"] == pytest.approx(10 / 36)


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"number1": 7}, "number1", "catan_number_token"),
        ({"number2": 1}, "number2", "catan_number_token"),
        ({"number3": 13}, "number3", "out_of_range"),
    ],
)
def test_odds_refuse(inputs, field, code):
    assert refused("catan-odds", inputs) == (field, code)


def test_roll_ways_is_the_two_dice_distribution():
    counts = {}
    for a in range(1, 7):
        for b in range(1, 7):
            counts[a + b] = counts.get(a + b, 0) + 1
    assert {n: roll_ways(n) for n in range(2, 13)} == counts
    assert roll_ways(1) == roll_ways(13) == 0


numbers = st.sampled_from((0, *TOKEN_NUMBERS))


@given(numbers, numbers, numbers)
def test_odds_add_up_and_a_city_never_gets_less(a, b, c):
    inputs = {"number1": a, "number2": b, "number3": c}
    settlement = engine.calculate("catan-odds", inputs)
    city = engine.calculate("catan-odds", {**inputs, "city": True})
    assert sum(h["value"] for h in settlement["breakdown"]) == settlement["pips"]
    assert 0.0 <= settlement["chance"] <= 1.0
    assert settlement["chance"] <= settlement["pips"] / 36 + 1e-12
    assert city["cards_per_roll"] == pytest.approx(2 * settlement["cards_per_roll"])
    assert Fraction(settlement["rolls"]) == Fraction(round(settlement["chance"] * 36), 36)
    # Adding a hex never lowers the odds.
    if c == 0:
        for extra in TOKEN_NUMBERS:
            more = engine.calculate("catan-odds", {**inputs, "number3": extra})
            assert more["chance"] >= settlement["chance"] and more["pips"] > settlement["pips"]
