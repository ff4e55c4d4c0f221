"""Each game's index of players' words per section (docs/{lang}/{slug}/_search-terms.toml, read
by sitebuild/docs/search.py): every key names a section of the game's pages in that language,
and every entry is words, not empty, not repeated."""

from __future__ import annotations

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS, SEARCH_TERMS, games
from sitebuild.docs.markdown_text import outline, read
from sitebuild.docs.search import SearchTermsError, _add_terms, _section_key

CASES = [(game, lang) for game in games() for lang in LANGUAGES if (DOCS / lang / game.slug / SEARCH_TERMS).exists()]


def test_the_games_have_their_index():
    assert len(CASES) >= len(LANGUAGES)


@pytest.mark.parametrize(("game", "lang"), CASES, ids=[f"{g.slug}-{lang}" for g, lang in CASES])
def test_every_key_names_a_section_and_every_entry_is_words(game, lang):
    folder = DOCS / lang / game.slug
    for key, words in game.search_terms(lang).items():
        page, _, anchor = key.partition("#")
        path = folder / f"{page}.md"
        assert path.exists(), f"{SEARCH_TERMS} in {lang}: {key!r}: no page {page}.md"
        if anchor:
            assert anchor in {h.id for h in outline(read(path))}, f"{lang}/{game.slug}: {key!r}: no such heading"
        assert isinstance(words, list) and words, f"{lang}/{game.slug}: {key!r}: a list of words"
        assert all(isinstance(w, str) and w.strip() == w and w for w in words), (key, words)
        assert len({w.casefold() for w in words}) == len(words), f"{lang}/{game.slug}: {key!r}: a word twice"


@pytest.mark.parametrize(
    ("location", "key"),
    [("hamburgum/", "index"), ("hamburgum/play/", "play"), ("hamburgum/play/#harbour", "play#harbour")],
)
def test_a_sections_key_is_its_page_and_heading(location, key):
    assert _section_key(location, "hamburgum") == key


def test_a_key_naming_no_section_stops_the_build(monkeypatch):
    game = games()[0]
    terms = {"nowhere#at-all": ["x"]}
    monkeypatch.setattr(type(game), "search_terms", lambda self, lang: terms if self == game else {})
    docs = [{"location": f"{game.slug}/play/#a", "game": game.slug, "kind": "rules"}]
    with pytest.raises(SearchTermsError, match="nowhere#at-all"):
        _add_terms(docs, "en")


def test_a_glossary_page_takes_no_entries(monkeypatch):
    """Its rows become documents of their own (search.py): none holds the page's entries."""
    game = games()[0]
    monkeypatch.setattr(type(game), "search_terms", lambda self, lang: {"glossary": ["x"]} if self == game else {})
    docs = [{"location": f"{game.slug}/glossary/", "game": game.slug, "kind": "glossary"}]
    with pytest.raises(SearchTermsError, match="glossary"):
        _add_terms(docs, "en")
