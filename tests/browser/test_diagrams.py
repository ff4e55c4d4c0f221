"""The diagrams in the browser, at a phone's 360 px: no page with a diagram scrolls sideways, axe
finds no violation, and every label keeps WCAG AA contrast (4.5:1) in the light and the dark
palette, against the page and against every shape drawn under it. Screenshots of the
figures go to test-artifacts/diagrams/."""

from __future__ import annotations

import re

import pytest

from engine.languages import LANGUAGES
from tests.browser.conftest import ARTIFACTS
from tests.browser.contrast import COLOUR_MATH
from tests.browser.test_accessibility import _violations
from tests.site_paths import built_site

PHONE = {"width": 360, "height": 740}
SHOTS = ARTIFACTS / "diagrams"
# Contrast of each label's fill against the page and against each shape under it, laid on the page.
CONTRAST = (
    """() => {"""
    + COLOUR_MATH
    + """
  const page = rgba(getComputedStyle(document.body).backgroundColor);
  let worst = 99, where = "";
  for (const svg of document.querySelectorAll("svg.dg")) {
    const shapes = [...svg.querySelectorAll("rect, circle, path")]
      .filter((el) => getComputedStyle(el).fill.startsWith("rgb"));
    for (const text of svg.querySelectorAll("text")) {
      const ink = over(rgba(getComputedStyle(text).fill), page);
      // The shapes under the label's middle, each laid on the page (they are drawn on it).
      const t = text.getBBox(), cx = t.x + t.width / 2, cy = t.y + t.height / 2;
      const under = shapes.filter((el) => { const b = el.getBBox();
        return cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height; });
      for (const ground of [page, ...under.map((el) => over(rgba(getComputedStyle(el).fill), page))]) {
        const r = ratio(ink, ground);
        if (r < worst) { worst = r; where = svg.dataset.diagram + ": " + text.textContent; }
      }
    }
  }
  return [worst, where, document.body.getAttribute("data-md-color-scheme")];
}"""
)


def _pages() -> list[str]:
    site = built_site()
    found = set()
    for lang in LANGUAGES:
        for page in (site / lang).rglob("index.html"):
            if 'class="diagram"' in page.read_text(encoding="utf-8"):
                found.add("/" + page.parent.relative_to(site).as_posix() + "/")
    return sorted(found)


@pytest.fixture
def phone(browser, guard):
    from tests.browser.conftest import guarded_context

    pages = []

    def open_(scheme: str):
        context = guarded_context(browser, guard, viewport=PHONE, color_scheme=scheme)
        pages.append(context)
        page = context.new_page()
        page.set_default_timeout(30_000)
        return page

    yield open_
    for context in pages:
        context.close()
    assert not guard.problems(), guard.problems()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_with_diagrams_at_360_px(phone, base_url, lang):
    pages = [p for p in _pages() if p.startswith(f"/{lang}/")]
    assert pages
    SHOTS.mkdir(parents=True, exist_ok=True)
    problems = {}
    page = phone("light")
    for path in pages:
        page.goto(base_url + path)
        wide = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        if wide > 0:
            problems[f"{path} scrolls sideways by {wide}px"] = "light"
        for svg in page.locator("svg.dg").all():
            box = svg.bounding_box()
            if box["x"] < 0 or box["x"] + box["width"] > PHONE["width"]:
                problems[f"{path}: {svg.get_attribute('data-diagram')} wider than the screen"] = "light"
        found = _violations(page)
        if found:
            problems[f"{path}: axe {found}"] = "light"
        # Both palettes on the same page: the theme's dark scheme is this attribute on <body>
        # (test_the_page_scheme_switch_reaches_the_drawing checks the reader's dark mode sets it).
        for scheme in ("default", "slate"):
            page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)
            worst, where, shown = page.evaluate(CONTRAST)
            assert shown == scheme
            if worst < 4.5:
                problems[f"{path}: {where} has contrast {worst:.2f}"] = scheme
        if lang != "en":  # screenshots of the Czech and Russian figures (their words run longest), light palette
            page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'default')")
            # Material's sticky header would cover the top of a tall figure in its screenshot.
            page.add_style_tag(content=".md-header { visibility: hidden; }")
            for figure in page.locator("figure.diagram").all():
                name = figure.get_attribute("id").removeprefix("dg-")
                figure.screenshot(path=str(SHOTS / f"{name}-{lang}-360.png"))
    assert not problems, problems


def test_the_page_scheme_switch_reaches_the_drawing(phone, base_url):
    """The dark palette really changes the labels' colour (the contrast test sees both)."""
    colours = []
    for scheme in ("light", "dark"):
        page = phone(scheme)
        page.goto(f"{base_url}/cs/hamburgum/play/")
        colours.append(page.locator("svg.dg text").first.evaluate("(el) => getComputedStyle(el).fill"))
        expected = "default" if scheme == "light" else "slate"
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
    assert colours[0] != colours[1] and all(re.match(r"rgba?\(", c) for c in colours), colours
