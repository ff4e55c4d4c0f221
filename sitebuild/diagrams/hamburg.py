"""Hamburg diagrams: a card's parts."""

from __future__ import annotations

from . import Figure, Labels, diagram
from . import svg as s


def _part(x: float, y: float, w: float, h: float, text: str, key: str, cls: str = "dg-box") -> str:
    rows = text.split("|")
    top = y + h / 2 + 4 - (len(rows) - 1) * 7
    return s.group([s.rect(x, y, w, h, cls, rx=3), s.lines(x + w / 2, top, rows, "dg-small", step=14)],
                   class_="dg-part", data_part=key)


@diagram("hamburg-card", "hamburg")
def card(t: Labels) -> Figure:
    w, h = 164, 230
    fx, bx, y = 4, 192, 24
    body = [s.text(fx + w / 2, 16, t("card.front"), "dg-head"), s.text(bx + w / 2, 16, t("card.back"), "dg-head"),
            s.rect(fx, y, w, h, "dg-box dg-card-frame", rx=10),
            _part(fx + 10, y + 10, 52, 34, t("card.colour"), "colour"),
            _part(fx + 10, y + 52, w - 20, 62, t("card.picture"), "picture", "dg-area"),
            _part(fx + 10, y + 122, 44, 30, t("card.cost"), "cost"),
            _part(fx + 58, y + 122, 48, 30, t("card.category"), "category"),
            _part(fx + 110, y + 122, 44, 30, t("card.vp"), "vp"),
            _part(fx + 10, y + 158, 36, 46, t("card.type"), "type"),
            _part(fx + 50, y + 158, w - 60, 46, t("card.effect"), "effect"),
            s.text(fx + w - 12, y + h - 10, t("card.number"), "dg-small", anchor="end"),
            s.rect(bx, y, w, h, "dg-box dg-card-frame", rx=10),
            _part(bx + 16, y + 16, w - 32, h - 32, t("card.site"), "site", "dg-area"),
            s.text(180, y + h + 20, t("card.frame"), "dg-small")]
    return Figure(360, y + h + 28, body, t("card.title"), t("card.desc"), t("card.caption"))
