"""Offline at the table, a new deployment reaching returning visitors, and the strict CSP."""

from __future__ import annotations

import filecmp
import json
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from engine.languages import LANGUAGES
from sitebuild import build
from sitebuild.build import build_site
from sitebuild.hosting.csp import read_headers, read_rules
from sitebuild.tools import chromium
from sitebuild.tools.bench_carcassonne import GAME, Scorer
from sitebuild.tools.serve import SiteHandler, serve_in_thread
from tests.browser.calculators import READY_MS, open_ready


@pytest.fixture
def sw_context(browser):
    """A fresh profile with service workers allowed (the other tests block them)."""
    context = browser.new_context(service_workers="allow", has_touch=True)  # the sheet is tapped
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
    # A table scoring Carcassonne keeps scoring offline: the sheet's first city, 2 tiles, 4 points.
    form = open_ready(page, f"{base_url}/cs/calculators/carcassonne-game/")
    Scorer(page, form).score(GAME[0])
    expect(form.locator(".calc-entry-log li")).to_have_count(1)
    expect(form.locator("[data-standings] li").first).to_contain_text("4")
    sw_context.set_offline(False)


@pytest.mark.slow  # builds the site again
def test_a_new_build_with_a_changed_engine_reaches_a_returning_visitor(browser, site_root, tmp_path, monkeypatch):
    """Copy the site, visit the copy, rebuild it with another engine, visit again."""
    from sitebuild.pyodide import compile as pyodide_compile
    from sitebuild.pyodide import wheel

    site = tmp_path / "site"
    shutil.copytree(site_root, site)
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
    # Its own compile cache: a new key would clear the shared one while other builds read it.
    monkeypatch.setattr(pyodide_compile, "CACHE", tmp_path / "compile-cache")
    build_site(site, log=lambda *_: None)
    server.site_rules = read_rules(site)

    form = open_ready(page, f"{base}/en/calculators/hamburgum-depot/")
    form.locator('input[name="wood"]').fill("1")
    form.locator('input[name="wood"]').fill("5")
    # The patched engine's price for 5 pieces (one more than the rules'), from the neutral start.
    expect(form.locator('output[name="price"]')).to_have_attribute("data-value", "201")
    context.close()
    server.shutdown()


class RecordingHandler(SiteHandler):
    """Records every response at the server: (path, status, body bytes)."""

    def send_response(self, code, message=None) -> None:
        self.status, self.length = code, 0
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self.length = int(value)
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        self.server.responses.append((urlsplit(self.path).path, self.status, self.length))  # type: ignore[attr-defined]
        super().end_headers()


def _deploy(new: Path, live: Path) -> set[str]:
    """Put a new build in place of the served one the way `rsync --checksum --delete` would:
    only files whose bytes changed are written (the others keep their date, so an HTTP
    revalidation of them gets 304), files gone are deleted. Returns the changed paths."""
    changed = set()
    for path in sorted(new.rglob("*")):
        target = live / path.relative_to(new)
        if path.is_file() and not (target.is_file() and filecmp.cmp(path, target, shallow=False)):
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            changed.add(target.relative_to(live).as_posix())
    for path in sorted(live.rglob("*"), reverse=True):
        if not (new / path.relative_to(live)).exists():
            path.unlink() if path.is_file() else path.rmdir()
            changed.add(path.relative_to(live).as_posix())
    return changed


def _file(path: str) -> str:
    """The site file a server path names."""
    path = path.lstrip("/")
    return path + "index.html" if path == "" or path.endswith("/") else path


KEPT_BUILD = """async (lang) => {
  const hit = await (await caches.open("rules-offline")).match(new URL(`/offline/${lang}.json`, location).href);
  return hit ? (await hit.json()).build : null;
}"""


