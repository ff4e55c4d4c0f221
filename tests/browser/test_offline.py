"""Offline at the table, a new deployment reaching returning visitors, and the strict CSP."""

from __future__ import annotations

import shutil

import pytest
from playwright.sync_api import expect

from sitebuild import chromium
from sitebuild.build import build_site
from sitebuild.csp import read_headers, read_rules
from sitebuild.serve import serve_in_thread
from tests.browser.calculators import READY_MS, open_ready


@pytest.fixture
def sw_context(browser):
    """A fresh profile with service workers allowed (the other tests block them)."""
    context = browser.new_context(service_workers="allow")
    yield context
    context.close()


def test_after_one_visit_the_language_works_offline(sw_context, base_url):
    page = sw_context.new_page()
    open_ready(page, f"{base_url}/cs/calculators/hamburgum-depot/")
    expect(page.locator("[data-offline-badge]")).to_be_visible(timeout=120_000)

    sw_context.set_offline(True)
    page.goto(f"{base_url}/cs/amun-re/scoring/")
    expect(page.locator("h1").first).to_be_visible()
    form = open_ready(page, f"{base_url}/cs/calculators/amunre-purchase/?cards=3")
    expect(form.locator('output[name="cost_cards"]')).to_have_attribute("data-value", "6")
    form.locator('input[name="stones"]').fill("4")
    expect(form.locator('output[name="cost_stones"]')).to_have_attribute("data-value", "10")
    sw_context.set_offline(False)


def test_a_new_build_with_a_changed_engine_reaches_a_returning_visitor(browser, tmp_path, monkeypatch):
    """Build a copy of the site, visit it, rebuild with another engine, visit again."""
    from sitebuild import wheel

    site = tmp_path / "site"
    build_site(site, log=lambda *_: None)
    server = serve_in_thread(site)
    base = f"http://127.0.0.1:{server.server_port}"
    profile = tmp_path / "profile"
    playwright_browser = browser.browser_type
    context = playwright_browser.launch_persistent_context(
        str(profile), executable_path=chromium.EXECUTABLE, args=chromium.ARGS, service_workers="allow"
    )
    page = context.pages[0] if context.pages else context.new_page()
    open_ready(page, f"{base}/en/calculators/hamburgum-depot/")
    expect(page.locator("[data-offline-badge]")).to_be_visible(timeout=120_000)

    # The same site, but an engine whose depot is 1 £ dearer.
    patched = tmp_path / "engine"
    shutil.copytree(wheel.PACKAGE, patched)
    source = (patched / "hamburgum.py").read_text(encoding="utf-8")
    (patched / "hamburgum.py").write_text(source.replace("5: 200,", "5: 201,"), encoding="utf-8")
    monkeypatch.setattr(wheel, "PACKAGE", patched)
    monkeypatch.setattr(wheel, "ROOT", tmp_path)
    build_site(site, log=lambda *_: None)
    server.site_rules = read_rules(site)

    form = open_ready(page, f"{base}/en/calculators/hamburgum-depot/")
    form.locator('input[name="wood"]').fill("1")
    form.locator('input[name="wood"]').fill("2")
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "201")
    context.close()
    server.shutdown()


PAGES = ["/en/", "/cs/hamburgum/play/", "/ru/calculators/carcassonne-farmhouse/", "/embed/amunre-harvest/?lang=cs"]


def test_strict_csp_runs_everything_without_violations(page, base_url, site_root):
    policy = read_headers(site_root)["Content-Security-Policy"]
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    assert "'unsafe-eval'" not in policy
    violations = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    for path in PAGES:
        response = page.goto(base_url + path)
        assert response.headers["content-security-policy"] == policy
        page.evaluate(
            "() => document.addEventListener('securitypolicyviolation', e => "
            "(window.__csp = window.__csp || []).push(e.violatedDirective + ' ' + e.blockedURI))"
        )
        if "calculators" in path or "embed" in path:
            expect(page.locator("form[data-calculator]")).to_have_attribute("data-state", "ready", timeout=READY_MS)
        else:
            page.locator("input.md-search__input").fill("")
            page.keyboard.type("rondel")
            expect(page.locator(".md-search-result__item").first).to_be_visible()
        assert not page.evaluate("window.__csp || []")
    assert not violations, violations
