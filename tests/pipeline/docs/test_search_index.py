"""sitebuild/docs/search.py: the documents our search worker indexes, made at build time."""

from __future__ import annotations

import html
import json

import pytest

import engine
from engine.languages import LANGUAGES
from sitebuild.docs import search
from sitebuild.docs.catalogue import games
from tests.site_paths import built_site

PAGE = """<h2 id="setup">Setup</h2><p>Put the board down.</p>
<h2 id="dockyard">Dockyard</h2><p>Move the ship down one berth.<sup id="fnref:1"><a href="#fn:1">1</a></sup></p>
<h2 id="other">Other buildings</h2><p>Build them.</p>
<div class="footnote"><hr /><ol><li id="fn:1"><p>The Czech rules say &quot;berth 3&quot; by mistake.&#160;<a
class="footnote-backref" href="#fnref:1">&#8617;</a></p></li></ol></div>"""


def test_plain_text_keeps_one_line_per_block():
    text = search.plain("<p>One &amp; two</p> <ul><li>three</li><li><code>four</code></li></ul>")
    assert text == "One & two\nthree\nfour"


def _sections(parser_class, markup: str) -> dict[str | None, str]:
    parser = parser_class()
    parser.feed(markup)
    parser.close()
    return {section.id: " ".join("".join(section.text).split()) for section in parser.data}


# Pages' markup where two elements' texts touch: a results table (cells, and a label span in a
# cell), a diagram's labels, a form's label beside its output, a heading then a table.
TOUCHING = [
    (
        "<table><tr><th>Priests</th><th>Points</th></tr><tr><td>3</td><td>9 VP</td></tr></table>",
        "Priests Points 3 9 VP",
    ),
    ('<td><span class="label">Strength</span>1</td>', "Strength 1"),
    ("<svg><text>священники</text><text>1</text></svg>", "священники 1"),
    ("<label>Gold</label><output>34</output>", "Gold 34"),
    ("<div>phases 1–2</div><div>power-card limit</div>", "phases 1–2 power-card limit"),
    ("<p>Pay <strong>3 marks</strong> first.</p>", "<p>Pay 3 marks first.</p>"),
]


@pytest.mark.parametrize(("markup", "text"), TOUCHING)
def test_touching_elements_stay_separate_words(markup, text):
    page = f'<h2 id="s">Section</h2>{markup}'
    assert _sections(search.WordBoundaryParser, page)["s"] == text


def test_material_alone_glues_them():
    # Why the parser exists: if Material's own ever stops gluing, this fails and it can go.
    page = '<h2 id="s">Section</h2><table><tr><td>Strength</td><td>1</td></tr></table>'
    assert _sections(search.material_search.Parser, page)["s"] == "Strength1"


def test_the_sections_and_titles_are_materials():
    page = '<h1 id="t">Title <a class="headerlink" href="#t">¶</a></h1><p>Top.</p><h2 id="a">A <em>b</em></h2><p>x</p>'
    ours, theirs = search.WordBoundaryParser(), search.material_search.Parser()
    for parser in (ours, theirs):
        parser.feed(page)
        parser.close()
    assert [s.id for s in ours.data] == [s.id for s in theirs.data]
    assert [" ".join("".join(s.title).split()) for s in ours.data] == ["Title", "A b"]


def test_the_parser_is_materials_only_while_mkdocs_builds():
    original = search.material_search.Parser
    with search.word_boundaries():
        assert search.material_search.Parser is search.WordBoundaryParser
    assert search.material_search.Parser is original


def test_a_footnote_moves_to_the_section_that_cites_it():
    note = 'The Czech rules say "berth 3" by mistake.'
    assert search._footnotes(PAGE) == [("dockyard", note)]
    docs = [
        {"location": "game/play/", "text": ""},
        {"location": "game/play/#setup", "text": "Put the board down."},
        {"location": "game/play/#dockyard", "text": "Move the ship down one berth. 1"},
        {"location": "game/play/#other", "text": f"Build them.\n{note}"},
    ]
    search._move_footnotes(docs, "game/play/", PAGE)
    assert docs[3]["text"] == "Build them."
    assert docs[2]["text"].endswith(note)


def test_a_glossary_page_is_one_document_per_term():
    page = "<table><tbody><tr><td>church</td><td>kostel</td><td>церковь</td></tr>"
    page += "<tr><td>depot</td><td>skladiště</td><td>склад</td></tr></tbody></table>"
    doc = {"location": "game/glossary/", "title": "Glossary", "text": "", "kind": "glossary"}
    rows = search._glossary_docs(doc, page, "cs")
    assert [row["title"] for row in rows] == ["kostel", "skladiště"]
    assert rows[0]["text"] == "church · kostel · церковь"


@pytest.mark.parametrize(
    ("location", "kind"),
    [
        ("", "home"),
        ("#catan", "home"),
        ("sources/#rules", "sources"),
        ("calculators/catan-vp/", "calculator"),
        ("catan/glossary/", "glossary"),
        ("hamburg/solo/#setup", "variant"),
        ("hamburgum/variants/", "variant"),
        ("hamburgum/quickstart/#first-round", "example"),
        ("carcassonne-abbey-mayor/expansions/#abbey", "variant"),
        ("hamburg/play/#step-2", "rules"),
        ("amun-re/setup/#banker", "setup"),
        ("hamburgum/setup/", "setup"),
        ("catan/#coast", "rules"),
    ],
)
def test_each_document_says_its_kind(location, kind):
    assert search._kind(location) == kind


