"""Hamburgum diagrams: the Rondel, the harbour, the building spaces and the board's zones."""

from __future__ import annotations

import math

from engine import hamburgum as rules

from . import Figure, Labels, diagram
from . import svg as s

RONDEL_START = "sugar"  # the rules' example starts its moves on Sugar


@diagram("hamburgum-rondel", "hamburgum")
def rondel(t: Labels) -> Figure:
    width, height, cx, cy = 360, 400, 180, 200
    # Wide enough for the longest name (Czech "Obchodování"); the taller ring keeps the wider
    # diagonal spaces clear of the top and bottom ones.
    rx, ry, node_w, node_h = 128, 160, 100, 46
    start = rules.RONDEL.index(RONDEL_START)
    moves = {index: (n, cost) for n, (index, cost) in enumerate(rules.rondel_moves(start), 1)}
    body = [s.arrow_marker("{id}-arrow")]
    # The ring inside the spaces: one arrow per step, clockwise.
    ring_x, ring_y = 80, 104
    for i in range(len(rules.RONDEL)):
        a0, a1 = math.radians(45 * i + 12), math.radians(45 * i + 33)
        x0, y0 = cx + ring_x * math.sin(a0), cy - ring_y * math.cos(a0)
        x1, y1 = cx + ring_x * math.sin(a1), cy - ring_y * math.cos(a1)
        body.append(s.path(f"M{x0:.1f} {y0:.1f}A{ring_x} {ring_y} 0 0 1 {x1:.1f} {y1:.1f}", "dg-line",
                           marker_end="url(#{id}-arrow)"))
    descs = []
    for i, space in enumerate(rules.RONDEL):
        angle = math.radians(45 * i)
        x, y = cx + rx * math.sin(angle), cy - ry * math.cos(angle)
        name = t(f"space.{space}")
        n, cost = moves[i]
        if i == start:
            cls, second = "dg-box dg-start", t("rondel.start")
        else:
            cls = "dg-mark" if cost == 0 else "dg-box"
            second = t("rondel.move", n=n, cost=_cost(t, cost))
            descs.append((n, t("rondel.desc_move", space=name, n=n, cost=_cost(t, cost))))
        parts = [s.rect(x - node_w / 2, y - node_h / 2, node_w, node_h, cls)]
        if i == start:
            parts.append(s.rect(x - node_w / 2 + 3, y - node_h / 2 + 3, node_w - 6, node_h - 6, "dg-box"))
        parts += [s.text(x, y - 3, name, "dg-strong"), s.text(x, y + 14, second, "dg-small")]
        body.append(s.group(parts, class_="dg-space", data_space=space, data_steps=n % len(rules.RONDEL),
                            data_cost=None if i == start else cost))
    # The last move (all the way round to the start) is listed too: it is allowed and costs most.
    descs.append((len(rules.RONDEL), t("rondel.desc_move", space=t(f"space.{RONDEL_START}"), n=len(rules.RONDEL),
                                           cost=_cost(t, rules.rondel_cost(len(rules.RONDEL))))))
    body.append(s.lines(cx, cy - 18, [t("rondel.from"), t(f"space.{RONDEL_START}")], "dg-strong", step=17))
    body.append(s.text(cx, cy + 26, f"↻ {t('rondel.clockwise')}", "dg-small"))
    body.append(s.text(cx, cy + 44, t("rondel.move", n=len(rules.RONDEL),
                                      cost=_cost(t, rules.rondel_cost(len(rules.RONDEL)))), "dg-small",
                       data_steps=len(rules.RONDEL), data_cost=rules.rondel_cost(len(rules.RONDEL))))
    order = ", ".join(t(f"space.{space}") for space in rules.RONDEL)
    return Figure(
        width, height, body,
        title=t("rondel.title"),
        desc=t("rondel.desc", order=order, costs="; ".join(text for _, text in sorted(descs))),
        caption=t("rondel.caption", free=rules.RONDEL_FREE_MOVES, extra=rules.RONDEL_EXTRA_COST),
    )


