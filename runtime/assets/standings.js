// The standings bar of a score sheet: a compact line that stays on screen (sticky, above the
// boxes) while any box is typed in: "Winner: Anna", then everyone in rank order with their
// total. It shows only what the engine said for the values on screen: while the figures are
// cleared (an error, the engine busy or away), it says why and shows no name, star or total.
import { formatValue } from "./format.js";
import { markedRows } from "./render-results.js";

function bar(form) {
  return form.querySelector("[data-standings]");
}

export function renderStandings(form, spec, result, lang, names) {
  const element = bar(form);
  if (!element) return;
  const table = spec.tables[0];
  const rows = result[table.rows] ?? [];
  const total = table.columns.find((c) => c.name !== "rank");
  const who = (row, i) => row.name || names[i] || table.row_label[lang].replace("{n}", String(i + 1));
  // Catan names a winner only on turn: `winner` may be null.
  const winners = [...markedRows(table, result)].filter(Number.isInteger).sort((a, b) => a - b);
  const headline = document.createElement("p");
  headline.className = "calc-standings-winner";
  headline.dataset.standingsWinner = "";
  if (winners.length === 0) headline.textContent = spec.ui.no_winner_yet[lang];
  else {
    const key = winners.length === 1 ? "winner_line" : "shared_line";
    headline.textContent = `★ ${spec.ui[key][lang].replace("{names}", winners.map((i) => who(rows[i], i)).join(", "))}`;
  }
  const list = document.createElement("ol");
  list.className = "calc-standings-list";
  const ranked = rows.map((row, i) => ({ row, i })).sort((a, b) => (a.row.rank ?? 0) - (b.row.rank ?? 0) || a.i - b.i);
  for (const { row, i } of ranked) {
    const item = document.createElement("li");
    item.dataset.row = String(i);
    const place = row.rank === undefined ? "" : `${row.rank}. `;
    item.textContent = `${place}${who(row, i)} ${formatValue(row[total.name], total, lang)}`;
    if (winners.includes(i)) {
      item.dataset.marked = "true";
      item.prepend(Object.assign(document.createElement("span"), { className: "calc-mark", textContent: "★ " }));
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
