"""`site-build.py languages [CODE]`: every text a language still lacks, or that is still the
English, across the whole site, so that a translator of a new language sees the whole job.

Adding a language is one `Language` in engine/languages.py and then exactly what this lists:
the engine's messages (engine/messages/*.py), the calculators' specs (calculators/*.toml), the
glossaries, the diagrams' labels, the games' names and summaries (docs/games.toml), the
interface texts (templates/i18n/{code}.toml), templates that keep their texts inline, the
pages (docs/{code}/…) and the search's words (players' words, each game's index entries). A
text equal to the English is listed when it is prose (three words or more): names, units and
codes ("Hamburgum", "£", "VP") may rightly stay the same.

A placeholder of `site-build.py new-game` (a text with TODO, or ЗАПОЛНИТЬ in Russian) is listed
apart, in every language: it is a text still to be written for a game being added, not a gap of
the language, so a language with nothing else left is complete.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

from engine import languages
from sitebuild import ROOT

PROSE_WORDS = 3  # an English text of this many words or more is prose, to be translated
PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}  # CLDR's categories
OPTIONAL = {"stems"}  # a glossary's search stems: by default the term itself
DOCS_GAMES = ROOT / "docs" / "games.toml"
_PLACEHOLDER = re.compile(r"\{[^}]*\}")
# sitebuild/tools/new_game.py's marks of a text still to write
TODO_MARKS = ("TODO", "ЗАПОЛНИТЬ")
TODO = "TODO (a new game's placeholder)"


def _by_language(node: Any) -> bool:
    return (
        bool(node) and isinstance(node, dict) and all(isinstance(k, str) and len(k) == 2 and k.islower() for k in node)
    )


def _is_text_table(node: Any) -> bool:
    """{"en": …, "cs": …}: a text in each language (a string, or a noun's plural forms)."""
    return _by_language(node) and isinstance(node.get("en"), (str, dict))


def text_tables(node: Any, where: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every text table in a nested structure, with where it is (`input[wood].label`)."""
    if _is_text_table(node) or (isinstance(node, dict) and isinstance(node.get("en"), str)):
        # A glossary's term keeps its stems and note beside its names: the names are the texts.
        yield where, {key: value for key, value in node.items() if _by_language({key: value})}
    elif isinstance(node, dict) and node and set(node) <= PLURAL_FORMS and all(map(_by_language, node.values())):
        # { one = { en = "{n} point", cs = "{n} bod" }, few = { cs = … } }: per language, its forms
        by_language: dict[str, dict[str, Any]] = {}
        for form, table in node.items():
            for code, text in table.items():
                by_language.setdefault(code, {})[form] = text
        yield where, by_language
    elif isinstance(node, dict):
        for key, value in node.items():
            if key not in OPTIONAL:
                yield from text_tables(value, f"{where}.{key}" if where else str(key))
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from text_tables(item, f"{where}[{_item_name(item, i)}]")


def _item_name(item: Any, index: int) -> object:
    """An input by its name, a game by its slug, anything else by its place."""
    if isinstance(item, dict):
        for key in ("name", "slug", "id"):
            if isinstance(item.get(key), str):
                return item[key]
    return index


def _prose(text: Any) -> bool:
    """Words to translate, not a name, unit or figure ("{n} → {gold}" is none)."""
    if isinstance(text, dict):
        return any(_prose(value) for value in text.values())
    words = [word for word in _PLACEHOLDER.sub(" ", str(text)).split() if any(c.isalpha() for c in word)]
    return len(words) >= PROSE_WORDS


def _plural_gap(texts: Any, code: str) -> str:
    language = languages.BY_CODE.get(code)
    if not isinstance(texts, dict) or language is None:
        return ""
    missing = [form for form in language.plural_forms if not texts.get(form)]
    return f"missing plural forms {', '.join(missing)}" if missing else ""


def _todo(text: Any) -> bool:
    if isinstance(text, dict):
        return any(_todo(value) for value in text.values())
    return any(mark in str(text) for mark in TODO_MARKS)


def gap(table: dict[str, Any], code: str) -> str:
    """'' if `code` has its own text in `table`; else what is wrong (TODO for a placeholder)."""
    text = table.get(code)
    if not text:
        return "missing"
    if _todo(text):
        return TODO
    if code != "en" and text == table["en"] and _prose(text):
        return "still English"
    return _plural_gap(text, code)


def _table_gaps(tables: Iterator[tuple[str, dict[str, Any]]], code: str, prefix: str) -> list[str]:
    return [f"{prefix}{where}: {problem}" for where, table in tables if (problem := gap(table, code))]


def _toml(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _messages(code: str) -> list[str]:
    from engine.games import GAMES

    found = []
    for name in ("common", *GAMES):
        module = import_module(f"engine.messages.{name}")
        tables = {key: value for key, value in vars(module).items() if key.isupper()}
        found += _table_gaps(text_tables(tables), code, f"engine/messages/{name}.py: ")
    return found


def _files(folder: str, code: str) -> list[str]:
    found = []
    for path in sorted((ROOT / folder).glob("*.toml")):
        found += _table_gaps(text_tables(_toml(path)), code, f"{folder}/{path.name}: ")
    return found


def _interface(code: str) -> list[str]:
    english = _toml(ROOT / "templates" / "i18n" / "en.toml")
    path = ROOT / "templates" / "i18n" / f"{code}.toml"
    # A language without the file yet lacks every text of en.toml, each listed.
    own = _toml(path) if path.exists() else {}
    found = [] if path.exists() else [f"{path.name}: missing file (a copy of en.toml to translate)"]

    def compare(english_node: Any, node: Any, where: str) -> None:
        if isinstance(english_node, dict) and set(english_node) <= PLURAL_FORMS:
            problem = _plural_gap(node, code) if isinstance(node, dict) else "missing"
            if problem:
                found.append(f"{path.name}: {where}: {problem}")
        elif isinstance(english_node, dict):
            for key, value in english_node.items():
                inner = f"{where}.{key}" if where else key
                if key == "language_names":  # one name per language, in this language
                    names = node.get(key, {}) if isinstance(node, dict) else {}
                    found.extend(f"{path.name}: {inner}.{c}: missing" for c in languages.LANGUAGES if not names.get(c))
                    continue
                if not isinstance(node, dict) or key not in node:
                    found.append(f"{path.name}: {inner}: missing")
                else:
                    compare(value, node[key], inner)
        elif code != "en" and node == english_node and _prose(node):
            found.append(f"{path.name}: {where}: still English")

    compare(english, own, "")
    return [f"templates/i18n/{line}" for line in found]


def _inline_templates(code: str) -> list[str]:
    """Templates that keep a table of texts per language inline ({% set t = {"en": {…}, …} %})."""
    found = []
    for path in sorted((ROOT / "templates").glob("*.j2")):
        text = path.read_text(encoding="utf-8")
        if '\n "en": {' in text and f'\n "{code}": {{' not in text:
            found.append(f'templates/{path.name}: no "{code}" texts')
    return found


def _pages(code: str) -> list[str]:
    from sitebuild.docs.catalogue import DOCS, GAME_SOURCES, games

    found = []
    if not (DOCS / code / "sources.md").exists():
        found.append(f"docs/{code}/sources.md: missing")
    for game in games():
        own_sources = DOCS / code / game.slug / GAME_SOURCES  # its part of the sources page
        if (DOCS / game.original / game.slug / GAME_SOURCES).exists() and not own_sources.exists():
            found.append(f"docs/{code}/{game.slug}/{GAME_SOURCES}: missing")
        for page in game.pages(game.original):
            own, original = DOCS / code / game.slug / page, DOCS / game.original / game.slug / page
            if not own.exists():
                found.append(f"docs/{code}/{game.slug}/{page.as_posix()}: missing")
            elif code != game.original and own.read_bytes() == original.read_bytes():
                found.append(f"docs/{code}/{game.slug}/{page.as_posix()}: still the original")
            elif _todo(own.read_text(encoding="utf-8")):
                found.append(f"docs/{code}/{game.slug}/{page.as_posix()}: {TODO}")
        if own_sources.exists() and _todo(own_sources.read_text(encoding="utf-8")):
            found.append(f"docs/{code}/{game.slug}/{GAME_SOURCES}: {TODO}")
    return found


def _search(code: str) -> list[str]:
    """The search's own words: players' words for the games' terms, and each game's index entries
    (optional for the build, but without them a question in players' words finds less)."""
    from sitebuild.docs.catalogue import DOCS, SEARCH_TERMS, games
    from sitebuild.docs.search import WORDS

    found = []
    if code not in _toml(WORDS):
        found.append(f"sitebuild/docs/{WORDS.name}: [{code}]: missing (players' words for the games' terms)")
    others = [lang for lang in languages.LANGUAGES if lang != code]
    for game in games():
        own = DOCS / code / game.slug / SEARCH_TERMS
        if not own.exists() and any((DOCS / lang / game.slug / SEARCH_TERMS).exists() for lang in others):
            found.append(f"docs/{code}/{game.slug}/{SEARCH_TERMS}: missing (index entries by its heading ids)")
    return found


def language_gaps(code: str) -> dict[str, list[str]]:
    """What `code` lacks, by kind: each entry names the file, the place and the problem (a new
    game's placeholders among them, ending in TODO; report() lists those apart)."""
    return {
        "engine messages": _messages(code),
        "calculator specs": _files("calculators", code),
        "glossaries": _files("glossary", code),
        "diagrams": _files("diagrams", code),
        "games' names and summaries": _table_gaps(
            text_tables(_toml(ROOT / "docs" / "games.toml")), code, "docs/games.toml: "
        ),
        "interface texts": _interface(code) + _inline_templates(code),
        "pages": _pages(code),
        "search words": _search(code),
    }


# Not texts, so not listed: what a language needs besides (CONTRIBUTING.md, "Add a language").
SETTINGS = (
    "Besides the texts: its Language in engine/languages.py (separators, yes/no, plural forms), a rule"
    " in plural_form if its plurals are not English's, and its search settings (Language: lunr, stemmer, stop"
    " words, ordinals, verbal prefixes)."
)


def report(codes: list[str]) -> tuple[str, int]:
    """The listing for each language, and how many texts are left to translate in all (a new
    game's placeholders are listed after them, and not counted)."""
    lines, left = [], 0
    for code in codes:
        gaps = language_gaps(code)
        todo = [entry for entries in gaps.values() for entry in entries if entry.endswith(TODO)]
        count = sum(len(entries) for entries in gaps.values()) - len(todo)
        left += count
        head = f"{code}: {count} texts to translate" if count else f"{code}: complete"
        lines.append(head + (f"; {len(todo)} placeholders of a new game to write" if todo else ""))
        for kind, entries in gaps.items():
            if entries := [entry for entry in entries if not entry.endswith(TODO)]:
                lines.append(f"  {kind} ({len(entries)}):")
                lines += [f"    {entry}" for entry in entries]
        if todo:
            lines.append(f"  new game's placeholders, TODO ({len(todo)}):")
            lines += [f"    {entry.removesuffix(': ' + TODO)}" for entry in todo]
    if left:
        lines.append(SETTINGS)
    return "\n".join(lines), left
