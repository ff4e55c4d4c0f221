"""Worded results of the real calculators, as a reader sees them (engine/present.py on the
presentation the build derives from each spec), in every language."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.catan import RESOURCES
from engine.languages import LANGUAGES
from engine.present import present
from sitebuild.calculators.render import presentation
from sitebuild.calculators.specs import load_specs

SPECS = {spec.id: spec for spec in load_specs()}
TRADE = SPECS["catan-trade"]


def _breakdowns(calculator_id: str, inputs: dict, lang: str) -> dict[str, str | None]:
    result = engine.calculate(calculator_id, inputs)
    shown = present(presentation(SPECS[calculator_id]), result, lang)
    # The words only: where a line may break (no-break spaces inside a term) is test_present.py's.
    return {o["name"]: o["breakdown"] and o["breakdown"].replace("\u00a0", " ") for o in shown["outputs"]}


# Issue 30, item 10: the cards handed in name each resource ("dřevo: 2 × 2", «зерно: 6 × 3»),
# never count it as pieces ("2 dřeva × 2", «6 зерна × 3»). Hands from the almanac's maritime
# trade examples (rulebook 001): the lumber harbor takes 4 lumber for 2 cards, 4 ore go 4:1
# without a harbor; a generic harbor trades 3:1.
TRADE_CASES = [
    (
        {"wood": 4, "ore": 4, "wood_harbour": True},
        {
            "en": ("for lumber 2 + for ore 1 = 3", "lumber: 2 × 2 + ore: 1 × 4 = 8"),
            "cs": ("za dřevo 2 + za rudu 1 = 3", "dřevo: 2 × 2 + ruda: 1 × 4 = 8"),
            "ru": ("за древесину 2 + за руду 1 = 3", "древесина: 2 × 2 + руда: 1 × 4 = 8"),
        },
    ),
    (
        {"wheat": 18, "brick": 5, "sheep": 7, "generic_harbour": True, "sheep_harbour": True},
        {
            "en": ("for brick 1 + for wool 3 + for grain 6 = 10", "brick: 1 × 3 + wool: 3 × 2 + grain: 6 × 3 = 27"),
            "cs": ("za cihly 1 + za vlnu 3 + za obilí 6 = 10", "cihla: 1 × 3 + vlna: 3 × 2 + obilí: 6 × 3 = 27"),
            "ru": ("за глину 1 + за шерсть 3 + за зерно 6 = 10", "глина: 1 × 3 + шерсть: 3 × 2 + зерно: 6 × 3 = 27"),
        },
    ),
    (
        {"ore": 3, "wood_harbour": True},
        {"en": ("0 = 0", "0 = 0"), "cs": ("0 = 0", "0 = 0"), "ru": ("0 = 0", "0 = 0")},
    ),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("inputs", "expected"), TRADE_CASES)
def test_trade_breakdowns_read_as_a_player_says_them(inputs, expected, lang):
    shown = _breakdowns("catan-trade", inputs, lang)
    assert (shown["receive"], shown["give"]) == expected[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
@given(hand=st.fixed_dictionaries({r: st.integers(0, 19) for r in RESOURCES}), generic=st.booleans())
def test_every_handed_in_term_is_a_resource_named_then_trades_times_rate(lang, hand, generic):
    """Each term is the name the table's Resource column gives, then "trades × rate"."""
    result = engine.calculate("catan-trade", {**hand, "generic_harbour": generic})
    shown = present(presentation(TRADE), result, lang)
    names = {row["cells"][0]["text"]: row for row in shown["tables"][0]["rows"]}
    terms = shown["outputs"][1]["breakdown"].replace("\u00a0", " ").rsplit(" = ", 1)[0].split(" + ")
    traded = [row for row in result["resources"] if row["trades"]]
    assert len(terms) == max(1, len(traded))
    for term, row in zip(terms, traded, strict=False):
        match = re.fullmatch(r"(.+): (\d+) × (\d)", term)
        assert match, term
        assert (match[2], match[3]) == (str(row["trades"]), str(row["rate"]))
        assert names[match[1]]["cells"][1]["raw"] == str(row["held"])
