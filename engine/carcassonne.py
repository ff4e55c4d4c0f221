"""Carcassonne expansion 5, Abbey & Mayor (2nd edition), with the base-game features it scores.

Sources: docs/en/sources.md § Carcassonne lists every number below with its source
and confidence; rulebook 003 is the Czech original of docs/{cs,en,ru}/carcassonne-abbey-mayor/. Where it
says "by the usual rules" ("dle obvyklých pravidel") the base game's published rules apply; the
expansions it combines with (Inns & Cathedrals, Traders & Builders, Bridges, Castles & Bazaars,
the Cathars / Siege) are cited beside each number."""

from __future__ import annotations

from typing import Any

from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Choice, Int, Rows
from .messages.carcassonne import OPTIONS
from .results import Part, times, total

# ---------------------------------------------------------------------------------------------
# Shared: players, strength, majority
# ---------------------------------------------------------------------------------------------

# Players: the expansion brings figures in 6 colours (rulebook 003, Herní materiál: "6 dřevěných
# figurek starostů / vozů / statků").
MIN_PLAYERS, MAX_PLAYERS = 2, 6
# A calculator's rows are the players with a figure on one feature, not the table: one player may
# hold it alone ("Je-li vyhodnocováno město, v němž stojí pouze starosta", rulebook 003, Starosta),
# and scores it when his strength is at least 1. A start of one row, nothing placed, is neutral.
MIN_HOLDERS = 1
# Strength (rulebook 003, Starosta, 3. Započítání bodů): "Rytíř (obyčejný družiník) má sílu 1",
# "Velký družiník (z 1. rozšíření) má sílu 2"; footnote 11: every other follower (the wagon among
# them) has strength 1; "Při vyhodnocování cesty, města, kláštera či opatství se vůz počítá jako
# normální družiník" (Vůz, 3.). Inns & Cathedrals: the big follower counts as two followers for the
# majority on any feature, fields included (sources.md § Carcassonne; JCloisterZone BigFollower power 2).
FOLLOWER_STRENGTH = 1
BIG_STRENGTH = 2
WAGON_STRENGTH = 1
# Each player owns one big follower (Inns & Cathedrals), one mayor and one wagon (rulebook 003,
# Příprava hry: "figurku starosty, vozu a statku"). A generous bound for normal followers, not a
# rule number.
MAX_FOLLOWERS = 8


def majority(strengths: list[int]) -> list[int]:
    """Indices of the players with the greatest strength (at least 1); ties all win.

    "Body … dostane hráč, jehož celková síla figurek je nejvyšší, v případě shody obdrží body
    všichni příslušní hráči" (rulebook 003, Starosta); strength 0 wins nothing ("Je-li ve městě
    žádný štít, je síla starosty pořád 0 a příslušný hráč žádné body nezíská")."""
    best = max(strengths, default=0)
    return [i for i, s in enumerate(strengths) if best > 0 and s == best]


def _award(value: int, strength_parts: list[list[Part]]) -> dict[str, Any]:
    """Every player with the greatest strength scores the feature's whole value."""
    strengths = [total(parts) for parts in strength_parts]
    winners = majority(strengths)
    table = [
        {
            "player": i,
            "strength": strengths[i],
            "strength_breakdown": [p for p in parts if p["count"]],
            "majority": i in winners,
            "points": value if i in winners else 0,
        }
        for i, parts in enumerate(strength_parts)
    ]
    return {
        "strength": strengths,
        "points": [row["points"] for row in table],
        "players": table,
        "majority": winners,
    }


# ---------------------------------------------------------------------------------------------
# Abbey and monastery
# ---------------------------------------------------------------------------------------------

# "Samotné opatství se vyhodnocuje shodně jako klášter" (rulebook 003, Opatství, 3.). A monastery
# (base game): 1 point for its own tile and 1 per surrounding tile; complete with all 8 = 9 points;
# at the end of the game an incomplete one scores what it has (base-game rules, Hans im Glück 2nd
# edition, 2014).
ABBEY = "abbey"
MONASTERY = "monastery"
RELIGIOUS: tuple[str, ...] = (ABBEY, MONASTERY)
OWN_TILE_POINTS = 1
PER_SURROUNDING = 1
SURROUNDING_TILES = 8
# Every tile is placed next to one already in play (base game), so a monastery has 1 neighbour or more.
MIN_SURROUNDING = 1
# "Opatství je možno přiložit jen na takové místo …, které je již ze všech čtyř stran obklopeno
# jinými kartičkami" (rulebook 003, Opatství, 1.): an abbey always has its 4 side neighbours.
ABBEY_SIDES = 4
# Why an abbey or monastery scores now, or not yet.
COMPLETE = "complete"
GAME_END = "game_end"
WAITING = "waiting"


