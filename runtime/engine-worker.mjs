// The engine's home: a module Worker that boots Pyodide from this site, unpacks the engine
// wheel (no micropip) and answers {id, calculator, inputs} with {type: "result", id, result|error}.
import { ENGINE_WHEEL, PYODIDE_DIR } from "./build-info.mjs";

const here = (path) => new URL(path, import.meta.url).href;
let api = null;

async function boot() {
  const { loadPyodide } = await import(here(PYODIDE_DIR + "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: here(PYODIDE_DIR) });
  const response = await fetch(here(ENGINE_WHEEL));
  if (!response.ok) throw new Error(`engine wheel: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "wheel");
  api = pyodide.pyimport("engine.jsonapi");
  return JSON.parse(api.calculators_json()); // proves the import worked
}

const booting = boot();
booting.then(
  (calculators) => postMessage({ type: "ready", calculators }),
  (error) => postMessage({ type: "failed", message: String(error?.message ?? error) }),
);

self.onmessage = async (event) => {
  const { id, calculator, inputs } = event.data;
  try {
    await booting;
  } catch {
    return; // "failed" was posted already
  }
  const reply = JSON.parse(api.call(calculator, JSON.stringify(inputs)));
  postMessage({ type: "result", id, ...reply });
};
