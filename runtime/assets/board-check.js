// "Check your board": the values a result asks the players to compare with their board
// (result.check_board, in the presenter's words), each with a badge at its box until the
// players confirm it. Confirmed names are kept in the address (url-state.js), so a shared
// link does not ask again; a score sheet, whose address keeps nothing, keeps them on the device
// (the table's board is the same from game to game), so that a reload does not ask again.
import { renderCheckBoard } from "./render-results.js";
import { readConfirmed } from "./url-state.js";

const boardKey = (id) => `rules-calculators:board:${id}`;

// The names a sheet's table confirmed on this device ([] where nothing can be read).
function keptConfirmed(id) {
  try {
    const names = JSON.parse(localStorage.getItem(boardKey(id)) ?? "[]");
    return Array.isArray(names) ? names.filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

export class BoardCheck {
  constructor(form, spec, lang) {
    this.form = form;
    this.sheet = spec.sheet ? spec.id : null;
    this.confirmed = readConfirmed(spec);
    for (const name of this.sheet ? keptConfirmed(this.sheet) : []) {
      if (Object.hasOwn(spec.inputs, name)) this.confirmed.add(name);
    }
    // The defaults' unchecked values, as the build listed them, until the engine says more.
    this.listed = (form.querySelector("[data-check-board]").dataset.checkBoard || "")
      .split(",")
      .filter(Boolean)
      .map((name) => ({ name, label: spec.presentation.labels[name]?.[lang] ?? name }));
    for (const name of this.confirmed) this.mark(name);
  }

  mark(name) {
    const holder = this.form.querySelector(`[data-field="${CSS.escape(name)}"], [data-rows="${CSS.escape(name)}"]`);
    if (holder) holder.dataset.confirmed = "true";
  }

  // "My board shows these values": the badge goes and the notice forgets it.
  confirm(name) {
    this.confirmed.add(name);
    this.mark(name);
    renderCheckBoard(this.form, this.listed, this.confirmed);
    if (!this.sheet) return;
    try {
      localStorage.setItem(boardKey(this.sheet), JSON.stringify([...this.confirmed].sort()));
    } catch {
      // storage refused: confirmed for this visit
    }
  }

  // The values the latest result asks about ({name, label} from the presenter).
  resulted(checkBoard) {
    this.listed = checkBoard;
  }
}
