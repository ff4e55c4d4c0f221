"""Carcassonne expansion 5, Abbey & Mayor (2nd edition), with the base-game features it scores.

Sources: docs/en/sources.md § Carcassonne lists every number below with its source
and confidence; rulebook 003 is the Czech original of docs/{cs,en,ru}/carcassonne-abbey-mayor/. Where it
says "by the usual rules" ("dle obvyklých pravidel") the base game's published rules apply; the
expansions it combines with (Inns & Cathedrals, Traders & Builders, Bridges, Castles & Bazaars,
the Cathars / Siege) are cited beside each number."""

from __future__ import annotations

import re
from typing import Any

from . import explain, sheet
from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Choice, Int, Rows, Text, quoted
from .languages import LANGUAGES
from .messages.carcassonne import EXPLAIN, NOUNS, OPTIONS
from .results import Part, part, times, total

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
# The whole game (carcassonne-game): every scoring as an entry of a log, the running totals
# and the winner. Each entry is scored by the feature functions above; nothing is counted twice.
# ---------------------------------------------------------------------------------------------

# Follower colours on the table: the base game's five and the expansion's sixth (grey), "none"
# for a table that does not record them (the sheet names players by name or seat).
NO_COLOUR = "none"
COLOURS: tuple[str, ...] = (NO_COLOUR, "blue", "red", "green", "yellow", "black", "grey")

CITY, ROAD, FIELD, FARMHOUSE, JOINED, POINTS = "city", "road", "field", "farmhouse", "joined", "points"
# What an entry scores. `farmhouse` is the farmhouse just placed (moment PLACED) or, with `end`,
# a farmhouse field at the end (moment END); `joined` a field with farmers joined to a
# farmhouse field (moment CONNECTED); `points` what the sheet does not model, entered by hand.
FEATURES: tuple[str, ...] = (CITY, ROAD, MONASTERY, ABBEY, FIELD, FARMHOUSE, JOINED, POINTS)
FIELDS: tuple[str, ...] = (FIELD, FARMHOUSE, JOINED)
# Generous bounds of the sheet's boxes, not rule numbers: scorings in one game (a 72-tile base
# game with expansions scores far fewer), points one seat gets by hand in one entry.
MAX_ENTRIES = 300
MAX_HAND_POINTS = 200
# The pieces text: up to 6 seats of a few characters each, commas and spaces.
PIECES_LENGTH = 60

# Letters of the pieces text: the special figures, each one per player.
MAYOR, WAGON, BIG, HOUSE = "m", "w", "b", "h"
LETTERS: tuple[str, ...] = (MAYOR, WAGON, BIG, HOUSE)
# Where each figure may stand. The mayor "může být umístěn pouze do města" (rulebook 003, Úvod);
# the wagon is scored on a road, city, monastery or abbey ("Při vyhodnocování cesty, města, kláštera
# či opatství se vůz počítá jako normální družiník") and never goes to a field ("Vůz se může
# přesunout na jakékoli území kromě louky", rulebook 003, Vůz); the big follower anywhere a follower
# may stand; the farmhouse stands on a field ("na všech musí být v místě dotyku pouze louka",
# rulebook 003, Statek). A hand-entered entry holds points, no figures.
ALLOWED: dict[str, frozenset[str]] = {
    CITY: frozenset({MAYOR, WAGON, BIG}),
    ROAD: frozenset({WAGON, BIG}),
    MONASTERY: frozenset({WAGON, BIG}),
    ABBEY: frozenset({WAGON, BIG}),
    FIELD: frozenset({BIG}),
    FARMHOUSE: frozenset({BIG, HOUSE}),
    JOINED: frozenset({BIG, HOUSE}),
    POINTS: frozenset(),
}


