// One step back for the taps that lose something on a score sheet (remove a player, delete
// a saved game, start a new game): a note next to where it happened (a removed player's in the
// standings bar, on screen wherever the row was) says what changed, with an Undo button, until
// the next such tap replaces it or, untouched, it goes by itself: left on screen it covered the
// sticky bar's share of a phone for the rest of the game.

// Long enough to read the note and reach its button; kept while a finger or the focus is on it.
export const UNDO_SHOWN_MS = 15000;

export class UndoNote {
  constructor(undoLabel, shownMs = UNDO_SHOWN_MS) {
    this.undoLabel = undoLabel;
    this.shownMs = shownMs;
    this.element = null;
    this.action = null;
    this.timer = 0;
  }

  // (Re)starts the countdown; a note being used (focus, pointer) waits until it is left.
  countDown() {
    clearTimeout(this.timer);
    const note = this.element;
    if (!note) return;
    this.timer = setTimeout(() => {
      if (note.matches(":focus-within, :hover")) this.countDown();
      else if (this.element === note) this.clear();
    }, this.shownMs);
  }

  // `anchor`: the note goes right after it, where the player was looking; `inside`: at the
  // end of it instead (the standings bar, which stays on screen: standings.js keeps the note).
  offer(anchor, message, action, inside = false) {
    this.clear();
    const note = document.createElement("p");
    note.className = "calc-undo";
    note.setAttribute("role", "status");
    note.dataset.undoNote = "";
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.undo = "";
    button.textContent = this.undoLabel;
    note.append(Object.assign(document.createElement("span"), { textContent: message }), " ", button);
    if (inside) anchor.append(note);
    else anchor.after(note);
    this.element = note;
    this.action = action;
    this.countDown();
  }

  // Called from the form's click handler; true when the click was this note's Undo.
  clicked(button) {
    if (!("undo" in button.dataset) || !this.action) return false;
    const action = this.action;
    this.clear();
    action();
    return true;
  }

  clear() {
    clearTimeout(this.timer);
    this.element?.remove();
    this.element = null;
    this.action = null;
  }
}
