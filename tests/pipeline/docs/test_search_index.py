"""sitebuild/docs/search.py: the documents our search worker indexes, made at build time."""

from __future__ import annotations

import pytest

from sitebuild.docs import search

PAGE = """<h2 id="setup">Setup</h2><p>Put the board down.</p>
<h2 id="dockyard">Dockyard</h2><p>Move the ship down one berth.<sup id="fnref:1"><a href="#fn:1">1</a></sup></p>
<h2 id="other">Other buildings</h2><p>Build them.</p>
<div class="footnote"><hr /><ol><li id="fn:1"><p>The Czech rules say &quot;berth 3&quot; by mistake.&#160;<a
class="footnote-backref" href="#fnref:1">&#8617;</a></p></li></ol></div>"""


def test_plain_text_keeps_one_line_per_block():
    text = search.plain("<p>One &amp; two</p> <ul><li>three</li><li><code>four</code></li></ul>")
    assert text == "One & two\nthree\nfour"


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
        ("carcassonne-abbey-mayor/expansions/#abbey", "variant"),
        ("hamburg/play/#step-2", "rules"),
        ("catan/#coast", "rules"),
    ],
)
def test_each_document_says_its_kind(location, kind):
    assert search._kind(location) == kind


def test_a_calculator_belongs_to_the_game_its_title_names():
    names = {"hamburg": "Hamburg", "hamburgum": "Hamburgum", "amun-re": "Amun-Re"}
    assert search._game_of("calculators/hamburgum-depot/", "Hamburgum: depot price", names) == "hamburgum"
    assert search._game_of("calculators/hamburg-final/", "Hamburg: final scoring", names) == "hamburg"
    assert search._game_of("amun-re/play/#x", "Playing", names) == "amun-re"
    assert search._game_of("sources/", "Where the numbers come from", names) == ""
