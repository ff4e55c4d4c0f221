"""Amun-Re (Reiner Knizia, 2003).

Source: rulebook 004_9205e7ca6954618c.txt (Czech rules); rules-data.md section A.

Numbers printed on the board that no source confirms (rules-data A.2, G) are inputs; where an
INFERRED value is offered as the default, the result lists the input under "check_board"."""

from __future__ import annotations

from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Int, Rows

# Players: "Amun-Re (Reiner Knizia, 3–5 players)" (rulebooks/README.md); five colours (rulebook 004,
# Obsah: "10 herních kamenů v pěti barvách hráčů").
MIN_PLAYERS, MAX_PLAYERS = 3, 5
# Provinces a player holds: "Ve chvíli, kdy každý hráč kontroluje 3 provincie … proběhne první
# bodování" (rulebook 004); one province is gained each round (Fáze 2).
PROVINCES_PER_PLAYER = 3

# Box contents (rulebook 004, "Obsah hrací sady"): 39 power cards, 45 farmers, 15 stones;
# gold cards 18 x 1, 12 x 2, 12 x 5, 9 x 10, 10 x 20 (plus 5 x -3).
POWER_CARDS_IN_BOX = 39
FARMERS_IN_BOX = 45
STONES_IN_BOX = 15
GOLD_CARDS: dict[int, int] = {1: 18, 2: 12, 5: 12, 10: 9, 20: 10}
GOLD_IN_GAME = sum(value * count for value, count in GOLD_CARDS.items())  # DERIVED: 392

# ---------------------------------------------------------------------------------------------
# Phase 3: purchases
# ---------------------------------------------------------------------------------------------
# "1 kus … stojí 1 zlatý za jeden druh, 2 ks stojí 3 zlaté, 3 ks stojí 6 zlatých atd. … 8 ks pak
# stojí 36 zlatých, 9 ks stojí 45 zlatých, 10 ks stojí 55 zlatých" (rulebook 004, Fáze 3):
# n pieces of one kind cost n(n+1)/2; rules-data A.3 (CONFIRMED).


def purchase_price(pieces: int) -> int:
    """Gold for `pieces` items of one kind (power cards, farmers or stones) bought in one turn."""
    return pieces * (pieces + 1) // 2


def purchase(cards: int, farmers: int, stones: int) -> dict[str, Any]:
    breakdown = [
        {"key": key, "count": count, "value": purchase_price(count)}
        for key, count in (("cards", cards), ("farmers", farmers), ("stones", stones))
    ]
    return {
        "cost_cards": breakdown[0]["value"],
        "cost_farmers": breakdown[1]["value"],
        "cost_stones": breakdown[2]["value"],
        "total": sum(part["value"] for part in breakdown),
        "breakdown": breakdown,
    }


# ---------------------------------------------------------------------------------------------
# Phase 4: offering to Amun-Re and the temple track
# ---------------------------------------------------------------------------------------------
STEAL_VALUE = -3  # the "-3" card counts -3 in the sum (rulebook 004, Fáze 4; rules-data A.2 note 4)
STEAL_GOLD = 3  # "vezme si 3 zlaté z banky" (rulebook 004)
CORRECTION_STEP = 3  # "Změna oběti": "zvýšit či snížit celkovou hodnotu oběti o 3 zlaté" (rulebook 004)
# Items taken from the bank: most 3, second 2, every other non-stealer 1 (rulebook 004, Fáze 4).
REWARD_ITEMS: tuple[int, ...] = (3, 2)
OTHER_ITEMS = 1
TRACK_SPACES = 4  # "the track has 4 spaces" (rules-data A.2 note 2, CONFIRMED)
# Space 2 is "v intervalu 3 – 12" (rulebook 004 example; CONFIRMED). With the spaces in rising
# order this DERIVES space 1 = sums up to 2 and space 3 starting at 13. Where space 3 ends is printed
# on the board: ">= 23 for space 4" is INFERRED (rules-data A.2 note 1), so it is an input.
SPACE2_FROM = 3
SPACE3_FROM = 13
SPACE4_FROM_INFERRED = 23


def temple_space(total: int, space4_from: int) -> int:
    """Temple-track space (1-4) reached by an offering sum."""
    if total < SPACE2_FROM:
        return 1
    if total < SPACE3_FROM:
        return 2
    return 3 if total < space4_from else 4


