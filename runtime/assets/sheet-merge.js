// How two tabs' writes of one score-sheet game become one (sheet-store.js, sheet-save.js): a
// game's inputs as {path: value} and back, and the merge that takes each value from the tab
// that changed it last.
export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// A game's inputs as {path: value}: "players.#" is a table's row count, "players.2.gold" a
// cell, "turn" a plain input; and back.
export function flat(inputs) {
  const values = {};
  for (const [name, value] of Object.entries(inputs ?? {})) {
    if (!Array.isArray(value)) {
      values[name] = value;
      continue;
    }
    values[`${name}.#`] = value.length;
    value.forEach((row, i) => {
      if (!isObject(row)) values[`${name}.${i}`] = row;
      else for (const [field, cell] of Object.entries(row)) values[`${name}.${i}.${field}`] = cell;
    });
  }
  return values;
}

export function unflat(values) {
  const inputs = {};
  for (const [path, count] of Object.entries(values)) {
    if (path.endsWith(".#")) inputs[path.slice(0, -2)] = Array.from({ length: count }, () => undefined);
  }
  for (const [path, value] of Object.entries(values)) {
    const [name, index, field] = path.split(".");
    if (index === undefined) inputs[name] = value;
    else if (index !== "#" && Array.isArray(inputs[name]) && Number(index) < inputs[name].length) {
      if (field === undefined) {
        inputs[name][index] = value;
      } else {
        inputs[name][index] ??= {};
        inputs[name][index][field] = value;
      }
    }
  }
  for (const value of Object.values(inputs)) {
    if (!Array.isArray(value)) continue;
    for (let i = 0; i < value.length; i++) value[i] ??= {};
  }
  return inputs;
}

export const sameValues = (a, b) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((path) => a[path] === b[path]);

const sameList = (a, b) => sameValues(flat({ rows: a }), flat({ rows: b }));

// A table changed in two tabs, each unaware of the other since this tab last agreed with the
// store (`base`, its values then), where one tab only added rows (a scoring, a player) and the
// other added rows too, deleted or corrected some: the other tab's table, then the added rows.
// Merged cell by cell, rows at the same places would collide: a Carcassonne scoring made in a
// tab the phone had frozen would replace the other tab's newest, or vanish behind its delete.
// Returns mine with each such table written whole, stamped newer than either tab's stamps on it.
function keepAdded(base, theirs, mine) {
  let moved = null;
  const tables = [base, theirs.values, mine.values].map(unflat);
  for (const countPath of Object.keys(base)) {
    if (!countPath.endsWith(".#")) continue;
    const name = countPath.slice(0, -2);
    const [was, t, m] = tables.map((inputs) => inputs[name] ?? []);
    const added = (rows) =>
      rows.length > was.length && sameList(rows.slice(0, was.length), was) ? rows.slice(was.length) : null;
    const [tAdded, mAdded] = [added(t), added(m)];
    let rows = null;
    if (mAdded && !sameList(t, was) && !(tAdded && sameList(tAdded, mAdded))) rows = [...t, ...mAdded];
    else if (tAdded && !mAdded && !sameList(m, was)) rows = [...m, ...tAdded];
    if (!rows) continue; // one side unchanged, the same rows added, or both edited: cell by cell
    moved ??= { values: { ...mine.values }, stamps: { ...mine.stamps } };
    const inTable = (path) => path.startsWith(`${name}.`);
    const stamps = [theirs.stamps, mine.stamps].flatMap((side) => Object.keys(side).filter(inTable).map((p) => side[p]));
    const stamp = 1 + Math.max(0, ...stamps);
    for (const side of [moved.values, moved.stamps]) for (const path of Object.keys(side)) if (inTable(path)) delete side[path];
    for (const [path, value] of Object.entries(flat({ [name]: rows }))) {
      moved.values[path] = value;
      moved.stamps[path] = stamp;
    }
  }
  return moved ?? mine;
}

// One game as two tabs changed it: each value (a cell, a row count) from the tab that
// changed it last, by the time each tab stamped on its changes (`stamps`: {path: ms}). The
// result does not depend on which tab merges first, so every tab ends with the same game
// however their writes cross; a saved game without stamps counts as older than any change.
// With `base` (this tab's values when it last agreed with the store), rows a tab added
// unaware of the other's change to the same table are kept (keepAdded).
export function mergeGame(stored, mine, base = null) {
  const theirs = { values: flat(stored.inputs), stamps: stored.stamps ?? {} };
  if (base) mine = keepAdded(base, theirs, mine);
  const values = {};
  const stamps = {};
  // Own keys only: a path named "constructor" must never find Object's.
  const own = (object, path) => Object.hasOwn(object, path);
  const stampOf = (side, path) => (own(side.stamps, path) ? side.stamps[path] : 0);
  for (const path of new Set([...Object.keys(theirs.values), ...Object.keys(mine.values),
    ...Object.keys(theirs.stamps), ...Object.keys(mine.stamps)])) {
    const newer = stampOf(mine, path) > stampOf(theirs, path) ? mine : theirs;
    const older = newer === mine ? theirs : mine;
    const source = own(newer.values, path) || own(newer.stamps, path) ? newer : older;
    if (own(source.values, path)) values[path] = source.values[path];
    const stamp = Math.max(stampOf(mine, path), stampOf(theirs, path));
    if (stamp) stamps[path] = stamp;
  }
  return { values, stamps };
}
