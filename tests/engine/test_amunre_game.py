"""amunre-game: the whole table's scoring (rulebook 004, phase 6 and the end of the game)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import amunre
from engine.amunre import BONUS_CARD_TYPES
from engine.languages import LANGUAGES
from engine.messages.amunre import EXPLAIN
from tests.engine.cases import anonymous, pick, player_view, refused

GAME = "amunre-game"


def province(owner, side, pyramids, stones=0, temples=0):
    return {"owner": owner, "side": side, "pyramids": pyramids, "stones": stones, "temples": temples}


def player(bonus=0, gold=0, old_kingdom=0, name=""):
    return {"name": name, "bonus": bonus, "gold": gold, "old_kingdom": old_kingdom}


def play(provinces, players, kingdom="new", position=1, temple_vp=0):
    return engine.calculate(
        GAME,
        {"kingdom": kingdom, "position": position, "temple_vp": temple_vp, "provinces": provinces, "players": players},
    )


PARTS = ("pyramid_points", "row_points", "west_points", "east_points", "temple_points", "bonus_points", "gold_points")

# ---------------------------------------------------------------------------------------------
# The rulebook's scoring example as one player of a table

# "Modrý získá: 1. postavil 7 pyramid 7 bodů, 2. má 1 kompletní řadu 3 body, 3. … na západ od Nilu
# 5 bodů, na východ od Nilu 5 bodů, 4. má chrám v provincii EDFU. Chrám boha Amun-Re je na prvním
# poli 1 bod, 5. zahrál 2 bonusové akční karty 6 bodů, 6. … nejméně peněz ze čtyř hráčů 0 bodů.
# Modrý celkem získá 27 bodů" (rulebook 004, Příklad bodování v druhém kole).
BLUE_27 = {
    "pyramid_points": 7,
    "row_points": 3,
    "west_points": 5,
    "east_points": 5,
    "temple_points": 1,
    "bonus_points": 6,
    "gold_points": 0,
    "kingdom_points": 27,
}


def test_rulebook_27_points_as_one_player_of_a_table():
    provinces = [
        province(1, "west", 3, temples=1),  # EDFU, with its temple
        province(1, "east", 3),
        province(1, "east", 1),
        province(0, "west", 2),
        province(0, "east", 2),
        province(2, "west", 1),
        province(3, "east", 2),
    ]
    players = [player(gold=30), player(bonus=2, gold=5), player(gold=20), player(gold=10)]
    blue = play(provinces, players)["players"][1]
    assert pick(blue, BLUE_27) == BLUE_27
    assert blue["total"] == 27  # no Old Kingdom points entered


def test_defaults_hold_the_27_point_player():
    result = engine.calculate(GAME, {})
    assert pick(result["players"][1], BLUE_27) == BLUE_27
    assert result["winners"] == [1]


# ---------------------------------------------------------------------------------------------
# The Nile majorities


def test_rulebook_nile_example_shares_the_east_bonus():
    """ "Na západ od Nilu vlastní modrý provincii s nejvíce pyramidami (EDFU). Na východ od Nilu mají
    bílý a modrý provincie s nejvyšším počtem pyramid a stavebních kamenů (ABU a BERENIKE). Modrý
    obdrží 10 bodů, Bílý obdrží 5 bodů." (rulebook 004, Fáze 6.3)"""
    white, blue, black = 0, 1, 2
    provinces = [
        province(blue, "west", 3),  # EDFU
        province(white, "west", 2),
        province(white, "east", 2, stones=1),  # ABU
        province(blue, "east", 2, stones=1),  # BERENIKE
        province(black, "east", 1, stones=2),
    ]
    result = play(provinces, [player(), player(), player()])
    nile = [row["west_points"] + row["east_points"] for row in result["players"]]
    assert nile == [5, 10, 0]
    assert result["nile"]["east"]["provinces"] == [2, 3]
    assert result["nile"]["east"]["owners"] == [white, blue]