def _offer_order(players: list[dict[str, Any]], start: int) -> list[int]:
    """Non-stealers, highest offer first; ties go to the starting player or the nearest clockwise."""
    count = len(players)
    givers = [i for i, p in enumerate(players) if not p["steals"]]
    return sorted(givers, key=lambda i: (-players[i]["offerings"], (i - start) % count))


def _check_offering(players: list[dict[str, Any]], corrections: list[int], start: int) -> None:
    for i, p in enumerate(players):
        if p["steals"] and p["offerings"]:
            raise InputError(f"players.{i}.offerings", "amunre_steal_alone")
        if not p["steals"] and not p["offerings"]:
            raise InputError(f"players.{i}.offerings", "amunre_offer_something")
    if len(corrections) > len(players):
        raise InputError("corrections", "amunre_too_many_corrections", max=len(players), count=len(corrections))
    for i, step in enumerate(corrections):
        if abs(step) != CORRECTION_STEP:
            raise InputError(f"corrections.{i}", "amunre_correction_step")
    if start >= len(players):
        raise InputError("start", "amunre_start_player", max=len(players) - 1)


def offering(players: list[dict[str, Any]], corrections: list[int], start: int, space4_from: int) -> dict[str, Any]:
    _check_offering(players, corrections, start)
    stealers = sum(1 for p in players if p["steals"])
    breakdown = [
        {"key": "gold", "value": sum(p["offerings"] for p in players)},
        {"key": "steals", "count": stealers, "each": STEAL_VALUE, "value": stealers * STEAL_VALUE},
        {"key": "corrections", "count": len(corrections), "value": sum(corrections)},
    ]
    total = sum(part["value"] for part in breakdown)
    order = _offer_order(players, start)
    rank = {player: place for place, player in enumerate(order, start=1)}
    takes = []
    for i, p in enumerate(players):
        if p["steals"]:
            items, gold = 0, STEAL_GOLD
        else:
            place = rank[i]
            items = REWARD_ITEMS[place - 1] if place <= len(REWARD_ITEMS) else OTHER_ITEMS
            gold = 0
        takes.append(
            {
                "player": i,
                "offering": p["offerings"],
                "steals": p["steals"],
                "rank": rank.get(i),
                "items": items,
                "gold": gold,
            }
        )
    return {
        "total": total,
        "breakdown": breakdown,
        "position": temple_space(total, space4_from),
        # "Jestliže všichni hráči obětují „-3“, pak se začínající hráč nemění." (rulebook 004)
        "pharaoh": order[0] if order else start,
        "takes": takes,
        # The unconfirmed bound only matters once the sum reaches space 3.
        "check_board": ["space4_from"] if total >= SPACE3_FROM and space4_from == SPACE4_FROM_INFERRED else [],
    }


# ---------------------------------------------------------------------------------------------
# Phase 5: harvest and other income
# ---------------------------------------------------------------------------------------------
# Gold per farmer by temple space. Space 2 pays 2 (rulebook 004 example: "každý farmář vynáší dva
# zlaté"; rules-data A.2, CONFIRMED). Spaces 1, 3, 4 paying 1, 3, 4 is INFERRED (rules-data A.2):
# a default the player must check against the board.
GOLD_PER_FARMER_CONFIRMED: dict[int, int] = {2: 2}
GOLD_PER_FARMER_INFERRED: dict[int, int] = {1: 1, 3: 3, 4: 4}
# Camel income is paid only with the temple on space 1 or 2 (rulebook 004; rules-data A.2, CONFIRMED).
CAMEL_SPACES: frozenset[int] = frozenset({1, 2})
# "ABU a BERENIKE vždy obdrží 4 nebo 8 zlatých"; "KHARGA, SAWU a AVARIS obdrží 5, 7 nebo 8
# zlatých" (rulebook 004); 0 for every other province (rules-data A.1, complete lists).
FIXED_INCOMES: frozenset[int] = frozenset({0, 4, 8})
CAMEL_INCOMES: frozenset[int] = frozenset({0, 5, 7, 8})
EIGHT_GOLD = 8  # "8 zlatých": 8 gold, every other income of that province is cancelled (rulebook 004)
BOOST_PER_FARMER = 1  # "Zvýšení sklizně": "o 1 zlatý na každého farmáře" (rulebook 004)
# Farmers in one province: 0-6 farm spaces (rules-data A.1 note 2), BAHARYA's 2 printed farmers,
# and free farmers on the plain; a generous bound.
MAX_FARMERS_PER_PROVINCE = 12
MAX_PER_FARMER = 10  # generous bound for a value read off the board


