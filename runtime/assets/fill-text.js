// An interface text with its {placeholders} filled in, in one pass: what goes in (a player's
// name, a file's address) is inserted as it is and never read as a pattern, so neither a
// replacement pattern (`$'`, `$&`) nor a "{winner}" typed as a name can change the sentence.
export function fillText(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
