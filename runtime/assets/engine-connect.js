// @ts-check
// The ways a page reaches the engine worker (engine-client.js decides which, and when to give up
// on one): a SharedWorker, one engine for every open page of this build; a dedicated Worker
// where the browser refuses that; the worker's module run in the page itself where no worker may
// start.

export const WORKER_URL = new URL("./engine-worker.js", import.meta.url);

/** @returns {Promise<boolean>} whether the worker's script would be refused */
export async function scriptRefused() {
  try {
    const response = await fetch(WORKER_URL);
    response.body?.cancel(); // only its status and type are read
    return !response.ok || !/(java|ecma|j|live)script/i.test(response.headers.get("content-type") ?? "");
  } catch {
    return false; // offline or blocked: the worker's own error, or the silence, will tell
  }
}

/**
 * A worker the page talks to: `port` carries the messages, `events` reports a script that failed.
 * @typedef {{kind: "shared" | "dedicated" | "page", port: MessagePort | Worker, events: SharedWorker | Worker, terminate: () => void}} Connection
 */

// One engine for every open page of this build (the URL carries the build's hash); a retry
// gets a worker of its own, away from the one that failed. Returns null where the browser
// refuses a SharedWorker (none at all, or a third-party frame without storage access).
/** @returns {?Connection} */
export function connectShared(url, attempt) {
  if (!("SharedWorker" in window)) return null;
  try {
    const name = attempt ? `rules-engine-retry-${Date.now()}` : "rules-engine";
    // extendedLifetime is newer than the DOM types: the cast keeps the type check quiet.
    const options = /** @type {WorkerOptions} */ ({ type: "module", name, extendedLifetime: true });
    const shared = new SharedWorker(url, options);
    shared.port.start();
    return { kind: "shared", port: shared.port, events: shared, terminate: () => shared.port.close() };
  } catch {
    return null;
  }
}

/** @returns {Connection} */
export function connectDedicated(url) {
  const worker = new Worker(url, { type: "module" });
  return { kind: "dedicated", port: worker, events: worker, terminate: () => worker.terminate() };
}

// A sandboxed frame of an opaque origin (WordPress's pasted link: sandbox="allow-scripts")
// may start no worker from our address ("cannot be accessed from origin 'null'"), and the CSP
// allows no blob: worker: there the worker's module runs in the page itself, a MessageChannel
// standing for the worker (its files come with CORS headers). Python's start then holds the
// page for a moment; only there.
/** @returns {Connection} */
export function connectInPage(url, attempt) {
  const address = new URL(url);
  if (attempt) address.searchParams.set("attempt", String(attempt)); // a retry runs afresh
  const channel = new MessageChannel();
  const events = /** @type {Worker} */ (/** @type {unknown} */ ({ onerror: null }));
  import(address.href).then(
    (module) => module.serveInPage(channel.port2),
    (error) => events.onerror?.(new ErrorEvent("error", { message: error?.message ?? String(error) })),
  );
  return { kind: "page", port: channel.port1, events, terminate: () => channel.port1.close() };
}
