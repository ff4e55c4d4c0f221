"""Carcassonne, Abbey & Mayor: every scoring statement of rulebook 003 and the properties of its tables."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from tests.engine.cases import pick


def _players(*rows):
    return [dict(row) for row in rows]


NOBODY = {"farmers": 0, "pigs": 0, "farmhouses": 0}

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
        "A player with several farmhouses on one field scores only once (rules-data D.1)",
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
        "farmers_besieged": 3,
        "farmers_castles": 4,
        "farmers_pig": 4,
        "farmers_pig_herd": 4,
    }
    assert row["points"] == 24 and result["majority"] == [0]
    assert result["players"][1]["points"] == 0


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
        ({"players": [{}]}, "players", "list_length"),
        ({"players": [{}] * 7}, "players", "list_length"),
        ({"players": [{"pigs": 2}, {}]}, "players.0.pigs", "out_of_range"),
        ({"players": [{"farmers": -1}, {}]}, "players.0.farmers", "out_of_range"),
    ],
)
def test_farmhouse_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("carcassonne-farmhouse", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


farmer_rows = st.fixed_dictionaries(
    {"farmers": st.integers(0, 10), "pigs": st.integers(0, 1), "farmhouses": st.integers(0, 1)}
).map(lambda r: {**r, "pigs": r["pigs"] if r["farmers"] else 0})


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
        assert points == row["points"] == sum(p["value"] for p in row["breakdown"])
        assert all(p["value"] == p["count"] * p["each"] for p in row["breakdown"])


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
# City with mayor and wagon


def _city_players(*rows):
    return [{"knights": 0, "big": 0, "mayors": 0, "wagons": 0, **row} for row in rows]


# (inputs, expected {"strength": [...], "points": [...]}, rulebook passage)
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
        "incomplete city at the end: 1 point per tile and coat of arms (base rules, JCloisterZone City.java)",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), CITY_EXAMPLES)
def test_city_examples(inputs, expected, passage):
    result = engine.calculate("carcassonne-city", inputs)
    assert pick(result, expected) == expected, passage


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"tiles": 2, "pennants": 3}, "pennants", "carcassonne_pennants_exceed_tiles"),
        ({"tiles": 0}, "tiles", "out_of_range"),
        ({"players": [{"mayors": 2}, {}]}, "players.0.mayors", "out_of_range"),
        ({"players": [{"colour": "red"}, {}]}, "players.0.colour", "unknown_field"),
        ({"complete": "maybe"}, "complete", "not_boolean"),
    ],
)
def test_city_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("carcassonne-city", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


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
        "pennants": draw(st.integers(0, tiles)),
        "complete": draw(st.booleans()),
        "players": draw(st.lists(city_rows, min_size=2, max_size=6)),
    }


@given(city_inputs())
def test_city_value_and_strength_are_sums_of_parts(inputs):
    result = engine.calculate("carcassonne-city", inputs)
    assert result["value"] == sum(p["value"] for p in result["breakdown"])
    for row, strength in zip(result["players"], result["strength"], strict=True):
        assert strength == row["strength"] == sum(p["value"] for p in row["strength_breakdown"])
        assert row["points"] in (0, result["value"])
        assert (row["points"] > 0) == (row["majority"] and result["value"] > 0)


@given(city_inputs(), st.sampled_from(["tiles", "pennants"]))
def test_city_bigger_city_never_scores_less(inputs, key):
    before = engine.calculate("carcassonne-city", inputs)
    after = engine.calculate("carcassonne-city", {**inputs, key: inputs[key] + 1, "tiles": inputs["tiles"] + 1})
    assert after["value"] > before["value"]


@given(city_inputs(), st.data())
def test_city_more_knights_never_score_less(inputs, data):
    who = data.draw(st.integers(0, len(inputs["players"]) - 1))
    before = engine.calculate("carcassonne-city", inputs)["points"][who]
    players = [dict(p) for p in inputs["players"]]
    players[who]["knights"] = min(players[who]["knights"] + 1, 8)
    after = engine.calculate("carcassonne-city", {**inputs, "players": players})["points"][who]
    assert after >= before
