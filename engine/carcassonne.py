"""Carcassonne expansion 5, Abbey & Mayor (2nd edition).

Source: rulebook 003_637092e9d7191100.txt (Czech); rules-data.md section D."""

from __future__ import annotations

from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Choice, Int, Rows

# ---------------------------------------------------------------------------------------------
# Farmhouse (statek) meadow scoring
# ---------------------------------------------------------------------------------------------

# The three moments a farmhouse meadow is scored (rulebook 003, "Shrnutí započítání bodů").
PLACED = "placed"  # "1. Vyhodnocení louky po umístění statku"
CONNECTED = "connected"  # "2. Vyhodnocení spojené louky"
END = "end"  # "VYHODNOCENÍ NA KONCI HRY | Vyhodnocení statku"
MOMENTS: tuple[str, ...] = (PLACED, CONNECTED, END)

# Farmers with the majority, per completed city / per castle, by moment.
# Rulebook 003 summary table: placed "3 body za každé dokončené město", "4 body za každý hrad";
# connected "1 bod za každé dokončené město", "2 body za každý hrad"; rules-data D.1 (CONFIRMED).
FARMER_CITY: dict[str, int] = {PLACED: 3, CONNECTED: 1}
FARMER_CASTLE: dict[str, int] = {PLACED: 4, CONNECTED: 2}
# Farmers still reaching a farmhouse meadow at the game's end (only from the market of the City of
# Carcassonne) "získá tedy pouze 1 bod za město" (rulebook 003, King & Count Q&A): connected rates.
END_FARMER_MOMENT = CONNECTED
# Farmhouse owners at the end: "4 body za každé dokončené město", "5 bodů za každý hrad"
# (rulebook 003 summary table; rules-data D.1, CONFIRMED).
FARMHOUSE_CITY = 4
FARMHOUSE_CASTLE = 5
# "(+1) bod za každý hrad nebo dokončené město s prasátkem" for farmers (placed, connected);
# "(+0) … (prasátko nemá žádný vliv na hodnocení statku)" at the end (rulebook 003 summary).
PIG_BONUS = 1
# Pig herd (River II): "nepřináší žádné dodatečné body za statek, ale za sedláky na louce ano"
# (rulebook 003); +1 per city/castle like the pig (rules-data D.1, JCloisterZone Field.java).
PIG_HERD_BONUS = 1
# "(x2) v případě obléhaného města": a besieged city's value counts twice (rulebook 003 summary;
# JCloisterZone Field.java adds besiegedCount * pointsPerCity; the pig bonus is not doubled).
BESIEGED_FACTOR = 2

# Pieces: "6 dřevěných figurek statků", one farmhouse for each player (rulebook 003, Herní materiál).
FARMHOUSES_IN_BOX = 6
# Players: the expansion brings figures in 6 colours (rulebook 003, Herní materiál).
MIN_PLAYERS, MAX_PLAYERS = 2, 6
# Generous bounds, not rule numbers: completed cities/castles around one meadow, followers a player owns.
MAX_CITIES = 50
MAX_CASTLES = 20
MAX_FARMERS = 10


def _part(key: str, count: int, each: int) -> dict[str, int | str]:
    return {"key": key, "count": count, "each": each, "value": count * each}


def farmer_parts(moment: str, cities: int, castles: int, besieged: int, pig: bool, pig_herd: bool) -> list[dict]:
    """What the farmer majority earns on a farmhouse meadow (placed or connected rates)."""
    per_city, per_castle = FARMER_CITY[moment], FARMER_CASTLE[moment]
    scored = cities + castles
    parts = [
        _part("farmers_cities", cities, per_city),
        _part("farmers_besieged", besieged, per_city * (BESIEGED_FACTOR - 1)),
        _part("farmers_castles", castles, per_castle),
    ]
    if pig:
        parts.append(_part("farmers_pig", scored, PIG_BONUS))
    if pig_herd:
        parts.append(_part("farmers_pig_herd", scored, PIG_HERD_BONUS))
    return [p for p in parts if p["count"]]


