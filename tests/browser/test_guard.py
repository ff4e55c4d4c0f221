"""The browser tests' guard (conftest.py): a request to another host is recorded, and fails
without leaving the machine; the loopback addresses are reached. And the kept contexts: one lent
again comes back as empty as a new one, with its HTTP cache."""

from __future__ import annotations

from tests.browser.conftest import Guard, guarded_context


def test_a_request_to_another_host_is_recorded_and_never_answered(browser, guard, base_url):
    context = guarded_context(browser, guard)
    try:
        page = context.new_page()
        failed: list[tuple[str, str]] = []
        page.on("requestfailed", lambda request: failed.append((request.url, request.failure)))
        # A blank page: the site's own pages forbid the request before it is made (their CSP).
        with page.expect_event("requestfailed"):
            page.evaluate("() => { const img = new Image(); img.src = 'http://example.com/x.png'; }")
        assert guard.foreign == ["http://example.com/x.png"]
        assert failed == [("http://example.com/x.png", "net::ERR_NAME_NOT_RESOLVED")]
        assert page.goto(f"{base_url}/en/").status == 200
    finally:
        context.close()
    guard.foreign.clear()
    guard.allow_console("ERR_NAME_NOT_RESOLVED")
    assert not guard.problems(), guard.problems()


STORE = """async () => {
  localStorage.setItem("left", "1");
  await new Promise((done) => { const open = indexedDB.open("left"); open.onsuccess = () => done(); });
  await (await caches.open("left")).put("/left", new Response("1"));
}"""
FOUND = """async () => [
  localStorage.length,
  (await indexedDB.databases()).length,
  (await caches.keys()).length,
]"""
# The page's stylesheet: fetched from the network once, from the HTTP cache after.
FETCHED = """() => performance.getEntriesByType("resource")
  .filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.transferSize)"""


def test_a_kept_context_is_lent_again_empty_but_with_its_cache(context_pool, base_url):
    first, second = Guard(), Guard()
    # Options no other test uses, so the pool lends a context of its own, new on this worker: its
    # first visit fetches (another test's en-GB context may already hold the stylesheet).
    options = {"locale": "en-IE"}
    context = context_pool.lend(first, **options)
    page = context.new_page()
    page.goto(f"{base_url}/en/")
    assert all(size > 0 for size in page.evaluate(FETCHED))
    page.evaluate(STORE)
    assert page.evaluate(FOUND) == [2, 1, 1]  # Material keeps the palette in local storage too
    context.set_offline(True)
    context_pool.take_back(context, first)

    again = context_pool.lend(second, **options)
    assert again is context and not again.pages
    page = again.new_page()
    page.goto(f"{base_url}/en/")
    assert page.evaluate(FOUND) == [1, 0, 0]  # only the palette Material has just written
    assert page.evaluate(FETCHED) and all(size == 0 for size in page.evaluate(FETCHED))
    context_pool.take_back(again, second)
    assert not first.problems() and not second.problems(), (first.problems(), second.problems())
