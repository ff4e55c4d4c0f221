"""Carcassonne, Abbey & Mayor, fields: the farmhouse statements of rulebook 003, plain fields at the end
of the game (base game and the expansions rulebook 003 combines with), and the properties of both.

Also the helpers the other Carcassonne test modules share: every feature gives its points to the
players with the greatest strength and to nobody with less."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import refused


def _players(*rows):
    return [dict(row) for row in rows]


NOBODY = {"farmers": 0, "pigs": 0, "farmhouses": 0}


def assert_parts_add_up(parts: list[dict], total: int) -> None:
    assert total == sum(p["value"] for p in parts)
    assert all(p["value"] == p["count"] * p["each"] for p in parts)


def assert_majority_is_fair(rows: list[dict], scored=lambda row: row["points"]) -> None:
    """Only the strongest score: a player with less strength than another never scores, and the
    players who score all have the same (greatest) strength. `scored` picks the majority's points."""
    best = max(row["strength"] for row in rows)
    for row in rows:
        assert row["majority"] == (best > 0 and row["strength"] == best)
        if scored(row) > 0:
            assert row["strength"] == best > 0
        if row["strength"] < best:
            assert scored(row) == 0


# (inputs, expected points per player, rulebook passage)
FARMHOUSE_EXAMPLES = [
    (
        {"moment": "placed", "cities": 2, "players": _players({"farmers": 2, "farmhouses": 1}, {"farmers": 1})},
        [6, 0],
        "Hráč nebo hráči s největším počtem sedláků na louce dostanou po 3 bodech za každé uzavřené město",
    ),
    (
        {"moment": "placed", "cities": 3, "players": _players({"farmers": 1}, {"farmers": 1, "farmhouses": 1})},
        [9, 9],
        "Hráč nebo hráči s největším počtem sedláků … (ties: every tied player scores, as at the end of the game)",
    ),
    (
        {"moment": "connected", "cities": 3, "players": _players({"farmers": 1}, NOBODY, {"farmhouses": 1})},
        [3, 0, 0],
        "za každé sousedící uzavřené město se přiděluje jen 1 bod místo 3",
    ),
    (
        {"moment": "end", "cities": 3, "players": _players({"farmhouses": 1}, NOBODY)},
        [12, 0],
        "Za každé uzavřené město na louce se statkem získá příslušný hráč 4 body.",
    ),
    (
        {"moment": "end", "cities": 2, "players": _players({"farmhouses": 1}, {"farmhouses": 1}, NOBODY)},
        [8, 8, 0],
        "Je-li na louce statků více, získají body všichni příslušní hráči.",
    ),
    (
        {"moment": "end", "cities": 2, "players": _players({"farmhouses": 2}, NOBODY)},
        [8, 0],
        "A player with several farmhouses on one field scores only once (sources.md § Carcassonne)",
    ),
    (
        {"moment": "connected", "cities": 3, "players": _players({"farmers": 1, "pigs": 1}, {"farmhouses": 1})},
        [6, 0],
        "dostanete 2 body za sedláka s prasátkem za každé uzavřené město na dané louce",
    ),
    (
        {"moment": "placed", "cities": 2, "players": _players({"farmers": 1, "pigs": 1, "farmhouses": 1}, NOBODY)},
        [8, 0],
        "(+1) bod za každý hrad nebo dokončené město s prasátkem na louce",
    ),
    (
        {"moment": "end", "cities": 2, "players": _players({"farmhouses": 1}, NOBODY)},
        [8, 0],
        "(+0) bod … (prasátko nemá žádný vliv na hodnocení statku)",
    ),
    (
        {"moment": "placed", "castles": 1, "players": _players({"farmers": 1, "farmhouses": 1}, NOBODY)},
        [4, 0],
        "Hrad přináší za statek a sedláky vyhodnocované při postavení statku o 1 bod více než uzavřené město.",
    ),
    (
        {"moment": "connected", "castles": 1, "players": _players({"farmers": 1}, {"farmhouses": 1})},
        [2, 0],
        "2. Vyhodnocení spojené louky … 2 body za každý hrad na louce",
    ),
    (
        {"moment": "end", "castles": 1, "players": _players({"farmhouses": 1}, NOBODY)},
        [5, 0],
        "Vyhodnocení statku … 5 bodů za každý hrad na louce",
    ),
    (
        {"moment": "end", "cities": 2, "besieged": 1, "players": _players({"farmhouses": 1}, NOBODY)},
        [12, 0],
        "Pokud leží obléhané město na louce se statkem získává dvojnásobek bodů.",
    ),
    (
        {"moment": "placed", "cities": 1, "besieged": 1, "players": _players({"farmers": 1, "farmhouses": 1}, NOBODY)},
        [6, 0],
        "(x2) v případě obléhaného města",
    ),
    (
        {
            "moment": "placed",
            "cities": 1,
            "besieged": 1,
            "players": _players({"farmers": 1, "pigs": 1, "farmhouses": 1}, NOBODY),
        },
        [8, 0],
        "(x2) v případě obléhaného města with (+1) … s prasátkem; the Cathars: 'or 8 points for a farm with a pig'",
    ),
    (
        {"moment": "connected", "cities": 1, "besieged": 1, "players": _players({"farmers": 1}, {"farmhouses": 1})},
        [2, 0],
        "2. Vyhodnocení spojené louky: 1 bod za každé dokončené město … (x2) v případě obléhaného města",
    ),
    (
        {
            "moment": "placed",
            "cities": 2,
            "pig_herd": True,
            "players": _players({"farmers": 1, "farmhouses": 1}, NOBODY),
        },
        [8, 0],
        "Stádo prasat … nepřináší žádné dodatečné body za statek, ale za sedláky na louce ano.",
    ),
    (
        {"moment": "end", "cities": 2, "pig_herd": True, "players": _players({"farmhouses": 1}, NOBODY)},
        [8, 0],
        "Stádo prasat (rozšíření „Řeka II“) nepřináší žádné dodatečné body za statek",
    ),
    (
        {"moment": "end", "cities": 3, "players": _players({"farmers": 1}, {"farmhouses": 1})},
        [3, 12],
        "sedlák bude ihned vyhodnocen, získá tedy pouze 1 bod za město a … není na louce během závěrečného vyhodnocení",
    ),
    (
        {"moment": "placed", "cities": 2, "players": _players({"farmhouses": 1}, NOBODY)},
        [0, 0],
        "Jsou-li na louce, kam byl postaven statek, nějací sedláci … (no farmers: nobody scores now)",
    ),
    (
        {"moment": "placed", "cities": 2, "players": _players({"farmers": 1, "farmhouses": 1}, {"big": 1})},
        [0, 6],
        "Velký družiník (z 1. rozšíření) má sílu 2 (rulebook 003, Starosta); Inns & Cathedrals: the big "
        "follower counts as two followers in a field too",
    ),
    (
        {"moment": "connected", "cities": 3, "players": _players({"farmers": 2}, {"big": 1}, {"farmhouses": 1})},
        [3, 3, 0],
        "2. Vyhodnocení spojené louky … Pokud má sedlák převahu; a big follower (strength 2) ties two farmers",
    ),
    (
        {
            "moment": "connected",
            "cities": 2,
            "players": _players({"big": 1, "pigs": 1}, {"farmers": 1, "farmhouses": 1}),
        },
        [4, 0],
        "dostanete 2 body za sedláka s prasátkem za každé uzavřené město (the big follower as the farmer)",
    ),
]


