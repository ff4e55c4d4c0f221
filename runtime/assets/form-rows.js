// Per-row inputs (players, provinces, dice…): add and remove rows within the engine's
// limits, keeping names (players.2.farmers), labels and buttons numbered.
const NUMBER = /__n__|\d+/;

function rowsOf(fieldset) {
  return [...fieldset.querySelectorAll("[data-row]")];
}

// Each write only where the value differs: the pre-rendered rows are numbered already, and
// rewriting them at start made the page lay itself out again after its first paint.
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function setAttribute(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function renumberText(element, n) {
  for (const node of element.querySelectorAll("*")) {
    if (node.childElementCount === 0 && NUMBER.test(node.textContent)) {
      setText(node, node.textContent.replace(NUMBER, String(n)));
    }
  }
  if (element.childElementCount === 0) setText(element, element.textContent.replace(NUMBER, String(n)));
}

export function renumber(fieldset) {
  const name = fieldset.dataset.rows;
  const rows = rowsOf(fieldset);
  rows.forEach((row, i) => {
    setAttribute(row, "data-row", String(i));
    // A control's name, and the one its one-tap values name (quick-values.js).
    for (const control of row.querySelectorAll("[name], [data-quick-for]")) {
      const named = control.hasAttribute("name") ? "name" : "data-quick-for";
      const path = control.getAttribute(named);
      setAttribute(control, named, path.replace(new RegExp(`^${name}\\.[^.]+`), `${name}.${i}`));
      const label = control.getAttribute("aria-label");
      if (label) setAttribute(control, "aria-label", label.replace(NUMBER, String(i + 1)));
    }
    for (const label of row.querySelectorAll(".calc-row-label")) renumberText(label, i + 1);
  });
  const count = rows.length;
  const fewest = count <= Number(fieldset.dataset.min);
  for (const button of fieldset.querySelectorAll("[data-remove-row]")) {
    if (button.disabled !== fewest) button.disabled = fewest;
  }
  const add = fieldset.querySelector("[data-add-row]");
  const most = count >= Number(fieldset.dataset.max);
  if (add && add.disabled !== most) add.disabled = most;
}

export function addRow(fieldset) {
  if (rowsOf(fieldset).length >= Number(fieldset.dataset.max)) return null;
  const template = fieldset.querySelector("template[data-row-template]");
  const fresh = template.content.querySelector("[data-row]").cloneNode(true);
  const container = fieldset.querySelector(".calc-rows-table > tbody, .calc-items"); // not a chart's table
  container.append(fresh);
  renumber(fieldset);
  return fresh;
}

export function removeRow(fieldset, row) {
  if (rowsOf(fieldset).length <= Number(fieldset.dataset.min)) return;
  row.remove();
  renumber(fieldset);
}

export function setRowCount(fieldset, count) {
  const wanted = Math.max(Number(fieldset.dataset.min), Math.min(Number(fieldset.dataset.max), count));
  while (rowsOf(fieldset).length > wanted) rowsOf(fieldset).at(-1).remove();
  while (rowsOf(fieldset).length < wanted) addRow(fieldset);
  renumber(fieldset);
}

export function rowCount(fieldset) {
  return rowsOf(fieldset).length;
}
