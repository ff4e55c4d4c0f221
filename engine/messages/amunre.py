"""Messages for Amun-Re's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "amunre_steal_alone": {
        "en": "The “−3” card cannot be played together with gold: enter 0 gold for a player who plays it.",
        "cs": "Kartu „−3“ nelze zahrát spolu se zlatými: hráči, který ji hraje, zadejte 0 zlatých.",
        "ru": "Карту «−3» нельзя сыграть вместе с золотом: для игрока, который её играет, введите 0 золотых.",
    },
    "amunre_offer_something": {
        "en": "Every player must sacrifice at least 1 gold or play the “−3” card.",
        "cs": "Každý hráč musí obětovat alespoň 1 zlatý, nebo zahrát kartu „−3“.",
        "ru": "Каждый игрок должен пожертвовать хотя бы 1 золотой или сыграть карту «−3».",
    },
    "amunre_correction_step": {
        "en": "A “Sacrifice Adjustment” card raises or lowers the total offering by exactly 3: enter 3 or −3.",
        "cs": "Karta „Změna oběti“ zvýší nebo sníží celkovou oběť přesně o 3: zadejte 3, nebo −3.",
        "ru": "Карта «Изменение жертвы» меняет общую сумму жертв ровно на 3: введите 3 или −3.",
    },
    "amunre_too_many_corrections": {
        "en": "Each player may play at most one “Sacrifice Adjustment” card per round:"
        " enter at most {max} (now {count}).",
        "cs": "Každý hráč smí v kole zahrát nejvýše jednu kartu „Změna oběti“: zadejte nejvýše {max} (nyní {count}).",
        "ru": "Каждый игрок может сыграть за раунд не больше одной карты «Изменение жертвы»: "
        "введите не больше {max} (сейчас {count}).",
    },
    "amunre_start_player": {
        "en": "The starting player must be one of the players: enter a number from 0 to {max}.",
        "cs": "Začínající hráč musí být jedním z hráčů: zadejte číslo od 0 do {max}.",
        "ru": "Стартовым игроком должен быть один из игроков: введите число от 0 до {max}.",
    },
    "amunre_fixed_income": {
        "en": "Fixed income is 4 or 8 gold (ABU and BERENIKE); enter 0 for any other province.",
        "cs": "Zaručený příjem je 4, nebo 8 zlatých (ABU a BERENIKE); u ostatních provincií zadejte 0.",
        "ru": "Гарантированный доход — 4 или 8 золотых (ABU и BERENIKE); для других провинций введите 0.",
    },
    "amunre_camel_income": {
        "en": "Camel income is 5, 7 or 8 gold (KHARGA, SAWU, AVARIS); enter 0 for any other province.",
        "cs": "Příjem s velbloudem je 5, 7, nebo 8 zlatých (KHARGA, SAWU, AVARIS); u ostatních provincií zadejte 0.",
        "ru": "Доход с верблюдом — 5, 7 или 8 золотых (KHARGA, SAWU, AVARIS); для других провинций введите 0.",
    },
    "amunre_fixed_and_camel": {
        "en": "No province has both fixed and camel income: enter 0 for one of them.",
        "cs": "Žádná provincie nemá zaručený příjem i příjem s velbloudem zároveň: u jednoho zadejte 0.",
        "ru": "Ни у одной провинции нет одновременно гарантированного дохода и дохода с верблюдом:"
        " введите 0 для одного из них.",
    },
    "amunre_one_boost": {
        "en": "A player may play only one “Harvest Increase” card per round: mark one province.",
        "cs": "Hráč smí v kole zahrát jen jednu kartu „Zvýšení sklizně“: označte jednu provincii.",
        "ru": "За раунд можно сыграть только одну карту «Увеличение урожая»: отметьте одну провинцию.",
    },
    "amunre_one_eight": {
        "en": "A player may play only one “8 Gold” card per round: mark one province.",
        "cs": "Hráč smí v kole zahrát jen jednu kartu „8 zlatých“: označte jednu provincii.",
        "ru": "За раунд можно сыграть только одну карту «8 золотых»: отметьте одну провинцию.",
    },
    "amunre_gold_only_final": {
        "en": "Gold is scored only at the end of the game: enter 0 here, or mark this as the final scoring.",
        "cs": "Zlato se počítá jen na konci hry: zadejte 0, nebo označte závěrečné bodování.",
        "ru": "Золото учитывается только в конце игры: введите 0 или отметьте финальный подсчёт.",
    },
}