@pytest.mark.parametrize(("inputs", "points", "passage"), FARMHOUSE_EXAMPLES)
def test_farmhouse_examples(inputs, points, passage):
    result = engine.calculate("carcassonne-farmhouse", inputs)
    assert result["points"] == points, passage


def test_farmhouse_summary_table():
    """Shrnutí započítání bodů: 3/4, 1/2 and 4/5 per completed city / castle."""
    for moment, city, castle in (("placed", 3, 4), ("connected", 1, 2)):
        players = _players({"farmers": 1, "farmhouses": 1}, NOBODY)
        assert (
            engine.calculate("carcassonne-farmhouse", {"moment": moment, "cities": 1, "players": players})["points"][0]
            == city
        )
        assert (
            engine.calculate("carcassonne-farmhouse", {"moment": moment, "castles": 1, "players": players})["points"][0]
            == castle
        )
    end = _players({"farmhouses": 1}, NOBODY)
    assert engine.calculate("carcassonne-farmhouse", {"moment": "end", "cities": 1, "players": end})["points"][0] == 4
    assert engine.calculate("carcassonne-farmhouse", {"moment": "end", "castles": 1, "players": end})["points"][0] == 5


def test_farmhouse_breakdown_names_parts():
    inputs = {
        "moment": "placed",
        "cities": 3,
        "castles": 1,
        "besieged": 1,
        "pig_herd": True,
        "players": _players({"farmers": 2, "pigs": 1, "farmhouses": 1}, {"farmers": 1}),
    }
    result = engine.calculate("carcassonne-farmhouse", inputs)
    row = result["players"][0]
    assert {p["key"]: p["value"] for p in row["breakdown"]} == {
        "farmers_cities": 9,
        "farmers_besieged": 4,  # the besieged city's 3 + the pig's 1, counted again
        "farmers_castles": 4,
        "farmers_pig": 4,
        "farmers_pig_herd": 4,
    }
    assert row["points"] == 25 and result["majority"] == [0]
    assert result["players"][1]["points"] == 0


