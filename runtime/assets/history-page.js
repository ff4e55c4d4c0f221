// Entry point of the history page (/{lang}/calculators/history/): every game the score sheets
// keep on this device (read and checked as the sheets do; each game: history-game.js), the
// players' statistics with their wins as bars, each sheet's scores game by game as lines, a game
// deleted with an Undo, and the file of all games (history-transfer.js). Numbers and dates come
// from present.js; the page's data (its sheets and texts) is the JSON the build writes into it.
import { fillText, isolate } from "./fill-text.js";
import { listGames, playerStats, seasonSeries } from "./game-history.js";
import { gameItem } from "./history-game.js";
import { exportAll, importFile } from "./history-transfer.js";
import { offerOffline, pageLanguage } from "./offline.js";
import { formatDate, formatDay, numberFormat } from "./present.js";
import { KEPT, readStore, SheetStore, storeKey } from "./sheet-store.js";
import { putBack, takeOut } from "./store-edits.js";
import { barChart, lineChart } from "./svg-chart.js";

const SEASON_LINES = 6; // players drawn per sheet's season (seasonSeries)
const WIN_BARS = 12; // players drawn in the wins chart, most wins first

function openStorage() {
  try {
    const storage = window.localStorage;
    storage.getItem("rules-calculators:probe");
    return storage;
  } catch {
    return null; // site data blocked: nothing to list
  }
}

class HistoryPage {
  constructor(data, storage) {
    [this.lang, this.sheets, this.texts, this.storage] = [data.lang, data.sheets, data.texts, storage];
    this.number = numberFormat(this.lang);
    this.status = document.querySelector("[data-history-status]");
    this.deleted = null; // the game just deleted, offered back in its place until the next delete
  }

  text(key, values = {}) {
    return fillText(this.texts[key], values);
  }

  seat = (n) => this.text("history_seat", { n });

  stores() {
    const stores = {};
    for (const sheet of this.sheets) stores[sheet.id] = readStore(this.storage, sheet.id, sheet.inputs).store;
    return stores;
  }

  date = (iso) => formatDate(iso, this.lang);
  named = (sheet, game) => `${sheet.game}, ${this.date(game.saved)}`;

  render() {
    const entries = listGames(this.sheets, this.stores());
    const list = document.querySelector("[data-history-games]");
    const items = entries.map((entry) => gameItem(this, entry));
    if (this.deleted) items.splice(Math.min(this.deleted.at, items.length), 0, this.deletedItem());
    list.replaceChildren(...items);
    document.querySelector("[data-history-empty]").hidden = items.length > 0;
    const stats = playerStats(entries, this.lang);
    const body = document.querySelector("[data-history-players] tbody");
    body.replaceChildren(...stats.map((player) => this.playerRow(player)));
    // The table's box is hidden, not the table: the theme displays tables whatever [hidden] says.
    document.querySelector("[data-history-players-box]").hidden = stats.length === 0;
    document.querySelector("[data-history-players-empty]").hidden = stats.length > 0;
    document.querySelector("[data-history-wins]").replaceChildren(...(stats.length ? [this.winsChart(stats)] : []));
    const seasons = this.sheets.map((sheet) => this.seasonChart(sheet, entries)).filter(Boolean);
    document.querySelector("[data-history-seasons]").replaceChildren(...seasons);
    document.querySelector("[data-history-seasons-empty]").hidden = seasons.length > 0;
  }

  winsChart(stats) {
    const shown = stats.slice(0, WIN_BARS);
    return barChart({
      title: this.text("history_wins_chart"),
      description: this.text("history_wins_chart_note"),
      nameTitle: this.text("history_player"),
      valueTitle: this.text("history_wins_chart"),
      // One neutral colour: a bar's length is the figure, and a colour per player (or the palette's
      // first, a blue) would read as someone's follower colour (a yellow player's bar in blue).
      bars: shown.map((player) => ({ name: isolate(player.name), value: player.wins, className: "chart-plain" })),
      format: this.number,
    });
  }

