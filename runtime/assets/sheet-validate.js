// Whether a saved game (sheet-store.js) is one this sheet can open: checked in full against
// the sheet's inputs (the spec's `inputs`, as calculator-form.js has them) before anything
// reads it, because the storage is shared with every other tab and script of the site and
// may hold anything. Only own keys count (a stored "constructor" or "__proto__" is an
// unknown name, never Object's); values are what the form itself saves: text, numbers and
// yes/no. Bad values of the right kind (a 3 000-character name, "1e309") are the engine's to
// refuse: they load and the form shows its error.

const isPlain = (value) =>
  value !== null && typeof value === "object" && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
const scalar = (value) => typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));
const has = (object, key) => Object.hasOwn(object, key);

function validRow(row, input) {
  if (!input.fields) return scalar(row);
  if (!isPlain(row)) return false;
  return Object.keys(row).every((field) =>
    field === "name" ? input.row_names && typeof row.name === "string" : has(input.fields, field) && scalar(row[field]),
  );
}

function validValue(value, input) {
  if (input.type !== "rows") return scalar(value);
  const [min, max] = [input.min ?? 0, input.max ?? Number.POSITIVE_INFINITY];
  return Array.isArray(value) && value.length >= min && value.length <= max && value.every((row) => validRow(row, input));
}

// `inputs`: {name: value} with every name one of the sheet's inputs.
export function validInputs(inputs, spec) {
  return isPlain(inputs) && Object.keys(inputs).every((name) => has(spec, name) && validValue(inputs[name], spec[name]));
}

// A stamp's path names an input ("turn"), a table's row count ("players.#") or a cell of a
// row the table may have ("players.2.gold"); its time is a number of milliseconds.
function knownPath(path, spec) {
  const [name, index, field, ...rest] = path.split(".");
  if (rest.length || !has(spec, name)) return false;
  const input = spec[name];
  if (index === undefined) return input.type !== "rows";
  if (input.type !== "rows") return false;
  if (index === "#") return field === undefined;
  if (!/^\d{1,3}$/.test(index) || Number(index) >= (input.max ?? Number.POSITIVE_INFINITY)) return false;
  if (!input.fields) return field === undefined;
  return field !== undefined && (has(input.fields, field) || (field === "name" && input.row_names === true));
}

export function validStamps(stamps, spec) {
  return (
    isPlain(stamps) &&
    Object.entries(stamps).every(([path, time]) => knownPath(path, spec) && Number.isFinite(time) && time >= 0)
  );
}

// The standings kept with a game for the history page (engine/present.py: `scores`): per ranked
// player {seat, name, total, rank, won, leads}, those keys only.
const SCORE_KEYS = ["seat", "name", "total", "rank", "won", "leads"];
const number = (value) => typeof value === "number" && Number.isFinite(value);

function validScore(score) {
  return (
    isPlain(score) &&
    Object.keys(score).length === SCORE_KEYS.length &&
    SCORE_KEYS.every((key) => has(score, key)) &&
    Number.isInteger(score.seat) &&
    score.seat >= 1 &&
    typeof score.name === "string" &&
    (score.total === null || number(score.total)) &&
    (score.rank === null || number(score.rank)) &&
    typeof score.won === "boolean" &&
    typeof score.leads === "boolean"
  );
}

export function validScores(scores) {
  return Array.isArray(scores) && scores.length <= 100 && scores.every(validScore);
}

// One stored game: {gid, saved (a date), inputs, summary, stamps?, finished? (false for a game
// scored halfway), scores?, edited? (a date: corrected then)}. Keys this version does not read are left alone.
export function validGame(game, spec) {
  return (
    isPlain(game) &&
    typeof game.gid === "string" &&
    game.gid !== "" &&
    typeof game.saved === "string" &&
    !Number.isNaN(Date.parse(game.saved)) &&
    (!has(game, "summary") || typeof game.summary === "string") &&
    validInputs(game.inputs, spec) &&
    (!has(game, "stamps") || validStamps(game.stamps, spec)) &&
    (!has(game, "finished") || typeof game.finished === "boolean") &&
    (!has(game, "edited") || (typeof game.edited === "string" && !Number.isNaN(Date.parse(game.edited)))) &&
    (!has(game, "scores") || validScores(game.scores))
  );
}
