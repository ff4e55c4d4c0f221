"""The browser tests' guard (conftest.py): a request to another host is recorded, and fails
without leaving the machine; the loopback addresses are reached."""

from __future__ import annotations

from tests.browser.conftest import guarded_context


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
