"""The Content-Security-Policy of the site: no inline or eval'd script except the fixed
inline scripts of the theme, by hash. Written to site/_headers, the file Netlify and
Cloudflare Pages read (other hosts: copy the header into their configuration)."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*type=\"application/json\")[^>]*>(.*?)</script>", re.S)


def inline_script_hashes(site: Path) -> list[str]:
    hashes = set()
    for page in site.rglob("*.html"):
        for body in _INLINE_SCRIPT.findall(page.read_text(encoding="utf-8")):
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
            hashes.add(f"'sha256-{digest}'")
    return sorted(hashes)


def policy(hashes: list[str]) -> str:
    directives = {
        "default-src": ["'self'"],
        # Pyodide compiles WebAssembly; nothing is eval'd and no other inline script runs.
        "script-src": ["'self'", "'wasm-unsafe-eval'", *hashes],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
    }
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives.items())


def headers(site: Path) -> dict[str, str]:
    return {
        "Content-Security-Policy": policy(inline_script_hashes(site)),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
    }


def write_headers(site: Path) -> None:
    lines = ["/*"] + [f"  {name}: {value}" for name, value in headers(site).items()]
    lines += ["/*.wasm", "  Content-Type: application/wasm", ""]
    (site / "_headers").write_text("\n".join(lines), encoding="utf-8")


def read_headers(site: Path) -> dict[str, str]:
    """The headers _headers gives every path (the "/*" block), for our own server."""
    path = site / "_headers"
    if not path.exists():
        return {}
    found, in_all = {}, False
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith(" "):
            in_all = line.strip() == "/*"
        elif in_all and ":" in line:
            name, _, value = line.strip().partition(":")
            found[name] = value.strip()
    return found
