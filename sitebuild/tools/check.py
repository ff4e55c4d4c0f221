"""`site-build.py check URL`: is a deployed copy of the site served so that it works?

Fetches the home page, a calculator page, an embed page, the runtime's modules, Pyodide's
files (the wasm, the standard library and the engine wheel as the .gz files the engine worker
fetches), the service worker and the manifest, and reports for each the HTTP status, MIME
type, compression (and whether the host sent the build's precompressed file), cache headers
and whether a Content-Security-Policy came with it; pages outside /embed/ should refuse other
sites' frames, and the embed page must not. Faults (the calculators cannot work)
make the exit code 1, each with its fix; advice (slower, or less safe, but working) is
printed and does not.
"""

from __future__ import annotations

import gzip
import json
import re
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from urllib.parse import urljoin

SMALL = 1024  # servers rightly leave bodies this small uncompressed
CALCULATOR = "hamburgum-depot"  # any calculator will do; this one is the smallest
JS_TYPES = ("text/javascript", "application/javascript", "application/x-javascript", "text/ecmascript")
FIX_JS = (
    "serve .js as text/javascript (nginx: `text/javascript js;` in mime.types; Apache: `AddType text/javascript .js`)"
)
FIX_WASM = (
    "add `application/wasm wasm;` to mime.types (nginx), `AddType application/wasm .wasm` (Apache .htaccess) "
    "or `header *.wasm Content-Type application/wasm` (Caddy)"
)


@dataclass
class Answer:
    path: str
    status: int
    type: str = ""
    encoding: str = ""
    cache: str = ""
    csp: bool = False
    framable: bool = True  # by any other site: no X-Frame-Options, no frame-ancestors that limits it
    size: int = 0
    body: bytes = b""
    head: bytes = b""  # the first bytes as sent (before any Content-Encoding is undone)


@dataclass
class Report:
    answers: list[Answer] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)
    advice: list[str] = field(default_factory=list)

    def text(self) -> str:
        rows = [("status", "type", "compression", "cache", "CSP", "path")]
        for a in self.answers:
            cells = (a.type or "-", a.encoding or "-", a.cache or "-", "yes" if a.csp else "no", "/" + a.path)
            rows.append((str(a.status), *cells))
        widths = [max(len(row[i]) for row in rows) for i in range(5)]
        lines = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:5])) + "  " + row[5] for row in rows]
        lines += [f"FAULT: {fault}" for fault in self.faults]
        lines += [f"advice: {advice}" for advice in dict.fromkeys(self.advice)]
        verdict = f"{len(self.faults)} fault(s): the calculators will not work here" if self.faults else "no faults"
        return "\n".join([*lines, verdict])


def _framable(headers) -> bool:
    """May any site frame this answer? Not with X-Frame-Options DENY or SAMEORIGIN, nor with a
    policy (of any Content-Security-Policy header, or of a comma-joined one) whose
    frame-ancestors leaves out `*`."""
    if (headers.get("X-Frame-Options") or "").strip().upper() in ("DENY", "SAMEORIGIN"):
        return False
    for header in headers.get_all("Content-Security-Policy") or []:
        for directive in header.replace(",", ";").split(";"):
            name, *sources = directive.split() or [""]
            if name.lower() == "frame-ancestors" and "*" not in sources:
                return False
    return True


def _fetch(base: str, path: str, keep_body: bool = False) -> Answer:
    request = urllib.request.Request(urljoin(base, path), headers={"Accept-Encoding": "gzip, br"})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            status, headers = response.status, response.headers
            body = response.read() if keep_body else response.read(2)
    except urllib.error.HTTPError as error:
        status, headers, body = error.code, error.headers, b""
    except (urllib.error.URLError, OSError) as error:
        return Answer(path, 0, type=f"unreachable: {getattr(error, 'reason', error)}")
    head = body[:2]
    if keep_body and body and headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return Answer(
        path,
        status,
        type=(headers.get("Content-Type") or "").split(";")[0].strip().lower(),
        encoding=headers.get("Content-Encoding", ""),
        cache=headers.get("Cache-Control", ""),
        csp="Content-Security-Policy" in headers,
        framable=_framable(headers),
        size=int(headers.get("Content-Length") or SMALL),
        body=body if keep_body else b"",
        head=head,
    )


def _raw(base: str, path: str, accept: str) -> bytes | None:
    """The body exactly as sent, asking for the `accept` encoding only."""
    request = urllib.request.Request(urljoin(base, path), headers={"Accept-Encoding": accept})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.read()
    except (urllib.error.URLError, OSError):
        return None


