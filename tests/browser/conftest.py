"""Browser tests: Playwright drives Debian's Chromium against the built site on 127.0.0.1.

Every page gets a guard: a request to any host but the loopback addresses below (127.0.0.2 and
127.0.0.3 are a club's own site and a site builder's, other sites for the browser) fails the
test, and console errors fail it too (tests that expect an error say which, via
`allow_console`). The browser cannot reach another host at all: its host resolver knows none.
The guard listens to requests rather than intercepting them: Playwright's interception turns
the HTTP cache off, so every page load fetched and compiled Pyodide again.

The `context` fixture lends each test a context kept for the worker's whole run (one per set of
options), emptied between tests as a new one would be: its pages closed, the storage of every
origin it reached cleared (local storage, IndexedDB, caches), permissions and the network back.
What it keeps is what a new context lacks and no test reads: the browser's HTTP and code caches,
so a page boots the engine in about 0.3 s instead of about 1.8 s. A test that changes a context
for good (an init script) asks for a new one with the `fresh_context` mark; a test of the
throttled or the faulty host gets a new one without asking.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect, sync_playwright

from sitebuild.tools import chromium
from sitebuild.tools.serve import serve_in_thread
from tests.browser.hosts import FaultyHandler, ThrottledHandler, stock_nginx
from tests.site_paths import built_site

# An expectation waits as long as the pages' own waits (page.set_default_timeout below): Playwright's
# 5 s ran out on a loaded 2-core run (a thousand games imported). A passing check returns as soon as
# it holds, so only a failure takes longer.
expect.set_options(timeout=30_000)

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
        self.origins: set[str] = set()  # the loopback origins its pages reached

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


def guarded_context(browser, guard: Guard | Relay, **options):
    """A browser context whose foreign requests and console errors are recorded in `guard`.
    Service workers are kept out (test_offline.py has its own contexts)."""
    options = {"viewport": {"width": 1024, "height": 800}, "service_workers": "block", **options}
    return guard_context(browser.new_context(**options), guard)


def guard_context(context, guard: Guard | Relay):
    """Records `context`'s foreign requests (which fail: the browser resolves no host) and its
    console errors in `guard`."""

    def request(request_):
        if not _local(request_.url):
            guard.foreign.append(request_.url)
        elif request_.url.startswith("http"):
            parsed = urlparse(request_.url)
            guard.origins.add(f"{parsed.scheme}://{parsed.netloc}")

    context.on("request", request)
    context.on("console", lambda msg: guard.console.append(msg.text) if msg.type == "error" else None)
    context.on("weberror", lambda error: guard.console.append(str(error.error)))
    return context


class Relay:
    """A kept context's listener target: it records into the guard of the test that holds the
    context now (what guard_context writes: foreign requests, console errors, origins)."""

    def __init__(self) -> None:
        self.guard = Guard()

    @property
    def foreign(self) -> list[str]:
        return self.guard.foreign

    @property
    def console(self) -> list[str]:
        return self.guard.console

    @property
    def origins(self) -> set[str]:
        return self.guard.origins


class ContextPool:
    """The worker's kept contexts, one per set of options (see the module's docstring); a test that
    holds one and asks for another with the same options (a second phone) gets a second."""

    def __init__(self, browser) -> None:
        self.browser = browser
        self.idle: dict[str, list[tuple[object, Relay]]] = {}
        self.lent: dict[int, tuple[str, object, Relay]] = {}

    def lend(self, guard: Guard, **options):
        key = json.dumps(options, sort_keys=True)
        idle = self.idle.setdefault(key, [])
        if idle:
            context, relay = idle.pop()
        else:
            relay = Relay()
            context = guarded_context(self.browser, relay, **options)
        relay.guard = guard
        self.lent[id(context)] = (key, context, relay)
        return context

    def take_back(self, context, guard: Guard) -> None:
        key, _, relay = self.lent.pop(id(context))
        for page in context.pages:
            page.close()
        context.set_offline(False)
        context.clear_permissions()
        context.clear_cookies()
        if guard.origins:
            # The Storage domain needs a target in the context: a blank page, closed after.
            blank = context.new_page()
            session = context.new_cdp_session(blank)
            for origin in sorted(guard.origins):
                session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
            session.detach()
            blank.close()
        self.idle[key].append((context, relay))

    @contextmanager
    def borrowed(self, guard: Guard, **options) -> Iterator:
        """A kept context for a `with` block, taken back after it; then the guard's problems fail it."""
        context = self.lend(guard, **options)
        try:
            yield context
        finally:
            self.take_back(context, guard)
        assert not guard.problems(), guard.problems()

    def close(self) -> None:
        for kept in self.idle.values():
            for context, _ in kept:
                context.close()
        for _, context, _ in self.lent.values():
            context.close()


@pytest.fixture(scope="session")
def context_pool(browser):
    pool = ContextPool(browser)
    yield pool
    pool.close()


@pytest.fixture
def context(browser, context_pool, guard, request):
    locale = getattr(request, "param", "en-US")
    # A throttled or faulty host is tested on a cold cache: a kept context would answer from its own.
    cold = {"slow_url", "faulty", "faulty_server"}.intersection(request.fixturenames)
    if cold or request.node.get_closest_marker("fresh_context"):
        context = guarded_context(browser, guard, locale=locale)
        yield context
        context.close()
        assert not guard.problems(), guard.problems()
    else:
        with context_pool.borrowed(guard, locale=locale) as context:
            yield context


# A phone: what the score sheets are used on at a table.
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


@contextmanager
def phone(context_pool, guard, **options):
    """A page on a phone: a kept context of the run's, as empty as a new one."""
    with context_pool.borrowed(guard, **PHONE, **options) as context:
        page = context.new_page()
        page.set_default_timeout(30_000)
        yield page


@pytest.fixture
def page(context):
    page = context.new_page()
    page.set_default_timeout(30_000)
    return page
