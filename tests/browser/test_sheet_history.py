"""One history of the club's games (issue 33, 2): the history page lists the games of all four
score sheets kept on this device with the right winners (a tie, a half-played Amun-Re game, a
game kept before scores were), counts each player's games, wins and best scores as a hand count
does, opens a game back into its sheet, and moves every game to another device in one file
(merged, never over a newer game; a damaged file refused, changing nothing). 360 × 740, touch."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect

from sitebuild.calculators.render import is_sheet, ui_texts
from sitebuild.calculators.specs import load_specs
from sitebuild.docs.catalogue import games
from tests.browser.calculators import READY_MS, open_ready
from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import _violations
from tests.browser.test_sheet_game_night import KEPT
from tests.browser.test_sheet_regulars import type_names
from tests.browser.test_sheet_surprises import NAMES, phone

TEXTS = ui_texts()
GAME = {game.slug: game.name for game in games()}
SHOTS = ARTIFACTS / "history"  # 360 px screenshots of the page, to look at
KEY = "rules-calculators:sheet:{}"
FORMAT = "rules-calculators:games"  # the export's (game-history.js)


def score(seat, name, total, rank, won=False, leads=False):
    return {"seat": seat, "name": name, "total": total, "rank": rank, "won": won, "leads": leads}


def stores(names: list[str]) -> dict[str, dict]:
    """Games as the sheets keep them (sheet-store.js), written before the page opens: a tie in
    Hamburg, a Hamburgum game, Amun-Re after the Old Kingdom, a Catan game kept before scores."""
    anna, ben, clara, david = names

    def game(gid, saved, scores, figure, **extra):
        # each player's name and a figure typed (a game of names alone is no game)
        players = [{"name": s["name"], figure: "5"} for s in sorted(scores, key=lambda s: s["seat"])]
        return {"gid": gid, "saved": saved, "inputs": {"players": players}, "summary": "", **extra, "scores": scores}

    old = {
        "gid": "c-old",
        "saved": "2026-11-20T18:00:00.000Z",
        "inputs": {"players": [{"name": anna, "settlements": "4"}, {"name": ben}, {}]},
    }
    tie = [score(2, ben, 52, 1, won=True), score(3, clara, 52, 1, won=True), score(1, anna, 40, 3)]
    return {
        "catan-game": {"version": 1, "current": None, "games": [{**old, "summary": anna}]},
        "hamburg-game": {
            "version": 1,
            "current": None,
            "games": [game("h1", "2026-11-24T19:00:00.000Z", tie, "money")],
        },
        "hamburgum-game": {
            "version": 1,
            "current": None,
            "games": [
                game(
                    "m1",
                    "2026-11-23T19:00:00.000Z",
                    [score(1, anna, 80, 1, True), score(3, david, 75, 2), score(2, ben, 60, 3)],
                    "prestige",
                )
            ],
        },
        "amunre-game": {
            "version": 1,
            "current": None,
            "games": [
                game(
                    "a1",
                    "2026-11-25T21:00:00.000Z",
                    [score(3, clara, 24, 1, leads=True), score(1, anna, 23, 2), score(2, ben, 15, 3)],
                    "gold",
                    finished=False,
                )
            ],
        },
    }


def put(page, key: str, store: dict) -> None:
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [key, json.dumps(store)])


def seed(page, base_url: str, lang: str, kept: dict[str, dict]) -> None:
    page.goto(f"{base_url}/{lang}/calculators/history/")
    for sheet, store in kept.items():
        put(page, KEY.format(sheet), store)


def storage(page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def history(page) -> tuple[list[str], list[str]]:
    """The games as listed and the players' table, as text."""
    items = page.locator("[data-history-games] > li")
    rows = page.locator("[data-history-players] tbody tr")
    return items.all_inner_texts(), rows.all_inner_texts()


