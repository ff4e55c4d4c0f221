// The engine's home: a module worker that boots Pyodide from this site, unpacks the engine
// wheel (no micropip) and answers {id, calculator, inputs} with {type: "result", id, ...}.
// As a SharedWorker it serves every page of the site that is open, so moving from one
// calculator to the next needs no second boot; as a dedicated Worker it serves one page.
//
// It tells pages how the start goes: {type: "progress", phase: "download"|"start", loaded,
// total} while it works, then {type: "ready"} or {type: "failed", code, detail}. A fault that
// cannot heal by waiting (a missing file, .wasm with the wrong type, a refused module) is
// reported at once; Pyodide itself would wait forever on some of them.
import {
  ENGINE_WHEEL,
  PYODIDE_DIR,
  PYODIDE_FILES,
  PYODIDE_LOCK,
  PYODIDE_STDLIB,
  PYODIDE_STDLIB_FALLBACK,
} from "./build-info.js";

const here = (path) => new URL(path, import.meta.url).href;
const WASM_TYPE = "application/wasm";
const PROGRESS_EVERY_MS = 150;

let api = null;
let status = null; // the latest message for pages: replayed to pages that connect later
const ports = new Set();

function broadcast(message) {
  // "ready" and "failed" are final: late progress (a body still being read) must not hide them.
  if (status && status.type !== "progress") return;
  status = message;
  for (const port of ports) port.postMessage(message);
}

class BootFault extends Error {
  constructor(code, detail) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail;
  }
}

// Bytes of the runtime files received so far, against their sizes known at build time.
const expected = Object.fromEntries(
  [...Object.entries(PYODIDE_FILES).map(([name, size]) => [here(PYODIDE_DIR + name), size])].concat([
    [here(ENGINE_WHEEL.path), ENGINE_WHEEL.size],
    [here(PYODIDE_STDLIB.path), PYODIDE_STDLIB.size],
  ]),
);
const total = Object.values(expected).reduce((a, b) => a + b, 0);
const received = new Map();
let lastReport = 0;

function reportDownload(force = false) {
  const now = Date.now();
  if (!force && now - lastReport < PROGRESS_EVERY_MS) return;
  lastReport = now;
  const loaded = Math.min(total, [...received.values()].reduce((a, b) => a + b, 0));
  // Every byte in: what is left is CPU work (compiling WebAssembly, starting Python).
  broadcast({ type: "progress", phase: loaded < total ? "download" : "start", loaded, total });
}

let reject; // rejects the boot as soon as any watched request shows a fault
const faulted = new Promise((_, fail) => (reject = fail));
faulted.catch(() => {});

// Every request Pyodide makes goes through here: count its bytes and check its answer.
const plainFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), import.meta.url).href;
  let response;
  try {
    response = await plainFetch(input, init);
  } catch (error) {
    if (url in expected) reject(new BootFault("network", url.split("/").pop()));
    throw error;
  }
  if (!(url in expected)) return response;
  const name = url.split("/").pop();
  if (!response.ok) reject(new BootFault("missing", `${name} (HTTP ${response.status})`));
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim();
  if (name.endsWith(".wasm") && type !== WASM_TYPE) reject(new BootFault("wasm_type", type || "none"));
  if (response.ok) countBytes(url, response.clone());
  return response; // the original, so the browser keeps its compiled-WebAssembly cache
};

async function countBytes(url, response) {
  if (!response.body) return;
  const reader = response.body.getReader();
  received.set(url, 0);
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true }));
    if (done) break;
    received.set(url, received.get(url) + value.byteLength);
    reportDownload();
  }
  received.set(url, expected[url]);
  reportDownload(true);
}

// A module import that fails says little ("Failed to fetch"); ask the server what it sent.
async function importModule(name) {
  const url = here(PYODIDE_DIR + name);
  try {
    const module = await import(url);
    received.set(url, expected[url] ?? 0);
    reportDownload(true);
    return module;
  } catch (error) {
    const probe = await plainFetch(url, { method: "HEAD" }).catch(() => null);
    if (probe && !probe.ok) throw new BootFault("missing", `${name} (HTTP ${probe.status})`);
    const type = probe?.headers.get("content-type") ?? "";
    if (probe && !/javascript|ecmascript/.test(type)) throw new BootFault("module_type", `${name}: ${type || "none"}`);
    throw new BootFault("boot", `${name}: ${error.message}`);
  }
}

async function fetchWheel() {
  const response = await self.fetch(here(ENGINE_WHEEL.path));
  if (!response.ok) throw new BootFault("missing", `${ENGINE_WHEEL.path.split("/").pop()} (HTTP ${response.status})`);
  return response.arrayBuffer();
}

async function boot() {
  reportDownload(true);
  const wheel = fetchWheel(); // downloads while Pyodide starts
  wheel.catch(() => {}); // reported below, once awaited
  const [{ loadPyodide }, { default: createPyodideModule }] = await Promise.all([
    importModule("pyodide.esm.js"),
    importModule("pyodide.asm.js"),
  ]);
  // The standard library compiled to .pyc and trimmed (sitebuild/pyodide_compile.py); a
  // module left out is loaded from the stock zip by the fallback finder it brings along.
  const pyodide = await loadPyodide({
    indexURL: here(PYODIDE_DIR),
    stdLibURL: here(PYODIDE_STDLIB.path),
    env: { PYODIDE_STDLIB_FALLBACK: here(PYODIDE_STDLIB_FALLBACK) },
    createPyodideModule,
    lockFileContents: PYODIDE_LOCK, // no packages are loaded: the lock's info is enough
    packageBaseUrl: here(PYODIDE_DIR), // never the CDN, should anything ask
  });
  pyodide.unpackArchive(await wheel, "wheel");
  api = pyodide.pyimport("engine.jsonapi");
  return JSON.parse(api.calculators_json()); // proves the import worked
}

const booting = Promise.race([boot(), faulted]).then(
  (calculators) => ({ type: "ready", calculators }),
  (error) => ({
    type: "failed",
    code: error instanceof BootFault ? error.code : "boot",
    detail: String(error?.detail ?? error?.message ?? error),
  }),
);
const CLOSE_AFTER_FAILURE_MS = 10_000;
let closing = null;

// A failed engine never heals: once a page has heard of it, close, so that the next page
// (or a retry, which asks for a new worker) starts afresh.
function closeWhenTold() {
  if (status?.type === "failed" && ports.size && !closing) {
    closing = setTimeout(() => self.close(), CLOSE_AFTER_FAILURE_MS);
  }
}

booting.then((message) => {
  broadcast(message);
  closeWhenTold();
});

function serve(port) {
  ports.add(port);
  if (status) port.postMessage(status);
  closeWhenTold();
  port.onmessage = async ({ data }) => {
    await booting;
    if (!api) return; // "failed" was posted already
    const reply = JSON.parse(api.call(data.calculator, JSON.stringify(data.inputs)));
    port.postMessage({ type: "result", id: data.id, ...reply });
  };
}

if ("onconnect" in self) self.onconnect = (event) => serve(event.ports[0]);
else serve(self);
