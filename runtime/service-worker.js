// The site's service worker (site-build.py writes it to site/sw.js with BUILD and the
// list of cacheable files per language in site/offline/{lang}.json).
//
// After a page of a language asks ("cache-language"), every page of that language, every
// calculator, the engine wheel and the Pyodide runtime are kept for offline use. The cache
// is named after the build: a new deployment brings a new sw.js, whose activation deletes
// the old cache, so an old engine never meets new pages. Failed responses are never cached.
/* global BUILD */
const CACHE = `rules-${BUILD}`;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("rules-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function fetchAndKeep(cache, url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

async function cacheLanguage(lang, client) {
  const cache = await caches.open(CACHE);
  const listUrl = scoped(`offline/${lang}.json`);
  if (!(await cache.match(listUrl))) {
    const listResponse = await fetch(listUrl, { cache: "no-cache" });
    if (!listResponse.ok) return;
    const { urls } = await listResponse.clone().json();
    for (let i = 0; i < urls.length; i += 6) {
      await Promise.all(
        urls.slice(i, i + 6).map(async (path) => {
          const url = scoped(path);
          if (!(await cache.match(url))) await fetchAndKeep(cache, url);
        }),
      );
    }
    await cache.put(listUrl, listResponse); // last: its presence means "complete"
  }
  client?.postMessage({ type: "offline-ready", lang });
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "cache-language" && /^[a-z]{2}$/.test(event.data.lang)) {
    event.waitUntil(cacheLanguage(event.data.lang, event.source).catch((error) => console.warn(error.message)));
  }
});

// Content-hashed files (everything under assets/) never change: cache first.
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

// Pages and indexes: the network when there is one (a new build shows at once), else the cache.
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const key = new URL(request.url);
      key.search = "";
      await cache.put(key.href, response.clone());
    }
    return response;
  } catch (error) {
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const lang = new URL(request.url).pathname.replace(new URL(self.registration.scope).pathname, "").slice(0, 2);
      const home = (await cache.match(scoped(`${lang}/`))) ?? (await cache.match(scoped("")));
      if (home) return home;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (!new URL(request.url).pathname.includes("/assets/")) {
    event.respondWith(networkFirst(request));
  } else if (!self.navigator.onLine) {
    event.respondWith(cacheFirst(request));
  }
  // Online, content-hashed assets go straight to the browser's HTTP cache and network:
  // answered by this worker, Pyodide's WebAssembly would lose its compiled-code cache and a
  // returning visitor would wait ~0.7 s longer (measured with site-build.py bench).
});