def abbey(feature: str, surrounding: int, game_end: bool) -> dict[str, Any]:
    if feature == ABBEY and surrounding < ABBEY_SIDES:
        raise InputError("surrounding", "carcassonne_abbey_fills_a_gap", min=ABBEY_SIDES)
    complete = surrounding == SURROUNDING_TILES
    status = COMPLETE if complete else GAME_END if game_end else WAITING
    parts = (
        []
        if status == WAITING
        else [
            times(feature, 1, OWN_TILE_POINTS),
            times("surrounding", surrounding, PER_SURROUNDING),
        ]
    )
    return {
        "points": total(parts),
        "status": status,
        "complete": complete,
        "missing": SURROUNDING_TILES - surrounding,
        "breakdown": [p for p in parts if p["count"]],
    }


# ---------------------------------------------------------------------------------------------
# Road with robbers, big followers and wagons
# ---------------------------------------------------------------------------------------------

# Base game: a road scores 1 point per tile, completed during the game or incomplete at its end
# (base-game rules, Hans im Glück 2nd edition, 2014). A tile counts once; a road leaving a tile in three directions is
# as long as all its tiles together ("celkový počet kartiček na cestě", rulebook 003, Nové
# kartičky) and is complete only when every end is ("je třeba dokončit všechny konce", footnote 2).
# An abbey closes a road but is not part of it (footnote 6). Inns (Inns & Cathedrals) are not
# handled. The mayor "může být umístěn pouze do města" (rulebook 003, Úvod): no mayor on a road.
ROAD_EACH = 1
MAX_TILES = 100


def road_strength(robbers: int, big: int, wagons: int) -> list[Part]:
    return [
        times("robbers", robbers, FOLLOWER_STRENGTH),
        times("big", big, BIG_STRENGTH),
        times("wagons", wagons, WAGON_STRENGTH),
    ]


def road(tiles: int, complete: bool, players: list[dict[str, int]]) -> dict[str, Any]:
    value_parts = [times("tiles" if complete else "tiles_unfinished", tiles, ROAD_EACH)]
    value = total(value_parts)
    awarded = _award(value, [road_strength(p["robbers"], p["big"], p["wagons"]) for p in players])
    return {"value": value, "breakdown": value_parts, **awarded}


# ---------------------------------------------------------------------------------------------
# City with mayors and wagons; besieged and cathedral cities
# ---------------------------------------------------------------------------------------------

# Points per tile and per coat of arms, by (besieged, cathedral), completed or incomplete at the end:
# - plain city: 2 completed, 1 incomplete at the end (base-game rules, which rulebook 003 applies
#   "dle obvyklých pravidel");
# - besieged (the Cathars, Spielbox 2004 / Carcassonne Almanach 2005; Siege; the Besiegers): each
#   tile and coat of arms scores 1 instead of 2 when completed, "unless it is zero already" one
#   less than usual, so 0 when incomplete at the end (the Cathars' table and its FAQ: "every city
#   tile and every pennant … earns 1 point, or 2 points with the cathedral");
# - cathedral (Inns & Cathedrals, 2nd-edition rules): 3 per tile and coat of arms when completed,
#   nothing when incomplete at the end;
# - both: 2 completed, 0 incomplete (the Cathars: "If the city contains a cathedral, it scores only
#   2 points for every tile").
# JCloisterZone City.getBasePoints gives the same eight numbers (2 − besieged + cathedral when
# completed; 1 − besieged, or 0 with a cathedral, when not).
CITY_EACH: dict[tuple[bool, bool], dict[bool, int]] = {
    (False, False): {True: 2, False: 1},
    (True, False): {True: 1, False: 0},
    (False, True): {True: 3, False: 0},
    (True, True): {True: 2, False: 0},
}
# "Na množství přidělovaných bodů za město nemá starosta žádný vliv" (rulebook 003): the mayor
# changes who scores, never what the city is worth. A city may hold more coats of arms than tiles
# (the expansion has a city tile with two); a generous bound, not a rule number.
MAX_COATS_OF_ARMS = 60


def city_value(tiles: int, pennants: int, complete: bool, besieged: bool, cathedral: bool) -> list[Part]:
    each = CITY_EACH[(besieged, cathedral)][complete]
    return [times("tiles", tiles, each), times("pennants", pennants, each)]


