"""Catan diagrams: an intersection, production on an 8, a broken road and the harbors."""

from __future__ import annotations

import math

from engine import catan as rules

from . import Figure, Labels, diagram
from . import svg as s

SQRT3 = math.sqrt(3)


def _corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A pointy-top hex's corners, clockwise from the top."""
    return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(-90, 270, 60)]


def _hex(cx: float, cy: float, r: float, cls: str = "dg-box") -> str:
    points = _corners(cx, cy, r)
    return s.path("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points) + "z", cls)


def _house(x: float, y: float, colour: str, city: bool = False) -> str:
    """A settlement (small house) or a city (house with a second block), standing on (x, y)."""
    d = f"M{x - 13} {y + 8}v-12l7 -7 7 7v2h12v10z" if city else f"M{x - 7} {y + 7}v-8l7 -7 7 7v8z"
    return s.path(d, f"dg-piece dg-{colour}")


@diagram("catan-intersection", "catan")
def intersection(t: Labels) -> Figure:
    r = 52
    w = SQRT3 * r
    cx, cy = 180 - w / 2, 70
    centres = [(cx, cy), (cx + w, cy), (cx + w / 2, cy + 1.5 * r)]
    body = [_hex(x, y, r) for x, y in centres]
    body += [s.text(x, y + 5, t("term.hex"), "dg-small") for x, y in centres]
    px, py = cx + w / 2, cy + r / 2  # the corner the three hexes share
    # The label sits in the empty lower left, its leader line clear of the hexes' labels.
    body += [s.circle(px, py, 9, "dg-mark"), s.line(px - 8, py + 5, 70, 168, "dg-line"),
             s.text(12, 186, t("term.intersection"), "dg-strong", anchor="start")]
    return Figure(360, 205, body, t("intersection.title"), t("intersection.desc"), t("intersection.caption"))


@diagram("catan-production", "catan")
def production(t: Labels) -> Figure:
    r = 58
    blue = rules.CARDS_SETTLEMENT + rules.CARDS_CITY
    orange = rules.CARDS_CITY
    body = []
    for cx, name in ((92, t("term.mountains")), (268, t("term.forest"))):
        body += [_hex(cx, 80, r), s.text(cx, 62, name, "dg-strong"), s.circle(cx, 88, 15, "dg-box"),
                 s.text(cx, 93, "8", "dg-head")]
    mountains, forest = _corners(92, 80, r), _corners(268, 80, r)
    for (x, y), owner, kind in ((mountains[0], "blue", "settlement"), (mountains[4], "blue", "city"),
                                (forest[0], "orange", "city")):
        body.append(s.group(_house(x, y, owner, city=kind == "city"), class_="dg-piece-on", data_owner=owner,
                            data_kind=kind))
    body += [s.text(92, 168, t("production.blue_gets", settlement=rules.CARDS_SETTLEMENT, city=rules.CARDS_CITY,
                                  total=blue), "dg-label", data_total=blue),
             s.text(268, 168, t("production.orange_gets", total=orange), "dg-label", data_total=orange),
             s.text(180, 192, t("production.legend"), "dg-small")]
    return Figure(360, 200, body, t("production.title"),
                  t("production.desc", blue=blue, orange=orange, settlement=rules.CARDS_SETTLEMENT,
                    city=rules.CARDS_CITY),
                  t("production.caption", settlement=rules.CARDS_SETTLEMENT, city=rules.CARDS_CITY))


ROAD = 7  # the example's road: "7 silnic"
ROAD_BREAK = 3  # where Red built is not given: drawn after the third segment (said in the caption)


def _road_panel(y: float, owner: str, t: Labels, label: str) -> list[str]:
    seg = 42
    dx, dy = seg * SQRT3 / 2, seg / 2
    x0 = 180 - ROAD * dx / 2
    points = [(x0 + i * dx, y + (dy if i % 2 else 0)) for i in range(ROAD + 1)]
    body = []
    for i in range(ROAD):
        (x1, y1), (x2, y2) = points[i], points[i + 1]
        body.append(s.line(x1, y1, x2, y2, "dg-road-orange"))
        body.append(s.text((x1 + x2) / 2, (y1 + y2) / 2 + (22 if i % 2 else -10), str(i + 1), "dg-small"))
    bx, by = points[ROAD_BREAK]
    body.append(s.group(_house(bx, by - 4, owner), class_="dg-piece-on", data_owner=owner, data_kind="settlement"))
    body.append(s.text(180, y + 52, label, "dg-label"))
    return body


@diagram("catan-road", "catan")
def road(t: Labels) -> Figure:
    parts = (ROAD_BREAK, ROAD - ROAD_BREAK)
    longest = max(parts)
    body = _road_panel(24, "red", t, t("road.broken", a=parts[0], b=parts[1], longest=longest, min=rules.MIN_ROAD))
    body.append(s.line(10, 96, 350, 96, "dg-faint"))
    body += _road_panel(124, "orange", t, t("road.kept", length=ROAD))
    return Figure(360, 190, body, t("road.title"),
                  t("road.desc", longest=longest, min=rules.MIN_ROAD, length=ROAD), t("road.caption"))


def _harbor(t: Labels, key: str, rate: int, resource: str) -> Figure:
    r = 62
    cx, cy = 110, 100
    body = [s.rect(182, 4, 174, 192, "dg-area", rx=8), s.text(330, 24, t("term.sea"), "dg-small"),
            _hex(cx, cy, r), s.text(cx, cy + 4, t("term.land"), "dg-label")]
    corners = _corners(cx, cy, r)
    a, b = corners[1], corners[2]  # the coast: the hex's right-hand edge
    hx, hy = 262, 100
    body += [s.line(*a, hx - 22, hy - 10, "dg-line"), s.line(*b, hx - 22, hy + 10, "dg-line"),
             s.circle(*a, 6, "dg-mark"), s.circle(*b, 6, "dg-mark"),
             s.circle(hx, hy, 36, "dg-box"), s.text(hx, hy - 4, t(f"{key}.token", rate=rate) if key == "harbor_generic"
                                                   else f"{rate}:1", "dg-head", data_rate=rate),
             s.text(hx, hy + 14, resource, "dg-small"), s.text(hx, hy + 58, t("term.harbor"), "dg-strong")]
    body.append(s.group(_house(a[0] - 2, a[1] - 4, "red"), class_="dg-piece-on", data_owner="red",
                        data_kind="settlement"))
    return Figure(360, 200, body, t(f"{key}.title"), t(f"{key}.desc", rate=rate), t(f"{key}.caption", rate=rate))


@diagram("catan-harbor-generic", "catan")
def harbor_generic(t: Labels) -> Figure:
    return _harbor(t, "harbor_generic", rules.RATE_GENERIC, t("harbor_generic.any"))


@diagram("catan-harbor-lumber", "catan")
def harbor_lumber(t: Labels) -> Figure:
    return _harbor(t, "harbor_lumber", rules.RATE_SPECIAL, t("term.lumber"))


@diagram("catan-dice", "catan")
def dice(t: Labels) -> Figure:
    numbers = range(2, 2 * rules.DIE_FACES + 1)
    slot, unit, base = 32, 20, 150
    body = [s.line(6, base, 354, base, "dg-line")]
    for i, n in enumerate(numbers):
        ways = rules.roll_ways(n)
        x = 6 + i * slot
        cls = "dg-mark" if n in rules.TOKEN_NUMBERS else "dg-area"
        body.append(s.group([s.rect(x + 3, base - ways * unit, slot - 6, ways * unit, cls, rx=2),
                             s.text(x + slot / 2, base - ways * unit - 6, f"{ways}/{rules.ROLLS}", "dg-small"),
                             s.text(x + slot / 2, base + 18, str(n), "dg-strong")],
                            class_="dg-bar", data_number=n, data_ways=ways))
    ways_text = ", ".join(t("dice.way", n=n, ways=rules.roll_ways(n)) for n in numbers)
    tokens = ", ".join(map(str, rules.TOKEN_NUMBERS))
    return Figure(360, base + 26, body, t("dice.title", rolls=rules.ROLLS),
                  t("dice.desc", rolls=rules.ROLLS, ways=ways_text, tokens=tokens),
                  t("dice.caption", rolls=rules.ROLLS, eight=rules.roll_ways(8)))
