// Whole-table score sheets (`sheet = true` in the spec); this module's job is the sheet's course:
// what comes back at start, a new game, the engine's answers, the sheet's buttons. The game is
// kept on this device on every change (sheet-save.js, sheet-store.js), shows in every open tab,
// comes back with the plain address; a link opens as a game of its own; recent games reopen or
// go (sheet-games.js); results export as text or CSV (sheet-exports.js). Storage holds only the
// form's inputs: results, and the actions they offer (result-actions.js), come from the engine
// (engine/present.py). Where the browser keeps nothing, or a save fails, the sheet still works
// and its notice says how to keep the game (sheet-notice.js).
import { Regulars } from "./regulars.js";
import { renderActions } from "./result-actions.js";
import { copyText, csvText, downloadCsv, plainText } from "./sheet-exports.js";
import { tellFull, warnIfFull } from "./sheet-full.js";
import { makeCurrent, openGame, removeGame, renderList } from "./sheet-games.js";
import { SheetNotice } from "./sheet-notice.js";
import { isFinished, isRested, recordClicked, setRecord, watchRest } from "./sheet-record.js";
import { newGid, saveGame } from "./sheet-save.js";
import { SheetStore, flat } from "./sheet-store.js";
import { leaveCurrent } from "./store-edits.js";

/**
 * All a score sheet sees of its form (calculator-form.js: sheetHost()).
 * @typedef {object} SheetHost
 * @property {HTMLFormElement} form the form, for the sheet's own panel and buttons in it
 * @property {string} id the calculator's id (the storage key, the CSV's name)
 * @property {object} inputs the spec's inputs, against which saved games are checked (sheet-validate.js)
 * @property {string} lang the page's language
 * @property {(key: string) => string} text an interface text (templates/i18n) in that language
 * @property {string} title the calculator's title, the copied text while there is no result
 * @property {object} example the inputs "Show an example" loads
 * @property {() => object} game the inputs on screen with the players' names: what is saved
 * @property {(inputs: object) => void} load puts a game's inputs into the form and computes them
 * @property {(names?: string[]) => object} blank a blank game with as many players, these names kept
 * @property {() => string[]} names the players' names as typed ("" for an unnamed seat)
 * @property {import("./sheet-undo.js").UndoNote} undo the form's one Undo note
 */

// What the form calls: start(), save(), resulted(), newGame() and clicked().
export class ScoreSheet {
  /** @param {SheetHost} host */
  constructor(host) {
    this.host = host;
    this.form = host.form;
    this.panel = this.form.querySelector("[data-sheet-panel]");
    this.store = new SheetStore(host.id, host.inputs, () => this.notice.show("saved_corrupt"));
    this.gid = null;
    this.known = null; // this game's values ({path: value}) as last read from or written to the store
    this.stamps = {}; // when each value of this game last changed, in any tab (sheet-store.js)
    this.summary = "";
    this.finished = true; // false: a game scored halfway (the summary names who leads)
    this.scores = null; // the standings as data (engine/present.py), kept for the history page
    this.derivedFor = null; // the game the engine last answered for (summary, scores, finished)
    this.notice = new SheetNotice(this.panel, host, this.store.available);
    this.store.onKeptBy = (where) => this.notice.keptBy(where); // a club's page keeps the games
    this.regulars = new Regulars(host, () => this.store.read().store.games); // names typed on this device
  }

  // At start: a link's values are already in the form (a game of their own); otherwise the game
  // asked for (`wanted`: its gid, from the history page) or the current saved game comes back.
  start(fromLink, wanted = null) {
    let { store, corrupt } = this.store.read(); // a game set aside shows the notice (constructor)
    if (!corrupt && this.notice.trouble) this.notice.render();
    const asked = wanted === null || fromLink ? null : store.games.find((g) => g.gid === wanted);
    if (asked) store = this.makeCurrent(wanted).store;
    else if (wanted !== null && !fromLink) this.notice.show("game_not_found");
    if (fromLink) {
      const hadGame = store.games.length > 0;
      this.gid = newGid();
      this.save();
      if (hadGame) this.notice.show("saved_from_link");
    } else {
      // Listed first: loading the game saves it again, and lists it anew.
      const game = store.games.find((g) => g.gid === store.current);
      if (game) this.follow(game);
      this.blank = !game; // nothing entered yet: a game begun in another tab shows here
      // Last time's game, or a finished one asked for, is shown as a record, not typed over.
      if (game && (asked ? isFinished(game, this.host.inputs) : isRested(game, this.host.inputs))) setRecord(this, game);
      this.renderList(store);
      if (game) this.host.load(game.inputs);
      else this.warnIfFull(store);
    }
    this.store.listen((fresh) => this.synced(fresh));
    watchRest(this);
    this.regulars.render();
  }

