// @ts-check
// The engine worker's downloads (engine-worker.js starts Python with them): Pyodide's files,
// the standard library and the engine wheel, their bytes counted for the progress bar and
// any fault (a missing file, a wrong type, a damaged .gz) reported at once.
//
// Bytes: the wasm, the standard library and the engine wheel come from the .gz files the
// build writes beside them (a third of the bytes on a host that compresses nothing), all
// requested as soon as the worker starts, in parallel with Pyodide's scripts, and unpacked
// once (engine-unpack.js).
import {
  COMPRESSED,
  ENGINE_WHEEL,
  PYODIDE_DIR,
  PYODIDE_FILES,
  PYODIDE_STDLIB,
} from "./build-info.js";
import { unpacked } from "./engine-unpack.js";

/** @param {string} path */
export const here = (path) => new URL(path, import.meta.url).href;
const WASM_TYPE = "application/wasm";
const WASM = PYODIDE_DIR + "pyodide.asm.wasm";
const PROGRESS_EVERY_MS = 150;

export class BootFault extends Error {
  /** @param {string} code @param {string} detail */
  constructor(code, detail) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail;
  }
}

/** @typedef {{type: "progress", phase: "download" | "start", loaded: number, total: number}} Progress */

/**
 * Starts every download at once; returns what the worker needs to start Python with them.
 * @param {(message: Progress) => void} report
 */
export function startDownloads(report) {
  // A runtime file is fetched from its .gz where the build wrote one (build-info's COMPRESSED).
  /** @param {string} path */
  const source = (path) => here(path) + (path in COMPRESSED ? ".gz" : "");
  /** @param {string} url */
  const nameOf = (url) => url.split("/").pop() ?? url;
  /** @type {[string, number][]} */
  const runtime = [
    ...Object.entries(PYODIDE_FILES).map(([name, size]) => /** @type {[string, number]} */ ([PYODIDE_DIR + name, size])),
    [ENGINE_WHEEL.path, ENGINE_WHEEL.size],
    [PYODIDE_STDLIB.path, PYODIDE_STDLIB.size],
  ];
  const rawSize = Object.fromEntries(runtime);

  // Bytes received so far per address fetched, against the sizes known at build time.
  /** @type {Record<string, number>} */
  const expected = Object.fromEntries(runtime.map(([path, size]) => [source(path), COMPRESSED[path] ?? size]));
  const total = Object.values(expected).reduce((a, b) => a + b, 0);
  /** @type {Map<string, number>} */
  const received = new Map();
  let lastReport = 0;

  function reportDownload(force = false) {
    const now = Date.now();
    if (!force && now - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = now;
    const loaded = Math.min(total, [...received.values()].reduce((a, b) => a + b, 0));
    // Every byte in: what is left is CPU work (compiling WebAssembly, starting Python).
    report({ type: "progress", phase: loaded < total ? "download" : "start", loaded, total });
  }

  /** @type {(fault: unknown) => void} */
  let reject = () => {}; // rejects the start as soon as any watched request shows a fault
  /** @type {Promise<never>} */
  const faulted = new Promise((_, fail) => (reject = fail));
  faulted.catch(() => {});

  /** @param {string} url @param {number} bytes */
  function count(url, bytes) {
    // A host that unpacks the .gz itself sends more than its size: the bar stops at full.
    received.set(url, Math.min(expected[url], (received.get(url) ?? 0) + bytes));
    reportDownload();
  }

  const plainFetch = self.fetch.bind(self);

  // Fetches `path` (its .gz) and returns the file's bytes as they come, unpacked.
  /** @param {string} path */
  async function fetchUnpacked(path) {
    const url = source(path);
    const name = nameOf(url);
    const response = await plainFetch(url).catch(() => {
      throw new BootFault("network", name);
    });
    if (!response.ok || !response.body) throw new BootFault("missing", `${name} (HTTP ${response.status})`);
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
    // A fault the network caused is the network's; a broken .gz is the file's.
    /** @param {string | null} detail @param {unknown} [error] */
    const damaged = (detail, error) => {
      const fault = error instanceof BootFault ? error : new BootFault("damaged", detail ? `${name}: ${detail}` : name);
      reject(fault);
      return fault;
    };
    return unpacked(read, rawSize[path], damaged);
  }

  // The file itself, typed `type` (Pyodide compiles the wasm with instantiateStreaming,
  // which needs application/wasm).
  /** @param {string} path @param {string} type */
  async function fetchPacked(path, type) {
    return new Response(await fetchUnpacked(path), { headers: { "Content-Type": type } });
  }

  // Requested now, before anything else: Pyodide's own requests for the wasm and the standard
  // library (it fetches both) get these answers, already on their way.
  /** @type {Map<string, Promise<Response>>} */
  const packed = new Map([
    [here(WASM), fetchPacked(WASM, WASM_TYPE)],
    [here(PYODIDE_STDLIB.path), fetchPacked(PYODIDE_STDLIB.path, "application/zip")],
  ]);
  const wheel = fetchPacked(ENGINE_WHEEL.path, "application/zip").then((response) => response.arrayBuffer());
  for (const answer of [...packed.values(), wheel]) answer.catch((error) => reject(error));

  // Every request Pyodide makes goes through here: the packed files above are answered from
  // their downloads; any other of the runtime's has its bytes counted and its answer checked.
  /** @param {RequestInfo | URL} input @param {RequestInit} [init] */
  async function fetch(input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), import.meta.url).href;
    const answer = packed.get(url);
    if (answer) {
      packed.delete(url); // a body is read once; a second request goes to the network
      return answer;
    }
    let response;
    try {
      response = await plainFetch(input, init);
    } catch (error) {
      if (url in expected) reject(new BootFault("network", nameOf(url)));
      throw error;
    }
    if (!(url in expected)) return response;
    const name = nameOf(url);
    if (!response.ok) reject(new BootFault("missing", `${name} (HTTP ${response.status})`));
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim();
    if (name.endsWith(".wasm") && type !== WASM_TYPE) reject(new BootFault("wasm_type", type || "none"));
    if (response.ok) countBytes(url, response.clone());
    return response; // the original, so the browser keeps its compiled-WebAssembly cache
  }

  /** @param {string} url @param {Response} response */
  async function countBytes(url, response) {
    if (!response.body) return;
    const reader = response.body.getReader();
    received.set(url, 0);
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) break;
      received.set(url, (received.get(url) ?? 0) + value.byteLength);
      reportDownload();
    }
    received.set(url, expected[url]);
    reportDownload(true);
  }

  // A module import that fails says little ("Failed to fetch"); ask the server what it sent.
  /** @param {string} name */
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
      throw new BootFault("boot", `${name}: ${error instanceof Error ? error.message : error}`);
    }
  }

  return { faulted, wheel, fetch, importModule, begin: () => reportDownload(true) };
}