def line(lang: str, key: str, names: list[str]) -> str:
    return TEXTS[key][lang].replace("{names}", ", ".join(names))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_every_sheets_games_with_winners_and_a_hand_count(context_pool, guard, base_url, lang):
    anna, ben, clara, david = NAMES[lang]
    with phone(context_pool, guard) as page:
        seed(page, base_url, lang, stores(NAMES[lang]))
        # One game played on its sheet: the rulebook's example (player 1 on turn with 10 VP), named.
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
        form.locator('[data-action="show-example"]').tap()
        type_names(form, NAMES[lang])
        expect(form.locator("[data-standings]")).to_contain_text(anna)
        page.wait_for_function(
            "([key, names]) => JSON.parse(localStorage.getItem(key)).games[0].scores"
            " ?.every((s) => names.includes(s.name))",
            arg=[KEY.format("catan-game"), NAMES[lang]],
        )
        played = json.loads(page.evaluate(f"localStorage.getItem('{KEY.format('catan-game')}')"))["games"][0]
        # What the sheet keeps for the history: the standings as data (scores 10, 7, 7, 6 by hand).
        assert [(s["name"], s["total"], s["rank"], s["won"]) for s in played["scores"]] == [
            (anna, 10, 1, True),
            (ben, 7, 2, False),
            (clara, 7, 2, False),
            (david, 6, 4, False),
        ]
        # The sheet's recent games link to the history.
        form.locator(".calc-history-link a").tap()
        page.wait_for_url("**/calculators/history/")
        items = page.locator("[data-history-games] > li")
        expect(items).to_have_count(5)
        # Newest first: the game just played, Amun-Re, Hamburg, Hamburgum, the old Catan game.
        assert [items.nth(i).get_attribute("data-game") for i in range(5)] == [played["gid"], "a1", "h1", "m1", "c-old"]
        verdicts = page.locator("[data-history-games] > li .history-verdict")
        expect(verdicts).to_have_text(
            [
                f"★ {line(lang, 'winner_line', [anna])}",
                line(lang, "history_leads", [clara]),  # never "winner" after the Old Kingdom
                f"★ {line(lang, 'shared_line', [ben, clara])}",  # a tie: both names
                f"★ {line(lang, 'winner_line', [anna])}",
            ]
        )
        # A finished game's standings are bars (svg-chart.js), their values in the chart's table.
        rows = items.nth(0).locator("figure.chart .chart-values table tbody tr")
        assert [[c.text_content() for c in row.locator("th, td").all()] for row in rows.all()] == [
            [anna, "10 ★"],
            [ben, "7"],
            [clara, "7"],
            [david, "6"],
        ]
        # A half-played game's line of scores: each name held to its total (a no-break space),
        # so a phone's line breaks only between players.
        assert f"{clara}\u00a024 · {anna}\u00a023" in items.nth(1).locator(".history-scores").text_content()
        expect(items.nth(1)).to_contain_text(GAME["amun-re"][lang])
        expect(items.nth(4)).to_contain_text(f"{anna}, {ben}, {TEXTS['history_seat'][lang].replace('{n}', '3')}")
        expect(items.nth(4)).to_contain_text(TEXTS["history_unscored"][lang])
        # By hand, finished games with scores only: Anna Catan 10 (won), Hamburg 40, Hamburgum 80
        # (won); Ben 7, 52 (shared win), 60; Clara 7, 52 (shared win); David 6, 75.
        best = {
            anna: {"catan": 10, "hamburg": 40, "hamburgum": 80},
            ben: {"catan": 7, "hamburg": 52, "hamburgum": 60},
            clara: {"catan": 7, "hamburg": 52},
            david: {"catan": 6, "hamburgum": 75},
        }
        order = [
            sheet["id"].removesuffix("-game")
            for sheet in json.loads(page.locator("[data-history-data]").text_content())["sheets"]
        ]
        rows = page.locator("[data-history-players] tbody tr")
        counted = [(anna, 3, 2), (ben, 3, 1), (clara, 2, 1), (david, 2, 0)]
        expected = [
            [
                name,
                str(played_),
                str(wins),
                "\n".join(f"{GAME[g][lang]}: {best[name][g]}" for g in order if g in best[name]),
            ]
            for name, played_, wins in counted
        ]
        assert [
            [cell.inner_text() for cell in rows.nth(i).locator("th, td").all()] for i in range(rows.count())
        ] == expected
        # Readable at 360 px: nothing wider than the screen.
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert not _violations(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"history-{lang}.png"), full_page=True)
        # A game opens back into its sheet, made current there.
        items.nth(2).locator("a").tap()
        page.wait_for_url("**/hamburg-game/?game=h1")
        form = page.locator("form[data-calculator]")
        expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
        page.wait_for_url("**/calculators/hamburg-game/")  # the address is the sheet's own again
        for i, name in enumerate([anna, ben, clara]):
            expect(form.locator(f'.calc-inputs [name="players.{i}.name"]')).to_have_value(name)
        assert json.loads(page.evaluate(f"localStorage.getItem('{KEY.format('hamburg-game')}')"))["current"] == "h1"
        # A game kept before scores were (the one played, as an older version kept it) gains them
        # when opened, and keeps its date.
        key = KEY.format("catan-game")
        store = json.loads(page.evaluate("key => localStorage.getItem(key)", key))
        then = "2026-11-21T18:00:00.000Z"
        store["games"][0] = {k: v for k, v in store["games"][0].items() if k != "scores"} | {"saved": then}
        put(page, key, {**store, "current": None})
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/?game={played['gid']}")
        expect(form.locator('.calc-inputs [name="players.1.name"]')).to_have_value(ben)
        page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).games[0].scores", arg=key)
        old = json.loads(page.evaluate("key => localStorage.getItem(key)", key))["games"][0]
        assert (old["gid"], old["saved"], old["scores"]) == (played["gid"], then, played["scores"])
        # A game no longer on the device: said so, and the sheet opens as it would.
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/?game=gone")
        expect(form.locator("[data-sheet-notice]")).to_have_text(TEXTS["game_not_found"][lang])


