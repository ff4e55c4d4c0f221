// Carcassonne's score sheet: "score a feature" in a few taps. The composer writes one entry, a
// row of the sheet's `entries` input (feature, end, tiles, arms, pieces), and the engine decides
// who has the majority and who scores what (engine/carcassonne.py). Nothing here scores: it only
// knows which boxes each feature asks for, and writes them as the engine reads them.
import { pieceText, readPieces } from "./entry-pieces.js";
import { rowCount, setRowCount } from "./form-rows.js";

// The boxes each feature asks for: a size (tiles, or the tiles around a monastery at the end),
// a count of coats of arms or of completed cities beside a field, and what a seat may put on it
// (n: followers, p: points by hand; m mayor, w wagon, h farmhouse). A big follower (Inns &
// Cathedrals) is entered as two followers: the majority counts strength, and so do they.
const ASKS = {
  city: { size: "tiles", count: "arms", seat: "nmw" },
  road: { size: "tiles", seat: "nw" },
  monastery: { size: "around", seat: "nw" },
  abbey: { size: "around", seat: "nw" },
  field: { count: "cities", seat: "n" },
  farmhouse: { count: "cities", seat: "nh" },
  joined: { count: "cities", seat: "n" },
  points: { seat: "p" },
};
// Scored only at the end (a plain field), or only during the game (a field joined to a farmhouse's):
// picking one sets "Final scoring" to match, one tap fewer; the engine still checks it.
const PHASE = { field: true, joined: false };
// The usual sizes, one tap each; the box beside them takes any other.
const QUICK = { tiles: [2, 3, 4, 5, 6], around: [4, 5, 6, 7], arms: [0, 1, 2, 3], cities: [0, 1, 2, 3, 4] };
// A monastery or abbey scored during the game is complete: its 8 neighbours (the engine checks).
const COMPLETE_AROUND = 8;

const element = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
const button = (text, data, pressed = null) => {
  const node = element("button", { type: "button", textContent: text });
  Object.assign(node.dataset, data);
  if (pressed !== null) node.setAttribute("aria-pressed", String(pressed));
  return node;
};

/**
 * @typedef {object} EntryHost what the composer sees of its form (calculator-form.js)
 * @property {HTMLElement} root the composer's place in the entries' fieldset
 * @property {HTMLFieldSetElement} rows the entries' fieldset (its rows are hidden)
 * @property {import("./form-values.js").FormValues} values
 * @property {(key: string) => string} text an interface text in the page's language
 * @property {(field: string) => Record<string, string>} options a field's choices in the page's words
 * @property {() => void} changed tells the form the inputs changed
 * @property {Record<string, string>} rules the link to the rules section of each feature (on the site)
 */
export class FeatureEntry {
  /** @param {EntryHost} host */
  constructor(host) {
    this.host = host;
    this.editing = null; // the index of the entry being corrected, or null for a new one
    this.clear(false);
    host.root.addEventListener("click", (event) => this.clicked(event));
    host.root.addEventListener("input", (event) => this.typed(event));
    // The build drew the composer as it starts (widget.html.j2): nothing moves when this runs.
    this.commitButton = host.root.querySelector("[data-entry-commit]");
    this.drawn = this.commitButton ? this.signature() : null;
    this.render();
  }

  // What the composer shows depends on: the seats' names and colours only once a feature is picked.
  signature() {
    const { end, feature, size, count, seats, editing } = this;
    return JSON.stringify([end, feature, size, count, seats, editing, feature ? this.players() : null]);
  }

  clear(end = this.end) {
    [this.end, this.feature, this.size, this.count, this.seats] = [end, null, null, 0, []];
  }

  seat(i) {
    this.seats[i] ??= { n: 0, m: false, w: false, b: false, h: false };
    return this.seats[i];
  }

  players() {
    const names = this.host.values.rowNames();
    const colours = this.host.options("colour");
    return Array.from({ length: this.host.values.playerCount() }, (_, i) => {
      const colour = this.host.values.value(`players.${i}.colour`);
      return { name: this.host.values.playerName(i), colour, colourName: colour === "none" ? "" : colours[colour] ?? "", named: Boolean(names[i]) };
    });
  }

  ready() {
    if (!this.feature) return false;
    const size = ASKS[this.feature].size;
    return !size || (size === "around" && !this.end) || this.size !== null;
  }

