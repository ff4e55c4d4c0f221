// @ts-check
// The messages between a page (engine-client.js) and the engine worker (engine-worker.js),
// written down once, as types the modules that speak the protocol refer to with
// `/** @typedef {import("./engine-protocol.js").Name} Name */`, and the fault codes (the one
// thing here that runs). The Python side of a computation is engine/jsonapi.py's call().
//
// Page → worker: a ComputeRequest per computation.
// Worker → page: progress while it starts, then ready or failed once (replayed to every page
// that connects later), and a ResultReply per ComputeRequest, with the request's id.

// Why the engine could not start. The worker reports network, missing, damaged, wasm_type,
// module_type and boot; the page's client stalled (no news for too long) and worker (the
// worker's script could not load or run). Each has its text `fault_{code}` in
// templates/i18n/{lang}.toml (`{detail}` stands for the message's detail), sent to the page
// by sitebuild/calculators/render.py; tests/js/engine-protocol.test.mjs holds the three together.
export const FAULT_CODES = Object.freeze(
  /** @type {const} */ (["network", "missing", "damaged", "wasm_type", "module_type", "boot", "stalled", "worker"]),
);

/** @typedef {typeof FAULT_CODES[number]} FaultCode */

/**
 * What a page sends in `presenting` to have the result worded for it (engine/present.py).
 * @typedef {object} Presenting
 * @property {object} presentation the spec's presentation (labels, units, tables…)
 * @property {string} lang the page's language (engine/languages.py)
 * @property {string[]} names the players' names as typed ("" for an unnamed seat)
 */

/**
 * Page → worker: compute `calculator` for `inputs`, and word the result when `presenting` is given.
 * @typedef {object} ComputeRequest
 * @property {number} id the page's number for this request, echoed in the reply
 * @property {string} calculator a calculator id (engine.calculators())
 * @property {object} inputs the form's values, as the engine takes them
 * @property {Presenting} [presenting]
 */

/**
 * The engine refused the inputs (engine/errors.py, InputError.to_json()).
 * @typedef {object} InputErrorReply
 * @property {string} field the input's path ("players.2.cities")
 * @property {string} code
 * @property {object} params
 * @property {Object<string, string>} messages the message in every language
 * @property {InputErrorReply[]} [others] further errors, each for its own box
 */

/**
 * The result in the page's words (engine/present.py, present()): the page only places them.
 * @typedef {object} Presented
 * @property {string} lang
 * @property {object[]} outputs
 * @property {object[]} tables
 * @property {string[]} explain
 * @property {{name: string, label: string}[]} check_board values to check against the board
 * @property {?object} standings a sheet's standings (headline, entries in rank order; `winners`, or
 *   `leaders` in a game not over)
 * @property {?{text: string, csv: string[][]}} export a sheet's copied text and CSV cells
 * @property {{id: string, label: string, inputs: object}[]} actions what the table may do next
 */

/**
 * Worker → page: the answer to the ComputeRequest numbered `id`: a result (with `presented`
 * when asked) or the error.
 * @typedef {object} ResultReply
 * @property {"result"} type
 * @property {number} id
 * @property {object} [result] the engine's result (engine/results.py)
 * @property {Presented} [presented]
 * @property {InputErrorReply} [error]
 */

/**
 * Worker → page while it starts: bytes received of those it needs ("download"), or every
 * byte in and Python starting ("start").
 * @typedef {object} ProgressMessage
 * @property {"progress"} type
 * @property {"download" | "start"} phase
 * @property {number} loaded
 * @property {number} total 0 while unknown
 */

/**
 * Worker → page, once: the engine is up. The page's client adds which worker serves it.
 * @typedef {object} ReadyMessage
 * @property {"ready"} type
 * @property {string[]} calculators the calculator ids the engine knows
 * @property {"snapshot" | "fresh"} start Python restored from the snapshot a previous start kept
 *   in this browser (engine-snapshot.js), or started afresh
 * @property {"shared" | "dedicated" | "page"} [worker] added by engine-client.js
 */

/**
 * Worker (or the page's client) → page, once: the engine will not start; a retry starts afresh.
 * @typedef {object} FailedMessage
 * @property {"failed"} type
 * @property {FaultCode} code
 * @property {string} detail for the fault's text and the console
 */

/**
 * The start-up news a page's forms hear (engine-client.js: subscribe()).
 * @typedef {ProgressMessage | ReadyMessage | FailedMessage} StatusMessage
 */

/**
 * Everything the worker posts to a page.
 * @typedef {StatusMessage | ResultReply} WorkerMessage
 */
