"""Shared test settings: Hypothesis profiles (CI runs more examples, deterministically), the
built site as a session fixture, the markers of pyproject.toml applied by folder and fixture,
and the order in which files run."""

import os
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
    # The longest files first, the quick ones last: with a file per xdist worker, the two
    # workers then end close together instead of one waiting while the other builds a site.
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    browser = {item.path for item in items if item.get_closest_marker("browser")}
    items.sort(key=lambda item: 0 if item.path in slow else 1 if item.path in browser else 2)
