"""Carcassonne, Abbey & Mayor, roads: robbers, big followers and wagons (rulebook 003 and the base
game's road scoring), and the properties of the road table."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import pick, refused
from tests.engine.test_carcassonne import assert_majority_is_fair, assert_parts_add_up


def _road_players(*rows):
    return [{"robbers": 0, "big": 0, "wagons": 0, **row} for row in rows]


BASE = "base game: a road scores 1 point per tile, completed or incomplete at the end of the game"
# (inputs, expected, source)
ROAD_EXAMPLES = [
    (
        {"tiles": 4, "complete": True, "players": _road_players({"robbers": 1}, {})},
        {"value": 4, "points": [4, 0]},
        BASE,
    ),
    (
        {"tiles": 3, "complete": False, "players": _road_players({"robbers": 1}, {})},
        {"value": 3, "points": [3, 0]},
        BASE + " (incomplete: still 1 per tile)",
    ),
    (
        {"tiles": 5, "players": _road_players({"robbers": 1}, {"big": 1})},
        {"strength": [1, 2], "points": [0, 5]},
        "Velký družiník (z 1. rozšíření) má sílu 2 (rulebook 003); Inns & Cathedrals: it counts as two followers",
    ),
    (
        {"tiles": 5, "players": _road_players({"robbers": 2}, {"big": 1})},
        {"strength": [2, 2], "points": [5, 5]},
        "v případě shody obdrží body všichni příslušní hráči (rulebook 003, 'vše dle obvyklých pravidel')",
    ),
    (
        {"tiles": 6, "players": _road_players({"wagons": 1}, {"robbers": 1})},
        {"strength": [1, 1], "points": [6, 6]},
        "Při vyhodnocování cesty … se vůz počítá jako normální družiník (rulebook 003, Vůz, 3.)",
    ),
    (
        {"tiles": 6, "players": _road_players({"wagons": 1, "robbers": 1}, {"big": 1}, {"robbers": 1})},
        {"strength": [2, 2, 1], "points": [6, 6, 0]},
        "footnote 11: the wagon has strength 1; the big follower 2 (rulebook 003)",
    ),
    (
        {"tiles": 7, "players": _road_players({"robbers": 1}, {})},
        {"value": 7},
        "rulebook 003, Nové kartičky: a road leaving a tile in three directions is as long as 'celkový počet "
        "kartiček na cestě' - count every tile of all three branches once (here 7)",
    ),
    (
        {"tiles": 2, "players": _road_players({"robbers": 1}, {})},
        {"value": 2},
        "rulebook 003, footnote 6: an abbey closes a road but is not part of it (a 2-tile road ending at an abbey)",
    ),
    (
        {"tiles": 3, "players": _road_players({}, {})},
        {"points": [0, 0], "majority": []},
        "base game: a road with no follower scores for nobody",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "source"), ROAD_EXAMPLES)
def test_road_examples(inputs, expected, source):
    assert pick(engine.calculate("carcassonne-road", inputs), expected) == expected, source


def test_an_unfinished_road_says_so_in_its_breakdown():
    result = engine.calculate("carcassonne-road", {"tiles": 3, "complete": False})
    assert [p["key"] for p in result["breakdown"]] == ["tiles_unfinished"]


@pytest.mark.parametrize(
    ("inputs", "field", "code", "source"),
    [
        (
            {"players": [{"mayors": 1}, {}]},
            "players.0.mayors",
            "unknown_field",
            "Starosta - družiník, který může být umístěn pouze do města (rulebook 003, Úvod): no mayor on a road",
        ),
        ({"players": [{"knights": 1}, {}]}, "players.0.knights", "unknown_field", "a follower on a road is a robber"),
        ({"players": [{"big": 2}, {}]}, "players.0.big", "out_of_range", "one big follower per player"),
        ({"players": [{"wagons": 2}, {}]}, "players.0.wagons", "out_of_range", "one wagon per player (rulebook 003)"),
        ({"tiles": 0}, "tiles", "out_of_range", "a road covers at least one tile"),
        ({"complete": "sort of"}, "complete", "not_boolean", "yes or no"),
    ],
)
def test_road_refuses(inputs, field, code, source):
    assert refused("carcassonne-road", inputs) == (field, code), source


road_rows = st.fixed_dictionaries({"robbers": st.integers(0, 8), "big": st.integers(0, 1), "wagons": st.integers(0, 1)})
road_inputs = st.fixed_dictionaries(
    {
        "tiles": st.integers(1, 100),
        "complete": st.booleans(),
        "players": st.lists(road_rows, min_size=2, max_size=6),
    }
)


@given(road_inputs)
def test_road_points_are_the_sum_of_their_parts(inputs):
    result = engine.calculate("carcassonne-road", inputs)
    assert result["value"] == inputs["tiles"]
    assert_parts_add_up(result["breakdown"], result["value"])
    for row, strength, points in zip(result["players"], result["strength"], result["points"], strict=True):
        assert (strength, points) == (row["strength"], row["points"])
        assert_parts_add_up(row["strength_breakdown"], row["strength"])
        assert row["points"] in (0, result["value"])


@given(road_inputs)
def test_road_majority_never_rewards_less_strength(inputs):
    assert_majority_is_fair(engine.calculate("carcassonne-road", inputs)["players"])
