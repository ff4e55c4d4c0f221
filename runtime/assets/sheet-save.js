// The one job of writing a score sheet's game on screen to the store (sheet-store.js): only a
// game holding entries is written; each write is merged value by value with what other tabs
// saved of the same game meanwhile (mergeGame), and a full sheet says which game it dropped.
import { KEPT, flat, holdsEntries, mergeGame, sameValues, unflat } from "./sheet-store.js";

export const newGid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// Writes this tab's game, merged with what other tabs saved of it meanwhile (every value
// from the tab that changed it last), and shows their changes here. A game deleted
// elsewhere is not brought back: a change made here becomes a new game.
export function saveGame(sheet) {
  const game = sheet.host.game();
  // Nothing entered yet (a row added, a choice tapped): not a game, so nothing is written and
  // no history lists a game of blanks. A game already kept goes on being saved as it changes.
  if (sheet.known === null && !holdsEntries(game, sheet.host.inputs)) return;
  // A game shown as a record (score-sheet.js) changes only through "Edit this game".
  if (sheet.record && sheet.known && !sameValues(flat(game), sheet.known)) return;
  sheet.blank = false;
  sheet.gid ??= newGid();
  const mine = flat(game);
  let changed = sheet.known === null;
  if (sheet.known) {
    const now = Date.now();
    for (const path of new Set([...Object.keys(mine), ...Object.keys(sheet.known)])) {
      if (mine[path] === sheet.known[path]) continue;
      sheet.stamps[path] = Math.max(now, (sheet.stamps[path] ?? 0) + 1);
      changed = true;
    }
  }
  let merged = { values: mine, stamps: sheet.stamps };
  let deleted = false;
  let pushedOut = [];
  const { store, saved } = sheet.store.update((store) => {
    const entry = store.games.find((g) => g.gid === sheet.gid);
    deleted = !entry && sheet.known !== null && !sheet.store.dropped.has(sheet.gid);
    if (deleted) return false;
    if (entry) merged = mergeGame(entry, merged, sheet.known);
    const same = entry && sameValues(flat(entry.inputs), merged.values) && sameValues(entry.stamps ?? {}, merged.stamps);
    // Saved before the engine has answered for this game (it was just opened, from the history
    // say): what the engine derived from these same values is the stored one, not nothing.
    const kept = same && sheet.derivedFor !== sheet.gid;
    const summary = kept ? entry.summary : sheet.summary;
    const scores = kept ? (entry.scores ?? null) : sheet.scores;
    const finished = kept ? (entry.finished ?? true) : sheet.finished;
    const sameScores = JSON.stringify(entry?.scores ?? null) === JSON.stringify(scores);
    if (same && sameScores && entry.summary === summary && (entry.finished ?? true) === finished) return false; // nothing new
    const inputs = unflat(merged.values);
    // Only what the engine derives changed (an old game's scores, added on opening): the game
    // keeps its date, so the history does not list it as played now. So does a correction of a
    // finished game ("Edit this game", sheet-record.js), which says when it was corrected; the
    // game as it was before the correction is kept for its Undo.
    const correcting = entry && !same && sheet.correcting === sheet.gid;
    const saved = same || correcting ? entry.saved : new Date().toISOString();
    const game = { gid: sheet.gid, saved, inputs, summary, stamps: merged.stamps };
    if (!finished) game.finished = false;
    if (scores) game.scores = scores;
    if (entry?.edited) game.edited = entry.edited;
    if (correcting) {
      game.edited = new Date().toISOString();
      if (!sheet.beforeKept) store.before = { ...store.before, [sheet.gid]: entry };
      sheet.beforeKept = true;
    }
    const others = store.games.filter((g) => g.gid !== sheet.gid);
    pushedOut = others.slice(KEPT - 1); // the oldest, beyond what a sheet keeps: told, below
    store.games = [game, ...others.slice(0, KEPT - 1)];
    store.current = sheet.gid;
  });
  if (deleted) {
    sheet.forget(changed ? newGid() : null);
    sheet.notice.show("deleted_elsewhere");
    if (changed) saveGame(sheet);
    else sheet.renderList(store);
    return;
  }
  sheet.notice.saved(saved);
  if (saved) [sheet.known, sheet.stamps] = [merged.values, { ...merged.stamps }];
  if (saved && pushedOut.length) sheet.tellFull("sheet_full_dropped", pushedOut);
  sheet.renderList(store);
  if (!sameValues(merged.values, mine)) sheet.host.load(unflat(merged.values)); // another tab's change
}
