// overrides/assets/javascripts/workers/search-words.js: the light Czech stemmer meets a word's
// inflected forms (the rules' Czech and a player's, with or without diacritics) and keeps
// different words apart; a currency sign is a word of its own.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import vm from "node:vm";

const source = fs.readFileSync(new URL("../../overrides/assets/javascripts/workers/search-words.js", import.meta.url), "utf-8");
const scope = {};
vm.runInNewContext(source, { self: scope });
const { Analyser, czechStem, fold } = scope.RulesSearchWords;
const stem = (word) => czechStem(fold(word));

// Forms that must meet, from the rulebooks' Czech: cases and numbers of nouns (with the fleeting
// e and the softened consonants), adjectives, the ů/o of short stems, and players' forms typed
// without diacritics.
const SAME = [
  ["hradby", "hradeb", "hradbách", "hradbami"],
  ["karta", "karty", "karet", "kartu", "kartami", "kartách"],
  ["kostel", "kostela", "kostele", "kostelů", "kostelem"],
  ["město", "města", "městě", "měst", "mestech"],
  ["budova", "budovy", "budov", "budovou", "budovami"],
  ["statek", "statku", "statky", "statkem"],
  ["sedlák", "sedláci", "sedláků", "sedlakovi"],
  ["opatství", "opatstvím", "opatstvi"],
  ["žeton", "žetony", "žetonů", "zetonu"],
  ["hrozba", "hrozby", "hrozeb", "hrozbu"],
  ["provincie", "provincii", "provincií"],
  ["hráč", "hráči", "hráčů", "hrace", "hracum"],
  ["kněz", "kněze", "kněží"],
  ["vůz", "vozu", "voze", "vozem", "vuz"],
  ["dům", "domu", "domy"],
  ["ruka", "ruce"],
  ["loď", "lodě", "lodí", "lod"],
  ["startovní", "startovního", "startovním"],
  ["počet", "počtu"],
];

// Different words that must stay apart.
const APART = [
  ["karta", "kartička"],
  ["město", "meta"],
  ["kostel", "kost"],
  ["limit", "lime"],
  ["hrad", "hradby"],
];

for (const forms of SAME) {
  test(`the forms of ${forms[0]} meet`, () => {
    const stems = forms.map(stem);
    assert.deepEqual(stems, stems.map(() => stems[0]), forms.map((f, i) => `${f} → ${stems[i]}`).join(", "));
  });
}

test("different words keep different stems", () => {
  for (const [a, b] of APART) assert.notEqual(stem(a), stem(b), `${a} / ${b}`);
});

test("a price's currency sign is a word the players' words for money can meet", () => {
  const analyser = new Analyser({ lang: "cs", stemmer: "light", stop_words: ["za"], ordinals: [] }, null);
  assert.deepEqual([...analyser.terms("Radní: 10 £ za obyvatele")], [stem("radní"), "10", "£", stem("obyvatele")]);
});

test("a word in capitals is an abbreviation, not the stop word it spells", () => {
  const analyser = new Analyser({ lang: "cs", stemmer: "light", stop_words: ["za", "do"], ordinals: [] }, null);
  assert.deepEqual([...analyser.terms("3 VB za DO")], ["3", "vb", "do"]);
  assert.deepEqual([...analyser.terms("Za do")], []);
});
