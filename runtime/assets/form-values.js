// A form's values: reads its controls into the engine's inputs and writes values (a link's,
// a saved game's, the defaults) back into them. A value a checkbox or select cannot hold is
// kept as typed and sent as it is, so that the engine says what is wrong with it.
import { FALSE_TEXT as FALSE_WORDS, TRUE_TEXT as TRUE_WORDS } from "./build-info.js";
import { rowCount, setRowCount } from "./form-rows.js";
import { flatten } from "./url-state.js";

// The text the engine takes as yes/no (engine/languages.py, through build-info.js).
const TRUE_TEXT = new Set(TRUE_WORDS);
const FALSE_TEXT = new Set(FALSE_WORDS);

export class FormValues {
  constructor(form, spec, lang) {
    this.form = form;
    this.spec = spec;
    this.lang = lang;
    this.raw = new Map(); // query values a checkbox or select cannot hold: sent as they are
    // The rows input whose rows are the players (names typed beside them).
    this.players = Object.entries(spec.inputs).find(([, input]) => input.row_names)?.[0] ?? null;
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
    if (control.type !== "checkbox") return control.value;
    // A 0/1 figure shown as a checkbox (data-int) is still a number to the engine.
    return "int" in control.dataset ? Number(control.checked) : control.checked;
  }

  // The user changed this control: what it holds now is its value.
  edited(path) {
    this.raw.delete(path);
  }

  // What the engine is asked about.
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
      if (input.send_names) {
        this.rowNames().forEach((text, i) => {
          if (text) rows[i].name = text;
        });
      }
      values[name] = rows;
    }
    return values;
  }

  // Optional player names (not engine input): shown in the results and kept in links.
  rowNames() {
    if (!this.players) return [];
    const rows = this.fieldset(this.players).querySelectorAll("[data-row]");
    return [...rows].map((row) => row.querySelector(".calc-row-name")?.value.trim() ?? "");
  }

  playerCount() {
    return this.players ? rowCount(this.fieldset(this.players)) : 0;
  }

  // A player by name, else by seat ("Player 3").
  playerName(i) {
    const name = this.rowNames()[i];
    const label = this.spec.presentation.tables[0]?.row_label ?? this.spec.inputs.players?.row_label;
    return name || (label ? label[this.lang].replace("{n}", String(i + 1)) : String(i + 1));
  }

  // `inputs` with the players' names: what a link or a saved game keeps.
  shareable(inputs) {
    const names = this.rowNames();
    const named = this.players;
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

  // {path: text} (a link's query, flattened inputs) into the controls, row counts first.
  apply(found) {
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") continue;
      const indexes = [...found.keys()].filter((k) => k.startsWith(`${name}.`)).map((k) => Number(k.split(".")[1]));
      // A hand-written preset (players.2.farmers=3) may leave the count out.
      const count = found.has(name) ? Number(found.get(name)) : indexes.length ? Math.max(...indexes) + 1 : null;
      if (count !== null) setRowCount(this.fieldset(name), count);
      found.delete(name);
    }
    for (const [path, value] of found) this.setValue(path, value);
  }

  clearNames() {
    this.raw.clear();
    for (const name of this.form.querySelectorAll(".calc-row-name")) name.value = "";
  }

  // A saved game (or a new one) into the controls; names not in it are cleared.
  load(inputs) {
    this.clearNames();
    this.apply(new Map(flatten(inputs)));
  }

  // The engine's defaults into the controls, names cleared.
  reset() {
    this.clearNames();
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
  }

  // A blank sheet with the same number of rows; player names kept when given, and with them
  // what belongs to each seat (`seat` in the spec: a follower's colour).
  emptyInputs(names = []) {
    const values = {};
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") values[name] = input.default;
      else if (!input.fields || !input.row_names) values[name] = input.default; // provinces: none yet
      else {
        const fields = Object.entries(input.fields).filter(([, f]) => f.default !== null && f.default !== undefined);
        const kept = (i, f, d) => {
          const now = d.seat && names[i] ? this.value(`${name}.${i}.${f}`) : null;
          return d.choices?.includes(now) ? now : d.default;
        };
        values[name] = Array.from({ length: rowCount(this.fieldset(name)) }, (_, i) => ({
          ...Object.fromEntries(fields.map(([f, d]) => [f, kept(i, f, d)])),
          ...(input.row_names && names[i] ? { name: names[i] } : {}),
        }));
      }
    }
    return values;
  }
}
