// What screen readers hear from a form: once typing pauses, the scalar results, or the
// deciding sentence of a score sheet (the outputs themselves are aria-live="off", so that
// not every keystroke is read out).
const ANNOUNCE_AFTER_MS = 800; // a pause in typing
const timers = new WeakMap();

export function announceSoon(form) {
  clearTimeout(timers.get(form));
  timers.set(
    form,
    setTimeout(() => {
      const results = form.querySelector(".calc-results");
      const lines = [...results.querySelectorAll(".calc-result")].map(
        (row) => `${row.querySelector("dt").textContent.trim()}: ${row.querySelector("output").textContent.trim()}`,
      );
      const verdict = [...results.querySelectorAll("[data-explain] li")].at(-1)?.textContent;
      if (verdict) lines.push(verdict);
      const text = lines.join("; ");
      // An error speaks for itself (its slot is a live region): no stale summary over it.
      if (text && !form.querySelector("[data-error-for]:not(:empty)")) {
        form.querySelector("[data-announce]").textContent = text;
      }
    }, ANNOUNCE_AFTER_MS),
  );
}
