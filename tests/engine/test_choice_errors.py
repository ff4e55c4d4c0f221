"""Every error a form's choice can reach (a select of options or of players, a shared link with a
value the list does not offer) names the choices as the form shows them, in the page's language:
the options' labels, never the engine's keys, and "Nobody (in the bank)", never −1."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine
from engine.languages import LANGUAGES

PLAYER_WORD = {"en": "player", "cs": "hráč", "ru": "игрок"}


def _selects() -> list[tuple[str, str, dict[str, Any], str | None]]:
    """(calculator, field path, description, rows input) for every choice and player select."""
    found = []
    for calc_id in engine.calculators():
        for name, field in engine.describe(calc_id)["inputs"].items():
            if field["type"] == "rows" and "fields" in field:
                for sub, row_field in field["fields"].items():
                    if row_field["type"] == "choice" or row_field.get("player_label"):
                        found.append((calc_id, sub, row_field, name))
            elif field["type"] == "choice" or field.get("player_label"):
                found.append((calc_id, name, field, None))
    return found


SELECTS = _selects()


def _bad_values(field: dict[str, Any]) -> list[Any]:
    if field["type"] == "choice":
        # An empty box is refused unless the field stands for it on a score sheet (its `blank`).
        return ["bogus", 3] if "blank" in field else ["bogus", "", 3]
    # Out of the list, and the list's last player where the game has fewer players.
    return [field["min"] - 1, field["max"] + 1, "x", field["max"]]


def _inputs(calc_id: str, name: str, rows: str | None, value: Any) -> dict[str, Any]:
    described = engine.describe(calc_id)["inputs"]
    inputs: dict[str, Any] = {}
    players = described.get("players")
    if players and players["type"] == "rows" and players["default"] and rows != "players":
        inputs["players"] = players["default"][: players["min"]]  # fewer players than the list offers
    if rows is None:
        return {**inputs, name: value}
    default = described[rows]["default"]
    first = {**default[0], name: value} if default else {name: value}
    return {**inputs, rows: [first, *default[1:]]}


def test_every_select_is_found():
    """The engine's selects, so that the test below cannot pass on an empty list."""
    ids = {(calc_id, name) for calc_id, name, _, _ in SELECTS}
    assert {("carcassonne-abbey", "feature"), ("carcassonne-farmhouse", "moment"), ("amunre-game", "kingdom")} <= ids
    assert {("amunre-game", "side"), ("amunre-game", "owner"), ("amunre-offering", "start")} <= ids
    assert {("catan-game", "road_holder"), ("catan-game", "army_holder"), ("catan-game", "turn")} <= ids


@pytest.mark.parametrize(("calc_id", "name", "field", "rows"), SELECTS, ids=[f"{c}.{n}" for c, n, _, _ in SELECTS])
def test_errors_name_the_choices_as_the_form_shows_them(calc_id, name, field, rows):
    for value in _bad_values(field):
        inputs = _inputs(calc_id, name, rows, value)
        try:
            engine.calculate(calc_id, inputs)
        except engine.InputError as error:
            messages = error.to_json()["messages"]
        else:
            raise AssertionError(f"{calc_id}: {name} = {value!r} accepted")
        for lang in LANGUAGES:
            message = messages[lang]
            assert "−1" not in message and "-1" not in message, (value, message)
            if field["type"] == "choice":
                for option, labels in field["option_labels"].items():
                    assert labels[lang] in message, (value, message)
                    if lang != "en":  # an English label may hold its key's word ("just placed")
                        assert not re.search(rf"\b{option}\b", message), (value, message)
            else:
                assert PLAYER_WORD[lang] in message.lower(), (value, message)
                assert not re.search(r"\b0\b", message), (value, message)  # the engine counts from 0
                if field["none_label"]:
                    assert field["none_label"][lang] in message, (value, message)
