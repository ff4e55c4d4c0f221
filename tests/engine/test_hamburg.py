"""Hamburg (Stefan Feld): every worked example of rulebook 002 and the properties of its tables."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import engine
from engine.hamburg import STATUE_SUMS, STATUES_BASE, STATUES_EXPANSION
from tests.engine.cases import pick, refused

DARYA = {"track": 61, "cards": 9, "laurel": 4, "superiority": 2, "wall_thirds": 1, "statues": 0, "town_hall": 7}
DARYA_PASSAGE = (
    "Дарья во время игры набрала 61 ПО. … 2 + 1 + 3 + 3 + 0 + 0 = 9 ПО … итого 4 ПО … итого 8 ПО … 3 ПО … ещё 9 ПО"
    " … ещё 2 ПО … на 5-м делении … Дарья … набирает 42 ПО … получает суммарно 103 ПО."
)

# ----------------------------------------------------------------------------------------
# Final scoring
# ----------------------------------------------------------------------------------------

FINAL_EXAMPLES = [
    ({**DARYA, "priests": 11}, {"final": 42, "total": 103}, DARYA_PASSAGE),
    (
        {**DARYA, "windows": [{"priests": 3, "cards": 3}, {"priests": 1, "cards": 2}]},
        {"final": 42, "total": 103, "priest_points": 11},
        "3 священника … рядом с розовой ячейкой … за 3 розовые здания … ещё 9 ПО. За 1 священника рядом с чёрной"
        " ячейкой … ещё 2 ПО (за 1 зоопарк и 1 парк).",
    ),
    ({"superiority": 1}, {"final": 4}, "Каждый активированный жетон превосходства приносит его владельцу 4 ПО."),
    ({"wall_thirds": 2}, {"final": 6}, "по 3 ПО за правую и/или левую от городской башни сторону стены"),
    ({"town_hall": 18}, {"final": 18}, "последнего деления на площади ратуши (которое приносит 18 ПО)"),
    ({"statues": 9 + 7}, {"final": 16}, "Каждая скульптура «Ханс Хуммель» приносит … указанное на ней количество ПО."),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), FINAL_EXAMPLES)
def test_final_examples(inputs, expected, passage):
    assert pick(engine.calculate("hamburg-final", inputs), expected) == expected, passage


def test_darya_breakdown():
    result = engine.calculate("hamburg-final", {**DARYA, "priests": 11})
    assert [(p["key"], p["value"]) for p in result["breakdown"]] == [
        ("cards", 9),
        ("laurel", 4),
        ("superiority", 8),
        ("wall_thirds", 3),
        ("statues", 0),
        ("priests", 11),
        ("town_hall", 7),
    ]
    assert result["total_breakdown"] == [{"key": "track", "value": 61}, {"key": "final", "value": 42}]


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"statues": 1}, "statues", "hamburg_statue_sum"),
        ({"statues": 20}, "statues", "out_of_range"),
        ({"superiority": 6}, "superiority", "out_of_range"),
        ({"wall_thirds": 3}, "wall_thirds", "out_of_range"),
        ({"town_hall": 19}, "town_hall", "out_of_range"),
        ({"priests": 5, "windows": [{"priests": 1, "cards": 5}]}, "priests", "hamburg_priests_twice"),
        ({"windows": [{"priests": 5, "cards": 1}, {"priests": 4, "cards": 1}]}, "windows", "hamburg_priests_total"),
        ({"windows": [{"priests": 9}]}, "windows.0.priests", "out_of_range"),
        ({"windows": [{}] * 7}, "windows", "list_length"),
    ],
)
def test_final_refuses(inputs, field, code):
    assert refused("hamburg-final", inputs) == (field, code)


scores = st.fixed_dictionaries(
    {
        "track": st.integers(0, 200),
        "cards": st.integers(0, 100),
        "laurel": st.integers(0, 50),
        "superiority": st.integers(0, 4),
        "wall_thirds": st.integers(0, 1),
        "statues": st.sampled_from(sorted(STATUE_SUMS - {max(STATUE_SUMS)})),
        "priests": st.integers(0, 100),
        "town_hall": st.integers(0, 17),
    }
)


@given(scores)
def test_final_adds_up_and_more_never_scores_less(inputs):
    result = engine.calculate("hamburg-final", inputs)
    assert sum(p["value"] for p in result["breakdown"]) == result["final"]
    assert result["total"] == inputs["track"] + result["final"]
    for key in inputs:
        bumped = inputs[key] + 1
        if key == "statues" and bumped not in STATUE_SUMS:
            continue
        assert engine.calculate("hamburg-final", {**inputs, key: bumped})["total"] > result["total"]


@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10)), min_size=1, max_size=4))
def test_priests_by_window_add_up_and_grow(rows):
    windows = [{"priests": p, "cards": c} for p, c in rows]
    result = engine.calculate("hamburg-final", {"windows": windows})
    assert result["priest_points"] == sum(p["value"] for p in result["priests_breakdown"]) == result["final"]
    more = [dict(w) for w in windows]
    more[0]["cards"] += 1
    assert engine.calculate("hamburg-final", {"windows": more})["final"] >= result["final"]


# ----------------------------------------------------------------------------------------
# Town hall square: cost of one step
# ----------------------------------------------------------------------------------------

ADVANCE_EXAMPLES = [
    (
        {"dice": [1, 1, 2, 3, 5, 6]},
        {"cost": 4, "possible": True},
        "Пример. Текущая стоимость продвижения равна 4 маркам (1 + 1 + 2).",
    ),
    (
        {"dice": [1, 2, 2, 4, 5, 6]},
        {"cost": 5, "possible": True},
        "Обычная стоимость продвижения по результату броска кубиков составляет 1+2+2=5 марок",
    ),
    (
        {"dice": [3, 4, 5, 6, 6, 3]},
        {"cost": 0, "possible": False, "vp": 0},
        "Если на кубиках не выпало ни одного значения «1» или «2», игроки не могут продвигать свои фишки",
    ),
    (
        {"dice": [2, 3, 4, 5, 6, 6], "at_last_space": True},
        {"cost": 2, "vp": 4},
        "будет немедленно получать 4 ПО за каждое продвижение, которое он оплатит … но не сможет выполнить.",
    ),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), ADVANCE_EXAMPLES)
def test_advance_examples(inputs, expected, passage):
    assert pick(engine.calculate("hamburg-advance", inputs), expected) == expected, passage


@pytest.mark.parametrize(
    ("inputs", "field", "code"),
    [
        ({"dice": [1, 2, 3, 4, 5]}, "dice", "list_length_exact"),
        ({"dice": [1, 2, 3, 4, 5, 7]}, "dice.5", "out_of_range"),
        ({"dice": "112345"}, "dice", "not_list_exact"),
    ],
)
def test_advance_refuses(inputs, field, code):
    assert refused("hamburg-advance", inputs) == (field, code)


@given(st.lists(st.integers(1, 6), min_size=6, max_size=6), st.integers(0, 5))
def test_advance_cost_adds_up_and_a_low_die_never_makes_it_cheaper(dice, i):
    result = engine.calculate("hamburg-advance", {"dice": dice})
    assert sum(p["value"] for p in result["breakdown"]) == result["cost"] == sum(d for d in dice if d <= 2)
    assume(dice[i] > 2)
    lowered = [*dice[:i], 1, *dice[i + 1 :]]
    assert engine.calculate("hamburg-advance", {"dice": lowered})["cost"] == result["cost"] + 1


# ----------------------------------------------------------------------------------------
# Hans Hummel statues
# ----------------------------------------------------------------------------------------

STATUE_EXAMPLES = [
    ({"players": 2}, {"statues": [9, 7, 4, 2]}, "Скульптуры по количеству ПО: 2 игрока ✓ 9, 7, 4, 2"),
    ({"players": 3}, {"statues": [9, 7, 6, 5, 4, 2]}, "3 игрока: 9, 7, 6, 5, 4, 2"),
    ({"players": 4}, {"statues": [9, 8, 7, 6, 5, 4, 3, 2]}, "4 игрока: все 8"),
    ({"players": 5}, {"statues": [9, 8, 7, 6, 5, 4, 3, 2]}, "5 игроков: все 8"),
    ({"players": 1}, {"statues": [9, 7, 4, 2]}, "Одиночный режим, основная игра: 9, 7, 4, 2"),
    ({"players": 2, "expansion": True}, {"statues": [10, 7, 5, 2]}, "Дополнение № 2: 2 игрока 10, 7, 5, 2"),
    ({"players": 3, "expansion": True}, {"statues": [10, 8, 7, 5, 4, 2]}, "Дополнение № 2: 3 игрока"),
    ({"players": 4, "expansion": True}, {"statues": [10, 8, 7, 6, 5, 4, 2, 2]}, "Дополнение № 2: 4 игрока"),
    (
        {"players": 5, "expansion": True},
        {"statues": [10, 9, 8, 7, 6, 5, 4, 3, 2, 2]},
        "Дополнение № 2: 5 игроков (все 10)",
    ),
    ({"players": 1, "expansion": True}, {"statues": [10, 7, 5, 2]}, "Одиночный режим, C дополнением № 2: 10, 7, 5, 2"),
    (
        {"players": 4, "expansion": True, "taken": 0},
        {"next": 10},
        "Поставьте скульптуру «Ханс Хуммель» с 10 ПО в соответствующую ячейку слева от площади ратуши",
    ),
    (
        {"players": 4, "taken": 1},
        {"next": 8, "left": 7},
        "Пётр строит свою 5-ю секцию стены … забирает скульптуру … ставят … следующую по количеству ПО скульптуру.",
    ),
    ({"players": 2, "taken": 4}, {"next": 0, "left": 0}, "no statue left"),
]


@pytest.mark.parametrize(("inputs", "expected", "passage"), STATUE_EXAMPLES)
def test_statue_examples(inputs, expected, passage):
    assert pick(engine.calculate("hamburg-statues", inputs), expected) == expected, passage


def test_statues_refuse_more_taken_than_in_the_game():
    assert refused("hamburg-statues", {"players": 2, "taken": 5}) == ("taken", "hamburg_statues_taken")
    assert refused("hamburg-statues", {"players": 6}) == ("players", "out_of_range")


@pytest.mark.parametrize("table", [STATUES_BASE, STATUES_EXPANSION])
def test_statues_are_taken_highest_first(table):
    for players, statues in table.items():
        assert list(statues) == sorted(statues, reverse=True), players
        for taken in range(len(statues)):
            result = engine.calculate(
                "hamburg-statues", {"players": players, "expansion": table is STATUES_EXPANSION, "taken": taken}
            )
            assert result["next"] == statues[taken]
