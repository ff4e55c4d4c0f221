// @ts-check
// What a form says about its engine: the start's progress line and bar, a fault with its
// text, and, while there is no engine to compute what the form shows, a note in place of
// the results (no figure may stand for other values).
import { DECIMAL } from "./build-info.js";
import { FAULT_CODES } from "./engine-protocol.js";
import { clearResult } from "./render-results.js";
import { pauseStandings } from "./standings.js";

/** @typedef {import("./engine-protocol.js").StatusMessage} StatusMessage */

export class EngineStatus {
  /**
   * @param {HTMLFormElement} form
   * @param {string} lang
   * @param {(key: string, detail?: string) => string} text the interface texts (spec.ui)
   */
  constructor(form, lang, text) {
    this.form = form;
    this.lang = lang;
    this.text = text;
    this.state = "loading";
  }

  /** @param {"loading" | "ready" | "error"} value */
  set state(value) {
    this.form.dataset.state = value;
  }

  get ready() {
    return this.form.dataset.state === "ready";
  }

  /** Start-up news from the engine (engine-client.js): progress, ready or a fault.
   * @param {StatusMessage} message */
  show(message) {
    const line = /** @type {HTMLElement} */ (this.form.querySelector("[data-engine-message]"));
    const bar = /** @type {HTMLProgressElement} */ (this.form.querySelector("[data-engine-progress]"));
    if (message.type === "progress") {
      this.state = "loading";
      // "3,4 MB": one decimal, the language's separator (engine/languages.py, by build-info.js);
      // not Intl.NumberFormat, whose first use on a page holds the main thread for 30 ms.
      const megabytes = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1).replace(".", DECIMAL[this.lang] ?? ".");
      if (message.phase === "start" || !message.total) {
        line.textContent = this.text("progress_start");
        bar.removeAttribute("value"); // indeterminate: Python is starting
      } else {
        line.textContent = this.text("progress_download")
          .replace("{loaded}", megabytes(message.loaded))
          .replace("{total}", megabytes(message.total));
        bar.value = Math.round((100 * message.loaded) / message.total);
      }
      bar.hidden = false;
      bar.setAttribute("aria-label", line.textContent);
    } else if (message.type === "ready") {
      bar.hidden = true;
      line.textContent = this.text("ready");
      this.state = "ready";
    } else if (message.type === "failed") {
      bar.hidden = true;
      line.textContent = "";
      // A code this page does not know (a newer worker's) still shows the worker's detail.
      const known = FAULT_CODES.includes(message.code);
      const fault = /** @type {HTMLElement} */ (this.form.querySelector("[data-engine-error]"));
      fault.textContent = `${this.text("error")} ${known ? this.text(`fault_${message.code}`, message.detail) : message.detail}`;
      this.state = "error";
    }
  }

  // No engine to compute what the form shows: the results go and a note says why.
  waiting() {
    clearResult(this.form);
    const note = /** @type {HTMLElement} */ (this.form.querySelector("[data-waiting-note]"));
    note.textContent = this.text(this.form.dataset.state === "error" ? "stopped" : "waiting");
    note.hidden = false;
    pauseStandings(this.form, note.textContent);
    /** @type {HTMLElement} */ (this.form.querySelector(".calc-results")).dataset.waiting = "true";
  }

  // The engine answered for the values on screen: the note goes.
  answered() {
    delete (/** @type {HTMLElement} */ (this.form.querySelector(".calc-results")).dataset.waiting);
    /** @type {HTMLElement} */ (this.form.querySelector("[data-waiting-note]")).hidden = true;
  }
}
