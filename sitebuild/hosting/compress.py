"""Precompressed siblings: `name.gz` (gzip -9) and `name.br` (brotli -11) beside the files
that gain from them, for hosts that send such a sibling when a browser asks for `name`
(nginx gzip_static/brotli_static, Caddy's `precompressed`), and the `.gz` the engine worker
itself fetches for Pyodide's wasm, the standard library and the engine wheel, which it
unpacks in the browser wherever the host sends it as plain bytes (runtime/assets/engine-unpack.js).

The siblings for hosts are written by sitebuild/hosting/compress.mjs under Node (Python's standard
library has no brotli); the worker's .gz by libdeflate (gzip_siblings says why).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import deflate

SCRIPT = Path(__file__).resolve().parent / "compress.mjs"
# Text a browser asks for by its own name; below MIN_SIZE a sibling saves less than a packet.
TEXT_SUFFIXES = (".html", ".css", ".js", ".json", ".svg", ".xml", ".txt", ".webmanifest")
MIN_SIZE = 1024
# Brotli at quality 11 is slow (about 1 MB/s): only the large files get a .br (the runtime,
# the theme's bundles, the search indexes); pages, all small, get their .gz.
BROTLI_MIN_SIZE = 100_000
GZIP_LEVEL = 12  # libdeflate's highest


class CompressError(Exception):
    pass


def _node(jobs: list[tuple[Path, list[str]]]) -> None:
    node = shutil.which("node")
    if node is None:
        raise CompressError("Node.js is needed to write the precompressed files: install nodejs")
    payload = json.dumps([[str(path), formats] for path, formats in jobs])
    result = subprocess.run([node, str(SCRIPT)], input=payload, capture_output=True, text=True)
    if result.returncode != 0:
        raise CompressError(f"compress.mjs failed: {result.stderr.strip()[-800:]}")


def gzip_siblings(paths: list[Path]) -> dict[Path, int]:
    """Write `path.gz` for each of `paths` (whatever it saves: the worker asks for these);
    return {path: size of its .gz}.

    libdeflate at its highest level (12), not zlib -9: these are the bytes every visitor of a
    host that compresses nothing downloads, and it packs Pyodide's wasm 143 kB smaller
    (3 385 414 bytes against zlib's 3 528 803; Node's zlib: 3 593 065) in about 2 s. The
    result is plain gzip (DecompressionStream and every host read it), with no name and a
    zero date in its header: a rebuild writes the same bytes."""
    for path in paths:
        path.with_name(path.name + ".gz").write_bytes(deflate.gzip_compress(path.read_bytes(), GZIP_LEVEL))
    return {path: path.with_name(path.name + ".gz").stat().st_size for path in paths}


def text_siblings(site: Path) -> int:
    """Write .gz (and .br, for large ones) beside every text file of `site` worth it; keep a sibling only where
    it is smaller than the file. Returns how many siblings were kept."""
    texts = [
        p for p in sorted(site.rglob("*"))
        if p.is_file() and p.suffix in TEXT_SUFFIXES and p.stat().st_size >= MIN_SIZE
    ]  # fmt: skip
    _node([(path, ["gz", "br"] if path.stat().st_size >= BROTLI_MIN_SIZE else ["gz"]) for path in texts])
    kept = 0
    for path in texts:
        for suffix in (".gz", ".br"):
            sibling = path.with_name(path.name + suffix)
            if not sibling.exists():
                continue
            if sibling.stat().st_size >= path.stat().st_size:
                sibling.unlink()
            else:
                kept += 1
    return kept