@pytest.mark.parametrize(
    ("provinces", "west", "east"),
    [
        # One province has the most: its owner scores.
        ([province(0, "west", 4), province(1, "west", 3)], [5, 0, 0], [0, 0, 0]),
        # Tied pyramids: more stones decide.
        ([province(0, "east", 3, stones=0), province(2, "east", 3, stones=2)], [0, 0, 0], [0, 0, 5]),
        # Tied pyramids and stones: every owner scores.
        ([province(0, "west", 2, 1), province(1, "west", 2, 1), province(2, "west", 2, 1)], [5, 5, 5], [0, 0, 0]),
        # One owner of two tied provinces scores once.
        ([province(1, "east", 2, 1), province(1, "east", 2, 1), province(0, "east", 1)], [0, 0, 0], [0, 5, 0]),
        # More pyramids beat more stones.
        ([province(0, "west", 3, 0), province(1, "west", 2, 2)], [5, 0, 0], [0, 0, 0]),
        # No pyramid on a side: nobody scores there.
        ([province(0, "west", 0, 2), province(1, "east", 0, 0)], [0, 0, 0], [0, 0, 0]),
        # Sides are separate: each has its own majority.
        ([province(0, "west", 1), province(1, "east", 1), province(2, "east", 0, 2)], [5, 0, 0], [0, 5, 0]),
    ],
)
def test_nile_majorities(provinces, west, east):
    rows = play(provinces, [player(), player(), player()])["players"]
    assert [r["west_points"] for r in rows] == west
    assert [r["east_points"] for r in rows] == east


# ---------------------------------------------------------------------------------------------
# Gold, temples, rows and the two kingdoms


@pytest.mark.parametrize(
    ("gold", "points", "ranks"),
    [
        # "2 hráči mají nejvíce zlata, oba obdrží 6 bodů. Druhý nejbohatší hráč dostane pouze 2 body."
        ([30, 30, 20, 5], [6, 6, 2, 0], [1, 1, 3, 4]),
        ([40, 30, 20, 10, 0], [6, 4, 2, 0, 0], [1, 2, 3, 4, 5]),
        ([10, 20, 20, 20], [0, 6, 6, 6], [4, 1, 1, 1]),
        ([9, 8, 8, 1], [6, 4, 4, 0], [1, 2, 2, 4]),
        ([0, 0, 0], [6, 6, 6], [1, 1, 1]),
    ],
)
def test_gold_ranks_and_ties(gold, points, ranks):
    rows = play([], [player(gold=g) for g in gold])["players"]
    assert [r["gold_points"] for r in rows] == points
    assert [r["gold_rank"] for r in rows] == ranks


def test_old_kingdom_scores_no_gold_and_adds_nothing_carried():
    players = [player(gold=30, old_kingdom=20), player(gold=10), player(gold=0)]
    result = play([province(0, "west", 2)], players, kingdom="old")
    assert [r["gold_points"] for r in result["players"]] == [0, 0, 0]
    assert [r["total"] for r in result["players"]] == [2 + 5, 0, 0]
    assert all(part["key"] != "old_kingdom" for part in result["players"][0]["breakdown"])


def test_new_kingdom_adds_the_old_kingdom_points():
    players = [player(gold=30, old_kingdom=20), player(gold=10, old_kingdom=31), player(gold=0, old_kingdom=9)]
    rows = play([province(0, "west", 2)], players)["players"]
    assert [r["kingdom_points"] for r in rows] == [2 + 5 + 6, 4, 2]
    assert [r["total"] for r in rows] == [33, 35, 11]
    assert [r["rank"] for r in rows] == [2, 1, 3]


def test_complete_rows_need_a_pyramid_in_each_of_three_provinces():
    # "Každá kompletní řada pyramid (po pyramidě v každé provincii) má hodnotu 3 body." Rulebook
    # example: rows 3 + 3 + incomplete = 6 points.
    provinces = [province(0, "west", 2), province(0, "east", 3), province(0, "east", 4), province(1, "west", 5)]
    provinces += [province(1, "east", 5)]  # two provinces only: no row
    rows = play(provinces, [player(), player(), player()])["players"]
    assert [r["row_points"] for r in rows] == [6, 0, 0]
    assert [r["complete_rows"] for r in rows] == [2, 0, 0]


@pytest.mark.parametrize(
    ("position", "temple_vp", "points", "check"),
    [(1, 0, 3, []), (1, 1, 3, []), (2, 0, 6, ["temple_vp"]), (3, 0, 9, ["temple_vp"]), (3, 2, 6, [])],
)
def test_temples_score_by_the_track(position, temple_vp, points, check):
    provinces = [province(0, "west", 0, temples=2), province(0, "east", 0, temples=1)]
    result = play(provinces, [player(), player(), player()], position=position, temple_vp=temple_vp)
    assert result["players"][0]["temple_points"] == points
    assert result["check_board"] == check


