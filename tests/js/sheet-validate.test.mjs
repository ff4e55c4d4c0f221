// runtime/assets/sheet-validate.js and sheet-store.js's readStore: a stored game is opened
// only when it has the sheet's shape; the others are set aside and the good ones kept.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { validGame, validInputs, validStamps } = await importRuntime("sheet-validate.js"); // also sheet-store.js's import
const { readStore, mergeGame } = await importRuntime("sheet-store.js");

// The shape of a sheet's inputs as the page's spec gives them (Amun-Re's, shortened).
const int = { type: "int", default: "" };
const SPEC = {
  kingdom: { type: "choice", default: "old" },
  position: { type: "int", default: 1 },
  players: { type: "rows", min: 3, max: 5, row_names: true, fields: { gold: int, bonus: int } },
  provinces: { type: "rows", min: 0, max: 15, row_names: false, fields: { owner: int, side: { type: "choice" } } },
  scores: { type: "rows", min: 0, max: 4 },
};
const SAVED = "2026-11-25T17:02:00.000Z";
const players = () => [{ name: "Ann", gold: "3" }, { gold: 2 }, {}];
const game = (changes = {}) => ({ gid: "g", saved: SAVED, inputs: { players: players() }, summary: "", ...changes });

test("a game as the sheet saves it is valid", () => {
  assert.ok(validGame(game(), SPEC));
  assert.ok(validGame(game({ stamps: { "players.0.gold": 5, "players.#": 1, kingdom: 2, "scores.3": 1 } }), SPEC));
  assert.ok(validGame(game({ inputs: { kingdom: "new", position: 2, players: players(), provinces: [], scores: [1, "2"] } }), SPEC));
  assert.ok(validGame(game({ later: "a key this version does not read" }), SPEC));
  assert.ok(validGame(game({ finished: false }), SPEC)); // a game scored halfway
});

// The cases (saved: "yesterday", a player {}, "players": "Ann", [null, {}, {}],
// inherited keys in stamps) and one bad thing at every level.
const BAD = [
  ["not a game", null],
  ["an array", []],
  ["saved not a date", game({ saved: "yesterday" })],
  ["saved a number", game({ saved: 5 })],
  ["no gid", game({ gid: undefined })],
  ["empty gid", game({ gid: "" })],
  ["summary a list", game({ summary: ["Ann"] })],
  ["finished a text", game({ finished: "no" })],
  ["inputs missing", game({ inputs: undefined })],
  ["inputs a list", game({ inputs: [] })],
  ["players a text", game({ inputs: { players: "Ann" } })],
  ["players with null", game({ inputs: { players: [null, {}, {}] } })],
  ["too few players", game({ inputs: { players: [{}, {}] } })],
  ["too many players", game({ inputs: { players: Array.from({ length: 99 }, () => ({})) } })],
  ["an unknown input", game({ inputs: { players: players(), wood: 1 } })],
  ["__proto__ as an input", game({ inputs: JSON.parse('{"__proto__": {"x": 1}}') })],
  ["constructor as an input", game({ inputs: { constructor: 1 } })],
  ["an unknown field", game({ inputs: { players: [{ wood: 1 }, {}, {}] } })],
  ["a name where rows have none", game({ inputs: { provinces: [{ name: "x" }] } })],
  ["a name not text", game({ inputs: { players: [{ name: 5 }, {}, {}] } })],
  ["a cell an object", game({ inputs: { players: [{ gold: { a: 1 } }, {}, {}] } })],
  ["a cell a list", game({ inputs: { players: [{ gold: [1] }, {}, {}] } })],
  ["a cell null", game({ inputs: { players: [{ gold: null }, {}, {}] } })],
  ["a scalar an object", game({ inputs: { kingdom: {} } })],
  ["a scalar not finite", game({ inputs: { position: Number.NaN } })],
  ["a row of a list input an object", game({ inputs: { scores: [{}] } })],
  ["stamps a list", game({ stamps: [] })],
  ["stamps: constructor", game({ stamps: { constructor: { name: "x" } } })],
  ["stamps: __proto__", game({ stamps: JSON.parse('{"__proto__": 1}') })],
  ["stamps: unknown input", game({ stamps: { wood: 1 } })],
  ["stamps: unknown field", game({ stamps: { "players.0.wood": 1 } })],
  ["stamps: row past the table's max", game({ stamps: { "players.5.gold": 1 } })],
  ["stamps: too deep", game({ stamps: { "players.0.gold.x": 1 } })],
  ["stamps: a count on a plain input", game({ stamps: { "kingdom.#": 1 } })],
  ["stamps: not a number", game({ stamps: { kingdom: "1" } })],
  ["stamps: negative", game({ stamps: { kingdom: -1 } })],
];

for (const [what, bad] of BAD) {
  test(`refused: ${what}`, () => assert.equal(validGame(bad, SPEC), false));
}

test("inputs and stamps alone", () => {
  assert.ok(validInputs({}, SPEC));
  assert.equal(validInputs(Object.create({ kingdom: "old" }), SPEC), false);
  assert.ok(validStamps({}, SPEC));
  assert.equal(validStamps(null, SPEC), false);
});

