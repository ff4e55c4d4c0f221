"""Short texts that state a rule say it as the rulebook does, in every language (issue 30,
items 4 and 5): what players do with Hamburg's Town Hall Square, and how many ship tokens a
Hamburgum player must score; and (issue 42) when the Captain's two ships shift the harbour, and
what a special 2:1 harbour leaves to the player's other resources."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import games, glossary

ROOT = Path(__file__).resolve().parents[2]
GAMES = {game.slug: game for game in games()}

# "Продвиньте фишки на площади ратуши на 1 деление вперёд" (rulebook 002, «Ход игры», step 4):
# the pawn advances along the square; what is built is the city and its wall.
ADVANCE = {"en": "advance", "cs": "posouv", "ru": "продвига"}
BUILD = {"en": "build", "cs": "stav", "ru": "стро"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hamburg_players_advance_along_the_town_hall_square(lang):
    square = next(t for t in glossary("hamburg") if t.names["en"] == "Town Hall Square")
    summary = GAMES["hamburg"].summary[lang].lower()
    at = summary.find(square.stem(lang))
    assert at > 0, f"the summary does not name the {square.names[lang]}: {summary}"
    verbs = sorted(
        [(m.start(), "build") for m in re.finditer(BUILD[lang], summary)]
        + [(m.start(), "advance") for m in re.finditer(ADVANCE[lang], summary)]
    )
    governing = [kind for start, kind in verbs if start < at]
    assert governing and governing[-1] == "advance", f"the square is built, not advanced along: {summary}"


# "Alespoň jeden žeton lodí musí vyhodnotit" / «Хотя бы один жетон кораблей он обязан подсчитать»:
# a player with unscored ship tokens must score at least one of them (rulebook 000).
AT_LEAST = {"en": "at least one ship token", "cs": "alespoň jeden žeton lodí", "ru": "хотя бы один жетон кораблей"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hamburgum_scores_at_least_one_ship_token(lang):
    texts = tomllib.loads((ROOT / "diagrams" / "hamburgum.toml").read_text(encoding="utf-8"))["yellow_tokens"]
    assert AT_LEAST[lang] in texts["desc"][lang].lower()


# (page, language, words the corrected sentence must hold, words of the untrue reading).
# Captain: "Po položení oranžové lodě si navíc hráč umístí jednu svoji" and the Dockyard's "Kdykoliv je
# kotviště č. 3 plné ... a nová loď vplouvá do přístavu" (rulebook 000): the check is made per ship as
# it enters, so only one of the two can find berth no. 3 full. Special harbour: "V tomto přístavu však
# nelze měnit suroviny v poměru 3:1" (rulebook 001) says nothing against another harbour's own rate.
CLAIMS = [
    (
        "hamburgum/play.md",
        "en",
        ["one after the other", "at most one of the two ships"],
        ["each of the two ships moves"],
    ),
    ("hamburgum/play.md", "cs", ["jedna po druhé", "nanejvýš jedna z obou lodí"], ["posune každá z obou lodí"]),
    (
        "hamburgum/play.md",
        "ru",
        ["по одному", "не более чем один из двух кораблей"],
        ["каждый из этих двух кораблей сдвигает"],
    ),
    ("catan/index.md", "en", ["the rate of another harbor"], ["only at 4:1", "unless he also has a generic harbor"]),
    ("catan/index.md", "cs", ["v poměru jiného přístavu"], ["jen v poměru 4:1", "pokud nemá také normální přístav"]),
    (
        "catan/index.md",
        "ru",
        ["по курсу другой гавани"],
        ["только по курсу 4:1", "если у него нет ещё и обычной гавани"],
    ),
]


@pytest.mark.parametrize(("page", "lang", "present", "absent"), CLAIMS, ids=[f"{c[0]}-{c[1]}" for c in CLAIMS])
def test_rule_sentences_say_what_the_rulebook_says(page, lang, present, absent):
    text = " ".join((ROOT / "docs" / lang / page).read_text(encoding="utf-8").split())
    for words in present:
        assert words in text, f"{lang}/{page} lacks {words!r}"
    for words in absent:
        assert words not in text, f"{lang}/{page} still says {words!r}"
