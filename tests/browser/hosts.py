"""Hosts the browser tests serve the built site from, besides our own server: Debian's nginx
with its stock MIME types, a server throttled like a phone on mobile data, and a server
whose faults a test switches on and off."""

from __future__ import annotations

import contextlib
import gzip
import http.server
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from sitebuild.tools.serve import SiteHandler
from sitebuild.tools.throttle import Link

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
def _running(command: list[str], port: int, env: dict[str, str] | None = None) -> Iterator[str]:
    """A server process for the length of a `with`, once it listens on 127.0.0.1:port."""
    process = subprocess.Popen(command, stderr=subprocess.PIPE, env=env)
    try:
        _wait_for_port(port, process)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


@contextlib.contextmanager
def stock_nginx(root: Path) -> Iterator[str]:
    """nginx serving `root` with Debian's mime.types and default_type application/octet-stream."""
    with nginx_with(root, None, free_port()) as url:
        yield url


def _wait_for_port(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args[0]} exited: {process.stderr.read().decode(errors='replace')}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return
        time.sleep(0.05)
    raise RuntimeError(f"{process.args[0]} did not start listening in 10 s")


class ThrottledHandler(SiteHandler):
    """The site at about 10 Mbit/s, shared by all requests, like a phone on mobile data."""

    link = Link()

    def copyfile(self, source, outputfile) -> None:
        self.link.copy(source, outputfile)


