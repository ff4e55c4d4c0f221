"""`site-build.py bench`: the calculators' speed and size, side by side with bare Pyodide.

In headless Chromium against the built site on 127.0.0.1, alternating the anchor (bare
Pyodide booted from the stock files of the pinned npm package, served by the same server
but apart from the site, so that the site's own work on its runtime counts) and the
calculator pages so that machine load hits all alike, it measures, for the docs calculator
page and the embed page:

- first visible result (first contentful paint: the results are in the HTML) and cold
  time to data-state="ready", each run in a fresh profile;
- the same for a returning visitor (a persistent profile, second visit; the first visit
  stays READ_MS after ready, as a reader does, and bare Pyodide's alike);
- time to ready on a second calculator in the same visit;
- input-to-output latency over 200 changes (median and p95);
- the longest main-thread task during boot;
- bytes sent by the server on a cold load, against the stock runtime files' size;
- cold time to ready and bytes over one ~10 Mbit/s link shared by every request (no CPU
  load), from a host that compresses nothing and from one that compresses as HOSTING.md
  says (the build's .br/.gz siblings, gzip on the fly for the rest: the anchor's npm files
  get the same on-the-fly gzip).

Prints a table (medians, min–max, ratio to the anchor) and writes build/bench.json.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import threading
from pathlib import Path

from sitebuild import ROOT
from sitebuild.pyodide.files import PACKAGE, RUNTIME_FILES
from sitebuild.tools import chromium
from sitebuild.tools.serve import CompressingHandler, SiteHandler, serve_in_thread
from sitebuild.tools.throttle import Link, busy_cpus

COLD_RUNS = 9  # cold boots vary by ±0.2 s here: enough runs for a stable median
WARM_RUNS = 3
READ_MS = 3000  # how long a first visit stays after ready before the reader leaves
SLOW_RUNS = 2  # each ~10–20 s: the slow profile shows the order of things, not a fine median
CHANGES = 200
CALCULATOR = "/en/calculators/hamburgum-depot/"
EMBED = "/embed/hamburgum-depot/?lang=en"
SECOND = "/en/calculators/amunre-purchase/"
BARE_PATH = "/__bench__/bare-pyodide.html"
NPM_PATH = "/__bench__/npm-pyodide/"  # node_modules/pyodide, as npm installed it

# Runs before any page script: records when the page becomes ready and its long tasks.
PROBE = """
window.__bench = { longest: 0, readyAt: null };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (window.__bench.readyAt === null) window.__bench.longest = Math.max(window.__bench.longest, entry.duration);
  }
}).observe({ type: "longtask", buffered: true });
new MutationObserver(() => {
  const el = document.querySelector("form[data-calculator], body[data-state]");
  if (el && el.dataset.state === "ready" && window.__bench.readyAt === null) window.__bench.readyAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-state"] });
"""

LATENCY = """
async (changes) => {
  const form = document.querySelector("form[data-calculator]");
  const input = form.querySelector('input[name="wood"]');
  const times = [];
  for (let i = 0; i < changes; i++) {
    const before = Number(form.dataset.computed ?? 0);
    const done = new Promise((resolve) => {
      const watch = new MutationObserver(() => {
        if (Number(form.dataset.computed ?? 0) > before) { watch.disconnect(); resolve(); }
      });
      watch.observe(form, { attributes: true, attributeFilter: ["data-computed"] });
    });
    const start = performance.now();
    input.value = String(i % 8);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await done; // the results are in the DOM: computed in the worker and rendered
    times.push(performance.now() - start);
  }
  return times;
}
"""


def _bare_page() -> bytes:
    return f"""<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<body data-state="loading"><p>bare Pyodide</p>
<script type="module">
const {{ loadPyodide }} = await import("{NPM_PATH}pyodide.mjs");
await loadPyodide({{ indexURL: "{NPM_PATH}" }});
document.body.dataset.state = "ready";
</script></body>""".encode()


class _Meter:
    """Bytes the server sent since the last reset."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent = 0

    def add(self, count: int) -> None:
        with self.lock:
            self.sent += count

    def take(self) -> int:
        with self.lock:
            sent, self.sent = self.sent, 0
            return sent


def _handler(meter: _Meter, link: Link | None = None, base: type[SiteHandler] = SiteHandler) -> type[SiteHandler]:
    page = _bare_page()

    class BenchHandler(base):
        extensions_map = {**SiteHandler.extensions_map, ".mjs": "text/javascript"}

        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            if self.path != BARE_PATH:
                super().do_GET()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def translate_path(self, path: str) -> str:
            name = path.split("?")[0].removeprefix(NPM_PATH)
            if path.startswith(NPM_PATH) and name in RUNTIME_FILES:
                return str(PACKAGE / name)
            return super().translate_path(path)

        def copyfile(self, source, outputfile) -> None:
            start = source.tell()
            if link:
                link.copy(source, outputfile)
            else:
                super().copyfile(source, outputfile)
            meter.add(source.tell() - start)

    return BenchHandler


def _measure(page, url: str, timeout: float = 60_000) -> dict[str, float]:
    page.goto(url, wait_until="commit", timeout=timeout)
    page.wait_for_function("window.__bench && window.__bench.readyAt !== null", timeout=timeout)
    return page.evaluate(
        """() => ({
          ready: window.__bench.readyAt,
          first_paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          longest_task: window.__bench.longest,
        })"""
    )


def _fresh(browser, url: str, meter: _Meter | None = None, timeout: float = 60_000) -> dict[str, float]:
    context = browser.new_context(bypass_csp=True)  # service worker on, as for a real first visit
    context.add_init_script(PROBE)
    if meter:
        meter.take()
    result = _measure(context.new_page(), url, timeout)
    if meter:
        result["bytes"] = meter.take()
    context.close()
    return result


def _returning(playwright, url: str) -> float:
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium.EXECUTABLE, args=chromium.ARGS, bypass_csp=True
        )
        context.add_init_script(PROBE)
        page = context.new_page()
        _measure(page, url)
        page.wait_for_timeout(READ_MS)  # the first visit reads a result (the engine keeps its snapshot meanwhile)
        context.close()
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium.EXECUTABLE, args=chromium.ARGS, bypass_csp=True
        )
        context.add_init_script(PROBE)
        ready = _measure(context.new_page(), url)["ready"]
        context.close()
    return ready


