"""Search in each language, in a real browser: the rulebooks' own words, accent-free Czech,
inflected Czech and Russian forms, and results from the page's own language only.

The cases are in search_cases/{game}.toml (written with the rulebooks), each a query and
the page that must be among the first five results."""

from __future__ import annotations

import tomllib
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from playwright.sync_api import expect

from engine.languages import LANGUAGES

CASES_DIR = Path(__file__).parent / "search_cases"
CASES = [
    case
    for path in sorted(CASES_DIR.glob("*.toml"))
    for case in tomllib.loads(path.read_text(encoding="utf-8"))["case"]
]
LANGS = LANGUAGES


def test_each_language_has_at_least_ten_cases():
    for lang in LANGS:
        assert len([c for c in CASES if c["lang"] == lang]) >= 10, lang


# True once the result list has kept the same length over two checks (one per animation frame).
SETTLED = """() => {
    const n = document.querySelectorAll(".md-search-result__item").length;
    const seen = (window.__searchSettle ??= { n: -1, same: 0 });
    seen.same = n === seen.n ? seen.same + 1 : 0;
    seen.n = n;
    if (seen.same < 2) return false;
    window.__searchSettle = undefined;
    return true;
}"""


def search(page, query: str, links: str = ".md-search-result__link", read: str = "links => links.map(a => a.href)"):
    """Types `query` into the site's search box and returns `read` of the result links, in order."""
    # The text Material shows while the query is empty, in the page's language: results are in
    # only once it has changed (the first query may wait for the index to be built).
    placeholder = page.evaluate(
        "JSON.parse(document.getElementById('__config').textContent).translations['search.result.placeholder']"
    )
    meta = page.locator(".md-search-result__meta")
    box = page.locator("input.md-search__input")
    box.click()
    box.fill("")
    expect(meta).to_have_text(placeholder)
    # The whole query at once (typed letter by letter, a prefix's results could be read instead);
    # Material runs a query set this way on the next key. End moves no text, so it is safe after
    # non-ASCII letters.
    box.fill(query)
    page.keyboard.press("End")
    expect(meta).not_to_have_text(placeholder, timeout=10_000)
    # Material renders the list after the count, in the next frames: wait for two of them to pass
    # with the list unchanged.
    page.wait_for_function(SETTLED, polling="raf")
    return page.locator(links).evaluate_all(read)


def _result_pages(page, query: str) -> list[str]:
    links = search(page, query, ".md-search-result__item > .md-search-result__link")
    ordered: list[str] = []
    for href in links:
        path = urlparse(href).path
        if path not in ordered:
            ordered.append(path)
    return ordered


