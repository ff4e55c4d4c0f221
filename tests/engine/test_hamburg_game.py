"""hamburg-game: the whole table's final scoring and the winner (rulebook 002, end of the game)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.hamburg import STATUE_SUMS
from tests.engine.cases import anonymous, pick, player_view, refused

GAME = "hamburg-game"
ZERO = {
    "track": 0,
    "cards": 0,
    "laurel": 0,
    "superiority": 0,
    "wall_thirds": 0,
    "statues": 0,
    "priests": 0,
    "town_hall": 0,
    "money": 0,
}
# "Дарья во время игры набрала 61 ПО. … 2 + 1 + 3 + 3 + 0 + 0 = 9 ПО … итого 4 ПО … итого 8 ПО …
# 3 ПО … ещё 9 ПО … ещё 2 ПО … на 5-м делении … набирает 42 ПО … получает суммарно 103 ПО."
# (rulebook 002, scoring example; the town hall's 7 VP are DERIVED in sources.md § Hamburg)
DARYA = {
    **ZERO,
    "track": 61,
    "cards": 9,
    "laurel": 4,
    "superiority": 2,
    "wall_thirds": 1,
    "priests": 11,
    "town_hall": 7,
}


def player(name="", **values):
    return {"name": name, **ZERO, **values}


def play(players, tom=0):
    return engine.calculate(GAME, {"players": players, "tom": tom})


def test_darya_61_plus_42_is_103_as_one_player_of_a_table():
    result = play([player(track=80), {**DARYA, "name": "Дарья"}, player(track=50)])
    darya = result["players"][1]
    assert pick(darya, {"track": 61, "final": 42, "total": 103, "name": "Дарья"}) == {
        "track": 61,
        "final": 42,
        "total": 103,
        "name": "Дарья",
    }
    assert darya["rank"] == 1
    assert result["winners"] == [1]
    assert darya["breakdown"][0] == {"key": "track", "value": 61}
    assert sum(part["value"] for part in darya["final_breakdown"]) == 42


def test_defaults_include_darya():
    result = engine.calculate(GAME, {})
    assert result["players"][0]["total"] == 103
    assert result["winners"] == [0]


@pytest.mark.parametrize(
    ("players", "ranks", "winners", "last"),
    [
        pytest.param(
            [player(track=90), player(track=80, money=50), player(track=70)],
            [1, 2, 3],
            [0],
            "Player 1 wins with 90 VP.",
            id="most-points",
        ),
        pytest.param(
            [player(track=90, money=5), player(track=90, money=8), player(track=70, money=99)],
            [2, 1, 3],
            [1],
            "Player 2 wins with more money (marks: 8 to 5).",
            id="tie-broken-by-money",
        ),
        pytest.param(
            [player(track=90, money=5), player(track=90, money=5), player(track=70)],
            [1, 1, 3],
            [0, 1],
            "The rules break a tie only by money, so Player 1 and Player 2 share the victory.",
            id="tie-kept",
        ),
        pytest.param(
            [player(track=90, money=7), player(track=90, money=7), player(track=90, money=3), player()],
            [1, 1, 3, 4],
            [0, 1],
            "The rules break a tie only by money, so Player 1 and Player 2 share the victory.",
            id="three-tied-money-narrows-to-two",
        ),
    ],
)
def test_winners_and_money_tie_breaks(players, ranks, winners, last):
    result = play(players)
    assert [row["rank"] for row in result["players"]] == ranks
    assert result["winners"] == winners
    assert result["explain"]["en"][-1] == last


def test_money_sentences_in_every_language():
    result = play([player(track=90, money=5, name="Мария"), player(track=90, money=8, name="Пётр")])
    assert result["explain"] == {
        "en": ["Мария and Пётр tie on 90 VP.", "Пётр wins with more money (marks: 8 to 5)."],
        "cs": [
            "Stejný počet VB (90) mají Мария a Пётр.",
            "Vítězí Пётр díky většímu množství peněz (marky: 8 proti 5).",
        ],
        "ru": [
            "Поровну ПО (90) набрали Мария и Пётр.",
            "Побеждает Пётр благодаря большей сумме денег (марки: 8 против 5).",
        ],
    }


# Solo: "Если вам удастся набрать больше ПО, чем Тому, вы побеждаете." (rulebook 002, «Соло-режим»)
@pytest.mark.parametrize(
    ("tom", "beat", "rank", "sentence"),
    [
        (90, True, 1, "Solo: Player 1 has 103 VP, Tom 90 VP: more than Tom, so Player 1 wins."),
        (
            103,
            False,
            2,
            "Solo: Player 1 and Tom both have 103 VP; a tie is not enough (only more VP than Tom win), so Tom wins.",
        ),
        (110, False, 2, "Solo: Player 1 has 103 VP, Tom 110 VP: only more VP than Tom win, so Tom wins."),
    ],
)
def test_solo_against_tom(tom, beat, rank, sentence):
    result = play([DARYA], tom=tom)
    assert result["beat_tom"] is beat
    assert result["tom"] == tom
    assert result["winners"] == ([0] if beat else [])
    assert result["players"][0]["rank"] == rank
    assert result["explain"]["en"] == [sentence]


def test_tom_counts_only_in_solo():
    result = play([player(track=10), player(track=5)], tom=400)
    assert result["winners"] == [0]
    assert result["tom"] is None and result["beat_tom"] is None


@pytest.mark.parametrize(
    ("players", "field", "code"),
    [
        ([player(statues=1)], "players.0.statues", "hamburg_statue_sum"),
        ([player(), player(superiority=6)], "players.1.superiority", "out_of_range"),
        ([player(money=-1)], "players.0.money", "out_of_range"),
        ([], "players", "list_length"),
        ([player()] * 6, "players", "list_length"),
        ([{**player(), "windows": []}], "players.0.windows", "unknown_field"),
    ],
)
def test_refuses(players, field, code):
    assert refused(GAME, {"players": players}) == (field, code)


NAMES = ["Ada", "Bo", "Cyril", "Dáša", "Erik"]
statue_sums = sorted(s for s in STATUE_SUMS if s <= 19)


@st.composite
def tables(draw, min_players=2):
    count = draw(st.integers(min_players, 5))
    players = [
        player(
            name=NAMES[i],
            track=draw(st.integers(0, 120)),
            cards=draw(st.integers(0, 40)),
            laurel=draw(st.integers(0, 20)),
            superiority=draw(st.integers(0, 5)),
            wall_thirds=draw(st.integers(0, 2)),
            statues=draw(st.sampled_from(statue_sums)),
            priests=draw(st.integers(0, 30)),
            town_hall=draw(st.integers(0, 18)),
            money=draw(st.integers(0, 12)),
        )
        for i in range(count)
    ]
    return {"players": players, "tom": draw(st.integers(0, 200))}


@given(tables(min_players=1))
def test_totals_equal_their_parts(inputs):
    result = engine.calculate(GAME, inputs)
    for row in result["players"]:
        assert row["total"] == sum(part["value"] for part in row["breakdown"])
        assert row["final"] == sum(part["value"] for part in row["final_breakdown"])
        assert row["total"] == row["track"] + row["final"]
    assert all(result["players"][w]["rank"] == 1 for w in result["winners"])


@given(tables(), st.data())
def test_relabelling_players_permutes_the_results(inputs, data):
    order = data.draw(st.permutations(range(len(inputs["players"]))))
    new_index = {old: new for new, old in enumerate(order)}
    relabelled = {**inputs, "players": [inputs["players"][old] for old in order]}
    before = engine.calculate(GAME, inputs)
    after = engine.calculate(GAME, relabelled)
    assert [player_view(row) for row in after["players"]] == [player_view(before["players"][old]) for old in order]
    assert after["winners"] == sorted(new_index[w] for w in before["winners"])
    assert anonymous(after["explain"], NAMES) == anonymous(before["explain"], NAMES)
