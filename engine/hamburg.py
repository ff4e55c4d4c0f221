"""Hamburg (Stefan Feld).

Source: rulebook 002_78ffa7edb7a3759b.txt (Russian rules); rules-data.md section C."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Int, Rows

GAME = "hamburg"

# --- Final scoring -----------------------------------------------------------------------

# "Каждый активированный жетон превосходства приносит его владельцу 4 ПО."
# (rulebook 002, «Конец игры и финальный подсчёт очков»; rules-data C.2, CONFIRMED)
SUPERIORITY_VP = 4
SUPERIORITY_TYPES = 5  # «Площадь ратуши, Зоопарк, Здания, Победные очки и Городская стена» (components)
# "по 3 ПО за правую и/или левую от городской башни сторону стены, в которой он построил 3-ю секцию"
# (rulebook 002, final scoring; rules-data C.2, CONFIRMED)
WALL_THIRD_VP = 3
WALL_HALVES = 2
# 8 priests (rulebook 002, components: «8 священников»); 6 church windows, the 6th over the black
# cell with 2 categories (rulebook 002, phase II step 2; rules-data C.2).
PRIESTS = 8
WINDOWS = 6
# The last town-hall space is worth 18 VP (rulebook 002, phase II step 4; rules-data C.1, CONFIRMED).
# Every other space value is UNKNOWN, so the player enters the VP of the space reached.
TOWN_HALL_LAST_VP = 18
# A player on the last space gains 4 VP for each advance paid (or received free) but not made
# (rulebook 002, phase II step 4; rules-data C.1, CONFIRMED).
TOWN_HALL_OVERFLOW_VP = 4

# --- Town hall square: cost of one step --------------------------------------------------

DICE = 6  # «Бросьте все 6 кубиков» — 5 coloured dice and the black one (rulebook 002, components)
# "Сложите сумму всех значений «1» и «2», выпавших на кубиках" (rulebook 002, phase II step 4).
COUNTED_FACES: tuple[int, ...] = (1, 2)

# --- Hans Hummel statues -----------------------------------------------------------------

# Statues in play by number of players, in the order they are taken (highest VP first).
# Rulebook 002, setup table «Скульптуры по количеству ПО» and the solo table; rules-data C.2
# (CONFIRMED). Key 1 = solo mode (the solo table: "так же, как и при игре вдвоём").
STATUES_BASE: dict[int, tuple[int, ...]] = {
    1: (9, 7, 4, 2),
    2: (9, 7, 4, 2),
    3: (9, 7, 6, 5, 4, 2),
    4: (9, 8, 7, 6, 5, 4, 3, 2),
    5: (9, 8, 7, 6, 5, 4, 3, 2),
}
# With module 2 «Ханс Хуммель и Продавщица лимонов» (rulebook 002, its setup table and the solo
# table «C дополнением №2»; rules-data C.2, CONFIRMED).
STATUES_EXPANSION: dict[int, tuple[int, ...]] = {
    1: (10, 7, 5, 2),
    2: (10, 7, 5, 2),
    3: (10, 8, 7, 5, 4, 2),
    4: (10, 8, 7, 6, 5, 4, 2, 2),
    5: (10, 9, 8, 7, 6, 5, 4, 3, 2, 2),
}
# A statue is taken for completing the last (5th) section of a wall half; a rebuilt 5th section
# gives no second statue (rulebook 002, wall action and «Обрушение»): at most one per half.
MAX_STATUES_PER_PLAYER = WALL_HALVES


def _statue_sums() -> frozenset[int]:
    """Every VP total a player's statues can show: 0, 1 or 2 statues of one game."""
    sums = {0}
    for table in (*STATUES_BASE.values(), *STATUES_EXPANSION.values()):
        for k in range(1, MAX_STATUES_PER_PLAYER + 1):
            sums.update(sum(c) for c in combinations(table, k))
    return frozenset(sums)


STATUE_SUMS = _statue_sums()
MAX_STATUE_VP = max(STATUE_SUMS)


# =========================================================================================
# Final scoring
# =========================================================================================


def priest_points(windows: list[dict[str, int]]) -> list[dict[str, Any]]:
    """Each priest on the church floor: 1 VP per own building / zoo / park of the categories
    under its window (rulebook 002, phase II step 2 and final scoring)."""
    return [
        {
            "key": f"row_{i + 1}",
            "priests": w["priests"],
            "cards": w["cards"],
            "count": w["priests"] * w["cards"],
            "each": 1,
            "value": w["priests"] * w["cards"],
        }
        for i, w in enumerate(windows)
    ]


