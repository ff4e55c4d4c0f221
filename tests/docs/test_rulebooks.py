"""The rulebooks, each game's in each language: every translation has the pages, outline, length and
terms of its original."""

from __future__ import annotations

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS, games, glossary
from sitebuild.docs.markdown_text import headings, plain_text, read

GAMES = games()
PAIRS = [(g, lang) for g in GAMES for lang in g.translations()]
# A faithful translation between these languages is rarely 35 % shorter or 60 % longer
# than its source; outside that range a section was most likely left out or doubled.
LENGTH_BOUNDS = (0.65, 1.6)
DEBRIS = ("Podobné dokumenty", "Editor Manual", "Old numbered parameters")


def _id(pair):
    game, lang = pair
    return f"{game.slug}-{game.original}-{lang}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_every_language_has_the_rulebook(game):
    for lang in LANGUAGES:
        assert (DOCS / lang / game.slug / "index.md").is_file(), f"{lang}/{game.slug}/index.md missing"


@pytest.mark.parametrize("pair", PAIRS, ids=_id)
def test_translation_has_the_same_pages_and_outline(pair):
    game, lang = pair
    assert game.pages(game.original), f"{game.original}/{game.slug} has no pages"
    assert game.pages(lang) == game.pages(game.original)
    for page in game.pages(game.original):
        source = headings(read(DOCS / game.original / game.slug / page))
        target = headings(read(DOCS / lang / game.slug / page))
        assert [level for level, _ in target] == [level for level, _ in source], (
            f"{lang}/{game.slug}/{page}: heading outline differs from {game.original}: "
            f"{[t for _, t in target]} vs {[t for _, t in source]}"
        )


@pytest.mark.parametrize("pair", PAIRS, ids=_id)
def test_translation_length_is_close_to_the_original(pair):
    game, lang = pair
    low, high = LENGTH_BOUNDS
    for page in game.pages(game.original):
        source = len(plain_text(read(DOCS / game.original / game.slug / page)))
        target = len(plain_text(read(DOCS / lang / game.slug / page)))
        ratio = target / max(source, 1)
        assert low <= ratio <= high, f"{lang}/{game.slug}/{page}: {target} chars vs {source} ({ratio:.2f})"


@pytest.mark.parametrize("pair", PAIRS, ids=_id)
def test_glossary_terms_are_used_in_translations(pair):
    game, lang = pair
    terms = glossary(game.slug)
    assert len(terms) >= 8, f"glossary/{game.slug}.toml has too few terms"
    for page in game.pages(game.original):
        source = plain_text(read(DOCS / game.original / game.slug / page)).lower()
        target = plain_text(read(DOCS / lang / game.slug / page)).lower()
        missing = [
            f"{t.names[game.original]} → {t.names[lang]}"
            for t in terms
            if t.stem(game.original) in source and t.stem(lang) not in target
        ]
        assert not missing, f"{lang}/{game.slug}/{page}: glossary terms not used: {missing}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_no_web_page_debris(game):
    for lang in LANGUAGES:
        for page in game.pages(lang):
            text = read(DOCS / lang / game.slug / page)
            assert not [d for d in DEBRIS if d in text], f"{lang}/{game.slug}/{page}"
