"""Hostile input (issue 29): what a name, a saved game, a link or a framing page carries can
neither reach a spreadsheet as a formula, nor turn figures around, nor stop a sheet, nor
steer a sentence; only the embed pages may be framed by another site."""

from __future__ import annotations

import contextlib
import csv
import http.server
import io
import json
import re
import threading
import unicodedata
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from sitebuild.calculators.render import ui_texts
from sitebuild.hosting.csp import read_headers
from tests.browser.calculators import READY_MS, open_ready
from tests.browser.hosts import fill_snippet, free_port, hosting_snippet, nginx_with
from tests.sheets import ROW_FIGURES

TEXTS = ui_texts()
KEY = "rules-calculators:sheet:{}"
# A number box of the first player per sheet.
BOX = {"amunre-game": "gold", "catan-game": "settlements", "hamburg-game": "track", "hamburgum-game": "prestige"}
# The names: each a live formula in Excel, LibreOffice or Google Sheets if written as typed.
FORMULAS = ['=HYPERLINK("//x.io","a")', "=cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3"]
NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def computed(form) -> int:
    return int(form.get_attribute("data-computed") or 0)


def wait_result(page, form, before: int) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('form[data-calculator]').dataset.computed ?? 0) > n",
        arg=before,
        timeout=10_000,
    )


def rows_to(form, count: int) -> None:
    rows = form.locator('[data-rows="players"] [data-row]')
    while rows.count() < count:
        form.locator('[data-rows="players"] [data-add-row]').click()


def type_into(page, form, name: str, value: str) -> None:
    before = computed(form)
    form.locator(f'.calc-inputs [name="{name}"]').fill(value)
    wait_result(page, form, before)


def players_spec(page) -> dict:
    return page.evaluate("JSON.parse(document.querySelector('script.calc-spec').textContent).inputs.players")


