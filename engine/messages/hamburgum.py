"""Messages for Hamburgum's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "one_bell": {
        "en": "A player may never hold more than one church bell.",
        "cs": "Hráč nesmí nikdy vlastnit víc než jeden kostelní zvon.",
        "ru": "У игрока никогда не может быть больше одного церковного колокола.",
    },
    "depot_table_ends": {
        "en": "The Depot price table lists 1 to {max} pieces; you entered {count}.",
        "cs": "Ceník skladiště uvádí 1 až {max} kusů; zadáno {count}.",
        "ru": "Таблица цен склада рассчитана на 1–{max} штук; введено {count}.",
    },
    "hamburgum_price_track_ends": {
        "en": "The goods price table runs from 100 £ down to 50 £, so {min} to {max} production buildings of one kind"
        " lower a price.",
        "cs": "Tabulka cen zboží vede od 100 £ dolů k 50 £, cenu tedy snižuje {min} až {max} produkčních budov"
        " jednoho druhu.",
        "ru": "Таблица цен товаров идёт от 100 £ до 50 £, поэтому цену снижают от {min} до {max}"
        " производственных зданий одного вида.",
    },
    "hamburgum_own_more_than_all": {
        "en": "You cannot own more of these buildings ({count}) than have been built in all ({total}).",
        "cs": "Nemůžete vlastnit víc těchto budov ({count}), než kolik jich je postaveno celkem ({total}).",
        "ru": "У вас не может быть больше таких зданий ({count}), чем построено всего ({total}).",
    },
    "hamburgum_price_step": {
        "en": "Goods prices are {min} to {max} £ in steps of {step} £.",
        "cs": "Ceny zboží jsou {min} až {max} £ po {step} £.",
        "ru": "Цены товаров — от {min} до {max} £ с шагом {step} £.",
    },
    "hamburgum_ship_limit": {
        "en": "A player has at most {max} ships in the harbour (you entered {count}).",
        "cs": "Hráč má v přístavu nejvýše {max} lodí (zadáno {count}).",
        "ru": "У игрока в порту не больше {max} кораблей (введено {count}).",
    },
    "hamburgum_church_parts": {
        "en": "A church has 5 parts and {built} are already built: you can build at most {max} more.",
        "cs": "Kostel má 5 částí a {built} z nich už stojí: postavit můžete ještě nejvýše {max}.",
        "ru": "У церкви 5 частей, {built} уже построено: можно построить ещё не больше {max}.",
    },
    "hamburgum_bonus_mismatch": {
        "en": "Completing church number {nth} always gives {value} prestige points, not {count}.",
        "cs": "Dokončení {nth}. kostela dává vždy {value} bodů prestiže, ne {count}.",
        "ru": "Завершение {nth}-й церкви всегда даёт {value} очков престижа, а не {count}.",
    },
    "hamburgum_residents_below_buildings": {
        "en": "Each of your buildings holds one of your residents, so you need at least {min} residents here"
        " (you entered {count}).",
        "cs": "V každé vaší budově bydlí jeden váš obyvatel, obyvatel tu tedy musí být aspoň {min} (zadáno {count}).",
        "ru": "В каждом вашем здании живёт ваш житель, поэтому жителей здесь должно быть не меньше {min}"
        " (введено {count}).",
    },
}

# Nouns counted in the sentences below, with their plural forms (engine/explain.py).
NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "points": {
        "en": {"one": "prestige point", "other": "prestige points"},
        "cs": {"one": "bod prestiže", "few": "body prestiže", "other": "bodů prestiže"},
        "ru": {"one": "очко престижа", "few": "очка престижа", "many": "очков престижа"},
    },
}

# Sentences of the hamburgum-game explanation. Names stand in the nominative only (subject, or
# after a colon), so any name fits without declension.
EXPLAIN: dict[str, dict[str, str]] = {
    "end": {
        "en": "End of the game: leftover goods and building materials sell for {price} £ each, and every full"
        " {per_point} £ gives 1 prestige point; a tie goes to the player with the most money after that sale"
        " (the points for money do not spend it).",
        "cs": "Konec hry: zbylé zboží a stavební materiál se prodají po {price} £ a každých celých {per_point} £"
        " dá 1 bod prestiže; při remíze vítězí hráč s nejvíce penězi po tomto prodeji (body za peníze se z nich"
        " neodečítají).",
        "ru": "Конец игры: оставшиеся товары и стройматериалы продаются по {price} £, каждые полные {per_point} £"
        " дают 1 очко престижа; при ничьей побеждает игрок, у которого больше денег после этой продажи (очки за"
        " деньги их не уменьшают).",
    },
    "win": {
        "en": "{winner} wins with {amount}.",
        "cs": "Vítězí {winner}: {amount}.",
        "ru": "Побеждает {winner}: {amount}.",
    },
    "tie": {
        "en": "{names} tie on {amount}.",
        "cs": "Stejný počet bodů prestiže ({value}) mají {names}.",
        "ru": "Поровну очков престижа ({value}) набрали {names}.",
    },
    "win_money": {
        "en": "{winner} wins with more money left ({best} £ to {next} £ after the sale).",
        "cs": "Vítězí {winner} díky většímu množství zbylých peněz ({best} £ proti {next} £ po prodeji).",
        "ru": "Побеждает {winner} благодаря большей сумме оставшихся денег ({best} £ против {next} £ после продажи).",
    },
    "lead_money": {
        "en": "{names} have the most money left ({best} £ to {next} £ after the sale).",
        "cs": "Nejvíce zbylých peněz ({best} £ proti {next} £ po prodeji) mají {names}.",
        "ru": "Больше всего оставшихся денег ({best} £ против {next} £ после продажи) имеют {names}.",
    },
    "same_money": {
        "en": "{names} also tie on money left ({value} £ after the sale).",
        "cs": "Shodné je i množství zbylých peněz ({value} £ po prodeji).",
        "ru": "Поровну и оставшихся денег ({value} £ после продажи).",
    },
    "share": {
        "en": "The rules break a tie only by money, so {names} share the victory.",
        "cs": "Při remíze rozhodují podle pravidel jen peníze, o vítězství se tedy dělí {names}.",
        "ru": "По правилам при ничьей решают только деньги, поэтому победу делят {names}.",
    },
}
