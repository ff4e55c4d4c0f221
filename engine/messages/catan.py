"""Messages for Catan's rule checks."""

# The choice for a special card that no player holds, as the form's list shows it (and its errors).
IN_THE_BANK: dict[str, str] = {"en": "Nobody (in the bank)", "cs": "Nikdo (v banku)", "ru": "Никто (в банке)"}
# "On turn" before anyone is chosen: a new sheet names no winner until the table says whose turn it is.
NOT_CHOSEN: dict[str, str] = {"en": "Not chosen yet", "cs": "Zatím nezvoleno", "ru": "Пока не выбран"}

MESSAGES: dict[str, dict[str, str]] = {
    "catan_number_token": {
        "en": "Number tokens show 2 to 6 or 8 to 12; enter 0 for the desert or the sea.",
        "cs": "Žetony s čísly nesou 2 až 6 nebo 8 až 12; pro poušť nebo moře zadejte 0.",
        "ru": "На жетонах с числами стоят 2–6 или 8–12; для пустыни или моря введите 0.",
    },
    "catan_not_a_player": {
        "en": "This game has {count} players: choose one of them, or {nobody} until you know whose turn it is.",
        "cs": "V této hře jsou {count} hráči: zvolte jednoho z nich, nebo možnost {nobody}, dokud nevíte,"
        " kdo je na tahu.",
        "ru": "В этой партии {count} игрока: выберите одного из них или вариант {nobody}, пока неизвестно, чей ход.",
    },
    # {count} is 3 here (Catan takes 3 or 4 players, and a 4th player is always one of 4), so
    # the sentences use the form for 2–4.
    "catan_holder_not_a_player": {
        "en": "This game has {count} players: choose one of them, or {nobody} if no player holds the card.",
        "cs": "V této hře jsou {count} hráči: zvolte jednoho z nich, nebo možnost {nobody}, nemá-li kartu nikdo.",
        "ru": "В этой партии {count} игрока: выберите одного из них или вариант {nobody}, если карты ни у кого нет.",
    },
    "catan_army_holder_knights": {
        "en": "Largest Army needs at least {min} knights, and its holder has played {count}.",
        "cs": "Největší vojsko vyžaduje nejméně {min} rytíře a jeho držitel jich vyložil {count}.",
        "ru": "Для «Самой большой армии» нужно не меньше {min} рыцарей, а владелец карты сыграл {count}.",
    },
    "catan_army_tie": {
        "en": "Several players have played the most knights ({count}): the card belongs to whichever of them"
        " played that many first, so choose that player as its holder.",
        "cs": "Nejvíce rytířů ({count}) vyložilo několik hráčů: karta patří tomu z nich, kdo jich tolik vyložil"
        " první – zvolte ho jako držitele.",
        "ru": "Больше всего рыцарей ({count}) сыграли несколько игроков: карта принадлежит тому из них, кто первым"
        " сыграл столько, — выберите его владельцем карты.",
    },
}

# Nouns counted in the sentences below, with their plural forms (engine/explain.py).
NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "points": {
        "en": {"one": "point", "other": "points"},
        "cs": {"one": "bod", "few": "body", "other": "bodů"},
        "ru": {"one": "очко", "few": "очка", "many": "очков"},
    },
    "knights": {
        "en": {"one": "knight", "other": "knights"},
        "cs": {"one": "rytíř", "few": "rytíři", "other": "rytířů"},
        "ru": {"one": "рыцарь", "few": "рыцаря", "many": "рыцарей"},
    },
}