def test_farmers_at_the_end_are_the_markets():
    """At the end of the game only farmers moved in from the City of Carcassonne's Market reach a
    farmhouse field (rulebook 003, King & Count Q&A: 1 point per city): the breakdown names them."""
    inputs = {"moment": "end", "cities": 2, "players": _players({"farmers": 1, "farmhouses": 1}, {})}
    row = engine.calculate("carcassonne-farmhouse", inputs)["players"][0]
    assert {p["key"]: p["value"] for p in row["breakdown"]} == {"market_cities": 2, "farmhouse_cities": 8}


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"cities": 1, "besieged": 2}, "besieged", "carcassonne_besieged_exceeds_cities"),
        ({"players": [{"pigs": 1}, {}]}, "players.0.pigs", "carcassonne_pig_needs_farmer"),
        (
            {"players": [{"farmhouses": 1}, {"farmhouses": 1}]},
            "players.1.farmhouses",
            "carcassonne_one_farmhouse_when_placed",
        ),
        ({"moment": "end", "players": [{}, {}]}, "players", "carcassonne_needs_farmhouse"),
        ({"moment": "connected", "players": [{"farmers": 1}, {}]}, "players", "carcassonne_needs_farmhouse"),
        (
            {"moment": "end", "players": [{"farmhouses": 6}, {"farmhouses": 1}]},
            "players.1.farmhouses",
            "carcassonne_farmhouses_in_box",
        ),
        ({"moment": "dawn"}, "moment", "not_choice"),
        ({"players": []}, "players", "list_length"),
        ({"players": [{}] * 7}, "players", "list_length"),
        ({"players": [{"pigs": 2}, {}]}, "players.0.pigs", "out_of_range"),
        ({"players": [{"farmers": -1}, {}]}, "players.0.farmers", "out_of_range"),
        ({"players": [{"big": 2, "farmhouses": 1}, {}]}, "players.0.big", "out_of_range"),
    ],
)
def test_farmhouse_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("carcassonne-farmhouse", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


farmer_rows = st.fixed_dictionaries(
    {
        "farmers": st.integers(0, 10),
        "big": st.integers(0, 1),
        "pigs": st.integers(0, 1),
        "farmhouses": st.integers(0, 1),
    }
).map(lambda r: {**r, "pigs": r["pigs"] if r["farmers"] or r["big"] else 0})


@st.composite
def farmhouse_inputs(draw):
    moment = draw(st.sampled_from(["placed", "connected", "end"]))
    players = draw(st.lists(farmer_rows, min_size=2, max_size=6))
    for i, row in enumerate(players):
        if moment == "placed" and i > 0:
            row["farmhouses"] = 0
    players[0]["farmhouses"] = 1
    cities = draw(st.integers(0, 20))
    return {
        "moment": moment,
        "cities": cities,
        "castles": draw(st.integers(0, 10)),
        "besieged": draw(st.integers(0, cities)),
        "pig_herd": draw(st.booleans()),
        "players": players,
    }


@given(farmhouse_inputs())
def test_farmhouse_points_are_the_sum_of_their_parts(inputs):
    result = engine.calculate("carcassonne-farmhouse", inputs)
    for row, points in zip(result["players"], result["points"], strict=True):
        assert points == row["points"]
        assert_parts_add_up(row["breakdown"], row["points"])
        assert_parts_add_up(row["strength_breakdown"], row["strength"])


def _farmer_points(row: dict) -> int:
    return sum(p["value"] for p in row["breakdown"] if p["key"].startswith("farmers_"))


@given(farmhouse_inputs())
def test_farmhouse_farmers_never_score_with_less_strength(inputs):
    """Farmhouse owners score at the end whatever their farmers; the farmers' points follow strength."""
    assert_majority_is_fair(engine.calculate("carcassonne-farmhouse", inputs)["players"], _farmer_points)


@given(farmhouse_inputs(), st.sampled_from(["cities", "castles"]))
def test_farmhouse_more_cities_never_score_less(inputs, key):
    before = engine.calculate("carcassonne-farmhouse", inputs)["points"]
    after = engine.calculate("carcassonne-farmhouse", {**inputs, key: inputs[key] + 1})["points"]
    assert all(a >= b for a, b in zip(after, before, strict=True))


@given(farmhouse_inputs(), st.data())
def test_farmhouse_more_farmers_never_score_less(inputs, data):
    who = data.draw(st.integers(0, len(inputs["players"]) - 1))
    before = engine.calculate("carcassonne-farmhouse", inputs)["points"][who]
    players = [dict(p) for p in inputs["players"]]
    players[who]["farmers"] = min(players[who]["farmers"] + 1, 10)
    after = engine.calculate("carcassonne-farmhouse", {**inputs, "players": players})["points"][who]
    assert after >= before


# ---------------------------------------------------------------------------------------------
# A field without a farmhouse at the end of the game


def _field_players(*rows):
    return [{"farmers": 0, "big": 0, "pigs": 0, **row} for row in rows]


BASE = "base game, fields: each completed city next to the field gives the farmers' majority 3 points"
# (inputs, expected points per player, source)
FIELD_EXAMPLES = [
    (
        {"cities": 2, "players": _field_players({"farmers": 2}, {"farmers": 1})},
        [6, 0],
        BASE + "; rulebook 003: 'jako na konci hry … po 3 bodech za každé uzavřené město'",
    ),
    (
        {"cities": 3, "players": _field_players({"farmers": 1}, {"farmers": 1})},
        [9, 9],
        BASE + "; ties: 'v případě shody obdrží body všichni příslušní hráči' (rulebook 003)",
    ),
    (
        {"cities": 0, "players": _field_players({"farmers": 3}, {})},
        [0, 0],
        "base game: incomplete cities give a field nothing (enter completed cities only)",
    ),
    (
        {"cities": 2, "players": _field_players({"farmers": 1}, {"big": 1})},
        [0, 6],
        "Inns & Cathedrals: the big follower counts as two followers for the majority, in fields too; "
        "rulebook 003: 'Velký družiník … má sílu 2'",
    ),
    (
        {"cities": 1, "players": _field_players({"farmers": 2}, {"big": 1}, {"farmers": 1})},
        [3, 3, 0],
        "big follower (2) ties two farmers (2); both score (rulebook 003: 'v případě shody …')",
    ),
    (
        {"cities": 2, "players": _field_players({"farmers": 1, "pigs": 1}, {"farmers": 1})},
        [8, 6],
        "Traders & Builders: a pig with the majority makes each city 4 instead of 3; "
        "rulebook 003 summary '(+1) bod za každý hrad nebo dokončené město s prasátkem'",
    ),
    (
        {"cities": 2, "players": _field_players({"farmers": 1, "pigs": 1}, {"farmers": 2})},
        [0, 6],
        "Traders & Builders: the pig scores only for a player who has the majority",
    ),
    (
        {"castles": 1, "cities": 1, "players": _field_players({"farmers": 1}, {})},
        [7, 0],
        "Bridges, Castles & Bazaars: a castle gives a field 4 instead of 3; rulebook 003: "
        "'Hrad přináší … o 1 bod více než uzavřené město'",
    ),
    (
        {"cities": 2, "besieged": 1, "players": _field_players({"farmers": 1}, {})},
        [9, 0],
        "the Cathars: 'every besieged city scores twice, i.e. six points'; rulebook 003 '(x2) … obléhaného města'",
    ),
    (
        {"cities": 1, "besieged": 1, "players": _field_players({"farmers": 1, "pigs": 1}, {})},
        [8, 0],
        "the Cathars: 'If the farm has a pig … the score for the besieged city is eight points'",
    ),
    (
        {"cities": 2, "castles": 1, "pig_herd": True, "players": _field_players({"farmers": 1}, {})},
        [13, 0],
        "River II pig herd: +1 per city and castle for the farmers (rulebook 003: 'za sedláky na louce ano'; "
        "sources.md § Carcassonne)",
    ),
]


@pytest.mark.parametrize(("inputs", "points", "source"), FIELD_EXAMPLES)
def test_field_examples(inputs, points, source):
    assert engine.calculate("carcassonne-field", inputs)["points"] == points, source


def test_field_scores_like_a_farmhouse_being_placed():
    """Rulebook 003: the farmers on a field that receives a farmhouse are scored 'jako na konci hry'."""
    players = _field_players({"farmers": 2, "pigs": 1}, {"big": 1})
    inputs = {"cities": 4, "castles": 1, "besieged": 2, "pig_herd": True}
    plain = engine.calculate("carcassonne-field", {**inputs, "players": players})
    with_farmhouse = [{**players[0], "farmhouses": 1}, {**players[1], "farmhouses": 0}]
    placed = engine.calculate("carcassonne-farmhouse", {**inputs, "moment": "placed", "players": with_farmhouse})
    # cities 4 × 3, besieged 2 × (3 + pig 1), castle 4, pig 5 × 1, pig herd 5 × 1 | no pig: 12 + 6 + 4 + 5
    assert plain["points"] == placed["points"] == [34, 27]


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"cities": 1, "besieged": 2}, "besieged", "carcassonne_besieged_exceeds_cities"),
        ({"players": [{"pigs": 1}, {}]}, "players.0.pigs", "carcassonne_pig_needs_farmer"),
        ({"players": [{"big": 2}, {}]}, "players.0.big", "out_of_range"),
        ({"players": [{"farmhouses": 1}, {}]}, "players.0.farmhouses", "unknown_field"),
        ({"players": []}, "players", "list_length"),
        ({"cities": 51}, "cities", "out_of_range"),
    ],
)
def test_field_refuses(inputs, field, code):
    assert refused("carcassonne-field", inputs) == (field, code)


