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

// True when a box or button lies under the badge (it must never hide one, even briefly).
function coversControl(badge) {
  const r = badge.getBoundingClientRect();
  for (const control of document.querySelectorAll("input, select, textarea, button")) {
    const c = control.getBoundingClientRect();
    if (c.width && c.height && c.left < r.right && c.right > r.left && c.top < r.bottom && c.bottom > r.top) {
      return true;
    }
  }
  return false;
}

// Shown in the corner of the screen while nothing is under it; over a box (now, or after a
// scroll or the keyboard opening), or once read, it takes its place at the foot of the page.
function showBadge(badge) {
  badge.hidden = false;
  const settle = () => {
    badge.dataset.seen = "true";
    removeEventListener("scroll", check);
    removeEventListener("resize", check);
  };
  const check = () => coversControl(badge) && settle();
  if (check()) return;
  addEventListener("scroll", check, { passive: true });
  addEventListener("resize", check, { passive: true });
  setTimeout(settle, SEEN_MS);
}

export async function offerOffline(lang) {
  try {
    if (!window.isSecureContext || !("serviceWorker" in navigator)) return;
    const workers = navigator.serviceWorker; // reading it throws in some refused contexts
    if (!workers) return;
    const badge = document.querySelector("[data-offline-badge]");
    workers.addEventListener("message", ({ data }) => {
      if (data?.type === "offline-ready" && data.lang === lang && badge?.hidden) showBadge(badge);
    });
    await workers.register(new URL("../../../sw.js", import.meta.url));
    const registration = await workers.ready;
    setTimeout(() => registration.active?.postMessage({ type: "cache-language", lang }), SETTLE_MS);
  } catch {
    // refused: offline use is an extra, the page works without it
  }
}
