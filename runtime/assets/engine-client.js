// @ts-check
// The page's side of the engine worker: one engine per page, a promise per computation,
// and start-up news for the forms. Slowness is not failure: the start may take as long as
// it needs while progress arrives; only a stall (no news for STALL_MS) or a fault the
// worker reports (a missing file, a wrong type) ends it, and retry() starts afresh.
// Where the browser refuses a SharedWorker (third-party frames without storage access,
// browsers without one), the same worker runs as a dedicated Worker, retries included.
// The messages both ways are written down in engine-protocol.js; the connections are made in
// engine-connect.js.
import { WORKER_URL, connectDedicated, connectInPage, connectShared, scriptRefused } from "./engine-connect.js";
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
