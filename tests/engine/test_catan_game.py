"""catan-game: Longest Road, Largest Army and the winner on turn for the whole table (rulebook 001)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import anonymous, player_view, refused

GAME = "catan-game"


def player(settlements=2, cities=0, vp_cards=0, road=1, knights=0, name=""):
    return {
        "name": name,
        "settlements": settlements,
        "cities": cities,
        "vp_cards": vp_cards,
        "road": road,
        "knights": knights,
    }


def play(players, road_holder=-1, army_holder=-1, turn=0):
    return engine.calculate(
        GAME, {"players": players, "road_holder": road_holder, "army_holder": army_holder, "turn": turn}
    )


def test_rulebook_ten_points_on_turn():
    """ "Hráč má 2 vesnice (2 body), Nejdelší obchodní cestu (2 body), 2 města (4 body) a 1 Kartu s
    výherním bodem. Koupí si akční kartu a je to další Karta s výherním bodem. Hráč nyní odhalí oba
    body na akčních kartách a vyhrává." (rulebook 001, Konec hry)"""
    players = [player(), player(settlements=2, cities=2, vp_cards=2, road=6), player(road=3)]
    result = play(players, road_holder=1, turn=1)
    assert result["players"][1]["points"] == 10
    assert result["players"][1]["longest_road"] is True
    assert result["winner"] == 1
    assert result["winners"] == [1]
    assert result["players"][1]["rank"] == 1


def test_defaults_are_a_finished_game():
    result = engine.calculate(GAME, {})
    assert result["winner"] == 0
    assert result["players"][0]["points"] == 10


# ---------------------------------------------------------------------------------------------
# Longest Road

ROAD_CASES = [
    # (roads, holder before, holder after, how)
    pytest.param([5, 3, 2], -1, 0, "gets", id="first-road-of-5"),
    pytest.param([4, 3, 2], -1, -1, "none", id="4-is-not-enough"),
    pytest.param([6, 7, 2], 0, 1, "takes", id="strictly-longer-takes-it"),
    pytest.param([6, 6, 2], 0, 0, "keeps_tie", id="holder-keeps-on-a-tie"),
    pytest.param([6, 6, 6], 1, 1, "keeps_tie", id="holder-keeps-on-a-three-way-tie"),
    pytest.param([9, 6, 2], 0, 0, "keeps", id="holder-still-longest"),
    # "Oranžový měl Nejdelší obchodní cestu ze 7 silnic. Červený ji ale přerušil svojí vesnicí a
    # kartu … získává tedy on." (rulebook 001, N)
    pytest.param([3, 6, 2], 0, 1, "takes", id="broken-to-a-single-new-leader"),
    # "Mají-li po přerušení dva či více hráčů stejně dlouhé souvislé silnice, karta se vrací do banku"
    pytest.param([4, 6, 6], 0, -1, "back_tie", id="broken-into-a-tie-goes-to-the-bank"),
    pytest.param([4, 3, 2], 0, -1, "back_short", id="broken-below-5-goes-to-the-bank"),
    pytest.param([6, 6, 2], -1, -1, "stays_tie", id="tie-in-the-bank-stays-there"),
    pytest.param([7, 6, 2], -1, 0, "gets", id="single-longest-from-the-bank"),
]


@pytest.mark.parametrize(("roads", "before", "after", "how"), ROAD_CASES)
def test_longest_road(roads, before, after, how):
    result = play([player(road=r) for r in roads], road_holder=before)
    assert result["road_holder"] == after
    assert result["longest_road"]["how"] == how
    assert [row["longest_road"] for row in result["players"]] == [i == after for i in range(len(roads))]
    assert [row["points"] for row in result["players"]] == [2 + (2 if i == after else 0) for i in range(len(roads))]


