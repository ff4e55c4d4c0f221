// One calculator form: reads its controls, asks the engine, shows the results or the
// error next to its field, keeps the address bar in step, resets and copies links.
import { FALSE_TEXT as FALSE_WORDS, TRUE_TEXT as TRUE_WORDS } from "./build-info.js";
import { addRow, removeRow, renumber, rowCount, setRowCount } from "./form-rows.js";
import { addOwned, picked, renderPicks } from "./pick-buttons.js";
import { refreshPlayerLists, removePlayer } from "./player-refs.js";
import { clearResult, renderCheckBoard, renderResult } from "./render-results.js";
import { ScoreSheet } from "./score-sheet.js";
import { pauseStandings, renderStandings } from "./standings.js";
import { UndoNote } from "./sheet-undo.js";
import { clearQuery, flatten, linkFor, readConfirmed, readQuery, writeQuery } from "./url-state.js";

const ANNOUNCE_AFTER_MS = 800; // a pause in typing
// The text the engine takes as yes/no (engine/languages.py, through build-info.js).
const TRUE_TEXT = new Set(TRUE_WORDS);
const FALSE_TEXT = new Set(FALSE_WORDS);

export class CalculatorForm {
  constructor(form, engine, lang) {
    this.form = form;
    this.engine = engine;
    this.lang = lang;
    this.spec = JSON.parse(form.querySelector("script.calc-spec").textContent);
    this.sequence = 0;
    this.raw = new Map(); // query values a checkbox or select cannot hold: sent as they are
    this.touched = false;
    form.currentInputs = () => this.inputs(); // what the engine is asked about: for tests and scripts
    form.addEventListener("input", (event) => this.changed(event));
    form.addEventListener("change", (event) => this.changed(event));
    form.addEventListener("submit", (event) => event.preventDefault());
    form.addEventListener("keydown", (event) => this.next(event));
    form.addEventListener("click", (event) => this.clicked(event));
    for (const fieldset of form.querySelectorAll("[data-rows]")) renumber(fieldset);
    this.state = "loading";
    this.confirmed = readConfirmed(this.spec);
    // The defaults' unchecked values, as the build listed them, until the engine says more.
    this.lastCheckBoard = (form.querySelector("[data-check-board]").dataset.checkBoard || "")
      .split(",")
      .filter(Boolean)
      .map((name) => ({ name, label: this.spec.presentation.labels[name]?.[lang] ?? name }));
    for (const name of this.confirmed) this.markConfirmed(name);
    const fromLink = this.restoreFromQuery();
    this.refreshLists();
    if (this.spec.sheet) {
      this.undo = new UndoNote(this.text("undo"));
      // A score sheet lives on the device, not in the address: a link becomes a saved game
      // of its own, and the plain address then brings the saved game back.
      this.sheet = new ScoreSheet(this);
      this.sheet.start(fromLink);
      if (fromLink) clearQuery();
    }
  }

  set state(value) {
    this.form.dataset.state = value;
  }

  text(key, detail = "") {
    return this.spec.ui[key][this.lang].replace("{detail}", detail);
  }

  // "My board shows these values": the badge goes, the notice forgets it, the link keeps it.
  confirm(name) {
    this.confirmed.add(name);
    this.markConfirmed(name);
    renderCheckBoard(this.form, this.lastCheckBoard, this.confirmed);
    if (!this.sheet) writeQuery(this.shareable(this.inputs()), this.confirmed);
  }

  markConfirmed(name) {
    const holder = this.form.querySelector(`[data-field="${CSS.escape(name)}"], [data-rows="${CSS.escape(name)}"]`);
    if (holder) holder.dataset.confirmed = "true";
  }