def city_strength(knights: int, big: int, mayors: int, wagons: int, pennants: int) -> list[Part]:
    """ "Síla starosty je dána součtem erbů ve městě" (rulebook 003): 1 per coat of arms."""
    return [
        times("knights", knights, FOLLOWER_STRENGTH),
        times("big", big, BIG_STRENGTH),
        times("mayors", mayors, pennants),
        times("wagons", wagons, WAGON_STRENGTH),
    ]


def city(
    tiles: int, pennants: int, complete: bool, besieged: bool, cathedral: bool, players: list[dict[str, int]]
) -> dict[str, Any]:
    value_parts = city_value(tiles, pennants, complete, besieged, cathedral)
    value = total(value_parts)
    strengths = [city_strength(p["knights"], p["big"], p["mayors"], p["wagons"], pennants) for p in players]
    return {"value": value, "breakdown": value_parts, **_award(value, strengths)}


# ---------------------------------------------------------------------------------------------
# Fields: farmers at the end of the game, and fields with a farmhouse
# ---------------------------------------------------------------------------------------------

# A field without a farmhouse at the end of the game: the farmers' majority scores 3 per completed
# city (base game; rulebook 003 scores a farmhouse field "jako na konci hry. Hráč nebo hráči
# s největším počtem sedláků na louce dostanou po 3 bodech za každé uzavřené město").
FIELD_CITY = 3
# Castles (Bridges, Castles & Bazaars) count 1 more than a completed city for farmers ("Hrad
# přináší … o 1 bod více než uzavřené město", rulebook 003; JCloisterZone Field.getCityPoints:
# castleCount * (pointsPerCity + 1), sources.md § Carcassonne).
CASTLE_EXTRA = 1
FIELD_CASTLE = FIELD_CITY + CASTLE_EXTRA

# The three moments a farmhouse field is scored (rulebook 003, "Shrnutí započítání bodů").
PLACED = "placed"  # "1. Vyhodnocení louky po umístění statku"
CONNECTED = "connected"  # "2. Vyhodnocení spojené louky"
END = "end"  # "VYHODNOCENÍ NA KONCI HRY | Vyhodnocení statku"
MOMENTS: tuple[str, ...] = (PLACED, CONNECTED, END)

# Farmers with the majority, per completed city / per castle, by moment.
# Rulebook 003 summary table: placed "3 body za každé dokončené město", "4 body za každý hrad";
# connected "1 bod za každé dokončené město", "2 body za každý hrad"; sources.md § Carcassonne (CONFIRMED).
FARMER_CITY: dict[str, int] = {PLACED: FIELD_CITY, CONNECTED: 1}
FARMER_CASTLE: dict[str, int] = {PLACED: FIELD_CASTLE, CONNECTED: 1 + CASTLE_EXTRA}
# Farmers still reaching a farmhouse field at the game's end (only from the market of the City of
# Carcassonne) "získá tedy pouze 1 bod za město" (rulebook 003, King & Count Q&A): connected rates.
END_FARMER_MOMENT = CONNECTED
# Farmhouse owners at the end: "4 body za každé dokončené město", "5 bodů za každý hrad"
# (rulebook 003 summary table; sources.md § Carcassonne, CONFIRMED).
FARMHOUSE_CITY = 4
FARMHOUSE_CASTLE = 5
# "(+1) bod za každý hrad nebo dokončené město s prasátkem" for farmers (placed, connected; and at
# the end of the game on a plain field, Traders & Builders: 4 instead of 3 per city);
# "(+0) … (prasátko nemá žádný vliv na hodnocení statku)" for the farmhouse (rulebook 003 summary).
PIG_BONUS = 1
# Pig herd (River II): "nepřináší žádné dodatečné body za statek, ale za sedláky na louce ano"
# (rulebook 003); +1 per city/castle like the pig (sources.md § Carcassonne, JCloisterZone Field.java).
PIG_HERD_BONUS = 1
# "(x2) v případě obléhaného města": a besieged city counts twice (rulebook 003 summary). The
# Cathars: "every completed besieged city scores double points in relation to farms - 6 points for
# a normal farm, or 8 points for a farm with a pig": the pig's +1 for that city is doubled too.
# (JCloisterZone Field.java doubles only pointsPerCity, 7 with a pig; the published rule wins. No
# source says whether the River II pig herd's +1 doubles; like JCloisterZone, it does not here.)
BESIEGED_FACTOR = 2

