// Entry point on every page: if the page has calculators, start the engine worker (off the
// main thread; the pre-rendered results stay usable meanwhile) and connect each form.
import { LANGUAGES } from "./build-info.js";
import { reportHeight } from "./embed-resize.js";
import { offerOffline } from "./offline.js";

function pageLanguage() {
  const lang = (document.documentElement.lang || "en").slice(0, 2);
  return Object.hasOwn(LANGUAGES, lang) ? lang : "en";
}

// The embed snippet on calculator pages: fill in this site's own address.
function fillSnippets() {
  for (const code of document.querySelectorAll("[data-embed-snippet]")) {
    code.textContent = code.textContent.replaceAll("{origin}", location.origin);
  }
}

async function main() {
  fillSnippets();
  if (document.documentElement.classList.contains("calc-embed")) reportHeight();
  const forms = [...document.querySelectorAll("form[data-calculator]")];
  if (!forms.length) {
    offerOffline(pageLanguage());
    return;
  }
  // Only pages with a form need the form's modules and the engine (most pages are rules):
  // calculator pages ask for them early with modulepreload links (overrides/main.html).
  const [{ CalculatorForm }, { sharedEngine }] = await Promise.all([
    import("./calculator-form.js"),
    import("./engine-client.js"),
  ]);
  const engine = sharedEngine();
  const controllers = forms.map((form) => new CalculatorForm(form, engine, pageLanguage()));
  let offered = false;
  engine.subscribe((message) => {
    for (const controller of controllers) controller.engineStatus(message);
    // Which worker serves the page ("shared" or "dedicated"): for the tests and for support.
    if (message.type === "ready") document.documentElement.dataset.engineWorker = message.worker;
    if (message.type === "failed") console.warn(`calculator engine unavailable: ${message.code}: ${message.detail}`);
    // Keeping the language for offline use downloads a lot: only once the engine is up.
    if (message.type === "ready" && !offered) {
      offered = true;
      offerOffline(pageLanguage());
    }
  });
}

main();
