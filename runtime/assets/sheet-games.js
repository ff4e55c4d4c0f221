// The one job of a score sheet's saved games other than the one being written (sheet-save.js):
// open one, delete one with an Undo, bring one first in the list, and show the recent list.
import { fillText } from "./fill-text.js";
import { describeGame, renderRecentGames } from "./recent-games.js";
import { holdsEntries } from "./sheet-store.js";
import { putBack, takeOut } from "./store-edits.js";
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
  // Opened from the list below the game: its record bar ("Edit this game") brought into view, or
  // the boxes would take no tap with nothing on screen saying why.
  const edit = sheet.record && sheet.form.querySelector('[data-sheet-record] [data-action="edit-game"]');
  if (edit) {
    edit.scrollIntoView({ block: "center" });
    edit.focus({ preventScroll: true });
  }
}

// Deleted with an Undo that puts the game back where it was in the list.
export function removeGame(sheet, gid, undoable = true) {
  let taken = null;
  const onScreen = gid === sheet.gid;
  const { store, saved } = sheet.store.update((store) => {
    taken = takeOut(store, gid);
    if (!taken) return false;
  });
  sheet.notice.saved(saved);
  if (onScreen) sheet.forget(); // the sheet on screen is saved anew on its next change
  renderList(sheet, store);
  if (!undoable || !taken) return;
  const list = sheet.panel.querySelector("[data-recent-games]");
  const message = fillText(sheet.host.text("game_deleted"), { game: describeGame(taken.game, sheet.host.lang, sheet.host.text) });
  sheet.host.undo.offer(list, message, () => {
    const { store: now, saved: ok } = sheet.store.update((now) => putBack(now, taken));
    sheet.notice.saved(ok);
    if (onScreen && sheet.gid === null) sheet.follow(taken.game);
    renderList(sheet, now);
  });
}

export function renderList(sheet, store) {
  // A game of blanks kept before such games were no longer saved is not listed.
  const games = store.games.filter((game) => holdsEntries(game.inputs, sheet.host.inputs));
  const list = sheet.panel.querySelector("[data-recent-games]");
  renderRecentGames(list, { ...store, games }, sheet.gid, sheet.host.lang, sheet.host.text);
}
