"""Hamburgum (Mac Gerdts, 2007). Source: rulebook 000_c771aaa6a06d0805.txt (Czech rules),
numbers as in ../shared/rules-data.md section B."""

from __future__ import annotations

from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Int

# Depot: the price of one purchase by its total number of pieces (wood + brick + bell).
# Rulebook 000, "Nákup stavebního materiálu", table DEPOT; rules-data B.2 (CONFIRMED).
DEPOT_PRICES: dict[int, int] = {
    0: 0,
    1: 20,
    2: 50,
    3: 100,
    4: 150,
    5: 200,
    6: 260,
    7: 330,
    8: 410,
    9: 500,
    10: 600,
}
DEPOT_MAX_PIECES = max(DEPOT_PRICES)
# "hráč nemůže nikdy vlastnit víc než jeden zvon" (rulebook 000; FAQ repeats it).
MAX_BELLS = 1


def depot_price(pieces: int) -> int:
    """Price in £ of buying `pieces` building materials in one Trade action."""
    if not 0 <= pieces <= DEPOT_MAX_PIECES:
        raise InputError("pieces", "depot_table_ends", max=DEPOT_MAX_PIECES, count=pieces)
    return DEPOT_PRICES[pieces]


def depot(wood: int, brick: int, bell: int) -> dict[str, Any]:
    pieces = wood + brick + bell
    if pieces > DEPOT_MAX_PIECES:
        # Name the field the player is most likely to have overtyped: the largest one.
        field = max((("wood", wood), ("brick", brick), ("bell", bell)), key=lambda kv: kv[1])[0]
        raise InputError(field, "depot_table_ends", max=DEPOT_MAX_PIECES, count=pieces)
    return {
        "pieces": pieces,
        "price": depot_price(pieces),
        "parts": {"wood": wood, "brick": brick, "bell": bell},
    }


CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="hamburgum-depot",
        game="hamburgum",
        inputs=(
            Int("wood", 0, DEPOT_MAX_PIECES, default=0),
            Int("brick", 0, DEPOT_MAX_PIECES, default=0),
            Int("bell", 0, MAX_BELLS, default=0, too_large="one_bell"),
        ),
        outputs=("pieces", "price"),
        compute=depot,
    ),
)
