"""Amun-Re diagrams: the board's features (a province template, the temple track, the Nile, the
price list) and Red's rows of pyramids."""

from __future__ import annotations

from engine import amunre as rules

from . import Figure, Labels, diagram
from . import svg as s

# The parts of a province the rules' board table names, with the phases that use them.
PROVINCE_PARTS = (("name", (1, 2)), ("limit", (3,)), ("free", (1, 2)), ("cards", (3,)),
                  ("cultivation", (3, 5)), ("plain", (3, 6)), ("income", (5,)), ("temple", (6,)))
PRICE_LIST = range(1, 11)  # the rules spell the prices out up to 10 pieces


def _phase(t: Labels, phases: tuple[int, ...]) -> str:
    if len(phases) == 1:
        return t("board.phase", n=phases[0])
    return t("board.phases", a=phases[0], b=phases[-1]) if phases[-1] == phases[0] + 1 else ", ".join(
        t("board.phase", n=p) for p in phases)


def _bands(t: Labels) -> list[str]:
    """Offering sums that reach each temple-track space, from the engine's bounds."""
    return [t("board.upto", n=rules.SPACE2_FROM - 1), t("board.band", a=rules.SPACE2_FROM, b=rules.SPACE3_FROM - 1),
            t("board.band", a=rules.SPACE3_FROM, b=rules.SPACE4_FROM_INFERRED - 1),
            t("board.from", n=rules.SPACE4_FROM_INFERRED) + "*"]


@diagram("amunre-board", "amun-re")
def board(t: Labels) -> Figure:
    body = [s.text(4, 16, t("board.province"), "dg-head", anchor="start"), s.rect(0, 24, 358, 244, "dg-box", rx=10)]
    # Left column of the province: the parts; each with its phase below it.
    boxes = {"name": (10, 34, 164, 44), "limit": (184, 34, 164, 44), "free": (10, 88, 164, 52),
             "cards": (184, 88, 164, 52), "cultivation": (10, 150, 164, 52), "plain": (184, 150, 164, 52),
             "income": (10, 212, 164, 46), "temple": (184, 212, 164, 46)}
    for key, phases in PROVINCE_PARTS:
        x, y, w, h = boxes[key]
        cls = "dg-area" if key in ("free", "cultivation") else "dg-box"
        parts = [s.rect(x, y, w, h, cls), s.text(x + w / 2, y + 19, t(f"board.{key}"), "dg-strong"),
                 s.text(x + w / 2, y + 36, _phase(t, phases), "dg-small")]
        if key == "cultivation":
            parts += [s.rect(x + 8 + i * 16, y + 40, 12, 8, "dg-box", rx=1) for i in range(6)]
        body.append(s.group(parts, class_="dg-part", data_part=key, data_phases=",".join(map(str, phases))))
    # The temple track: a starting space left of the numbered spaces.
    y = 290
    body.append(s.text(4, y, t("board.track"), "dg-head", anchor="start"))
    cell = 60
    body.append(s.group([s.rect(4, y + 10, 56, 50, "dg-box"), s.text(32, y + 40, t("board.start"), "dg-small")],
                        class_="dg-track", data_space=0))
    for space, band in enumerate(_bands(t), 1):
        x = 66 + (space - 1) * (cell + 12)
        body.append(s.group([s.rect(x, y + 10, cell + 6, 50, "dg-box"),
                             s.text(x + cell / 2 + 3, y + 30, str(space), "dg-head"),
                             s.text(x + cell / 2 + 3, y + 50, band, "dg-small")],
                            class_="dg-track", data_space=space, data_band=band))
    # The Nile and the line between Lower and Upper Egypt.
    y = 380
    body += [s.rect(0, y, 358, 130, "dg-box", rx=6),
             s.path(f"M180 {y}c-14 30 14 50 0 70s14 40 0 60", "dg-cut"),
             s.text(196, y + 18, t("board.nile"), "dg-strong", anchor="start"),
             s.line(0, y + 65, 358, y + 65, "dg-faint"),
             s.text(8, y + 58, t("board.lower"), "dg-small", anchor="start"),
             s.text(8, y + 82, t("board.upper"), "dg-small", anchor="start"),
             s.text(90, y + 112, f"← {t('board.west')}: EDFU", "dg-label"),
             s.text(270, y + 112, f"{t('board.east')}: ABU, BERENIKE →", "dg-label"),
             s.text(350, y + 58, t("board.where"), "dg-small", anchor="end")]
    # The price list.
    y = 532
    body.append(s.text(4, y, t("board.prices"), "dg-head", anchor="start"))
    for i, n in enumerate(PRICE_LIST):
        x = 2 + i * 35.5
        body.append(s.group([s.rect(x, y + 8, 33, 42, "dg-box", rx=2), s.text(x + 16.5, y + 25, str(n), "dg-small"),
                             s.text(x + 16.5, y + 43, str(rules.purchase_price(n)), "dg-strong")],
                            class_="dg-price", data_pieces=n, data_gold=rules.purchase_price(n)))
    parts = "; ".join(t("board.part", part=t(f"board.{k}"), phase=_phase(t, p)) for k, p in PROVINCE_PARTS)
    bands = "; ".join(t("board.band_desc", space=i, band=b) for i, b in enumerate(_bands(t), 1))
    prices = ", ".join(t("board.price_desc", n=n, gold=rules.purchase_price(n)) for n in PRICE_LIST)
    return Figure(360, 588, body, t("board.title"),
                  t("board.desc", parts=parts, spaces=rules.TRACK_SPACES, bands=bands, prices=prices),
                  t("board.caption"))


