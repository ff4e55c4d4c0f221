"""`site-build.py check URL` against real hosts: our server passes, a host that sends .wasm
with the wrong type fails naming it, and Debian's stock nginx works (with advice)."""

from __future__ import annotations

import subprocess
import sys

from sitebuild.catalogue import ROOT
from sitebuild.check import check
from tests.browser.hosts import FaultyHandler


def test_our_server_passes(base_url):
    report = check(base_url)
    assert report.faults == [], report.text()
    assert all(answer.status == 200 for answer in report.answers)
    assert all(answer.csp for answer in report.answers if answer.type == "text/html")
    assert any(answer.path.endswith(".wasm") for answer in report.answers)


def test_wrong_wasm_type_fails_naming_wasm(faulty):
    FaultyHandler.types = {".wasm": "application/octet-stream"}
    result = subprocess.run(
        [sys.executable, str(ROOT / "site-build.py"), "check", faulty], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1, result.stdout
    assert "pyodide.asm.wasm is served as application/octet-stream" in result.stdout
    assert "application/wasm wasm;" in result.stdout


def test_missing_wheel_is_a_fault(faulty):
    FaultyHandler.missing = {".whl"}
    report = check(faulty)
    assert any(".whl answers 404" in fault for fault in report.faults), report.text()


def test_stock_nginx_works_and_gets_advice(nginx_url, capsys):
    report = check(nginx_url)
    assert report.faults == [], report.text()
    assert any("Content-Security-Policy" in advice for advice in report.advice)
    with capsys.disabled():
        print("\n" + report.text())
