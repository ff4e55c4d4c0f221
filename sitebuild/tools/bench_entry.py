"""Entering a whole game on each score sheet as a player would on a phone (issue 20).

A fixed four-player end of game per sheet (Amun-Re with 12 provinces), in Chromium at
360 × 740 with touch: a tap costs 600 ms and a key 250 ms (waited for real, so the engine's
own time counts too). A box is reached by a tap, or by the keyboard's "Next" (Enter) when it
is the next box in reading order; a box the player leaves empty (0) is passed with "Next"
too. A list (holder, owner, side) is one tap on its name button; picked inside a row, the
row's next box has the focus (pick-buttons.js); "+ Anna" adds a province owned by Anna. A
list without buttons costs two taps. Counted: taps, keys, the
scrolls needed to bring a box into view before tapping it, the entries during which the
standings bar was on screen, and the seconds from the first tap to the ranked result.
Writes a 360 px screenshot of each sheet mid-entry to test-artifacts/entry/.

Also (issue 33): a whole Amun-Re game, both kingdoms ("amunre-both": the Old Kingdom scored,
"Start the New Kingdom", every owner chosen again, the pyramids built since and the players'
new figures; a changed box is emptied with Backspace, then typed), and per sheet the taps
from opening it to last time's four players in their seats ("Same table as last time",
runtime/assets/regulars.js, with the names a previous game left on the device).

Run alone: `.venv/bin/python -m sitebuild.tools.bench_entry` (builds nothing: serves site/).
"""

from __future__ import annotations

import time
from pathlib import Path

from sitebuild import ROOT
from sitebuild.tools import chromium
from sitebuild.tools.serve import serve_in_thread

TAP_MS = 600
KEY_MS = 250
VIEWPORT = {"width": 360, "height": 740}
SHOTS = ROOT / "test-artifacts" / "entry"
NAMES = ("Anna", "Ben", "Clara", "David")
SHEETS = ("catan-game", "hamburg-game", "hamburgum-game", "amunre-game")

# The fixed games: per sheet, each player's boxes in the form's order ("" = left empty), then
# the lists. Plausible ends of game; the exact totals do not matter, the work of entering does.
PLAYERS = {
    "catan-game": ("settlements cities vp_cards road knights", (
        "3 2 1 8 3", "2 2 '' 6 2", "4 1 1 5 1", "1 3 '' 4 ''")),
    "hamburg-game": ("track cards laurel superiority wall_thirds statues priests town_hall money", (
        "61 18 6 2 1 5 9 11 12", "58 20 3 3 2 '' 12 9 7", "70 15 '' 1 '' 4 6 14 3", "49 22 9 2 1 3 8 7 15")),
    "hamburgum-game": ("prestige tokens goods materials money", (
        "77 6 2 1 1,250", "83 3 '' 2 450", "80 4 1 '' 1,000", "71 9 3 3 320")),
    "amunre-game": ("bonus gold old_kingdom", ("1 30 23", "2 8 15", "1 22 24", "'' 22 24")),
}  # fmt: skip
LISTS = {
    "catan-game": (("road_holder", "0"), ("army_holder", "0"), ("turn", "0")),
    "amunre-game": (("kingdom", "new"),),
}
# Amun-Re's provinces: (owner, side, pyramids, stones, temples), as on the example's board.
PROVINCES = (
    (0, "west", 2, 1, 0), (0, "east", 2, 0, 0), (0, "west", 1, 2, 2), (1, "west", 3, 0, 1),
    (1, "east", 3, 1, 0), (1, "east", 1, 0, 0), (2, "west", 2, 2, 0), (2, "east", 3, 0, 0),
    (2, "west", 1, 0, 0), (3, "west", 2, 0, 0), (3, "east", 2, 1, 0), (3, "east", 2, 0, 0),
)  # fmt: skip

# Amun-Re's whole game (amunre-both): the Old Kingdom's players (bonus cards only: gold and
# carried points come with the New Kingdom), then the New Kingdom's owners (each chosen anew),
# the pyramids each province has at its end, and the players' boxes.
OLD_PLAYERS = ("bonus", ("1", "2", "", "1"))
NEW_OWNERS = (1, 2, 3, 0, 3, 2, 0, 1, 0, 2, 1, 3)
NEW_PYRAMIDS = (3, 4, 2, 3, 5, 1, 3, 3, 2, 4, 2, 3)
NEW_PLAYERS = ("bonus gold", ("1 30", "2 8", "1 22", "'' 22"))
# The taps from opening a sheet to last time's four players (issue 33: at most 2).
SAME_TABLE_MOST = 2