def test_road_sentences():
    named = [player(road=6, name="Blue"), player(road=6, name="Red"), player(road=2, name="Šárka")]
    assert play(named, road_holder=0)["explain"]["en"][0] == "Longest Road: Blue keeps it (6 = 6, the holder keeps it)."
    broken = [player(road=4, name="Blue"), player(road=6, name="Red"), player(road=6, name="Šárka")]
    assert play(broken, road_holder=0)["explain"]["en"][0] == (
        "Longest Road: the card goes back to the bank: Red and Šárka tie for the longest road (6), and it stays"
        " there until one road is longer than all others."
    )
    taken = [player(road=4, name="Blue"), player(road=7, name="Red"), player(road=6)]
    explained = play(taken, road_holder=0)["explain"]
    assert explained["en"][0] == "Longest Road: Red takes it from Blue (7 to 4)."
    assert explained["cs"][0] == "Nejdelší obchodní cesta: kartu získává Red (7 proti 4; dosavadní držitel: Blue)."
    assert explained["ru"][0] == "Самый длинный тракт: карту получает Red (7 против 4; прежний владелец — Blue)."


# ---------------------------------------------------------------------------------------------
# Largest Army

ARMY_CASES = [
    pytest.param([3, 2, 0], -1, 0, "gets", id="third-knight"),
    pytest.param([2, 2, 1], -1, -1, "none", id="two-knights-are-not-enough"),
    pytest.param([3, 3, 0], 0, 0, "keeps_tie", id="as-many-knights-do-not-take-it"),
    pytest.param([3, 4, 0], 0, 1, "takes", id="more-knights-take-it"),
    pytest.param([5, 4, 4], 0, 0, "keeps", id="holder-has-the-most"),
]


@pytest.mark.parametrize(("knights", "before", "after", "how"), ARMY_CASES)
def test_largest_army(knights, before, after, how):
    result = play([player(knights=k) for k in knights], army_holder=before)
    assert result["army_holder"] == after
    assert result["largest_army"]["how"] == how
    assert [row["largest_army"] for row in result["players"]] == [i == after for i in range(len(knights))]


# ---------------------------------------------------------------------------------------------
# The winner on turn


def test_a_win_only_on_turn():
    players = [player(settlements=3), player(settlements=4, cities=3), player()]
    waiting = play(players, turn=0)
    assert waiting["players"][1]["points"] == 10
    assert waiting["winner"] is None
    assert waiting["winners"] == []
    assert "Player 2 has 10 points but can win only on their own turn." in waiting["explain"]["en"]
    assert waiting["explain"]["en"][-1] == "No winner yet: Player 1 is on turn with 3 points of 10."
    assert waiting["explain"]["cs"][-1] == "Zatím nikdo nevyhrál: na tahu je Hráč 1 a má 3 body z 10."
    assert waiting["explain"]["ru"][-1] == "Победителя пока нет: ходит Игрок 1, набрано 3 очка из 10."
    won = play(players, turn=1)
    assert won["winner"] == 1
    assert won["explain"]["en"][-1] == "Player 2 is on turn with 10 points and wins."


@pytest.mark.parametrize("lang", ["en", "cs", "ru"])
def test_nobody_wins_before_the_table_says_whose_turn_it_is(lang):
    players = [player(settlements=5, cities=3), player(settlements=4, cities=3), player()]
    result = play(players, turn=-1)  # a new sheet: "On turn" not chosen yet
    assert [row["points"] for row in result["players"]] == [11, 10, 2]
    assert result["winner"] is None and result["winners"] == []
    assert [row["rank"] for row in result["players"]] == [1, 2, 3]
    last = {
        "en": "No winner yet: choose who is on turn (only the player on turn can win).",
        "cs": "Zatím nikdo nevyhrál: zvolte, kdo je na tahu (vyhrát může jen hráč na tahu).",
        "ru": "Победителя пока нет: выберите, кто ходит (победить можно только в свой ход).",
    }
    assert result["explain"][lang][-1] == last[lang]
    assert play(players, turn=0)["winner"] == 0  # chosen: the player on turn with 10 or more wins


def test_the_winner_ranks_first_even_behind_on_points():
    players = [player(settlements=5, cities=3), player(settlements=4, cities=3), player()]
    result = play(players, turn=1)
    assert [row["points"] for row in result["players"]] == [11, 10, 2]
    assert result["winner"] == 1
    assert [row["rank"] for row in result["players"]] == [2, 1, 3]