def farmhouse_parts(cities: int, castles: int, besieged: int) -> list[dict]:
    """What each farmhouse owner earns at the end of the game (pigs and pig herds ignored)."""
    parts = [
        _part("farmhouse_cities", cities, FARMHOUSE_CITY),
        _part("farmhouse_besieged", besieged, FARMHOUSE_CITY * (BESIEGED_FACTOR - 1)),
        _part("farmhouse_castles", castles, FARMHOUSE_CASTLE),
    ]
    return [p for p in parts if p["count"]]


def majority(strengths: list[int]) -> list[int]:
    """Indices of the players with the most (and at least one); ties all win."""
    best = max(strengths, default=0)
    return [i for i, s in enumerate(strengths) if best > 0 and s == best]


def _check_farmhouse(moment: str, besieged: int, cities: int, players: list[dict[str, Any]]) -> None:
    if besieged > cities:
        raise InputError("besieged", "carcassonne_besieged_exceeds_cities", max=cities)
    for i, p in enumerate(players):
        if p["pigs"] and not p["farmers"]:
            raise InputError(f"players.{i}.pigs", "carcassonne_pig_needs_farmer")
    running = 0
    for i, p in enumerate(players):
        running += p["farmhouses"]
        if running > FARMHOUSES_IN_BOX:
            raise InputError(
                f"players.{i}.farmhouses", "carcassonne_farmhouses_in_box", max=FARMHOUSES_IN_BOX, count=running
            )
        if moment == PLACED and running > 1:
            raise InputError(f"players.{i}.farmhouses", "carcassonne_one_farmhouse_when_placed")
    if running == 0:
        raise InputError("players", "carcassonne_needs_farmhouse")


def farmhouse(
    moment: str, cities: int, castles: int, besieged: int, pig_herd: bool, players: list[dict[str, Any]]
) -> dict[str, Any]:
    _check_farmhouse(moment, besieged, cities, players)
    farmer_moment = END_FARMER_MOMENT if moment == END else moment
    winners = majority([p["farmers"] for p in players])
    table = []
    for i, p in enumerate(players):
        parts: list[dict] = []
        if i in winners:
            parts += farmer_parts(farmer_moment, cities, castles, besieged, p["pigs"] > 0, pig_herd)
        owns_farmhouse = moment == END and p["farmhouses"] > 0
        if owns_farmhouse:
            # "Je-li na louce statků více, získají body všichni příslušní hráči" - once per player,
            # however many of his farmhouses stand on the meadow (rules-data D.1/D.2).
            parts += farmhouse_parts(cities, castles, besieged)
        table.append(
            {
                "player": i,
                "farmers": p["farmers"],
                "majority": i in winners,
                "farmhouse_scores": owns_farmhouse,
                "points": sum(part["value"] for part in parts),
                "breakdown": parts,
            }
        )
    return {
        "moment": moment,
        "points": [row["points"] for row in table],
        "players": table,
        "majority": winners,
        "farmer_rate": {"city": FARMER_CITY[farmer_moment], "castle": FARMER_CASTLE[farmer_moment]},
        "farmhouse_rate": {"city": FARMHOUSE_CITY, "castle": FARMHOUSE_CASTLE} if moment == END else None,
    }


# ---------------------------------------------------------------------------------------------
# City with mayors and wagons
# ---------------------------------------------------------------------------------------------

