"""The order in which the suite's files run (tests/conftest.py): the longest first, by the times
the last whole run recorded (test-artifacts/file-times.json; on a fresh clone the repository's
snapshot of one, tests/file-times.json) or estimated from their tests' marks,
and pytest-xdist keeping that order."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from xdist.scheduler import LoadFileScheduling

from tests import conftest
from tests.conftest import ESTIMATE, ROOT, file_costs, pytest_configure


class Item(SimpleNamespace):
    def get_closest_marker(self, name):
        return name if name in self.marks else None


def _items(*files: tuple[str, int, tuple[str, ...]]) -> list[Item]:
    return [Item(path=ROOT / name, marks=marks) for name, count, marks in files for _ in range(count)]


def test_a_file_costs_its_recorded_time_else_its_tests_estimate(monkeypatch, tmp_path):
    times = tmp_path / "file-times.json"
    times.write_text(json.dumps({"tests/browser/test_b.py": 300.0}))
    monkeypatch.setattr(conftest, "RECORDED", times)
    items = _items(
        ("tests/browser/test_b.py", 2, ("browser",)),
        ("tests/browser/test_c.py", 3, ("browser",)),
        ("tests/pipeline/test_d.py", 2, ("slow",)),
        ("tests/engine/test_e.py", 40, ()),
    )
    costs = {path.name: cost for path, cost in file_costs(items).items()}
    assert costs == pytest.approx(
        {"test_b.py": 300.0, "test_c.py": 3 * ESTIMATE["browser"], "test_d.py": 2 * ESTIMATE["slow"], "test_e.py": 2.0}
    )
    monkeypatch.setattr(conftest, "SNAPSHOT", tmp_path / "none.json")
    times.write_text("{")  # a run cut off while writing: every file estimated
    assert file_costs(items)[ROOT / "tests/browser/test_b.py"] == 2 * ESTIMATE["browser"]


def test_a_fresh_clone_orders_by_the_repositorys_snapshot(monkeypatch, tmp_path):
    snapshot = tmp_path / "snapshot.json"
    snapshot.write_text(json.dumps({"tests/browser/test_b.py": 90.0}))
    monkeypatch.setattr(conftest, "RECORDED", tmp_path / "not-run-yet.json")
    monkeypatch.setattr(conftest, "SNAPSHOT", snapshot)
    items = _items(("tests/browser/test_b.py", 2, ("browser",)), ("tests/browser/test_c.py", 30, ("browser",)))
    costs = {path.name: cost for path, cost in file_costs(items).items()}
    assert costs == {"test_b.py": 90.0, "test_c.py": 30 * ESTIMATE["browser"]}


def test_the_snapshot_names_only_files_that_exist():
    times = json.loads(conftest.SNAPSHOT.read_text(encoding="utf-8"))
    assert len(times) > 50 and all((ROOT / name).is_file() for name in times), "copy a whole run's times again"


class Node:
    def __init__(self, name: str) -> None:
        self.name, self.sent, self.shutting_down = name, [], False
        self.gateway = SimpleNamespace(id=name)

    def send_runtest_some(self, indexes) -> None:
        self.sent.append(indexes)

    def shutdown(self) -> None:
        self.shutting_down = True


def test_the_suite_turns_xdists_reordering_off():
    config = SimpleNamespace(option=SimpleNamespace(loadscopereorder=True), workerinput={})
    pytest_configure(config)
    assert config.option.loadscopereorder is False


@pytest.mark.parametrize(("reorder", "first"), [(True, "test_quick.py"), (False, "test_long.py")])
def test_xdist_hands_out_the_files_in_the_collected_order_only_unreordered(reorder, first):
    # Collected longest first: a long browser file of 2 tests, then a quick one of 50; xdist's
    # default sorts the files by their number of tests, which puts the long file second.
    collection = [f"tests/browser/test_long.py::t{i}" for i in range(2)]
    collection += [f"tests/engine/test_quick.py::t{i}" for i in range(50)]
    option = SimpleNamespace(loadscopereorder=reorder)
    scheduler = LoadFileScheduling(SimpleNamespace(option=option, getvalue=lambda name: ["2*popen"]))
    node = Node("gw0")
    for each in (node, Node("gw1")):
        scheduler.add_node(each)
        scheduler.add_node_collection(each, collection)
    scheduler.schedule()
    assert collection[node.sent[0][0]].split("::")[0].endswith(first)


def test_only_a_whole_run_records_its_times(monkeypatch, tmp_path):
    recorded = tmp_path / "file-times.json"
    monkeypatch.setattr(conftest, "RECORDED", recorded)

    def finish(source, markexpr="", keyword="") -> dict | None:
        times = conftest.FileTimes()
        for nodeid, seconds in [("tests/a.py::t", 1.0), ("tests/a.py::t", 0.25), ("tests/b.py::u", 2.0)]:
            times.pytest_runtest_logreport(SimpleNamespace(nodeid=nodeid, duration=seconds))
        option = SimpleNamespace(markexpr=markexpr, keyword=keyword)
        times.pytest_sessionfinish(SimpleNamespace(config=SimpleNamespace(args_source=source, option=option)), 1)
        return json.loads(recorded.read_text()) if recorded.exists() else None

    assert finish(pytest.Config.ArgsSource.ARGS) is None
    assert finish(pytest.Config.ArgsSource.TESTPATHS, markexpr="not slow") is None
    assert finish(pytest.Config.ArgsSource.TESTPATHS, keyword="depot") is None
    assert finish(pytest.Config.ArgsSource.TESTPATHS) == {"tests/a.py": 1.2, "tests/b.py": 2.0}
