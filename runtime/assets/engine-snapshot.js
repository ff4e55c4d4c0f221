// @ts-check
// Python's memory after the engine's first start, kept in the browser for the next start:
// a returning visitor's worker restores it (Pyodide's private snapshot API, `_loadSnapshot`)
// instead of starting Python and importing the engine again. It is made here, in the
// visitor's browser, never shipped (a prebuilt one would add megabytes to every first visit).
//
// One snapshot per origin, named by every file it depends on (Pyodide's folder, the compiled
// standard library, the engine wheel, this runtime; all content-hashed): a deploy that changes
// any of them makes the old one useless, and it is replaced at the next start. Nothing here
// may stop the engine: storage refused (a third-party frame, site data blocked), full, or a
// snapshot that cannot be read all mean a normal start.
import { ENGINE_WHEEL, PYODIDE_DIR, PYODIDE_STDLIB, PYODIDE_STDLIB_FALLBACK } from "./build-info.js";

const CACHE = "rules-engine-snapshot";
const here = (/** @type {string} */ path) => new URL(path, import.meta.url).href;
// The fallback's address is in Python's os.environ, so it is part of what is kept; "./" is
// this runtime's own content-hashed folder (the worker that made it).
const KEY = here(
  `engine-snapshot?${["./", PYODIDE_DIR, PYODIDE_STDLIB.path, ENGINE_WHEEL.path, PYODIDE_STDLIB_FALLBACK].map(here).join("&")}`,
);

async function opened() {
  try {
    return await caches.open(CACHE);
  } catch {
    return null; // no Cache Storage here (refused or absent)
  }
}

/** The snapshot kept for this build, or null. @returns {Promise<Uint8Array | null>} */
export async function keptSnapshot() {
  try {
    const hit = await (await opened())?.match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Keep `bytes` as this build's snapshot, in place of any other; never throws.
 * @param {Uint8Array} bytes */
export async function keepSnapshot(bytes) {
  try {
    const cache = await opened();
    if (!cache) return;
    for (const request of await cache.keys()) if (request.url !== KEY) await cache.delete(request);
    await cache.put(KEY, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch {
    // full or refused: the next start is a normal one
  }
}

/** Forget a snapshot that failed to restore; never throws. */
export async function forgetSnapshot() {
  try {
    await (await opened())?.delete(KEY);
  } catch {
    // nothing to do
  }
}
