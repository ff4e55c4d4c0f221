"""site-build.py's commands, run inside the .venv."""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys

from .build import SITE, BuildError, build_site
from .catalogue import ROOT


def _build() -> int:
    try:
        build_site()
    except BuildError as error:
        print(f"site-build: build failed: {error}", file=sys.stderr)
        return 1
    return 0


def _serve(port: int) -> int:
    from .serve import make_server

    if _build():
        return 1
    server = make_server(SITE, port, verbose=True)
    print(f"· serving {SITE} on http://127.0.0.1:{port}/ (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


def _test(pytest_args: list[str]) -> int:
    if _build():
        return 1
    steps = [
        [sys.executable, "-m", "ruff", "check", "."],
        [sys.executable, "-m", "coverage", "run", "--source=engine", "-m", "pytest", *pytest_args],
        # The coverage bar applies to the whole suite, not to a selection such as -k depot.
        [sys.executable, "-m", "coverage", "report", "--show-missing", "--skip-covered"]
        + ([] if pytest_args else ["--fail-under=95"]),
    ]
    env = {**os.environ, "SITE_DIR": str(SITE), "HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "ci")}
    for step in steps:
        print(f"· {' '.join(step[2:])}", flush=True)
        code = subprocess.run(step, cwd=ROOT, env=env).returncode
        if code:
            return code
    return 0


def _bench() -> int:
    from .bench import run_bench

    if _build():
        return 1
    return run_bench(SITE)


def _audit() -> int:
    from .audit import run_audit

    if _build():
        return 1
    return run_audit(SITE)


def _check(url: str) -> int:
    from .check import run_check

    return run_check(url)


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="site-build.py")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build the site into site/")
    serve = sub.add_parser("serve", help="build and serve on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="build and run every test; other arguments go to pytest (e.g. -k depot)")
    sub.add_parser("bench", help="measure the site in Chromium")
    sub.add_parser("audit", help="Lighthouse scores of the served site, per page and language")
    check = sub.add_parser("check", help="check how a deployed copy is served (exit 1 on faults)")
    check.add_argument("url")
    # pytest's own options (-k, -x…) would confuse argparse: only `test` may have extra arguments.
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "build":
        return _build()
    if args.command == "serve":
        return _serve(args.port)
    if args.command == "test":
        return _test(extra)
    if args.command == "check":
        return _check(args.url)
    if args.command == "audit":
        return _audit()
    return _bench()
