"""A whole Carcassonne game (Abbey & Mayor) scored on the phone, entry by entry (issue 40).

Four players at 360 × 740 with touch score fifteen features on `carcassonne-game` with the
composer's taps only (runtime/assets/feature-entry.js): nine during the game, then the final
scoring. Counted: taps, keys, the scrolls needed to bring a control into view (below the sticky
header and standings bar) and the seconds by the bench's formula (0.6 s a tap, 0.25 s a key,
1 s a scroll). The browser test `tests/browser/test_sheet_carcassonne.py` plays the same game and
checks every running total against the hand count below.

Run alone: `.venv/bin/python -m sitebuild.tools.bench_carcassonne` (builds nothing: serves site/).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from sitebuild import ROOT
from sitebuild.tools import chromium
from sitebuild.tools.bench_entry import SHOWN, phone_context  # SHOWN: a control in view, below the bars
from sitebuild.tools.serve import serve_in_thread

TAP_S, KEY_S, SCROLL_S = 0.6, 0.25, 1.0
NAMES = ("Jana", "Petr", "Olga", "Tom")
COLOURS = ("blue", "red", "green", "yellow")
SHOTS = ROOT / "test-artifacts" / "carcassonne"
# Targets of issue 40 for the fifteen scorings.
MOST_SECONDS, MOST_SCROLLS = 75, 15


@dataclass(frozen=True)
class Scoring:
    """One feature scored: what the table taps. `seats`: per seat, its followers (a number) and
    figures (m mayor, w wagon, h farmhouse), e.g. {0: "1", 2: "m"}; `points` for points by hand."""

    feature: str
    size: int | None = None
    count: int | None = None
    seats: dict[int, str] = field(default_factory=dict)
    final: bool = False
    gains: tuple[int, int, int, int] = (0, 0, 0, 0)  # the hand count: what each seat scores


# The game, counted by hand from the rules (rulebook 003 and the base game's scoring):
GAME: tuple[Scoring, ...] = (
    # A city of 2 tiles, Jana's knight: 2 × 2 = 4.
    Scoring("city", 2, 0, {0: "1"}, gains=(4, 0, 0, 0)),
    # A road of 3 tiles, Petr's robber: 3.
    Scoring("road", 3, None, {1: "1"}, gains=(0, 3, 0, 0)),
    # A city of 4 tiles with 1 coat of arms: Jana's knight (1) ties Olga's mayor (1 coat of arms):
    # both score in full, (4 + 1) × 2 = 10.
    Scoring("city", 4, 1, {0: "1", 2: "m"}, gains=(10, 0, 10, 0)),
    # A road of 5 tiles: Tom's wagon (1) ties Petr's robber (1): 5 each.
    Scoring("road", 5, None, {1: "1", 3: "w"}, gains=(0, 5, 0, 5)),
    # Olga's monastery, complete: 9.
    Scoring("monastery", None, None, {2: "1"}, gains=(0, 0, 9, 0)),
    # Tom's abbey, complete: 9.
    Scoring("abbey", None, None, {3: "1"}, gains=(0, 0, 0, 9)),
    # A city of 3 tiles without a coat of arms: Petr's mayor has strength 0, Jana's knight takes 6.
    Scoring("city", 3, 0, {0: "1", 1: "m"}, gains=(6, 0, 0, 0)),
    # Tom places his farmhouse on a field of 2 completed cities where Jana has 1 farmer and Petr 2:
    # Petr's majority scores 3 per city = 6; Tom's farmhouse scores at the end.
    Scoring("farmhouse", None, 2, {0: "1", 1: "2", 3: "h"}, gains=(0, 6, 0, 0)),
    # Jana's abbey, complete: 9.
    Scoring("abbey", None, None, {0: "1"}, gains=(9, 0, 0, 0)),
    # Final scoring. An incomplete city of 3 tiles with 1 coat of arms, Olga's knight: 3 + 1 = 4.
    Scoring("city", 3, 1, {2: "1"}, final=True, gains=(0, 0, 4, 0)),
    # An incomplete city of 2 tiles, Tom's knight: 2.
    Scoring("city", 2, 0, {3: "1"}, final=True, gains=(0, 0, 0, 2)),
    # An incomplete road of 4 tiles, Petr's robber: 4.
    Scoring("road", 4, None, {1: "1"}, final=True, gains=(0, 4, 0, 0)),
    # Olga's incomplete abbey with 6 tiles around it: 1 + 6 = 7.
    Scoring("abbey", 6, None, {2: "1"}, final=True, gains=(0, 0, 7, 0)),
    # A plain field beside 3 completed cities: Jana's 2 farmers beat Petr's 1: 3 × 3 = 9.
    Scoring("field", None, 3, {0: "2", 1: "1"}, final=True, gains=(9, 0, 0, 0)),
    # Tom's farmhouse field beside 2 completed cities: 4 × 2 = 8.
    Scoring("farmhouse", None, 2, {3: "h"}, final=True, gains=(0, 0, 0, 8)),
)
# Jana 4 + 10 + 6 + 9 + 9 = 38; Petr 3 + 5 + 6 + 4 = 18; Olga 10 + 9 + 4 + 7 = 30; Tom 5 + 9 + 2 + 8 = 24.
TOTALS = (38, 18, 30, 24)
WINNER = "Jana"


class Scorer:
    """Taps a game into the composer, counting what a player does."""

    def __init__(self, page, form):
        self.page, self.form = page, form
        self.taps = self.keys = self.scrolls = 0

    def seconds(self) -> float:
        return round(self.taps * TAP_S + self.keys * KEY_S + self.scrolls * SCROLL_S, 1)

    def tap(self, selector: str) -> None:
        control = self.form.locator(selector).first
        if not control.evaluate(SHOWN):
            self.scrolls += 1
            control.evaluate("(b) => b.scrollIntoView({block: 'center'})")
        control.tap()
        self.taps += 1

    def type(self, selector: str, text: str) -> None:
        self.tap(selector)
        self.page.keyboard.press("Control+A")  # a phone's box is selected on a tap: typing replaces
        for key in text:
            self.page.keyboard.press(key)
            self.keys += 1

    def number(self, kind: str, value: int) -> None:
        quick = f"[data-composer] [data-entry-{kind}='{value}']"
        if self.form.locator(f"{quick}[aria-pressed='true']").count():
            return  # already chosen (a city's 0 coats of arms): a player taps nothing
        if self.form.locator(quick).count():
            self.tap(quick)
        else:
            self.type(f"[data-composer] [data-entry-box='{kind}']", str(value))

    def seat_names(self) -> None:
        """The players' names and colours, typed once at the start."""
        players = self.form.locator('[data-rows="players"] [data-row]')
        while players.count() < len(NAMES):  # a new sheet seats as many as its example
            self.tap('[data-rows="players"] [data-add-row]')
        for i, (name, colour) in enumerate(zip(NAMES, COLOURS, strict=True)):
            self.type(f'[name="players.{i}.name"]', name)
            self.tap(f'[name="players.{i}.colour"]')
            self.form.locator(f'[name="players.{i}.colour"]').select_option(colour)
            self.taps += 1  # the option picked in the list

    def score(self, scoring: Scoring) -> None:
        computed = int(self.form.get_attribute("data-computed") or 0)
        self.tap(f"[data-entry-feature='{scoring.feature}']")
        if self.form.locator("[data-entry-final]").get_attribute("aria-pressed") != str(scoring.final).lower():
            self.tap("[data-entry-final]")
        if scoring.size is not None:
            self.number("size", scoring.size)
        if scoring.count is not None:
            self.number("count", scoring.count)
        for seat, pieces in scoring.seats.items():
            if scoring.feature == "points":
                self.type(f"[data-composer] [data-entry-box='{seat}']", pieces)
                continue
            followers = "".join(c for c in pieces if c.isdigit())
            for _ in range(int(followers or 0)):
                self.tap(f"[data-composer] [data-entry-seat='{seat}']")
            for figure in pieces.lstrip("0123456789"):
                self.tap(f"[data-composer] [data-entry-toggle='{figure}'][data-seat='{seat}']")
        self.tap("[data-composer] [data-entry-commit]")
        self.page.wait_for_function(
            "([f, n]) => Number(f.dataset.computed ?? 0) > n",
            arg=[self.form.element_handle(), computed],
            timeout=10_000,
        )

    def game_over(self) -> None:
        """The last tiles are scored: the sheet names the winner."""
        computed = int(self.form.get_attribute("data-computed") or 0)
        self.tap("[data-composer] [data-entry-over]")  # at hand once the final scoring is on
        self.page.wait_for_function(
            "([f, n]) => Number(f.dataset.computed ?? 0) > n",
            arg=[self.form.element_handle(), computed],
            timeout=10_000,
        )


