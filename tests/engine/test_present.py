"""The one presenter (engine/present.py): every output format, separators and plurals per
language, negatives, breakdown sentences, row headings and marks, blank sheets, the standings
bar, the exports and the actions, all on hand-written presentations and results."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.present import WHOLE_TERM, breakdown_text, format_number, format_value, part_label, present, raw_value

NBSP = "\u00a0"
MINUS = "\u2212"


def kept(text: str) -> str:
    """A breakdown as expected, "_" standing for a no-break space: "2_×_2" stays on one line."""
    return text.replace("_", NBSP)


EN_CS_RU = ("en", "cs", "ru")


def texts(en, cs=None, ru=None):
    return {"en": en, "cs": cs if cs is not None else en, "ru": ru if ru is not None else en}


COINS = texts("coins", "mincí", "монет")
PLAYER = {"format": "player", "player_label": texts("Player {n}", "Hráč {n}", "Игрок {n}")}
NOBODY = {**PLAYER, "none_label": texts("nobody", "nikdo", "никто")}
PARTS = {
    "city": {"en": {"one": "city", "other": "cities"}, "cs": {"one": "město", "few": "města", "other": "měst"},
             "ru": {"one": "город", "few": "города", "many": "городов"}},
    "castle": texts("castle", "hrad", "замок"),
    "ore": texts("ore", "ruda", "руда"),
}  # fmt: skip


@pytest.mark.parametrize(
    ("value", "output", "lang", "expected"),
    [
        (1234567, {}, "en", "1,234,567"),
        (1234567, {}, "cs", f"1{NBSP}234{NBSP}567"),
        (1234567, {}, "ru", f"1{NBSP}234{NBSP}567"),
        (999, {}, "en", "999"),
        (0, {}, "cs", "0"),
        (-1500, {}, "en", f"{MINUS}1,500"),
        (-2.5, {"decimals": 1}, "cs", f"{MINUS}2,5"),
        (-0.004, {"decimals": 2}, "en", "0.00"),  # rounded to zero: no minus
        (2.5, {"decimals": 0}, "en", "3"),  # half away from zero
        (0.5, {}, "en", "0.50"),  # a fraction shows two decimals
        (5.0, {}, "ru", "5"),  # a whole float as the integer JSON carries
        (1234.5, {"decimals": 2}, "ru", f"1{NBSP}234,50"),
        (12, {"unit": COINS}, "en", f"12{NBSP}coins"),
        (12, {"unit": COINS}, "cs", f"12{NBSP}mincí"),
        (37.25, {"format": "percent"}, "cs", f"37,3{NBSP}%"),
        (37.25, {"format": "percent", "decimals": 0}, "en", f"37{NBSP}%"),
        (True, {}, "cs", "ano"),
        (False, {"format": "bool"}, "ru", "нет"),
        (1, {"format": "bool"}, "en", "yes"),
        (None, {}, "en", "—"),
        (None, {"unit": COINS}, "en", "—"),
        (0, PLAYER, "en", "Player 1"),
        (2, PLAYER, "ru", "Игрок 3"),
        (-1, NOBODY, "cs", "nikdo"),
        (None, NOBODY, "en", "nobody"),
        (None, PLAYER, "en", "—"),
        ("ore", {"format": "label"}, "cs", "ruda"),
        ("city", {"format": "label"}, "ru", "город"),  # a label stands for one
        ("no_label", {"format": "label"}, "en", "no label"),
        ("text", {}, "en", "text"),
    ],
)
def test_values_in_every_format(value, output, lang, expected):
    assert format_value(value, output, lang, PARTS) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, "true"), (False, "false"), (None, "null"), (7, "7"), (5.0, "5"), (0.1, "0.1"), (1e-07, "1e-07"),
     (1.5e300, "1.5e+300"), (-3, "-3"), ("west", "west")],
)  # fmt: skip
def test_raw_values_are_what_json_carries(value, expected):
    assert raw_value(value) == expected


def test_numbers_round_on_the_exact_binary_value():
    assert format_number(1.005, "en", 2) == "1.00"  # 1.005 is 1.00499… in binary
    assert format_number(0.125, "en", 2) == "0.13"


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, texts("city", "město", "город")), (3, texts("cities", "města", "города")),
     (5, texts("cities", "měst", "городов")), (21, texts("cities", "měst", "город")),
     (1.5, texts("cities", "měst", "городов"))],
)  # fmt: skip
def test_part_labels_agree_with_their_count(count, expected):
    assert {lang: part_label("city", PARTS, lang, count) for lang in EN_CS_RU} == expected


FARMERS = {
    "en": {"one": "farmer", "other": "farmers", "flat": "for farmers"},
    "cs": {"one": "farmář", "few": "farmáři", "other": "farmářů", "flat": "za farmáře"},
    "ru": {"one": "фермер", "few": "фермера", "many": "фермеров", "flat": "за фермеров"},
}


def test_a_term_without_a_count_takes_the_flat_form():
    """Issue 30, item 11: "za farmáře 6" / «за фермеров 6», not "farmářů 6"; counted terms keep
    the plural forms; a table without a flat form keeps its last form."""
    labels = {"farmers": FARMERS, **PARTS}
    flat = [{"key": "farmers", "value": 6}]
    counted = [{"key": "farmers", "count": 2, "each": 2, "value": 4}]
    plain = {"format": "number"}
    shown = {lang: breakdown_text(flat, 6, plain, labels, lang) for lang in EN_CS_RU}
    assert shown == {"en": kept("for_farmers_6 =_6"), "cs": kept("za_farmáře_6 =_6"), "ru": kept("за_фермеров_6 =_6")}
    assert breakdown_text(counted, 4, plain, labels, "cs") == kept("2_farmáři_×_2 =_4")
    assert breakdown_text([{"key": "city", "value": 3}], 3, plain, labels, "cs") == kept("měst_3 =_3")


GRAIN = {
    "en": {"one": "grain", "other": "grain"},
    "cs": {"one": "obilí", "few": "obilí", "other": "obilí"},
    "ru": {"one": "зерно", "few": "зерна", "many": "зерна"},
}
NAMED = {"format": "number", "terms": "named"}


@pytest.mark.parametrize(
    ("parts", "total", "expected"),
    [
        ([{"key": "grain", "count": 6, "each": 3, "value": 18}], 18,
         texts(kept("grain:_6_×_3 =_18"), kept("obilí:_6_×_3 =_18"), kept("зерно:_6_×_3 =_18"))),
        ([{"key": "city", "count": 2, "each": 4, "value": 8}, {"key": "ore", "count": 1, "each": 4, "value": 4}], 12,
         texts(kept("city:_2_×_4 + ore:_1_×_4 =_12"), kept("město:_2_×_4 + ruda:_1_×_4 =_12"),
               kept("город:_2_×_4 + руда:_1_×_4 =_12"))),
        ([{"key": "castle", "count": 5, "value": 9}, {"key": "farmers", "value": 6}], 15,
         texts(kept("castle:_5_→_9 + farmer:_6 =_15"), kept("hrad:_5_→_9 + farmář:_6 =_15"),
               kept("замок:_5_→_9 + фермер:_6 =_15"))),
        ([{"key": "grain", "count": 1234, "each": 3, "value": 3702}], 3702,
         texts(kept("grain:_1,234_×_3 =_3,702"), kept("obilí:_1_234_×_3 =_3_702"),
               kept("зерно:_1_234_×_3 =_3_702"))),
        ([{"key": "grain", "count": 0, "each": 3, "value": 0}], 0, texts(kept("0 =_0"))),
    ],
)  # fmt: skip
def test_named_terms_name_the_thing_and_never_count_it(parts, total, expected):
    """Issue 30, item 10: "obilí: 6 × 3" / «зерно: 6 × 3», not "6 obilí × 3" / «6 зерна × 3»:
    an output with `terms = "named"` heads each term with the label for one."""
    labels = {"grain": GRAIN, "farmers": FARMERS, **PARTS}
    assert {lang: breakdown_text(parts, total, NAMED, labels, lang) for lang in EN_CS_RU} == expected


def test_counted_terms_stay_the_default():
    parts = [{"key": "grain", "count": 6, "each": 3, "value": 18}]
    labels = {"grain": GRAIN}
    for output in ({}, {"terms": "counted"}):
        assert breakdown_text(parts, 18, output, labels, "ru") == kept("6_зерна_×_3 =_18")


def test_a_breakdown_names_the_parts_that_count_and_ends_with_the_total():
    parts = [
        {"key": "city", "count": 3, "each": 4, "value": 12},
        {"key": "castle", "count": 1, "value": 5},
        {"key": "bonus", "value": 2},
        {"key": "nothing", "count": 0, "value": 0},
    ]
    assert breakdown_text(parts, 19, {}, PARTS, "cs") == kept("3_města_×_4 + 1_hrad_→_5 + bonus_2 =_19")
    with_unit = breakdown_text(parts, 19, {"unit": COINS}, PARTS, "en")
    assert with_unit == kept("3_cities_×_4 + 1_castle_→_5 + bonus_2 =_19_coins")
    loss = breakdown_text([{"key": "loss", "value": -1500}], -1500, {}, PARTS, "en")
    assert loss == kept(f"loss_{MINUS}1,500 =_{MINUS}1,500")
    assert breakdown_text([], 0, {}, PARTS, "en") == kept("0 =_0")
    assert breakdown_text(None, None, {}, PARTS, "ru") == kept("0 =_—")


# A small calculator and a small score sheet, as sitebuild/calculators/render.py presentation() writes them.

UI = {
    "winner": texts("winner", "vítěz", "победитель"),
    "winner_line": texts("Winner: {names}", "Vítěz: {names}", "Победитель: {names}"),
    "shared_line": texts("Shared win: {names}", "Společné vítězství: {names}", "Общая победа: {names}"),
    "no_winner_yet": texts("No winner yet", "Zatím bez vítěze", "Победителя пока нет"),
    "rank": texts("Rank", "Pořadí", "Место"),
    "player_name": texts("Player", "Hráč", "Игрок"),
    "entered": texts("entered", "zadáno", "введено"),
}
TOTAL = {"name": "total", "label": texts("Total", "Celkem", "Итого"), "unit": COINS, "breakdown": "breakdown"}
CALCULATOR = {
    "outputs": [TOTAL, {"name": "best", "label": texts("Best"), **NOBODY}],
    "tables": [
        {
            "rows": "players",
            "mark": "winners",
            "label": texts("Scores"),
            "row_label": texts("Player {n}", "Hráč {n}", "Игрок {n}"),
            "columns": [{"name": "points", "label": texts("Points", "Body", "Очки"), "breakdown": "parts"}],
        }
    ],
    "parts": PARTS,
    "labels": {"cities": texts("Cities", "Města", "Города")},
    "ui": UI,
    "title": texts("Test"),
}
RESULT = {
    "total": 17,
    "best": -1,
    "breakdown": [{"key": "city", "count": 3, "each": 4, "value": 12}, {"key": "castle", "count": 1, "value": 5}],
    "players": [
        {"points": 12, "parts": [{"key": "city", "count": 3, "each": 4, "value": 12}]},
        {"points": 5, "name": "Bára", "parts": []},
    ],
    "winners": [0],
    "check_board": ["cities", "unknown"],
    "explain": {"en": ["Player 1 wins."], "cs": ["Vyhrává hráč 1."], "ru": ["Побеждает игрок 1."]},
}


def test_outputs_carry_raw_value_text_and_breakdown():
    shown = present(CALCULATOR, RESULT, "cs")
    assert shown["outputs"] == [
        {
            "name": "total",
            "label": "Celkem",
            "raw": "17",
            "text": f"17{NBSP}mincí",
            "breakdown": kept("3_města_×_4 + 1_hrad_→_5 =_17_mincí"),
        },
        {"name": "best", "label": "Best", "raw": "-1", "text": "nikdo", "breakdown": None},
    ]
    assert shown["explain"] == ["Vyhrává hráč 1."]
    assert shown["check_board"] == [{"name": "cities", "label": "Města"}, {"name": "unknown", "label": "unknown"}]
    assert shown["standings"] is None and shown["export"] is None and shown["actions"] == []
    json.dumps(shown, allow_nan=False)


@pytest.mark.parametrize("lang", EN_CS_RU)
def test_a_player_output_names_the_player_as_typed(lang):
    # Catan's "Winner" line says what the standings bar says: the typed name, not "Player 1";
    # the engine's name for the row first (it echoes the typed one), as the row headings do.
    calculator = {**CALCULATOR, "outputs": [{"name": "best", "label": texts("Winner"), **NOBODY}]}
    named = present(calculator, {**RESULT, "best": 0}, lang, names=[" Jiří ", "Anna"])
    assert named["outputs"][0]["text"] == "Jiří" and named["outputs"][0]["raw"] == "0"
    assert present(calculator, {**RESULT, "best": 1}, lang, names=["Anna", "Jiří"])["outputs"][0]["text"] == "Bára"
    unnamed = present(calculator, {**RESULT, "best": 0}, lang, names=["", "Jiří"])
    assert unnamed["outputs"][0]["text"] == PLAYER["player_label"][lang].replace("{n}", "1")
    assert present(calculator, RESULT, lang, names=["Anna"])["outputs"][0]["text"] == NOBODY["none_label"][lang]


def test_rows_have_headings_marks_and_cells():
    table = present(CALCULATOR, RESULT, "en", names=["Anna", "Typed"])["tables"][0]
    assert [table["key"], table["label"], table["columns"]] == ["players", "Scores", ["Points"]]
    first, second = table["rows"]
    # The engine's name first, then the name typed on the page, then "Player 2".
    assert [first["heading"], second["heading"]] == ["Anna", "Bára"]
    assert present(CALCULATOR, RESULT, "ru")["tables"][0]["rows"][0]["heading"] == "Игрок 1"
    assert (first["marked"], first["mark"], second["marked"], second["mark"]) == (True, "★ winner", False, None)
    assert first["cells"] == [
        {
            "name": "players.0.points",
            "label": "Points",
            "raw": "12",
            "text": "12",
            "breakdown": kept("3_cities_×_4 =_12"),
        }
    ]
    assert second["cells"][0]["breakdown"] == kept("0 =_5")


@pytest.mark.parametrize(
    ("change", "marked"),
    [
        ({}, [0]),
        ({"winners": [0, 1]}, [0, 1]),
        ({"winners": 1}, [1]),  # one index instead of a list
        ({"winners": None}, []),  # no winner yet (Catan: only on turn)
        ({"blank": True}, []),  # nothing entered: everyone ties at 0, no winner
    ],
)
def test_marks_follow_the_result_and_a_blank_sheet_has_none(change, marked):
    shown = present(CALCULATOR, {**RESULT, **change}, "en")
    assert [i for i, row in enumerate(shown["tables"][0]["rows"]) if row["marked"]] == marked
    assert [i for i, row in enumerate(shown["tables"][0]["rows"]) if row["mark"]] == marked


def test_a_column_can_mark_its_rows():
    presentation = {**CALCULATOR, "tables": [{**CALCULATOR["tables"][0], "mark": "leads"}]}
    rows = [{**RESULT["players"][0], "leads": False}, {**RESULT["players"][1], "leads": True}]
    shown = present(presentation, {**RESULT, "players": rows}, "en")
    assert [row["marked"] for row in shown["tables"][0]["rows"]] == [False, True]


SHEET = {
    **CALCULATOR,
    "outputs": [],
    "tables": [
        {
            **CALCULATOR["tables"][0],
            "columns": [
                {"name": "points", "label": texts("Points", "Body", "Очки"), "unit": texts("VP", "VB", "ПО")},
                {"name": "rank", "label": texts("Place", "Pořadí", "Место")},
                {"name": "road", "label": texts("Longest Road"), "format": "bool"},
            ],
        }
    ],
    "sheet": True,
    "entered": [{"name": "cities", "label": texts("Cities", "Města", "Города")}],
    "actions": {"again": texts("Play again", "Hrát znovu", "Сыграть ещё")},
}
SHEET_RESULT = {
    "players": [
        {"name": "Anna", "points": 7, "rank": 2, "road": False},
        {"name": "", "points": 10, "rank": 1, "road": True},
        {"name": "Cyril", "points": 7, "rank": 2, "road": False},
    ],
    "winners": [1],
    "check_board": [],
    "explain": {"en": ["Player 2 wins with 10 points."], "cs": ["Hráč 2 vyhrává s 10 body."], "ru": ["x"]},
    "actions": [{"id": "again", "inputs": {"players": []}}, {"id": "new_round", "inputs": {}}],
}
ENTERED = {"players": [{"cities": "2", "name": "Anna"}, {"cities": "3"}, {"cities": ""}]}


def test_standings_name_the_winner_then_everyone_by_rank():
    standings = present(SHEET, SHEET_RESULT, "en", names=["Anna", "", "Cyril"])["standings"]
    assert standings["headline"] == "★ Winner: Player 2"
    assert standings["winners"] == ["Player 2"]
    assert standings["entries"] == [
        {"row": 1, "text": f"1. Player 2 10{NBSP}VP", "mark": "★ "},
        {"row": 0, "text": f"2. Anna 7{NBSP}VP", "mark": None},
        {"row": 2, "text": f"2. Cyril 7{NBSP}VP", "mark": None},
    ]
    shared = present(SHEET, {**SHEET_RESULT, "winners": [0, 2]}, "cs")["standings"]
    assert shared["headline"] == "★ Společné vítězství: Anna, Cyril"
    blank = present(SHEET, {**SHEET_RESULT, "blank": True}, "ru")["standings"]
    assert blank["headline"] == "Победителя пока нет" and blank["winners"] == []
    assert all(entry["mark"] is None for entry in blank["entries"])


def test_standings_do_not_rank_a_row_with_nothing_entered():
    # A player just added ("+ Add"): not "3. Player 3 0 VP" while the others have figures.
    entries = present(SHEET, SHEET_RESULT, "cs", inputs=ENTERED)["standings"]["entries"]
    assert [entry["row"] for entry in entries] == [1, 0]
    spaced = {"players": [{"cities": "2"}, {"cities": "3"}, {"cities": " ", "name": ""}]}
    assert [e["row"] for e in present(SHEET, SHEET_RESULT, "en", inputs=spaced)["standings"]["entries"]] == [1, 0]
    # A wholly blank sheet lists everyone, as the build pre-renders it (no jump at the first answer).
    empty = {"players": [{"cities": ""}, {"cities": ""}, {"name": "", "cities": ""}]}
    assert len(present(SHEET, SHEET_RESULT, "ru", inputs=empty)["standings"]["entries"]) == 3
    assert len(present(SHEET, SHEET_RESULT, "ru")["standings"]["entries"]) == 3


def test_exports_hold_every_figure_with_its_label_and_what_was_entered():
    export = present(SHEET, SHEET_RESULT, "cs", names=["Anna", "", "Cyril"], inputs=ENTERED)["export"]
    assert export["text"].split("\n") == [
        "Test",
        f"1. Hráč 2: Body 10{NBSP}VB · Longest Road ano",
        f"2. Anna: Body 7{NBSP}VB · Longest Road ne",
        f"2. Cyril: Body 7{NBSP}VB · Longest Road ne",
        "– Hráč 2 vyhrává s 10 body.",
    ]
    assert export["csv"] == [
        ["Pořadí", "Hráč", "Města (zadáno)", "Body (VB)", "Longest Road"],
        ["1", "Hráč 2", "3", "10", "ano"],
        ["2", "Anna", "2", "7", "ne"],
        ["2", "Cyril", "", "7", "ne"],
    ]


def test_a_choice_entered_is_exported_in_the_pages_words():
    colour = {"none": texts("No colour", "Bez barvy", "Без цвета"), "red": texts("Red", "Červená", "Красный")}
    sheet = {**SHEET, "entered": [{"name": "colour", "label": texts("Colour", "Barva", "Цвет"), "options": colour}]}
    typed = {"players": [{"name": "Anna", "colour": "red"}, {"colour": "none"}, {"colour": "mauve"}]}
    rows = present(sheet, SHEET_RESULT, "cs", names=["Anna", "", "Cyril"], inputs=typed)["export"]["csv"][1:]
    # In rank order: player 2 (none), Anna (red), Cyril (a value no option has: as typed).
    assert [row[2] for row in rows] == ["Bez barvy", "Červená", "mauve"]


def test_a_sheet_offers_the_actions_its_result_lists():
    actions = present(SHEET, SHEET_RESULT, "ru")["actions"]
    assert actions == [
        {"id": "again", "label": "Сыграть ещё", "inputs": {"players": []}},
        {"id": "new_round", "label": "new round", "inputs": {}},  # no label in the spec: still offered
    ]
    assert present(SHEET, {**SHEET_RESULT, "actions": []}, "en")["actions"] == []
    assert present(CALCULATOR, {**RESULT, "actions": SHEET_RESULT["actions"]}, "en")["actions"] == []


def test_a_right_to_left_name_is_isolated_in_lines_and_bare_in_the_csv():
    """ "1. דוד 13 VP" would draw 13 before the name: the name is isolated (U+2068…U+2069)."""
    names = ["Anna", "דוד", "علي"]
    result = {**SHEET_RESULT, "players": [{**row, "name": ""} for row in SHEET_RESULT["players"]]}
    typed = {"players": [{**row, "name": name} for row, name in zip(ENTERED["players"], names, strict=True)]}
    presented = present(SHEET, result, "en", names=names, inputs=typed)
    entries = {entry["row"]: entry["text"] for entry in presented["standings"]["entries"]}
    assert entries[1] == f"1. \u2068דוד\u2069 10{NBSP}VP"
    assert entries[2] == f"2. \u2068علي\u2069 7{NBSP}VP"
    assert entries[0] == f"2. Anna 7{NBSP}VP"  # a left-to-right name stays as typed
    assert presented["standings"]["winners"] == ["\u2068דוד\u2069"]
    assert "1. \u2068דוד\u2069: " in presented["export"]["text"]
    assert [row[1] for row in presented["export"]["csv"][1:]] == ["דוד", "Anna", "علي"]


def test_standings_carry_the_scores_as_data_for_the_history():
    # Kept with a saved game (score-sheet.js): the history page lists them without the engine.
    standings = present(SHEET, SHEET_RESULT, "ru", names=["Anna", "", "Cyril"], inputs=ENTERED)["standings"]
    assert standings["scores"] == [
        {"seat": 2, "name": "", "total": 10, "rank": 1, "won": True, "leads": False},
        {"seat": 1, "name": "Anna", "total": 7, "rank": 2, "won": False, "leads": False},
    ]
    shared = present(SHEET, {**SHEET_RESULT, "winners": [0, 2]}, "en", names=["", "", "Cyril"])["standings"]
    assert [(s["name"], s["won"]) for s in shared["scores"]] == [("", False), ("Anna", True), ("Cyril", True)]
    leads = {**SHEET["ui"], "leads": texts("leads", "vede", "лидирует"), "leader_line": texts("Leading: {names}")}
    halfway = present({**SHEET, "ui": leads}, {**SHEET_RESULT, "finished": False, "leaders": [1]}, "cs")["standings"]
    assert [(s["seat"], s["won"], s["leads"]) for s in halfway["scores"]] == [
        (2, False, True),
        (1, False, False),
        (3, False, False),
    ]


# Issue 33's game night, 8: a breakdown may break between its terms (before "+" and "="); a short
# term is kept whole, a long one only wraps between its label's own words, never at its figures.
term_parts = st.lists(
    st.fixed_dictionaries(
        {"key": st.sampled_from(["city", "castle", "bonus", "loss"]), "value": st.integers(-5000, 5000)},
        optional={"count": st.integers(1, 2000), "each": st.integers(1, 9)},
    ),
    max_size=5,
)


@given(parts=term_parts, total=st.integers(-99_999, 99_999), lang=st.sampled_from(EN_CS_RU), named=st.booleans())
def test_a_breakdown_breaks_only_between_its_terms(parts, total, lang, named):
    output = {"format": "number", "terms": "named" if named else "counted"}
    text = breakdown_text(parts, total, output, PARTS, lang)
    *terms, last = text.split(" + ")
    terms.append(last.rsplit(" =", 1)[0])
    # Every space in a short term, and before the total, is a no-break one.
    assert all(" " not in term for term in terms if len(term) <= WHOLE_TERM), text
    assert text.rsplit(" =", 1)[1].startswith(NBSP), text
    long = {"trade": {lang: {"one": "card handed in at a harbor", "other": "cards handed in at a harbor"}}}
    worded = breakdown_text([{"key": "trade", "count": 2, "each": 3, "value": 6}], 6, {}, long, lang)
    assert worded.startswith(f"2{NBSP}cards handed in at a harbor{NBSP}×{NBSP}3"), worded  # wraps between words
