"""Carcassonne, Abbey & Mayor, the abbey: rulebook 003's abbey rules and footnotes (scored like a
monastery; closing the features on all four sides), with the base game's monastery scoring."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import pick, refused
from tests.engine.test_carcassonne import assert_parts_add_up

MONASTERY = "base game: a monastery scores 1 for its tile and 1 per surrounding tile, 9 when complete"
SAME = "Samotné opatství se vyhodnocuje shodně jako klášter (rulebook 003, Opatství, 3.)"
# (inputs, expected, source)
ABBEY_EXAMPLES = [
    ({"surrounding": 8}, {"points": 9, "status": "complete", "missing": 0}, SAME + "; " + MONASTERY),
    (
        {"surrounding": 8, "game_end": True},
        {"points": 9, "status": "complete"},
        MONASTERY + " (complete before the end: scored when completed)",
    ),
    (
        {"surrounding": 6, "game_end": False},
        {"points": 0, "status": "waiting", "missing": 2},
        MONASTERY + ": an incomplete one is not scored during the game",
    ),
    (
        {"surrounding": 6, "game_end": True},
        {"points": 7, "status": "game_end", "missing": 2},
        MONASTERY + ": at the end of the game an incomplete one scores what it has",
    ),
    (
        {"surrounding": 4, "game_end": True},
        {"points": 5, "status": "game_end"},
        "Opatství je možno přiložit jen na takové místo …, které je již ze všech čtyř stran obklopeno (rulebook "
        "003): the fewest tiles an abbey can have; 1 + 4 at the end",
    ),
    (
        {"feature": "monastery", "surrounding": 3, "game_end": True},
        {"points": 4, "status": "game_end"},
        MONASTERY,
    ),
    (
        {"feature": "monastery", "surrounding": 8},
        {"points": 9},
        "Vůz … se přesune na … klášter či opatství; the wagon, the big follower or a monk: the monastery is "
        "worth the same (footnote 5: a follower on the abbey tile is a monk)",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "source"), ABBEY_EXAMPLES)
def test_abbey_examples(inputs, expected, source):
    assert pick(engine.calculate("carcassonne-abbey", inputs), expected) == expected, source


def test_the_breakdown_names_the_tile_and_its_neighbours_or_nothing_yet():
    done = engine.calculate("carcassonne-abbey", {"surrounding": 5, "game_end": True})
    assert [(p["key"], p["count"]) for p in done["breakdown"]] == [("abbey", 1), ("surrounding", 5)]
    waiting = engine.calculate("carcassonne-abbey", {"surrounding": 5, "game_end": False})
    assert waiting["breakdown"] == [] and waiting["status"] == "waiting"


@pytest.mark.parametrize(
    ("inputs", "field", "code", "source"),
    [
        (
            {"surrounding": 3},
            "surrounding",
            "carcassonne_abbey_fills_a_gap",
            "Opatství je možno přiložit jen na takové místo pro kartičku, které je již ze všech čtyř stran "
            "obklopeno jinými kartičkami (rulebook 003, Opatství, 1.)",
        ),
        ({"surrounding": 9}, "surrounding", "out_of_range", "a tile has 8 neighbours"),
        ({"feature": "monastery", "surrounding": 0}, "surrounding", "out_of_range", "every tile touches another"),
        ({"feature": "shrine"}, "feature", "not_choice", "abbey or monastery only"),
        ({"game_end": "later"}, "game_end", "not_boolean", "yes or no"),
    ],
)
def test_abbey_refuses(inputs, field, code, source):
    assert refused("carcassonne-abbey", inputs) == (field, code), source


def test_an_abbey_closes_the_features_on_all_four_sides():
    """Rulebook 003, Opatství 3.: 'Přiložením opatství jsou území … na všech čtyřech navazujících stranách
    z této strany uzavřena. Došlo-li k úplnému uzavření cest, klášterů nebo měst, dojde k jejich
    vyhodnocení podle obvyklých pravidel.' Footnote 6: the abbey is not part of those features, and a
    field that only borders the abbey tile gets nothing for a city the abbey completes.

    The gap: north a 3-tile city with 1 coat of arms (its last open edge faced the gap), east a 2-tile
    road (a crossing at its other end), south a monastery whose eighth neighbour was the gap, west a
    field that touches the completed city only through the abbey tile. The abbey itself is now
    surrounded on all eight sides, and its owner has put a monk on it."""
    knight_only = [{"knights": 1}, {}]
    north = engine.calculate("carcassonne-city", {"tiles": 3, "pennants": 1, "complete": True, "players": knight_only})
    east = engine.calculate("carcassonne-road", {"tiles": 2, "complete": True, "players": [{"robbers": 1}, {}]})
    south = engine.calculate("carcassonne-abbey", {"feature": "monastery", "surrounding": 8})
    west = engine.calculate("carcassonne-field", {"cities": 0, "players": [{"farmers": 1}, {}]})
    abbey = engine.calculate("carcassonne-abbey", {"feature": "abbey", "surrounding": 8})
    assert north["value"] == (3 + 1) * 2  # not 4 tiles: the abbey is not part of the city
    assert east["value"] == 2  # not 3: nor of the road
    assert south["points"] == 9  # the abbey completes the monastery's ring
    assert west["points"] == [0, 0]  # the field meets the city only across the abbey tile
    assert abbey["points"] == 9
    assert north["value"] + east["value"] + south["points"] + abbey["points"] == 28


def test_an_abbey_closing_a_road_at_the_end_of_the_game():
    """Footnote 4: once the last land tile is placed no abbey may be placed; features closed by an abbey
    earlier are scored by the usual rules, and an abbey still open at the end scores what it has."""
    road_closed_by_abbey = engine.calculate("carcassonne-road", {"tiles": 5, "complete": True})
    abbey_open = engine.calculate("carcassonne-abbey", {"surrounding": 7, "game_end": True})
    assert road_closed_by_abbey["value"] == 5 and abbey_open["points"] == 8


abbey_inputs = st.fixed_dictionaries(
    {
        "feature": st.sampled_from(["abbey", "monastery"]),
        "surrounding": st.integers(4, 8),
        "game_end": st.booleans(),
    }
)


@given(abbey_inputs)
def test_abbey_points_are_the_sum_of_their_parts(inputs):
    result = engine.calculate("carcassonne-abbey", inputs)
    assert_parts_add_up(result["breakdown"], result["points"])
    assert result["points"] in (0, 1 + inputs["surrounding"])
    assert (result["points"] > 0) == (inputs["surrounding"] == 8 or inputs["game_end"])
    assert result["missing"] == 8 - inputs["surrounding"]
