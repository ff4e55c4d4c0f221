// A finished game shown as a record, never typed over by the next one (a game opened from the
// history once became "JaEvana"): its boxes take no input (inert), and a bar above them names
// the game and offers "Edit this game" (a correction: the same game, marked edited in the
// history), "New game" and "Same table as last time" (a new entry each); a corrected game also
// offers to undo its latest correction. This module is the record: its bar and its buttons;
// score-sheet.js and sheet-games.js decide when a game is shown as one.
import { fillText } from "./fill-text.js";
import { formatDate } from "./present.js";
import { describeGame } from "./recent-games.js";
import { holdsEntries } from "./sheet-store.js";
import { restoreBefore } from "./store-edits.js";

// A game left untouched this long is over: the plain address brings it back as a record. A tab
// reloaded sooner (a phone drops a background tab mid-game) goes on with the game.
export const REST_MS = 2 * 60 * 60 * 1000;

// A stored game that is over: a score entered and not scored halfway (Amun-Re's Old Kingdom goes
// on into the New Kingdom, so it opens to be played on).
export const isFinished = (game, spec) => game.finished !== false && holdsEntries(game.inputs, spec);

// Whether `game`, the sheet's current one at start, is last time's, not the one being played.
export const isRested = (game, spec, now = Date.now()) =>
  isFinished(game, spec) && now - Date.parse(game.edited ?? game.saved) > REST_MS;

const button = (text, action) => {
  const b = Object.assign(document.createElement("button"), { type: "button", textContent: text });
  b.dataset.action = action;
  return b;
};

// The sheet (score-sheet.js) shows `game` as a record, or (null) the game on screen takes input.
export function setRecord(sheet, game) {
  [sheet.record, sheet.correcting] = [game?.gid ?? null, null];
  showRecord(sheet.form, game, sheet.host.lang, sheet.host.text);
  if (game) sheet.regulars.hide(); // nothing to seat: the record's names are its own
}

// The phone picked up again, the tab still open: a finished game on screen that has rested since
// (REST_MS) is last time's game, shown as a record before the next table types into it.
export function watchRest(sheet) {
  document.addEventListener("visibilitychange", () => {
    if (document.hidden || sheet.record || sheet.known === null) return;
    const game = sheet.store.read().store.games.find((g) => g.gid === sheet.gid);
    if (game && isRested(game, sheet.host.inputs)) setRecord(sheet, game);
  });
}

// The record bar's buttons (true when `button` was one of them).
export function recordClicked(sheet, button) {
  const action = button.dataset.action;
  if (action === "edit-game" && sheet.record) {
    const gid = sheet.record;
    setRecord(sheet, null);
    [sheet.correcting, sheet.beforeKept] = [gid, false];
    sheet.form.querySelector(".calc-inputs input:not([type=hidden])")?.focus();
    const start = sheet.form.querySelector("[data-sheet-start]");
    sheet.host.undo.offer(start, sheet.host.text("correcting"), () => undoCorrection(sheet, gid));
  } else if (action === "undo-correction" && sheet.record) undoCorrection(sheet, sheet.record);
  else if (action === "record-new-game") sheet.newGame(undefined, "new_game_started", false);
  else if (action === "record-same-table") sheet.newGame(undefined, "new_game_started", true);
  else return false;
  return true;
}

// The game `gid` back as it was before its latest correction (if it has one), shown as a record.
function undoCorrection(sheet, gid) {
  let restored = null;
  const { store, saved } = sheet.store.update((store) => restoreBefore(store, gid, (g) => (restored = g)));
  sheet.notice.saved(saved);
  const game = store.games.find((g) => g.gid === gid);
  if (!game) return sheet.renderList(store);
  sheet.follow(game);
  setRecord(sheet, game);
  sheet.renderList(store);
  sheet.host.load(game.inputs);
  if (restored) sheet.notice.show("correction_undone");
}

// Shows `game` as a record in `form` (the sheet's), or, with null, makes it a sheet to type in.
function showRecord(form, game, lang, text) {
  const inputs = form.querySelector(".calc-inputs");
  let bar = form.querySelector("[data-sheet-record]");
  if (!game) {
    bar?.remove();
    inputs.inert = false;
    inputs.classList.remove("calc-record-inputs");
    return;
  }
  inputs.inert = true;
  inputs.classList.add("calc-record-inputs");
  if (!bar) {
    bar = Object.assign(document.createElement("div"), { className: "calc-record" });
    bar.dataset.sheetRecord = "";
    bar.setAttribute("role", "status");
    form.querySelector("[data-sheet-start]").after(bar);
  }
  bar.dataset.game = game.gid;
  const said = fillText(text("record_game"), { game: describeGame(game, lang, text) });
  const parts = [Object.assign(document.createElement("p"), { textContent: said })];
  const actions = Object.assign(document.createElement("div"), { className: "calc-actions" });
  actions.append(
    button(text("edit_game"), "edit-game"),
    button(text("new_game"), "record-new-game"),
    button(text("same_table_again"), "record-same-table"),
  );
  parts.push(actions);
  if (game.edited) {
    const when = formatDate(game.edited, lang); // the site's one way of writing a date (present.js)
    const edited = Object.assign(document.createElement("p"), { textContent: fillText(text("record_edited"), { date: when }) });
    edited.append(" ", button(text("undo_correction"), "undo-correction"));
    parts.push(edited);
  }
  bar.replaceChildren(...parts);
}
