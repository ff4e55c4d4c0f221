// A score sheet's short lists (card holders, province owners and sides, on turn, kingdom) as
// a row of buttons beside the list: one tap picks, where a list takes two (open, choose).
// The list stays the one place the value lives (inputs, links, player-refs.js read it); the
// buttons only mirror its visible options, so a removed player is never offered.

const MOST = 6; // more options than this stay a list only

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

export function renderPicks(form) {
  for (const select of form.querySelectorAll(".calc-inputs select")) {
    if (select.closest("template")) continue;
    const options = [...select.options].filter((o) => o.value !== "" && !o.hidden && !o.disabled);
    if (options.length > MOST) continue;
    const group = pickGroup(select);
    group.dataset.pickFor = select.name;
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
    for (const button of group.children) button.setAttribute("aria-pressed", String(button.dataset.pick === select.value));
  }
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
}