field_rows = st.fixed_dictionaries(
    {"farmers": st.integers(0, 10), "big": st.integers(0, 1), "pigs": st.integers(0, 1)}
).map(lambda r: {**r, "pigs": r["pigs"] if r["farmers"] or r["big"] else 0})


@st.composite
def field_inputs(draw):
    cities = draw(st.integers(0, 20))
    return {
        "cities": cities,
        "castles": draw(st.integers(0, 10)),
        "besieged": draw(st.integers(0, cities)),
        "pig_herd": draw(st.booleans()),
        "players": draw(st.lists(field_rows, min_size=2, max_size=6)),
    }


@given(field_inputs())
def test_field_points_are_the_sum_of_their_parts(inputs):
    result = engine.calculate("carcassonne-field", inputs)
    for row, points in zip(result["players"], result["points"], strict=True):
        assert points == row["points"]
        assert_parts_add_up(row["breakdown"], row["points"])
        assert_parts_add_up(row["strength_breakdown"], row["strength"])


@given(field_inputs())
def test_field_majority_never_rewards_less_strength(inputs):
    assert_majority_is_fair(engine.calculate("carcassonne-field", inputs)["players"])


@given(field_inputs(), st.data())
def test_field_a_big_follower_is_worth_two_farmers(inputs, data):
    who = data.draw(st.integers(0, len(inputs["players"]) - 1))
    players = [dict(p) for p in inputs["players"]]
    if players[who]["farmers"] > 8 or players[who]["big"]:
        return
    with_big = [dict(p) for p in players]
    with_big[who]["big"] = 1
    with_two = [dict(p) for p in players]
    with_two[who]["farmers"] += 2
    big = engine.calculate("carcassonne-field", {**inputs, "players": with_big})
    two = engine.calculate("carcassonne-field", {**inputs, "players": with_two})
    assert big["points"] == two["points"] and big["majority"] == two["majority"]


