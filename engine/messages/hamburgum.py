"""Messages for Hamburgum's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "one_bell": {
        "en": "A player may never hold more than one church bell.",
        "cs": "Hráč nesmí nikdy vlastnit víc než jeden kostelní zvon.",
        "ru": "У игрока никогда не может быть больше одного церковного колокола.",
    },
    "depot_table_ends": {
        "en": "The depot price table lists 1 to {max} pieces; you asked for {count}.",
        "cs": "Ceník skladiště uvádí 1 až {max} kusů; zadáno {count}.",
        "ru": "Таблица цен склада указывает от 1 до {max} штук; введено {count}.",
    },
}
