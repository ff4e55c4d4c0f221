"""Amun-Re (Reiner Knizia, 2003).

Sources: docs/en/sources.md § Amun-Re lists every number below with its source and confidence.
Rulebook 004 is the Czech original of the rulebook pages docs/{cs,en,ru}/amun-re/.

Numbers printed on the board that no source confirms (sources.md § Amun-Re) are inputs; where an
INFERRED value is offered as the default, the result lists the input under "check_board"."""

from __future__ import annotations

from typing import Any, TypedDict

from . import explain, sheet
from .calculator import Calculator
from .errors import InputError
from .explain import Localized
from .fields import Bool, Choice, Int, Rows
from .messages.amunre import EXPLAIN, NOUNS, OPTIONS
from .results import Part, counted, part, times, total

# Players: "Amun-Re (Reiner Knizia, 3–5 players)" (docs/games.toml); five colours (rulebook 004,
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
# n pieces of one kind cost n(n+1)/2; sources.md § Amun-Re (CONFIRMED).


def purchase_price(pieces: int) -> int:
    """Gold for `pieces` items of one kind (power cards, farmers or stones) bought in one turn."""
    return pieces * (pieces + 1) // 2


def purchase(cards: int, farmers: int, stones: int) -> dict[str, Any]:
    breakdown = [
        counted(key, count, purchase_price(count))
        for key, count in (("cards", cards), ("farmers", farmers), ("stones", stones))
    ]
    return {
        "cost_cards": breakdown[0]["value"],
        "cost_farmers": breakdown[1]["value"],
        "cost_stones": breakdown[2]["value"],
        "total": total(breakdown),
        "breakdown": breakdown,
    }


# ---------------------------------------------------------------------------------------------
# Phase 4: offering to Amun-Re and the temple track
# ---------------------------------------------------------------------------------------------
STEAL_VALUE = -3  # the "-3" card counts -3 in the sum (rulebook 004, Fáze 4; sources.md § Amun-Re)
STEAL_GOLD = 3  # "vezme si 3 zlaté z banky" (rulebook 004)
CORRECTION_STEP = 3  # "Změna oběti": "zvýšit či snížit celkovou hodnotu oběti o 3 zlaté" (rulebook 004)
# Items taken from the bank: most 3, second 2, every other non-stealer 1 (rulebook 004, Fáze 4).
REWARD_ITEMS: tuple[int, ...] = (3, 2)
OTHER_ITEMS = 1
TRACK_SPACES = 4  # "the track has 4 spaces" (sources.md § Amun-Re, CONFIRMED)
# Space 2 is "v intervalu 3 – 12" (rulebook 004 example; CONFIRMED). With the spaces in rising
# order this DERIVES space 1 = sums up to 2 and space 3 starting at 13. Where space 3 ends is printed
# on the board: ">= 23 for space 4" is INFERRED (sources.md § Amun-Re), so it is an input.
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
        raise InputError("start", "amunre_start_player", count=len(players))


def offering(players: list[dict[str, Any]], corrections: list[int], start: int, space4_from: int) -> dict[str, Any]:
    _check_offering(players, corrections, start)
    stealers = sum(1 for p in players if p["steals"])
    breakdown = [
        part("gold", sum(p["offerings"] for p in players)),
        times("steals", stealers, STEAL_VALUE),
        counted("corrections", len(corrections), sum(corrections)),
    ]
    offered = total(breakdown)
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
        "total": offered,
        "breakdown": breakdown,
        "position": temple_space(offered, space4_from),
        # "Jestliže všichni hráči obětují „-3“, pak se začínající hráč nemění." (rulebook 004)
        "pharaoh": order[0] if order else start,
        "takes": takes,
        # The unconfirmed bound only matters once the sum reaches space 3.
        "check_board": ["space4_from"] if offered >= SPACE3_FROM and space4_from == SPACE4_FROM_INFERRED else [],
    }


