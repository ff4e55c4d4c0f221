// Loaded async in the head of calculator pages: starts the engine worker while the page is
// still loading, so Pyodide downloads and compiles alongside the page, not after it.
import { sharedEngine } from "./engine-client.js";

sharedEngine().ready.catch(() => {}); // calculators.js reports failures
