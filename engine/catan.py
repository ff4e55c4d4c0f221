"""Catan (base game).

Sources: docs/en/sources.md § Catan lists every number below with its source and confidence.
Rulebook 001 is the Czech original (almanac, entries K–P) of the pages docs/{cs,en,ru}/catan/."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, TypedDict

from . import explain, sheet
from .calculator import Calculator
from .errors import InputError
from .explain import Localized
from .fields import Bool, Int, Rows, quoted
from .messages.catan import EXPLAIN, IN_THE_BANK, NOT_CHOSEN, NOUNS
from .results import part, times, total

GAME = "catan"

# --- Victory points ----------------------------------------------------------------------

# Rulebook 001: "vesnice je pouze za 1 bod" (M, Město, tip); "Každé město má hodnotu 2 výherních
# bodů" (M); Nejdelší obchodní cesta "hodnotu 2 výherních bodů" (N); Největší vojsko "s hodnotou
# 2 výherních bodů" (N); Karta s výherním bodem: 1 point each (K, and the example under
# "Konec hry"). sources.md § Catan (CONFIRMED).
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
# Development deck: 5 victory-point cards (sources.md § Catan, catanatron models/decks.py).
MAX_VP_CARDS = 5

# --- Maritime trade ----------------------------------------------------------------------

RESOURCES: tuple[str, ...] = ("wood", "brick", "sheep", "wheat", "ore")
# Rulebook 001, "Obchod se záměním": 4:1 without a harbour; 3:1 at a normal harbour; 2:1 for the
# pictured resource at a specialised harbour ("V tomto přístavu však nelze měnit suroviny v poměru
# 3:1"). sources.md § Catan; catanatron models/actions.py inner_maritime_trade_possibilities.
RATE_BANK = 4
RATE_GENERIC = 3
RATE_SPECIAL = 2
# 19 cards of each resource (sources.md § Catan, catanatron models/decks.py): nobody holds more.
BANK_PER_RESOURCE = 19

# --- Dice --------------------------------------------------------------------------------

# Two six-sided dice; a number token shows 2–6 or 8–12 (7 has no token: sources.md § Catan).
DIE_FACES = 6
ROLLS = DIE_FACES * DIE_FACES  # 36 equally likely rolls
TOKEN_NUMBERS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
NO_TOKEN = 0  # desert or sea: nothing is produced
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
        times("settlements", settlements, VP_SETTLEMENT),
        times("cities", cities, VP_CITY),
        part("longest_road", VP_LONGEST_ROAD if longest_road else 0),
        part("largest_army", VP_LARGEST_ARMY if largest_army else 0),
        times("vp_cards", vp_cards, VP_CARD),
    ]
    points = total(breakdown)
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
        "breakdown": [part(r["resource"], r["trades"]) for r in rows],
        "give_breakdown": [times(r["resource"], r["trades"], r["rate"]) for r in rows],
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
# The whole table (catan-game): Longest Road, Largest Army and the winner on turn
# =========================================================================================

# Players: the base game's pieces come in 4 colours; 3 or 4 play (the contract of catan-game).
MIN_PLAYERS, MAX_PLAYERS = 3, 4
NOBODY = -1  # a special card in the bank
# "Když se hráči podaří postavit souvislou silnici minimálně z 5 úseků, dostane zvláštní kartu"
# (rulebook 001, N, Nejdelší obchodní cesta); another player takes it only with a longer road:
# "Kdykoli jiný hráč postaví silnici delší, dostane kartu i s body on" (ibid.; sources.md § Catan,
# catanatron models/board.py "candidate_length >= 5 and candidate_length > self.road_length").
MIN_ROAD = 5
# "Mají-li po přerušení dva či více hráčů stejně dlouhé souvislé silnice, karta se vrací do banku
# až do okamžiku, kdy má jeden hráč opět delší silnici než ostatní." (rulebook 001, N) The holder
# keeps it while his road is still as long as the longest (only a longer road takes it).
# Largest Army: "Vyloží-li hráč … třetí kartu Rytíř, získává zvláštní kartu"; "Pokud později jiný
# hráč odhalí více rytířů, stává se novým majitelem" (rulebook 001, N, Největší vojsko; sources.md § Catan).
MIN_KNIGHTS = 3
# A player's 15 roads: catanatron catanatron/catanatron/state.py PLAYER_INITIAL_STATE
# "ROADS_AVAILABLE": 15, so no road is longer. 14 knight cards (sources.md § Catan, models/decks.py).
MAX_ROAD = 15
MAX_KNIGHTS = 14


class Award(TypedDict):
    """Who holds a special card after the check, and why (the key of its sentence)."""

    holder: int  # NOBODY: in the bank
    before: int  # the holder before the check
    how: str  # keeps, keeps_tie, takes, gets, back_tie, stays_tie, back_short, none
    best: int  # the longest road / most knights
    leaders: list[int]  # the players with that many


class CatanPlayer(TypedDict):
    player: int
    name: str
    points: int
    longest_road: bool
    largest_army: bool
    rank: int
    breakdown: list[dict[str, Any]]
    road: int
    knights: int
    visible: int


def longest_road(roads: list[int], holder: int) -> Award:
    best = max(roads)
    leaders = [i for i, r in enumerate(roads) if r == best]
    if holder != NOBODY and roads[holder] == best and best >= MIN_ROAD:
        new, how = holder, ("keeps_tie" if len(leaders) > 1 else "keeps")
    elif best < MIN_ROAD:
        new, how = NOBODY, ("none" if holder == NOBODY else "back_short")
    elif len(leaders) == 1:
        new, how = leaders[0], ("gets" if holder == NOBODY else "takes")
    else:
        new, how = NOBODY, ("stays_tie" if holder == NOBODY else "back_tie")
    return {"holder": new, "before": holder, "how": how, "best": best, "leaders": leaders}


def largest_army(knights: list[int], holder: int) -> Award:
    """Knights are never taken back, so the holder always has the most: a tie above him, or without
    him, cannot be decided from the counts and is an input error (who got there first holds it)."""
    best = max(knights)
    leaders = [i for i, k in enumerate(knights) if k == best]
    if holder != NOBODY and knights[holder] < MIN_KNIGHTS:
        raise InputError("army_holder", "catan_army_holder_knights", min=MIN_KNIGHTS, count=knights[holder])
    if best < MIN_KNIGHTS:
        new, how = NOBODY, "none"
    elif holder != NOBODY and knights[holder] == best:
        new, how = holder, ("keeps_tie" if len(leaders) > 1 else "keeps")
    elif len(leaders) == 1:
        new, how = leaders[0], ("gets" if holder == NOBODY else "takes")
    else:
        raise InputError("army_holder", "catan_army_tie", count=best)
    return {"holder": new, "before": holder, "how": how, "best": best, "leaders": leaders}


def _check_indexes(count: int, road_holder: int, army_holder: int, turn: int) -> None:
    for field, value in (("road_holder", road_holder), ("army_holder", army_holder)):
        if value >= count:
            raise InputError(field, "catan_holder_not_a_player", count=count, nobody=quoted(IN_THE_BANK))
    if turn >= count:
        raise InputError("turn", "catan_not_a_player", count=count, nobody=quoted(NOT_CHOSEN))


def _award_sentence(card: str, award: Award, amounts: list[int], labels: list[Localized]) -> Localized:
    how = award["how"]
    best = award["best"]
    params: dict[str, Any] = {"min": MIN_ROAD if card == "road" else MIN_KNIGHTS, "count": best, "length": best}
    params["knights"] = explain.counted(NOUNS["knights"], best)
    if award["holder"] != NOBODY:
        params["holder" if how.startswith("keeps") else "player"] = labels[award["holder"]]
    if how == "takes":
        params["holder"] = labels[award["before"]]
        params["before"] = amounts[award["before"]]
    if how.endswith("_tie") and award["holder"] == NOBODY:
        params["names"] = explain.joined([labels[i] for i in award["leaders"]])
    return explain.say(EXPLAIN, f"{card}_{how}", **params)


def _ranks(points: list[int], winner: int | None) -> list[int]:
    """By points, ties sharing a place; a winner (on turn) is first even if someone else has more."""
    if winner is None:
        return sheet.ranks([(p,) for p in points])
    return sheet.ranks([(i == winner, p) for i, p in enumerate(points)])


def catan_game(players: list[dict[str, Any]], road_holder: int, army_holder: int, turn: int) -> dict[str, Any]:
    _check_indexes(len(players), road_holder, army_holder, turn)
    roads = [p["road"] for p in players]
    knights = [p["knights"] for p in players]
    road = longest_road(roads, road_holder)
    army = largest_army(knights, army_holder)
    table: list[CatanPlayer] = []
    winner = None
    for i, p in enumerate(players):
        vp = victory_points(
            settlements=p["settlements"],
            cities=p["cities"],
            longest_road=road["holder"] == i,
            largest_army=army["holder"] == i,
            vp_cards=p["vp_cards"],
            your_turn=i == turn,
        )
        if vp["won"]:
            winner = i
        table.append(
            {
                "player": i,
                "name": p["name"],
                "points": vp["points"],
                "longest_road": road["holder"] == i,
                "largest_army": army["holder"] == i,
                "rank": 0,
                "breakdown": vp["breakdown"],
                "road": p["road"],
                "knights": p["knights"],
                "visible": vp["visible"],
            }
        )
    points = [row["points"] for row in table]
    for row, rank in zip(table, _ranks(points, winner), strict=True):
        row["rank"] = rank

    labels = [explain.player(i, p["name"]) for i, p in enumerate(players)]
    amount = [explain.counted(NOUNS["points"], n) for n in points]
    sentences = [_award_sentence("road", road, roads, labels), _award_sentence("army", army, knights, labels)]
    waiting = sorted(
        (i for i in range(len(players)) if i != turn and points[i] >= WINNING_POINTS), key=lambda i: -points[i]
    )
    sentences += [explain.say(EXPLAIN, "waiting", player=labels[i], points=amount[i]) for i in waiting]
    if turn == NOBODY:  # nobody chosen yet: nobody can have won
        sentences.append(explain.say(EXPLAIN, "no_turn"))
    else:
        key = "win" if winner is not None else "no_winner"
        sentences.append(explain.say(EXPLAIN, key, player=labels[turn], points=amount[turn], goal=WINNING_POINTS))
    return {
        "players": table,
        "road_holder": road["holder"],
        "army_holder": army["holder"],
        "winner": winner,
        "winners": [] if winner is None else [winner],
        "longest_road": road,
        "largest_army": army,
        "explain": explain.collect(sentences),
    }


# =========================================================================================
# Registry
# =========================================================================================

# Defaults of catan-game: a four-player table at the end. Player 1 is the rulebook's example
# ("2 vesnice (2 body), Nejdelší obchodní cestu (2 body), 2 města (4 body) a 1 Kartu s výherním
# bodem … další Karta s výherním bodem … vyhrává", rulebook 001, Konec hry): 10 points on his own
# turn. Player 3 ties his road (7 = 7), so player 1 keeps the card; player 2 takes Largest Army.
GAME_PLAYERS: tuple[dict[str, Any], ...] = (
    {"settlements": 2, "cities": 2, "vp_cards": 2, "road": 7, "knights": 1},
    {"settlements": 3, "cities": 1, "vp_cards": 0, "road": 4, "knights": 3},
    {"settlements": 4, "cities": 1, "vp_cards": 1, "road": 7, "knights": 2},
    {"settlements": 2, "cities": 2, "vp_cards": 0, "road": 5, "knights": 0},
)

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
    Calculator(
        id="catan-game",
        game=GAME,
        inputs=(
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(
                    sheet.NAME,
                    *sheet.on_paper(
                        (
                            Int("settlements", 0, MAX_SETTLEMENTS, default=2),
                            Int("cities", 0, MAX_CITIES, default=0),
                            Int("vp_cards", 0, MAX_VP_CARDS, default=0),
                            Int("road", 0, MAX_ROAD, default=1),
                            Int("knights", 0, MAX_KNIGHTS, default=0),
                        )
                    ),
                ),
                default=GAME_PLAYERS,
            ),
            Int("road_holder", NOBODY, MAX_PLAYERS - 1, default=0, player=True, nobody=IN_THE_BANK),
            Int("army_holder", NOBODY, MAX_PLAYERS - 1, default=NOBODY, player=True, nobody=IN_THE_BANK),
            # NOBODY: not chosen yet (a new sheet), so nobody has won.
            Int("turn", NOBODY, MAX_PLAYERS - 1, default=0, player=True, nobody=NOT_CHOSEN),
        ),
        outputs=("road_holder", "army_holder", "winner"),
        compute=catan_game,
    ),
)
