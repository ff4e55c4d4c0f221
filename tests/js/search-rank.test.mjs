// overrides/assets/javascripts/workers/search-rank.js: a query word finds the same stem with a
// verbal prefix added, taken away or swapped, below the word itself; short stems do not.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import vm from "node:vm";

const scope = {};
for (const name of ["search-words.js", "search-rank.js"]) {
  const source = fs.readFileSync(new URL(`../../overrides/assets/javascripts/workers/${name}`, import.meta.url), "utf-8");
  vm.runInNewContext(source, { self: scope });
}
const { Analyser } = scope.RulesSearchWords;
const { Index } = scope.RulesSearchRank;

const RULES = { lang: "cs", stemmer: "light", stop_words: ["se", "na"], ordinals: [], prefixes: ["vy", "za", "po", "do"] };
const doc = (id, text) => ({ location: `hra/#${id}`, title: id, text: text, page: "Hra", game: "hra", kind: "rules" });
const DOCS = [
  doc("hodnoceni", "Hodnocení hrozby na konci kola."),
  doc("vyhodnoceni", "Vyhodnocení kola."),
  doc("dokonceni", "Dokončení stavby."),
  doc("tah", "Tah hráče."),
];
const index = new Index(DOCS, new Analyser(RULES, null), []);
const first = (query) => index.search(query, "", 5)[0]?.entry.doc.location;

// [query, the section it finds first]
const CASES = [
  ["vyhodnocení hrozby", "hra/#hodnoceni"], // prefix taken away: vyhodnocení → hodnocení
  ["hodnocení", "hra/#hodnoceni"], // the word itself before its prefixed forms
  ["zakončení", "hra/#dokonceni"], // prefix swapped: za → do
  ["vyhodnocení", "hra/#vyhodnoceni"],
];

for (const [query, section] of CASES) {
  test(`${query} → ${section}`, () => {
    assert.equal(first(query), section);
  });
}

test("a short stem does not take a prefix (výtah is not vy + tah)", () => {
  assert.deepEqual([...index.affixed(index.analyser.terms("výtah")[0])], []);
  assert.equal(index.search("výtah", "", 5).length, 0);
});

test("a language without prefixes finds only the word", () => {
  const plain = new Index(DOCS, new Analyser({ ...RULES, prefixes: undefined }, null), []);
  assert.deepEqual([...plain.affixed(plain.analyser.terms("vyhodnocení")[0])], []);
});

// A verb's other aspect and form, and a players' word for the rulebook's verb (search_words.toml:
// líznout for dobírat), find the section (issue 28).
test("a player's verb finds the rulebook's other form and aspect of it", () => {
  const docs = [
    doc("dobirani", "Každý hráč dobírá karty z balíčku, dokud nemá 5 karet."),
    doc("prodej", "Hráč může prodávat zboží do přístavu."),
    doc("platba", "Za každý segment hradeb hráč zaplatí 2 marky."),
  ];
  const words = new Index(docs, new Analyser(RULES, null), [["líznout", "lízat", "dobírat", "dobrat"]]);
  // The first result, and whether every word of the query was found in it.
  const top = (query) => {
    const best = words.search(query, "", 5)[0];
    return [best?.entry.doc.location, best?.found.every((f) => f.matched)];
  };
  assert.deepEqual(top("líznout kartu"), ["hra/#dobirani", true]);
  assert.deepEqual(top("dobrat karty"), ["hra/#dobirani", true]);
  assert.deepEqual(top("prodat zboží"), ["hra/#prodej", true]);
  assert.deepEqual(top("zaplatit hradby"), ["hra/#platba", true]);
});

// The locations `docs` rank first for a query asked on `here`'s pages (none: "").
const ranking = (docs, synonyms = [], names = undefined) => {
  const index = new Index(docs, new Analyser(RULES, null), synonyms, names);
  return (query, here = "hra") => Array.from(index.search(query, here, 5), (r) => r.entry.doc.location);
};
// A section on another page of the game, of another kind; a section of another game.
const onPage = (page, kind) => (id, text) => ({ ...doc(id, text), location: `hra/${page}/#${id}`, kind });
const otherGame = (id, text) => ({ ...doc(id, text), location: `jina/#${id}`, game: "jina" });

