"""Each sources page's table of the games' names agrees with docs/games.toml (the names the site
shows) and says what each local name rests on; a name no edition published is called a
transliteration (issue 30: no Russian edition of Amun-Re was found)."""

from __future__ import annotations

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import games, sources_text

GAMES = games()
# Local names that are ours, not a published edition's, and the word each page uses for that.
TRANSLITERATED = {("amun-re", "ru")}
TRANSLITERATION = {"en": "transliteration", "cs": "přepis", "ru": "транслитерация"}


def _names_table(lang: str) -> list[list[str]]:
    """The rows of the first table after the page's second-level heading on names, as published
    (each game added since keeps its row in its own docs/{lang}/{slug}/_sources.md)."""
    lines = sources_text(lang).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("## ") and i > 0 and _is_names(line, lang))
    rows = []
    for line in lines[start + 1 :]:
        if line.startswith("## "):
            break
        if line.startswith("|") and not line.startswith("|---"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows[1:]  # without the header


def _is_names(heading: str, lang: str) -> bool:
    return {"en": "names", "cs": "Názvy", "ru": "Названия"}[lang] in heading


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sources_page_names_every_game_as_the_site_does(lang):
    rows = _names_table(lang)
    assert len(rows) == len(GAMES)
    for game in GAMES:
        row = next((r for r in rows if r[3] == game.name["ru"] and r[1] == game.name["cs"]), None)
        assert row, f"{lang}/sources.md: no row names {game.slug} {game.name['cs']!r} / {game.name['ru']!r}"
        for local, source in (("cs", row[2]), ("ru", row[4])):
            assert len(source) > 20, f"{game.slug} {local}: no source given"
            said = TRANSLITERATION[lang] in source
            assert said == ((game.slug, local) in TRANSLITERATED), f"{lang}/sources.md {game.slug} {local}: {source}"
