"""Browser tests: Playwright drives Debian's Chromium against the built site on 127.0.0.1.

Every page gets a guard: a request to any host but the loopback addresses below (127.0.0.2 and
127.0.0.3 are a club's own site and a site builder's, other sites for the browser) fails the
test, and console errors fail it too (tests that expect an error say which, via
`allow_console`). The browser cannot reach another host at all: its host resolver knows none.
The guard listens to requests rather than intercepting them: Playwright's interception turns
the HTTP cache off, so every page load fetched and compiled Pyodide again.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import sync_playwright

from sitebuild.tools import chromium
from sitebuild.tools.serve import serve_in_thread
from tests.browser.hosts import FaultyHandler, ThrottledHandler, stock_nginx
from tests.site_paths import built_site

# the site, a club's site that embeds it, a site builder's user-content origin (test_site_builders.py)
LOOPBACK = ("127.0.0.1", "127.0.0.2", "127.0.0.3")
# Every host resolves to nothing but the loopback addresses.
NO_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND, " + ", ".join(f"EXCLUDE {host}" for host in LOOPBACK)
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="session")
def site_root() -> Path:
    return built_site()


@pytest.fixture(scope="session")
def base_url(site_root):
    server = serve_in_thread(site_root)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


# One of each host for the whole run (the budget: the suite stays under ~15 minutes).
@pytest.fixture(scope="session")
def nginx_url(site_root):
    with stock_nginx(site_root) as url:
        yield url


@pytest.fixture(scope="session")
def slow_url(site_root):
    server = serve_in_thread(site_root, handler=ThrottledHandler)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def faulty_server(site_root):
    server = serve_in_thread(site_root, handler=FaultyHandler)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture
def faulty(faulty_server):
    """The faulty host, repaired before and after each test; the test sets FaultyHandler's faults."""
    FaultyHandler.repair()
    yield faulty_server
    FaultyHandler.repair()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium.EXECUTABLE, args=[*chromium.ARGS, NO_HOSTS])
        yield browser
        browser.close()


class Guard:
    """What a page did that a test did not allow."""

    def __init__(self) -> None:
        self.foreign: list[str] = []
        self.console: list[str] = []
        self.allowed: list[str] = []

    def allow_console(self, fragment: str) -> None:
        self.allowed.append(fragment)

    def problems(self) -> list[str]:
        errors = [m for m in self.console if not any(a in m for a in self.allowed)]
        return [f"request to another host: {u}" for u in self.foreign] + [f"console: {m}" for m in errors]


@pytest.fixture
def guard() -> Guard:
    return Guard()


def _local(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme in ("data", "blob", "about") or parsed.hostname in LOOPBACK


def guarded_context(browser, guard: Guard, **options):
    """A browser context whose foreign requests and console errors are recorded in `guard`.
    Service workers are kept out (test_offline.py has its own contexts)."""
    options = {"viewport": {"width": 1024, "height": 800}, "service_workers": "block", **options}
    return guard_context(browser.new_context(**options), guard)


def guard_context(context, guard: Guard):
    """Records `context`'s foreign requests (which fail: the browser resolves no host) and its
    console errors in `guard`."""

    def request(request_):
        if not _local(request_.url):
            guard.foreign.append(request_.url)

    context.on("request", request)
    context.on("console", lambda msg: guard.console.append(msg.text) if msg.type == "error" else None)
    context.on("weberror", lambda error: guard.console.append(str(error.error)))
    return context


@pytest.fixture
def context(browser, guard, request):
    context = guarded_context(browser, guard, locale=getattr(request, "param", "en-US"))
    yield context
    context.close()
    assert not guard.problems(), guard.problems()


@pytest.fixture
def page(context):
    page = context.new_page()
    page.set_default_timeout(30_000)
    return page
