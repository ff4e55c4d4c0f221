"""Each language's search index, rewritten for our search worker.

MkDocs' search plugin writes one document per section (heading) of each page; Material's worker
would rank them with lunr (every word a prefix, headings ~1000× body text, one section per page
shown). Ours (overrides/assets/javascripts/workers/search-*.js) builds its own index from the
same documents in the browser, with the language's stemmer, stop words and ordinals from
engine/languages.py, so both the index and each query go through one implementation. Here, at
build time, the documents are made fit for it:

- every element's text a word of its own: Material's parser drops the tags it does not keep
  (table cells, spans, labels, diagram texts) with nothing in their place, so neighbours ran
  together ("Strength11", "священники1"); while MkDocs builds, `word_boundaries()` has it leave
  a space there;
- plain text, one line per block (paragraph, list item, table row), for the snippets;
- each section names the headings it stands under (`parents`, the page's title left out): "3. Scoring"
  under "Abbey" is about the abbey, and a player asking about the abbey's scoring means it;
- a footnote's text moves from the page's last section (where the plugin puts it) to the
  section that cites it;
- a glossary page becomes one small document per term, and every document says what it is
  (`kind`: rules, setup, variant, example, glossary, calculator, home, sources) and which game it belongs
  to, with the title of its page and the game's local name (docs/games.toml) for the result's heading;
- the players' words (search_words.toml) ride along in the index's config;
- a section's own index entries, the words players use for its topic that its text does not
  (docs/{lang}/{slug}/_search-terms.toml, like a printed rulebook's index), go in its `terms`.
"""

from __future__ import annotations

import html
import json
import re
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from material.plugins.search import plugin as material_search

from engine.languages import BY_CODE, LANGUAGES
from sitebuild.docs.catalogue import SEARCH_TERMS, games

WORDS = Path(__file__).with_name("search_words.toml")
BLOCK_END = re.compile(r"</(?:p|li|tr|h\d|dd|dt|pre|blockquote|div|table)>|<br\s*/?>", re.I)
TAG = re.compile(r"<[^>]+>")
HEADING = re.compile(r'<h[1-6][^>]*\sid="([^"]+)"', re.I)
HEADING_TEXT = re.compile(r'<h([1-6])[^>]*\sid="([^"]+)"[^>]*>(.*?)</h\1>', re.I | re.S)
HEADERLINK = re.compile(r'<a class="headerlink".*?</a>', re.S)
FOOTNOTE_REF = re.compile(r'<sup id="fnref\d*:([^"]+)"')
FOOTNOTE = re.compile(r'<li id="fn:([^"]+)">(.*?)</li>', re.S)
GLOSSARY_ROW = re.compile(r"<tr>\s*((?:<td>.*?</td>\s*)+)</tr>", re.S)
CELL = re.compile(r"<td>(.*?)</td>", re.S)


class SearchTermsError(ValueError):
    """A game's _search-terms.toml names a section its pages do not have."""


class WordBoundaryParser(material_search.Parser):
    """Material's section parser, with a space wherever it drops a tag (every tag but the few it
    keeps: p, li, code…), so the texts of two elements never make one word, and without the
    footnotes' reference numbers. Its sections, titles and exclusions are Material's own."""

    def handle_starttag(self, tag, attrs):
        self._boundary(tag)
        super().handle_starttag(tag, attrs)
        # A footnote's number is no word of the sentence it marks ("abbey 14 is scored"); the
        # note's own text joins the section below (_move_footnotes).
        if tag == "sup" and str(dict(attrs).get("id", "")).startswith("fnref") and self.context:
            self.skip.add(self.context[-1])

    def handle_endtag(self, tag):
        super().handle_endtag(tag)
        self._boundary(tag)

    def _boundary(self, tag: str) -> None:
        section = self.section
        if section is None or tag in self.keep or self.skip.intersection(self.context):
            return
        parts = section.title if section.el in self.context else section.text
        if parts and not parts[-1].isspace():
            parts.append(" ")


@contextmanager
def word_boundaries() -> Iterator[None]:
    """While MkDocs builds, Material's search index parses pages with WordBoundaryParser."""
    if not isinstance(getattr(material_search, "Parser", None), type):
        raise RuntimeError("Material's search plugin has no Parser: update sitebuild/docs/search.py")
    original = material_search.Parser
    material_search.Parser = WordBoundaryParser
    try:
        yield
    finally:
        material_search.Parser = original