def test_a_calculator_belongs_to_the_game_its_title_names():
    names = {"hamburg": "Hamburg", "hamburgum": "Hamburgum", "amun-re": "Amun-Re"}
    assert search._game_of("calculators/hamburgum-depot/", "Hamburgum: depot price", names) == "hamburgum"
    assert search._game_of("calculators/hamburg-final/", "Hamburg: final scoring", names) == "hamburg"
    names["carcassonne-abbey-mayor"] = "Каркассон: Аббатство и мэр"
    title = "Каркассон: Аббатство и мэр — аббатство или монастырь"
    assert search._game_of("calculators/carcassonne-abbey/", title, names) == "carcassonne-abbey-mayor"
    assert search._game_of("amun-re/play/#x", "Playing", names) == "amun-re"
    assert search._game_of("sources/", "Where the numbers come from", names) == ""


def test_a_section_names_the_headings_it_stands_under_but_not_the_pages_title():
    page = """<h1 id="rules">Rules<a class="headerlink" href="#rules">&para;</a></h1>
<h2 id="abbey">Abbey<a class="headerlink" href="#abbey">&para;</a></h2>
<h3 id="3-scoring">3. <em>Scoring</em><a class="headerlink" href="#3-scoring">&para;</a></h3>
<h2 id="farmhouse">Farmhouse</h2><h3 id="3-scoring_1">3. Scoring</h3>
<h4 id="at-the-end">At the end</h4><h3 id="more">More examples</h3>"""
    assert search._parents(page) == {
        "rules": [],
        "abbey": [],
        "3-scoring": ["Abbey"],
        "farmhouse": [],
        "3-scoring_1": ["Farmhouse"],
        "at-the-end": ["Farmhouse", "3. Scoring"],
        "more": ["Farmhouse"],
    }


def test_a_footnotes_number_is_not_in_the_text():
    # The note's text goes to the section that cites it (above); its number is no word of the sentence.
    page = (
        '<h2 id="s">Wagon</h2><p>When an abbey<sup id="fnref:17"><a class="footnote-ref" '
        'href="#fn:17">14</a></sup> is scored, the wagon counts.</p><p>m<sup>2</sup></p>'
    )
    text = search.plain(_sections(search.WordBoundaryParser, page)["s"])
    assert text == "When an abbey is scored, the wagon counts.\nm 2"


def _built_docs(lang: str) -> list[dict]:
    path = built_site() / lang / "search" / "search_index.json"
    return json.loads(path.read_text(encoding="utf-8"))["docs"]


def _calculator_pages(docs: list[dict]) -> list[dict]:
    """Each calculator's own page (calculators/ID/), not the calculators' index or its sections."""
    pages = [d for d in docs if d["location"].startswith(search.CALCULATORS) and "#" not in d["location"]]
    return [d for d in pages if d["location"].count("/") == 2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_calculators_link_box_is_on_the_page_but_not_in_its_sections_words(lang):
    # The box ("Calculator: Carcassonne … – abbey or monastery") made its section a result for
    # queries about the calculator, which its own page answers (stage.py: data-search-exclude).
    docs = _built_docs(lang)
    titles = {html.unescape(d["title"]) for d in _calculator_pages(docs)}
    assert len(titles) >= len(engine.calculators())
    page = (built_site() / lang / "carcassonne-abbey-mayor" / "play" / "index.html").read_text(encoding="utf-8")
    assert '<div class="admonition tip">' in page and 'href="../../calculators/carcassonne-abbey/"' in page
    rules = [d for d in docs if d["kind"] in ("rules", "setup", "variant", "example")]
    boxed = [d["location"] for d in rules if any(t in d["text"] for t in titles)]
    assert boxed == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_calculators_embed_code_is_not_in_its_words(lang):
    # it was the snippet of "church calculator": the <iframe> code under "Embed this calculator"
    ids = {f"{search.CALCULATORS}{calculator}/" for calculator in engine.calculators()}
    pages = [d for d in _built_docs(lang) if d["location"] in ids]
    assert pages and not [d["location"] for d in pages if "iframe" in d["text"] or "{origin}" in d["text"]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_calculator_stands_under_the_calculators_page(lang):
    docs = _built_docs(lang)
    heading = next(doc["title"] for doc in docs if doc["location"] == search.CALCULATORS)
    calculators = _calculator_pages(docs)
    assert len(calculators) >= len(engine.calculators())
    assert {doc.get("parents") for doc in calculators} == {heading}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_names_each_game_without_its_expansion(lang):
    # the worker reads a query that names a game as a question about it (search-rank.js: named)
    path = built_site() / lang / "search" / "search_index.json"
    names = json.loads(path.read_text(encoding="utf-8"))["config"]["rules"]["games"]
    assert set(names) == {game.slug for game in games()}
    assert names["carcassonne-abbey-mayor"] == {"en": "Carcassonne", "cs": "Carcassonne", "ru": "Каркассон"}[lang]
    assert all(name and ":" not in name for name in names.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_titles_are_text_not_html(lang):
    # The worker escapes what it shows, once: an "&amp;" kept from MkDocs' title showed as typed
    # ("Carcassonne: Abbey &amp; Mayor"), and kept the game's calculators from their game.
    docs = _built_docs(lang)
    shown = [d.get(key, "") for d in docs for key in ("title", "page", "parents")]
    assert [s for s in shown if "&" in s and s != html.unescape(s)] == []
    calculators = [d for d in _calculator_pages(docs) if "carcassonne" in d["location"]]
    assert calculators and {d["game"] for d in calculators} == {"carcassonne-abbey-mayor"}
