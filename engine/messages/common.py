"""Messages for errors any calculator can raise (field types, lists, unknown ids)."""

MESSAGES: dict[str, dict[str, str]] = {
    "unknown_calculator": {
        "en": "There is no calculator called “{name}”.",
        "cs": "Kalkulačka „{name}“ neexistuje.",
        "ru": "Калькулятора «{name}» нет.",
    },
    "not_object": {
        "en": "The inputs must be a set of named values.",
        "cs": "Vstupy musí být sada pojmenovaných hodnot.",
        "ru": "Входные данные должны быть набором именованных значений.",
    },
    "unknown_field": {
        "en": "This calculator has no input called “{name}”.",
        "cs": "Tato kalkulačka nemá vstup „{name}“.",
        "ru": "У этого калькулятора нет поля «{name}».",
    },
    "required": {
        "en": "Enter a value.",
        "cs": "Zadejte hodnotu.",
        "ru": "Введите значение.",
    },
    "not_integer": {
        "en": "Enter a whole number from {min} to {max}.",
        "cs": "Zadejte celé číslo od {min} do {max}.",
        "ru": "Введите целое число от {min} до {max}.",
    },
    "out_of_range": {
        "en": "Enter a whole number from {min} to {max}.",
        "cs": "Zadejte celé číslo od {min} do {max}.",
        "ru": "Введите целое число от {min} до {max}.",
    },
    "not_boolean": {
        "en": "Choose yes or no.",
        "cs": "Zvolte ano, nebo ne.",
        "ru": "Выберите «да» или «нет».",
    },
    "not_choice": {
        "en": "Choose one of: {options}.",
        "cs": "Zvolte jednu z možností: {options}.",
        "ru": "Выберите один из вариантов: {options}.",
    },
    "not_list": {
        "en": "Enter a list of {min} to {max} entries.",
        "cs": "Zadejte seznam o {min} až {max} položkách.",
        "ru": "Введите список из {min}–{max} элементов.",
    },
    "list_length": {
        "en": "Enter {min} to {max} entries (now {count}).",
        "cs": "Zadejte {min} až {max} položek (nyní {count}).",
        "ru": "Введите от {min} до {max} элементов (сейчас {count}).",
    },
    "not_text": {
        "en": "Enter a short text of at most {max} characters.",
        "cs": "Zadejte krátký text o nejvýše {max} znacích.",
        "ru": "Введите короткий текст не длиннее {max} символов.",
    },
    "text_too_long": {
        "en": "Enter at most {max} characters (now {count}).",
        "cs": "Zadejte nejvýše {max} znaků (nyní {count}).",
        "ru": "Введите не больше {max} символов (сейчас {count}).",
    },
    "text_control": {
        "en": "Enter the text on one line, without tabs or line breaks.",
        "cs": "Zadejte text na jeden řádek, bez tabulátorů a zalomení řádku.",
        "ru": "Введите текст в одну строку, без табуляций и переносов строки.",
    },
}

# Words that every score sheet's explanations share (engine/explain.py). Game sentences live in
# each game's module, as EXPLAIN next to its MESSAGES.
EXPLAIN: dict[str, dict[str, str]] = {
    # A player without a name: numbered from 1, as in the forms.
    "player": {"en": "Player {n}", "cs": "Hráč {n}", "ru": "Игрок {n}"},
    # Between the last two of several names: "Red, Blue and Green".
    "and": {"en": " and ", "cs": " a ", "ru": " и "},
}
