"""The verdict on a phone, in every language (issue 30): Amun-Re's sheet after the Old Kingdom
names who leads, with no ★ and no winner anywhere on the page; the New Kingdom names the winner.
The words are the presenter's (tests/pipeline/calculators/test_verdicts.py checks them on every result)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from engine.present import MARK, present
from sitebuild.calculators.render import presentation, ui_texts
from sitebuild.calculators.specs import load_specs
from tests.browser.calculators import open_ready
from tests.browser.test_sheet_entry import set_value, show_example

SPEC = next(spec for spec in load_specs() if spec.id == "amunre-game")
UI = ui_texts()
PAGE_MARKS = """(f) => [...f.querySelectorAll('.calc-results .calc-mark, [data-standings] .calc-mark')]
  .map((m) => m.textContent)"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_old_kingdom_leads_and_the_new_kingdom_wins_on_a_phone(browser, guard, base_url, lang, tmp_path):
    from tests.browser.conftest import guarded_context

    context = guarded_context(browser, guard, viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        form = open_ready(page, f"{base_url}/{lang}/calculators/amunre-game/")
        show_example(page, form)
        set_value(page, form, "kingdom", "old")
        result = engine.calculate("amunre-game", form.evaluate("(f) => f.currentInputs()"))
        shown = present(presentation(SPEC), result, lang)
        assert result["finished"] is False and result["leaders"]
        headline = form.locator("[data-standings-winner]")
        expect(headline).to_have_text(shown["standings"]["headline"])
        assert MARK not in headline.text_content()
        marks = form.evaluate(PAGE_MARKS)
        assert marks == [UI["leads"][lang]] * len(result["leaders"])
        expect(form.locator("[data-explain]")).to_contain_text(shown["explain"][-1])
        # The results, the standings and the explanation (the recent games' list is issue 33's).
        for part in (".calc-results", "[data-standings]", "[data-explain]"):
            expect(form.locator(part).first).not_to_contain_text(UI["winner"][lang], ignore_case=True)
        page.screenshot(path=tmp_path / f"old-kingdom-{lang}.png", full_page=False)

        set_value(page, form, "kingdom", "new")
        result = engine.calculate("amunre-game", form.evaluate("(f) => f.currentInputs()"))
        expect(headline).to_have_text(present(presentation(SPEC), result, lang)["standings"]["headline"])
        assert headline.text_content().startswith(MARK)
    finally:
        context.close()
