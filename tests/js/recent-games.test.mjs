// runtime/assets/recent-games.js: a saved game in words, for the list and the Undo note.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

await importRuntime("fill-text.js"); // its import
const { describeGame } = await importRuntime("recent-games.js");

const TEXTS = { recent_game: "{date}: {players} ({winner})", no_winner: "no winner yet" };
const text = (key) => TEXTS[key];
const SAVED = "2026-11-25T17:02:00.000Z";

test("players by name, an unnamed seat by its number, then the winner", () => {
  const game = { saved: SAVED, summary: "Anna", inputs: { players: [{ name: "Anna" }, {}, { name: "Clara" }] } };
  const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(SAVED));
  assert.equal(describeGame(game, "en", text), `${date}: Anna, 2, Clara (Anna)`);
});

test("a game without a winner says so; a game without players lists none", () => {
  const described = describeGame({ saved: SAVED, summary: "", inputs: {} }, "cs", text);
  assert.match(described, /: {2}\(no winner yet\)$/);
});

test("the date is in the page's language", () => {
  const game = { saved: SAVED, summary: "", inputs: { players: [] } };
  const russian = new Intl.DateTimeFormat("ru", { dateStyle: "medium", timeStyle: "short" }).format(new Date(SAVED));
  assert.ok(describeGame(game, "ru", text).startsWith(`${russian}:`));
});

test("names are inserted as typed: replacement patterns and braces change nothing", () => {
  const TYPED = [
    ["$'", "Ann"],
    ["$&", "$`"],
    ["$$", "$1"],
    ["{winner}", "{date}"],
    ["{players}", "Bob"],
  ];
  for (const [first, second] of TYPED) {
    const game = { saved: SAVED, summary: second, inputs: { players: [{ name: first }, { name: second }] } };
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(SAVED));
    assert.equal(describeGame(game, "en", text), `${date}: ${first}, ${second} (${second})`, first);
  }
});

test("a name with a direction override is isolated, so it cannot turn the rest of the line", () => {
  const game = { saved: SAVED, summary: "", inputs: { players: [{ name: "Bob\u202e" }, { name: "Ann" }] } };
  const described = describeGame(game, "en", text);
  assert.ok(described.endsWith(": \u2068Bob\u202e\u2069, Ann (no winner yet)"), JSON.stringify(described));
});
