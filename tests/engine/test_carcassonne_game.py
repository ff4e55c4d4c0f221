"""Carcassonne, Abbey & Mayor, the whole game's score sheet (carcassonne-game): every rulebook example
of the feature calculators scored again as an entry of the sheet, a whole game counted by hand, the
log's lines, the verdict, and the pieces text's errors."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.languages import LANGUAGES
from engine.messages import MESSAGES
from engine.messages.common import QUOTES
from tests.engine.cases import refused
from tests.engine.test_carcassonne import FARMHOUSE_EXAMPLES, FIELD_EXAMPLES
from tests.engine.test_carcassonne_abbey import ABBEY_EXAMPLES
from tests.engine.test_carcassonne_city import CITY_EXAMPLES
from tests.engine.test_carcassonne_road import ROAD_EXAMPLES

GAME = "carcassonne-game"
I18N = Path(__file__).resolve().parents[2] / "templates" / "i18n"
# What the sheet does not model (other expansions' pieces): such examples stay with their calculators.
NOT_MODELLED = ("besieged", "cathedral", "castles", "pig_herd")


def _players(count: int, *names: str) -> list[dict]:
    return [{"name": names[i] if i < len(names) else ""} for i in range(count)]


def _entry(feature: str, pieces: str, end: bool = False, tiles: int = 0, arms: int = 0) -> dict:
    return {"feature": feature, "end": end, "tiles": tiles, "arms": arms, "pieces": pieces}


def _game(entries: list[dict], players: int | list[dict] = 4, over: bool = True) -> dict:
    rows = _players(players) if isinstance(players, int) else players
    return engine.calculate(GAME, {"players": rows, "entries": entries, "over": over})


def _token(count: int, letters: str) -> str:
    return (str(count) if count else "") + letters


def _calculator_rows(calculator_id: str, inputs: dict) -> list[dict]:
    return inputs.get("players") or engine.describe(calculator_id)["inputs"]["players"]["default"]


def _as_entry(calculator_id: str, inputs: dict) -> dict | None:
    """A feature calculator's example as one entry of the sheet (None: not modelled by the sheet)."""
    if any(inputs.get(key) for key in NOT_MODELLED):
        return None
    rows = [
        {"farmers": 0, "big": 0, "pigs": 0, "farmhouses": 0, **row} for row in _calculator_rows(calculator_id, inputs)
    ]
    if calculator_id == "carcassonne-city":
        pieces = [
            _token(r.get("knights", 0), "m" * r.get("mayors", 0) + "w" * r.get("wagons", 0) + "b" * r["big"])
            for r in rows
        ]
        return _entry(
            "city",
            ",".join(pieces),
            not inputs.get("complete", True),
            inputs.get("tiles", 2),
            inputs.get("pennants", 0),
        )
    if calculator_id == "carcassonne-road":
        pieces = [_token(r.get("robbers", 0), "w" * r.get("wagons", 0) + "b" * r["big"]) for r in rows]
        return _entry("road", ",".join(pieces), not inputs.get("complete", True), inputs.get("tiles", 4))
    if any(r["pigs"] or r["farmhouses"] > 1 for r in rows):
        return None
    pieces = ",".join(_token(r["farmers"], "b" * r["big"] + "h" * r["farmhouses"]) for r in rows)
    if calculator_id == "carcassonne-field":
        return _entry("field", pieces, True, arms=inputs.get("cities", 0))
    moment = inputs.get("moment", "placed")
    feature = "joined" if moment == "connected" else "farmhouse"
    return _entry(feature, pieces, moment == "end", arms=inputs.get("cities", 0))