@pytest.mark.slow  # builds the site again
def test_a_deploy_that_changes_one_page_costs_a_returning_reader_only_that_page(
    browser, site_root, tmp_path, monkeypatch
):
    """A reader keeps English for offline use; a new build changes one rulebook page; on the
    reader's next visit the service worker fetches what changed (that page, the language's
    search index and list), not Pyodide, the engine or any other page, and everything still
    works offline. The new build is dated 2001 (the suite's own is today's): that only the edited
    page's files differ is also the build's reproducibility, whatever the date (a rebuild of the
    same sources costs returning readers nothing)."""
    live, new = tmp_path / "live", tmp_path / "new"
    shutil.copytree(site_root, live)  # the deployed build (site/, built from these sources)
    server = serve_in_thread(live, handler=RecordingHandler)
    server.responses = []
    base = f"http://127.0.0.1:{server.server_port}"
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium.EXECUTABLE, args=chromium.ARGS, service_workers="allow"
    )
    page = context.pages[0] if context.pages else context.new_page()
    edited_url = f"{base}/en/hamburg/solo/"
    page.goto(edited_url)
    expect(page.locator("[data-offline-badge]")).to_be_visible(timeout=120_000)

    # The next build: the same sources but one English page with one more paragraph.
    stage_language = build.stage_language

    def stage_with_an_edit(lang, specs, out):
        nav = stage_language(lang, specs, out)
        if lang == "en":
            with open(out / "hamburg" / "solo.md", "a", encoding="utf-8") as page_source:
                page_source.write("\n\nThe solo game is also a fine way to learn the rules.\n")
        return nav

    monkeypatch.setattr(build, "stage_language", stage_with_an_edit)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1000000000")  # MkDocs's build date: 2001-09-09
    build_site(new, log=lambda *_: None)
    for lang in LANGUAGES:
        gz = (new / lang / "sitemap.xml.gz").read_bytes()
        assert gz[4:8] == b"\0\0\0\0", f"{lang}/sitemap.xml.gz has a timestamp"
    changed = _deploy(new, live)
    lists = {f"offline/{lang}.json" for lang in LANGUAGES}
    edited = {"en/hamburg/solo/index.html", "en/search/search_index.json", "sw.js", *lists}
    # Besides these, their precompressed siblings (for hosts), where the build writes one.
    siblings = {path + suffix for path in edited for suffix in (".gz", ".br") if (new / (path + suffix)).exists()}
    assert changed == edited | siblings, (
        "a rebuild on another day changed more than the edited page (is site/ built from these sources?)"
    )
    server.responses.clear()

    # The reader comes back: the browser fetches the new sw.js on the way, and its worker
    # brings the kept language up to date when a page asks (this one, or a reload of it).
    new_build = json.loads((live / "offline" / "en.json").read_text(encoding="utf-8"))["build"]
    page.goto(edited_url)
    for attempt in range(40):
        if page.evaluate(KEPT_BUILD, "en") == new_build:
            break
        page.wait_for_timeout(500)
        if attempt % 10 == 9:
            page.reload()
    assert page.evaluate(KEPT_BUILD, "en") == new_build
    expect(page.locator("article")).to_contain_text("a fine way to learn the rules")

    responses = list(server.responses)
    assert {status for _, status, _ in responses} <= {200, 304}
    full = [(_file(path), size) for path, status, size in responses if status == 200]
    downloaded = {path for path, _ in full}
    assert not [path for path, _, _ in responses if path.startswith(("/assets/pyodide/", "/assets/engine/"))]
    assert downloaded <= changed, sorted(downloaded - changed)
    listed = json.loads((live / "offline" / "en.json").read_text(encoding="utf-8"))["files"]
    whole = sum((live / _file(url)).stat().st_size for url in listed)
    print(
        f"\nafter a one-page deploy a returning reader downloaded {sum(size for _, size in full):,} bytes in "
        f"{len(downloaded)} files ({', '.join(sorted(downloaded))}), in {len(responses)} requests "
        f"({len(responses) - len(full)} answered 304); "
        f"a new cache per build would re-download {whole:,} bytes in {len(listed)} files"
    )

    # Offline, the kept Pyodide and engine still run a calculator, and the new page is kept.
    context.set_offline(True)
    form = open_ready(page, f"{base}/en/calculators/hamburgum-depot/?wood=2")
    expect(form.locator('output[name="price"]')).not_to_have_attribute("data-value", "")
    page.goto(edited_url)
    expect(page.locator("article")).to_contain_text("a fine way to learn the rules")
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
        # The site's policy (pages outside /embed/ add a second one: frame-ancestors 'self').
        assert response.header_values("content-security-policy")[0] == policy
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