# Sentences of the catan-game explanation. Names stand in the nominative only (subject, or after
# a colon or dash), so any name fits without declension.
EXPLAIN: dict[str, dict[str, str]] = {
    "road_keeps": {
        "en": "Longest Road: {holder} keeps it ({length}, the longest road).",
        "cs": "Nejdelší obchodní cesta: {holder} si ji ponechává (silnice o délce {length} je nejdelší).",
        "ru": "Самый длинный тракт: {holder} сохраняет карту (дорога длиной {length} — самая длинная).",
    },
    "road_keeps_tie": {
        "en": "Longest Road: {holder} keeps it ({length} = {length}, the holder keeps it).",
        "cs": "Nejdelší obchodní cesta: {holder} si ji ponechává ({length} = {length}, při shodě karta zůstává"
        " držiteli).",
        "ru": "Самый длинный тракт: {holder} сохраняет карту ({length} = {length}, при равенстве карта остаётся"
        " у владельца).",
    },
    "road_takes": {
        "en": "Longest Road: {player} takes it from {holder} ({length} to {before}).",
        "cs": "Nejdelší obchodní cesta: kartu získává {player} ({length} proti {before}; dosavadní držitel: {holder}).",
        "ru": "Самый длинный тракт: карту получает {player} ({length} против {before}; прежний владелец — {holder}).",
    },
    "road_gets": {
        "en": "Longest Road: {player} gets it ({length}: at least {min} and longer than any other road).",
        "cs": "Nejdelší obchodní cesta: kartu získává {player} (silnice o délce {length}: nejméně {min} a delší"
        " než všechny ostatní).",
        "ru": "Самый длинный тракт: карту получает {player} (дорога длиной {length}: не меньше {min} и длиннее"
        " всех остальных).",
    },
    "road_back_tie": {
        "en": "Longest Road: the card goes back to the bank: {names} tie for the longest road ({length}), and it"
        " stays there until one road is longer than all others.",
        "cs": "Nejdelší obchodní cesta: karta se vrací do banku – nejdelší silnici ({length}) mají shodně {names}"
        " a v banku zůstane, dokud jedna silnice nebude delší než ostatní.",
        "ru": "Самый длинный тракт: карта возвращается в банк — самую длинную дорогу ({length}) имеют сразу"
        " {names}; карта лежит в банке, пока одна дорога не станет длиннее остальных.",
    },
    "road_stays_tie": {
        "en": "Longest Road: the card stays in the bank: {names} tie for the longest road ({length}), and only a"
        " road longer than all others takes it.",
        "cs": "Nejdelší obchodní cesta: karta zůstává v banku – nejdelší silnici ({length}) mají shodně {names}"
        " a získat ji lze jen silnicí delší než všechny ostatní.",
        "ru": "Самый длинный тракт: карта остаётся в банке — самую длинную дорогу ({length}) имеют сразу"
        " {names}; получить её можно только дорогой длиннее всех остальных.",
    },
    "road_back_short": {
        "en": "Longest Road: the card goes back to the bank: no road has {min} or more sections now.",
        "cs": "Nejdelší obchodní cesta: karta se vrací do banku – žádná silnice teď nemá aspoň {min} úseků.",
        "ru": "Самый длинный тракт: карта возвращается в банк — ни в одной дороге теперь нет {min} участков.",
    },
    "road_none": {
        "en": "Longest Road: nobody has a road of {min} or more sections yet.",
        "cs": "Nejdelší obchodní cesta: zatím nikdo nemá silnici aspoň z {min} úseků.",
        "ru": "Самый длинный тракт: пока ни у кого нет дороги хотя бы из {min} участков.",
    },
    "army_keeps": {
        "en": "Largest Army: {holder} keeps it ({knights}, the most).",
        "cs": "Největší vojsko: {holder} si ho ponechává ({knights}, nejvíce ze všech).",
        "ru": "Самая большая армия: {holder} сохраняет карту ({knights}, больше всех).",
    },
    "army_keeps_tie": {
        "en": "Largest Army: {holder} keeps it ({count} = {count}; only more knights take it).",
        "cs": "Největší vojsko: {holder} si ho ponechává ({count} = {count}; převzít ho lze jen s více rytíři).",
        "ru": "Самая большая армия: {holder} сохраняет карту ({count} = {count}; забрать её можно только"
        " большим числом рыцарей).",
    },
    "army_takes": {
        "en": "Largest Army: {player} takes it from {holder} ({count} knights to {before}).",
        "cs": "Největší vojsko: kartu získává {player} ({count} proti {before}; dosavadní držitel: {holder}).",
        "ru": "Самая большая армия: карту получает {player} ({count} против {before}; прежний владелец — {holder}).",
    },
    "army_gets": {
        "en": "Largest Army: {player} gets it ({knights}: at least {min} and more than anyone else).",
        "cs": "Největší vojsko: kartu získává {player} ({knights}: nejméně {min} a nejvíce ze všech).",
        "ru": "Самая большая армия: карту получает {player} ({knights}: не меньше {min} и больше всех).",
    },
    "army_none": {
        "en": "Largest Army: nobody has played {min} knights yet.",
        "cs": "Největší vojsko: zatím nikdo nevyložil {min} rytíře.",
        "ru": "Самая большая армия: пока никто не сыграл {min} рыцарей.",
    },
    "win": {
        "en": "{player} is on turn with {points} and wins.",
        "cs": "{player} je na tahu, má {points} a vítězí.",
        "ru": "{player} набирает {points} в свой ход и побеждает.",
    },
    "waiting": {
        "en": "{player} has {points} but can win only on their own turn.",
        "cs": "{player} má {points}, ale vyhrát může jen ve svém tahu.",
        "ru": "{player}: {points}, но победить можно только в свой ход.",
    },
    "no_turn": {
        "en": "No winner yet: choose who is on turn (only the player on turn can win).",
        "cs": "Zatím nikdo nevyhrál: zvolte, kdo je na tahu (vyhrát může jen hráč na tahu).",
        "ru": "Победителя пока нет: выберите, кто ходит (победить можно только в свой ход).",
    },
    "no_winner": {
        "en": "No winner yet: {player} is on turn with {points} of {goal}.",
        "cs": "Zatím nikdo nevyhrál: na tahu je {player} a má {points} z {goal}.",
        "ru": "Победителя пока нет: ходит {player}, набрано {points} из {goal}.",
    },
}
