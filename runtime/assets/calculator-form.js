// One calculator form: wires its parts together. On each change it keeps the address bar in
// step, asks the engine and has the answer placed: the results, or the error at its box.
// The parts: form-values.js (the controls), engine-status.js, form-errors.js, board-check.js,
// announce.js, form-buttons.js, form-rows.js with player-refs.js and pick-buttons.js (the
// rows and the lists that follow the players), quick-values.js (a number's one-tap values), and on a score sheet score-sheet.js, which
// sees only the SheetHost this form gives it.
import { announceSoon } from "./announce.js";
import { BoardCheck } from "./board-check.js";
import { EngineStatus } from "./engine-status.js";
import { fillText, isolate } from "./fill-text.js";
import { copyLink, nextBox, selectFigure, step } from "./form-buttons.js";
import { FormErrors } from "./form-errors.js";
import { addRow, removeRow, renumber } from "./form-rows.js";
import { FormValues } from "./form-values.js";
import { addOwned, picked, renderPicks } from "./pick-buttons.js";
import { refreshPlayerLists, removePlayer } from "./player-refs.js";
import { markQuick, quickPicked } from "./quick-values.js";
import { renderResult } from "./render-results.js";
import { ScoreSheet } from "./score-sheet.js";
import { startEntries } from "./sheet-entries.js";
import { UndoNote } from "./sheet-undo.js";
import { renderStandings } from "./standings.js";
import { clearQuery, linkFor, readQuery, writeQuery } from "./url-state.js";

/** @typedef {import("./score-sheet.js").SheetHost} SheetHost */

export class CalculatorForm {
  constructor(form, engine, lang) {
    this.form = form;
    this.engine = engine;
    this.lang = lang;
    this.spec = JSON.parse(form.querySelector("script.calc-spec").textContent);
    this.sequence = 0;
    this.asked = null; // the inputs (as JSON) of the last question put to the engine
    this.touched = false;
    const text = (key, detail) => this.text(key, detail);
    this.values = new FormValues(form, this.spec, lang);
    this.status = new EngineStatus(form, lang, text);
    this.errors = new FormErrors(form, this.spec, lang, this.values, text);
    form.currentInputs = () => this.values.inputs(); // what the engine is asked about: for tests and scripts
    form.addEventListener("input", (event) => this.changed(event));
    form.addEventListener("change", (event) => this.changed(event));
    form.addEventListener("submit", (event) => event.preventDefault());
    form.addEventListener("keydown", (event) => nextBox(form, event, !this.spec.sheet));
    form.addEventListener("focusin", selectFigure);
    form.addEventListener("click", (event) => this.clicked(event));
    for (const fieldset of form.querySelectorAll("[data-rows]")) renumber(fieldset);
    this.board = new BoardCheck(form, this.spec, lang);
    const fromLink = this.restoreFromQuery();
    this.refreshLists();
    if (this.spec.sheet) {
      this.undo = new UndoNote(this.text("undo"));
      // A score sheet lives on the device, not in the address: a link becomes a saved game
      // of its own, and the plain address then brings the saved game back.
      // A sheet scored entry by entry (Carcassonne) has its composer: before the sheet loads a game.
      const composer = form.querySelector("[data-composer]");
      if (composer) this.entries = startEntries(this, composer);
      this.sheet = new ScoreSheet(this.sheetHost());
      // ?game=GID: a game opened from the history page (game-history.js), made current here.
      const wanted = fromLink ? null : new URLSearchParams(location.search).get("game");
      this.sheet.start(fromLink, wanted);
      if (fromLink || wanted !== null) clearQuery();
    }
  }

  text(key, detail = "") {
    return fillText(this.spec.ui[key][this.lang], { detail });
  }

  /** What the score sheet may see of this form, and nothing more.
   * @returns {SheetHost} */
  sheetHost() {
    return {
      form: this.form,
      id: this.spec.id,
      inputs: this.spec.inputs,
      lang: this.lang,
      text: (key) => this.text(key),
      title: this.spec.presentation.title[this.lang],
      example: this.spec.example,
      game: () => this.values.shareable(this.values.inputs()),
      load: (inputs) => this.loadInputs(inputs),
      blank: (names) => this.values.emptyInputs(names),
      names: () => this.values.rowNames(),
      undo: this.undo,
    };
  }

  // Start-up news from the engine (engine-client.js), for every form of the page.
  engineStatus(message) {
    this.status.show(message);
    if (message.type === "ready") this.update(); // the user may have typed while the engine started
    else if (message.type === "failed" && this.touched) this.status.waiting();
  }

  // The address bar follows the form (a sheet keeps its games on the device instead).
  remember(inputs) {
    if (!this.sheet) writeQuery(this.values.shareable(inputs), this.board.confirmed);
  }

  // The player lists (holders, owners, on turn) name the players present.
  refreshLists() {
    if (this.values.players) {
      refreshPlayerLists(this.form, this.values.rowNames(), this.values.playerCount());
      // A solo game's own box (Hamburg's Tom) shows only while the table has one player.
      for (const field of this.form.querySelectorAll("[data-solo]")) field.hidden = this.values.playerCount() !== 1;
    }
    const [names, count] = [this.values.rowNames(), this.values.playerCount()];
    renderPicks(this.form, names, count, this.spec.pick_most, Boolean(this.spec.sheet));
    markQuick(this.form); // a figure typed, loaded or reset: its button marked
    this.entries?.loaded(); // the composer names the players present
  }

