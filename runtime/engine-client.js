// The page's side of the engine worker: one worker per page, a promise per computation,
// and a deadline so that a Pyodide that never starts becomes an error, not a wait.
const BOOT_DEADLINE_MS = 8000; // the page must say so within 10 s

function connect() {
  const url = new URL("./engine-worker.mjs", import.meta.url);
  if ("SharedWorker" in window) {
    // One engine for every open page of this build (the URL carries the build's hash).
    const shared = new SharedWorker(url, { type: "module", name: "rules-engine", extendedLifetime: true });
    shared.port.start();
    return { port: shared.port, events: shared, terminate: () => shared.port.close() };
  }
  const worker = new Worker(url, { type: "module" });
  return { port: worker, events: worker, terminate: () => worker.terminate() };
}

let started = null;

// One engine per page, started by whichever module asks first (engine-start.mjs in the
// page's head starts it before the page has finished loading).
export function sharedEngine() {
  started ??= startEngine();
  return started;
}

export function startEngine() {
  const { port, events, terminate } = connect();
  const pending = new Map();
  let nextId = 1;
  let settle;
  const ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const fail = (message) => {
    settle.reject(new Error(message));
    terminate();
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
  };
  const deadline = setTimeout(() => fail("the engine did not start in time"), BOOT_DEADLINE_MS);

  port.onmessage = ({ data }) => {
    if (data.type === "ready") {
      clearTimeout(deadline);
      settle.resolve(data.calculators);
    } else if (data.type === "failed") {
      clearTimeout(deadline);
      fail(data.message);
    } else if (data.type === "result" && pending.has(data.id)) {
      pending.get(data.id).resolve(data);
      pending.delete(data.id);
    }
  };
  events.onerror = (event) => {
    event.preventDefault();
    clearTimeout(deadline);
    fail(event.message || "the engine worker failed to load");
  };

  function compute(calculator, inputs) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      port.postMessage({ id, calculator, inputs });
    });
  }
  return { ready, compute };
}
