// runtime/assets/sheet-store.js: a game's inputs flattened and back, two tabs' changes merged
// value by value whatever the order, stored data that cannot be read set aside, not lost; what
// counts as a game played; and store-edits.js: a game deleted and put back, a correction undone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime, sheetInputs } from "./runtime.mjs";

const { flat, holdsEntries, unflat, mergeGame, readStore, sameValues } = await importRuntime("sheet-store.js");
const { compact, leaveCurrent, putBack, restoreBefore, takeOut } = await importRuntime("store-edits.js");

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

// Two tabs of a Carcassonne sheet that agreed on one scoring (`base`), then each scored one
// more before hearing of the other: A saved first (the store), B merges (mine).
const CITY = { feature: "city", tiles: 2, pieces: "1" };
const ROAD = { feature: "road", tiles: 3, pieces: ",1" };
const ABBEY = { feature: "abbey", tiles: 8, pieces: ",,1" };
const agreed = { entries: [CITY] };
const stampsOf = (inputs, at, from = 0) =>
  Object.fromEntries(Object.keys(flat(inputs)).filter((p) => p === "entries.#" || Number(p.split(".")[1]) >= from).map((p) => [p, at]));

test("rows both tabs added are both kept, the store's first, and stamped to stay", () => {
  const base = flat(agreed);
  const theirs = { entries: [CITY, ROAD] };
  const stored = { inputs: theirs, stamps: { ...stampsOf(agreed, 10), ...stampsOf(theirs, 50, 1) } };
  const mineInputs = { entries: [CITY, ABBEY] };
  const mine = { values: flat(mineInputs), stamps: { ...stampsOf(agreed, 10), ...stampsOf(mineInputs, 40, 1) } };
  const merged = mergeGame(stored, mine, base);
  assert.deepEqual(unflat(merged.values), { entries: [CITY, ROAD, ABBEY] });
  // Written back and merged again by A (which knows its road, not the abbey): nothing lost.
  const again = mergeGame({ inputs: unflat(merged.values), stamps: merged.stamps }, { values: flat(theirs), stamps: stored.stamps }, flat(theirs));
  assert.deepEqual(unflat(again.values), { entries: [CITY, ROAD, ABBEY] });
  // Without what this tab last agreed on, the rows meet cell by cell: one scoring replaces the other.
  assert.deepEqual(unflat(mergeGame(stored, mine).values), { entries: [CITY, ROAD] });
});

test("a row corrected while the other tab adds one is merged cell by cell, not doubled", () => {
  const base = flat({ entries: [CITY, ROAD] });
  const theirs = { entries: [CITY, ROAD, ABBEY] };
  const stored = { inputs: theirs, stamps: { ...stampsOf({ entries: [CITY, ROAD] }, 10), ...stampsOf(theirs, 50, 2) } };
  const corrected = { entries: [CITY, { ...ROAD, tiles: 6 }] };
  const mine = { values: flat(corrected), stamps: { ...stampsOf({ entries: [CITY, ROAD] }, 10), "entries.1.tiles": 60 } };
  assert.deepEqual(unflat(mergeGame(stored, mine, base).values), { entries: [CITY, { ...ROAD, tiles: 6 }, ABBEY] });
});

test("a scoring added in one tab and a scoring deleted in the other: the delete and the scoring stay", () => {
  const was = { entries: [CITY, ROAD] };
  const deleted = { entries: [ROAD] };
  const added = { entries: [CITY, ROAD, ABBEY] };
  const stampsOfDelete = { ...stampsOf(was, 10), "entries.#": 60, "entries.0.feature": 60, "entries.0.tiles": 60,
    "entries.0.pieces": 60, "entries.1.feature": 60, "entries.1.tiles": 60, "entries.1.pieces": 60 };
  // The store holds the delete (newer), this tab added the abbey; and the other way round.
  const mergedA = mergeGame({ inputs: deleted, stamps: stampsOfDelete }, { values: flat(added), stamps: { ...stampsOf(was, 10), ...stampsOf(added, 40, 2) } }, flat(was));
  assert.deepEqual(unflat(mergedA.values), { entries: [ROAD, ABBEY] });
  const mergedB = mergeGame({ inputs: added, stamps: { ...stampsOf(was, 10), ...stampsOf(added, 70, 2) } }, { values: flat(deleted), stamps: stampsOfDelete }, flat(was));
  assert.deepEqual(unflat(mergedB.values), { entries: [ROAD, ABBEY] });
  // Its rows stamped newer than anything either tab wrote on the table: the next merge keeps them.
  const rows = Object.keys(flat(unflat(mergedB.values))).filter((path) => path.startsWith("entries."));
  assert.ok(rows.every((path) => mergedB.stamps[path] > 70), rows.map((path) => [path, mergedB.stamps[path]]));
});

