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
    # The whole-game sheet (carcassonne-game): its players, entries and pieces text. {seat} is the
    # player's name or "Player n"; it stands first, before a colon, so no name is declined.
    "carcassonne_colour_taken": {
        "en": "{player} already plays {colour}: choose another colour, or “No colour”.",
        "cs": "Barvu {colour} už má {player}: zvolte jinou barvu, nebo „Bez barvy“.",
        "ru": "{player} уже играет цветом {colour}: выберите другой цвет или «Без цвета».",
    },
    "carcassonne_field_at_end": {
        "en": "A field without a farmhouse is scored only in the final scoring: tick “Final scoring”.",
        "cs": "Louka bez statku se vyhodnocuje až při závěrečném vyhodnocení: zaškrtněte „Na konci hry“.",
        "ru": "Поле без амбара подсчитывается только при финальном подсчёте: отметьте «В конце игры».",
    },
    "carcassonne_monastery_complete": {
        "en": "During play a monastery or abbey is scored only when complete: enter {count} surrounding tiles,"
        " or tick “Final scoring” for an unfinished one.",
        "cs": "Během hry se klášter či opatství vyhodnocuje až po dokončení: zadejte {count} okolních kartiček,"
        " nebo u nedokončeného zaškrtněte „Na konci hry“.",
        "ru": "Во время игры монастырь или аббатство подсчитывается только после завершения: укажите {count}"
        " соседних квадратов или для незавершённого отметьте «В конце игры».",
    },
    "carcassonne_pieces_too_many_seats": {
        "en": "The figures are written for {count} seats, but the game has {players} players: remove the extra"
        " commas, or add a player.",
        "cs": "Figurky jsou zapsány pro víc míst ({count}), než má hra hráčů ({players}): odstraňte přebytečné"
        " čárky, nebo přidejte hráče.",
        "ru": "Фигурки записаны для большего числа мест ({count}), чем игроков в партии ({players}): удалите"
        " лишние запятые или добавьте игрока.",
    },
    "carcassonne_pieces_unreadable": {
        "en": "{seat}: “{token}” cannot be read. Write the number of followers, then the letters of the special"
        " figures (m mayor, w wagon, b big follower, h farmhouse), e.g. “2w”; separate the players with commas.",
        "cs": "{seat}: „{token}“ nelze přečíst. Napište počet družiníků a za něj písmena zvláštních figurek"
        " (m starosta, w vůz, b velký družiník, h statek), např. „2w“; hráče oddělte čárkami.",
        "ru": "{seat}: «{token}» не удаётся прочитать. Напишите число подданных, а за ним буквы особых фигурок"
        " (m — мэр, w — повозка, b — большой подданный, h — амбар), например «2w»; игроков разделяйте запятыми.",
    },
    "carcassonne_pieces_too_many": {
        "en": "{seat}: {count} followers on one feature is more than a player has (at most {max}).",
        "cs": "{seat}: {count} družiníků na jednom území je víc, než hráč má (nejvýše {max}).",
        "ru": "{seat}: подданных на одном объекте больше, чем есть у игрока: {count} (не больше {max}).",
    },
    "carcassonne_pieces_too_many_points": {
        "en": "{seat}: enter at most {max} points in one entry (now {count}).",
        "cs": "{seat}: v jednom záznamu zadejte nejvýše {max} bodů (nyní {count}).",
        "ru": "{seat}: в одной записи укажите не больше {max} очков (сейчас {count}).",
    },
    "carcassonne_pieces_not_here": {
        "en": "{seat}: the letter “{letter}” ({piece}) does not belong in an entry {feature}.",
        "cs": "{seat}: písmeno „{letter}“ ({piece}) do záznamu {feature} nepatří.",
        "ru": "{seat}: буква «{letter}» ({piece}) не подходит для записи {feature}.",
    },
    "carcassonne_pieces_twice": {
        "en": "{seat}: the letter “{letter}” ({piece}) is written twice; each player has only one.",
        "cs": "{seat}: písmeno „{letter}“ ({piece}) je zapsáno dvakrát; každý hráč má jen jednu takovou figurku.",
        "ru": "{seat}: буква «{letter}» ({piece}) написана дважды; у каждого игрока только одна такая фигурка.",
    },
    "carcassonne_pieces_one_farmhouse": {
        "en": "A farmhouse is placed by one player: write “h” at exactly that player's seat (now {count}),"
        " e.g. “,,3h”.",
        "cs": "Statek staví jeden hráč: napište „h“ právě u tohoto hráče (nyní {count}×), např. „,,3h“.",
        "ru": "Амбар выставляет один игрок: напишите «h» ровно у этого игрока (сейчас {count}), например «,,3h».",
    },
    "carcassonne_pieces_needs_farmhouse": {
        "en": "A farmhouse field needs its farmhouse: write “h” at the seat of each farmhouse's owner, e.g. “,h”.",
        "cs": "Louka se statkem potřebuje svůj statek: napište „h“ u každého vlastníka statku, např. „,h“.",
        "ru": "На поле с амбаром нужен амбар: напишите «h» у каждого владельца амбара, например «,h».",
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
    "piece": {
        "m": {"en": "mayor", "cs": "starosta", "ru": "мэр"},
        "w": {"en": "wagon", "cs": "vůz", "ru": "повозка"},
        "b": {"en": "big follower", "cs": "velký družiník", "ru": "большой подданный"},
        "h": {"en": "farmhouse", "cs": "statek", "ru": "амбар"},
    },
    "entry": {
        "city": {"en": "City", "cs": "Město", "ru": "Город"},
        "road": {"en": "Road", "cs": "Cesta", "ru": "Дорога"},
        "monastery": {"en": "Monastery", "cs": "Klášter", "ru": "Монастырь"},
        "abbey": {"en": "Abbey", "cs": "Opatství", "ru": "Аббатство"},
        "field": {
            "en": "Field (final scoring)",
            "cs": "Louka (závěrečné vyhodnocení)",
            "ru": "Поле (финальный подсчёт)",
        },
        "farmhouse": {
            "en": "Farmhouse: placed, or its field at the end",
            "cs": "Statek: postavený, nebo jeho louka na konci",
            "ru": "Амбар: выставлен или его поле в конце",
        },
        "joined": {
            "en": "Field joined to a farmhouse field",
            "cs": "Louka připojená k louce se statkem",
            "ru": "Поле, присоединённое к полю с амбаром",
        },
        "points": {"en": "Points entered by hand", "cs": "Body zadané ručně", "ru": "Очки, введённые вручную"},
    },
    # Follower colours: the base game's five and the expansion's grey (rulebook 003: 6 colours).
    "colour": {
        "none": {"en": "No colour", "cs": "Bez barvy", "ru": "Без цвета"},
        "blue": {"en": "Blue", "cs": "Modrá", "ru": "Синий"},
        "red": {"en": "Red", "cs": "Červená", "ru": "Красный"},
        "green": {"en": "Green", "cs": "Zelená", "ru": "Зелёный"},
        "yellow": {"en": "Yellow", "cs": "Žlutá", "ru": "Жёлтый"},
        "black": {"en": "Black", "cs": "Černá", "ru": "Чёрный"},
        "grey": {"en": "Grey", "cs": "Šedá", "ru": "Серый"},
    },
}

