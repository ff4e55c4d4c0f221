// Whole-table score sheets (`sheet = true` in the spec): the game is kept on this device (sheet-store.js) on
// every change and shows in every open tab of the sheet, the plain address brings it back,
// a link opens as a game of its own, "New game" starts afresh, recent games can be reopened
// or deleted, and the result is exported as text or CSV. Storage holds only the form's
// inputs; results always come from the engine, in its words (engine/present.py), and so do
// the actions a result offers (Amun-Re's New Kingdom). Where the browser keeps nothing, or a
// save fails, the sheet still works and its notice says how to keep the game.
import { KEEP, SheetStore, flat, mergeGame, sameValues, unflat } from "./sheet-store.js";
import { flatten } from "./url-state.js";

const newGid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class ScoreSheet {
  constructor(controller) {
    this.form = controller.form;
    this.controller = controller;
    this.id = controller.spec.id;
    this.lang = controller.lang;
    this.panel = this.form.querySelector("[data-sheet-panel]");
    this.store = new SheetStore(this.id);
    this.gid = null;
    this.known = null; // this game's values ({path: value}) as last read from or written to the store
    this.stamps = {}; // when each value of this game last changed, in any tab (sheet-store.js)
    this.summary = "";
    this.message = null; // the notice's current news (a key of the interface texts)
    this.trouble = this.store.available ? null : "unavailable"; // or "failed": a save failed
  }

  text(name) {
    return this.controller.spec.ui[name][this.lang];
  }

  notice(name) {
    this.message = name;
    this.renderNotice();
  }

  // The news, then, while the game cannot be kept, how to keep it: the full sheet on the
  // site with this game in its address (from a club's frame only), or the CSV.
  renderNotice() {
    const note = this.panel.querySelector("[data-sheet-notice]");
    const parts = this.message ? [this.text(this.message)] : [];
    if (this.trouble) {
      const framed = window.parent !== window;
      const reason = this.trouble === "failed" ? "save_failed" : framed ? "not_kept_framed" : "not_kept";
      if (parts.length) parts.push(" ");
      parts.push(this.text(reason));
      if (framed) {
        const link = document.createElement("a");
        link.dataset.fullSheet = "";
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = this.text("open_full_sheet");
        parts.push(" ", link);
      }
      const download = document.createElement("button");
      download.type = "button";
      download.dataset.action = "download-csv";
      download.textContent = this.text("download_csv");
      parts.push(" ", download);
    }
    note.replaceChildren(...parts);
    note.hidden = parts.length === 0;
    this.linkFullSheet();
  }

  // The sheet's own page on the site, with this game's inputs as a link (a game of its own there).
  linkFullSheet() {
    const link = this.panel.querySelector("[data-sheet-notice] [data-full-sheet]");
    if (!link) return;
    const address = new URL(`../../../${this.lang}/calculators/${this.id}/`, import.meta.url);
    address.search = new URLSearchParams(flatten(this.controller.shareable(this.controller.inputs()))).toString();
    link.href = address.href;
  }

  // At start: a link's values are already in the form (they take precedence and become a
  // game of their own); otherwise the current saved game comes back.
  start(fromLink) {
    const { store, corrupt } = this.store.read();
    if (corrupt) this.notice("saved_corrupt");
    else if (this.trouble) this.renderNotice();
    if (fromLink) {
      const hadGame = store.games.length > 0;
      this.gid = newGid();
      this.save();
      if (hadGame) this.notice("saved_from_link");
    } else {
      // Listed first: loading the game saves it again, and lists it anew.
      const game = store.games.find((g) => g.gid === store.current);
      if (game) this.follow(game);
      this.blank = !game; // nothing entered yet: a game begun in another tab shows here
      this.renderList(store);
      if (game) this.controller.loadInputs(game.inputs);
    }
    this.store.listen((fresh) => this.synced(fresh));
  }

  follow(game) {
    [this.gid, this.known, this.stamps] = [game.gid, flat(game.inputs), { ...game.stamps }];
  }

  forget(gid = null) {
    [this.gid, this.known, this.stamps] = [gid, null, {}];
  }

  // Writes this tab's game, merged with what other tabs saved of it meanwhile (every value
  // from the tab that changed it last), and shows their changes here. A game deleted
  // elsewhere is not brought back: a change made here becomes a new game.
  save() {
    this.blank = false;
    this.gid ??= newGid();
    const mine = flat(this.controller.shareable(this.controller.inputs()));
    let changed = this.known === null;
    if (this.known) {
      const now = Date.now();
      for (const path of new Set([...Object.keys(mine), ...Object.keys(this.known)])) {
        if (mine[path] === this.known[path]) continue;
        this.stamps[path] = Math.max(now, (this.stamps[path] ?? 0) + 1);
        changed = true;
      }
    }
    let merged = { values: mine, stamps: this.stamps };
    let deleted = false;
    const { store, saved } = this.store.update((store) => {
      const entry = store.games.find((g) => g.gid === this.gid);
      deleted = !entry && this.known !== null;
      if (deleted) return false;
      if (entry) merged = mergeGame(entry, merged);
      const same = entry && sameValues(flat(entry.inputs), merged.values) && sameValues(entry.stamps ?? {}, merged.stamps);
      if (same && entry.summary === this.summary) return false; // nothing new
      const inputs = unflat(merged.values);
      const game = { gid: this.gid, saved: new Date().toISOString(), inputs, summary: this.summary, stamps: merged.stamps };
      store.games = [game, ...store.games.filter((g) => g.gid !== this.gid)].slice(0, KEEP);
      store.current = this.gid;
    });
    if (deleted) {
      this.forget(changed ? newGid() : null);
      this.notice("deleted_elsewhere");
      if (changed) this.save();
      else this.renderList(store);
      return;
    }
    this.saved(saved);
    if (saved) [this.known, this.stamps] = [merged.values, { ...merged.stamps }];
    this.renderList(store);
    if (!sameValues(merged.values, mine)) this.controller.loadInputs(unflat(merged.values)); // another tab's change
  }

  // A failed save is told once; a later one that works takes the warning back.
  saved(ok) {
    if (!this.store.available) return this.linkFullSheet();
    if (ok === (this.trouble !== "failed")) return;
    this.trouble = ok ? null : "failed";
    this.renderNotice();
  }

  // Another tab wrote this sheet: its list, and its change to the game on screen, show here.
  synced(store) {
    if (this.blank && store.current) {
      const game = store.games.find((g) => g.gid === store.current);
      if (game) return this.open(game.gid);
    }
    if (this.gid) this.save(); // merges, and writes back what the other tab did not have
    else this.renderList(store);
  }

  // Called with each presented result (null for an error): who is winning, for the
  // recent-games list, and the actions the result offers.
  resulted(presented, changed) {
    this.presented = presented;
    this.summary = presented ? presented.standings.winners.join(", ") : "";
    this.renderActions(presented?.actions ?? []);
    if (changed) this.save();
  }

  // A button per action the result lists, before the exports; kept while the list is the same.
  renderActions(actions) {
    const holder = this.panel.querySelector("[data-result-actions]");
    const shown = [...holder.querySelectorAll("[data-result-action]")];
    if (shown.map((b) => `${b.dataset.resultAction}:${b.textContent}`).join() === actions.map((a) => `${a.id}:${a.label}`).join()) return;
    for (const button of shown) button.remove();
    holder.prepend(
      ...actions.map((action) => {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.resultAction = action.id;
        button.dataset.action = action.id.replaceAll("_", "-");
        button.textContent = action.label;
        return button;
      }),
    );
  }

  playerName(i) {
    const name = this.controller.rowNames()[i];
    const label = this.controller.spec.presentation.tables[0]?.row_label ?? this.controller.spec.inputs.players?.row_label;
    return name || (label ? label[this.lang].replace("{n}", String(i + 1)) : String(i + 1));
  }

  // A new game (or the example) beside the saved ones, never over them; Undo goes back to
  // the game that was on screen. The first box gets the focus: the table starts typing.
  newGame(inputs, notice = "new_game_started") {
    const keep = this.form.querySelector("[data-keep-names]").checked;
    const names = keep ? this.controller.rowNames() : [];
    const previous = this.gid;
    this.forget(newGid());
    this.summary = "";
    this.presented = null;
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

  // An action of the result (Amun-Re's New Kingdom): a new game with the inputs the engine
  // carries over.
  act(id) {
    const action = this.presented?.actions.find((a) => a.id === id);
    if (action) this.newGame(structuredClone(action.inputs), "new_game_started");
  }

  open(gid) {
    let game = null;
    const { store, saved } = this.store.update((store) => {
      game = store.games.find((g) => g.gid === gid);
      if (!game || (store.games[0] === game && store.current === gid)) return false;
      store.games = [game, ...store.games.filter((g) => g.gid !== gid)];
      store.current = gid;
    });
    if (!game) return;
    this.saved(saved);
    this.follow(game);
    this.renderList(store);
    this.controller.loadInputs(game.inputs);
  }

  // Deleted with an Undo that puts the game back where it was in the list.
  remove(gid, undoable = true) {
    let [index, game, wasCurrent] = [-1, null, false];
    const onScreen = gid === this.gid;
    const { store, saved } = this.store.update((store) => {
      index = store.games.findIndex((g) => g.gid === gid);
      game = store.games[index] ?? null;
      wasCurrent = store.current === gid;
      store.games = store.games.filter((g) => g.gid !== gid);
      if (wasCurrent) store.current = null;
    });
    this.saved(saved);
    if (onScreen) this.forget(); // the sheet on screen is saved anew on its next change
    this.renderList(store);
    if (!undoable || !game) return;
    const list = this.panel.querySelector("[data-recent-games]");
    this.controller.undo.offer(list, this.text("game_deleted").replace("{game}", this.describe(game)), () => {
      const { store: now, saved: ok } = this.store.update((now) => {
        now.games = now.games.filter((g) => g.gid !== gid);
        now.games.splice(Math.min(index, now.games.length), 0, game);
        if (wasCurrent) now.current = gid;
      });
      this.saved(ok);
      if (onScreen && this.gid === null) this.follow(game);
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
    else if (button.dataset.resultAction) this.act(button.dataset.resultAction);
    else if (button.dataset.action === "copy-text") this.copyText();
    else if (button.dataset.action === "download-csv") this.downloadCsv();
    else return false;
    return true;
  }

  // The presenter's copied text (engine/present.py: every figure with its label, in rank
  // order, then the deciding rules); the title alone while there is no result.
  plainText() {
    return this.presented?.export?.text ?? this.controller.spec.presentation.title[this.lang];
  }

  async copyText() {
    const text = this.plainText();
    try {
      await navigator.clipboard.writeText(text);
      this.notice("text_copied");
    } catch {
      window.prompt("", text);
    }
  }

  // The presenter's cells (what was entered, as typed, and what the engine computed), quoted.
  csv() {
    const quote = (value) => `"${String(value ?? "").replaceAll('"', '""')}"`;
    const cells = this.presented?.export?.csv ?? [];
    return cells.map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
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
