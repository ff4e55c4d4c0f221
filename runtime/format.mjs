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
  if (format === "bool" || typeof value === "boolean") return YES_NO[lang][value ? 0 : 1];
  let text;
  if (format === "percent") text = formatNumber(value, lang, output.decimals ?? 1) + "\u00a0%";
  else if (typeof value === "number") {
    text = formatNumber(value, lang, output.decimals ?? (Number.isInteger(value) ? 0 : 2));
  } else text = String(value);
  return output.unit ? `${text}\u00a0${output.unit[lang]}` : text;
}

export function rawValue(value) {
  return typeof value === "boolean" ? String(value) : String(value);
}
