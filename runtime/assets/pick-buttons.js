// A score sheet's short lists (card holders, province owners and sides, on turn, kingdom), and a
// calculator's short choices (abbey or monastery), as a row of buttons beside the list: one tap
// picks, where a list takes two (open, choose).
// The list stays the one place the value lives (inputs, links, player-refs.js read it); the
// buttons only mirror its visible options, so a removed player is never offered. The build
// pre-renders them for the page's defaults (templates/widget.html.j2), so nothing moves when
// this runs; a list with more options than the spec's `pick_most` has no buttons.

function pickGroup(select) {
  let group = select.parentElement.querySelector(":scope > .calc-pick");
  if (!group) {
    group = document.createElement("span");
    group.className = "calc-pick";
    group.setAttribute("aria-hidden", "true"); // the list itself is what assistive tech uses
    select.after(group);
  }
  return group;
}

// Rows that start with a player (Amun-Re's provinces): "+ Anna" beside "Add province" adds
// the row already owned, one tap where adding and picking take two.
function renderAddFor(form, names, count) {
  for (const fieldset of form.querySelectorAll(".calc-inputs [data-rows]")) {
    const template = fieldset.querySelector("template[data-row-template]");
    const first = template?.content.querySelector("[name]");
    const add = fieldset.querySelector(":scope > [data-add-row]");
    if (!add || !first?.matches("select[data-player-ref]")) continue;
    let group = fieldset.querySelector(":scope > .calc-pick[data-add-for]");
    if (!group) {
      group = document.createElement("span");
      group.className = "calc-pick";
      group.dataset.addFor = fieldset.dataset.rows;
      group.setAttribute("aria-hidden", "true"); // "Add" and the row's own list do the same by keyboard
      add.after(group);
    }
    const players = [...first.options].filter((o) => o.value !== "" && Number(o.value) >= 0 && Number(o.value) < count);
    const labels = players.map((o) => `+ ${names[Number(o.value)] || o.textContent}`);
    // Rebuilt only when the players change: a box's "change" on the way to a tap here must not
    // replace the button under the finger (the tap would be lost).
    const same = group.children.length === labels.length && labels.every((l, i) => group.children[i].textContent === l);
    if (!same) {
      group.replaceChildren(
        ...players.map((o, i) => {
          const button = document.createElement("button");
          button.type = "button";
          button.className = "calc-pick-button";
          button.tabIndex = -1;
          button.dataset.addOwner = o.value;
          button.textContent = labels[i];
          return button;
        }),
      );
    }
    for (const button of group.children) button.disabled = add.disabled;
  }
}

// `players`: a score sheet's lists of players get buttons too; a calculator's choices only.
export function renderPicks(form, names, count, most, players = true) {
  if (players) renderAddFor(form, names, count);
  for (const select of form.querySelectorAll(".calc-inputs select")) {
    if (select.closest("template") || (!players && select.matches("[data-player-ref]"))) continue;
    const options = [...select.options].filter((o) => o.value !== "" && !o.hidden && !o.disabled);
    if (options.length > most) {
      select.parentElement.querySelector(":scope > .calc-pick")?.remove(); // more players than buttons fit
      continue;
    }
    const group = pickGroup(select);
    if (group.dataset.pickFor !== select.name) group.dataset.pickFor = select.name;
    const same =
      group.children.length === options.length &&
      options.every((o, i) => group.children[i].dataset.pick === o.value && group.children[i].textContent === o.textContent);
    if (!same) {
      group.replaceChildren(
        ...options.map((o) => {
          const button = document.createElement("button");
          button.type = "button";
          button.className = "calc-pick-button";
          button.tabIndex = -1; // the list is in the tab order already
          button.dataset.pick = o.value;
          button.textContent = o.textContent;
          return button;
        }),
      );
    }
    for (const button of group.children) {
      const pressed = String(button.dataset.pick === select.value);
      if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
    }
  }
}

// "+ Anna": a new row (addRow, given by the form) owned by Anna, its next box focused.
export function addOwned(button, addRow) {
  const fieldset = button.closest("[data-rows]");
  const row = addRow(fieldset);
  const select = row?.querySelector("select[data-player-ref]");
  if (!select) return;
  select.value = button.dataset.addOwner;
  row.querySelector('input[type="text"]')?.focus();
  nextInView(fieldset.querySelector(":scope > [data-add-for]"));
}

// What the table taps next (the following row, or "+ Anna" after the last) is scrolled up
// into view with the row being typed, so a kingdom's provinces need no scrolling by hand.
function nextInView(element) {
  element?.scrollIntoView({ block: "nearest" });
}

// A tap on a name: the list takes it (as if chosen there), then, inside a row, the row's next
// box gets the focus ("Next"), so a province's owner is followed by its pyramids.
export function picked(button) {
  const group = button.closest(".calc-pick");
  const select = group.parentElement.querySelector(`select[name="${CSS.escape(group.dataset.pickFor)}"]`);
  if (!select) return;
  select.value = button.dataset.pick;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  const row = select.closest("[data-row]");
  const following = row && [...row.querySelectorAll('input[type="text"]')].find(
    (box) => select.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  following?.focus();
  if (following) nextInView(row.nextElementSibling ?? row.closest("[data-rows]").querySelector(":scope > [data-add-for]"));
}
