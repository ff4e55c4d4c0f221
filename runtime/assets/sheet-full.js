// A full score sheet (sheet-store.js keeps its latest KEPT games) says so where the table looks
// when a game starts, under the sheet's first buttons: before its oldest game would go, and
// when it went, naming that game, with the history's link (whose export keeps every game). A
// club's embed has no history link: the words alone then.

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
