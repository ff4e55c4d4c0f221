// Carcassonne's score sheet: the scorings entered so far, newest first, each in the engine's one
// line ("City, 4 tiles, 1 coat of arms: Jana 10 (knight)"), each with Correct and Delete (Undo
// puts it back). While the engine has not answered for these entries, a line says only what was
// entered, never points that belong to other values.
import { followerClasses } from "./chart-geometry.js";
import { seatsShown } from "./entry-controls.js";
import { fillText } from "./fill-text.js";
import { removeRow } from "./form-rows.js";
import { lineChart } from "./svg-chart.js";

/**
 * @typedef {object} LogHost
 * @property {HTMLElement} root where the list goes
 * @property {HTMLFieldSetElement} rows the entries' fieldset
 * @property {import("./form-values.js").FormValues} values
 * @property {string} lang
 * @property {(key: string) => string} text
 * @property {(field: string) => Record<string, string>} options
 * @property {() => void} changed
 * @property {() => object} game the inputs on screen (for Undo)
 * @property {(inputs: object) => void} load
 * @property {import("./sheet-undo.js").UndoNote} undo
 */
export class EntryLog {
  /** @param {LogHost} host @param {import("./feature-entry.js").FeatureEntry} composer */
  constructor(host, composer) {
    this.host = host;
    this.composer = composer;
    this.lines = null; // the engine's lines for the entries on screen, or null
    this.track = null; // the totals after each entry (the engine's `track`), or null
    // Drawn by the build (widget.html.j2): the note for a sheet with no scoring, the track, the list.
    this.empty = host.root.querySelector("[data-entry-none]");
    this.chart = host.root.querySelector(".calc-entry-track");
    this.list = host.root.querySelector(".calc-entry-log");
    host.root.addEventListener("click", (event) => this.clicked(event));
    this.render();
  }

  // Each answer of the engine (null: none for these values, an error or not yet).
  resulted(result) {
    this.lines = result?.log?.map((item) => item.line[this.host.lang] ?? item.line.en) ?? null;
    this.track = result?.track ?? null;
    this.render();
  }

  count() {
    return this.host.rows.querySelectorAll("[data-row]").length;
  }

  // What was entered, in words, when the engine's line is not there.
  entered(i) {
    const read = (field) => this.host.values.value(`entries.${i}.${field}`);
    const feature = this.host.options("feature")[read("feature")] ?? read("feature");
    return `${feature} · ${read("tiles")} · ${read("arms")} · ${read("pieces") || "–"}`;
  }

  render() {
    const count = this.count();
    const items = [];
    for (let i = count - 1; i >= 0; i--) {
      const line = this.lines?.length === count ? this.lines[i] : this.entered(i);
      const item = document.createElement("li");
      item.value = i + 1;
      item.dataset.entry = String(i);
      const edit = this.action("entry_edit", { editEntry: i });
      const remove = this.action("entry_delete", { deleteEntry: i });
      item.append(Object.assign(document.createElement("span"), { textContent: line }), " ", edit, remove);
      items.push(item);
    }
    if (items.length || this.list.childElementCount) this.list.replaceChildren(...items);
    this.empty.hidden = count > 0;
    this.drawTrack(count);
  }

  // The board's score track as a picture: each player's total after each entry (from 0). Drawn
  // only from the engine's totals for the entries on screen; gone while there are none.
  drawTrack(count) {
    const track = this.track?.length === count && count > 0 ? this.track : null;
    this.chart.hidden = !track;
    if (!track) return this.chart.childElementCount && this.chart.replaceChildren();
    const seats = seatsShown(this.host); // as the composer shows them: name, follower colour
    const classes = followerClasses(seats.map((seat) => seat.colour));
    const series = seats.map((seat, i) => ({
      name: seat.name,
      points: [0, ...track.map((totals) => totals[i] ?? null)],
      ...(classes ? { className: classes[i] } : {}),
    }));
    const xLabels = ["0", ...track.map((_, i) => String(i + 1))];
    const text = this.host.text;
    this.chart.replaceChildren(
      lineChart({ title: text("entry_track"), description: text("entry_track_about"), series, xLabels, format: this.host.format }),
    );
  }

  action(key, data) {
    const node = Object.assign(document.createElement("button"), { type: "button", textContent: this.host.text(key) });
    Object.assign(node.dataset, data);
    const n = Number(Object.values(data)[0]) + 1;
    node.setAttribute("aria-label", `${this.host.text(key)}: ${n}`);
    return node;
  }

  clicked(event) {
    const target = event.target.closest("button");
    if (!target) return;
    if (target.dataset.editEntry !== undefined) this.composer.edit(Number(target.dataset.editEntry));
    else if (target.dataset.deleteEntry !== undefined) this.remove(Number(target.dataset.deleteEntry));
    else return;
    event.stopPropagation();
  }

  remove(i) {
    const before = this.host.game();
    const row = this.host.rows.querySelector(`[data-row="${i}"]`);
    if (!row) return;
    const said = this.lines?.[i] ?? this.entered(i);
    removeRow(this.host.rows, row);
    this.composer.removed(i);
    [this.lines, this.track] = [null, null];
    this.render();
    this.host.changed();
    const message = fillText(this.host.text("entry_deleted"), { entry: said });
    this.host.undo.offer(this.list, message, () => this.host.load(before));
  }
}
