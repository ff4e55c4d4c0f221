"""Offline use: the web app manifest and its icons, the per-language lists of files the
service worker keeps (each with its revision), and site/sw.js itself, named after this build."""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path

from engine.languages import LANGUAGES
from sitebuild import ROOT

SERVICE_WORKER = ROOT / "runtime" / "root" / "service-worker.js"
SHARED = ("assets/", "embed/")
# Precompressed siblings are for hosts to send in place of their file; the service worker
# keeps the file (what the browser asked for), except the .gz files the engine worker fetches
# itself, which it keeps instead of their far larger originals.
SKIPPED_SUFFIXES = (".gz", ".br", ".map")
# Hosts' configuration, which they read and do not serve (Netlify's and Cloudflare Pages'
# _headers and _redirects; Apache refuses every .ht* file, and many hosts every dotfile):
# a listed file that answers 404 or 403 would keep the language from ever being complete.
SKIPPED_FILES = ("_headers", "_redirects")
ICON_SIZES = (192, 512)
INDIGO, WHITE = (63, 81, 181), (255, 255, 255)


def _png(size: int) -> bytes:
    """An icon drawn in code (no image tools needed): a white die showing five on indigo."""
    pip, margin = size // 10, size // 5
    centres = [(0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)]
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            on_die = margin <= x < size - margin and margin <= y < size - margin
            on_pip = any((x - cx * size) ** 2 + (y - cy * size) ** 2 <= pip**2 for cx, cy in centres)
            row += bytes(INDIGO if on_pip or not on_die else WHITE)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def write_manifest(site: Path) -> None:
    icons = []
    for size in ICON_SIZES:
        (site / "assets" / "icons").mkdir(parents=True, exist_ok=True)
        (site / "assets" / "icons" / f"icon-{size}.png").write_bytes(_png(size))
        icons.append({"src": f"assets/icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"})
    manifest = {
        "name": "Board game rules & calculators",
        "short_name": "Rules",
        "description": "Board-game rules in English, Czech and Russian, with score and cost calculators.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#3f51b5",
        "icons": icons,
    }
    (site / "manifest.webmanifest").write_text(json.dumps(manifest, indent=1), encoding="utf-8")


def _url(path: str) -> str:
    """The address a browser asks for: folders for index pages."""
    if path == "index.html":
        return "./"
    return path[: -len("index.html")] if path.endswith("/index.html") else path


def _host_config(path: str) -> bool:
    name = path.rsplit("/", 1)[-1]
    return name in SKIPPED_FILES or name.startswith(".")


def revision(data: bytes) -> str:
    """A file's revision: the start of the SHA-256 of its bytes (the service worker computes
    the same of what it stores, and fetches a file again only when the two differ)."""
    return hashlib.sha256(data).hexdigest()[:16]


def write_offline_lists(site: Path, fetched_gz: list[str] | None = None) -> str:
    """site/offline/{lang}.json: the build id and, per file a reader of that language keeps,
    its address and revision (`fetched_gz`: the .gz files the engine worker fetches, kept in
    place of their originals). Returns the build id (a hash of every file of the site: it
    changes with any of them, and only then, so a rebuild of the same sources keeps it)."""
    revisions = {
        p.relative_to(site).as_posix(): revision(p.read_bytes()) for p in sorted(site.rglob("*")) if p.is_file()
    }
    build = hashlib.sha256("".join(f"{path}\0{rev}\n" for path, rev in revisions.items()).encode()).hexdigest()[:16]
    fetched_gz = fetched_gz or []
    replaced = {path.removesuffix(".gz") for path in fetched_gz}
    files = [
        f for f in revisions
        if (f in fetched_gz or not f.endswith(SKIPPED_SUFFIXES)) and f not in replaced and not _host_config(f)
    ]  # fmt: skip
    # Shared files first: a page kept before the runtime it names would not work offline.
    shared = [f for f in files if f.startswith(SHARED) or "/" not in f]
    (site / "offline").mkdir(exist_ok=True)
    for lang in LANGUAGES:
        own = [f for f in files if f.startswith(f"{lang}/")]
        listed = {_url(f): revisions[f] for f in shared + own}
        (site / "offline" / f"{lang}.json").write_text(json.dumps({"build": build, "files": listed}), encoding="utf-8")
    return build


def write_service_worker(site: Path, build: str) -> None:
    """site/sw.js for this build (the browser installs a new worker when these bytes change)."""
    script = f'// Generated by site-build.py from runtime/root/service-worker.js; do not edit.\nconst BUILD = "{build}";\n'  # noqa: E501
    (site / "sw.js").write_text(script + SERVICE_WORKER.read_text(encoding="utf-8"), encoding="utf-8")
