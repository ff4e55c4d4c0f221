// runtime/assets/sheet-exports.js: the presenter's export as the copied text and the CSV.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { csvText, plainText } = await importRuntime("sheet-exports.js");

test("every CSV cell is quoted, quotes doubled, rows ended with CRLF", () => {
  const presented = { export: { csv: [["Player", "Points"], ['Anna "the Bold", Jr.', 12], ["Ben", null]] } };
  assert.equal(csvText(presented), '"Player","Points"\r\n"Anna ""the Bold"", Jr.","12"\r\n"Ben",""\r\n');
});

test("a line break inside a cell stays inside its quotes", () => {
  assert.equal(csvText({ export: { csv: [["a\nb"]] } }), '"a\nb"\r\n');
});

test("without a result (an error, or a new game) the CSV is an empty line", () => {
  assert.equal(csvText(null), "\r\n");
  assert.equal(csvText({ export: null }), "\r\n");
});

test("the copied text is the presenter's, else the calculator's title", () => {
  assert.equal(plainText({ export: { text: "Anna 12\nBen 9" } }, "Amun-Re"), "Anna 12\nBen 9");
  assert.equal(plainText(null, "Amun-Re"), "Amun-Re");
  assert.equal(plainText({ export: null }, "Amun-Re"), "Amun-Re");
});
