"""Search in each language, in a real browser: the rulebooks' own words, accent-free Czech,
inflected Czech and Russian forms, and results from the page's own language only.

The cases are in search_cases/{game}.toml (written with the rulebooks), each a query and
the page that must be among the first five results."""

from __future__ import annotations

import re
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


def _phone(page, query: str) -> None:
    """Enters `query` as a phone keyboard does: each word whole (a suggestion or a swiped word, the
    space before it added by the keyboard), with no key pressed or released."""
    for place, word in enumerate(query.split(" ")):
        page.keyboard.insert_text((" " if place else "") + word)


def _paste(page, query: str) -> None:
    """Pastes `query` as a phone's menu does: an editing command, no key released after it."""
    page.evaluate("text => navigator.clipboard.writeText(text)", query)
    page.context.new_cdp_session(page).send(
        "Input.dispatchKeyEvent", {"type": "rawKeyDown", "commands": ["paste"], "key": "", "code": ""}
    )


# How a query reaches the box: as a phone types (the players' usual way, with no key released),
# pasted from the menu, or key by key on a keyboard.
ENTRIES = {
    "phone": _phone,
    "paste": _paste,
    "keys": lambda page, query: page.keyboard.type(query),
}

# True once the box's text is the one its results answer (data-answered, main.html).
ANSWERED = """() => {
    const box = document.querySelector("input.md-search__input");
    return box.dataset.answered === box.value;
}"""


def search(
    page,
    query: str,
    links: str = ".md-search-result__link",
    read: str = "links => links.map(a => a.href)",
    entry: str = "phone",
):
    """Enters `query` into the site's search box (`entry`: ENTRIES) and returns `read` of the result
    links, in order, once the results answer the box's whole text."""
    box = page.locator("input.md-search__input")
    box.click()
    # The first search on a page waits for the index (the empty box is answered once it is built).
    page.wait_for_function(
        "() => document.querySelector('input.md-search__input').dataset.answered !== undefined", timeout=60_000
    )
    # Emptied as a player does (select all, delete: an input with no key released after it); the
    # next query follows at once, as a player's would, and only its text is asked.
    box.evaluate("box => { box.select(); document.execCommand('delete'); }")
    ENTRIES[entry](page, query)
    expect(box).to_have_value(query)
    page.wait_for_function(ANSWERED, polling="raf", timeout=10_000)
    # Material shows the first ten results with the answer; the others come in the next frames:
    # wait for two of them to pass with the list unchanged.
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


# The result links a player sees, in order: a link inside a closed <details> ("N more on this page")
# is not rendered, so checkVisibility() is false for it. A page's title that Material shows only as
# the heading of its matching sections (the title alone, no text of its own: the page's top did not
# match) is not a result of its own; the sections under it are. test_search_questions.py reads the same.
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


# A calculator's page is its game's: the calculator's game comes first there too.
CALCULATOR_PAGES = {"calculators/hamburg-final/": "hamburg", "calculators/hamburgum-final/": "hamburgum"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_being_read_comes_first(page, base_url, lang):
    for query, pages in HERE_FIRST[lang]:
        for where in [*pages, *CALCULATOR_PAGES]:
            page.goto(f"{base_url}/{lang}/{where}")
            game = CALCULATOR_PAGES.get(where, where.split("/")[0])
            first = _first(page, query)
            assert first.startswith(f"{game}/"), (where, query, first)


# Players' questions as a phone, a paste and a keyboard enter them (no key released after a word
# from the phone's suggestions, nor after a paste from its menu): the same results. Before, a query
# ran on a key's release only, and these showed the results of the text before the last word.
SAME_WHICHEVER_WAY = {
    "en": ["where to put the barn", "who starts next round", "mayor city without shields"],
    "cs": ["kam postavit statek", "startovní zlato a farmáři", "kdo začíná další kolo"],
    "ru": ["куда ставить амбар", "кто ходит первым в новом раунде", "мэр в городе без щитов"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_query_has_the_same_results_however_it_is_entered(page, base_url, lang):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{base_url}/{lang}/")
    for query in SAME_WHICHEVER_WAY[lang]:
        shown = {}
        for entry in ENTRIES:
            search(page, "x", entry="keys")  # another text's results first: this one is asked anew
            shown[entry] = search(page, query, entry=entry)
        assert shown["keys"], f"{query!r}: no results"
        assert shown["phone"] == shown["keys"] == shown["paste"], query
        # and not the results of the text before the last word
        assert search(page, query.rsplit(" ", 1)[0], entry="keys") != shown["keys"], query


# The burst's letters come one by one with no key released and no pause (a fast phone typist);
# the results then shown are those of the whole text, not of one of its prefixes.
BURST = """async (text) => {
    const box = document.querySelector("input.md-search__input");
    for (const letter of text) {
        document.execCommand("insertText", false, letter);
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_after_a_burst_of_typing_the_results_are_the_whole_texts(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    query = SAME_WHICHEVER_WAY[lang][0]
    expected = search(page, query, entry="keys")
    search(page, "x", entry="keys")  # other results on the screen first
    box = page.locator("input.md-search__input")
    box.evaluate("box => { box.select(); document.execCommand('delete'); }")
    page.evaluate(BURST, query)
    # The results settle on the whole text and stay: no answer to a prefix comes after them.
    page.wait_for_function(ANSWERED, polling="raf")
    page.wait_for_function(SETTLED, polling="raf")
    page.wait_for_timeout(300)
    assert page.locator(".md-search-result__link").evaluate_all("links => links.map(a => a.href)") == expected
    assert box.evaluate("box => box.dataset.answered") == query


# Titles and snippets show the rules' characters as written: "&", quotes and "<" are no entities.
AS_WRITTEN = {
    "en": [
        ("abbey mayor", "Abbey & Mayor"),
        ("hans hummel lemon seller", '"Hans Hummel & Lemon Seller"'),
        ("embed iframe", "<iframe>"),
    ],
    "cs": [("iframe zobrazí kalkulačku", "<iframe>"), ("carcassonne abbey mayor", "Abbey & Mayor")],
    "ru": [("iframe показывает калькулятор", "<iframe>"), ("carcassonne abbey mayor", "Abbey & Mayor")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_results_show_ampersands_and_quotes_as_written(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/")
    for query, text in AS_WRITTEN[lang]:
        shown = search(page, query, read="links => links.map(a => a.innerText)")
        assert any(text in s for s in shown), (query, shown[:3])
        assert not [s for s in shown if re.search(r"&(amp|lt|gt|quot|#\d+);", s)], query
