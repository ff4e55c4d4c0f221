// Results into the form: scalar <output>s, their breakdown sentences, per-row tables with
// the winners marked, and the "check your board" notice (the structure of
// templates/results.html.j2, which pre-renders the first results).
import { breakdownText, formatValue, rawValue } from "./format.js";

function setOutput(element, value, output, lang) {
  // The engine's first answer equals the pre-rendered one: unchanged outputs are not rewritten
  // (a rewrite lays the page out again).
  const raw = rawValue(value);
  const text = formatValue(value, output, lang);
  if (element.dataset.value !== raw) element.dataset.value = raw;
  if (element.textContent !== text) element.textContent = text;
}

export function markedRows(table, result) {
  // A blank sheet (the engine's `blank`: nothing entered) ties everyone at 0: no winner to mark.
  if (!table.mark || result.blank) return new Set();
  if (table.mark in result) {
    const value = result[table.mark];
    return new Set(Array.isArray(value) ? value : [value]);
  }
  return new Set(result[table.rows].flatMap((row, i) => (row[table.mark] ? [i] : [])));
}

function tableRow(table, row, i, marked, spec, lang, winner, names) {
  const tr = document.createElement("tr");
  tr.dataset.row = String(i);
  const th = document.createElement("th");
  th.scope = "row";
  th.textContent = row.name || names[i] || table.row_label[lang].replace("{n}", String(i + 1));
  if (marked) {
    tr.dataset.marked = "true";
    const mark = document.createElement("span");
    mark.className = "calc-mark";
    mark.textContent = `★ ${winner}`;
    th.append(" ", mark);
  }
  tr.append(th);
  for (const column of table.columns) {
    const td = document.createElement("td");
    if (column.label) {
      // Shown instead of the column header where the table becomes one card per row (phones).
      td.append(Object.assign(document.createElement("span"), { className: "calc-cell-label", textContent: column.label[lang] }));
    }
    const output = document.createElement("output");
    output.setAttribute("aria-live", "off"); // the form announces a summary once typing pauses
    output.name = `${table.rows}.${i}.${column.name}`;
    setOutput(output, row[column.name], column, lang);
    td.append(output);
    if (column.breakdown) {
      const span = document.createElement("span");
      span.className = "calc-breakdown";
      span.textContent = breakdownText(row[column.breakdown], row[column.name], column, spec.parts, lang);
      td.append(span);
    }
    tr.append(td);
  }
  return tr;
}

export function renderResult(form, spec, result, lang, names = [], confirmed = new Set()) {
  for (const output of spec.outputs) {
    setOutput(form.querySelector(`output[name="${output.name}"]`), result[output.name], output, lang);
    const sentence = form.querySelector(`[data-breakdown-for="${output.name}"]`);
    if (sentence) {
      sentence.textContent = breakdownText(result[output.breakdown], result[output.name], output, spec.parts, lang);
    }
  }
  const winner = spec.ui.winner[lang];
  for (const table of spec.tables) {
    const marked = markedRows(table, result);
    const body = form.querySelector(`table[data-table="${table.rows}"] tbody`);
    body.replaceChildren(
      ...result[table.rows].map((row, i) => tableRow(table, row, i, marked.has(i), spec, lang, winner, names)),
    );
  }
  const explain = form.querySelector("[data-explain]");
  if (explain) {
    const sentences = result.explain?.[lang] ?? [];
    const list = document.createElement("ul");
    for (const sentence of sentences) list.append(Object.assign(document.createElement("li"), { textContent: sentence }));
    explain.replaceChildren(...(sentences.length ? [list] : []));
  }
  renderCheckBoard(form, spec, result.check_board ?? [], lang, confirmed);
}

// "Check your board": the defaults still unconfirmed, those the player confirmed left out.
export function renderCheckBoard(form, spec, names, lang, confirmed) {
  const notice = form.querySelector("[data-check-board]");
  const unchecked = names.filter((name) => !confirmed.has(name));
  notice.hidden = unchecked.length === 0;
  notice.querySelector("[data-check-list]").textContent = unchecked
    .map((name) => spec.labels[name]?.[lang] ?? name)
    .join(", ");
}

// Marks (★, highlight) belong to the figures they came from: they go with them.
export function clearMarks(form) {
  for (const mark of form.querySelectorAll(".calc-results .calc-mark, [data-standings] .calc-mark")) mark.remove();
  for (const row of form.querySelectorAll(".calc-results [data-marked]")) delete row.dataset.marked;
}

export function clearResult(form) {
  clearMarks(form);
  for (const element of form.querySelectorAll(".calc-results output")) {
    element.dataset.value = "";
    element.textContent = "—";
  }
  for (const sentence of form.querySelectorAll(".calc-results .calc-breakdown")) sentence.textContent = "";
  form.querySelector("[data-explain]")?.replaceChildren();
  form.querySelector("[data-check-board]").hidden = true;
}
