"""Shared links, hostile query values, and embedding on a club's site (another origin)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

import engine
from sitebuild.tools.serve import serve_in_thread
from tests.browser.calculators import READY_MS, open_ready

DEPOT = "/en/calculators/hamburgum-depot/"


def test_inputs_follow_the_address_and_a_shared_link_restores_them(page, base_url):
    form = open_ready(page, base_url + DEPOT)
    form.locator('input[name="wood"]').fill("4")
    four = str(engine.calculate("hamburgum-depot", {"wood": 4})["price"])  # from the neutral start
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", four)
    assert "wood=4" in page.url
    shared = page.url

    page.goto(base_url + "/en/")
    form = open_ready(page, shared)
    expect(form.locator('input[name="wood"]')).to_have_value("4")
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", four)

    form.locator('[data-action="reset"]').click()
    expect(form.locator('input[name="wood"]')).to_have_value("0")
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "0")
    assert "wood=" not in page.url


def test_a_shared_link_restores_rows(page, base_url):
    inputs = {"cities": 3, "players": [{"farmers": 1}, {"farmers": 2}, {"farmers": 4, "farmhouses": 1}]}
    query = {
        "cities": "3",
        "players.0.farmers": "1",
        "players.1.farmers": "2",
        "players.2.farmers": "4",
        "players.2.farmhouses": "1",
        "players.0.farmhouses": "0",
    }
    form = open_ready(page, f"{base_url}/cs/calculators/carcassonne-farmhouse/?{urlencode(query)}")
    expect(form.locator('[data-rows="players"] [data-row]')).to_have_count(3)
    expected = engine.calculate(
        "carcassonne-farmhouse",
        {
            **inputs,
            "players": [
                {"farmers": 1, "farmhouses": 0, "pigs": 0},
                {"farmers": 2, "farmhouses": 0, "pigs": 0},
                {"farmers": 4, "farmhouses": 1, "pigs": 0},
            ],
        },
    )
    for i, player in enumerate(expected["players"]):
        expect(form.locator(f'output[name="players.{i}.points"]')).to_have_attribute(
            "data-value", str(player["points"])
        )


def test_copy_link_puts_the_address_on_the_clipboard(page, base_url, context):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    form = open_ready(page, base_url + DEPOT)
    form.locator('input[name="brick"]').fill("3")
    form.locator('[data-action="copy-link"]').click()
    expect(form.locator("[data-copied]")).to_be_visible()
    assert "brick=3" in page.evaluate("navigator.clipboard.readText()")


@pytest.mark.parametrize(
    "hostile",
    ["<script>window.__pwned=1</script>", '"><img src=x onerror="window.__pwned=1">', "1e999", "9" * 400],
)
def test_hostile_query_values_are_errors_not_markup(page, base_url, guard, hostile):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    form = open_ready(page, f"{base_url}{DEPOT}?{urlencode({'wood': hostile})}")
    alert = form.locator('[data-error-for="wood"]')
    expect(alert).to_have_text(engine.InputError("wood", "not_integer", min=0, max=10).message("en"))
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "")
    assert page.evaluate("window.__pwned") is None
    assert page.locator("img[src='x']").count() == 0
    assert not dialogs


def test_hostile_value_for_a_checkbox_is_an_error(page, base_url):
    form = open_ready(page, f"{base_url}/en/calculators/catan-vp/?{urlencode({'longest_road': '<b>yes</b>'})}")
    expect(form.locator('[data-error-for="longest_road"]')).to_have_text(
        engine.InputError("longest_road", "not_boolean").message("en")
    )


HOST_PAGE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Club</title></head><body>
<h1>Our club</h1>
<iframe id="calc" src="{site}/embed/hamburgum-depot/?lang=cs&wood=3" title="Depot" loading="lazy"
        style="width:100%;border:0"></iframe>
<script src="{site}/embed/embed.js" async></script>
</body></html>"""


@pytest.fixture
def club_site(tmp_path: Path, base_url):
    (tmp_path / "index.html").write_text(HOST_PAGE.format(site=base_url), encoding="utf-8")
    server = serve_in_thread(tmp_path)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def test_embedded_on_another_origin_the_iframe_fits_and_works(page, club_site):
    page.goto(club_site + "/")
    frame = page.frame_locator("#calc")
    form = frame.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
    preset = engine.calculate("hamburgum-depot", {"wood": 3})["price"]  # ?wood=3 over the neutral start
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(preset))
    form.locator('input[name="bell"]').check()
    rung = engine.calculate("hamburgum-depot", {"wood": 3, "bell": 1})["price"]
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(rung))
    iframe = page.locator("#calc")
    page.wait_for_function("document.getElementById('calc').getBoundingClientRect().height > 300")
    content = frame.locator("html").evaluate("html => html.scrollHeight")
    height = iframe.evaluate("f => f.getBoundingClientRect().height")
    assert abs(height - content) <= 2, (height, content)

    # A message from any other origin (here: the club's page itself) is ignored.
    page.evaluate("window.postMessage({type: 'rules-calculators:height', calculator: 'x', height: 5000}, '*')")
    page.wait_for_timeout(300)
    assert abs(iframe.evaluate("f => f.getBoundingClientRect().height") - height) <= 2


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_embed_follows_theme(page, base_url, theme):
    open_ready(page, f"{base_url}/embed/catan-odds/?lang=ru&theme={theme}")
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert (background == "rgb(30, 33, 41)") == (theme == "dark"), background


