"""Czech and Russian sentences that name a player fit a name of either gender: the engine does
not know whether "Anna" or "Boris" is a woman or a man, so no template may refer back to a
player with a gendered pronoun or past tense ("a ten získává", «и он получает»)."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import engine
import engine.messages

# Placeholders that a player's name (or several names) fills.
PLAYER_SLOT = re.compile(r"\{(owner|owners|player|names|holder|winner)\}")

GENDERED = {
    "cs": {"ten", "ta", "on", "ona", "jeho", "její", "mu", "jí", "něj", "který", "která", "jenž", "jež"}
    | {"získal", "získala", "vyhrál", "vyhrála", "měl", "měla", "vyložil", "vyložila"},
    "ru": {"он", "она", "его", "её", "ему", "ей", "него", "неё", "который", "которая"}
    | {"получил", "получила", "выиграл", "выиграла", "набрал", "набрала", "сыграл", "сыграла"},
}

# Words that refer to something else than the player: the card (карта, feminine) in Catan.
NOT_THE_PLAYER = {("catan", "road_stays_tie", "ru", "её"), ("catan", "army_keeps_tie", "ru", "её")}


def templates():
    for info in pkgutil.iter_modules(engine.messages.__path__):
        module = importlib.import_module(f"engine.messages.{info.name}")
        for table in ("EXPLAIN", "MESSAGES"):
            for key, texts in getattr(module, table, {}).items():
                if isinstance(texts, dict) and isinstance(texts.get("cs"), str):
                    yield info.name, key, texts


@pytest.mark.parametrize("lang", ["cs", "ru"])
def test_no_template_refers_to_a_player_by_gender(lang):
    found = []
    for module, key, texts in templates():
        text = texts[lang]
        if not PLAYER_SLOT.search(text):
            continue
        for word in set(re.findall(r"\w+", text.lower())) & GENDERED[lang]:
            if (module, key, lang, word) not in NOT_THE_PLAYER:
                found.append(f"{module}.{key}: “{word}” in {text}")
    assert not found, "\n".join(found)


def test_the_scanner_sees_the_templates():
    """The scan above reads real sentences (an empty scan would pass for nothing)."""
    keys = {(module, key) for module, key, texts in templates() if PLAYER_SLOT.search(texts["cs"])}
    assert ("amunre", "nile_shared_one_owner") in keys
    assert ("hamburg", "share") in keys


@pytest.mark.parametrize(("owner", "lang"), [("Anna", "cs"), ("Анна", "ru"), ("Boris", "cs"), ("Борис", "ru")])
def test_two_tied_provinces_of_one_owner(owner, lang):
    """Amun-Re: two provinces tie for the most pyramids on a side and one player owns both; the
    sentence says that owner scores once, in words that fit a woman's name as well as a man's."""
    province = {"owner": 0, "side": "west", "pyramids": 2, "stones": 1, "temples": 0}
    players = [{"name": owner, "bonus": 0, "gold": 0, "old_kingdom": 0}] + [
        {"name": name, "bonus": 0, "gold": 0, "old_kingdom": 0} for name in ("Eva", "Petr")
    ]
    result = engine.calculate(
        "amunre-game",
        {"kingdom": "old", "position": 1, "temple_vp": 0, "provinces": [province, province], "players": players},
    )
    expected = {
        "cs": f"Na západ od Nilu: provincie 1 a 2 mají shodný počet pyramid (2) i stavebních kamenů (1) a téhož"
        f" vlastníka: {owner} získává 5 bodů jen jednou.",
        "ru": f"К западу от Нила: в провинциях 1 и 2 поровну пирамид (2) и строительных камней (1), и владелец у"
        f" них один: {owner} получает 5 очков только один раз.",
    }
    assert expected[lang] in result["explain"][lang]
