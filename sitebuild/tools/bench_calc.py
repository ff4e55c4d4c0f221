"""Fifteen Carcassonne scorings through the calculators alone, as a player would on a phone
(issue 41: 76 taps, 36 keys and 79 swipes at a game night, most of them clearing defaults).

In Chromium at 360 × 740 with touch, each scoring opens its calculator's page afresh (the tap
that opens it is not counted: the same on any build) and makes the form hold that scoring,
from whatever the page opens with: a figure offered beside its box as a one-tap value is that
tap, unless the box has the focus already (then it is typed); any other box whose value differs
is reached by a tap (or by the keyboard's "Next" when it is the next box, up to 3 ahead), emptied
with Backspace unless the page selected its figure, and typed; a checkbox is one tap; a list is
two (open, choose), or one where its options are buttons; rows are added or removed by their
buttons (a calculator that needs more rows than the scoring has keeps them, emptied). A control
out of view (under the sticky header or result bar, or off the screen) costs a swipe first, and
so does reading the result when neither the result bar nor the results are on screen afterwards.
Counted: taps, keys, swipes, and whether the page's figures are the engine's for the scoring.
`-v` prints each scoring's steps.

Run alone: `.venv/bin/python -m sitebuild.tools.bench_calc [SITE] [-v]` (builds nothing: serves SITE,
default site/), so that a build of before a change can be measured beside one of after.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import engine
from sitebuild import ROOT
from sitebuild.tools import chromium
from sitebuild.tools.bench_entry import phone_context
from sitebuild.tools.serve import serve_in_thread

TAP_MS = 150  # a pause after each tap or key: the page's own work, not a player's speed
NEXT_MOST = 3

# A game's scorings, during and after it: (calculator, its inputs). Rows list the players with a
# figure on the feature; a field left out is the engine's 0 / False.
SCORINGS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("carcassonne-road", {"tiles": 3, "players": [{"robbers": 1}]}),
    ("carcassonne-city", {"tiles": 4, "pennants": 1, "players": [{"knights": 1}]}),
    ("carcassonne-abbey", {"feature": "monastery", "surrounding": 8}),
    ("carcassonne-road", {"tiles": 5, "players": [{"robbers": 1}, {"big": 1}]}),
    ("carcassonne-city", {"tiles": 6, "pennants": 2, "players": [{"knights": 1}, {"mayors": 1}]}),
    ("carcassonne-abbey", {"feature": "abbey", "surrounding": 8}),
    ("carcassonne-farmhouse", {"cities": 2, "players": [{"farmers": 1, "farmhouses": 1}, {"farmers": 2}]}),
    ("carcassonne-road", {"tiles": 2, "players": [{"wagons": 1}]}),
    ("carcassonne-city", {"tiles": 3, "players": [{"knights": 1}, {"knights": 1}]}),
    ("carcassonne-road", {"tiles": 4, "complete": False, "players": [{"robbers": 1}]}),
    ("carcassonne-city", {"tiles": 3, "pennants": 1, "complete": False, "players": [{"knights": 1}]}),
    ("carcassonne-abbey", {"feature": "monastery", "surrounding": 5, "game_end": True}),
    ("carcassonne-field", {"cities": 3, "players": [{"farmers": 2}, {"farmers": 1}]}),
    ("carcassonne-farmhouse", {"moment": "end", "cities": 3, "players": [{"farmhouses": 1}]}),
    ("carcassonne-field", {"cities": 2, "players": [{"farmers": 1, "big": 1}, {"farmers": 2}]}),
)

# Whether an element is where a finger can reach it: below the sticky header and bar, on screen.
REACHABLE = """
(element) => {
  const r = element.getBoundingClientRect();
  const form = element.closest("form");
  const bar = form.querySelector("[data-standings]");
  const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
  const covered = Math.max(header, bar && !bar.contains(element) ? bar.getBoundingClientRect().bottom : 0);
  return r.height > 0 && r.top >= covered && r.bottom <= innerHeight;
}
"""
# Whether the player sees the result: the result bar, else the results' first figure, on screen.
RESULT_SEEN = """
(form) => {
  const shown = (e) => { if (!e) return false; const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; };
  return shown(form.querySelector("[data-standings]")) || shown(form.querySelector(".calc-results output"));
}
"""

# A tapped control in the log: its name, its action, its one-tap value ("tiles=3") or its text.
NAMED = """
(e) => e.name || e.dataset.action
  || (e.dataset.quick !== undefined ? `${e.closest('[data-quick-for]').dataset.quickFor}=${e.dataset.quick}` : '')
  || e.textContent.trim()