# ---------------------------------------------------------------------------------------------
# The winner: most points, then most pyramids, then most stones, else several winners
# ("V případě shody je vítězem hráč s nejvyšším počtem pyramid. Jestliže je i poté stav
# nerozhodně, vítězí hráč s nejvyšším počtem stavebních kamenů. Pakliže je i nadále stav
# nerozhodný, je vyhlášeno více vítězů." rulebook 004, Konec hry)

TIE_BREAK_CASES = [
    pytest.param(
        [province(0, "west", 1)],
        [player(old_kingdom=40), player(old_kingdom=39), player()],
        [1, 2, 3],
        [0],
        id="points",
    ),
    pytest.param(
        [province(0, "west", 4), province(1, "west", 1), province(1, "east", 2)],
        [player(old_kingdom=30), player(old_kingdom=31), player()],
        [1, 2, 3],
        [0],
        id="pyramids",
    ),
    pytest.param(
        [province(0, "west", 2, stones=1), province(1, "east", 2, stones=2)],
        [player(), player(), player()],
        [2, 1, 3],
        [1],
        id="stones",
    ),
    pytest.param(
        [province(0, "west", 2, stones=1), province(1, "east", 2, stones=1)],
        [player(), player(), player()],
        [1, 1, 3],
        [0, 1],
        id="several-winners",
    ),
    pytest.param(
        [province(0, "west", 2, 1), province(1, "east", 2, 1), province(2, "west", 1, 1), province(2, "west", 1)],
        [player(), player(), player(old_kingdom=5)],
        [1, 1, 1],
        [0, 1, 2],
        id="three-way",
    ),
]


@pytest.mark.parametrize(("provinces", "players", "ranks", "winners"), TIE_BREAK_CASES)
def test_tie_breaks(provinces, players, ranks, winners):
    result = play(provinces, players)
    assert [r["rank"] for r in result["players"]] == ranks
    assert result["winners"] == winners


def test_the_winner_is_explained_in_words():
    provinces = [province(0, "west", 4), province(1, "west", 1), province(1, "east", 2)]
    players = [player(old_kingdom=30, name="Red"), player(old_kingdom=31, name="Blue"), player(name="Šárka")]
    explained = play(provinces, players)["explain"]
    assert explained["en"][-2:] == ["Red and Blue tie on 45 points.", "Red wins with more pyramids (4 to 3)."]
    assert explained["en"][0] == (
        "West of the Nile: province 1 (Red, 4 pyramids) has the most pyramids; Red scores 5 points."
    )
    assert explained["cs"][-1].startswith("Vítězí Red díky většímu počtu pyramid")
    assert explained["ru"][-1].startswith("Побеждает Red благодаря большему числу пирамид")


# After the Old Kingdom the game is half over (rulebook 004: the winner is named at the end of the
# game, after the New Kingdom scoring): the table has leaders, never a winner.
LEADING_CASES = [
    pytest.param(
        # Bohdan: 3 pyramids + 5 (west of the Nile) + 5 bonus cards × 3 = 23 points.
        [province(1, "west", 3)],
        [player(), player(bonus=5, name="Bohdan"), player(name="Cyril")],
        [1],
        {
            "en": "After the Old Kingdom Bohdan leads with 23 points.",
            "cs": "Po Staré říši vede Bohdan s 23 body.",
            "ru": "После Древнего царства лидирует Bohdan: 23 очка.",
        },
        id="one-leader",
    ),
    pytest.param(
        [province(0, "west", 1)],
        [player(name="Ada"), player(bonus=1, name="Bo"), player()],
        [0],
        {
            "en": "After the Old Kingdom Ada leads with 6 points.",
            "cs": "Po Staré říši vede Ada s 6 body.",
            "ru": "После Древнего царства лидирует Ada: 6 очков.",
        },
        id="plural-forms",
    ),
    pytest.param(
        # One temple with the Amun-Re temple on space 1 (1 point), no pyramid anywhere.
        [province(0, "east", 0, temples=1)],
        [player(name="Ada"), player(), player()],
        [0],
        {
            "en": "After the Old Kingdom Ada leads with 1 point.",
            "cs": "Po Staré říši vede Ada s 1 bodem.",
            "ru": "После Древнего царства лидирует Ada: 1 очко.",
        },
        id="one-point",
    ),
    pytest.param(
        # Level on points: the end of the game's tie-break (pyramids, stones) does not apply yet.
        [province(0, "west", 2, stones=1), province(1, "east", 2)],
        [player(name="Ada"), player(name="Bo"), player(bonus=1)],
        [0, 1],
        {
            "en": "After the Old Kingdom Ada and Bo share the lead with 7 points each.",
            "cs": "Po Staré říši vedou Ada a Bo se stejným počtem bodů (7).",
            "ru": "После Древнего царства лидируют Ada и Bo: у каждого 7 очков.",
        },
        id="shared-lead",
    ),
    pytest.param(
        [],
        [player(name="Ada"), player(bonus=1, name="Bo"), player(bonus=1, name="Cy")],
        [1, 2],
        {
            "en": "After the Old Kingdom Bo and Cy share the lead with 3 points each.",
            "cs": "Po Staré říši vedou Bo a Cy se stejným počtem bodů (3).",
            "ru": "После Древнего царства лидируют Bo и Cy: у каждого 3 очка.",
        },
        id="one-point-forms",
    ),
]


