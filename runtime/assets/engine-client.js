// @ts-check
// The page's side of the engine worker: one engine per page, a promise per computation,
// and start-up news for the forms. Slowness is not failure: the start may take as long as
// it needs while progress arrives; only a stall (no news for STALL_MS) or a fault the
// worker reports (a missing file, a wrong type) ends it, and retry() starts afresh.
// Where the browser refuses a SharedWorker (third-party frames without storage access,
// browsers without one), the same worker runs as a dedicated Worker, retries included.
// The messages both ways are written down in engine-protocol.js.
/** @typedef {import("./engine-protocol.js").ComputeRequest} ComputeRequest */
/** @typedef {import("./engine-protocol.js").FaultCode} FaultCode */
/** @typedef {import("./engine-protocol.js").Presenting} Presenting */
/** @typedef {import("./engine-protocol.js").ResultReply} ResultReply */
/** @typedef {import("./engine-protocol.js").StatusMessage} StatusMessage */
/** @typedef {import("./engine-protocol.js").WorkerMessage} WorkerMessage */
const STALL_MS = 45_000; // longer than Python's start on a slow phone, which sends no news

// How long a SharedWorker may stay silent before the page gives up on it: a live one answers
// as soon as its small script has loaded (it replays its latest news to every new page), or
// once Python's start stops blocking it; giving up early only costs a second download.
const FIRST_WORD_MS = 10_000;
// A SharedWorker whose script is refused (missing, or not served as JavaScript) should say so
// with an error event, but the event is not always delivered: after PROBE_MS of silence the page
// fetches the script itself (from the HTTP cache, as a rule) and gives up at once on a refusal.
const PROBE_MS = 2_000;

const WORKER_URL = new URL("./engine-worker.js", import.meta.url);

/** @returns {Promise<boolean>} whether the worker's script would be refused */
async function scriptRefused() {
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
function connectShared(url, attempt) {
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
function connectDedicated(url) {
  const worker = new Worker(url, { type: "module" });
  return { kind: "dedicated", port: worker, events: worker, terminate: () => worker.terminate() };
}

// A sandboxed frame of an opaque origin (WordPress's pasted link: sandbox="allow-scripts")
// may start no worker from our address ("cannot be accessed from origin 'null'"), and the CSP
// allows no blob: worker: there the worker's module runs in the page itself, a MessageChannel
// standing for the worker (its files come with CORS headers). Python's start then holds the
// page for a moment; only there.
/** @returns {Connection} */
function connectInPage(url, attempt) {
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

class Engine {
  constructor() {
    this.listeners = new Set();
    this.attempt = 0;
    this.sharedRefused = false; // once refused on this page, every start (retries too) is dedicated
    this.start();
  }

  // Called with each start-up message, the latest one first.
  /** @param {(message: StatusMessage) => void} listener */
  subscribe(listener) {
    this.listeners.add(listener);
    if (this.last) listener(this.last);
  }

  /** @param {StatusMessage} message */
  emit(message) {
    this.last = message;
    for (const listener of this.listeners) listener(message);
  }

  start() {
    let settle;
    this.ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
    this.ready.catch(() => {}); // each form reports through subscribe()
    const attempt = this.attempt++;
    const dedicated = () => {
      this.sharedRefused = true;
      try {
        return connectDedicated(WORKER_URL);
      } catch {
        return connectInPage(WORKER_URL, attempt); // refused from an opaque origin
      }
    };
    if (this.sharedRefused) this.run(dedicated, settle, null);
    else this.run(() => connectShared(WORKER_URL, attempt), settle, dedicated);
  }

  // Runs one worker; `fallBack` (or null) opens the dedicated Worker used instead when this
  // one cannot be created, errors before its first message or never sends one.
  run(open, settle, fallBack) {
    let connection = null;
    let refusal = "";
    try {
      connection = open();
    } catch (error) {
      refusal = error?.message ?? String(error);
    }
    /** @type {(code: FaultCode, detail: string) => void} */
    const fail = (code, detail) => {
      this.emit({ type: "failed", code, detail });
      settle.reject(new Error(`${code}: ${detail}`));
    };
    if (!connection) {
      if (fallBack) this.run(fallBack, settle, null);
      else fail("worker", refusal || "the engine's script could not be loaded");
      return;
    }
    const { kind, port, events, terminate } = connection;
    this.worker = kind;
    const pending = new Map();
    let stall;
    let silence;
    let probe;
    const stop = () => {
      clearTimeout(stall);
      clearTimeout(silence);
      clearTimeout(probe);
      port.onmessage = null;
      events.onerror = null;
      terminate();
      for (const { reject } of pending.values()) reject(new Error("stopped"));
      pending.clear();
    };
    /** @type {(code: FaultCode, detail: string) => void} */
    const failed = (code, detail) => {
      stop();
      fail(code, detail);
    };
    const giveUp = () => {
      stop();
      this.run(fallBack, settle, null);
    };
    const alive = () => {
      clearTimeout(stall);
      stall = setTimeout(() => failed("stalled", `no progress for ${STALL_MS / 1000} s`), STALL_MS);
    };
    alive();
    let heard = false;
    if (fallBack) {
      silence = setTimeout(giveUp, FIRST_WORD_MS);
      // still waiting for a first word, and not stopped (stop() takes onmessage away)
      const waiting = () => !heard && port.onmessage !== null;
      probe = setTimeout(async () => {
        if (waiting() && (await scriptRefused()) && waiting()) giveUp();
      }, PROBE_MS);
    }

    /** @param {MessageEvent<WorkerMessage>} event */
    port.onmessage = ({ data }) => {
      heard = true;
      clearTimeout(silence);
      clearTimeout(probe);
      if (data.type === "progress") {
        alive();
        this.emit(data);
      } else if (data.type === "ready") {
        clearTimeout(stall);
        settle.resolve(data.calculators);
        this.emit({ ...data, worker: kind });
      } else if (data.type === "failed") {
        failed(data.code, data.detail);
      } else if (data.type === "result" && pending.has(data.id)) {
        pending.get(data.id).resolve(data);
        pending.delete(data.id);
      }
    };
    // The worker's own script could not load or run (missing, refused as a module…); a
    // SharedWorker refused before a word (a third-party frame) gives way to a dedicated one.
    events.onerror = (event) => {
      event.preventDefault?.();
      if (fallBack && !heard) giveUp();
      else failed("worker", event.message || "the engine's script could not be loaded");
    };
    let nextId = 1;
    // `presenting` asks for the result in words too (engine/present.py).
    /** @type {(calculator: string, inputs: object, presenting?: Presenting) => Promise<ResultReply>} */
    this.compute = (calculator, inputs, presenting) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        /** @type {ComputeRequest} */
        const request = { id, calculator, inputs, presenting };
        port.postMessage(request);
      });
  }

  retry() {
    if (this.last?.type !== "failed") return;
    this.emit({ type: "progress", phase: "download", loaded: 0, total: 0 });
    this.start();
  }
}

let shared = null;

// One engine per page, started by whichever module asks first (engine-start.js in the
// page's head starts it before the page has finished loading).
export function sharedEngine() {
  shared ??= new Engine();
  return shared;
}
