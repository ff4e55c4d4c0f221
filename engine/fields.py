"""Input fields: each parses one JSON-like value, or raises InputError naming the field.

The same descriptions feed the build (`describe()` for calculator specs) and the browser
(which sends raw text from the form and lets the engine decide what is valid).
"""

from __future__ import annotations

import copy
import math
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InputError, collect
from .languages import BY_CODE, FALSE_TEXT, LANGUAGES, TRUE_TEXT, plural_form
from .messages import ROW_NOUNS
from .messages.common import EXPLAIN, QUOTES

PLAYER_LABEL = EXPLAIN["player"]  # "Player {n}", numbered from 1 as in the forms

_INTEGER_TEXT = re.compile(r"[+-]?\d{1,15}")
# Numbers as players write money: "1 250", "1,250", "1 000". Any site language's digit group
# separator, an ordinary or a narrow space; the same one throughout, groups of exactly three
# (so "2,5" stays refused), at most 15 digits.
_GROUP_SEPARATORS = "".join(sorted({lang.group for lang in BY_CODE.values()} | {" ", "\u202f"}))
_GROUPED_TEXT = re.compile(rf"([+-]?)(\d{{1,3}})([{re.escape(_GROUP_SEPARATORS)}])(\d{{3}}(?:\3\d{{3}}){{0,3}})")
MISSING: Any = object()


def quoted(label: Mapping[str, str]) -> dict[str, str]:
    """A label named in a sentence, in each language's quotation marks: “Abbey”, „Opatství“."""
    return {lang: QUOTES[lang].format(label[lang]) for lang in LANGUAGES}


def _join(path: str, name: str | int) -> str:
    return f"{path}.{name}" if path else str(name)


@dataclass(frozen=True)
class Int:
    """A whole number in [minimum, maximum]. Accepts int, an integral float, or decimal text."""

    name: str
    minimum: int
    maximum: int
    default: int | None = None
    # A rule-specific message for values above the maximum (e.g. "one_bell").
    too_large: str = "out_of_range"
    # A player chosen from a list, counted from 0 (the form shows "Player 1"…): errors then
    # name the list, not numbers the player never sees. `nobody` labels −1 (a card in the bank).
    player: bool = False
    nobody: Mapping[str, str] | None = None
    # What an empty box stands for on a score sheet, as on paper (None: an empty box is an error).
    blank: int | None = None

    def parse(self, value: Any, path: str = "") -> int:
        where = _join(path, self.name)
        if value is MISSING:
            if self.default is None:
                raise InputError(where, "required")
            return self.default
        if self.blank is not None and isinstance(value, str) and not value.strip():
            return self.blank
        number = _to_int(value)
        if self.player and (number is None or not self.minimum <= number <= self.maximum):
            raise self.not_a_player(where)
        if number is None:
            raise InputError(where, "not_integer", min=self.minimum, max=self.maximum)
        if number < self.minimum:
            raise InputError(where, "out_of_range", min=self.minimum, max=self.maximum)
        if number > self.maximum:
            raise InputError(where, self.too_large, min=self.minimum, max=self.maximum)
        return number

    def not_a_player(self, where: str) -> InputError:
        """The error for a value outside the form's list of players."""
        if self.nobody is not None:
            return InputError(where, "not_a_player_or_nobody", nobody=quoted(self.nobody))
        return InputError(where, "not_a_player")

    def describe(self) -> dict[str, Any]:
        described: dict[str, Any] = {"type": "int", "min": self.minimum, "max": self.maximum, "default": self.default}
        if self.player:
            described["player_label"] = dict(PLAYER_LABEL)
            described["none_label"] = None if self.nobody is None else dict(self.nobody)
        if self.blank is not None:
            described["blank"] = self.blank
        return described


