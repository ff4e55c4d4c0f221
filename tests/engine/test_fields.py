"""Field parsing: what a form or a query string may send, and what it must refuse."""

from __future__ import annotations

import pytest

from engine import InputError
from engine.fields import MISSING, Bool, Choice, Int, Rows, Text

COUNT = Int("count", 0, 10, default=2)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [(3, 3), ("3", 3), (" 7 ", 7), ("+4", 4), (4.0, 4), (MISSING, 2), (0, 0), (10, 10)],
)
def test_int_accepts_whole_numbers(raw, expected):
    assert COUNT.parse(raw) == expected


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (-1, "out_of_range"),
        (11, "out_of_range"),
        ("abc", "not_integer"),
        ("1e999", "not_integer"),
        ("2.5", "not_integer"),
        (2.5, "not_integer"),
        (float("nan"), "not_integer"),
        (float("inf"), "not_integer"),
        (True, "not_integer"),
        (None, "not_integer"),
        ("<script>", "not_integer"),
        ("9" * 5000, "not_integer"),
        ([], "not_integer"),
    ],
)
def test_int_refuses_everything_else(raw, code):
    with pytest.raises(InputError) as caught:
        COUNT.parse(raw)
    assert (caught.value.field, caught.value.code) == ("count", code)
    assert "0" in str(caught.value) and "10" in str(caught.value)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("1 250", 1250), ("1,250", 1250), ("1\u00a0000", 1000), ("1\u202f000", 1000), ("12 345 678", 12345678),
     (" -1 000 ", -1000)],
)  # fmt: skip
def test_int_accepts_money_as_written_with_separators(raw, expected):
    assert Int("money", -5000, 10**9).parse(raw) == expected


@pytest.mark.parametrize("raw", ["1 25", "2,5", "1,000 000", "1  000", "1 0000", ",100", "1 000,", "1.000"])
def test_int_refuses_misgrouped_digits(raw):
    with pytest.raises(InputError) as caught:
        Int("money", 0, 10**9).parse(raw)
    assert caught.value.code == "not_integer"


def test_a_sheet_box_left_empty_scores_its_blank():
    assert Int("gold", 0, 60, default=20, blank=0).parse(" ") == 0
    assert Int("gold", 0, 60, default=20, blank=0).describe()["blank"] == 0
    with pytest.raises(InputError):
        Int("gold", 0, 60, default=20).parse("")


def test_required_int_without_default():
    with pytest.raises(InputError) as caught:
        Int("x", 0, 1).parse(MISSING)
    assert caught.value.code == "required"


@pytest.mark.parametrize(("raw", "expected"), [(True, True), (0, False), ("on", True), ("false", False)])
def test_bool(raw, expected):
    assert Bool("b").parse(raw) is expected


@pytest.mark.parametrize("raw", [2, "maybe", None, 0.5])
def test_bool_refuses(raw):
    with pytest.raises(InputError):
        Bool("b").parse(raw)


def test_choice():
    labels = {
        "placed": {"en": "Just placed", "cs": "Právě postavený", "ru": "Только что выставлен"},
        "end": {"en": "End", "cs": "Konec", "ru": "Конец"},
    }
    moment = Choice("moment", ("placed", "end"), labels, default="end")
    assert moment.parse("placed") == "placed"
    with pytest.raises(InputError) as caught:
        moment.parse("later")
    # The options as the form shows them, in each language's quotation marks; never the keys.
    assert "“Just placed”, “End”" in caught.value.message("en")
    assert "„Právě postavený“, „Konec“" in caught.value.message("cs")
    assert "«Только что выставлен», «Конец»" in caught.value.message("ru")
    assert "placed" not in caught.value.message("cs")


def test_rows_name_the_entry_that_is_wrong():
    players = Rows("players", 2, 3, fields=(Int("farmers", 0, 5, default=0),))
    assert players.parse([{"farmers": 1}, {}]) == [{"farmers": 1}, {"farmers": 0}]
    with pytest.raises(InputError) as caught:
        players.parse([{"farmers": 1}, {"farmers": 9}])
    assert caught.value.field == "players.1.farmers"
    with pytest.raises(InputError) as caught:
        players.parse([{}])
    assert caught.value.code == "list_length"


def test_plain_rows_name_the_index():
    dice = Rows("dice", 6, 6, item=Int("die", 1, 6))
    with pytest.raises(InputError) as caught:
        dice.parse([1, 2, 3, 4, 5, 7])
    assert caught.value.field == "dice.5"


