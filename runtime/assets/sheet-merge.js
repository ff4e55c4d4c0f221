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

// A table's rows as {index: {path's tail: value}}, for the rows from..to-1.
function rowsOf(values, name, from, to) {
  const rows = Array.from({ length: Math.max(0, to - from) }, () => ({}));
  for (const [path, value] of Object.entries(values)) {
    if (!path.startsWith(`${name}.`)) continue;
    const [index, ...rest] = path.slice(name.length + 1).split(".");
    const i = Number(index);
    if (index !== "#" && i >= from && i < to) rows[i - from][rest.join(".")] = value;
  }
  return rows;
}

const sameRows = (a, b) => a.length === b.length && a.every((row, i) => sameValues(row, b[i]));

// Rows that both tabs added to one table since this tab last agreed with the store (`base`,
// its values then), each not knowing of the other's: both kept, theirs first (saved first),
// then mine. Merged cell by cell, the rows at the same places would make one of them: one
// tab's Carcassonne scoring would replace the other's. Returns mine with its rows moved after
// theirs and stamped newer than whatever theirs holds there.
function afterTheirs(base, theirs, mine) {
  let moved = null;
  for (const countPath of Object.keys(base)) {
    if (!countPath.endsWith(".#")) continue;
    const name = countPath.slice(0, -2);
    const [kb, kt, km] = [base[countPath], theirs.values[countPath], mine.values[countPath]];
    if (!(kt > kb && km > kb)) continue;
    const unchanged = (values) => sameRows(rowsOf(values, name, 0, kb), rowsOf(base, name, 0, kb));
    if (!unchanged(theirs.values) || !unchanged(mine.values)) continue; // not only added: cell by cell
    const mineAdded = rowsOf(mine.values, name, kb, km);
    if (sameRows(mineAdded, rowsOf(theirs.values, name, kb, kt))) continue;
    moved ??= { values: { ...mine.values }, stamps: { ...mine.stamps } };
    const later = (path, stamp) => Math.max(stamp ?? 0, (theirs.stamps[path] ?? 0) + 1);
    for (const path of Object.keys(moved.values)) {
      if (path.startsWith(`${name}.`) && Number(path.slice(name.length + 1).split(".")[0]) >= kb) {
        delete moved.values[path];
        delete moved.stamps[path];
      }
    }
    mineAdded.forEach((row, i) => {
      for (const [tail, value] of Object.entries(row)) {
        const path = tail ? `${name}.${kt + i}.${tail}` : `${name}.${kt + i}`;
        moved.values[path] = value;
        moved.stamps[path] = later(path, mine.stamps[tail ? `${name}.${kb + i}.${tail}` : `${name}.${kb + i}`]);
      }
    });
    moved.values[countPath] = kt + km - kb;
    moved.stamps[countPath] = later(countPath, mine.stamps[countPath]);
  }
  return moved ?? mine;
}

// One game as two tabs changed it: each value (a cell, a row count) from the tab that
// changed it last, by the time each tab stamped on its changes (`stamps`: {path: ms}). The
// result does not depend on which tab merges first, so every tab ends with the same game
// however their writes cross; a saved game without stamps counts as older than any change.
// With `base` (this tab's values when it last agreed with the store), rows both tabs added
// to a table are all kept (afterTheirs).
export function mergeGame(stored, mine, base = null) {
  const theirs = { values: flat(stored.inputs), stamps: stored.stamps ?? {} };
  if (base) mine = afterTheirs(base, theirs, mine);
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