"""

# Whether Enter from a figure passes the name box after it (tried once, before the player starts).
PASSES_NAMES = """
(form) => {
  const boxes = [...form.querySelectorAll('.calc-inputs input[type="text"]')].filter((b) => !b.closest('template'));
  const at = boxes.findIndex((b, i) => !b.matches('.calc-row-name') && boxes[i + 1]?.matches('.calc-row-name'));
  if (at < 0) return false;
  boxes[at].focus();
  boxes[at].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  const passed = document.activeElement !== boxes[at + 1];
  document.activeElement.blur();
  return passed;
}
"""


class Player:
    """One scoring entered, counting what a player does."""

    def __init__(self, page, form) -> None:
        self.page, self.form = page, form
        self.taps = self.keys = self.swipes = 0
        self.focused: str | None = None
        self.passes_names = form.evaluate(PASSES_NAMES)
        self.log: list[str] = []

    def control(self, name: str):
        return self.form.locator(f'.calc-inputs [name="{name}"]')

    def reach(self, locator) -> None:
        if not locator.evaluate(REACHABLE):
            self.swipes += 1
            locator.evaluate("(e) => e.scrollIntoView({block: 'center'})")

    def tap(self, locator) -> None:
        self.log.append("tap:" + (locator.evaluate(NAMED) or "?"))
        self.reach(locator)
        locator.tap()
        self.taps += 1
        self.page.wait_for_timeout(TAP_MS)
        self.focused = self.page.evaluate("() => document.activeElement?.name || null")

    def key(self, key: str) -> None:
        self.log.append(key)
        self.page.keyboard.press(key)
        self.keys += 1
        self.page.wait_for_timeout(TAP_MS)

    def boxes(self) -> list[str]:
        """The boxes in the order Enter visits them from a figure: on a build whose Enter passes
        the rows' name boxes, without them (found by trying: Enter from the first figure)."""
        order = self.form.evaluate(
            """(f) => [...f.querySelectorAll('.calc-inputs input[type="text"]')]
                     .filter((b) => !b.closest('template')).map((b) => b.name)"""
        )
        return [name for name in order if not name.endswith(".name")] if self.passes_names else order

    def set(self, name: str, value: Any) -> None:
        control = self.control(name)
        kind = control.evaluate("(c) => c.tagName === 'SELECT' ? 'select' : c.type")
        if kind == "checkbox":
            if control.is_checked() != bool(value):
                self.tap(control)
            return
        text = str(value)
        if kind == "select":
            if control.input_value() != text:
                pick = self.form.locator(f'.calc-inputs [data-pick-for="{name}"] [data-pick="{text}"]')
                if pick.count():
                    self.tap(pick)  # its name as a button: one tap
                else:
                    self.tap(control)  # the list opened, then chosen
                    control.select_option(text)
                    self.taps += 1
            return
        old = control.input_value()
        if old == text:
            return
        # A figure offered as a one-tap value is that tap, unless its box has the focus already
        # (the keyboard is up on it: the figure is typed there).
        quick = self.form.locator(f'.calc-inputs [data-quick-for="{name}"] [data-quick="{text}"]')
        if self.focused != name and quick.count():
            self.tap(quick)
            return
        order = self.boxes()
        steps = order.index(name) - order.index(self.focused) if self.focused in order else None
        if steps is not None and 0 < steps <= NEXT_MOST:
            for _ in range(steps):
                self.key("Enter")
        elif steps != 0:
            self.tap(control)
        # A figure the page selects when its box is reached is replaced by typing; else emptied first.
        if not control.evaluate("(b) => b.value !== '' && b.selectionStart === 0 && b.selectionEnd === b.value.length"):
            self.key("End")
            for _ in old:
                self.key("Backspace")
        for char in text:
            self.key(char)
        self.focused = name

    def row_count(self, name: str) -> int:
        return self.form.locator(f'[data-rows="{name}"] tbody [data-row]').count()

    def rows(self, name: str, wanted: int) -> int:
        """Adds or removes rows until the form has `wanted` (or its fewest); returns the count."""
        fieldset = self.form.locator(f'[data-rows="{name}"]')
        fewest = int(fieldset.get_attribute("data-min") or 0)
        target = max(wanted, fewest)
        rows = fieldset.locator("tbody [data-row]")
        while rows.count() > target:
            self.tap(rows.last.locator("[data-remove-row]"))
        while rows.count() < target:
            self.tap(fieldset.locator("[data-add-row]"))
        return target


