"""What a game night at 360 × 740 with touch found on the score sheets after issue 33, each
fixed and held here: a game of blanks is not a game, the offline badge leaves the history's
last line readable, a full sheet says so before a game is pushed out, Amun-Re's labels fit,
a confirmed value stops asking, Tom's box only in the solo game, and the New Kingdom goes on
the Old Kingdom's game. Screenshots go to test-artifacts/game-night/."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from engine.amunre import MAX_TEMPLE_VP, TRACK_SPACES
from engine.messages.hamburg import EXPLAIN as HAMBURG
from sitebuild.calculators.render import ui_texts
from tests.browser.calculators import open_ready
from tests.browser.conftest import ARTIFACTS
from tests.browser.test_sheet_entry import computed, wait_result
from tests.browser.test_sheet_surprises import (
    HEIGHT,
    NAMES,
    fill_and_wait,
    label,
    old_kingdom_example,
    phone,
    tap_and_wait,
)

TEXTS = ui_texts()
SHOTS = ARTIFACTS / "game-night"
KEY = "rules-calculators:sheet:{}"
ROOT = Path(__file__).resolve().parents[2]


SHOTS.mkdir(parents=True, exist_ok=True)


def kept(page, sheet: str) -> list[dict]:
    """The games the sheet keeps on this device."""
    stored = page.evaluate("(key) => localStorage.getItem(key)", KEY.format(sheet))
    return json.loads(stored)["games"] if stored else []


# 1: a game that holds nothing typed is not saved, nor listed


@pytest.mark.parametrize("lang", ["ru"])  # one language: what is kept does not depend on it (the budget: ≈ 60 s)
def test_a_tap_on_an_empty_sheet_saves_no_game_of_blanks(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/amunre-game/")
        # "+ Player 1": a province owned by the first seat, nothing in it; then its side of the Nile.
        tap_and_wait(page, form, form.locator('[data-rows="provinces"] [data-add-for] button').first)
        tap_and_wait(page, form, form.locator('[data-pick-for="provinces.0.side"] [data-pick="east"]'))
        assert kept(page, "amunre-game") == []
        expect(form.locator("[data-recent-games] li")).to_have_count(0)
        # The first figure typed makes it a game.
        fill_and_wait(page, form, "provinces.0.pyramids", "2")
        page.wait_for_function("(key) => localStorage.getItem(key) !== null", arg=KEY.format("amunre-game"))
        assert len(kept(page, "amunre-game")) == 1
        expect(form.locator("[data-recent-games] li")).to_have_count(1)

        # Catan: who is on turn chosen on a fresh sheet is no game either.
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
        tap_and_wait(page, form, form.locator('[data-pick-for="turn"] [data-pick="2"]'))
        assert kept(page, "catan-game") == []
        # A game of blanks kept before this fix is listed neither on the sheet nor in the history.
        blank = {"gid": "b-1", "saved": "2026-11-26T19:00:00.000Z", "inputs": {"players": [{}, {}, {}]}, "summary": ""}
        page.evaluate(
            "([key, store]) => localStorage.setItem(key, JSON.stringify(store))",
            [KEY.format("hamburg-game"), {"version": 1, "current": None, "games": [blank]}],
        )
        form = open_ready(page, f"{base_url}/{lang}/calculators/hamburg-game/")
        expect(form.locator("[data-recent-games] li")).to_have_count(0)
        page.goto(f"{base_url}/{lang}/calculators/history/")
        expect(page.locator("[data-history-games] > li")).to_have_count(1)  # the Amun-Re game only
        expect(page.locator("[data-history-empty]")).to_be_hidden()


# 2: the offline badge never over a line of text: the history's last one, a rule page's footer

# Every box and every line of text on screen (each text node's line boxes) under the badge.
UNDER_BADGE = """
(badge) => {
  const r = badge.getBoundingClientRect();
  const hit = (c) =>
    c.width && c.height && c.left < r.right && c.right > r.left && c.top < r.bottom && c.bottom > r.top;
  const found = [...document.querySelectorAll("input, select, textarea, button")]
    .filter((c) => hit(c.getBoundingClientRect())).map((c) => c.name || c.textContent.trim());
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim() || badge.contains(node)) continue;
    const seen = node.parentElement.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (!seen) continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(hit)) found.push(node.data.trim().slice(0, 40));
  }
  return found;
}
"""


@pytest.mark.parametrize(("lang", "other"), [("en", "amun-re/"), ("ru", "catan/")])
def test_the_offline_badge_never_covers_the_last_line(browser, base_url, lang, other):
    context = browser.new_context(
        service_workers="allow", viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True
    )
    try:
        page = context.new_page()
        page.goto(f"{base_url}/{lang}/calculators/history/")
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # the last line: the footer's
        badge = page.locator("[data-offline-badge]")
        expect(badge).to_be_visible(timeout=120_000)
        assert badge.evaluate(UNDER_BADGE) == []
        page.screenshot(path=SHOTS / f"history-badge-{lang}.png")
        # Any other page with the badge: a rule page, at its end and on the way there.
        page.goto(f"{base_url}/{lang}/{other}")
        expect(badge).to_be_visible(timeout=60_000)
        assert badge.evaluate(UNDER_BADGE) == []
        for _ in range(4):
            page.mouse.wheel(0, 400)
            page.wait_for_timeout(150)
            assert badge.evaluate(UNDER_BADGE) == []
    finally:
        context.close()


# 3: a full sheet says so before its oldest game goes, and when it goes, pointing to the export

KEPT = int(re.search(r"export const KEPT = (\d+);", (ROOT / "runtime/assets/sheet-store.js").read_text())[1])


SCORE = {"hamburg-game": "money", "catan-game": "settlements"}  # a figure each game holds


def full_store(oldest_name: str, sheet: str) -> dict:
    """KEPT games a day apart, newest first; the oldest played by `oldest_name`."""
    games = []
    for i in range(KEPT):
        name = oldest_name if i == 0 else f"Hráč{i}"  # the earliest date
        saved = (datetime(2024, 1, 1, 19, tzinfo=UTC) + timedelta(days=i)).isoformat().replace("+00:00", "Z")
        players = [{"name": name, SCORE[sheet]: "3"}, {"name": "Ota"}, {}]
        games.append({"gid": f"g{i:04d}", "saved": saved, "inputs": {"players": players}})
    games.sort(key=lambda g: g["saved"], reverse=True)
    return {"version": 1, "current": None, "games": games}


def slots(key: str, lang: str, **values) -> list[str]:
    """The text's parts around {game}, with the other slots filled."""
    text = TEXTS[key][lang]
    for slot, value in values.items():
        text = text.replace("{" + slot + "}", str(value))
    return text.split("{game}")


