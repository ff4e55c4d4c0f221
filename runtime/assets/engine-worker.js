// The engine's home: a module worker that boots Pyodide from this site, unpacks the engine
// wheel (no micropip) and answers each page's compute requests with the result, in the
// page's words too (engine/present.py), in the same call. The messages are written down in
// engine-protocol.js. As a SharedWorker it serves every page of the site that is open, so
// moving from one calculator to the next needs no second boot; as a dedicated Worker it
// serves one page.
//
// It tells pages how the start goes: progress while it works, then ready or failed. A fault that
// cannot heal by waiting (a missing file, .wasm with the wrong type, a refused module) is
// reported at once; Pyodide itself would wait forever on some of them.
//
// Bytes: the wasm, the standard library and the engine wheel come from the .gz files the
// build writes beside them (a third of the bytes on a host that compresses nothing), all
// requested at the worker's start, in parallel with Pyodide's scripts. The bytes received
// decide whether to unpack: gzip (1f 8b) is unpacked here with DecompressionStream; anything
// else was unpacked by the browser already (a host that sends the .gz with Content-Encoding),
// so nothing is unpacked twice.
import {
  COMPRESSED,
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

// A runtime file is fetched from its .gz where the build wrote one (build-info's COMPRESSED).
const source = (path) => here(path) + (path in COMPRESSED ? ".gz" : "");
const nameOf = (url) => url.split("/").pop();
const WASM = PYODIDE_DIR + "pyodide.asm.wasm";
const RUNTIME = [
  ...Object.entries(PYODIDE_FILES).map(([name, size]) => [PYODIDE_DIR + name, size]),
  [ENGINE_WHEEL.path, ENGINE_WHEEL.size],
  [PYODIDE_STDLIB.path, PYODIDE_STDLIB.size],
];
const rawSize = Object.fromEntries(RUNTIME);

// Bytes received so far per address fetched, against the sizes known at build time.
const expected = Object.fromEntries(RUNTIME.map(([path, size]) => [source(path), COMPRESSED[path] ?? size]));
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

function count(url, bytes) {
  // A host that unpacks the .gz itself sends more than its size: the bar stops at full.
  received.set(url, Math.min(expected[url], (received.get(url) ?? 0) + bytes));
  reportDownload();
}

// The unpacked bytes of `name`, passed on as they come; a stream that breaks (a damaged
// .gz) or ends short fails the start naming the file, where Pyodide would wait forever.
function whole(stream, name, size) {
  const reader = stream.getReader();
  let seen = 0;
  const fail = (error) => {
    const fault = error instanceof BootFault ? error : new BootFault("damaged", name);
    reject(fault);
    return fault;
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) {
          seen += value.byteLength;
          controller.enqueue(value);
        } else if (seen !== size) {
          throw new BootFault("damaged", `${name}: ${seen} of ${size} bytes`);
        } else {
          controller.close();
        }
      } catch (error) {
        controller.error(fail(error));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

const plainFetch = self.fetch.bind(self);

// Fetches `path` (its .gz) and answers with the file itself, typed `type` (Pyodide compiles
// the wasm with WebAssembly.instantiateStreaming, which needs application/wasm).
async function fetchPacked(path, type) {
  const url = source(path);
  const name = nameOf(url);
  const response = await plainFetch(url).catch(() => {
    throw new BootFault("network", name);
  });
  if (!response.ok) throw new BootFault("missing", `${name} (HTTP ${response.status})`);
  const reader = response.body.getReader();
  const read = () =>
    reader.read().then(
      (chunk) => {
        if (chunk.done) received.set(url, expected[url]);
        count(url, chunk.done ? 0 : chunk.value.byteLength);
        return chunk;
      },
      () => {
        throw new BootFault("network", name);
      },
    );
  let head = new Uint8Array(0); // the first two bytes decide
  while (head.length < 2) {
    const { done, value } = await read();
    if (done) break;
    head = head.length ? new Uint8Array([...head, ...value]) : value;
  }
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  let pending = head.length ? head : null;
  const body = new ReadableStream({
    async pull(controller) {
      if (pending) {
        controller.enqueue(pending);
        pending = null;
        return;
      }
      const { done, value } = await read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const bytes = gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  return new Response(whole(bytes, name, rawSize[path]), { headers: { "Content-Type": type } });
}

// Requested now, before anything else: Pyodide's own requests for the wasm and the standard
// library (it fetches both) get these answers, already on their way.
const packed = new Map([
  [here(WASM), fetchPacked(WASM, WASM_TYPE)],
  [here(PYODIDE_STDLIB.path), fetchPacked(PYODIDE_STDLIB.path, "application/zip")],
]);
const wheel = fetchPacked(ENGINE_WHEEL.path, "application/zip").then((response) => response.arrayBuffer());
for (const answer of [...packed.values(), wheel]) answer.catch((error) => reject(error));

// Every request Pyodide makes goes through here: the packed files above are answered from
// their downloads; any other of the runtime's has its bytes counted and its answer checked.
self.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), import.meta.url).href;
  if (packed.has(url)) {
    const answer = packed.get(url);
    packed.delete(url); // a body is read once; a second request goes to the network
    return answer;
  }
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

async function boot() {
  reportDownload(true);
  const [{ loadPyodide }, { default: createPyodideModule }] = await Promise.all([
    importModule("pyodide.esm.js"),
    importModule("pyodide.asm.js"),
  ]);
  // The standard library compiled to .pyc and trimmed (sitebuild/pyodide/compile.py); a
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

/** @typedef {import("./engine-protocol.js").ComputeRequest} ComputeRequest */
/** @typedef {import("./engine-protocol.js").ResultReply} ResultReply */

// One page's port (a SharedWorker's) or the worker itself (a dedicated Worker's).
function serve(port) {
  ports.add(port);
  if (status) port.postMessage(status);
  closeWhenTold();
  /** @param {MessageEvent<ComputeRequest>} event */
  port.onmessage = async ({ data }) => {
    await booting;
    if (!api) return; // "failed" was posted already
    const presenting = data.presenting ? JSON.stringify(data.presenting) : undefined;
    const reply = JSON.parse(api.call(data.calculator, JSON.stringify(data.inputs), presenting));
    /** @type {ResultReply} */
    const answer = { type: "result", id: data.id, ...reply };
    port.postMessage(answer);
  };
}

if ("onconnect" in self) self.onconnect = (event) => serve(event.ports[0]);
else serve(self);