def run_carcassonne(site: Path, shots: Path = SHOTS, lang: str = "en") -> dict:
    from playwright.sync_api import expect, sync_playwright

    shots.mkdir(parents=True, exist_ok=True)
    server = serve_in_thread(site)
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=chromium.ARGS)
            context = phone_context(browser)
            page = context.new_page()
            page.goto(f"{base}/{lang}/calculators/carcassonne-game/")
            form = page.locator("form[data-calculator]")
            expect(form).to_have_attribute("data-state", "ready", timeout=60_000)
            scorer = Scorer(page, form)
            scorer.seat_names()
            before = (scorer.taps, scorer.keys, scorer.scrolls)
            for n, scoring in enumerate(GAME):
                scorer.score(scoring)
                if n == 7:
                    page.screenshot(path=str(shots / f"mid-game-{lang}.png"))
            scorer.game_over()
            taps, keys, scrolls = (scorer.taps - before[0], scorer.keys - before[1], scorer.scrolls - before[2])
            page.screenshot(path=str(shots / f"final-{lang}.png"))
            row = {
                "sheet": "carcassonne-game", "scorings": len(GAME), "taps": taps, "keys": keys, "scrolls": scrolls,
                "seconds": round(taps * TAP_S + keys * KEY_S + scrolls * SCROLL_S, 1),
                "names_taps": before[0], "names_keys": before[1],
                "standings": " · ".join(filter(None, form.locator("[data-standings]").inner_text().splitlines())),
            }  # fmt: skip
            browser.close()
    finally:
        server.shutdown()
    return row


def print_row(row: dict) -> None:
    print(
        f"carcassonne-game, {row['scorings']} scorings: {row['taps']} taps, {row['keys']} keys,"
        f" {row['scrolls']} scrolls"
        f" = {row['seconds']} s (targets: ≤ {MOST_SECONDS} s, ≤ {MOST_SCROLLS} scrolls); the names and colours first:"
        f" {row['names_taps']} taps, {row['names_keys']} keys; standings: {row['standings']}"
    )


if __name__ == "__main__":
    print_row(run_carcassonne(ROOT / "site"))
