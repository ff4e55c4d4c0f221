// Lists that name a player (card holders, province owners, who is on turn) refer to a
// player, not to a seat: they show the players' names, offer exactly the players present,
// and when a player is removed, what pointed at them is cleared (never handed to the next
// seat) and what pointed further down moves up with its player.

export function playerLists(form) {
  return [...form.querySelectorAll(".calc-inputs select[data-player-ref]")];
}

const NONE = "-1";

// Names (or "Player n" where none is typed) and the number of players present.
export function refreshPlayerLists(form, names, count) {
  for (const select of playerLists(form)) {
    for (const option of select.options) {
      if (option.value === "" || option.value === NONE) continue;
      option.dataset.label ??= option.textContent; // the seat's "Player n", kept for an empty name
      const index = Number(option.value);
      const label = names[index] || option.dataset.label;
      if (option.textContent !== label) option.textContent = label; // unchanged: not laid out again
      const absent = index >= count;
      option.hidden = absent;
      option.disabled = absent;
    }
  }
}

// The field a list belongs to, as the page names it ("Province 2: Owner", "On turn").
export function listLabel(form, select) {
  const own = select.getAttribute("aria-label");
  if (own) return own;
  const label = select.id && form.querySelector(`label[for="${CSS.escape(select.id)}"]`);
  return label ? label.firstChild.textContent.trim() : select.name;
}

// Player `index` leaves the table: returns the labels of the lists that pointed at them.
export function removePlayer(form, index) {
  const cleared = [];
  for (const select of playerLists(form)) {
    if (select.value === "" || select.value === NONE) continue;
    const value = Number(select.value);
    if (value === index) {
      const none = [...select.options].some((o) => o.value === NONE);
      select.value = none ? NONE : "";
      cleared.push(listLabel(form, select));
    } else if (value > index) select.value = String(value - 1);
  }
  return cleared;
}
