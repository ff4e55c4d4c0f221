"""Hamburgum (Mac Gerdts, 2007). Sources: docs/en/sources.md § Hamburgum lists every number
below with its source and confidence. Rulebook 000 is the Czech original of docs/{cs,en,ru}/hamburgum/."""

from __future__ import annotations

from itertools import pairwise, product
from typing import Any, TypedDict

from . import explain, sheet
from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Int, Rows
from .messages.hamburgum import EXPLAIN, NOUNS
from .results import Part, part, times

GAME = "hamburgum"

# --- Start -------------------------------------------------------------------------------

# Each player's material (rulebook 000, "Příprava hry": 1 pivo, 1 cukr, 1 látka; 1 dřevo, 1 cihla),
# and the start bonus: the n-th player in turn order gets n prestige points and n × 10 £.
STARTING_GOODS: dict[str, int] = {"beer": 1, "sugar": 1, "cloth": 1}
STARTING_MATERIAL: dict[str, int] = {"wood": 1, "brick": 1}
START_POINTS_STEP = 1
START_MONEY_STEP = 10


# --- Rondel ------------------------------------------------------------------------------

# The eight action spaces in clockwise order. The rulebook names them but its picture was lost;
# this is the only order that fits its example (from Sugar: Church, Trade or Cloth free,
# Guildhall 1 point, Beer 2, Sugar again 5) and every move of the quick start
# (tests/engine/test_hamburgum_rondel.py checks both). sources.md § Hamburgum (Derived).
RONDEL: tuple[str, ...] = ("sugar", "church", "trade", "cloth", "guildhall", "beer", "trade", "dockyard")
# "1 až 3 políčka zdarma, každé další políčko stojí 1 bod prestiže" (rulebook 000, Rondel).
RONDEL_FREE_MOVES = 3
RONDEL_EXTRA_COST = 1


def rondel_cost(spaces: int) -> int:
    """Prestige points a move of `spaces` clockwise costs (1 to 8: nobody stays put)."""
    if not 1 <= spaces <= len(RONDEL):
        raise ValueError(f"a rondel move is 1 to {len(RONDEL)} spaces, not {spaces}")
    return max(0, spaces - RONDEL_FREE_MOVES) * RONDEL_EXTRA_COST


def rondel_moves(start: int) -> list[tuple[int, int]]:
    """From the space at index `start`: (index reached, cost) for 1 … 8 spaces clockwise."""
    return [((start + n) % len(RONDEL), rondel_cost(n)) for n in range(1, len(RONDEL) + 1)]


# --- Depot -------------------------------------------------------------------------------

# Depot: the price of one purchase by its total number of pieces (wood + brick + bell).
# Rulebook 000, "Nákup stavebního materiálu", table DEPOT; sources.md § Hamburgum (CONFIRMED).
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

# --- Market and goods --------------------------------------------------------------------

GOODS: tuple[str, ...] = ("beer", "sugar", "cloth")
# The price track: every good starts at 100 £; spaces 100, 90, 80, 70, 60, 50.
# Rulebook 000, "Příprava hry" (price grid 100 … 50); sources.md § Hamburgum (CONFIRMED).
PRICE_START = 100
PRICE_STEP = 10  # each production building lowers its good by 10 £ (rulebook 000, Guildhall example)
PRICE_FLOOR = 50  # last space of the track (rulebook 000 price grid; sources.md § Hamburgum)
MAX_PRICE_DROPS = (PRICE_START - PRICE_FLOOR) // PRICE_STEP  # 5 spaces below the start
# Production: 1 + own buildings of that type (rulebook 000, "Beer, Sugar, Cloth" example:
# 3 sugar refiners → 4 sugar, 1 cloth maker → 2 cloth, no brewer → 1 beer).
BASE_PRODUCTION = 1
# The production building that lowers each good's price (rulebook 000, "Beer, Sugar, Cloth").
PRODUCER: dict[str, str] = {"beer": "brewers", "sugar": "sugar_refiners", "cloth": "cloth_makers"}

# --- Harbour and trade -------------------------------------------------------------------

