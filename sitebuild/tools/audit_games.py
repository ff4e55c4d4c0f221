"""Finished games for `audit --calculators`: the history page draws its charts only from games
kept on the device, so the audit stores these in the audited browser's localStorage first, in
the shape the score sheets keep them (runtime/assets/sheet-store.js, checked in full by
sheet-validate.js). Hamburgum's and Hamburg's games draw bars per game, wins and a line per
player, with a tie and a negative score; Catan's stands alone, Amun-Re's stopped halfway."""

from __future__ import annotations

import json

KEY = "rules-calculators:sheet:{}"
NAMES = {
    "en": ["Anna", "Ben", "Clara", "David"],
    "cs": ["Jiří", "Eva", "Petr", "Dana"],
    "ru": ["Фёдор", "Анна", "Борис", "Вера"],
}
# sheet: the figure each player typed (a game of names alone is no game), then per game its
# day and each seat's total; the first seat of a finished game's highest total wins.
GAMES = {
    "hamburgum-game": ("prestige", [("11-02", [71, 64, -2, 50]), ("11-09", [80, 60, 75, 58]), ("11-16", [66, 70, 70])]),
    "hamburg-game": ("money", [("11-03", [40, 52, 52]), ("11-10", [61, 47, 55]), ("11-17", [58, 58, 63])]),
    "catan-game": ("settlements", [("11-05", [10, 7, 8, 6])]),
    "amunre-game": ("gold", [("11-20", [23, 15, 24])]),  # after the Old Kingdom only
}


def _scores(names: list[str], totals: list[int], finished: bool) -> list[dict]:
    ranked = sorted(range(len(totals)), key=lambda seat: -totals[seat])
    best = max(totals)
    return [
        {
            "seat": seat + 1,
            "name": names[seat],
            "total": totals[seat],
            "rank": 1 + sum(other > totals[seat] for other in totals),
            "won": finished and totals[seat] == best,
            "leads": not finished and totals[seat] == best,
        }
        for seat in ranked
    ]


def stores(lang: str) -> dict[str, str]:
    """Each sheet's localStorage key and value."""
    names = NAMES[lang]
    kept = {}
    for sheet, (figure, played) in GAMES.items():
        finished = sheet != "amunre-game"
        games = []
        for n, (day, totals) in enumerate(played):
            players = [{"name": names[seat], figure: "5"} for seat in range(len(totals))]
            game = {"gid": f"audit{n}", "saved": f"2026-{day}T19:00:00.000Z", "inputs": {"players": players}}
            game.update(summary="", scores=_scores(names, totals, finished))
            if not finished:
                game["finished"] = False
            games.append(game)
        kept[KEY.format(sheet)] = json.dumps({"version": 1, "current": None, "games": games}, ensure_ascii=False)
    return kept