# What a list of rows holds, for "Enter 0 to 300 {noun}" (as engine/messages/common.py's ROW_NOUNS).
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "entries": {
        "en": {"one": "scoring", "other": "scorings"},
        "cs": {"one": "vyhodnocení", "few": "vyhodnocení", "other": "vyhodnocení"},
        "ru": {"one": "подсчёта", "few": "подсчётов", "many": "подсчётов"},
    },
}

# Nouns counted in the log's lines (engine/explain.py), nominative.
NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "points": {
        "en": {"one": "point", "other": "points"},
        "cs": {"one": "bod", "few": "body", "other": "bodů"},
        "ru": {"one": "очко", "few": "очка", "many": "очков"},
    },
    "tiles": {
        "en": {"one": "tile", "other": "tiles"},
        "cs": {"one": "kartička", "few": "kartičky", "other": "kartiček"},
        "ru": {"one": "квадрат", "few": "квадрата", "many": "квадратов"},
    },
    "arms": {
        "en": {"one": "coat of arms", "other": "coats of arms"},
        "cs": {"one": "štít", "few": "štíty", "other": "štítů"},
        "ru": {"one": "щит", "few": "щита", "many": "щитов"},
    },
    "surrounding": {
        "en": {"one": "surrounding tile", "other": "surrounding tiles"},
        "cs": {"one": "okolní kartička", "few": "okolní kartičky", "other": "okolních kartiček"},
        "ru": {"one": "соседний квадрат", "few": "соседних квадрата", "many": "соседних квадратов"},
    },
    "cities": {
        "en": {"one": "completed city", "other": "completed cities"},
        "cs": {"one": "dokončené město", "few": "dokončená města", "other": "dokončených měst"},
        "ru": {"one": "завершённый город", "few": "завершённых города", "many": "завершённых городов"},
    },
    "knights": {
        "en": {"one": "knight", "other": "knights"},
        "cs": {"one": "rytíř", "few": "rytíři", "other": "rytířů"},
        "ru": {"one": "рыцарь", "few": "рыцаря", "many": "рыцарей"},
    },
    "robbers": {
        "en": {"one": "robber", "other": "robbers"},
        "cs": {"one": "lupič", "few": "lupiči", "other": "lupičů"},
        "ru": {"one": "разбойник", "few": "разбойника", "many": "разбойников"},
    },
    "monks": {
        "en": {"one": "monk", "other": "monks"},
        "cs": {"one": "mnich", "few": "mniši", "other": "mnichů"},
        "ru": {"one": "монах", "few": "монаха", "many": "монахов"},
    },
    "farmers": {
        "en": {"one": "farmer", "other": "farmers"},
        "cs": {"one": "sedlák", "few": "sedláci", "other": "sedláků"},
        "ru": {"one": "крестьянин", "few": "крестьянина", "many": "крестьян"},
    },
}