def _cost(t: Labels, points: int) -> str:
    return t("rondel.free") if points == 0 else t.count("point", points)


# --- Harbour ------------------------------------------------------------------------------

# A ship is (colour, label): a player's colour and its initial, or "grey" and a number for the
# other players' ships of a schematic.
Ship = tuple[str, str]
SLOT_W, ROW_H, LEFT = 50, 56, 104


def _ship(x: float, y: float, ship: Ship, t: Labels, new: bool = False) -> str:
    """A hull with its owner's colour and, below it, the owner's initial (colour alone is not enough)."""
    colour, label = ship
    hull = f"M{x - 18} {y - 8}h36l-6 14h-24z"
    name = t(f"initial.{colour}") if colour != "grey" else label
    parts = [s.path(hull, f"dg-piece dg-{colour}"), s.line(x, y - 8, x, y - 20, "dg-line"),
             s.path(f"M{x} {y - 20}l9 6h-9z", f"dg-piece dg-{colour}"), s.text(x, y + 20, name, "dg-strong")]
    if new:
        parts.append(s.text(x + 21, y - 12, "*", "dg-strong", anchor="start"))
    return s.group(parts, class_="dg-ship", data_owner=colour, data_label=label)


def _harbour(
    t: Labels,
    y0: float,
    harbour: dict[int, list[Ship]],
    places: int | None,
    home: list[Ship] | None = None,
    heading: str | None = None,
    new: frozenset[str] = frozenset(),
) -> tuple[list[str], float]:
    """Berths 3, 2 and 1 as rows of places (or of ships only, when the number of players is not
    known); returns the elements and the height used."""
    body, y = [], y0
    if heading:
        body.append(s.text(4, y + 16, heading, "dg-head", anchor="start"))
        y += 26
    for berth in sorted(rules.BERTH_CAPACITY, reverse=True):
        ships = harbour.get(berth, [])
        row = [s.rect(0, y, 358, ROW_H - 6, "dg-box"),
               s.text(8, y + 20, t("harbour.berth", n=berth), "dg-strong", anchor="start"),
               s.text(8, y + 38, t.count("crates", rules.BERTH_CAPACITY[berth]), "dg-small", anchor="start")]
        count = places if places is not None else len(ships)
        for i in range(count):
            cx = LEFT + SLOT_W * i + SLOT_W / 2
            if i < len(ships):
                row.append(_ship(cx, y + 22, ships[i], t, new=ships[i][1] in new))
            else:
                row.append(s.rect(cx - 20, y + 6, 40, 38, "dg-faint"))
                row.append(s.text(cx, y + 30, t("harbour.free"), "dg-small"))
        body.append(s.group(row, class_="dg-berth", data_berth=berth, data_ships=len(ships),
                            data_places=places))
        y += ROW_H
    if home is not None:
        row = [s.text(8, y + 22, "↩ " + t("harbour.home"), "dg-label", anchor="start")]
        row += [_ship(LEFT + 50 + SLOT_W * i + SLOT_W / 2, y + 14, ship, t) for i, ship in enumerate(home)]
        body.append(s.group(row, class_="dg-home", data_ships=len(home)))
        y += 44
    return body, y - y0


def _describe(t: Labels, harbour: dict[int, list[Ship]], places: int | None) -> str:
    rows = []
    for berth in sorted(rules.BERTH_CAPACITY, reverse=True):
        ships = harbour.get(berth, [])
        names = [_ship_name(t, ship) for ship in ships]
        if places is not None and places > len(ships):
            names.append(t("harbour.desc_free", n=places - len(ships)))
        rows.append(t("harbour.desc_berth", n=berth, ships=", ".join(names) or t("harbour.desc_empty")))
    text = "; ".join(rows)
    return text[:1].upper() + text[1:]


def _ship_name(t: Labels, ship: Ship) -> str:
    colour, label = ship
    return t(f"player.{colour}") if colour != "grey" else t("harbour.desc_ship", n=label)


