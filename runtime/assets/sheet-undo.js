// One step back for the taps that lose something on a score sheet (remove a player, delete
// a saved game, start a new game): a note next to where it happened (a removed player's in the
// standings bar, on screen wherever the row was) says what changed, with an Undo button, until
// the next such tap replaces it.

export class UndoNote {
  constructor(undoLabel) {
    this.undoLabel = undoLabel;
    this.element = null;
    this.action = null;
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
    this.element?.remove();
    this.element = null;
    this.action = null;
  }
}