def _check_harvest(provinces: list[dict[str, Any]]) -> None:
    for i, p in enumerate(provinces):
        if p["fixed"] not in FIXED_INCOMES:
            raise InputError(f"provinces.{i}.fixed", "amunre_fixed_income")
        if p["camel"] not in CAMEL_INCOMES:
            raise InputError(f"provinces.{i}.camel", "amunre_camel_income")
        if p["fixed"] and p["camel"]:
            raise InputError(f"provinces.{i}.camel", "amunre_fixed_and_camel")
    # "Hráč nesmí zahrát dvě totožné ak. karty v jednom kole." (rulebook 004, Popis akčních karet)
    for card, code in (("boost", "amunre_one_boost"), ("eight", "amunre_one_eight")):
        marked = [i for i, p in enumerate(provinces) if p[card]]
        if len(marked) > 1:
            raise InputError(f"provinces.{marked[1]}.{card}", code)


def province_income(province: dict[str, Any], per_farmer: int, position: int) -> list[dict[str, Any]]:
    """The parts of one province's income; their values add up to what it pays."""
    if province["eight"]:
        return [{"key": "eight", "value": EIGHT_GOLD}]
    farmers = province["farmers"]
    parts: list[dict[str, Any]] = []
    if farmers:
        parts.append({"key": "harvest", "count": farmers, "each": per_farmer, "value": farmers * per_farmer})
    if province["boost"]:
        parts.append({"key": "boost", "count": farmers, "each": BOOST_PER_FARMER, "value": farmers * BOOST_PER_FARMER})
    if province["fixed"]:
        parts.append({"key": "fixed", "value": province["fixed"]})
    if province["camel"]:
        paid = position in CAMEL_SPACES
        parts.append({"key": "camel", "value": province["camel"] if paid else 0, "paid": paid})
    return parts


def harvest(position: int, per_farmer: int, provinces: list[dict[str, Any]]) -> dict[str, Any]:
    _check_harvest(provinces)
    check_board = []
    if not per_farmer:  # 0: take the value from the track table
        per_farmer = GOLD_PER_FARMER_CONFIRMED.get(position) or GOLD_PER_FARMER_INFERRED[position]
    farming = any(p["farmers"] and not p["eight"] for p in provinces)
    if farming and GOLD_PER_FARMER_INFERRED.get(position) == per_farmer:
        check_board.append("per_farmer")
    table = []
    for i, province in enumerate(provinces):
        parts = province_income(province, per_farmer, position)
        table.append({"province": i, "income": sum(p["value"] for p in parts), "breakdown": parts})
    kinds: dict[str, int] = {}
    for row in table:
        for part in row["breakdown"]:
            kinds[part["key"]] = kinds.get(part["key"], 0) + part["value"]
    return {
        "income": [row["income"] for row in table],
        "total": sum(row["income"] for row in table),
        "breakdown": [{"key": key, "value": value} for key, value in kinds.items()],
        "provinces": table,
        "per_farmer": per_farmer,
        "camels_paid": position in CAMEL_SPACES,
        "check_board": check_board,
    }