@diagram("hamburgum-harbour-trade", "hamburgum")
def harbour_trade(t: Labels) -> Figure:
    harbour = {3: [("green", "g1")], 1: [("green", "g2")]}
    body, height = _harbour(t, 0, harbour, None)
    return Figure(360, int(height), body, t("harbour_trade.title"),
                  t("harbour_trade.desc", berths=_describe(t, harbour, None)), t("harbour_trade.caption"))


# The dockyard example: how many players and which other ships is not given, so a schematic for
# four players with berth 3 one short of full, as the example says.
DOCKYARD_PLAYERS = 4
DOCKYARD_BEFORE: dict[int, list[Ship]] = {3: [("grey", "1"), ("grey", "2"), ("grey", "3")],
                                          2: [("grey", "4"), ("grey", "5")], 1: [("grey", "6")]}


def _dockyard() -> tuple[dict[int, list[Ship]], list[Ship]]:
    """Yellow's two new ships enter one after the other, by the engine's rule."""
    after_first, home_first = rules.dock(DOCKYARD_BEFORE, ("yellow", "y1"), DOCKYARD_PLAYERS)
    after_second, home_second = rules.dock(after_first, ("yellow", "y2"), DOCKYARD_PLAYERS)
    return after_second, home_first + home_second


@diagram("hamburgum-dockyard-before", "hamburgum")
def dockyard_before(t: Labels) -> Figure:
    body, height = _harbour(t, 0, DOCKYARD_BEFORE, DOCKYARD_PLAYERS, heading=t("harbour.before"))
    body.append(s.text(4, height + 14, "1–6: " + t("harbour.other"), "dg-small", anchor="start"))
    return Figure(360, int(height + 22), body, t("dockyard_before.title"),
                  t("dockyard_before.desc", players=DOCKYARD_PLAYERS,
                    berths=_describe(t, DOCKYARD_BEFORE, DOCKYARD_PLAYERS)),
                  t("dockyard_before.caption", players=DOCKYARD_PLAYERS))


@diagram("hamburgum-dockyard-after", "hamburgum")
def dockyard_after(t: Labels) -> Figure:
    after, home = _dockyard()
    body, height = _harbour(t, 0, after, DOCKYARD_PLAYERS, home=home, heading=t("harbour.after"),
                            new=frozenset({"y1", "y2"}))
    body.append(s.text(4, height + 14, "* " + t("harbour.new"), "dg-small", anchor="start"))
    home_text = t("harbour.desc_home", ships=", ".join(_ship_name(t, ship) for ship in home))
    return Figure(360, int(height + 22), body, t("dockyard_after.title"),
                  t("dockyard_after.desc", berths=_describe(t, after, DOCKYARD_PLAYERS), home=home_text),
                  t("dockyard_after.caption"))


QUICKSTART_PLAYERS = ("red", "blue", "green")  # in turn order; Red starts


def quickstart_harbour() -> dict[int, list[Ship]]:
    """Set-up puts one ship of each player in berth 3; in round 3 Blue builds one ship."""
    harbour: dict[int, list[Ship]] = {}
    for colour in QUICKSTART_PLAYERS:
        harbour, _ = rules.dock(harbour, (colour, colour), len(QUICKSTART_PLAYERS))
    harbour, _ = rules.dock(harbour, ("blue", "blue-new"), len(QUICKSTART_PLAYERS))
    return harbour


@diagram("hamburgum-quickstart-harbour", "hamburgum")
def quickstart_harbour_figure(t: Labels) -> Figure:
    harbour = quickstart_harbour()
    players = len(QUICKSTART_PLAYERS)
    body, height = _harbour(t, 0, harbour, players, new=frozenset({"blue-new"}))
    body.append(s.text(4, height + 14, "* " + t("harbour.new"), "dg-small", anchor="start"))
    return Figure(360, int(height + 22), body, t("quickstart_harbour.title"),
                  t("quickstart_harbour.desc", berths=_describe(t, harbour, players)), t("quickstart_harbour.caption"))


# --- Building spaces A, B and C (the Guildhall example) -------------------------------------

