"""`site-build.py bench`: time to data-state="ready" of a calculator page against bare
Pyodide booted from the site's own files (the anchor), cold, in headless Chromium.

Each run uses a fresh browser context (empty cache), and the two pages alternate so that
machine load hits both alike. Prints a table and writes build/bench.json.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from . import chromium
from .catalogue import ROOT
from .serve import SiteHandler, serve_in_thread

RUNS = 7
BARE_PATH = "/__bench__/bare-pyodide.html"


def _bare_page(pyodide_dir: str) -> bytes:
    return f"""<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const {{ loadPyodide }} = await import("/{pyodide_dir}pyodide.mjs");
await loadPyodide({{ indexURL: "/{pyodide_dir}" }});
document.body.dataset.state = "ready";
</script><body data-state="loading"></body>""".encode()


def _handler(pyodide_dir: str) -> type[SiteHandler]:
    page = _bare_page(pyodide_dir)

    class BenchHandler(SiteHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            if self.path != BARE_PATH:
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)
            return None

    return BenchHandler


def _time_to_ready(browser, url: str, selector: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url, wait_until="commit")
    page.wait_for_selector(f'{selector}[data-state="ready"]', state="attached", timeout=60_000)
    # Measured in the page: from the navigation's start to now.
    elapsed = page.evaluate("performance.now()")
    context.close()
    return float(elapsed)


def _row(name: str, values: list[float], anchor: float) -> dict:
    median = statistics.median(values)
    return {
        "name": name,
        "median_ms": round(median),
        "min_ms": round(min(values)),
        "max_ms": round(max(values)),
        "ratio_to_anchor": round(median / anchor, 2),
    }


def run_bench(site: Path) -> int:
    from playwright.sync_api import sync_playwright

    pyodide_dir = next((site / "assets" / "pyodide").iterdir()).relative_to(site).as_posix() + "/"
    server = serve_in_thread(site, handler=_handler(pyodide_dir))
    base = f"http://127.0.0.1:{server.server_port}"
    bare, calc = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
        for _ in range(RUNS):
            bare.append(_time_to_ready(browser, base + BARE_PATH, "body"))
            calc.append(_time_to_ready(browser, base + "/en/calculators/hamburgum-depot/", "form"))
        browser.close()
    server.shutdown()
    anchor = statistics.median(bare)
    rows = [
        _row("bare Pyodide (anchor), cold", bare, anchor),
        _row("depot calculator, cold, navigation → ready", calc, anchor),
    ]
    print(f"{'measure':<46} {'median':>8} {'min–max':>15} {'× anchor':>9}")
    for row in rows:
        span = f"{row['min_ms']}–{row['max_ms']}"
        print(f"{row['name']:<46} {row['median_ms']:>6} ms {span:>12} ms {row['ratio_to_anchor']:>8}")
    out = ROOT / "build" / "bench.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"runs": RUNS, "results": rows}, indent=2))
    print(f"· written {out}")
    return 0
