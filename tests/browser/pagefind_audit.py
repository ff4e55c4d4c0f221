"""Pagefind side by side with the site's search on the question sets (issue 28), run by hand:

    python -m venv /tmp/pf && /tmp/pf/bin/pip install pagefind-bin==1.5.2
    python3 site-build.py build
    .venv/bin/python -m tests.browser.pagefind_audit /tmp/pf/lib/python3.*/site-packages/pagefind_bin/pagefind

Pagefind is not a dependency of the project (it ranked far below our search: CONTRIBUTING.md, "Search"), so
nothing installs it; this script indexes a copy of the built site with it (in a temporary folder,
offline: the binary comes from its PyPI wheel), and asks every question of both sets in Chromium
through Pagefind's own JS API, from the game's page as the browser test does. The links counted
are Pagefind's default UI's: each page result's sub-results (at most 3, most matches first), or
the page when it has none. Served without the site's CSP (Pagefind needs WebAssembly).
"""

from __future__ import annotations

import functools
import http.server
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from engine.languages import LANGUAGES
from sitebuild import ROOT
from sitebuild.tools import chromium
from tests.browser.questions import load_questions, question_set
from tests.browser.test_search_questions import _rank

SEARCH = """async (query) => {
  window.pagefind ??= await import("/pagefind/pagefind.js");
  const found = await window.pagefind.search(query);
  const links = [];
  for (const result of found.results.slice(0, 10)) {
    const data = await result.data();
    const subs = [...(data.sub_results || [])].sort((a, b) => b.locations.length - a.locations.length).slice(0, 3);
    const urls = subs.length ? subs.map((s) => s.url) : [data.url];
    links.push(...urls.map((url) => new URL(url, location.href).href));
  }
  return links;
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def main(binary: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "site", site)
        subprocess.run([binary, "--site", str(site), "--root-selector", "article.md-content__inner"], check=True)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
            page = browser.new_page()
            all_questions = load_questions()
            for name, questions in (
                ("main", question_set("main", all_questions)),
                ("held-out", question_set("heldout", all_questions)),
            ):
                for lang in LANGUAGES:
                    ranks = []
                    for question in questions:
                        page.goto(f"{base}/{lang}/{question.game}/")
                        ranks.append(_rank(lang, question, page.evaluate(SEARCH, question.queries[lang])))
                    n = len(ranks)
                    at5 = sum(1 for r in ranks if r is not None and r <= 5)
                    at1 = sum(1 for r in ranks if r == 1)
                    rates = f"found@5 {at5}/{n} ({at5 / n:.0%})  found@1 {at1}/{n} ({at1 / n:.0%})"
                    print(f"pagefind, {name} set, {lang}: {rates}")
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
