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
        "en": "The starting player must be one of the {count} players: choose one from the list.",
        "cs": "Začínající hráč musí být jedním z hráčů této hry (je jich {count}): zvolte ho ze seznamu.",
        "ru": "Стартовым игроком должен быть один из игроков этой партии (их {count}): выберите его из списка.",
    },
    "amunre_fixed_income": {
        "en": "Fixed income is 4 or 8 gold (ABU and BERENIKE); enter 0 for any other province.",
        "cs": "Zaručený příjem je 4, nebo 8 zlatých (ABU a BERENIKE); u ostatních provincií zadejte 0.",
        "ru": "Гарантированный доход — 4 или 8 золотых (ABU и BERENIKE); для других провинций введите 0.",
    },
    "amunre_camel_income": {
        "en": "Camel income is 5, 7 or 8 gold (KHARGA, SAWU, AVARIS); enter 0 for any other province.",
        "cs": "Příjem s velbloudem je 5, 7, nebo 8 zlatých (KHARGA, SAWU, AVARIS); u ostatních provincií zadejte 0.",
        "ru": "Доход по символу верблюда — 5, 7 или 8 золотых (KHARGA, SAWU, AVARIS); для других провинций введите 0.",
    },
    "amunre_fixed_and_camel": {
        "en": "No province has both fixed and camel income: enter 0 for one of them.",
        "cs": "Žádná provincie nemá zaručený příjem i příjem s velbloudem zároveň: u jednoho zadejte 0.",
        "ru": "Ни у одной провинции нет одновременно гарантированного дохода и дохода по символу верблюда:"
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
    # A temple-track number the rulebook confirms (sources.md § Amun-Re): {value} at space {position}.
    "amunre_per_farmer_confirmed": {
        "en": "With the Amun-Re temple on space {position}, each farmer yields {value} gold, not {count}:"
        " enter {value}, or 0 to take the value from the track.",
        "cs": "Stojí-li chrám Amun-Re na poli {position}, vynese každý farmář {value} zl., ne {count}:"
        " zadejte {value}, nebo 0 (hodnota podle stupnice).",
        "ru": "Когда храм Амун-Ре стоит на делении {position}, каждый фермер приносит {value} зол., а не {count}:"
        " введите {value} или 0 (значение по шкале).",
    },
    "amunre_temple_vp_confirmed": {
        "en": "With the Amun-Re temple on space {position}, each temple scores {value} VP, not {count}:"
        " enter {value}, or 0 to take the value from the track.",
        "cs": "Stojí-li chrám Amun-Re na poli {position}, dává každý chrám {value} b., ne {count}:"
        " zadejte {value}, nebo 0 (hodnota podle stupnice).",
        "ru": "Когда храм Амун-Ре стоит на делении {position}, каждый храм приносит {value} оч., а не {count}:"
        " введите {value} или 0 (значение по шкале).",
    },
    "amunre_owner_not_player": {
        "en": "A province's owner must be one of the {count} players.",
        "cs": "Vlastníkem provincie musí být jeden z hráčů (je jich {count}).",
        "ru": "Владельцем провинции должен быть один из игроков (их {count}).",
    },
    "amunre_three_provinces": {
        "en": "{player} already holds {max} provinces, the most a player can hold.",
        "cs": "{player} už drží {max} provincie, víc jich jeden hráč mít nemůže.",
        "ru": "{player} уже владеет {max} провинциями — больше одному игроку иметь нельзя.",
    },
}

# Nouns counted in the sentences below, with their plural forms (engine/explain.py).
NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "points": {
        "en": {"one": "point", "other": "points"},
        "cs": {"one": "bod", "few": "body", "other": "bodů"},
        "ru": {"one": "очко", "few": "очка", "many": "очков"},
    },
    "pyramids": {
        "en": {"one": "pyramid", "other": "pyramids"},
        "cs": {"one": "pyramida", "few": "pyramidy", "other": "pyramid"},
        "ru": {"one": "пирамида", "few": "пирамиды", "many": "пирамид"},
    },
    "gold": {
        "en": {"one": "gold", "other": "gold"},
        "cs": {"one": "zlatý", "few": "zlaté", "other": "zlatých"},
        "ru": {"one": "золотой", "few": "золотых", "many": "золотых"},
    },
    # Points after "with": Czech "s 23 body" (instrumental); English and Russian as "points".
    "points_with": {
        "en": {"one": "point", "other": "points"},
        "cs": {"one": "bodem", "few": "body", "other": "body"},
        "ru": {"one": "очко", "few": "очка", "many": "очков"},
    },
    # Held, as counted in "rows_short" (cs: the accusative after "drží").
    "provinces": {
        "en": {"one": "province", "other": "provinces"},
        "cs": {"one": "provincii", "few": "provincie", "other": "provincií"},
        "ru": {"one": "провинция", "few": "провинции", "many": "провинций"},
    },
    "stones": {
        "en": {"one": "building stone", "other": "building stones"},
        "cs": {"one": "stavební kámen", "few": "stavební kameny", "other": "stavebních kamenů"},
        "ru": {"one": "строительный камень", "few": "строительных камня", "many": "строительных камней"},
    },
}

