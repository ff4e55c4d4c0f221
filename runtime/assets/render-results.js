// Results into the form: places the presenter's words (engine/present.py, computed in the
// worker with the result) into the slots templates/results.html.j2 writes: each <output>'s
// data-value and text, breakdown sentences, table rows with their marks, the explanation and
// the "check your board" notice. No figure is worded here.

// Only what differs is written: the engine's first answer equals the pre-rendered page, and
// each rewrite would lay the page out again after its first paint.
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function placeOutput(element, presented) {
  if (element.dataset.value !== presented.raw) element.dataset.value = presented.raw;
  setText(element, presented.text);
}

function sameTexts(elements, texts) {
  return elements.length === texts.length && [...elements].every((element, i) => element.textContent === texts[i]);
}

function heading(row) {
  const parts = [row.heading];
  if (row.mark) parts.push(" ", Object.assign(document.createElement("span"), { className: "calc-mark", textContent: row.mark }));
  return parts;
}

function tableRow(row, i) {
  const tr = document.createElement("tr");
  tr.dataset.row = String(i);
  const th = document.createElement("th");
  th.scope = "row";
  th.append(...heading(row));
  if (row.marked) tr.dataset.marked = "true";
  tr.append(th);
  for (const cell of row.cells) {
    const td = document.createElement("td");
    // Shown instead of the column header where the table becomes one card per row (phones).
    td.append(Object.assign(document.createElement("span"), { className: "calc-cell-label", textContent: cell.label }));
    const output = document.createElement("output");
    output.setAttribute("aria-live", "off"); // the form announces a summary once typing pauses
    output.name = cell.name;
    output.dataset.value = cell.raw;
    output.textContent = cell.text;
    td.append(output);
    if (cell.breakdown !== null) {
      td.append(Object.assign(document.createElement("span"), { className: "calc-breakdown", textContent: cell.breakdown }));
    }
    tr.append(td);
  }
  return tr;
}

// A row on the page with the same cells takes the new words in place (see setText); a row
// of another shape is built anew.
function placeRow(tr, row, i) {
  const outputs = [...tr.querySelectorAll("output")];
  const fits =
    tr.dataset.row === String(i) &&
    outputs.length === row.cells.length &&
    row.cells.every(
      (cell, k) =>
        outputs[k].name === cell.name &&
        (cell.breakdown !== null) === Boolean(outputs[k].parentElement.querySelector(".calc-breakdown")),
    );
  if (!fits) return tableRow(row, i);
  const th = tr.querySelector("th");
  if (th.textContent !== (row.mark ? `${row.heading} ${row.mark}` : row.heading)) th.replaceChildren(...heading(row));
  if (row.marked) tr.dataset.marked = "true";
  else delete tr.dataset.marked;
  row.cells.forEach((cell, k) => {
    placeOutput(outputs[k], cell);
    if (cell.breakdown !== null) setText(outputs[k].parentElement.querySelector(".calc-breakdown"), cell.breakdown);
  });
  return tr;
}

export function renderResult(form, presented, confirmed = new Set()) {
  for (const output of presented.outputs) {
    placeOutput(form.querySelector(`output[name="${output.name}"]`), output);
    const sentence = form.querySelector(`[data-breakdown-for="${output.name}"]`);
    if (sentence) setText(sentence, output.breakdown ?? "");
  }
  for (const table of presented.tables) {
    const body = form.querySelector(`table[data-table="${table.key}"] tbody`);
    const shown = [...body.children];
    const placed = table.rows.map((row, i) => (shown[i] ? placeRow(shown[i], row, i) : tableRow(row, i)));
    if (placed.length !== shown.length || placed.some((tr, i) => tr !== shown[i])) body.replaceChildren(...placed);
  }
  const explain = form.querySelector("[data-explain]");
  if (explain && !sameTexts(explain.querySelectorAll("li"), presented.explain)) {
    const list = document.createElement("ul");
    for (const sentence of presented.explain) list.append(Object.assign(document.createElement("li"), { textContent: sentence }));
    explain.replaceChildren(...(presented.explain.length ? [list] : []));
  }
  renderCheckBoard(form, presented.check_board, confirmed);
}

// "Check your board": the defaults still unconfirmed ({name, label}), those the player confirmed left out.
export function renderCheckBoard(form, items, confirmed) {
  const notice = form.querySelector("[data-check-board]");
  const unchecked = items.filter((item) => !confirmed.has(item.name));
  notice.hidden = unchecked.length === 0;
  notice.querySelector("[data-check-list]").textContent = unchecked.map((item) => item.label).join(", ");
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