# Ship capacity by berth: berth 3 → up to 3 crates of one good, berth 2 → 2, berth 1 → 1.
# Rulebook 000, "Prodej zboží"; sources.md § Hamburgum (CONFIRMED).
BERTH_CAPACITY: dict[int, int] = {3: 3, 2: 2, 1: 1}
# "Počet lodí je omezen na 5 kusů pro hráče" (rulebook 000, FAQ); sources.md § Hamburgum.
MAX_SHIPS = 5

def dock(harbour: dict[int, list[Any]], ship: Any, players: int) -> tuple[dict[int, list[Any]], list[Any]]:
    """The harbour after `ship` enters berth 3, and the ships that went home (rulebook 000,
    "Přístaviště"): each berth holds as many ships as there are players; when berth 3 is full,
    berth 1's ships go home, berth 2's move to berth 1 and berth 3's to berth 2 first."""
    berths = sorted(BERTH_CAPACITY)  # 1, 2, 3
    after = {berth: list(harbour.get(berth, [])) for berth in berths}
    home: list[Any] = []
    if len(after[berths[-1]]) >= players:
        home = after[berths[0]]
        for lower, higher in pairwise(berths):  # 2 → 1, then 3 → 2
            after[lower] = after[higher]
        after[berths[-1]] = []
    after[berths[-1]].append(ship)
    return after, home

# Goods sold on the home market: 30 £ each (rulebook 000, "Prodej zboží").
DOMESTIC_PRICE = 30
# Goods in hand have no stated limit; a generous bound for the form.
MAX_GOODS = 40

# --- Churches ----------------------------------------------------------------------------

CHURCHES = 6  # 5 parish churches + the cathedral (rulebook 000: "dostaveno všech 6 kostelů")
CHURCH_PARTS = 5  # "všech pět částí" (rulebook 000, Church)
# Cost of each church part. Rulebook 000, "Stavba kostela"; sources.md § Hamburgum (CONFIRMED).
# (brick, wood, bell, fixed £); the 5th part also costs 10 £ per own resident on the board.
CHURCH_PART_COST: dict[int, tuple[int, int, int, int]] = {
    1: (1, 0, 0, 0),  # "1. části je potřeba: 1 cihla"
    2: (1, 1, 0, 0),  # "2. část: 1 cihla + 1 dřevo"
    3: (1, 1, 0, 20),  # "3. část: 1 cihla + 1 dřevo + 20£"
    4: (1, 1, 0, 40),  # "4. část: 1 cihla + 1 dřevo + 40£"
    5: (1, 1, 1, 0),  # "5. část: 1 cihla + 1 dřevo + kostelní zvon + 10£ za každého vlastního obyvatele"
}
FIFTH_PART_PER_RESIDENT = 10  # same passage; example: 5 buildings → 50 £
# Completion prestige: "za první postavený kostel 8 bodů prestiže, za druhý … 7 bodů prestiže atd."
# (rulebook 000, Church). Only the first two are CONFIRMED; 6, 5, 4, 3 for the later churches
# are INFERRED from "atd." (sources.md § Hamburgum), so they are an input (`printed_bonus`, read off the
# church table) and the inferred value is only a default that the result flags.
CHURCH_BONUS_CONFIRMED: tuple[int, ...] = (8, 7)
CHURCH_BONUS_FIRST = 8
# 28 building spaces on the board (rulebook 000, Guildhall), each holding one resident.
BUILDING_SPACES = 28
# Each building costs "1 dřevo a 1 cihlu" (rulebook 000, Guildhall, "Stavba budov").
BUILDING_COST: dict[str, int] = {"wood": 1, "brick": 1}
# The Merchant's one-time payment (rulebook 000, "Ostatní budovy": "obdrží 100 £ z banku").
MERCHANT_MONEY = 100

# --- Prestige tokens ---------------------------------------------------------------------