# (calculator, a feature held by one player alone, his points): rulebook 003 scores a city "v němž
# stojí pouze starosta" for its lone holder; a row per holder, not per seat at the table.
ALONE = [
    ("carcassonne-road", {"tiles": 3, "players": [{"robbers": 1}]}, [3]),
    ("carcassonne-city", {"tiles": 3, "pennants": 1, "players": [{"mayors": 1}]}, [8]),
    ("carcassonne-city", {"tiles": 3, "players": [{"mayors": 1}]}, [0]),  # a mayor without arms: strength 0
    ("carcassonne-field", {"cities": 2, "players": [{"farmers": 1}]}, [6]),
    ("carcassonne-farmhouse", {"moment": "end", "cities": 2, "players": [{"farmhouses": 1}]}, [8]),
]


@pytest.mark.parametrize(("calc", "inputs", "points"), ALONE)
def test_a_feature_held_by_one_player_is_one_row(calc, inputs, points):
    assert engine.calculate(calc, inputs)["points"] == points


@pytest.mark.parametrize("calc", ["carcassonne-road", "carcassonne-city", "carcassonne-field", "carcassonne-farmhouse"])
def test_a_calculator_starts_neutral(calc):
    """The defaults a page opens on: one row, no figure placed (the farmhouse calculator's one
    farmhouse aside), so nobody scores and nothing has to be cleared before the table's own."""
    defaults = {name: field["default"] for name, field in engine.describe(calc)["inputs"].items()}
    rows = defaults["players"]
    assert len(rows) == 1
    assert {k: v for k, v in rows[0].items() if k != "farmhouses"} == dict.fromkeys(rows[0].keys() - {"farmhouses"}, 0)
    assert engine.calculate(calc, defaults)["points"] == [0]