# ---------------------------------------------------------------------------------------------
# Phase 6: scoring
# ---------------------------------------------------------------------------------------------
PYRAMID_VP = 1  # "Každá pyramida má hodnotu 1 bod" (rulebook 004, Fáze 6.1)
ROW_VP = 3  # "Každá kompletní řada pyramid … má hodnotu 3 body" (Fáze 6.2)
NILE_VP = 5  # most pyramids west / east of the Nile: "obdrží 5 bodů" (Fáze 6.3)
BONUS_VP = 3  # "Každá z těchto bonusových akčních karet má hodnotu 3 bodů" (Fáze 6.5)
BONUS_CARD_TYPES = 5  # five bonus cards, each playable once (rulebook 004, Popis akčních karet)
# Temple VP per temple symbol by track space: space 1 -> 1 (rulebook 004 example: EDFU temple,
# Amun-Re on the first space, "1 bod"; CONFIRMED). "hodnotu 1, 2, 3 nebo 4 body" by space, but
# the mapping 2 -> 2, 3 -> 3, 4 -> 4 is INFERRED (rules-data A.2 note 3).
TEMPLE_VP_CONFIRMED: dict[int, int] = {1: 1}
TEMPLE_VP_INFERRED: dict[int, int] = {2: 2, 3: 3, 4: 4}
# Gold at game end: 6 / 4 / 2 for most, second, third; ties take the full amount and the next
# rank is skipped (rulebook 004, Fáze 6.6; rules-data A.3, CONFIRMED).
GOLD_RANK_VP: tuple[int, ...] = (6, 4, 2)
# Temple symbols in one player's provinces: DAMANHUR 2, EDFU 1, AMARNA unknown (rules-data A.1).
MAX_TEMPLES = 9
MAX_PYRAMIDS_PER_PROVINCE = 20  # generous: 15 pyramids + 15 double pyramids in the box
MAX_TEMPLE_VP = 10  # generous bound for a value read off the board


def gold_rank_points(rank: int) -> int:
    """VP for a gold rank 1-3 (0 or beyond third: nothing)."""
    return GOLD_RANK_VP[rank - 1] if 1 <= rank <= len(GOLD_RANK_VP) else 0


def scoring(
    pyramids: list[int],
    west: bool,
    east: bool,
    temples: int,
    position: int,
    temple_vp: int,
    bonus: int,
    gold_rank: int,
    final: bool,
) -> dict[str, Any]:
    if gold_rank and not final:
        raise InputError("gold_rank", "amunre_gold_only_final")
    check_board = []
    if not temple_vp:  # 0: take the value from the track table
        temple_vp = TEMPLE_VP_CONFIRMED.get(position) or TEMPLE_VP_INFERRED[position]
    if temples and TEMPLE_VP_INFERRED.get(position) == temple_vp:
        check_board.append("temple_vp")
    rows = min(pyramids) if len(pyramids) == PROVINCES_PER_PLAYER else 0
    breakdown = [
        {"key": "pyramids", "count": sum(pyramids), "each": PYRAMID_VP, "value": sum(pyramids) * PYRAMID_VP},
        {"key": "rows", "count": rows, "each": ROW_VP, "value": rows * ROW_VP},
        {"key": "west", "count": int(west), "each": NILE_VP, "value": int(west) * NILE_VP},
        {"key": "east", "count": int(east), "each": NILE_VP, "value": int(east) * NILE_VP},
        {"key": "temples", "count": temples, "each": temple_vp, "value": temples * temple_vp},
        {"key": "bonus", "count": bonus, "each": BONUS_VP, "value": bonus * BONUS_VP},
        {"key": "gold", "rank": gold_rank, "value": gold_rank_points(gold_rank)},
    ]
    parts = {part["key"]: part["value"] for part in breakdown}
    return {
        "pyramid_points": parts["pyramids"],
        "row_points": parts["rows"],
        "west_points": parts["west"],
        "east_points": parts["east"],
        "temple_points": parts["temples"],
        "bonus_points": parts["bonus"],
        "gold_points": parts["gold"],
        "total": sum(parts.values()),
        "breakdown": breakdown,
        "complete_rows": rows,
        "temple_vp": temple_vp,
        "check_board": check_board,
    }


def gold_ranking(gold: list[int]) -> dict[str, Any]:
    """Game-end gold ranking: rank = 1 + players with strictly more gold (ties skip ranks)."""
    ranks = [1 + sum(1 for other in gold if other > mine) for mine in gold]
    points = [gold_rank_points(rank) for rank in ranks]
    return {
        "points": points,
        "rank": ranks,
        "players": [
            {"player": i, "gold": g, "rank": r, "points": p}
            for i, (g, r, p) in enumerate(zip(gold, ranks, points, strict=True))
        ],
        "winner": [i for i, r in enumerate(ranks) if r == 1],
    }


