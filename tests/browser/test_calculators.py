"""Every calculator in every language, in a real browser: it starts (page and embed), its
live results equal the engine's in CPython for random valid inputs, a bad value shows the
engine's message in the page's language, and the layout fits a phone."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playwright.sync_api import expect

import engine
from engine.languages import LANGUAGES
from engine.present import present
from sitebuild.calculators.render import presentation
from sitebuild.calculators.specs import load_specs
from tests.browser.calculators import (
    apply,
    expected_outputs,
    open_ready,
    prerendered_text,
    results_text,
    standings_text,
    valid_inputs,
)
from tests.browser.conftest import ARTIFACTS, Guard, guarded_context

SPECS = load_specs()
IDS = [spec.id for spec in SPECS]
LANGS = LANGUAGES


def test_every_engine_calculator_has_a_page():
    assert sorted(IDS) == engine.calculators()


@pytest.fixture(scope="module")
def language_pages(browser):
    """One guarded page per language for the module: its engine worker serves every
    calculator in turn, as it does for a reader moving between calculators."""
    opened = {}

    def get(lang):
        if lang not in opened:
            guard = Guard()
            context = guarded_context(browser, guard)
            page = context.new_page()
            page.set_default_timeout(30_000)
            # The same pages as the build wrote them, scripts off: the pre-rendered results.
            static = browser.new_context(java_script_enabled=False).new_page()
            opened[lang] = (context, page, guard, static)
        return opened[lang][1:]

    yield get
    for context, _, _, static in opened.values():
        context.close()
        static.context.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("calculator_id", IDS)
def test_page_and_embed_start_and_refuse_bad_input(language_pages, base_url, calculator_id, lang):
    page, guard, static = language_pages(lang)
    try:
        _start_and_refuse(page, static, base_url, calculator_id, lang)
    finally:
        problems, guard.console[:], guard.foreign[:] = guard.problems(), [], []
    assert not problems, problems


def _start_and_refuse(page, static, base_url, calculator_id, lang):
    spec = next(s for s in SPECS if s.id == calculator_id)
    open_ready(page, f"{base_url}/embed/{calculator_id}/?lang={lang}")
    # The page as the build wrote it (the presenter's words at build time), then after the
    # engine's first result for the same default values (the presenter in the worker): the same text.
    static.goto(f"{base_url}/{lang}/calculators/{calculator_id}/")
    prerendered = results_text(static)
    open_ready(page, f"{base_url}/{lang}/calculators/{calculator_id}/")
    page.wait_for_function("() => Number(document.querySelector('form[data-calculator]').dataset.computed) >= 1")
    assert results_text(page) == prerendered
    boxes = page.locator('.calc-inputs input[type="text"][name]:not(.calc-row-name)')
    if not boxes.count():  # a sheet scored entry by entry: no box before its first scoring
        return _refuse_a_scoring(page, spec, calculator_id, lang)
    # A value no field accepts, in the first number box of the form.
    name = boxes.first.get_attribute("name")
    inputs = spec.defaults()
    first = name.split(".")
    if len(first) == 1:
        inputs[name] = "abc"
    elif len(first) == 2:
        inputs[first[0]] = [*inputs[first[0]]]
        inputs[first[0]][int(first[1])] = "abc"
    else:
        rows = [dict(r) for r in inputs[first[0]]]
        rows[int(first[1])][first[2]] = "abc"
        inputs[first[0]] = rows
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(calculator_id, inputs)
    page.locator(f'.calc-inputs [name="{name}"]').fill("abc")
    alert = page.locator(f'[role="alert"][data-error-for="{first[0]}"]')
    expect(alert).to_contain_text(caught.value.message(lang))
    for output in spec.outputs:
        expect(page.locator(f'output[name="{output["name"]}"]')).to_have_attribute("data-value", "")


def _refuse_a_scoring(page, spec, calculator_id, lang):
    """More points by hand than the sheet takes, through the composer: refused at its input."""
    inputs = spec.defaults()
    inputs["entries"] = [{"feature": "points", "end": False, "tiles": 0, "arms": 0, "pieces": "9999"}]
    with pytest.raises(engine.InputError) as caught:
        engine.calculate(calculator_id, inputs)
    composer = page.locator("[data-composer]")
    composer.locator("[data-entry-feature='points']").click()
    composer.locator("[data-entry-box='0']").fill("9999")
    composer.locator("[data-entry-commit]").click()
    expect(page.locator('[role="alert"][data-error-for="entries"]')).to_contain_text(caught.value.message(lang))
    for output in spec.outputs:
        expect(page.locator(f'output[name="{output["name"]}"]')).to_have_attribute("data-value", "")


@pytest.fixture(scope="module")
def live_pages(browser, site_root):
    """One page per calculator, kept open for the whole module (one boot each)."""
    from sitebuild.tools.serve import serve_in_thread

    server = serve_in_thread(site_root)
    # Guarded (no interception, which would turn the HTTP cache off and boot each page from nothing)
    guard = Guard()
    context = guarded_context(browser, guard)
    pages = {}

    def get(calculator_id):
        if calculator_id not in pages:
            page = context.new_page()
            open_ready(page, f"http://127.0.0.1:{server.server_port}/en/calculators/{calculator_id}/")
            pages[calculator_id] = page
        return pages[calculator_id]

    get.scratch = context.new_page()  # for the pre-rendered text of the same results
    yield get
    context.close()
    server.shutdown()
    assert not guard.problems(), guard.problems()


@pytest.mark.parametrize("calculator_id", IDS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_browser_results_equal_the_engine(live_pages, calculator_id, data):
    page = live_pages(calculator_id)
    inputs = data.draw(valid_inputs(calculator_id))
    shown = apply(page, inputs)
    expected = expected_outputs(calculator_id, inputs, list(shown["outputs"]))
    if isinstance(expected, engine.InputError):
        texts = dict(shown["alerts"])
        slot = expected.field.split(".")[0]
        assert texts.get(slot, texts.get("", "")).endswith(expected.message("en")), (inputs, shown["alerts"])
        assert all(value == "" for value in shown["outputs"].values())
    else:
        assert not shown["alerts"], (inputs, shown["alerts"])
        assert shown["outputs"] == expected, inputs
        # The live text equals what the build writes from the presenter for the same result.
        spec = next(s for s in SPECS if s.id == calculator_id)
        result = engine.calculate(calculator_id, inputs)
        assert results_text(page) == prerendered_text(live_pages.scratch, spec, result, "en"), inputs
        if spec.sheet:  # and the standings bar says what the presenter says, names as typed
            names = [row.get("name", "") for row in inputs[spec.tables[0]["rows"]]]
            standings = present(presentation(spec), result, "en", names)["standings"]
            expected_bar = [standings["headline"]] + [(e["mark"] or "") + e["text"] for e in standings["entries"]]
            assert standings_text(page) == expected_bar, inputs


@pytest.fixture(scope="module")
def phone(browser):
    """A 360 px phone for the module: one engine serves every calculator in turn."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=1)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("calculator_id", IDS)
def test_phone_layout(phone, base_url, calculator_id):
    """No sideways scroll, tap targets of 44 px, and a screenshot kept in test-artifacts/."""
    open_ready(phone, f"{base_url}/en/calculators/{calculator_id}/")
    ARTIFACTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(ARTIFACTS / f"{calculator_id}-360.png"), full_page=True)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    # Nothing inside the form is cut off in a sideways-scrolling box either.
    clipped = phone.evaluate(
        """() => [...document.querySelectorAll('form[data-calculator] .calc-scroll')]
            .filter(e => e.scrollWidth > e.clientWidth + 1).length"""
    )
    assert clipped == 0
    small = phone.evaluate(
        """() => [...document.querySelectorAll('form[data-calculator] :is(input, select, button)')]
            .filter(e => e.offsetParent !== null && !e.closest('[hidden]'))
            // A list shown as its buttons is out of sight (each choice shown once): the buttons are the targets.
            .filter(e => !(e.tagName === 'SELECT' && e.parentElement.querySelector(':scope > [data-pick-for]')))
            .map(e => [e.name || e.textContent.trim(), e.getBoundingClientRect().height])
            .filter(([, h]) => h < 44)"""
    )
    assert not small, small
