"""`site-build.py languages [CODE]` (sitebuild/tools/languages.py): nothing left for the site's
languages (a new game's placeholders listed apart); every text of the site listed for a language
added to the registry and nothing else."""

from __future__ import annotations

import dataclasses

import pytest

from engine import languages
from engine.messages import MESSAGES
from sitebuild.calculators.specs import load_specs
from sitebuild.docs.catalogue import DOCS, GAME_SOURCES, games, glossary
from sitebuild.tools import languages as command
from sitebuild.tools.languages import TODO, gap, language_gaps, report, text_tables


@pytest.mark.parametrize("code", languages.LANGUAGES)
def test_the_sites_languages_lack_nothing(code):
    # A game made by `new-game` and not yet written adds its placeholders, not texts to translate.
    listing, left = report([code])
    assert left == 0, listing
    assert listing.splitlines()[0].startswith(f"{code}: complete"), listing


def test_a_new_games_placeholders_are_listed_apart(monkeypatch):
    gaps = {
        "games' names and summaries": ["docs/games.toml: game[toy].summary: " + TODO],
        "pages": ["docs/cs/toy/index.md: " + TODO, "docs/cs/catan/index.md: missing"],
    }
    monkeypatch.setattr(command, "language_gaps", lambda code: gaps)
    listing, left = report(["cs"])
    assert left == 1
    assert listing.splitlines()[:5] == [
        "cs: 1 texts to translate; 2 placeholders of a new game to write",
        "  pages (1):",
        "    docs/cs/catan/index.md: missing",
        "  new game's placeholders, TODO (2):",
        "    docs/games.toml: game[toy].summary",
    ]
    gaps["pages"].pop()
    assert report(["cs"]) == (
        "cs: complete; 2 placeholders of a new game to write\n  new game's placeholders, TODO (2):\n"
        "    docs/games.toml: game[toy].summary\n    docs/cs/toy/index.md",
        0,
    )


@pytest.fixture
def fourth_language(monkeypatch):
    """A language in the registry only: its code, English's separators and plural forms."""
    fake = dataclasses.replace(languages.BY_CODE["en"], code="xx", name="Fake")
    monkeypatch.setattr(languages, "REGISTRY", (*languages.REGISTRY, fake))
    monkeypatch.setattr(languages, "LANGUAGES", (*languages.LANGUAGES, "xx"))
    monkeypatch.setattr(languages, "BY_CODE", {**languages.BY_CODE, "xx": fake})
    return "xx"


def test_a_new_language_is_listed_every_text(fourth_language):
    gaps = language_gaps(fourth_language)
    messages = {line.split("MESSAGES.")[1].split(":")[0] for line in gaps["engine messages"] if "MESSAGES." in line}
    assert messages == set(MESSAGES)
    for spec in load_specs():
        assert f"calculators/{spec.path.name}: title: missing" in gaps["calculator specs"]
    terms = sum(len(glossary(game.slug)) for game in games())
    assert len(gaps["glossaries"]) == terms
    assert len(gaps["games' names and summaries"]) == 3 * len(games())  # name, designer, summary
    pages = sum(len(game.pages(game.original)) for game in games())
    # and the sources page, and the games' sections of it in their own files (a new game's)
    sections = sum((DOCS / game.original / game.slug / GAME_SOURCES).exists() for game in games())
    assert len(gaps["pages"]) == pages + 1 + sections
    assert "templates/i18n/xx.toml: missing file (a copy of en.toml to translate)" in gaps["interface texts"]
    assert "templates/i18n/xx.toml: home_lead: missing" in gaps["interface texts"]
    with_terms = [game for game in games() if game.search_terms("en")]
    assert len(gaps["search words"]) == 1 + len(with_terms)  # players' words, and each game's index
    words = "sitebuild/docs/search_words.toml: [xx]: missing (players' words for the games' terms)"
    assert words in gaps["search words"]
    assert all(": missing" in line or 'no "xx" texts' in line for kind in gaps.values() for line in kind)


def test_the_other_languages_need_the_new_ones_name(fourth_language):
    for code in ("en", "cs", "ru"):
        assert language_gaps(code)["interface texts"] == [f"templates/i18n/{code}.toml: language_names.xx: missing"]


@pytest.mark.parametrize(
    ("table", "code", "problem"),
    [
        ({"en": "Enter a value.", "cs": "Zadejte hodnotu."}, "cs", ""),
        ({"en": "Enter a value."}, "cs", "missing"),
        ({"en": "Enter a value.", "cs": ""}, "cs", "missing"),
        ({"en": "Choose yes or no.", "cs": "Choose yes or no."}, "cs", "still English"),
        ({"en": "Hamburgum", "cs": "Hamburgum"}, "cs", ""),  # a name may stay
        ({"en": "{n} → {gold}", "cs": "{n} → {gold}"}, "cs", ""),  # figures only
        ({"en": "Mac Gerdts", "cs": "Mac Gerdts"}, "cs", ""),
        ({"en": "TODO: one line on the game.", "cs": "TODO: one line on the game."}, "cs", TODO),
        ({"en": "TODO: one line on the game."}, "cs", "missing"),
        ({"en": "TODO", "ru": "ЗАПОЛНИТЬ"}, "ru", TODO),
        ({"en": "TODO: one line on the game.", "ru": "Игра о суши."}, "en", TODO),
        (
            {"en": {"one": "die", "other": "dice"}, "ru": {"one": "кубика", "few": "кубиков"}},
            "ru",
            "missing plural forms many",
        ),
    ],
)
def test_a_text_is_missing_or_still_english(table, code, problem):
    assert gap(table, code) == problem


def test_text_tables_are_found_in_lists_plural_groups_and_terms():
    spec = {"input": [{"name": "wood", "label": {"en": "Wood", "cs": "Dřevo"}}]}
    assert list(text_tables(spec)) == [("input[wood].label", {"en": "Wood", "cs": "Dřevo"})]
    plural = {"point": {"one": {"en": "{n} point", "cs": "{n} bod"}, "few": {"cs": "{n} body"}}}
    assert list(text_tables(plural)) == [
        ("point", {"en": {"one": "{n} point"}, "cs": {"one": "{n} bod", "few": "{n} body"}})
    ]
    term = {"term": [{"en": "Depot", "cs": "skladiště", "stems": {"cs": "skladiš"}, "note": "…"}]}
    assert list(text_tables(term)) == [("term[0]", {"en": "Depot", "cs": "skladiště"})]