# What the score sheet's composer asks of each kind of entry (runtime/assets/feature-entry.js
# draws its boxes from this, sent by describe() as the entries' `asks`: the page holds no rule).
# `size`: "tiles" (a city's or road's) or "around" (the tiles around a monastery or abbey, asked
# only at the end: during play it is scored complete, with all SURROUNDING_TILES); `count`: "arms"
# (a city's coats of arms) or "cities" (completed cities beside a field); `seat`: what a seat
# puts on it, "n" its followers then the figures of ALLOWED it may add (a big follower is entered
# as two followers: the majority counts strength, and so do they), or "p" for points by hand;
# `end`: scored only at the end (a plain field, base game: the engine refuses it during play) or
# only during play (a field joined to a farmhouse's: the engine scores it so either way, and the
# composer's "Final scoring" is set off only to match), so that picking it sets "Final scoring";
# absent where either happens.
ENTRY_FORMS: dict[str, dict[str, Any]] = {
    CITY: {"size": "tiles", "count": "arms", "seat": "n" + MAYOR + WAGON},
    ROAD: {"size": "tiles", "seat": "n" + WAGON},
    MONASTERY: {"size": "around", "seat": "n" + WAGON},
    ABBEY: {"size": "around", "seat": "n" + WAGON},
    FIELD: {"count": "cities", "seat": "n", "end": True},
    FARMHOUSE: {"count": "cities", "seat": "n" + HOUSE},
    JOINED: {"count": "cities", "seat": "n", "end": False},
    POINTS: {"seat": "p"},
}
ENTRY_ASKS: dict[str, Any] = {"kinds": ENTRY_FORMS, "complete_around": SURROUNDING_TILES}


def _most(feature: str) -> int:
    """The most one seat may write on a feature: followers (the boxes' bounds above), or points."""
    return MAX_HAND_POINTS if feature == POINTS else MAX_FARMERS if feature in FIELDS else MAX_FOLLOWERS


# One seat's token: an optional number, then letters; spaces are dropped before matching.
_TOKEN = re.compile(r"(\d{0,4})([a-z]*)")


def _seat_error(field: str, code: str, label: explain.Localized, **params: Any) -> InputError:
    return InputError(field, code, seat=label, **params)


def parse_pieces(
    text: str, feature: str, labels: list[explain.Localized], field: str = "pieces"
) -> list[dict[str, int]]:
    """The pieces text of one entry, one record per seat: `count` (followers, or the points of a
    `points` entry) and 0/1 for each letter. Seats are separated by ","; missing trailing seats
    hold nothing; a seat's token is an optional number then letters, in any order."""
    tokens = text.split(",")
    seats = [{"count": 0, **dict.fromkeys(LETTERS, 0)} for _ in labels]
    for i, raw in enumerate(tokens):
        token = "".join(raw.split()).lower()
        if not token:
            continue
        if i >= len(labels):
            raise InputError(field, "carcassonne_pieces_too_many_seats", count=i + 1, players=len(labels))
        found = _TOKEN.fullmatch(token)
        if not found:
            raise _seat_error(field, "carcassonne_pieces_unreadable", labels[i], token=raw.strip())
        number, letters = found.groups()
        count = int(number) if number else 0
        if count > _most(feature):
            code = "carcassonne_pieces_too_many_points" if feature == POINTS else "carcassonne_pieces_too_many"
            raise _seat_error(field, code, labels[i], max=_most(feature), count=count)
        seats[i]["count"] = count
        for letter in letters:
            if letter not in LETTERS:
                raise _seat_error(field, "carcassonne_pieces_unreadable", labels[i], token=raw.strip())
            if letter not in ALLOWED[feature]:
                raise _seat_error(
                    field,
                    "carcassonne_pieces_not_here",
                    labels[i],
                    letter=letter,
                    piece=OPTIONS["piece"][letter],
                    feature=quoted(OPTIONS["entry"][feature]),
                )
            if seats[i][letter]:
                raise _seat_error(
                    field, "carcassonne_pieces_twice", labels[i], letter=letter, piece=OPTIONS["piece"][letter]
                )
            seats[i][letter] = 1
    return seats


def _check_houses(feature: str, end: bool, seats: list[dict[str, int]], field: str) -> None:
    """A farmhouse just placed stands on one seat; a farmhouse field at the end has one or more."""
    houses = sum(seat[HOUSE] for seat in seats)
    if feature == FARMHOUSE and not end and houses != 1:
        raise InputError(field, "carcassonne_pieces_one_farmhouse", count=houses)
    if feature == FARMHOUSE and end and not houses:
        raise InputError(field, "carcassonne_pieces_needs_farmhouse")


def _check_entry(i: int, entry: dict[str, Any]) -> None:
    feature, end, tiles = entry["feature"], entry["end"], entry["tiles"]
    where = f"entries.{i}"
    if feature == FIELD and not end:
        # A field without a farmhouse is scored only at the end (base game).
        raise InputError(f"{where}.end", "carcassonne_field_at_end")
    if feature in (CITY, ROAD) and tiles < 1:
        raise InputError(f"{where}.tiles", "out_of_range", min=1, max=MAX_TILES)
    if feature in RELIGIOUS:
        if not end and tiles != SURROUNDING_TILES:
            # During play a monastery or abbey is scored only once all 8 neighbours are placed.
            raise InputError(f"{where}.tiles", "carcassonne_monastery_complete", count=SURROUNDING_TILES)
        if not MIN_SURROUNDING <= tiles <= SURROUNDING_TILES:
            raise InputError(f"{where}.tiles", "out_of_range", min=MIN_SURROUNDING, max=SURROUNDING_TILES)


