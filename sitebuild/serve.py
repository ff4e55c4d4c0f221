"""Serve a built site on 127.0.0.1 with the MIME types Pyodide needs (.wasm)."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

from .csp import matches, read_rules

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