def test_ties_share_a_rank():
    result = play([player(), player(settlements=3), player()])
    assert [row["rank"] for row in result["players"]] == [2, 1, 2]


# ---------------------------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"turn": 3}, "turn", "catan_not_a_player"),
        ({"road_holder": 3}, "road_holder", "catan_holder_not_a_player"),
        ({"army_holder": 3}, "army_holder", "catan_holder_not_a_player"),
        ({"road_holder": -2}, "road_holder", "not_a_player_or_nobody"),
        ({"turn": -2}, "turn", "not_a_player_or_nobody"),
        ({"army_holder": 0}, "army_holder", "catan_army_holder_knights"),
        ({"players": [player(knights=3), player(knights=3), player()]}, "army_holder", "catan_army_tie"),
        (
            {"players": [player(knights=3), player(knights=4), player(knights=4)], "army_holder": 0},
            "army_holder",
            "catan_army_tie",
        ),
        ({"players": [player(), player()]}, "players", "list_length"),
        ({"players": [player(settlements=6), player(), player()]}, "players.0.settlements", "out_of_range"),
        ({"players": [player(road=16), player(), player()]}, "players.0.road", "out_of_range"),
        ({"players": [player(name=3), player(), player()]}, "players.0.name", "not_text"),
    ],
)
def test_refuses(inputs, field, code):
    base = {"players": [player(), player(), player()], "road_holder": -1, "army_holder": -1, "turn": 0}
    assert refused(GAME, {**base, **inputs}) == (field, code)


# ---------------------------------------------------------------------------------------------
# Properties

NAMES = ["Ada", "Bo", "Cyril", "Dáša"]


@st.composite
def tables(draw):
    count = draw(st.integers(3, 4))
    players = [
        player(
            settlements=draw(st.integers(0, 5)),
            cities=draw(st.integers(0, 4)),
            vp_cards=draw(st.integers(0, 5)),
            road=draw(st.integers(0, 15)),
            knights=draw(st.integers(0, 6)),
            name=NAMES[i],
        )
        for i in range(count)
    ]
    knights = [p["knights"] for p in players]
    most = max(knights)
    leaders = [i for i, k in enumerate(knights) if k == most]
    army = draw(st.sampled_from(leaders)) if most >= 3 else -1  # the holder always has the most knights
    return {
        "players": players,
        "road_holder": draw(st.integers(-1, count - 1)),
        "army_holder": army,
        "turn": draw(st.integers(-1, count - 1)),
    }


@given(tables())
def test_points_equal_their_parts(inputs):
    result = engine.calculate(GAME, inputs)
    for row in result["players"]:
        assert row["points"] == sum(part["value"] for part in row["breakdown"])
    assert sum(row["longest_road"] for row in result["players"]) == (result["road_holder"] != -1)
    assert sum(row["largest_army"] for row in result["players"]) == (result["army_holder"] != -1)
    turn = inputs["turn"]
    if turn == -1:  # nobody chosen on turn: nobody has won
        assert result["winner"] is None
        return
    assert (result["winner"] == turn) == (result["players"][turn]["points"] >= 10)
    assert result["winner"] in (None, turn)


@given(tables(), st.data())
def test_relabelling_players_permutes_the_results(inputs, data):
    count = len(inputs["players"])
    order = data.draw(st.permutations(range(count)))
    new_index = {old: new for new, old in enumerate(order)}
    new_index[-1] = -1
    relabelled = {
        "players": [inputs["players"][old] for old in order],
        "road_holder": new_index[inputs["road_holder"]],
        "army_holder": new_index[inputs["army_holder"]],
        "turn": new_index[inputs["turn"]],
    }
    before = engine.calculate(GAME, inputs)
    after = engine.calculate(GAME, relabelled)
    assert [player_view(row) for row in after["players"]] == [player_view(before["players"][old]) for old in order]
    assert after["road_holder"] == new_index[before["road_holder"]]
    assert after["army_holder"] == new_index[before["army_holder"]]
    assert after["winner"] == (None if before["winner"] is None else new_index[before["winner"]])
    assert anonymous(after["explain"], NAMES) == anonymous(before["explain"], NAMES)
