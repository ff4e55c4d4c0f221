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


def player_view(row: dict) -> dict:
    """A player's result entry without its position in the table (which relabelling changes)."""
    return {k: v for k, v in row.items() if k != "player"}


def anonymous(explain: dict, names: list[str]) -> dict:
    """The explanation with every player's name blanked out, so that two orders of the same
    players compare equal."""
    blank = {}
    for lang, sentences in explain.items():
        blanked = []
        for sentence in sentences:
            for name in sorted(names, key=len, reverse=True):
                sentence = sentence.replace(name, "·")
            blanked.append(sentence)
        blank[lang] = blanked
    return blank
