"""What a docs page asks for while it loads (issue 23, Lighthouse): Material's search index
and its worker's scripts only once the search box is used (or the page has idled a while), the calculator form's
modules only on pages with a form, and there all at once (modulepreload)."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect

RUNTIME = Path(__file__).parents[2] / "runtime" / "assets"
INDEX = "/search/search_index.json"
WORKER_SCRIPTS = re.compile(r"/workers/(search\.[0-9a-f]+\.min|search-words|search-rank)\.js$")


def _requests(page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


def test_search_index_waits_for_the_search_box(page, base_url):
    seen = _requests(page)
    page.goto(f"{base_url}/en/hamburg/play/", wait_until="load")
    page.wait_for_timeout(1500)  # well before the idle release (3 s after load)
    assert not [url for url in seen if url.endswith(INDEX)], "index asked for before any search"
    assert not [url for url in seen if WORKER_SCRIPTS.search(url)], "search worker's scripts before any search"
    box = page.locator("input.md-search__input")
    box.click()
    box.fill("depot")
    page.keyboard.press("End")
    expect(page.locator(".md-search-result__item").first).to_be_visible(timeout=10_000)
    assert [url for url in seen if url.endswith(INDEX)]
    # Material's script (for lunr's stemmer) and ours: the words and the ranking.
    assert len({url for url in seen if WORKER_SCRIPTS.search(url)}) == 3, "the worker's scripts"


def test_search_index_comes_after_an_idle_moment(page, base_url):
    seen = _requests(page)
    page.goto(f"{base_url}/cs/", wait_until="load")
    page.wait_for_function(
        "() => performance.getEntriesByType('resource').some(e => e.name.endsWith('/search/search_index.json'))",
        timeout=15_000,
    )
    assert [url for url in seen if url.endswith(INDEX)]


def test_rule_page_loads_no_form_modules(page, base_url):
    seen = _requests(page)
    page.goto(f"{base_url}/ru/hamburg/play/", wait_until="load")
    page.wait_for_timeout(500)
    names = {url.rsplit("/", 1)[-1] for url in seen if "/assets/runtime/" in url}
    assert "offline-page.js" in names
    assert not names & {"calculators.js", "calculator-form.js", "score-sheet.js", "engine-client.js"}, names


def _imports(name: str, found: set[str]) -> set[str]:
    # Static and dynamic imports alike, read here independently of the build's own list.
    text = (RUNTIME / name).read_text(encoding="utf-8") if (RUNTIME / name).exists() else ""
    for module in re.findall(r'(?:from |import\()"\./([\w-]+\.js)"', text):
        if module not in found:
            found.add(module)
            _imports(module, found)
    return found


def test_form_pages_preload_every_module_they_run(page, base_url):
    needed = _imports("calculators.js", {"calculators.js"})
    for path in ("/en/calculators/amunre-game/", "/embed/hamburgum-depot/?lang=cs"):
        page.goto(base_url + path)
        hrefs = page.locator("link[rel=modulepreload]").evaluate_all("links => links.map(l => l.href)")
        preloaded = {href.rsplit("/", 1)[-1] for href in hrefs}
        assert needed <= preloaded, (path, needed - preloaded)
