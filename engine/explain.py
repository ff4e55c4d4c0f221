"""Explanations in words, in every site language: small pure helpers for the score sheets.

A sentence is a `Localized`, one text per language. Templates are `str.format` strings kept in
each game's messages module (EXPLAIN); a parameter is either one value for every language or a
`Localized` that gives each language its own words (a name, "5 points", "Player 2")."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .languages import LANGUAGES, plural_form
from .messages.common import EXPLAIN as COMMON

Localized = dict[str, str]
# A noun's plural forms by language, as in the calculator specs' [parts] (the categories
# are each language's `plural_forms` in languages.py).
Forms = Mapping[str, Mapping[str, str]]


def counted(forms: Forms, count: int) -> Localized:
    """ "5 pyramids", "5 pyramid", "5 пирамид"."""
    return {lang: f"{count} {forms[lang][plural_form(lang, count)]}" for lang in LANGUAGES}


def fixed(value: object) -> Localized:
    """The same text in every language (a number, a province's number)."""
    return {lang: str(value) for lang in LANGUAGES}


# A right-to-left letter (Hebrew, Arabic…) carries the figures after it along in a
# left-to-right line: "1. דוד 13 VP" is drawn with 13 before the name.
RIGHT_TO_LEFT = frozenset({"R", "AL"})


def isolated(name: str) -> str:
    """A name as part of a line or sentence: in a first-strong isolate (U+2068…U+2069) when it
    holds a right-to-left letter, so that it cannot move the words and figures beside it."""
    if any(unicodedata.bidirectional(char) in RIGHT_TO_LEFT for char in name):
        return f"\u2068{name}\u2069"
    return name


def player(index: int, name: str) -> Localized:
    """A player's name (isolated where needed), or "Player n" (numbered from 1) when none was given."""
    if name:
        return {lang: isolated(name) for lang in LANGUAGES}
    return {lang: COMMON["player"][lang].format(n=index + 1) for lang in LANGUAGES}


def joined(items: Sequence[Localized]) -> Localized:
    """ "A", "A and B", "A, B and C" in each language."""
    result = {}
    for lang in LANGUAGES:
        words = [item[lang] for item in items]
        head = ", ".join(words[:-1])
        result[lang] = f"{head}{COMMON['and'][lang]}{words[-1]}" if head else (words[-1] if words else "")
    return result


def say(templates: Mapping[str, Mapping[str, str]], key: str, **params: Any) -> Localized:
    """templates[key] filled in every language."""
    return {
        lang: templates[key][lang].format(
            **{name: value[lang] if isinstance(value, dict) else value for name, value in params.items()}
        )
        for lang in LANGUAGES
    }


def collect(sentences: Iterable[Localized]) -> dict[str, list[str]]:
    """{lang: [sentence, …]}, the `explain` of a result."""
    listed = list(sentences)
    return {lang: [sentence[lang] for sentence in listed] for lang in LANGUAGES}
