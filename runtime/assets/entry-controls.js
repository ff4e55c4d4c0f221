// The Carcassonne composer's controls (feature-entry.js): a number's one-tap sizes and box, and
// each seat's name (a tap: one follower more), "−" and pieces. Drawing only: what a tap means is
// feature-entry.js's.

// The usual sizes, one tap each; the box beside them takes any other.
const QUICK = { tiles: [2, 3, 4, 5, 6], around: [4, 5, 6, 7], arms: [0, 1, 2, 3], cities: [0, 1, 2, 3, 4] };

export const element = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
export const button = (text, data, pressed = null) => {
  const node = element("button", { type: "button", textContent: text });
  Object.assign(node.dataset, data);
  if (pressed !== null) node.setAttribute("aria-pressed", String(pressed));
  return node;
};

// The kinds of scoring, one button each, the picked one pressed.
export function featureButtons(host, picked) {
  const features = element("div", { className: "calc-entry-features" });
  features.setAttribute("role", "group");
  features.setAttribute("aria-label", host.text("entry_feature"));
  for (const feature of Object.keys(host.options("feature"))) features.append(button(host.text(`entry_kind_${feature}`), { entryFeature: feature }, feature === picked));
  return features;
}

// Which scoring is being corrected ("Correcting scoring 7"), and why the engine refused it, if it
// did: an alert the first time it is drawn (`fresh`), not again on each tap's redraw.
export function correcting(text, index, refusal, fresh) {
  const head = element("p", { className: "calc-entry-editing", textContent: text("entry_correcting").replace("{n}", String(index + 1)) });
  if (!refusal) return head;
  const reason = element("p", { className: "calc-entry-refusal", textContent: refusal });
  if (fresh) reason.setAttribute("role", "alert");
  return element("div", {}, head, reason);
}

// At the screen's foot while the composer is in view: when it is scored, "Score it" (or "Save"
// and "Cancel" while an entry is corrected).
export function entryActions(text, end, editing) {
  const final = button(text("entry_final"), { entryFinal: "" }, end);
  final.className = "calc-entry-final";
  const commit = button(text(editing ? "entry_save" : "entry_add"), { entryCommit: "" });
  commit.className = "calc-entry-commit";
  const actions = element("div", { className: "calc-actions" }, final, commit);
  if (editing) actions.append(button(text("entry_cancel"), { entryCancel: "" }));
  return actions;
}

// The players as their seats show them: name (or "Player 3"), follower colour and its name.
export function seatsShown(host) {
  const names = host.values.rowNames();
  const colours = host.options("colour");
  return Array.from({ length: host.values.playerCount() }, (_, i) => {
    const colour = host.values.value(`players.${i}.colour`);
    return { name: host.values.playerName(i), colour, colourName: colour === "none" ? "" : colours[colour] ?? "", named: Boolean(names[i]) };
  });
}

// The game's "Game over" box as a button, in its own words, pressed while the box is ticked.
export function overButton(box) {
  const node = button(box.labels[0]?.textContent.trim() ?? "", { entryOver: "" }, box.checked);
  node.className = "calc-entry-over";
  return node;
}

// A number asked with quick taps (the usual sizes) and a box for the rest.
function numberRow(what, label, value, quick) {
  const row = element("div", { className: "calc-entry-number" });
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", label);
  for (const n of quick) row.append(button(String(n), what === "size" ? { entrySize: n } : { entryCount: n }, value === n));
  const box = element("input", { type: "text", inputMode: "numeric", value: value ?? "", className: "calc-entry-box" });
  box.dataset.entryBox = what;
  box.setAttribute("aria-label", label);
  row.append(box);
  return element("div", {}, element("p", { className: "calc-entry-label", textContent: label, ariaHidden: "true" }), row);
}

// The boxes of the composer's picked feature, then its seats (`entry`: the FeatureEntry).
export function entryBoxes(entry, asks) {
  const { text } = entry.host;
  const out = [];
  if (asks.size === "tiles") out.push(numberRow("size", text("entry_tiles"), entry.size, QUICK.tiles));
  if (asks.size === "around" && entry.end) out.push(numberRow("size", text("entry_around"), entry.size, QUICK.around));
  if (asks.count) out.push(numberRow("count", text(`entry_${asks.count}`), entry.count, QUICK[asks.count]));
  const hint = element("p", { className: "calc-entry-label", textContent: text(asks.seat === "p" ? "entry_points_help" : "entry_who") });
  const rule = entry.host.rules[entry.feature];
  if (rule) hint.append(" ", element("a", { href: rule, textContent: `${text("entry_rule")}: ${text(`entry_kind_${entry.feature}`)}` }));
  hint.id = `${entry.host.rows.dataset.rows}-seats-help`;
  const seats = element("ul", { className: "calc-entry-seats" });
  seats.setAttribute("aria-labelledby", hint.id);
  out.push(hint);
  for (const [i, player] of seatsShown(entry.host).entries()) seats.append(seatRow(entry, player, i, asks.seat));
  out.push(seats);
  return out;
}

// A seat: its name (a tap: one more follower, the count shown on it), "−", and its figures; for
// points by hand, a box.
function seatRow(entry, player, i, can) {
  const { text } = entry.host;
  const seat = entry.seat(i);
  const row = element("li");
  const colour = player.colourName ? ` (${player.colourName})` : "";
  if (can === "p") {
    const label = element("label", { className: "calc-entry-who", textContent: player.name });
    const box = element("input", { type: "text", inputMode: "numeric", value: seat.n || "", className: "calc-entry-box" });
    box.dataset.entryBox = String(i);
    box.setAttribute("aria-label", `${player.name}${colour}: ${text("entry_points")}`);
    label.append(box);
    if (player.colour !== "none") label.dataset.colour = player.colour;
    row.append(label);
    return row;
  }
  const counted = text(can.includes("h") || entry.feature === "field" || entry.feature === "joined" ? "entry_farmers" : "entry_followers");
  const who = button(seat.n ? `${player.name} · ${seat.n}` : player.name, { entrySeat: i });
  who.className = "calc-entry-who";
  if (player.colour !== "none") who.dataset.colour = player.colour;
  who.setAttribute("aria-label", `${player.name}${colour}: ${counted} ${seat.n}, +1`);
  const minus = button("−", { entryFewer: String(i) });
  minus.setAttribute("aria-label", `${player.name}: ${counted} −1`);
  minus.disabled = seat.n === 0;
  row.append(who, minus);
  for (const piece of "mwh") {
    if (can.includes(piece)) row.append(button(text(`entry_piece_${piece}`), { entryToggle: piece, seat: i }, seat[piece]));
  }
  return row;
}
