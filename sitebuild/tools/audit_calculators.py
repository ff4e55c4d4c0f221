"""`site-build.py audit --calculators`: Lighthouse's accessibility score of every calculator page,
the calculators' index and the history page drawing its charts, in every language, served as
`audit` serves the site. The history draws charts only from games kept on the device, so one
Chromium stays open with remote debugging: Playwright stores the games (audit_games.py) in its
localStorage and Lighthouse, connected to it, keeps that storage for the history (in the light
and the dark palette). The calculator pages are scored as a new visitor sees them (storage reset);
`--dark` scores them again in the dark palette with the games kept (the sheets list them).
Failing audits are printed with the elements they name; the run fails below 100."""

from __future__ import annotations

import json
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import engine
from engine.languages import LANGUAGES
from sitebuild import ROOT
from sitebuild.tools import audit_games, chromium
from sitebuild.tools.audit import lighthouse
from sitebuild.tools.serve import CompressingHandler, serve_in_thread

# What the theme's palette toggle keeps (Material's __md_set("__palette")) for its dark scheme.
DARK = {"index": 1, "color": {"media": "(prefers-color-scheme: dark)", "scheme": "slate", "primary": "indigo",
                              "accent": "amber"}}  # fmt: skip


@contextmanager
def _debugged_chromium() -> Iterator[int]:
    """Chromium with remote debugging on a free port and a profile of its own; yields the port."""
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


def _keep(port: int, history: str, lang: str, palette: dict | None = None) -> None:
    """The games (and a palette, or the system's) into the debugged Chromium's storage, checked
    by the history drawing its charts from them."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
        page = browser.contexts[0].new_page()
        page.goto(history)
        page.evaluate("(kept) => { for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }",
                      audit_games.stores(lang))  # fmt: skip
        page.evaluate("(palette) => palette ? __md_set('__palette', palette) : __md_set('__palette', null)", palette)
        page.reload()
        page.wait_for_selector("figure.chart")
        drawn = page.locator("figure.chart").count()
        scheme = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
        page.close()
    if drawn < 3 or scheme != (palette or {"color": {"scheme": "default"}})["color"]["scheme"]:
        raise RuntimeError(f"the history drew {drawn} charts from the stored games, in the {scheme} palette")


def _pages(lang: str) -> dict[str, str]:
    pages = {"calculators": f"{lang}/calculators/"}
    return pages | {i: f"{lang}/calculators/{i}/" for i in sorted(engine.calculators())}


def run_calculators_audit(site: Path, dark: bool = False) -> int:
    server = serve_in_thread(site, handler=CompressingHandler)
    base = f"http://127.0.0.1:{server.server_port}/"
    rows = []

    def score(lang: str, name: str, url: str, port: int, keep_storage=False) -> None:
        rows.append({"lang": lang, "page": name, **lighthouse(url, ("accessibility",), port, keep_storage)})
        print(f"{lang}  {name:<26} {rows[-1]['accessibility']:>3}  {' '.join(rows[-1]['failed'])}", flush=True)

    try:
        with _debugged_chromium() as port:
            for lang in LANGUAGES:
                for name, path in _pages(lang).items():  # as a new visitor: Lighthouse resets the storage
                    score(lang, name, base + path, port)
                history = f"{base}{lang}/calculators/history/"
                _keep(port, history, lang)
                score(lang, "history with charts", history, port, keep_storage=True)
                _keep(port, history, lang, DARK)
                score(lang, "history with charts, dark", history, port, keep_storage=True)
                for name, path in _pages(lang).items() if dark else ():
                    score(lang, f"{name}, dark", base + path, port, keep_storage=True)
    finally:
        server.shutdown()
    (ROOT / "build").mkdir(exist_ok=True)
    (ROOT / "build" / "audit-calculators.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print("\n| page | " + " | ".join(LANGUAGES) + " |\n|---|" + "---|" * len(LANGUAGES))
    for page in dict.fromkeys(row["page"] for row in rows):
        cells = {row["lang"]: row["accessibility"] for row in rows if row["page"] == page}
        print(f"| {page} | " + " | ".join(str(cells.get(lang, "")) for lang in LANGUAGES) + " |")
    return 0 if all(row["accessibility"] == 100 for row in rows) else 1