class Checker:
    def __init__(self, base: str) -> None:
        self.base = base if base.endswith("/") else base + "/"
        self.report = Report()

    def get(self, path: str, kind: str, keep_body: bool = False) -> Answer:
        answer = _fetch(self.base, path, keep_body)
        self.report.answers.append(answer)
        if answer.status != 200:
            self.report.faults.append(f"{path} answers {answer.status or answer.type}: copy the whole site/ folder")
            return answer
        self._check_type(answer, kind)
        self._check_headers(answer, kind)
        return answer

    def _check_packed(self, answer: Answer) -> None:
        """A .gz the engine worker fetches: gzip as it is, or sent with Content-Encoding (the
        browser unpacks it then, and the worker does not); any type will do."""
        if answer.status == 200 and not answer.encoding and answer.head != b"\x1f\x8b":
            self.report.faults.append(
                f"{answer.path} is not gzip as served: copy the site/ folder's files unchanged (binary, as they are)"
            )

    def _check_precompressed(self, path: str) -> None:
        """Does the host send the build's .br or .gz in place of `path` (a large text file)?"""
        answer = next((a for a in self.report.answers if a.path == path), None)
        if answer is None or answer.status != 200:
            return
        sibling = {"br": ".br", "gzip": ".gz"}.get(answer.encoding)
        if sibling and _raw(self.base, path, answer.encoding) == _raw(self.base, path + sibling, "identity"):
            answer.encoding += ", precompressed"
            return
        self.report.advice.append(
            "the host does not send the build's precompressed files (.br, .gz beside each large file): "
            "nginx `gzip_static on;`, Caddy `file_server { precompressed br gzip }` (HOSTING.md, Compression)"
        )

    def _check_type(self, answer: Answer, kind: str) -> None:
        fault = {
            "page": None if answer.type == "text/html" else "serve .html as text/html",
            "js": None if answer.type in JS_TYPES else FIX_JS,
            "wasm": None if answer.type == "application/wasm" else FIX_WASM,
        }.get(kind)  # a manifest's type is not checked by browsers: any will do
        if fault:
            self.report.faults.append(f"{answer.path} is served as {answer.type or 'no type'}: {fault}")

    def _check_headers(self, answer: Answer, kind: str) -> None:
        if kind == "page" and not answer.csp:
            self.report.advice.append(
                "pages come without a Content-Security-Policy: send the headers of site/_headers (HOSTING.md, Headers)"
            )
        self._check_framing(answer, kind)
        if kind in ("page", "js", "wasm", "json") and not answer.encoding and answer.size >= SMALL:
            self.report.advice.append("text, scripts and .wasm are sent uncompressed: turn on gzip or brotli for them")
        hashed = ("/" + answer.path).startswith("/assets/") or "/assets/" in answer.path
        if hashed and "max-age" not in answer.cache:
            self.report.advice.append(
                "files under assets/ are content-hashed: send `Cache-Control: public, max-age=31536000, immutable`"
            )
        if kind == "sw" and "max-age" in answer.cache and "max-age=0" not in answer.cache:
            self.report.advice.append("sw.js should not be cached: send `Cache-Control: no-cache` for it")

    def _check_framing(self, answer: Answer, kind: str) -> None:
        """Clubs frame /embed/ pages (refusing that breaks them: a fault); any other page framed
        by another site could have its buttons overlaid (advice)."""
        if kind != "page":
            return
        if answer.path.startswith("embed/") and not answer.framable:
            self.report.faults.append(
                f"{answer.path} refuses to be framed: clubs' pages cannot show it; send no X-Frame-Options "
                "and no frame-ancestors for /embed/ (HOSTING.md, Headers)"
            )
        elif not answer.path.startswith("embed/") and answer.framable:
            self.report.advice.append(
                "pages outside /embed/ can be framed by any site: send `Content-Security-Policy: frame-ancestors "
                "'self'` and `X-Frame-Options: SAMEORIGIN` for them (HOSTING.md, Headers)"
            )

    def run(self) -> Report:
        self.get("", "page")
        page = self.get(f"en/calculators/{CALCULATOR}/", "page", keep_body=True)
        self.get(f"embed/{CALCULATOR}/?lang=en", "page")
        found = re.search(rb'src="([^"]*assets/runtime/[0-9a-f]+/)calculators\.js"', page.body)
        if not found:
            if page.status == 200:
                self.report.faults.append("the calculator page names no runtime: is this a build of this site?")
            return self.report
        runtime = urljoin(urljoin(self.base, page.path), found.group(1).decode())[len(self.base) :]
        for name in ("calculators.js", "engine-client.js", "engine-connect.js", "engine-worker.js"):
            self.get(runtime + name, "js")
        info = self.get(runtime + "build-info.js", "js", keep_body=True)
        self._runtime_files(runtime, info.body.decode("utf-8", "replace"))
        self.get("sw.js", "sw")
        self.get("manifest.webmanifest", "manifest")
        return self.report

    def _runtime_files(self, runtime: str, build_info: str) -> None:
        values = dict(re.findall(r"export const (\w+) = (.*);", build_info))
        try:
            wheel = json.loads(values["ENGINE_WHEEL"])["path"]
            pyodide_dir = json.loads(values["PYODIDE_DIR"])
            files = json.loads(values["PYODIDE_FILES"])
        except (KeyError, ValueError):
            self.report.faults.append(f"{runtime}build-info.js is not this site's: copy the whole site/ folder")
            return
        resolve = lambda path: urljoin(self.base + runtime, path)[len(self.base) :]  # noqa: E731
        compressed = json.loads(values.get("COMPRESSED", "{}"))
        stdlib = json.loads(values["PYODIDE_STDLIB"])["path"] if "PYODIDE_STDLIB" in values else None
        paths = [pyodide_dir + name for name in sorted(files)] + [wheel] + ([stdlib] if stdlib else [])
        for path in paths:
            if path in compressed:  # what the worker fetches in its place
                self._check_packed(self.get(resolve(path) + ".gz", "packed", keep_body=False))
                continue
            kind = {".js": "js", ".wasm": "wasm", ".json": "json"}.get(path[path.rfind(".") :], "data")
            self.get(resolve(path), "wheel" if path == wheel else kind)
        self._check_precompressed(resolve(pyodide_dir + "pyodide.asm.js"))


def check(url: str) -> Report:
    return Checker(url).run()


def run_check(url: str) -> int:
    report = check(url)
    print(report.text())
    return 1 if report.faults else 0
