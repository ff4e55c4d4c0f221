// The one job of a score sheet's saved games other than the one being written (sheet-save.js):
// open one, delete one with an Undo, bring one first in the list, and show the recent list.
import { fillText } from "./fill-text.js";
import { describeGame, renderRecentGames } from "./recent-games.js";
import { holdsEntries } from "./sheet-store.js";
import { sayFull } from "./sheet-full.js";
import { isFinished, setRecord } from "./sheet-record.js";

// The game `gid` first in the list and current: {store, saved, game} (game null if gone).
export function makeCurrent(sheet, gid) {
  let game = null;
  const { store, saved } = sheet.store.update((store) => {
    game = store.games.find((g) => g.gid === gid);
    if (!game || (store.games[0] === game && store.current === gid)) return false;
    store.games = [game, ...store.games.filter((g) => g.gid !== gid)];
    store.current = gid;
  });
  return { store, saved, game };
}

export function openGame(sheet, gid, asRecord = false) {
  const { store, saved, game } = makeCurrent(sheet, gid);
  if (!game) return;
  sheet.notice.saved(saved);
  sheet.follow(game);
  setRecord(sheet, asRecord && isFinished(game, sheet.host.inputs) ? game : null);
  sayFull(sheet.form, null);
  renderList(sheet, store);
  sheet.host.load(game.inputs);
  sheet.regulars.render();
}

// Deleted with an Undo that puts the game back where it was in the list.
export function removeGame(sheet, gid, undoable = true) {
  let [index, game, wasCurrent] = [-1, null, false];
  const onScreen = gid === sheet.gid;
  const { store, saved } = sheet.store.update((store) => {
    index = store.games.findIndex((g) => g.gid === gid);
    game = store.games[index] ?? null;
    wasCurrent = store.current === gid;
    store.games = store.games.filter((g) => g.gid !== gid);
    if (wasCurrent) store.current = null;
  });
  sheet.notice.saved(saved);
  if (onScreen) sheet.forget(); // the sheet on screen is saved anew on its next change
  renderList(sheet, store);
  if (!undoable || !game) return;
  const list = sheet.panel.querySelector("[data-recent-games]");
  const message = fillText(sheet.host.text("game_deleted"), { game: describeGame(game, sheet.host.lang, sheet.host.text) });
  sheet.host.undo.offer(list, message, () => {
    const { store: now, saved: ok } = sheet.store.update((now) => {
      now.games = now.games.filter((g) => g.gid !== gid);
      now.games.splice(Math.min(index, now.games.length), 0, game);
      if (wasCurrent) now.current = gid;
    });
    sheet.notice.saved(ok);
    if (onScreen && sheet.gid === null) sheet.follow(game);
    renderList(sheet, now);
  });
}

export function renderList(sheet, store) {
  // A game of blanks kept before such games were no longer saved is not listed.
  const games = store.games.filter((game) => holdsEntries(game.inputs, sheet.host.inputs));
  const list = sheet.panel.querySelector("[data-recent-games]");
  renderRecentGames(list, { ...store, games }, sheet.gid, sheet.host.lang, sheet.host.text);
}