@pytest.mark.parametrize(("lang", "sheet"), [("cs", "hamburg-game"), ("ru", "catan-game")])
def test_a_full_sheet_warns_before_and_when_its_oldest_game_goes(context_pool, guard, base_url, lang, sheet):
    oldest = {"cs": "Zdeňka", "ru": "Зоя"}[lang]
    with phone(context_pool, guard) as page:
        page.goto(f"{base_url}/{lang}/calculators/history/")
        page.evaluate(
            "([key, store]) => localStorage.setItem(key, JSON.stringify(store))",
            [KEY.format(sheet), full_store(oldest, sheet)],
        )
        form = open_ready(page, f"{base_url}/{lang}/calculators/{sheet}/")
        notice = form.locator("[data-sheet-full]")
        before, after = slots("sheet_full", lang, most=KEPT)
        expect(notice).to_contain_text(before)
        expect(notice).to_contain_text(oldest)
        expect(notice).to_contain_text(after)
        box = notice.bounding_box()
        assert 0 <= box["y"] < HEIGHT - 60, box  # begins on the first screen, under the buttons that start a game
        link = notice.locator("a")
        expect(link).to_have_text(TEXTS["history_link"][lang])
        page.screenshot(path=SHOTS / f"full-sheet-{lang}.png")
        # The names typed are no game yet: nothing goes. The first score saves the game: the oldest
        # goes, and the notice says which.
        fill_and_wait(page, form, "players.0.name", NAMES[lang][0])
        assert kept(page, sheet)[-1]["inputs"]["players"][0]["name"] == oldest
        fill_and_wait(page, form, f"players.0.{SCORE[sheet]}", "2")
        before, after = slots("sheet_full_dropped", lang, most=KEPT)
        expect(notice).to_contain_text(before)
        expect(notice).to_contain_text(oldest)
        games = kept(page, sheet)
        assert len(games) == KEPT and games[0]["inputs"]["players"][0]["name"] == NAMES[lang][0]
        assert oldest not in json.dumps(games, ensure_ascii=False)
        # The history says how many games a sheet keeps, beside its export.
        link.tap()
        page.wait_for_url("**/calculators/history/")
        expect(page.locator("[data-history-kept]")).to_have_text(
            TEXTS["history_kept"][lang].replace("{most}", str(KEPT))
        )


