"""HOSTING.md's server configurations, run on the real servers and checked with
`site-build.py check`: no faults and no advice. Apache with its stock configuration (no
.htaccess) still works, with advice only."""

from __future__ import annotations

import pytest

import engine
from sitebuild.hosting.csp import read_headers
from sitebuild.tools.check import check
from tests.browser.calculators import open_ready
from tests.browser.hosts import apache, caddy_with, fill_snippet, free_port, hosting_snippet, nginx_with

pytestmark = pytest.mark.hosts  # every test here starts a real web server


def _policy(site_root) -> str:
    return read_headers(site_root)["Content-Security-Policy"]


def _clean(url: str) -> None:
    report = check(url)
    assert report.faults == [] and report.advice == [], report.text()


def test_the_readme_nginx_snippet(site_root):
    port = free_port()
    block = fill_snippet(hosting_snippet("nginx"), site_root, port, _policy(site_root))
    with nginx_with(site_root, block, port) as url:
        _clean(url)


def test_the_readme_caddy_snippet(site_root):
    port = free_port()
    with caddy_with(fill_snippet(hosting_snippet("caddy"), site_root, port, _policy(site_root)), port) as url:
        _clean(url)


# The depot's price for 4 wood on its neutral start (nothing else placed), what a host must compute.
PRICE_4 = engine.calculate("hamburgum-depot", {"wood": 4, "brick": 0, "bell": 0})["price"]


def test_apache_stock_and_with_the_generated_htaccess(site_root, page):
    with apache(site_root) as (stock, with_htaccess):
        report = check(stock)
        assert report.faults == [], report.text()
        assert any("Content-Security-Policy" in advice for advice in report.advice)
        form = open_ready(page, stock + "/en/calculators/hamburgum-depot/")
        form.locator('input[name="wood"]').fill("4")
        form.locator(f'output[name="price"][data-value="{PRICE_4}"]').wait_for()
        _clean(with_htaccess)
        # With .htaccess the runtime comes as the build's .br and .gz files: it still computes.
        form = open_ready(page, with_htaccess + "/en/calculators/hamburgum-depot/")
        form.locator('input[name="wood"]').fill("4")
        form.locator(f'output[name="price"][data-value="{PRICE_4}"]').wait_for()
        page.goto("about:blank")  # leave before Apache stops (the browser asks for the favicon again)