# The five prestige tokens of every church. Rulebook 000, "Vyhodnocení žetonů prestiže";
# sources.md § Hamburgum (CONFIRMED).
TOKEN_FLAT = 5  # "5 bodů prestiže"
TOKEN_PER_TOKEN = 1  # "1 BP za každý hráčův žeton prestiže včetně tohoto"
TOKEN_PER_SHIP = 2  # "2 BP za každou hráčovu loď v přístavu"
TOKEN_BUILDING_VALUES: tuple[int, ...] = (4, 5)  # "5 nebo 4 BP za každou hráčovu budovu"
TOKEN_RESIDENT_VALUES: tuple[int, ...] = (3, 4)  # "4 nebo 3 BP za každého hráčova obyvatele"
TOKEN_CATHEDRAL_RESIDENT = 1  # "Za katedrálu 1 BP za každého obyvatele v jakékoliv čtvrti"
# Which church prints 5 and which 4 (3 or 4) is UNKNOWN (sources.md § Hamburgum): read it off the
# token. These defaults are flagged in `check_board` whenever they are used.
DEFAULT_BUILDING_EACH = 5
DEFAULT_RESIDENT_EACH = 4
TOKENS_IN_GAME = CHURCHES * 5  # "30 žetonů prestiže … Každému kostelu patří pět žetonů"

# --- End of game -------------------------------------------------------------------------

# "všechny přebývající materiál i zboží prodá do banku 50£/kus … jeden bod za každých zbývajících
# 100£" (rulebook 000, "Konec hry"); sources.md § Hamburgum.
END_SALE_PRICE = 50
END_MONEY_PER_POINT = 100


# =========================================================================================
# Depot
# =========================================================================================


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
        "breakdown": [
            part("wood", wood),
            part("brick", brick),
            part("bell", bell),
        ],
    }


# =========================================================================================
# Market
# =========================================================================================


def market_price(buildings: int) -> int:
    """The market price of a good after `buildings` production buildings of its kind were built."""
    return PRICE_START - PRICE_STEP * buildings


def market(
    brewers: int,
    sugar_refiners: int,
    cloth_makers: int,
    own_brewers: int,
    own_sugar_refiners: int,
    own_cloth_makers: int,
) -> dict[str, Any]:
    built = {"brewers": brewers, "sugar_refiners": sugar_refiners, "cloth_makers": cloth_makers}
    own = {"brewers": own_brewers, "sugar_refiners": own_sugar_refiners, "cloth_makers": own_cloth_makers}
    for kind, count in own.items():
        if count > built[kind]:
            raise InputError(f"own_{kind}", "hamburgum_own_more_than_all", count=count, total=built[kind])
    result: dict[str, Any] = {}
    goods = []
    for good in GOODS:
        kind = PRODUCER[good]
        price = market_price(built[kind])
        production = BASE_PRODUCTION + own[kind]
        result[f"price_{good}"] = price
        result[f"production_{good}"] = production
        goods.append(
            {
                "good": good,
                "price": price,
                "production": production,
                "price_breakdown": [
                    part("start", PRICE_START),
                    times(kind, built[kind], -PRICE_STEP),
                ],
                "production_breakdown": [
                    part("base", BASE_PRODUCTION),
                    times(f"own_{kind}", own[kind], 1),
                ],
            }
        )
    result["goods"] = goods
    return result


# =========================================================================================
# Trade (selling goods by ship)
# =========================================================================================


def _ship_capacities(berth1: int, berth2: int, berth3: int) -> list[tuple[int, int]]:
    """(berth, capacity) of each own ship, largest first."""
    ships: list[tuple[int, int]] = []
    for berth, count in ((3, berth3), (2, berth2), (1, berth1)):
        ships.extend([(berth, BERTH_CAPACITY[berth])] * count)
    return ships


def _load(ships: list[tuple[int, int]], kinds: tuple[str, ...], goods: dict[str, int]) -> dict[str, int]:
    """Crates of each good shipped when ship i carries kinds[i] (as much as it and the stock allow)."""
    capacity = {good: 0 for good in GOODS}
    for (_, cap), kind in zip(ships, kinds, strict=True):
        capacity[kind] += cap
    return {good: min(goods[good], capacity[good]) for good in GOODS}


def _best_assignment(
    ships: list[tuple[int, int]], goods: dict[str, int], prices: dict[str, int], per_crate_bonus: int
) -> tuple[tuple[str, ...], dict[str, int]]:
    """The ship → good assignment that maximises Σ (price − per_crate_bonus) × crates shipped.

    With at most 5 ships there are at most 3⁵ = 243 assignments: try them all. Ties go to the
    first assignment in a fixed order, so the plan is deterministic."""
    best_kinds: tuple[str, ...] = ()
    best_load = {good: 0 for good in GOODS}
    best_value = -1
    for kinds in product(GOODS, repeat=len(ships)):
        load = _load(ships, kinds, goods)
        value = sum((prices[g] - per_crate_bonus) * load[g] for g in GOODS)
        if value > best_value:
            best_kinds, best_load, best_value = kinds, load, value
    return best_kinds, best_load


