"""Every text a player reads about a game, per language, with where it stands: the rule pages,
the diagrams' words, the calculators' specs, the glossary and the engine's messages. The
consistency tests (test_terms.py, test_typography.py) read them from here."""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.games import GAMES
from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS

ROOT = Path(__file__).resolve().parents[2]
LANGS = set(LANGUAGES)


@dataclass(frozen=True)
class Text:
    """One text in every language, as its file gives it ({lang: text}); a page is one text per
    language with the page's path."""

    where: str
    texts: dict[str, str]


def _flat(value: Any) -> str | None:
    """A text, or a text given per plural form (all its forms, joined)."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and value and all(isinstance(v, str) for v in value.values()):
        return " / ".join(value.values())
    return None


def _walk(where: str, value: Any) -> Iterator[Text]:
    """Every {en, cs, ru} dict inside a TOML or Python value."""
    if isinstance(value, dict):
        if set(value) >= LANGS:
            flat = {lang: _flat(value[lang]) for lang in LANGUAGES}
            if all(text is not None for text in flat.values()):
                yield Text(where, flat)  # type: ignore[arg-type]
                return
        for key, item in value.items():
            yield from _walk(f"{where}.{key}", item)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _walk(f"{where}[{i}]", item)


def slug_of(module: str) -> str:
    """A game's docs slug (docs/games.toml) from its engine module's name."""
    return importlib.import_module(f"engine.{module}").GAME


def _toml(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def diagram_texts(module: str) -> Iterator[Text]:
    for name in {slug_of(module), module}:
        path = ROOT / "diagrams" / f"{name}.toml"
        if path.exists():
            yield from _walk(path.relative_to(ROOT).as_posix(), _toml(path))


def calculator_texts(module: str) -> Iterator[Text]:
    slug = slug_of(module)
    for path in sorted((ROOT / "calculators").glob("*.toml")):
        data = _toml(path)
        if data.get("game") == slug:
            yield from _walk(path.relative_to(ROOT).as_posix(), data)


def message_texts(module: str) -> Iterator[Text]:
    messages = importlib.import_module(f"engine.messages.{module}")
    for name, value in vars(messages).items():
        if name.isupper():
            yield from _walk(f"engine/messages/{module}.py {name}", value)


def glossary_texts(module: str) -> Iterator[Text]:
    """The glossary's terms (not its notes, which may name an older edition's word on purpose)."""
    path = ROOT / "glossary" / f"{slug_of(module)}.toml"
    for i, term in enumerate(_toml(path).get("term", [])):
        yield Text(f"glossary/{path.name} term {i}", {lang: term[lang] for lang in LANGUAGES})


def page_texts(module: str) -> Iterator[tuple[str, str, str]]:
    """(path, lang, text) of each rule page of the game."""
    slug = slug_of(module)
    for lang in LANGUAGES:
        for path in sorted((DOCS / lang / slug).rglob("*.md")):
            yield path.relative_to(ROOT).as_posix(), lang, path.read_text(encoding="utf-8")


def game_texts(module: str) -> Iterator[Text]:
    """The texts given in every language side by side (diagrams, calculators, messages)."""
    yield from diagram_texts(module)
    yield from calculator_texts(module)
    yield from message_texts(module)


def all_texts_in(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a reader of `lang` reads: every game's texts, glossaries and
    rule pages, the interface texts, the games' list and the site's own pages."""
    for module in GAMES:
        for text in (*game_texts(module), *glossary_texts(module)):
            yield text.where, text.texts[lang]
    for path in sorted((DOCS / lang).rglob("*.md")):
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    i18n = ROOT / "templates" / "i18n" / f"{lang}.toml"
    for key, value in _toml(i18n).items():
        text = _flat(value)
        if text is not None:
            yield f"{i18n.relative_to(ROOT).as_posix()} {key}", text
    for game in _toml(DOCS / "games.toml").get("game", []):
        for key, value in game.items():
            if isinstance(value, dict) and lang in value and isinstance(value[lang], str):
                yield f"docs/games.toml {game.get('slug')}.{key}", value[lang]