# 1. Formulas in the CSV export: each name is a text cell, shown by spreadsheets as typed.
@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_csv_export_cells_stay_data(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    rows_to(form, len(FORMULAS))
    for i, name in enumerate(FORMULAS):
        type_into(page, form, f"players.{i}.name", name)
    type_into(page, form, f"players.0.{BOX[calculator_id]}", "3")
    expect(form.locator('output[name="players.0.rank"]')).not_to_have_attribute("data-value", "")
    with page.expect_download() as download:
        form.locator('[data-action="download-csv"]').click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8-sig"))))
    names = [row[1] for row in rows[1:]]
    assert sorted(names) == sorted(f"'{name}" for name in FORMULAS), names
    for row in rows:
        for cell in row:
            # No cell a spreadsheet would run; numbers stay bare numbers.
            assert not re.match(r"[=+\-@\t\r]", cell) or NUMBER.match(cell), (cell, row)
    ranks = [row[0] for row in rows[1:]]
    assert all(rank.isdigit() for rank in ranks), ranks
    # A spreadsheet drops the leading apostrophe: each name reads back as typed.
    assert sorted(name[1:] for name in names) == sorted(FORMULAS)


# 2. Names that could turn figures around are refused at their box, in the page's language.
# (A separator at either end is trimmed like a space: inside a name it stays, and is refused.)
INVISIBLE = ["Bob\u202e", "An\u200bna", "An\u2028na", "Eve\u2029Bob", "\u2066Eve"]


def _turns(name: str) -> bool:
    return any(
        unicodedata.bidirectional(char)
        in ("LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI", "R", "AL", "RLM", "ALM")
        or char in "\u200e\u200f\u061c"
        for char in name
    )


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_names_with_direction_or_invisible_characters_are_refused_at_the_box(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    type_into(page, form, f"players.0.{BOX[calculator_id]}", "3")
    for name in INVISIBLE:
        type_into(page, form, "players.1.name", name)
        message = engine.InputError("players.1.name", "text_invisible").message("en")
        expect(form.locator('[data-error-for="players"]')).to_contain_text(message)
        # No figure stands beside the name, and no total drawn backwards: the results wait.
        expect(form.locator('output[name="players.0.rank"]')).to_have_attribute("data-value", "")
        expect(form.locator("[data-standings]")).to_have_attribute("data-paused", "true")
        # The name, as typed, is isolated wherever it is named: it cannot turn the words after it.
        expect(form.locator("[data-standings]")).to_contain_text(f"\u2068{name}\u2069" if _turns(name) else name)
    type_into(page, form, "players.1.name", "Bob")
    expect(form.locator('output[name="players.0.rank"]')).not_to_have_attribute("data-value", "")
    expect(form.locator("[data-standings] li").filter(has_text="Bob")).to_have_count(1)
    # A right-to-left name is isolated in the standings: its figure stays after it.
    type_into(page, form, "players.1.name", "דוד")
    expect(form.locator("[data-standings] li").filter(has_text="\u2068דוד\u2069")).to_have_count(1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_name_is_told_in_the_pages_language(page, base_url, lang):
    form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
    type_into(page, form, "players.2.name", "Bob\u202e")
    message = engine.InputError("players.2.name", "text_invisible").message(lang)
    expect(form.locator('[data-error-for="players"]')).to_contain_text(message)
    expect(form.locator("[data-box-error], [data-error-for]").filter(has_text=message).first).to_be_visible()


# 3-5. Saved games of the wrong shape: set aside with the notice; the others load; nothing stops the form.
def _bad_games(spec: dict) -> list[dict]:
    seats = [{} for _ in range(spec["min"])]
    return [
        {"gid": "b1", "saved": "yesterday", "inputs": {"players": [{"name": "Ann"}, *seats[1:]]}, "summary": ""},
        {"gid": "b2", "saved": "2026-11-25T17:02:00.000Z", "inputs": {"players": "Ann"}, "summary": ""},
        {"gid": "b3", "saved": "2026-11-25T17:02:00.000Z", "inputs": {"players": [None, *seats[1:]]}, "summary": ""},
        {
            "gid": "b4",
            "saved": "2026-11-25T17:02:00.000Z",
            "inputs": {"players": seats},
            "summary": "",
            "stamps": {"constructor": {"name": 1}},
        },
    ]


def _good_game(spec: dict, gid: str = "good") -> dict:
    # a name and a figure typed (a game of names alone is no game)
    figure = next(name for name, field in spec["fields"].items() if field["type"] == "int")
    players = [{"name": "Ann", figure: "3"}, *({} for _ in range(spec["min"] - 1))]
    return {"gid": gid, "saved": "2026-11-25T17:02:00.000Z", "inputs": {"players": players}, "summary": ""}


def _stored(page, calculator_id: str) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem('{KEY.format(calculator_id)}')") or "null")


def _set_aside(page, calculator_id: str) -> list[str]:
    prefix = KEY.format(calculator_id) + ":set-aside:"
    keys = "(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))"
    return page.evaluate(f"(prefix) => ({keys})(prefix).map((k) => localStorage.getItem(k))", prefix)


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_saved_games_of_the_wrong_shape_are_set_aside_and_the_good_one_loads(page, base_url, calculator_id):
    address = f"{base_url}/en/calculators/{calculator_id}/"
    page.goto(address)
    spec = players_spec(page)
    bad = _bad_games(spec)
    raw = json.dumps({"version": 1, "current": "b1", "games": [*bad, _good_game(spec)]})
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [KEY.format(calculator_id), raw])
    form = open_ready(page, address)
    expect(form.locator("[data-sheet-notice]")).to_contain_text(TEXTS["saved_corrupt"]["en"])
    expect(form.locator("[data-recent-games] li")).to_have_count(1)
    expect(form.locator('[data-recent-games] li[data-game="good"]')).to_have_count(1)
    assert _set_aside(page, calculator_id) == [raw]  # kept whole, never lost
    assert [g["gid"] for g in _stored(page, calculator_id)["games"]] == ["good"]
    # The form computes and saves.
    type_into(page, form, f"players.0.{BOX[calculator_id]}", "3")
    expect(form.locator('output[name="players.0.rank"]')).not_to_have_attribute("data-value", "")
    expect(form.locator("[data-recent-games] li")).to_have_count(2)
    # Opening the good game works; a reload finds nothing more to set aside.
    form.locator('[data-recent-games] li[data-game="good"] [data-open-game]').click()
    expect(form.locator(".calc-row-name").first).to_have_value("Ann")
    page.reload()
    expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
    expect(form.locator("[data-sheet-notice]")).to_be_hidden()
    assert len(_set_aside(page, calculator_id)) == 1


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_a_bad_store_written_by_another_tab_never_stops_the_open_sheet(context, base_url, calculator_id):
    address = f"{base_url}/en/calculators/{calculator_id}/"
    page = context.new_page()
    form = open_ready(page, address)
    type_into(page, form, "players.0.name", "Ann")
    type_into(page, form, f"players.0.{BOX[calculator_id]}", "2")  # a score: now it is a game, saved
    other = context.new_page()
    other.goto(address)
    spec = players_spec(other)
    mine = _stored(page, calculator_id)["games"][0]
    # The other tab writes this game with inherited keys in its stamps, and three broken games.
    forged = {**mine, "stamps": {"constructor": {"name": "x"}, "__proto__": {"polluted": 1}}}
    raw = json.dumps({"version": 1, "current": mine["gid"], "games": [forged, *_bad_games(spec)]})
    other.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [KEY.format(calculator_id), raw])
    other.close()
    expect(form.locator("[data-sheet-notice]")).to_contain_text(TEXTS["saved_corrupt"]["en"])
    for value in ("3", "4"):  # every later change computes and is saved
        type_into(page, form, f"players.0.{BOX[calculator_id]}", value)
        expect(form.locator('output[name="players.0.rank"]')).not_to_have_attribute("data-value", "")
        games = _stored(page, calculator_id)["games"]
        assert str(games[0]["inputs"]["players"][0][BOX[calculator_id]]) == value
        assert "constructor" not in json.dumps(games)
    assert page.evaluate("({}).polluted") is None
    assert raw in _set_aside(page, calculator_id)


# 7. A name's `$` patterns and braces cannot steer a sentence.
def _fill(template: str, **values: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), template)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_with_replacement_patterns_stay_as_typed(page, base_url, lang):
    form = open_ready(page, f"{base_url}/{lang}/calculators/amunre-game/")
    names = ["$'", "{winner}", "$&$`"]
    for i, name in enumerate(names):
        type_into(page, form, f"players.{i}.name", name)
    type_into(page, form, "players.0.gold", "0")  # a score that changes no total: the game is saved
    seats = form.locator('[data-rows="players"] [data-row]').count()
    players = ", ".join([*names, *(str(i + 1) for i in range(len(names), seats))])
    line = form.locator("[data-recent-games] li span").first
    template = TEXTS["recent_game_leads"][lang]  # Amun-Re's sheet opens in the Old Kingdom: not over
    tail = _fill(template.split("{date}", 1)[1], players=players, winner=TEXTS["no_winner"][lang])
    expect(line).to_have_text(re.compile(re.escape(tail) + "$"))
    # The undo note of a removed player names them as typed too.
    form.locator('[data-rows="players"] [data-row="0"] [data-remove-row]').click()
    expect(form.locator("[data-undo-note]")).to_contain_text(_fill(TEXTS["player_removed"][lang], player="$'"))