def _plan(ships: list[tuple[int, int]], kinds: tuple[str, ...], load: dict[str, int], prices: dict[str, int]):
    """Which ship carries what: each good's crates go to its biggest ships first."""
    left = dict(load)
    plan = []
    for (berth, cap), kind in zip(ships, kinds, strict=True):
        crates = min(cap, left.get(kind, 0))
        left[kind] = left.get(kind, 0) - crates
        plan.append(
            {
                "berth": berth,
                "capacity": cap,
                "good": kind if crates else None,
                "crates": crates,
                "each": prices[kind] if crates else 0,
                "value": prices[kind] * crates,
            }
        )
    return plan


def _sell_all_breakdown(ship_income: int, home_crates: int) -> list[Part]:
    """The parts of selling everything: the ships' income, then the rest on the home market."""
    return [
        part("ships", ship_income),
        times("home_market", home_crates, DOMESTIC_PRICE),
    ]


def trade(
    beer: int,
    sugar: int,
    cloth: int,
    berth1: int,
    berth2: int,
    berth3: int,
    price_beer: int,
    price_sugar: int,
    price_cloth: int,
) -> dict[str, Any]:
    for name, price in (("price_beer", price_beer), ("price_sugar", price_sugar), ("price_cloth", price_cloth)):
        if (PRICE_START - price) % PRICE_STEP:
            raise InputError(name, "hamburgum_price_step", min=PRICE_FLOOR, max=PRICE_START, step=PRICE_STEP)
    ships_count = berth1 + berth2 + berth3
    if ships_count > MAX_SHIPS:
        field = max((("berth3", berth3), ("berth2", berth2), ("berth1", berth1)), key=lambda kv: kv[1])[0]
        raise InputError(field, "hamburgum_ship_limit", max=MAX_SHIPS, count=ships_count)
    goods = {"beer": beer, "sugar": sugar, "cloth": cloth}
    prices = {"beer": price_beer, "sugar": price_sugar, "cloth": price_cloth}
    ships = _ship_capacities(berth1, berth2, berth3)
    held = sum(goods.values())

    # The best sale by ship alone (the rest is kept, or sold at home).
    kinds, load = _best_assignment(ships, goods, prices, 0)
    plan = _plan(ships, kinds, load, prices)
    income = sum(prices[g] * load[g] for g in GOODS)
    shipped = sum(load.values())
    unshipped = held - shipped
    domestic = DOMESTIC_PRICE * unshipped

    # Selling everything: a crate shipped instead of sold at home gains (price − 30 £), which can
    # favour a different plan (e.g. three cheap crates over one dear one).
    all_kinds, all_load = _best_assignment(ships, goods, prices, DOMESTIC_PRICE)
    all_ship_income = sum(prices[g] * all_load[g] for g in GOODS)
    all_home_crates = held - sum(all_load.values())
    all_home = DOMESTIC_PRICE * all_home_crates

    return {
        "income": income,
        "shipped": shipped,
        "unshipped": unshipped,
        "domestic": domestic,
        "sell_all_total": all_ship_income + all_home,
        "plan": plan,
        "breakdown": [times(good, load[good], prices[good]) for good in GOODS],
        "left": [{"good": good, "count": goods[good] - load[good]} for good in GOODS],
        "sell_all": {
            "total": all_ship_income + all_home,
            "plan": _plan(ships, all_kinds, all_load, prices),
            "breakdown": _sell_all_breakdown(all_ship_income, all_home_crates),
        },
        # The same plan and parts at the top level, where a spec's [[table]] and breakdown find
        # them (built again, so no object is shared with "sell_all").
        "sell_all_plan": _plan(ships, all_kinds, all_load, prices),
        "sell_all_breakdown": _sell_all_breakdown(all_ship_income, all_home_crates),
    }


# =========================================================================================
# Church building
# =========================================================================================