# 4: Amun-Re's province labels whole at 360 px, in every language

LABELS = """
(form) => [...form.querySelectorAll('[data-rows="provinces"] tbody [data-row] .calc-cell-label')]
  .filter((label) => label.offsetParent !== null)
  .map((label) => [label.textContent, label.scrollWidth - label.clientWidth, label.getBoundingClientRect().right])
"""


@pytest.mark.parametrize("lang", ["en", "cs", "ru"])
def test_amunre_province_labels_are_whole_on_a_phone(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/amunre-game/")
        tap_and_wait(page, form, form.locator('[data-action="show-example"]'))
        labels = form.evaluate(LABELS)
        assert len(labels) >= 3 * 12  # pyramids, stones, temples on every province
        cut = [(text, over) for text, over, _ in labels if over > 0]
        assert cut == [], cut
        assert max(right for *_, right in labels) <= 360
        # The box itself keeps the whole label as its name (for screen readers).
        stones = form.locator('.calc-inputs [name="provinces.0.stones"]').get_attribute("aria-label")
        assert label("amunre-game", "provinces", lang, "stones") in stones
        form.locator('[data-rows="provinces"] [data-row="0"]').scroll_into_view_if_needed()
        page.screenshot(path=SHOTS / f"amunre-provinces-{lang}.png")


# 5: the temple track's limits are the rulebook's, and a confirmed value stops asking

# How the explanation used to doubt the inferred value (its own warning, left after confirming).
CHECK = {"en": "check it on your board"}


@pytest.mark.parametrize("lang", ["en"])  # one language: the limits and the confirmation do not depend on it
def test_temple_steppers_keep_the_rules_range_and_a_confirmed_value_stops_asking(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/amunre-game/")
        tap_and_wait(page, form, form.locator('[data-action="show-example"]'))  # it has temples
        # The track's 4 spaces; a temple's 1, 2, 3 or 4 points (rulebook 004): the steppers stop there.
        for name, top in (("position", TRACK_SPACES), ("temple_vp", MAX_TEMPLE_VP)):
            box = form.locator(f'.calc-inputs [name="{name}"]')
            plus = form.locator(f'[data-step="1"][data-for="{name}"]')
            for _ in range(top + 1):
                plus.tap()
            expect(box).to_have_value(str(top))
        # Space 4 and 0 ("as the track scores"): the inferred 4 points, to check on the board.
        before = computed(form)
        form.locator('.calc-inputs [name="temple_vp"]').fill("0")
        wait_result(page, form, before)
        notice = form.locator("[data-check-board]")
        badge = form.locator('[data-field="temple_vp"] .calc-check')
        expect(notice).to_be_visible()
        expect(badge).to_be_visible()
        form.locator('[data-confirm="temple_vp"]').tap()  # no new answer needed: the marks go at once
        expect(notice).to_be_hidden()
        expect(badge).to_be_hidden()
        # Nowhere else does the page go on asking: not in the explanation, not after the next change.
        said = form.locator("[data-explain]")
        expect(said).not_to_contain_text(CHECK[lang])
        tap_and_wait(page, form, form.locator('[data-step="-1"][data-for="position"]'))
        expect(notice).to_be_hidden()
        expect(badge).to_be_hidden()
        # The table's board stays confirmed on this device: a reload does not ask again.
        page.reload()
        expect(form).to_have_attribute("data-state", "ready", timeout=60_000)
        expect(form.locator('.calc-inputs [name="position"]')).to_have_value("3")
        expect(form.locator("[data-explain]")).not_to_be_empty()
        expect(notice).to_be_hidden()
        expect(badge).to_be_hidden()


# 7: the New Kingdom goes on in the Old Kingdom's game: one entry in the history


@pytest.mark.parametrize("lang", ["ru", "cs"])
def test_the_new_kingdom_is_the_same_game_in_the_history(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = old_kingdom_example(page, base_url, lang)
        page.wait_for_function(
            "(key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.games[0]?.finished === false",
            arg=KEY.format("amunre-game"),
        )
        [old] = kept(page, "amunre-game")
        totals = [form.locator(f'output[name="players.{i}.total"]').get_attribute("data-value") for i in range(4)]
        start = form.locator('[data-action="new-kingdom"]')
        start.scroll_into_view_if_needed()
        tap_and_wait(page, form, start)
        undo = form.locator("[data-undo-note]")
        expect(undo).to_contain_text(TEXTS["game_goes_on"][lang])
        count = form.locator('[data-rows="provinces"] [data-row]').count()
        for i in range(count):
            form.locator(f'[data-pick-for="provinces.{i}.owner"] [data-pick="{i % 4}"]').tap()
        expect(form.locator("[data-standings-winner]")).to_contain_text("★")
        page.wait_for_function(
            "(key) => JSON.parse(localStorage.getItem(key)).games[0].finished !== false",
            arg=KEY.format("amunre-game"),
        )
        games = kept(page, "amunre-game")
        assert [g["gid"] for g in games] == [old["gid"]]  # one game, its later state
        assert games[0]["inputs"]["kingdom"] == "new"
        assert [p["old_kingdom"] for p in games[0]["inputs"]["players"]] == totals  # the Old Kingdom goes on in it
        expect(form.locator("[data-recent-games] li")).to_have_count(1)
        page.goto(f"{base_url}/{lang}/calculators/history/")
        entries = page.locator('[data-history-games] > li[data-sheet="amunre-game"]')
        expect(entries).to_have_count(1)
        expect(entries.locator(".history-verdict")).to_have_attribute("data-verdict", "won")
        page.screenshot(path=SHOTS / f"history-amunre-{lang}.png", full_page=True)


# 6: Tom's box only in a solo Hamburg game (its input id unchanged)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_toms_box_shows_only_in_the_solo_game(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/hamburg-game/")
        tom = form.locator('.calc-inputs [name="tom"]')
        rows = form.locator('[data-rows="players"] [data-row]')
        assert rows.count() > 1
        expect(tom).to_be_hidden()
        # Down to one player: the solo game, with Tom's box.
        while rows.count() > 1:
            remove = rows.last.locator("[data-remove-row]")
            remove.scroll_into_view_if_needed()
            tap_and_wait(page, form, remove)
        expect(tom).to_be_visible()
        assert tom.get_attribute("id") == "calc-hamburg-game-tom"
        fill_and_wait(page, form, "players.0.name", NAMES[lang][0])
        fill_and_wait(page, form, "tom", "40")
        expect(form.locator("[data-standings-winner]")).to_contain_text(HAMBURG["tom"][lang])  # Tom wins, 40 to 0
        # A second player: no longer solo, the box goes (its value is kept for the solo game).
        add = form.locator('[data-rows="players"] [data-add-row]')
        add.scroll_into_view_if_needed()
        tap_and_wait(page, form, add)
        expect(tom).to_be_hidden()
        expect(tom).to_have_value("40")
        page.screenshot(path=SHOTS / f"hamburg-two-players-{lang}.png")


# 8: a breakdown wraps between its terms, never inside one ("2 × 2" on one line)

# Per breakdown on the page: on how many lines it lies, and each term's text and lines (the
# last piece: "= total").
TERM_LINES = """
(form) => [...form.querySelectorAll(".calc-breakdown")].filter((el) => el.textContent.includes("+")).map((el) => {
  const node = el.firstChild;
  const range = document.createRange();
  const lines = (start, end) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  };
  const text = node.data;
  const equals = text.lastIndexOf(" =");
  const terms = [];
  let start = 0;
  for (const piece of text.slice(0, equals).split(" + ")) {
    terms.push([piece, lines(start, start + piece.length)]);
    start += piece.length + 3;
  }
  terms.push([text.slice(equals + 1), lines(equals + 1, text.length)]);
  return { all: lines(0, text.length), terms };
})
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_breakdown_never_breaks_inside_a_term_on_a_phone(context_pool, guard, base_url, lang):
    hand = "wheat=18&brick=5&sheep=7&wood=4&ore=4&generic_harbour=true&sheep_harbour=true"
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-trade/?{hand}")
        expect(form.locator('.calc-breakdown[data-breakdown-for="give"]')).to_contain_text("×")
        shown = form.evaluate(TERM_LINES)
        assert any(b["all"] > 1 for b in shown), shown  # long enough to wrap at 360 px
        assert all(lines == 1 for b in shown for _, lines in b["terms"]), shown
        form.locator('.calc-breakdown[data-breakdown-for="give"]').scroll_into_view_if_needed()
        page.screenshot(path=SHOTS / f"breakdown-{lang}.png")