@diagram("hamburgum-spaces", "hamburgum")
def spaces(t: Labels) -> Figure:
    merchant = t("spaces.merchant_gain", n=rules.MERCHANT_MONEY)
    cloth = t("spaces.cloth_gain", n=rules.PRICE_STEP)
    body = [s.rect(90, 4, 180, 46, "dg-mark"),
            s.text(180, 23, t("spaces.yellow"), "dg-strong"),
            s.text(180, 40, t("spaces.yellow_has"), "dg-small")]
    nodes = [("A", t("spaces.merchant"), merchant, "merchant"), ("B", t("spaces.cloth_maker"), cloth, "cloth"),
             ("C", t("spaces.official"), t("spaces.official_gain"), "official")]
    for i, (letter, name, gain, kind) in enumerate(nodes):
        x = 8 + i * 118
        body.append(s.line(180, 50, x + 53, 92, "dg-line"))
        rows = name.split("|")  # a long name may be given in two lines
        body.append(s.group([s.rect(x, 92, 106, 64, "dg-box"), s.text(x + 8, 109, letter, "dg-head", anchor="start"),
                             s.lines(x + 53, 128 if len(rows) == 1 else 122, rows, "dg-strong", step=14),
                             s.text(x + 53, 149, gain, "dg-small")],
                            class_="dg-node", data_space=letter, data_kind=kind))
    # The Brewer hangs below C only: its one line starts at C.
    body.append(s.line(297, 156, 297, 190, "dg-line"))
    body.append(s.group([s.rect(214, 190, 144, 48, "dg-area"), s.text(286, 210, t("spaces.brewer"), "dg-strong"),
                         s.text(286, 228, t("spaces.brewer_note"), "dg-small")], class_="dg-node", data_space="brewer"))
    return Figure(360, 242, body, t("spaces.title"),
                  t("spaces.desc", merchant=merchant, cloth=cloth).replace("|", " "),
                  t("spaces.caption"))


# --- Donation tokens ------------------------------------------------------------------------

TOKEN_W, TOKEN_STEP = 68, 72


def _token(x: float, y: float, big: str, small: str, cls: str, kind: str, under: str = "", **data: object) -> str:
    rows = small.split("|")  # a long word pair comes in two lines
    parts = [s.rect(x, y, TOKEN_W, TOKEN_W, cls, rx=8),
             s.text(x + TOKEN_W / 2, y + (28 if len(rows) == 1 else 24), big, "dg-head"),
             s.lines(x + TOKEN_W / 2, y + (48 if len(rows) == 1 else 42), rows, "dg-small", step=13)]
    if under:
        parts.append(s.text(x + TOKEN_W / 2, y + TOKEN_W + 18, under, "dg-small"))
    return s.group(parts, class_="dg-token", data_kind=kind, **data)


def _pair(values: tuple[int, ...]) -> str:
    return "/".join(str(v) for v in sorted(values, reverse=True))


def _either(t: Labels, values: tuple[int, ...]) -> str:
    """"5 or 4" in words: a dash would read as a range."""
    high, low = sorted(values, reverse=True)
    return t("michaelis.either", a=high, b=low)


@diagram("hamburgum-michaelis-tokens", "hamburgum")
def michaelis_tokens(t: Labels) -> Figure:
    buildings, residents = _pair(rules.TOKEN_BUILDING_VALUES), _pair(rules.TOKEN_RESIDENT_VALUES)
    tokens = [(str(rules.TOKEN_FLAT), t("token.flat"), "flat", rules.TOKEN_FLAT),
              (f"{rules.TOKEN_PER_TOKEN}×", t("token.tokens"), "tokens", rules.TOKEN_PER_TOKEN),
              (f"{rules.TOKEN_PER_SHIP}×", t("token.ships"), "ships", rules.TOKEN_PER_SHIP),
              (f"{buildings}×", t("token.buildings"), "buildings", buildings),
              (f"{residents}×", t("token.residents"), "residents", residents)]
    body = [s.text(180, 16, "St. Michaelis", "dg-strong")]
    for i, (big, small, kind, value) in enumerate(tokens):
        body.append(_token(4 + i * TOKEN_STEP, 26, big, small, "dg-box", kind, data_value=value))
    desc = t("michaelis.desc", flat=rules.TOKEN_FLAT, per_token=rules.TOKEN_PER_TOKEN, per_ship=rules.TOKEN_PER_SHIP,
             buildings=_either(t, rules.TOKEN_BUILDING_VALUES), residents=_either(t, rules.TOKEN_RESIDENT_VALUES))
    return Figure(360, 100, body, t("michaelis.title"), desc, t("michaelis.caption"))


