// Carcassonne's score sheet: "score a feature" in a few taps. The composer writes one entry (a row
// of the `entries` input: feature, end, tiles, arms, pieces); the engine decides who scores what
// (engine/carcassonne.py). Nothing here scores, nor knows a rule: which boxes each feature asks
// for comes from the engine too (ENTRY_ASKS, in the spec as `asks`).
import { correcting, entryActions, entryBoxes, featureButtons, overButton, seatsShown } from "./entry-controls.js";
import { EntryDraft } from "./entry-draft.js";
import { pieceText } from "./entry-pieces.js";
import { rowCount, setRowCount } from "./form-rows.js";

/** @typedef {object} EntryHost what the composer sees of its form (calculator-form.js)
 * @property {HTMLElement} root the composer's place in the entries' fieldset
 * @property {HTMLFieldSetElement} rows the entries' fieldset (its rows are hidden)
 * @property {import("./form-values.js").FormValues} values
 * @property {(key: string) => string} text an interface text in the page's language
 * @property {(field: string) => Record<string, string>} options a field's choices in the page's words
 * @property {() => void} changed tells the form the inputs changed
 * @property {Record<string, string>} rules the link to the rules section of each feature (on the site)
 * @property {import("./entry-draft.js").Asks} asks what each feature asks for (engine/carcassonne.py: ENTRY_ASKS)
 */
export class FeatureEntry extends EntryDraft {
  /** @param {EntryHost} host */
  constructor(host) {
    super(host.asks);
    this.host = host;
    this.editing = null; // the index of the entry being corrected, or null for a new one
    this.refusal = ""; // the engine's reason it refused the entry being corrected
    this.awaiting = null; // the entry just written, until the engine answers for it
    this.said = ""; // the reason last announced (an alert is said once, not on every redraw)
    host.root.addEventListener("click", (event) => this.clicked(event));
    host.root.addEventListener("input", (event) => this.typed(event));
    // The build drew the composer as it starts (widget.html.j2): nothing moves when this runs.
    this.commitButton = host.root.querySelector("[data-entry-commit]");
    this.drawn = this.commitButton ? this.signature() : null;
    this.render();
  }

  // What the composer shows depends on: the seats' names and colours only once a feature is picked;
  // the figures as their text (drawing a seat gives it an empty record: no change, no second draw).
  signature() {
    const { end, feature, size, count, editing, refusal } = this;
    const figures = pieceText(this.seats, "mwbh");
    return JSON.stringify([end, feature, size, count, figures, editing, refusal, feature ? seatsShown(this.host) : null, this.over()?.checked]);
  }

  // The game's "Game over" box (below the log and the players), also ticked from the composer.
  over() {
    return this.host.rows.form.querySelector('.calc-inputs [name="over"]');
  }

  clear(end = this.end) {
    super.clear(end);
    this.refusal = "";
  }

  write(index, entry) {
    const { values, rows } = this.host;
    if (index >= rowCount(rows)) setRowCount(rows, index + 1);
    for (const [field, value] of Object.entries(entry)) values.setValue(`entries.${index}.${field}`, value);
  }

  commit() {
    if (!this.ready()) return;
    const index = this.editing ?? rowCount(this.host.rows);
    this.write(index, this.entry());
    [this.editing, this.awaiting] = [null, index];
    this.clear();
    this.render();
    this.host.changed();
    this.settle();
  }

  // The composer back at the top of the screen, under the sticky standings bar, ready for the
  // next scoring: the table does not scroll between scorings.
  settle() {
    const bar = this.host.rows.form.querySelector("[data-standings]");
    // Where the bar sticks (its CSS top, below the site's header) and its height.
    const under = bar ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.getBoundingClientRect().height : 0;
    const shift = this.host.root.getBoundingClientRect().top - under - 8;
    if (Math.abs(shift) > 4) window.scrollBy({ top: shift, behavior: "instant" });
  }

  // The engine's answer (`refused`: the entry it refused and why, or null). The entry just written,
  // refused (a size the rules do not allow, a figure that cannot stand there), comes back into the
  // composer with the reason, at the screen's top, unless another scoring is begun meanwhile; any
  // other answer only takes away a reason that no longer holds (no pulling back after Cancel).
  answered(refused) {
    const asked = this.awaiting;
    this.awaiting = null;
    if (refused && refused.index === asked && !this.feature) {
      this.edit(asked, refused.reason);
      this.settle();
    } else if (this.refusal && refused?.index !== this.editing) {
      this.refusal = "";
      this.render();
    }
  }

