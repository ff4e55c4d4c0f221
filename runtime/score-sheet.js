// Whole-table score sheets ({game}-game): the game is kept on this device (localStorage) on
// every change, the plain address brings it back, a link opens as a game of its own, "New
// game" starts afresh, recent games can be reopened or deleted, and the result is exported
// as text or CSV. Storage holds only the form's inputs; results always come from the engine.
import { formatValue } from "./format.js";

const VERSION = 1;
const KEEP = 12; // recent games per sheet
const key = (id) => `rules-calculators:sheet:${id}`;

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

// Reads the sheet's store; data that cannot be read is set aside under its own key, never lost.
export function readStore(storage, id) {
  let raw = null;
  try {
    raw = storage.getItem(key(id));
    if (raw === null) return { store: emptyStore(), corrupt: false };
    const store = JSON.parse(raw);
    if (valid(store)) return { store, corrupt: false };
  } catch {
    // unreadable: set aside below
  }
  try {
    storage.setItem(`${key(id)}:set-aside:${Date.now()}`, String(raw));
    storage.removeItem(key(id));
  } catch {
    // storage unavailable: nothing to set aside
  }
  return { store: emptyStore(), corrupt: true };
}

function writeStore(storage, id, store) {
  try {
    storage.setItem(key(id), JSON.stringify(store));
  } catch (error) {
    console.warn(`score sheet not saved: ${error.message}`); // full or private mode
  }
}

