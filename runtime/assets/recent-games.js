// A score sheet's list of recent games: each with its date, players and winner, a button to
// open it and one to delete it; the game on screen is marked as current.
import { fillText, isolate } from "./fill-text.js";
import { KEEP } from "./sheet-store.js";

// One game in words ("25 Nov 2026, 18:02 · Anna, Ben · winner Anna"), for the list and the Undo note.
export function describeGame(game, lang, text) {
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const players = (game.inputs.players ?? []).map((p, i) => isolate(p.name || `${i + 1}`)).join(", ");
  const winner = isolate(game.summary || text("no_winner"));
  // A game scored halfway (Amun-Re after the Old Kingdom) names who leads, never a winner.
  const key = game.finished === false ? "recent_game_leads" : "recent_game";
  return fillText(text(key), { date: date.format(new Date(game.saved)), players, winner });
}

// The latest games of `store`, as just read or written (no second read of the storage); the
// history page lists them all.
export function renderRecentGames(list, store, current, lang, text) {
  list.replaceChildren(
    ...store.games.slice(0, KEEP).map((game) => {
      const li = document.createElement("li");
      li.dataset.game = game.gid;
      if (game.gid === current) li.setAttribute("aria-current", "true");
      const span = document.createElement("span");
      span.textContent = describeGame(game, lang, text);
      const open = document.createElement("button");
      open.type = "button";
      open.dataset.openGame = game.gid;
      open.textContent = text("open_game");
      const remove = document.createElement("button");
      remove.type = "button";
      remove.dataset.deleteGame = game.gid;
      remove.textContent = text("delete_game");
      li.append(span, " ", open, " ", remove);
      return li;
    }),
  );
}
