"""If Pyodide cannot start, the form says so (data-state="error") within 10 seconds."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from sitebuild.serve import SiteHandler, serve_in_thread


class WrongWasmType(SiteHandler):
    extensions_map = {**SiteHandler.extensions_map, ".wasm": "application/octet-stream"}


class MissingWasm(SiteHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self.path.endswith(".wasm"):
            self.send_error(404)
        else:
            super().do_GET()


def _serve(site_root, handler):
    server = serve_in_thread(site_root, handler=handler)
    return server, f"http://127.0.0.1:{server.server_port}"


@pytest.fixture
def broken_server(site_root):
    server, url = _serve(site_root, WrongWasmType)
    yield url
    server.shutdown()


@pytest.fixture
def server_without_wasm(site_root):
    # Served, not routed: the engine runs in a SharedWorker, whose requests page routes miss.
    server, url = _serve(site_root, MissingWasm)
    yield url
    server.shutdown()


def _expect_error_state(page, guard, url):
    guard.allow_console("calculator engine unavailable")
    guard.allow_console("wasm")
    guard.allow_console("WebAssembly")
    guard.allow_console("404")
    started = time.monotonic()
    page.goto(url)
    form = page.locator("form[data-calculator]")
    expect(form).to_have_attribute("data-state", "error", timeout=10_000)
    assert time.monotonic() - started < 10
    expect(form.locator('.calc-status[data-when="error"]')).to_be_visible()
    # The pre-rendered results stay.
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "200")


def test_wrong_wasm_mime_type_shows_the_error(page, guard, broken_server):
    _expect_error_state(page, guard, f"{broken_server}/en/calculators/hamburgum-depot/")


def test_missing_wasm_shows_the_error(page, guard, server_without_wasm):
    _expect_error_state(page, guard, f"{server_without_wasm}/cs/calculators/hamburgum-depot/")