def _second_calculator(browser, base: str) -> float:
    context = browser.new_context(bypass_csp=True)
    context.add_init_script(PROBE)
    page = context.new_page()
    _measure(page, base + CALCULATOR)
    page.wait_for_timeout(2000)  # the visitor reads the first result
    ready = _measure(page, base + SECOND)["ready"]
    context.close()
    return ready


def _latency(browser, base: str) -> list[float]:
    context = browser.new_context(bypass_csp=True)
    context.add_init_script(PROBE)
    page = context.new_page()
    _measure(page, base + CALCULATOR)
    times = page.evaluate(LATENCY, CHANGES)
    context.close()
    return times


def _slow_link_rows(browser, site: Path) -> list[dict]:
    """Cold starts over one ~10 Mbit/s link, every core free: a host without compression and
    one with it, each page beside bare Pyodide on the same host, with the bytes sent."""
    rows = []
    for host, base in (("host without compression", SiteHandler), ("host with compression", CompressingHandler)):
        meter = _Meter()
        server = serve_in_thread(site, handler=_handler(meter, Link(), base))
        url = f"http://127.0.0.1:{server.server_port}"
        runs: dict[str, list[dict]] = {"bare": [], "calculator": [], "embed page": []}
        for _ in range(SLOW_RUNS):
            for name, path in (("bare", BARE_PATH), ("calculator", CALCULATOR), ("embed page", EMBED)):
                runs[name].append(_fresh(browser, url + path, meter, timeout=180_000))
        server.shutdown()
        anchor = statistics.median(r["ready"] for r in runs["bare"])
        anchor_bytes = statistics.median(r["bytes"] for r in runs["bare"]) / 1e6
        for name, results in runs.items():
            label = "anchor: bare Pyodide" if name == "bare" else name
            target = "" if name == "bare" or base is not SiteHandler else "≤ 0.45 × anchor"
            ready = [r["ready"] for r in results]
            rows.append(_row(f"{label}: 10 Mbit/s, {host}, cold → ready", ready, anchor, target=target))
            sent = [r["bytes"] / 1e6 for r in results]
            rows.append(_row(f"{label}: 10 Mbit/s, {host}, bytes sent", sent, anchor_bytes, "MB"))
    return rows


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _row(name: str, values: list[float], anchor: float | None, unit: str = "ms", target: str = "") -> dict:
    median = statistics.median(values)
    return {
        "measure": name,
        "unit": unit,
        "median": round(median, 1),
        "min": round(min(values), 1),
        "max": round(max(values), 1),
        "runs": len(values),
        "ratio_to_anchor": round(median / anchor, 2) if anchor else None,
        "target": target,
    }


def _print(rows: list[dict]) -> None:
    print(f"{'measure':<52} {'median':>12} {'min–max':>20} {'× anchor':>9}  target")
    for row in rows:
        unit = row["unit"]
        span = f"{row['min']:g}–{row['max']:g} {unit}"
        ratio = "" if row["ratio_to_anchor"] is None else f"{row['ratio_to_anchor']:.2f}"
        print(f"{row['measure']:<52} {row['median']:>9g} {unit:<2} {span:>20} {ratio:>9}  {row['target']}")


