// runtime/assets/sheet-store.js: a game's inputs flattened and back, two tabs' changes merged
// value by value whatever the order, and stored data that cannot be read set aside, not lost.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { flat, unflat, mergeGame, readStore, sameValues } = await importRuntime("sheet-store.js");

const GAME = { turn: 3, players: [{ name: "Anna", gold: 4 }, { name: "", gold: 0 }], dice: [2, 5] };

test("flat writes each row count and cell, unflat reads them back", () => {
  const values = flat(GAME);
  assert.deepEqual(values, {
    turn: 3,
    "players.#": 2,
    "players.0.name": "Anna",
    "players.0.gold": 4,
    "players.1.name": "",
    "players.1.gold": 0,
    "dice.#": 2,
    "dice.0": 2,
    "dice.1": 5,
  });
  assert.deepEqual(unflat(values), GAME);
});

test("unflat drops cells beyond the row count and fills a row without cells", () => {
  assert.deepEqual(unflat({ "players.#": 2, "players.0.gold": 1, "players.5.gold": 9 }), { players: [{ gold: 1 }, {}] });
});

test("the newer change of each value wins, whichever tab merges first", () => {
  const stored = { inputs: { turn: 3, players: [{ gold: 4 }] }, stamps: { turn: 10, "players.0.gold": 30 } };
  const mine = { values: { turn: 4, "players.#": 1, "players.0.gold": 1 }, stamps: { turn: 20, "players.0.gold": 5 } };
  const merged = mergeGame(stored, mine);
  assert.equal(merged.values.turn, 4); // mine is newer
  assert.equal(merged.values["players.0.gold"], 4); // theirs is newer
  assert.deepEqual(merged.stamps, { turn: 20, "players.0.gold": 30 });
  const other = mergeGame({ inputs: unflat(mine.values), stamps: mine.stamps }, { values: flat(stored.inputs), stamps: stored.stamps });
  assert.ok(sameValues(merged.values, other.values));
});

test("a game saved without stamps is older than any change", () => {
  const merged = mergeGame({ inputs: { turn: 3 } }, { values: { turn: 5 }, stamps: { turn: 1 } });
  assert.deepEqual(merged.values, { turn: 5 });
});

function memoryStorage(entries) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
  };
}

test("unreadable data is set aside under its own key and the sheet starts empty", () => {
  const storage = memoryStorage({ "rules-calculators:sheet:catan-game": "{not json" });
  const { store, corrupt } = readStore(storage, "catan-game");
  assert.equal(corrupt, true);
  assert.deepEqual(store.games, []);
  const aside = [...storage.data.keys()].filter((k) => k.startsWith("rules-calculators:sheet:catan-game:set-aside:"));
  assert.equal(aside.length, 1);
  assert.equal(storage.data.get(aside[0]), "{not json");
});

test("a valid store is read as it is; a missing one is empty and not corrupt", () => {
  const saved = { version: 1, current: "g1", games: [{ gid: "g1", saved: "2026-11-26", inputs: { turn: 1 } }] };
  const storage = memoryStorage({ "rules-calculators:sheet:x": JSON.stringify(saved) });
  assert.deepEqual(readStore(storage, "x"), { store: saved, corrupt: false, dropped: [] });
  assert.deepEqual(readStore(memoryStorage({}), "y").corrupt, false);
});
