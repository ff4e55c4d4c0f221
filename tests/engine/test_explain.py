"""Explanations in words: plural forms, names and lists in every language, and the tie-break chain."""

from __future__ import annotations

import pytest

from engine import explain, sheet
from engine.languages import LANGUAGES

POINTS = {
    "en": {"one": "point", "other": "points"},
    "cs": {"one": "bod", "few": "body", "other": "bodů"},
    "ru": {"one": "очко", "few": "очка", "many": "очков"},
}


@pytest.mark.parametrize(
    ("count", "en", "cs", "ru"),
    [
        (0, "0 points", "0 bodů", "0 очков"),
        (1, "1 point", "1 bod", "1 очко"),
        (2, "2 points", "2 body", "2 очка"),
        (4, "4 points", "4 body", "4 очка"),
        (5, "5 points", "5 bodů", "5 очков"),
        (11, "11 points", "11 bodů", "11 очков"),
        (12, "12 points", "12 bodů", "12 очков"),
        (21, "21 points", "21 bodů", "21 очко"),
        (22, "22 points", "22 bodů", "22 очка"),
        (111, "111 points", "111 bodů", "111 очков"),
    ],
)
def test_counted_nouns_agree_with_their_number(count, en, cs, ru):
    assert explain.counted(POINTS, count) == {"en": en, "cs": cs, "ru": ru}


def test_players_without_a_name_are_numbered_from_one():
    assert explain.player(0, "") == {"en": "Player 1", "cs": "Hráč 1", "ru": "Игрок 1"}
    assert explain.player(3, "Řehoř") == dict.fromkeys(LANGUAGES, "Řehoř")


@pytest.mark.parametrize(
    ("names", "en", "cs", "ru"),
    [
        (["A"], "A", "A", "A"),
        (["A", "B"], "A and B", "A a B", "A и B"),
        (["A", "B", "C"], "A, B and C", "A, B a C", "A, B и C"),
    ],
)
def test_joined_lists(names, en, cs, ru):
    assert explain.joined([explain.fixed(n) for n in names]) == {"en": en, "cs": cs, "ru": ru}


@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        ([(5,), (3,), (5,), (1,)], [1, 3, 1, 4]),
        ([(5, 1), (5, 2), (4, 9)], [2, 1, 3]),
        ([(0,), (0,), (0,)], [1, 1, 1]),
    ],
)
def test_ranks_share_places_and_skip_the_next(keys, expected):
    assert sheet.ranks(keys) == expected


def test_decide_walks_the_criteria_until_one_is_left():
    steps = sheet.decide([(39, 6, 1), (39, 4, 5), (30, 9, 9)], ("points", "pyramids", "stones"))
    assert [(s["criterion"], s["leaders"], s["best"], s["next"]) for s in steps] == [
        ("points", [0, 1], 39, 30),
        ("pyramids", [0], 6, 4),
    ]
    assert sheet.winners(steps) == [0]


def test_decide_keeps_a_full_tie():
    steps = sheet.decide([(10, 2), (10, 2)], ("points", "money"))
    assert sheet.winners(steps) == [0, 1]
    assert steps[-1]["next"] is None


@pytest.mark.parametrize(
    ("name", "shown"),
    [("Anna", "Anna"), ("Ирина", "Ирина"), ("דוד", "\u2068דוד\u2069"), ("Ali علي", "\u2068Ali علي\u2069")],
)
def test_a_player_is_isolated_where_their_name_could_move_the_figures_beside_it(name, shown):
    assert explain.player(0, name) == {lang: shown for lang in LANGUAGES}
