"""Amun-Re: every worked example of rulebook 004 and the properties of its tables."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.amunre import GOLD_IN_GAME, MAX_TEMPLE_VP, purchase_price
from tests.engine.cases import pick

# ---------------------------------------------------------------------------------------------
# Phase 3: purchases

PURCHASE_EXAMPLES = [
    (
        {"cards": 2, "farmers": 4, "stones": 3},
        {"cost_cards": 3, "cost_farmers": 10, "cost_stones": 6, "total": 19},
        "2 akční karty stojí 3 zlaté – 4 farmáři stojí 10 zlatých – 3 stavební kameny 6 zlatých. "
        "Hráč zaplatí celkem 19 zlatých.",
    ),
    (
        {"cards": 0, "farmers": 2, "stones": 0},
        {"cost_farmers": 3, "total": 3},
        "Červený koupí dva farmáře a, tudíž zaplatí do banky 3 zlaté",
    ),
    ({"cards": 1, "farmers": 0, "stones": 0}, {"total": 1}, "1 kus jednoho materiálu … stojí 1 zlatý"),
    ({"cards": 0, "farmers": 8, "stones": 0}, {"total": 36}, "8 ks pak stojí 36 zlatých"),
    ({"cards": 9, "farmers": 0, "stones": 0}, {"total": 45}, "9 ks stojí 45 zlatých"),
    ({"cards": 10, "farmers": 0, "stones": 0}, {"total": 55}, "10 ks stojí 55 zlatých"),
    ({"cards": 0, "farmers": 0, "stones": 0}, {"total": 0}, "Hráč může provézt jenom některou nebo žádnou z akcí."),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), PURCHASE_EXAMPLES)
def test_purchase_examples(inputs, expected, passage):
    result = engine.calculate("amunre-purchase", inputs)
    assert pick(result, expected) == expected, passage


def test_purchase_defaults_are_the_rulebook_example():
    assert engine.calculate("amunre-purchase", {})["total"] == 19


def test_stone_example_follows_the_price_table_not_its_typo():
    """ "Červený koupí 3 st. kameny (zaplatí 3 zlaté)" contradicts the price table ("3 ks stojí
    6 zlatých") and the 19-gold example; the table wins (a typo in the Czech translation)."""
    assert engine.calculate("amunre-purchase", {"cards": 0, "farmers": 0, "stones": 3})["cost_stones"] == 6


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"cards": 40}, "cards", "out_of_range"),
        ({"farmers": 46}, "farmers", "out_of_range"),
        ({"stones": 16}, "stones", "out_of_range"),
        ({"stones": -1}, "stones", "out_of_range"),
        ({"cards": "many"}, "cards", "not_integer"),
    ],
)
def test_purchase_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-purchase", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


@given(st.integers(0, 39), st.integers(0, 45), st.integers(0, 15))
def test_purchase_total_is_the_sum_of_its_parts(cards, farmers, stones):
    result = engine.calculate("amunre-purchase", {"cards": cards, "farmers": farmers, "stones": stones})
    assert result["total"] == sum(p["value"] for p in result["breakdown"])
    assert result["total"] == result["cost_cards"] + result["cost_farmers"] + result["cost_stones"]


def test_purchase_price_rises_with_every_piece():
    prices = [purchase_price(n) for n in range(46)]
    assert prices[:5] == [0, 1, 3, 6, 10]
    assert all(b - a == n + 1 for n, (a, b) in enumerate(zip(prices, prices[1:], strict=False)))


# ---------------------------------------------------------------------------------------------
# Phase 4: offering


def _offers(*values):
    """Player rows from offerings; "-3" marks a player who plays the -3 card."""
    return [{"offerings": 0, "steals": True} if v == "-3" else {"offerings": v, "steals": False} for v in values]


def test_offering_rulebook_example():
    """Červený 9 zlatých, Modrý 4 zlaté, Černý „-3“, Bílý „-3“: Součet obětí 7 zlatých; Chrám Amun-Re je
    umístěn do druhého pole … v intervalu 3 – 12. The most offered takes 3 items, the second 2, the -3
    players 3 gold each; Red becomes Pharaoh."""
    result = engine.calculate("amunre-offering", {"players": _offers(9, 4, "-3", "-3")})
    assert result["total"] == 7
    assert result["position"] == 2
    assert result["pharaoh"] == 0
    assert [(t["items"], t["gold"]) for t in result["takes"]] == [(3, 0), (2, 0), (0, 3), (0, 3)]
    assert result["check_board"] == []


