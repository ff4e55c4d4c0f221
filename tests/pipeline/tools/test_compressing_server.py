"""The server `audit` and `bench` use for "a host with compression": the build's sibling
when the browser takes its encoding, gzip on the fly for text and wasm, the worker's .gz
files as they are."""

from __future__ import annotations

import gzip
import urllib.request

import pytest

from sitebuild.tools.serve import CompressingHandler, serve_in_thread
from tests.site_paths import built_site

SITE = built_site()


@pytest.fixture(scope="module")
def base():
    server = serve_in_thread(SITE, handler=CompressingHandler)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


def _get(url: str, accept: str) -> tuple[str | None, str, bytes]:
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": accept})) as response:
        return response.headers.get("Content-Encoding"), response.headers.get("Content-Type"), response.read()


def test_the_siblings_and_gzip_on_the_fly(base):
    asm = next(SITE.glob("assets/pyodide/*/pyodide.asm.js"))
    path = asm.relative_to(SITE).as_posix()
    assert _get(base + path, "gzip, br") == ("br", "text/javascript", asm.with_name(asm.name + ".br").read_bytes())
    assert _get(base + path, "gzip") == ("gzip", "text/javascript", asm.with_name(asm.name + ".gz").read_bytes())
    assert _get(base + path, "identity") == (None, "text/javascript", asm.read_bytes())
    encoding, kind, body = _get(base + "en/", "gzip")  # a page: its .gz, with its type
    assert (encoding, kind) == ("gzip", "text/html")
    assert gzip.decompress(body) == (SITE / "en" / "index.html").read_bytes()
    wasm = next(SITE.glob("assets/pyodide/*/pyodide.asm.wasm"))
    encoding, kind, body = _get(base + wasm.relative_to(SITE).as_posix(), "gzip, br")  # no sibling: on the fly
    assert (encoding, kind) == ("gzip", "application/wasm")
    assert gzip.decompress(body) == wasm.read_bytes()
    packed = wasm.with_name(wasm.name + ".gz")
    assert _get(base + packed.relative_to(SITE).as_posix(), "gzip, br")[::2] == (None, packed.read_bytes())
