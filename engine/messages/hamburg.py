"""Messages for Hamburg (Stefan Feld)'s rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "hamburg_statue_sum": {
        "en": "No one or two Hans Hummel statues add up to {count} VP: enter the total printed on your statues"
        " (0 to {max}).",
        "cs": "Žádná jedna ani dvě sochy Hanse Hummela nedávají dohromady {count} VB: zadejte součet bodů"
        " vytištěných na vašich sochách (0 až {max}).",
        "ru": "Ни одна, ни две скульптуры «Ханс Хуммель» не дают в сумме {count} ПО: введите сумму ПО,"
        " указанных на ваших скульптурах (от 0 до {max}).",
    },
    "hamburg_priests_twice": {
        "en": "Enter the priests' points either as one total or window by window, not both.",
        "cs": "Zadejte body za kněze buď jedním součtem, nebo po jednotlivých oknech, ne oběma způsoby.",
        "ru": "Введите очки за священников либо одной суммой, либо по окнам, но не обоими способами сразу.",
    },
    "hamburg_priests_total": {
        "en": "The game has only {max} priests; you placed {count} on the church floor.",
        "cs": "Ve hře je jen {max} kněží; zadali jste jich na podlaze kostela {count}.",
        "ru": "В игре всего {max} священников, а вы поставили на пол церкви {count}.",
    },
    "hamburg_statues_taken": {
        "en": "This game uses {max} statues, so at most {max} can have been taken (you entered {count}).",
        "cs": "Vzít lze nejvýše tolik soch, kolik jich v této hře je: {max} (zadáno {count}).",
        "ru": "Забрать можно не больше скульптур, чем есть в этой партии: {max} (введено {count}).",
    },
}

# Victory points as players write them: "103 VP", "103 VB", "103 ПО" (an abbreviation has no
# plural forms), for the sentences below (engine/explain.py).
NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "points": {
        "en": {"one": "VP", "other": "VP"},
        "cs": {"one": "VB", "few": "VB", "other": "VB"},
        "ru": {"one": "ПО", "few": "ПО", "many": "ПО"},
    },
}

# Sentences of the hamburg-game explanation. Names stand in the nominative only (subject, or after
# a colon or dash), so any name fits without declension.
EXPLAIN: dict[str, dict[str, str]] = {
    # The solo game's neutral player (rulebook 002, «Соло-режим»), who wins when the player does not beat him.
    "tom": {"en": "Tom", "cs": "Tom", "ru": "Том"},
    "win": {
        "en": "{winner} wins with {amount}.",
        "cs": "Vítězí {winner}: {amount}.",
        "ru": "Побеждает {winner}: {amount}.",
    },
    "tie": {
        "en": "{names} tie on {amount}.",
        "cs": "Stejný počet VB ({value}) mají {names}.",
        "ru": "Поровну ПО ({value}) набрали {names}.",
    },
    "win_money": {
        "en": "{winner} wins with more money (marks: {best} to {next}).",
        "cs": "Vítězí {winner} díky většímu množství peněz (marky: {best} proti {next}).",
        "ru": "Побеждает {winner} благодаря большей сумме денег (марки: {best} против {next}).",
    },
    "lead_money": {
        "en": "{names} have the most money (marks: {best} to {next}).",
        "cs": "Nejvíce peněz (marky: {best} proti {next}) mají {names}.",
        "ru": "Больше всего денег (марки: {best} против {next}) имеют {names}.",
    },
    "same_money": {
        "en": "{names} also tie on money (marks: {value}).",
        "cs": "Shodné je i množství peněz (marky: {value}).",
        "ru": "Поровну и денег (марки: {value}).",
    },
    "share": {
        "en": "The rules break a tie only by money, so {names} share the victory.",
        "cs": "Při remíze rozhodují podle pravidel jen peníze, o vítězství se tedy dělí {names}.",
        "ru": "По правилам при ничьей решают только деньги, поэтому победу делят {names}.",
    },
    "solo_win": {
        "en": "Solo: {player} has {points}, Tom {tom}: more than Tom, so {player} wins.",
        "cs": "Sólo: {player} má {points}, Tom {tom}; to je víc než Tom, takže vítězí {player}.",
        "ru": "Соло: {player} — {points}, Том — {tom}; это больше, чем у Тома, поэтому побеждает {player}.",
    },
    "solo_lose": {
        "en": "Solo: {player} has {points}, Tom {tom}: only more VP than Tom win, so Tom wins.",
        "cs": "Sólo: {player} má {points}, Tom {tom}; k vítězství je třeba víc VB než Tom, takže vítězí Tom.",
        "ru": "Соло: {player} — {points}, Том — {tom}; для победы нужно больше ПО, чем у Тома, поэтому побеждает Том.",
    },
    "solo_tie": {
        "en": "Solo: {player} and Tom both have {points}; a tie is not enough (only more VP than Tom win),"
        " so Tom wins.",
        "cs": "Sólo: {player} i Tom mají {points}; remíza nestačí (k vítězství je třeba víc VB než Tom),"
        " takže vítězí Tom.",
        "ru": "Соло: {player} и Том набрали поровну — {points}; ничьей недостаточно (для победы нужно больше ПО,"
        " чем у Тома), поэтому побеждает Том.",
    },
}

# What a list of rows holds, for "Enter 3 to 5 {noun}" (as engine/messages/common.py's ROW_NOUNS).
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "windows": {
        "en": {"one": "window", "other": "windows"},
        "cs": {"one": "okno", "few": "okna", "other": "oken"},
        "ru": {"one": "окна", "few": "окон", "many": "окон"},
    },
    "dice": {
        "en": {"one": "die", "other": "dice"},
        "cs": {"one": "kostku", "few": "kostky", "other": "kostek"},
        "ru": {"one": "кубика", "few": "кубиков", "many": "кубиков"},
    },
}
