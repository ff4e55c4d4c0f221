// runtime/assets/present.js against the one presenter: every case below is written by
// engine/present.py's format_number (run here under the project's Python) and must come out
// of the browser's formatNumber character for character, in every language of the registry.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { importRuntime, ROOT } from "./runtime.mjs";

const { formatNumber, formatDate } = await importRuntime("present.js");

// [value, decimals]: groups, a minus sign, rounding ties and binary near-ties, zero's sign.
const CASES = [
  [0, 0], [7, 0], [-7, 0], [999, 0], [1000, 0], [-1234567, 0], [123456789012, 0],
  [2.5, 0], [-2.5, 0], [0.5, 0], [-0.4, 0], [1.005, 2], [0.125, 2], [-0.004, 2],
  [1234.5678, 2], [-1000.5, 1], [0.1, 2], [1e15 + 0.5, 1], [33.333333333333336, 2],
];

function presenter() {
  const python = process.env.SITE_BUILD_PYTHON ?? join(ROOT, ".venv", "bin", "python");
  const code = [
    "import json, sys",
    "from engine.languages import LANGUAGES",
    "from engine.present import format_number",
    "cases = json.loads(sys.argv[1])",
    "print(json.dumps({lang: [format_number(v, lang, d) for v, d in cases] for lang in LANGUAGES}))",
  ].join("\n");
  return JSON.parse(execFileSync(python, ["-c", code, JSON.stringify(CASES)], { cwd: ROOT, encoding: "utf8" }));
}

test("formatNumber writes what engine/present.py's format_number writes", () => {
  const expected = presenter();
  assert.deepEqual(Object.keys(expected).sort(), ["cs", "en", "ru"]);
  for (const [lang, texts] of Object.entries(expected)) {
    CASES.forEach(([value, decimals], i) => {
      assert.equal(formatNumber(value, lang, decimals), texts[i], `${lang} ${value}`);
    });
  }
});

test("a whole number has no decimals, another two, as the presenter's format_value", () => {
  assert.equal(formatNumber(140, "en"), "140");
  assert.equal(formatNumber(12.5, "cs"), "12,50");
  assert.equal(formatNumber(-3, "ru"), "\u22123");
});

test("nothing that is not a number reaches the page as NaN", () => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, undefined, null]) assert.equal(formatNumber(value, "en"), "—");
  assert.equal(formatDate("not a date", "cs"), "—");
});
