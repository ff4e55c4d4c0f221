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
