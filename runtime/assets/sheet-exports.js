// What a score sheet gives away: the result as text for the clipboard and as a CSV file,
// both made by the presenter (engine/present.py: `export`); here they are only quoted and
// handed over.
import { copyOrShow } from "./copy-field.js";

// The copied text (every figure with its label, in rank order, then the deciding rules);
// the title alone while there is no result.
export function plainText(presented, title) {
  return presented?.export?.text ?? title;
}

// The presenter's cells (what was entered, as typed, and what the engine computed), quoted.
export function csvText(presented) {
  const quote = (value) => `"${String(value ?? "").replaceAll('"', '""')}"`;
  const cells = presented?.export?.csv ?? [];
  return cells.map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}

// True once on the clipboard; where it is refused the text is shown selected after `after`
// for copying by hand (copy-field.js), with `hint`'s words.
export function copyText(text, after, hint) {
  return copyOrShow(text, after, hint);
}

// Saved as `{name}-{date}.csv`, with a byte-order mark so that spreadsheets read it as UTF-8.
export function downloadCsv(name, csv) {
  const blob = new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
