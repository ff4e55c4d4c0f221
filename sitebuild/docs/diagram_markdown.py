"""Markdown extension: a staged diagram line (one <figure class="diagram"> on its own line,
indented inside an admonition or not) goes to Markdown's raw-HTML stash, so it is neither
wrapped in <p> nor has its text read as Markdown."""

from __future__ import annotations

import re

from markdown import Extension
from markdown.preprocessors import Preprocessor

FIGURE_LINE = re.compile(r'^([ \t]*)(<figure class="diagram".*</figure>)[ \t]*$')


class _Stash(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out = []
        for line in lines:
            match = FIGURE_LINE.match(line)
            out.append(match.group(1) + self.md.htmlStash.store(match.group(2)) if match else line)
        return out


class DiagramExtension(Extension):
    def extendMarkdown(self, md):  # noqa: N802 (Markdown's API)
        # Before the raw-HTML block preprocessor (priority 20), which only sees unindented HTML.
        md.preprocessors.register(_Stash(md), "diagrams", 30)


def makeExtension(**kwargs):  # noqa: N802 (Markdown's API)
    return DiagramExtension(**kwargs)