  // A sheet's finished games as lines, one per player; none before it has two such games.
  seasonChart(sheet, entries) {
    const { games, series, players } = seasonSeries(entries, sheet.id, SEASON_LINES, this.lang);
    if (games.length < 2) return null;
    const note = this.text("history_scores_chart_note");
    const most = players > series.length ? ` ${this.text("history_scores_chart_most", { most: series.length })}` : "";
    return lineChart({
      title: this.text("history_scores_chart", { game: sheet.game }),
      description: note + most,
      seriesTitle: this.text("history_player"),
      series: series.map((s) => ({ name: isolate(s.name), points: s.points })),
      xLabels: games.map((game) => formatDay(game.saved, this.lang)),
      xNames: games.map((game) => this.date(game.saved)),
      format: this.number,
    });
  }

  // Deleted from its sheet's store (as a sheet deletes one: score-sheet.js), and offered back
  // in its place in the list with an Undo until the next delete.
  remove(sheet, gid) {
    let taken = null;
    const { saved } = new SheetStore(sheet.id, sheet.inputs).update((kept) => {
      taken = takeOut(kept, gid);
      if (!taken) return false; // gone already (another tab)
    });
    if (!saved) return this.say("history_import_failed");
    const listed = [...document.querySelectorAll("[data-history-games] > li")].findIndex((li) => li.dataset.game === gid);
    this.deleted = taken && { ...taken, sheet, at: Math.max(0, listed) };
    this.render();
    if (!this.deleted) return;
    const message = this.text("game_deleted", { game: this.named(sheet, taken.game) });
    document.querySelector("[data-history-deleted]").textContent = message;
    document.querySelector("[data-history-games] [data-undo]")?.focus();
  }

  restore() {
    const { sheet, game } = this.deleted;
    new SheetStore(sheet.id, sheet.inputs).update((kept) => putBack(kept, this.deleted));
    this.deleted = null;
    document.querySelector("[data-history-deleted]").textContent = "";
    this.render();
    document.querySelector(`[data-history-games] > li[data-game="${CSS.escape(game.gid)}"] a`)?.focus();
  }

  deletedItem() {
    const { sheet, game } = this.deleted;
    const li = document.createElement("li");
    li.className = "history-deleted";
    const note = document.createElement("p");
    note.className = "calc-undo";
    const undo = document.createElement("button");
    undo.type = "button";
    undo.dataset.undo = "";
    undo.textContent = this.text("undo");
    undo.addEventListener("click", () => this.restore());
    note.append(this.text("game_deleted", { game: this.named(sheet, game) }), " ", undo);
    li.append(note);
    return li;
  }

  playerRow(stats) {
    const row = document.createElement("tr");
    const best = this.sheets
      .filter((sheet) => Object.hasOwn(stats.best, sheet.id))
      .map((sheet) => `${sheet.game}: ${this.number(stats.best[sheet.id])}`)
      .join("\n"); // one game a line (white-space: pre-line)
    const cells = [isolate(stats.name), this.number(stats.played), this.number(stats.wins), best];
    row.append(
      ...cells.map((value, i) => {
        const cell = document.createElement(i === 0 ? "th" : "td");
        if (i === 0) cell.scope = "row";
        cell.textContent = value;
        return cell;
      }),
    );
    return row;
  }

  say(key, values = {}) {
    this.status.textContent = this.text(key, values);
    this.status.dataset.said = key;
  }

  start() {
    // How many games a sheet keeps (sheet-store.js), said where the export is.
    document.querySelector("[data-history-kept]").textContent = this.text("history_kept", { most: KEPT });
    const input = document.querySelector("[data-history-import]");
    const exporter = document.querySelector("[data-history-export]");
    if (!this.storage) {
      [input.disabled, exporter.disabled] = [true, true];
      document.querySelector("[data-history-empty]").textContent = this.text("history_not_kept");
      document.querySelector("[data-history-players-box]").hidden = true;
      document.querySelector("[data-history-seasons-empty]").hidden = true;
      return;
    }
    this.render();
    exporter.addEventListener("click", () => exportAll(this));
    input.addEventListener("change", () => {
      const [file] = input.files;
      input.value = ""; // the same file chosen again imports again
      if (file) importFile(this, file);
    });
    // A sheet open in another tab saved a game: it shows here too.
    addEventListener("storage", (event) => {
      if (event.key === null || this.sheets.some((sheet) => event.key === storeKey(sheet.id))) this.render();
    });
  }
}

const source = document.querySelector("[data-history-data]");
if (source) new HistoryPage(JSON.parse(source.textContent), openStorage()).start();
offerOffline(pageLanguage());
