// The stemmers' tables, tested the same way in every language: each row of `same` (a word's
// forms) meets in one stem, and each pair of `apart` (different words) keeps two.
import assert from "node:assert/strict";
import { test } from "node:test";

export function stemTables(stem, same, apart) {
  for (const forms of same) {
    test(`the forms of ${forms[0]} meet`, () => {
      const stems = forms.map(stem);
      assert.deepEqual(stems, stems.map(() => stems[0]), forms.map((f, i) => `${f} → ${stems[i]}`).join(", "));
    });
  }
  test("different words keep different stems", () => {
    for (const [a, b] of apart) assert.notEqual(stem(a), stem(b), `${a} / ${b}`);
  });
}