ALL_EXAMPLES = [
    *(("carcassonne-city", inputs, source) for inputs, _, source in CITY_EXAMPLES),
    *(("carcassonne-road", inputs, source) for inputs, _, source in ROAD_EXAMPLES),
    *(("carcassonne-field", inputs, source) for inputs, _, source in FIELD_EXAMPLES),
    *(("carcassonne-farmhouse", inputs, passage) for inputs, _, passage in FARMHOUSE_EXAMPLES),
]
# Those with another expansion's pieces (pigs, castles, cathedrals, sieges) stay with their calculators.
FEATURE_EXAMPLES = [(calc, inputs, source) for calc, inputs, source in ALL_EXAMPLES if _as_entry(calc, inputs)]


@pytest.mark.parametrize(("calculator_id", "inputs", "source"), FEATURE_EXAMPLES)
def test_every_rulebook_example_scores_the_same_on_the_sheet(calculator_id, inputs, source):
    entry = _as_entry(calculator_id, inputs)
    expected = engine.calculate(calculator_id, inputs)["points"]
    result = _game([entry], players=len(expected))
    assert result["log"][0]["points"] == expected, source
    assert [row["points"] for row in result["players"]] == expected, source


def test_most_rulebook_examples_reach_the_sheet():
    """The examples the sheet models are not skipped wholesale by a broken converter."""
    modelled = [_as_entry(calc, inputs) for calc, inputs, _ in FEATURE_EXAMPLES]
    assert len(modelled) >= 30
    assert {entry["feature"] for entry in modelled} == {"city", "road", "field", "farmhouse", "joined"}


@pytest.mark.parametrize(("inputs", "expected", "source"), ABBEY_EXAMPLES)
def test_every_abbey_example_scores_the_same_on_the_sheet(inputs, expected, source):
    surrounding, end = inputs.get("surrounding", 8), inputs.get("game_end", False)
    entry = _entry(inputs.get("feature", "abbey"), "1", end, tiles=surrounding)
    if not end and surrounding < 8:
        # Not scored during play: the sheet refuses the entry rather than log 0 points.
        assert refused(GAME, {"players": _players(2), "entries": [entry]}) == (
            "entries.0.tiles",
            "carcassonne_monastery_complete",
        )
        return
    assert _game([entry], players=2)["log"][0]["points"] == [expected["points"], 0], source


# A four-player game counted by hand, entry by entry (seat: Anna 1, Ben 2, Cleo 3, Dan 4).
WHOLE_GAME = [
    # During play.
    (_entry("city", "1", tiles=4, arms=1), [10, 0, 0, 0]),  # (4 + 1) × 2, Anna's knight
    (_entry("city", "1,m", tiles=5, arms=2), [0, 14, 0, 0]),  # (5 + 2) × 2: Ben's mayor (2) beats a knight (1)
    (_entry("city", ",,m,1", tiles=3), [0, 0, 0, 6]),  # 3 × 2: Cleo's mayor has strength 0, Dan's knight 1
    (_entry("road", "w,1", tiles=4), [4, 4, 0, 0]),  # Anna's wagon (1) ties Ben's robber (1): 4 each
    (_entry("road", ",,1w", tiles=3), [0, 0, 3, 0]),  # Cleo's robber and wagon
    (_entry("monastery", ",,,1", tiles=8), [0, 0, 0, 9]),  # 1 + 8
    (_entry("abbey", "1", tiles=8), [9, 0, 0, 0]),  # Anna's abbey, complete: 1 + 8
    (_entry("city", ",1", tiles=3, arms=1), [0, 8, 0, 0]),  # closed by Ben's abbey, not part of it: (3 + 1) × 2
    (_entry("farmhouse", ",,3h,1", arms=2), [0, 0, 6, 0]),  # Cleo's farmhouse: her 3 farmers beat 1, 3 × 2
    (_entry("joined", "1,2", arms=3), [0, 3, 0, 0]),  # joined to Cleo's farmhouse field: Ben's 2 farmers, 1 × 3
    # Final scoring.
    (_entry("city", "1", True, tiles=3, arms=1), [4, 0, 0, 0]),  # unfinished: 3 + 1
    (_entry("city", ",,,1", True, tiles=2), [0, 0, 0, 2]),  # unfinished: 2
    (_entry("road", ",b,1", True, tiles=5), [0, 5, 0, 0]),  # Ben's big follower (2) beats a robber (1)
    (_entry("abbey", ",1", True, tiles=6), [0, 7, 0, 0]),  # Ben's abbey, unfinished: 1 + 6
    (_entry("field", "2,,,2", True, arms=4), [12, 0, 0, 12]),  # 2 farmers each: both 3 × 4
    (_entry("farmhouse", ",,h", True, arms=3), [0, 0, 12, 0]),  # Cleo's farmhouse at the end: 4 × 3
    (_entry("points", ",,,5"), [0, 0, 0, 5]),  # by hand (another expansion's piece)
]
# Anna 10 + 4 + 9 + 4 + 12 = 39; Ben 14 + 4 + 8 + 3 + 5 + 7 = 41; Cleo 3 + 6 + 12 = 21;
# Dan 6 + 9 + 2 + 12 + 5 = 34. Ben wins.
WHOLE_GAME_TOTALS = [39, 41, 21, 34]