# ---------------------------------------------------------------------------------------------
# Phase 5: harvest and other income
# ---------------------------------------------------------------------------------------------
# Gold per farmer by temple space. Space 2 pays 2 (rulebook 004 example: "každý farmář vynáší dva
# zlaté"; sources.md § Amun-Re, CONFIRMED). Spaces 1, 3, 4 paying 1, 3, 4 is INFERRED (sources.md § Amun-Re):
# a default the player must check against the board.
GOLD_PER_FARMER_CONFIRMED: dict[int, int] = {2: 2}
GOLD_PER_FARMER_INFERRED: dict[int, int] = {1: 1, 3: 3, 4: 4}
# Camel income is paid only with the temple on space 1 or 2 (rulebook 004; sources.md § Amun-Re, CONFIRMED).
CAMEL_SPACES: frozenset[int] = frozenset({1, 2})
# "ABU a BERENIKE vždy obdrží 4 nebo 8 zlatých"; "KHARGA, SAWU a AVARIS obdrží 5, 7 nebo 8
# zlatých" (rulebook 004); 0 for every other province (sources.md § Amun-Re, complete lists).
FIXED_INCOMES: frozenset[int] = frozenset({0, 4, 8})
CAMEL_INCOMES: frozenset[int] = frozenset({0, 5, 7, 8})
EIGHT_GOLD = 8  # "8 zlatých": 8 gold, every other income of that province is cancelled (rulebook 004)
BOOST_PER_FARMER = 1  # "Zvýšení sklizně": "o 1 zlatý na každého farmáře" (rulebook 004)
# Farmers in one province: 0-6 farm spaces (sources.md § Amun-Re), BAHARYA's 2 printed farmers,
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


def province_income(province: dict[str, Any], per_farmer: int, position: int) -> list[Part]:
    """The parts of one province's income; their values add up to what it pays."""
    if province["eight"]:
        return [part("eight", EIGHT_GOLD)]
    farmers = province["farmers"]
    parts: list[dict[str, Any]] = []
    if farmers:
        parts.append(times("harvest", farmers, per_farmer))
    if province["boost"]:
        parts.append(times("boost", farmers, BOOST_PER_FARMER))
    if province["fixed"]:
        parts.append(part("fixed", province["fixed"]))
    if province["camel"]:
        paid = position in CAMEL_SPACES
        parts.append({**part("camel", province["camel"] if paid else 0), "paid": paid})
    return parts


def track_value(
    field: str, code: str, position: int, entered: int, confirmed: dict[int, int], inferred: dict[int, int]
) -> int:
    """A temple-track number at `position`: the player's reading (`entered`; 0 = none) or the table's.
    A reading that contradicts a CONFIRMED value is refused, naming `field`."""
    known = confirmed.get(position)
    if known is None:
        return entered or inferred[position]
    if entered and entered != known:
        raise InputError(field, code, position=position, value=known, count=entered)
    return known


def gold_per_farmer(position: int, entered: int) -> int:
    """Gold each farmer yields with the Amun-Re temple on `position` (`entered`: read off the board, or 0)."""
    return track_value(
        "per_farmer",
        "amunre_per_farmer_confirmed",
        position,
        entered,
        GOLD_PER_FARMER_CONFIRMED,
        GOLD_PER_FARMER_INFERRED,
    )


