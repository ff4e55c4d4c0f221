"""The shape of what a calculator returns: the written result contract.

A result is a JSON-like dict (plain dicts, lists, str, int, float, bool, None) with:

- its scalar outputs, named in the calculator's `outputs` (the public contract, calculator.py);
- `check_board`: always a list, the inputs whose default is only inferred from the rulebook,
  for the player to check against their own board (empty when there is nothing to check);
- breakdowns: any key ending in `breakdown` (and token_values' `values`), a list of `Part`s,
  at the top level or inside a table's rows;
- tables (lists of row dicts, one per player, province, ship…), and, on the score sheets,
  `explain`: {language: [sentence, …]}, and `actions`: what the table may do next, a list of
  {"id", "inputs"} (the inputs of the game that follows; the sheet offers a button per action,
  labelled by the spec's [actions]).
- a score sheet's verdict: `winners` (row indexes; several share a win), `blank` (nothing
  entered: no verdict); `"finished": false` when the game is not over (Amun-Re after the Old
  Kingdom): then `winners` is empty and `leaders` lists who leads; `other_winner` ({language:
  name}) when the winner is no row of the table (Tom, who beats a solo Hamburg player).

engine/present.py puts a result into words for the pages.

A `Part` is one term of a sum: its `key` (labelled by the spec's [parts]), its `value`, and,
for "count × each" terms, the `count` and the `each`. Some parts carry more facts for their
table (a priest part's `priests` and `cards`, an odds part's `pips`); the four keys below
mean the same everywhere. Functions here build new dicts and never change their arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NotRequired, TypedDict


class Part(TypedDict):
    key: str
    value: int | float
    count: NotRequired[int]  # how many, for "3 cities × 4" or "3 stones → 6"
    each: NotRequired[int | float]  # the value of one, with `count`


def part(key: str, value: int | float) -> Part:
    """A term given by its value alone."""
    return {"key": key, "value": value}


def times(key: str, count: int, each: int | float) -> Part:
    """A "count × each" term: its value is the product."""
    return {"key": key, "count": count, "each": each, "value": count * each}


def counted(key: str, count: int, value: int | float) -> Part:
    """A term with a count whose value is not a product (a price table, a sum of corrections)."""
    return {"key": key, "count": count, "value": value}


def total(parts: Iterable[Mapping[str, Any]]) -> int | float:
    return sum(p["value"] for p in parts)


def finished(result: Mapping[str, Any]) -> dict[str, Any]:
    """The result as the registry hands it out: a new dict whose `check_board` is a list
    (empty for the calculators that infer nothing)."""
    return {**result, "check_board": list(result.get("check_board", ()))}
