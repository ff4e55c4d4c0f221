"""Short texts that state a rule say it as the rulebook does, in every language (issue 30,
items 4 and 5): what players do with Hamburg's Town Hall Square, and how many ship tokens a
Hamburgum player must score."""

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
