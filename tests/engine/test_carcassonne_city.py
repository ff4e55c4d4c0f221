"""Carcassonne, Abbey & Mayor, cities: the mayor statements of rulebook 003, besieged and cathedral
cities (the expansions rulebook 003 combines with), coats of arms beyond one per tile, and the
properties of the city table."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import pick, refused
from tests.engine.test_carcassonne import assert_majority_is_fair, assert_parts_add_up


def _city_players(*rows):
    return [{"knights": 0, "big": 0, "mayors": 0, "wagons": 0, **row} for row in rows]


# (inputs, expected {"strength": [...], "points": [...]}, source)
CITY_EXAMPLES = [
    (
        {"tiles": 4, "pennants": 2, "complete": True, "players": _city_players({"mayors": 1}, {"knights": 1})},
        {"strength": [2, 1], "points": [12, 0]},
        "Při vyhodnocování města má starosta sílu odpovídající počtu štítů ve městě – za každý štít sílu 1.",
    ),
    (
        {"tiles": 3, "pennants": 0, "complete": True, "players": _city_players({"mayors": 1}, {})},
        {"strength": [0, 0], "points": [0, 0]},
        "Je-li vyhodnocováno město, v němž stojí pouze starosta, ale není v něm žádný štít, … žádné body nezíská.",
    ),
    (
        {"tiles": 3, "pennants": 0, "complete": True, "players": _city_players({"mayors": 1}, {"knights": 1})},
        {"strength": [0, 1], "points": [0, 6]},
        "Není-li ve městě žádný erb, je síla starosty 0.",
    ),
    (
        {"tiles": 3, "pennants": 0, "complete": True, "players": _city_players({"mayors": 1}, {})},
        {"value": 6, "majority": []},
        "Otázka/Odpověď: Město je obsazeno. Starosta … počítá se jako by tam žádný družiník nebyl a nezískává "
        "žádné body.",
    ),
    (
        {
            "tiles": 5,
            "pennants": 1,
            "complete": True,
            "players": _city_players({"big": 1}, {"knights": 1, "mayors": 1}),
        },
        {"strength": [2, 2], "points": [12, 12]},
        "Velký družiník … má sílu 2. … v případě shody obdrží body všichni příslušní hráči",
    ),
    (
        {"tiles": 3, "pennants": 1, "complete": True, "players": _city_players({"wagons": 1}, {"knights": 2})},
        {"strength": [1, 2], "points": [0, 8]},
        "Při vyhodnocování cesty, města … se vůz počítá jako normální družiník.",
    ),
    (
        {"tiles": 3, "pennants": 3, "complete": True, "players": _city_players({"mayors": 1}, {"knights": 2})},
        {"strength": [3, 2], "points": [12, 0]},
        "Na množství přidělovaných bodů za město nemá starosta žádný vliv.",
    ),
    (
        {"tiles": 3, "pennants": 1, "complete": False, "players": _city_players({"mayors": 1}, {})},
        {"strength": [1, 0], "points": [4, 0]},
        "base game: an incomplete city at the end scores 1 point per tile and coat of arms",
    ),
    (
        {"tiles": 2, "pennants": 3, "complete": False, "players": _city_players({"mayors": 1}, {"knights": 2})},
        {"value": 5, "strength": [3, 2], "points": [5, 0]},
        "issue 13: the box has a city tile with two coats of arms; next to a tile with one it makes a 2-tile city "
        "with 3 coats of arms: 5 points incomplete at the end (1 per tile and coat of arms), mayor strength 3",
    ),
    (
        {"tiles": 2, "pennants": 3, "complete": True, "players": _city_players({"mayors": 1}, {})},
        {"value": 10, "strength": [3, 0]},
        "base game: a completed city scores 2 per tile and per coat of arms, however many coats of arms a tile has",
    ),
    (
        {
            "tiles": 4,
            "pennants": 2,
            "complete": True,
            "besieged": True,
            "players": _city_players({"mayors": 1}, {"knights": 1}),
        },
        {"value": 6, "strength": [2, 1], "points": [6, 0]},
        "the Cathars: a completed besieged city scores 1 per tile and coat of arms; the mayor still counts "
        "the coats of arms (rulebook 003, Starosta)",
    ),
    (
        {
            "tiles": 4,
            "pennants": 2,
            "complete": True,
            "cathedral": True,
            "players": _city_players({"big": 1}, {"knights": 1, "wagons": 1}),
        },
        {"value": 18, "strength": [2, 2], "points": [18, 18]},
        "Inns & Cathedrals: 3 points per tile and coat of arms in a completed city with a cathedral; the big "
        "follower (2) ties a knight and a wagon (1 + 1)",
    ),
    (
        {
            "tiles": 6,
            "pennants": 2,
            "complete": False,
            "cathedral": True,
            "players": _city_players({"knights": 2}, {}),
        },
        {"value": 0, "strength": [2, 0], "points": [0, 0]},
        "Inns & Cathedrals: a city with a cathedral that is incomplete at the end of the game scores nothing",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "source"), CITY_EXAMPLES)
def test_city_examples(inputs, expected, source):
    result = engine.calculate("carcassonne-city", inputs)
    assert pick(result, expected) == expected, source


# Every combination: (besieged, cathedral, complete) → points per tile and per coat of arms, with its source.
CATHARS = "the Cathars (Spielbox 2004; Carcassonne Almanach 2005): each tile and coat of arms one point less"
CITY_TABLE = [
    (False, False, True, 2, "base game: completed city, 2 per tile and coat of arms"),
    (False, False, False, 1, "base game: incomplete at the end, 1 per tile and coat of arms"),
    (
        True,
        False,
        True,
        1,
        CATHARS + ": 'each tile scores only 1 point instead of the usual 2' (FAQ: coats of arms too)",
    ),
    (
        True,
        False,
        False,
        0,
        CATHARS + " 'unless it is zero already': incomplete besieged city 0 ('Should the "
        "city remain incomplete at the end of the game, it scores no points')",
    ),
    (False, True, True, 3, "Inns & Cathedrals (2nd edition): '3 points per tile and coat of arms'"),
    (False, True, False, 0, "Inns & Cathedrals: an incomplete city with a cathedral is worth nothing"),
    (True, True, True, 2, CATHARS + ": 'If the city contains a cathedral, it scores only 2 points for every tile'"),
    (True, True, False, 0, CATHARS + " and Inns & Cathedrals: incomplete with a cathedral, 0"),
]


@pytest.mark.parametrize(("besieged", "cathedral", "complete", "each", "source"), CITY_TABLE)
def test_city_value_table(besieged, cathedral, complete, each, source):
    inputs = {
        "tiles": 5,
        "pennants": 2,
        "complete": complete,
        "besieged": besieged,
        "cathedral": cathedral,
        "players": _city_players({"knights": 1}, {}),
    }
    result = engine.calculate("carcassonne-city", inputs)
    assert [p["each"] for p in result["breakdown"]] == [each, each], source
    assert result["value"] == 7 * each and result["points"] == [7 * each, 0], source


def test_closing_a_city_with_an_abbey_does_not_add_the_abbey_tile():
    """Footnote 6: 'Opatství mohou uzavřít města a cesty, ale nejsou součástí území' - a 3-tile city
    closed by an abbey is scored as 3 tiles."""
    result = engine.calculate(
        "carcassonne-city", {"tiles": 3, "pennants": 1, "players": _city_players({"knights": 1}, {})}
    )
    assert result["value"] == 8


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"tiles": 0}, "tiles", "out_of_range"),
        ({"pennants": -1}, "pennants", "out_of_range"),
        ({"players": [{"mayors": 2}, {}]}, "players.0.mayors", "out_of_range"),
        ({"players": [{"big": 2}, {}]}, "players.0.big", "out_of_range"),
        ({"players": [{"colour": "red"}, {}]}, "players.0.colour", "unknown_field"),
        ({"complete": "maybe"}, "complete", "not_boolean"),
        ({"besieged": "yes please"}, "besieged", "not_boolean"),
        ({"cathedral": 2}, "cathedral", "not_boolean"),
    ],
)
def test_city_refuses(inputs, field, code):
    assert refused("carcassonne-city", inputs) == (field, code)


def test_more_coats_of_arms_than_tiles_is_a_legal_city():
    for tiles, coats in ((1, 2), (2, 3), (2, 4)):
        engine.calculate("carcassonne-city", {"tiles": tiles, "pennants": coats})


city_rows = st.fixed_dictionaries(
    {
        "knights": st.integers(0, 8),
        "big": st.integers(0, 1),
        "mayors": st.integers(0, 1),
        "wagons": st.integers(0, 1),
    }
)


@st.composite
def city_inputs(draw):
    tiles = draw(st.integers(1, 30))
    return {
        "tiles": tiles,
        "pennants": draw(st.integers(0, 2 * tiles)),
        "complete": draw(st.booleans()),
        "besieged": draw(st.booleans()),
        "cathedral": draw(st.booleans()),
        "players": draw(st.lists(city_rows, min_size=2, max_size=6)),
    }


@given(city_inputs())
def test_city_value_and_strength_are_sums_of_parts(inputs):
    result = engine.calculate("carcassonne-city", inputs)
    assert_parts_add_up(result["breakdown"], result["value"])
    for row, strength, points in zip(result["players"], result["strength"], result["points"], strict=True):
        assert strength == row["strength"]
        assert points == row["points"]
        assert_parts_add_up(row["strength_breakdown"], row["strength"])
        assert row["points"] in (0, result["value"])
        assert (row["points"] > 0) == (row["majority"] and result["value"] > 0)


@given(city_inputs())
def test_city_majority_never_rewards_less_strength(inputs):
    assert_majority_is_fair(engine.calculate("carcassonne-city", inputs)["players"])


@given(city_inputs(), st.sampled_from(["tiles", "pennants"]))
def test_city_bigger_city_never_scores_less(inputs, key):
    before = engine.calculate("carcassonne-city", inputs)
    after = engine.calculate("carcassonne-city", {**inputs, key: inputs[key] + 1})
    assert after["value"] >= before["value"]


@given(city_inputs())
def test_city_a_siege_never_raises_the_value(inputs):
    plain = engine.calculate("carcassonne-city", {**inputs, "besieged": False})
    besieged = engine.calculate("carcassonne-city", {**inputs, "besieged": True})
    assert besieged["value"] <= plain["value"]


@given(city_inputs(), st.data())
def test_city_more_knights_never_score_less(inputs, data):
    who = data.draw(st.integers(0, len(inputs["players"]) - 1))
    before = engine.calculate("carcassonne-city", inputs)["points"][who]
    players = [dict(p) for p in inputs["players"]]
    players[who]["knights"] = min(players[who]["knights"] + 1, 8)
    after = engine.calculate("carcassonne-city", {**inputs, "players": players})["points"][who]
    assert after >= before