def _remapped(error: InputError, where: str) -> InputError:
    """An error of a feature function, moved onto the entry's own box."""
    name = error.field.split(".")[0]
    box = {"surrounding": "tiles", "players": "pieces", "cities": "arms"}.get(name, "")
    return InputError(f"{where}.{box}" if box else where, error.code, **error.params)


def score_entry(entry: dict[str, Any], seats: list[dict[str, int]]) -> dict[str, Any]:
    """Per seat: the points of one entry, each seat's strength, and who had the majority, by the
    feature functions above (majority, ties in full, a mayor's strength = coats of arms)."""
    feature, end, tiles, arms = entry["feature"], entry["end"], entry["tiles"], entry["arms"]
    n = len(seats)
    if feature == POINTS:
        return {"points": [s["count"] for s in seats], "strength": [0] * n, "majority": [], "houses": []}
    if feature == CITY:
        rows = [{"knights": s["count"], "big": s[BIG], "mayors": s[MAYOR], "wagons": s[WAGON]} for s in seats]
        scored = city(tiles, arms, not end, False, False, rows)
    elif feature == ROAD:
        rows = [{"robbers": s["count"], "big": s[BIG], "wagons": s[WAGON]} for s in seats]
        scored = road(tiles, not end, rows)
    elif feature in RELIGIOUS:
        # Monks, a big follower and a wagon weigh on a monastery as on a road (FOLLOWER_STRENGTH,
        # BIG_STRENGTH, WAGON_STRENGTH); the majority takes abbey()'s points.
        value = abbey(feature, tiles, end)["points"]
        scored = _award(value, [road_strength(s["count"], s[BIG], s[WAGON]) for s in seats])
    elif feature == FIELD:
        scored = field(arms, 0, 0, False, [{"farmers": s["count"], "big": s[BIG], "pigs": 0} for s in seats])
    else:
        moment = CONNECTED if feature == JOINED else END if end else PLACED
        rows = [{"farmers": s["count"], "big": s[BIG], "pigs": 0, "farmhouses": s[HOUSE]} for s in seats]
        if moment == CONNECTED and not any(s[HOUSE] for s in seats):
            # The farmhouse stands on the other field: a row of its own that has no farmers.
            rows.append({"farmers": 0, "big": 0, "pigs": 0, "farmhouses": 1})
        scored = farmhouse(moment, arms, 0, 0, False, rows)
        return {
            "points": scored["points"][:n],
            "strength": [row["strength"] for row in scored["players"]][:n],
            "majority": [i for i in scored["majority"] if i < n],
            "houses": [row["player"] for row in scored["players"][:n] if row["farmhouse_scores"]],
        }
    return {
        "points": scored["points"],
        "strength": [row["strength"] for row in scored["players"]],
        "majority": scored["majority"],
        "houses": [],
    }


# Followers' names by feature, as the log says why a seat scored.
FOLLOWER_NOUN: dict[str, str] = {
    CITY: "knights",
    ROAD: "robbers",
    MONASTERY: "monks",
    ABBEY: "monks",
    FIELD: "farmers",
    FARMHOUSE: "farmers",
    JOINED: "farmers",
}


def _named(forms: explain.Forms, count: int, bare: bool) -> explain.Localized:
    """ "knight" for one (`bare`), else "1 knight", "2 knights"."""
    if count == 1 and bare:
        return {lang: forms[lang]["one"] for lang in forms}
    return explain.counted(forms, count)


def _reason(
    feature: str, seat: dict[str, int], arms: int, house: bool, farmers: bool, bare: bool = True
) -> explain.Localized:
    """What a seat had on the feature that scored: "2 knights, wagon", "mayor, strength 2"."""
    words: list[explain.Localized] = []
    if house:
        words.append(OPTIONS["piece"][HOUSE])
    if farmers or feature not in (FARMHOUSE,):
        if seat["count"]:
            words.append(_named(NOUNS[FOLLOWER_NOUN[feature]], seat["count"], bare))
        if seat[BIG]:
            words.append(OPTIONS["piece"][BIG])
        if seat[MAYOR]:
            words.append(explain.say(EXPLAIN, "mayor_strength", strength=arms))
        if seat[WAGON]:
            words.append(OPTIONS["piece"][WAGON])
    return {lang: ", ".join(word[lang] for word in words) for lang in LANGUAGES}


