"""Read the outline and the plain text of a Markdown page (for checks, not rendering)."""

from __future__ import annotations

import re
from pathlib import Path

_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_ATTR_LIST = re.compile(r"\s*\{[^}]*\}\s*$")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_CALC = re.compile(r"\[\[calc:[a-z0-9-]+\]\]")
_MARKUP = re.compile(r"[*_`>|#~]|^\s*[-+]\s|^\s*\d+\.\s|^\s*!!!.*$|<[^>]+>", re.M)


def _lines_outside_code(text: str) -> list[str]:
    lines, in_code = [], False
    for line in text.splitlines():
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            lines.append(line)
    return lines


def headings(text: str) -> list[tuple[int, str]]:
    """(level, title) of every ATX heading, in order, ignoring fenced code."""
    found = []
    for line in _lines_outside_code(text):
        match = _HEADING.match(line)
        if match:
            found.append((len(match.group(1)), _ATTR_LIST.sub("", match.group(2))))
    return found


def anchors(text: str) -> set[str]:
    """The ids MkDocs gives the page's headings: an explicit {#id}, else the toc slug."""
    from markdown.extensions.toc import slugify  # the build's own slugs (Markdown is a build dependency)

    ids = set()
    for line in _lines_outside_code(text):
        match = _HEADING.match(line)
        if match:
            explicit = re.search(r"\{[^}]*#([\w-]+)[^}]*\}\s*$", match.group(2))
            ids.add(explicit.group(1) if explicit else slugify(_ATTR_LIST.sub("", match.group(2)), "-"))
    return ids


def plain_text(text: str) -> str:
    """The page's words without Markdown syntax, link targets or calculator markers."""
    body = "\n".join(_lines_outside_code(text))
    body = _CALC.sub(" ", body)
    body = _LINK.sub(r"\1", body)
    body = _MARKUP.sub(" ", body)
    return re.sub(r"\s+", " ", body).strip()


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")