def church(built: int, parts: int, residents: int, completed: int, printed_bonus: int) -> dict[str, Any]:
    if built + parts > CHURCH_PARTS:
        raise InputError("parts", "hamburgum_church_parts", built=built, max=CHURCH_PARTS - built)
    finishes = built + parts == CHURCH_PARTS
    brick = wood = bell = money = 0
    per_part = []
    breakdown = []
    for number in range(built + 1, built + parts + 1):
        b, w, bl, fixed = CHURCH_PART_COST[number]
        cost = fixed + (FIFTH_PART_PER_RESIDENT * residents if number == CHURCH_PARTS else 0)
        brick, wood, bell, money = brick + b, wood + w, bell + bl, money + cost
        per_part.append({"part": number, "brick": b, "wood": w, "bell": bl, "money": cost})
        if number == CHURCH_PARTS:
            breakdown.append(times(f"part_{number}", residents, FIFTH_PART_PER_RESIDENT))  # its fixed cost is 0
        else:
            breakdown.append(part(f"part_{number}", cost))

    bonus, inferred = _completion_bonus(completed, printed_bonus) if finishes else (0, False)
    return {
        "brick": brick,
        "wood": wood,
        "bell": bell,
        "money": money,
        "bonus": bonus,
        "finishes": finishes,
        "tokens_received": parts,
        "parts": per_part,
        "breakdown": breakdown,
        "check_board": ["printed_bonus"] if inferred else [],
    }


def _completion_bonus(completed: int, printed_bonus: int) -> tuple[int, bool]:
    """Prestige for completing the (completed + 1)-th church, and whether it is only inferred."""
    if completed < len(CHURCH_BONUS_CONFIRMED):
        confirmed = CHURCH_BONUS_CONFIRMED[completed]
        if printed_bonus and printed_bonus != confirmed:
            raise InputError(
                "printed_bonus", "hamburgum_bonus_mismatch", nth=completed + 1, value=confirmed, count=printed_bonus
            )
        return confirmed, False
    if printed_bonus:
        return printed_bonus, False
    # INFERRED: 8, 7, 6, 5, 4, 3 from "atd." — the player must check the church table.
    return CHURCH_BONUS_FIRST - completed, True


# =========================================================================================
# Prestige tokens
# =========================================================================================


def token_values(
    cathedral: bool,
    tokens: int,
    ships: int,
    buildings: int,
    building_each: int,
    residents: int,
    resident_each: int,
) -> dict[str, Any]:
    if buildings > residents:
        # Every own building holds one own resident in the same district.
        raise InputError("residents", "hamburgum_residents_below_buildings", count=residents, min=buildings)
    check_board = []
    if building_each == DEFAULT_BUILDING_EACH:
        check_board.append("building_each")
    if cathedral:
        per_resident = TOKEN_CATHEDRAL_RESIDENT
    else:
        per_resident = resident_each
        if resident_each == DEFAULT_RESIDENT_EACH:
            check_board.append("resident_each")
    values = [
        part("flat", TOKEN_FLAT),
        times("tokens", tokens, TOKEN_PER_TOKEN),
        times("ships", ships, TOKEN_PER_SHIP),
        times("buildings", buildings, building_each),
        times("residents", residents, per_resident),
    ]
    return {
        "flat_vp": values[0]["value"],
        "tokens_vp": values[1]["value"],
        "ships_vp": values[2]["value"],
        "buildings_vp": values[3]["value"],
        "residents_vp": values[4]["value"],
        "best": max(values[1:], key=lambda v: v["value"])["key"],
        "values": values,
        "check_board": check_board,
    }


# =========================================================================================
# Final scoring
# =========================================================================================


def final(prestige: int, tokens: int, goods: int, materials: int, money: int) -> dict[str, Any]:
    sale = END_SALE_PRICE * (goods + materials)
    final_money = money + sale
    money_vp = final_money // END_MONEY_PER_POINT
    return {
        "total": prestige + tokens + money_vp,
        "money_vp": money_vp,
        "final_money": final_money,
        "sale": sale,
        "breakdown": [
            part("prestige", prestige),
            part("tokens", tokens),
            times("money_points", money_vp, 1),
        ],
        "money_breakdown": [
            part("money", money),
            times("goods", goods, END_SALE_PRICE),
            times("materials", materials, END_SALE_PRICE),
        ],
        "tie_break": "money",
    }


