// One calculator form: reads its controls, asks the engine, shows results or the error
// next to its field (the widget markup contract in DESIGN.md).
import { formatValue, rawValue } from "./format.mjs";

export class CalculatorForm {
  constructor(form, engine, lang) {
    this.form = form;
    this.engine = engine;
    this.lang = lang;
    this.spec = JSON.parse(form.querySelector("script.calc-spec").textContent);
    this.sequence = 0;
    form.addEventListener("input", () => this.update());
    form.addEventListener("change", () => this.update());
    form.addEventListener("submit", (event) => event.preventDefault());
    for (const button of form.querySelectorAll("button[data-step]")) {
      button.addEventListener("click", () => this.step(button));
    }
  }

  set state(value) {
    this.form.dataset.state = value;
  }

  inputs() {
    const values = {};
    for (const name of Object.keys(this.spec.inputs)) {
      const control = this.form.elements.namedItem(name);
      values[name] = control.type === "checkbox" ? control.checked : control.value;
    }
    return values;
  }

  step(button) {
    const control = this.form.elements.namedItem(button.dataset.for);
    const current = Number.parseInt(control.value, 10);
    const min = Number(control.dataset.min);
    const max = Number(control.dataset.max);
    const next = Number.isNaN(current) ? min : current + Number(button.dataset.step);
    control.value = String(Math.min(max, Math.max(min, next)));
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }

  async update() {
    if (this.form.dataset.state !== "ready") return; // the pre-rendered results stand until then
    const ticket = ++this.sequence;
    const reply = await this.engine.compute(this.spec.id, this.inputs());
    if (ticket !== this.sequence) return; // a newer change is on its way
    this.clearErrors();
    if (reply.error) this.showError(reply.error);
    else this.showResult(reply.result);
  }

  showResult(result) {
    for (const output of this.spec.outputs) {
      const element = this.form.querySelector(`output[name="${output.name}"]`);
      element.dataset.value = rawValue(result[output.name]);
      element.textContent = formatValue(result[output.name], output, this.lang);
    }
  }

  showError(error) {
    const message = error.messages[this.lang] ?? error.messages.en;
    const field = error.field.split(".")[0];
    const slot =
      this.form.querySelector(`[data-error-for="${CSS.escape(field)}"]`) ??
      this.form.querySelector('[data-error-for=""]');
    slot.textContent = message;
    this.form.elements.namedItem(field)?.setAttribute?.("aria-invalid", "true");
    for (const element of this.form.querySelectorAll("output")) {
      element.dataset.value = "";
      element.textContent = "—";
    }
  }

  clearErrors() {
    for (const slot of this.form.querySelectorAll("[data-error-for]")) slot.textContent = "";
    for (const control of this.form.querySelectorAll("[aria-invalid]")) control.removeAttribute("aria-invalid");
  }
}