  // Start-up news from the engine (engine-client.js): progress, ready or a fault.
  engineStatus(message) {
    const line = this.form.querySelector("[data-engine-message]");
    const bar = this.form.querySelector("[data-engine-progress]");
    if (message.type === "progress") {
      this.state = "loading";
      const decimal = new Intl.NumberFormat(this.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const megabytes = (bytes) => decimal.format(bytes / 1e6);
      if (message.phase === "start" || !message.total) {
        line.textContent = this.text("progress_start");
        bar.removeAttribute("value"); // indeterminate: Python is starting
      } else {
        line.textContent = this.text("progress_download")
          .replace("{loaded}", megabytes(message.loaded))
          .replace("{total}", megabytes(message.total));
        bar.value = Math.round((100 * message.loaded) / message.total);
      }
      bar.hidden = false;
      bar.setAttribute("aria-label", line.textContent);
    } else if (message.type === "ready") {
      bar.hidden = true;
      line.textContent = this.text("ready");
      this.state = "ready";
      this.update(); // the user may have typed while the engine started
    } else if (message.type === "failed") {
      bar.hidden = true;
      line.textContent = "";
      const code = `fault_${message.code}`;
      this.form.querySelector("[data-engine-error]").textContent = `${this.text("error")} ${
        code in this.spec.ui ? this.text(code, message.detail) : message.detail
      }`;
      this.state = "error";
      if (this.touched) this.waitForEngine();
    }
  }

  // No engine to compute what the form shows: no figure may stand for other values.
  waitForEngine() {
    clearResult(this.form);
    const note = this.form.querySelector("[data-waiting-note]");
    note.textContent = this.text(this.form.dataset.state === "error" ? "stopped" : "waiting");
    note.hidden = false;
    pauseStandings(this.form, note.textContent);
    this.form.querySelector(".calc-results").dataset.waiting = "true";
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
      if (input.send_names) {
        this.rowNames().forEach((text, i) => {
          if (text) rows[i].name = text;
        });
      }
      values[name] = rows;
    }
    return values;
  }

  // The player lists (holders, owners, on turn) name the players present.
  refreshLists() {
    const players = Object.entries(this.spec.inputs).find(([, input]) => input.row_names)?.[0];
    if (!players) return;
    refreshPlayerLists(this.form, this.rowNames(), rowCount(this.fieldset(players)));
    if (this.spec.sheet) renderPicks(this.form, this.rowNames(), rowCount(this.fieldset(players)));
  }

  // A removed player takes their references with them (cleared, with a note and an undo),
  // instead of handing them to the next seat.
  removeRow(button, event) {
    const fieldset = button.closest("[data-rows]");
    const row = button.closest("[data-row]");
    const input = this.spec.inputs[fieldset.dataset.rows];
    const before = this.sheet ? this.shareable(this.inputs()) : null;
    const index = Number(row.dataset.row);
    const who = input.row_names ? this.sheet?.playerName(index) : null;
    removeRow(fieldset, row);
    const cleared = input.row_names ? removePlayer(this.form, index) : [];
    this.changed(event);
    if (this.sheet && who) {
      let message = this.text("player_removed").replace("{player}", who);
      if (cleared.length) message += ` ${this.text("refs_cleared").replace("{fields}", cleared.join(", "))}`;
      this.undo.offer(fieldset.querySelector("[data-add-row]") ?? fieldset.lastElementChild, message, () =>
        this.loadInputs(before),
      );
    }
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
    if (!found.size) return false;
    this.applyValues(found);
    this.touched = true;
    this.waitForEngine(); // the pre-rendered results belong to the defaults, not to this link
    return true;
  }

  // A saved game (or a new one) into the form, then its results.
  loadInputs(inputs) {
    this.raw.clear();
    for (const name of this.form.querySelectorAll(".calc-row-name")) name.value = "";
    this.applyValues(new Map(flatten(inputs)));
    this.touched = true;
    this.update();
  }

