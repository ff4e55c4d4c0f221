"""Carcassonne (Abbey & Mayor) diagrams: the wagon's reach."""

from __future__ import annotations

import math

from engine import carcassonne as rules

from . import Figure, Labels, diagram
from . import svg as s

# One invented layout that shows every case of the rule (the caption says so): (feature, mark).
# The centre is the completed city the wagon stands in.
WAGON_LAYOUT = (
    (("city", "target"), ("road", "target"), ("monastery", "target")),
    (("city", "occupied"), ("city_done", "wagon"), ("field", "field")),
    (("road_done", "completed"), ("abbey", "target"), ("road", "target")),
)
TARGETS = ("city", "road", "monastery", *rules.RELIGIOUS)  # features a wagon may move to


@diagram("carcassonne-wagon", "carcassonne")
def wagon(t: Labels) -> Figure:
    side = math.isqrt(rules.SURROUNDING_TILES + 1)  # 3: the tile itself and the 8 around it
    assert side == len(WAGON_LAYOUT)
    tile, gap, x0, y0 = 104, 6, 18, 18
    body = [s.rect(4, 4, 352, side * tile + (side - 1) * gap + 28, "dg-faint", rx=10),
            s.text(180, side * tile + (side - 1) * gap + 60, t("mark.far"), "dg-small")]
    for row, cells in enumerate(WAGON_LAYOUT):
        for col, (feature, mark) in enumerate(cells):
            x, y = x0 + col * (tile + gap), y0 + row * (tile + gap)
            cls = {"target": "dg-mark", "field": "dg-area", "wagon": "dg-box"}.get(mark, "dg-box")
            name = t(f"feature.{feature}").split("|")  # long names come in two lines
            parts = [s.rect(x, y, tile, tile, cls, rx=3),
                     s.lines(x + tile / 2, y + (44 if len(name) == 1 else 36), name, "dg-strong")]
            if mark == "wagon":
                parts += [s.rect(x + tile / 2 - 16, y + 62, 32, 14, "dg-piece dg-blue", rx=3),
                          s.circle(x + tile / 2 - 9, y + 79, 5, "dg-piece dg-grey"),
                          s.circle(x + tile / 2 + 9, y + 79, 5, "dg-piece dg-grey"),
                          s.text(x + tile / 2, y + 98, t("mark.wagon"), "dg-small")]
            else:
                if mark == "occupied":
                    parts.append(s.circle(x + tile / 2, y + 20, 7, "dg-piece dg-red"))
                parts.append(s.lines(x + tile / 2, y + 70, t(f"mark.{mark}").split("|"), "dg-small", step=14))
            target = mark == "target"
            assert not target or feature in TARGETS
            body.append(s.group(parts, class_="dg-tile", data_feature=feature, data_target=str(target).lower()))
    body.append(s.text(180, side * tile + (side - 1) * gap + 78, t("mark.legend"), "dg-small"))
    height = side * tile + (side - 1) * gap + 86
    return Figure(360, height, body, t("wagon.title"), t("wagon.desc", around=rules.SURROUNDING_TILES),
                  t("wagon.caption", around=rules.SURROUNDING_TILES))


@diagram("carcassonne-farmhouse", "carcassonne")
def farmhouse(t: Labels) -> Figure:
    stages = [("placed", rules.FARMER_CITY[rules.PLACED], "farmers"),
              ("connected", rules.FARMER_CITY[rules.CONNECTED], "farmers"),
              ("end", rules.FARMHOUSE_CITY, "owner")]
    body = [s.arrow_marker("{id}-arrow"), s.line(16, 8, 16, 232, "dg-line", marker_end="url(#{id}-arrow)"),
            s.text(4, 250, t("farmhouse.time"), "dg-small", anchor="start")]  # "время" is wider than the margin
    for i, (key, rate, who) in enumerate(stages):
        y = 6 + i * 80
        body.append(s.circle(16, y + 34, 6, "dg-mark"))
        body.append(s.group([s.rect(34, y, 322, 68, "dg-box"),
                             s.text(44, y + 20, t(f"farmhouse.{key}"), "dg-strong", anchor="start"),
                             s.text(44, y + 40, t("farmhouse.rate", n=rate), "dg-label", anchor="start"),
                             s.text(44, y + 58, t(f"farmhouse.{who}"), "dg-small", anchor="start")],
                            class_="dg-stage", data_stage=key, data_rate=rate))
    rates = {key: rate for key, rate, _ in stages}
    return Figure(360, 256, body, t("farmhouse.title"), t("farmhouse.desc", **rates), t("farmhouse.caption"))
