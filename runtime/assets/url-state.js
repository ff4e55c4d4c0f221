// The inputs in the address bar: every change is written to the query string (no reload),
// and a shared link restores them. Query values are data: they only ever become control
// values or engine input, never markup.
const KEPT = new Set(["lang", "theme"]); // the embed page's own options
const CONFIRMED = "confirmed";

export function flatten(inputs) {
  const params = [];
  for (const [name, value] of Object.entries(inputs)) {
    if (!Array.isArray(value)) {
      params.push([name, String(value)]);
      continue;
    }
    params.push([name, String(value.length)]); // the row count: an emptied table stays empty
    value.forEach((row, i) => {
      if (row !== null && typeof row === "object") {
        for (const [field, cell] of Object.entries(row)) params.push([`${name}.${i}.${field}`, String(cell)]);
      } else {
        params.push([`${name}.${i}`, String(row)]);
      }
    });
  }
  return params;
}

// {path: raw text} for the query parameters that name one of the spec's inputs; a rows
// input's own name carries its row count (players=3), so a link keeps emptied tables.
export function readQuery(spec, search = location.search) {
  const found = new Map();
  for (const [key, value] of new URLSearchParams(search)) {
    const [name, index, field] = key.split(".");
    const input = spec.inputs[name];
    if (!input) continue;
    if (index === undefined && (input.type !== "rows" || /^\d{1,2}$/.test(value))) found.set(key, value);
    else if (input.type === "rows" && /^\d{1,2}$/.test(index ?? "")) {
      const known = input.fields ? field in input.fields || (field === "name" && input.row_names) : field === undefined;
      if (known) found.set(key, value);
    }
  }
  return found;
}

// This page's address with `inputs` in its query (the page's own options kept).
export function linkFor(inputs, confirmed = []) {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(location.search)) if (KEPT.has(key)) params.append(key, value);
  for (const [key, value] of flatten(inputs)) params.append(key, value);
  const checked = [...confirmed].sort();
  if (checked.length) params.append(CONFIRMED, checked.join(","));
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

export function writeQuery(inputs, confirmed = []) {
  history.replaceState(history.state, "", linkFor(inputs, confirmed));
}

// The inputs the player has checked against their board ("check your board" answered).
export function readConfirmed(spec, search = location.search) {
  const names = (new URLSearchParams(search).get(CONFIRMED) ?? "").split(",");
  return new Set(names.filter((name) => spec.inputs[name]));
}

export function clearQuery() {
  writeQuery({});
}
