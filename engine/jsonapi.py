"""Text in, text out: the bridge the browser's worker calls (one JSON string each way keeps
the JS↔Python boundary to a single cheap conversion). Pure, like the rest of the engine."""

from __future__ import annotations

import json

from .errors import InputError
from .registry import calculate, calculators


def call(calculator_id: str, inputs_json: str) -> str:
    """`{"result": {...}}` or `{"error": {"field", "code", "params", "messages"}}`."""
    try:
        try:
            inputs = json.loads(inputs_json)
        except (TypeError, ValueError, RecursionError):
            raise InputError("inputs", "not_object") from None
        reply = {"result": calculate(calculator_id, inputs)}
    except InputError as error:
        reply = {"error": error.to_json()}
    return json.dumps(reply, ensure_ascii=False, allow_nan=False)


def calculators_json() -> str:
    return json.dumps(calculators())
