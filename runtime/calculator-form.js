// One calculator form: reads its controls, asks the engine, shows the results or the
// error next to its field, keeps the address bar in step, resets and copies links.
import { addRow, removeRow, renumber, rowCount, setRowCount } from "./form-rows.mjs";
import { clearResult, renderResult } from "./render-results.mjs";
import { clearQuery, readQuery, writeQuery } from "./url-state.mjs";

const TRUE_TEXT = new Set(["true", "1", "on", "yes"]);
const FALSE_TEXT = new Set(["false", "0", "off", "no", ""]);

export class CalculatorForm {
  constructor(form, engine, lang) {
    this.form = form;
    this.engine = engine;
    this.lang = lang;
    this.spec = JSON.parse(form.querySelector("script.calc-spec").textContent);
    this.sequence = 0;
    this.raw = new Map(); // query values a checkbox or select cannot hold: sent as they are
    this.touched = false;
    form.addEventListener("input", (event) => this.changed(event));
    form.addEventListener("change", (event) => this.changed(event));
    form.addEventListener("submit", (event) => event.preventDefault());
    form.addEventListener("click", (event) => this.clicked(event));
    for (const fieldset of form.querySelectorAll("[data-rows]")) renumber(fieldset);
    this.restoreFromQuery();
  }

  set state(value) {
    this.form.dataset.state = value;
  }

  get ready() {
    return this.form.dataset.state === "ready";
  }

  control(path) {
    // Only the input controls: table outputs may share a name (players.0.farmers).
    return this.form.querySelector(`.calc-inputs [name="${CSS.escape(path)}"]`);
  }

  fieldset(name) {
    return this.form.querySelector(`[data-rows="${name}"]`);
  }

  value(path) {
    if (this.raw.has(path)) return this.raw.get(path);
    const control = this.control(path);
    return control.type === "checkbox" ? control.checked : control.value;
  }