OFFERING_EXAMPLES = [
    (
        {"players": _offers(5, 5, 5), "start": 1},
        {"pharaoh": 1, "items": [1, 3, 2]},
        "V případě, že dva hráči nabídli stejně, přednost má začínající hráč nebo nejbližší hráč ve směru "
        "hodinových ručiček od něj.",
    ),
    (
        {"players": _offers(2, 7, 7, 1), "start": 3},
        {"pharaoh": 1, "items": [1, 3, 2, 1]},
        "… nejbližší hráč ve směru hodinových ručiček od něj (start 3: player 1 comes before player 2)",
    ),
    (
        {"players": _offers("-3", "-3", "-3"), "start": 2},
        {"pharaoh": 2, "total": -9, "position": 1, "items": [0, 0, 0]},
        "Jestliže všichni hráči obětují „-3“, pak se začínající hráč nemění.",
    ),
    (
        {"players": _offers(1, 2, 3, 4, 5)},
        {"pharaoh": 4, "total": 15, "position": 3, "items": [1, 1, 1, 2, 3]},
        "všichni hráči, kteří nezahráli „-3“ kartu, si mohou vzít po jedné věci z banky",
    ),
    (
        {"players": _offers(9, 4, "-3", "-3"), "corrections": [3]},
        {"pharaoh": 0, "total": 10, "position": 2, "items": [3, 2, 0, 0]},
        "každý hráč, který zahrál ak. kartu „změna oběti“ … rozhodne, zda chce zvýšit či snížit celkovou hodnotu "
        "oběti o 3 zlaté; nemá žádný vliv na hodnotu oběti hráče, který jí použil",
    ),
    (
        {"players": _offers(2, 3, "-3"), "corrections": [-3, -3]},
        {"total": -4, "position": 1},
        "Konečná hodnota oběti se pak takto upraví.",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), OFFERING_EXAMPLES)
def test_offering_examples(inputs, expected, passage):
    result = engine.calculate("amunre-offering", inputs)
    got = {k: result[k] for k in expected if k != "items"}
    if "items" in expected:
        got["items"] = [t["items"] for t in result["takes"]]
    assert got == expected, passage


@pytest.mark.parametrize(
    ("total", "space4_from", "position", "check"),
    [
        (2, 23, 1, []),
        (3, 23, 2, []),
        (12, 23, 2, []),
        (13, 23, 3, ["space4_from"]),
        (22, 23, 3, ["space4_from"]),
        (23, 23, 4, ["space4_from"]),
        (21, 20, 4, []),
        (19, 20, 3, []),
    ],
)
def test_offering_temple_track(total, space4_from, position, check):
    """Space 2 is 3–12 (rulebook 004); the start of space 4 is read off the board (sources.md § Amun-Re)."""
    players = _offers(total + 6, "-3", "-3")
    result = engine.calculate("amunre-offering", {"players": players, "space4_from": space4_from})
    assert (result["total"], result["position"], result["check_board"]) == (total, position, check)


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        (
            {"players": [{"offerings": 5, "steals": True}, {"offerings": 1}, {"offerings": 1}]},
            "players.0.offerings",
            "amunre_steal_alone",
        ),
        (
            {"players": [{"offerings": 5}, {"offerings": 0}, {"offerings": 1}]},
            "players.1.offerings",
            "amunre_offer_something",
        ),
        ({"corrections": [3, 2]}, "corrections.1", "amunre_correction_step"),
        ({"players": _offers(1, 2, 3), "corrections": [3, 3, 3, 3]}, "corrections", "amunre_too_many_corrections"),
        ({"players": _offers(1, 2, 3), "start": 3}, "start", "amunre_start_player"),
        ({"players": _offers(1, 2)}, "players", "list_length"),
        ({"players": _offers(1, 2, 3, 4, 5, 6)}, "players", "list_length"),
        ({"space4_from": 13}, "space4_from", "out_of_range"),
        ({"corrections": "3"}, "corrections", "not_list"),
    ],
)
def test_offering_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-offering", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


