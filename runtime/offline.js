// Offline use: register the site's service worker, ask it to keep this language for
// offline use once the page has settled, and show "available offline" when it has.
const SETTLE_MS = 1000; // after the first paint (and, on calculator pages, after the engine is up)
const SEEN_MS = 4000;

export async function offerOffline(lang) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const badge = document.querySelector("[data-offline-badge]");
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data?.type === "offline-ready" && data.lang === lang && badge) {
      badge.hidden = false;
      // Once read, it leaves the corner of the screen (where it covered boxes and buttons)
      // for its place at the foot of the page.
      setTimeout(() => (badge.dataset.seen = "true"), SEEN_MS);
    }
  });
  try {
    await navigator.serviceWorker.register(new URL("../../../sw.js", import.meta.url));
    const registration = await navigator.serviceWorker.ready;
    setTimeout(() => registration.active?.postMessage({ type: "cache-language", lang }), SETTLE_MS);
  } catch (error) {
    console.warn(`offline use unavailable: ${error.message}`);
  }
}
