// Numbers for people, per language: the same rules as sitebuild/calculators/formatting.py, which
// pre-renders the first results (keep the two in step). Separators and yes/no words come
// from the language registry (engine/languages.py), which the build writes into build-info.js.
import { LANGUAGES } from "./build-info.js";

function group(digits, sep) {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3));
  return parts.join(sep);
}

export function formatNumber(value, lang, decimals = 0) {
  const text = Math.abs(value).toFixed(decimals);
  const [whole, frac] = text.split(".");
  const { group: groupSep, decimal } = LANGUAGES[lang];
  const out = group(whole, groupSep) + (frac ? decimal + frac : "");
  return (value < 0 && Number(text) !== 0 ? "\u2212" : "") + out;
}

export function formatValue(value, output, lang) {
  const format = output.format ?? "number";
  if (format === "player" && (value === null || value === undefined || value < 0) && output.none_label) {
    return output.none_label[lang];
  }
  if (value === null || value === undefined) return "—";
  if (format === "player") return output.player_label[lang].replace("{n}", String(value + 1));
  if (format === "label") return partLabel(value, output.labels ?? {}, lang, 1);
  if (format === "bool" || typeof value === "boolean") return value ? LANGUAGES[lang].yes : LANGUAGES[lang].no;
  let text;
  if (format === "percent") text = formatNumber(value, lang, output.decimals ?? 1) + "\u00a0%";
  else if (typeof value === "number") {
    text = formatNumber(value, lang, output.decimals ?? (Number.isInteger(value) ? 0 : 2));
  } else text = String(value);
  return output.unit ? `${text}\u00a0${output.unit[lang]}` : text;
}

// The data-value attribute: the engine's value as Python's str() writes it (true/false for bools).
export function rawValue(value) {
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value === null) return "null";
  if (typeof value === "number" && !Number.isInteger(value)) return pythonFloat(value);
  return String(value);
}

// Python's repr of a float, for the values JSON carries (shortest round-trip, like JS).
function pythonFloat(value) {
  const text = String(value);
  if (/e/.test(text)) {
    const [mantissa, exponent] = text.split("e");
    const exp = Number(exponent);
    return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  return text;
}

// CLDR plural category of a whole count (engine/languages.py writes the rules out in Python; here
// the browser's Intl gives them); a count that is not whole takes the language's last form.
const PLURAL_RULES = new Map();

export function pluralCategory(count, lang) {
  const forms = LANGUAGES[lang].plural_forms;
  if (!Number.isInteger(count)) return forms[forms.length - 1];
  if (!PLURAL_RULES.has(lang)) PLURAL_RULES.set(lang, new Intl.PluralRules(lang));
  return PLURAL_RULES.get(lang).select(Math.abs(count));
}

function partLabel(key, labels, lang, count) {
  const label = labels[key]?.[lang];
  if (label === undefined) return key.replaceAll("_", " ");
  if (typeof label === "string") return label;
  const category = pluralCategory(count, lang);
  return label[category] ?? label.other ?? label.many ?? Object.values(label)[0];
}

// "3 cities × 4 + 1 castle × 5 = 17": the parts that count, then the total
// (the same text as sitebuild/calculators/formatting.py's breakdown_text).
export function breakdownText(parts, total, output, labels, lang) {
  const plain = { format: "number" };
  const terms = [];
  for (const part of parts ?? []) {
    if (!part.value && !part.count) continue;
    const label = partLabel(part.key, labels, lang, part.count);
    const value = typeof part.value === "number" ? formatNumber(part.value, lang) : "?";
    if ("count" in part && "each" in part) {
      terms.push(`${formatValue(part.count, plain, lang)} ${label} × ${formatNumber(part.each, lang)}`);
    } else if ("count" in part) {
      terms.push(`${formatValue(part.count, plain, lang)} ${label} → ${value}`);
    } else {
      terms.push(`${label} ${value}`);
    }
  }
  return `${(terms.length ? terms : ["0"]).join(" + ")} = ${formatValue(total, output, lang)}`;
}
