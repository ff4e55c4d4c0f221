"""The history as pictures (issue 41): on a 360 × 740 touch phone the history page draws each
finished game's standings as bars, the wins per player as bars and each sheet's scores game by
game as lines; every chart has its name and a hidden table of its values (the numbers as the
presenter writes them: a true minus sign), no page scrolls sideways, axe finds nothing and every
text, line, marker and bar keeps its contrast in the light and the dark palette. An edited game
says so; a game is deleted with an Undo that puts it back; an empty history says so in a
sentence instead of a table of headers. Screenshots: test-artifacts/history/charts-{lang}.png."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from sitebuild.docs.catalogue import games
from tests.browser.conftest import ARTIFACTS
from tests.browser.contrast import COLOUR_MATH
from tests.browser.test_accessibility import _violations
from tests.browser.test_sheet_history import KEY, TEXTS, put, score, seed, storage, stores
from tests.browser.test_sheet_surprises import NAMES, phone

GAME = {game.slug: game.name for game in games()}
SHOTS = ARTIFACTS / "history"
MINUS = "\u2212"

# The worst contrast in the charts: each text against the page (4.5:1), each line, marker and bar
# against the page (3:1, WCAG 1.4.11), as the theme draws them.
CONTRAST = (
    """() => {"""
    + COLOUR_MATH
    + """
  const page = rgba(getComputedStyle(document.body).backgroundColor);
  const worst = { text: [99, ""], shape: [99, ""] };
  const note = (kind, r, what) => { if (r < worst[kind][0]) worst[kind] = [r, what]; };
  for (const text of document.querySelectorAll("svg.chart-svg text")) {
    note("text", ratio(over(rgba(getComputedStyle(text).fill), page), page), text.textContent);
  }
  for (const el of document.querySelectorAll(".chart-line, .chart-marker, .chart-bar")) {
    const style = getComputedStyle(el);
    const paint = el.classList.contains("chart-line") ? style.stroke : style.fill;
    note("shape", ratio(over(rgba(paint), page), page), el.getAttribute("class"));
  }
  return [worst.text, worst.shape, document.body.getAttribute("data-md-color-scheme")];
}"""
)


def club(names: list[str]) -> dict[str, dict]:
    """The history test's games (test_sheet_history.stores), and a second Hamburgum game before
    them, so that Hamburgum has a season to draw; Hamburg's tie was corrected afterwards."""
    anna, ben, _, david = names
    kept = stores(names)
    first = [score(1, anna, 71, 1, won=True), score(2, ben, 64, 2), score(3, david, -2, 3)]
    # each with a figure typed: a game (names alone are none)
    players = [{"name": name, "prestige": "5"} for name in (anna, ben, david)]
    game = {"gid": "m0", "saved": "2026-11-16T19:00:00.000Z", "inputs": {"players": players}, "summary": ""}
    kept["hamburgum-game"]["games"].append({**game, "scores": first})
    kept["hamburg-game"]["games"][0]["edited"] = "2026-11-25T08:30:00.000Z"
    return kept


def chart(page, title: str):
    """The figure whose drawing is named `title`, and its hidden table's rows as text."""
    figure = page.locator("figure.chart").filter(has=page.get_by_role("img", name=title, exact=True))
    expect(figure).to_have_count(1)
    rows = figure.locator(".chart-values table tbody tr")
    cells = [[cell.text_content() for cell in row.locator("th, td").all()] for row in rows.all()]
    return figure, cells


@pytest.mark.parametrize("lang", ["cs", "ru"])
def test_the_history_drawn_with_text_alternatives_in_both_palettes(context_pool, guard, base_url, lang):
    anna, ben, clara, david = NAMES[lang]
    text = {key: value[lang] for key, value in TEXTS.items()}
    with phone(context_pool, guard) as page:
        seed(page, base_url, lang, club(NAMES[lang]))
        page.reload()
        expect(page.locator("[data-history-games] > li")).to_have_count(5)
        # Wins per player, by hand: Anna won m0 and m1, Ben and Clara shared Hamburg, David none.
        _, wins = chart(page, text["history_wins_chart"])
        assert wins == [[anna, "2"], [ben, "1"], [clara, "1"], [david, "0"]]
        # Hamburgum game by game (m0 on 16 Nov, then m1): David's −2 in the presenter's sign.
        # Each played both games, so they are listed by name.
        title = text["history_scores_chart"].replace("{game}", GAME["hamburgum"][lang])
        season, lines = chart(page, title)
        assert lines == sorted([[anna, "71", "80"], [ben, "64", "60"], [david, f"{MINUS}2", "75"]])
        assert season.locator(".chart-values table thead th").count() == 3  # the player, two games
        # A finished game's standings as bars, the tied winners starred; the half-played Amun-Re
        # game has no bars (it has no winner yet), its line of scores stays.
        hamburg = page.locator('[data-game="h1"]')
        _, bars = chart(page, _name(hamburg))
        assert bars == [[ben, "52 ★"], [clara, "52 ★"], [anna, "40"]]
        expect(page.locator('[data-game="a1"] figure.chart')).to_have_count(0)
        expect(page.locator('[data-game="a1"] .history-scores')).to_contain_text(f"{clara}\u00a024")
        # The corrected game says so, beside its link.
        expect(hamburg.locator(".history-edited")).to_contain_text(text["history_edited"].split("{date}")[0].strip())
        expect(page.locator(".history-edited")).to_have_count(1)
        # Readable at 360 px: no sideways scroll, every drawing inside the screen.
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        for svg in page.locator("svg.chart-svg").all():
            box = svg.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360
        problems = {}
        for scheme in ("default", "slate"):
            page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)
            # The theme fades colours in: measure once no transition is running.
            page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
            (text_ratio, text_where), (shape_ratio, shape_where), shown = page.evaluate(CONTRAST)
            assert shown == scheme
            if text_ratio < 4.5:
                problems[f"{scheme}: text {text_where!r}"] = round(text_ratio, 2)
            if shape_ratio < 3:
                problems[f"{scheme}: {shape_where}"] = round(shape_ratio, 2)
            found = _violations(page)
            if found:
                problems[f"{scheme}: axe"] = found
        assert not problems, problems
        page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'default')")
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.add_style_tag(content=".md-header { visibility: hidden; }")
        page.screenshot(path=str(SHOTS / f"charts-{lang}.png"), full_page=True)


