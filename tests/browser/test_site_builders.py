"""The calculators where clubs build their sites: each site builder's way of wrapping an
embed, reproduced on loopback addresses (the builder's page on 127.0.0.2, its user-content
origin on 127.0.0.3 where it has one, our site on 127.0.0.1) with the sandbox flags the
builders set (the facts are in the issue and in the site's embed guide, templates/embed-guide.md.j2). In each, a
calculator and a score sheet start and compute, the frame fits its content or scrolls to it,
copying gives the text or a selected field, and the CSV downloads or "open on the site" is
offered. Then a sheet on a club's page whose frame storage is refused: the club's page keeps
its game (runtime/club/embed.js), per frame, and for our frames only."""

from __future__ import annotations

import http.server
import json
import threading
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from sitebuild.calculators import oembed
from sitebuild.calculators.render import ui_texts
from tests.browser.calculators import READY_MS, evaluate_until
from tests.browser.conftest import ARTIFACTS, guarded_context
from tests.browser.test_embedding import _changed, _expect_computes, _spec

TEXTS = ui_texts()
SHOTS = ARTIFACTS / "site-builders"  # 360 px screenshots of each wrapping, to look at
SHOTS_OF = ("google-sites-code", "google-sites-url", "wordpress-link")
CALCULATOR, SHEET = "hamburgum-depot", "catan-game"

# The sandbox flags the builders put on their frames.
GOOGLE_SITES = "allow-scripts allow-popups allow-forms allow-same-origin allow-popups-to-escape-sandbox allow-downloads"
WIX_SANDBOXED = "allow-same-origin allow-forms allow-popups allow-scripts allow-pointer-lock"
WORDPRESS = "allow-scripts"


class Pages(http.server.BaseHTTPRequestHandler):
    """A builder's server: the pages of its `pages` dict, by path."""

    pages: dict[str, str] = {}

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        body = self.pages.get(self.path)
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.end_headers()
        self.wfile.write((body or "").encode())

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        pass


