// The form's own small controls: the − and + steppers beside a number, Enter moving on to
// the next box (a phone keyboard's "Next"), a figure selected when its box is reached, and "Copy link".
import { copyOrShow } from "./copy-field.js";

// A stepper: one up or down within the box's limits; an empty box starts at its minimum.
export function step(control, button) {
  const current = Number.parseInt(control.value, 10);
  const min = Number(control.dataset.min);
  const max = Number(control.dataset.max);
  const next = Number.isNaN(current) ? min : current + Number(button.dataset.step);
  control.value = String(Math.min(max, Math.max(min, next)));
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

// Enter in a text box: on to the next box in reading order (not those of a row template).
// `figures`: from a figure, on to the next figure, past the rows' optional name boxes (a
// calculator's; a score sheet's players are named as they are entered).
export function nextBox(form, event, figures = false) {
  if (event.key !== "Enter" || !event.target.matches?.('.calc-inputs input[type="text"]')) return;
  const following = boxAfter(form, event.target, figures);
  if (!following) return;
  event.preventDefault();
  following.focus();
}

// The box after `box` in reading order, as Enter goes (see nextBox), or null after the last.
export function boxAfter(form, box, figures = false) {
  const passed = figures && !box.matches(".calc-row-name");
  const boxes = [...form.querySelectorAll('.calc-inputs input[type="text"]')].filter(
    (b) => !b.closest("template") && (b === box || !(passed && b.matches(".calc-row-name"))),
  );
  return boxes[boxes.indexOf(box) + 1] ?? null;
}

// A number box reached (a tap, or Enter from the box before): its figure selected, so that
// typing replaces it. A neutral start's 0 cost End and Backspace before each figure otherwise.
// After the tap's own pointer events, which would put a caret back.
export function selectFigure(event) {
  const box = event.target;
  if (!box.matches?.('.calc-inputs input[inputmode="numeric"]')) return;
  setTimeout(() => {
    if (document.activeElement === box && box.value) box.select();
  }, 0);
}

// The link onto the clipboard, with a short "copied" note; where the clipboard is refused,
// in a selected field to copy by hand (copy-field.js). `hint`: the field's words.
export async function copyLink(form, link, hint) {
  const status = form.querySelector("[data-copied]");
  if (!(await copyOrShow(link, status, hint))) return;
  status.hidden = false;
  setTimeout(() => (status.hidden = true), 2500);
}
