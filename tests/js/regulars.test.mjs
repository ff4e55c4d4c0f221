// runtime/assets/regulars.js: "Same table as last time" gives each player what they last had
// at their seat (a follower's colour), from the newest game that seated the whole table.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { lastSeats } = await importRuntime("regulars.js");

const game = (...players) => ({ inputs: { players, entries: [] } });
const OLDER = game({ name: "Jana", colour: "red" }, { name: "Petr", colour: "blue" });
const NEWER = game({ name: "Petr", colour: "green" }, { name: "jana ", colour: "yellow" }, { name: "Tom", colour: "black" });

test("the newest game seating the whole table gives each name its seat, in table order", () => {
  assert.deepEqual(lastSeats([NEWER, OLDER], "players", ["colour"], ["Jana", "Petr"]), [
    { colour: "yellow" },
    { colour: "green" },
  ]);
});

test("an older game serves when the newest lacks a player; none seating all gives nothing", () => {
  const table = ["Jana", "Petr"];
  assert.deepEqual(lastSeats([game({ name: "Jana", colour: "blue" }), OLDER], "players", ["colour"], table), [
    { colour: "red" },
    { colour: "blue" },
  ]);
  assert.deepEqual(lastSeats([game({ name: "Jana", colour: "blue" })], "players", ["colour"], table), []);
});

test("a sheet without seat fields, or games without such rows, give nothing and break nothing", () => {
  assert.deepEqual(lastSeats([NEWER], "players", [], ["Jana"]), []);
  assert.deepEqual(lastSeats([{}, { inputs: { players: "x" } }, { inputs: { players: [null, 3] } }], "players", ["colour"], ["Jana"]), []);
});

test("only the seat fields are taken, and only where the game had them", () => {
  const had = game({ name: "Jana", colour: "red", score: 40 }, { name: "Petr" });
  assert.deepEqual(lastSeats([had], "players", ["colour"], ["Jana", "Petr"]), [{ colour: "red" }, {}]);
});
