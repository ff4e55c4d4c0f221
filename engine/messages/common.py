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
}