def _name(item) -> str:
    """A drawing's accessible name: the text of the <title> its aria-labelledby names."""
    return item.locator("svg title").text_content()


def test_a_game_deleted_from_the_history_comes_back_with_undo(context_pool, guard, base_url):
    lang = "en"
    kept = club(NAMES[lang])
    with phone(context_pool, guard) as page:
        seed(page, base_url, lang, kept)
        page.reload()
        items = page.locator("[data-history-games] > li")
        expect(items).to_have_count(5)
        before = json.loads(storage(page)[KEY.format("hamburgum-game")])
        item = page.locator('[data-game="m1"]')
        delete = item.get_by_role("button", name=TEXTS["delete_game"][lang])
        named = TEXTS["history_delete"][lang].replace("{game}", _game_name(item))
        expect(delete).to_have_attribute("aria-label", named)
        delete.tap()
        after = json.loads(storage(page)[KEY.format("hamburgum-game")])
        assert [g["gid"] for g in after["games"]] == ["m0"]
        # Its place in the list holds the note and the Undo, which has the focus; it is announced.
        expect(items.nth(2)).to_have_class("history-deleted")  # m1's place: third, newest first
        undo = items.nth(2).get_by_role("button", name=TEXTS["undo"][lang])
        expect(undo).to_be_focused()
        expect(page.locator("[data-history-deleted]")).to_contain_text(GAME["hamburgum"][lang])
        # The statistics no longer count it: Anna's wins fall from 2 to 1, and Hamburgum has no season.
        _, wins = chart(page, TEXTS["history_wins_chart"][lang])
        assert wins[:2] == [[NAMES[lang][0], "1"], [NAMES[lang][1], "1"]]
        expect(page.locator("[data-history-seasons-empty]")).to_be_visible()
        undo.tap()
        assert json.loads(storage(page)[KEY.format("hamburgum-game")]) == before
        expect(items).to_have_count(5)
        expect(page.locator('[data-game="m1"] a')).to_be_focused()
        expect(page.locator("[data-history-seasons] figure.chart")).to_have_count(1)


def _game_name(item) -> str:
    return item.locator("a").inner_text()


def test_an_empty_history_says_so_instead_of_a_table_of_headers(context_pool, guard, base_url):
    lang = "cs"
    with phone(context_pool, guard) as page:
        page.goto(f"{base_url}/{lang}/calculators/history/")
        expect(page.locator("[data-history-empty]")).to_be_visible()
        expect(page.locator("[data-history-players-empty]")).to_have_text(TEXTS["history_players_empty"][lang])
        expect(page.locator("[data-history-players]")).to_be_hidden()
        expect(page.locator("[data-history-seasons-empty]")).to_have_text(TEXTS["history_scores_none"][lang])
        expect(page.locator("figure.chart")).to_have_count(0)
        # Games without a named player count for nobody: still a sentence, no empty table.
        seats = {"players": [{"settlements": "4"}, {"settlements": "3"}, {"settlements": "2"}]}
        unnamed = {"gid": "x", "saved": "2026-11-20T18:00:00.000Z", "inputs": seats, "summary": ""}
        unnamed["scores"] = [score(1, "", 10, 1, won=True), score(2, "", 8, 2)]
        put(page, KEY.format("catan-game"), {"version": 1, "current": None, "games": [unnamed]})
        page.reload()
        expect(page.locator("[data-history-games] > li")).to_have_count(1)
        expect(page.locator("[data-history-players]")).to_be_hidden()
        expect(page.locator("[data-history-players-empty]")).to_be_visible()
