// runtime/assets/game-history.js: the history's order and verdicts, the players' statistics
// against a hand count, the export read back, and the merge that never overwrites a newer game.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

await importRuntime("sheet-validate.js"); // its import
const { listGames, verdict, playerStats, seasonSeries, exportText, readExport, mergeGames, FORMAT } = await importRuntime(
  "game-history.js",
);

const int = { type: "int", default: "" };
const players = { type: "rows", min: 1, max: 6, row_names: true, fields: { points: int } };
const SHEETS = [
  { id: "catan-game", inputs: { players } },
  { id: "hamburg-game", inputs: { players } },
  { id: "amunre-game", inputs: { players, kingdom: { type: "choice", default: "old" } } },
];
const score = (seat, name, total, rank, won = false, leads = false) => ({ seat, name, total, rank, won, leads });
const game = (gid, saved, scores, extra = {}) => ({
  gid,
  saved,
  inputs: { players: scores.map((s) => ({ name: s.name, points: String(s.total) })) },
  summary: "",
  scores,
  ...extra,
});

// A club's evening and a week: Catan won by Anna, then a tie in Hamburg (Ben and Anna), a
// half-played Amun-Re game led by Chen, a Catan game saved before scores were kept, and a
// Catan game with an unnamed seat.
const STORES = {
  "catan-game": {
    version: 1,
    current: null,
    games: [
      game("c1", "2026-11-20T18:00:00.000Z", [score(1, "Anna", 10, 1, true), score(2, "Ben", 8, 2), score(3, "Chen", 6, 3)]),
      { gid: "c0", saved: "2026-11-01T18:00:00.000Z", inputs: { players: [{ name: "Anna", points: "7" }] }, summary: "Anna" },
      game("c2", "2026-11-24T19:00:00.000Z", [score(2, "", 11, 1, true), score(1, "Ben", 9, 2)]),
    ],
  },
  "hamburg-game": {
    version: 1,
    current: null,
    games: [game("h1", "2026-11-22T20:00:00.000Z", [score(2, "Ben", 140, 1, true), score(1, "Anna", 140, 1, true), score(3, "Chen", 120, 3)])],
  },
  "amunre-game": {
    version: 1,
    current: null,
    games: [
      game("a1", "2026-11-25T21:00:00.000Z", [score(3, "Chen", 30, 1, false, true), score(1, "Anna", 25, 2)], { finished: false }),
    ],
  },
};
const seat = (n) => `Player ${n}`;

test("every sheet's games, newest first", () => {
  assert.deepEqual(
    listGames(SHEETS, STORES).map(({ sheet, game }) => `${sheet.id}:${game.gid}`),
    ["amunre-game:a1", "catan-game:c2", "hamburg-game:h1", "catan-game:c1", "catan-game:c0"],
  );
});

// Issue 41: "New game" tapped twice with the same table seated saved two games of names and
// zeros, listed and counted as played. Such a game (one saved before, as the engine scored it)
// is neither listed nor counted.
test("a game of names without a score is neither listed nor counted", () => {
  const zeros = [score(1, "Anna", 0, 1), score(2, "Ben", 0, 1), score(3, "Chen", 0, 1)];
  const seated = game("c9", "2026-11-26T18:00:00.000Z", zeros);
  for (const player of seated.inputs.players) player.points = "";
  const stores = { ...STORES, "catan-game": { ...STORES["catan-game"], games: [seated, seated, ...STORES["catan-game"].games] } };
  assert.deepEqual(listGames(SHEETS, stores), listGames(SHEETS, STORES));
  assert.deepEqual(playerStats(listGames(SHEETS, stores)), playerStats(listGames(SHEETS, STORES)));
});

test("verdicts: a winner, every tied winner, a leader (never a winner), an unnamed seat, an old game", () => {
  const games = Object.fromEntries(listGames(SHEETS, STORES).map(({ game }) => [game.gid, game]));
  const CASES = [
    ["c1", "won", ["Anna"]],
    ["h1", "won", ["Ben", "Anna"]],
    ["a1", "leads", ["Chen"]],
    ["c2", "won", ["Player 2"]],
    ["c0", "unscored", []],
  ];
  for (const [gid, kind, names] of CASES) assert.deepEqual(verdict(games[gid], seat), { kind, names }, gid);
  assert.deepEqual(verdict({ scores: [], summary: "Tom" }, seat), { kind: "won", names: ["Tom"] }); // Hamburg's solo opponent
  assert.deepEqual(verdict({ scores: [score(1, "A", 0, 1)] }, seat), { kind: "none", names: [] });
});

