// runtime/assets/engine-protocol.js: every fault code the page knows has its text in every
// language, and no fault text is left without its code (the build sends every fault_* text:
// tests/pipeline/calculators/test_render.py).
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { ROOT, importRuntime } from "./runtime.mjs";

const { FAULT_CODES } = await importRuntime("engine-protocol.js");
const I18N = join(ROOT, "templates", "i18n");

// The fault_* keys of one TOML file (top-level `key = "…"` lines; enough for these flat tables).
function faultKeys(text) {
  return new Set([...text.matchAll(/^fault_(\w+)\s*=/gm)].map((m) => m[1]));
}

test("each fault code is listed once, in a list no module can change", () => {
  assert.equal(new Set(FAULT_CODES).size, FAULT_CODES.length);
  assert.ok(Object.isFrozen(FAULT_CODES));
});

test("every language has a text for exactly these codes", () => {
  const files = readdirSync(I18N).filter((name) => name.endsWith(".toml"));
  assert.ok(files.length >= 3, files);
  for (const name of files) {
    assert.deepEqual(faultKeys(readFileSync(join(I18N, name), "utf8")), new Set(FAULT_CODES), name);
  }
});
