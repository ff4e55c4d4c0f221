// The standings bar of a score sheet: a compact line that stays on screen (sticky, above the
// boxes) while any box is typed in: "Winner: Anna", then everyone in rank order with their
// total, in the presenter's words (engine/present.py: `standings`). It shows only what the
// engine said for the values on screen: while the figures are cleared (an error, the engine
// busy or away), it says why and shows no name, star or total.

function bar(form) {
  return form.querySelector("[data-standings]");
}

export function renderStandings(form, standings) {
  const element = bar(form);
  if (!element || !standings) return;
  const headline = document.createElement("p");
  headline.className = "calc-standings-winner";
  headline.dataset.standingsWinner = "";
  headline.textContent = standings.headline;
  const list = document.createElement("ol");
  list.className = "calc-standings-list";
  for (const entry of standings.entries) {
    const item = document.createElement("li");
    item.dataset.row = String(entry.row);
    item.textContent = entry.text;
    if (entry.mark) {
      item.dataset.marked = "true";
      item.prepend(Object.assign(document.createElement("span"), { className: "calc-mark", textContent: entry.mark }));
    }
    list.append(item);
  }
  element.replaceChildren(headline, list);
  delete element.dataset.paused;
}

// No result for the values shown: the reason instead of figures ("Results paused: fix Clara · Cities").
export function pauseStandings(form, reason) {
  const element = bar(form);
  if (!element) return;
  const line = document.createElement("p");
  line.className = "calc-standings-paused";
  line.textContent = reason;
  element.replaceChildren(line);
  element.dataset.paused = "true";
}
