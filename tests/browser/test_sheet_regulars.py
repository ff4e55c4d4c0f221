"""The regulars one tap away (issue 33, 2): the names typed on any sheet of this device come
back on a fresh sheet, in the last table's seat order; "Same table as last time" is one tap;
forgetting them works; nothing of them leaves the device. At 360 × 740 with touch."""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest
from playwright.sync_api import expect

from sitebuild.calculators.render import ui_texts
from tests.browser.calculators import open_ready
from tests.browser.test_sheet_surprises import NAMES, phone

TEXTS = ui_texts()
KEY = "rules-calculators:regulars"


def type_names(form, names: list[str]) -> None:
    """As a player does: each box typed, then left (its change event)."""
    for i, name in enumerate(names):
        box = form.locator(f'.calc-inputs [name="players.{i}.name"]')
        box.fill(name)
        box.dispatch_event("change")


@pytest.mark.parametrize(
    ("lang", "first", "second"), [("cs", "hamburg-game", "catan-game"), ("ru", "catan-game", "amunre-game")]
)
def test_names_from_one_sheet_start_another_in_one_tap(context_pool, guard, base_url, lang, first, second):
    names = NAMES[lang]
    seated = [names[2], names[0], names[3], names[1]]  # the seat order of the last table, not alphabetical
    with phone(context_pool, guard) as page:
        requests: list[str] = []
        page.on("request", lambda request: requests.append(unquote(request.url) + (request.post_data or "")))
        form = open_ready(page, f"{base_url}/{lang}/calculators/{first}/")
        expect(form.locator("[data-regulars]")).to_have_count(0)  # nothing typed on this device yet
        type_names(form, seated)
        expect(form.locator("[data-regulars]")).to_have_count(0)  # every seat named: nothing to offer

        form = open_ready(page, f"{base_url}/{lang}/calculators/{second}/")
        panel = form.locator("[data-regulars]")
        same = panel.locator('[data-action="same-table"]')
        expect(same).to_have_text(TEXTS["same_table"][lang].replace("{names}", ", ".join(seated)))
        expect(panel.locator("[data-regular]")).to_have_text(seated)
        # Opening the page and one tap: last time's four players, in their seats.
        same.tap()
        for i, name in enumerate(seated):
            expect(form.locator(f'.calc-inputs [name="players.{i}.name"]')).to_have_value(name)
        expect(form.locator("[data-standings]")).to_contain_text(seated[0])
        expect(panel).to_have_count(0)
        # Kept on this device only: in its storage, in no request.
        assert json.loads(page.evaluate(f"localStorage.getItem('{KEY}')"))["table"] == seated
        assert not [url for url in requests if any(name in url for name in names)]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_name_button_seats_one_player_and_forgetting_clears_them(context_pool, guard, base_url, lang):
    names = NAMES[lang]
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/hamburgum-game/")
        type_names(form, names)
        form.locator('[data-action="new-game"]').tap()  # "keep the names" on: the same four
        form.locator("[data-keep-names]").uncheck()
        form.locator('[data-action="new-game"]').tap()
        panel = form.locator("[data-regulars]")
        expect(panel.locator("[data-regular]")).to_have_text(names)
        # One tap: the next empty seat; the name is then no longer offered.
        panel.locator(f'[data-regular="{names[1]}"]').tap()
        expect(form.locator('.calc-inputs [name="players.0.name"]')).to_have_value(names[1])
        expect(panel.locator("[data-regular]")).to_have_text([names[0], *names[2:]])
        expect(panel.locator('[data-action="same-table"]')).to_have_count(0)  # a seat is taken: no longer fresh
        # Forget: gone from the page and from the device, and not offered again.
        panel.locator('[data-action="forget-names"]').tap()
        expect(form.locator("[data-regulars]")).to_have_count(0)
        assert page.evaluate(f"localStorage.getItem('{KEY}')") is None
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
        expect(form.locator("[data-regulars]")).to_have_count(0)
