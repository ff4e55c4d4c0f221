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