// Issue 28: a variant's section (solo mode, modules) that says what the base rules say ranks
// under them, on the game's own pages too; it is first only where it alone has the words.
test("a variant's section ranks under the base rules' section with the same words", () => {
  const variant = onPage("solo", "variant");
  const docs = [
    variant("akce", "Fáze III: každý hráč zahraje kartu a provede standardní akci."),
    doc("akce", "Fáze III: každý hráč zahraje kartu a provede standardní akci."),
    variant("automa", "Automa zahraje kartu z balíčku."),
  ];
  const order = ranking(docs);
  assert.deepEqual(order("standardní akce").slice(0, 2), ["hra/#akce", "hra/solo/#akce"]);
  assert.equal(order("automa")[0], "hra/solo/#automa");
});

// On a game's pages its sections come first even with one of a two-word query's words fewer
// than another game's: the player asks about the game being read.
test("the game being read comes first with one word fewer", () => {
  const order = ranking([
    otherGame("zacatek", "Hru začíná nejstarší hráč."),
    doc("prvni", "Začíná hráč, který naposledy navštívil přístav."),
  ]);
  assert.deepEqual(order("začíná hru", "hra"), ["hra/#prvni", "jina/#zacatek"]);
  assert.deepEqual(order("začíná hru", "jina"), ["jina/#zacatek", "hra/#prvni"]);
  assert.equal(order("začíná hru", "")[0], "jina/#zacatek");
});

// A query that names a game asks about it, on any game's pages ("catan přístav" on Hamburgum's),
// by its name or a players' name for it.
test("a query that names another game puts that game's sections first", () => {
  const docs = [otherGame("pristav", "Přístav a obchod v přístavu."), doc("pristav", "Loď kotví v přístavu.")];
  const names = { hra: "Hra: Rozšíření", jina: "Katan – Osadníci" };
  const order = ranking(docs, [["Osadníci", "Katan"]], names);
  const first = (query, here) => order(query, here)[0];
  assert.equal(first("přístav", "hra"), "hra/#pristav");
  assert.equal(first("katan přístav", "hra"), "jina/#pristav");
  assert.equal(first("osadníci přístav", "hra"), "jina/#pristav");
  assert.equal(first("hra přístav", "jina"), "hra/#pristav");
});

// A set-up page names every piece ("the Vicar's building goes on the board"); what the piece
// does is in the rules of play, which rank first for the same words.
test("a set-up section ranks under the rules of play with the same words", () => {
  const setup = onPage("setup", "setup");
  const docs = [
    setup("budovy", "Vikář: budova s penězi se položí na plán."),
    doc("budovy", "Vikář: budova s penězi dává hráči peníze."),
    setup("start", "Každý hráč dostane na začátku 20 peněz."),
  ];
  const order = ranking(docs);
  assert.deepEqual(order("vikář budova").slice(0, 2), ["hra/#budovy", "hra/setup/#budovy"]);
  assert.equal(order("začátku")[0], "hra/setup/#start");
});

// A section's index entries (docs/{lang}/{game}/_search-terms.toml): a player's word for its
// topic that its text never uses finds it, and counts as if in its best sentence; the entries
// are not shown in the snippet.
test("a section's index entries find it for a player's word its text does not use", () => {
  const docs = [
    { ...doc("delka", "Hra trvá šest tahů; po každém tahu se posune ukazatel na počítadle."), terms: "kolo\nkola hry" },
    doc("prodej", "Hráč může prodat zboží v přístavu."),
  ];
  const index = new Index(docs, new Analyser(RULES, null), []);
  const best = index.search("kola", "", 5)[0];
  assert.equal(best.entry.doc.location, "hra/#delka");
  assert.equal(index.search("počet kol za hru", "", 5)[0].entry.doc.location, "hra/#delka");
  assert.doesNotMatch(index.snippet(best), /kolo/);
  // Without its entries the section is not found for the player's word.
  const bare = new Index(docs.map(({ terms, ...rest }) => rest), new Analyser(RULES, null), []);
  assert.notEqual(bare.search("kola", "", 5)[0]?.entry.doc.location, "hra/#delka");
});

