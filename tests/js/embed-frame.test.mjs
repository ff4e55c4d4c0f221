// runtime/assets/embed-resize.js and sheet-store-parent.js: what an embed page reads from
// WordPress's address, and the one key a club's page keeps for a sheet.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { wordpressSecret } = await importRuntime("embed-resize.js");
const { ParentStorage } = await importRuntime("sheet-store-parent.js");

test("WordPress's secret is read from #?secret=, letters and digits only", () => {
  const cases = [
    ["#?secret=Ab12cd34EF", "Ab12cd34EF"],
    ["#secret=abc", "abc"],
    ["#?secret=abc&other=1", "abc"],
    ["", null],
    ["#?secret=", null],
    ["#?secret=a%22b", null],
    ["#?secret=<script>", null],
    [`#?secret=${"a".repeat(65)}`, null],
  ];
  for (const [hash, secret] of cases) assert.equal(wordpressSecret(hash), secret, hash);
});

test("a club page's storage: the sheet's key goes to the parent's origin, other keys stay here", () => {
  const posted = [];
  const storage = new ParentStorage("rules-calculators:sheet:catan-game", '{"v":1}', "http://club.example", (m, o) =>
    posted.push([m, o]),
  );
  assert.equal(storage.getItem("rules-calculators:sheet:catan-game"), '{"v":1}');
  assert.equal(storage.getItem("other"), null);
  storage.setItem("rules-calculators:sheet:catan-game:set-aside:1", "x");
  assert.equal(posted.length, 0);
  storage.setItem("rules-calculators:sheet:catan-game", '{"v":2}');
  storage.setItem("rules-calculators:sheet:catan-game", '{"v":3}');
  assert.deepEqual(posted, [
    [{ type: "rules-calculators:store", op: "write", request: 1, value: '{"v":2}' }, "http://club.example"],
    [{ type: "rules-calculators:store", op: "write", request: 2, value: '{"v":3}' }, "http://club.example"],
  ]);
  assert.equal(storage.getItem("rules-calculators:sheet:catan-game"), '{"v":3}');
  const empty = new ParentStorage("k", null, "http://club.example", () => {});
  assert.equal(empty.getItem("k"), null);
});