def final(
    track: int,
    cards: int,
    laurel: int,
    superiority: int,
    wall_thirds: int,
    statues: int,
    priests: int,
    town_hall: int,
    windows: list[dict[str, int]],
) -> dict[str, Any]:
    if statues not in STATUE_SUMS:
        raise InputError("statues", "hamburg_statue_sum", max=MAX_STATUE_VP, count=statues)
    priest_parts: list[dict[str, Any]] = []
    if windows:
        if priests:
            raise InputError("priests", "hamburg_priests_twice")
        on_floor = sum(w["priests"] for w in windows)
        if on_floor > PRIESTS:
            raise InputError("windows", "hamburg_priests_total", max=PRIESTS, count=on_floor)
        priest_parts = priest_points(windows)
        priests = sum(p["value"] for p in priest_parts)
    breakdown = [
        {"key": "cards", "value": cards},
        {"key": "laurel", "value": laurel},
        {"key": "superiority", "count": superiority, "each": SUPERIORITY_VP, "value": SUPERIORITY_VP * superiority},
        {"key": "wall_thirds", "count": wall_thirds, "each": WALL_THIRD_VP, "value": WALL_THIRD_VP * wall_thirds},
        {"key": "statues", "value": statues},
        {"key": "priests", "value": priests},
        {"key": "town_hall", "value": town_hall},
    ]
    final_points = sum(part["value"] for part in breakdown)
    return {
        "final": final_points,
        "total": track + final_points,
        "priest_points": priests,
        "breakdown": breakdown,
        "priests_breakdown": priest_parts,
        "total_breakdown": [{"key": "track", "value": track}, {"key": "final", "value": final_points}],
        "tie_break": "money",
    }


# =========================================================================================
# Town hall square: cost of one step
# =========================================================================================


def advance(dice: list[int], at_last_space: bool) -> dict[str, Any]:
    breakdown = []
    for face in COUNTED_FACES:
        count = dice.count(face)
        breakdown.append({"key": f"dice_{face}", "count": count, "each": face, "value": count * face})
    cost = sum(part["value"] for part in breakdown)
    possible = cost > 0
    return {
        "cost": cost,
        "possible": possible,
        "counted": [d for d in dice if d in COUNTED_FACES],
        "vp": TOWN_HALL_OVERFLOW_VP if possible and at_last_space else 0,
        "breakdown": breakdown,
    }


# =========================================================================================
# Hans Hummel statues
# =========================================================================================


def statues(players: int, expansion: bool, taken: int) -> dict[str, Any]:
    table = (STATUES_EXPANSION if expansion else STATUES_BASE)[players]
    if taken > len(table):
        raise InputError("taken", "hamburg_statues_taken", max=len(table), count=taken)
    remaining = table[taken:]
    return {
        "next": remaining[0] if remaining else 0,
        "count": len(table),
        "left": len(remaining),
        "statues": list(table),
        "remaining": list(remaining),
    }


# =========================================================================================
# Registry
# =========================================================================================

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="hamburg-final",
        game=GAME,
        inputs=(
            Int("track", 0, 500, default=0),
            Int("cards", 0, 300, default=0),
            Int("laurel", 0, 200, default=0),
            Int("superiority", 0, SUPERIORITY_TYPES, default=0),
            Int("wall_thirds", 0, WALL_HALVES, default=0),
            Int("statues", 0, MAX_STATUE_VP, default=0),
            Int("priests", 0, 500, default=0),
            Int("town_hall", 0, TOWN_HALL_LAST_VP, default=0),
            # Optional: priest VP from the church (priests on the floor per window × matching cards).
            Rows(
                "windows",
                0,
                WINDOWS,
                fields=(Int("priests", 0, PRIESTS, default=0), Int("cards", 0, 100, default=0)),
                default=(),
            ),
        ),
        outputs=("final", "total"),
        compute=final,
    ),
    Calculator(
        id="hamburg-advance",
        game=GAME,
        inputs=(
            # Default: the rulebook example's 1 + 1 + 2 = 4 (the other three dice are not given there).
            Rows("dice", DICE, DICE, item=Int("die", 1, 6), default=(1, 1, 2, 3, 4, 5)),
            Bool("at_last_space", default=False),
        ),
        outputs=("cost", "possible", "vp"),
        compute=advance,
    ),
    Calculator(
        id="hamburg-statues",
        game=GAME,
        inputs=(
            Int("players", 1, 5, default=4),
            Bool("expansion", default=False),
            Int("taken", 0, max(len(t) for t in STATUES_EXPANSION.values()), default=0),
        ),
        outputs=("next", "count", "left"),
        compute=statues,
    ),
)