test("statistics equal a hand count (finished games with scores; unnamed seats and the half-played game not counted)", () => {
  // By hand: Anna played c1 (won, 10) and h1 (won, 140): 2 games, 2 wins. Ben: c1 (8), c2 (9),
  // h1 (won, 140): 3 games, 1 win. Chen: c1 (6), h1 (120): 2 games, 0 wins. a1 is half-played,
  // c0 has no scores, c2's seat 2 is unnamed.
  assert.deepEqual(playerStats(listGames(SHEETS, STORES)), [
    { name: "Anna", played: 2, wins: 2, best: { "catan-game": 10, "hamburg-game": 140 } },
    { name: "Ben", played: 3, wins: 1, best: { "catan-game": 9, "hamburg-game": 140 } },
    { name: "Chen", played: 2, wins: 0, best: { "catan-game": 6, "hamburg-game": 120 } },
  ]);
});

test("a name is counted once per game, trimmed; a total of 0 or below still counts as a best", () => {
  const entries = [
    { sheet: SHEETS[0], game: game("x", "2026-11-20T18:00:00.000Z", [score(1, "Eva ", -2, 1, true), score(2, "Eva", 5, 2)]) },
  ];
  assert.deepEqual(playerStats(entries), [{ name: "Eva", played: 1, wins: 1, best: { "catan-game": -2 } }]);
});

test("a sheet's season: its finished games oldest first, each named player's total or a gap", () => {
  // Catan by hand: c0 has no scores, c1 (20 Nov) Anna 10, Ben 8, Chen 6; c2 (24 Nov) Ben 9 and
  // an unnamed seat. Ben played both, so he comes first; Anna and Chen one each, by name.
  const catan = seasonSeries(listGames(SHEETS, STORES), "catan-game");
  assert.deepEqual(
    catan.games.map((g) => g.gid),
    ["c1", "c2"],
  );
  assert.deepEqual(catan.series, [
    { name: "Ben", points: [8, 9] },
    { name: "Anna", points: [10, null] },
    { name: "Chen", points: [6, null] },
  ]);
  assert.equal(catan.players, 3);
  // Amun-Re's only game is half-played: no season.
  assert.deepEqual(seasonSeries(listGames(SHEETS, STORES), "amunre-game"), { games: [], series: [], players: 0 });
  // Only the `most` players with the most games are drawn; how many there were is said.
  const cut = seasonSeries(listGames(SHEETS, STORES), "catan-game", 1);
  assert.deepEqual([cut.series.map((s) => s.name), cut.players], [["Ben"], 3]);
  // A game with no named player adds no column of gaps.
  const unnamed = [{ sheet: SHEETS[0], game: game("u", "2026-11-21T18:00:00.000Z", [score(1, "", 4, 1, true)]) }];
  assert.deepEqual(seasonSeries(unnamed, "catan-game").games, []);
});

test("the export reads back as the same games, under the sheets' ids", () => {
  const text = exportText(SHEETS, STORES, new Date("2026-11-26T10:00:00.000Z"));
  const data = JSON.parse(text);
  assert.equal(data.format, FORMAT);
  assert.equal(data.version, 1);
  assert.deepEqual(Object.keys(data.sheets), ["catan-game", "hamburg-game", "amunre-game"]);
  assert.deepEqual(readExport(text, SHEETS), { sheets: Object.fromEntries(SHEETS.map((s) => [s.id, STORES[s.id].games])) });
});

test("a damaged or wrong-shaped file is refused whole", () => {
  const good = JSON.parse(exportText(SHEETS, STORES));
  const changed = (change) => {
    const copy = structuredClone(good);
    change(copy);
    return JSON.stringify(copy);
  };
  const BAD = [
    ["cut short", exportText(SHEETS, STORES).slice(0, 200), "damaged"],
    ["not JSON", "hello", "damaged"],
    ["a list", "[]", "damaged"],
    ["another format", changed((d) => (d.format = "something")), "damaged"],
    ["no sheets", changed((d) => delete d.sheets), "damaged"],
    ["a later version", changed((d) => (d.version = 2)), "version"],
    ["an unknown sheet", changed((d) => (d.sheets["chess-game"] = [])), "damaged"],
    ["games not a list", changed((d) => (d.sheets["catan-game"] = {})), "damaged"],
    ["one game without a date", changed((d) => (d.sheets["catan-game"][0].saved = "yesterday")), "damaged"],
    ["one score of the wrong shape", changed((d) => (d.sheets["hamburg-game"][0].scores[0].won = "yes")), "damaged"],
    ["an input the sheet does not have", changed((d) => (d.sheets["catan-game"][0].inputs.dice = 7)), "damaged"],
    ["one gid twice", changed((d) => d.sheets["catan-game"].push(d.sheets["catan-game"][0])), "damaged"],
    ["too large", " ".repeat(5_000_001), "size"],
    ["not read at all", null, "damaged"],
  ];
  for (const [label, text, error] of BAD) assert.deepEqual(readExport(text, SHEETS), { error }, label);
});