test("the same row added in both tabs is kept once", () => {
  const theirs = { entries: [CITY, ROAD] };
  const stored = { inputs: theirs, stamps: stampsOf(theirs, 50) };
  const mine = { values: flat(theirs), stamps: stampsOf(theirs, 40) };
  assert.deepEqual(unflat(mergeGame(stored, mine, flat(agreed)).values), theirs);
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

// What counts as a game (issue 33, game night 1): a game of blanks is not saved nor listed.
// The sheets' real inputs; each case is a sheet with one thing done to its blank game.
const SPECS = sheetInputs();
const blankRow = (input) =>
  Object.fromEntries(Object.entries(input.fields).map(([field, described]) => [field, described.default]));
const blankGame = (spec, players = 4) =>
  Object.fromEntries(
    Object.entries(spec).map(([name, input]) => [
      name,
      input.type !== "rows" ? input.default : input.row_names ? Array.from({ length: players }, () => blankRow(input)) : [],
    ]),
  );
const ENTRY_CASES = [
  // [sheet, what was done, change to the blank game, holds entries]
  ["amunre-game", "nothing", () => {}, false],
  ["amunre-game", "+ Player 1: a province owned, nothing in it", (g) => g.provinces.push({ owner: "0", side: "west", pyramids: "", stones: "", temples: "" }), false],
  ["amunre-game", "the other side of the Nile tapped", (g) => g.provinces.push({ owner: "1", side: "east", pyramids: "", stones: "", temples: "" }), false],
  ["amunre-game", "the New Kingdom chosen", (g) => { g.kingdom = "new"; }, false],
  ["amunre-game", "a fifth player row added", (g) => g.players.push(blankRow(SPECS["amunre-game"].players)), false],
  ["amunre-game", "a name typed", (g) => { g.players[2].name = "Jana"; }, false],
  ["catan-game", "the same table seated (four names)", (g) => { g.players.forEach((p, i) => { p.name = ["Jana", "Petr", "Olga", "Tom"][i]; }); }, false],
  ["amunre-game", "a name of spaces", (g) => { g.players[2].name = "  "; }, false],
  ["amunre-game", "pyramids typed in a province", (g) => g.provinces.push({ owner: "0", side: "west", pyramids: "2", stones: "", temples: "" }), true],
  ["amunre-game", "0 typed as gold", (g) => { g.players[0].gold = "0"; }, true],
  ["amunre-game", "the temple space stepped to 2", (g) => { g.position = "2"; }, true],
  ["amunre-game", "the temple space left at 1", (g) => { g.position = "1"; }, false],
  ["catan-game", "nothing", () => {}, false],
  ["catan-game", "who is on turn chosen", (g) => { g.turn = "2"; }, false],
  ["catan-game", "the longest road's holder chosen", (g) => { g.road_holder = "1"; }, false],
  ["catan-game", "settlements typed", (g) => { g.players[1].settlements = "3"; }, true],
  ["hamburg-game", "nothing", () => {}, false],
  ["hamburg-game", "Tom's points typed", (g) => { g.tom = "12"; }, true],
  ["hamburg-game", "money typed", (g) => { g.players[3].money = "7"; }, true],
  ["hamburgum-game", "nothing", () => {}, false],
  ["hamburgum-game", "prestige typed", (g) => { g.players[0].prestige = "40"; }, true],
];

for (const [sheet, done, change, holds] of ENTRY_CASES) {
  test(`${sheet}: ${done} ${holds ? "is" : "is not"} a game to keep`, () => {
    const game = blankGame(SPECS[sheet]);
    change(game);
    assert.equal(holdsEntries(game, SPECS[sheet]), holds);
  });
}

test("every sheet's player choices are marked as such in the spec the browser gets", () => {
  assert.equal(SPECS["amunre-game"].provinces.fields.owner.player, true);
  assert.equal(SPECS["catan-game"].turn.player, true);
  assert.equal(SPECS["amunre-game"].provinces.fields.pyramids.player, undefined);
});

// The history page's operations (issue 41): a game deleted and put back where it was; a finished
// game's correction undone. Each on a store as the sheets write it.
const ID = "catan-game";
const KEY = `rules-calculators:sheet:${ID}`;
const played = (gid, settlements, extra = {}) => ({
  gid,
  saved: `2026-11-2${gid.length}T19:00:00.000Z`,
  inputs: { players: [{ name: "Jana", settlements }, { name: "Petr" }, { name: "Olga" }] },
  summary: "Jana",
  ...extra,
});

const DELETE_CASES = [
  // [what, store before, gid deleted, games left, current left]
  ["the newest", { current: "a", games: [played("a", "3"), played("bb", "4"), played("ccc", "5")] }, "a", ["bb", "ccc"], null],
  ["the middle one", { current: "a", games: [played("a", "3"), played("bb", "4"), played("ccc", "5")] }, "bb", ["a", "ccc"], "a"],
  ["the last", { current: null, games: [played("a", "3"), played("bb", "4")] }, "bb", ["a"], null],
];
for (const [what, before, gid, left, current] of DELETE_CASES) {
  test(`deleting ${what} game, then Undo, puts it back where it was`, () => {
    const store = structuredClone({ version: 1, ...before });
    const taken = takeOut(store, gid);
    assert.equal(taken.game.gid, gid);
    assert.deepEqual(store.games.map((g) => g.gid), left);
    assert.equal(store.current, current);
    assert.notEqual(putBack(store, taken), false);
    assert.deepEqual(store.games, before.games);
    assert.equal(store.current, before.current);
    assert.equal(putBack(store, taken), false); // a second Undo (another tab put it back) adds no copy
    assert.equal(store.games.length, before.games.length);
  });
}

test("deleting a game that is not there changes nothing and says so", () => {
  const store = { version: 1, current: null, games: [played("a", "3")] };
  const before = structuredClone(store);
  assert.equal(takeOut(store, "gone"), null);
  assert.deepEqual(store, before);
});

test("an Undo after a new game began keeps the new game current", () => {
  const store = { version: 1, current: "a", games: [played("a", "3"), played("bb", "4")] };
  const taken = takeOut(store, "a");
  store.games.unshift(played("new", "1"));
  store.current = "new";
  putBack(store, taken);
  assert.deepEqual([store.games.map((g) => g.gid), store.current], [["a", "new", "bb"], "new"]);
});

test("a correction is undone: the game as it was, without its edited mark; nothing to undo twice", () => {
  const original = played("a", "3");
  const corrected = { ...played("a", "4"), edited: "2026-11-28T10:00:00.000Z" };
  const store = { version: 1, current: null, games: [corrected, played("bb", "2")], before: { a: original } };
  let found = null;
  assert.notEqual(restoreBefore(store, "a", (game) => (found = game)), false);
  assert.deepEqual([found, store.games[0]], [original, original]);
  assert.deepEqual(compact(store).before, undefined);
  assert.equal(restoreBefore(store, "a"), false);
});

test("a kept version that is not a valid game of its gid is never put back", () => {
  const bad = { version: 1, current: null, games: [played("a", "4")], before: { a: { ...played("zz", "1") }, bb: "x" } };
  const storage = memoryStorage({ [KEY]: JSON.stringify(bad) });
  const { store } = readStore(storage, ID, SPECS[ID]);
  assert.deepEqual(store.before, {});
  assert.equal(restoreBefore(store, "a"), false);
});

test("compact: only the current game keeps its stamps; versions of deleted games go", () => {
  const stamps = { "players.0.settlements": 5 };
  const store = {
    version: 1,
    current: "a",
    games: [played("a", "3", { stamps }), played("bb", "4", { stamps })],
    before: { bb: played("bb", "2", { stamps }), gone: played("gone", "1") },
  };
  compact(store);
  assert.deepEqual(store.games.map((g) => g.stamps), [stamps, undefined]);
  assert.deepEqual(Object.keys(store.before), ["bb"]);
  assert.equal(store.before.bb.stamps, undefined);
});

test("a new game leaves no game current; with none current there is nothing to write", () => {
  const store = { version: 1, current: "a", games: [played("a", "3")] };
  assert.notEqual(leaveCurrent(store), false);
  assert.deepEqual([store.current, store.games.length], [null, 1]);
  assert.equal(leaveCurrent(store), false);
});
