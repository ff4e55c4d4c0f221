#!/usr/bin/env python3
"""The one entry point of the project: build, serve, test and bench the site.

    python3 site-build.py build              build into site/
    python3 site-build.py serve [--port N]   build and serve on http://127.0.0.1:8000/
    python3 site-build.py test               build and run every test, browser tests included
    python3 site-build.py test --fast        lints and the quick tests, no build, no browser
    python3 site-build.py bench              measure load and compute times in Chromium
    python3 site-build.py check URL          check how a deployed copy is served
    python3 site-build.py audit              Lighthouse scores per page and language
    python3 site-build.py audit --calculators  accessibility of every calculator page and the history
    python3 site-build.py languages [CODE]   list every text a language still lacks
    python3 site-build.py new-game SLUG      write a new game's skeleton, print what to fill in

First it sets the machine up, and on later runs it only checks (a few hashes, well under
a second): a .venv with the Python packages of a lock with hashes (requirements/build.txt
for build and serve; requirements/test.txt, the same plus the test tools, for test, bench
and audit), the pinned npm packages of package-lock.json (Pyodide; Biome, the JavaScript linter) and, for test,
bench and audit, Debian's Chromium. Then it runs itself again inside the .venv, where the work is done by the
`sitebuild` package.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / "bin" / "python"
IN_VENV = "SITE_BUILD_IN_VENV"
COMMANDS = ("build", "serve", "test", "bench", "check", "audit", "languages", "new-game")
# The locks pip-compile made from requirements/*.in (CONTRIBUTING.md, "Dependencies"). test.txt holds
# every pin of build.txt (it is compiled with build.txt as a constraint), plus the test tools.
BUILD_LOCK = ROOT / "requirements" / "build.txt"
TEST_LOCK = ROOT / "requirements" / "test.txt"


class SetupError(Exception):
    """Set-up cannot go on; the message says what to install or fix."""


def _digest(*paths: Path, extra: str = "") -> str:
    sha = hashlib.sha256(extra.encode())
    for path in paths:
        sha.update(path.read_bytes())
    return sha.hexdigest()


def _run(cmd: list[str], what: str) -> None:
    print(f"· {what}: {' '.join(cmd)}", flush=True)
    result = subprocess.run(cmd, cwd=ROOT)
    if result.returncode != 0:
        raise SetupError(f"{what} failed (exit code {result.returncode}); see the output above.")


def ensure_venv(command: str) -> None:
    """A .venv with the packages of the command's lock (checked by a stamp with the lock's hash).

    build and serve need requirements/build.txt; test, bench and audit (Playwright stores the
    history's games) requirements/test.txt, which holds build.txt too, so after a test run a
    build finds everything in place.
    """
    stamp = VENV / ".requirements-lock.sha256"
    lock = TEST_LOCK if command in ("test", "bench", "audit") else BUILD_LOCK
    wanted = _digest(lock, extra=sys.version)
    enough = {wanted, _digest(TEST_LOCK, extra=sys.version)}
    if VENV_PYTHON.exists() and stamp.exists() and stamp.read_text() in enough:
        return
    if not VENV_PYTHON.exists():
        probe = subprocess.run([sys.executable, "-m", "venv", "--help"], capture_output=True)
        if probe.returncode != 0:
            raise SetupError("Python's venv module is missing. Install it: apt-get install python3-venv")
        result = subprocess.run([sys.executable, "-m", "venv", str(VENV)], capture_output=True, text=True)
        if result.returncode != 0:
            shutil.rmtree(VENV, ignore_errors=True)
            raise SetupError(
                "Could not create .venv (is ensurepip missing? install python3-venv: "
                f"apt-get install python3-venv):\n{result.stderr.strip()}"
            )
    pip = [str(VENV_PYTHON), "-m", "pip", "--disable-pip-version-check", "install", "--quiet"]
    _run([*pip, "--require-hashes", "-r", str(lock.relative_to(ROOT))], "installing the locked Python packages")
    stamp.write_text(wanted)


def _npm_ci(folder: Path, what: str) -> None:
    """node_modules in `folder` exactly as its package-lock.json pins it (checked by a stamp)."""
    stamp = folder / "node_modules" / ".package-lock.sha256"
    wanted = _digest(folder / "package-lock.json")
    if stamp.exists() and stamp.read_text() == wanted:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SetupError("npm is missing. Install Node.js with npm (apt-get install nodejs npm).")
    # --include=dev: the linter is a dev dependency, wanted even where NODE_ENV=production.
    _run([npm, "ci", "--prefix", str(folder), "--include=dev", "--no-audit", "--no-fund", "--loglevel=error"], what)
    stamp.write_text(wanted)


def ensure_npm_packages() -> None:
    """Pyodide (axe-core and Biome for the tests), via `npm ci`."""
    _npm_ci(ROOT, "installing the pinned npm packages")


def ensure_audit_tools() -> None:
    """Lighthouse, pinned in tools/audit/ (large, so only `audit` installs it)."""
    _npm_ci(ROOT / "tools" / "audit", "installing Lighthouse")


def _apt_install(packages: list[str], why: str) -> None:
    """Debian packages, as root; none of them is started as a service while it installs (the
    tests start the web servers themselves, and nginx and Apache would collide on port 80)."""
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        raise SetupError(f"{why} Install: sudo apt-get install {' '.join(packages)}")
    _run(["apt-get", "update", "-qq"], "updating Debian's package lists")
    policy = Path("/usr/sbin/policy-rc.d")
    added = not policy.exists()
    if added:
        policy.write_text("#!/bin/sh\nexit 101\n")
        policy.chmod(0o755)
    try:
        _run(
            ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", *packages],
            "installing " + ", ".join(packages),
        )
    finally:
        if added:
            policy.unlink()


def ensure_chromium() -> None:
    """Debian's Chromium for the browser tests (Playwright drives it; it never downloads one)."""
    from sitebuild.tools.chromium import EXECUTABLE  # stdlib only, so importable before the .venv

    if not Path(EXECUTABLE).exists():
        _apt_install(["chromium"], f"{EXECUTABLE} is missing (Debian's Chromium drives the browser tests).")


# Debian's web servers, for the tests that serve the site as real hosts do: stock nginx
# (the light build) and Apache, and Caddy for HOSTING.md's snippet.
SERVERS = {"nginx": "nginx-light", "apache2": "apache2", "caddy": "caddy"}


def ensure_servers() -> None:
    path = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/usr/bin"])
    missing = [package for name, package in SERVERS.items() if not shutil.which(name, path=path)]
    if missing:
        _apt_install(missing, "Web servers for the tests are missing.")


def set_up(command: str, fast: bool = False) -> None:
    """`fast` (test --fast) runs no browser and no web server, so it needs neither."""
    started = time.monotonic()
    ensure_venv(command)
    ensure_npm_packages()
    if command in ("test", "bench", "audit") and not fast:
        ensure_chromium()
    if command == "audit":
        ensure_audit_tools()
    if command == "test" and not fast:
        ensure_servers()
    print(f"· set-up checked in {time.monotonic() - started:.2f} s", flush=True)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command not in COMMANDS:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    if os.environ.get(IN_VENV) != "1":
        try:
            set_up(command, fast=command == "test" and "--fast" in argv)
        except SetupError as error:
            print(f"site-build: {error}", file=sys.stderr)
            return 1
        env = {**os.environ, IN_VENV: "1", "NO_MKDOCS_2_WARNING": "1"}
        os.execve(str(VENV_PYTHON), [str(VENV_PYTHON), str(Path(__file__).resolve()), *argv], env)
    from sitebuild.cli import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
