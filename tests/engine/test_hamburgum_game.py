"""hamburgum-game: the whole table's end of the game and the winner (rulebook 000, "Konec hry")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import anonymous, pick, player_view, refused

GAME = "hamburgum-game"


def player(prestige=0, tokens=0, goods=0, materials=0, money=0, name=""):
    return {
        "name": name,
        "prestige": prestige,
        "tokens": tokens,
        "goods": goods,
        "materials": materials,
        "money": money,
    }


def play(players):
    return engine.calculate(GAME, {"players": players})


# "Nyní se ještě vyhodnotí všechny nevyhodnocené žetony prestiže. Dále se všechny přebývající materiál
# i zboží prodá do banku 50£/kus. K určení výsledného skóre si hráči ještě přičtou jeden bod za každých
# zbývajících 100£. Hráč s nejvíce body prestiže vyhrává. Pokud dojde k remíze, tak vítězí hráč s
# největším počtem zbylých peněz." (rulebook 000, Konec hry)
END_CASES = [
    # (player, total, money_points, final_money)
    pytest.param(player(62, 14, 3, 2, 480), 83, 7, 730, id="tokens-sale-and-money"),
    pytest.param(player(40, 0, 1, 0, 60), 41, 1, 110, id="the-sale-completes-a-hundred"),
    pytest.param(player(40, 0, 0, 0, 99), 40, 0, 99, id="only-full-hundreds-count"),
    pytest.param(player(40, 5, 0, 4, 0), 47, 2, 200, id="materials-sell-too"),
    pytest.param(player(0, 0, 0, 0, 0), 0, 0, 0, id="nothing"),
]


@pytest.mark.parametrize(("row", "total", "money_points", "final_money"), END_CASES)
def test_end_of_game_scoring_with_the_sale_of_leftovers(row, total, money_points, final_money):
    result = play([player(), row])["players"][1]
    expected = {"total": total, "money_points": money_points, "final_money": final_money}
    assert pick(result, expected) == expected


@pytest.mark.parametrize(
    ("players", "ranks", "winners", "last"),
    [
        pytest.param(
            [player(50), player(49, money=99), player(30)],
            [1, 2, 3],
            [0],
            "Player 1 wins with 50 prestige points.",
            id="points",
        ),
        pytest.param(
            # 500 £ against 420 £ + 2 goods sold = 520 £: the sale counts in the tie-break.
            [player(40, money=500), player(40, goods=2, money=420), player(10)],
            [2, 1, 3],
            [1],
            "Player 2 wins with more money left (520 £ to 500 £ after the sale).",
            id="money-after-the-sale",
        ),
        pytest.param(
            # 790 £ (7 points) against 800 £ (8 points, one prestige point less): the money compared is
            # the money left, not what remains after taking the points for money (90 £ against 0 £).
            [player(41, money=790), player(40, money=800), player(10)],
            [2, 1, 3],
            [1],
            "Player 2 wins with more money left (800 £ to 790 £ after the sale).",
            id="money-before-the-conversion",
        ),
        pytest.param(
            [player(40, money=300), player(40, materials=2, money=200), player(10)],
            [1, 1, 3],
            [0, 1],
            "The rules break a tie only by money, so Player 1 and Player 2 share the victory.",
            id="tie-kept",
        ),
    ],
)
def test_winners_and_money_tie_breaks(players, ranks, winners, last):
    result = play(players)
    assert [row["rank"] for row in result["players"]] == ranks
    assert result["winners"] == winners
    assert result["explain"]["en"][-1] == last
    assert result["tie_break"] == ["total", "final_money"]


def test_the_compared_money_is_stated_in_every_language():
    explained = play([player(), player()])["explain"]
    assert "after that sale" in explained["en"][0]
    assert "po tomto prodeji" in explained["cs"][0]
    assert "после этой продажи" in explained["ru"][0]


def test_defaults_are_a_tie_on_points_decided_by_money():
    result = engine.calculate(GAME, {})
    assert result["players"][0]["total"] == result["players"][2]["total"] == 83
    assert result["winners"] == [0]


@pytest.mark.parametrize(
    ("players", "field", "code"),
    [
        ([player()], "players", "list_length"),
        ([player()] * 6, "players", "list_length"),
        ([player(), player(money=-5)], "players.1.money", "out_of_range"),
        ([player(), player(name="  " + "y" * 30)], "players.1.name", "text_too_long"),
        ([player(), {**player(), "bells": 1}], "players.1.bells", "unknown_field"),
    ],
)
def test_refuses(players, field, code):
    assert refused(GAME, {"players": players}) == (field, code)


NAMES = ["Ada", "Bo", "Cyril", "Dáša", "Erik"]


@st.composite
def tables(draw):
    count = draw(st.integers(2, 5))
    players = [
        player(
            prestige=draw(st.integers(0, 60)),
            tokens=draw(st.integers(0, 20)),
            goods=draw(st.integers(0, 4)),
            materials=draw(st.integers(0, 4)),
            money=draw(st.sampled_from([0, 50, 100, 150, 200, 250, 300])),
            name=NAMES[i],
        )
        for i in range(count)
    ]
    return {"players": players}


@given(tables())
def test_totals_equal_their_parts(inputs):
    result = engine.calculate(GAME, inputs)
    for row in result["players"]:
        assert row["total"] == sum(part["value"] for part in row["breakdown"])
        assert row["final_money"] == sum(part["value"] for part in row["money_breakdown"])
        assert row["money_points"] == row["final_money"] // 100
    assert result["winners"] == [i for i, row in enumerate(result["players"]) if row["rank"] == 1]


@given(tables(), st.data())
def test_relabelling_players_permutes_the_results(inputs, data):
    order = data.draw(st.permutations(range(len(inputs["players"]))))
    new_index = {old: new for new, old in enumerate(order)}
    relabelled = {"players": [inputs["players"][old] for old in order]}
    before = engine.calculate(GAME, inputs)
    after = engine.calculate(GAME, relabelled)
    assert [player_view(row) for row in after["players"]] == [player_view(before["players"][old]) for old in order]
    assert after["winners"] == sorted(new_index[w] for w in before["winners"])
    assert anonymous(after["explain"], NAMES) == anonymous(before["explain"], NAMES)