def test_a_whole_game_equals_its_hand_count():
    players = _players(4, "Anna", "Ben", "Cleo", "Dan")
    result = _game([entry for entry, _ in WHOLE_GAME], players)
    assert [item["points"] for item in result["log"]] == [points for _, points in WHOLE_GAME]
    assert [row["points"] for row in result["players"]] == WHOLE_GAME_TOTALS
    assert [row["rank"] for row in result["players"]] == [2, 1, 4, 3]
    assert result["winners"] == [1] and "finished" not in result
    assert result["track"][-1] == WHOLE_GAME_TOTALS
    running = [0, 0, 0, 0]
    for (_, points), after in zip(WHOLE_GAME, result["track"], strict=True):
        running = [a + b for a, b in zip(running, points, strict=True)]
        assert after == running
    assert result["explain"]["en"] == ["Ben wins with 41 points."]
    for row in result["players"]:
        assert sum(p["value"] for p in row["breakdown"]) == row["points"]


def test_a_game_in_play_has_leaders_not_winners():
    entries = [entry for entry, _ in WHOLE_GAME[:10]]
    result = _game(entries, _players(4, "Anna", "Ben", "Cleo", "Dan"), over=False)
    # Anna 10 + 4 + 9 = 23, Ben 14 + 4 + 8 + 3 = 29, Cleo 3 + 6 = 9, Dan 6 + 9 = 15
    assert [row["points"] for row in result["players"]] == [23, 29, 9, 15]
    assert result["finished"] is False and result["winners"] == [] and result["leaders"] == [1]
    assert result["explain"]["en"][0] == "Ben leads with 29 points."


def test_a_tie_shares_the_victory():
    result = _game([_entry("city", "1,1", tiles=3, arms=2)], _players(3, "Jana", "Petr"))
    assert [row["points"] for row in result["players"]] == [10, 10, 0]
    assert result["winners"] == [0, 1] and [row["rank"] for row in result["players"]] == [1, 1, 3]
    assert result["log"][0]["line"]["en"] == "City, 3 tiles, 2 coats of arms: Jana 10, Petr 10 (tie: 1 knight each)"
    assert result["explain"]["en"] == ["Jana and Petr tie on 10 points.", "Jana and Petr share the victory."]


def test_a_blank_sheet_names_nobody():
    result = _game([], 3)
    assert result["blank"] and result["winners"] == [] and result["explain"]["en"] == []
    assert result["log"] == [] and result["track"] == []


