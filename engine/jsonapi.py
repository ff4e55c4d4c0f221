"""Text in, text out: the bridge the browser's worker calls (one JSON string each way keeps
the JS↔Python boundary to a single cheap conversion). Pure, like the rest of the engine."""

from __future__ import annotations

import json
import re

from .errors import InputError
from .present import present
from .registry import calculate, calculators

# No form sends more than a few dozen brackets; deeper text is refused before parsing, since
# in Pyodide a very deep document overflows the JavaScript stack instead of raising
# RecursionError (seen at about 8000 levels).
MAX_BRACKETS = 2000
# Brackets inside strings (a box holding "[[[…" as typed) nest nothing: only the others count,
# so that such a box gets its own error at the box, not "this link is damaged".
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _too_deep(text: str) -> bool:
    structure = _STRING.sub('""', text)
    return structure.count("[") + structure.count("{") > MAX_BRACKETS


def call(calculator_id: str, inputs_json: str, presenting_json: str | None = None) -> str:
    """`{"result": {...}}` or `{"error": {"field", "code", "params", "messages"}}`.

    With `presenting_json` (`{"presentation", "lang", "names"}`, see present.py) a result comes
    with its words for the page: `{"result": {...}, "presented": {...}}`."""
    try:
        if not isinstance(inputs_json, str) or _too_deep(inputs_json):
            raise InputError("inputs", "not_object")
        try:
            inputs = json.loads(inputs_json)
        except (TypeError, ValueError, RecursionError):
            raise InputError("inputs", "not_object") from None
        reply = {"result": calculate(calculator_id, inputs)}
        if presenting_json is not None:
            asked = json.loads(presenting_json)
            reply["presented"] = present(
                asked["presentation"], reply["result"], asked["lang"], asked.get("names") or (), inputs
            )
    except InputError as error:
        reply = {"error": error.to_json()}
    return json.dumps(reply, ensure_ascii=False, allow_nan=False)


def calculators_json() -> str:
    return json.dumps(calculators())
