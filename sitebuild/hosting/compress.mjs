// Precompressed siblings for sitebuild/hosting/compress.py: reads [[path, ["gz", "br"]], ...] as JSON
// on stdin and writes path.gz (gzip level 9) and path.br (brotli quality 11) beside each file.
// Node's zlib is used because Python's standard library has no brotli, and its thread pool
// compresses several files at once. Both outputs carry no timestamp or name, so a rebuild of
// the same files writes the same bytes.
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(html|css|js|json|svg|xml|txt|webmanifest)$/;

const jobs = JSON.parse(readFileSync(0, "utf-8"));
await Promise.all(
  jobs.map(async ([path, formats]) => {
    const data = await readFile(path);
    if (formats.includes("gz")) await writeFile(`${path}.gz`, await gzip(data, { level: 9 }));
    if (formats.includes("br")) {
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: TEXT.test(path)
          ? zlib.constants.BROTLI_MODE_TEXT
          : zlib.constants.BROTLI_MODE_GENERIC,
      };
      await writeFile(`${path}.br`, await brotli(data, { params }));
    }
  }),
);