# (entry, English line, Czech line, Russian line)
LINES = [
    (
        _entry("city", "1", tiles=4, arms=1),
        "City, 4 tiles, 1 coat of arms: Jana 10 (knight)",
        "Město, 4 kartičky, 1 štít: Jana 10 (rytíř)",
        "Город, 4 квадрата, 1 щит: Jana 10 (рыцарь)",
    ),
    (
        _entry("city", "m", tiles=3),
        "City, 3 tiles, 0 coats of arms: nobody scores (a mayor in a city without coats of arms has strength 0)",
        "Město, 3 kartičky, 0 štítů: nikdo nezískává body (starosta ve městě bez štítů má sílu 0)",
        "Город, 3 квадрата, 0 щитов: очков никто не получает (у мэра в городе без щитов сила 0)",
    ),
    (
        _entry("city", "1,m", tiles=5, arms=2),
        "City, 5 tiles, 2 coats of arms: Petr 14 (mayor, strength 2)",
        "Město, 5 kartiček, 2 štíty: Petr 14 (starosta, síla 2)",
        "Город, 5 квадратов, 2 щита: Petr 14 (мэр, сила 2)",
    ),
    (
        _entry("road", "w,1", tiles=6),
        "Road, 6 tiles: Jana 6, Petr 6 (tie: strength 1 each)",
        "Cesta, 6 kartiček: Jana 6, Petr 6 (shoda: u každého síla 1)",
        "Дорога, 6 квадратов: Jana 6, Petr 6 (поровну: у каждого сила 1)",
    ),
    (
        _entry("road", "", True, tiles=2),
        "Unfinished road at the end, 2 tiles: nobody scores",
        "Nedokončená cesta na konci hry, 2 kartičky: nikdo nezískává body",
        "Незавершённая дорога в конце игры, 2 квадрата: очков никто не получает",
    ),
    (
        _entry("farmhouse", "2h,1", arms=2),
        "Farmhouse placed, field with 2 completed cities: Jana 6 (2 farmers)",
        "Postavený statek, na louce 2 dokončená města: Jana 6 (2 sedláci)",
        "Выставлен амбар, на поле 2 завершённых города: Jana 6 (2 крестьянина)",
    ),
    (
        _entry("farmhouse", "h,1", True, arms=3),
        "Farmhouse field at the end, 3 completed cities: Jana 12 (farmhouse), Petr 3 (farmer)",
        "Louka se statkem na konci hry, 3 dokončená města: Jana 12 (statek), Petr 3 (sedlák)",
        "Поле с амбаром в конце игры, 3 завершённых города: Jana 12 (амбар), Petr 3 (крестьянин)",
    ),
    (
        _entry("points", ",5"),
        "Points entered by hand (not modelled by this sheet): Petr +5",
        "Body zadané ručně (arch je sám nepočítá): Petr +5",
        "Очки, введённые вручную (лист их сам не считает): Petr +5",
    ),
]


@pytest.mark.parametrize(("entry", "en", "cs", "ru"), LINES)
def test_each_entry_says_who_scored_what_and_why(entry, en, cs, ru):
    line = _game([entry], _players(2, "Jana", "Petr"))["log"][0]["line"]
    assert line == {"en": en, "cs": cs, "ru": ru}


def test_an_unnamed_player_is_named_by_seat():
    line = _game([_entry("road", ",,2", tiles=3)], 3)["log"][0]["line"]
    assert line["en"].endswith("Player 3 3 (2 robbers)") and line["cs"].endswith("Hráč 3 3 (2 lupiči)")


def test_a_farmhouse_placed_on_a_field_with_farmers():
    """Rulebook 003: the farmers on the field are scored at once (3 per completed city) when the
    farmhouse is placed; the farmhouse itself scores only at the end (4 per city)."""
    placed = _game([_entry("farmhouse", "1,2h", arms=3)], 2)
    assert placed["log"][0]["points"] == [0, 9]
    end = _game([_entry("farmhouse", "1,2h", arms=3), _entry("farmhouse", ",h", True, arms=3)], 2)
    assert end["track"] == [[0, 9], [0, 21]]


