"""The snapshot of Python the engine keeps in the browser (runtime/assets/engine-snapshot.js):
a returning visitor's engine starts from it and computes exactly as a fresh one; a damaged
one is dropped and the start goes on afresh, keeping a new one."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import engine
from tests.browser.calculators import READY_MS, evaluate_until, open_ready

DEPOT = "/en/calculators/hamburgum-depot/"
SNAPSHOT_SIZE = """async () => {
  const cache = await caches.open("rules-engine-snapshot");
  const [key] = await cache.keys();
  return key ? (await (await cache.match(key)).arrayBuffer()).byteLength : 0;
}"""
DAMAGE = """async () => {
  const cache = await caches.open("rules-engine-snapshot");
  const [key] = await cache.keys();
  await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
}"""


# Each page gets a worker of its own (the dedicated Worker the runtime falls back to), so
# every page's engine starts anew from what this browser keeps.
OWN_WORKER = "delete window.SharedWorker;"


def _visit(context, url: str):
    page = context.new_page()
    page.set_default_timeout(30_000)
    return page, open_ready(page, url)


def _start(page) -> str:
    return page.evaluate("document.documentElement.dataset.engineStart")


def _computes(form, wood: int) -> None:
    form.locator('input[name="wood"]').fill(str(wood))
    expected = engine.calculate("hamburgum-depot", {"wood": wood})
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(expected["price"]))


def _kept(page) -> int:
    """Waits until the first start's snapshot is stored; returns its size in bytes."""
    return evaluate_until(page, SNAPSHOT_SIZE, lambda size: size >= 1e6, READY_MS, "no snapshot kept")


@pytest.mark.fresh_context  # its own worker script, for every page of the context
def test_a_returning_visitor_starts_from_the_snapshot_and_a_damaged_one_is_dropped(context, base_url):
    context.add_init_script(OWN_WORKER)
    page, form = _visit(context, base_url + DEPOT)
    assert _start(page) == "fresh"
    size = _kept(page)
    _computes(form, 5)
    page.close()

    # The next start: Python restored, the engine answering as before, on another page too.
    page, form = _visit(context, base_url + DEPOT)
    assert _start(page) == "snapshot"
    _computes(form, 7)
    sheet = open_ready(page, f"{base_url}/cs/calculators/amunre-game/")
    assert _start(page) == "snapshot"
    expect(sheet.locator(".calc-results output").first).not_to_have_attribute("data-value", "")
    page.evaluate(DAMAGE)
    page.close()

    # A snapshot that cannot be restored: a normal start, and a good snapshot kept again.
    page, form = _visit(context, base_url + DEPOT)
    assert _start(page) == "fresh"
    _computes(form, 3)
    assert _kept(page) == size
    page.close()