def test_export_then_import_reproduces_the_history_and_never_overwrites_a_newer_game(
    context_pool, guard, base_url, tmp_path
):
    lang = "ru"
    kept = stores(NAMES[lang])
    with phone(context_pool, guard) as page:
        seed(page, base_url, lang, kept)
        page.reload()
        expect(page.locator("[data-history-games] > li")).to_have_count(4)
        shown = history(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"history-{lang}.png"), full_page=True)
        with page.expect_download() as download:
            page.locator("[data-history-export]").tap()
        exported = tmp_path / "games.json"
        download.value.save_as(exported)
    data = json.loads(exported.read_text(encoding="utf-8"))
    # Every score sheet is in the export (an empty list for one with no games here).
    assert data["version"] == 1 and set(data["sheets"]) == {spec.id for spec in load_specs() if is_sheet(spec)}
    assert {sheet for sheet, games in data["sheets"].items() if games} == set(kept)

    with phone(context_pool, guard) as page:  # another phone: nothing kept yet
        page.goto(f"{base_url}/{lang}/calculators/")  # the calculators' index links to the history
        page.get_by_role("link", name=TEXTS["history_link"][lang]).tap()
        page.wait_for_url("**/calculators/history/")
        expect(page.locator("[data-history-empty]")).to_be_visible()
        status = page.locator("[data-history-status]")
        # A damaged file (cut short) and a wrong-shaped one are refused, and nothing changes.
        before = storage(page)
        text = exported.read_text(encoding="utf-8")
        wrong = json.dumps({**data, "sheets": {**data["sheets"], "hamburg-game": [{"gid": "x"}]}})
        for damaged in (text[: len(text) // 2], wrong):
            page.locator("[data-history-import]").set_input_files(
                files=[{"name": "games.json", "mimeType": "application/json", "buffer": damaged.encode()}]
            )
            expect(status).to_have_text(TEXTS["history_import_damaged"][lang])
            assert storage(page) == before
        expect(page.locator("[data-history-games] > li")).to_have_count(0)

        page.locator("[data-history-import]").set_input_files(str(exported))
        imported = (
            TEXTS["history_imported"][lang].replace("{added}", "4").replace("{updated}", "0").replace("{kept}", "0")
        )
        expect(status).to_have_text(imported)
        assert history(page) == shown
        page.reload()
        assert history(page) == shown

        # Hamburg's game then changes on this phone (saved later): the older copy does not undo it.
        newer = {**kept["hamburg-game"]["games"][0], "saved": "2026-11-26T10:00:00.000Z"}
        newer["scores"] = [
            score(1, NAMES[lang][0], 61, 1, won=True),
            score(2, NAMES[lang][1], 52, 2),
            score(3, NAMES[lang][2], 52, 2),
        ]
        store = {"version": 1, "current": None, "games": [newer]}
        put(page, KEY.format("hamburg-game"), store)
        page.reload()
        page.locator("[data-history-import]").set_input_files(str(exported))
        kept_all = (
            TEXTS["history_imported"][lang].replace("{added}", "0").replace("{updated}", "0").replace("{kept}", "4")
        )
        expect(status).to_have_text(kept_all)
        assert json.loads(storage(page)[KEY.format("hamburg-game")])["games"] == [newer]
        expect(page.locator('[data-game="h1"] .history-verdict')).to_have_text(
            f"★ {line(lang, 'winner_line', [NAMES[lang][0]])}"
        )


REFUSED_STORAGE = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});"""
# The storage fills up after the first sheet's write: the import must put the first one back.
FULL_AFTER_ONE = """(() => {
  const set = Storage.prototype.setItem;
  let writes = 0;
  Storage.prototype.setItem = function (key, value) {
    const full = key.startsWith("rules-calculators:sheet:") && ++writes > 1;
    if (full) throw new DOMException("full", "QuotaExceededError");
    return set.call(this, key, value);
  };
})()"""


def test_a_failed_write_changes_nothing_and_refused_storage_is_said(context_pool, guard, base_url, tmp_path):
    lang = "cs"
    kept = stores(NAMES[lang])
    exported = tmp_path / "games.json"
    games = {sheet: store["games"] for sheet, store in kept.items()}
    exported.write_text(json.dumps({"format": FORMAT, "version": 1, "sheets": games}), encoding="utf-8")
    with phone(context_pool, guard) as page:
        page.goto(f"{base_url}/{lang}/calculators/history/")
        before = storage(page)
        page.evaluate(FULL_AFTER_ONE)
        page.locator("[data-history-import]").set_input_files(str(exported))
        expect(page.locator("[data-history-status]")).to_have_text(TEXTS["history_import_failed"][lang])
        assert storage(page) == before
        expect(page.locator("[data-history-games] > li")).to_have_count(0)
    with phone(context_pool, guard) as page:
        page.add_init_script(REFUSED_STORAGE)
        page.goto(f"{base_url}/{lang}/calculators/history/")
        expect(page.locator("[data-history-empty]")).to_have_text(TEXTS["history_not_kept"][lang])
        expect(page.locator("[data-history-import]")).to_be_disabled()
        expect(page.locator("[data-history-export]")).to_be_disabled()


def test_an_import_into_a_full_sheet_pushes_out_no_game_and_says_what_it_left_out(
    context_pool, guard, base_url, tmp_path
):
    lang = "en"
    anna, ben, clara, _ = NAMES[lang]
    most = KEPT  # a sheet keeps at most this many games

    def game(gid: str, day: int, hour: int) -> dict:
        scores = [score(1, anna, 10, 1, won=True), score(2, ben, 8, 2), score(3, clara, 6, 3)]
        saved = (datetime(2024, 1, 1, hour, tzinfo=UTC) + timedelta(days=day)).isoformat().replace("+00:00", "Z")
        players = [{"name": anna, "settlements": "4"}, {"name": ben}, {"name": clara}]
        return {"gid": gid, "saved": saved, "inputs": {"players": players}, "summary": anna, "scores": scores}

    here = [game(f"here-{i}", i, 18) for i in range(most - 1)]  # room for one more
    newer = [game(f"file-{i}", most + i, 20) for i in range(3)]  # all newer than any game here
    exported = tmp_path / "games.json"
    exported.write_text(json.dumps({"format": FORMAT, "version": 1, "sheets": {"catan-game": newer}}), encoding="utf-8")
    with phone(context_pool, guard) as page:
        seed(page, base_url, lang, {"catan-game": {"version": 1, "current": None, "games": here}})
        page.reload()
        page.locator("[data-history-import]").set_input_files(str(exported))
        counts = {"added": "1", "updated": "0", "kept": "0", "left": "2", "most": str(most)}
        said = f"{TEXTS['history_imported'][lang]} {TEXTS['history_import_full'][lang]}"
        for key, value in counts.items():
            said = said.replace(f"{{{key}}}", value)
        expect(page.locator("[data-history-status]")).to_have_text(said)
        gids = {g["gid"] for g in json.loads(storage(page)[KEY.format("catan-game")])["games"]}
        assert gids == {g["gid"] for g in here} | {"file-2"}  # every game here, and the file's newest


def test_a_game_opened_and_left_before_the_engine_answers_keeps_its_scores(context_pool, guard, base_url):
    # The game night's find: a game opened from the history and left while the sheet still waits
    # for the engine lost its scores and winner in the history until opened again.
    lang = "en"
    with phone(context_pool, guard) as page:  # a game as the sheet saves it, scores and all
        form = open_ready(page, f"{base_url}/{lang}/calculators/hamburg-game/")
        form.locator('[data-action="show-example"]').tap()
        expect(form.locator("[data-standings]")).to_contain_text("★")
        page.wait_for_timeout(500)
        kept = json.loads(storage(page)[KEY.format("hamburg-game")])
    game = kept["games"][0]
    assert game["scores"] and game["summary"]
    with phone(context_pool, guard) as page:  # the other phone: Python never arrives, the engine never answers
        seed(page, base_url, lang, {"hamburg-game": {**kept, "current": None}})
        page.route("**/*.wasm*", lambda route: None)
        page.goto(f"{base_url}/{lang}/calculators/hamburg-game/?game={game['gid']}")
        form = page.locator("form[data-calculator]")
        first = next(iter(game["inputs"]["players"][0].items()))  # the game's first value shows
        expect(form.locator(f'.calc-inputs [name="players.0.{first[0]}"]')).to_have_value(str(first[1]))
        page.wait_for_timeout(1500)  # the sheet saves the opened game meanwhile
        stored = json.loads(storage(page)[KEY.format("hamburg-game")])["games"][0]
        derived = ("scores", "summary", "saved")
        assert [stored[key] for key in derived] == [game[key] for key in derived]
