// runtime/assets/format.js: numbers, yes/no, players, plurals and breakdown sentences per language
// (the texts sitebuild/calculators/formatting.py writes for the same values; tests/browser holds the two equal
// on every calculator, these pin the rules themselves).
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { formatNumber, formatValue, rawValue, pluralCategory, breakdownText } = await importRuntime("format.js");
const NBSP = "\u00a0";
const MINUS = "\u2212";

test("numbers take each language's group and decimal separators", () => {
  assert.equal(formatNumber(1234567, "en"), "1,234,567");
  assert.equal(formatNumber(1234567, "cs"), `1${NBSP}234${NBSP}567`);
  assert.equal(formatNumber(1234.5, "ru", 2), `1${NBSP}234,50`);
  assert.equal(formatNumber(999, "en"), "999");
  assert.equal(formatNumber(0, "cs"), "0");
});

test("negative numbers get a true minus, and a value rounded to zero none", () => {
  assert.equal(formatNumber(-1500, "en"), `${MINUS}1,500`);
  assert.equal(formatNumber(-0.004, "en", 2), "0.00");
  assert.equal(formatNumber(2.5, "en"), "3"); // toFixed: half away from zero, as formatting.py
});

test("values: units, percent, yes/no, players and a missing value", () => {
  const unit = { unit: { en: "coins", cs: "mincí", ru: "монет" } };
  assert.equal(formatValue(12, unit, "en"), `12${NBSP}coins`);
  assert.equal(formatValue(0.5, {}, "en"), "0.50");
  assert.equal(formatValue(5, {}, "ru"), "5");
  assert.equal(formatValue(37.25, { format: "percent" }, "cs"), `37,3${NBSP}%`);
  assert.equal(formatValue(true, {}, "cs"), "ano");
  assert.equal(formatValue(false, { format: "bool" }, "ru"), "нет");
  assert.equal(formatValue(null, {}, "en"), "—");
  const player = { format: "player", player_label: { en: "Player {n}" }, none_label: { en: "nobody" } };
  assert.equal(formatValue(0, player, "en"), "Player 1");
  assert.equal(formatValue(-1, player, "en"), "nobody");
  assert.equal(formatValue(null, player, "en"), "nobody");
});

test("raw values are what Python's str() writes", () => {
  assert.equal(rawValue(true), "true");
  assert.equal(rawValue(null), "null");
  assert.equal(rawValue(7), "7");
  assert.equal(rawValue(0.1), "0.1");
  assert.equal(rawValue(1e-7), "1e-07");
  assert.equal(rawValue(1.5e300), "1.5e+300");
});

test("plural categories follow CLDR; a count that is not whole takes the last form", () => {
  assert.deepEqual([1, 2, 5].map((n) => pluralCategory(n, "en")), ["one", "other", "other"]);
  assert.deepEqual([1, 3, 5].map((n) => pluralCategory(n, "cs")), ["one", "few", "other"]);
  assert.deepEqual([1, 22, 11, 25].map((n) => pluralCategory(n, "ru")), ["one", "few", "many", "many"]);
  assert.equal(pluralCategory(1.5, "ru"), "many");
});

test("a breakdown names the parts that count and ends with the total", () => {
  const labels = {
    city: { cs: { one: "město", few: "města", other: "měst" } },
    castle: { cs: "hrad" },
  };
  const parts = [
    { key: "city", count: 3, each: 4, value: 12 },
    { key: "castle", count: 1, value: 5 },
    { key: "bonus", value: 2 },
    { key: "nothing", count: 0, value: 0 },
  ];
  assert.equal(breakdownText(parts, 19, {}, labels, "cs"), "3 města × 4 + 1 hrad → 5 + bonus 2 = 19");
  assert.equal(breakdownText([], 0, {}, labels, "en"), "0 = 0");
});
