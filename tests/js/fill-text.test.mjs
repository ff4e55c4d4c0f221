// runtime/assets/fill-text.js: placeholders filled once, with what is put in taken literally.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const fillTextModule = await importRuntime("fill-text.js");
const { fillText } = fillTextModule;

test("each placeholder is filled; unknown ones stay as they are", () => {
  assert.equal(fillText("{player} removed.", { player: "Ann" }), "Ann removed.");
  assert.equal(fillText("{a}-{b}-{a}", { a: 1, b: "x" }), "1-x-1");
  assert.equal(fillText("{date}: {other}", { date: "today" }), "today: {other}");
  assert.equal(fillText("{constructor}", {}), "{constructor}");
});

test("what is put in is never read as a pattern", () => {
  for (const typed of ["$'", "$`", "$&", "$$", "$1", "$<x>", "{b}", "{a}", "\\1"]) {
    assert.equal(fillText("[{a}] [{b}]", { a: typed, b: "B" }), `[${typed}] [B]`, typed);
  }
});

test("a name that could turn the text after it is isolated; others stay as typed", () => {
  const { isolate } = fillTextModule;
  for (const name of ["Bob\u202e", "\u2067Eve", "Ann\u200f", "דוד", "علي", "Ann\u202a"]) {
    assert.equal(isolate(name), `\u2068${name}\u2069`, JSON.stringify(name));
  }
  for (const name of ["Anna", "Ирина", "Řehoř", "李", "42", "", "Eva 👩‍🍳"]) assert.equal(isolate(name), name, name);
});