def test_an_abbey_closes_a_city_without_being_part_of_it():
    """Footnote 6: the city closed by an abbey is scored on its own tiles; the abbey scores apart."""
    result = _game([_entry("city", "1", tiles=3, arms=1), _entry("abbey", ",1", tiles=8)], 2)
    assert [item["points"] for item in result["log"]] == [[8, 0], [0, 9]]


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"entries": [_entry("city", "1x", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_unreadable"),
        (
            {"entries": [_entry("city", "1", tiles=2)] * 2 + [_entry("city", "x2", tiles=1)]},
            "entries.2.pieces",
            "carcassonne_pieces_unreadable",
        ),
        ({"entries": [_entry("city", "1,,1", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_too_many_seats"),
        ({"entries": [_entry("road", "m", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_not_here"),
        ({"entries": [_entry("field", "w", True)]}, "entries.0.pieces", "carcassonne_pieces_not_here"),
        ({"entries": [_entry("points", "2b")]}, "entries.0.pieces", "carcassonne_pieces_not_here"),
        ({"entries": [_entry("city", "1h", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_not_here"),
        ({"entries": [_entry("city", "mm", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_twice"),
        ({"entries": [_entry("city", "9", tiles=2)]}, "entries.0.pieces", "carcassonne_pieces_too_many"),
        ({"entries": [_entry("points", "201")]}, "entries.0.pieces", "carcassonne_pieces_too_many_points"),
        ({"entries": [_entry("farmhouse", "1", arms=1)]}, "entries.0.pieces", "carcassonne_pieces_one_farmhouse"),
        ({"entries": [_entry("farmhouse", "h,h", arms=1)]}, "entries.0.pieces", "carcassonne_pieces_one_farmhouse"),
        (
            {"entries": [_entry("farmhouse", "1", True, arms=1)]},
            "entries.0.pieces",
            "carcassonne_pieces_needs_farmhouse",
        ),
        ({"entries": [_entry("field", "1")]}, "entries.0.end", "carcassonne_field_at_end"),
        ({"entries": [_entry("monastery", "1", tiles=7)]}, "entries.0.tiles", "carcassonne_monastery_complete"),
        ({"entries": [_entry("abbey", "1", True, tiles=3)]}, "entries.0.tiles", "carcassonne_abbey_fills_a_gap"),
        ({"entries": [_entry("monastery", "1", True, tiles=0)]}, "entries.0.tiles", "out_of_range"),
        ({"entries": [_entry("city", "1", tiles=0)]}, "entries.0.tiles", "out_of_range"),
        ({"entries": [_entry("castle", "1")]}, "entries.0.feature", "not_choice"),
        ({"players": [{"colour": "red"}, {"colour": "red"}]}, "players.1.colour", "carcassonne_colour_taken"),
        ({"players": [{"colour": "pink"}, {}]}, "players.0.colour", "not_choice"),
        ({"players": [{}]}, "players", "list_length"),
        ({"players": [{}] * 7}, "players", "list_length"),
        ({"entries": [_entry("city", "1", tiles=2)] * 301}, "entries", "list_length"),
    ],
)
def test_the_sheet_refuses(inputs, field, code):
    assert refused(GAME, {"players": _players(2), **inputs}) == (field, code)


def test_a_pieces_error_names_the_seat_in_every_language():
    with pytest.raises(engine.InputError) as caught:
        _game([_entry("city", "1,2q", tiles=2)], _players(2, "Jana", "Petr"))
    messages = caught.value.to_json()["messages"]
    assert all(text.startswith("Petr: ") and "2q" in text for text in messages.values())
    with pytest.raises(engine.InputError) as caught:
        _game([_entry("road", ",m", tiles=2)], 2)
    assert caught.value.message("cs").startswith("Hráč 2: ") and "„Cesta“" in caught.value.message("cs")


# (entries, Czech message, Russian message): numbers that take 2–4 or 21 forms read right, and
# the box to tick is named as the composer's button ("entry_final" in templates/i18n).
ERRORS = [
    (
        [_entry("city", "1,,1", tiles=2)],
        "Figurky jsou zapsány pro víc míst (3), než má hra hráčů (2): odstraňte přebytečné čárky, nebo přidejte hráče.",
        "Фигурки записаны для большего числа мест (3), чем игроков в партии (2): удалите лишние запятые"
        " или добавьте игрока.",
    ),
    (
        [_entry("city", "21", tiles=2)],
        "Hráč 1: 21 družiníků na jednom území je víc, než hráč má (nejvýše 8).",
        "Игрок 1: подданных на одном объекте больше, чем есть у игрока: 21 (не больше 8).",
    ),
    (
        [_entry("field", "1", arms=1)],
        "Louka bez statku se vyhodnocuje až při závěrečném vyhodnocení: zaškrtněte „Na konci hry“.",
        "Поле без амбара подсчитывается только при финальном подсчёте: отметьте «В конце игры».",
    ),
    (
        [_entry("abbey", "1", tiles=7)],
        "Během hry se klášter či opatství vyhodnocuje až po dokončení: zadejte 8 okolních kartiček,"
        " nebo u nedokončeného zaškrtněte „Na konci hry“.",
        "Во время игры монастырь или аббатство подсчитывается только после завершения: укажите 8 соседних"
        " квадратов или для незавершённого отметьте «В конце игры».",
    ),
]


@pytest.mark.parametrize(("entries", "cs", "ru"), ERRORS)
def test_errors_read_right_in_czech_and_russian(entries, cs, ru):
    with pytest.raises(engine.InputError) as caught:
        _game(entries, 2)
    assert (caught.value.message("cs"), caught.value.message("ru")) == (cs, ru)


def test_the_box_the_errors_name_is_the_composers_button():
    spec = tomllib.loads((I18N.parents[1] / "calculators" / f"{GAME}.toml").read_text("utf-8"))
    end = next(f for i in spec["input"] for f in i.get("field", []) if f["name"] == "end")
    for lang in LANGUAGES:
        final = tomllib.loads((I18N / f"{lang}.toml").read_text("utf-8"))["entry_final"]
        assert end["label"][lang] == final  # the hidden rows' column, where the errors are attached
        for code in ("carcassonne_field_at_end", "carcassonne_monastery_complete"):
            assert QUOTES[lang].format(final) in MESSAGES[code][lang], (lang, code)


def test_pieces_tolerate_spaces_and_missing_seats():
    spaced = _game([_entry("city", " 1 , 2 w ", tiles=3, arms=1)], 3)
    packed = _game([_entry("city", "1,2w", tiles=3, arms=1)], 3)
    assert spaced["log"] == packed["log"] and packed["log"][0]["points"] == [0, 8, 0]


def test_a_colour_taken_twice_names_the_colour_and_its_player():
    with pytest.raises(engine.InputError) as caught:
        _game([], [{"name": "Jana", "colour": "red"}, {"colour": "blue"}, {"colour": "red"}])
    assert caught.value.field == "players.2.colour"
    assert caught.value.message("en") == "Jana already plays “Red”: choose another colour, or “No colour”."
    assert caught.value.message("cs") == "Barvu „Červená“ už má Jana: zvolte jinou barvu, nebo „Bez barvy“."
    # The name stands in the nominative, so an unnamed seat reads right too (not "у игрока Игрок 1").
    with pytest.raises(engine.InputError) as caught:
        _game([], [{"colour": "red"}, {"colour": "red"}])
    assert caught.value.message("ru") == "Игрок 1 уже играет цветом «Красный»: выберите другой цвет или «Без цвета»."


def test_colours_may_repeat_only_as_none():
    result = _game([], [{"colour": "none"}, {"colour": ""}, {"colour": "grey"}])  # an empty box: none
    assert [row["colour"] for row in result["players"]] == ["none", "none", "grey"]


def test_the_example_game_is_the_hand_count_in_its_comment():
    result = engine.calculate(GAME, {})
    assert [row["points"] for row in result["players"]] == [21, 17, 21]
    assert result["winners"] == [0, 2]


# Any text in the pieces box gives a result or an InputError naming that box.
pieces_texts = st.one_of(
    st.text(max_size=30),
    st.lists(
        st.tuples(
            st.sampled_from(["", "0", "1", "2", "12", "300"]),
            st.sampled_from(["", "m", "w", "b", "h", "mw", "bb", "x"]),
        ),
        max_size=5,
    ).map(lambda seats: ",".join(n + letters for n, letters in seats)),
)


@given(
    st.sampled_from(["city", "road", "monastery", "abbey", "field", "farmhouse", "joined", "points"]),
    st.booleans(),
    pieces_texts,
)
def test_any_pieces_text_gives_a_result_or_an_input_error(feature, end, text):
    entry = _entry(feature, text, end, tiles=8, arms=2)
    try:
        result = _game([entry], 4)
    except engine.InputError as error:
        assert error.field.startswith("entries.0.") or error.field == "entries"
        assert all(error.to_json()["messages"].values())
        return
    points = result["log"][0]["points"]
    assert len(points) == 4 and all(isinstance(p, int) and p >= 0 for p in points)
    assert result["track"][-1] == [row["points"] for row in result["players"]]


# --- What the composer asks (ENTRY_FORMS, sent to the page by describe() as `asks`) --------------------

ASKS = engine.describe(GAME)["inputs"]["entries"]["asks"]


def _composed(feature: str, end: bool) -> dict:
    """The entry the composer writes for one follower of seat 1 on the smallest such feature."""
    form = ASKS["kinds"][feature]
    around = form.get("size") == "around" and not end
    tiles = ASKS["complete_around"] if around else 4 if form.get("size") else 0
    pieces = "5" if form["seat"] == "p" else "1" + ("h" if "h" in form["seat"] else "")
    return _entry(feature, pieces, end, tiles=tiles, arms=1 if form.get("count") else 0)


def test_the_composer_asks_for_every_kind_and_only_figures_the_engine_takes():
    from engine.carcassonne import ALLOWED, FEATURES

    assert list(ASKS["kinds"]) == list(FEATURES)
    for feature, form in ASKS["kinds"].items():
        assert form.get("size") in (None, "tiles", "around") and form.get("count") in (None, "arms", "cities")
        if form["seat"] == "p":
            assert feature == "points"
        else:
            assert form["seat"][0] == "n" and set(form["seat"][1:]) <= ALLOWED[feature], feature


@pytest.mark.parametrize("feature", list(ASKS["kinds"]))
def test_what_the_composer_writes_the_engine_scores_and_a_phase_it_sets_is_the_rule(feature):
    form = ASKS["kinds"][feature]
    for end in (True, False):
        entry = _composed(feature, end)
        if form.get("end", end) == end:
            assert _game([entry], 2)["log"][0]["points"][0] > 0, (feature, end)
        elif feature == "field":  # a plain field scores at the end only (base game)
            with pytest.raises(engine.InputError):
                _game([entry], 2)
        else:  # a joined field scores as joined whatever the box says: the phase only matches it
            assert feature == "joined"
            scored = [_game([_composed(feature, phase)], 2)["log"][0] for phase in (end, not end)]
            assert [(s["points"], s["line"]) for s in scored] == [(scored[1]["points"], scored[1]["line"])] * 2


def test_a_monastery_during_play_is_complete_with_the_composers_tiles_around():
    entry = _entry("monastery", "1", False, tiles=ASKS["complete_around"])
    assert _game([entry], 2)["log"][0]["points"][0] == 9  # 1 for its own tile, 1 per neighbour
    with pytest.raises(engine.InputError):
        _game([_entry("monastery", "1", False, tiles=ASKS["complete_around"] - 1)], 2)