@pytest.mark.parametrize(("provinces", "players", "leaders", "sentence"), LEADING_CASES)
def test_after_the_old_kingdom_the_table_leads_and_nobody_wins(provinces, players, leaders, sentence):
    result = play(provinces, players, kingdom="old")
    assert result["finished"] is False
    assert result["winners"] == []
    assert result["leaders"] == leaders
    assert {lang: result["explain"][lang][-1] for lang in LANGUAGES} == sentence
    assert [row["rank"] for row in result["players"] if row["rank"] == 1] == [1] * len(leaders)
    words = ("win", "victory", "Vítěz", "vítěz", "Побежда", "побед", "Победа")
    assert not [s for lang in LANGUAGES for s in result["explain"][lang] if any(w in s for w in words)]


@pytest.mark.parametrize(
    ("provinces", "sentence"),
    [
        (
            [province(0, "east", 3, stones=0), province(1, "east", 3, stones=2)],
            "East of the Nile: provinces 1 and 2 have 3 pyramids each; province 2 (Blue) has more building stones"
            " (2 to 0), so Blue scores 5 points.",
        ),
        (
            [province(0, "east", 2, stones=1), province(2, "east", 2, stones=1)],
            "East of the Nile: provinces 1 and 2 tie on 2 pyramids and 1 building stone; Red and Player 3 each"
            " score 5 points.",
        ),
        (
            [province(1, "east", 1), province(1, "east", 1)],
            "East of the Nile: provinces 1 and 2 tie on 1 pyramid and 0 building stones; they have one owner,"
            " Blue, who scores 5 points once.",
        ),
        ([province(0, "east", 0, stones=2)], "East of the Nile: no province has a pyramid, so nobody scores 5 points."),
    ],
)
def test_nile_sentences(provinces, sentence):
    players = [player(name="Red"), player(name="Blue"), player()]
    assert play(provinces, players)["explain"]["en"][1] == sentence


def test_gold_and_kingdom_sentences():
    players = [player(gold=9, name="Red"), player(gold=9, name="Blue"), player(gold=3), player(gold=1)]
    explained = play([], players)["explain"]
    assert "Gold, place 1: Red and Blue tie (9 gold) and each score 6 points; the next place is 3." in explained["en"]
    assert "Gold, place 3: Player 3 (3 gold) scores 2 points." in explained["en"]
    assert (
        "Zlato: o 1. místo se dělí Red a Blue (9 zlatých) a každý z hráčů získává 6 bodů; další v pořadí je až"
        " na 3. místě." in (explained["cs"])
    )
    assert "Золото: 3-е место — Игрок 3 (3 золотых), 2 очка." in explained["ru"]
    old = play([], players, kingdom="old")["explain"]
    assert "Old Kingdom: gold is scored only at the end of the New Kingdom." in old["en"]
    assert not any(sentence.startswith("Gold") for sentence in old["en"])


def test_explanations_exist_in_every_language_with_as_many_sentences():
    explained = engine.calculate(GAME, {})["explain"]
    assert set(explained) == set(LANGUAGES)
    assert len({len(sentences) for sentences in explained.values()}) == 1
    assert set(EXPLAIN["win"]) == set(LANGUAGES)


