"""Shared test settings: Hypothesis profiles (CI runs more examples, deterministically), the
built site as a session fixture, the markers of pyproject.toml applied by folder and fixture,
and the order in which files run."""

import json
import os
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.site_paths import built_site

settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile(
    "ci", max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
# For recording the engine tests' inputs to replay in Pyodide (test_pyodide_compile.py): every
# table case, and a fixed sample of each property's inputs (CPython runs the full 300 in CI).
settings.register_profile(
    "replay", max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

BROWSER_TESTS = Path(__file__).resolve().parent / "browser"
SITE_FIXTURES = {"site", "site_root", "base_url"}
HOST_FIXTURES = {"nginx_url"}


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site, built first if there is none (never at import, so collecting stays quick)."""
    return built_site()


def pytest_collection_modifyitems(items):
    # Marks from where a test lives and what it uses, so no test has to remember them.
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if BROWSER_TESTS in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.site)
        if fixtures & SITE_FIXTURES:
            item.add_marker(pytest.mark.site)
        if fixtures & HOST_FIXTURES:
            item.add_marker(pytest.mark.hosts)
    # The longest files first, the quick ones last (pytest_configure keeps xdist to this order):
    # with a file per xdist worker, the workers then end close together instead of one
    # running the last long file while the others wait.
    cost = file_costs(items)
    items.sort(key=lambda item: (-cost[item.path], str(item.path)))


# Seconds per test file (setup, call and teardown of its tests), written by the last whole run
# on this machine (FileTimes, below). A fresh clone (CI) has none: it reads SNAPSHOT, a whole run's
# times on the project's 2-core machine copied into the repository, since an estimate from marks
# put long browser files with few tests (the club pages, the site builders) last, one worker
# running them while the other waited. A file in neither is estimated from its tests' marks.
RECORDED = Path(__file__).resolve().parent.parent / "test-artifacts" / "file-times.json"
SNAPSHOT = Path(__file__).resolve().parent / "file-times.json"
ROOT = RECORDED.parent.parent
# Per test: a slow test builds a site or runs Pyodide under Node; a browser test opens a few
# pages; any other test is a function call.
ESTIMATE = {"slow": 120.0, "browser": 2.0, "other": 0.05}


def recorded_times() -> dict[str, float]:
    """This checkout's last whole run's seconds per file, else the repository's snapshot."""
    for path in (RECORDED, SNAPSHOT):
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
    return {}


def file_costs(items) -> dict[Path, float]:
    """Each file's expected seconds: its recorded time, else the estimate of its tests."""
    recorded = recorded_times()
    estimated: dict[Path, float] = defaultdict(float)
    for item in items:
        kind = next((mark for mark in ("slow", "browser") if item.get_closest_marker(mark)), "other")
        estimated[item.path] += ESTIMATE[kind]
    return {path: recorded.get(path.relative_to(ROOT).as_posix(), est) for path, est in estimated.items()}


def pytest_configure(config):
    # pytest-xdist's --dist loadfile reorders the files by their number of tests unless told not
    # to, which put hundreds of quick engine tests before the long browser files; keep ours.
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False
    if not hasattr(config, "workerinput"):  # the controller (or a run in one process) records
        config.pluginmanager.register(FileTimes(), "file-times")


class FileTimes:
    """Adds up each file's seconds as its tests report, and writes them after a whole run."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)

    def pytest_runtest_logreport(self, report) -> None:
        self.seconds[report.nodeid.split("::")[0]] += report.duration

    def pytest_sessionfinish(self, session, exitstatus) -> None:
        # Only a whole run's times are worth keeping (a selection, -k or an interrupted run: a part).
        config = session.config
        whole = config.args_source == pytest.Config.ArgsSource.TESTPATHS and exitstatus in (0, 1)
        if whole and not config.option.markexpr and not config.option.keyword and self.seconds:
            RECORDED.parent.mkdir(exist_ok=True)
            times = {name: round(seconds, 1) for name, seconds in sorted(self.seconds.items())}
            RECORDED.write_text(json.dumps(times, indent=1) + "\n", encoding="utf-8")
