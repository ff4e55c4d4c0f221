// Entry point on pages with calculators (pages without one run offline-page.js): start the
// engine worker (off the main thread; the pre-rendered results stay usable meanwhile) and
// connect each form.
import { CalculatorForm } from "./calculator-form.js";
import { reportHeight } from "./embed-resize.js";
import { sharedEngine } from "./engine-client.js";
import { offerOffline, pageLanguage } from "./offline.js";

// The embed snippet on calculator pages: fill in this site's own address.
function fillSnippets() {
  for (const code of document.querySelectorAll("[data-embed-snippet]")) {
    code.textContent = code.textContent.replaceAll("{origin}", location.origin);
  }
}

function main() {
  fillSnippets();
  if (document.documentElement.classList.contains("calc-embed")) reportHeight();
  const forms = [...document.querySelectorAll("form[data-calculator]")];
  if (!forms.length) {
    offerOffline(pageLanguage());
    return;
  }
  const engine = sharedEngine();
  const controllers = forms.map((form) => new CalculatorForm(form, engine, pageLanguage()));
  let offered = false;
  engine.subscribe((message) => {
    for (const controller of controllers) controller.engineStatus(message);
    // Which worker serves the page ("shared" or "dedicated"): for the tests and for support.
    if (message.type === "ready") {
      document.documentElement.dataset.engineWorker = message.worker;
      document.documentElement.dataset.engineStart = message.start; // "snapshot" or "fresh"
    }
    if (message.type === "failed") console.warn(`calculator engine unavailable: ${message.code}: ${message.detail}`);
    // Keeping the language for offline use downloads a lot: only once the engine is up.
    if (message.type === "ready" && !offered) {
      offered = true;
      offerOffline(pageLanguage());
    }
  });
}

main();