offer_rows = st.one_of(
    st.builds(lambda v: {"offerings": v, "steals": False}, st.integers(1, 60)),
    st.just({"offerings": 0, "steals": True}),
)


@st.composite
def offering_inputs(draw):
    players = draw(st.lists(offer_rows, min_size=3, max_size=5))
    return {
        "players": players,
        "corrections": draw(st.lists(st.sampled_from([3, -3]), max_size=len(players))),
        "start": draw(st.integers(0, len(players) - 1)),
        "space4_from": draw(st.integers(14, 60)),
    }


@given(offering_inputs())
def test_offering_total_is_the_sum_of_its_parts_and_rewards_are_complete(inputs):
    result = engine.calculate("amunre-offering", inputs)
    assert result["total"] == sum(p["value"] for p in result["breakdown"])
    items = sorted((t["items"] for t in result["takes"] if not t["steals"]), reverse=True)
    assert items == [3, 2, 1, 1, 1][: len(items)]
    assert all(t["gold"] == 3 and t["items"] == 0 for t in result["takes"] if t["steals"])
    if items:
        assert result["takes"][result["pharaoh"]]["items"] == 3
    else:
        assert result["pharaoh"] == inputs["start"]


@given(offering_inputs(), st.integers(1, 30))
def test_offering_more_gold_never_moves_the_temple_back(inputs, extra):
    before = engine.calculate("amunre-offering", inputs)
    players = [dict(p) for p in inputs["players"]]
    players[0] = {"offerings": players[0]["offerings"] + extra, "steals": False}
    after = engine.calculate("amunre-offering", {**inputs, "players": players})
    assert after["total"] > before["total"]
    assert after["position"] >= before["position"]


# ---------------------------------------------------------------------------------------------
# Phase 5: harvest


def _province(**values):
    return {"farmers": 0, "fixed": 0, "camel": 0, "boost": False, "eight": False, **values}


HARVEST_EXAMPLE = {
    "position": 2,
    "provinces": [_province(farmers=1), _province(farmers=2, fixed=4), _province(camel=7)],
}


def test_harvest_rulebook_example():
    """Chrám Boha Amun-Re je na své druhé pozici a červený vlastní provincie MEMPHIS, ABU a SAWU. …
    V MEMPHISu 1 farmář 2 zlaté; V ABU 2 farmáři 4 zlaté, další příjem 4 zlaté; V SAWU další příjem
    7 zlatých. Červený dostane celkem 17 zlatých."""
    result = engine.calculate("amunre-harvest", HARVEST_EXAMPLE)
    assert result["income"] == [2, 8, 7]
    assert result["total"] == 17
    assert result["check_board"] == []
    assert engine.calculate("amunre-harvest", {})["total"] == 17


HARVEST_EXAMPLES = [
    (
        {"position": 3, "per_farmer": 3, "provinces": [_province(camel=7)]},
        [0],
        "Jestliže je chrám Amun-Re na první nebo druhé pozici své stupnice, vlastníci provincií KHARGA, SAWU a "
        "AVARIS obdrží 5, 7 nebo 8 zlatých.",
    ),
    (
        {"position": 1, "per_farmer": 1, "provinces": [_province(camel=5)]},
        [5],
        "… na prvních dvou pozicích chrámu Amun-Re (starověcí Egypťané by po špatné sklizni prodali své velbloudy)",
    ),
    (
        {"position": 4, "per_farmer": 4, "provinces": [_province(fixed=8), _province(fixed=4)]},
        [8, 4],
        "Hráči, jež vlastní provincie ABU a BERENIKE vždy obdrží 4 nebo 8 zlatých. … bez ohledu na to, jestli "
        "mají v těchto provinciích farmáře.",
    ),
    (
        {"position": 2, "provinces": [_province(farmers=3, fixed=4, eight=True), _province(farmers=1)]},
        [8, 2],
        "8 zlatých: Hráč položí tuto kartu na některou ze svých provincií a obdrží 8 zlatých. Veškeré ostatní "
        "výnosy v této provincii v dané fázi se ruší.",
    ),
    (
        {"position": 2, "provinces": [_province(farmers=3, boost=True), _province(farmers=1)]},
        [9, 2],
        "Zvýšení sklizně: Příjmy ze sklizně se zvýší v této provincii o 1 zlatý na každého farmáře.",
    ),
    (
        {"position": 3, "per_farmer": 5, "provinces": [_province(farmers=2)]},
        [10],
        "Hráč má nárok za každého farmáře na tolik zlatých, kolik je indikováno chrámem Amun-Re (read off the board)",
    ),
]


