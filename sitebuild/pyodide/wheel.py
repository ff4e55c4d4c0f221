"""Build the `engine` package into a py3-none-any wheel, offline and byte for byte reproducible.

A wheel is a zip with three metadata files; writing it here (fixed timestamps, sorted
entries) avoids build isolation, network access and setuptools' varying output.
"""

from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from pathlib import Path

from sitebuild import ROOT

PACKAGE = ROOT / "engine"
DISTRIBUTION = "rules_engine"
_EPOCH = (1980, 1, 1, 0, 0, 0)


def engine_version() -> str:
    text = (PACKAGE / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not match:
        raise ValueError('engine/__init__.py: no __version__ = "…" line')
    return match.group(1)


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"sha256={digest.decode()}"


def _sources() -> list[tuple[str, bytes]]:
    files = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
    return [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files]


def build_wheel(out_dir: Path) -> Path:
    """Write the wheel into `out_dir` and return its path."""
    version = engine_version()
    dist_info = f"{DISTRIBUTION}-{version}.dist-info"
    metadata = (
        f"Metadata-Version: 2.1\nName: {DISTRIBUTION}\nVersion: {version}\n"
        "Summary: Rules arithmetic of the board-game calculators\nRequires-Python: >=3.11\n"
    ).encode()
    wheel_meta = b"Wheel-Version: 1.0\nGenerator: sitebuild\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = [*_sources(), (f"{dist_info}/METADATA", metadata), (f"{dist_info}/WHEEL", wheel_meta)]
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in entries)
    entries.append((f"{dist_info}/RECORD", (record + f"{dist_info}/RECORD,,\n").encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{DISTRIBUTION}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return path


def content_hash(path: Path, length: int = 12) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:length]
