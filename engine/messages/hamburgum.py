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
    "hamburgum_price_track_ends": {
        "en": "The price track runs from 100 £ down to 50 £, so {min} to {max} buildings of one kind lower a price.",
        "cs": "Stupnice cen vede od 100 £ dolů k 50 £, cenu tedy snižuje {min} až {max} budov jednoho druhu.",
        "ru": "Шкала цен идёт от 100 £ до 50 £, поэтому цену снижают от {min} до {max} зданий одного вида.",
    },
    "hamburgum_own_more_than_all": {
        "en": "You cannot own more of these buildings ({count}) than have been built in all ({total}).",
        "cs": "Nemůžete vlastnit víc těchto budov ({count}), než kolik jich je postaveno celkem ({total}).",
        "ru": "У вас не может быть больше таких зданий ({count}), чем построено всего ({total}).",
    },
    "hamburgum_price_step": {
        "en": "Prices on the track are {min} to {max} £ in steps of {step} £.",
        "cs": "Ceny na stupnici jsou {min} až {max} £ po {step} £.",
        "ru": "Цены на шкале — от {min} до {max} £ с шагом {step} £.",
    },
    "hamburgum_ship_limit": {
        "en": "A player has at most {max} ships in the harbour (you entered {count}).",
        "cs": "Hráč má v přístavu nejvýše {max} lodí (zadáno {count}).",
        "ru": "У игрока в гавани не больше {max} кораблей (введено {count}).",
    },
    "hamburgum_church_parts": {
        "en": "A church has 5 parts and {built} are already built: you can build at most {max} more.",
        "cs": "Kostel má 5 částí a {built} už stojí: můžete postavit nejvýše {max} další.",
        "ru": "У церкви 5 частей, {built} уже построено: можно построить ещё не больше {max}.",
    },
    "hamburgum_bonus_mismatch": {
        "en": "Church number {nth} to be completed always gives {value} prestige points, not {count}.",
        "cs": "Kostel dostavěný jako {nth}. dává vždy {value} bodů prestiže, ne {count}.",
        "ru": "Церковь, достроенная {nth}-й по счёту, всегда даёт {value} очков престижа, а не {count}.",
    },
    "hamburgum_residents_below_buildings": {
        "en": "Each of your buildings holds one of your residents, so you need at least {min} residents here"
        " (you entered {count}).",
        "cs": "V každé vaší budově bydlí jeden váš obyvatel, obyvatel tu tedy musí být aspoň {min} (zadáno {count}).",
        "ru": "В каждом вашем здании живёт ваш житель, поэтому жителей здесь должно быть не меньше {min}"
        " (введено {count}).",
    },
}
