"""Heading ids in the built site: readable in every language, equal to what the build computes
(sitebuild/docs/markdown_text.py), and every link inside the site lands on a page and an id that exist:
the calculator boxes of the rulebooks ([[calc:…]]), the calculators' "The rule:" links, the
language switcher, the navigation and tables of contents, the sources page."""

from __future__ import annotations

import functools
import re
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

import pytest

from engine.languages import LANGUAGES
from sitebuild.calculators.specs import load_specs
from sitebuild.docs.catalogue import DOCS, games
from sitebuild.docs.markdown_text import outline, read

SPECS = load_specs()
RULEBOOK_PAGES = [(game.slug, page.as_posix()) for game in games() for page in game.pages("en")]
HEADING_TAGS = {"h1", "h2", "h3", "h4", "h5", "h6"}


class _Page(HTMLParser):
    """The ids of a built page (all, and its headings' in order) and its links with their class."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.heading_ids: list[str] = []
        self.links: list[tuple[str, str]] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if attributes.get("id"):
            self.ids.add(attributes["id"])
            if tag in HEADING_TAGS:
                self.heading_ids.append(attributes["id"])
        if tag == "a" and attributes.get("href") is not None:
            self.links.append((attributes["href"], attributes.get("class") or ""))


@functools.cache
def _parsed(path: Path) -> _Page:
    parser = _Page()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _built(site: Path, lang: str, md_page: str) -> Path:
    """The HTML file MkDocs writes for a docs-relative Markdown page (directory URLs)."""
    stem = md_page.removesuffix(".md")
    folder = stem.removesuffix("index").rstrip("/")
    return site / lang / folder / "index.html"


def _resolve(site: Path, page: Path, href: str) -> tuple[Path, str] | None:
    """The file an internal link leads to and its fragment; None for another host or scheme."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    if not parts.path:
        return page, unquote(parts.fragment)
    folder = PurePosixPath(page.relative_to(site).parent.as_posix())
    path_in_site = unquote(parts.path)
    target = PurePosixPath(path_in_site.lstrip("/")) if path_in_site.startswith("/") else folder / path_in_site
    resolved: list[str] = []
    for part in target.parts:
        if part == "..":
            assert resolved, f"{page}: {href} leaves the site"
            resolved.pop()
        elif part != ".":
            resolved.append(part)
    path = site.joinpath(*resolved)
    if href.split("#")[0].endswith("/") or path.is_dir():
        path = path / "index.html"
    return path, unquote(parts.fragment)


def _site_pages(site: Path, lang: str) -> list[Path]:
    # Not 404.html: MkDocs writes its links from the site root ("/hamburgum/"), which only
    # works where each language is served as a site of its own.
    return sorted(p for p in (site / lang).rglob("*.html") if p.name != "404.html")


@pytest.mark.parametrize("lang", ("cs", "ru"))
def test_heading_ids_are_readable(site, lang):
    unreadable = []
    for slug, page in RULEBOOK_PAGES:
        for heading_id in _parsed(_built(site, lang, f"{slug}/{page}")).heading_ids:
            # Every id has a letter, and none is the "_1", "_2" that headings without ASCII got.
            if not re.search(r"[^\W\d_]", heading_id) or re.fullmatch(r"_\d+", heading_id):
                unreadable.append(f"{slug}/{page}#{heading_id}")
    assert not unreadable, unreadable


@pytest.mark.parametrize("lang", LANGUAGES)
def test_build_time_anchors_are_the_rendered_ids(site, lang):
    for slug, page in RULEBOOK_PAGES:
        expected = [heading.id for heading in outline(read(DOCS / lang / slug / page))]
        assert _parsed(_built(site, lang, f"{slug}/{page}")).heading_ids == expected, f"{lang}/{slug}/{page}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_link_inside_the_site_lands_on_an_existing_page_and_id(site, lang):
    broken = []
    kinds = {"calculator box": 0, "rule": 0, "switcher": 0}
    for page in _site_pages(site, lang):
        for href, css in _parsed(page).links:
            found = _resolve(site, page, href)
            if found is None:
                continue
            target, fragment = found
            if "md-select__link" in css:
                kinds["switcher"] += 1
            if "/calculators/" in target.as_posix() and "/calculators/" not in page.as_posix():
                kinds["calculator box"] += 1
            if fragment and "/calculators/" in page.as_posix() and "/calculators/" not in target.as_posix():
                kinds["rule"] += 1
            if not target.is_file():
                broken.append(f"{page.relative_to(site)}: {href} (no page)")
            elif fragment and fragment not in _parsed(target).ids:
                broken.append(f"{page.relative_to(site)}: {href} (no id {fragment!r})")
    assert not broken, "\n".join(broken[:40])
    assert all(kinds.values()), f"links of some kind were not found: {kinds}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("spec", [s for s in SPECS if "#" in s.rule], ids=lambda s: s.id)
def test_rule_link_goes_to_the_same_heading_in_every_language(site, spec, lang):
    target, _, anchor = spec.rule.partition("#")
    page = site / lang / "calculators" / spec.id / "index.html"
    rule_page = _built(site, lang, target)
    links = [
        found
        for href, _ in _parsed(page).links
        if (found := _resolve(site, page, href)) and found[0] == rule_page and found[1]
    ]
    assert len(links) == 1, f"{lang}/calculators/{spec.id}: one link to {target} with an anchor, found {links}"
    fragment = links[0][1]
    english = [heading.id for heading in outline(read(DOCS / "en" / target))]
    local = [heading.id for heading in outline(read(DOCS / lang / target))]
    assert fragment in _parsed(rule_page).ids
    assert local.index(fragment) == english.index(anchor), f"{lang}: #{fragment} is not the place of #{anchor}"


def test_slugs_keep_english_and_czech_ids_and_read_in_russian():
    from markdown.extensions.toc import slugify as markdown_default

    from sitebuild.docs.markdown_text import headings, slugify

    assert slugify("Průběh hry", "-") == "prubeh-hry"
    assert slugify("Шаг 4: Продвиньте фишку — ещё раз", "-") == "шаг-4-продвиньте-фишку-ещё-раз"
    # English and Czech ids are the ones Markdown's default slugify gave, so old links still work.
    for lang in ("en", "cs"):
        for path in (DOCS / lang).rglob("*.md"):
            for _, title in headings(read(path)):
                assert slugify(title, "-") == markdown_default(title, "-"), f"{path}: {title}"
