// A number's usual values (a spec's `quick`: a road's tiles, a city's coats of arms, a player's
// knights) as a row of buttons beside its box, one tap where the box takes a tap and a figure.
// The box stays the one place the value lives (the engine, links and saved games read it); a
// tap writes its figure there as if typed, then the next box has the focus, as after the
// keyboard's "Next", so a figure that has no button is typed at once. The build pre-renders the
// buttons with the page's values marked (templates/widget.html.j2); this keeps the mark on the
// button of the box's figure, and on none when the box holds another.
import { boxAfter } from "./form-buttons.js";

function boxOf(group) {
  return group.parentElement.querySelector(`[name="${CSS.escape(group.dataset.quickFor)}"]`);
}

// `figures`: "Next" passes the rows' optional name boxes (a calculator's, as Enter does).
export function quickPicked(button, form, figures) {
  const box = boxOf(button.closest("[data-quick-for]"));
  if (!box) return;
  box.value = button.dataset.quick;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  boxAfter(form, box, figures)?.focus();
}

export function markQuick(form) {
  for (const group of form.querySelectorAll(".calc-inputs [data-quick-for]")) {
    if (group.closest("template")) continue;
    const typed = boxOf(group)?.value.trim() ?? "";
    const value = /^\d+$/.test(typed) ? String(Number(typed)) : null; // "03" is 3, as the engine reads it
    for (const button of group.children) {
      const pressed = String(button.dataset.quick === value);
      if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
    }
  }
}