@pytest.mark.parametrize(("inputs", "income", "passage"), HARVEST_EXAMPLES)
def test_harvest_examples(inputs, income, passage):
    assert engine.calculate("amunre-harvest", inputs)["income"] == income, passage


@pytest.mark.parametrize(
    ("position", "per_farmer", "used", "check"),
    [
        (1, 0, 1, ["per_farmer"]),
        (2, 0, 2, []),
        (2, 2, 2, []),
        (3, 0, 3, ["per_farmer"]),
        (4, 0, 4, ["per_farmer"]),
        (3, 2, 2, []),
        (1, 2, 2, []),
    ],
)
def test_harvest_unconfirmed_track_values_are_flagged(position, per_farmer, used, check):
    """Only space 2 → 2 gold per farmer is confirmed (sources.md § Amun-Re); 1/3/4 are INFERRED defaults."""
    result = engine.calculate(
        "amunre-harvest", {"position": position, "per_farmer": per_farmer, "provinces": [_province(farmers=2)]}
    )
    assert (result["per_farmer"], result["total"], result["check_board"]) == (used, 2 * used, check)


def test_harvest_without_farmers_needs_no_board_check():
    result = engine.calculate("amunre-harvest", {"position": 3, "provinces": [_province(fixed=4)]})
    assert result["check_board"] == []


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"provinces": [_province(fixed=5)]}, "provinces.0.fixed", "amunre_fixed_income"),
        ({"provinces": [_province(camel=6)]}, "provinces.0.camel", "amunre_camel_income"),
        ({"provinces": [_province(fixed=4, camel=7)]}, "provinces.0.camel", "amunre_fixed_and_camel"),
        ({"provinces": [_province(boost=True), _province(boost=True)]}, "provinces.1.boost", "amunre_one_boost"),
        (
            {"provinces": [_province(), _province(eight=True), _province(eight=True)]},
            "provinces.2.eight",
            "amunre_one_eight",
        ),
        ({"provinces": []}, "provinces", "list_length"),
        ({"provinces": [_province()] * 4}, "provinces", "list_length"),
        ({"position": 5}, "position", "out_of_range"),
        ({"provinces": [_province(farmers=13)]}, "provinces.0.farmers", "out_of_range"),
        # Space 2 pays 2 gold per farmer (rulebook 004 example; sources.md § Amun-Re, confirmed).
        ({"position": 2, "per_farmer": 5}, "per_farmer", "amunre_per_farmer_confirmed"),
        ({"position": 2, "per_farmer": 1}, "per_farmer", "amunre_per_farmer_confirmed"),
        (
            {"position": 2, "per_farmer": 3, "provinces": [_province(fixed=4)]},
            "per_farmer",
            "amunre_per_farmer_confirmed",
        ),
    ],
)
def test_harvest_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-harvest", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


province_rows = st.builds(
    _province,
    farmers=st.integers(0, 12),
    fixed=st.sampled_from([0, 4, 8]),
    boost=st.booleans(),
).map(lambda p: p if p["fixed"] else {**p, "camel": 7})


@st.composite
def harvest_inputs(draw):
    provinces = draw(st.lists(province_rows, min_size=1, max_size=3))
    for i, p in enumerate(provinces):
        p["boost"] = p["boost"] and i == 0
    if draw(st.booleans()):
        provinces[-1]["eight"] = True
    position = draw(st.integers(1, 4))
    # Space 2 pays the confirmed 2 (or 0: as the track pays); elsewhere any number read off the board.
    per_farmer = draw(st.sampled_from([0, 2]) if position == 2 else st.integers(0, 10))
    return {"position": position, "per_farmer": per_farmer, "provinces": provinces}


@given(harvest_inputs())
def test_harvest_total_is_the_sum_of_its_parts(inputs):
    result = engine.calculate("amunre-harvest", inputs)
    assert result["total"] == sum(result["income"]) == sum(p["value"] for p in result["breakdown"])
    for row, income in zip(result["provinces"], result["income"], strict=True):
        assert income == sum(p["value"] for p in row["breakdown"])


