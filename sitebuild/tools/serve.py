"""Serve a built site on 127.0.0.1 with the MIME types Pyodide needs (.wasm)."""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import os
import sys
import threading
from pathlib import Path

from sitebuild.hosting.csp import matches, read_rules

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the site's own headers (site/_headers: the CSP), as a host would send them."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        path = self.path.split("?")[0]
        for pattern, values in self.server.site_rules:  # type: ignore[attr-defined]
            if matches(pattern, path):
                for name, value in values.items():
                    if name != "Content-Type":  # the type is chosen by guess_type (tests change it)
                        self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


# What a host that compresses sends compressed (HOSTING.md's nginx gzip_types, Caddy's encode).
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/manifest+json",
                "application/wasm", "image/svg+xml")  # fmt: skip


class CompressingHandler(SiteHandler):
    """The site served as HOSTING.md tells hosts to serve it: the build's .br or .gz sibling
    in place of a file when the browser takes that encoding (nginx gzip_static, Caddy
    `precompressed`), else gzip on the fly for text and wasm (nginx gzip_types). Files with
    no sibling are compressed once and kept (a host's CPU is not what is measured)."""

    _compressed: dict[str, bytes] = {}
    _lock = threading.Lock()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        accept = self.headers.get("Accept-Encoding", "")
        kind = self.guess_type(path)
        encoding = next(
            (e for e, suffix in (("br", ".br"), ("gzip", ".gz")) if e in accept and os.path.isfile(path + suffix)), None
        )
        if encoding:
            data = Path(path + (".br" if encoding == "br" else ".gz")).read_bytes()
        elif "gzip" in accept and kind.startswith(COMPRESSIBLE):
            encoding = "gzip"
            with self._lock:
                if path not in self._compressed:
                    self._compressed[path] = gzip.compress(Path(path).read_bytes(), 6, mtime=0)
                data = self._compressed[path]
        else:
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(data)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        # A browser that navigates away mid-download resets the connection: not an error.
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(
    root: Path, port: int = 8000, verbose: bool = False, handler: type[SiteHandler] = SiteHandler
) -> http.server.ThreadingHTTPServer:
    server = SiteServer(("127.0.0.1", port), functools.partial(handler, directory=str(root)))
    server.verbose = verbose  # type: ignore[attr-defined]
    server.site_rules = read_rules(root)  # type: ignore[attr-defined]
    return server


def serve_in_thread(root: Path, port: int = 0, handler: type[SiteHandler] = SiteHandler):
    """Start a server on a free port (port=0) in a daemon thread; return it (server.server_port)."""
    server = make_server(root, port, handler=handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
