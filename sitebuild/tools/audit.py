"""`site-build.py audit`: Lighthouse (mobile profile) against the built site served on
127.0.0.1 as HOSTING.md tells hosts to serve it (compression on: the build's .br/.gz
siblings, gzip on the fly for the rest), printing the four category scores of each page in
each language. `audit --calculators` scores accessibility only, on every calculator page, the
calculators' index and the history page drawing its charts (games stored first: audit_games.py),
in every language: one Chromium kept open with remote debugging, Lighthouse connected to it.

Lighthouse comes from tools/audit/ (its own pinned npm package and lock, installed on the
first audit only: it is large and no other command needs it) and drives Debian's Chromium.
A rule page is audited as it loads; search opened is covered by the axe tests."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import engine
from engine.languages import LANGUAGES
from sitebuild import ROOT
from sitebuild.tools import audit_games, chromium
from sitebuild.tools.serve import CompressingHandler, serve_in_thread

LIGHTHOUSE = ROOT / "tools" / "audit" / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
PAGES = {
    "home": "{lang}/",
    "rule page": "{lang}/hamburg/play/",
    "calculator": "{lang}/calculators/carcassonne-city/",
    "score sheet": "{lang}/calculators/amunre-game/",
    "history": "{lang}/calculators/history/",  # as a new visitor sees it: no games kept yet
    "embed": "embed/hamburgum-depot/?lang={lang}",
}


def _lighthouse(url: str, categories=CATEGORIES, port: int | None = None, keep_storage=False) -> dict[str, int]:
    """Scores of one page; with `port`, in the Chromium listening there (`keep_storage`: its
    localStorage as it is, so the history page has games to draw)."""
    browser = [f"--port={port}"] if port else [f"--chrome-flags={' '.join(chromium.ARGS)}"]
    keep = ["--disable-storage-reset"] if keep_storage else []
    result = subprocess.run(
        [str(LIGHTHOUSE), url, "--output=json", "--output-path=stdout", "--quiet",
         f"--only-categories={','.join(categories)}", *browser, *keep],
        capture_output=True, text=True, env={**os.environ, "CHROME_PATH": chromium.EXECUTABLE}, timeout=300,
    )  # fmt: skip
    if result.returncode != 0:
        raise RuntimeError(f"lighthouse failed for {url}: {result.stderr.strip()[-400:]}")
    report = json.loads(result.stdout)
    scores = {name: round(100 * (report["categories"][name]["score"] or 0)) for name in categories}
    failed = []  # each failing audit with the elements it names, to fix in the site
    for audit_id in sorted(_ids(report, categories)):
        audit = report["audits"][audit_id]
        if audit.get("score") == 0:
            items = (audit.get("details") or {}).get("items") or [{}]
            failed += [f"{audit_id} {item.get('node', {}).get('selector', '')}".strip() for item in items]
    return {**scores, "failed": failed}


def _ids(report: dict, categories) -> set[str]:
    return {ref["id"] for name in categories for ref in report["categories"][name]["auditRefs"]}


@contextmanager
def _debugged_chromium():
    """Chromium with remote debugging on a free port, its own profile, closed at the end."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory(prefix="audit-chromium-") as profile:
        args = [chromium.EXECUTABLE, *chromium.ARGS, f"--remote-debugging-port={port}", f"--user-data-dir={profile}"]
        process = subprocess.Popen([*args, "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            yield port
        finally:
            process.terminate()
            process.wait(timeout=30)


def _store_games(port: int, url: str, lang: str) -> None:
    """The history's games into the debugged Chromium's localStorage for the page's origin."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
        page = browser.contexts[0].new_page()
        page.goto(url)
        page.evaluate("(kept) => { for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }",
                      audit_games.stores(lang))  # fmt: skip
        page.reload()
        page.wait_for_selector("figure.chart")
        drawn = page.locator("figure.chart").count()
        page.close()
    if drawn < 3:
        raise RuntimeError(f"the history drew {drawn} charts from the stored games")


def _calculator_pages(lang: str) -> dict[str, str]:
    pages = {"calculators": f"{lang}/calculators/"}
    return pages | {i: f"{lang}/calculators/{i}/" for i in sorted(engine.calculators())}


def run_calculators_audit(site: Path) -> int:
    """Accessibility of every calculator page, the index and the history with its charts."""
    server = serve_in_thread(site, handler=CompressingHandler)
    base = f"http://127.0.0.1:{server.server_port}/"
    rows = []

    def score(lang: str, name: str, url: str, port: int, keep_storage=False) -> None:
        rows.append({"lang": lang, "page": name, **_lighthouse(url, ("accessibility",), port, keep_storage)})
        print(f"{lang}  {name:<22} {rows[-1]['accessibility']:>3}  {' '.join(rows[-1]['failed'])}", flush=True)

    try:
        with _debugged_chromium() as port:
            for lang in LANGUAGES:
                for name, path in _calculator_pages(lang).items():  # each as a new visitor: storage reset
                    score(lang, name, base + path, port)
                history = f"{base}{lang}/calculators/history/"
                _store_games(port, history, lang)
                score(lang, "history with charts", history, port, keep_storage=True)
    finally:
        server.shutdown()
    (ROOT / "build").mkdir(exist_ok=True)
    (ROOT / "build" / "audit-calculators.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    langs = list(LANGUAGES)
    print("\n| page | " + " | ".join(langs) + " |\n|---|" + "---|" * len(langs))
    for page in dict.fromkeys(row["page"] for row in rows):
        cells = {row["lang"]: row["accessibility"] for row in rows if row["page"] == page}
        print(f"| {page} | " + " | ".join(str(cells.get(lang, "")) for lang in langs) + " |")
    return 0 if all(row["accessibility"] == 100 for row in rows) else 1


def run_audit(site: Path) -> int:
    server = serve_in_thread(site, handler=CompressingHandler)
    base = f"http://127.0.0.1:{server.server_port}/"
    rows = []
    try:
        for lang in LANGUAGES:
            for name, path in PAGES.items():
                scores = _lighthouse(base + path.format(lang=lang))
                del scores["failed"]
                rows.append({"lang": lang, "page": name, **scores})
                print(f"{lang}  {name:<12} " + "  ".join(f"{c} {scores[c]:>3}" for c in CATEGORIES), flush=True)
    finally:
        server.shutdown()
    (ROOT / "build").mkdir(exist_ok=True)
    (ROOT / "build" / "audit.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print("\n| lang | page | " + " | ".join(CATEGORIES) + " |\n|---|---|" + "---|" * len(CATEGORIES))
    for row in rows:
        print(f"| {row['lang']} | {row['page']} | " + " | ".join(str(row[c]) for c in CATEGORIES) + " |")
    return 0
