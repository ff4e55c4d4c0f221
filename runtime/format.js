// Numbers for people, per language: the same rules as sitebuild/formatting.py, which
// pre-renders the first results (keep the two in step).
const GROUP = { en: ",", cs: "\u00a0", ru: "\u00a0" };
const DECIMAL = { en: ".", cs: ",", ru: "," };
const YES_NO = { en: ["yes", "no"], cs: ["ano", "ne"], ru: ["да", "нет"] };

function group(digits, sep) {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3));
  return parts.join(sep);
}

export function formatNumber(value, lang, decimals = 0) {
  const text = Math.abs(value).toFixed(decimals);
  const [whole, frac] = text.split(".");
  const out = group(whole, GROUP[lang]) + (frac ? DECIMAL[lang] + frac : "");
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
  if (format === "bool" || typeof value === "boolean") return YES_NO[lang][value ? 0 : 1];
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

// CLDR plural category of a whole count (the same rules as sitebuild/formatting.py).
export function pluralCategory(count, lang) {
  if (!Number.isInteger(count)) return lang === "ru" ? "many" : "other";
  const n = Math.abs(count);
  if (lang === "cs") return n === 1 ? "one" : n >= 2 && n <= 4 ? "few" : "other";
  if (lang === "ru") {
    if (n % 10 === 1 && n % 100 !== 11) return "one";
    return n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14) ? "few" : "many";
  }
  return n === 1 ? "one" : "other";
}

function partLabel(key, labels, lang, count) {
  const label = labels[key]?.[lang];
  if (label === undefined) return key.replaceAll("_", " ");
  if (typeof label === "string") return label;
  const category = pluralCategory(count, lang);
  return label[category] ?? label.other ?? label.many ?? Object.values(label)[0];
}

// "3 cities × 4 + 1 castle × 5 = 17": the parts that count, then the total
// (the same text as sitebuild/formatting.py's breakdown_text).
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
