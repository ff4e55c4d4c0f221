"""Every score sheet's last sentence says who won, and, when the rules leave players tied, that
those players share the victory: for a tie fully broken, partly broken (three tied, two left) and
not broken, in every language. catan-game has no tie to break: only the player on turn can win."""

from __future__ import annotations

import pytest

import engine
from engine.languages import LANGUAGES

HAMBURG_ZERO = {"cards": 0, "laurel": 0, "superiority": 0, "wall_thirds": 0, "statues": 0, "priests": 0, "town_hall": 0}


def hamburg(*players):
    rows = [{**HAMBURG_ZERO, "name": name, "track": vp, "money": money} for name, vp, money in players]
    return "hamburg-game", {"players": rows}


def hamburgum(*players):
    rows = [
        {"name": name, "prestige": vp, "tokens": 0, "goods": 0, "materials": 0, "money": money}
        for name, vp, money in players
    ]
    return "hamburgum-game", {"players": rows}


def amunre(provinces, *players):
    """Gold 0 for all (they share the gold bonus); the points differ by the Old Kingdom's."""
    rows = [{"name": name, "bonus": 0, "gold": 0, "old_kingdom": old} for name, old in players]
    owned = [{"owner": owner, "side": side, "pyramids": 1, "stones": 0, "temples": 0} for owner, side in provinces]
    return "amunre-game", {"kingdom": "new", "position": 1, "temple_vp": 0, "provinces": owned, "players": rows}


SHARE = {
    "hamburg-game": {
        "en": "The rules break a tie only by money, so Anna and Boris share the victory.",
        "cs": "Při remíze rozhodují podle pravidel jen peníze, o vítězství se tedy dělí Anna a Boris.",
        "ru": "По правилам при ничьей решают только деньги, поэтому победу делят Anna и Boris.",
    },
    "amunre-game": {
        "en": "Anna and Boris share the victory.",
        "cs": "O vítězství se dělí Anna a Boris.",
        "ru": "Победу делят Anna и Boris.",
    },
}
SHARE["hamburgum-game"] = SHARE["hamburg-game"]

CASES = [
    # fully broken: two tied on points, money (pyramids) picks one
    pytest.param(
        hamburg(("Anna", 50, 5), ("Boris", 50, 3), ("Cyril", 40, 9)),
        [0],
        {
            "en": "Anna wins with more money (marks: 5 to 3).",
            "cs": "Vítězí Anna díky většímu množství peněz (marky: 5 proti 3).",
            "ru": "Побеждает Anna благодаря большей сумме денег (марки: 5 против 3).",
        },
        id="hamburg-broken",
    ),
    pytest.param(hamburg(("Anna", 50, 5), ("Boris", 50, 5), ("Cyril", 50, 3)), [0, 1], None, id="hamburg-partly"),
    pytest.param(hamburg(("Anna", 50, 4), ("Boris", 50, 4), ("Cyril", 40, 9)), [0, 1], None, id="hamburg-not-broken"),
    pytest.param(
        hamburgum(("Anna", 50, 50), ("Boris", 50, 30), ("Cyril", 40, 90)),
        [0],
        {
            "en": "Anna wins with more money left (50 £ to 30 £ after the sale).",
            "cs": "Vítězí Anna díky většímu množství zbylých peněz (50 £ proti 30 £ po prodeji).",
            "ru": "Побеждает Anna благодаря большей сумме оставшихся денег (50 £ против 30 £ после продажи).",
        },
        id="hamburgum-broken",
    ),
    pytest.param(
        hamburgum(("Anna", 50, 50), ("Boris", 50, 50), ("Cyril", 50, 30)), [0, 1], None, id="hamburgum-partly"
    ),
    pytest.param(
        hamburgum(("Anna", 50, 40), ("Boris", 50, 40), ("Cyril", 40, 90)), [0, 1], None, id="hamburgum-not-broken"
    ),
    # Anna's pyramid scores 1 + 5 (the West's most pyramids): 16 + 6 gold, as Cyril's 16 + 6 gold.
    pytest.param(
        amunre([(0, "west")], ("Anna", 10), ("Boris", 0), ("Cyril", 16)),
        [0],
        {
            "en": "Anna wins with more pyramids (1 to 0).",
            "cs": "Vítězí Anna díky většímu počtu pyramid (1 proti 0).",
            "ru": "Побеждает Anna благодаря большему числу пирамид (1 против 0).",
        },
        id="amunre-broken",
    ),
    pytest.param(
        amunre([(0, "west"), (1, "east")], ("Anna", 10), ("Boris", 10), ("Cyril", 16)), [0, 1], None, id="amunre-partly"
    ),
    pytest.param(amunre([], ("Anna", 10), ("Boris", 10), ("Cyril", 0)), [0, 1], None, id="amunre-not-broken"),
]


@pytest.mark.parametrize(("calculation", "winners", "last"), CASES)
def test_the_last_sentence_says_who_wins_or_shares(calculation, winners, last):
    calc_id, inputs = calculation
    result = engine.calculate(calc_id, inputs)
    assert result["winners"] == winners
    expected = last or SHARE[calc_id]
    for lang in LANGUAGES:
        assert result["explain"][lang][-1] == expected[lang], lang


@pytest.mark.parametrize(("calculation", "winners", "last"), [c for c in CASES if "partly" in c.id])
def test_a_partly_broken_tie_names_the_two_left(calculation, winners, last):
    """Three tied on points, and the victory shared by the two the tie-break leaves level."""
    calc_id, inputs = calculation
    explained = engine.calculate(calc_id, inputs)["explain"]
    for lang in LANGUAGES:
        assert any(all(name in sentence for name in ("Anna", "Boris", "Cyril")) for sentence in explained[lang])
        assert "Cyril" not in explained[lang][-1]
        assert "Anna" in explained[lang][-1] and "Boris" in explained[lang][-1]