# Pieces: "6 dřevěných figurek statků", one farmhouse for each player (rulebook 003, Herní materiál).
FARMHOUSES_IN_BOX = 6
# Generous bounds, not rule numbers: completed cities/castles around one field, farmers a player owns.
MAX_CITIES = 50
MAX_CASTLES = 20
MAX_FARMERS = 10


def farmer_parts(
    per_city: int,
    per_castle: int,
    cities: int,
    castles: int,
    besieged: int,
    pig: bool,
    pig_herd: bool,
    who: str = "farmers",
) -> list[Part]:
    """What the farmers' majority earns on a field at the given rates; `who` names them in the
    breakdown ("market": the end of the game's farmers, come from the Market)."""
    scored = cities + castles
    per_besieged = (per_city + (PIG_BONUS if pig else 0)) * (BESIEGED_FACTOR - 1)
    parts = [
        times(f"{who}_cities", cities, per_city),
        times(f"{who}_besieged", besieged, per_besieged),
        times(f"{who}_castles", castles, per_castle),
    ]
    if pig:
        parts.append(times(f"{who}_pig", scored, PIG_BONUS))
    if pig_herd:
        parts.append(times(f"{who}_pig_herd", scored, PIG_HERD_BONUS))
    return [p for p in parts if p["count"]]


def farmhouse_parts(cities: int, castles: int, besieged: int) -> list[Part]:
    """What each farmhouse owner earns at the end of the game (pigs and pig herds ignored)."""
    parts = [
        times("farmhouse_cities", cities, FARMHOUSE_CITY),
        times("farmhouse_besieged", besieged, FARMHOUSE_CITY * (BESIEGED_FACTOR - 1)),
        times("farmhouse_castles", castles, FARMHOUSE_CASTLE),
    ]
    return [p for p in parts if p["count"]]


def field_strength(farmers: int, big: int) -> list[Part]:
    return [times("farmers", farmers, FOLLOWER_STRENGTH), times("big", big, BIG_STRENGTH)]


def _check_field(besieged: int, cities: int, players: list[dict[str, Any]]) -> None:
    if besieged > cities:
        raise InputError("besieged", "carcassonne_besieged_exceeds_cities", max=cities)
    for i, p in enumerate(players):
        if p["pigs"] and not (p["farmers"] or p["big"]):
            raise InputError(f"players.{i}.pigs", "carcassonne_pig_needs_farmer")


def _field_rows(players: list[dict[str, Any]]) -> tuple[list[list[Part]], list[int]]:
    strengths = [field_strength(p["farmers"], p["big"]) for p in players]
    return strengths, majority([total(parts) for parts in strengths])


def field(cities: int, castles: int, besieged: int, pig_herd: bool, players: list[dict[str, Any]]) -> dict[str, Any]:
    """A field without a farmhouse, scored at the end of the game."""
    _check_field(besieged, cities, players)
    strengths, winners = _field_rows(players)
    table = []
    for i, p in enumerate(players):
        parts = (
            farmer_parts(FIELD_CITY, FIELD_CASTLE, cities, castles, besieged, p["pigs"] > 0, pig_herd)
            if i in winners
            else []
        )
        table.append(
            {
                "player": i,
                "strength": total(strengths[i]),
                "strength_breakdown": [s for s in strengths[i] if s["count"]],
                "majority": i in winners,
                "points": total(parts),
                "breakdown": parts,
            }
        )
    return {"points": [row["points"] for row in table], "players": table, "majority": winners}


def _check_farmhouse(moment: str, players: list[dict[str, Any]]) -> None:
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
    _check_field(besieged, cities, players)
    _check_farmhouse(moment, players)
    farmer_moment = END_FARMER_MOMENT if moment == END else moment
    per_city, per_castle = FARMER_CITY[farmer_moment], FARMER_CASTLE[farmer_moment]
    strengths, winners = _field_rows(players)
    table = []
    for i, p in enumerate(players):
        parts: list[Part] = []
        if i in winners:
            # At the end only farmers from the City of Carcassonne's Market reach a farmhouse field:
            # the breakdown says so, lest they read as the field's usual farmers.
            who = "market" if moment == END else "farmers"
            parts += farmer_parts(per_city, per_castle, cities, castles, besieged, p["pigs"] > 0, pig_herd, who)
        owns_farmhouse = moment == END and p["farmhouses"] > 0
        if owns_farmhouse:
            # "Je-li na louce statků více, získají body všichni příslušní hráči" - once per player,
            # however many of his farmhouses stand on the field (sources.md § Carcassonne).
            parts += farmhouse_parts(cities, castles, besieged)
        table.append(
            {
                "player": i,
                "farmers": p["farmers"],
                "strength": total(strengths[i]),
                "strength_breakdown": [s for s in strengths[i] if s["count"]],
                "majority": i in winners,
                "farmhouse_scores": owns_farmhouse,
                "points": total(parts),
                "breakdown": parts,
            }
        )
    return {
        "moment": moment,
        "points": [row["points"] for row in table],
        "players": table,
        "majority": winners,
        "farmer_rate": {"city": per_city, "castle": per_castle},
        "farmhouse_rate": {"city": FARMHOUSE_CITY, "castle": FARMHOUSE_CASTLE} if moment == END else None,
    }


