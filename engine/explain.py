"""Explanations in words, in every site language: small pure helpers for the score sheets.

A sentence is a `Localized`, one text per language. Templates are `str.format` strings kept in
each game's messages module (EXPLAIN); a parameter is either one value for every language or a
`Localized` that gives each language its own words (a name, "5 points", "Player 2")."""

from __future__ import annotations

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


def player(index: int, name: str) -> Localized:
    """A player's name, or "Player n" (numbered from 1) when none was given."""
    if name:
        return {lang: name for lang in LANGUAGES}
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
