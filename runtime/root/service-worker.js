// The site's service worker (site-build.py writes it to site/sw.js with BUILD, and the files
// kept per language, each with its revision, in site/offline/{lang}.json).
//
// After a page of a language asks ("cache-language"), every page of that language, every
// calculator, the engine wheel and the Pyodide runtime are kept for offline use. A new
// deployment keeps what it did not change, as Workbox's precaching does: each listed file
// has a revision (the start of the SHA-256 of its bytes), the worker records the revision
// of every response it keeps, and it fetches only the files whose revision differs. Pages
// and indexes are hashed here as they are kept (one may be newer than the list that named
// it); a file under assets/ never changes under its name, so it is kept with the list's
// revision unread: hashing Pyodide's 20 MB kept the worker busy while the reader went on
// to the next page (the second calculator of a visit waited for it). Files
// that no kept list names any more are deleted. So a deploy that changes one page downloads
// that page again (and its language's search index), and not Pyodide. Pages and the engine
// stay consistent: pages name the engine and runtime by their content-hashed folders, and a
// folder is deleted only once no kept list names it. Failed responses are never cached.
/* global BUILD */
const FILES = "rules-offline"; // address → response
const REVISIONS = "rules-revisions"; // address → revision of the response kept in FILES
const LIST = /\/offline\/[a-z]{2}\.json$/;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

async function revisionOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return [...new Uint8Array(digest, 0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Keeps a response with the revision of its bytes. The old record goes first: a worker
// stopped half-way leaves a file without a record (fetched again next time), never a record
// that vouches for other bytes; and one address is kept at a time, so that a page's own
// request and the language's update never mix their file and record.
async function store(url, response, listed = null) {
  const revision = listed ?? (await revisionOf(response.clone()));
  const [files, revisions] = await Promise.all([caches.open(FILES), caches.open(REVISIONS)]);
  await revisions.delete(url);
  await files.put(url, response);
  await revisions.put(url, new Response(revision));
}

const storing = new Map(); // address → the last store() queued for it
function keep(url, response, listed = null) {
  const stored = (storing.get(url) ?? Promise.resolve()).then(() => store(url, response, listed));
  const settled = stored.catch(() => {});
  storing.set(url, settled);
  settled.then(() => storing.get(url) === settled && storing.delete(url));
  return stored;
}

async function keptRevision(url) {
  const [files, revisions] = await Promise.all([caches.open(FILES), caches.open(REVISIONS)]);
  const record = await revisions.match(url);
  return record && (await files.match(url)) ? record.text() : null;
}

async function forget(url) {
  const [files, revisions] = await Promise.all([caches.open(FILES), caches.open(REVISIONS)]);
  await revisions.delete(url);
  await files.delete(url);
}

const immutable = (url) => new URL(url).pathname.includes("/assets/");

async function fetchAndKeep(url, revision) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await keep(url, response, immutable(url) ? revision : null);
}

const readList = async (response) => (response ? response.json() : null);

// Brings the language's files to the deployed list; true when they all are. The kept list
// (stored last, so its presence means "complete") says which build the files belong to.
async function cacheLanguage(lang) {
  const files = await caches.open(FILES);
  const listUrl = scoped(`offline/${lang}.json`);
  const kept = await readList(await files.match(listUrl));
  if (kept?.build === BUILD) return true;
  const listResponse = await fetch(listUrl, { cache: "no-cache" });
  if (!listResponse.ok) return false;
  const list = await listResponse.clone().json();
  if (kept?.build === list.build) return true; // this worker is older than the deployment
  const wanted = Object.entries(list.files).map(([path, revision]) => [scoped(path), revision]);
  for (let i = 0; i < wanted.length; i += 6) {
    await Promise.all(
      wanted.slice(i, i + 6).map(async ([url, revision]) => {
        if ((await keptRevision(url)) !== revision) await fetchAndKeep(url, revision);
      }),
    );
  }
  // Files of the previous list that neither this list nor another kept language names.
  const named = new Set(wanted.map(([url]) => url));
  for (const request of await files.keys()) {
    if (LIST.test(request.url) && request.url !== listUrl) {
      for (const path of Object.keys((await readList(await files.match(request)))?.files ?? {})) {
        named.add(scoped(path));
      }
    }
  }
  for (const url of Object.keys(kept?.files ?? {}).map(scoped)) {
    if (!named.has(url)) await forget(url);
  }
  await files.put(listUrl, listResponse); // last: its presence means "complete"
  return true;
}

const syncing = new Map(); // language → its cacheLanguage() under way (one at a time, for all tabs)

self.addEventListener("message", (event) => {
  const lang = event.data?.lang;
  if (event.data?.type !== "cache-language" || !/^[a-z]{2}$/.test(lang)) return;
  if (!syncing.has(lang)) syncing.set(lang, cacheLanguage(lang).finally(() => syncing.delete(lang)));
  event.waitUntil(
    syncing
      .get(lang)
      .then((ready) => ready && event.source?.postMessage({ type: "offline-ready", lang }))
      .catch((error) => console.warn(error.message)),
  );
});

// Content-hashed files (everything under assets/) never change: cache first.
async function cacheFirst(request) {
  const hit = await (await caches.open(FILES)).match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await keep(request.url, response.clone());
  return response;
}

// Pages and indexes: the network when there is one (a new build shows at once), else the cache.
// The page goes to the browser at once; hashing and keeping it go on in the background
// (waitUntil keeps the worker alive for it), so a visit's next page never waits for them.
async function networkFirst(event) {
  const { request } = event;
  try {
    // Ask the server every time (a 304 costs little): the browser's heuristic freshness
    // would otherwise serve a page from before the last deployment.
    const response = await fetch(request, { cache: "no-cache" });
    if (response.ok && response.type === "basic") {
      const key = new URL(request.url);
      key.search = "";
      event.waitUntil(keep(key.href, response.clone()).catch(() => {}));
    }
    return response;
  } catch (error) {
    const files = await caches.open(FILES);
    const hit = await files.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const lang = new URL(request.url).pathname.replace(new URL(self.registration.scope).pathname, "").slice(0, 2);
      const home = (await files.match(scoped(`${lang}/`))) ?? (await files.match(scoped("")));
      if (home) return home;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (!new URL(request.url).pathname.includes("/assets/")) {
    event.respondWith(networkFirst(event));
  } else if (!self.navigator.onLine) {
    event.respondWith(cacheFirst(request));
  }
  // Online, content-hashed assets go straight to the browser's HTTP cache and network:
  // answered by this worker, Pyodide's WebAssembly would lose its compiled-code cache and a
  // returning visitor would wait ~0.7 s longer (measured with site-build.py bench).
});
