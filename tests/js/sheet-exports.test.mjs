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

// A spreadsheet shows a cell that begins with an apostrophe as the text after it.
const asSpreadsheetShows = (cell) => {
  const inner = cell.slice(1, -1).replaceAll('""', '"');
  return { text: inner.startsWith("'") ? inner.slice(1) : inner, formula: /^[=+\-@\t\r]/.test(inner) };
};

test("a text cell that begins like a formula is written as text (OWASP CSV injection)", () => {
  const cases = [
    ['=HYPERLINK("//x.io","a")', `"'=HYPERLINK(""//x.io"",""a"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ["@SUM(1+1)", `"'@SUM(1+1)"`],
    ["-2+3", `"'-2+3"`],
    ["+1-1", `"'+1-1"`],
    ["\tAnn", `"'\tAnn"`],
    ["\r=1+1", `"'\r=1+1"`],
    ["-", `"'-"`],
    ["'Ann", `"''Ann"`],
  ];
  for (const [typed, written] of cases) {
    const cell = csvText({ export: { csv: [[typed]] } }).slice(0, -2);
    assert.equal(cell, written, typed);
    const shown = asSpreadsheetShows(cell);
    assert.equal(shown.formula, false, typed);
    assert.equal(shown.text, typed, typed);
  }
});

test("real numbers, plain text and empty cells are written unchanged", () => {
  for (const value of ["-3", "+4", "12", "-0.5", "1e3", "0", "Ann", "Ann=Bob", "", 7, -2]) {
    assert.equal(csvText({ export: { csv: [[value]] } }), `"${value}"\r\n`, String(value));
  }
});

test("any text reads back as typed and never as a formula", () => {
  const starts = ["=", "+", "-", "@", "\t", "\r", "'", "a", "1", " "];
  const rests = ["", "1", "2+3", "SUM(A1)", "'x", '"q"', "1.5", "e5"];
  for (const start of starts) {
    for (const rest of rests) {
      const typed = start + rest;
      const cell = csvText({ export: { csv: [[typed]] } }).slice(0, -2);
      const shown = asSpreadsheetShows(cell);
      const number = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(typed);
      assert.equal(shown.formula && !number, false, JSON.stringify(typed));
      if (!number) assert.equal(shown.text, typed, JSON.stringify(typed));
    }
  }
});