# Where the standings bar and a box are, against what the screen shows (the sticky header
# and the bar itself cover the top).
GEOMETRY = """
(form, name) => {
  const bar = form.querySelector("[data-standings]").getBoundingClientRect();
  const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
  const box = name ? form.querySelector(`.calc-inputs [name="${name}"]`).getBoundingClientRect() : null;
  const covered = Math.max(header, bar.bottom);
  return {
    barVisible: bar.top >= 0 && bar.bottom <= innerHeight && bar.height > 0,
    boxVisible: box ? box.top >= covered && box.bottom <= innerHeight : true,
  };
}
"""
# A button in view, below the sticky header and standings bar (a tap there would hit the bar).
SHOWN = """
(b) => {
  const r = b.getBoundingClientRect();
  const bar = b.closest("form").querySelector("[data-standings]").getBoundingClientRect();
  const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
  return r.top >= Math.max(header, bar.bottom) && r.bottom <= innerHeight;
}
"""


class Entry:
    """One sheet's entry, counting what a player does."""

    def __init__(self, page, form):
        self.page, self.form = page, form
        self.taps = self.keys = self.scrolls = 0
        self.entries = self.with_standings = 0
        self.focused: str | None = None

    def geometry(self, name: str | None = None) -> dict:
        return self.form.evaluate(GEOMETRY, name)

    def tap(self, name: str) -> None:
        if not self.geometry(name)["boxVisible"]:
            self.scrolls += 1
            self.form.locator(f'.calc-inputs [name="{name}"]').evaluate("(b) => b.scrollIntoView({block: 'center'})")
        self.form.locator(f'.calc-inputs [name="{name}"]').tap()
        self.taps += 1
        self.page.wait_for_timeout(TAP_MS)

    def key(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1
        self.page.wait_for_timeout(KEY_MS)

    def boxes(self) -> list[str]:
        return self.form.evaluate(
            """(f) => [...f.querySelectorAll('.calc-inputs input[type="text"]')]
                     .filter((b) => !b.closest('template')).map((b) => b.name)"""
        )

    def fill(self, name: str, text: str) -> None:
        """Reach the box (Next from the box before it, else a tap), then type."""
        if not text:
            return
        order = self.boxes()
        here = order.index(self.focused) if self.focused in order else None
        steps = order.index(name) - here if here is not None else None
        if steps is not None and 0 < steps <= 3:
            for _ in range(steps):
                self.key("Enter")
        elif steps != 0:
            self.tap(name)
        for char in text:
            self.key(char)
        self.focused = name
        self.entries += 1
        self.with_standings += self.geometry()["barVisible"]

    def choose(self, name: str, value: str) -> None:
        pick = self.form.locator(f'.calc-inputs [data-pick-for="{name}"] [data-pick="{value}"]')
        if pick.count():
            # One tap on the name (pick-buttons.js); in a row, the row's next box takes the focus.
            if not pick.evaluate(SHOWN):
                self.scrolls += 1
                pick.evaluate("(b) => b.scrollIntoView({block: 'center'})")
            pick.tap()
            self.taps += 1
            self.page.wait_for_timeout(TAP_MS)
            self.focused = self.page.evaluate("() => document.activeElement?.name || null")
        else:
            self.tap(name)  # opens the list
            self.form.locator(f'.calc-inputs [name="{name}"]').select_option(value)
            self.taps += 1  # picks
            self.page.wait_for_timeout(TAP_MS)
            self.focused = None
        self.entries += 1
        self.with_standings += self.geometry()["barVisible"]

    def replace(self, name: str, old: str, new: str) -> None:
        """A box that holds `old`: reached as by fill, emptied (End, then Backspace), typed anew."""
        if old == new:
            return
        order = self.boxes()
        here = order.index(self.focused) if self.focused in order else None
        steps = order.index(name) - here if here is not None else None
        if steps is not None and 0 < steps <= 3:
            for _ in range(steps):
                self.key("Enter")
        elif steps != 0:
            self.tap(name)
        self.key("End")
        for _ in old:
            self.key("Backspace")
        for char in new:
            self.key(char)
        self.focused = name
        self.entries += 1
        self.with_standings += self.geometry()["barVisible"]

    def action(self, action: str) -> None:
        """A button of the sheet (Amun-Re's "Start the New Kingdom"), scrolled to if needed."""
        button = self.form.locator(f'[data-action="{action}"]')
        if not button.evaluate(SHOWN):
            self.scrolls += 1
            button.evaluate("(b) => b.scrollIntoView({block: 'center'})")
        button.tap()
        self.taps += 1
        self.page.wait_for_timeout(TAP_MS)
        self.focused = self.page.evaluate("() => document.activeElement?.name || null")

    def add_province(self, owner: str) -> None:
        """ "+ Anna" beside "Add province" (pick-buttons.js): the province added already owned,
        its first box focused. Without it: "Add province", then the owner picked."""
        button = self.form.locator(f'[data-rows="provinces"] [data-add-owner="{owner}"]')
        with_owner = button.count() > 0
        if not with_owner:
            button = self.form.locator('[data-rows="provinces"] [data-add-row]')
        if not button.evaluate(SHOWN):
            self.scrolls += 1
            button.evaluate("(b) => b.scrollIntoView({block: 'center'})")
        button.tap()
        self.taps += 1
        self.page.wait_for_timeout(TAP_MS)
        self.focused = self.page.evaluate("() => document.activeElement?.name || null")
        if with_owner:
            self.entries += 1
            self.with_standings += self.geometry()["barVisible"]
        else:
            p = self.form.locator('[data-rows="provinces"] [data-row]').count() - 1
            self.choose(f"provinces.{p}.owner", owner)


def _amunre_both(entry: Entry, shot: Path) -> None:
    """The Old Kingdom entered and scored, then the New Kingdom from its carried-over sheet."""
    field, values = OLD_PLAYERS
    for i, value in enumerate(values):
        entry.fill(f"players.{i}.name", NAMES[i])
        entry.fill(f"players.{i}.{field}", value)
    entry.choose("kingdom", "old")
    for p, (owner, side, pyramids, stones, temples) in enumerate(PROVINCES):
        entry.add_province(str(owner))
        if side != "west":
            entry.choose(f"provinces.{p}.side", side)
        for name, value in (("pyramids", pyramids), ("stones", stones), ("temples", temples)):
            entry.fill(f"provinces.{p}.{name}", str(value or ""))
    entry.action("new-kingdom")
    entry.page.screenshot(path=str(shot))
    fields, rows = NEW_PLAYERS
    for i, row in enumerate(rows):
        for name, value in zip(fields.split(), row.split(), strict=True):
            old = entry.form.locator(f'.calc-inputs [name="players.{i}.{name}"]').input_value()
            entry.replace(f"players.{i}.{name}", old, value.strip("'"))
    for p, (owner, pyramids) in enumerate(zip(NEW_OWNERS, NEW_PYRAMIDS, strict=True)):
        entry.choose(f"provinces.{p}.owner", str(owner))
        old = entry.form.locator(f'.calc-inputs [name="provinces.{p}.pyramids"]').input_value()
        entry.replace(f"provinces.{p}.pyramids", old, str(pyramids))


def phone_context(browser):
    """A phone for the benches: 360 × 740 with touch, no service worker, nothing but 127.0.0.1."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, is_mobile=True, service_workers="block")
    context.route("**/*", lambda r: r.continue_() if "127.0.0.1" in r.request.url else r.abort())
    return context


def _same_table(browser, base: str, sheet: str) -> dict:
    """Last time's four players on a fresh sheet: the taps from opening it to the names seated."""
    from playwright.sync_api import expect

    context = phone_context(browser)
    page = context.new_page()
    page.goto(f"{base}/en/calculators/{sheet}/")
    # What a previous game on this device left (runtime/assets/regulars.js).
    page.evaluate(
        "(names) => localStorage.setItem('rules-calculators:regulars', JSON.stringify({table: names, names}))",
        list(NAMES),
    )
    page.reload()
    form = page.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "ready", timeout=60_000)
    start = time.monotonic()
    taps = 0
    button = form.locator('[data-action="same-table"]')
    if button.count():
        button.tap()
        taps += 1
        page.wait_for_timeout(TAP_MS)
    seated = [form.locator(f'.calc-inputs [name="players.{i}.name"]').input_value() for i in range(len(NAMES))]
    context.close()
    return {
        "sheet": sheet,
        "taps": taps if seated == list(NAMES) else None,
        "seconds": round(time.monotonic() - start, 1),
    }