@given(harvest_inputs(), st.data())
def test_harvest_more_farmers_never_pay_less(inputs, data):
    which = data.draw(st.integers(0, len(inputs["provinces"]) - 1))
    before = engine.calculate("amunre-harvest", inputs)
    provinces = [dict(p) for p in inputs["provinces"]]
    provinces[which]["farmers"] = min(provinces[which]["farmers"] + 1, 12)
    after = engine.calculate("amunre-harvest", {**inputs, "provinces": provinces})
    assert after["total"] >= before["total"]


# ---------------------------------------------------------------------------------------------
# Phase 6: scoring


SCORING_EXAMPLE = {
    "pyramids": [1, 3, 3],
    "west": True,
    "east": True,
    "temples": 1,
    "position": 1,
    "bonus": 2,
    "gold_rank": 0,
    "final": True,
}


def test_scoring_rulebook_example():
    """Modrý: postavil 7 pyramid 7 bodů; 1 kompletní řadu 3 body; provincie s nejvíce pyramidami na západ
    5 bodů a na východ 5 bodů; chrám v EDFU, Amun-Re na prvním poli 1 bod; 2 bonusové karty 6 bodů;
    nejméně peněz ze čtyř hráčů 0 bodů. Modrý celkem získá 27 bodů."""
    result = engine.calculate("amunre-scoring", SCORING_EXAMPLE)
    parts = ["pyramid_points", "row_points", "west_points", "east_points", "temple_points", "bonus_points"]
    assert [result[k] for k in [*parts, "gold_points"]] == [7, 3, 5, 5, 1, 6, 0]
    assert result["total"] == 27
    assert result["check_board"] == []
    assert engine.calculate("amunre-scoring", {})["total"] == 27


SCORING_EXAMPLES = [
    (
        {"pyramids": [2, 1, 1], "west": False, "east": False, "temples": 0, "bonus": 0, "final": False},
        {"pyramid_points": 4},
        "Každá pyramida má hodnotu 1 bod (4 pyramidy = 4 body)",
    ),
    (
        {"pyramids": [2, 2, 3], "west": False, "east": False, "temples": 0, "bonus": 0},
        {"row_points": 6, "total": 13},
        "Kompletní řada 3 body, Kompletní řada 3 body, Nekompletní řada 0 body: Červený získá 6 bodů",
    ),
    (
        {"pyramids": [3, 0, 2], "west": False, "east": False, "temples": 0, "bonus": 0},
        {"row_points": 0},
        "Každá kompletní řada pyramid (po pyramidě v každé provincii)",
    ),
    (
        {"pyramids": [0, 0, 0], "west": True, "east": True, "temples": 0, "bonus": 0},
        {"west_points": 5, "east_points": 5, "total": 10},
        "Na západ od Nilu vlastní modrý provincii s nejvíce pyramidami (EDFU) … Modrý obdrží 10 bodů",
    ),
    (
        {"pyramids": [0, 0, 0], "west": False, "east": True, "temples": 0, "bonus": 0},
        {"total": 5},
        "Na východ od Nilu mají bílý a modrý provincie s nejvyšším počtem … Bílý obdrží 5 bodů",
    ),
    (
        {"pyramids": [0, 0, 0], "west": False, "east": False, "temples": 2, "position": 3, "temple_vp": 3, "bonus": 0},
        {"temple_points": 6, "total": 6},
        "Černý obdrží 3 body za každý ze svých chrámů v provincii DAMANHUR. Celkem černý získá 6 bodů.",
    ),
    (
        {"pyramids": [0, 0, 0], "west": False, "east": False, "temples": 0, "bonus": 1, "gold_rank": 1},
        {"bonus_points": 3, "gold_points": 6, "total": 9},
        "Každá z těchto bonusových akčních karet má hodnotu 3 bodů; Hráč s nejvíce zlatem obdrží 6 bodů",
    ),
    (
        {"pyramids": [0, 0, 0], "west": False, "east": False, "temples": 0, "bonus": 0, "gold_rank": 2},
        {"gold_points": 4},
        "druhý nejbohatší 4 body",
    ),
    (
        {"pyramids": [0, 0, 0], "west": False, "east": False, "temples": 0, "bonus": 0, "gold_rank": 3},
        {"gold_points": 2},
        "a třetí 2 body",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), SCORING_EXAMPLES)