def _to_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if math.isfinite(value) and value.is_integer() else None
    if isinstance(value, str) and _INTEGER_TEXT.fullmatch(value.strip()):
        return int(value.strip())
    grouped = _GROUPED_TEXT.fullmatch(value.strip()) if isinstance(value, str) else None
    if grouped:
        sign, head, separator, rest = grouped.groups()
        return int(sign + head + rest.replace(separator, ""))
    return None


@dataclass(frozen=True)
class Bool:
    name: str
    default: bool | None = False

    def parse(self, value: Any, path: str = "") -> bool:
        where = _join(path, self.name)
        if value is MISSING:
            if self.default is None:
                raise InputError(where, "required")
            return self.default
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in TRUE_TEXT + FALSE_TEXT:
            return value.strip().lower() in TRUE_TEXT
        raise InputError(where, "not_boolean")

    def describe(self) -> dict[str, Any]:
        return {"type": "bool", "default": self.default}


# Characters that show nothing yet change what is shown beside them: format characters (Cf:
# the bidirectional overrides, embeddings, isolates and marks such as U+202E that turn "13" into
# "31" after a name, zero-width spaces and joiners, soft hyphens) and the line and paragraph
# separators U+2028/U+2029 (Zl, Zp). A zero-width joiner is kept where it joins a symbol to
# what follows (emoji sequences such as 👩‍🍳).
INVISIBLE_CATEGORIES = frozenset({"Cf", "Zl", "Zp"})
ZERO_WIDTH_JOINER = "\u200d"


def _invisible(text: str) -> bool:
    for i, char in enumerate(text):
        if unicodedata.category(char) not in INVISIBLE_CATEGORIES:
            continue
        after = text[i + 1] if i + 1 < len(text) else ""
        if char == ZERO_WIDTH_JOINER and i > 0 and after and unicodedata.category(after) == "So":
            continue
        return True
    return False


@dataclass(frozen=True)
class Text:
    """A short line of text, such as a player's name: stripped, at most `max_length` characters,
    no control characters (a name must stay one line in a result, a link or an exported table)
    and no invisible ones that could reorder or hide the figures shown beside it."""

    name: str
    max_length: int = 24
    default: str = ""

    def parse(self, value: Any, path: str = "") -> str:
        where = _join(path, self.name)
        if value is MISSING:
            return self.default
        if not isinstance(value, str):
            raise InputError(where, "not_text", max=self.max_length)
        text = value.strip()
        if len(text) > self.max_length:
            raise InputError(where, "text_too_long", max=self.max_length, count=len(text))
        if any(unicodedata.category(char) == "Cc" for char in text):
            raise InputError(where, "text_control")
        if _invisible(text):
            raise InputError(where, "text_invisible")
        return text

    def describe(self) -> dict[str, Any]:
        return {"type": "text", "max_length": self.max_length, "default": self.default}


@dataclass(frozen=True)
class Choice:
    """One of `options` (engine keys), each shown to the player by its label in every language
    (`labels[option][lang]`): the form's list and the error's list of choices read the same."""

    name: str
    options: tuple[str, ...]
    labels: Mapping[str, Mapping[str, str]]
    default: str | None = None
    # What an empty value stands for on a score sheet (as Int's `blank`; None: an error).
    blank: str | None = None
    # Of the player's seat, not of the score (a follower's colour): a new game at the same
    # table keeps it with the names.
    seat: bool = False

    def parse(self, value: Any, path: str = "") -> str:
        where = _join(path, self.name)
        if value is MISSING:
            if self.default is None:
                raise InputError(where, "required")
            return self.default
        if self.blank is not None and isinstance(value, str) and not value.strip():
            return self.blank
        if isinstance(value, str) and value in self.options:
            return value
        raise InputError(where, "not_choice", options=self.listed())

    def listed(self) -> dict[str, str]:
        """The options' labels in a row, per language: “Abbey”, “Monastery”."""
        return {lang: ", ".join(quoted(self.labels[option])[lang] for option in self.options) for lang in LANGUAGES}

    def describe(self) -> dict[str, Any]:
        described = {
            "type": "choice",
            "options": list(self.options),
            "default": self.default,
            "option_labels": {option: dict(self.labels[option]) for option in self.options},
        }
        if self.blank is not None:
            described["blank"] = self.blank
        if self.seat:
            described["seat"] = True
        return described