def test_player_names_label_the_results_and_travel_in_links(page, base_url):
    hostile = '<img src=x onerror="window.__pwned=1">'
    query = {"players.0.name": "Anna", "players.1.name": hostile, "players.0.mayors": "1", "players.0.knights": "0"}
    form = open_ready(page, f"{base_url}/en/calculators/carcassonne-city/?{urlencode(query)}")
    expect(form.locator('.calc-row-name[name="players.0.name"]')).to_have_value("Anna")
    rows = form.locator('table[data-table="players"] tbody tr')
    expect(rows.nth(0).locator("th")).to_contain_text("Anna")
    expect(rows.nth(1).locator("th")).to_contain_text(hostile[:24])
    assert page.evaluate("window.__pwned") is None
    form.locator('.calc-row-name[name="players.0.name"]').fill("Bára")
    expect(rows.nth(0).locator("th")).to_contain_text("Bára")
    assert "players.0.name=B%C3%A1ra" in page.url


def _rows_calculators() -> list[str]:
    return [
        calc_id
        for calc_id in engine.calculators()
        if any(d["type"] == "rows" for d in engine.describe(calc_id)["inputs"].values())
    ]


SNAPSHOT = """
() => {
  const form = document.querySelector("form[data-calculator]");
  const value = (c) => (c.type === "checkbox" ? c.checked : c.value);
  const inputs = [...form.querySelectorAll(".calc-inputs [name]")].map((c) => [c.name, value(c)]);
  const outputs = [...form.querySelectorAll(".calc-results output")].map((o) => [o.name, o.dataset.value]);
  const alerts = [...form.querySelectorAll("[data-error-for]")].map((a) => a.textContent);
  return { inputs, outputs, alerts };
}
"""


@pytest.mark.parametrize("calculator_id", _rows_calculators())
def test_a_link_reproduces_emptied_and_shortened_tables(page, base_url, calculator_id):
    """Every rows input cut down to its minimum (emptied where it may be): the link must give
    the same rows, values and results elsewhere, not the default rows."""
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    for fieldset in form.locator("fieldset[data-rows]").all():
        removable = fieldset.locator("[data-row] [data-remove-row]:not([disabled])")
        while removable.count():
            computed = form.get_attribute("data-computed") or "0"
            removable.last.click()
            # Each removal is computed before the next. (A sheet may compute its start twice,
            # once for the engine's start and once for the restored game: count changes, not totals.)
            expect(form).not_to_have_attribute("data-computed", computed)
    _settled(page, form)
    before = page.evaluate(SNAPSHOT)
    # The form's own "Copy link" (score sheets keep their game on the device, not in the address).
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    form.locator('[data-action="copy-link"]').click()
    expect(form.locator("[data-copied]")).to_be_visible()
    link = page.evaluate("navigator.clipboard.readText()")
    assert "?" in link

    other = page.context.new_page()
    form = open_ready(other, link)
    expect(form).not_to_have_attribute("data-computed", "0")
    _settled(other, form)
    assert other.evaluate(SNAPSHOT) == before
    other.close()


def _settled(page, form) -> None:
    """No computation still on its way: the count of results stays put for half a second."""
    for _ in range(20):
        computed = form.get_attribute("data-computed")
        page.wait_for_timeout(500)
        if form.get_attribute("data-computed") == computed:
            return
    raise AssertionError("the form keeps computing")


def test_check_your_board_can_be_confirmed_and_the_link_keeps_it(page, base_url):
    form = open_ready(page, f"{base_url}/en/calculators/hamburgum-tokens/")
    notice = form.locator("[data-check-board]")
    expect(notice).to_be_visible()
    listed = notice.locator("[data-check-list]").inner_text()
    button = form.locator('[data-confirm="building_each"]')
    name = button.get_attribute("data-confirm")
    field = form.locator(f'[data-field="{name}"], [data-rows="{name}"]')
    expect(field.locator(".calc-check")).to_be_visible()
    button.click()
    expect(field.locator(".calc-check")).to_be_hidden()
    expect(button).to_be_hidden()
    assert f"confirmed={name}" in page.url
    label = field.locator("label, legend").first.inner_text().replace("check your board", "").strip()
    if notice.is_visible():
        assert label not in notice.locator("[data-check-list]").inner_text()
    assert label in listed

    other = page.context.new_page()
    form = open_ready(other, page.url)
    expect(form.locator(f'[data-field="{name}"] .calc-check, [data-rows="{name}"] .calc-check')).to_be_hidden()
    expect(form).not_to_have_attribute("data-computed", "0")
    if form.locator("[data-check-board]").is_visible():
        assert label not in form.locator("[data-check-list]").inner_text()
    other.close()