def test_scoring_examples(inputs, expected, passage):
    result = engine.calculate("amunre-scoring", inputs)
    assert pick(result, expected) == expected, passage


@pytest.mark.parametrize(
    ("position", "temple_vp", "used", "check"),
    [
        (1, 0, 1, []),
        (1, 1, 1, []),
        (2, 0, 2, ["temple_vp"]),
        (3, 0, 3, ["temple_vp"]),
        (4, 0, 4, ["temple_vp"]),
        (3, 4, 4, []),
        (2, 1, 1, []),
    ],
)
def test_scoring_unconfirmed_temple_values_are_flagged(position, temple_vp, used, check):
    """Only space 1 → 1 VP per temple is confirmed; 2/3/4 are INFERRED defaults (sources.md § Amun-Re)."""
    result = engine.calculate(
        "amunre-scoring", {**SCORING_EXAMPLE, "temples": 2, "position": position, "temple_vp": temple_vp}
    )
    assert (result["temple_vp"], result["temple_points"], result["check_board"]) == (used, 2 * used, check)


@pytest.mark.parametrize("calculator_id", ["amunre-scoring", "amunre-game"])
def test_a_temple_scores_at_most_4_points(calculator_id):
    """ "Každý chrám má hodnotu 1, 2, 3 nebo 4 body" (rulebook 004): a reading of 5 is refused, naming the field."""
    inputs = SCORING_EXAMPLE if calculator_id == "amunre-scoring" else {}
    assert engine.calculate(calculator_id, {**inputs, "position": 4, "temple_vp": 4})["temple_vp"] == 4
    with pytest.raises(engine.InputError) as raised:
        engine.calculate(calculator_id, {**inputs, "position": 4, "temple_vp": 5})
    assert (raised.value.field, raised.value.code) == ("temple_vp", "out_of_range")


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"gold_rank": 1, "final": False}, "gold_rank", "amunre_gold_only_final"),
        ({"gold_rank": 4}, "gold_rank", "out_of_range"),
        ({"pyramids": [1, 2]}, "pyramids", "list_length_exact"),
        ({"pyramids": [1, 2, -1]}, "pyramids.2", "out_of_range"),
        ({"bonus": 6}, "bonus", "out_of_range"),
        ({"position": 0}, "position", "out_of_range"),
        # Space 1 scores 1 VP per temple (rulebook 004 example; sources.md § Amun-Re, confirmed).
        ({"position": 1, "temple_vp": 3}, "temple_vp", "amunre_temple_vp_confirmed"),
        ({"position": 1, "temple_vp": 2, "temples": 0}, "temple_vp", "amunre_temple_vp_confirmed"),
    ],
)
def test_scoring_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-scoring", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


# ---------------------------------------------------------------------------------------------
# Confirmed temple-track values: space 2 pays 2 gold per farmer, space 1 scores 1 VP per temple
# (rulebook 004 examples; sources.md § Amun-Re). A reading off the board that contradicts them is refused.

# (calculator, inputs, field, confirmed value)
TRACK_READINGS = [
    ("amunre-harvest", {"position": 2, "provinces": [_province(farmers=2)]}, "per_farmer", 2),
    ("amunre-scoring", {**SCORING_EXAMPLE, "position": 1}, "temple_vp", 1),
    ("amunre-game", {"position": 1}, "temple_vp", 1),
]


@pytest.mark.parametrize(("calculator", "inputs", "field", "confirmed"), TRACK_READINGS)
@pytest.mark.parametrize("entered", range(0, 11))
def test_confirmed_track_values_refuse_any_other_reading(calculator, inputs, field, confirmed, entered):
    if entered in (0, confirmed):
        result = engine.calculate(calculator, {**inputs, field: entered})
        assert result[field] == confirmed
        return
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(calculator, {**inputs, field: entered})
    error = caught.value
    if field == "temple_vp" and entered > MAX_TEMPLE_VP:  # no temple scores more than 4 (rulebook 004)
        assert (error.field, error.code) == (field, "out_of_range")
        return
    assert (error.field, error.params) == (
        field,
        {"position": inputs["position"], "value": confirmed, "count": entered},
    )
    messages = error.to_json()["messages"]
    assert len(set(messages.values())) == len(messages) == 3  # en, cs and ru, each its own text
    for text in messages.values():
        assert f"{confirmed} " in text and f" {entered}:" in text


