"""No game lost, every game counted (issue 41, 1–3), at 360 × 740 with touch: a finished game
reopened is a record that typing cannot turn into the next game (in two languages); "Edit this
game" corrects the same game, marked edited, and the history leads back to it to undo the
correction; "New game" tapped twice with the table seated adds nothing to the history or its
counts; a full sheet (KEPT, sheet-store.js: a thousand) takes one more, saying which goes, before and after."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from sitebuild.calculators.render import ui_texts
from tests.browser.calculators import open_ready
from tests.browser.conftest import phone
from tests.browser.test_sheet_entry import set_value
from tests.browser.test_sheet_regulars import type_names
from tests.browser.test_sheet_surprises import NAMES

TEXTS = ui_texts()
SHEET = "catan-game"
KEY = f"rules-calculators:sheet:{SHEET}"
WEEK_AGO = "new Date(Date.now() - 7 * 864e5).toISOString()"


def stored(page) -> dict:
    return json.loads(page.evaluate("key => localStorage.getItem(key)", KEY) or "null")


def plain(store: dict) -> list[dict]:
    """The games as the history sees them (a game's stamps go once it is no longer on screen)."""
    return [{k: v for k, v in game.items() if k != "stamps"} for game in store["games"]]


def history(page, base_url: str, lang: str) -> tuple[list[str], list[str]]:
    """The history page's games and players' table, as text."""
    page.goto(f"{base_url}/{lang}/calculators/history/")
    page.wait_for_selector("[data-history-empty]", state="attached")
    games = page.locator("[data-history-games] > li").all_inner_texts()
    return games, page.locator("[data-history-players] tbody tr").all_inner_texts()


def play(page, base_url: str, lang: str, names: list[str], settlements: str = "3"):
    """A game as a table enters it: the names, then a score; returns the form once it is kept."""
    form = open_ready(page, f"{base_url}/{lang}/calculators/{SHEET}/")
    type_names(form, names)
    set_value(page, form, "players.0.settlements", settlements)
    page.wait_for_function("key => JSON.parse(localStorage.getItem(key) ?? 'null')?.games[0]?.scores", arg=KEY)
    return form


def last_week(page) -> dict:
    """The sheet's games as if played a week ago; returns the store."""
    page.evaluate(
        f"""key => {{
          const store = JSON.parse(localStorage.getItem(key));
          for (const game of store.games) game.saved = {WEEK_AGO};
          localStorage.setItem(key, JSON.stringify(store));
        }}""",
        KEY,
    )
    return stored(page)


def type_over(page, form, lang: str) -> None:
    """The next table picks up the phone and types its game: a name, then a score."""
    for box, typed in ((".calc-row-name", NAMES[lang][3]), ('[name="players.1.settlements"]', "23")):
        form.locator(f".calc-inputs {box}").first.tap(force=True)  # where the finger lands
        assert page.evaluate("() => !document.activeElement.closest('.calc-inputs')")  # no box to type in
        # What the phone's keyboard would enter (text, not keys: the site's own key shortcuts are
        # another matter, and no keyboard shows without a box).
        page.keyboard.insert_text(typed)
    page.wait_for_timeout(300)  # a save, were there one


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_finished_game_reopened_is_never_typed_over_and_edit_corrects_it(context_pool, guard, base_url, lang):
    names = NAMES[lang][:3]
    with phone(context_pool, guard) as page:
        form = play(page, base_url, lang, names)
        kept = last_week(page)
        # The tab left open, the phone picked up a week later: the game on screen is now a record.
        expect(form.locator("[data-sheet-record]")).to_have_count(0)
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        expect(form.locator("[data-sheet-record]")).to_contain_text(TEXTS["edit_game"][lang])
        [game] = kept["games"]
        listed = history(page, base_url, lang)
        # Last week's game comes back with the plain address, and from the history: a record.
        for opened in ("plain", "history"):
            if opened == "plain":
                form = open_ready(page, f"{base_url}/{lang}/calculators/{SHEET}/")
            else:
                page.locator(f'[data-history-games] > li[data-game="{game["gid"]}"] a').first.tap()
                form = page.locator("form[data-calculator]")
                expect(form).to_have_attribute("data-state", "ready")
            record = form.locator("[data-sheet-record]")
            expect(record).to_contain_text(TEXTS["edit_game"][lang])
            expect(record).to_contain_text(names[0])
            type_over(page, form, lang)
            expect(form.locator('.calc-inputs [name="players.0.name"]')).to_have_value(names[0])
            expect(form.locator('.calc-inputs [name="players.1.settlements"]')).not_to_have_value("23")
            assert plain(stored(page)) == plain(kept)
            assert history(page, base_url, lang) == listed
        # "Edit this game": a correction of the same game, marked edited, its date kept.
        form = open_ready(page, f"{base_url}/{lang}/calculators/{SHEET}/")
        form.locator('[data-action="edit-game"]').tap()
        expect(form.locator("[data-sheet-record]")).to_have_count(0)
        set_value(page, form, "players.1.settlements", "4")
        page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).games[0].edited", arg=KEY)
        [fixed] = stored(page)["games"]
        assert (fixed["gid"], fixed["saved"]) == (game["gid"], game["saved"])
        assert fixed["inputs"]["players"][1]["settlements"] == "4"
        assert history(page, base_url, lang)[0] != listed[0]  # the corrected scores
        # Undone from the history: the game opened from it offers the correction's Undo.
        page.locator(f'[data-history-games] > li[data-game="{game["gid"]}"] a').first.tap()
        form = page.locator("form[data-calculator]")
        expect(form).to_have_attribute("data-state", "ready")
        form.locator('[data-action="undo-correction"]').tap()
        expect(form.locator("[data-sheet-notice]")).to_have_text(TEXTS["correction_undone"][lang])
        expect(form.locator('.calc-inputs [name="players.1.settlements"]')).not_to_have_value("4")
        assert plain(stored(page)) == plain(kept)  # without its edited mark
        assert "before" not in stored(page)
        assert history(page, base_url, lang) == listed


