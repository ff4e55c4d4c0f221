// The page's side of the engine worker: one worker per page, a promise per computation,
// and a deadline so that a Pyodide that never starts becomes an error, not a wait.
const BOOT_DEADLINE_MS = 8000; // the page must say so within 10 s

export function startEngine() {
  const worker = new Worker(new URL("./engine-worker.mjs", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let settle;
  const ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const fail = (message) => {
    settle.reject(new Error(message));
    worker.terminate();
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
  };
  const deadline = setTimeout(() => fail("the engine did not start in time"), BOOT_DEADLINE_MS);

  worker.onmessage = ({ data }) => {
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
  worker.onerror = (event) => {
    event.preventDefault();
    clearTimeout(deadline);
    fail(event.message || "the engine worker failed to load");
  };

  function compute(calculator, inputs) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, calculator, inputs });
    });
  }
  return { ready, compute };
}