NAME = Text("name", 24)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Anna", "Anna"),
        ("  Řehoř  ", "Řehoř"),
        ("", ""),
        (MISSING, ""),
        ("Ёжик 🦔", "Ёжик 🦔"),
        ("x" * 24, "x" * 24),
        # An emoji sequence keeps its joiner (woman cook, a heart on fire); Hebrew and Arabic are letters.
        ("Eva \U0001f469\u200d\U0001f373", "Eva \U0001f469\u200d\U0001f373"),
        ("\u2764\ufe0f\u200d\U0001f525", "\u2764\ufe0f\u200d\U0001f525"),
        ("דוד", "דוד"),
        ("علي", "علي"),
    ],
)
def test_text_is_stripped(raw, expected):
    assert NAME.parse(raw) == expected


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("x" * 25, "text_too_long"),
        (7, "not_text"),
        (None, "not_text"),
        (["Anna"], "not_text"),
        ("An\nna", "text_control"),
        ("An\tna", "text_control"),
        # Invisible characters that reorder or hide what is shown beside the name (issue 29).
        ("Bob\u202e", "text_invisible"),  # right-to-left override: "Bob 13 VP" drawn with 31
        ("\u202dBob", "text_invisible"),  # left-to-right override
        ("Bob\u202b", "text_invisible"),  # right-to-left embedding
        ("Bob\u2067", "text_invisible"),  # right-to-left isolate
        ("Bob\u2069", "text_invisible"),  # pop directional isolate
        ("Bob\u200f", "text_invisible"),  # right-to-left mark
        ("Bob\u061c", "text_invisible"),  # Arabic letter mark
        ("An\u200bna", "text_invisible"),  # zero-width space
        ("An\u200cna", "text_invisible"),  # zero-width non-joiner
        ("An\u200dna", "text_invisible"),  # zero-width joiner between letters
        ("An\u2060na", "text_invisible"),  # word joiner
        ("An\ufeffna", "text_invisible"),  # zero-width no-break space
        ("An\u00adna", "text_invisible"),  # soft hyphen
        ("An\u2028na", "text_invisible"),  # line separator
        ("An\u2029na", "text_invisible"),  # paragraph separator
    ],
)
def test_text_refuses(raw, code):
    with pytest.raises(InputError) as caught:
        Rows("players", 1, 1, fields=(NAME,)).parse([{"name": raw}])
    assert (caught.value.field, caught.value.code) == ("players.0.name", code)


def test_text_describes_itself():
    assert NAME.describe() == {"type": "text", "max_length": 24, "default": ""}


@pytest.mark.parametrize(
    ("rows", "value", "expected"),
    [
        # Hamburg's six dice: "exactly 6", never "6 to 6" (issue 30, item 9).
        (
            Rows("dice", 6, 6, item=Int("die", 1, 6)),
            [1, 2, 3, 4, 5],
            {
                "en": "Enter exactly 6 dice (now 5).",
                "cs": "Zadejte přesně 6 kostek (nyní 5).",
                "ru": "Число кубиков должно быть ровно 6 (сейчас 5).",
            },
        ),
        (
            Rows("dice", 6, 6, item=Int("die", 1, 6)),
            "123456",
            {
                "en": "This link is damaged: it should hold exactly 6 dice. Open the calculator afresh from the site.",
                "cs": "Tento odkaz je poškozený: má obsahovat přesně 6 kostek. Otevřete kalkulačku znovu z webu.",
                "ru": "Эта ссылка повреждена: число кубиков в ней должно быть ровно 6."
                " Откройте калькулятор заново с сайта.",
            },
        ),
        # Amun-Re scoring's three provinces: the Russian count word needs no case after «ровно 3».
        (
            Rows("pyramids", 3, 3, item=Int("pyramids", 0, 20), noun="provinces"),
            [1, 2],
            {
                "en": "Enter exactly 3 provinces (now 2).",
                "cs": "Zadejte přesně 3 provincie (nyní 2).",
                "ru": "Число провинций должно быть ровно 3 (сейчас 2).",
            },
        ),
    ],
)
def test_a_list_of_one_length_asks_for_exactly_that_many(rows, value, expected):
    with pytest.raises(InputError) as caught:
        rows.parse(value)
    assert {lang: caught.value.message(lang) for lang in expected} == expected


def test_list_errors_say_what_the_rows_are():
    """ "Enter 3 to 5 players", not "entries"; a list or row no form sends is a damaged link."""
    players = Rows("players", 3, 5, fields=(Int("farmers", 0, 5, default=0),))
    with pytest.raises(InputError) as caught:
        players.parse([{}] * 6)
    assert caught.value.message("en") == "Enter 3 to 5 players (now 6)."
    assert caught.value.message("cs") == "Zadejte 3 až 5 hráčů (nyní 6)."
    assert caught.value.message("ru") == "Укажите от 3 до 5 игроков (сейчас 6)."
    with pytest.raises(InputError) as caught:
        Rows("players", 3, 4, fields=()).parse([{}] * 2)
    assert caught.value.message("cs") == "Zadejte 3 až 4 hráče (nyní 2)."
    for bad, code in (("3", "not_list"), ([1, 2, 3], "not_object")):
        with pytest.raises(InputError) as caught:
            players.parse(bad)
        assert caught.value.code == code
        assert caught.value.message("en").startswith("This link is damaged")
        assert caught.value.message("cs").startswith("Tento odkaz je poškozený")
        assert caught.value.message("ru").startswith("Эта ссылка повреждена")
