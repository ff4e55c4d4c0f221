"""Accessibility in the browser: axe-core (from npm, served by the test itself) finds no
WCAG 2.1 A/AA violation on the home page, a rule page with search open, a calculator, a
score sheet, the calculators' index and an embed page in every language, nor on any calculator
page in the light or the dark palette (the history with its charts: test_history_charts.py);
calculators work by keyboard alone with a visible focus; steppers name their field; results
are announced once, not per keystroke."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import ROOT
from tests.browser.calculators import open_ready

AXE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
RUN_AXE = """([kind, values]) => axe.run(document, { runOnly: { type: kind, values } }).then((r) =>
  r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`))"""
# What a palette changes: the rest of RULES reads the markup, the same in either palette.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
LANGS = LANGUAGES
SEARCH_WORD = {"en": "wall", "cs": "hradby", "ru": "стена"}


def _violations(page, rules: list[str] | None = None) -> list[str]:
    """axe's findings: every rule of RULES' tags, or only the `rules` named."""
    page.evaluate(AXE)  # through the DevTools protocol: the page's CSP does not apply
    return page.evaluate(RUN_AXE, ["rule", rules] if rules else ["tag", RULES])


def _in_both_palettes(page) -> list[str]:
    """axe in the theme's light palette, then its colours in the dark one (the reader's system
    or the toggle picks it). The theme fades colours and the header's title (the example's
    scroll): its transitions are ended at once, so axe measures the colours they end on."""
    found = []
    for scheme, rules in (("default", None), ("slate", COLOUR_RULES)):
        page.evaluate("""(scheme) => {
          document.body.setAttribute('data-md-color-scheme', scheme);
          for (const fade of document.getAnimations()) if (fade instanceof CSSTransition) fade.finish();
        }""", scheme)  # fmt: skip
        found += [f"{scheme}: {violation}" for violation in _violations(page, rules)]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_axe_finds_no_violations(page, base_url, lang):
    found = {}
    page.goto(f"{base_url}/{lang}/")
    found["home"] = _violations(page)
    page.goto(f"{base_url}/{lang}/calculators/")
    found["calculators' index"] = _violations(page)
    page.goto(f"{base_url}/{lang}/hamburg/play/")
    page.locator("input.md-search__input").click()
    page.keyboard.type(SEARCH_WORD[lang])
    page.keyboard.press("End")
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    # Results fade in: measure contrast once no animation or transition is running.
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    found["rule page, search open"] = _violations(page)
    for name, path in {
        "calculator": f"/{lang}/calculators/carcassonne-city/",
        "score sheet": f"/{lang}/calculators/amunre-game/",
        "embed": f"/embed/hamburgum-depot/?lang={lang}",
    }.items():
        open_ready(page, base_url + path)
        found[name] = _violations(page)
    assert not any(found.values()), {k: v for k, v in found.items() if v}


@pytest.mark.parametrize("lang", LANGS)
def test_axe_finds_no_violations_on_any_calculator_page(page, base_url, lang):
    """Every calculator page, each in one of the languages in turn (lean: a third per language),
    with its column help opened and, where it has one, its example shown, in both palettes."""
    ids = [i for n, i in enumerate(sorted(engine.calculators())) if n % len(LANGS) == LANGS.index(lang)]
    found = {}
    for calculator_id in ids:
        form = open_ready(page, f"{base_url}/{lang}/calculators/{calculator_id}/")
        for hints in form.locator("details.calc-hints:visible").all():  # a composed input's rows stay hidden
            hints.locator("summary").click()
        example = form.locator('.calc-sheet-start [data-action="show-example"]')
        if example.count():
            before = form.get_attribute("data-computed") or "0"
            example.click()
            expect(form).not_to_have_attribute("data-computed", before)
        found[calculator_id] = _in_both_palettes(page)
    assert not any(found.values()), {k: v for k, v in found.items() if v}


def test_a_calculator_works_by_keyboard_alone_with_a_visible_focus(page, base_url):
    form = open_ready(page, f"{base_url}/en/calculators/hamburgum-depot/")
    page.locator("h1").first.click()  # where keyboard navigation starts from
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.name") == "wood":
            break
    assert page.evaluate("document.activeElement.name") == "wood"
    ring = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert ring not in ("", "none")
    page.keyboard.press("Control+A")
    page.keyboard.type("4")
    price = engine.calculate("hamburgum-depot", {"wood": 4})["price"]  # the page opens on the engine's defaults
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(price))
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.name") in ("brick", "bell")


def test_steppers_name_their_field_and_results_are_announced_once(page, base_url):
    form = open_ready(page, f"{base_url}/cs/calculators/hamburgum-depot/")
    expect(form.get_by_role("button", name="Více: Dřevo")).to_have_count(1)
    assert form.locator("output").first.get_attribute("aria-live") == "off"
    wood = form.locator('input[name="wood"]')
    wood.fill("")
    wood.press_sequentially("4", delay=50)
    announce = form.locator("[data-announce]")
    expect(announce).to_contain_text("Cena")
    expect(announce).to_contain_text("£")