# 6. Framing: a club page on another site frames a rule page, a calculator and an embed, from a
# host with HOSTING.md's nginx snippet; only the embed renders.
FRAMING_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Club</title></head><body>
<iframe id="rules" src="{site}/en/hamburgum/" title="rules"></iframe>
<iframe id="calculator" src="{site}/en/calculators/hamburgum-depot/" title="calculator"></iframe>
<iframe id="embed" src="{site}/embed/hamburgum-depot/?lang=en" title="embed"></iframe>
</body></html>"""


FRAME_OWN = "(src) => document.body.append(Object.assign(document.createElement('iframe'), { id: 'own', src }))"


@contextlib.contextmanager
def _club(body: str):
    class Club(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the base class's name
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, format: str, *args) -> None:  # noqa: A002
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Club)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.2:{server.server_port}/"
    finally:
        server.shutdown()


def _framed_outcome(page, site: str) -> dict[str, str]:
    """Each frame's document: ours (rendered) or the browser's error page (refused)."""
    outcome = {}
    for name in ("rules", "calculator", "embed"):
        frame = page.locator(f"#{name}").element_handle().content_frame()
        outcome[name] = "rendered" if frame.url.startswith(site) and frame.locator("body *").count() else "refused"
    return outcome


@pytest.mark.hosts
def test_only_the_embed_renders_in_another_sites_frame(page, guard, site_root):
    guard.allow_console("Refused to display")  # the browser says so for each refused frame
    guard.allow_console("frame-ancestors")
    port = free_port()
    block = fill_snippet(hosting_snippet("nginx"), site_root, port, read_headers(site_root)["Content-Security-Policy"])
    with nginx_with(site_root, block, port) as site, _club(FRAMING_PAGE.format(site=site)) as club:
        page.goto(club)
        frame = page.locator("#embed").element_handle().content_frame()
        expect(frame.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
        page.wait_for_timeout(300)  # the refused frames have settled on the browser's error page
        assert _framed_outcome(page, site) == {"rules": "refused", "calculator": "refused", "embed": "rendered"}
        # Framed by the site itself, every page renders.
        page.goto(site + "/en/")
        page.evaluate(FRAME_OWN, site + "/en/calculators/hamburgum-depot/")
        own = page.locator("#own").element_handle().content_frame()
        expect(own.locator("form[data-calculator]")).to_be_attached()
        page.goto("about:blank")


# --- The attacks that held (issue 29): each stays held. Elsewhere: a calculator's link
# (test_sharing.py: hostile query values), unparsable storage (test_score_sheets.py), the
# "open on the site" link (test_embedding.py), no 'unsafe-inline' or 'unsafe-eval' (test_offline.py).
MARKUP_NAMES = ["<img src=x onerror=f()>", "<svg onload=__pwned=1>", '"><b id=injected>x']
INJECTED = "img[src='x'], svg[onload], #injected"


def _no_injection(page, dialogs: list[str]) -> None:
    for frame in page.frames:
        if frame.url.startswith("http"):
            assert frame.evaluate("window.__pwned") is None, frame.url
    assert page.locator(INJECTED).count() == 0
    assert not dialogs, dialogs


def _watch_dialogs(page) -> list[str]:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    return dialogs


def test_markup_in_a_sheets_link_and_names_stays_text(page, base_url):
    """A sheet's link, and names shown in the standings, errors, the undo note and recent games."""
    dialogs = _watch_dialogs(page)
    query = {"players": "4", "players.1.gold": "<script>__pwned=1</script>"}
    query.update({f"players.{i}.name": name for i, name in enumerate(MARKUP_NAMES)})
    form = open_ready(page, f"{base_url}/en/calculators/amunre-game/?{urlencode(query)}")
    for i, name in enumerate(MARKUP_NAMES):
        expect(form.locator(f'.calc-inputs [name="players.{i}.name"]')).to_have_value(name)
    # The error names the player, the standings say which to fix: as text.
    expect(form.locator('[data-error-for="players"]')).to_contain_text(MARKUP_NAMES[1])
    expect(form.locator("[data-standings]")).to_contain_text(MARKUP_NAMES[1])
    _no_injection(page, dialogs)
    type_into(page, form, "players.1.gold", "3")
    expect(form.locator("[data-standings] li").filter(has_text=MARKUP_NAMES[0])).to_have_count(1)
    expect(form.locator("[data-recent-games] li").first).to_contain_text(MARKUP_NAMES[2])
    form.locator('[data-rows="players"] [data-row="0"] [data-remove-row]').click()
    expect(form.locator("[data-undo-note]")).to_contain_text(MARKUP_NAMES[0])
    _no_injection(page, dialogs)