# Sentences of the amunre-game explanation. Names stand in the nominative only (subject, or
# after a dash or in brackets), so any name fits without declension; counts in brackets.
EXPLAIN: dict[str, dict[str, str]] = {
    "west": {"en": "West of the Nile", "cs": "Na západ od Nilu", "ru": "К западу от Нила"},
    "east": {"en": "East of the Nile", "cs": "Na východ od Nilu", "ru": "К востоку от Нила"},
    "nile_one": {
        "en": "{side}: province {province} ({owner}, {pyramids}) has the most pyramids; {owner} scores {vp}.",
        "cs": "{side}: nejvíce pyramid má provincie {province} ({owner}, {pyramids}); {owner} získává {vp}.",
        "ru": "{side}: больше всего пирамид в провинции {province} ({owner}, {pyramids}); {owner} получает {vp}.",
    },
    "nile_stones": {
        "en": "{side}: provinces {provinces} have {pyramids} each; province {province} ({owner}) has more"
        " building stones ({best} to {next}), so {owner} scores {vp}.",
        "cs": "{side}: provincie {provinces} mají shodný počet pyramid ({count}); více stavebních kamenů má"
        " provincie {province} ({owner}, {best} proti {next}), a tak {owner} získává {vp}.",
        "ru": "{side}: в провинциях {provinces} поровну пирамид ({count}); строительных камней больше в провинции"
        " {province} ({owner}, {best} против {next}), поэтому {owner} получает {vp}.",
    },
    "nile_shared": {
        "en": "{side}: provinces {provinces} tie on {pyramids} and {stones}; {owners} each score {vp}.",
        "cs": "{side}: provincie {provinces} mají shodný počet pyramid ({count}) i stavebních kamenů"
        " ({stone_count}); každý z vlastníků ({owners}) získává {vp}.",
        "ru": "{side}: в провинциях {provinces} поровну пирамид ({count}) и строительных камней ({stone_count});"
        " {owners} получают по {vp}.",
    },
    "nile_shared_one_owner": {
        "en": "{side}: provinces {provinces} tie on {pyramids} and {stones}; they have one owner, {owner},"
        " who scores {vp} once.",
        "cs": "{side}: provincie {provinces} mají shodný počet pyramid ({count}) i stavebních kamenů"
        " ({stone_count}) a téhož vlastníka: {owner} získává {vp} jen jednou.",
        "ru": "{side}: в провинциях {provinces} поровну пирамид ({count}) и строительных камней ({stone_count}),"
        " и владелец у них один: {owner} получает {vp} только один раз.",
    },
    "nile_none": {
        "en": "{side}: no province has a pyramid, so nobody scores {vp}.",
        "cs": "{side}: žádná provincie nemá pyramidu, {vp} proto nezíská nikdo.",
        "ru": "{side}: ни в одной провинции нет пирамид, поэтому {vp} не получает никто.",
    },
    "temples": {
        "en": "Temples: {each} per temple (the Amun-Re temple stands on space {position}).",
        "cs": "Chrámy: {each} za chrám (chrám boha Amun-Re stojí na poli {position}).",
        "ru": "Храмы: {each} за храм (храм Амун-Ре стоит на делении {position}).",
    },
    "gold_place": {
        "en": "Gold, place {place}: {name} ({gold}) scores {vp}.",
        "cs": "Zlato: {place}. místo má {name} ({gold}) a získává {vp}.",
        "ru": "Золото: {place}-е место — {name} ({gold}), {vp}.",
    },
    "gold_shared": {
        "en": "Gold, place {place}: {names} tie ({gold}) and each score {vp}; the next place is {next}.",
        "cs": "Zlato: o {place}. místo se dělí {names} ({gold}) a každý z hráčů získává {vp}; další v pořadí je"
        " až na {next}. místě.",
        "ru": "Золото: {place}-е место делят {names} ({gold}), каждый получает {vp}; следующий по золоту —"
        " только на {next}-м месте.",
    },
    "gold_shared_last": {
        "en": "Gold, place {place}: {names} tie ({gold}) and each score {vp}.",
        "cs": "Zlato: o {place}. místo se dělí {names} ({gold}) a každý z hráčů získává {vp}.",
        "ru": "Золото: {place}-е место делят {names} ({gold}), каждый получает {vp}.",
    },
    # Why a player's complete rows are 0 although they have pyramids (Fáze 6.2: a row takes a
    # pyramid in each of the player's 3 provinces).
    "rows_short": {
        "en": "{player} holds {provinces} in this kingdom: a complete row needs a pyramid in each of {need}"
        " provinces, so no row scores.",
        "cs": "{player} drží v této říši {provinces}: ke kompletní řadě je potřeba pyramida v každé ze {need}"
        " provincií, takže se žádná řada nepočítá.",
        "ru": "{player}: в этом царстве {provinces}, а для полного ряда нужна пирамида в каждой из {need}"
        " провинций, поэтому ряды не засчитываются.",
    },
    "old_kingdom": {
        "en": "Old Kingdom: gold is scored only at the end of the New Kingdom.",
        "cs": "Stará říše: zlato se počítá až na konci Nové říše.",
        "ru": "Древнее царство: золото учитывается только в конце Нового царства.",
    },
    "new_kingdom": {
        "en": "New Kingdom: the totals include the points of the Old Kingdom scoring.",
        "cs": "Nová říše: součty zahrnují body z bodování Staré říše.",
        "ru": "Новое царство: итог включает очки подсчёта Древнего царства.",
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
    "win_pyramids": {
        "en": "{winner} wins with more pyramids ({best} to {next}).",
        "cs": "Vítězí {winner} díky většímu počtu pyramid ({best} proti {next}).",
        "ru": "Побеждает {winner} благодаря большему числу пирамид ({best} против {next}).",
    },
    "lead_pyramids": {
        "en": "{names} have the most pyramids ({best} to {next}).",
        "cs": "Nejvíce pyramid ({best} proti {next}) mají {names}.",
        "ru": "Больше всего пирамид ({best} против {next}) имеют {names}.",
    },
    "same_pyramids": {
        "en": "{names} also tie on pyramids ({value}).",
        "cs": "Shodný je i počet pyramid ({value}).",
        "ru": "Поровну и пирамид ({value}).",
    },
    "win_stones": {
        "en": "{winner} wins with more building stones ({best} to {next}).",
        "cs": "Vítězí {winner} díky většímu počtu stavebních kamenů ({best} proti {next}).",
        "ru": "Побеждает {winner} благодаря большему числу строительных камней ({best} против {next}).",
    },
    "lead_stones": {
        "en": "{names} have the most building stones ({best} to {next}).",
        "cs": "Nejvíce stavebních kamenů ({best} proti {next}) mají {names}.",
        "ru": "Больше всего строительных камней ({best} против {next}) имеют {names}.",
    },
    "same_stones": {
        "en": "{names} also tie on building stones ({value}).",
        "cs": "Shodný je i počet stavebních kamenů ({value}).",
        "ru": "Поровну и строительных камней ({value}).",
    },
    # After the Old Kingdom the game is half over: the table has leaders, not winners.
    "leads": {
        "en": "After the Old Kingdom {leader} leads with {amount}.",
        "cs": "Po Staré říši vede {leader} s {amount}.",
        "ru": "После Древнего царства лидирует {leader}: {amount}.",
    },
    "lead_shared": {
        "en": "After the Old Kingdom {names} share the lead with {amount} each.",
        "cs": "Po Staré říši vedou {names} se stejným počtem bodů ({value}).",
        "ru": "После Древнего царства лидируют {names}: у каждого {amount}.",
    },
    "share": {
        "en": "{names} share the victory.",
        "cs": "O vítězství se dělí {names}.",
        "ru": "Победу делят {names}.",
    },
}

# The choices of the forms, as the player reads them (engine key → label); the errors name them
# the same way (engine/fields.py, Choice).
OPTIONS: dict[str, dict[str, dict[str, str]]] = {
    "kingdom": {
        "old": {"en": "Old Kingdom", "cs": "Stará říše", "ru": "Древнее царство"},
        "new": {
            "en": "New Kingdom (end of the game)",
            "cs": "Nová říše (konec hry)",
            "ru": "Новое царство (конец игры)",
        },
    },
    "side": {
        "west": {"en": "West", "cs": "Západ", "ru": "Запад"},
        "east": {"en": "East", "cs": "Východ", "ru": "Восток"},
    },
}

# What a list of rows holds, for "Enter 3 to 5 {noun}" (as engine/messages/common.py's ROW_NOUNS).
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "provinces": {
        "en": {"one": "province", "other": "provinces"},
        "cs": {"one": "provincii", "few": "provincie", "other": "provincií"},
        "ru": {"one": "провинции", "few": "провинций", "many": "провинций"},
    },
    "corrections": {
        "en": {"one": "Sacrifice Adjustment card", "other": "Sacrifice Adjustment cards"},
        "cs": {"one": "kartu Změna oběti", "few": "karty Změna oběti", "other": "karet Změna oběti"},
        "ru": {"one": "карты «Изменение жертвы»", "few": "карт «Изменение жертвы»", "many": "карт «Изменение жертвы»"},
    },
}
