// The page's side of the engine worker: one engine per page, a promise per computation,
// and start-up news for the forms. Slowness is not failure: the start may take as long as
// it needs while progress arrives; only a stall (no news for STALL_MS) or a fault the
// worker reports (a missing file, a wrong type) ends it, and retry() starts afresh.
const STALL_MS = 45_000; // longer than Python's start on a slow phone, which sends no news

function connect(attempt) {
  const url = new URL("./engine-worker.js", import.meta.url);
  if ("SharedWorker" in window) {
    // One engine for every open page of this build (the URL carries the build's hash); a
    // retry gets a worker of its own, away from the one that failed.
    const name = attempt ? `rules-engine-retry-${Date.now()}` : "rules-engine";
    const shared = new SharedWorker(url, { type: "module", name, extendedLifetime: true });
    shared.port.start();
    return { port: shared.port, events: shared, terminate: () => shared.port.close() };
  }
  const worker = new Worker(url, { type: "module" });
  return { port: worker, events: worker, terminate: () => worker.terminate() };
}

class Engine {
  constructor() {
    this.listeners = new Set();
    this.attempt = 0;
    this.start();
  }

  // Called with each {type: "progress" | "ready" | "failed", ...} message, latest first.
  subscribe(listener) {
    this.listeners.add(listener);
    if (this.last) listener(this.last);
  }

  emit(message) {
    this.last = message;
    for (const listener of this.listeners) listener(message);
  }

  start() {
    const { port, events, terminate } = connect(this.attempt++);
    const pending = new Map();
    let settle;
    this.ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
    this.ready.catch(() => {}); // each form reports through subscribe()
    let stall;
    const fail = (code, detail) => {
      clearTimeout(stall);
      port.onmessage = null;
      terminate();
      for (const { reject } of pending.values()) reject(new Error(code));
      pending.clear();
      settle.reject(new Error(`${code}: ${detail}`));
      this.emit({ type: "failed", code, detail });
    };
    const alive = () => {
      clearTimeout(stall);
      stall = setTimeout(() => fail("stalled", `no progress for ${STALL_MS / 1000} s`), STALL_MS);
    };
    alive();

    port.onmessage = ({ data }) => {
      if (data.type === "progress") {
        alive();
        this.emit(data);
      } else if (data.type === "ready") {
        clearTimeout(stall);
        settle.resolve(data.calculators);
        this.emit(data);
      } else if (data.type === "failed") {
        fail(data.code, data.detail);
      } else if (data.type === "result" && pending.has(data.id)) {
        pending.get(data.id).resolve(data);
        pending.delete(data.id);
      }
    };
    // The worker's own script could not load or run (missing, refused as a module…).
    events.onerror = (event) => {
      event.preventDefault?.();
      fail("worker", event.message || "the engine's script could not be loaded");
    };
    let nextId = 1;
    this.compute = (calculator, inputs) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        port.postMessage({ id, calculator, inputs });
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