# The log's lines and the sheet's verdict. A line is "{head}: {who scored}"; names stand in the
# nominative only (first, or before their points), so any name fits without declension.
EXPLAIN: dict[str, dict[str, str]] = {
    "head_city": {"en": "City, {tiles}, {arms}", "cs": "Město, {tiles}, {arms}", "ru": "Город, {tiles}, {arms}"},
    "head_city_end": {
        "en": "Unfinished city at the end, {tiles}, {arms}",
        "cs": "Nedokončené město na konci hry, {tiles}, {arms}",
        "ru": "Незавершённый город в конце игры, {tiles}, {arms}",
    },
    "head_road": {"en": "Road, {tiles}", "cs": "Cesta, {tiles}", "ru": "Дорога, {tiles}"},
    "head_road_end": {
        "en": "Unfinished road at the end, {tiles}",
        "cs": "Nedokončená cesta na konci hry, {tiles}",
        "ru": "Незавершённая дорога в конце игры, {tiles}",
    },
    "head_monastery": {"en": "Monastery, complete", "cs": "Klášter, dokončený", "ru": "Монастырь, завершён"},
    "head_monastery_end": {
        "en": "Unfinished monastery at the end, {surrounding}",
        "cs": "Nedokončený klášter na konci hry, {surrounding}",
        "ru": "Незавершённый монастырь в конце игры, {surrounding}",
    },
    "head_abbey": {"en": "Abbey, complete", "cs": "Opatství, dokončené", "ru": "Аббатство, завершено"},
    "head_abbey_end": {
        "en": "Unfinished abbey at the end, {surrounding}",
        "cs": "Nedokončené opatství na konci hry, {surrounding}",
        "ru": "Незавершённое аббатство в конце игры, {surrounding}",
    },
    "head_field": {"en": "Field, {cities}", "cs": "Louka, {cities}", "ru": "Поле, {cities}"},
    "head_farmhouse": {
        "en": "Farmhouse placed, field with {cities}",
        "cs": "Postavený statek, na louce {cities}",
        "ru": "Выставлен амбар, на поле {cities}",
    },
    "head_farmhouse_end": {
        "en": "Farmhouse field at the end, {cities}",
        "cs": "Louka se statkem na konci hry, {cities}",
        "ru": "Поле с амбаром в конце игры, {cities}",
    },
    "head_joined": {
        "en": "Field joined to a farmhouse field, {cities}",
        "cs": "Louka připojená k louce se statkem, {cities}",
        "ru": "Поле, присоединённое к полю с амбаром, {cities}",
    },
    "head_points": {
        "en": "Points entered by hand (not modelled by this sheet)",
        "cs": "Body zadané ručně (arch je sám nepočítá)",
        "ru": "Очки, введённые вручную (лист их сам не считает)",
    },
    "scored": {"en": "{name} {points}", "cs": "{name} {points}", "ru": "{name} {points}"},
    "scored_why": {
        "en": "{name} {points} ({reason})",
        "cs": "{name} {points} ({reason})",
        "ru": "{name} {points} ({reason})",
    },
    "by_hand": {"en": "{name} +{points}", "cs": "{name} +{points}", "ru": "{name} +{points}"},
    "tie_same": {
        "en": "{names} (tie: {reason} each)",
        "cs": "{names} (shoda: u každého {reason})",
        "ru": "{names} (поровну: у каждого {reason})",
    },
    "tie_strength": {
        "en": "{names} (tie: strength {strength} each)",
        "cs": "{names} (shoda: u každého síla {strength})",
        "ru": "{names} (поровну: у каждого сила {strength})",
    },
    "mayor_strength": {
        "en": "mayor, strength {strength}",
        "cs": "starosta, síla {strength}",
        "ru": "мэр, сила {strength}",
    },
    "nobody": {"en": "nobody scores", "cs": "nikdo nezískává body", "ru": "очков никто не получает"},
    "nobody_mayor": {
        "en": "nobody scores (a mayor in a city without coats of arms has strength 0)",
        "cs": "nikdo nezískává body (starosta ve městě bez štítů má sílu 0)",
        "ru": "очков никто не получает (у мэра в городе без щитов сила 0)",
    },
    "win": {
        "en": "{winner} wins with {amount}.",
        "cs": "Vítězí {winner}: {amount}.",
        "ru": "Побеждает {winner}: {amount}.",
    },
    "tie": {
        "en": "{names} tie on {amount}.",
        "cs": "Stejný počet bodů ({value}) mají {names}.",
        "ru": "Поровну очков ({value}) набрали {names}.",
    },
    # The base game names the player with the most points the winner and has no tie-break
    # (docs/en/sources.md § Carcassonne): tied players share the victory.
    "share": {"en": "{names} share the victory.", "cs": "O vítězství se dělí {names}.", "ru": "Победу делят {names}."},
    "leads": {
        "en": "{leader} leads with {amount}.",
        "cs": "Vede {leader}: {amount}.",
        "ru": "Лидирует {leader}: {amount}.",
    },
    "lead_shared": {
        "en": "{names} share the lead with {amount} each.",
        "cs": "Vedou {names} se stejným počtem bodů ({value}).",
        "ru": "Лидируют {names}: у каждого {amount}.",
    },
    "not_over": {
        "en": "The game is not over: once the final scoring is entered, tick “Game over” to name the winner.",
        "cs": "Hra ještě neskončila: po zadání závěrečného vyhodnocení zaškrtněte „Konec hry“ a arch určí vítěze.",
        "ru": "Игра ещё не окончена: после финального подсчёта отметьте «Игра окончена», и лист назовёт победителя.",
    },
}
