"""Catan (base game).

Source: rulebook 001_03215cfc308e143f.txt (Czech almanac, entries K–P); rules-data.md section E."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Int

GAME = "catan"

# --- Victory points ----------------------------------------------------------------------

# Rulebook 001: "vesnice je pouze za 1 bod" (M, Město, tip); "Každé město má hodnotu 2 výherních
# bodů" (M); Nejdelší obchodní cesta "hodnotu 2 výherních bodů" (N); Největší vojsko "s hodnotou
# 2 výherních bodů" (N); Karta s výherním bodem: 1 point each (K, and the example under
# "Konec hry"). rules-data E (CONFIRMED).
VP_SETTLEMENT = 1
VP_CITY = 2
VP_LONGEST_ROAD = 2
VP_LARGEST_ARMY = 2
VP_CARD = 1
# "Hra končí, když hráč, který je na tahu, dosáhne 10 bodů." (rulebook 001, Konec hry)
WINNING_POINTS = 10
# Pieces per player: "hráč má k dispozici jen 5 vesnic" (rulebook 001, M, tip); 4 cities:
# catanatron catanatron/catanatron/state.py PLAYER_INITIAL_STATE "CITIES_AVAILABLE": 4 (commit 00c5362c).
MAX_SETTLEMENTS = 5
MAX_CITIES = 4
# Development deck: 5 victory-point cards (rules-data E, catanatron models/decks.py).
MAX_VP_CARDS = 5

# --- Maritime trade ----------------------------------------------------------------------

RESOURCES: tuple[str, ...] = ("wood", "brick", "sheep", "wheat", "ore")
# Rulebook 001, "Obchod se záměním": 4:1 without a harbour; 3:1 at a normal harbour; 2:1 for the
# pictured resource at a specialised harbour ("V tomto přístavu však nelze měnit suroviny v poměru
# 3:1"). rules-data E; catanatron models/actions.py inner_maritime_trade_possibilities.
RATE_BANK = 4
RATE_GENERIC = 3
RATE_SPECIAL = 2
# 19 cards of each resource (rules-data E, catanatron models/decks.py): nobody holds more.
BANK_PER_RESOURCE = 19

# --- Dice --------------------------------------------------------------------------------

# Two six-sided dice; a number token shows 2–6 or 8–12 (7 has no token: rules-data E).
DIE_FACES = 6
ROLLS = DIE_FACES * DIE_FACES  # 36 equally likely rolls
TOKEN_NUMBERS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
NO_TOKEN = 0  # desert or sea: nothing is produced
# A corner touches at most 3 hexes (rulebook 001, Křižovatka: "Místo, kde se hrotem dotýkají 3 díly").
MAX_HEXES = 3
# A settlement takes 1 card per producing hex, a city 2 (rulebook 001, M: "dvojnásobné výnosy").
CARDS_SETTLEMENT = 1
CARDS_CITY = 2


def roll_ways(number: int) -> int:
    """How many of the 36 rolls of two dice give `number` (= the pips on its token)."""
    if not 2 <= number <= 2 * DIE_FACES:
        return 0
    return DIE_FACES - abs(number - (DIE_FACES + 1))


# =========================================================================================
# Victory points
# =========================================================================================


def victory_points(
    settlements: int,
    cities: int,
    longest_road: bool,
    largest_army: bool,
    vp_cards: int,
    your_turn: bool,
) -> dict[str, Any]:
    breakdown = [
        {"key": "settlements", "count": settlements, "each": VP_SETTLEMENT, "value": settlements * VP_SETTLEMENT},
        {"key": "cities", "count": cities, "each": VP_CITY, "value": cities * VP_CITY},
        {"key": "longest_road", "value": VP_LONGEST_ROAD if longest_road else 0},
        {"key": "largest_army", "value": VP_LARGEST_ARMY if largest_army else 0},
        {"key": "vp_cards", "count": vp_cards, "each": VP_CARD, "value": vp_cards * VP_CARD},
    ]
    points = sum(part["value"] for part in breakdown)
    return {
        "points": points,
        "won": points >= WINNING_POINTS and your_turn,
        "visible": points - vp_cards * VP_CARD,
        "missing": max(0, WINNING_POINTS - points),
        "breakdown": breakdown,
    }


# =========================================================================================
# Maritime trade
# =========================================================================================


def trade_rate(resource: str, generic: bool, special: set[str]) -> int:
    """Cards of `resource` the bank takes for one card of your choice."""
    if resource in special:
        return RATE_SPECIAL
    return RATE_GENERIC if generic else RATE_BANK


def maritime_trade(
    wood: int,
    brick: int,
    sheep: int,
    wheat: int,
    ore: int,
    generic_harbour: bool,
    wood_harbour: bool,
    brick_harbour: bool,
    sheep_harbour: bool,
    wheat_harbour: bool,
    ore_harbour: bool,
) -> dict[str, Any]:
    held = {"wood": wood, "brick": brick, "sheep": sheep, "wheat": wheat, "ore": ore}
    flags = {
        "wood": wood_harbour,
        "brick": brick_harbour,
        "sheep": sheep_harbour,
        "wheat": wheat_harbour,
        "ore": ore_harbour,
    }
    special = {r for r, has in flags.items() if has}
    rows = []
    for resource in RESOURCES:
        rate = trade_rate(resource, generic_harbour, special)
        trades = held[resource] // rate
        rows.append(
            {
                "resource": resource,
                "held": held[resource],
                "rate": rate,
                "trades": trades,
                "give": trades * rate,
                "keep": held[resource] - trades * rate,
            }
        )
    return {
        "receive": sum(r["trades"] for r in rows),
        "give": sum(r["give"] for r in rows),
        "best_rate": min(r["rate"] for r in rows),
        "resources": rows,
        "breakdown": [{"key": r["resource"], "value": r["trades"]} for r in rows],
        "give_breakdown": [
            {"key": r["resource"], "count": r["trades"], "each": r["rate"], "value": r["give"]} for r in rows
        ],
    }


# =========================================================================================
# Production odds
# =========================================================================================


def odds(number1: int, number2: int, number3: int, city: bool) -> dict[str, Any]:
    numbers = {"number1": number1, "number2": number2, "number3": number3}
    for name, number in numbers.items():
        if number != NO_TOKEN and number not in TOKEN_NUMBERS:
            raise InputError(name, "catan_number_token")
    per_hex = CARDS_CITY if city else CARDS_SETTLEMENT
    hexes = []
    for name, number in numbers.items():
        if number == NO_TOKEN:
            continue
        ways = roll_ways(number)
        hexes.append(
            {
                "key": name,
                "number": number,
                "pips": ways,
                "probability": ways / ROLLS,
                "cards_on_roll": per_hex,
                "value": ways,
            }
        )
    pips = sum(h["pips"] for h in hexes)
    # A roll produces if it matches any of the numbers; two hexes with one number share their rolls.
    producing_rolls = sum(roll_ways(n) for n in {h["number"] for h in hexes})
    expected = Fraction(pips * per_hex, ROLLS)
    return {
        "pips": pips,
        "chance": producing_rolls / ROLLS,
        "percent": round(100 * producing_rolls / ROLLS, 1),
        "rolls": f"{producing_rolls}/{ROLLS}",
        "cards_per_roll": float(expected),
        "cards_per_36_rolls": pips * per_hex,
        "breakdown": hexes,
    }


# =========================================================================================
# Registry
# =========================================================================================

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="catan-vp",
        game=GAME,
        inputs=(
            # Default: the start of the game, two settlements (rulebook 001, "2. kolo").
            Int("settlements", 0, MAX_SETTLEMENTS, default=2),
            Int("cities", 0, MAX_CITIES, default=0),
            Bool("longest_road", default=False),
            Bool("largest_army", default=False),
            Int("vp_cards", 0, MAX_VP_CARDS, default=0),
            Bool("your_turn", default=True),
        ),
        outputs=("points", "won"),
        compute=victory_points,
    ),
    Calculator(
        id="catan-trade",
        game=GAME,
        inputs=(
            *(Int(resource, 0, BANK_PER_RESOURCE, default=0) for resource in RESOURCES),
            Bool("generic_harbour", default=False),
            *(Bool(f"{resource}_harbour", default=False) for resource in RESOURCES),
        ),
        outputs=("receive", "give", "best_rate"),
        compute=maritime_trade,
    ),
    Calculator(
        id="catan-odds",
        game=GAME,
        inputs=(
            # Default: the rulebook's ore hex with number 8 (rulebook 001, M, example).
            Int("number1", NO_TOKEN, 2 * DIE_FACES, default=8),
            Int("number2", NO_TOKEN, 2 * DIE_FACES, default=NO_TOKEN),
            Int("number3", NO_TOKEN, 2 * DIE_FACES, default=NO_TOKEN),
            Bool("city", default=False),
        ),
        outputs=("pips", "chance", "percent", "cards_per_roll"),
        compute=odds,
    ),
)
