// The engine's home: a module worker that boots Pyodide from this site, unpacks the engine
// wheel (no micropip) and answers {id, calculator, inputs} with {type: "result", id, ...}.
// As a SharedWorker it serves every page of the site that is open, so moving from one
// calculator to the next needs no second boot; as a dedicated Worker it serves one page.
import { ENGINE_WHEEL, PYODIDE_DIR } from "./build-info.mjs";

const here = (path) => new URL(path, import.meta.url).href;
let api = null;
let status = null; // the "ready" or "failed" message, replayed to pages that connect later

async function fetchWheel() {
  const response = await fetch(here(ENGINE_WHEEL));
  if (!response.ok) throw new Error(`engine wheel: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function boot() {
  const wheel = fetchWheel(); // downloads while Pyodide starts
  wheel.catch(() => {}); // reported below, once awaited
  const { loadPyodide } = await import(here(PYODIDE_DIR + "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: here(PYODIDE_DIR) });
  pyodide.unpackArchive(await wheel, "wheel");
  api = pyodide.pyimport("engine.jsonapi");
  return JSON.parse(api.calculators_json()); // proves the import worked
}

const ports = new Set();
const booting = boot().then(
  (calculators) => ({ type: "ready", calculators }),
  (error) => ({ type: "failed", message: String(error?.message ?? error) }),
);
booting.then((message) => {
  status = message;
  for (const port of ports) port.postMessage(message);
});

function serve(port) {
  ports.add(port);
  if (status) port.postMessage(status);
  port.onmessage = async ({ data }) => {
    await booting;
    if (!api) return; // "failed" was posted already
    const reply = JSON.parse(api.call(data.calculator, JSON.stringify(data.inputs)));
    port.postMessage({ type: "result", id: data.id, ...reply });
  };
}

if ("onconnect" in self) self.onconnect = (event) => serve(event.ports[0]);
else serve(self);
