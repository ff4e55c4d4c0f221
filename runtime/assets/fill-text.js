// An interface text with its {placeholders} filled in, in one pass: what goes in (a player's
// name, a file's address) is inserted as it is and never read as a pattern, so neither a
// replacement pattern (`$'`, `$&`) nor a "{winner}" typed as a name can change the sentence.
export function fillText(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

// A typed name inside a sentence ("fix Bob · Gold", "Bob removed.", the recent games), kept
// from reordering what follows it: one that holds a direction control (the engine refuses
// those, but the box still shows what was typed) or a right-to-left letter is wrapped in a
// first-strong isolate, U+2068…U+2069, which also ends any override left open inside it.
const TURNS_TEXT = /[\p{Bidi_Control}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function isolate(name) {
  return TURNS_TEXT.test(name) ? `\u2068${name}\u2069` : name;
}
