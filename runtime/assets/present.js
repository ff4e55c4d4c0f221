// Numbers and dates written in the browser without the engine (the history page, its charts):
// the presenter's rules (engine/present.py), so a total reads the same here as on a sheet.
// formatNumber is format_number: the language's separators from the registry (build-info.js),
// a true minus sign, none for a value that rounds to zero, half away from zero on the exact
// binary value (Number#toFixed rounds the exact value, ties up, as the presenter does on the
// absolute value); a value's decimals as format_value picks them (0 when whole, else 2).
// tests/js/present.test.mjs holds it to the Python presenter's own output.
import { DECIMAL, GROUP } from "./build-info.js";

export const MINUS = "\u2212";

function group(digits, sep) {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3));
  return parts.join(sep);
}

export function formatNumber(value, lang, decimals = Number.isInteger(value) ? 0 : 2) {
  if (!Number.isFinite(value)) return "—"; // the presenter's NO_VALUE: never "NaN" on a page
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, frac = ""] = fixed.split(".");
  const out = group(whole, GROUP[lang] ?? ",") + (frac ? (DECIMAL[lang] ?? ".") + frac : "");
  return (value < 0 && /[1-9]/.test(fixed) ? MINUS : "") + out;
}

// A formatter for one language, the form svg-chart.js and the pages take.
export const numberFormat = (lang) => (value) => formatNumber(value, lang);

// When a game was saved, in the device's time zone (which only the browser knows): one style
// for every date the site writes, made once per language.
const dates = new Map();
export function formatDate(iso, lang) {
  if (!dates.has(lang)) dates.set(lang, new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }));
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? "—" : dates.get(lang).format(time);
}

// A short date for a chart's axis ("24. 11.", "24 нояб.", "Nov 24").
const days = new Map();
export function formatDay(iso, lang) {
  if (!days.has(lang)) days.set(lang, new Intl.DateTimeFormat(lang, { day: "numeric", month: "short" }));
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? "—" : days.get(lang).format(time);
}
