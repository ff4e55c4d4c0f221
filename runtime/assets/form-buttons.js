// The form's own small controls: the − and + steppers beside a number, Enter moving on to
// the next box (a phone keyboard's "Next"), and "Copy link".
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
export function nextBox(form, event) {
  if (event.key !== "Enter" || !event.target.matches?.('.calc-inputs input[type="text"]')) return;
  const boxes = [...form.querySelectorAll('.calc-inputs input[type="text"]')].filter((b) => !b.closest("template"));
  const following = boxes[boxes.indexOf(event.target) + 1];
  if (!following) return;
  event.preventDefault();
  following.focus();
}

// The link onto the clipboard, with a short "copied" note; where the clipboard is refused,
// in a selected field to copy by hand (copy-field.js). `hint`: the field's words.
export async function copyLink(form, link, hint) {
  const status = form.querySelector("[data-copied]");
  if (!(await copyOrShow(link, status, hint))) return;
  status.hidden = false;
  setTimeout(() => (status.hidden = true), 2500);
}