# City value: 2 points per tile and per coat of arms when completed, 1 each when incomplete at the
# game's end - the base-game rule that rulebook 003 applies "dle obvyklých pravidel"; the same
# numbers as JCloisterZone City.getBasePoints (pointsPerUnit 2, minus 1 when not completed),
# rules-data F. A mayor never changes this value: "Na množství přidělovaných bodů za město nemá
# starosta žádný vliv" (rulebook 003).
CITY_COMPLETE_EACH = 2
CITY_INCOMPLETE_EACH = 1
# Strength: "Rytíř (obyčejný družiník) má sílu 1", "Velký družiník … má sílu 2", the mayor has
# "sílu 1" per coat of arms in the city; the wagon counts as a normal follower (rulebook 003,
# footnote 11; rules-data D.3/D.4).
KNIGHT_STRENGTH = 1
BIG_STRENGTH = 2
WAGON_STRENGTH = 1
# Each player owns one mayor and one wagon (rulebook 003: "figurku starosty, vozu a statku") and one
# big follower (Inns & Cathedrals). Generous bounds for the rest.
MAX_KNIGHTS = 8
MAX_TILES = 100
MAX_PENNANTS = 30


def city_value(tiles: int, pennants: int, complete: bool) -> list[dict]:
    each = CITY_COMPLETE_EACH if complete else CITY_INCOMPLETE_EACH
    return [_part("tiles", tiles, each), _part("pennants", pennants, each)]


def strength_parts(knights: int, big: int, mayors: int, wagons: int, pennants: int) -> list[dict]:
    return [
        _part("knights", knights, KNIGHT_STRENGTH),
        _part("big", big, BIG_STRENGTH),
        _part("mayors", mayors, pennants),
        _part("wagons", wagons, WAGON_STRENGTH),
    ]


def city(tiles: int, pennants: int, complete: bool, players: list[dict[str, int]]) -> dict[str, Any]:
    if pennants > tiles:
        raise InputError("pennants", "carcassonne_pennants_exceed_tiles", max=tiles)
    value_parts = city_value(tiles, pennants, complete)
    value = sum(p["value"] for p in value_parts)
    strengths = []
    table = []
    for i, p in enumerate(players):
        parts = strength_parts(p["knights"], p["big"], p["mayors"], p["wagons"], pennants)
        strengths.append(sum(part["value"] for part in parts))
        table.append({"player": i, "strength": strengths[-1], "strength_breakdown": parts})
    winners = majority(strengths)
    for row in table:
        row["majority"] = row["player"] in winners
        row["points"] = value if row["majority"] else 0
    return {
        "value": value,
        "breakdown": value_parts,
        "strength": strengths,
        "points": [row["points"] for row in table],
        "players": table,
        "majority": winners,
    }


GAME = "carcassonne-abbey-mayor"  # its docs slug (docs/games.toml)

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="carcassonne-farmhouse",
        game=GAME,
        inputs=(
            Choice("moment", MOMENTS, default=PLACED),
            Int("cities", 0, MAX_CITIES, default=0),
            Int("castles", 0, MAX_CASTLES, default=0),
            Int("besieged", 0, MAX_CITIES, default=0),
            Bool("pig_herd", default=False),
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(
                    Int("farmers", 0, MAX_FARMERS, default=0),
                    Int("pigs", 0, 1, default=0),
                    Int("farmhouses", 0, FARMHOUSES_IN_BOX, default=0),
                ),
                default=(
                    {"farmers": 0, "pigs": 0, "farmhouses": 1},
                    {"farmers": 0, "pigs": 0, "farmhouses": 0},
                ),
            ),
        ),
        outputs=("points",),
        compute=farmhouse,
    ),
    Calculator(
        id="carcassonne-city",
        game=GAME,
        inputs=(
            Int("tiles", 1, MAX_TILES, default=2),
            Int("pennants", 0, MAX_PENNANTS, default=0),
            Bool("complete", default=True),
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(
                    Int("knights", 0, MAX_KNIGHTS, default=0),
                    Int("big", 0, 1, default=0),
                    Int("mayors", 0, 1, default=0),
                    Int("wagons", 0, 1, default=0),
                ),
                default=(
                    {"knights": 1, "big": 0, "mayors": 0, "wagons": 0},
                    {"knights": 0, "big": 0, "mayors": 0, "wagons": 0},
                ),
            ),
        ),
        outputs=("strength", "points"),
        compute=city,
    ),
)