@pytest.mark.parametrize("lang", LANGS)
def test_search_cases(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    failures = []
    for case in [c for c in CASES if c["lang"] == lang]:
        found = _result_pages(page, case["query"])
        assert all(p.startswith(f"/{lang}/") for p in found), f"{case['query']!r}: other languages in {found}"
        if f"/{lang}/{case['page']}" not in found[:5]:
            failures.append(f"{case['query']!r} → expected /{lang}/{case['page']}, got {found[:5]}")
    assert not failures, "\n".join(failures)


# The result links a player sees, in order: a page's heading with no text of its own is only the
# heading of the sections under it, not a result.
VISIBLE_RESULTS = """links => links
    .filter(a => a.checkVisibility())
    .filter(a => [...a.querySelectorAll("article > *")].some(e => !e.matches("h1, .md-search-result__icon")))
    .map(a => a.href)"""


def _results(page, query: str) -> list[str]:
    """The visible results for `query`, as "path#fragment" under the language's folder."""
    _result_pages(page, query)
    links = page.locator(".md-search-result__link").evaluate_all(VISIBLE_RESULTS)
    out = []
    for href in links:
        parts = urlparse(href)
        path = unquote(parts.path).split("/", 2)[2]
        out.append(f"{path}#{unquote(parts.fragment)}" if parts.fragment else path)
    return out


def _first(page, query: str) -> str:
    found = _results(page, query)
    assert found, f"{query!r}: no results"
    return found[0]


# A query with and without its short words (prepositions, articles, question words): the same
# first result. Before, each short word was a prefix of every heading it starts ("у*", "in*").
STOP_WORDS = {
    "en": [
        ("settlement by the sea", "settlement sea"),
        ("when are the donation tokens scored", "donation tokens scored"),
        ("what is in the depot", "depot"),
    ],
    "cs": [
        ("osada u moře", "osada moře"),
        ("kdy se hodnotí žetony prestiže", "hodnotí žetony prestiže"),
        ("co je na tržišti", "tržišti"),
    ],
    "ru": [
        ("поселение у моря", "поселение моря"),
        ("когда подсчитываются жетоны престижа", "подсчитываются жетоны престижа"),
        ("что в складе", "складе"),
    ],
}

# Word forms that must meet: singular/plural, cases, Czech without diacritics, ё/е, an ordinal
# in digits and in words. Each pair finds the same first section.
WORD_FORMS = {
    "en": [
        ("donation", "donations"),
        ("settlements", "settlement"),
        ("farmers", "farmer"),
        ("berths", "berth"),
        ("5th church part", "fifth church part"),
    ],
    "cs": [
        ("hradby", "hradeb"),
        ("kostela", "kostel"),
        ("křižovatka", "krizovatka"),
        ("rytíře", "rytiri"),
        ("kotvištích", "kotviste"),
        ("pátá část kostela", "5. část kostela"),
        ("peníze vikář", "peněz vikář"),
    ],
    "ru": [
        ("перекрёсток", "перекресток"),
        ("поселения", "поселение"),
        ("жетонов престижа", "жетоны престижа"),
        ("церкви", "церковь"),
        ("причалы", "причалов"),
        ("пятой части церкви", "5-я часть церкви"),
    ],
}

# Single game terms: a rule section answers each, so a glossary row is never first.
GLOSSARY_NOT_FIRST = {
    "en": ["depot", "berth", "harbor", "largest army", "abbey", "province", "threat level"],
    "cs": ["skladiště", "kotviště", "přístav", "největší vojsko", "opatství", "provincie", "úroveň hrozby"],
    "ru": ["склад", "причал", "гавань", "самое большое войско", "аббатство", "провинция", "уровень угрозы"],
}

# Words from a footnote: found under the section that cites it, not the page's last section
# (where MkDocs' search puts every footnote).
FOOTNOTES = {
    "en": [
        ("Czech rules berth mistake", "hamburgum/play/#dockyard"),
        ("Czech source pays 3 gold", "amun-re/play/#action-c-buying-and-using-building-stones"),
    ],
    "cs": [
        ("omylem kotviště č. 3", "hamburgum/play/#dockyard-pristaviste"),
        ("předloze zaplatí 3 zlaté", "amun-re/play/#akce-c-nakup-a-pouziti-stavebnich-kamenu"),
    ],
    "ru": [
        ("по ошибке на причал № 3", "hamburgum/play/#dockyard-верфь"),
        (
            "исходнике платит 3 золотых",
            "amun-re/play/#действие-c-покупка-и-использование-строительных-камней",
        ),
    ],
}

# A query two games share, asked on one game's page: that game's section comes first.
HERE_FIRST = {
    "en": [("church", ["hamburg/play/", "hamburgum/play/"]), ("harbour", ["hamburg/play/", "hamburgum/play/"])],
    "cs": [("kostel", ["hamburg/play/", "hamburgum/play/"]), ("přístav", ["catan/", "hamburgum/play/"])],
    "ru": [("церковь", ["hamburg/play/", "hamburgum/play/"]), ("гавань", ["catan/", "hamburg/play/"])],
}


@pytest.mark.parametrize("lang", LANGS)
def test_short_words_do_not_change_the_first_result(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    for with_them, without in STOP_WORDS[lang]:
        assert _first(page, with_them) == _first(page, without), (with_them, without)


@pytest.mark.parametrize("lang", LANGS)
def test_word_forms_find_the_same_section(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    for one, other in WORD_FORMS[lang]:
        assert _first(page, one) == _first(page, other), (one, other)


@pytest.mark.parametrize("lang", LANGS)
def test_a_glossary_is_never_first_for_a_rule(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    for query in GLOSSARY_NOT_FIRST[lang]:
        first = _first(page, query)
        assert not first.split("#")[0].endswith("/glossary/"), (query, first)


@pytest.mark.parametrize("lang", LANGS)
def test_a_footnote_is_found_under_its_own_section(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    for query, section in FOOTNOTES[lang]:
        assert _first(page, query) == section, query


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_being_read_comes_first(page, base_url, lang):
    for query, pages in HERE_FIRST[lang]:
        for where in pages:
            page.goto(f"{base_url}/{lang}/{where}")
            game = where.split("/")[0]
            first = _first(page, query)
            assert first.startswith(f"{game}/"), (where, query, first)
