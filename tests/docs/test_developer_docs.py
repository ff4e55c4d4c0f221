"""The developer documents stay short enough to read in an evening (issue 43): README.md and
ARCHITECTURE.md at most 200 lines, and no section (the text under one heading, any level) of
README.md, CONTRIBUTING.md, ARCHITECTURE.md or HOSTING.md longer than 60 lines. What grows past
that belongs in another of them, or in the git history."""

from __future__ import annotations

import re

import pytest

from sitebuild import ROOT

MAX_LINES = {"README.md": 200, "ARCHITECTURE.md": 200}
DOCUMENTS = ("README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "HOSTING.md")
MAX_SECTION = 60

HEADING = re.compile(r"#{1,6}\s")
FENCE = re.compile(r"\s{0,3}(```|~~~)")


def sections(text: str) -> list[tuple[str, int]]:
    """Each heading (the text before the first as "(top)") with the number of lines under it, up
    to the next heading of any level. A `#` line inside a fenced block (a shell or nginx comment)
    is no heading."""
    found: list[tuple[str, int]] = [("(top)", 0)]
    fence = ""
    for line in text.splitlines():
        opened = FENCE.match(line)
        if opened and (not fence or opened.group(1) == fence):
            fence = "" if fence else opened.group(1)
        elif not fence and HEADING.match(line):
            found.append((line.strip(), 0))
            continue
        found[-1] = (found[-1][0], found[-1][1] + 1)
    return [(title, count) for title, count in found if title != "(top)" or count]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("# A\none\ntwo\n## B\nthree\n", [("# A", 2), ("## B", 1)]),
        ("intro\n# A\n", [("(top)", 1), ("# A", 0)]),
        ("# A\n```sh\n# a comment\n```\nafter\n", [("# A", 4)]),
        ("# A\n```nginx\n    # inside\n```\n### B\nx\n", [("# A", 3), ("### B", 1)]),
        ("# A\n#hashtag is no heading\n", [("# A", 1)]),
        ("# A\n~~~\n```\n# still code\n~~~\n# B\n", [("# A", 4), ("# B", 0)]),
    ],
)
def test_sections_are_read_as_a_reader_sees_them(text, expected):
    assert sections(text) == expected


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_document_exists(name):
    assert (ROOT / name).is_file(), f"{name} is missing: the README sends readers to it"


@pytest.mark.parametrize(("name", "limit"), MAX_LINES.items())
def test_the_document_is_short(name, limit):
    lines = len((ROOT / name).read_text(encoding="utf-8").splitlines())
    assert lines <= limit, f"{name} has {lines} lines (at most {limit}): move detail to its own document"


@pytest.mark.parametrize("name", DOCUMENTS)
def test_no_section_is_longer_than_sixty_lines(name):
    long = [
        f"{title} ({count} lines)"
        for title, count in sections((ROOT / name).read_text(encoding="utf-8"))
        if count > MAX_SECTION
    ]
    assert not long, f"{name}: sections over {MAX_SECTION} lines: split or shorten them: " + "; ".join(long)


def test_the_readme_links_every_document():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [name for name in DOCUMENTS[1:] if f"]({name}" not in readme]
    assert not missing, f"README.md does not link {', '.join(missing)}"