GAME = "amun-re"  # its docs slug (docs/games.toml)

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="amunre-purchase",
        game=GAME,
        inputs=(
            # Defaults: the rulebook example "2 akční karty … 4 farmáři … 3 stavební kameny" (19 gold).
            Int("cards", 0, POWER_CARDS_IN_BOX, default=2),
            Int("farmers", 0, FARMERS_IN_BOX, default=4),
            Int("stones", 0, STONES_IN_BOX, default=3),
        ),
        outputs=("cost_cards", "cost_farmers", "cost_stones", "total"),
        compute=purchase,
    ),
    Calculator(
        id="amunre-offering",
        game=GAME,
        inputs=(
            # Default: the rulebook example (Červený 9, Modrý 4, Černý "-3", Bílý "-3": sum 7).
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(Int("offerings", 0, GOLD_IN_GAME, default=0), Bool("steals", default=False)),
                default=(
                    {"offerings": 9, "steals": False},
                    {"offerings": 4, "steals": False},
                    {"offerings": 0, "steals": True},
                    {"offerings": 0, "steals": True},
                ),
            ),
            Rows("corrections", 0, MAX_PLAYERS, item=Int("correction", -CORRECTION_STEP, CORRECTION_STEP), default=()),
            Int("start", 0, MAX_PLAYERS - 1, default=0),
            Int("space4_from", SPACE3_FROM + 1, GOLD_IN_GAME, default=SPACE4_FROM_INFERRED),
        ),
        outputs=("total", "position", "pharaoh"),
        compute=offering,
    ),
    Calculator(
        id="amunre-harvest",
        game=GAME,
        inputs=(
            Int("position", 1, TRACK_SPACES, default=2),
            # 0 = as the track pays at `position` (2 at space 2; 1/3/4 elsewhere, to check on the board).
            Int("per_farmer", 0, MAX_PER_FARMER, default=0),
            # Default: the rulebook example (MEMPHIS 1 farmer, ABU 2 farmers + 4, SAWU camel 7: 17 gold).
            Rows(
                "provinces",
                1,
                PROVINCES_PER_PLAYER,
                fields=(
                    Int("farmers", 0, MAX_FARMERS_PER_PROVINCE, default=0),
                    Int("fixed", 0, max(FIXED_INCOMES), default=0),
                    Int("camel", 0, max(CAMEL_INCOMES), default=0),
                    Bool("boost", default=False),
                    Bool("eight", default=False),
                ),
                default=(
                    {"farmers": 1, "fixed": 0, "camel": 0, "boost": False, "eight": False},
                    {"farmers": 2, "fixed": 4, "camel": 0, "boost": False, "eight": False},
                    {"farmers": 0, "fixed": 0, "camel": 7, "boost": False, "eight": False},
                ),
            ),
        ),
        outputs=("income", "total"),
        compute=harvest,
    ),
    Calculator(
        id="amunre-scoring",
        game=GAME,
        inputs=(
            # Defaults: the rulebook's scoring example (Modrý: 7 pyramids, 1 complete row, both Nile
            # sides, EDFU temple with Amun-Re on space 1, 2 bonus cards, least gold: 27 points).
            # The split of the 7 pyramids over the provinces is not given; 1 + 3 + 3 fits "1 row".
            Rows(
                "pyramids",
                PROVINCES_PER_PLAYER,
                PROVINCES_PER_PLAYER,
                item=Int("pyramids", 0, MAX_PYRAMIDS_PER_PROVINCE),
                default=(1, 3, 3),
            ),
            Bool("west", default=True),
            Bool("east", default=True),
            Int("temples", 0, MAX_TEMPLES, default=1),
            Int("position", 1, TRACK_SPACES, default=1),
            # 0 = as the track scores at `position` (1 at space 1; 2/3/4 elsewhere, to check on the board).
            Int("temple_vp", 0, MAX_TEMPLE_VP, default=0),
            Int("bonus", 0, BONUS_CARD_TYPES, default=2),
            Int("gold_rank", 0, len(GOLD_RANK_VP), default=0),
            Bool("final", default=True),
        ),
        outputs=(
            "pyramid_points",
            "row_points",
            "west_points",
            "east_points",
            "temple_points",
            "bonus_points",
            "gold_points",
            "total",
        ),
        compute=scoring,
    ),
    Calculator(
        id="amunre-gold",
        game=GAME,
        inputs=(
            # Default: four players with the starting 20 gold each ("20 zlatých", rulebook 004).
            Rows("gold", MIN_PLAYERS, MAX_PLAYERS, item=Int("gold", 0, GOLD_IN_GAME), default=(20, 20, 20, 20)),
        ),
        outputs=("points",),
        compute=gold_ranking,
    ),
)
