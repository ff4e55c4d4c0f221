"""sitebuild/calculators/oembed.py and the embed pages' discovery links: what WordPress needs
to turn a pasted link to an embed page into the calculator (its rules: the first
application/json+oembed link in the page's first 150 kB; `type: "rich"` with an iframe in
`html`; a plain <blockquote> before it for its resize script)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from engine.languages import LANGUAGES
from sitebuild import build
from sitebuild.calculators import oembed
from sitebuild.calculators.render import ui_texts
from sitebuild.calculators.specs import load_specs

BASE = "https://rules.example.org/club-rules/"
SPEC = next(spec for spec in load_specs() if spec.id == "catan-game")
# WordPress's own test of an oEmbed html (wp_filter_oembed_result): a blockquote, then an iframe.
WORDPRESS_SHAPE = re.compile(r"(<blockquote>.*?</blockquote>)?.*(<iframe.*?></iframe>)", re.S)


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "link" and dict(attrs).get("type") == "application/json+oembed":
            self.links.append(dict(attrs))


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("", None),
        ("https://rules.example.org", "https://rules.example.org/"),
        ("https://user.github.io/rules/", "https://user.github.io/rules/"),
        ("http://127.0.0.1:8000/", "http://127.0.0.1:8000/"),
    ],
)
def test_the_sites_address_comes_from_site_url(value, expected):
    assert oembed.site_url({"SITE_URL": value}) == expected


@pytest.mark.parametrize("value", ["rules.example.org", "ftp://rules.example.org/", "https://x.org/?a=1", "/embed/"])
def test_an_address_that_is_no_sites_address_is_refused_by_name(value):
    with pytest.raises(oembed.SiteUrlError, match="SITE_URL"):
        oembed.site_url({"SITE_URL": value})


@pytest.mark.parametrize("lang", [None, *LANGUAGES])
def test_each_answer_is_a_rich_oembed_with_the_embed_in_a_frame(lang):
    text = oembed.files(BASE, SPEC, ui_texts()["site_name"])[oembed.json_name(lang)]
    answer = json.loads(text)
    shown = lang or LANGUAGES[0]
    assert answer["version"] == "1.0" and answer["type"] == "rich"
    assert answer["title"] == SPEC.title[shown]
    assert answer["provider_name"] == ui_texts()["site_name"][shown]
    assert isinstance(answer["width"], int) and isinstance(answer["height"], int)
    shape = WORDPRESS_SHAPE.search(answer["html"])
    assert shape and shape.group(1) and shape.group(2)  # WordPress keeps both
    address = BASE + "embed/catan-game/" + (f"?lang={lang}" if lang else "")
    assert f'src="{address}"' in shape.group(2)
    assert f'<a href="{address}">' in shape.group(1)


def test_a_title_is_escaped_inside_the_html():
    spec = SPEC.__class__(**{**SPEC.__dict__, "title": dict.fromkeys(LANGUAGES, 'Catan "<b>" & co')})
    html = oembed.document(BASE, spec, "en", ui_texts()["site_name"])["html"]
    assert "<b>" not in html and "&lt;b&gt;" in html and "&#34;" in html


def test_with_site_url_each_embed_page_announces_its_oembed_early(tmp_path, monkeypatch):
    monkeypatch.setenv("SITE_URL", BASE)
    build._embed_pages([SPEC], "assets/runtime/0/", tmp_path)
    folder = tmp_path / "embed" / "catan-game"
    page = (folder / "index.html").read_bytes()
    parser = _Links()
    parser.feed(page[:150_000].decode("utf-8", "ignore"))
    hrefs = [link["href"] for link in parser.links]
    assert hrefs[0] == BASE + "embed/catan-game/oembed.json"  # WordPress takes the first
    assert [link.get("hreflang") for link in parser.links[1:]] == list(LANGUAGES)
    for href in hrefs:
        written = folder / href.removeprefix(BASE + "embed/catan-game/")
        assert json.loads(written.read_text(encoding="utf-8"))["type"] == "rich"


def test_without_site_url_no_oembed_is_written(tmp_path, monkeypatch):
    monkeypatch.delenv("SITE_URL", raising=False)
    build._embed_pages([SPEC], "assets/runtime/0/", tmp_path)
    folder = tmp_path / "embed" / "catan-game"
    assert "json+oembed" not in (folder / "index.html").read_text(encoding="utf-8")
    assert not list(folder.glob("oembed*.json"))
