// A score sheet kept entry by entry (Carcassonne: `composer = "features"` on its `entries` input):
// the composer above, the list of what was scored below it, both inside the entries' fieldset,
// whose own rows stay hidden (calculator.css): they are what the engine, the store and the
// exports read.
import { EntryLog } from "./entry-log.js";
import { pieceText, readPieces } from "./entry-pieces.js";
import { FeatureEntry } from "./feature-entry.js";
import { numberFormat } from "./present.js";

/** @param {import("./calculator-form.js").CalculatorForm} form @param {HTMLElement} place */
export function startEntries(form, place) {
  const rows = place.closest("[data-rows]");
  const log = rows.querySelector(".calc-entry-list");
  const fields = form.spec.inputs[rows.dataset.rows].fields;
  const players = Object.values(form.spec.inputs).find((input) => input.row_names)?.fields ?? {};
  // A choice's options in the engine's order (the spec's JSON has its keys sorted), in the page's words.
  const options = (field) => {
    const found = fields[field] ?? players[field] ?? {};
    return Object.fromEntries((found.choices ?? []).map((key) => [key, found.options[key][form.lang] ?? key]));
  };
  let list = null;
  const changed = () => {
    list?.resulted(null); // its lines were for the entries before this change
    form.changed(new Event("input"));
  };
  const format = numberFormat(form.lang); // the presenter's numbers (engine/present.py)
  const shared = { rows, values: form.values, text: (key) => form.text(key), options, changed, format };
  const asks = form.spec.inputs[rows.dataset.rows].asks; // engine/carcassonne.py: ENTRY_ASKS
  const composer = new FeatureEntry({ ...shared, root: place, rules: form.spec.rules ?? {}, asks });
  list = new EntryLog(
    { ...shared, root: log, lang: form.lang, game: () => form.values.shareable(form.values.inputs()), load: (inputs) => form.loadInputs(inputs), undo: form.undo },
    composer,
  );
  // A player removed: their seat leaves every entry, so each figure stays with its player.
  const removedSeat = (seat) => {
    for (const box of rows.querySelectorAll('[name$=".pieces"]')) {
      const seats = readPieces(box.value);
      seats.splice(seat, 1);
      box.value = pieceText(seats, "mwbh");
    }
  };
  return {
    removedSeat,
    // `error`: the engine's refusal; the entry it names (if any) and why, for the composer.
    resulted: (result, error = null) => {
      list.resulted(result);
      const one = [error, ...(error?.others ?? [])].find((e) => /^entries\.\d+\./.test(e?.field ?? ""));
      composer.answered(one ? { index: Number(one.field.split(".")[1]), reason: one.messages[form.lang] ?? one.messages.en } : null);
      composer.render(); // "Game over" ticked below shows pressed in the composer too
    },
    replaced: () => composer.cancel(), // another game in the form: no correction carries over
    loaded: () => composer.render(), // the players may have changed (a game opened, New game)
  };
}
