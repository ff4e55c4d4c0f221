"""Hypothesis strategies shared by the engine's and the browser's tests: inputs for any
calculator, drawn from the engine's own description of its fields (engine.describe())."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

import engine


def any_text(max_length: int) -> st.SearchStrategy[str]:
    """Letters and digits of any script: what the engine must take in a text field."""
    return st.text(st.characters(categories=("L", "Nd")), max_size=max_length)


def typed_text(max_length: int) -> st.SearchStrategy[str]:
    """A player's name as people type it into the form: letters, digits and spaces, trimmed."""
    alphabet = st.characters(categories=("L", "Nd"), max_codepoint=0x4FF) | st.just(" ")
    return st.text(alphabet, max_size=max_length).map(str.strip)


TextStrategy = Callable[[int], st.SearchStrategy[str]]


def field_values(described: dict[str, Any], text: TextStrategy = any_text) -> st.SearchStrategy:
    """Values within one described field's type and range (rows: up to three more than the minimum)."""
    kind = described["type"]
    if kind == "int":
        return st.integers(described["min"], described["max"])
    if kind == "bool":
        return st.booleans()
    if kind == "choice":
        return st.sampled_from(described["options"])
    if kind == "text":
        return text(described["max_length"])
    item = (
        st.fixed_dictionaries({name: field_values(f, text) for name, f in described["fields"].items()})
        if "fields" in described
        else field_values(described["item"], text)
    )
    return st.lists(item, min_size=described["min"], max_size=min(described["max"], described["min"] + 3))


def valid_inputs(calculator_id: str, text: TextStrategy = any_text) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs each within its field's type and range (the engine may still refuse a combination)."""
    described = engine.describe(calculator_id)["inputs"]
    return st.fixed_dictionaries({name: field_values(d, text) for name, d in described.items()})
