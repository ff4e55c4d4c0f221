"""The calculators wherever they are opened: inside a club's page on another site (where the
test browser, like Chrome in incognito mode or Brave, refuses storage and a SharedWorker to
third-party frames), with storage refused or full on the site itself, in several tabs of one
sheet, and after a refused SharedWorker."""

from __future__ import annotations

import http.server
import json
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from sitebuild.calculators.render import ui_texts
from sitebuild.calculators.specs import load_specs
from sitebuild.tools import chromium
from tests.browser.calculators import READ, READY_MS, apply, expected_outputs, open_ready
from tests.browser.conftest import ARTIFACTS, guard_context, guarded_context
from tests.browser.hosts import FaultyHandler
from tests.sheets import ROW_FIGURES, SHEETS

ONE_PER_GAME = ["hamburgum-depot", "catan-vp", "hamburg-final", "carcassonne-road", "amunre-gold"]
SYNC_MS = 2_000  # "within about a second", with room for a busy machine
TEXTS = ui_texts()

# What a browser that blocks site data does to a page's storage (and its service worker).
REFUSE_STORAGE = """
(() => {
  const refuse = () => { throw new DOMException("Access is denied for this document.", "SecurityError"); };
  for (const name of ["localStorage", "sessionStorage", "indexedDB", "caches"]) {
    Object.defineProperty(window, name, { get: refuse, configurable: true });
  }
  Object.defineProperty(Navigator.prototype, "serviceWorker", { get: refuse, configurable: true });
})();
"""
# Storage that fills up: the sheet's first save works, every later one is refused.
QUOTA_AFTER_FIRST_SAVE = """
(() => {
  const setItem = Storage.prototype.setItem;
  let saves = 0;
  Storage.prototype.setItem = function (key, value) {
    if (key.startsWith("rules-calculators:sheet:") && ++saves > 1) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return setItem.call(this, key, value);
  };
})();
"""
# Browsers that refuse a SharedWorker: by throwing, or by one that never answers.
REFUSED_SHARED_WORKER = {
    "throws": 'window.SharedWorker = class { constructor() { throw new DOMException("refused", "SecurityError"); } };',
    "silent": "window.SharedWorker = class { constructor() { this.port = new MessageChannel().port1; } };",
}


def _spec(calculator_id: str):
    return next(spec for spec in load_specs() if spec.id == calculator_id)


def _bump(value: Any, maximum: int) -> int:
    """Another whole number; a sheet's blank box ("", scored as 0 on paper) becomes 1."""
    if not isinstance(value, int):
        return 1
    return value + 1 if value < maximum else value - 1


def _changed(calculator_id: str) -> dict[str, Any]:
    """The defaults with the first whole number changed (in the first row for tables)."""
    inputs = _spec(calculator_id).defaults()
    composed = next((item["name"] for item in _spec(calculator_id).inputs if item.get("composer")), None)
    if composed:  # a sheet scored entry by entry: its first scoring, 3 points by hand for the first seat
        inputs[composed] = [{"feature": "points", "end": False, "tiles": 0, "arms": 0, "pieces": "3"}]
        return inputs
    for name, described in engine.describe(calculator_id)["inputs"].items():
        value = inputs[name]
        if described["type"] == "int":
            inputs[name] = _bump(value, described["max"])
            return inputs
        if described["type"] == "rows" and value and "fields" in described:
            for field, item in described["fields"].items():
                if item["type"] == "int":
                    row = inputs[name][0] = dict(value[0])
                    row[field] = _bump(row[field], item["max"])
                    return inputs
        if described["type"] == "rows" and value and described["item"]["type"] == "int":
            item = described["item"]
            rows = inputs[name] = list(value)
            rows[0] = _bump(rows[0], item["max"])
            return inputs
    raise AssertionError(f"{calculator_id}: no whole number to change")


def _expect_computes(frame, calculator_id: str) -> None:
    """A changed input gives the engine's results (a Page or a Frame)."""
    inputs = _changed(calculator_id)
    shown = apply(frame, inputs)
    expected = expected_outputs(calculator_id, inputs, list(shown["outputs"]))
    assert not isinstance(expected, engine.InputError), expected
    assert shown == {"outputs": expected, "alerts": []}


# --- A club page on another site ------------------------------------------------------------

CLUB_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>{club}</title></head>
<body style="margin: 0 8px; font-family: sans-serif">
<h1>{club}</h1>
<iframe id="calculator" src="{site}/embed/hamburgum-depot/?lang={lang}"
        title="{depot}" loading="lazy" style="width:100%;border:0"></iframe>