  follow(game) {
    [this.gid, this.known, this.stamps] = [game.gid, flat(game.inputs), { ...game.stamps }];
  }

  forget(gid = null) {
    [this.gid, this.known, this.stamps] = [gid, null, {}];
  }

  save() {
    saveGame(this);
  }

  tellFull(key, games) {
    tellFull(this, key, games);
  }

  // On a game not kept yet (a fresh sheet, "New game"); a game opened from the list is kept.
  warnIfFull(store = this.store.read().store) {
    warnIfFull(this, store);
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
  // recent-games list, and the actions the result offers; `changed`: the user entered something;
  // `finished`: false for a game scored halfway (Amun-Re's Old Kingdom), whose list says who leads.
  resulted(presented, changed, finished = true) {
    this.presented = presented;
    this.derivedFor = this.gid;
    this.finished = finished;
    const standings = presented?.standings;
    this.summary = standings ? (finished ? standings.winners : (standings.leaders ?? [])).join(", ") : "";
    this.scores = standings?.scores ?? null;
    renderActions(this.panel.querySelector("[data-result-actions]"), presented?.actions ?? []);
    if (changed) this.save();
  }

  // A new game (or the example) beside the saved ones, never over them; Undo goes back to
  // the game that was on screen. The first box gets the focus: the table starts there.
  newGame(inputs, notice = "new_game_started", keep = this.form.querySelector("[data-keep-names]").checked) {
    const names = keep ? this.host.names() : [];
    setRecord(this, null);
    const previous = this.gid;
    this.forget(newGid());
    // No game current until this one's first score: a reload meanwhile starts blank, not on the game left.
    this.store.update(leaveCurrent);
    [this.summary, this.scores, this.presented] = ["", null, null];
    this.host.load(inputs ?? this.host.blank(names));
    this.warnIfFull();
    this.regulars.render();
    // Where the table starts: a name box, or a composer once every seat is named (not a box below its log).
    const named = [...this.form.querySelectorAll(".calc-inputs .calc-row-name")].every((box) => box.value.trim());
    (named && this.form.querySelector("[data-composer] button") || this.form.querySelector(".calc-row-name"))?.focus();
    const fresh = this.gid;
    this.host.undo.offer(this.form.querySelector("[data-sheet-start]"), this.host.text(notice), () => {
      this.remove(fresh, false);
      if (previous) this.open(previous);
    });
  }

  // An action of the result (Amun-Re's New Kingdom): the same game goes on with the inputs the
  // engine carries over, so the history holds one entry for it, the later state replacing the
  // earlier (the Old Kingdom's totals go on in it). Undo puts the earlier state back.
  act(id) {
    const action = this.presented?.actions.find((a) => a.id === id);
    if (!action) return;
    const before = this.host.game();
    this.host.load(structuredClone(action.inputs));
    const start = this.form.querySelector("[data-sheet-start]");
    this.host.undo.offer(start, this.host.text("game_goes_on"), () => this.host.load(before));
  }

  makeCurrent(gid) {
    return makeCurrent(this, gid);
  }

  // `asRecord`: opened by the table from the list (a finished game then shows as a record).
  open(gid, asRecord = false) {
    openGame(this, gid, asRecord);
  }

  remove(gid, undoable = true) {
    removeGame(this, gid, undoable);
  }

  renderList(store) {
    renderList(this, store);
  }

  // True when the button was the sheet's.
  clicked(button) {
    const { dataset } = button;
    if (this.regulars.clicked(button) || recordClicked(this, button)) return true;
    if (dataset.openGame) this.open(dataset.openGame, true);
    else if (dataset.deleteGame) this.remove(dataset.deleteGame);
    else if (dataset.action === "new-game") this.newGame();
    else if (dataset.action === "show-example") this.newGame(structuredClone(this.host.example), "example_shown");
    else if (dataset.resultAction) this.act(dataset.resultAction);
    else if (dataset.action === "copy-text") {
      const text = plainText(this.presented, this.host.title);
      const after = this.panel.querySelector("[data-result-actions]");
      copyText(text, after, this.host.text("copy_by_hand")).then((copied) => copied && this.notice.show("text_copied"));
    } else if (dataset.action === "download-csv") downloadCsv(this.host.id, csvText(this.presented));
    else return false;
    return true;
  }
}
