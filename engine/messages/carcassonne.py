"""Messages for Carcassonne: Abbey & Mayor's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "carcassonne_besieged_exceeds_cities": {
        "en": "Only completed cities can count as besieged: enter at most {max} (the completed cities on this meadow).",
        "cs": "Obléhané může být jen dokončené město: zadejte nejvýše {max} (počet dokončených měst na louce).",
        "ru": "Осаждённым может быть только завершённый город: введите не больше {max} (завершённых городов на лугу).",
    },
    "carcassonne_pig_needs_farmer": {
        "en": "A pig only counts next to its owner's farmer on this meadow: with 0 farmers, enter 0 pigs.",
        "cs": "Prasátko se počítá jen u sedláka svého hráče na této louce: bez sedláků zadejte 0 prasátek.",
        "ru": "Свинья учитывается только рядом с крестьянином своего игрока на этом лугу: без крестьян введите 0.",
    },
    "carcassonne_one_farmhouse_when_placed": {
        "en": "A farmhouse may only be placed on a meadow without another farmhouse: enter just the one placed now.",
        "cs": "Statek lze postavit jen na louku, kde žádný jiný statek není: zadejte jen ten právě postavený.",
        "ru": "Усадьбу можно поставить только на луг без другой усадьбы: укажите только ту, что поставлена сейчас.",
    },
    "carcassonne_needs_farmhouse": {
        "en": "A farmhouse meadow needs at least one farmhouse: mark the player who owns it.",
        "cs": "Na louce se statkem musí stát alespoň jeden statek: označte hráče, kterému patří.",
        "ru": "На лугу с усадьбой должна стоять хотя бы одна усадьба: отметьте игрока, которому она принадлежит.",
    },
    "carcassonne_farmhouses_in_box": {
        "en": "The box holds {max} farmhouses; the players have {count} on this meadow.",
        "cs": "Krabice obsahuje {max} statků; na louce jich zadáváte {count}.",
        "ru": "В коробке {max} усадеб; на этом лугу указано {count}.",
    },
    "carcassonne_pennants_exceed_tiles": {
        "en": "Each coat of arms is printed on a city tile: enter at most {max} (the tiles of this city).",
        "cs": "Každý erb je na některé kartičce města: zadejte nejvýše {max} (počet kartiček města).",
        "ru": "Каждый герб напечатан на тайле города: введите не больше {max} (тайлов в городе).",
    },
}