<iframe id="sheet" src="{site}/embed/catan-game/?lang={lang}"
        title="{sheet}" loading="lazy" style="width:100%;border:0"></iframe>
<script src="{site}/embed/embed.js" async></script>
</body></html>
"""
CLUB_NAME = {"en": "Board game club", "cs": "Klub deskových her", "ru": "Клуб настольных игр"}


@pytest.fixture(scope="module")
def club_url(base_url):
    """A club's site on 127.0.0.2 (another site than 127.0.0.1 for the browser), one page
    per language embedding a calculator and a score sheet with the documented snippet."""
    pages = {
        f"/{lang}/": CLUB_PAGE.format(
            lang=lang,
            club=CLUB_NAME[lang],
            site=base_url,
            depot=_spec("hamburgum-depot").title[lang],
            sheet=_spec("catan-game").title[lang],
        ).encode()
        for lang in LANGUAGES
    }
    for lang in LANGUAGES:  # the same page without embed.js
        pages[f"/{lang}/no-script/"] = pages[f"/{lang}/"].replace(
            f'<script src="{base_url}/embed/embed.js" async></script>'.encode(), b""
        )

    class Club(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the base class's name
            body = pages.get(self.path)
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body or b"")

        def log_message(self, format: str, *args) -> None:  # noqa: A002
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Club)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.2:{server.server_port}"
    server.shutdown()


def _frame(page, selector: str):
    return page.locator(selector).element_handle().content_frame()


def _sized(page, frame, selector: str, seconds: float = 30) -> None:
    """The iframe `selector` as tall as its page (within 1 px), both read again until they agree:
    a page still settling (a result bar, a note going) changes the height to reach meanwhile.
    The frame is brought into view first, as a reader scrolls to it: Chromium does not lay out
    a cross-origin frame wholly off screen, so its size observer waits until it is seen."""
    page.locator(selector).scroll_into_view_if_needed()
    deadline = time.monotonic() + seconds
    while True:
        inner = frame.evaluate("Math.ceil(document.documentElement.scrollHeight)")
        outer = page.evaluate("(s) => parseFloat(document.querySelector(s).style.height)", selector)
        if abs(outer - inner) <= 1:
            return
        assert time.monotonic() < deadline, f"{selector}: the frame is {outer} px tall, its page {inner} px"
        page.wait_for_timeout(100)


def test_a_club_page_on_another_site_runs_a_calculator_and_a_score_sheet(browser, guard, base_url, club_url):
    context = guarded_context(browser, guard, viewport={"width": 360, "height": 800})
    page = context.new_page()
    page.set_default_timeout(30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        page.goto(f"{club_url}/{lang}/")
        for selector, calculator_id in (("#calculator", "hamburgum-depot"), ("#sheet", "catan-game")):
            frame = _frame(page, selector)
            expect(frame.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
            # The browser refused this frame a SharedWorker: a dedicated one runs the engine.
            assert frame.evaluate("document.documentElement.dataset.engineWorker") == "dedicated"
            _expect_computes(frame, calculator_id)
            # embed.js gave the iframe the calculator's height (no inner scroll bar).
            _sized(page, frame, selector)
        sheet = _frame(page, "#sheet")
        refused = "(() => { try { return localStorage && 'kept'; } catch { return 'refused'; } })()"
        assert sheet.evaluate(refused) == "refused"  # the situation of the issue, not a kinder browser
        notice = sheet.locator("[data-sheet-notice]")
        expect(notice).to_be_visible()
        # The club's page keeps the game for it (embed.js; test_site_builders.py tests it).
        host = urlparse(club_url).netloc
        expect(notice).to_contain_text(TEXTS["kept_by_page"][lang].replace("{site}", host))
        page.screenshot(path=str(ARTIFACTS / f"club-page-{lang}-360.png"), full_page=True)
        # The sheet's notice as the reader sees it: the viewport, scrolled to the sheet's panel (an
        # element screenshot waits for the element to be still across two frames, which a busy
        # machine's lazily painted cross-site frame did not give within 30 s once).
        sheet.locator("[data-sheet-panel]").evaluate("panel => panel.scrollIntoView()")
        page.locator("#sheet").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"club-page-{lang}-sheet-notice-360.png"))

    # Without embed.js on the club's page the game cannot be kept there: the notice says so,
    # and its link carries the game on screen to the sheet's own page on the site.
    lang = LANGUAGES[0]
    page.goto(f"{club_url}/{lang}/no-script/")
    sheet = _frame(page, "#sheet")
    expect(sheet.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    _expect_computes(sheet, "catan-game")
    notice = sheet.locator("[data-sheet-notice]")
    expect(notice).to_contain_text(TEXTS["not_kept_framed"][lang])
    expect(notice.locator('[data-action="download-csv"]')).to_have_text(TEXTS["download_csv"][lang])
    link = notice.locator("a[data-full-sheet]")
    expect(link).to_have_text(TEXTS["open_full_sheet"][lang])
    address = urlparse(link.get_attribute("href"))
    assert f"{address.scheme}://{address.netloc}" == base_url
    assert address.path == f"/{lang}/calculators/catan-game/"
    carried = _changed("catan-game")["players"][0]
    assert parse_qs(address.query)["players.0.settlements"] == [str(carried["settlements"])]

    # Followed, the link opens the game on the site itself, where it is kept.
    with context.expect_page() as opened:
        _frame(page, "#sheet").locator("a[data-full-sheet]").click()
    full = opened.value
    form = full.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
    field = form.locator('.calc-inputs [name="players.0.settlements"]')
    expect(field).to_have_value(str(carried["settlements"]))
    stored = json.loads(full.evaluate("localStorage.getItem('rules-calculators:sheet:catan-game')"))
    assert stored["games"][0]["inputs"]["players"][0]["settlements"] == str(carried["settlements"])
    context.close()
    assert not guard.problems(), guard.problems()


def test_where_a_frame_may_keep_storage_the_sheet_keeps_its_game_there(browser, guard, club_url, tmp_path: Path):
    """A browser profile that allows third-party cookies (Chrome's default outside incognito)
    gives the frame storage (partitioned for the club's site or not: the browser's choice)
    and a SharedWorker: the sheet keeps its game as on the site itself, with no notice."""
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    preferences = {"profile": {"cookie_controls_mode": 0, "block_third_party_cookies": False}}
    (profile / "Default" / "Preferences").write_text(json.dumps(preferences), encoding="utf-8")
    context = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=chromium.EXECUTABLE, args=chromium.ARGS, service_workers="block"
    )
    guard_context(context, guard)
    page = context.pages[0] if context.pages else context.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{club_url}/cs/")
    sheet = _frame(page, "#sheet")
    expect(sheet.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    assert sheet.evaluate("document.documentElement.dataset.engineWorker") == "shared"
    _expect_computes(sheet, "catan-game")
    expect(sheet.locator("[data-sheet-notice]")).to_be_hidden()  # nothing to warn about
    carried = str(_changed("catan-game")["players"][0]["settlements"])
    page.reload()  # the club page again: the game comes back
    sheet = _frame(page, "#sheet")
    expect(sheet.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    expect(sheet.locator('.calc-inputs [name="players.0.settlements"]')).to_have_value(carried)
    context.close()
    assert not guard.problems(), guard.problems()


# --- Storage refused or full on the site itself ---------------------------------------------


def test_with_storage_refused_every_sheet_and_calculator_works(browser, guard, base_url):
    context = guarded_context(browser, guard)
    context.add_init_script(REFUSE_STORAGE)
    page = context.new_page()
    page.set_default_timeout(30_000)
    for i, calculator_id in enumerate(SHEETS + ONE_PER_GAME):
        lang = LANGUAGES[i % len(LANGUAGES)]
        open_ready(page, f"{base_url}/{lang}/calculators/{calculator_id}/")
        assert page.evaluate("document.documentElement.dataset.engineWorker") == "shared"
        _expect_computes(page, calculator_id)
        if calculator_id in SHEETS:
            notice = page.locator("[data-sheet-notice]")
            expect(notice).to_be_visible()
            expect(notice).to_contain_text(TEXTS["not_kept"][lang])
            expect(notice.locator('[data-action="download-csv"]')).to_be_visible()
            expect(notice.locator("a[data-full-sheet]")).to_have_count(0)  # this is the site
            # The games of this visit are still listed, and a new game keeps the first (listed
            # once a score is entered in it: a game of blanks or of names alone is not a game).
            expect(page.locator("[data-recent-games] li")).to_have_count(1)
            page.locator('[data-action="new-game"]').click()
            page.locator(".calc-inputs .calc-row-name").first.fill("Ada")
            if calculator_id in FIELDS:
                field, values = FIELDS[calculator_id]
                page.locator(f'.calc-inputs [name="players.0.{field}"]').fill(str(values[0]))
            else:  # a sheet scored entry by entry: 5 points by hand for Ada, through the composer
                composer = page.locator("[data-composer]")
                composer.locator("[data-entry-feature='points']").click()
                composer.locator("[data-entry-box='0']").fill("5")
                composer.locator("[data-entry-commit]").click()
            expect(page.locator("[data-recent-games] li")).to_have_count(2)
    # A page without a calculator too: nothing thrown (the guard fails on page errors).
    page.goto(f"{base_url}/cs/")
    page.wait_for_load_state("load")
    context.close()
    assert not guard.problems(), guard.problems()


@pytest.mark.parametrize("lang", ["ru"])
def test_a_failed_save_is_told_once_and_the_sheet_stays(browser, guard, base_url, lang):
    context = guarded_context(browser, guard)
    context.add_init_script(QUOTA_AFTER_FIRST_SAVE)
    page = context.new_page()
    page.set_default_timeout(30_000)
    form = open_ready(page, f"{base_url}/{lang}/calculators/hamburg-game/")
    track = lambda i: form.locator(f'.calc-inputs [name="players.{i}.track"]')  # noqa: E731
    track(0).fill("61")  # the first save: kept
    expect(form.locator("[data-recent-games] li")).to_have_count(1)
    notice = form.locator("[data-sheet-notice]")
    expect(notice).to_be_hidden()
    inputs = _spec("hamburg-game").defaults()
    inputs["players"] = [dict(row) for row in inputs["players"]]
    inputs["players"][0]["track"] = 61
    inputs["players"][1]["track"] = 52
    shown = apply(page, inputs)  # refused by the full storage
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(TEXTS["save_failed"][lang])
    expect(notice.locator('[data-action="download-csv"]')).to_be_visible()
    told = notice.evaluate("n => (window.toldNode = n.firstChild, n.textContent)")
    # Nothing on screen moved: the values typed and the engine's results for them.
    assert shown == {"outputs": expected_outputs("hamburg-game", inputs, list(shown["outputs"])), "alerts": []}
    expect(track(0)).to_have_value("61")
    expect(track(1)).to_have_value("52")
    # Told once: a further refused save leaves the notice as it was.
    inputs["players"][2]["track"] = 43
    apply(page, inputs)
    assert notice.evaluate("n => n.firstChild === window.toldNode && n.textContent") == told
    assert page.evaluate(READ)["outputs"] == expected_outputs("hamburg-game", inputs, list(shown["outputs"]))
    # What was kept is the first save.
    stored = json.loads(page.evaluate("localStorage.getItem('rules-calculators:sheet:hamburg-game')"))
    default = _spec("hamburg-game").defaults()["players"][1]["track"]
    assert [p["track"] for p in stored["games"][0]["inputs"]["players"]][:2] == ["61", str(default)]
    context.close()
    assert not guard.problems(), guard.problems()


# --- Several tabs of one sheet --------------------------------------------------------------

# (field, three values) each sheet's players get, one value per tab's change.
FIELDS = {"amunre-game": ("gold", [31, 17, 8]), "catan-game": ("settlements", [4, 1, 3]),
          "hamburg-game": ("track", [55, 44, 70]), "hamburgum-game": ("prestige", [77, 12, 30])}  # fmt: skip


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_two_tabs_of_a_sheet_stay_in_step_and_lose_nothing(browser, guard, base_url, calculator_id):
    context = guarded_context(browser, guard)
    address = f"{base_url}/en/calculators/{calculator_id}/"
    field, values = FIELDS[calculator_id]
    tab_a = context.new_page()
    tab_b = context.new_page()
    forms = [open_ready(tab, address) for tab in (tab_a, tab_b)]

    def control(form, player: int):
        return form.locator(f'.calc-inputs [name="players.{player}.{field}"]')

    # Alternately: A sets player 2, B player 3, A player 1; each shows in the other tab.
    for step, (writer, player) in enumerate([(0, 1), (1, 2), (0, 0)]):
        control(forms[writer], player).fill(str(values[step]))
        expect(control(forms[1 - writer], player)).to_have_value(str(values[step]), timeout=SYNC_MS)
    # Both at once, before either has heard of the other: both changes are kept.
    control(forms[0], 1).fill("2")
    control(forms[1], 2).fill("5")
    for form in forms:
        expect(control(form, 1)).to_have_value("2", timeout=SYNC_MS)
        expect(control(form, 2)).to_have_value("5", timeout=SYNC_MS)
    expect(forms[0].locator("[data-recent-games] li")).to_have_count(1)
    expect(forms[1].locator("[data-recent-games] li")).to_have_count(1)

    # The sheet opened again holds every change.
    tab_c = context.new_page()
    reopened = open_ready(tab_c, address)
    for player, value in enumerate([values[2], 2, 5]):
        expect(control(reopened, player)).to_have_value(str(value))
    tab_c.close()

    # A new game in A; then A deletes the first game, which B still shows: the lists agree,
    # and B does not bring it back.
    forms[0].locator('[data-action="new-game"]').click()
    control(forms[0], 0).fill("9")  # something entered: a game (a game of blanks is not kept)
    expect(forms[1].locator("[data-recent-games] li")).to_have_count(2, timeout=SYNC_MS)
    first = forms[1].locator("[data-recent-games] li[aria-current]").get_attribute("data-game")
    forms[0].locator(f'[data-recent-games] li[data-game="{first}"] [data-delete-game]').click()
    expect(forms[1].locator("[data-recent-games] li")).to_have_count(1, timeout=SYNC_MS)
    expect(forms[1].locator("[data-sheet-notice]")).to_contain_text(TEXTS["deleted_elsewhere"]["en"])
    expect(control(forms[1], 2)).to_have_value("5")  # still on screen in B
    tab_b.wait_for_timeout(500)
    stored = json.loads(tab_a.evaluate(f"localStorage.getItem('rules-calculators:sheet:{calculator_id}')"))
    assert first not in [game["gid"] for game in stored["games"]]
    assert len(stored["games"]) == 1
    context.close()
    assert not guard.problems(), guard.problems()


# --- A refused SharedWorker -----------------------------------------------------------------


@pytest.mark.parametrize("refusal", REFUSED_SHARED_WORKER, ids=list(REFUSED_SHARED_WORKER))
def test_retry_after_a_refused_shared_worker_runs_a_dedicated_one(browser, guard, faulty, refusal):
    for text in ["calculator engine unavailable", "404", "wasm"]:
        guard.allow_console(text)
    context = guarded_context(browser, guard)
    context.add_init_script(REFUSED_SHARED_WORKER[refusal])
    page = context.new_page()
    FaultyHandler.missing = {".wasm", ".wasm.gz"}  # the worker fetches the .gz (test_startup.py)
    page.goto(faulty + "/cs/calculators/hamburgum-depot/")
    form = page.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "error", timeout=30_000)
    expect(form.locator(".calc-status-error")).to_contain_text("pyodide.asm.wasm")
    FaultyHandler.repair()
    form.locator('button[data-action="retry"]').click()
    expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.engineWorker") == "dedicated"
    _expect_computes(page, "hamburgum-depot")
    context.close()
    assert not guard.problems(), guard.problems()


# --- One embed page, every language ------------------------------------------------------------


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != LANGUAGES[0]])
def test_an_embed_page_names_options_and_boxes_in_its_language(page, base_url, lang):
    """An embed page holds every language; what cannot be a span per language (a list's
    options, a box's placeholder and accessible name, a column's title) is in the page's
    language too, in rows added later as well."""
    described = engine.describe("catan-game")["inputs"]
    holder, players = described["road_holder"], _spec("catan-game")
    form = open_ready(page, f"{base_url}/embed/catan-game/?lang={lang}")
    options = form.locator('select[name="road_holder"] option').all_text_contents()
    assert options[:2] == [holder["none_label"][lang], holder["player_label"][lang].replace("{n}", "1")]
    name = form.locator(".calc-row-name").first
    expect(name).to_have_attribute("placeholder", TEXTS["player_name"][lang])
    row_label = next(item for item in players.inputs if item["name"] == "players")["row_label"][lang]
    expect(name).to_have_attribute("aria-label", f"{row_label.replace('{n}', '1')}: {TEXTS['player_name'][lang]}")
    form.locator("[data-remove-row]").last.click()  # four seats at most: one goes, a new one comes
    form.locator("[data-add-row]").first.click()
    added = form.locator(".calc-row-name").last
    expect(added).to_have_attribute("placeholder", TEXTS["player_name"][lang])
    feature = engine.describe("carcassonne-abbey")["inputs"]["feature"]
    form = open_ready(page, f"{base_url}/embed/carcassonne-abbey/?lang={lang}")
    shown = form.locator('select[name="feature"] option').all_text_contents()
    assert shown == [feature["option_labels"][option][lang] for option in feature["options"]]
