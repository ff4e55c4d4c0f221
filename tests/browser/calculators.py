"""Helpers for driving any calculator form from a test: valid inputs from the engine's own
description, setting them in one go, and reading every <output> back."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st
from playwright.sync_api import Frame, expect

import engine
from engine.present import raw_value
from tests import strategies

READY_MS = 60_000  # a cold Pyodide boot is ~3 s here; CI machines may be slower


def open_ready(page, url: str):
    """Go to a calculator page and wait until its engine runs; returns the form."""
    page.goto(url)
    form = page.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "ready", timeout=READY_MS)
    return form


def evaluate_until(page, expression: str, done: Callable[[Any], bool], timeout_ms: float, what: str) -> Any:
    """page.evaluate(expression) every 100 ms until done(its value), which it returns; fails after
    timeout_ms saying `what` never came. Polled from Python: wait_for_function takes a promise
    for a true answer and would not wait."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not done(value := page.evaluate(expression)):
        assert time.monotonic() < deadline, f"{what} within {timeout_ms:.0f} ms (last: {value!r})"
        page.wait_for_timeout(100)
    return value


def valid_inputs(calculator_id: str) -> st.SearchStrategy:
    """Inputs each within its field's type and range, names as people type them."""
    return strategies.valid_inputs(calculator_id, text=strategies.typed_text)


def flatten(inputs: dict[str, Any]) -> dict[str, str]:
    flat = {}
    for name, value in inputs.items():
        if not isinstance(value, list):
            flat[name] = raw_value(value)
            continue
        for i, row in enumerate(value):
            if isinstance(row, dict):
                flat.update({f"{name}.{i}.{k}": raw_value(v) for k, v in row.items()})
            else:
                flat[f"{name}.{i}"] = raw_value(row)
    return flat


# Sets every control (adding or removing rows as needed) without events, then sends one
# input event, so exactly one computation follows; resolves with the new result count.
APPLY = """
([flat, counts]) => {
  const form = document.querySelector("form[data-calculator]");
  const before = Number(form.dataset.computed ?? 0);
  for (const [name, count] of Object.entries(counts)) {
    const fieldset = form.querySelector(`[data-rows="${name}"]`);
    const rows = () => fieldset.querySelectorAll("[data-row]");
    while (rows().length > count) rows()[rows().length - 1].querySelector("[data-remove-row]").click();
    while (rows().length < count) fieldset.querySelector("[data-add-row]").click();
  }
  for (const [path, value] of Object.entries(flat)) {
    const control = form.querySelector(`.calc-inputs [name="${CSS.escape(path)}"]`);
    if (control.type === "checkbox") control.checked = value === "true" || value === "1"; // a 0/1 toggle sends "1"
    else control.value = value;
  }
  form.querySelector(".calc-inputs [name]").dispatchEvent(new Event("input", { bubbles: true }));
  return before;
}
"""

READ = """
() => {
  const form = document.querySelector("form[data-calculator]");
  const outputs = {};
  for (const o of form.querySelectorAll(".calc-results output")) outputs[o.name] = o.dataset.value;
  const alerts = [...form.querySelectorAll("[data-error-for]")]
    .filter((a) => a.textContent)
    .map((a) => [a.dataset.errorFor, a.textContent]);
  return { outputs, alerts };
}
"""


def apply(page, inputs: dict[str, Any]) -> dict[str, Any]:
    counts = {name: len(v) for name, v in inputs.items() if isinstance(v, list)}
    before = page.evaluate(APPLY, [flatten(inputs), counts])
    page.wait_for_function(
        "n => Number(document.querySelector('form[data-calculator]').dataset.computed ?? 0) > n",
        arg=before,
        # Chromium runs no animation frames in a cross-site frame that is off screen, so the
        # default "raf" polling would never look again there (CI timed out once): a frame polls.
        polling=100 if isinstance(page, Frame) else "raf",
        timeout=30_000,  # a club's frame boots its own worker: 10 s ran out twice on a loaded 2-core run
    )
    return page.evaluate(READ)


def resolve(result: dict[str, Any], path: str) -> Any:
    value: Any = result
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def expected_outputs(
    calculator_id: str, inputs: dict[str, Any], names: list[str]
) -> dict[str, str] | engine.InputError:
    try:
        result = engine.calculate(calculator_id, inputs)
    except engine.InputError as error:
        return error
    return {name: raw_value(resolve(result, name)) for name in names}


# The text people read in a form's results: every <output>, breakdown sentence, row heading,
# mark, check-your-board list and explanation. The same on the pre-rendered page (the build
# placing the presenter's words) as on the live one (the worker's presenter, placed by
# runtime/assets/render-results.js), which is what the start-up and random-input tests compare.
RESULTS_TEXT = """
(root) => {
  const results = (root ?? document).querySelector("form[data-calculator] .calc-results");
  const text = (e) => e.textContent.replace(/\\s+/g, " ").trim();
  const texts = (selector) => [...results.querySelectorAll(selector)].map(text);
  return {
    outputs: [...results.querySelectorAll("output")].map((o) => [o.getAttribute("name"), o.textContent.trim()]),
    breakdowns: texts(".calc-breakdown"),
    rows: texts("tbody th"),
    explain: texts("[data-explain] li"),
    check: texts("[data-check-list]"),
  };
}
"""


def results_text(page) -> dict[str, Any]:
    return page.evaluate(RESULTS_TEXT)


def standings_text(page) -> list[str]:
    """A score sheet's standings bar as read: the headline, then each entry (its ★ included)."""
    return page.evaluate(
        """() => [...document.querySelectorAll("[data-standings] :is(.calc-standings-winner, li)")]
            .map((e) => e.textContent.trim())"""
    )


def prerendered_text(scratch, spec, result: dict[str, Any], lang: str) -> dict[str, Any]:
    """What the build's templates write for `result`, read in the browser like the live page."""
    from sitebuild.calculators.render import render_results

    html = render_results(spec, result, [lang])
    scratch.set_content(f'<form data-calculator="x"><div class="calc-results">{html}</div></form>')
    return results_text(scratch)
