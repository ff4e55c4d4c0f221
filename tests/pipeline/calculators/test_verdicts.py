"""The verdicts as a reader sees them, in every language, with the real specs' presentation
(engine/present.py on sitebuild's presentation()): a game that is not over has leaders and no
winner anywhere; a solo Hamburg game lost has one verdict, Tom, in the explanation and the
standings; a mark says what its figure decides (the Pharaoh, 1st place for gold), not "winner"."""

from __future__ import annotations

import pytest

import engine
from engine.languages import LANGUAGES
from engine.present import MARK, present
from sitebuild.calculators.render import presentation, ui_texts
from sitebuild.calculators.specs import load_specs

SPECS = {spec.id: spec for spec in load_specs()}
UI = ui_texts()


def _shown(calculator_id: str, inputs: dict, lang: str) -> tuple[dict, dict]:
    result = engine.calculate(calculator_id, inputs)
    return result, present(presentation(SPECS[calculator_id]), result, lang)


def _all_text(shown: dict) -> str:
    """Every word the page shows of a result (the standings, the marks, the explanation)."""
    standings = shown["standings"] or {}
    words = [standings.get("headline", ""), *(e["mark"] or "" for e in standings.get("entries", []))]
    words += [row["mark"] or "" for table in shown["tables"] for row in table["rows"]]
    return " ".join(words + shown["explain"])


def _winner_words(lang: str) -> list[str]:
    """The interface's words for a win: the mark's, and the standings' lines up to their names."""
    return [UI["winner"][lang], *(UI[key][lang].split("{names}")[0].strip() for key in ("winner_line", "shared_line"))]


# ---------------------------------------------------------------------------------------------
# Amun-Re after the Old Kingdom: the table leads, nobody has won (rulebook 004: the winner is
# named at the end of the game, after the New Kingdom's scoring)