def _serve(host: str):
    handler = type("Builder", (Pages,), {"pages": {}})
    server = http.server.ThreadingHTTPServer((host, 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, handler.pages, f"http://{host}:{server.server_port}"


def _page(body: str, head: str = "") -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<link rel="icon" href="data:,"><title>Club</title>{head}</head>'
        f'<body style="margin:0 8px;font-family:sans-serif"><h1>Club</h1>{body}</body></html>'
    )


def _snippet(site: str, calculator_id: str, frame_id: str) -> str:
    """The snippet a calculator page shows, as a club pastes it."""
    return (
        f'<iframe id="{frame_id}" src="{site}/embed/{calculator_id}/?lang=en" title="{calculator_id}"'
        ' allow="clipboard-write" loading="lazy" style="width:100%;border:0"></iframe>'
    )


# WordPress's script for embeds (wp-embed), as its behaviour is documented: a message carrying an
# embed's secret shows that embed's frame, hides its blockquote, and sets the frame's height
# from a "height" message, between 200 and 1000 px. Written here for the test.
WP_EMBED = """<script>
window.heights = [];
window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || !data.secret || /[^a-zA-Z0-9]/.test(data.secret)) return;
  const quotes = document.querySelectorAll(`blockquote[data-secret="${data.secret}"]`);
  for (const quote of quotes) quote.style.display = "none";
  for (const frame of document.querySelectorAll(`iframe[data-secret="${data.secret}"]`)) {
    if (event.source !== frame.contentWindow) continue;
    frame.removeAttribute("style");
    if (data.message === "height") {
      window.heights.push([data.secret, data.value]);
      frame.height = Math.min(1000, Math.max(200, parseInt(data.value, 10)));
    }
  }
});
</script>"""


def _wordpress(html: str, secret: str) -> str:
    """What WordPress makes of an oEmbed `html` (wp_filter_oembed_result): the secret in the
    address and on both elements, the frame hidden until its script hears from it, sandboxed."""
    html = html.replace('" width=', f'#?secret={secret}" data-secret="{secret}" width=', 1)
    html = html.replace("<blockquote>", f'<blockquote class="wp-embedded-content" data-secret="{secret}">')
    return html.replace(
        "<iframe ",
        f'<iframe class="wp-embedded-content" sandbox="{WORDPRESS}" security="restricted"'
        ' style="position: absolute; visibility: hidden;" ',
    )


@pytest.fixture(scope="module")
def builders(base_url):
    """Each wrapping, by name: the builder's page (127.0.0.2) for the calculator and the sheet."""
    builder, pages, builder_url = _serve("127.0.0.2")
    content, content_pages, content_url = _serve("127.0.0.3")
    site = base_url
    both = [("calculator", CALCULATOR), ("sheet", SHEET)]
    snippets = "".join(_snippet(site, c, f) for f, c in both) + f'<script src="{site}/embed/embed.js" async></script>'
    # WordPress Custom HTML block, Squarespace code block, Tilda T123: the snippet in the page.
    pages["/inline"] = _page(snippets)
    # Wix "Code" (an HTML element): the snippet in a document of its user-content origin.
    content_pages["/wix"] = _page(snippets)
    pages["/wix-code"] = _page(
        f'<iframe id="outer" src="{content_url}/wix" style="width:100%;height:700px;border:0"></iframe>'
    )
    # Discourse, Wix "Website address": our page in a plain frame of fixed height, no script.
    pages["/plain"] = _page(
        "".join(
            f'<iframe id="{f}" src="{site}/embed/{c}/?lang=en" width="100%" height="500" style="border:0"></iframe>'
            for f, c in both
        )
    )
    # Google Sites "Embed code": a sandboxed frame on its user-content origin holds the snippet.
    content_pages["/google"] = _page(snippets)
    pages["/google-sites-code"] = _page(
        f'<iframe id="outer" sandbox="{GOOGLE_SITES}" src="{content_url}/google"'
        ' style="width:100%;height:700px;border:0"></iframe>'
    )
    # Google Sites "By URL": our page in that sandbox, 600 px high, not scrolling.
    pages["/google-sites-url"] = _page(
        "".join(
            f'<iframe id="{f}" sandbox="{GOOGLE_SITES}" scrolling="no" src="{site}/embed/{c}/?lang=en"'
            ' style="width:100%;height:600px;border:0"></iframe>'
            for f, c in both
        )
    )
    # Wix "Website address", its sandboxed copy.
    pages["/wix-url-sandboxed"] = _page(
        "".join(
            f'<iframe id="{f}" sandbox="{WIX_SANDBOXED}" src="{site}/embed/{c}/?lang=en"'
            ' style="width:100%;height:500px;border:0"></iframe>'
            for f, c in both
        )
    )
    # WordPress, the embed's address pasted into the editor: our oEmbed JSON as WordPress uses it.
    provider = TEXTS["site_name"]
    wordpress = ""
    for (frame_id, calculator_id), secret in zip(both, ["Wp7sEcReT1", "Wp7sEcReT2"], strict=True):
        spec = _spec(calculator_id)
        answer = json.loads(oembed.files(site + "/", spec, provider)[oembed.json_name("en")])
        wordpress += _wordpress(answer["html"], secret).replace("<iframe ", f'<iframe id="{frame_id}" ', 1)
    # The block library's rule for embeds keeps a wide frame within the column.
    pages["/wordpress-link"] = _page(wordpress + WP_EMBED, "<style>.wp-embedded-content { max-width: 100%; }</style>")
    yield {"builder": builder_url, "content": content_url}
    builder.shutdown()
    content.shutdown()


# name: (nested in a user-content frame, copy lands on the clipboard, CSV downloads, our embed.js runs)
WRAPPINGS = {
    "inline": (False, True, True, True),
    "wix-code": (True, False, True, True),  # its frame does not pass the clipboard on
    "plain": (False, False, True, False),
    "google-sites-code": (True, False, True, True),
    "google-sites-url": (False, False, True, False),
    "wix-url-sandboxed": (False, False, False, False),
    "wordpress-link": (False, False, False, False),
}


def _frame(page, selector: str, nested: bool):
    outer = page.locator("#outer").element_handle().content_frame() if nested else page.main_frame
    return outer.locator(selector).element_handle().content_frame(), outer


def _reaches_its_end(frame, outer, selector: str) -> None:
    """The frame is as tall as its content, or its content scrolls inside it to the end."""
    outer.locator(selector).scroll_into_view_if_needed()  # Chromium pauses frames out of view
    for _ in range(30):  # a grown frame follows its content's latest change within moments
        inner = frame.evaluate(END)
        frame_height = outer.evaluate("s => document.querySelector(s).getBoundingClientRect().height", selector)
        if inner["scrolling"] or abs(frame_height - inner["content"]) <= 2:
            break
        frame.wait_for_timeout(100)
    if inner["scrolling"]:
        assert inner["bottom"] <= inner["view"] + 1, inner  # the last button scrolled into view
    else:
        assert abs(frame_height - inner["content"]) <= 2, (frame_height, inner)  # grown to fit


# Scrolled to the end: whether the page scrolls inside its frame, and where its last button is.
END = """() => {
  const host = document.querySelector(".calc-host");
  const root = document.documentElement;
  const scrolling = root.classList.contains("calc-embed-scroll");
  const scroller = scrolling ? host : document.scrollingElement;
  scroller.scrollTop = scroller.scrollHeight;
  const last = [...document.querySelectorAll("form button")].filter((b) => b.offsetParent).pop();
  const bottom = last.getBoundingClientRect().bottom;
  return { scrolling, bottom, view: innerHeight, content: scrolling ? host.scrollHeight : root.scrollHeight };
}"""


def _copies(frame, button: str, expected: str, clipboard: bool) -> str:
    """Copying gives the text: on the clipboard, or in a selected field. Returns which."""
    frame.locator(button).click()
    field = frame.locator("[data-copy-field] textarea")
    if clipboard:
        expect(field).to_have_count(0)
        return "clipboard"
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    assert expected in field.input_value()
    selected = "() => { const f = document.activeElement; return [f.selectionStart, f.selectionEnd, f.value.length]; }"
    start, end, length = frame.evaluate(selected)
    assert (start, end) == (0, length)
    expect(frame.locator("[data-copy-field] span")).to_have_text(TEXTS["copy_by_hand"]["en"])
    return "field"


@pytest.mark.parametrize("wrapping", list(WRAPPINGS))
def test_a_site_builders_wrapping_runs_a_calculator_and_a_sheet(browser, guard, builders, base_url, wrapping):
    nested, clipboard, downloads, sized = WRAPPINGS[wrapping]
    if not clipboard:
        guard.allow_console("Clipboard")  # the permissions policy's refusal, said by the browser
    if not downloads:
        guard.allow_console("Download is disallowed")
    context = guarded_context(browser, guard, viewport={"width": 360, "height": 740}, has_touch=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{builders['builder']}/{wrapping}")
    for selector, calculator_id in (("#calculator", CALCULATOR), ("#sheet", SHEET)):
        frame, outer = _frame(page, selector, nested)
        form = frame.locator("form[data-calculator]")
        expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
        _expect_computes(frame, calculator_id)
        # Origin "null" may start no worker from our address: the engine runs in the page.
        worker = frame.evaluate("document.documentElement.dataset.engineWorker")
        assert worker == ("page" if wrapping == "wordpress-link" else "dedicated")
        if sized:  # our embed.js sizes the frame: it grows instead of scrolling inside
            frame.wait_for_function(
                "() => !document.documentElement.classList.contains('calc-embed-scroll')", polling=100
            )
        _reaches_its_end(frame, outer, selector)
        if wrapping in SHOTS_OF:
            SHOTS.mkdir(parents=True, exist_ok=True)
            outer.locator(selector).evaluate("f => f.scrollIntoView()")
            page.screenshot(path=str(SHOTS / f"{wrapping}-{selector[1:]}-360.png"))
        # The browser's clipboard is shared by every context: emptied first, so that what is read
        # is this copy's (a read before the copy's write had landed once found another test's).
        if clipboard:
            page.evaluate("navigator.clipboard.writeText('')")
        if calculator_id == CALCULATOR:
            how = _copies(frame, '[data-action="copy-link"]', "/embed/hamburgum-depot/", clipboard)
        else:
            how = _copies(frame, '[data-action="copy-text"]', "", clipboard)
        if how == "clipboard":
            copied = evaluate_until(page, "navigator.clipboard.readText()", bool, 10_000, "no text copied")
            assert ("/embed/hamburgum-depot/" if calculator_id == CALCULATOR else "") in copied and copied
    sheet, _ = _frame(page, "#sheet", nested)
    notice = sheet.locator("[data-sheet-notice]")
    if downloads:
        with page.expect_download() as download:
            sheet.locator('[data-result-actions] [data-action="download-csv"]').click()
        assert download.value.suggested_filename.startswith("catan-game-")
    elif wrapping == "wordpress-link":
        # No storage, popups or downloads in WordPress's frame: said, and the address given.
        expect(sheet.locator('[data-action="download-csv"]').first).to_be_hidden()
        expect(notice).to_contain_text(TEXTS["not_kept_sealed"]["en"])
        address = urlparse(notice.locator("input[data-full-sheet]").input_value())
        assert f"{address.scheme}://{address.netloc}" == base_url
        assert address.path == "/en/calculators/catan-game/"
        carried = _changed(SHEET)["players"][0]["settlements"]
        assert parse_qs(address.query)["players.0.settlements"] == [str(carried)]
    else:
        expect(notice.locator("a[data-full-sheet]")).to_have_text(TEXTS["open_full_sheet"]["en"])
    if wrapping == "wordpress-link":
        # WordPress's script sized each frame from our messages, which carried its secret.
        heights = page.evaluate("window.heights")
        assert {secret for secret, _ in heights} == {"Wp7sEcReT1", "Wp7sEcReT2"}
        for selector, secret in (("#calculator", "Wp7sEcReT1"), ("#sheet", "Wp7sEcReT2")):
            latest = [value for s, value in heights if s == secret][-1]
            assert page.locator(selector).get_attribute("height") == str(min(1000, max(200, latest)))
            expect(page.locator(f'blockquote[data-secret="{secret}"]')).to_be_hidden()
    if wrapping in SHOTS_OF:
        notice.evaluate("n => n.scrollIntoView()")
        page.screenshot(path=str(SHOTS / f"{wrapping}-sheet-notice-360.png"))
    context.close()
    assert not guard.problems(), guard.problems()


# --- A club's page keeps the games its sheet frames may not ---------------------------------

# A frame of another site on the club's page: asks embed.js for a sheet's game, and writes one.
ROGUE = """<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script>
window.answers = [];
addEventListener("message", (event) => window.answers.push(JSON.stringify(event.data)));
for (const op of ["read", "write"]) {
  parent.postMessage({ type: "rules-calculators:store", op, request: 0, value: '{"version":1,"games":[]}' }, "*");
}
// and a forged answer to a sheet frame, as if from the club's page
parent.frames[0].postMessage({ type: "rules-calculators:store", op: "kept", request: 0, value: "{}", where: "x" }, "*");
</script></body></html>"""


@pytest.fixture(scope="module")
def two_sheets(builders, base_url):
    """A club page (127.0.0.2) with two frames of one sheet and embed.js, and a frame of
    another site (127.0.0.3) that tries to reach their games."""
    club, pages, club_url = _serve("127.0.0.2")
    rogue, rogue_pages, rogue_url = _serve("127.0.0.3")
    rogue_pages["/rogue"] = ROGUE
    frames = _snippet(base_url, SHEET, "first") + _snippet(base_url, SHEET, "second")
    pages["/club"] = _page(frames + f'<script src="{base_url}/embed/embed.js" async></script>')
    pages["/club-rogue"] = _page(
        frames
        + f'<iframe id="rogue" src="{rogue_url}/rogue"></iframe><script src="{base_url}/embed/embed.js"></script>'
    )
    yield club_url
    club.shutdown()
    rogue.shutdown()


def _settlements(frame):
    return frame.locator('.calc-inputs [name="players.0.settlements"]')


def test_a_club_page_keeps_each_sheet_frames_game_and_gives_it_back(browser, guard, two_sheets, base_url):
    context = guarded_context(browser, guard, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{two_sheets}/club")
    host = urlparse(two_sheets).netloc
    frames = [page.frame_locator(s) for s in ("#first", "#second")]
    for frame, value in zip(frames, ["4", "2"], strict=True):
        expect(frame.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
        notice = frame.locator("[data-sheet-notice]")
        expect(notice).to_contain_text(TEXTS["kept_by_page"]["en"].replace("{site}", host))
        expect(notice.locator("a[data-full-sheet]")).to_have_count(0)  # nothing to rescue
        _settlements(frame).fill(value)
    # The club's storage: one key per frame, holding that frame's game and nothing else.
    keys = [f"rules-calculators:{base_url}/embed/{SHEET}/#{i}" for i in (0, 1)]
    page.wait_for_function("keys => keys.every((k) => localStorage.getItem(k)?.includes('settlements'))", arg=keys)
    stored = page.evaluate("() => Object.keys(localStorage)")
    assert sorted(stored) == keys
    games = [json.loads(page.evaluate(f"localStorage.getItem('{k}')"))["games"] for k in keys]
    assert [g[0]["inputs"]["players"][0]["settlements"] for g in games] == ["4", "2"]
    page.reload()
    for frame, value in zip(frames, ["4", "2"], strict=True):
        expect(frame.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
        expect(_settlements(frame)).to_have_value(value)
        expect(frame.locator("[data-recent-games] li")).to_have_count(1)
    context.close()
    assert not guard.problems(), guard.problems()


def test_a_frame_of_another_site_can_neither_read_nor_write_the_kept_games(browser, guard, two_sheets, base_url):
    context = guarded_context(browser, guard)
    page = context.new_page()
    page.set_default_timeout(30_000)
    key = f"rules-calculators:{base_url}/embed/{SHEET}/#0"
    page.goto(f"{two_sheets}/club")  # the club's page keeps a game first
    first = page.frame_locator("#first")
    expect(first.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    _settlements(first).fill("3")
    page.wait_for_function("k => localStorage.getItem(k)?.includes('settlements')", arg=key)
    kept = page.evaluate("k => localStorage.getItem(k)", key)
    page.goto(f"{two_sheets}/club-rogue")
    first = page.frame_locator("#first")
    expect(first.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
    expect(_settlements(first)).to_have_value("3")  # the forged answer was not taken
    rogue = page.locator("#rogue").element_handle().content_frame()
    page.wait_for_timeout(1_000)
    assert rogue.evaluate("window.answers") == []  # nothing came back
    assert page.evaluate("k => localStorage.getItem(k)", key) == kept  # nothing was written
    context.close()
    assert not guard.problems(), guard.problems()
