// runtime/assets/engine-unpack.js: a downloaded runtime file is unpacked exactly once, decided by its
// first bytes (gzip or not), and a damaged or short file is reported instead of passed on.
import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { importRuntime } from "./runtime.mjs";

const { unpacked } = await importRuntime("engine-unpack.js");

// Deterministic bytes with some repetition, so gzip has something to do.
const FILE = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251 ^ (i >> 9));

// A body read in chunks of `size` bytes (1 and 3 split the two bytes that decide).
function reader(bytes, size) {
  let at = 0;
  return async () => {
    if (at >= bytes.length) return { done: true, value: undefined };
    const value = bytes.slice(at, at + size);
    at += size;
    return { done: false, value };
  };
}

async function drain(stream) {
  const parts = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

function recorder() {
  const faults = [];
  const damaged = (detail, error) => {
    faults.push(detail ?? `broken: ${error?.name ?? error}`);
    return new Error(`damaged: ${detail}`);
  };
  return { faults, damaged };
}

for (const size of [1, 3, 65_536]) {
  test(`gzip bytes are unpacked (chunks of ${size})`, async () => {
    const { faults, damaged } = recorder();
    const out = await drain(await unpacked(reader(gzipSync(FILE, { level: 9 }), size), FILE.length, damaged));
    assert.deepEqual(new Uint8Array(out), FILE);
    assert.deepEqual(faults, []);
  });

  test(`bytes the browser already unpacked pass as they are (chunks of ${size})`, async () => {
    const { faults, damaged } = recorder();
    const out = await drain(await unpacked(reader(FILE, size), FILE.length, damaged));
    assert.deepEqual(new Uint8Array(out), FILE);
    assert.deepEqual(faults, []);
  });
}

test("only both bytes 1f 8b mean gzip: a plain file may begin with 1f", async () => {
  const file = Uint8Array.from(FILE);
  file[0] = 0x1f;
  const { faults, damaged } = recorder();
  const out = await drain(await unpacked(reader(file, 1), file.length, damaged));
  assert.deepEqual(new Uint8Array(out), file);
  assert.deepEqual(faults, []);
});

test("a file that is itself gzip, sent unpacked once, is unpacked once: the size tells", async () => {
  // The .gz of a .gz: one layer off gives the inner .gz (its own size), not the file.
  const inner = gzipSync(FILE);
  const { faults, damaged } = recorder();
  const out = await drain(await unpacked(reader(gzipSync(inner), 4096), inner.length, damaged));
  assert.deepEqual(new Uint8Array(out), new Uint8Array(inner));
  assert.deepEqual(faults, []);
});

test("a truncated .gz fails, naming what arrived", async () => {
  const packed = gzipSync(FILE);
  const { faults, damaged } = recorder();
  await assert.rejects(drain(await unpacked(reader(packed.subarray(0, packed.length >> 1), 4096), FILE.length, damaged)));
  assert.equal(faults.length, 1);
});

test("a corrupt .gz fails", async () => {
  const packed = Buffer.from(gzipSync(FILE));
  packed.fill(0x55, 40, 4000); // the deflate stream scribbled over, the gzip header intact
  const { faults, damaged } = recorder();
  await assert.rejects(drain(await unpacked(reader(packed, 4096), FILE.length, damaged)));
  assert.equal(faults.length, 1);
});

test("plain bytes that end short fail with the count", async () => {
  const { faults, damaged } = recorder();
  await assert.rejects(drain(await unpacked(reader(FILE.subarray(0, 1000), 300), FILE.length, damaged)));
  assert.deepEqual(faults, [`1000 of ${FILE.length} bytes`]);
});

test("an empty body fails rather than hanging", async () => {
  const { faults, damaged } = recorder();
  await assert.rejects(drain(await unpacked(reader(new Uint8Array(0), 1), 10, damaged)));
  assert.deepEqual(faults, ["0 of 10 bytes"]);
});
