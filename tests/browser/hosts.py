"""Hosts the browser tests serve the built site from, besides our own server: Debian's nginx
with its stock MIME types, a server throttled like a phone on mobile data, and a server
whose faults a test switches on and off."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from sitebuild.serve import SiteHandler

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
# Debian's stock types and default, as a fresh `apt-get install nginx` serves them.
NGINX_CONF = """\
{user}worker_processes 1;
daemon off;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{ worker_connections 256; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    gzip on;
    access_log off;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    server {{
        listen 127.0.0.1:{port};
        root {root};
        index index.html;
    }}
}}
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def stock_nginx(root: Path) -> Iterator[str]:
    """nginx serving `root` with Debian's mime.types and default_type application/octet-stream."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="nginx-") as tmp:
        user = "user root;\n" if os.geteuid() == 0 else ""  # workers must read the site
        conf = Path(tmp) / "nginx.conf"
        conf.write_text(NGINX_CONF.format(user=user, tmp=tmp, port=port, root=root.resolve()), encoding="utf-8")
        process = subprocess.Popen([NGINX, "-c", str(conf), "-e", f"{tmp}/error.log"], stderr=subprocess.PIPE)
        try:
            _wait_for_port(port, process)
            yield f"http://127.0.0.1:{port}"
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait_for_port(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"nginx exited: {process.stderr.read().decode(errors='replace')}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return
        time.sleep(0.05)
    raise RuntimeError("nginx did not start listening in 10 s")


class _Link:
    """One shared link for every connection: bytes leave at `rate` bytes per second in all."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, size: int) -> None:
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size / self.rate
            wait = self.free_at - time.monotonic()
        if wait > 0:
            time.sleep(wait)


class ThrottledHandler(SiteHandler):
    """The site at about 10 Mbit/s, shared by all requests, like a phone on mobile data."""

    link = _Link(10_000_000 / 8)
    chunk = 16 * 1024

    def copyfile(self, source, outputfile) -> None:
        while block := source.read(self.chunk):
            self.link.send(len(block))
            outputfile.write(block)


class FaultyHandler(SiteHandler):
    """The site with the faults a test names: `missing` file endings answer 404, `types`
    replaces the MIME type of the files whose name ends so. Nothing is cached, so a retry
    sees the repaired host."""

    missing: set[str] = set()
    types: dict[str, str] = {}

    def _gone(self) -> bool:
        path = self.path.split("?")[0]
        if any(path.endswith(ending) for ending in self.missing):
            self.send_error(404)
            return True
        return False

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if not self._gone():
            super().do_GET()

    def do_HEAD(self) -> None:  # noqa: N802 - http.server's name
        if not self._gone():
            super().do_HEAD()

    def guess_type(self, path) -> str:
        for ending, mime in self.types.items():
            if str(path).endswith(ending):
                return mime
        return super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    @classmethod
    def repair(cls) -> None:
        cls.missing = set()
        cls.types = {}


def _spin() -> None:
    while True:
        pass


@contextlib.contextmanager
def busy_cpus() -> Iterator[None]:
    """Keep every core busy (a phone's CPU is slower; DevTools' throttling misses workers)."""
    hogs = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(os.cpu_count() or 2)]
    for hog in hogs:
        hog.start()
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.join()