# ---------------------------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"provinces": [province(3, "west", 1)]}, "provinces.0.owner", "amunre_owner_not_player"),
        (
            {"provinces": [province(0, "west", 1)] * 3 + [province(0, "east", 1)]},
            "provinces.3.owner",
            "amunre_three_provinces",
        ),
        ({"provinces": [province(-1, "west", 1)]}, "provinces.0.owner", "not_a_player"),
        ({"provinces": [province(0, "north", 1)]}, "provinces.0.side", "not_choice"),
        ({"players": [player(), player()]}, "players", "list_length"),
        ({"players": [player(name="x" * 25), player(), player()]}, "players.0.name", "text_too_long"),
        ({"players": [player(bonus=BONUS_CARD_TYPES + 1), player(), player()]}, "players.0.bonus", "out_of_range"),
        ({"kingdom": "middle"}, "kingdom", "not_choice"),
        ({"position": 5}, "position", "out_of_range"),
        # Space 1 scores 1 VP per temple (rulebook 004 example; sources.md § Amun-Re, confirmed).
        ({"position": 1, "temple_vp": 3}, "temple_vp", "amunre_temple_vp_confirmed"),
        (
            {"position": 1, "temple_vp": 2, "provinces": [province(0, "west", 1)]},
            "temple_vp",
            "amunre_temple_vp_confirmed",
        ),
    ],
)
def test_refuses(inputs, field, code):
    base = {"provinces": [], "players": [player(), player(), player()]}
    assert refused(GAME, {**base, **inputs}) == (field, code)


# ---------------------------------------------------------------------------------------------
# Properties

NAMES = ["Ada", "Bo", "Cyril", "Dáša", "Erik"]


@st.composite
def tables(draw):
    count = draw(st.integers(3, 5))
    players = [
        player(
            bonus=draw(st.integers(0, BONUS_CARD_TYPES)),
            gold=draw(st.integers(0, 40)),
            old_kingdom=draw(st.integers(0, 60)),
            name=NAMES[i],
        )
        for i in range(count)
    ]
    provinces = []
    for owner in range(count):
        for _ in range(draw(st.integers(0, 3))):
            provinces.append(
                province(
                    owner,
                    draw(st.sampled_from(["west", "east"])),
                    draw(st.integers(0, 6)),
                    draw(st.integers(0, 2)),
                    draw(st.integers(0, 2)),
                )
            )
    provinces = draw(st.permutations(provinces))
    position = draw(st.integers(1, 4))
    return {
        "kingdom": draw(st.sampled_from(["old", "new"])),
        "position": position,
        "temple_vp": draw(st.integers(0, 1) if position == 1 else st.integers(0, 4)),  # space 1 scores 1
        "provinces": provinces,
        "players": players,
    }


@given(tables())
def test_totals_equal_their_parts(inputs):
    result = engine.calculate(GAME, inputs)
    for row in result["players"]:
        assert row["total"] == sum(part["value"] for part in row["breakdown"])
        assert row["kingdom_points"] == sum(row[key] for key in PARTS)
        assert row["total"] == row["kingdom_points"] + row["old_kingdom_points"]
    # The game is over after the New Kingdom only: before, the first place leads and nobody wins.
    first = [i for i, row in enumerate(result["players"]) if row["rank"] == 1]
    if inputs["kingdom"] == "new":
        assert result["winners"] == first
        assert "finished" not in result and "leaders" not in result
    else:
        assert result["finished"] is False
        assert result["winners"] == []
        assert result["leaders"] == first
    assert first


@given(tables(), st.data())
def test_relabelling_players_permutes_the_results(inputs, data):
    count = len(inputs["players"])
    order = data.draw(st.permutations(range(count)))  # new player j was player order[j]
    new_index = {old: new for new, old in enumerate(order)}
    relabelled = {
        **inputs,
        "players": [inputs["players"][old] for old in order],
        "provinces": [{**p, "owner": new_index[p["owner"]]} for p in inputs["provinces"]],
    }
    before = engine.calculate(GAME, inputs)
    after = engine.calculate(GAME, relabelled)
    assert [player_view(row) for row in after["players"]] == [player_view(before["players"][old]) for old in order]
    assert after["winners"] == sorted(new_index[w] for w in before["winners"])
    assert after.get("leaders") == (
        None if "leaders" not in before else sorted(new_index[w] for w in before["leaders"])
    )
    for side in ("west", "east"):
        assert after["nile"][side]["owners"] == sorted(new_index[o] for o in before["nile"][side]["owners"])
    assert anonymous(after["explain"], NAMES) == anonymous(before["explain"], NAMES)


@given(tables())
def test_the_function_does_not_change_its_arguments(inputs):
    from copy import deepcopy

    from engine.amunre import amunre_game

    parsed = {**inputs, "players": [dict(p) for p in inputs["players"]]}
    kept = deepcopy(parsed)
    amunre_game(**parsed)
    assert parsed == kept


