"""Search in each language, in a real browser: the rulebooks' own words, accent-free Czech,
inflected Czech and Russian forms, and results from the page's own language only.

The cases are in search_cases/{game}.toml (written with the rulebooks), each a query and
the page that must be among the first five results."""

from __future__ import annotations

import tomllib
from pathlib import Path
from urllib.parse import urlparse

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


def _result_pages(page, query: str) -> list[str]:
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
    # Material runs a query set this way on the next key.
    box.fill(query)
    page.keyboard.press("End")
    expect(meta).not_to_have_text(placeholder, timeout=10_000)
    page.wait_for_timeout(150)
    links = page.locator(".md-search-result__item > .md-search-result__link").evaluate_all(
        "links => links.map(a => a.href)"
    )
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
