"""`site-build.py test --fast` reuses site/ only while it is current: the digest of the build's
inputs changes with any of them, and with nothing else."""

from __future__ import annotations

from sitebuild.cli import BUILD_INPUTS, inputs_digest


def _tree(root):
    for name in BUILD_INPUTS:
        path = root / name
        if "." in name:  # a file such as mkdocs.yml
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(name)
        else:
            path.mkdir(parents=True)
            (path / "a.txt").write_text(name)
    (root / "tests").mkdir()
    (root / "tests" / "test_x.py").write_text("x")


def test_any_input_changes_the_digest_and_nothing_else_does(tmp_path):
    _tree(tmp_path)
    first = inputs_digest(tmp_path)
    assert inputs_digest(tmp_path) == first
    (tmp_path / "tests" / "test_x.py").write_text("y")
    (tmp_path / "engine" / "__pycache__").mkdir()
    (tmp_path / "engine" / "__pycache__" / "a.pyc").write_bytes(b"\0")
    assert inputs_digest(tmp_path) == first, "tests and caches are not inputs of the site"
    seen = {first}
    for name in BUILD_INPUTS:
        target = tmp_path / name if "." in name else tmp_path / name / "a.txt"
        target.write_text(target.read_text() + "!")
        seen.add(inputs_digest(tmp_path))
    assert len(seen) == len(BUILD_INPUTS) + 1, "every input changed the digest"
    (tmp_path / "docs" / "new.md").write_text("")
    assert inputs_digest(tmp_path) not in seen, "a new file is a change"
    seen.add(inputs_digest(tmp_path))
    (tmp_path / "docs" / "new.md").rename(tmp_path / "docs" / "renamed.md")
    assert inputs_digest(tmp_path) not in seen, "so is a renamed one"