# ---------------------------------------------------------------------------------------------
# Registration
# ---------------------------------------------------------------------------------------------

GAME = "carcassonne-abbey-mayor"  # its docs slug (docs/games.toml)


CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="carcassonne-abbey",
        game=GAME,
        inputs=(
            Choice("feature", RELIGIOUS, OPTIONS["feature"], default=ABBEY),
            Int("surrounding", MIN_SURROUNDING, SURROUNDING_TILES, default=SURROUNDING_TILES),
            Bool("game_end", default=False),
        ),
        outputs=("points", "status", "missing"),
        compute=abbey,
    ),
    Calculator(
        id="carcassonne-road",
        game=GAME,
        inputs=(
            Int("tiles", 1, MAX_TILES, default=1),
            Bool("complete", default=True),
            Rows(
                "players",
                MIN_HOLDERS,
                MAX_PLAYERS,
                fields=(
                    Int("robbers", 0, MAX_FOLLOWERS, default=0),
                    Int("big", 0, 1, default=0),
                    Int("wagons", 0, 1, default=0),
                ),
                default=({"robbers": 0, "big": 0, "wagons": 0},),
            ),
        ),
        outputs=("value", "strength", "points"),
        compute=road,
    ),
    Calculator(
        id="carcassonne-city",
        game=GAME,
        inputs=(
            Int("tiles", 1, MAX_TILES, default=2),
            Int("pennants", 0, MAX_COATS_OF_ARMS, default=0),
            Bool("complete", default=True),
            Bool("besieged", default=False),
            Bool("cathedral", default=False),
            Rows(
                "players",
                MIN_HOLDERS,
                MAX_PLAYERS,
                fields=(
                    Int("knights", 0, MAX_FOLLOWERS, default=0),
                    Int("big", 0, 1, default=0),
                    Int("mayors", 0, 1, default=0),
                    Int("wagons", 0, 1, default=0),
                ),
                default=({"knights": 0, "big": 0, "mayors": 0, "wagons": 0},),
            ),
        ),
        outputs=("value", "strength", "points"),
        compute=city,
    ),
    Calculator(
        id="carcassonne-field",
        game=GAME,
        inputs=(
            Int("cities", 0, MAX_CITIES, default=0),
            Int("castles", 0, MAX_CASTLES, default=0),
            Int("besieged", 0, MAX_CITIES, default=0),
            Bool("pig_herd", default=False),
            Rows(
                "players",
                MIN_HOLDERS,
                MAX_PLAYERS,
                fields=(
                    Int("farmers", 0, MAX_FARMERS, default=0),
                    Int("big", 0, 1, default=0),
                    Int("pigs", 0, 1, default=0),
                ),
                default=({"farmers": 0, "big": 0, "pigs": 0},),
            ),
        ),
        outputs=("points",),
        compute=field,
    ),
    Calculator(
        id="carcassonne-farmhouse",
        game=GAME,
        inputs=(
            Choice("moment", MOMENTS, OPTIONS["moment"], default=PLACED),
            Int("cities", 0, MAX_CITIES, default=0),
            Int("castles", 0, MAX_CASTLES, default=0),
            Int("besieged", 0, MAX_CITIES, default=0),
            Bool("pig_herd", default=False),
            Rows(
                "players",
                MIN_HOLDERS,
                MAX_PLAYERS,
                fields=(
                    Int("farmers", 0, MAX_FARMERS, default=0),
                    Int("big", 0, 1, default=0),
                    Int("pigs", 0, 1, default=0),
                    Int("farmhouses", 0, FARMHOUSES_IN_BOX, default=0),
                ),
                # The calculator is about a farmhouse: its one row holds one, nothing else.
                default=({"farmers": 0, "big": 0, "pigs": 0, "farmhouses": 1},),
            ),
        ),
        outputs=("points",),
        compute=farmhouse,
    ),
)
