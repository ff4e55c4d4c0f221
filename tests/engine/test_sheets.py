"""What the four score sheets ({game}-game) share: names echoed, ranks, explanations in every
language, and pure functions that leave their arguments alone."""

from __future__ import annotations

from copy import deepcopy

import pytest

import engine
from engine.fields import parse_record
from engine.languages import LANGUAGES
from engine.messages import _MODULES
from engine.registry import _REGISTRY
from tests.sheets import SHEETS

TEMPLATES = {module.__name__.rsplit(".", 1)[-1]: module.EXPLAIN for module in _MODULES if hasattr(module, "EXPLAIN")}


@pytest.mark.parametrize("module", list(TEMPLATES))
def test_every_sentence_exists_in_every_language(module):
    for key, texts in TEMPLATES[module].items():
        assert set(texts) == set(LANGUAGES), f"{module}.{key}"
        assert all(text.strip() for text in texts.values()), f"{module}.{key}"


@pytest.mark.parametrize("calculator_id", SHEETS)
def test_the_function_leaves_its_arguments_alone(calculator_id):
    calc = _REGISTRY[calculator_id]
    values = parse_record(calc.inputs, {})
    kept = deepcopy(values)
    calc.compute(**values)
    assert values == kept


@pytest.mark.parametrize("calculator_id", SHEETS)
def test_names_are_echoed_and_used_in_the_explanation(calculator_id):
    players = [dict(row) for row in engine.describe(calculator_id)["inputs"]["players"]["default"]]
    players[0]["name"] = "Žofie"
    result = engine.calculate(calculator_id, {"players": players})
    assert [row["name"] for row in result["players"]] == ["Žofie"] + [""] * (len(players) - 1)
    for lang in LANGUAGES:  # player 1 takes part in each default's deciding rule
        assert any("Žofie" in sentence for sentence in result["explain"][lang]), lang
    assert not any("Player 1" in sentence for sentence in result["explain"]["en"])


@pytest.mark.parametrize("calculator_id", SHEETS)
def test_ranks_start_at_one_and_winners_hold_it(calculator_id):
    result = engine.calculate(calculator_id, {})
    ranks = [row["rank"] for row in result["players"]]
    assert min(ranks) == 1
    assert result["winners"] == [i for i, rank in enumerate(ranks) if rank == 1]


def _blank_table(calculator_id):
    """A sheet as a first visit sends it: four players, every box empty, no provinces."""
    inputs = engine.describe(calculator_id)["inputs"]
    fields = [f for f in inputs["players"]["fields"] if f != "name"]
    blank = {"players": [dict.fromkeys(fields, "") for _ in range(4)]}
    for scored in ("provinces", "entries"):  # Amun-Re's provinces, Carcassonne's scorings
        if scored in inputs:
            blank[scored] = []
    return blank


@pytest.mark.parametrize("calculator_id", SHEETS)
def test_a_blank_sheet_announces_no_winner_and_no_shared_win(calculator_id):
    blank = _blank_table(calculator_id)
    for table in (blank, {**blank, "players": blank["players"][:3]}):
        result = engine.calculate(calculator_id, table)
        # Catan names a winner only on turn with 10 points; the others say the table is blank.
        assert result.get("blank", result.get("winner") is None) is True
        words = " ".join(result["explain"]["en"])
        assert "share" not in words and ("win" not in words or calculator_id == "catan-game"), words
    # One figure entered, and the table has its leader again (Catan's needs 10 points on turn).
    if calculator_id != "catan-game":
        numbers = engine.describe(calculator_id)["inputs"]["players"]["fields"]
        first = next(
            (f for f in blank["players"][0] if f not in ("gold", "money", "bonus") and numbers[f]["type"] == "int"),
            None,
        )
        if first:
            blank["players"][1][first] = "3"
        else:  # Carcassonne's players have no figures: its scorings are entries (3 points by hand)
            blank["entries"] = [{"feature": "points", "pieces": ",3"}]
            first = "entries"
        result = engine.calculate(calculator_id, blank)
        assert result["blank"] is False and result["winners"] == [1], first
        assert any("win" in s for s in result["explain"]["en"])


def test_a_table_tied_above_zero_still_shares_the_win():
    blank = _blank_table("hamburg-game")
    for row in blank["players"]:
        row["track"] = "40"
    result = engine.calculate("hamburg-game", blank)
    assert result["blank"] is False and result["winners"] == [0, 1, 2, 3]


def test_every_wrong_box_is_reported_the_first_leading():
    blank = _blank_table("catan-game")
    blank["players"][1]["cities"] = "9"
    blank["players"][1]["knights"] = "x"
    blank["players"][3]["settlements"] = "-1"
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("catan-game", blank)
    error = caught.value
    assert (error.field, error.code) == ("players.1.cities", "out_of_range")  # as when only it was wrong
    assert [(e.field, e.code) for e in error.others] == [
        ("players.1.knights", "not_integer"),
        ("players.3.settlements", "out_of_range"),
    ]
    reply = error.to_json()
    assert [o["field"] for o in reply["others"]] == ["players.1.knights", "players.3.settlements"]
    assert all(set(o["messages"]) == set(LANGUAGES) for o in reply["others"])
    # One wrong box: no list, the reply as before.
    blank["players"][1]["knights"] = blank["players"][3]["settlements"] = ""
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("catan-game", blank)
    assert caught.value.others == [] and "others" not in caught.value.to_json()
