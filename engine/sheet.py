"""Whole-table score sheets (`{game}-game`): what they share beyond each game's rules.

Player names, ranks with shared places, and the tie-break chain "most points, then …" with its
explanation in words. Each game module supplies the criteria and the sentence templates."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypedDict

from .explain import Localized, joined, say
from .fields import Int, Text

# The optional name in every player row: short enough for a phone's table column and the
# name box of the forms (maxlength 24).
NAME_LENGTH = 24
NAME = Text("name", NAME_LENGTH)


def on_paper(fields: Sequence[Any]) -> tuple[Any, ...]:
    """A sheet's number boxes as on paper: a box left empty scores nothing (0)."""
    return tuple(replace(f, blank=0) if isinstance(f, Int) else f for f in fields)


def ranks(keys: Sequence[Sequence[int]]) -> list[int]:
    """1 + the number of players strictly ahead (keys compared in order): tied players share a
    rank and the next rank is skipped (1, 1, 3)."""
    return [1 + sum(1 for other in keys if tuple(other) > tuple(mine)) for mine in keys]


def nothing_entered(rows: Sequence[Mapping[str, Any]]) -> bool:
    """Every box of every player row is empty (0, no, blank: the sheet's `on_paper`), names
    aside: a blank sheet, nothing entered yet. Its players tie, but that is no shared win to
    announce: the result says `blank` and carries no verdict, and the pages show no winner."""
    return not any(value for row in rows for field, value in row.items() if field != NAME.name)


class Step(TypedDict):
    """One criterion of a tie-break among the players still tied for first."""

    criterion: str
    group: list[int]  # the players compared (tied on every earlier criterion)
    leaders: list[int]  # those with the most on this criterion
    best: int
    next: int | None  # the most among the others in the group; None when all are tied


def decide(keys: Sequence[Sequence[int]], criteria: Sequence[str]) -> list[Step]:
    """The tie-break chain for first place: criteria in order, until one player is left or the
    criteria run out. The last step's leaders are the winners."""
    steps: list[Step] = []
    group = list(range(len(keys)))
    for c, criterion in enumerate(criteria):
        if not group:
            break
        best = max(keys[i][c] for i in group)
        leaders = [i for i in group if keys[i][c] == best]
        rest = [keys[i][c] for i in group if i not in leaders]
        steps.append(
            {"criterion": criterion, "group": group, "leaders": leaders, "best": best, "next": max(rest, default=None)}
        )
        if len(leaders) == 1:
            break
        group = leaders
    return steps


def winners(steps: Sequence[Step]) -> list[int]:
    return list(steps[-1]["leaders"]) if steps else []


def verdict(
    steps: Sequence[Step],
    labels: Sequence[Localized],
    templates: Mapping[str, Mapping[str, str]],
    amount: Callable[[int], Localized],
) -> list[Localized]:
    """The winner in words. Template keys: "win" (one leader on the first criterion), "tie"
    (several), then per later criterion c: "win_c" (it decides), "lead_c" (it narrows the tie),
    "same_c" (still tied); "share" when the criteria run out. `amount` words the first
    criterion's value ("39 points")."""
    if not steps:
        return []
    first = steps[0]
    names = joined([labels[i] for i in first["leaders"]])
    if len(first["leaders"]) == 1:
        return [say(templates, "win", winner=names, amount=amount(first["best"]), value=first["best"])]
    sentences = [say(templates, "tie", names=names, amount=amount(first["best"]), value=first["best"])]
    for step in steps[1:]:
        c = step["criterion"]
        leaders = joined([labels[i] for i in step["leaders"]])
        if len(step["leaders"]) == 1:
            sentences.append(say(templates, f"win_{c}", winner=leaders, best=step["best"], next=step["next"]))
        elif step["next"] is not None:
            sentences.append(say(templates, f"lead_{c}", names=leaders, best=step["best"], next=step["next"]))
        else:
            sentences.append(say(templates, f"same_{c}", names=leaders, value=step["best"]))
    if len(steps[-1]["leaders"]) > 1:
        sentences.append(say(templates, "share", names=joined([labels[i] for i in steps[-1]["leaders"]])))
    return sentences
