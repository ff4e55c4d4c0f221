// Runs the pinned Pyodide under Node for sitebuild/pyodide/compile.py: boots it (from the
// stock standard library or from a compiled one), walks the engine worker's start-up path
// (unpackArchive, pyimport, a call per corpus entry, a Python error reaching JS), then runs
// one function of sitebuild/pyodide/in_pyodide.py and writes everything it measured as JSON.
//
//   node compile-for-pyodide.mjs JOB.json
//
// JOB: {pyodide: dir of the npm package (ends in /), host: a host dir mounted at /host,
//       out: where to write the JSON report, stdlib?: stdLibURL, env?: {...},
//       engine?: engine wheel to unpack, corpus?: JSON file of [calculator, inputs_json],
//       task?: name of a function in in_pyodide.py, args?: its JSON argument}
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const here = dirname(fileURLToPath(import.meta.url));
const log = (text) => process.stderr.write(text + "\n");
const ms = (start) => Math.round((performance.now() - start) * 100) / 100;
const report = { times: {} };
// Node would print the minified source line of an uncaught error; the message is enough.
process.on("uncaughtException", (error) => {
  log(`${error?.name ?? "Error"}: ${error?.message ?? error}`);
  process.exit(1);
});
const arrayBuffer = (path) => {
  const bytes = readFileSync(path); // what the worker passes: an ArrayBuffer, not a Buffer
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

const { loadPyodide } = await import(pathToFileURL(join(job.pyodide, "pyodide.mjs")).href);
let start = performance.now();
const pyodide = await loadPyodide({
  indexURL: job.pyodide,
  ...(job.stdlib ? { stdLibURL: job.stdlib } : {}),
  // A fixed hash seed: set and frozenset constants are marshalled in hash order.
  env: { PYTHONHASHSEED: "0", ...(job.env ?? {}) },
  stdout: log,
  stderr: log,
});
report.times.load = ms(start);
pyodide.mountNodeFS("/host", job.host);

if (job.engine) {
  // The worker's path, step by step (runtime/engine-worker.*).
  start = performance.now();
  pyodide.unpackArchive(arrayBuffer(job.engine), "wheel");
  report.times.unpack = ms(start);
  start = performance.now();
  const api = pyodide.pyimport("engine.jsonapi");
  report.calculators = JSON.parse(api.calculators_json());
  report.times.import = ms(start);
  if (job.corpus) {
    const corpus = JSON.parse(readFileSync(job.corpus, "utf8"));
    start = performance.now();
    report.replies = corpus.map(([id, inputs]) => api.call(id, inputs));
    report.times.calls = ms(start);
  }
  // Error paths the worker can meet: a Python exception and a failed import reaching JS.
  report.errors = [];
  for (const fail of [() => pyodide.runPython("raise RuntimeError('probe')"), () => pyodide.pyimport("no_such_module")]) {
    try {
      fail();
    } catch (error) {
      report.errors.push(String(error.message).split("\n").filter(Boolean).at(-1));
    }
  }
}

if (job.task) {
  const code = readFileSync(join(here, "in_pyodide.py"), "utf8");
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(code, { globals: namespace, filename: "in_pyodide.py" });
  start = performance.now();
  report.task = JSON.parse(namespace.get(job.task)(JSON.stringify(job.args ?? null)));
  report.times.task = ms(start);
}
writeFileSync(job.out, JSON.stringify(report));
