"""Messages for Carcassonne: Abbey & Mayor's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "carcassonne_besieged_exceeds_cities": {
        "en": "Only completed cities can count as besieged: enter at most {max} (the completed cities on this field).",
        "cs": "Obléhané může být jen dokončené město: zadejte nejvýše {max} (počet dokončených měst na této louce).",
        "ru": "Осаждённым может быть только завершённый город: введите не больше {max}"
        " (завершённых городов на этом поле).",
    },
    "carcassonne_pig_needs_farmer": {
        "en": "A pig only counts next to its owner's farmer on this field: with no farmer, enter 0 pigs.",
        "cs": "Prasátko se počítá jen u sedláka svého hráče na této louce: bez sedláka zadejte 0 prasátek.",
        "ru": "Свинья учитывается только рядом с крестьянином её владельца на этом поле: без крестьянина введите 0.",
    },
    "carcassonne_one_farmhouse_when_placed": {
        "en": "A farmhouse may only be placed on a field without another farmhouse: enter just the one placed now.",
        "cs": "Statek lze postavit jen na louku, kde žádný jiný statek není: zadejte jen ten právě postavený.",
        "ru": "Амбар можно выставить только на поле без другого амбара: укажите только тот, что выставлен сейчас.",
    },
    "carcassonne_needs_farmhouse": {
        "en": "A field with a farmhouse needs at least one farmhouse: mark the player who owns it.",
        "cs": "Na louce se statkem musí stát alespoň jeden statek: označte hráče, kterému patří.",
        "ru": "На поле с амбаром должен стоять хотя бы один амбар: отметьте игрока, которому он принадлежит.",
    },
    "carcassonne_farmhouses_in_box": {
        "en": "The box holds {max} farmhouses; the players have {count} on this field.",
        "cs": "Krabice obsahuje {max} statků; na této louce jich zadáváte {count}.",
        "ru": "В коробке {max} амбаров; на этом поле указано {count}.",
    },
    "carcassonne_abbey_fills_a_gap": {
        "en": "An abbey only fills a gap with tiles on all four sides: enter at least {min} surrounding tiles,"
        " or choose a monastery.",
        "cs": "Opatství se přikládá jen do mezery obklopené kartičkami ze všech čtyř stran: zadejte alespoň {min}"
        " okolní kartičky, nebo zvolte klášter.",
        "ru": "Аббатство выкладывается только в пустоту, окружённую квадратами со всех четырёх сторон: укажите"
        " не меньше {min} соседних квадратов или выберите монастырь.",
    },
}

# The choices of the forms, as the player reads them (engine key → label); the errors name them
# the same way (engine/fields.py, Choice).
OPTIONS: dict[str, dict[str, dict[str, str]]] = {
    "feature": {
        "abbey": {"en": "Abbey", "cs": "Opatství", "ru": "Аббатство"},
        "monastery": {"en": "Monastery", "cs": "Klášter", "ru": "Монастырь"},
    },
    "moment": {
        "placed": {
            "en": "Farmhouse just placed (3 per city)",
            "cs": "Právě postavený statek (3 za město)",
            "ru": "Амбар только что выставлен (3 за город)",
        },
        "connected": {
            "en": "Field with farmers joined (1 per city)",
            "cs": "Připojená louka se sedláky (1 za město)",
            "ru": "Присоединено поле с крестьянами (1 за город)",
        },
        "end": {
            "en": "End of the game (farmhouse 4 per city; farmers only from the Market)",
            "cs": "Konec hry (statek 4 za město; sedláci jen z Tržiště)",
            "ru": "Конец игры (амбар 4 за город; крестьяне только с Рынка)",
        },
    },
}