  // A blank sheet with the same number of rows; player names kept when given.
  emptyInputs(names = []) {
    const values = {};
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") values[name] = input.default;
      else if (!input.fields || !input.row_names) values[name] = input.default; // provinces: none yet
      else {
        const fields = Object.entries(input.fields).filter(([, f]) => f.default !== null && f.default !== undefined);
        values[name] = Array.from({ length: rowCount(this.fieldset(name)) }, (_, i) => ({
          ...Object.fromEntries(fields.map(([f, d]) => [f, d.default])),
          ...(input.row_names && names[i] ? { name: names[i] } : {}),
        }));
      }
    }
    return values;
  }

  applyValues(found) {
    for (const [name, input] of Object.entries(this.spec.inputs)) {
      if (input.type !== "rows") continue;
      const indexes = [...found.keys()].filter((k) => k.startsWith(`${name}.`)).map((k) => Number(k.split(".")[1]));
      // A hand-written preset (players.2.farmers=3) may leave the count out.
      const count = found.has(name) ? Number(found.get(name)) : indexes.length ? Math.max(...indexes) + 1 : null;
      if (count !== null) setRowCount(this.fieldset(name), count);
      found.delete(name);
    }
    for (const [path, value] of found) this.setValue(path, value);
    this.refreshLists();
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
    if (this.undo?.clicked(button) || this.sheet?.clicked(button)) return;
    if (button.dataset.pick !== undefined) picked(button);
    else if (button.dataset.addOwner !== undefined) {
      addOwned(button, addRow);
      this.changed(event);
    }
    else if (button.dataset.step) this.step(button);
    else if ("addRow" in button.dataset) {
      addRow(button.closest("[data-rows]"));
      this.changed(event);
    } else if ("removeRow" in button.dataset) this.removeRow(button, event);
    else if (button.dataset.action === "reset") {
      if (this.sheet) this.sheet.newGame(); // a saved game is never overwritten
      else this.reset();
    }
    else if (button.dataset.action === "copy-link") this.copyLink();
    else if (button.dataset.action === "retry") this.engine.retry();
    else if (button.dataset.confirm) this.confirm(button.dataset.confirm);
  }

  // "Next" on a phone's keyboard (Enter): on to the next box in reading order.
  next(event) {
    if (event.key !== "Enter" || !event.target.matches?.('.calc-inputs input[type="text"]')) return;
    const boxes = [...this.form.querySelectorAll('.calc-inputs input[type="text"]')].filter((b) => !b.closest("template"));
    const following = boxes[boxes.indexOf(event.target) + 1];
    if (!following) return;
    event.preventDefault();
    following.focus();
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
    const link = new URL(linkFor(this.shareable(this.inputs()), this.confirmed), location.href).href;
    if (!this.sheet) writeQuery(this.shareable(this.inputs()), this.confirmed);
    const status = this.form.querySelector("[data-copied]");
    try {
      await navigator.clipboard.writeText(link);
      status.hidden = false;
      setTimeout(() => (status.hidden = true), 2500);
    } catch {
      window.prompt("", link); // no clipboard access: let the user copy it
    }
  }

  async update() {
    this.refreshLists(); // names typed, players added or removed
    const inputs = this.inputs();
    if (this.touched && !this.sheet) writeQuery(this.shareable(inputs), this.confirmed);
    if (!this.ready) {
      if (this.touched) {
        this.waitForEngine(); // the pre-rendered results are for other values
        this.sheet?.save();
      }
      return;
    }
    const ticket = ++this.sequence;
    // Until the answer arrives, the figures on screen belong to the previous values.
    for (const output of this.form.querySelectorAll(".calc-results output")) output.dataset.value = "";
    let reply;
    try {
      // The result comes in the page's words too (engine/present.py): the page only places them.
      const presenting = { presentation: this.spec.presentation, lang: this.lang, names: this.rowNames() };
      reply = await this.engine.compute(this.spec.id, inputs, presenting);
    } catch {
      return; // the engine failed meanwhile: engineStatus() has said so
    }
    if (ticket !== this.sequence) return; // a newer change is on its way
    this.clearErrors();
    const results = this.form.querySelector(".calc-results");
    delete results.dataset.waiting;
    this.form.querySelector("[data-waiting-note]").hidden = true;
    if (reply.error) this.showError(reply.error);
    else {
      this.lastCheckBoard = reply.presented.check_board;
      renderResult(this.form, reply.presented, this.confirmed);
      renderStandings(this.form, reply.presented.standings);
    }
    this.sheet?.resulted(reply.error ? null : reply.presented, this.touched);
    this.announceSoon();
    // How many results this form has shown: lets a test (or a script) wait for the next one.
    this.form.dataset.computed = String(Number(this.form.dataset.computed ?? 0) + 1);
  }

  // Once typing pauses: the scalar results, or the deciding sentence of a score sheet.
  announceSoon() {
    clearTimeout(this.announceTimer);
    this.announceTimer = setTimeout(() => {
      const results = this.form.querySelector(".calc-results");
      const lines = [...results.querySelectorAll(".calc-result")].map(
        (row) => `${row.querySelector("dt").textContent.trim()}: ${row.querySelector("output").textContent.trim()}`,
      );
      const verdict = [...results.querySelectorAll("[data-explain] li")].at(-1)?.textContent;
      if (verdict) lines.push(verdict);
      const text = lines.join("; ");
      if (text && !this.form.querySelector('[data-error-for]:not(:empty)')) {
        this.form.querySelector("[data-announce]").textContent = text;
      }
    }, ANNOUNCE_AFTER_MS);
  }

  // Every wrong box shows its own message (the engine lists them: error.others); the
  // standings name the first and count the rest ("fix Clara · Cities + 2 more").
  showError(error) {
    const all = [error, ...(error.others ?? [])];
    const places = all.map((one) => this.showOneError(one));
    let where = places[0];
    if (all.length > 1) where += ` ${this.text("more_errors").replace("{n}", String(all.length - 1))}`;
    pauseStandings(this.form, this.text("results_paused").replace("{fields}", where));
    clearResult(this.form);
  }

  // One error under its box and in its input's slot; returns where it is ("Clara · Cities").
  showOneError(error) {
    const name = error.field.split(".")[0];
    const control = this.control(error.field) ?? this.control(name);
    // An empty player list is a choice still to make, whatever number the engine wanted.
    const choose = control instanceof HTMLSelectElement && control.value === "" && control.dataset.playerRef !== undefined;
    const message = choose ? this.text("choose_player_error") : (error.messages[this.lang] ?? error.messages.en);
    const slot =
      this.form.querySelector(`[data-error-for="${CSS.escape(name)}"]`) ??
      this.form.querySelector('[data-error-for=""]');
    let prefix = "";
    const input = this.spec.inputs[name];
    if (input?.type === "rows" && /^\d+$/.test(error.field.split(".")[1] ?? "")) {
      const i = Number(error.field.split(".")[1]);
      const label = input.row_label ?? input.item_label;
      // "Clara · Cities": the player by name, then the box (its label follows the row's in aria-label).
      const who = (input.row_names && this.rowNames()[i]) || label[this.lang].replace("{n}", String(i + 1));
      const box = control?.getAttribute?.("aria-label")?.split(": ").slice(1).join(": ");
      prefix = `${who}${box && control.name === error.field ? ` · ${box}` : ""}: `;
    }
    const line = prefix + message;
    slot.textContent = slot.textContent ? `${slot.textContent}\n${line}` : line; // one line per box
    if (control instanceof Element) {
      control.setAttribute("aria-invalid", "true");
      // The message under the box itself too, where the player is looking.
      if (control.closest("td, .calc-item")) {
        const under = document.createElement("span");
        under.className = "calc-box-error";
        under.dataset.boxError = "";
        under.textContent = line;
        control.after(under);
      }
    }
    return prefix ? prefix.slice(0, -2) : (this.spec.presentation.labels[name]?.[this.lang] ?? message);
  }

  clearErrors() {
    for (const slot of this.form.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const under of this.form.querySelectorAll("[data-box-error]")) under.remove();
    for (const control of this.form.querySelectorAll("[aria-invalid]")) control.removeAttribute("aria-invalid");
  }
}
