"""`site-build.py check URL` against real hosts: our server passes, a host that sends the
runtime's scripts with the wrong type fails naming them, a .wasm typed application/octet-stream
is no fault any more (the worker fetches the .gz and types the wasm itself), and Debian's
stock nginx works (with advice, among it to send the precompressed files)."""

from __future__ import annotations

import subprocess
import sys

from sitebuild.docs.catalogue import ROOT
from sitebuild.tools.check import check
from tests.browser.hosts import FaultyHandler


def test_our_server_passes(base_url):
    report = check(base_url)
    assert report.faults == [], report.text()
    assert all(answer.status == 200 for answer in report.answers)
    assert all(answer.csp for answer in report.answers if answer.type == "text/html")
    # The wasm as the worker fetches it: its .gz, sent as it is.
    assert any(answer.path.endswith(".wasm.gz") and answer.head == b"\x1f\x8b" for answer in report.answers)


def test_wrong_script_type_fails_naming_the_script(faulty):
    FaultyHandler.types = {"engine-worker.js": "text/plain"}
    result = subprocess.run(
        [sys.executable, str(ROOT / "site-build.py"), "check", faulty], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1, result.stdout
    assert "engine-worker.js is served as text/plain" in result.stdout
    assert "text/javascript" in result.stdout


def test_wasm_typed_octet_stream_is_no_fault(faulty):
    FaultyHandler.types = {".wasm": "application/octet-stream", ".gz": "application/octet-stream"}
    report = check(faulty)
    assert report.faults == [], report.text()


def test_missing_wheel_is_a_fault(faulty):
    FaultyHandler.missing = {".whl", ".whl.gz"}
    report = check(faulty)
    assert any(".whl.gz answers 404" in fault for fault in report.faults), report.text()


def test_a_packed_file_that_is_not_gzip_is_a_fault(faulty):
    """A host (or an upload) that unpacked the .gz but still sends it under that name."""
    FaultyHandler.unpacked = {".whl.gz"}
    report = check(faulty)
    assert any(".whl.gz is not gzip as served" in fault for fault in report.faults), report.text()


def test_stock_nginx_works_and_gets_advice(nginx_url, capsys):
    report = check(nginx_url)
    assert report.faults == [], report.text()
    assert any("Content-Security-Policy" in advice for advice in report.advice)
    assert any("precompressed" in advice for advice in report.advice)
    with capsys.disabled():
        print("\n" + report.text())
