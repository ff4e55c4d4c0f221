// A full score sheet (sheet-store.js keeps its latest KEPT games) says so where the table looks
// when a game starts, under the sheet's first buttons: before its oldest game would go, and
// when it went, naming that game, with the history's link (whose export keeps every game). A
// club's embed has no history link: the words alone then.
import { fillText } from "./fill-text.js";
import { describeGame } from "./recent-games.js";
import { KEPT } from "./sheet-store.js";

// `message`: the sentence to show, or null to take the note away.
export function sayFull(form, message) {
  let note = form.querySelector("[data-sheet-full]");
  if (message === null) return note?.remove();
  if (!note) {
    note = document.createElement("p");
    [note.className, note.dataset.sheetFull] = ["calc-sheet-full", ""];
    note.setAttribute("role", "status");
    form.querySelector("[data-sheet-start]").after(note);
  }
  const parts = [message];
  const history = form.querySelector(".calc-history-link a");
  if (history) {
    const link = document.createElement("a");
    [link.href, link.textContent] = [history.href, history.textContent];
    parts.push(" ", link);
  }
  note.replaceChildren(...parts);
}

// A sheet keeps its latest KEPT games: never one lost unsaid. Before (`sheet_full`: the game on
// screen is not kept yet and the sheet is full) and when its oldest game goes, the note names
// that game. `sheet`: the ScoreSheet (score-sheet.js).
export function tellFull(sheet, key, games) {
  const game = games.map((g) => describeGame(g, sheet.host.lang, sheet.host.text)).join("; ");
  sayFull(sheet.form, fillText(sheet.host.text(key), { most: KEPT, game }));
}

// On a game not kept yet (a fresh sheet, "New game"); a game opened from the list is kept.
export function warnIfFull(sheet, store) {
  if (sheet.known === null && store.games.length >= KEPT) tellFull(sheet, "sheet_full", store.games.slice(KEPT - 1));
  else sayFull(sheet.form, null);
}
