// runtime/assets/url-state.js: inputs to the query string and back, as shared links carry them.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { flatten, readQuery, readConfirmed, linkFor } = await importRuntime("url-state.js");

const SPEC = {
  inputs: {
    wood: { type: "int" },
    players: { type: "rows", row_names: true, fields: { score: { type: "int" } } },
    counts: { type: "rows" },
  },
};

beforeEach(() => {
  globalThis.location = { pathname: "/en/calculators/x/", search: "?lang=cs&theme=dark&wood=9", hash: "#top" };
});

test("flatten writes plain inputs, each rows input's count, then its cells", () => {
  const inputs = { wood: 2, players: [{ name: "Anna", score: 4 }], counts: [1, 2], empty: [] };
  assert.deepEqual(flatten(inputs), [
    ["wood", "2"],
    ["players", "1"],
    ["players.0.name", "Anna"],
    ["players.0.score", "4"],
    ["counts", "2"],
    ["counts.0", "1"],
    ["counts.1", "2"],
    ["empty", "0"],
  ]);
});

test("readQuery keeps only parameters that name the spec's inputs", () => {
  const search = "?wood=3&stone=1&players=2&players.0.name=Bo&players.0.score=5&players.0.colour=red" +
    "&players.x.score=1&players=abc&counts.1=4&counts.1.score=2";
  assert.deepEqual(Object.fromEntries(readQuery(SPEC, search)), {
    wood: "3",
    players: "2",
    "players.0.name": "Bo",
    "players.0.score": "5",
    "counts.1": "4",
  });
});

test("readConfirmed gives the inputs checked against the board, and no others", () => {
  assert.deepEqual([...readConfirmed(SPEC, "?confirmed=wood,stone,")], ["wood"]);
  assert.deepEqual([...readConfirmed(SPEC, "?wood=1")], []);
});

test("linkFor keeps the page's own options, drops old inputs and sorts the confirmed ones", () => {
  assert.equal(
    linkFor({ wood: 4 }, new Set(["players", "counts"])),
    "/en/calculators/x/?lang=cs&theme=dark&wood=4&confirmed=counts%2Cplayers#top",
  );
  globalThis.location = { pathname: "/p/", search: "", hash: "" };
  assert.equal(linkFor({}), "/p/");
});

test("a shared link reads back to the same parameters", () => {
  const inputs = { wood: 1, players: [{ name: "Ája Černá", score: 0 }, { name: "", score: 12 }] };
  const link = linkFor(inputs);
  const back = readQuery(SPEC, link.slice(link.indexOf("?"), link.indexOf("#")));
  assert.deepEqual([...back], flatten(inputs));
});