// A localStorage kept in a Map.
function fakeStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
}
const KEY = "rules-calculators:sheet:amunre-game";
const setAside = (storage) => [...storage.map.keys()].filter((k) => k.startsWith(`${KEY}:set-aside:`));

test("a bad game is set aside with the whole stored text; the good ones stay", () => {
  const good = game({ gid: "good" });
  const raw = JSON.stringify({ version: 1, current: "bad", games: [game({ gid: "bad", saved: "yesterday" }), good] });
  const storage = fakeStorage({ [KEY]: raw });
  const { store, corrupt } = readStore(storage, "amunre-game", SPEC);
  assert.equal(corrupt, true);
  assert.deepEqual(store, { version: 1, current: null, games: [good] });
  assert.deepEqual(readStore(fakeStorage({ [KEY]: raw }), "amunre-game", SPEC).dropped, ["bad"]);
  assert.deepEqual(JSON.parse(storage.getItem(KEY)), store);
  const aside = setAside(storage);
  assert.equal(aside.length, 1);
  assert.equal(storage.getItem(aside[0]), raw);
  // Read again: nothing more to set aside.
  assert.equal(readStore(storage, "amunre-game", SPEC).corrupt, false);
});

test("a store of bad games only is set aside whole and the sheet starts empty", () => {
  const raw = JSON.stringify({ version: 1, current: "g", games: [game({ inputs: { players: "Ann" } })] });
  const storage = fakeStorage({ [KEY]: raw });
  const { store, corrupt } = readStore(storage, "amunre-game", SPEC);
  assert.equal(corrupt, true);
  assert.deepEqual(store.games, []);
  assert.equal(storage.getItem(KEY), null);
  assert.equal(storage.getItem(setAside(storage)[0]), raw);
});

test("a good store is read as it is, a dangling current left alone", () => {
  const raw = JSON.stringify({ version: 1, current: "gone", games: [game()] });
  const storage = fakeStorage({ [KEY]: raw });
  const { store, corrupt } = readStore(storage, "amunre-game", SPEC);
  assert.equal(corrupt, false);
  assert.equal(store.current, "gone");
  assert.equal(setAside(storage).length, 0);
});

test("a current of the wrong kind is set aside too", () => {
  const storage = fakeStorage({ [KEY]: JSON.stringify({ version: 1, current: { x: 1 }, games: [game()] }) });
  const { store, corrupt } = readStore(storage, "amunre-game", SPEC);
  assert.equal(corrupt, true);
  assert.equal(store.current, null);
  assert.equal(store.games.length, 1);
});

test("merging never finds inherited keys", () => {
  const merged = mergeGame({ inputs: { players: players() } }, { values: { constructor: 1 }, stamps: {} });
  assert.equal(merged.values.constructor, 1);
  assert.equal(Object.hasOwn(merged.stamps, "constructor"), false);
  const plain = mergeGame({ inputs: {} }, { values: { "players.0.gold": "1" }, stamps: { "players.0.gold": 3 } });
  assert.deepEqual(plain, { values: { "players.0.gold": "1" }, stamps: { "players.0.gold": 3 } });
  assert.equal(Object.hasOwn(plain.values, "toString"), false);
});

// The scores kept for the history page (engine/present.py: `scores`) and a half-played game's flag.
const score = (changes = {}) => ({ seat: 1, name: "Ann", total: 12, rank: 1, won: true, leads: false, ...changes });

test("a game with its scores and its finished flag is valid; an old game without them too", () => {
  assert.ok(validGame(game({ scores: [score(), score({ seat: 2, name: "", total: 7.5, rank: 2, won: false })] }), SPEC));
  assert.ok(validGame(game({ scores: [score({ total: null, rank: null, won: false, leads: true })], finished: false }), SPEC));
  assert.ok(validGame(game({ scores: [] }), SPEC));
  assert.ok(validGame(game(), SPEC));
});

const BAD_SCORES = [
  ["scores not a list", { scores: { seat: 1 } }],
  ["a score not an object", { scores: [3] }],
  ["seat 0", { scores: [score({ seat: 0 })] }],
  ["seat not whole", { scores: [score({ seat: 1.5 })] }],
  ["name a number", { scores: [score({ name: 7 })] }],
  ["total a text", { scores: [score({ total: "12" })] }],
  ["total infinite", { scores: [score({ total: Number.POSITIVE_INFINITY })] }],
  ["rank a text", { scores: [score({ rank: "1" })] }],
  ["won a text", { scores: [score({ won: "yes" })] }],
  ["leads missing", { scores: [{ seat: 1, name: "Ann", total: 1, rank: 1, won: true }] }],
  ["an unknown key", { scores: [score({ color: "red" })] }],
  ["an inherited key", { scores: [Object.assign(Object.create({ won: true }), { seat: 1, name: "", total: 1, rank: 1, leads: false })] }],
  ["too many", { scores: Array.from({ length: 101 }, (_, i) => score({ seat: i + 1 })) }],
  ["finished a text", { finished: "no" }],
];

test("a wrong shape of scores or of the finished flag is refused", () => {
  for (const [label, changes] of BAD_SCORES) assert.equal(validGame(game(changes), SPEC), false, label);
});