  // The entry as the engine reads it (engine/carcassonne.py: the `entries` rows).
  entry() {
    const asks = ASKS[this.feature];
    const around = asks.size === "around" && !this.end ? COMPLETE_AROUND : null;
    return {
      feature: this.feature,
      end: this.end,
      tiles: around ?? (asks.size ? this.size : 0),
      arms: asks.count ? this.count : 0,
      pieces: pieceText(this.seats, asks.seat),
    };
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
    this.editing = null;
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

  // An entry back into the composer, to be corrected.
  edit(index) {
    const { values } = this.host;
    const read = (field) => values.value(`entries.${index}.${field}`);
    this.editing = index;
    this.end = read("end") === true || read("end") === "true";
    this.feature = read("feature");
    this.size = Number(read("tiles"));
    this.count = Number(read("arms"));
    this.seats = readPieces(String(read("pieces")));
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
      [this.feature, this.size, this.count] = [dataset.entryFeature, same ? this.size : null, same ? this.count : 0];
      this.end = PHASE[this.feature] ?? this.end;
    } else if (dataset.entrySize) this.size = Number(dataset.entrySize);
    else if (dataset.entryCount) this.count = Number(dataset.entryCount);
    else if (dataset.entryFewer) this.seat(Number(dataset.entryFewer)).n = Math.max(0, this.seat(Number(dataset.entryFewer)).n - 1);
    else if (dataset.entryToggle) {
      const seat = this.seat(Number(dataset.seat));
      seat[dataset.entryToggle] = !seat[dataset.entryToggle];
    } else if (dataset.entrySeat !== undefined) this.seat(Number(dataset.entrySeat)).n += 1;
    else if (dataset.entryCommit !== undefined) return this.commit();
    else if (dataset.entryCancel !== undefined) {
      this.editing = null;
      this.clear();
    } else return;
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
    const { text } = this.host;
    const features = element("div", { className: "calc-entry-features" });
    features.setAttribute("role", "group");
    features.setAttribute("aria-label", text("entry_feature"));
    for (const feature of Object.keys(this.host.options("feature"))) features.append(button(text(`entry_kind_${feature}`), { entryFeature: feature }, feature === this.feature));
    const parts = [features];
    if (this.feature) parts.push(...this.boxes());
    // At the screen's foot while the composer is in view: when it is scored, and "Score it".
    const final = button(text("entry_final"), { entryFinal: "" }, this.end);
    final.className = "calc-entry-final";
    this.commitButton = button(text(this.editing === null ? "entry_add" : "entry_save"), { entryCommit: "" });
    this.commitButton.className = "calc-entry-commit";
    const actions = element("div", { className: "calc-actions" }, final, this.commitButton);
    if (this.editing !== null) actions.append(button(text("entry_cancel"), { entryCancel: "" }));
    parts.push(actions);
    this.host.root.replaceChildren(...parts);
    this.renderCommit();
    if (key) [...this.host.root.querySelectorAll("button")].find((b) => JSON.stringify(b.dataset) === key)?.focus();
  }

  renderCommit() {
    if (!this.commitButton) return;
    this.commitButton.disabled = !this.ready();
    const hint = this.feature ? (this.ready() ? "" : this.host.text("entry_need_size")) : this.host.text("entry_pick");
    this.commitButton.title = hint;
  }

  // A number asked with quick taps (the usual sizes) and a box for the rest.
  numberRow(what, label, value, quick) {
    const row = element("div", { className: "calc-entry-number" });
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", label);
    for (const n of quick) row.append(button(String(n), what === "size" ? { entrySize: n } : { entryCount: n }, value === n));
    const box = element("input", { type: "text", inputMode: "numeric", value: value ?? "", className: "calc-entry-box" });
    box.dataset.entryBox = what;
    box.setAttribute("aria-label", label);
    row.append(box);
    return element("div", {}, element("p", { className: "calc-entry-label", textContent: label, ariaHidden: "true" }), row);
  }

  boxes() {
    const asks = ASKS[this.feature];
    const { text } = this.host;
    const out = [];
    if (asks.size === "tiles") out.push(this.numberRow("size", text("entry_tiles"), this.size, QUICK.tiles));
    if (asks.size === "around" && this.end) out.push(this.numberRow("size", text("entry_around"), this.size, QUICK.around));
    if (asks.count) out.push(this.numberRow("count", text(`entry_${asks.count}`), this.count, QUICK[asks.count]));
    const hint = element("p", { className: "calc-entry-label", textContent: text(asks.seat === "p" ? "entry_points_help" : "entry_who") });
    const rule = this.host.rules[this.feature];
    if (rule) hint.append(" ", element("a", { href: rule, textContent: `${text("entry_rule")}: ${text(`entry_kind_${this.feature}`)}` }));
    hint.id = `${this.host.rows.dataset.rows}-seats-help`;
    const seats = element("ul", { className: "calc-entry-seats" });
    seats.setAttribute("aria-labelledby", hint.id);
    out.push(hint);
    for (const [i, player] of this.players().entries()) seats.append(this.seatRow(player, i, asks.seat));
    out.push(seats);
    return out;
  }

  // A seat: its name (a tap: one more follower, the count shown on it), "−", and its figures; for
  // points by hand, a box.
  seatRow(player, i, can) {
    const { text } = this.host;
    const seat = this.seat(i);
    const row = element("li");
    const colour = player.colourName ? ` (${player.colourName})` : "";
    if (can === "p") {
      const label = element("label", { className: "calc-entry-who", textContent: player.name });
      const box = element("input", { type: "text", inputMode: "numeric", value: seat.n || "", className: "calc-entry-box" });
      box.dataset.entryBox = String(i);
      box.setAttribute("aria-label", `${player.name}${colour}: ${text("entry_points")}`);
      label.append(box);
      if (player.colour !== "none") label.dataset.colour = player.colour;
      row.append(label);
      return row;
    }
    const counted = text(can.includes("h") || this.feature === "field" || this.feature === "joined" ? "entry_farmers" : "entry_followers");
    const who = button(seat.n ? `${player.name} · ${seat.n}` : player.name, { entrySeat: i });
    who.className = "calc-entry-who";
    if (player.colour !== "none") who.dataset.colour = player.colour;
    who.setAttribute("aria-label", `${player.name}${colour}: ${counted} ${seat.n}, +1`);
    const minus = button("−", { entryFewer: String(i) });
    minus.setAttribute("aria-label", `${player.name}: ${counted} −1`);
    minus.disabled = seat.n === 0;
    row.append(who, minus);
    for (const piece of "mwh") {
      if (can.includes(piece)) row.append(button(text(`entry_piece_${piece}`), { entryToggle: piece, seat: i }, seat[piece]));
    }
    return row;
  }
}
