// overrides/assets/javascripts/workers/search-words.js, Russian: Snowball (lunr-languages, from
// the installed Material theme, as the built site serves it) with our steps after it: a verb's
// two aspects meet (получать/получить, побеждать/победа), the fleeting vowel goes (денег/деньги),
// and different words stay apart.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import vm from "node:vm";
import { stemTables } from "./stem-tables.mjs";

const root = new URL("../../", import.meta.url).pathname;
// The theme's scripts as the project's own environment installs them (requirements/*.in).
const lib = path.join(root, ".venv", "lib");
const python = fs.readdirSync(lib).find((name) => fs.existsSync(path.join(lib, name, "site-packages", "material")));
const assets = path.join(lib, python, "site-packages", "material", "templates", "assets", "javascripts");
const worker = fs.readdirSync(path.join(assets, "workers")).find((name) => /^search\.\w+\.min\.js$/.test(name));

const context = { console, postMessage() {}, addEventListener() {}, importScripts() {}, setTimeout };
context.self = context;
vm.createContext(context);
for (const file of [
  path.join(assets, "workers", worker),
  path.join(assets, "lunr", "min", "lunr.stemmer.support.min.js"),
  path.join(assets, "lunr", "min", "lunr.ru.min.js"),
  path.join(root, "overrides", "assets", "javascripts", "workers", "search-words.js"),
]) {
  vm.runInContext(fs.readFileSync(file, "utf-8"), context);
}
const analyser = new context.RulesSearchWords.Analyser(
  { lang: "ru", stemmer: "snowball", stop_words: [], ordinals: [], prefixes: [] },
  context.lunr,
);
const stem = (word) => analyser.terms(word)[0];

// Forms that must meet, from the rulebooks' Russian and players' questions.
const SAME = [
  ["победа", "победы", "победить", "побеждает", "побеждать"],
  ["получать", "получает", "получить", "получит"],
  ["выполнять", "выполняет", "выполнить"],
  ["показывать", "показывает", "показать"],
  ["продавать", "продает", "продать", "продаёт"],
  ["увеличивает", "увеличить"],
  ["сохраняет", "сохранить"],
  ["деньги", "денег"],
  ["церковь", "церкви"],
  ["игрок", "игрока", "игроки"],
];

// Different words that must stay apart.
const APART = [
  ["горы", "горящий"],
  ["вода", "воз"],
  ["платить", "плакать"],
  ["победа", "беда"],
  ["игра", "игрок"],
];

stemTables(stem, SAME, APART);

// A query's -ую is read both ways: an adjective's ending (Snowball's reading) and a noun's in -уя.
test("a query's -ую also finds the noun in -уя (статую: статуя)", () => {
  const [token] = analyser.query("статую");
  assert.deepEqual([...analyser.readings(token)], [stem("статуя")]);
  assert.notEqual(token.term, stem("статуя"));
  assert.equal(analyser.readings(analyser.query("статуя")[0]).length, 0);
});
