"""Read a Markdown page the way the build renders it.

The outline and the heading ids come from Python-Markdown's own table of contents (the `toc`
extension), run with the extensions and the slugify of mkdocs.yml, so the ids found here are the
ids of the built pages. The plain text, for length checks, is a rough regular-expression strip.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

_FENCE = re.compile(r"^\s*(```|~~~)")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_CALC = re.compile(r"\[\[(?:calc|diagram):[a-z0-9-]+\]\]")  # calculator and diagram markers
_MARKUP = re.compile(r"[*_`>|#~]|^\s*[-+]\s|^\s*\d+\.\s|^\s*!!!.*$|<[^>]+>", re.M)


@dataclass(frozen=True)
class Heading:
    level: int
    id: str
    title: str


def slugify(value: str, separator: str) -> str:
    """A heading's id (mkdocs.yml: toc.slugify): readable in every language, and stable.

    Latin letters lose their accents exactly as with Markdown's default slugify, so English and
    Czech ids stay what they were ("Průběh hry" → "prubeh-hry"); letters of other scripts stay
    as they are instead of being dropped ("Ход игры" → "ход-игры", where the default gave "_1").
    """
    kept = []
    for char in unicodedata.normalize("NFC", value):
        decomposed = unicodedata.normalize("NFKD", char)
        kept.append(decomposed.encode("ascii", "ignore").decode("ascii") if decomposed[0].isascii() else char)
    text = re.sub(r"[^\w\s-]", "", "".join(kept)).strip().lower()
    return re.sub(rf"[{re.escape(separator)}\s]+", separator, text)


@functools.cache
def _markdown_settings() -> tuple[tuple[str, ...], dict]:
    """The Markdown extensions and their settings exactly as MkDocs resolves them for the build."""
    from mkdocs.config import load_config  # build dependency, imported only when needed

    from sitebuild import ROOT

    config = load_config(config_file=str(ROOT / "mkdocs.yml"))
    return tuple(config.markdown_extensions), dict(config.mdx_configs)


@functools.lru_cache(maxsize=512)
def outline(text: str) -> tuple[Heading, ...]:
    """Every heading of the page, in order: level, id (as rendered) and plain title."""
    import markdown
    from mkdocs.utils.meta import get_data

    body, _ = get_data(text)  # MkDocs drops the YAML front matter before rendering
    extensions, settings = _markdown_settings()
    md = markdown.Markdown(extensions=list(extensions), extension_configs=settings)
    md.convert(body)
    found: list[Heading] = []

    def walk(tokens: list[dict]) -> None:
        for token in tokens:
            found.append(Heading(token["level"], token["id"], html.unescape(token["name"])))
            walk(token["children"])

    walk(md.toc_tokens)
    return tuple(found)


def headings(text: str) -> list[tuple[int, str]]:
    """(level, title) of every heading, in order."""
    return [(heading.level, heading.title) for heading in outline(text)]


def _lines_outside_code(text: str) -> list[str]:
    lines, in_code = [], False
    for line in text.splitlines():
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            lines.append(line)
    return lines


def plain_text(text: str) -> str:
    """The page's words without Markdown syntax, link targets or calculator and diagram markers."""
    body = "\n".join(_lines_outside_code(text))
    body = _CALC.sub(" ", body)
    body = _LINK.sub(r"\1", body)
    body = _MARKUP.sub(" ", body)
    return re.sub(r"\s+", " ", body).strip()


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")