OLD_KINGDOM = {
    **SPECS["amunre-game"].example,
    "kingdom": "old",
    # Bohdan: 3 pyramids + 5 west of the Nile + 5 bonus cards × 3 = 23 points.
    "provinces": [{"owner": 1, "side": "west", "pyramids": 3, "stones": 0, "temples": 0}],
    "players": [
        {"name": "Anna", "bonus": 0, "gold": 0, "old_kingdom": 0},
        {"name": "Bohdan", "bonus": 5, "gold": 0, "old_kingdom": 0},
        {"name": "Cyril", "bonus": 1, "gold": 0, "old_kingdom": 0},
    ],
}
LEADS = {
    "en": ("Leading: Bohdan", "leads", "After the Old Kingdom Bohdan leads with 23 points."),
    "cs": ("Vede: Bohdan", "vede", "Po Staré říši vede Bohdan s 23 body."),
    "ru": ("Лидирует: Bohdan", "лидирует", "После Древнего царства лидирует Bohdan: 23 очка."),
}
SHARED_LEADS = {
    "en": "Sharing the lead: Anna, Bohdan",
    "cs": "Vedou: Anna, Bohdan",
    "ru": "Лидируют: Anna, Bohdan",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_the_old_kingdom_the_table_leads_and_nobody_wins(lang):
    result, shown = _shown("amunre-game", OLD_KINGDOM, lang)
    headline, mark, sentence = LEADS[lang]
    assert result["finished"] is False and result["leaders"] == [1]
    standings = shown["standings"]
    assert standings["headline"] == headline
    assert (standings["winners"], standings["leaders"]) == ([], ["Bohdan"])
    assert [row["mark"] for row in shown["tables"][0]["rows"]] == [None, mark, None]
    assert [row["marked"] for row in shown["tables"][0]["rows"]] == [False, True, False]
    assert shown["explain"][-1] == sentence
    text = _all_text(shown)
    assert MARK not in text
    assert not [word for word in _winner_words(lang) if word.lower() in text.lower()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_players_level_after_the_old_kingdom_share_the_lead(lang):
    players = [{**OLD_KINGDOM["players"][0], "bonus": 5, "old_kingdom": 0}, *OLD_KINGDOM["players"][1:]]
    # Anna's 15 + nothing else against Bohdan's 23: give Anna a province like his on the other side.
    provinces = [*OLD_KINGDOM["provinces"], {"owner": 0, "side": "east", "pyramids": 3, "stones": 0, "temples": 0}]
    result, shown = _shown("amunre-game", {**OLD_KINGDOM, "players": players, "provinces": provinces}, lang)
    assert result["leaders"] == [0, 1] and result["winners"] == []
    assert shown["standings"]["headline"] == SHARED_LEADS[lang]
    assert MARK not in _all_text(shown)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_of_the_game_still_names_its_winner(lang):
    result, shown = _shown("amunre-game", {**OLD_KINGDOM, "kingdom": "new"}, lang)
    assert "finished" not in result and result["winners"] == [1]
    assert shown["standings"]["headline"] == f"{MARK} " + UI["winner_line"][lang].replace("{names}", "Bohdan")
    assert shown["tables"][0]["rows"][1]["mark"] == f"{MARK} {UI['winner'][lang]}"
    assert shown["standings"]["winners"] == ["Bohdan"] and shown["standings"]["leaders"] == []


# ---------------------------------------------------------------------------------------------
# Hamburg solo: "Если вам удастся набрать больше ПО, чем Тому, вы побеждаете." (rulebook 002,
# «Соло-режим»): otherwise Tom wins, in the explanation and in the standings alike.

TOM = {"en": "Tom", "cs": "Tom", "ru": "Том"}
WINS = {"en": "wins", "cs": "vítězí", "ru": "побеждает"}


def _solo(tom: int) -> dict:
    player = {**SPECS["hamburg-game"].example["players"][0], "name": "Dana"}
    return {**SPECS["hamburg-game"].example, "players": [player], "tom": tom}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("tom", "winner"), [(90, "Dana"), (103, "Tom"), (110, "Tom")], ids=["won", "tie", "lost"])
def test_a_solo_game_has_one_verdict(lang, tom, winner):
    result, shown = _shown("hamburg-game", _solo(tom), lang)
    assert result["players"][0]["total"] == 103  # the rulebook's Daria: 61 + 42
    name = TOM[lang] if winner == "Tom" else winner
    assert shown["standings"]["headline"] == f"{MARK} " + UI["winner_line"][lang].replace("{names}", name)
    assert shown["standings"]["winners"] == [name]
    sentence = shown["explain"][-1]
    assert sentence.endswith((f"{name} {WINS[lang]}.", f"{WINS[lang]} {name}.")), sentence
    assert UI["no_winner_yet"][lang] not in _all_text(shown)
    dana = shown["tables"][0]["rows"][0]
    assert (dana["mark"] is not None) == (winner == "Dana")


# ---------------------------------------------------------------------------------------------
# Marks that are not a game's winner

PHARAOH = {"en": "Pharaoh", "cs": "faraon", "ru": "фараон"}
FIRST = {"en": "1st place", "cs": "1. místo", "ru": "1-е место"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_highest_sacrifice_is_marked_as_the_pharaoh(lang):
    # The rulebook's example: Red 9, Blue 4, Black and White "−3"; Red becomes Pharaoh.
    _, shown = _shown("amunre-offering", SPECS["amunre-offering"].defaults(), lang)
    marks = [row["mark"] for row in shown["tables"][0]["rows"]]
    assert marks == [f"{MARK} {PHARAOH[lang]}", None, None, None]
    assert UI["winner"][lang] not in _all_text(shown)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_most_gold_is_marked_as_first_place(lang):
    _, shown = _shown("amunre-gold", {"gold": [34, 34, 21, 12]}, lang)
    marks = [row["mark"] for row in shown["tables"][0]["rows"]]
    assert marks == [f"{MARK} {FIRST[lang]}"] * 2 + [None, None]
    assert UI["winner"][lang] not in _all_text(shown)


MAJORITY = {"en": "majority", "cs": "převaha", "ru": "большинство"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("calculator_id", [f"carcassonne-{c}" for c in ("city", "farmhouse", "field", "road")])
def test_a_carcassonne_majority_is_marked_as_such(calculator_id, lang):
    """Who scores a feature holds the majority in it; the game is not won there."""
    result, shown = _shown(calculator_id, SPECS[calculator_id].example, lang)
    marks = {row["mark"] for table in shown["tables"] for row in table["rows"] if row["marked"]}
    assert marks == {f"{MARK} {MAJORITY[lang]}"}, (result.get("majority"), marks)
    assert UI["winner"][lang] not in _all_text(shown)
