// The club's regulars one tap away: the names typed on any score sheet of this device are
// remembered here (localStorage only: nothing leaves the device), with the last table's seat
// order. A sheet whose name boxes are all empty offers "Same table as last time" (one tap
// names every seat) and a button per name (one tap fills the next empty box), and a way to
// forget them all. Where the browser keeps nothing, nothing is offered and nothing breaks.

const KEY = "rules-calculators:regulars";
const MOST = 24; // names kept, the most recent first

function read() {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) ?? "null");
    const texts = (list) => (Array.isArray(list) ? list.filter((n) => typeof n === "string" && n.trim()) : []);
    return { table: texts(data?.table), names: texts(data?.names) };
  } catch {
    return { table: [], names: [] }; // unreadable or refused: as if nothing were kept
  }
}

function write(data) {
  try {
    if (data.table.length || data.names.length) localStorage.setItem(KEY, JSON.stringify(data));
    else localStorage.removeItem(KEY);
  } catch {
    // refused or full: the regulars are an extra
  }
}

// A finished name (its box left) makes the table, in seat order, the last table.
export function remember(names) {
  const table = names.map((n) => n.trim()).filter(Boolean);
  if (!table.length) return;
  const known = read();
  const lower = new Set(table.map((n) => n.toLowerCase()));
  write({ table, names: [...table, ...known.names.filter((n) => !lower.has(n.toLowerCase()))].slice(0, MOST) });
}

export function forget() {
  write({ table: [], names: [] });
}

// What each player of `table` had at their seat (`fields`: the spec's `seat` fields of the rows
// `key`, a follower's colour) in the newest of `games` that seated them all, in table order; none
// where no game did: colours taken from two games could clash.
export function lastSeats(games, key, fields, table) {
  if (!fields.length) return [];
  const seated = (game) => {
    const rows = Array.isArray(game?.inputs?.[key]) ? game.inputs[key] : [];
    const row = (name) => rows.find((r) => typeof r?.name === "string" && r.name.trim().toLowerCase() === name.toLowerCase());
    return table.every(row) ? table.map(row) : null;
  };
  const rows = games.map(seated).find(Boolean) ?? [];
  return rows.map((row) => Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]])));
}

export class Regulars {
  /**
   * @param {import("./score-sheet.js").SheetHost} host
   * @param {() => object[]} games this sheet's saved games, the newest first
   */
  constructor(host, games = () => []) {
    this.host = host;
    this.games = games;
    this.form = host.form;
    this.panel = null;
    this.form.addEventListener("change", (event) => {
      if (event.target.matches?.(".calc-row-name")) remember(this.host.names());
    });
    this.form.addEventListener("input", (event) => {
      if (event.target.matches?.(".calc-row-name")) this.render();
    });
  }

  // Shown while a name box is empty and a remembered name is not on the sheet yet.
  render() {
    const { table, names } = read();
    const typed = this.host.names();
    const fresh = typed.every((n) => !n.trim());
    const present = new Set(typed.map((n) => n.trim().toLowerCase()));
    const offered = [...table, ...names.filter((n) => !table.includes(n))].filter((n) => !present.has(n.toLowerCase()));
    if (!offered.length || typed.every((n) => n.trim())) {
      this.panel?.remove();
      this.panel = null;
      return;
    }
    if (!this.panel) {
      this.panel = Object.assign(document.createElement("div"), { className: "calc-regulars" });
      this.panel.dataset.regulars = "";
      this.form.querySelector("[data-sheet-start]").after(this.panel);
    }
    const button = (text, data) => {
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: text });
      Object.assign(b.dataset, data);
      return b;
    };
    // Rebuilt only when what is offered changes: a box's "change" on the way to a tap here must
    // not replace the button under the finger (the tap would be lost).
    const shown = JSON.stringify([fresh && table, offered]);
    if (this.panel.dataset.shown === shown) return;
    this.panel.dataset.shown = shown;
    const parts = [];
    if (fresh && table.length) {
      parts.push(button(this.host.text("same_table").replace("{names}", table.join(", ")), { action: "same-table" }));
    }
    const chips = Object.assign(document.createElement("span"), { className: "calc-pick" });
    chips.append(...offered.map((n) => button(n, { regular: n })));
    for (const chip of chips.children) chip.className = "calc-pick-button";
    parts.push(chips, button(this.host.text("forget_names"), { action: "forget-names" }));
    this.panel.replaceChildren(...parts);
  }

  // Taken away (a game shown as a record has no seat to fill); the next render brings it back.
  hide() {
    this.panel?.remove();
    this.panel = null;
  }

  // True when the button was the panel's.
  clicked(button) {
    const { dataset } = button;
    if (dataset.action === "same-table") this.sameTable();
    else if (dataset.regular !== undefined) this.seat(dataset.regular);
    else if (dataset.action === "forget-names") {
      forget();
      this.render();
    } else return false;
    return true;
  }

  // As many seats as the last table had (within the sheet's limits, which the form keeps), each
  // player with what they last had at their seat here (a follower's colour).
  sameTable() {
    const { table } = read();
    const game = this.host.blank(table);
    for (const [key, rows] of Object.entries(game)) {
      if (!Array.isArray(rows) || !rows.some((row) => row && typeof row === "object" && "name" in row)) continue;
      const { name: _, ...empty } = rows[0];
      const fields = Object.entries(this.host.inputs[key]?.fields ?? {}).filter(([, f]) => f.seat);
      const seats = lastSeats(this.games(), key, fields.map(([f]) => f), table);
      game[key] = table.map((name, i) => ({ ...(rows[i] ?? empty), ...seats[i], name }));
    }
    this.host.load(game);
    remember(table);
    this.render();
  }

  // The name into the first empty name box (the panel shows only while there is one).
  seat(name) {
    const box = [...this.form.querySelectorAll(".calc-inputs .calc-row-name")].find((b) => !b.value.trim());
    if (!box) return;
    box.value = name;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