def lunr_languages(lang: str) -> list[str]:
    # MkDocs refuses languages lunr.js lacks (cs): it only needs one to write the raw index.
    return [BY_CODE[lang].lunr]


def plain(markup: str) -> str:
    """Text without tags, one line per block, the footnotes' back-links (↩) left out."""
    text = html.unescape(TAG.sub(" ", BLOCK_END.sub("\n", markup))).replace("↩", "")
    lines = (" ".join(line.split()) for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def _footnotes(page_html: str) -> list[tuple[str, str]]:
    """(id of the heading above the first reference, footnote text) for each footnote."""
    notes = {key: plain(body) for key, body in FOOTNOTE.findall(page_html)}
    cited = []
    for match in FOOTNOTE_REF.finditer(page_html):
        key = match.group(1)
        if key in notes:
            headings = HEADING.findall(page_html, 0, match.start())
            cited.append((headings[-1] if headings else "", notes.pop(key)))
    return cited


def _move_footnotes(docs: list[dict], page: str, page_html: str) -> None:
    sections = [doc for doc in docs if doc["location"].split("#")[0] == page]
    for heading, note in _footnotes(page_html):
        for doc in sections:
            doc["text"] = doc["text"].replace(note, "").strip()
        target = next((d for d in sections if d["location"] == f"{page}#{heading}"), sections[0])
        target["text"] = f"{target['text']}\n{note}".strip()


def _parents(page_html: str) -> dict[str, list[str]]:
    """For each heading's id, the texts of the headings it stands under, outermost first; the page's
    own title (h1) is not among them: every result already shows it."""
    out: dict[str, list[str]] = {}
    above: list[tuple[int, str]] = []
    for level, anchor, inner in HEADING_TEXT.findall(page_html):
        depth = int(level)
        above = [(d, text) for d, text in above if d < depth]
        out[anchor] = [text for d, text in above if d > 1]
        above.append((depth, plain(HEADERLINK.sub("", inner))))
    return out


def _glossary_docs(doc: dict, page_html: str, lang: str) -> list[dict]:
    # The table's columns are the site's languages, in the registry's order.
    column = LANGUAGES.index(lang)
    entries = []
    for row in GLOSSARY_ROW.findall(page_html):
        cells = [plain(cell) for cell in CELL.findall(row)]
        if len(cells) == len(LANGUAGES):
            entries.append({**doc, "title": cells[column], "text": " · ".join(cells)})
    return entries or [doc]


def _game_of(location: str, title: str, names: dict[str, str]) -> str:
    head = location.split("/")[0]
    if head in names:
        return head
    # A calculator's page (calculators/{id}/) is titled "{game}: …" in the game's local name, or
    # "{game} – …" ("—" in Russian) when the name has its own colon.
    for slug, name in sorted(names.items(), key=lambda item: -len(item[1])):
        if title.startswith((f"{name}:", f"{name} –", f"{name} —")):
            return slug
    return ""


# Pages of another way to play (the solo mode, modules and variants, combinations with other
# expansions): they restate the base rules with changes, and a player's question is about the
# base game unless it says otherwise, so their sections weigh less (kind "variant").
VARIANT_PAGES = ("solo", "variants", "expansions")
# A quick introduction that plays the first rounds through (kind "example"): it restates the rules
# as they happen at one table, so it too ranks under the rules that answer a question.
EXAMPLE_PAGES = ("quickstart",)
# A game's set-up page lays out every piece the rules later use (kind "setup"): it names the
# pieces a question about what they do or pay names, and answers only how the game starts, so
# it ranks a little under the rules of play.
SETUP_PAGES = ("setup",)
# The calculators' page: every calculator's page stands under it (kind "calculator").
CALCULATORS = "calculators/"


def _kind(location: str) -> str:
    parts = location.split("#")[0].strip("/").split("/")
    if parts == [""]:
        return "home"
    if parts[0] == "sources":
        return "sources"
    if parts[0] == CALCULATORS.strip("/"):
        return "calculator"
    if parts[-1] == "glossary":
        return "glossary"
    if parts[-1] in VARIANT_PAGES:
        return "variant"
    if parts[-1] in EXAMPLE_PAGES:
        return "example"
    if parts[-1] in SETUP_PAGES:
        return "setup"
    return "rules"


def _section_key(location: str, game: str) -> str:
    """A section's key in its game's _search-terms.toml: "play#harbour", "play", "index"."""
    path, _, anchor = location.removeprefix(f"{game}/").partition("#")
    page = path.strip("/") or "index"
    return f"{page}#{anchor}" if anchor else page


def _add_terms(docs: list[dict], lang: str) -> None:
    """Each section's index entries into its document; a key naming no section stops the build."""
    for game in games():
        terms = game.search_terms(lang)
        sections = {
            _section_key(d["location"], game.slug): d
            for d in docs
            # a glossary page becomes one document per term below: it has no sections of its own
            if d["game"] == game.slug and d["kind"] not in ("calculator", "glossary")
        }
        unknown = sorted(set(terms) - set(sections))
        if unknown:
            raise SearchTermsError(f"docs/{lang}/{game.slug}/{SEARCH_TERMS}: no such section: {', '.join(unknown)}")
        for key, words in terms.items():
            sections[key]["terms"] = "\n".join(words)


def _players_words(lang: str) -> list[list[str]]:
    with open(WORDS, "rb") as fh:
        return tomllib.load(fh).get(lang, [])


def _material_worker(site_lang: Path) -> str:
    workers = sorted((site_lang / "assets/javascripts/workers").glob("search.*.min.js"))
    if len(workers) != 1:
        raise FileNotFoundError(f"expected one Material search worker in {site_lang}, found {workers}")
    return workers[0].name


def search_config(site_lang: Path, lang: str) -> dict:
    """What the worker needs besides the documents: the language's search settings, and the
    scripts it loads them with (paths from the worker's folder): Material's worker for lunr
    itself, and lunr-languages' stemmer where the language uses Snowball."""
    language = BY_CODE[lang]
    scripts = [_material_worker(site_lang)]
    if language.stemmer == "snowball":
        scripts += ["../lunr/min/lunr.stemmer.support.min.js", f"../lunr/min/lunr.{lang}.min.js"]
    return {
        "lang": lang,
        "scripts": scripts,
        "stemmer": language.stemmer,
        "stop_words": list(language.stop_words),
        "ordinals": list(language.ordinals),
        "prefixes": list(language.prefixes),
        "synonyms": _players_words(lang),
        # each game's name without its expansion's (after a colon): a query that names a game asks
        # about it, whichever game's pages the player is on
        "games": {game.slug: game.name[lang].split(":")[0].strip() for game in games()},
    }


def localise_index(site_lang: Path, lang: str) -> None:
    """Rewrite the language's search index for our worker (see the module's docstring)."""
    index_path = site_lang / "search" / "search_index.json"
    index = json.loads(index_path.read_text(encoding="utf-8"))
    names = {game.slug: game.name[lang] for game in games()}
    raw = index["docs"]
    # MkDocs gives titles as HTML ("Abbey &amp; Mayor"); the worker escapes what it shows, once.
    for doc in raw:
        doc["title"] = plain(doc["title"])
    page_titles = {doc["location"]: doc["title"] for doc in raw if "#" not in doc["location"]}
    docs: list[dict] = []
    for doc in raw:
        location = doc["location"]
        page = location.split("#")[0]
        page_title = page_titles.get(page, doc["title"])
        game = _game_of(location, page_title, names)
        heading = page_title if not game or names[game] in page_title else f"{names[game]} · {page_title}"
        docs.append(
            {
                "location": location,
                "title": doc["title"],
                "text": plain(doc["text"]),
                "page": heading,
                "game": game,
                "kind": _kind(location),
            }
        )
    _add_terms(docs, lang)
    out: list[dict] = []
    for page in dict.fromkeys(doc["location"].split("#")[0] for doc in docs):
        sections = [doc for doc in docs if doc["location"].split("#")[0] == page]
        html_path = site_lang / page / "index.html"
        page_html = html_path.read_text(encoding="utf-8") if html_path.exists() else ""
        if 'class="footnote"' in page_html:
            _move_footnotes(sections, page, page_html)
        parents = _parents(page_html)
        for doc in sections:
            above = parents.get(doc["location"].partition("#")[2], [])
            if doc["kind"] == "calculator" and page != CALCULATORS:
                # a calculator stands under the calculators' page: "… calculator" finds it
                above = [page_titles.get(CALCULATORS, "")]
            if above and doc["kind"] != "glossary":
                doc["parents"] = " › ".join(above)
        for doc in sections:
            out.extend(_glossary_docs(doc, page_html, lang) if doc["kind"] == "glossary" else [doc])
    index["docs"] = out
    index["config"]["lang"] = [lang]
    index["config"]["rules"] = search_config(site_lang, lang)
    index_path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