# The example: 4 ships in the harbour, 3 residents in St. Petri's district (whose residents token
# prints 4: "4 × 3 = 12"), 5 donation tokens in all, one of them already scored.
YELLOW_SHIPS, YELLOW_RESIDENTS, YELLOW_TOKENS, ST_PETRI_RESIDENT = 4, 3, 5, 4


@diagram("hamburgum-yellow-tokens", "hamburgum")
def yellow_tokens(t: Labels) -> Figure:
    assert ST_PETRI_RESIDENT in rules.TOKEN_RESIDENT_VALUES
    ship = rules.TOKEN_PER_SHIP * YELLOW_SHIPS
    resident = ST_PETRI_RESIDENT * YELLOW_RESIDENTS
    count = rules.TOKEN_PER_TOKEN * YELLOW_TOKENS
    tokens = [("—", t("token.scored"), "dg-area", "scored", "", None),
              (f"{rules.TOKEN_PER_SHIP}×", t("token.ships"), "dg-box", "ships", t("token.now", n=ship), ship),
              (f"{rules.TOKEN_PER_SHIP}×", t("token.ships"), "dg-box", "ships", t("token.now", n=ship), ship),
              (f"{ST_PETRI_RESIDENT}×", t("token.residents"), "dg-box dg-token-green", "residents",
               t("token.now", n=resident), resident),
              (f"{rules.TOKEN_PER_TOKEN}×", t("token.tokens"), "dg-box dg-token-red", "tokens",
               t("token.now", n=count), count)]
    body = []
    for i, (big, small, cls, kind, under, value) in enumerate(tokens):
        body.append(_token(4 + i * TOKEN_STEP, 20, big, small, cls, kind, under, data_now=value))
    body += [s.text(4 + 3 * TOKEN_STEP + TOKEN_W / 2, 12, "St. Petri", "dg-small"),
             # Right-aligned on the last token: centred, the name ran past the figure's edge.
             s.text(4 + 4 * TOKEN_STEP + TOKEN_W - 2, 12, "St. Michaelis", "dg-small", anchor="end")]
    desc = t("yellow_tokens.desc", ship=ship, per_ship=rules.TOKEN_PER_SHIP, resident=resident,
             per_resident=ST_PETRI_RESIDENT, count=count, per_token=rules.TOKEN_PER_TOKEN)
    return Figure(360, 112, body, t("yellow_tokens.title"), desc, t("yellow_tokens.caption"))


# --- Building a building --------------------------------------------------------------------

@diagram("hamburgum-build", "hamburgum")
def build(t: Labels) -> Figure:
    cost = rules.BUILDING_COST
    body = [s.arrow_marker("{id}-arrow")]
    steps = [(t("build.pay"), [t("build.wood", n=cost["wood"]), t("build.brick", n=cost["brick"]), t("build.bank")]),
             (t("build.take"), ["▭", t("build.front")]),
             (t("build.place"), ["●", t("build.board")])]
    for i, (head, rows) in enumerate(steps):
        x = 4 + i * 122
        body.append(s.group([s.rect(x, 4, 108, 92, "dg-box"), s.text(x + 54, 24, head, "dg-strong"),
                             s.lines(x + 54, 46, rows, "dg-label", step=18)], class_="dg-step", data_step=i + 1))
        if i:
            body.append(s.line(x - 13, 50, x - 2, 50, "dg-line", marker_end="url(#{id}-arrow)"))
    return Figure(360, 100, body, t("build.title"), t("build.desc", wood=cost["wood"], brick=cost["brick"]),
                  t("build.caption"))


