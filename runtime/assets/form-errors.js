// The engine's refusal shown at the boxes: every wrong box gets its own message, under the
// box and in its input's slot (the engine lists them all: error.others), and the standings
// say which to fix ("fix Clara · Cities + 2 more") while no figure stands.
import { fillText, isolate } from "./fill-text.js";
import { clearResult } from "./render-results.js";
import { pauseStandings } from "./standings.js";

export class FormErrors {
  // `values`: the form's FormValues (its controls and row names); `text`: the interface texts.
  constructor(form, spec, lang, values, text) {
    this.form = form;
    this.spec = spec;
    this.lang = lang;
    this.values = values;
    this.text = text;
  }

  show(error) {
    const all = [error, ...(error.others ?? [])];
    // Only choices still to make (Amun-Re's New Kingdom opens with every owner to choose): the
    // next step, said once in the standings and the slot, not a red error at every box.
    const next = all.every((one) => this.toChoose(one));
    const places = all.map((one) => this.showOne(one, next));
    let where = places[0];
    if (all.length > 1) where += ` ${fillText(this.text("more_errors"), { n: String(all.length - 1) })}`;
    const line = fillText(this.text(next ? "next_choice" : "results_paused"), { fields: where });
    pauseStandings(this.form, line, next);
    if (next) {
      const slot = this.slot(error.field.split(".")[0]);
      slot.textContent = line;
      slot.dataset.nextStep = "";
    }
    clearResult(this.form);
  }

  // An empty player list is a choice still to make, whatever number the engine wanted.
  toChoose(error) {
    const control = this.values.control(error.field);
    return control instanceof HTMLSelectElement && control.value === "" && control.dataset.playerRef !== undefined;
  }

  slot(name) {
    return (
      this.form.querySelector(`[data-error-for="${CSS.escape(name)}"]`) ??
      this.form.querySelector('[data-error-for=""]')
    );
  }

  // One error under its box and in its input's slot (`quiet`: neither, only where it is);
  // returns where it is ("Clara · Cities").
  showOne(error, quiet = false) {
    const name = error.field.split(".")[0];
    const control = this.values.control(error.field) ?? this.values.control(name);
    const choose = this.toChoose(error);
    const message = choose ? this.text("choose_player_error") : (error.messages[this.lang] ?? error.messages.en);
    const slot = this.slot(name);
    let prefix = "";
    const input = this.spec.inputs[name];
    if (input?.type === "rows" && /^\d+$/.test(error.field.split(".")[1] ?? "")) {
      const i = Number(error.field.split(".")[1]);
      const label = input.row_label ?? input.item_label;
      // "Clara · Cities": the player by name, then the box (its label follows the row's in aria-label).
      const seat = label[this.lang].replace("{n}", String(i + 1));
      const who = isolate((input.row_names && this.values.rowNames()[i]) || seat);
      const box = control?.getAttribute?.("aria-label")?.split(": ").slice(1).join(": ");
      prefix = `${who}${box && control.name === error.field ? ` · ${box}` : ""}: `;
    }
    const line = prefix + message;
    const where = prefix ? prefix.slice(0, -2) : (this.spec.presentation.labels[name]?.[this.lang] ?? message);
    if (quiet) return where;
    slot.textContent = slot.textContent ? `${slot.textContent}\n${line}` : line; // one line per box
    if (control instanceof Element) {
      control.setAttribute("aria-invalid", "true");
      // The message under the box itself too, where the player is looking.
      if (control.closest("td, .calc-item")) {
        const under = document.createElement("span");
        under.className = "calc-box-error";
        under.dataset.boxError = "";
        under.textContent = line;
        control.after(under);
      }
    }
    return where;
  }

  clear() {
    for (const slot of this.form.querySelectorAll("[data-error-for]")) {
      slot.textContent = "";
      delete slot.dataset.nextStep;
    }
    for (const under of this.form.querySelectorAll("[data-box-error]")) under.remove();
    for (const control of this.form.querySelectorAll("[aria-invalid]")) control.removeAttribute("aria-invalid");
  }
}
