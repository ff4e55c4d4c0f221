"""Messages for errors any calculator can raise (field types, lists, unknown ids)."""

MESSAGES: dict[str, dict[str, str]] = {
    "unknown_calculator": {
        "en": "There is no calculator called “{name}”.",
        "cs": "Kalkulačka „{name}“ neexistuje.",
        "ru": "Калькулятора «{name}» нет.",
    },
    # A form always sends its rows as records: only a damaged (hand-edited, cut) link gets here.
    "not_object": {
        "en": "This link is damaged: a row of the form cannot be read. Open the calculator afresh from the site.",
        "cs": "Tento odkaz je poškozený: jeden řádek formuláře nelze přečíst. Otevřete kalkulačku znovu z webu.",
        "ru": "Эта ссылка повреждена: одну из строк формы не удаётся прочитать. Откройте калькулятор заново с сайта.",
    },
    "unknown_field": {
        "en": "This link is damaged: this calculator has no box called “{name}”.",
        "cs": "Tento odkaz je poškozený: tato kalkulačka nemá pole „{name}“.",
        "ru": "Эта ссылка повреждена: у этого калькулятора нет поля «{name}».",
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
    # A form always sends its rows as a list: only a damaged link gets here.
    "not_list": {
        "en": "This link is damaged: it should hold {min} to {max} {noun}. Open the calculator afresh from the site.",
        "cs": "Tento odkaz je poškozený: má obsahovat {min} až {max} {noun}. Otevřete kalkulačku znovu z webu.",
        "ru": "Эта ссылка повреждена: в ней должно быть от {min} до {max} {noun}. Откройте калькулятор заново с сайта.",
    },
    "list_length": {
        "en": "Enter {min} to {max} {noun} (now {count}).",
        "cs": "Zadejte {min} až {max} {noun} (nyní {count}).",
        "ru": "Укажите от {min} до {max} {noun} (сейчас {count}).",
    },
    # A list of one length only (Hamburg's 6 dice, Amun-Re's 3 provinces): "exactly 6", not "6 to 6".
    # The noun is ROW_NOUNS' form for {max}: the Czech accusative fits "přesně 3 provincie"; the
    # Russian one is the genitive after «до», so Russian says «Число провинций должно быть ровно 3»
    # (genitive plural after «число», right for every {max} not ending in 1; no such list has 1 or 21).
    "list_length_exact": {
        "en": "Enter exactly {max} {noun} (now {count}).",
        "cs": "Zadejte přesně {max} {noun} (nyní {count}).",
        "ru": "Число {noun} должно быть ровно {max} (сейчас {count}).",
    },
    "not_list_exact": {
        "en": "This link is damaged: it should hold exactly {max} {noun}. Open the calculator afresh from the site.",
        "cs": "Tento odkaz je poškozený: má obsahovat přesně {max} {noun}. Otevřete kalkulačku znovu z webu.",
        "ru": "Эта ссылка повреждена: число {noun} в ней должно быть ровно {max}. Откройте калькулятор заново с сайта.",
    },
    # A player chosen from the form's list ("Player 1", or the name given).
    "not_a_player": {
        "en": "Choose one of this game's players from the list.",
        "cs": "Zvolte ze seznamu jednoho z hráčů této hry.",
        "ru": "Выберите из списка одного из игроков этой партии.",
    },
    "not_a_player_or_nobody": {
        "en": "Choose one of this game's players from the list, or {nobody}.",
        "cs": "Zvolte ze seznamu jednoho z hráčů této hry, nebo možnost {nobody}.",
        "ru": "Выберите из списка одного из игроков этой партии или вариант {nobody}.",
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
    "text_invisible": {
        "en": "Enter the text without invisible characters (direction marks, zero-width spaces, line "
        "separators): they can reorder or hide what is shown beside it.",
        "cs": "Zadejte text bez neviditelných znaků (značek směru textu, mezer nulové šířky, oddělovačů "
        "řádků): mohou přeházet nebo skrýt to, co se zobrazí vedle něj.",
        "ru": "Введите текст без невидимых символов (знаков направления письма, пробелов нулевой ширины, "
        "разделителей строк): они могут переставить или скрыть то, что показано рядом.",
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

# How each language quotes a label it names ("choose “Abbey”"), as in its rulebook pages.
QUOTES: dict[str, str] = {"en": "“{}”", "cs": "„{}“", "ru": "«{}»"}

# What a list of rows holds, for "Enter 3 to 5 players": the form after "{min} to {max}" in each
# language, chosen by {max} like a count (Czech accusative, Russian genitive after "до"). A game's
# own row nouns live in its module, as ROW_NOUNS too (merged in engine/messages/__init__.py).
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "players": {
        "en": {"one": "player", "other": "players"},
        "cs": {"one": "hráče", "few": "hráče", "other": "hráčů"},
        "ru": {"one": "игрока", "few": "игроков", "many": "игроков"},
    },
}