test("merging adds new games, updates older ones, and never overwrites a newer one", () => {
  const here = {
    version: 1,
    current: "c1",
    games: [
      game("c1", "2026-11-20T18:00:00.000Z", [score(1, "Anna", 12, 1, true)]), // newer here
      game("c2", "2026-11-10T18:00:00.000Z", [score(1, "Ben", 3, 1, true)]), // older here
    ],
  };
  const before = structuredClone(here);
  const imported = [
    game("c1", "2026-11-19T18:00:00.000Z", [score(1, "Anna", 5, 1, true)]),
    game("c2", "2026-11-12T18:00:00.000Z", [score(1, "Ben", 9, 1, true)]),
    game("c3", "2026-11-15T18:00:00.000Z", [score(1, "Chen", 7, 1, true)]),
    game("c1", "2026-11-20T18:00:00.000Z", [score(1, "Anna", 1, 1, true)]), // the same time: kept
  ];
  const { store, added, updated, kept } = mergeGames(here, imported);
  assert.deepEqual({ added, updated, kept }, { added: 1, updated: 1, kept: 2 });
  assert.deepEqual(
    store.games.map((g) => [g.gid, g.scores[0].total]),
    [["c1", 12], ["c3", 7], ["c2", 9]],
  );
  assert.equal(store.current, "c1");
  assert.deepEqual(here, before); // the store read is left as it was
  // Merging the same file again changes nothing.
  const again = mergeGames(store, imported);
  assert.deepEqual([again.added, again.updated, again.store.games], [0, 0, store.games]);
});

test("a game corrected on one device replaces its uncorrected copy on the other, never the reverse", () => {
  const played = game("c1", "2026-11-20T18:00:00.000Z", [score(1, "Anna", 10, 1, true)]);
  const corrected = { ...game("c1", played.saved, [score(1, "Anna", 11, 1, true)]), edited: "2026-11-27T09:00:00.000Z" };
  const store = (games) => ({ version: 1, current: null, games });
  const there = mergeGames(store([played]), [corrected]);
  assert.deepEqual([there.updated, there.store.games], [1, [corrected]]);
  const back = mergeGames(store([corrected]), [played]);
  assert.deepEqual([back.updated, back.kept, back.store.games], [0, 1, [corrected]]);
});

// A small seeded generator (no property-testing library in the project's npm packages).
function random(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

test("property: whatever two devices hold, the merge keeps every game once, at its newest, and says so", () => {
  for (let seed = 1; seed <= 300; seed++) {
    const pick = random(seed);
    const games = (count) =>
      Array.from({ length: count }, () => game(`g${pick(8)}`, `2026-11-${10 + pick(9)}T18:00:00.000Z`, [score(1, "A", pick(20), 1, true)]));
    const unique = (list) => [...new Map(list.map((g) => [g.gid, g])).values()];
    const here = { version: 1, current: null, games: unique(games(pick(6))) };
    const file = unique(games(pick(6)));
    const { store, added, updated, kept } = mergeGames(here, file);
    assert.equal(added + updated + kept, file.length, `seed ${seed}`);
    const gids = new Set([...here.games, ...file].map((g) => g.gid));
    assert.deepEqual(new Set(store.games.map((g) => g.gid)), gids, `seed ${seed}`);
    assert.equal(store.games.length, gids.size, `seed ${seed}`);
    for (const g of store.games) {
      const newest = Math.max(...[...here.games, ...file].filter((x) => x.gid === g.gid).map((x) => Date.parse(x.saved)));
      assert.equal(Date.parse(g.saved), newest, `seed ${seed}: ${g.gid}`);
      const mine = here.games.find((x) => x.gid === g.gid);
      if (mine && Date.parse(mine.saved) === newest) assert.deepEqual(g, mine, `seed ${seed}: a game here as new is kept as it is`);
    }
    assert.deepEqual(mergeGames(store, file).store, store, `seed ${seed}: importing again changes nothing`);
  }
});

test("an import never pushes out a game already here: it adds its newest games while the sheet has room", () => {
  const day = (d) => `2026-11-${String(d).padStart(2, "0")}T18:00:00.000Z`;
  const here = { version: 1, current: null, games: [game("h1", day(1), []), game("h2", day(2), []), game("h3", day(3), [])] };
  const file = [game("f4", day(4), []), game("f9", day(9), []), game("f6", day(6), []), game("h1", day(5), [])];
  const { store, added, updated, kept, left } = mergeGames(here, file, 4);
  assert.deepEqual({ added, updated, kept, left }, { added: 1, updated: 1, kept: 0, left: 2 });
  assert.deepEqual(
    store.games.map((g) => g.gid),
    ["f9", "h1", "h3", "h2"],
  );
  const full = mergeGames(store, file, 4);
  assert.deepEqual([full.added, full.left, full.store.games.length], [0, 2, 4]);
});
