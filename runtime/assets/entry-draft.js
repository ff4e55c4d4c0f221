// One scoring as the Carcassonne composer holds it while it is tapped in (feature-entry.js draws
// it and takes the taps): its kind, "Final scoring", its size and count, each seat's figures, and
// the `entries` row it becomes. No DOM: tests/js/entry-draft.test.mjs runs it under Node.
import { pieceText, readPieces } from "./entry-pieces.js";

/** What each kind of scoring asks for: engine/carcassonne.py, ENTRY_ASKS (its comment says each part).
 * @typedef {{kinds: Record<string, Ask>, complete_around: number}} Asks
 * @typedef {{size?: string, count?: string, seat: string, end?: boolean}} Ask */

export class EntryDraft {
  /** @param {Asks} asks what each kind of scoring asks for (the engine's; nothing here is a rule) */
  constructor(asks) {
    this.asks = asks;
    this.clear(false);
  }

  clear(end = this.end) {
    [this.end, this.feature, this.size, this.count, this.seats] = [end, null, null, 0, []];
  }

  seat(i) {
    this.seats[i] ??= { n: 0, m: false, w: false, b: false, h: false };
    return this.seats[i];
  }

  // Whether it can be scored: a kind picked, and its size when it asks for one.
  ready() {
    if (!this.feature) return false;
    const size = this.asks.kinds[this.feature].size;
    return !size || (size === "around" && !this.end) || this.size !== null;
  }

  // The entry as the engine reads it (engine/carcassonne.py: the `entries` rows).
  entry() {
    const asks = this.asks.kinds[this.feature];
    const around = asks.size === "around" && !this.end ? this.asks.complete_around : null;
    return {
      feature: this.feature,
      end: this.end,
      tiles: around ?? (asks.size ? this.size : 0),
      arms: asks.count ? this.count : 0,
      pieces: pieceText(this.seats, asks.seat),
    };
  }

  // A row read back (`read(field)` gives its values as the form holds them), to be corrected.
  load(read) {
    this.end = read("end") === true || read("end") === "true";
    this.feature = read("feature");
    this.size = Number(read("tiles"));
    this.count = Number(read("arms"));
    this.seats = readPieces(String(read("pieces")));
  }
}
