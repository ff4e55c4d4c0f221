// @ts-check
// One downloaded runtime file's bytes, unpacked once: the bytes received decide, not the
// name. Gzip (1f 8b) is unpacked here with DecompressionStream; anything else was unpacked
// by the browser already (a host that sends the .gz with Content-Encoding), or never packed.

/** @typedef {() => Promise<ReadableStreamReadResult<Uint8Array>>} Read */

/**
 * The file's bytes, unpacked, passed on as they come. A stream that breaks (a damaged .gz)
 * or ends short of `size` errors with `damaged(detail)`, where Pyodide would wait forever.
 * @param {Read} read the response body's chunks as received
 * @param {number} size the file's size once unpacked, as the build wrote it
 * @param {(detail: string | null, error?: unknown) => Error} damaged makes (and reports) the fault
 * @returns {Promise<ReadableStream<Uint8Array>>}
 */
export async function unpacked(read, size, damaged) {
  let head = new Uint8Array(0); // the first two bytes decide
  while (head.length < 2) {
    const { done, value } = await read();
    if (done) break;
    head = head.length ? new Uint8Array([...head, ...value]) : value;
  }
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  /** @type {Uint8Array | null} */
  let pending = head.length ? head : null;
  /** @type {ReadableStream<Uint8Array>} */
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
  });
  return whole(gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body, size, damaged);
}

/**
 * `stream` passed on, checked to end at exactly `size` bytes.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} size
 * @param {(detail: string | null, error?: unknown) => Error} damaged
 */
function whole(stream, size, damaged) {
  const reader = stream.getReader();
  let seen = 0;
  return new ReadableStream({
    async pull(controller) {
      let result;
      try {
        result = await reader.read();
      } catch (error) {
        controller.error(damaged(null, error));
        return;
      }
      if (!result.done) {
        seen += result.value.byteLength;
        controller.enqueue(result.value);
      } else if (seen !== size) {
        controller.error(damaged(`${seen} of ${size} bytes`));
      } else {
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
