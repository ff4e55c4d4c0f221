// Entry point of the history page (/{lang}/calculators/history/): every game the four score
// sheets keep on this device (read from their stores, checked as the sheets check them), the
// players' statistics, and the export and import of all games as one file (game-history.js).
// The page's data (its sheets and texts) is the JSON the build writes into it.
import { fillText, isolate } from "./fill-text.js";
import { exportText, listGames, mergeGames, playerStats, readExport, verdict } from "./game-history.js";
import { offerOffline, pageLanguage } from "./offline.js";
import { KEPT, readStore, storeKey } from "./sheet-store.js";

const MARK = "★";

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
    this.date = new Intl.DateTimeFormat(this.lang, { dateStyle: "medium", timeStyle: "short" });
    this.number = new Intl.NumberFormat(this.lang, { maximumFractionDigits: 2 });
    this.status = document.querySelector("[data-history-status]");
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

  render() {
    const entries = listGames(this.sheets, this.stores());
    const list = document.querySelector("[data-history-games]");
    list.replaceChildren(...entries.map((entry) => this.gameItem(entry)));
    document.querySelector("[data-history-empty]").hidden = entries.length > 0;
    const body = document.querySelector("[data-history-players] tbody");
    body.replaceChildren(...playerStats(entries, this.lang).map((stats) => this.playerRow(stats)));
    document.querySelector("[data-history-players]").hidden = body.children.length === 0;
  }

  gameItem({ sheet, game }) {
    const li = document.createElement("li");
    li.dataset.game = game.gid;
    li.dataset.sheet = sheet.id;
    const link = document.createElement("a");
    link.href = `${sheet.href}?game=${encodeURIComponent(game.gid)}`;
    const time = document.createElement("time");
    time.dateTime = game.saved;
    time.textContent = this.date.format(new Date(game.saved));
    link.append(`${sheet.game}, `, time);
    const scores = document.createElement("p");
    scores.className = "history-scores";
    const found = verdict(game, this.seat);
    if (found.kind === "unscored") {
      const names = (game.inputs.players ?? []).map((p, i) => isolate(p.name || this.seat(i + 1)));
      scores.textContent = `${names.join(", ")} (${this.text("history_unscored")})`;
    } else {
      // A no-break space keeps each name with its total on a narrow screen: the line breaks between players.
      scores.textContent = game.scores
        .map((s) => `${isolate(s.name || this.seat(s.seat))}\u00a0${s.total === null ? "–" : this.number.format(s.total)}`)
        .join(" · ");
    }
    const said = document.createElement("p");
    said.className = "history-verdict";
    said.dataset.verdict = found.kind;
    said.textContent = this.verdictText(found);
    li.append(link, scores, ...(found.kind === "unscored" ? [] : [said]));
    return li;
  }

  verdictText({ kind, names }) {
    const listed = names.map(isolate).join(", ");
    if (kind === "won") return `${MARK} ${this.text(names.length > 1 ? "shared_line" : "winner_line", { names: listed })}`;
    if (kind === "leads") return this.text("history_leads", { names: listed });
    return this.text("no_winner_yet");
  }

  playerRow(stats) {
    const row = document.createElement("tr");
    const best = this.sheets
      .filter((sheet) => Object.hasOwn(stats.best, sheet.id))
      .map((sheet) => `${sheet.game}: ${this.number.format(stats.best[sheet.id])}`)
      .join("\n"); // one game a line (white-space: pre-line)
    const cells = [isolate(stats.name), String(stats.played), String(stats.wins), best];
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

  exportAll() {
    const blob = new Blob([exportText(this.sheets, this.stores())], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `board-games-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  // Every sheet's store merged with the file's games, written all together: a write that fails
  // puts back what every sheet held before, so a refused import changes nothing.
  async importFile(file) {
    const read = readExport(await file.text().catch(() => null), this.sheets);
    if (read.error) return this.say(`history_import_${read.error}`);
    const counts = { added: 0, updated: 0, kept: 0, left: 0 };
    const writes = [];
    for (const sheet of this.sheets) {
      const games = read.sheets[sheet.id] ?? [];
      if (!games.length) continue;
      const merged = mergeGames(readStore(this.storage, sheet.id, sheet.inputs).store, games);
      for (const key of Object.keys(counts)) counts[key] += merged[key];
      if (merged.added || merged.updated) writes.push([storeKey(sheet.id), JSON.stringify(merged.store)]);
    }
    const before = writes.map(([key]) => [key, this.storage.getItem(key)]);
    try {
      for (const [key, value] of writes) this.storage.setItem(key, value);
    } catch {
      for (const [key, value] of before) {
        if (value === null) this.storage.removeItem(key);
        else this.storage.setItem(key, value);
      }
      return this.say("history_import_failed");
    }
    this.render();
    this.say("history_imported", counts);
    if (counts.left) this.status.textContent += ` ${this.text("history_import_full", { ...counts, most: KEPT })}`;
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
      document.querySelector("[data-history-players]").hidden = true;
      return;
    }
    this.render();
    exporter.addEventListener("click", () => this.exportAll());
    input.addEventListener("change", () => {
      const [file] = input.files;
      input.value = ""; // the same file chosen again imports again
      if (file) this.importFile(file);
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
