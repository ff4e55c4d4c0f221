"""The one exception the engine raises for bad input, with messages in every site language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .languages import LANGUAGES
from .messages import MESSAGES


class InputError(ValueError):
    """Bad input. `field` names the input (a dotted path inside lists: `players.2.farmers`);
    `code` is a stable key of `messages.MESSAGES`; `params` fill its placeholders, each either one
    value for every language or a {language: text} mapping (a choice's label as the form shows it)."""

    def __init__(self, field: str, code: str, **params: Any) -> None:
        if code not in MESSAGES:
            raise KeyError(f"no message for error code {code!r}")
        self.field = field
        self.code = code
        self.params = params
        # The other boxes of the same input found wrong too (fields.collect): a sheet lists them all.
        self.others: list[InputError] = []
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        templates: Mapping[str, str] = MESSAGES[self.code]
        words = {
            name: value.get(lang, value.get("en")) if isinstance(value, Mapping) else value
            for name, value in self.params.items()
        }
        return templates.get(lang, templates["en"]).format(**words)

    def to_json(self) -> dict[str, Any]:
        """What the browser needs to show the error next to its field in any language; with
        `others`, the further errors, each shown at its own box."""
        reply: dict[str, Any] = {
            "field": self.field,
            "code": self.code,
            "params": dict(self.params),
            "messages": {lang: self.message(lang) for lang in LANGUAGES},
        }
        if self.others:
            reply["others"] = [other.to_json() for other in self.others]
        return reply


def collect(errors: list[InputError]) -> InputError | None:
    """One error for several: the first (its field, code and message, as before) carrying the
    rest, in the order of the fields, so every wrong box can be shown."""
    if not errors:
        return None
    flat = [e for error in errors for e in (error, *error.others)]
    first = flat[0]
    first.others = flat[1:]
    return first
