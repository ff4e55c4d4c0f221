// The standings bar of a score sheet: a compact line that stays on screen (sticky, above the
// boxes) while any box is typed in: "Winner: Anna", then everyone in rank order with their
// total, in the presenter's words (engine/present.py: `standings`). It shows only what the
// engine said for the values on screen: while the figures are cleared (an error, the engine
// busy or away), it says why and shows no name, star or total.

import { setText } from "./render-results.js";

function bar(form) {
  return form.querySelector("[data-standings]");
}

// An undo note offered in the bar (sheet-undo.js) outlives the bar's rewrites.
function keptNote(element) {
  const note = element.querySelector(":scope > [data-undo-note]");
  return note ? [note] : [];
}

// Only what differs is written (setText, as in render-results.js): the build pre-renders the
// bar for the defaults, and the engine's first answer is the same.
function placeEntry(item, entry) {
  const row = String(entry.row);
  if (item.dataset.row !== row) item.dataset.row = row;
  const marked = Boolean(entry.mark);
  if (item.textContent === (entry.mark ?? "") + entry.text && (item.dataset.marked === "true") === marked) return;
  item.textContent = entry.text;
  if (marked) {
    item.dataset.marked = "true";
    item.prepend(Object.assign(document.createElement("span"), { className: "calc-mark", textContent: entry.mark }));
  } else delete item.dataset.marked;
}

export function renderStandings(form, standings) {
  const element = bar(form);
  if (!element || !standings) return;
  let headline = element.querySelector(":scope > [data-standings-winner]");
  let list = element.querySelector(":scope > ol.calc-standings-list");
  if (!headline || !list) {
    headline = Object.assign(document.createElement("p"), { className: "calc-standings-winner" });
    headline.dataset.standingsWinner = "";
    list = Object.assign(document.createElement("ol"), { className: "calc-standings-list" });
    element.replaceChildren(headline, list, ...keptNote(element));
  }
  setText(headline, standings.headline);
  while (list.children.length > standings.entries.length) list.lastElementChild.remove();
  for (const [i, entry] of standings.entries.entries()) {
    placeEntry(list.children[i] ?? list.appendChild(document.createElement("li")), entry);
  }
  delete element.dataset.paused;
}

// No result for the values shown: the reason instead of figures ("Results paused: fix Clara · Cities"),
// or the next step when only choices are left to make (`next`: not in an error's colour).
export function pauseStandings(form, reason, next = false) {
  const element = bar(form);
  if (!element) return;
  const line = document.createElement("p");
  line.className = next ? "calc-standings-next" : "calc-standings-paused";
  line.textContent = reason;
  element.replaceChildren(line, ...keptNote(element));
  element.dataset.paused = "true";
}
