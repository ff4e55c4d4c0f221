// Offline use: register the site's service worker, ask it to keep this language for
// offline use once the page has settled, and show "available offline" when it has.
// Where the browser refuses it (a third-party frame, site data blocked, no service worker
// at all), the page simply works online: nothing is said and nothing is thrown.
import { LANGUAGES } from "./build-info.js";

const SETTLE_MS = 1000; // after the first paint (and, on calculator pages, after the engine is up)
const SEEN_MS = 4000;

export function pageLanguage() {
  const lang = (document.documentElement.lang || "en").slice(0, 2);
  return LANGUAGES.includes(lang) ? lang : "en";
}

export async function offerOffline(lang) {
  try {
    if (!window.isSecureContext || !("serviceWorker" in navigator)) return;
    const workers = navigator.serviceWorker; // reading it throws in some refused contexts
    if (!workers) return;
    const badge = document.querySelector("[data-offline-badge]");
    workers.addEventListener("message", ({ data }) => {
      if (data?.type === "offline-ready" && data.lang === lang && badge) {
        badge.hidden = false;
        // Once read, it leaves the corner of the screen (where it covered boxes and buttons)
        // for its place at the foot of the page.
        setTimeout(() => (badge.dataset.seen = "true"), SEEN_MS);
      }
    });
    await workers.register(new URL("../../../sw.js", import.meta.url));
    const registration = await workers.ready;
    setTimeout(() => registration.active?.postMessage({ type: "cache-language", lang }), SETTLE_MS);
  } catch {
    // refused: offline use is an extra, the page works without it
  }
}
