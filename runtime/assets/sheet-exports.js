// What a score sheet gives away: the result as text for the clipboard and as a CSV file,
// both made by the presenter (engine/present.py: `export`); here they are only quoted and
// handed over.
import { copyOrShow } from "./copy-field.js";

// The copied text (every figure with its label, in rank order, then the deciding rules);
// the title alone while there is no result.
export function plainText(presented, title) {
  return presented?.export?.text ?? title;
}

// A cell that begins like a formula (OWASP's "CSV injection" list: = + - @ tab, carriage
// return) would run as one in Excel, LibreOffice or Google Sheets; a leading apostrophe makes
// them show it as the text typed (so a text that begins with an apostrophe gets one too). A real
// number (the engine's figures, "-3") stays a number.
const NEEDS_MARK = /^[=+\-@\t\r']/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function csvCell(value) {
  const text = String(value ?? "");
  const data = NEEDS_MARK.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return `"${data.replaceAll('"', '""')}"`;
}

// The presenter's cells (what was entered, as typed, and what the engine computed), quoted.
export function csvText(presented) {
  const cells = presented?.export?.csv ?? [];
  return cells.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
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