def test_a_finished_game_opened_from_the_recent_list_says_it_is_a_record_where_it_is_opened(
    context_pool, guard, base_url
):
    with phone(context_pool, guard) as page:
        form = play(page, base_url, "en", NAMES["en"][:3])
        form.locator('[data-action="new-game"]').click()
        set_value(page, form, "players.0.settlements", "2")
        expect(form.locator("[data-recent-games] li")).to_have_count(2)
        opened = form.locator("[data-recent-games] li").last.locator("[data-open-game]")
        opened.scroll_into_view_if_needed()
        opened.tap()
        # Its boxes take no tap: the bar saying so, with "Edit this game" focused, is on screen.
        edit = form.locator('[data-sheet-record] [data-action="edit-game"]')
        expect(edit).to_be_focused()
        expect(edit).to_be_in_viewport()


def test_a_reload_after_new_game_starts_blank_not_on_the_game_left(context_pool, guard, base_url):
    with phone(context_pool, guard) as page:
        form = play(page, base_url, "en", NAMES["en"][:3])
        form.locator('[data-action="new-game"]').click()
        # A phone drops the tab before the new game's first score: it comes back blank, the game
        # left only in the list (scored into, it would have become the next game's).
        page.reload()
        form = page.locator("form[data-calculator]")
        expect(form).to_have_attribute("data-state", "ready")
        expect(form.locator('.calc-inputs [name="players.0.settlements"]')).to_have_value("")
        expect(form.locator("[data-recent-games] li")).to_have_count(1)
        expect(form.locator('[data-regulars] [data-action="same-table"]')).to_be_visible()  # one tap seats them


def test_new_game_tapped_twice_with_nothing_entered_counts_nothing(context_pool, guard, base_url):
    lang = "ru"
    with phone(context_pool, guard) as page:
        play(page, base_url, lang, NAMES[lang])
        before = history(page, base_url, lang)
        assert len(before[0]) == 1 and len(before[1]) == 4
        form = open_ready(page, f"{base_url}/{lang}/calculators/{SHEET}/")
        for _ in range(2):
            form.locator('[data-action="new-game"]').tap()  # the names kept: the same table seated
            expect(form.locator('.calc-inputs [name="players.0.name"]')).to_have_value(NAMES[lang][0])
        page.wait_for_timeout(500)  # a save, were there one
        assert len(stored(page)["games"]) == 1
        assert history(page, base_url, lang) == before


def test_a_thousand_games_are_kept_and_the_next_one_says_which_it_lets_go(context_pool, guard, base_url):
    lang = "en"
    with phone(context_pool, guard) as page:
        play(page, base_url, lang, NAMES[lang][:3])
        # 1,000 games like this one, a day apart, filled in by script; then a new game.
        size = page.evaluate(
            """key => {
              const store = JSON.parse(localStorage.getItem(key));
              const [game] = store.games;
              store.games = Array.from({ length: 1000 }, (_, i) => ({
                ...game, gid: `g${i}`, saved: new Date(Date.UTC(2024, 0, 1) + (1000 - i) * 864e5).toISOString(),
              }));
              store.current = null;
              localStorage.setItem(key, JSON.stringify(store));
              return localStorage.getItem(key).length;
            }""",
            KEY,
        )
        assert size < 5_242_880 / 5  # a sheet's thousand games take under a fifth of the site's storage
        form = open_ready(page, f"{base_url}/{lang}/calculators/{SHEET}/")
        oldest = stored(page)["games"][-1]
        # Before anything goes: the full sheet says which game the next one pushes out.
        note = form.locator("[data-sheet-full]")
        expect(note).to_contain_text("1000")
        expect(note).to_contain_text("2024")
        type_names(form, ["Zoe", "Yan", "Xia"])
        assert len(stored(page)["games"]) == 1000  # names alone: nothing saved, nothing dropped
        set_value(page, form, "players.0.settlements", "2")
        page.wait_for_function(
            "key => JSON.parse(localStorage.getItem(key)).games[0].inputs.players[0].name === 'Zoe'", arg=KEY
        )
        games = stored(page)["games"]
        assert len(games) == 1000 and oldest["gid"] not in {g["gid"] for g in games}
        expect(note).to_contain_text(TEXTS["sheet_full_dropped"][lang].split("{most}")[0])
        assert len(history(page, base_url, lang)[0]) == 1000