def test_markup_in_the_embeds_options_changes_nothing(page, base_url):
    dialogs = _watch_dialogs(page)
    hostile = {"lang": "<script>__pwned=1</script>", "theme": '"><img src=x onerror=__pwned=1>', "wood": "2"}
    form = open_ready(page, f"{base_url}/embed/hamburgum-depot/?{urlencode(hostile)}")
    assert page.evaluate("[document.documentElement.lang, document.documentElement.dataset.theme ?? null]") == [
        "en",
        None,
    ]
    expect(form.locator('output[name="price"]')).not_to_have_attribute("data-value", "")
    _no_injection(page, dialogs)


@pytest.mark.parametrize(
    "address",
    [
        "/en/?q=<img src=x onerror=__pwned=1>",
        "/en/hamburgum/?h=<img src=x onerror=__pwned=1>",
        "/en/hamburgum/#<img src=x onerror=__pwned=1>",
        '/cs/?q="><svg onload=__pwned=1>',
    ],
)
def test_markup_in_a_docs_pages_search_highlight_and_fragment_stays_text(page, base_url, address):
    dialogs = _watch_dialogs(page)
    page.goto(base_url + address)
    page.wait_for_load_state("networkidle")
    _no_injection(page, dialogs)
    assert page.locator("img[src='x'], svg[onload]").count() == 0