def _head(entry: dict[str, Any]) -> explain.Localized:
    """The entry's first words: what was scored and how big it was."""
    feature, end, tiles, arms = entry["feature"], entry["end"], entry["tiles"], entry["arms"]
    key = f"head_{feature}" + ("_end" if end and feature not in (FIELD, JOINED, POINTS) else "")
    return explain.say(
        EXPLAIN,
        key,
        tiles=explain.counted(NOUNS["tiles"], tiles),
        arms=explain.counted(NOUNS["arms"], arms),
        surrounding=explain.counted(NOUNS["surrounding"], tiles),
        cities=explain.counted(NOUNS["cities"], arms),
    )


def _scorers(
    entry: dict[str, Any], seats: list[dict[str, int]], scored: dict[str, Any], labels: list[explain.Localized]
) -> explain.Localized:
    """Who scored what, and why: "Jana 10 (knight)", "Jana 8, Petr 8 (tie: 1 knight each)"."""
    feature, arms = entry["feature"], entry["arms"]
    points = scored["points"]
    who = [i for i, p in enumerate(points) if p]
    if not who:
        zero_mayor = feature == CITY and not arms and any(s[MAYOR] for s in seats)
        return explain.say(EXPLAIN, "nobody_mayor" if zero_mayor else "nobody")
    if feature == POINTS:
        return _listed([explain.say(EXPLAIN, "by_hand", name=labels[i], points=points[i]) for i in who])
    houses = set(scored["houses"])
    majority = set(scored["majority"])
    shared = len(who) > 1 and not houses
    reasons = [_reason(feature, seats[i], arms, i in houses, i in majority, bare=not shared) for i in who]
    names = _listed([explain.say(EXPLAIN, "scored", name=labels[i], points=points[i]) for i in who])
    if shared and all(reason == reasons[0] for reason in reasons):
        return explain.say(EXPLAIN, "tie_same", names=names, reason=reasons[0])
    if shared:
        return explain.say(EXPLAIN, "tie_strength", names=names, strength=scored["strength"][who[0]])
    return _listed(
        [
            explain.say(EXPLAIN, "scored_why", name=labels[i], points=points[i], reason=reasons[k])
            for k, i in enumerate(who)
        ]
    )


def _listed(items: list[explain.Localized]) -> explain.Localized:
    """ "Jana 8, Petr 8": the scorers of one line, each with their points."""
    return {lang: ", ".join(item[lang] for item in items) for lang in LANGUAGES}


def _check_colours(players: list[dict[str, Any]], labels: list[explain.Localized]) -> None:
    taken: dict[str, int] = {}
    for i, p in enumerate(players):
        colour = p["colour"]
        if colour == NO_COLOUR:
            continue
        if colour in taken:
            raise InputError(
                f"players.{i}.colour",
                "carcassonne_colour_taken",
                colour=quoted(OPTIONS["colour"][colour]),
                player=labels[taken[colour]],
            )
        taken[colour] = i


def _game_sentences(steps: list[sheet.Step], labels: list[explain.Localized], over: bool) -> list[explain.Localized]:
    points = lambda n: explain.counted(NOUNS["points"], n)  # noqa: E731
    if over:
        return sheet.verdict(steps, labels, EXPLAIN, points)
    if not steps:
        return []
    leaders, best = steps[0]["leaders"], steps[0]["best"]
    key = "leads" if len(leaders) == 1 else "lead_shared"
    names = explain.joined([labels[i] for i in leaders])
    return [
        explain.say(EXPLAIN, key, leader=names, names=names, amount=points(best), value=best),
        explain.say(EXPLAIN, "not_over"),
    ]


