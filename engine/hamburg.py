"""Hamburg (Stefan Feld).

Sources: docs/en/sources.md § Hamburg lists every number below with its source and confidence.
Rulebook 002 is the Russian original of the rulebook pages docs/{cs,en,ru}/hamburg/."""

from __future__ import annotations

from itertools import combinations
from typing import Any, TypedDict

from . import explain, sheet
from .calculator import Calculator
from .errors import InputError
from .fields import Bool, Int, Rows
from .messages.hamburg import EXPLAIN, NOUNS
from .results import part, times, total

GAME = "hamburg"

# --- Final scoring -----------------------------------------------------------------------

# "Каждый активированный жетон превосходства приносит его владельцу 4 ПО."
# (rulebook 002, «Конец игры и финальный подсчёт очков»; sources.md § Hamburg, CONFIRMED)
SUPERIORITY_VP = 4
SUPERIORITY_TYPES = 5  # «Площадь ратуши, Зоопарк, Здания, Победные очки и Городская стена» (components)
# "по 3 ПО за правую и/или левую от городской башни сторону стены, в которой он построил 3-ю секцию"
# (rulebook 002, final scoring; sources.md § Hamburg, CONFIRMED)
WALL_THIRD_VP = 3
WALL_HALVES = 2
# 8 priests (rulebook 002, components: «8 священников»); 6 church windows, the 6th over the black
# cell with 2 categories (rulebook 002, phase II step 2; sources.md § Hamburg).
PRIESTS = 8
WINDOWS = 6
# The last town-hall space is worth 18 VP (rulebook 002, phase II step 4; sources.md § Hamburg, CONFIRMED).
# Every other space value is UNKNOWN, so the player enters the VP of the space reached.
TOWN_HALL_LAST_VP = 18
# A player on the last space gains 4 VP for each advance paid (or received free) but not made
# (rulebook 002, phase II step 4; sources.md § Hamburg, CONFIRMED).
TOWN_HALL_OVERFLOW_VP = 4

# --- Town hall square: cost of one step --------------------------------------------------

DICE = 6  # «Бросьте все 6 кубиков» — 5 coloured dice and the black one (rulebook 002, components)
# "Сложите сумму всех значений «1» и «2», выпавших на кубиках" (rulebook 002, phase II step 4).
COUNTED_FACES: tuple[int, ...] = (1, 2)

# --- Hans Hummel statues -----------------------------------------------------------------

# Statues in play by number of players, in the order they are taken (highest VP first).
# Rulebook 002, setup table «Скульптуры по количеству ПО» and the solo table; sources.md § Hamburg
# (CONFIRMED). Key 1 = solo mode (the solo table: "так же, как и при игре вдвоём").
STATUES_BASE: dict[int, tuple[int, ...]] = {
    1: (9, 7, 4, 2),
    2: (9, 7, 4, 2),
    3: (9, 7, 6, 5, 4, 2),
    4: (9, 8, 7, 6, 5, 4, 3, 2),
    5: (9, 8, 7, 6, 5, 4, 3, 2),
}
# With module 2 «Ханс Хуммель и Продавщица лимонов» (rulebook 002, its setup table and the solo
# table «C дополнением №2»; sources.md § Hamburg, CONFIRMED).
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
        {**times(f"row_{i + 1}", w["priests"] * w["cards"], 1), "priests": w["priests"], "cards": w["cards"]}
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
        priests = total(priest_parts)
    breakdown = [
        part("cards", cards),
        part("laurel", laurel),
        times("superiority", superiority, SUPERIORITY_VP),
        times("wall_thirds", wall_thirds, WALL_THIRD_VP),
        part("statues", statues),
        part("priests", priests),
        part("town_hall", town_hall),
    ]
    final_points = total(breakdown)
    return {
        "final": final_points,
        "total": track + final_points,
        "priest_points": priests,
        "breakdown": breakdown,
        "priests_breakdown": priest_parts,
        "total_breakdown": [part("track", track), part("final", final_points)],
        "tie_break": "money",
    }


# =========================================================================================
# Town hall square: cost of one step
# =========================================================================================


def advance(dice: list[int], at_last_space: bool) -> dict[str, Any]:
    breakdown = []
    for face in COUNTED_FACES:
        count = dice.count(face)
        breakdown.append(times(f"dice_{face}", count, face))
    cost = total(breakdown)
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
# The whole table (hamburg-game)
# =========================================================================================

MIN_PLAYERS, MAX_PLAYERS = 1, 5  # "Hamburg (Stefan Feld, 1–5 players)" (docs/games.toml); 1 = solo
MAX_VP = 500  # generous bound for a VP total (the track has 100/200 tokens: rulebook 002)
MAX_MONEY = 999  # generous bound for marks in hand, not a rule number
# The fields of hamburg-final, in one place for both calculators (priests as a total).
FINAL_FIELDS: tuple[Int, ...] = (
    Int("track", 0, MAX_VP, default=0),
    Int("cards", 0, 300, default=0),
    Int("laurel", 0, 200, default=0),
    Int("superiority", 0, SUPERIORITY_TYPES, default=0),
    Int("wall_thirds", 0, WALL_HALVES, default=0),
    Int("statues", 0, MAX_STATUE_VP, default=0),
    Int("priests", 0, MAX_VP, default=0),
    Int("town_hall", 0, TOWN_HALL_LAST_VP, default=0),
)
# "Игрок, набравший наибольшее количество победных очков, побеждает … При ничьей побеждает
# претендент с большей суммой денег. Если ничья сохраняется, все претенденты объявляются
# победителями." (rulebook 002, «Конец игры и финальный подсчёт очков»)
TIE_BREAKS: tuple[str, ...] = ("points", "money")
# Solo: "Подсчитайте ПО по обычным правилам. Если вам удастся набрать больше ПО, чем Тому, вы
# побеждаете." (rulebook 002, «Соло-режим», end of the game): Tom's VP are counted like a
# player's (the player enters his total) and only strictly more VP win; money does not count.