# --- The blue officials (advanced variants) -------------------------------------------------

BLUE_OFFICIALS = ("canon", "guildmaster", "harbourmaster", "deacon", "sexton", "master_builder", "civil_servant")


@diagram("hamburgum-blue-officials", "hamburgum")
def blue_officials(t: Labels) -> Figure:
    body = []
    for i, key in enumerate(BLUE_OFFICIALS):
        x, y = 4 + (i % 2) * 180, 4 + (i // 2) * 50
        # Czech and Russian give the English name printed on the building and, in brackets, their
        # own name for it (as their rulebook pages do), so a second line in smaller type.
        name, *gloss = t(f"blue.{key}").split("|")
        tile = [s.rect(x, y, 172, 42, "dg-box dg-blue-frame"),
                s.text(x + 86, y + (18 if gloss else 26), name, "dg-strong")]
        tile += [s.text(x + 86, y + 34, gloss[0], "dg-small")] if gloss else []
        body.append(s.group(tile, class_="dg-official", data_official=key))
    names = ", ".join(t(f"blue.{key}").replace("|", " ") for key in BLUE_OFFICIALS)
    return Figure(360, 4 + 4 * 50, body, t("blue.title"), t("blue.desc", names=names), t("blue.caption"))


# --- The quick introduction's supplies --------------------------------------------------------

# The goods' cubes: beer yellow, sugar white, cloth green (rulebook 000, "Příprava hry").
CUBE = {"beer": "yellow", "sugar": "white", "cloth": "green"}
SUPPLY_ROWS = ("points", "money", "beer", "sugar", "cloth", "wood", "brick", "ships")


def quickstart_supplies(rounds: int) -> dict[str, dict[str, int]]:
    """Each player's supplies after `rounds` rounds of the quick introduction, turn by turn with
    the engine's prices and costs (the introduction states every action and what it moved)."""
    supplies = {}
    for place, colour in enumerate(QUICKSTART_PLAYERS, 1):
        supplies[colour] = {"points": place * rules.START_POINTS_STEP, "money": place * rules.START_MONEY_STEP,
                            **rules.STARTING_GOODS, **rules.STARTING_MATERIAL, "ships": 1}

    def produce(colour: str, good: str) -> None:
        supplies[colour][good] += rules.BASE_PRODUCTION  # nobody owns a production building yet

    def sell(colour: str, good: str, n: int) -> None:
        supplies[colour][good] -= n
        supplies[colour]["money"] += n * rules.PRICE_START  # no production building built yet

    def first_church_part(colour: str) -> None:
        brick, wood, bell, money = rules.CHURCH_PART_COST[1]
        supplies[colour].update(brick=supplies[colour]["brick"] - brick, wood=supplies[colour]["wood"] - wood)
        supplies[colour]["money"] -= money
        supplies[colour]["points"] += rules.TOKEN_FLAT  # the 5-point token, scored at once

    turns = [
        # Round 1: Red Beer, Blue Cloth, Green sells one cloth.
        [lambda: produce("red", "beer"), lambda: produce("blue", "cloth"), lambda: sell("green", "cloth", 1)],
        # Round 2: Red sells two beers, Blue Beer, Green builds St. Nikolai's first part.
        [lambda: sell("red", "beer", 2), lambda: produce("blue", "beer"), lambda: first_church_part("green")],
        # Round 3: Red builds St. Michaelis's first part, Blue builds a ship, Green buys 2 brick + 1 wood.
        [lambda: first_church_part("red"), lambda: _build_ship(supplies["blue"]),
         lambda: _buy(supplies["green"], brick=2, wood=1)],
    ]
    for round_turns in turns[:rounds]:
        for turn in round_turns:
            turn()
    return supplies


def _build_ship(supply: dict[str, int]) -> None:
    supply["wood"] -= 1  # "Každá loď stojí jedno dřevo"
    supply["ships"] += 1


def _buy(supply: dict[str, int], **pieces: int) -> None:
    supply["money"] -= rules.DEPOT_PRICES[sum(pieces.values())]
    for item, n in pieces.items():
        supply[item] += n


def _supply_figure(t: Labels, rounds: int) -> Figure:
    supplies = quickstart_supplies(rounds)
    col, first, row_h = 78, 124, 22
    body = [s.rect(0, 0, 358, row_h * (len(SUPPLY_ROWS) + 1) + 6, "dg-box")]
    for j, colour in enumerate(QUICKSTART_PLAYERS):
        x = first + j * col + col / 2
        body += [s.circle(x - 30, 14, 6, f"dg-piece dg-{colour}"),
                 s.text(x + 4, 19, t(f"player.{colour}"), "dg-strong")]
    for i, item in enumerate(SUPPLY_ROWS, 1):
        y = i * row_h + 19
        if i % 2:
            body.append(s.line(4, y - 16, 354, y - 16, "dg-faint"))
        body.append(s.text(8, y, t(f"supply.{item}"), "dg-small", anchor="start"))
        for j, colour in enumerate(QUICKSTART_PLAYERS):
            value = supplies[colour][item]
            body.append(s.text(first + j * col + col / 2, y, str(value), "dg-label", data_player=colour,
                               data_item=item, data_value=value))
    rows = "; ".join(t("supply.row_desc", player=t(f"player.{colour}"), values=", ".join(
        t("supply.value_desc", item=t(f"supply.{item}"), n=supplies[colour][item]) for item in SUPPLY_ROWS))
        for colour in QUICKSTART_PLAYERS)
    key = f"supply_{rounds}"
    return Figure(360, row_h * (len(SUPPLY_ROWS) + 1) + 8, body, t(f"{key}.title"), t(f"{key}.desc", rows=rows),
                  t(f"{key}.caption", price=rules.PRICE_START))


@diagram("hamburgum-quickstart-material", "hamburgum")
def quickstart_material(t: Labels) -> Figure:
    return _supply_figure(t, 0)


@diagram("hamburgum-quickstart-round1", "hamburgum")
def quickstart_round1(t: Labels) -> Figure:
    return _supply_figure(t, 1)


@diagram("hamburgum-quickstart-round3", "hamburgum")
def quickstart_round3(t: Labels) -> Figure:
    return _supply_figure(t, 3)


@diagram("hamburgum-quickstart-layout", "hamburgum")
def quickstart_layout(t: Labels) -> Figure:
    start = quickstart_supplies(0)
    body = [s.text(4, 14, t("layout.track"), "dg-head", anchor="start")]
    for n in range(11):  # the first spaces of the score track
        body.append(s.rect(4 + n * 32, 22, 30, 24, "dg-box", rx=2))
        body.append(s.text(19 + n * 32, 39, str(n), "dg-small"))
    for colour in QUICKSTART_PLAYERS:
        points = start[colour]["points"]
        body.append(s.group([s.circle(19 + points * 32, 58, 7, f"dg-piece dg-{colour}"),
                             s.text(19 + points * 32, 80, t(f"initial.{colour}"), "dg-strong")],
                            class_="dg-marker", data_player=colour, data_points=points))
    body.append(s.text(4, 110, t("layout.prices"), "dg-head", anchor="start"))
    prices = range(rules.PRICE_START, rules.PRICE_FLOOR - 1, -rules.PRICE_STEP)
    for n, price in enumerate(prices):
        body.append(s.rect(104 + n * 42, 118, 40, 22, "dg-box", rx=2))
        body.append(s.text(124 + n * 42, 134, str(price), "dg-small"))
    for i, good in enumerate(rules.GOODS):
        y = 146 + i * 22
        body.append(s.text(8, y + 14, t(f"supply.{good}"), "dg-small", anchor="start"))
        body.append(s.group(s.rect(114, y + 2, 20, 16, f"dg-piece dg-{CUBE[good]}", rx=2),
                            class_="dg-cube", data_good=good, data_price=rules.PRICE_START))
    harbour: dict[int, list[Ship]] = {}
    for colour in QUICKSTART_PLAYERS:
        harbour, _ = rules.dock(harbour, (colour, colour), len(QUICKSTART_PLAYERS))
    parts, height = _harbour(t, 222, harbour, len(QUICKSTART_PLAYERS), heading=t("layout.harbour"))
    body += parts
    desc = t("layout.desc", red=start["red"]["points"], blue=start["blue"]["points"], green=start["green"]["points"],
             price=rules.PRICE_START, berths=_describe(t, harbour, len(QUICKSTART_PLAYERS)))
    return Figure(360, int(222 + height), body, t("layout.title"), desc, t("layout.caption", price=rules.PRICE_START))


# --- The board's zones and the donation tokens' layout ------------------------------------------

def _zone(x: float, y: float, w: float, h: float, text: str, cls: str, key: str) -> str:
    rows = text.split("|")
    top = y + h / 2 - (len(rows) - 1) * 8 + 4
    return s.group([s.rect(x, y, w, h, cls), s.text(x + w / 2, top, rows[0], "dg-strong"),
                    s.lines(x + w / 2, top + 16, rows[1:], "dg-small", step=15)], class_="dg-zone", data_zone=key)


@diagram("hamburgum-board", "hamburgum")
def board(t: Labels) -> Figure:
    prices = sorted(p for p in rules.DEPOT_PRICES.items() if p[0])
    (_, first), (_, last) = prices[0], prices[-1]
    body = [s.rect(0, 0, 358, 340, "dg-faint", rx=6),
            _zone(6, 6, 110, 62, t("zones.churches", n=rules.CHURCHES), "dg-box", "churches"),
            _zone(6, 76, 110, 80, t("zones.depot", first=first, last=last), "dg-box", "depot"),
            _zone(6, 164, 110, 62, t("zones.prices", high=rules.PRICE_START, low=rules.PRICE_FLOOR), "dg-box",
                  "prices"),
            _zone(124, 234, 112, 100, t("zones.tokens", n=rules.TOKENS_IN_GAME), "dg-box", "tokens"),
            _zone(244, 234, 108, 100, t("zones.parts", n=rules.CHURCH_PARTS), "dg-box", "parts"),
            _zone(244, 6, 108, 62, t("zones.buildings", n=rules.BUILDING_SPACES), "dg-box", "buildings"),
            _zone(244, 76, 108, 150, t("zones.officials"), "dg-box", "officials"),
            _zone(124, 6, 112, 220, t("zones.middle"), "dg-area", "middle")]
    officials = ", ".join(t("zones.officials").split("|")[1:])
    desc = t("zones.desc", churches=rules.CHURCHES, depot=t("zones.depot_desc", first=first, last=last),
             prices=f"{rules.PRICE_START} … {rules.PRICE_FLOOR} £", tokens=rules.TOKENS_IN_GAME,
             parts=rules.CHURCH_PARTS, buildings=rules.BUILDING_SPACES, officials=officials)
    return Figure(360, 344, body, t("zones.title"), desc, t("zones.caption"))


@diagram("hamburgum-token-layout", "hamburgum")
def token_layout(t: Labels) -> Figure:
    per = rules.TOKENS_IN_GAME // rules.CHURCHES
    body = []
    for c in range(rules.CHURCHES):
        x = 4 + c * 59
        column = [s.text(x + 26, 14, t("token_layout.church", n=c + 1), "dg-small"),
                  s.rect(x + 4, 22, 44, 30, "dg-mark", rx=5), s.text(x + 26, 42, str(rules.TOKEN_FLAT), "dg-strong")]
        column += [s.rect(x + 8, 58 + k * 16, 36, 12, "dg-box", rx=3) for k in range(per - 1)]
        body.append(s.group(column, class_="dg-church-tokens", data_tokens=per))
    return Figure(360, 58 + (per - 1) * 16 + 4, body, t("token_layout.title"),
                  t("token_layout.desc", churches=rules.CHURCHES, per=per, total=rules.TOKENS_IN_GAME,
                    flat=rules.TOKEN_FLAT),
                  t("token_layout.caption", flat=rules.TOKEN_FLAT))
