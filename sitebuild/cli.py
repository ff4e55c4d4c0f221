"""site-build.py's commands, run inside the .venv."""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import subprocess
import sys

from sitebuild import ROOT
from sitebuild.build import SITE, WORK, BuildError, build_site

# What site/ is made from; the digest of these files, written when a build succeeds, tells
# `test --fast` whether site/ is current without building it again.
BUILD_INPUTS = (
    "engine",
    "calculators",
    "docs",
    "glossary",
    "templates",
    "runtime",
    "overrides",
    "sitebuild",
    "mkdocs.yml",
    "package-lock.json",
    "requirements/build.txt",
)
SITE_STAMP = WORK / "site-inputs.sha256"


def inputs_digest(root=ROOT) -> str:
    sha = hashlib.sha256()
    for name in BUILD_INPUTS:
        top = root / name
        files = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file())
        for path in files:
            if "__pycache__" in path.parts:
                continue
            sha.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return sha.hexdigest()


def site_is_current() -> bool:
    """site/ was built by this command from the sources as they are now."""
    return (SITE / "index.html").exists() and SITE_STAMP.exists() and SITE_STAMP.read_text() == inputs_digest()


def _build() -> int:
    digest = inputs_digest()  # before the build: an edit made while it runs leaves the site stale
    SITE_STAMP.unlink(missing_ok=True)
    try:
        build_site()
    except BuildError as error:
        print(f"site-build: build failed: {error}", file=sys.stderr)
        return 1
    SITE_STAMP.write_text(digest)
    return 0


def _serve(port: int) -> int:
    from sitebuild.tools.serve import make_server

    if _build():
        return 1
    server = make_server(SITE, port, verbose=True)
    print(f"· serving {SITE} on http://127.0.0.1:{port}/ (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


def _js_checks() -> list[list[str]]:
    """Biome's lint of the site's JavaScript, then the runtime's unit tests under `node --test`."""
    biome = ROOT / "node_modules" / ".bin" / "biome"
    tests = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "js").glob("*.test.mjs"))
    return [[str(biome), "lint", "--error-on-warnings"], ["node", "--test", *tests]]


def _run_steps(steps: list[list[str]], env: dict[str, str]) -> int:
    for step in steps:
        shown = step[2:] if step[0] == sys.executable else [os.path.basename(step[0]), *step[1:]]
        print(f"· {' '.join(shown)}", flush=True)
        code = subprocess.run(step, cwd=ROOT, env=env).returncode
        if code:
            return code
    return 0


# Three workers on the CI machine's 2 cores: a browser test spends much of its time waiting (a
# page's engine, a search's rest, a throttled host), so a third worker fills the cores. Measured on
# a fresh clone, the same commit and load: pytest 864 s with 2 workers, 782 s with 3.
TEST_WORKERS = "3"


def _test(pytest_args: list[str]) -> int:
    if _build():
        return 1
    # pytest-xdist: TEST_WORKERS workers, each with its own browser and servers; a test file
    # stays on one worker (its module fixtures are made once). pytest-cov gathers the engine's
    # coverage from every worker.
    pytest = [sys.executable, "-m", "pytest", "-n", TEST_WORKERS, "--dist", "loadfile", "--cov=engine"]
    pytest += ["--cov-report=term-missing:skip-covered"]
    # The coverage bar applies to the whole suite, not to a selection such as -k depot; the
    # slowest tests are listed after a whole run, where the suite's 15-minute budget is watched.
    pytest += pytest_args or ["--cov-fail-under=95", "--durations=15"]
    steps = [[sys.executable, "-m", "ruff", "check", "."], *_js_checks(), pytest]
    env = {
        **os.environ,
        "SITE_DIR": str(SITE),
        "HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "ci"),
        "SITE_BUILD_PYTHON": sys.executable,
    }
    return _run_steps(steps, env)


def _fast(pytest_args: list[str]) -> int:
    """The quick loop: lints, JavaScript unit tests, and the engine, pipeline and docs tests that
    need neither a browser nor a web server nor long work; never builds. Tests that read the
    built site run only while site/ is current (built by site-build.py from these sources)."""
    selection = "not browser and not hosts and not slow"
    if not site_is_current():
        selection += " and not site"
        print(
            "· site/ is missing or older than its sources: the tests that read it are left out "
            "(python3 site-build.py build brings them back)",
            flush=True,
        )
    steps = [
        [sys.executable, "-m", "ruff", "check", "."],
        *_js_checks(),
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-m",
            selection,
            "tests/engine",
            "tests/pipeline",
            "tests/docs",
            *pytest_args,
        ],
    ]
    env = {
        **os.environ,
        "SITE_DIR": str(SITE),
        "HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "dev"),
        "SITE_BUILD_PYTHON": sys.executable,
    }
    return _run_steps(steps, env)


def _bench() -> int:
    from sitebuild.tools.bench import run_bench

    if _build():
        return 1
    return run_bench(SITE)


def _audit(calculators: bool, dark: bool) -> int:
    from sitebuild.tools.audit import run_audit
    from sitebuild.tools.audit_calculators import run_calculators_audit

    if _build():
        return 1
    return run_calculators_audit(SITE, dark) if calculators or dark else run_audit(SITE)


def _check(url: str) -> int:
    from sitebuild.tools.check import run_check

    return run_check(url)


def _languages(code: str | None) -> int:
    from engine.languages import LANGUAGES
    from sitebuild.tools.languages import report

    if code is not None and code not in LANGUAGES:
        print(
            f"site-build: languages: {code!r} is not in engine/languages.py (add its Language first)", file=sys.stderr
        )
        return 2
    print(report([code] if code else list(LANGUAGES))[0])
    return 0


def _new_game(slug: str) -> int:
    from sitebuild.tools.new_game import NewGameError, new_game

    try:
        print(new_game(slug))
    except NewGameError as error:
        print(f"site-build: new-game: {error}", file=sys.stderr)
        return 1
    return 0


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="site-build.py")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build the site into site/")
    serve = sub.add_parser("serve", help="build and serve on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    test = sub.add_parser("test", help="build and run every test; other arguments go to pytest (e.g. -k depot)")
    test.add_argument("--fast", action="store_true", help="no build, no browser: lints, engine, pipeline, docs")
    sub.add_parser("bench", help="measure the site in Chromium")
    audit = sub.add_parser("audit", help="Lighthouse scores of the served site, per page and language")
    audit.add_argument(
        "--calculators", action="store_true", help="accessibility only: every calculator page and the history's charts"
    )
    audit.add_argument("--dark", action="store_true", help="--calculators, then every calculator page dark")
    check = sub.add_parser("check", help="check how a deployed copy is served (exit 1 on faults)")
    check.add_argument("url")
    languages = sub.add_parser("languages", help="list every text a language lacks or still has in English")
    languages.add_argument("code", nargs="?", help="one language's code (default: every language in the registry)")
    new_game = sub.add_parser("new-game", help="write the skeleton of a game and print what to fill in")
    new_game.add_argument("slug", help="lower-case letters and digits: the engine module, pages and specs")
    # pytest's own options (-k, -x…) would confuse argparse: only `test` may have extra arguments.
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "build":
        return _build()
    if args.command == "serve":
        return _serve(args.port)
    if args.command == "test":
        return _fast(extra) if args.fast else _test(extra)
    if args.command == "check":
        return _check(args.url)
    if args.command == "languages":
        return _languages(args.code)
    if args.command == "new-game":
        return _new_game(args.slug)
    if args.command == "audit":
        return _audit(args.calculators, args.dark)
    return _bench()
