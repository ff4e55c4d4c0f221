// overrides/assets/javascripts/workers/search-words.js: the light Czech stemmer meets a word's
// inflected forms (the rules' Czech and a player's, with or without diacritics) and keeps
// different words apart; a currency sign is a word of its own.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import vm from "node:vm";
import { stemTables } from "./stem-tables.mjs";

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
  ["součet", "součtu", "součty"],
  ["výpočet", "výpočtu"],
  ["rozpočet", "rozpočtu"],
  ["dvacet", "dvaceti"],
  // Verbs: infinitive, present, plural and past forms, and the two aspects of a verb whose
  // imperfective adds -áv-/-ív- or -ova-, or turns ou into u (issue 28).
  ["zaplatit", "zaplatí", "zaplatili", "zaplatilo"],
  ["platit", "platí"],
  ["prodat", "prodá", "prodají", "prodávat", "prodávají", "prodavali"],
  ["získat", "získá", "získají", "získávají", "získali", "ziskat"],
  ["koupit", "koupí", "kupovat"],
  ["nakoupit", "nakupovat", "nákup", "nákupu"],
  ["položit", "položí"],
  ["pokládat", "pokládá"],
  ["ponechat", "ponechá", "ponechávají"],
  ["posunout", "posune"],
  ["vyhodnotit", "vyhodnotí", "vyhodnotili"],
  ["odpovídat", "odpovídá", "odpovídají"],
  ["využít", "využívat"],
  ["stavět", "staví", "stavet"],
  ["přestavět", "přestaví"],
  ["provádět", "provádí"],
  ["vyrábět", "vyrábí"],
  ["utrácet", "utrácí"],
  ["vracet", "vrací"],
  // Nouns and adjectives whose endings look like a verb's keep meeting their own forms.
  ["automat", "automatu", "automaty"],
  ["limit", "limitu", "limity"],
  ["formát", "formátu", "formáty"],
  ["katedrála", "katedrály", "katedrálou"],
  ["okamžitý", "okamžité", "okamžitého"],
  ["prodej", "prodeje", "prodeji"],
  ["materiál", "materiálu", "materiály"],
  ["market", "marketu", "markety"],
  ["obyvatel", "obyvatele", "obyvateli"],
  ["sestava", "sestavy"],
];

// Different words that must stay apart.
const APART = [
  ["karta", "kartička"],
  ["město", "meta"],
  ["kostel", "kost"],
  ["limit", "lime"],
  ["hrad", "hradby"],
  ["sestava", "šest"],
  ["stavba", "stát"],
  ["postavit", "post"],
  ["prodej", "prodat"],
  ["automat", "automobil"],
  ["platit", "plést"],
  ["budova", "bod"],
  ["budovy", "body"],
];

stemTables(stem, SAME, APART);

test("a price's currency sign is a word the players' words for money can meet", () => {
  const analyser = new Analyser({ lang: "cs", stemmer: "light", stop_words: ["za"], ordinals: [] }, null);
  assert.deepEqual([...analyser.terms("Radní: 10 £ za obyvatele")], [stem("radní"), "10", "£", stem("obyvatele")]);
});

test("a word in capitals is an abbreviation, not the stop word it spells", () => {
  const analyser = new Analyser({ lang: "cs", stemmer: "light", stop_words: ["za", "do"], ordinals: [] }, null);
  assert.deepEqual([...analyser.terms("3 VB za DO")], ["3", "vb", "do"]);
  assert.deepEqual([...analyser.terms("Za do")], []);
});
