// A score sheet's list of recent games: each with its date, players and winner, a button to
// open it and one to delete it; the game on screen is marked as current.
import { fillText, isolate } from "./fill-text.js";
import { formatDate } from "./present.js";
import { KEEP } from "./sheet-store.js";

// One game in words ("25 Nov 2026, 18:02 · Anna, Ben · winner Anna"), for the list and the Undo note.
export function describeGame(game, lang, text) {
  const players = (game.inputs.players ?? []).map((p, i) => isolate(p.name || `${i + 1}`)).join(", ");
  const winner = isolate(game.summary || text("no_winner"));
  // A game scored halfway (Amun-Re after the Old Kingdom) names who leads, never a winner.
  const key = game.finished === false ? "recent_game_leads" : "recent_game";
  return fillText(text(key), { date: formatDate(game.saved, lang), players, winner });
}

// The latest games of `store`, as just read or written (no second read of the storage); the
// history page lists them all. Items already shown are kept and updated in place, never
// rebuilt: every save re-renders the list, and a tap whose press and release straddle a
// rebuilt button is lost (seen: "Open" tapped as the game just typed was saved).
export function renderRecentGames(list, store, current, lang, text) {
  const shown = new Map([...list.children].map((li) => [li.dataset.game, li]));
  const items = store.games.slice(0, KEEP).map((game) => {
    const li = shown.get(game.gid) ?? newItem(game.gid, text);
    if (game.gid === current) li.setAttribute("aria-current", "true");
    else li.removeAttribute("aria-current");
    const span = li.querySelector("span");
    const words = describeGame(game, lang, text);
    if (span.textContent !== words) span.textContent = words;
    return li;
  });
  const same = items.length === list.children.length && items.every((li, i) => list.children[i] === li);
  if (!same) list.replaceChildren(...items);
}

function newItem(gid, text) {
  const li = document.createElement("li");
  li.dataset.game = gid;
  const span = document.createElement("span");
  const open = document.createElement("button");
  open.type = "button";
  open.dataset.openGame = gid;
  open.textContent = text("open_game");
  const remove = document.createElement("button");
  remove.type = "button";
  remove.dataset.deleteGame = gid;
  remove.textContent = text("delete_game");
  li.append(span, " ", open, " ", remove);
  return li;
}
