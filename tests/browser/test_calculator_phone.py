"""Calculators made for a phone (issue 41, 6–10), at 360 × 740 with touch, in two languages: a page
opens neutral (one row, nothing placed) with the example a tap away; a 0/1 figure is a toggle; a
column's help opens by touch; the result bar stays in view while a box far down is edited and
shows the engine's figure for what is on screen; a choice is shown once, as buttons; an undo note goes."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from sitebuild.calculators.specs import load_specs
from tests.browser.calculators import open_ready
from tests.browser.test_sheet_entry import computed, wait_result
from tests.browser.test_sheet_surprises import HEIGHT, phone

SPECS = {spec.id: spec for spec in load_specs()}


def in_view(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT


def field(calculator_id: str, name: str) -> dict:
    players = next(item for item in SPECS[calculator_id].inputs if item["name"] == "players")
    return next(f for f in players["fields"] if f["name"] == name)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_carcassonne_calculator_on_a_phone(context_pool, guard, base_url, lang):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/carcassonne-road/")
        rows = form.locator('[data-rows="players"] tbody [data-row]')
        # Neutral: one row, no figure placed; the big follower and the wagon are toggles.
        expect(rows).to_have_count(1)
        expect(form.locator('.calc-inputs [name="players.0.robbers"]')).to_have_value("0")
        for toggle in ("big", "wagons"):
            box = form.locator(f'.calc-inputs [name="players.0.{toggle}"]')
            expect(box).to_have_attribute("type", "checkbox")
            expect(box).not_to_be_checked()

        # The column's help, a tooltip on a desktop, opens by a tap.
        big_help = form.get_by_text(field("carcassonne-road", "big")["help"][lang])
        expect(big_help).to_be_hidden()
        form.locator("details.calc-hints summary").tap()
        expect(big_help).to_be_visible()

        # A box far down the page: the result bar is in view while it is edited, with its figure.
        robbers = form.locator('.calc-inputs [name="players.0.robbers"]')
        robbers.scroll_into_view_if_needed()
        page.mouse.wheel(0, 400)  # the row near the top of the screen, the bar's place
        before = computed(form)
        robbers.tap()
        robbers.fill("2")
        wait_result(page, form, before)
        bar = form.locator("[data-standings]")
        expect(bar).to_be_visible()
        assert in_view(bar) and in_view(robbers)
        points = engine.calculate("carcassonne-road", {"players": [{"robbers": 2}]})["points"][0]
        expect(bar.locator("li").first).to_contain_text(str(points))

        # A toggle is one tap, sent to the engine as 1.
        before = computed(form)
        form.locator('.calc-inputs [name="players.0.big"]').tap()
        wait_result(page, form, before)
        assert form.evaluate("(f) => f.currentInputs().players[0].big") == 1

        # The worked example is a tap away, and Reset goes back to the neutral start.
        before = computed(form)
        form.locator('[data-action="show-example"]').tap()
        wait_result(page, form, before)
        expect(rows).to_have_count(len(SPECS["carcassonne-road"].example["players"]))
        example = engine.calculate("carcassonne-road", SPECS["carcassonne-road"].example)
        expect(form.locator('output[name="value"]')).to_have_attribute("data-value", str(example["value"]))
        before = computed(form)
        form.locator('[data-action="reset"]').tap()
        wait_result(page, form, before)
        expect(rows).to_have_count(1)


# (page, list, an option to tap): a sheet's holder list, a calculator's choice.
CHOICES = [("catan-game", "road_holder", "0"), ("carcassonne-abbey", "feature", "monastery")]


@pytest.mark.parametrize(("calculator_id", "name", "option"), CHOICES)
def test_each_choice_is_shown_once(context_pool, guard, base_url, calculator_id, name, option):
    """The buttons alone are seen, one tap each; the list they mirror is kept for keyboards."""
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
        listed = form.locator(f'.calc-inputs select[name="{name}"]')
        button = form.locator(f'[data-pick-for="{name}"] [data-pick="{option}"]')
        expect(button).to_be_visible()
        size = listed.bounding_box()
        assert size is not None and size["width"] <= 1 and size["height"] <= 1
        before = computed(form)
        button.tap()
        wait_result(page, form, before)
        expect(listed).to_have_value(option)
        expect(button).to_have_attribute("aria-pressed", "true")


def test_an_undo_note_goes_by_itself(context_pool, guard, base_url):
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/en/calculators/catan-game/")
        page.clock.install()
        before = computed(form)
        form.locator('[data-action="show-example"]').tap()
        wait_result(page, form, before)
        note = form.locator("[data-undo-note]")
        expect(note).to_be_visible()
        page.clock.run_for(10_000)
        expect(note).to_be_visible()  # long enough to read and reach
        page.clock.run_for(6_000)  # UNDO_SHOWN_MS, 15 s, passed
        expect(note).to_have_count(0)