@dataclass(frozen=True)
class Rows:
    """A list of `min_rows`–`max_rows` entries, each a record of `fields` (one per player,
    province…), or of plain values when `item` is given instead."""

    name: str
    min_rows: int
    max_rows: int
    fields: tuple[Any, ...] = ()
    item: Any = None
    default: tuple[Any, ...] | None = None
    # What a row is, for the errors ("Enter 3 to 5 players"): a key of engine.messages.ROW_NOUNS
    # (common or the game's own), the list's own name unless given.
    noun: str = ""
    # Rows entered one by one with a composer's taps (a score sheet's scorings): what it asks of
    # each kind of row, as data for the page, which then holds no rule of its own.
    asks: Mapping[str, Any] | None = None

    def parse(self, value: Any, path: str = "") -> list[Any]:
        where = _join(path, self.name)
        if value is MISSING:
            if self.default is None:
                raise InputError(where, "required")
            value = list(self.default)
        # A list of one length only says "exactly 6 dice", not "6 to 6 dice".
        exact = "_exact" if self.min_rows == self.max_rows else ""
        if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
            raise InputError(where, f"not_list{exact}", min=self.min_rows, max=self.max_rows, noun=self.nouns())
        if not self.min_rows <= len(value) <= self.max_rows:
            raise InputError(
                where, f"list_length{exact}", min=self.min_rows, max=self.max_rows, count=len(value), noun=self.nouns()
            )
        rows, errors = [], []
        for i, row in enumerate(value):
            try:
                rows.append(self._parse_row(row, _join(where, i)))
            except InputError as error:
                errors.append(error)
        error = collect(errors)
        if error:
            raise error
        return rows

    def _parse_row(self, row: Any, where: str) -> Any:
        if self.item is not None:
            return _parse_entry(self.item, row, where)
        if not isinstance(row, Mapping):
            raise InputError(where, "not_object")
        return parse_record(self.fields, row, where)

    def nouns(self) -> dict[str, str]:
        forms = ROW_NOUNS[self.noun or self.name]
        return {lang: forms[lang][plural_form(lang, self.max_rows)] for lang in LANGUAGES}

    def describe(self) -> dict[str, Any]:
        described: dict[str, Any] = {
            "type": "rows",
            "min": self.min_rows,
            "max": self.max_rows,
            "default": None if self.default is None else list(self.default),
        }
        if self.item is not None:
            described["item"] = self.item.describe()
        else:
            described["fields"] = {f.name: f.describe() for f in self.fields}
        if self.asks is not None:
            described["asks"] = copy.deepcopy(dict(self.asks))  # the caller's, not the engine's table
        return described


def _parse_entry(item: Any, value: Any, where: str) -> Any:
    """Parse one plain list entry; its error names the entry itself (`dice.3`)."""
    try:
        return item.parse(value, "")
    except InputError as error:
        raise InputError(where, error.code, **error.params) from None


def parse_record(fields: Sequence[Any], values: Mapping[str, Any], path: str = "") -> dict[str, Any]:
    """Parse a mapping against its fields; an unknown key is an error too."""
    known = {f.name for f in fields}
    for key in values:
        if key not in known:
            name = str(key)[:40]
            raise InputError(_join(path, name) if name else path or "inputs", "unknown_field", name=name)
    record, errors = {}, []
    for f in fields:
        try:
            record[f.name] = f.parse(values.get(f.name, MISSING), path)
        except InputError as error:
            errors.append(error)
    error = collect(errors)
    if error:
        raise error  # every wrong box of the record, the first leading
    return record
