"""The site's search in `site-build.py bench` (issue 28): each language's index size as a host
sends it (the build's .gz), and the time from a keystroke to the results on the slow-phone
profile (every core busy, as the bench's other slow-phone rows), in headless Chromium against
the built site.

A keystroke is the search box's value growing by one letter and the key's `keyup` (what
Material's box listens to); the time runs until the results list has changed. Players'
queries are typed letter by letter, after one query has loaded the index.
"""

from __future__ import annotations

import statistics
from pathlib import Path

from engine.languages import LANGUAGES
from sitebuild.tools import chromium
from sitebuild.tools.serve import SiteHandler, serve_in_thread
from sitebuild.tools.throttle import busy_cpus

TARGET_MS = 50
RUNS = 2
QUERIES = {
    "en": ["second settlement connect first", "when are donation tokens scored", "mayor city without shields"],
    "cs": ["druha osada napojit na prvni", "kdy se hodnotí žetony prestiže", "starosta ve městě bez štítů"],
    "ru": ["второе поселение отдельно от первого", "когда считают жетоны престижа", "мэр в городе без щитов"],
}

TYPE = """async (queries) => {
  const box = document.querySelector("input.md-search__input");
  const results = document.querySelector(".md-search-result");
  const times = [];
  const change = () => new Promise((resolve) => {
    const observer = new MutationObserver(() => { observer.disconnect(); resolve(performance.now()); });
    observer.observe(results, { childList: true, subtree: true, characterData: true });
    setTimeout(() => { observer.disconnect(); resolve(null); }, 5000);
  });
  const key = async (value) => {
    const shown = change();
    const start = performance.now();
    box.value = value;
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, key: value.slice(-1) }));
    const end = await shown;
    return end === null ? null : end - start;
  };
  for (const query of queries) {
    await key("");
    for (let n = 1; n <= query.length; n++) {
      const time = await key(query.slice(0, n));
      if (time !== null) times.push(time);
    }
  }
  return times;
}"""


def index_bytes(site: Path) -> dict[str, int]:
    """Each language's search index, gzip-compressed as the build writes it."""
    return {lang: (site / lang / "search" / "search_index.json.gz").stat().st_size for lang in LANGUAGES}


def _keystrokes(browser, base: str, lang: str) -> list[float]:
    page = browser.new_page()
    page.goto(f"{base}/{lang}/")
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(QUERIES[lang][0])
    page.keyboard.press("End")  # the index loads and is built: the first query waits for it
    page.locator(".md-search-result__item").first.wait_for(timeout=60_000)
    times = page.evaluate(TYPE, QUERIES[lang])
    page.close()
    return times


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run_search(site: Path) -> list[dict]:
    """The rows: index bytes per language, and keystroke → results on the slow-phone profile."""
    from playwright.sync_api import sync_playwright

    rows = []
    for lang, size in index_bytes(site).items():
        rows.append({"measure": f"search: {lang} index, gzip", "unit": "kB", "value": round(size / 1000, 1)})
    server = serve_in_thread(site, handler=SiteHandler)
    base = f"http://127.0.0.1:{server.server_port}"
    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
    try:
        with busy_cpus():
            for lang in LANGUAGES:
                times = [t for _ in range(RUNS) for t in _keystrokes(browser, base, lang)]
                rows.append(
                    {
                        "measure": f"search: {lang} keystroke → results, slow phone, p95 of {len(times)}",
                        "unit": "ms",
                        "value": round(_p95(times), 1),
                        "median": round(statistics.median(times), 1),
                        "target": f"≤ {TARGET_MS} ms",
                    }
                )
    finally:
        browser.close()
        playwright.stop()
        server.shutdown()
    return rows


def print_rows(rows: list[dict]) -> None:
    for row in rows:
        median = f" (median {row['median']:g} ms)" if "median" in row else ""
        print(f"{row['measure']:<60} {row['value']:>8g} {row['unit']:<2}{median}  {row.get('target', '')}")


if __name__ == "__main__":  # python -m sitebuild.tools.bench_search: these rows alone
    from sitebuild import ROOT

    print_rows(run_search(ROOT / "site"))