def test_hostile_numbers_and_sizes_are_answered_by_a_clear_error_within_5_s(page, base_url):
    # A link with 99 players, a 3 000-character name and 2 500 brackets: rows kept within the
    # table's limits, the name within its box, and the brackets refused at their box.
    query = {"players": "99", "players.0.name": "x" * 3000, "players.0.settlements": "[" * 2500 + "]" * 2500}
    form = open_ready(page, f"{base_url}/en/calculators/catan-game/?{urlencode(query)}")
    assert form.locator('[data-rows="players"] [data-row]').count() <= players_spec(page)["max"]
    expect(form.locator(".calc-inputs [name='players.0.name']")).to_have_value("x" * 24)
    not_integer = engine.InputError("players.0.settlements", "not_integer", min=0, max=5).message("en")
    expect(form.locator('[data-error-for="players"]')).to_contain_text(not_integer, timeout=5_000)
    expect(form.locator('output[name="players.0.rank"]')).to_have_attribute("data-value", "")
    # Numbers typed: each a clear error at its box within 5 s, no NaN, and then a good value computes.
    form = open_ready(page, f"{base_url}/en/calculators/hamburgum-depot/")
    message = engine.InputError("wood", "not_integer", min=0, max=10).message("en")
    for typed in ("10**10**6", "1e309", "9" * 400, "[" * 2500, "-" * 3000):
        started = page.evaluate("performance.now()")
        form.locator('input[name="wood"]').fill(typed)
        expect(form.locator('[data-error-for="wood"]')).to_have_text(message, timeout=5_000)
        expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "")
        assert page.evaluate("performance.now()") - started < 5_000, typed
        assert "NaN" not in form.locator(".calc-results").inner_text()
    form.locator('input[name="wood"]').fill("4")
    price = engine.calculate("hamburgum-depot", {"wood": 4, "brick": 0, "bell": 0})["price"]  # a neutral start
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(price))


def test_a_link_cannot_pollute_prototypes(page, base_url):
    query = "__proto__.polluted=1&constructor.prototype.polluted=1&__proto__[polluted]=1&players.__proto__=1"
    query += "&players.0.__proto__=1&players.0.constructor=1&players.1.name=__proto__&wood=2"
    for path in ("/en/calculators/hamburgum-depot/", "/en/calculators/catan-game/"):
        form = open_ready(page, f"{base_url}{path}?{query}")
        assert page.evaluate("[({}).polluted, [].polluted, Object.prototype.polluted]") == [None, None, None]
        expect(form.locator("output").first).not_to_have_attribute("data-value", "")
        expect(form.locator("[role=alert]:visible").filter(has_text=re.compile(r"\S"))).to_have_count(0)


EMBED_CLUB = """<!doctype html><html><head><meta charset="utf-8"><title>Club</title></head><body>
<iframe id="calculator" src="{site}/embed/hamburgum-depot/?lang=en&wood=2" title="Depot" style="width:100%;border:0">
</iframe>
<script src="{site}/embed/embed.js" async></script>
</body></html>"""
HEIGHT = "rules-calculators:height"


def test_an_embed_ignores_forged_messages_and_its_height_is_ours_and_clamped(page, base_url):
    with _club(EMBED_CLUB.format(site=base_url)) as club:
        page.goto(club)
        frame = page.locator("#calculator").element_handle().content_frame()
        form = frame.locator("form[data-calculator]")
        expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
        height = lambda: page.evaluate("parseFloat(document.querySelector('#calculator').style.height)")  # noqa: E731
        page.wait_for_function("() => parseFloat(document.querySelector('#calculator').style.height) > 100")
        settled = height()
        # From the club's own origin (any other site): ignored.
        page.evaluate(f"window.postMessage({{type: '{HEIGHT}', height: 5}}, '*')")
        page.wait_for_timeout(200)
        assert height() == settled
        # From our origin: clamped to 100–10 000 px.
        for sent, shown in ((1e9, 10_000), (-5, 100), (float("nan"), None)):
            frame.evaluate(f"(h) => parent.postMessage({{type: '{HEIGHT}', height: h}}, '*')", sent)
            page.wait_for_timeout(200)
            assert height() == (shown if shown is not None else height()), sent
        # Forged worker replies and compute requests posted into the embed change nothing.
        price = form.locator('output[name="price"]').get_attribute("data-value")
        count = form.get_attribute("data-computed")
        for forged in (
            {"type": "result", "id": 1, "result": {"price": 999999}, "presented": {}},
            {"type": "compute", "id": 1, "calculator": "hamburgum-depot", "inputs": {"wood": 9}},
            {"type": "ready"},
            {"type": "failed", "code": "boot"},
        ):
            page.evaluate("(m) => document.querySelector('#calculator').contentWindow.postMessage(m, '*')", forged)
        page.wait_for_timeout(300)
        assert form.locator('output[name="price"]').get_attribute("data-value") == price
        assert form.get_attribute("data-computed") == count
        expect(form).to_have_attribute("data-state", "ready")
        page.goto("about:blank")