@pytest.mark.parametrize(("name", "named"), [("Jana", "Jana"), ("", None)])
def test_a_fourth_province_names_the_player_as_the_form_does(name, named):
    """ "Jana already holds 3 provinces", not "Player 1" when she has a name; "Player 1" when not."""
    players = [player(name=name), player(), player()]
    with pytest.raises(engine.InputError) as caught:
        play([province(0, "west", 1)] * 3 + [province(0, "east", 1)], players)
    expected = {"en": named or "Player 1", "cs": named or "Hráč 1", "ru": named or "Игрок 1"}
    for lang, label in expected.items():
        assert caught.value.message(lang).startswith(f"{label} "), caught.value.message(lang)


def test_nile_sentences_agree_with_any_names():
    """Czech: "každý z vlastníků (…) získává" fits any owners, not "{owners} získávají každý"."""
    provinces = [province(0, "east", 2, stones=1), province(1, "east", 2, stones=1)]
    explained = play(provinces, [player(name="Jana"), player(name="Eva"), player()])["explain"]
    assert "každý z vlastníků (Jana a Eva) získává 5 bodů" in explained["cs"][1]


def test_the_old_kingdom_gives_the_new_kingdoms_inputs():
    inputs = {
        "kingdom": "old",
        "provinces": [dict(p) for p in amunre.GAME_PROVINCES],
        "players": [{**p, "name": n} for p, n in zip(amunre.GAME_PLAYERS, ("A", "B", "C", "D"), strict=True)],
    }
    old = engine.calculate("amunre-game", inputs)
    # The result's one action: its inputs are the New Kingdom's (the sheet offers a button).
    assert [action["id"] for action in old["actions"]] == ["new_kingdom"]
    carried = old["actions"][0]["inputs"]
    assert carried["kingdom"] == "new"
    assert [p["old_kingdom"] for p in carried["players"]] == [p["total"] for p in old["players"]]
    assert [p["name"] for p in carried["players"]] == ["A", "B", "C", "D"]
    assert all(p["bonus"] == 0 for p in carried["players"])
    assert [(p["pyramids"], p["stones"], p["owner"]) for p in carried["provinces"]] == [
        (p["pyramids"], p["stones"], "") for p in amunre.GAME_PROVINCES
    ]
    # Owners still to choose: the sheet asks for them; once chosen, the New Kingdom scores.
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("amunre-game", carried)
    assert caught.value.field == "provinces.0.owner"
    chosen = {**carried, "provinces": [{**p, "owner": i % 4} for i, p in enumerate(carried["provinces"])]}
    new = engine.calculate("amunre-game", chosen)
    assert new["actions"] == []
    assert all(row["old_kingdom_points"] == o["total"] for row, o in zip(new["players"], old["players"], strict=True))


# ---------------------------------------------------------------------------------------------
# Why no complete row: a player with fewer than 3 provinces is told so (issue 33)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Ben holds 2 provinces in this kingdom: a complete row needs a pyramid in each of 3 provinces,"
               " so no row scores."),
        ("cs", "Ben drží v této říši 2 provincie: ke kompletní řadě je potřeba pyramida v každé ze 3 provincií,"
               " takže se žádná řada nepočítá."),
        ("ru", "Ben: в этом царстве 2 провинции, а для полного ряда нужна пирамида в каждой из 3 провинций,"
               " поэтому ряды не засчитываются."),
    ],
)  # fmt: skip
def test_a_player_short_of_three_provinces_is_told_why_no_row_counts(lang, expected):
    provinces = [province(0, "west", 2), province(0, "east", 1), province(0, "east", 4)]
    provinces += [province(1, "west", 3), province(1, "east", 3)]
    players = [player(name="Anna"), player(name="Ben"), player(name="Clara")]
    result = play(provinces, players, kingdom="old")
    assert [row["complete_rows"] for row in result["players"]] == [1, 0, 0]
    said = result["explain"][lang]
    assert expected in said
    tail = expected[expected.index(" 3 ") :]  # the same for every player
    short = [sentence.split(" ")[0].rstrip(":") for sentence in said if sentence.endswith(tail)]
    assert sorted(short) == ["Ben", "Clara"]  # Anna holds 3; Clara none
    # No province entered yet (a new game): nothing to say about rows.
    blank = play([], players, kingdom="old")
    assert not any("Ben" in sentence for sentence in blank["explain"][lang])
