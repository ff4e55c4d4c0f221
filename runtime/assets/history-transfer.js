// The history page's file of all games: exported as one JSON file, imported by merging it into
// every sheet's store (game-history.js decides what is newer); `page` is history-page.js's view.
import { exportText, mergeGames, readExport } from "./game-history.js";
import { KEPT, readStore, storeKey } from "./sheet-store.js";

export function exportAll(page) {
  const blob = new Blob([exportText(page.sheets, page.stores())], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `board-games-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// Every sheet's store merged with the file's games, written all together: a write that fails
// puts back what every sheet held before, so a refused import changes nothing.
export async function importFile(page, file) {
  const read = readExport(await file.text().catch(() => null), page.sheets);
  if (read.error) return page.say(`history_import_${read.error}`);
  const counts = { added: 0, updated: 0, kept: 0, left: 0 };
  const writes = [];
  for (const sheet of page.sheets) {
    const games = read.sheets[sheet.id] ?? [];
    if (!games.length) continue;
    const merged = mergeGames(readStore(page.storage, sheet.id, sheet.inputs).store, games);
    for (const key of Object.keys(counts)) counts[key] += merged[key];
    if (merged.added || merged.updated) writes.push([storeKey(sheet.id), JSON.stringify(merged.store)]);
  }
  const before = writes.map(([key]) => [key, page.storage.getItem(key)]);
  try {
    for (const [key, value] of writes) page.storage.setItem(key, value);
  } catch {
    for (const [key, value] of before) {
      if (value === null) page.storage.removeItem(key);
      else page.storage.setItem(key, value);
    }
    return page.say("history_import_failed");
  }
  page.render();
  page.say("history_imported", counts);
  if (counts.left) page.status.textContent += ` ${page.text("history_import_full", { ...counts, most: KEPT })}`;
}
