// The club's history: every game the score sheets keep on this device (sheet-store.js), newest
// first; each player's games, wins and best score per game; and the one-file export that moves
// them to another device, merged there game by game. Pure: the page (history-page.js) reads
// and writes the storage.
import { KEPT, holdsEntries } from "./sheet-store.js";
import { validGame } from "./sheet-validate.js";

export const FORMAT = "rules-calculators:games";
export const VERSION = 1;
export const MAX_FILE = 5_000_000; // characters; localStorage itself holds about this much

const isPlain = (value) =>
  value !== null && typeof value === "object" && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
const time = (game) => Date.parse(game.saved);
// A corrected game keeps its date (`saved`) and says when it was corrected (`edited`).
const changedAt = (game) => Math.max(time(game), Date.parse(game.edited ?? game.saved));

// [{sheet, game}] of every sheet's games, newest first. `stores`: {sheetId: store}; `sheets`:
// the page's sheets ({id, …}) in the site's order, which breaks a tie of saved times.
// A game holding nothing entered (kept before such games were no longer saved) is not listed.
export function listGames(sheets, stores) {
  const all = sheets.flatMap((sheet) =>
    (stores[sheet.id]?.games ?? [])
      .filter((game) => !sheet.inputs || holdsEntries(game.inputs, sheet.inputs))
      .map((game) => ({ sheet, game })),
  );
  return all.sort((a, b) => time(b.game) - time(a.game));
}

// A game's verdict: {kind: "won" | "leads" | "none" | "unscored", names}. A game scored halfway
// (Amun-Re after the Old Kingdom, `finished: false`) names who leads, never a winner; every
// tied winner is named; a game kept before scores were kept with it says nothing it cannot know.
export function verdict(game, seatName) {
  if (!Array.isArray(game.scores)) return { kind: "unscored", names: [] };
  const name = (score) => score.name || seatName(score.seat);
  if (game.finished === false) {
    const leaders = game.scores.filter((score) => score.leads).map(name);
    return { kind: leaders.length ? "leads" : "none", names: leaders };
  }
  const winners = game.scores.filter((score) => score.won).map(name);
  // A winner outside the rows (Hamburg's solo opponent) is only in the summary.
  if (!winners.length && game.summary) return { kind: "won", names: [game.summary] };
  return { kind: winners.length ? "won" : "none", names: winners };
}

// Per player (by the name as typed, trimmed; an unnamed seat is nobody's): finished games with
// scores played, won, and the best total on each sheet. Sorted by wins, then games, then name.
export function playerStats(entries, lang = "en") {
  const players = new Map();
  for (const { sheet, game } of entries) {
    if (game.finished === false || !Array.isArray(game.scores)) continue;
    const counted = new Set(); // a name typed twice in one game counts once
    for (const score of game.scores) {
      const name = score.name.trim();
      if (!name || counted.has(name)) continue;
      counted.add(name);
      const stats = players.get(name) ?? { name, played: 0, wins: 0, best: {} };
      stats.played += 1;
      if (score.won) stats.wins += 1;
      if (score.total !== null && !(score.total <= stats.best[sheet.id])) stats.best[sheet.id] = score.total;
      players.set(name, stats);
    }
  }
  return [...players.values()].sort(
    (a, b) => b.wins - a.wins || b.played - a.played || a.name.localeCompare(b.name, lang),
  );
}

// One sheet's season for its chart: its finished games with scores and a named player, oldest
// first, and per player (by the name as typed, trimmed, as playerStats counts them) the total
// in each of those games, null where the player did not play. The `most` players with the most
// games are kept (more lines than that cannot be told apart at 360 px), ties by name.
// Returns {games, series: [{name, points}], players} (players: how many there were in all).
export function seasonSeries(entries, sheetId, most = 6, lang = "en") {
  const counts = new Map();
  const season = [];
  for (const { sheet, game } of entries) {
    if (sheet.id !== sheetId || game.finished === false || !Array.isArray(game.scores)) continue;
    const totals = new Map();
    for (const score of game.scores) {
      const name = score.name.trim();
      if (name && !totals.has(name) && score.total !== null) totals.set(name, score.total);
    }
    if (!totals.size) continue;
    for (const name of totals.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
    season.push({ game, totals });
  }
  season.sort((a, b) => time(a.game) - time(b.game));
  const names = [...counts.keys()]
    .sort((a, b) => counts.get(b) - counts.get(a) || a.localeCompare(b, lang))
    .slice(0, most);
  return {
    games: season.map(({ game }) => game),
    series: names.map((name) => ({ name, points: season.map(({ totals }) => totals.get(name) ?? null) })),
    players: counts.size,
  };
}

// The export: one JSON text with every sheet's games under the sheet's id.
export function exportText(sheets, stores, now = new Date()) {
  const games = Object.fromEntries(sheets.map((sheet) => [sheet.id, stores[sheet.id]?.games ?? []]));
  return JSON.stringify({ format: FORMAT, version: VERSION, exported: now.toISOString(), sheets: games }, null, 1);
}

// An export read back: {sheets: {id: [game]}}, or {error} where the file is not one whole,
// well-formed export of these sheets (then nothing of it is used). Every game is checked as a
// sheet checks its own stored games (sheet-validate.js).
export function readExport(text, sheets) {
  if (typeof text !== "string") return { error: "damaged" }; // the file could not be read
  if (text.length > MAX_FILE) return { error: "size" };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "damaged" };
  }
  if (!isPlain(data) || data.format !== FORMAT || !isPlain(data.sheets)) return { error: "damaged" };
  if (data.version !== VERSION) return { error: "version" };
  const specs = Object.fromEntries(sheets.map((sheet) => [sheet.id, sheet.inputs]));
  for (const [id, games] of Object.entries(data.sheets)) {
    if (!Object.hasOwn(specs, id) || !Array.isArray(games)) return { error: "damaged" };
    if (!games.every((game) => validGame(game, specs[id]))) return { error: "damaged" };
    if (new Set(games.map((game) => game.gid)).size !== games.length) return { error: "damaged" };
  }
  return { sheets: data.sheets };
}

// A sheet's store with the imported games merged in, by gid: a game not here is added, one
// saved or corrected later than the copy here replaces it, and any other is kept as it is here (a newer
// game is never overwritten). A sheet keeps at most `most` games (sheet-store.js: its next save
// would drop the oldest), so an import never pushes out a game already here: it adds the newest
// of its games while there is room and leaves out the rest (`left`). Returns {store, added,
// updated, kept, left}; `store` is a new object.
export function mergeGames(store, games, most = KEPT) {
  const mine = new Map(store.games.map((game) => [game.gid, game]));
  let [updated, kept] = [0, 0];
  const fresh = [];
  for (const game of games) {
    const here = mine.get(game.gid);
    if (!here) fresh.push(game);
    else if (changedAt(game) > changedAt(here)) {
      updated += 1;
      mine.set(game.gid, structuredClone(game));
    } else kept += 1;
  }
  fresh.sort((a, b) => time(b) - time(a));
  const added = Math.min(fresh.length, Math.max(0, most - mine.size));
  for (const game of fresh.slice(0, added)) mine.set(game.gid, structuredClone(game));
  const merged = [...mine.values()].sort((a, b) => time(b) - time(a));
  return { store: { ...store, games: merged }, added, updated, kept, left: fresh.length - added };
}