// A section under a heading (search.py: parents, "Opatství" above "Bodování"): a query naming
// the heading above finds that section before a twin section under another heading.
test("the heading a section stands under counts for it", () => {
  const docs = [
    { ...doc("bodovani", "Bodování jako u kláštera, body za každou sousední kartičku."), parents: "Opatství" },
    { ...doc("bodovani_1", "Bodování města, body za každou kartičku a erb."), parents: "Starosta" },
  ];
  const index = new Index(docs, new Analyser(RULES, null), []);
  assert.equal(index.search("body opatství", "", 5)[0].entry.doc.location, "hra/#bodovani");
  assert.equal(index.search("body starosta", "", 5)[0].entry.doc.location, "hra/#bodovani_1");
  // Without the headings above, neither query finds the section only its heading names first.
  const bare = new Index(docs.map(({ parents, ...rest }) => rest), new Analyser(RULES, null), []);
  assert.equal(bare.search("body opatství", "", 5).length, 2);
  assert.equal(bare.search("body opatství", "", 5)[0].coverage, 0.5);
});

// Issue 42: a query that names no game, asked where no game is read (the home page): each game
// whose best section scores near the first's has it within the first few results, not under
// every section of the first game; a game far behind is not pulled up; on a game's page, or when
// one game's words dominate, the order is that game's.
const third = (id, text) => ({ ...doc(id, text), location: `treti/#${id}`, game: "treti" });
const SHARED = [
  doc("zacatek", "Kolo začíná hráč s nejvíce penězi."),
  doc("tah", "Nové kolo začíná tahem."),
  doc("konec", "Kolo: hráč začíná."),
  doc("poradi", "Kolo začíná, pak kolo pokračuje."),
  otherGame("prvni", "Kolo začíná nejstarší hráč, který dostane první kartu z balíčku a položí ji na stůl před sebe."),
  third("pravidla", "Hráči se střídají, dokud kolo neskončí a všichni nezaplatí daně za své budovy a pozemky."),
];

test("with no game known, another game's best section is within the first three", () => {
  const order = ranking(SHARED);
  const home = order("začíná kolo", "");
  assert.equal(home[2], "jina/#prvni", home.join(" "));
  assert.ok(!home.slice(0, 4).includes("treti/#pravidla"), home.join(" "));
  // On the first game's pages its sections come first, the other game's after them.
  assert.deepEqual(new Set(order("začíná kolo", "hra").slice(0, 4)), new Set(SHARED.slice(0, 4).map((d) => d.location)));
});

test("with no game known, a query whose words point to one game is ranked as on its pages", () => {
  const docs = [
    doc("kotviste", "Loď kotví v přístavu na kotvišti, kotviště se plní lodí."),
    doc("lod", "Hráč staví loď."),
    otherGame("lod", "Loď přiveze zboží, loď a loď."),
  ];
  const order = ranking(docs);
  assert.deepEqual(order("loď kotviště", ""), order("loď kotviště", "hra"));
  assert.equal(order("loď kotviště", "")[1], "hra/#lod");
});

// Whether another game's best section is near enough to be offered is judged on its words, not
// on its page's kind: the kind orders a game's own sections, it does not say which game is asked
// about. Here the other game's answer is on a variant page (× 0.5): within reach by its words
// (over SPREAD × the first's), under it only by its kind.
test("with no game known, another game's best section on a variant page is within the first three", () => {
  const text = "S věží začíná kolo nejstarší hráč.";
  const variant = { ...otherGame("vez", text), location: "jina/rozsireni/#vez", kind: "variant" };
  const order = ranking([...SHARED.slice(0, 4), variant]);
  const home = order("začíná kolo", "");
  assert.equal(home[2], "jina/rozsireni/#vez", home.join(" "));
  // On the first game's pages its sections still come first.
  assert.equal(order("začíná kolo", "hra")[4], "jina/rozsireni/#vez");
});