  inputs() {
    const values = {};
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") {
        values[name] = this.value(name);
        continue;
      }
      const rows = [];
      for (let i = 0; i < rowCount(this.fieldset(name)); i++) {
        if (!input.fields) rows.push(this.value(`${name}.${i}`));
        else rows.push(Object.fromEntries(Object.keys(input.fields).map((f) => [f, this.value(`${name}.${i}.${f}`)])));
      }
      values[name] = rows;
    }
    return values;
  }

  // Optional player names (not engine input): shown in the results and kept in links.
  rowNames() {
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (!input.row_names) continue;
      const rows = this.fieldset(name).querySelectorAll("[data-row]");
      return [...rows].map((row) => row.querySelector(".calc-row-name")?.value.trim() ?? "");
    }
    return [];
  }

  shareable(inputs) {
    const names = this.rowNames();
    const named = Object.entries(this.spec.inputs).find(([, input]) => input.row_names)?.[0];
    if (!named || !names.some(Boolean)) return inputs;
    return {
      ...inputs,
      [named]: inputs[named].map((row, i) => (names[i] ? { ...row, name: names[i] } : row)),
    };
  }

  setValue(path, value) {
    const control = this.control(path);
    if (!control) return;
    this.raw.delete(path);
    const text = String(value);
    if (control.type === "checkbox") {
      const lower = text.toLowerCase();
      if (TRUE_TEXT.has(lower) || FALSE_TEXT.has(lower)) control.checked = TRUE_TEXT.has(lower);
      else this.raw.set(path, text); // the engine will say what is wrong with it
    } else if (control.tagName === "SELECT") {
      if ([...control.options].some((option) => option.value === text)) control.value = text;
      else this.raw.set(path, text);
    } else {
      control.value = control.maxLength > 0 ? text.slice(0, control.maxLength) : text;
    }
  }

  restoreFromQuery() {
    const found = readQuery(this.spec);
    if (!found.size) return;
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") continue;
      const indexes = [...found.keys()].filter((k) => k.startsWith(`${name}.`)).map((k) => Number(k.split(".")[1]));
      if (indexes.length) setRowCount(this.fieldset(name), Math.max(...indexes) + 1);
    }
    for (const [path, value] of found) this.setValue(path, value);
    this.touched = true;
    clearResult(this.form); // the pre-rendered results belong to the defaults, not to this link
  }

  reset() {
    this.raw.clear();
    for (const name of this.form.querySelectorAll(".calc-row-name")) name.value = "";
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") {
        this.setValue(name, input.default);
        continue;
      }
      setRowCount(this.fieldset(name), input.default.length);
      input.default.forEach((row, i) => {
        if (!input.fields) this.setValue(`${name}.${i}`, row);
        else for (const [field, value] of Object.entries(row)) this.setValue(`${name}.${i}.${field}`, value);
      });
    }
    this.touched = false;
    clearQuery();
    this.update();
  }

  changed(event) {
    if (event.target?.name) this.raw.delete(event.target.name);
    this.touched = true;
    this.update();
  }

  clicked(event) {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.step) this.step(button);
    else if ("addRow" in button.dataset) {
      addRow(button.closest("[data-rows]"));
      this.changed(event);
    } else if ("removeRow" in button.dataset) {
      removeRow(button.closest("[data-rows]"), button.closest("[data-row]"));
      this.changed(event);
    } else if (button.dataset.action === "reset") this.reset();
    else if (button.dataset.action === "copy-link") this.copyLink();
  }

  step(button) {
    const control = this.control(button.dataset.for);
    const current = Number.parseInt(control.value, 10);
    const min = Number(control.dataset.min);
    const max = Number(control.dataset.max);
    const next = Number.isNaN(current) ? min : current + Number(button.dataset.step);
    control.value = String(Math.min(max, Math.max(min, next)));
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }

  async copyLink() {
    writeQuery(this.shareable(this.inputs()));
    const status = this.form.querySelector("[data-copied]");
    try {
      await navigator.clipboard.writeText(location.href);
      status.hidden = false;
      setTimeout(() => (status.hidden = true), 2500);
    } catch {
      window.prompt("", location.href); // no clipboard access: let the user copy it
    }
  }

  async update() {
    if (!this.ready) return; // the pre-rendered results stand until the engine runs
    const ticket = ++this.sequence;
    const inputs = this.inputs();
    const reply = await this.engine.compute(this.spec.id, inputs);
    if (ticket !== this.sequence) return; // a newer change is on its way
    if (this.touched) writeQuery(this.shareable(inputs));
    this.clearErrors();
    if (reply.error) this.showError(reply.error);
    else renderResult(this.form, this.spec, reply.result, this.lang, this.rowNames());
    // How many results this form has shown: lets a test (or a script) wait for the next one.
    this.form.dataset.computed = String(Number(this.form.dataset.computed ?? 0) + 1);
  }

  showError(error) {
    const message = error.messages[this.lang] ?? error.messages.en;
    const name = error.field.split(".")[0];
    const slot =
      this.form.querySelector(`[data-error-for="${CSS.escape(name)}"]`) ??
      this.form.querySelector('[data-error-for=""]');
    let prefix = "";
    const input = this.spec.inputs[name];
    if (input?.type === "rows" && /^\d+$/.test(error.field.split(".")[1] ?? "")) {
      const n = Number(error.field.split(".")[1]) + 1;
      const label = input.row_label ?? input.item_label;
      prefix = `${label[this.lang].replace("{n}", String(n))}: `;
    }
    slot.textContent = prefix + message;
    const control = this.control(error.field) ?? this.control(name);
    if (control instanceof Element) control.setAttribute("aria-invalid", "true");
    clearResult(this.form);
  }

  clearErrors() {
    for (const slot of this.form.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const control of this.form.querySelectorAll("[aria-invalid]")) control.removeAttribute("aria-invalid");
  }
}