  // A removed player takes their references with them (cleared, with a note and an undo),
  // instead of handing them to the next seat.
  removeRow(button, event) {
    const fieldset = button.closest("[data-rows]");
    const row = button.closest("[data-row]");
    const input = this.spec.inputs[fieldset.dataset.rows];
    const before = this.sheet ? this.values.shareable(this.values.inputs()) : null;
    const index = Number(row.dataset.row);
    const who = input.row_names && this.sheet ? this.values.playerName(index) : null;
    removeRow(fieldset, row);
    const cleared = input.row_names ? removePlayer(this.form, index) : [];
    if (input.row_names) this.entries?.removedSeat(index);
    this.changed(event);
    if (this.sheet && who) {
      let message = fillText(this.text("player_removed"), { player: isolate(who) });
      if (cleared.length) message += ` ${fillText(this.text("refs_cleared"), { fields: cleared.join(", ") })}`;
      // In the standings bar, which stays on screen: after the button, the note fell below
      // the screen's edge on a phone.
      const bar = this.form.querySelector("[data-standings]");
      const anchor = bar ?? fieldset.querySelector("[data-add-row]") ?? fieldset.lastElementChild;
      this.undo.offer(anchor, message, () => this.loadInputs(before), Boolean(bar));
    }
  }

  restoreFromQuery() {
    const found = readQuery(this.spec);
    if (!found.size) return false;
    this.values.apply(found);
    this.refreshLists();
    this.touched = true;
    this.status.waiting(); // the pre-rendered results belong to the defaults, not to this link
    return true;
  }

  // A saved game (or a new one) into the form, then its results.
  loadInputs(inputs) {
    this.entries?.replaced();
    this.values.load(inputs);
    this.refreshLists();
    this.touched = true;
    this.update();
  }

  reset() {
    this.values.reset();
    this.touched = false;
    clearQuery();
    this.update();
  }

  changed(event) {
    if (event.target?.name) this.values.edited(event.target.name);
    this.touched = true;
    // A box's "change" as the finger leaves it for a button follows the "input" events that
    // already asked for these values: asking again would blank and redraw the results (and the
    // list of games) under that finger.
    if (event.type === "change" && this.asked === JSON.stringify(this.values.inputs())) return;
    this.update();
  }

  clicked(event) {
    const button = event.target.closest("button");
    if (!button) return;
    if (this.undo?.clicked(button) || this.sheet?.clicked(button)) return;
    if (button.dataset.pick !== undefined) picked(button);
    else if (button.dataset.quick !== undefined) quickPicked(button, this.form, !this.spec.sheet);
    else if (button.dataset.addOwner !== undefined) {
      addOwned(button, addRow);
      this.changed(event);
    } else if (button.dataset.step) step(this.values.control(button.dataset.for), button);
    else if ("addRow" in button.dataset) {
      // The new row's first box takes the focus: the table goes on typing there (on a sheet its
      // name; on a calculator, where a name is optional, its first figure).
      const row = addRow(button.closest("[data-rows]"));
      const first = this.sheet ? 'input[type="text"]' : 'input[inputmode="numeric"]';
      (row?.querySelector(first) ?? row?.querySelector('input[type="text"]') ?? row?.querySelector("select"))?.focus();
      this.changed(event);
    } else if ("removeRow" in button.dataset) this.removeRow(button, event);
    else if (button.dataset.action === "show-example") this.loadInputs(structuredClone(this.spec.example));
    else if (button.dataset.action === "reset") {
      if (this.sheet) this.sheet.newGame(); // a saved game is never overwritten
      else this.reset();
    } else if (button.dataset.action === "copy-link") {
      const inputs = this.values.inputs();
      this.remember(inputs);
      const link = new URL(linkFor(this.values.shareable(inputs), this.board.confirmed), location.href).href;
      copyLink(this.form, link, this.text("copy_by_hand"));
    } else if (button.dataset.action === "retry") this.engine.retry();
    else if (button.dataset.confirm) {
      this.board.confirm(button.dataset.confirm);
      this.remember(this.values.inputs()); // the link keeps it
    }
  }

  async update() {
    this.refreshLists(); // names typed, players added or removed
    const inputs = this.values.inputs();
    if (this.touched) this.remember(inputs);
    if (!this.status.ready) {
      if (this.touched) {
        this.status.waiting(); // the pre-rendered results are for other values
        this.sheet?.save();
      }
      return;
    }
    const ticket = ++this.sequence;
    this.asked = JSON.stringify(inputs);
    // Until the answer arrives, the figures on screen belong to the previous values.
    for (const output of this.form.querySelectorAll(".calc-results output")) output.dataset.value = "";
    let reply;
    try {
      // The result comes in the page's words too (engine/present.py): the page only places them.
      const presenting = { presentation: this.spec.presentation, lang: this.lang, names: this.values.rowNames() };
      reply = await this.engine.compute(this.spec.id, inputs, presenting);
    } catch {
      return; // the engine failed meanwhile: engineStatus() has said so
    }
    if (ticket !== this.sequence) return; // a newer change is on its way
    this.errors.clear();
    this.status.answered();
    if (reply.error) this.errors.show(reply.error);
    else {
      this.board.resulted(reply.presented.check_board);
      renderResult(this.form, reply.presented, this.board.confirmed);
      // A score sheet's standings, or a calculator's result bar (the same shape).
      renderStandings(this.form, reply.presented.standings ?? reply.presented.summary);
    }
    // `finished: false` (Amun-Re after the Old Kingdom): a leader, not a winner (absent: finished).
    this.entries?.resulted(reply.error ? null : reply.result, reply.error ?? null);
    this.sheet?.resulted(reply.error ? null : reply.presented, this.touched, reply.result?.finished !== false);
    announceSoon(this.form);
    // How many results this form has shown: lets a test (or a script) wait for the next one.
    this.form.dataset.computed = String(Number(this.form.dataset.computed ?? 0) + 1);
  }
}
