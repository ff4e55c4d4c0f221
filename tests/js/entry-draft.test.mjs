// runtime/assets/entry-draft.js: one Carcassonne scoring as the composer holds it, and the row it
// becomes. What each kind asks for is the engine's (ENTRY_ASKS); a table of the same shape here.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { EntryDraft } = await importRuntime("entry-draft.js");

const ASKS = {
  kinds: {
    city: { size: "tiles", count: "arms", seat: "nmw" },
    monastery: { size: "around", seat: "nw" },
    field: { count: "cities", seat: "n", end: true },
    points: { seat: "p" },
  },
  complete_around: 8,
};

function draft(feature, end = false) {
  const d = new EntryDraft(ASKS);
  [d.feature, d.end] = [feature, end];
  return d;
}

test("a kind that asks for a size is ready once it has one; a monastery in play needs none", () => {
  const city = draft("city");
  assert.equal(city.ready(), false);
  city.size = 3;
  assert.equal(city.ready(), true);
  assert.equal(draft("monastery").ready(), true);
  assert.equal(draft("monastery", true).ready(), false); // at the end: the tiles around it
  assert.equal(new EntryDraft(ASKS).ready(), false); // no kind picked
});

test("the row: a monastery in play is complete, and only the figures its kind takes are written", () => {
  const monastery = draft("monastery");
  monastery.seat(1).n = 1;
  monastery.seat(1).m = true; // a mayor cannot stand on a monastery: not written
  assert.deepEqual(monastery.entry(), { feature: "monastery", end: false, tiles: 8, arms: 0, pieces: ",1" });
  const city = draft("city", true);
  [city.size, city.count] = [4, 2];
  city.seat(0).n = 2;
  city.seat(2).m = true;
  assert.deepEqual(city.entry(), { feature: "city", end: true, tiles: 4, arms: 2, pieces: "2,,m" });
  const field = draft("field", true);
  field.size = 5; // a field asks for no size: none is written
  assert.equal(field.entry().tiles, 0);
});

test("a row read back gives the same row; clear keeps only Final scoring", () => {
  const row = { feature: "city", end: "true", tiles: "5", arms: "1", pieces: "1,,mw" };
  const d = new EntryDraft(ASKS);
  d.load((field) => row[field]);
  assert.deepEqual(d.entry(), { feature: "city", end: true, tiles: 5, arms: 1, pieces: "1,,mw" });
  d.clear();
  assert.deepEqual([d.end, d.feature, d.size, d.count, d.seats], [true, null, null, 0, []]);
});