  // Entry `i` deleted from the log: a correction of it ends, one of a later entry follows it.
  removed(i) {
    if (this.editing === i) this.cancel();
    else if (this.editing !== null && i < this.editing) this.editing -= 1;
    this.render();
  }

  // Another game in the form (New game, a game opened, an Undo): no correction carries over.
  cancel() {
    [this.editing, this.awaiting] = [null, null];
    this.clear();
    this.render();
  }

  // An entry back into the composer, to be corrected (`refusal`: why the engine refused it).
  edit(index, refusal = "") {
    this.load((field) => this.host.values.value(`entries.${index}.${field}`));
    [this.editing, this.refusal] = [index, refusal];
    this.render();
    this.host.root.scrollIntoView({ block: "nearest" });
    this.host.root.querySelector("[data-entry-feature][aria-pressed=true]")?.focus();
  }

  clicked(event) {
    const target = event.target.closest("button");
    if (!target) return;
    event.stopPropagation(); // the composer's taps are not the form's buttons
    const { dataset } = target;
    if (dataset.entryFinal !== undefined) this.end = !this.end;
    else if (dataset.entryFeature) {
      const same = this.feature === dataset.entryFeature;
      // Followers tapped stay for another kind (a city that was a road), but a follower is no
      // point by hand, nor a point a follower: between the two, the seats start empty.
      const byHand = (feature) => this.asks.kinds[feature]?.seat === "p";
      if (this.feature && byHand(this.feature) !== byHand(dataset.entryFeature)) this.seats = [];
      [this.feature, this.size, this.count] = [dataset.entryFeature, same ? this.size : null, same ? this.count : 0];
      // A kind scored only at the end, or only during play, sets "Final scoring" to match: one tap fewer.
      this.end = this.asks.kinds[this.feature].end ?? this.end;
    } else if (dataset.entrySize) this.size = Number(dataset.entrySize);
    else if (dataset.entryCount) this.count = Number(dataset.entryCount);
    else if (dataset.entryFewer) this.seat(Number(dataset.entryFewer)).n = Math.max(0, this.seat(Number(dataset.entryFewer)).n - 1);
    else if (dataset.entryToggle) {
      const seat = this.seat(Number(dataset.seat));
      seat[dataset.entryToggle] = !seat[dataset.entryToggle];
    } else if (dataset.entrySeat !== undefined) this.seat(Number(dataset.entrySeat)).n += 1;
    else if (dataset.entryCommit !== undefined) return this.commit();
    else if (dataset.entryOver !== undefined) {
      const box = this.over();
      box.checked = !box.checked;
      box.dispatchEvent(new Event("change", { bubbles: true })); // as if ticked where it is
    }
    else if (dataset.entryCancel !== undefined) return this.cancel();
    else return;
    this.render(target);
  }

  typed(event) {
    event.stopPropagation(); // not the sheet's own boxes: the entry is written on "Score"
    const box = event.target;
    const value = Number.parseInt(box.value, 10);
    const number = Number.isFinite(value) && value >= 0 ? value : 0;
    if (box.dataset.entryBox === "size") this.size = box.value === "" ? null : number;
    else if (box.dataset.entryBox === "count") this.count = number;
    else this.seat(Number(box.dataset.entryBox)).n = number; // points by hand
    this.renderCommit();
  }

  // Drawn anew on each tap (a few dozen nodes); the tapped control keeps the focus.
  render(tapped = null) {
    const drawn = this.signature();
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const key = tapped ? JSON.stringify(tapped.dataset) : null;
    const parts = [];
    if (this.editing !== null) parts.push(correcting(this.host.text, this.editing, this.refusal, this.refusal !== this.said));
    this.said = this.refusal;
    parts.push(featureButtons(this.host, this.feature));
    if (this.feature) parts.push(...entryBoxes(this, this.asks.kinds[this.feature]));
    // The final scoring under way and nothing picked: the last tap of the game is at hand.
    else if (this.end && this.editing === null && this.over()) parts.push(overButton(this.over()));
    const actions = entryActions(this.host.text, this.end, this.editing !== null);
    this.commitButton = actions.querySelector("[data-entry-commit]");
    this.host.root.replaceChildren(...parts, actions);
    this.renderCommit();
    if (key) [...this.host.root.querySelectorAll("button")].find((b) => JSON.stringify(b.dataset) === key)?.focus();
  }

  renderCommit() {
    if (!this.commitButton) return;
    this.commitButton.disabled = !this.ready();
    const hint = this.feature ? (this.ready() ? "" : this.host.text("entry_need_size")) : this.host.text("entry_pick");
    this.commitButton.title = hint;
  }
}