def _enter(entry: Entry, sheet: str, shot: Path) -> None:
    if sheet == "amunre-both":
        _amunre_both(entry, shot)
        return
    fields, rows = PLAYERS[sheet]
    steps: list = []
    for i, row in enumerate(rows):
        steps.append(("fill", f"players.{i}.name", NAMES[i]))
        for field, value in zip(fields.split(), row.split(), strict=True):
            steps.append(("fill", f"players.{i}.{field}", value.strip("'")))
    for name, value in LISTS.get(sheet, ()):
        steps.append(("choose", name, value))
    if sheet == "amunre-game":
        for p, (owner, side, pyramids, stones, temples) in enumerate(PROVINCES):
            steps.append(("add", None, str(owner)))
            if side != "west":
                steps.append(("choose", f"provinces.{p}.side", side))
            for field, value in (("pyramids", pyramids), ("stones", stones), ("temples", temples)):
                steps.append(("fill", f"provinces.{p}.{field}", str(value or "")))
    for n, (kind, name, value) in enumerate(steps):
        if kind == "fill":
            entry.fill(name, value)
        elif kind == "choose":
            entry.choose(name, value)
        else:
            entry.add_province(value)
        if n == len(steps) // 2:
            entry.page.screenshot(path=str(shot))


def run_entry(site: Path, shots: Path = SHOTS) -> list[dict]:
    from playwright.sync_api import expect, sync_playwright

    shots.mkdir(parents=True, exist_ok=True)
    server = serve_in_thread(site)
    base = f"http://127.0.0.1:{server.server_port}"
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
            for run in (*SHEETS, "amunre-both"):
                sheet = "amunre-game" if run == "amunre-both" else run
                context = phone_context(browser)
                page = context.new_page()
                page.goto(f"{base}/en/calculators/{sheet}/")
                form = page.locator("form[data-calculator]")
                expect(form).to_have_attribute("data-state", "ready", timeout=60_000)
                entry = Entry(page, form)
                start = time.monotonic()
                _enter(entry, run, shots / f"{run}-360.png")
                # The ranked result: the standings name a winner for the values entered.
                expect(form.locator("[data-standings-winner]")).to_be_visible(timeout=10_000)
                seconds = time.monotonic() - start
                winner = form.locator("[data-standings-winner]").text_content()
                rows.append({
                    "sheet": run, "taps": entry.taps, "keys": entry.keys, "scrolls": entry.scrolls,
                    "standings_visible": f"{entry.with_standings} of {entry.entries}",
                    "seconds": round(seconds, 1), "result": winner,
                })  # fmt: skip
                context.close()
                if run != "amunre-both":
                    rows[-1]["same_table"] = _same_table(browser, base, sheet)
            browser.close()
    finally:
        server.shutdown()
    return rows


def print_rows(rows: list[dict]) -> None:
    print(f"{'sheet':<16} {'taps':>5} {'keys':>5} {'scrolls':>7} {'standings in view':>18} {'seconds':>8}  result")
    for r in rows:
        print(
            f"{r['sheet']:<16} {r['taps']:>5} {r['keys']:>5} {r['scrolls']:>7} {r['standings_visible']:>18}"
            f" {r['seconds']:>8}  {r['result']}"
        )
    print(
        f"same table as last time (taps from opening the sheet to last time's four players, at most {SAME_TABLE_MOST}):"
    )
    for r in rows:
        if "same_table" in r:
            same = r["same_table"]
            taps = same["taps"] if same["taps"] is not None else "not seated"
            print(f"{r['sheet']:<16} {taps:>5} {same['seconds']:>6} s")


if __name__ == "__main__":
    print_rows(run_entry(ROOT / "site"))
