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
    rx, ry, node_w, node_h = 132, 150, 92, 46
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
