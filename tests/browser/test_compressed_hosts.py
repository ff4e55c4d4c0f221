"""The engine starts from the precompressed .gz files on every kind of host: one that sends
them as they are (the worker unpacks them), one that compresses on the fly (nginx
`gzip_types`, even over the .gz: the browser takes one layer off, the worker the other), and
one that sends the .gz with `Content-Encoding: gzip` (the browser unpacks it: the worker
must not unpack again). A result equal to the engine's proves the wasm, the standard
library and the wheel each arrived unpacked exactly once; the host's own answer is checked
first, so each setting really is the case it claims."""

from __future__ import annotations

import re
import urllib.request
import zlib

import pytest
from playwright.sync_api import expect

import engine
from tests.browser.calculators import open_ready
from tests.browser.hosts import FaultyHandler, free_port, nginx_with

DEPOT = "/cs/calculators/hamburgum-depot/"
GZIP = b"\x1f\x8b"
WASM = b"\0asm"

SERVER = """\
    server {{
        listen 127.0.0.1:{port};
        root {root};
        index index.html;
{extra}    }}
"""
# name: (server settings, Content-Encoding of the wasm's .gz, its first bytes after HTTP decoding)
HOSTS = {
    "plain bytes": ("        gzip off;\n", None, GZIP),
    "gzip on the fly for wasm": ("        gzip on;\n        gzip_types application/wasm;\n", None, GZIP),
    "gzip on the fly over the .gz": (
        "        gzip on;\n        gzip_types application/wasm application/octet-stream;\n",
        "gzip",
        GZIP,
    ),
    "gzip_static and .gz sent as Content-Encoding": (
        "        gzip_static on;\n"
        "        location ~ \\.gz$ {\n            add_header Content-Encoding gzip;\n        }\n",
        "gzip",
        WASM,
    ),
}


def _wasm_gz(base: str, page_html: str) -> str:
    runtime = re.search(r'src="([^"]*assets/runtime/[0-9a-f]+/)calculators\.js"', page_html).group(1)
    info = urllib.request.urlopen(urllib.request.urljoin(base + DEPOT, runtime + "build-info.js")).read().decode()
    compressed = re.search(r"^export const COMPRESSED = (.*);$", info, re.M).group(1)
    path = re.search(r'"([^"]+\.wasm)"', compressed).group(1)
    return urllib.request.urljoin(base + DEPOT, runtime + path + ".gz")


def _decoded_head(url: str) -> tuple[str | None, bytes]:
    """The Content-Encoding a browser would get for `url`, and the first bytes once it is undone."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as response:
        encoding = response.headers.get("Content-Encoding")
        body = response.read(64 * 1024)
    if encoding == "gzip":
        body = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(body)
    return encoding, body[:4]


@pytest.mark.parametrize("host", HOSTS, ids=list(HOSTS))
def test_the_engine_starts_from_the_precompressed_files(site_root, page, host):
    extra, encoding, head = HOSTS[host]
    port = free_port()
    with nginx_with(site_root, SERVER.format(port=port, root=site_root.resolve(), extra=extra), port) as url:
        html = urllib.request.urlopen(url + DEPOT).read().decode()
        got_encoding, got_head = _decoded_head(_wasm_gz(url, html))
        assert (got_encoding, got_head[: len(head)]) == (encoding, head), "the host is not the case this test claims"
        form = open_ready(page, url + DEPOT)
        form.locator('input[name="wood"]').fill("4")
        expected = engine.calculate("hamburgum-depot", {"wood": 4})
        expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(expected["price"]))
        page.goto("about:blank")  # leave before this host stops (the browser asks for the favicon again)


def test_a_gz_name_holding_plain_bytes_is_not_unpacked(page, faulty):
    """Decided by the bytes, not the name: .gz files sent unpacked, with no Content-Encoding
    (an upload tool that unpacked them), still start the engine."""
    FaultyHandler.unpacked = {".gz"}
    form = open_ready(page, faulty + DEPOT)
    form.locator('input[name="wood"]').fill("4")
    expected = engine.calculate("hamburgum-depot", {"wood": 4})
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", str(expected["price"]))