def _enter(player: Player, calculator_id: str, inputs: dict[str, Any]) -> dict[str, Any]:
    """The form made to hold `inputs` (the engine's defaults where left out); returns them whole."""
    described = engine.describe(calculator_id)["inputs"]
    whole: dict[str, Any] = {}
    for name, field in described.items():
        if field["type"] != "rows":
            whole[name] = inputs.get(name, field["default"])
            player.set(name, whole[name] if field["type"] != "bool" else bool(whole[name]))
            continue
        rows = inputs.get(name, [])
        blank = {f: d["default"] for f, d in field["fields"].items()}
        # Extra rows go first (a page that opens with more than the scoring has); a row the
        # scoring needs is added once the one before it is filled, as a table goes round.
        count = player.rows(name, min(len(rows), player.row_count(name)))
        whole[name] = []
        for i in range(max(count, len(rows))):
            if i >= player.row_count(name):
                player.rows(name, i + 1)
            whole[name].append({**blank, **(rows[i] if i < len(rows) else {})})
            for f, value in whole[name][i].items():
                player.set(f"{name}.{i}.{f}", value)
    return whole


def run_calc(site: Path) -> dict[str, Any]:
    from playwright.sync_api import expect, sync_playwright

    server = serve_in_thread(site)
    base = f"http://127.0.0.1:{server.server_port}"
    totals = {"taps": 0, "keys": 0, "swipes": 0, "right": 0, "scorings": len(SCORINGS)}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
            context = phone_context(browser)
            page = context.new_page()
            for calculator_id, inputs in SCORINGS:
                page.goto(f"{base}/en/calculators/{calculator_id}/")
                form = page.locator("form[data-calculator]")
                expect(form).to_have_attribute("data-state", "ready", timeout=60_000)
                player = Player(page, form)
                whole = _enter(player, calculator_id, inputs)
                page.wait_for_timeout(600)  # the last answer
                if not form.evaluate(RESULT_SEEN):
                    player.swipes += 1  # to the results at the page's foot
                points = engine.calculate(calculator_id, whole)["points"]
                shown = form.evaluate(
                    """(f) => [...f.querySelectorAll('.calc-results output')]
                        .filter((o) => /^(points|players\\.\\d+\\.points)$/.test(o.name)).map((o) => o.dataset.value)"""
                )
                expected = [str(points)] if isinstance(points, int) else [str(p) for p in points]
                totals["right"] += shown == expected
                if shown != expected:
                    print(f"  {calculator_id} {inputs}: shown {shown}, the engine {expected}", file=sys.stderr)
                for key in ("taps", "keys", "swipes"):
                    totals[key] += getattr(player, key)
                if "-v" in sys.argv:
                    counts = f"taps {player.taps} keys {player.keys} swipes {player.swipes}"
                    print(f"  {calculator_id:<22} {counts}  {player.log}")
            context.close()
            browser.close()
    finally:
        server.shutdown()
    return totals


def print_totals(totals: dict[str, Any]) -> None:
    print(
        f"Carcassonne, {totals['scorings']} scorings through the calculators: {totals['taps']} taps,"
        f" {totals['keys']} keys, {totals['swipes']} swipes; right results {totals['right']}/{totals['scorings']}"
    )


if __name__ == "__main__":
    sites = [arg for arg in sys.argv[1:] if arg != "-v"]
    print_totals(run_calc(Path(sites[0]) if sites else ROOT / "site"))
