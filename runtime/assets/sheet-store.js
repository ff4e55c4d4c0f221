// Where a score sheet keeps its games: the browser's localStorage under
// `rules-calculators:sheet:{id}` (format version 1: {version, current, games: [{gid, saved,
// inputs, summary, edited?}], before?: {gid: game}}: `edited` is when a finished game was last
// corrected, `before` holds each corrected game as it was before its latest correction, for its
// Undo). Nothing here throws: a browser that refuses storage (a third-party
// frame, site data blocked) gives a store kept in memory for this visit, `available` false;
// a write that fails (storage full or revoked) returns false. Every write reads the stored
// games again first and changes only this tab's game, merged value by value with what other
// tabs saved meanwhile (mergeGame), so that no tab undoes another's change; `listen` hears
// the other tabs.
import { isObject } from "./sheet-merge.js";
import { validGame } from "./sheet-validate.js";
import { compact } from "./store-edits.js";

export { flat, mergeGame, sameValues, unflat } from "./sheet-merge.js";
import { keepWithParent } from "./sheet-store-parent.js";

const VERSION = 1;
export const KEEP = 12; // recent games a sheet lists
// Games kept per sheet, for the history page (game-history.js). Measured (tests/browser/
// test_sheet_records.py): a game typed in takes 0.8–1.7 kB once its stamps are gone (compact,
// below), Amun-Re's the most; Chromium gives a site's localStorage 5 242 880 characters, so a
// thousand games of every sheet fit. Past that, a sheet warns before its oldest game goes.
export const KEPT = 1000;
const key = (id) => `rules-calculators:sheet:${id}`;
export const storeKey = key;

function emptyStore() {
  return { version: VERSION, current: null, games: [] };
}

function valid(store) {
  return (
    store?.version === VERSION &&
    Array.isArray(store.games) &&
    store.games.every(
      (g) => typeof g?.gid === "string" && typeof g.saved === "string" && g.inputs && typeof g.inputs === "object",
    )
  );
}

// The page's localStorage, or null where reading it, or writing to it, is refused.
function openStorage() {
  try {
    const storage = window.localStorage;
    const probe = "rules-calculators:probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

// Reads the sheet's store; data that cannot be read is set aside under its own key, never lost.
// With the sheet's inputs (`spec`, sheet-validate.js), each game is checked in full: the
// games that fail are set aside (the whole stored text is kept) and the others stay;
// `dropped` names those that had a gid.
export function readStore(storage, id, spec = null) {
  let raw = null;
  let store = emptyStore();
  let dropped = [];
  try {
    raw = storage.getItem(key(id));
    if (raw === null) return { store, corrupt: false, dropped };
    const parsed = JSON.parse(raw);
    if (valid(parsed)) {
      const good = spec ? parsed.games.filter((game) => validGame(game, spec)) : parsed.games;
      const current = typeof parsed.current === "string" ? parsed.current : null;
      // The versions kept for a correction's Undo: only a valid game of its own gid is ever put back.
      if (Object.hasOwn(parsed, "before")) {
        const before = isObject(parsed.before) ? parsed.before : {};
        for (const [gid, game] of Object.entries(before)) {
          if (!(game?.gid === gid && (!spec || validGame(game, spec)))) delete before[gid];
        }
        parsed.before = before;
      }
      if (good.length === parsed.games.length && current === parsed.current) {
        return { store: parsed, corrupt: false, dropped };
      }
      store = { version: VERSION, current: good.some((g) => g.gid === current) ? current : null, games: good };
      if (parsed.before) store.before = parsed.before;
      dropped = parsed.games.filter((game) => !good.includes(game)).map((game) => game.gid);
    }
  } catch {
    // unreadable: set aside below
  }
  try {
    storage.setItem(`${key(id)}:set-aside:${Date.now()}`, String(raw));
    if (store.games.length) storage.setItem(key(id), JSON.stringify(store));
    else storage.removeItem(key(id));
  } catch {
    // storage unavailable: nothing to set aside
  }
  return { store, corrupt: true, dropped };
}

// The one rule of what counts as a game played: a score entered, that is a figure or yes/no other
// than the field's blank value. Names alone (a table seated by "Same table as last time" or the
// regulars), choices alone (whose province, which side, who is on turn, which scoring) and rows
// added but left empty are not a game: such a sheet is not saved, listed, nor counted in the
// history's statistics (game-history.js). `spec`: the sheet's inputs (calculator-form.js;
// `player`: a choice of player).
export function holdsEntries(inputs, spec) {
  const entered = (value, field) =>
    field.type !== "choice" && !field.player && value !== "" && value !== null && value !== undefined &&
    String(value) !== String(field.default ?? "");
  return Object.entries(spec).some(([name, input]) => {
    const value = inputs?.[name];
    if (input.type !== "rows") return entered(value, input);
    if (!Array.isArray(value)) return false;
    return value.some((row) => {
      if (!input.fields) return entered(row, input.item ?? {});
      return Object.entries(input.fields).some(([field, described]) => entered(row?.[field], described));
    });
  });
}

export class SheetStore {
  // `spec`: the sheet's inputs, against which every stored game is checked on each read;
  // `setAside()` is called whenever a read had to set games aside (on load, on another tab's
  // write, before a save).
  constructor(id, spec = null, setAside = () => {}) {
    this.id = id;
    this.spec = spec;
    this.setAside = setAside;
    this.dropped = new Set(); // gids of games set aside: the one on screen is saved anew, not "deleted"
    this.storage = openStorage();
    this.memory = emptyStore(); // the games of this visit where nothing can be kept
    this.keptBy = null; // the club page's host, where it keeps the games (sheet-store-parent.js)
    if (!this.storage) keepWithParent(key(id), (storage, where) => this.useParent(storage, where));
  }

  // Refused storage here, the club's page keeps the games: this visit's join them there.
  useParent(storage, where) {
    if (storage.getItem(key(this.id)) === null && this.memory.games.length) {
      storage.setItem(key(this.id), JSON.stringify(this.memory));
    }
    [this.storage, this.keptBy] = [storage, where];
    this.onKeptBy?.(where);
    this.changed?.(this.read().store);
  }

  // False where this browser does not let the page keep anything.
  get available() {
    return this.storage !== null;
  }

  read() {
    if (!this.storage) return { store: structuredClone(this.memory), corrupt: false };
    const read = readStore(this.storage, this.id, this.spec);
    if (read.corrupt) {
      for (const gid of read.dropped) this.dropped.add(gid);
      this.setAside();
    }
    return read;
  }

  // Reads the store afresh, lets `change(store)` edit it (returning false when nothing
  // changed), and writes it. Returns {store, saved}: saved is false when it could not be
  // written (the store is then still kept in memory for this page).
  update(change) {
    const { store } = this.read();
    if (change(store) === false) return { store, saved: true };
    compact(store);
    this.memory = structuredClone(store);
    if (!this.storage) return { store, saved: false };
    try {
      this.storage.setItem(key(this.id), JSON.stringify(store));
      return { store, saved: true };
    } catch {
      return { store, saved: false }; // storage full, or revoked while the page was open
    }
  }

  // Calls `changed(store)` when another tab or window has written this sheet's games (the
  // `storage` event only fires in the other tabs of the same origin).
  listen(changed) {
    this.changed = changed; // also told when the club's page starts keeping the games
    if (!this.storage) return;
    window.addEventListener("storage", (event) => {
      if (event.key === key(this.id) || event.key === null) changed(this.read().store);
    });
  }
}
