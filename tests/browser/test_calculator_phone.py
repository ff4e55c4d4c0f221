"""Calculators made for a phone (issue 41, 6–10), at 360 × 740 with touch, in two languages: a page
opens neutral (one row, nothing placed) with the example a tap away; a 0/1 figure is a toggle; a
column's help opens by touch; the result bar stays in view while a box far down is edited and
shows the engine's figure for what is on screen; a choice is shown once, as buttons; a usual figure
is one tap, marked until another is typed; an undo note goes."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import engine
from sitebuild.calculators.render import ui_texts
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


def quick(form, name: str, value: int | None = None):
    """The one-tap values beside box `name`, or the one of `value`."""
    group = form.locator(f'[data-quick-for="{name}"]')
    return group if value is None else group.locator(f'[data-quick="{value}"]')


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_usual_figure_is_one_tap_and_marked(context_pool, guard, base_url, lang):
    """A city's tiles and a player's knights (the spec's `quick`): a tap sets the box, the engine's
    result follows and the mark moves there, the next box waits for its figure; a figure typed that
    no button offers leaves none marked; a row added has its own buttons, named for its player."""
    with phone(context_pool, guard) as page:
        form = open_ready(page, f"{base_url}/{lang}/calculators/carcassonne-city/")
        tiles = form.locator('.calc-inputs [name="tiles"]')
        marked = form.locator('.calc-inputs [data-quick-for] [aria-pressed="true"]')
        inputs = {item["name"]: item for item in SPECS["carcassonne-city"].inputs}
        named = ui_texts()["quick_values"][lang].replace("{label}", inputs["tiles"]["label"][lang])
        expect(quick(form, "tiles")).to_have_attribute("aria-label", named)
        expect(quick(form, "tiles").locator('[aria-pressed="true"]')).to_have_text("2")  # the engine's default

        def tap(name: str, value: int, inputs: dict) -> None:
            before = computed(form)
            quick(form, name, value).tap()
            wait_result(page, form, before)
            expect(form.locator(f'.calc-inputs [name="{name}"]')).to_have_value(str(value))
            expect(quick(form, name, value)).to_have_attribute("aria-pressed", "true")
            result = engine.calculate("carcassonne-city", inputs)
            expect(form.locator('output[name="value"]')).to_have_attribute("data-value", str(result["value"]))

        tap("tiles", 5, {"tiles": 5})
        expect(quick(form, "tiles").locator('[aria-pressed="true"]')).to_have_count(1)
        expect(form.locator('.calc-inputs [name="pennants"]')).to_be_focused()  # as after "Next"
        tap("players.0.knights", 2, {"tiles": 5, "players": [{"knights": 2}]})
        expect(marked).to_have_count(3)  # tiles 5, coats of arms 0, knights 2

        before = computed(form)
        tiles.fill("9")  # not offered: the box takes it, no button claims it
        wait_result(page, form, before)
        expect(quick(form, "tiles").locator('[aria-pressed="true"]')).to_have_count(0)
        expect(marked).to_have_count(2)
        result = engine.calculate("carcassonne-city", {"tiles": 9, "players": [{"knights": 2}]})
        expect(form.locator('output[name="value"]')).to_have_attribute("data-value", str(result["value"]))

        before = computed(form)
        form.locator("[data-add-row]").tap()
        wait_result(page, form, before)
        second = quick(form, "players.1.knights")
        player = inputs["players"]["row_label"][lang].replace("{n}", "2")
        expect(second).to_have_attribute("aria-label", re.compile(re.escape(player)))
        tap("players.1.knights", 1, {"tiles": 9, "players": [{"knights": 2}, {"knights": 1}]})
        expect(quick(form, "players.0.knights", 2)).to_have_attribute("aria-pressed", "true")


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
