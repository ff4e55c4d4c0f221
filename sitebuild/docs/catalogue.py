"""The games catalogue (docs/games.toml) and the glossaries (glossary/*.toml)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from itertools import takewhile
from pathlib import Path

from engine.languages import LANGUAGES
from sitebuild import ROOT

DOCS = ROOT / "docs"
GLOSSARY = ROOT / "glossary"
# "Where the numbers come from" (docs/{lang}/sources.md): the page, then each game's own section
# kept with its pages (docs/{lang}/{slug}/_sources.md), in the games' order; see sources_text.
SOURCES = "sources.md"
GAME_SOURCES = "_sources.md"
# A game's index of players' words per section (docs/{lang}/{slug}/_search-terms.toml), read by
# the search index (search.py), never published as a file of its own.
SEARCH_TERMS = "_search-terms.toml"
# Where the sources page's table of the games' names takes the rows a game's own section opens
# with (its lines before its heading), so adding a game edits no shared page.
NAME_ROWS = "<!-- each further game's row: the first lines of its docs/{lang}/{slug}/_sources.md -->"
__all__ = [
    "DOCS",
    "GAME_SOURCES",
    "GLOSSARY",
    "NAME_ROWS",
    "ROOT",
    "SEARCH_TERMS",
    "SOURCES",
    "Game",
    "Term",
    "games",
    "glossary",
    "sources_text",
]


@dataclass(frozen=True)
class Game:
    slug: str
    name: dict[str, str]  # per language: the local edition's name (docs/games.toml)
    designer: dict[str, str]  # per language: Russian writes the name in Cyrillic
    players: str
    original: str  # the language the pages were written in first; the others translate it
    summary: dict[str, str]

    def pages(self, lang: str) -> list[Path]:
        """The rulebook's Markdown pages in `lang`, relative to docs/{lang}/{slug}/."""
        folder = DOCS / lang / self.slug
        return sorted(p.relative_to(folder) for p in folder.rglob("*.md") if p.name != GAME_SOURCES)

    def search_terms(self, lang: str) -> dict[str, list[str]]:
        """Players' words for the topic of each section ("page#heading-id", or "page" for its top),
        beyond the section's own words; {} where the game has none in `lang`."""
        path = DOCS / lang / self.slug / SEARCH_TERMS
        if not path.exists():
            return {}
        with open(path, "rb") as fh:
            return tomllib.load(fh)

    def translations(self) -> tuple[str, ...]:
        return tuple(lang for lang in LANGUAGES if lang != self.original)


@dataclass(frozen=True)
class Term:
    """One glossary row: the term in each language and the stems that find its inflected forms."""

    names: dict[str, str]
    stems: dict[str, str]
    note: str

    def stem(self, lang: str) -> str:
        return self.stems.get(lang, self.names[lang]).lower()


def games() -> list[Game]:
    with open(DOCS / "games.toml", "rb") as fh:
        data = tomllib.load(fh)
    return [Game(**entry) for entry in data["game"]]


def sources_text(lang: str) -> str:
    """The sources page as published: docs/{lang}/sources.md and every game's own section, the
    table rows it opens with (its local names and what they rest on) put into the names table."""
    page = (DOCS / lang / SOURCES).read_text(encoding="utf-8")
    rows: list[str] = []
    parts: list[str] = []
    for game in games():
        own = DOCS / lang / game.slug / GAME_SOURCES
        if own.exists():
            lines = own.read_text(encoding="utf-8").splitlines(keepends=True)
            table = len(list(takewhile(lambda line: line.startswith("|"), lines)))
            rows += lines[:table]
            parts.append("".join(lines[table:]).lstrip("\n"))
    page = page.replace(NAME_ROWS + "\n", "".join(rows))
    return "\n".join(part.rstrip("\n") + "\n" for part in [page, *parts])


def glossary(slug: str) -> list[Term]:
    path = GLOSSARY / f"{slug}.toml"
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    terms = []
    for row in data.get("term", []):
        missing = [lang for lang in LANGUAGES if not row.get(lang)]
        if missing:
            raise ValueError(f"{path.name}: term {row!r} has no {', '.join(missing)}")
        terms.append(
            Term(
                names={lang: row[lang] for lang in LANGUAGES},
                stems=dict(row.get("stems", {})),
                note=row.get("note", ""),
            )
        )
    return terms
