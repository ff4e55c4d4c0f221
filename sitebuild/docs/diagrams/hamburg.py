"""Hamburg diagrams: a card's parts."""

from __future__ import annotations

from engine import hamburg as rules

from . import Figure, Labels, diagram
from . import svg as s


def _part(x: float, y: float, w: float, h: float, text: str, key: str, cls: str = "dg-box",
          text_cls: str = "dg-small") -> str:
    rows = text.split("|")
    top = y + h / 2 + 4 - (len(rows) - 1) * 7
    return s.group([s.rect(x, y, w, h, cls, rx=3), s.lines(x + w / 2, top, rows, text_cls, step=14)],
                   class_="dg-part", data_part=key)


@diagram("hamburg-card", "hamburg")
def card(t: Labels) -> Figure:
    w, h = 164, 230
    fx, bx, y = 4, 192, 24
    body = [s.text(fx + w / 2, 16, t("card.front"), "dg-head"), s.text(bx + w / 2, 16, t("card.back"), "dg-head"),
            s.rect(fx, y, w, h, "dg-box dg-card-frame", rx=10),
            _part(fx + 10, y + 10, 52, 34, t("card.colour"), "colour"),
            _part(fx + 10, y + 52, w - 20, 62, t("card.picture"), "picture", "dg-area"),
            # Three parts side by side: the narrow VP box leaves room for the Russian
            # "стоимость" and "категория", in the smallest type.
            _part(fx + 10, y + 122, 58, 30, t("card.cost"), "cost", text_cls="dg-small dg-tight"),
            _part(fx + 70, y + 122, 60, 30, t("card.category"), "category", text_cls="dg-small dg-tight"),
            _part(fx + 132, y + 122, 22, 30, t("card.vp"), "vp", text_cls="dg-small dg-tight"),
            _part(fx + 10, y + 158, 36, 46, t("card.type"), "type"),
            _part(fx + 50, y + 158, w - 60, 46, t("card.effect"), "effect"),
            s.text(fx + w - 12, y + h - 10, t("card.number"), "dg-small", anchor="end"),
            s.rect(bx, y, w, h, "dg-box dg-card-frame", rx=10),
            _part(bx + 16, y + 16, w - 32, h - 32, t("card.site"), "site", "dg-area"),
            s.text(180, y + h + 20, t("card.frame"), "dg-small")]
    return Figure(360, y + h + 28, body, t("card.title"), t("card.desc"), t("card.caption"))


# Daria's final scoring (the rules' example): 61 VP during the game; cards 9, laurel 4, two
# superiority tokens, one 3rd wall section, priests 9 + 2, the town hall's 5th space 7.
DARIA = {"track": 61, "cards": 9, "laurel": 4, "superiority": 2, "wall_thirds": 1, "statues": 0, "priests": 11,
         "town_hall": 7, "windows": []}


@diagram("hamburg-daria", "hamburg")
def daria(t: Labels) -> Figure:
    result = rules.final(**DARIA)
    parts = [p for p in result["breakdown"] if p["value"]]
    scale = 340 / result["total"]  # the lower bar: the whole game
    body = [s.text(10, 16, t("daria.final"), "dg-strong", anchor="start")]
    x = 10.0
    for i, part in enumerate(parts):
        w = part["value"] * 340 / result["final"]  # the upper bar: the final scoring alone
        body.append(s.group([s.rect(x, 24, w, 30, "dg-mark" if i % 2 else "dg-area", rx=0),
                             s.text(x + w / 2, 44, str(part["value"]), "dg-strong")],
                            class_="dg-segment", data_key=part["key"], data_value=part["value"]))
        x += w
    for i, part in enumerate(parts):
        label = f"{part['value']}: {t('daria.' + part['key'])}"
        body.append(s.text(10, 76 + i * 17, label, "dg-small", anchor="start"))
    y = 76 + len(parts) * 17 + 8
    track_w = result["total_breakdown"][0]["value"] * scale
    body += [s.text(10, y + 12, f"{t('daria.game')} + {t('daria.final')}", "dg-strong", anchor="start"),
             s.group([s.rect(10, y + 20, track_w, 30, "dg-box", rx=0),
                      s.text(10 + track_w / 2, y + 40, str(DARIA["track"]), "dg-strong")], class_="dg-segment",
                     data_key="track", data_value=DARIA["track"]),
             s.group([s.rect(10 + track_w, y + 20, result["final"] * scale, 30, "dg-mark", rx=0),
                      s.text(10 + track_w + result["final"] * scale / 2, y + 40, str(result["final"]), "dg-strong")],
                     class_="dg-segment", data_key="final", data_value=result["final"]),
             s.text(350, y + 72, t("daria.vp", n=result["total"]), "dg-head", anchor="end", data_total=result["total"])]
    listed = ", ".join(t("daria.part", name=t(f"daria.{p['key']}"), n=p["value"]) for p in parts)
    return Figure(360, int(y + 80), body,
                  t("daria.title", final=result["final"], track=DARIA["track"]),
                  t("daria.desc", final=result["final"], parts=listed, track=DARIA["track"], total=result["total"]),
                  t("daria.caption"))