def carcassonne_game(players: list[dict[str, Any]], entries: list[dict[str, Any]], over: bool) -> dict[str, Any]:
    labels = [explain.player(i, p["name"]) for i, p in enumerate(players)]
    _check_colours(players, labels)
    totals = [0] * len(players)
    by_feature: list[dict[str, int]] = [{} for _ in players]
    log, track = [], []
    for i, entry in enumerate(entries):
        where = f"entries.{i}"
        _check_entry(i, entry)
        seats = parse_pieces(entry["pieces"], entry["feature"], labels, f"{where}.pieces")
        _check_houses(entry["feature"], entry["end"], seats, f"{where}.pieces")
        try:
            scored = score_entry(entry, seats)
        except InputError as error:
            raise _remapped(error, where) from None
        for seat, points in enumerate(scored["points"]):
            totals[seat] += points
            if points:
                feature = entry["feature"]
                by_feature[seat][feature] = by_feature[seat].get(feature, 0) + points
        line = _head(entry)
        body = _scorers(entry, seats, scored, labels)
        log.append(
            {
                "feature": entry["feature"],
                "end": entry["end"],
                "points": scored["points"],
                "majority": scored["majority"],
                "line": {lang: f"{line[lang]}: {body[lang]}" for lang in LANGUAGES},
            }
        )
        track.append(list(totals))
    keys = [(t,) for t in totals]
    table = [
        {
            "player": i,
            "name": p["name"],
            "colour": p["colour"],
            "points": totals[i],
            "rank": rank,
            "breakdown": [part(feature, by_feature[i][feature]) for feature in FEATURES if feature in by_feature[i]],
        }
        for i, (p, rank) in enumerate(zip(players, sheet.ranks(keys), strict=True))
    ]
    steps = sheet.decide(keys, ("points",))
    blank = not entries
    won = [] if blank or not over else sheet.winners(steps)
    for row in table:
        # The table's mark (the spec's `mark = "winner"`): a column, as in the other sheets' tables.
        row["winner"] = row["player"] in won
    sentences = [] if blank else _game_sentences(steps, labels, over)
    verdict = (
        {"winners": won}
        if over
        else {"finished": False, "winners": [], "leaders": [] if blank else sheet.winners(steps)}
    )
    return {
        "players": table,
        **verdict,
        "blank": blank,
        "over": over,
        "log": log,
        "track": track,
        "explain": explain.collect(sentences),
    }


# Defaults of carcassonne-game (the sheet's "Show an example"): a short three-player game,
# counted by hand. During play: a 4-tile city with 1 coat of arms, Jana's knight (10); a 3-tile
# road, Petr's robber and wagon against Eva's robber (Petr 3: strength 2 to 1); a complete
# monastery, Eva's monk (9); a 3-tile city with 2 coats of arms where Eva's mayor (strength 2)
# beats Jana's knight (Eva 10); a farmhouse placed by Petr on a field with 2 completed cities and
# his 2 farmers (6). Final scoring: an unfinished 2-tile road, Jana and Eva 1 robber each (2 each);
# a field with 3 completed cities, Jana's 2 farmers (9); the farmhouse field at the end, 2 cities
# (Petr 8). Jana 10 + 2 + 9 = 21, Petr 3 + 6 + 8 = 17, Eva 9 + 10 + 2 = 21: Jana and Eva share.
GAME_PLAYERS: tuple[dict[str, Any], ...] = (
    {"colour": "blue"},  # Jana (names are the table's own: the example leaves them blank)
    {"colour": "red"},  # Petr
    {"colour": "green"},  # Eva
)
GAME_ENTRIES: tuple[dict[str, Any], ...] = tuple(
    {"feature": feature, "end": end, "tiles": tiles, "arms": arms, "pieces": pieces}
    for feature, end, tiles, arms, pieces in (
        (CITY, False, 4, 1, "1"),
        (ROAD, False, 3, 0, ",1w,1"),
        (MONASTERY, False, 8, 0, ",,1"),
        (CITY, False, 3, 2, "1,,m"),
        (FARMHOUSE, False, 0, 2, ",2h"),
        (ROAD, True, 2, 0, "1,,1"),
        (FIELD, True, 0, 3, "2"),
        (FARMHOUSE, True, 0, 2, ",h"),
    )
)

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
    Calculator(
        id="carcassonne-game",
        game=GAME,
        inputs=(
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(
                    sheet.NAME,
                    Choice("colour", COLOURS, OPTIONS["colour"], default=NO_COLOUR, blank=NO_COLOUR, seat=True),
                ),
                default=GAME_PLAYERS,
            ),
            Rows(
                "entries",
                0,
                MAX_ENTRIES,
                fields=(
                    Choice("feature", FEATURES, OPTIONS["entry"], default=CITY),
                    Bool("end", default=False),
                    *sheet.on_paper(
                        (
                            Int("tiles", 0, MAX_TILES, default=0),
                            Int("arms", 0, MAX_COATS_OF_ARMS, default=0),
                        )
                    ),
                    Text("pieces", PIECES_LENGTH),
                ),
                default=GAME_ENTRIES,
                asks=ENTRY_ASKS,
            ),
            Bool("over", default=True),
        ),
        outputs=(),
        compute=carcassonne_game,
    ),
)