class HamburgPlayer(TypedDict):
    player: int
    name: str
    total: int
    track: int
    final: int
    rank: int
    money: int
    breakdown: list[dict[str, Any]]  # track + the parts of the final scoring = total
    final_breakdown: list[dict[str, Any]]  # the parts of hamburg-final = final


def _final_scoring(i: int, p: dict[str, Any]) -> dict[str, Any]:
    """hamburg-final for one row; its errors name the row's field (players.2.statues)."""
    try:
        return final(**{f.name: p[f.name] for f in FINAL_FIELDS}, windows=[])
    except InputError as error:
        raise InputError(f"players.{i}.{error.field}", error.code, **error.params) from None


def _solo_sentence(label: explain.Localized, total: int, tom: int) -> explain.Localized:
    key = "solo_win" if total > tom else "solo_tie" if total == tom else "solo_lose"
    points = explain.counted(NOUNS["points"], total)
    return explain.say(EXPLAIN, key, player=label, points=points, tom=explain.counted(NOUNS["points"], tom))


def hamburg_game(players: list[dict[str, Any]], tom: int) -> dict[str, Any]:
    table: list[HamburgPlayer] = []
    for i, p in enumerate(players):
        scored = _final_scoring(i, p)
        table.append(
            {
                "player": i,
                "name": p["name"],
                "total": scored["total"],
                "track": p["track"],
                "final": scored["final"],
                "rank": 0,
                "money": p["money"],
                "breakdown": [part("track", p["track"]), *(dict(term) for term in scored["breakdown"])],
                "final_breakdown": scored["breakdown"],
            }
        )
    labels = [explain.player(i, p["name"]) for i, p in enumerate(players)]
    solo = len(players) == 1
    blank = False
    if solo:
        beat = table[0]["total"] > tom
        table[0]["rank"] = 1 if beat else 2  # behind Tom
        winners = [0] if beat else []
        sentences = [_solo_sentence(labels[0], table[0]["total"], tom)]
    else:
        keys = [(row["total"], row["money"]) for row in table]
        for row, rank in zip(table, sheet.ranks(keys), strict=True):
            row["rank"] = rank
        steps = sheet.decide(keys, TIE_BREAKS)
        winners = sheet.winners(steps)
        blank = sheet.nothing_entered(players)
        points = lambda n: explain.counted(NOUNS["points"], n)  # noqa: E731
        sentences = [] if blank else sheet.verdict(steps, labels, EXPLAIN, points)
    return {
        "players": table,
        "winners": winners,
        "blank": blank,
        "tie_break": ["total", "money"],  # the row keys compared, in order
        "tom": tom if solo else None,
        "beat_tom": winners == [0] if solo else None,
        # A solo game lost: Tom wins, who is no row of the table (the standings name him).
        **({"other_winner": EXPLAIN["tom"]} if solo and not winners else {}),
        "explain": explain.collect(sentences),
    }


# =========================================================================================
# Registry
# =========================================================================================

# Defaults of hamburg-game: a four-player end. Player 1 is the rulebook's example (Дарья: 61 VP
# during play + 42 at the final scoring = 103); player 2 ties her on 103 with less money.
GAME_PLAYERS: tuple[dict[str, Any], ...] = (
    {
        "track": 61,
        "cards": 9,
        "laurel": 4,
        "superiority": 2,
        "wall_thirds": 1,
        "statues": 0,
        "priests": 11,
        "town_hall": 7,
        "money": 12,
    },
    {
        "track": 70,
        "cards": 12,
        "laurel": 0,
        "superiority": 1,
        "wall_thirds": 2,
        "statues": 7,
        "priests": 4,
        "town_hall": 0,
        "money": 9,
    },
    {
        "track": 52,
        "cards": 10,
        "laurel": 6,
        "superiority": 1,
        "wall_thirds": 1,
        "statues": 9,
        "priests": 6,
        "town_hall": 7,
        "money": 20,
    },
    {
        "track": 66,
        "cards": 8,
        "laurel": 2,
        "superiority": 0,
        "wall_thirds": 1,
        "statues": 0,
        "priests": 5,
        "town_hall": 0,
        "money": 3,
    },
)

CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="hamburg-final",
        game=GAME,
        inputs=(
            *FINAL_FIELDS,
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
        id="hamburg-game",
        game=GAME,
        inputs=(
            Rows(
                "players",
                MIN_PLAYERS,
                MAX_PLAYERS,
                fields=(sheet.NAME, *sheet.on_paper((*FINAL_FIELDS, Int("money", 0, MAX_MONEY, default=0)))),
                default=GAME_PLAYERS,
            ),
            # Solo only: Tom's VP, counted by the usual rules (rulebook 002, «Соло-режим»).
            Int("tom", 0, MAX_VP, default=0),
        ),
        outputs=(),
        compute=hamburg_game,
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
