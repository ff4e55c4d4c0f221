"""The depot calculator in a real browser: it starts, computes, and refuses bad input in the page's language."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from tests.browser.calculators import open_ready

LANGS = LANGUAGES


def _error_text(calculator, inputs, lang):
    try:
        engine.calculate(calculator, inputs)
    except engine.InputError as error:
        return error.message(lang)
    raise AssertionError("expected an InputError")


@pytest.mark.parametrize("lang", LANGS)
def test_depot_page_computes_and_refuses_bad_input(page, base_url, lang):
    form = open_ready(page, base_url + f"/{lang}/calculators/hamburgum-depot/")
    price = form.locator('output[name="price"]')
    empty = engine.calculate("hamburgum-depot", {})["price"]
    expect(price).to_have_attribute("data-value", str(empty))  # a neutral start, pre-rendered
    form.locator('[data-action="show-example"]').click()
    expect(price).to_have_attribute("data-value", "200")  # the rulebook example, on request
    expect(form.locator('input[name="bell"]')).to_be_checked()  # a 0/1 figure is a toggle

    form.locator('input[name="wood"]').fill("5")
    expected = engine.calculate("hamburgum-depot", {"wood": 5, "brick": 2, "bell": 1})
    expect(price).to_have_attribute("data-value", str(expected["price"]))
    expect(form.locator('output[name="pieces"]')).to_have_attribute("data-value", "8")

    for name, bad in (("wood", "-1"), ("brick", "abc")):
        form.locator(f'input[name="{name}"]').fill(bad)
        inputs = {"wood": 5, "brick": 2, "bell": 1, name: bad}
        alert = form.locator(f'[role="alert"][data-error-for="{name}"]')
        expect(alert).to_have_text(_error_text("hamburgum-depot", inputs, lang))
        expect(alert).to_be_visible()
        expect(price).to_have_attribute("data-value", "")
        form.locator(f'input[name="{name}"]').fill({"wood": "5", "brick": "2"}[name])
        expect(alert).to_have_text("")
    expect(price).to_have_attribute("data-value", str(expected["price"]))

    # A toggle cannot hold a 2, but a hand-written link can: the engine says what is wrong.
    form = open_ready(page, base_url + f"/{lang}/calculators/hamburgum-depot/?bell=2")
    alert = form.locator('[role="alert"][data-error-for="bell"]')
    expect(alert).to_have_text(_error_text("hamburgum-depot", {"bell": "2"}, lang))


def test_stepper_buttons_change_the_value(page, base_url):
    form = open_ready(page, base_url + "/en/calculators/hamburgum-depot/")
    form.locator('button[data-for="brick"][data-step="1"]').click()
    expect(form.locator('input[name="brick"]')).to_have_value("1")
    price = engine.calculate("hamburgum-depot", {"brick": 1})["price"]
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(price))


@pytest.mark.parametrize("lang", LANGS)
def test_embed_page_follows_lang(page, base_url, lang):
    form = open_ready(page, base_url + f"/embed/hamburgum-depot/?lang={lang}")
    assert page.evaluate("document.documentElement.lang") == lang
    label = form.locator('label[for="calc-hamburgum-depot-bell"]')
    expect(label).to_have_text(
        {"en": "Church bell", "cs": "Kostelní zvon", "ru": "Церковный колокол"}[lang], use_inner_text=True
    )
    form.locator('input[name="wood"]').fill("-1")  # the bell is a toggle: a figure box says what is wrong
    expect(form.locator('[data-error-for="wood"]')).to_have_text(_error_text("hamburgum-depot", {"wood": -1}, lang))


def test_language_switcher_keeps_the_page(page, base_url):
    page.goto(f"{base_url}/en/calculators/hamburgum-depot/")
    href = page.locator('.md-select__link[hreflang="cs"]').first.get_attribute("href")
    page.goto(page.url + href if not href.startswith("/") else base_url + href)
    assert page.url.endswith("/cs/calculators/hamburgum-depot/")
    expect(page.locator("h1").first).to_contain_text("skladišti")


@pytest.mark.parametrize("lang", LANGS)
def test_rule_link_opens_the_rule_heading(page, base_url, lang):
    page.goto(f"{base_url}/{lang}/calculators/hamburg-advance/")
    page.locator('.md-content a[href*="hamburg/play/#"]').click()
    page.wait_for_url("**/hamburg/play/#*")
    target = page.locator(":target")
    expect(target).to_have_count(1)
    expect(target).to_contain_text({"en": "Step 4", "cs": "Krok 4", "ru": "Шаг 4"}[lang])
    expect(target).to_be_in_viewport()


@pytest.mark.parametrize(("context", "lang"), [("cs-CZ", "cs"), ("ru-RU", "ru"), ("en-GB", "en")], indirect=["context"])
def test_root_sends_visitors_to_their_language(page, base_url, lang):
    page.goto(f"{base_url}/")
    page.wait_for_url(f"{base_url}/{lang}/")