# =========================================================================================
# The whole table (hamburgum-game)
# =========================================================================================

MIN_PLAYERS, MAX_PLAYERS = 2, 5  # "Hamburgum (Mac Gerdts, 2–5 players)" (docs/games.toml)
# The fields of hamburgum-final, in one place for both calculators.
FINAL_FIELDS: tuple[Int, ...] = (
    Int("prestige", 0, 500, default=0),
    Int("tokens", 0, 500, default=0),
    Int("goods", 0, 3 * MAX_GOODS, default=0),
    Int("materials", 0, 100, default=0),
    Int("money", 0, 100_000, default=0),
)
# "K určení výsledného skóre si hráči ještě přičtou jeden bod za každých zbývajících 100£. Hráč s
# nejvíce body prestiže vyhrává. Pokud dojde k remíze, tak vítězí hráč s největším počtem zbylých
# peněz." (rulebook 000, "Konec hry"). The money compared is `final_money`: what is left after the
# leftovers were sold (the sale comes first in that passage). Points are added ("přičtou") for each
# 100 £ left, nothing is paid for them, so the money left is not reduced by the conversion. The
# rulebook gives no further tie-break: players tied on money too share the victory.
TIE_BREAKS: tuple[str, ...] = ("points", "money")


class HamburgumPlayer(TypedDict):
    player: int
    name: str
    total: int
    money_points: int
    final_money: int
    rank: int
    sale: int
    breakdown: list[dict[str, Any]]  # prestige + tokens + points for money = total
    money_breakdown: list[dict[str, Any]]  # money + goods + materials sold = final_money


def hamburgum_game(players: list[dict[str, Any]]) -> dict[str, Any]:
    table: list[HamburgumPlayer] = []
    for i, p in enumerate(players):
        scored = final(**{f.name: p[f.name] for f in FINAL_FIELDS})
        table.append(
            {
                "player": i,
                "name": p["name"],
                "total": scored["total"],
                "money_points": scored["money_vp"],
                "final_money": scored["final_money"],
                "rank": 0,
                "sale": scored["sale"],
                "breakdown": scored["breakdown"],
                "money_breakdown": scored["money_breakdown"],
            }
        )
    keys = [(row["total"], row["final_money"]) for row in table]
    for row, rank in zip(table, sheet.ranks(keys), strict=True):
        row["rank"] = rank
    steps = sheet.decide(keys, TIE_BREAKS)
    labels = [explain.player(i, p["name"]) for i, p in enumerate(players)]
    sentences = [explain.say(EXPLAIN, "end", price=END_SALE_PRICE, per_point=END_MONEY_PER_POINT)]
    blank = sheet.nothing_entered(players)
    if not blank:
        sentences += sheet.verdict(steps, labels, EXPLAIN, lambda n: explain.counted(NOUNS["points"], n))
    return {
        "players": table,
        "winners": sheet.winners(steps),
        "blank": blank,
        # The row keys compared, in order: ties go to the money left after the sale of leftovers.
        "tie_break": ["total", "final_money"],
        "explain": explain.collect(sentences),
    }


# =========================================================================================
# Registry
# =========================================================================================