const newGid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class ScoreSheet {
  constructor(controller) {
    this.form = controller.form;
    this.controller = controller;
    this.id = controller.spec.id;
    this.lang = controller.lang;
    this.panel = this.form.querySelector("[data-sheet-panel]");
    this.storage = window.localStorage;
    this.gid = null;
    this.summary = "";
  }

  text(name) {
    return this.controller.spec.ui[name][this.lang];
  }

  notice(name) {
    const note = this.panel.querySelector("[data-sheet-notice]");
    note.textContent = this.text(name);
    note.hidden = false;
  }

  // At start: a link's values are already in the form (they take precedence and become a
  // game of their own); otherwise the current saved game comes back.
  start(fromLink) {
    const { store, corrupt } = readStore(this.storage, this.id);
    if (corrupt) this.notice("saved_corrupt");
    if (fromLink) {
      const hadGame = store.games.length > 0;
      this.gid = newGid();
      this.save();
      if (hadGame) this.notice("saved_from_link");
    } else {
      // Listed first: loading the game saves it again, and lists it anew.
      const game = store.games.find((g) => g.gid === store.current);
      if (game) this.gid = game.gid;
      this.renderList(store);
      if (game) this.controller.loadInputs(game.inputs);
    }
  }

  save() {
    const { store } = readStore(this.storage, this.id);
    this.gid ??= newGid();
    const inputs = this.controller.shareable(this.controller.inputs());
    const entry = { gid: this.gid, saved: new Date().toISOString(), inputs, summary: this.summary };
    store.games = [entry, ...store.games.filter((g) => g.gid !== this.gid)].slice(0, KEEP);
    store.current = this.gid;
    writeStore(this.storage, this.id, store);
    this.renderList(store);
  }

  // Called with each engine result: who is winning, for the recent-games list.
  resulted(result, changed) {
    this.result = result;
    if (result) {
      const winners = result.winners ?? (result.winner === null || result.winner === undefined ? [] : [result.winner]);
      this.summary = winners.map((i) => this.playerName(i)).join(", ");
    } else this.summary = "";
    const kingdom = this.panel.querySelector('[data-action="new-kingdom"]');
    if (kingdom) kingdom.hidden = !result || this.controller.value("kingdom") !== "old";
    if (changed) this.save();
  }

  playerName(i) {
    const name = this.controller.rowNames()[i];
    const label = this.controller.spec.tables[0]?.row_label ?? this.controller.spec.inputs.players?.row_label;
    return name || (label ? label[this.lang].replace("{n}", String(i + 1)) : String(i + 1));
  }

  // A new game (or the example) beside the saved ones, never over them; Undo goes back to
  // the game that was on screen. The first box gets the focus: the table starts typing.
  newGame(inputs, notice = "new_game_started") {
    const keep = this.form.querySelector("[data-keep-names]").checked;
    const names = keep ? this.controller.rowNames() : [];
    const previous = this.gid;
    this.gid = newGid();
    this.summary = "";
    this.result = null;
    this.controller.loadInputs(inputs ?? this.controller.emptyInputs(names));
    this.form.querySelector(".calc-row-name")?.focus();
    const fresh = this.gid;
    this.controller.undo.offer(this.form.querySelector("[data-sheet-start]"), this.text(notice), () => {
      this.remove(fresh, false);
      if (previous) this.open(previous);
    });
  }

  showExample() {
    this.newGame(structuredClone(this.controller.spec.example), "example_shown");
  }

  // Amun-Re: what carries over into the New Kingdom is the engine's to say (new_kingdom).
  newKingdom() {
    if (!this.result?.new_kingdom) return;
    this.newGame(structuredClone(this.result.new_kingdom), "new_game_started");
  }

  open(gid) {
    const { store } = readStore(this.storage, this.id);
    const game = store.games.find((g) => g.gid === gid);
    if (!game) return;
    this.gid = gid;
    this.controller.loadInputs(game.inputs);
  }

  // Deleted with an Undo that puts the game back where it was in the list.
  remove(gid, undoable = true) {
    const { store } = readStore(this.storage, this.id);
    const index = store.games.findIndex((g) => g.gid === gid);
    const game = store.games[index];
    const wasCurrent = store.current === gid;
    const onScreen = gid === this.gid;
    store.games = store.games.filter((g) => g.gid !== gid);
    if (wasCurrent) store.current = null;
    writeStore(this.storage, this.id, store);
    if (onScreen) this.gid = null; // the sheet on screen is saved anew on its next change
    this.renderList(store);
    if (!undoable || !game) return;
    const list = this.panel.querySelector("[data-recent-games]");
    this.controller.undo.offer(list, this.text("game_deleted").replace("{game}", this.describe(game)), () => {
      const { store: now } = readStore(this.storage, this.id);
      now.games.splice(Math.min(index, now.games.length), 0, game);
      if (wasCurrent) now.current = gid;
      if (onScreen && this.gid === null) this.gid = gid;
      writeStore(this.storage, this.id, now);
      this.renderList(now);
    });
  }

  describe(game) {
    const date = new Intl.DateTimeFormat(this.lang, { dateStyle: "medium", timeStyle: "short" });
    const players = (game.inputs.players ?? []).map((p, i) => p.name || `${i + 1}`).join(", ");
    return this.text("recent_game")
      .replace("{date}", date.format(new Date(game.saved)))
      .replace("{players}", players)
      .replace("{winner}", game.summary || this.text("no_winner"));
  }

  // The recent games of `store`, as just read or written (no second read of the storage).
  renderList(store) {
    const list = this.panel.querySelector("[data-recent-games]");
    list.replaceChildren(
      ...store.games.map((game) => {
        const li = document.createElement("li");
        li.dataset.game = game.gid;
        if (game.gid === this.gid) li.setAttribute("aria-current", "true");
        const span = document.createElement("span");
        span.textContent = this.describe(game);
        const open = document.createElement("button");
        open.type = "button";
        open.dataset.openGame = game.gid;
        open.textContent = this.text("open_game");
        const remove = document.createElement("button");
        remove.type = "button";
        remove.dataset.deleteGame = game.gid;
        remove.textContent = this.text("delete_game");
        li.append(span, " ", open, " ", remove);
        return li;
      }),
    );
  }

  clicked(button) {
    if (button.dataset.openGame) this.open(button.dataset.openGame);
    else if (button.dataset.deleteGame) this.remove(button.dataset.deleteGame);
    else if (button.dataset.action === "new-game") this.newGame();
    else if (button.dataset.action === "show-example") this.showExample();
    else if (button.dataset.action === "new-kingdom") this.newKingdom();
    else if (button.dataset.action === "copy-text") this.copyText();
    else if (button.dataset.action === "download-csv") this.downloadCsv();
    else return false;
    return true;
  }

  // The players in rank order with the table's figures, then the deciding rules.
  rows() {
    const table = this.controller.spec.tables[0];
    const players = this.result?.[table.rows] ?? [];
    return players
      .map((row, i) => ({ row, i }))
      .sort((a, b) => (a.row.rank ?? 0) - (b.row.rank ?? 0))
      .map(({ row, i }) => ({ name: this.playerName(i), row, i, columns: table.columns }));
  }

  // Every figure with its label: "1. Anna: Points 12 VP · Longest Road yes · …".
  plainText() {
    const lines = [this.controller.spec.title[this.lang]];
    for (const { name, row, columns } of this.rows()) {
      const figures = columns
        .filter((c) => c.name !== "rank")
        .map((c) => `${c.label[this.lang]} ${formatValue(row[c.name], c, this.lang)}`)
        .join(" · ");
      lines.push(`${row.rank ?? ""}. ${name}: ${figures}`);
    }
    for (const sentence of this.result?.explain?.[this.lang] ?? []) lines.push(`– ${sentence}`);
    return lines.join("\n");
  }

  async copyText() {
    const text = this.plainText();
    try {
      await navigator.clipboard.writeText(text);
      const note = this.panel.querySelector("[data-sheet-notice]");
      note.textContent = this.text("text_copied");
      note.hidden = false;
    } catch {
      window.prompt("", text);
    }
  }

  // What was entered for each player (as typed) and what the engine computed, headed in the
  // page's language; yes/no in words, numbers bare for spreadsheets.
  csv() {
    const rows = this.rows();
    const columns = rows[0]?.columns ?? [];
    const quote = (value) => `"${String(value ?? "").replaceAll('"', '""')}"`;
    const figures = columns.filter((c) => c.name !== "rank");
    const table = this.controller.spec.tables[0];
    const fields = Object.entries(this.controller.spec.inputs[table.rows]?.fields ?? {});
    const entered = this.controller.inputs()[table.rows] ?? [];
    const label = (texts) => texts[this.lang];
    const place = columns.find((c) => c.name === "rank");
    const head = [
      place ? label(place.label) : this.text("rank"),
      this.text("player_name"),
      ...fields.map(([, f]) => `${label(f.label)} (${this.text("entered")})`),
      ...figures.map((c) => label(c.label) + (c.unit ? ` (${label(c.unit)})` : "")),
    ];
    const cell = (value, c) => (typeof value === "boolean" || c.format === "bool" ? formatValue(value, c, this.lang) : value);
    const body = rows.map(({ name, row, i }) => [
      row.rank ?? "",
      name,
      ...fields.map(([f]) => entered[i]?.[f] ?? ""),
      ...figures.map((c) => cell(row[c.name], c)),
    ]);
    return [head, ...body].map((cells) => cells.map(quote).join(",")).join("\r\n") + "\r\n";
  }

  downloadCsv() {
    const blob = new Blob(["\ufeff", this.csv()], { type: "text/csv;charset=utf-8" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${this.id}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }
}