class FaultyHandler(SiteHandler):
    """The site with the faults a test names: `missing` file endings answer 404, `types`
    replaces the MIME type of the files whose name ends so, `damaged` sends the files whose
    name ends so "corrupt" (bytes in the middle inverted) or "truncated" (the first half,
    with a Content-Length that says so), `unpacked` sends the .gz files whose name ends so
    unpacked, as plain bytes. Nothing is cached, so a retry sees the repaired host."""

    missing: set[str] = set()
    types: dict[str, str] = {}
    damaged: dict[str, str] = {}
    unpacked: set[str] = set()

    def _gone(self) -> bool:
        path = self.path.split("?")[0]
        if any(path.endswith(ending) for ending in self.missing):
            self.send_error(404)
            return True
        return False

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self._gone():
            return
        path = self.path.split("?")[0]
        how = next((how for ending, how in self.damaged.items() if path.endswith(ending)), None)
        if any(path.endswith(ending) for ending in self.unpacked):
            how = "unpacked"
        if how is None:
            super().do_GET()
            return
        data = Path(self.translate_path(path)).read_bytes()
        if how == "unpacked":
            data = gzip.decompress(data)
        elif how == "truncated":
            data = data[: len(data) // 2]
        else:
            middle = len(data) // 2
            data = data[:middle] + bytes(b ^ 0xFF for b in data[middle : middle + 4096]) + data[middle + 4096 :]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_HEAD(self) -> None:  # noqa: N802 - http.server's name
        if not self._gone():
            super().do_HEAD()

    def guess_type(self, path) -> str:
        for ending, mime in self.types.items():
            if str(path).endswith(ending):
                return mime
        return super().guess_type(path)

    def end_headers(self) -> None:
        # Not the site's own rules (their long cache for assets/ would outlive a repair).
        self.send_header("Cache-Control", "no-store")
        http.server.SimpleHTTPRequestHandler.end_headers(self)

    @classmethod
    def repair(cls) -> None:
        cls.missing = set()
        cls.types = {}
        cls.damaged = {}
        cls.unpacked = set()


def hosting_snippet(language: str) -> str:
    """HOSTING.md's configuration for `language` (```nginx, ```caddy): the tests run it as written."""
    text = (Path(__file__).resolve().parents[2] / "HOSTING.md").read_text(encoding="utf-8")
    return text.split(f"```{language}\n", 1)[1].split("```", 1)[0]


def fill_snippet(snippet: str, root: Path, port: int, policy: str) -> str:
    return (
        snippet.replace("POLICY FROM site/_headers", policy)
        .replace("/var/www/rules/site", str(root.resolve()))
        .replace("listen 80;", f"listen 127.0.0.1:{port};")
        .replace("rules.example.org {", f"http://127.0.0.1:{port} {{")
    )


@contextlib.contextmanager
def nginx_with(root: Path, server_block: str | None, port: int) -> Iterator[str]:
    """nginx with Debian's mime.types and a stock server block, or the given one (HOSTING.md's)."""
    with tempfile.TemporaryDirectory(prefix="nginx-") as tmp:
        user = "user root;\n" if os.geteuid() == 0 else ""  # workers must read the site
        conf = NGINX_CONF.format(user=user, tmp=tmp, port=port, root=root.resolve())
        if server_block is not None:
            head, _, _ = conf.rpartition("    server {")
            conf = head + server_block + "}\n"
        path = Path(tmp) / "nginx.conf"
        path.write_text(conf, encoding="utf-8")
        with _running([NGINX, "-c", str(path), "-e", f"{tmp}/error.log"], port) as url:
            yield url


APACHE = shutil.which("apache2") or "/usr/sbin/apache2"
# The modules Debian's apache2 enables by default, plus the two HOSTING.md asks for:
# mod_headers (.htaccess's headers) and mod_rewrite (its precompressed files).
APACHE_MODULES = (
    "mpm_event", "authz_core", "authz_host", "mime", "dir", "filter", "deflate", "alias", "headers", "rewrite",
)  # fmt: skip
APACHE_CONF = """\
ServerRoot /etc/apache2
{modules}
{user}ServerName 127.0.0.1
PidFile {tmp}/apache.pid
ErrorLog {tmp}/error.log
Mutex file:{tmp}
TypesConfig /etc/mime.types
DirectoryIndex index.html
Listen 127.0.0.1:{stock_port}
Listen 127.0.0.1:{override_port}
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<VirtualHost 127.0.0.1:{stock_port}>
    DocumentRoot {root}
    <Directory {root}>
        AllowOverride None
        Require all granted
    </Directory>
</VirtualHost>
<VirtualHost 127.0.0.1:{override_port}>
    DocumentRoot {root}
    <Directory {root}>
        AllowOverride All
        Require all granted
    </Directory>
</VirtualHost>
"""


@contextlib.contextmanager
def apache(root: Path) -> Iterator[tuple[str, str]]:
    """Debian's Apache 2.4 serving `root` twice: as stock (.htaccess ignored) and with
    AllowOverride All (site/.htaccess read); yields the two base URLs."""
    stock_port, override_port = free_port(), free_port()
    with tempfile.TemporaryDirectory(prefix="apache-") as tmp:
        # Apache's workers run as www-data: serve a world-readable copy, wherever the
        # checkout lies (a home folder may be closed to other users).
        root = Path(shutil.copytree(root, Path(tmp) / "site"))
        for folder in [root, *(p for p in root.rglob("*") if p.is_dir())]:
            folder.chmod(0o755)
        for file in (p for p in root.rglob("*") if p.is_file()):
            file.chmod(0o644)
        modules = "\n".join(f"LoadModule {m}_module /usr/lib/apache2/modules/mod_{m}.so" for m in APACHE_MODULES)
        user = "User www-data\nGroup www-data\n" if os.geteuid() == 0 else ""
        conf = Path(tmp) / "apache2.conf"
        conf.write_text(
            APACHE_CONF.format(
                modules=modules, user=user, tmp=tmp, root=root.resolve(), stock_port=stock_port,
                override_port=override_port,
            ),
            encoding="utf-8",
        )  # fmt: skip
        os.chmod(tmp, 0o755)
        with _running([APACHE, "-f", str(conf), "-DFOREGROUND"], override_port) as with_htaccess:
            yield f"http://127.0.0.1:{stock_port}", with_htaccess


CADDY = shutil.which("caddy") or "/usr/bin/caddy"


@contextlib.contextmanager
def caddy_with(site_block: str, port: int) -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="caddy-") as tmp:
        path = Path(tmp) / "Caddyfile"
        path.write_text("{\n    admin off\n    auto_https off\n}\n" + site_block, encoding="utf-8")
        env = {**os.environ, "HOME": tmp, "XDG_DATA_HOME": tmp, "XDG_CONFIG_HOME": tmp}
        with _running([CADDY, "run", "--config", str(path), "--adapter", "caddyfile"], port, env) as url:
            yield url