def harvest(position: int, per_farmer: int, provinces: list[dict[str, Any]]) -> dict[str, Any]:
    _check_harvest(provinces)
    check_board = []
    per_farmer = gold_per_farmer(position, per_farmer)
    farming = any(p["farmers"] and not p["eight"] for p in provinces)
    if farming and GOLD_PER_FARMER_INFERRED.get(position) == per_farmer:
        check_board.append("per_farmer")
    table = []
    for i, province in enumerate(provinces):
        parts = province_income(province, per_farmer, position)
        table.append({"province": i, "income": total(parts), "breakdown": parts})
    kinds: dict[str, int] = {}
    for row in table:
        for term in row["breakdown"]:
            kinds[term["key"]] = kinds.get(term["key"], 0) + term["value"]
    return {
        "income": [row["income"] for row in table],
        "total": sum(row["income"] for row in table),
        "breakdown": [part(key, value) for key, value in kinds.items()],
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
# the mapping 2 -> 2, 3 -> 3, 4 -> 4 is INFERRED (sources.md § Amun-Re).
TEMPLE_VP_CONFIRMED: dict[int, int] = {1: 1}
TEMPLE_VP_INFERRED: dict[int, int] = {2: 2, 3: 3, 4: 4}
# Gold at game end: 6 / 4 / 2 for most, second, third; ties take the full amount and the next
# rank is skipped (rulebook 004, Fáze 6.6; sources.md § Amun-Re, CONFIRMED).
GOLD_RANK_VP: tuple[int, ...] = (6, 4, 2)
# Temple symbols in one player's provinces: DAMANHUR 2, EDFU 1, AMARNA unknown (sources.md § Amun-Re).
MAX_TEMPLES = 9
MAX_PYRAMIDS_PER_PROVINCE = 20  # generous: 15 pyramids + 15 double pyramids in the box
# A value read off the board: "Každý chrám má hodnotu 1, 2, 3 nebo 4 body" (rulebook 004, Fáze 6.4).
MAX_TEMPLE_VP = 4


def temple_points(position: int, entered: int) -> int:
    """VP per temple symbol with the Amun-Re temple on `position` (`entered`: read off the board, or 0)."""
    return track_value(
        "temple_vp", "amunre_temple_vp_confirmed", position, entered, TEMPLE_VP_CONFIRMED, TEMPLE_VP_INFERRED
    )


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
    temple_vp = temple_points(position, temple_vp)
    if temples and TEMPLE_VP_INFERRED.get(position) == temple_vp:
        check_board.append("temple_vp")
    rows = min(pyramids) if len(pyramids) == PROVINCES_PER_PLAYER else 0
    breakdown = [
        times("pyramids", sum(pyramids), PYRAMID_VP),
        times("rows", rows, ROW_VP),
        times("west", int(west), NILE_VP),
        times("east", int(east), NILE_VP),
        times("temples", temples, temple_vp),
        times("bonus", bonus, BONUS_VP),
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
        "total": total(breakdown),
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


# ---------------------------------------------------------------------------------------------
# The whole table (amunre-game): phase 6 for every player, the Nile majorities, gold ranks and
# the winner
# ---------------------------------------------------------------------------------------------
OLD, NEW = "old", "new"  # Stará říše / Nová říše: each half ends with a scoring (rulebook 004)
KINGDOMS: tuple[str, ...] = (OLD, NEW)
WEST, EAST = "west", "east"
SIDES: tuple[str, ...] = (WEST, EAST)
PROVINCES = 15  # the 15 province cards (rulebook 004, Obsah; sources.md § Amun-Re)
MAX_TEMPLES_PER_PROVINCE = MAX_TEMPLES  # DAMANHUR 2, EDFU 1, AMARNA unknown (sources.md § Amun-Re)
MAX_OLD_KINGDOM = 300  # generous bound for the points of the first scoring, not a rule number
# The tie-break order, written once: "V případě shody je vítězem hráč s nejvyšším počtem pyramid.
# Jestliže je i poté stav nerozhodně, vítězí hráč s nejvyšším počtem stavebních kamenů. Pakliže je
# i nadále stav nerozhodný, je vyhlášeno více vítězů." (rulebook 004, Konec hry a závěrečné
# bodování). The player rows' keys compared in order: the ranks, the verdict's sentences
# (EXPLAIN's win_/lead_/same_<key>) and the result's `tie_break` all read them from here.
TIE_BREAK: tuple[str, ...] = ("total", "pyramids", "stones")


class NileAward(TypedDict):
    """Who scores NILE_VP on one side of the Nile (rulebook 004, Fáze 6.3)."""

    side: str
    pyramids: int  # the most pyramids in one province on this side (0: nobody scores)
    tied: list[int]  # the provinces with that many pyramids
    stones: int  # the most building stones among them
    next_stones: int | None  # the most stones among the other tied provinces
    provinces: list[int]  # the provinces that score: most pyramids, then most stones
    owners: list[int]  # their owners, who score once each


class AmunrePlayer(TypedDict):
    player: int
    name: str
    total: int
    kingdom_points: int
    old_kingdom_points: int
    rank: int
    pyramid_points: int
    row_points: int
    west_points: int
    east_points: int
    temple_points: int
    bonus_points: int
    gold_points: int
    breakdown: list[dict[str, Any]]
    provinces: list[int]
    pyramids: int
    stones: int
    gold: int
    gold_rank: int
    complete_rows: int


def _check_provinces(provinces: list[dict[str, Any]], labels: list[Localized]) -> None:
    players = len(labels)
    held = [0] * players
    for i, province in enumerate(provinces):
        owner = province["owner"]
        if owner >= players:
            raise InputError(f"provinces.{i}.owner", "amunre_owner_not_player", count=players)
        held[owner] += 1
        if held[owner] > PROVINCES_PER_PLAYER:
            raise InputError(
                f"provinces.{i}.owner", "amunre_three_provinces", player=labels[owner], max=PROVINCES_PER_PLAYER
            )


def nile_award(provinces: list[dict[str, Any]], side: str) -> NileAward:
    """The province(s) with the most pyramids on one side; stones break ties, then all tied owners
    score. A side without any pyramid gives nobody the bonus (no province has "the most")."""
    on_side = [i for i, p in enumerate(provinces) if p["side"] == side]
    most = max((provinces[i]["pyramids"] for i in on_side), default=0)
    tied = [i for i in on_side if most and provinces[i]["pyramids"] == most]
    stones = max((provinces[i]["stones"] for i in tied), default=0)
    best = [i for i in tied if provinces[i]["stones"] == stones]
    others = [provinces[i]["stones"] for i in tied if i not in best]
    return {
        "side": side,
        "pyramids": most,
        "tied": tied,
        "stones": stones,
        "next_stones": max(others, default=None),
        "provinces": best,
        "owners": sorted({provinces[i]["owner"] for i in best}),
    }


def _nile_sentence(award: NileAward, provinces: list[dict[str, Any]], labels: list[Localized]) -> Localized:
    side = EXPLAIN[award["side"]]
    vp = explain.counted(NOUNS["points"], NILE_VP)
    if not award["provinces"]:
        return explain.say(EXPLAIN, "nile_none", side=side, vp=vp)
    pyramids = explain.counted(NOUNS["pyramids"], award["pyramids"])
    numbers = explain.joined([explain.fixed(i + 1) for i in award["tied"]])
    owners = [labels[o] for o in award["owners"]]
    if len(award["provinces"]) == 1:
        i = award["provinces"][0]
        owner = labels[provinces[i]["owner"]]
        if len(award["tied"]) == 1:
            return explain.say(EXPLAIN, "nile_one", side=side, province=i + 1, owner=owner, pyramids=pyramids, vp=vp)
        return explain.say(
            EXPLAIN,
            "nile_stones",
            side=side,
            provinces=numbers,
            pyramids=pyramids,
            count=award["pyramids"],
            province=i + 1,
            owner=owner,
            best=award["stones"],
            next=award["next_stones"],
            vp=vp,
        )
    shared = {
        "side": side,
        "provinces": explain.joined([explain.fixed(i + 1) for i in award["provinces"]]),
        "pyramids": pyramids,
        "count": award["pyramids"],
        "stones": explain.counted(NOUNS["stones"], award["stones"]),
        "stone_count": award["stones"],
        "vp": vp,
    }
    if len(owners) == 1:
        return explain.say(EXPLAIN, "nile_shared_one_owner", owner=owners[0], **shared)
    return explain.say(EXPLAIN, "nile_shared", owners=explain.joined(owners), **shared)


def _gold_sentences(gold: list[int], ranks: list[int], labels: list[Localized]) -> list[Localized]:
    """One sentence per place that scores: 6 / 4 / 2, tied players all score, places skipped."""
    sentences = []
    for place in sorted(set(ranks)):
        points = gold_rank_points(place)
        if not points:
            continue
        members = [i for i, r in enumerate(ranks) if r == place]
        vp = explain.counted(NOUNS["points"], points)
        amount = explain.counted(NOUNS["gold"], gold[members[0]])
        if len(members) == 1:
            sentences.append(
                explain.say(EXPLAIN, "gold_place", place=place, name=labels[members[0]], gold=amount, vp=vp)
            )
            continue
        names = explain.joined([labels[i] for i in members])
        following = place + len(members)
        key = "gold_shared" if gold_rank_points(following) and following in ranks else "gold_shared_last"
        sentences.append(explain.say(EXPLAIN, key, place=place, names=names, gold=amount, vp=vp, next=following))
    return sentences


def _short_of_a_row(table: list[Any], provinces: list[dict[str, Any]], labels: list[Localized]) -> list[Localized]:
    """Once provinces are entered: each player holding fewer than 3 (no complete row possible), said."""
    if not provinces:
        return []
    return [
        explain.say(
            EXPLAIN,
            "rows_short",
            player=labels[row["player"]],
            provinces=explain.counted(NOUNS["provinces"], len(row["provinces"])),
            need=PROVINCES_PER_PLAYER,
        )
        for row in sorted(table, key=lambda row: -len(row["provinces"]))  # the same for any seating
        if len(row["provinces"]) < PROVINCES_PER_PLAYER
    ]


def _temple_sentence(position: int, each: int) -> Localized:
    """The temples' points. An INFERRED value is not doubted here but in `check_board`, as in
    every calculator: the page asks there until the players confirm their board, then stops."""
    points = explain.counted(NOUNS["points"], each)
    return explain.say(EXPLAIN, "temples", each=points, position=position)


def _player_row(
    i: int,
    p: dict[str, Any],
    provinces: list[dict[str, Any]],
    awards: dict[str, NileAward],
    gold_rank: int,
    final: bool,
    position: int,
    temple_vp: int,
) -> tuple[AmunrePlayer, list[str]]:
    """One player's scoring (phase 6) as a row of the table, with the inputs to check on the board."""
    own = [j for j, province in enumerate(provinces) if province["owner"] == i]
    scored = scoring(
        pyramids=[provinces[j]["pyramids"] for j in own],
        west=i in awards[WEST]["owners"],
        east=i in awards[EAST]["owners"],
        temples=sum(provinces[j]["temples"] for j in own),
        position=position,
        temple_vp=temple_vp,
        bonus=p["bonus"],
        gold_rank=gold_rank,
        final=final,
    )
    old = p["old_kingdom"] if final else 0
    breakdown = list(scored["breakdown"]) + ([part("old_kingdom", old)] if final else [])
    row: AmunrePlayer = {
        "player": i,
        "name": p["name"],
        "total": scored["total"] + old,
        "kingdom_points": scored["total"],
        "old_kingdom_points": old,
        "rank": 0,
        "pyramid_points": scored["pyramid_points"],
        "row_points": scored["row_points"],
        "west_points": scored["west_points"],
        "east_points": scored["east_points"],
        "temple_points": scored["temple_points"],
        "bonus_points": scored["bonus_points"],
        "gold_points": scored["gold_points"],
        "breakdown": breakdown,
        "provinces": own,
        "pyramids": sum(provinces[j]["pyramids"] for j in own),
        "stones": sum(provinces[j]["stones"] for j in own),
        "gold": p["gold"],
        "gold_rank": gold_rank,
        "complete_rows": scored["complete_rows"],
    }
    return row, scored["check_board"]


def _standing(table: list[AmunrePlayer], final: bool) -> list[sheet.Step]:
    """Ranks the rows in place and returns the chain that names the winners (the leaders after
    the Old Kingdom). The tie-break is the end of the game's: after the Old Kingdom the table is
    ranked by points alone, and players level on points share the lead."""
    order = TIE_BREAK if final else TIE_BREAK[:1]
    keys = [tuple(row[key] for key in order) for row in table]
    for row, rank in zip(table, sheet.ranks(keys), strict=True):
        row["rank"] = rank
    return sheet.decide(keys, order)


def _leading_sentence(steps: list[sheet.Step], labels: list[Localized]) -> list[Localized]:
    """After the Old Kingdom: who leads (the game is not over, nobody has won)."""
    if not steps:
        return []
    leaders, points = steps[0]["leaders"], steps[0]["best"]
    if len(leaders) == 1:
        amount = explain.counted(NOUNS["points_with"], points)
        return [explain.say(EXPLAIN, "leads", leader=labels[leaders[0]], amount=amount)]
    names = explain.joined([labels[i] for i in leaders])
    return [
        explain.say(EXPLAIN, "lead_shared", names=names, amount=explain.counted(NOUNS["points"], points), value=points)
    ]


def _scoring_sentences(
    awards: dict[str, NileAward],
    provinces: list[dict[str, Any]],
    labels: list[Localized],
    temples: tuple[int, int],
    gold: tuple[list[int], list[int]] | None,
    short: list[Localized],
) -> list[Localized]:
    """The Nile majorities, who holds too few provinces for a row (`short`), the temples
    (`temples`: position, points each), then the gold (the New Kingdom: `gold` and its
    ranks) or the Old Kingdom's note."""
    sentences = [*(_nile_sentence(awards[side], provinces, labels) for side in SIDES), *short]
    if any(province["temples"] for province in provinces):
        sentences.append(_temple_sentence(*temples))
    if gold is None:
        return [*sentences, explain.say(EXPLAIN, "old_kingdom")]
    return [*sentences, *_gold_sentences(*gold, labels), explain.say(EXPLAIN, "new_kingdom")]


def amunre_game(
    kingdom: str,
    position: int,
    temple_vp: int,
    provinces: list[dict[str, Any]],
    players: list[dict[str, Any]],
) -> dict[str, Any]:
    labels = [explain.player(i, p["name"]) for i, p in enumerate(players)]
    _check_provinces(provinces, labels)
    final = kingdom == NEW
    awards = {side: nile_award(provinces, side) for side in SIDES}
    gold = [p["gold"] for p in players]
    gold_ranks = gold_ranking(gold)["rank"] if final else [0] * len(players)
    scored = [
        _player_row(i, p, provinces, awards, gold_ranks[i], final, position, temple_vp) for i, p in enumerate(players)
    ]
    table = [row for row, _ in scored]
    check_board = sorted({name for _, names in scored for name in names})
    per_temple = temple_points(position, temple_vp)
    steps = _standing(table, final)
    temples = (position, per_temple)
    short = _short_of_a_row(table, provinces, labels)
    sentences = _scoring_sentences(awards, provinces, labels, temples, (gold, gold_ranks) if final else None, short)
    blank = sheet.nothing_entered(players) and not provinces
    if not blank:
        points = lambda n: explain.counted(NOUNS["points"], n)  # noqa: E731
        sentences += sheet.verdict(steps, labels, EXPLAIN, points) if final else _leading_sentence(steps, labels)
    verdict = (
        {"winners": sheet.winners(steps)}
        if final
        else {"finished": False, "winners": [], "leaders": sheet.winners(steps)}
    )
    return {
        "players": table,
        **verdict,
        "blank": blank,
        "kingdom": kingdom,
        "nile": awards,
        "temple_vp": per_temple,
        "tie_break": list(TIE_BREAK),
        "check_board": check_board,
        "explain": explain.collect(sentences),
        # What the table may do next (the sheet offers each): after the Old Kingdom, start the
        # New Kingdom with these inputs.
        "actions": [] if final else [_new_kingdom(position, temple_vp, provinces, players, table)],
    }


def _new_kingdom(
    position: int, temple_vp: int, provinces: list[dict[str, Any]], players: list[dict[str, Any]], table: list[Any]
) -> dict[str, Any]:
    """The action "new_kingdom": the sheet's inputs for the New Kingdom after this Old Kingdom
    scoring. Each player's points carry over, with their name and gold; the pyramids and
    building stones stay in their provinces, whose owners are chosen again ("" until then);
    bonus cards are new."""
    inputs = {
        "kingdom": NEW,
        "position": position,
        "temple_vp": temple_vp,
        "players": [
            {"name": p["name"], "bonus": 0, "gold": p["gold"], "old_kingdom": row["total"]}
            for p, row in zip(players, table, strict=True)
        ],
        "provinces": [{**province, "owner": ""} for province in provinces],
    }
    return {"id": "new_kingdom", "inputs": inputs}


# Defaults of amunre-game: the end of a four-player game. Player 2 is the rulebook's scoring
# example (7 pyramids as 3 + 3 + 1, one complete row, both Nile bonuses, the EDFU temple with
# the Amun-Re temple on space 1, 2 bonus cards, the least gold: 27 points); east of the Nile
# player 3 has as many pyramids but fewer stones; players 3 and 4 share second place in gold;
# players 1 and 2 tie on 42 and player 2 wins with more pyramids.
GAME_PROVINCES: tuple[dict[str, Any], ...] = tuple(
    {"owner": owner, "side": side, "pyramids": pyramids, "stones": stones, "temples": temples}
    for owner, side, pyramids, stones, temples in (
        (0, WEST, 2, 1, 0),
        (0, EAST, 2, 0, 0),
        (0, WEST, 1, 2, 2),
        (1, WEST, 3, 0, 1),
        (1, EAST, 3, 1, 0),
        (1, EAST, 1, 0, 0),
        (2, WEST, 2, 2, 0),
        (2, EAST, 3, 0, 0),
        (2, WEST, 1, 0, 0),
        (3, WEST, 2, 0, 0),
        (3, EAST, 2, 1, 0),
        (3, EAST, 2, 0, 0),
    )
)
GAME_PLAYERS: tuple[dict[str, Any], ...] = (
    {"bonus": 1, "gold": 30, "old_kingdom": 23},
    {"bonus": 2, "gold": 8, "old_kingdom": 15},
    {"bonus": 1, "gold": 22, "old_kingdom": 24},
    {"bonus": 0, "gold": 22, "old_kingdom": 24},
)

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
            Int("start", 0, MAX_PLAYERS - 1, default=0, player=True),
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
            # 0 = as the track pays at `position` (2 at space 2, where another value is refused; 1/3/4
            # elsewhere, to check on the board).
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
                noun="provinces",
            ),
            Bool("west", default=True),
            Bool("east", default=True),
            Int("temples", 0, MAX_TEMPLES, default=1),
            Int("position", 1, TRACK_SPACES, default=1),
            # 0 = as the track scores at `position` (1 at space 1, where another value is refused; 2/3/4
            # elsewhere, to check on the board).
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
        id="amunre-game",
        game=GAME,
        inputs=(
            Choice("kingdom", KINGDOMS, OPTIONS["kingdom"], default=NEW),
            Int("position", 1, TRACK_SPACES, default=1),
            # 0 = as the track scores at `position`; checked as in amunre-scoring.
            Int("temple_vp", 0, MAX_TEMPLE_VP, default=0),
            Rows(
                "provinces",
                0,
                PROVINCES,
                fields=(
                    Int("owner", 0, MAX_PLAYERS - 1, default=0, player=True),
                    Choice("side", SIDES, OPTIONS["side"], default=WEST),
                    *sheet.on_paper(
                        (
                            Int("pyramids", 0, MAX_PYRAMIDS_PER_PROVINCE, default=0),
                            Int("stones", 0, STONES_IN_BOX, default=0),
                            Int("temples", 0, MAX_TEMPLES_PER_PROVINCE, default=0),
                        )
                    ),
                ),
                default=GAME_PROVINCES,
            ),
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(
                    sheet.NAME,
                    *sheet.on_paper(
                        (
                            Int("bonus", 0, BONUS_CARD_TYPES, default=0),
                            Int("gold", 0, GOLD_IN_GAME, default=0),
                            Int("old_kingdom", 0, MAX_OLD_KINGDOM, default=0),
                        )
                    ),
                ),
                default=GAME_PLAYERS,
            ),
        ),
        outputs=(),
        compute=amunre_game,
    ),
    Calculator(
        id="amunre-gold",
        game=GAME,
        inputs=(
            # Default: four players with the starting 20 gold each ("20 zlatých", rulebook 004).
            Rows(
                "gold",
                MIN_PLAYERS,
                MAX_PLAYERS,
                item=Int("gold", 0, GOLD_IN_GAME),
                default=(20, 20, 20, 20),
                noun="players",
            ),
        ),
        outputs=("points",),
        compute=gold_ranking,
    ),
)
