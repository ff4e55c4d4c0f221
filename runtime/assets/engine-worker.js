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
// The downloads (engine-downloads.js) start with the worker, before Pyodide's scripts load.
import { PYODIDE_DIR, PYODIDE_LOCK, PYODIDE_STDLIB, PYODIDE_STDLIB_FALLBACK } from "./build-info.js";
import { BootFault, here, startDownloads } from "./engine-downloads.js";
import { forgetSnapshot, keepSnapshot, keptSnapshot } from "./engine-snapshot.js";

let api = null;
let status = null; // the latest message for pages: replayed to pages that connect later
const ports = new Set();

function broadcast(message) {
  // "ready" and "failed" are final: late progress (a body still being read) must not hide them.
  if (status && status.type !== "progress") return;
  status = message;
  for (const port of ports) port.postMessage(message);
}

const downloads = startDownloads(broadcast);
const { faulted, wheel, importModule } = downloads;
self.fetch = downloads.fetch; // Pyodide's requests get the downloads already under way

// Python started and the engine imported: from the snapshot a previous start kept in this
// browser (engine-snapshot.js), else afresh, keeping a snapshot for the next start.
async function boot() {
  downloads.begin();
  const keeping = keptSnapshot(); // read alongside the downloads
  const [{ loadPyodide }, { default: createPyodideModule }] = await Promise.all([
    importModule("pyodide.esm.js"),
    importModule("pyodide.asm.js"),
  ]);
  // The standard library compiled to .pyc and trimmed (sitebuild/pyodide/compile.py); a
  // module left out is loaded from the stock zip by the fallback finder it brings along.
  const options = {
    indexURL: here(PYODIDE_DIR),
    stdLibURL: here(PYODIDE_STDLIB.path),
    env: { PYODIDE_STDLIB_FALLBACK: here(PYODIDE_STDLIB_FALLBACK) },
    createPyodideModule,
    lockFileContents: PYODIDE_LOCK, // no packages are loaded: the lock's info is enough
    packageBaseUrl: here(PYODIDE_DIR), // never the CDN, should anything ask
  };
  const kept = await keeping;
  if (kept) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: kept });
      return await engineIn(pyodide, "snapshot");
    } catch (error) {
      console.warn(`engine snapshot not restored, starting afresh: ${error?.message ?? error}`);
      await forgetSnapshot(); // never tried twice
    }
  }
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  return await engineIn(pyodide, "fresh");
}

// A snapshot holds Python's memory, not its files: the wheel is unpacked either way, for
// anything the engine imports later. A fresh start keeps its snapshot (taken before any
// computation, the engine imported) while the engine answers.
async function engineIn(pyodide, start) {
  pyodide.unpackArchive(await wheel, "wheel");
  if (start === "fresh") {
    pyodide.runPython("import engine.jsonapi");
    keepSnapshot(pyodide.makeMemorySnapshot());
  }
  api = pyodide.pyimport("engine.jsonapi");
  return { calculators: JSON.parse(api.calculators_json()), start }; // proves the import worked
}

const booting = Promise.race([boot(), faulted]).then(
  ({ calculators, start }) => ({ type: "ready", calculators, start }),
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
  if (status?.type === "failed" && ports.size && !closing && !("document" in self)) {
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
else if (!("document" in self)) serve(self);

// Run in a page instead (engine-connect.js, connectInPage): the page hands over a port.
export const serveInPage = serve;