# Defaults of hamburgum-game: an illustrative four-player end (the rulebook has no worked example).
# Player 1 is hamburgum-final's default (62 + 14 PP, 480 £ + 5 leftovers × 50 £ = 730 £ → 7 PP:
# 83 PP); player 3 also has 83 PP but 690 £ after the sale, so player 1 wins on money.
GAME_PLAYERS: tuple[dict[str, Any], ...] = (
    {"prestige": 62, "tokens": 14, "goods": 3, "materials": 2, "money": 480},
    {"prestige": 58, "tokens": 9, "goods": 0, "materials": 1, "money": 820},
    {"prestige": 70, "tokens": 7, "goods": 4, "materials": 0, "money": 490},
    {"prestige": 49, "tokens": 18, "goods": 2, "materials": 3, "money": 260},
)

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="hamburgum-depot",
        game=GAME,
        inputs=(
            Int("wood", 0, DEPOT_MAX_PIECES, default=0),
            Int("brick", 0, DEPOT_MAX_PIECES, default=0),
            Int("bell", 0, MAX_BELLS, default=0, too_large="one_bell"),
        ),
        outputs=("pieces", "price"),
        compute=depot,
    ),
    Calculator(
        id="hamburgum-market",
        game=GAME,
        inputs=(
            Int("brewers", 0, MAX_PRICE_DROPS, default=0, too_large="hamburgum_price_track_ends"),
            Int("sugar_refiners", 0, MAX_PRICE_DROPS, default=0, too_large="hamburgum_price_track_ends"),
            Int("cloth_makers", 0, MAX_PRICE_DROPS, default=0, too_large="hamburgum_price_track_ends"),
            Int("own_brewers", 0, MAX_PRICE_DROPS, default=0),
            Int("own_sugar_refiners", 0, MAX_PRICE_DROPS, default=0),
            Int("own_cloth_makers", 0, MAX_PRICE_DROPS, default=0),
        ),
        outputs=(
            "price_beer",
            "price_sugar",
            "price_cloth",
            "production_beer",
            "production_sugar",
            "production_cloth",
        ),
        compute=market,
    ),
    Calculator(
        id="hamburgum-trade",
        game=GAME,
        # Defaults: the rulebook's trade example (3 beer, 2 sugar; a ship in berth 3 and one in
        # berth 1; beer 70 £, sugar 80 £). Cloth is not in the example: its start price, 100 £.
        inputs=(
            Int("beer", 0, MAX_GOODS, default=3),
            Int("sugar", 0, MAX_GOODS, default=2),
            Int("cloth", 0, MAX_GOODS, default=0),
            Int("berth1", 0, MAX_SHIPS, default=1),
            Int("berth2", 0, MAX_SHIPS, default=0),
            Int("berth3", 0, MAX_SHIPS, default=1),
            Int("price_beer", PRICE_FLOOR, PRICE_START, default=70),
            Int("price_sugar", PRICE_FLOOR, PRICE_START, default=80),
            Int("price_cloth", PRICE_FLOOR, PRICE_START, default=PRICE_START),
        ),
        outputs=("income", "shipped", "unshipped", "domestic", "sell_all_total"),
        compute=trade,
    ),
    Calculator(
        id="hamburgum-church",
        game=GAME,
        inputs=(
            Int("built", 0, CHURCH_PARTS - 1, default=0),
            Int("parts", 1, CHURCH_PARTS, default=1),
            Int("residents", 0, BUILDING_SPACES, default=0),
            Int("completed", 0, CHURCHES - 1, default=0),
            # 0 = not entered: use the rulebook's 8, 7, … sequence (flagged in check_board where inferred).
            Int("printed_bonus", 0, CHURCH_BONUS_FIRST, default=0),
        ),
        outputs=("brick", "wood", "bell", "money", "bonus"),
        compute=church,
    ),
    Calculator(
        id="hamburgum-tokens",
        game=GAME,
        inputs=(
            Bool("cathedral", default=False),
            Int("tokens", 1, TOKENS_IN_GAME, default=1),
            Int("ships", 0, MAX_SHIPS, default=0),
            Int("buildings", 0, BUILDING_SPACES, default=0),
            Int("building_each", min(TOKEN_BUILDING_VALUES), max(TOKEN_BUILDING_VALUES), default=DEFAULT_BUILDING_EACH),
            Int("residents", 0, BUILDING_SPACES, default=0),
            Int("resident_each", min(TOKEN_RESIDENT_VALUES), max(TOKEN_RESIDENT_VALUES), default=DEFAULT_RESIDENT_EACH),
        ),
        outputs=("flat_vp", "tokens_vp", "ships_vp", "buildings_vp", "residents_vp"),
        compute=token_values,
    ),
    Calculator(
        id="hamburgum-final",
        game=GAME,
        inputs=FINAL_FIELDS,
        outputs=("total", "money_vp", "final_money"),
        compute=final,
    ),
    Calculator(
        id="hamburgum-game",
        game=GAME,
        inputs=(
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(sheet.NAME, *sheet.on_paper(FINAL_FIELDS)),
                default=GAME_PLAYERS,
            ),
        ),
        outputs=(),
        compute=hamburgum_game,
    ),
)