scoring_inputs = st.fixed_dictionaries(
    {
        "pyramids": st.lists(st.integers(0, 19), min_size=3, max_size=3),
        "west": st.booleans(),
        "east": st.booleans(),
        "temples": st.integers(0, 9),
        "position": st.integers(1, 4),
        "temple_vp": st.integers(0, MAX_TEMPLE_VP),
        "bonus": st.integers(0, 5),
        "gold_rank": st.integers(0, 3),
        "final": st.just(True),
    }
).map(lambda d: {**d, "temple_vp": min(d["temple_vp"], 1)} if d["position"] == 1 else d)  # space 1 scores 1


@given(scoring_inputs)
def test_scoring_total_is_the_sum_of_its_parts(inputs):
    result = engine.calculate("amunre-scoring", inputs)
    names = ["pyramid_points", "row_points", "west_points", "east_points", "temple_points", "bonus_points"]
    assert result["total"] == sum(result[k] for k in [*names, "gold_points"])
    assert result["total"] == sum(p["value"] for p in result["breakdown"])


@given(scoring_inputs, st.integers(0, 2), st.sampled_from(["temples", "bonus"]))
def test_scoring_more_pyramids_temples_and_bonuses_never_score_less(inputs, which, key):
    before = engine.calculate("amunre-scoring", inputs)["total"]
    pyramids = list(inputs["pyramids"])
    pyramids[which] += 1
    assert engine.calculate("amunre-scoring", {**inputs, "pyramids": pyramids})["total"] > before
    more = {**inputs, key: min(inputs[key] + 1, {"temples": 9, "bonus": 5}[key])}
    assert engine.calculate("amunre-scoring", more)["total"] >= before


# ---------------------------------------------------------------------------------------------
# Gold at the end of the game

GOLD_EXAMPLES = [
    (
        [30, 30, 20, 10],
        [6, 6, 2, 0],
        "2 hráči mají nejvíce zlata, oba obdrží 6 bodů. Druhý nejbohatší hráč dostane pouze 2 body.",
    ),
    (
        [40, 30, 20, 10, 5],
        [6, 4, 2, 0, 0],
        "Hráč s nejvíce zlatem obdrží 6 bodů, druhý nejbohatší 4 body a třetí 2 body. Ostatní neobdrží nic.",
    ),
    ([10, 20, 20], [2, 6, 6], "V případě, že několik hráčů má stejné množství peněz … další místo se vynechává."),
    ([5, 5, 5, 5], [6, 6, 6, 6], "… dostanou tito příslušný plný počet bodů"),
    ([9, 7, 7, 1], [6, 4, 4, 0], "tied second place: both take 4 and third place is skipped"),
]


@pytest.mark.parametrize(("gold", "points", "passage"), GOLD_EXAMPLES)
def test_gold_examples(gold, points, passage):
    assert engine.calculate("amunre-gold", {"gold": gold})["points"] == points, passage


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"gold": [1, 2]}, "gold", "list_length"),
        ({"gold": [1, 2, GOLD_IN_GAME + 1]}, "gold.2", "out_of_range"),
        ({"gold": [1, "x", 3]}, "gold.1", "not_integer"),
    ],
)
def test_gold_refuses(inputs, field, code):
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-gold", inputs)
    assert (caught.value.field, caught.value.code) == (field, code)


@given(st.lists(st.integers(0, 100), min_size=3, max_size=5), st.data())
def test_gold_more_gold_never_scores_less(gold, data):
    who = data.draw(st.integers(0, len(gold) - 1))
    before = engine.calculate("amunre-gold", {"gold": gold})
    richer = list(gold)
    richer[who] += data.draw(st.integers(1, 50))
    after = engine.calculate("amunre-gold", {"gold": richer})
    assert after["points"][who] >= before["points"][who]
    assert before["winner"] == [i for i, g in enumerate(gold) if g == max(gold)]