# Red's example: two complete rows and an incomplete one; which province holds the third row's
# pyramids is not given, so one layout that fits (the caption says so).
RED_PYRAMIDS = (3, 2, 2)


@diagram("amunre-pyramids", "amun-re")
def pyramids(t: Labels) -> Figure:
    result = rules.scoring(list(RED_PYRAMIDS), False, False, 0, 1, 1, 0, 0, False)
    rows = result["complete_rows"]
    height_rows = max(RED_PYRAMIDS)
    body = []
    col_w, row_h, left, base = 70, 42, 108, 40 + height_rows * 42
    for p, count in enumerate(RED_PYRAMIDS):
        x = left + p * (col_w + 10)
        body.append(s.text(x + col_w / 2, base + 20, t("pyramids.province", n=p + 1), "dg-small"))
        body.append(s.line(x, base, x + col_w, base, "dg-line"))
        for level in range(count):
            y = base - (level + 1) * row_h
            body.append(s.group(s.path(f"M{x + 15} {y + row_h - 4}h40l-20 -32z", "dg-piece dg-red"),
                                class_="dg-pyramid", data_province=p + 1, data_row=level + 1))
    row_texts = []
    for level in range(height_rows):
        y = base - level * row_h - row_h / 2
        complete = level < rows
        label = t("pyramids.complete", n=rules.ROW_VP) if complete else t("pyramids.incomplete")
        row_texts.append(rules.ROW_VP if complete else 0)
        body.append(s.group([s.text(4, y - 4, t("pyramids.row", n=level + 1), "dg-strong", anchor="start"),
                             s.text(4, y + 12, label, "dg-small", anchor="start")],
                            class_="dg-row", data_row=level + 1, data_points=rules.ROW_VP if complete else 0))
    summed = " + ".join(map(str, row_texts)) + f" = {result['row_points']}"
    body.append(s.text(180, base + 46, t("pyramids.total", sum=summed), "dg-strong", data_total=result["row_points"]))
    # "3, 2 and 2 pyramids": the last number takes the conjunction and decides the noun's form.
    *head, last = RED_PYRAMIDS
    counts = t("pyramids.list", head=", ".join(map(str, head)), last=t.count("pyramids.pieces", last))
    return Figure(360, base + 56, body, t("pyramids.title"),
                  t("pyramids.desc", counts=counts, row=t.count("pyramids.points", rules.ROW_VP),
                    total=t.count("pyramids.points", result["row_points"])),
                  t("pyramids.caption", row=rules.ROW_VP, sum=summed))
