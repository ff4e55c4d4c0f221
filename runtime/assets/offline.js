// Offline use: register the site's service worker, ask it to keep this language for
// offline use once the page has settled, and show "available offline" when it has.
// Where the browser refuses it (a third-party frame, site data blocked, no service worker
// at all), the page simply works online: nothing is said and nothing is thrown.
import { LANGUAGES } from "./build-info.js";

const SETTLE_MS = 1000; // after the first paint (and, on calculator pages, after the engine is up)
const SEEN_MS = 4000;
const WATCH_MS = 250; // how often the page under the badge is looked at while it is shown

export function pageLanguage() {
  const lang = (document.documentElement.lang || "en").slice(0, 2);
  return LANGUAGES.includes(lang) ? lang : "en";
}

const overlaps = (c, r) => c.width && c.height && c.left < r.right && c.right > r.left && c.top < r.bottom && c.bottom > r.top;

// True when a box or button lies under the badge's rectangle `r`.
function coversControl(r) {
  for (const control of document.querySelectorAll("input, select, textarea, button")) {
    if (overlaps(control.getBoundingClientRect(), r)) return true;
  }
  return false;
}

// True when a line of text lies under the badge (the page's last line, the footer's, a history
// entry): the elements found at points across the badge, and the text directly in them.
function coversText(badge, r) {
  const found = new Set();
  for (let x = r.left + 1; x < r.right; x += 12) {
    for (const y of [r.top + 1, (r.top + r.bottom) / 2, r.bottom - 1]) {
      for (const element of document.elementsFromPoint(x, y)) if (!badge.contains(element)) found.add(element);
    }
  }
  const range = document.createRange();
  for (const element of found) {
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.data.trim()) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((line) => overlaps(line, r))) return true;
    }
  }
  return false;
}

// The badge may never hide a box nor a line of text, even briefly.
function coversContent(badge) {
  const r = badge.getBoundingClientRect();
  return coversControl(r) || coversText(badge, r);
}

// Shown in the corner of the screen while nothing is under it; over a box or a line (now, or
// after a scroll, the keyboard opening or a line written under it, such as the history's "Imported"),
// or once read, it takes its place at the foot of the page.
function showBadge(badge) {
  badge.hidden = false;
  let watch = null;
  const settle = () => {
    badge.dataset.seen = "true";
    removeEventListener("scroll", check);
    removeEventListener("resize", check);
    clearInterval(watch);
  };
  const check = () => coversContent(badge) && settle();
  if (check()) return;
  addEventListener("scroll", check, { passive: true });
  addEventListener("resize", check, { passive: true });
  watch = setInterval(check, WATCH_MS);
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