def run_bench(site: Path) -> int:
    from playwright.sync_api import sync_playwright

    runtime_bytes = sum((PACKAGE / name).stat().st_size for name in RUNTIME_FILES)
    meter = _Meter()
    server = serve_in_thread(site, handler=_handler(meter))
    base = f"http://127.0.0.1:{server.server_port}"
    bare, calc, embed = [], [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
        for _ in range(COLD_RUNS):
            bare.append(_fresh(browser, base + BARE_PATH, meter))
            calc.append(_fresh(browser, base + CALCULATOR, meter))
            embed.append(_fresh(browser, base + EMBED, meter))
        bare_warm, calc_warm, embed_warm = [], [], []
        for _ in range(WARM_RUNS):
            bare_warm.append(_returning(playwright, base + BARE_PATH))
            calc_warm.append(_returning(playwright, base + CALCULATOR))
            embed_warm.append(_returning(playwright, base + EMBED))
        second = [_second_calculator(browser, base) for _ in range(WARM_RUNS)]
        latency = _latency(browser, base)
        # The slow-phone profile: the same files over one ~10 Mbit/s link, every core busy.
        slow_server = serve_in_thread(site, handler=_handler(_Meter(), Link()))
        slow = f"http://127.0.0.1:{slow_server.server_port}"
        slow_bare, slow_calc, slow_embed = [], [], []
        with busy_cpus():
            for _ in range(SLOW_RUNS):
                slow_bare.append(_fresh(browser, slow + BARE_PATH, timeout=180_000)["ready"])
                slow_calc.append(_fresh(browser, slow + CALCULATOR, timeout=180_000)["ready"])
                slow_embed.append(_fresh(browser, slow + EMBED, timeout=180_000)["ready"])
        slow_server.shutdown()
        slow_link = _slow_link_rows(browser, site)
        browser.close()
    server.shutdown()

    anchor_cold = statistics.median(r["ready"] for r in bare)
    anchor_warm = statistics.median(bare_warm)
    rows = [
        _row("anchor: bare Pyodide, cold, navigation → ready", [r["ready"] for r in bare], anchor_cold),
        _row("calculator: first visible result (FCP)", [r["first_paint"] for r in calc], None, target="≤ 300 ms"),
        _row("calculator: cold, navigation → ready", [r["ready"] for r in calc], anchor_cold, target="≤ 0.55 × anchor"),
        _row("embed page: first visible result (FCP)", [r["first_paint"] for r in embed], None, target="≤ 300 ms"),
        _row(
            "embed page: cold, navigation → ready", [r["ready"] for r in embed], anchor_cold, target="≤ 0.55 × anchor"
        ),
        _row("anchor: bare Pyodide, slow phone, cold → ready", slow_bare, statistics.median(slow_bare)),
        _row("calculator: slow phone, cold → ready", slow_calc, statistics.median(slow_bare)),
        _row("embed page: slow phone, cold → ready", slow_embed, statistics.median(slow_bare)),
        _row("anchor: bare Pyodide, returning visitor → ready", bare_warm, anchor_warm),
        _row("calculator: returning visitor → ready", calc_warm, anchor_warm, target="≤ 0.6 × anchor"),
        _row("embed page: returning visitor → ready", embed_warm, anchor_warm, target="≤ 0.6 × anchor"),
        _row("calculator: second calculator in a visit → ready", second, None, target="≤ 300 ms"),
        _row(f"calculator: input → output, median of {CHANGES}", [statistics.median(latency)], None),
        _row(f"calculator: input → output, p95 of {CHANGES}", [_p95(latency)], None, target="≤ 16 ms"),
        _row("anchor: longest main-thread task during boot", [r["longest_task"] for r in bare], None),
        _row(
            "calculator: longest main-thread task during boot",
            [r["longest_task"] for r in calc],
            None,
            target="≤ 50 ms",
        ),
        _row(
            "embed page: longest main-thread task during boot",
            [r["longest_task"] for r in embed],
            None,
            target="≤ 50 ms",
        ),
        _row("anchor: bytes sent, cold", [r["bytes"] / 1e6 for r in bare], runtime_bytes / 1e6, "MB"),
        _row(
            "calculator: bytes sent, cold",
            [r["bytes"] / 1e6 for r in calc],
            runtime_bytes / 1e6,
            "MB",
            target="≤ 0.45 × runtime",
        ),
        _row(
            "embed page: bytes sent, cold",
            [r["bytes"] / 1e6 for r in embed],
            runtime_bytes / 1e6,
            "MB",
            target="≤ 0.45 × runtime",
        ),
        *slow_link,
    ]
    print(f"Stock Pyodide runtime files (npm): {runtime_bytes / 1e6:.2f} MB (the byte ratios are to this)")
    _print(rows)
    from sitebuild.tools.bench_entry import print_rows, run_entry  # a game entered per score sheet (issue 20)

    entry = run_entry(site)
    print_rows(entry)
    from sitebuild.tools import bench_calc  # fifteen Carcassonne scorings through the calculators (issue 41)

    calculators = bench_calc.run_calc(site)
    bench_calc.print_totals(calculators)
    from sitebuild.tools import bench_carcassonne  # the same game on Carcassonne's sheet, entry by entry (issue 40)

    sheet = bench_carcassonne.run_carcassonne(site)
    bench_carcassonne.print_row(sheet)
    from sitebuild.tools import bench_search  # the search's index bytes and keystroke → results (issue 28)

    search = bench_search.run_search(site)
    bench_search.print_rows(search)
    out = ROOT / "build" / "bench.json"
    out.parent.mkdir(exist_ok=True)
    report = {
        "runtime_bytes": runtime_bytes,
        "results": rows,
        "entry": entry,
        "carcassonne_scorings": calculators,
        "carcassonne_sheet": sheet,
        "search": search,
    }
    out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(f"· written {out}")
    return 0
