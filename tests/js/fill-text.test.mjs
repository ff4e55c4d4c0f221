// runtime/assets/fill-text.js: placeholders filled once, with what is put in taken literally.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { fillText } = await importRuntime("fill-text.js");

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
