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
