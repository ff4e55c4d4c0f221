"""The rulebooks' lost pictures, redrawn at build time as inline SVG from the engine's tables
and labelled from diagrams/{game}.toml in the page's language.

A line `[[diagram:ID]]` in a rulebook page (indented inside an admonition or not) becomes one
line of HTML: <figure><svg role="img">…</svg><figcaption/></figure>. The Markdown extension
sitebuild.docs.diagram_markdown keeps that line away from Markdown, so nothing inside is rewritten."""

from __future__ import annotations

import pkgutil
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from html import escape
from importlib import import_module

from engine.languages import plural_form
from sitebuild import ROOT

LABELS = ROOT / "diagrams"
MARKER = re.compile(r"^([ \t]*)\[\[diagram:([a-z0-9-]+)\]\][ \t]*$", re.M)


class DiagramError(Exception):
    """A marker names no diagram, or a label is missing; the message says which."""


@dataclass
class Figure:
    """One drawing: its size in viewBox units, its SVG elements and its texts."""

    width: int
    height: int
    body: list[str]
    title: str
    desc: str
    caption: str
    classes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Labels:
    """The texts of one game's diagrams in one language: labels("rondel.title")."""

    game: str
    lang: str

    def __call__(self, key: str, **values: object) -> str:
        table = _labels(self.game)
        node: object = table
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                raise DiagramError(f"diagrams/{self.game}.toml: no label {key!r}")
            node = node[part]
        if not isinstance(node, dict) or self.lang not in node:
            raise DiagramError(f"diagrams/{self.game}.toml: {key!r} has no {self.lang!r} text")
        return str(node[self.lang]).format(**values)

    def count(self, key: str, n: int) -> str:
        """A counted noun: key.one / key.few / key.many / key.other by the language's plural rule."""
        return self(f"{key}.{plural_form(self.lang, n)}", n=n)


@cache
def _labels(game: str) -> dict:
    path = LABELS / f"{game}.toml"
    if not path.exists():
        raise DiagramError(f"diagrams/{game}.toml is missing")
    return tomllib.loads(path.read_text(encoding="utf-8"))


Drawer = Callable[[Labels], Figure]
# Figures shown on a calculator's page too, below the calculator: the picture of what it counts.
CALCULATOR_FIGURES: dict[str, tuple[str, ...]] = {
    "hamburgum-game": ("hamburgum-rondel",),
    "hamburgum-trade": ("hamburgum-harbour-trade",),
    "hamburgum-tokens": ("hamburgum-michaelis-tokens",),
    "catan-odds": ("catan-dice",),
    "amunre-scoring": ("amunre-pyramids",),
    "carcassonne-farmhouse": ("carcassonne-farmhouse",),
    "hamburg-final": ("hamburg-daria",),
}
REGISTRY: dict[str, tuple[str, Drawer]] = {}


def diagram(diagram_id: str, game: str) -> Callable[[Drawer], Drawer]:
    """Register a drawing function under the id its marker uses."""

    def register(function: Drawer) -> Drawer:
        REGISTRY[diagram_id] = (game, function)
        return function

    return register


def figure(diagram_id: str, lang: str) -> Figure:
    _load()
    if diagram_id not in REGISTRY:
        raise DiagramError(f"no diagram {diagram_id!r}")
    game, draw = REGISTRY[diagram_id]
    return draw(Labels(game, lang))


def render(diagram_id: str, lang: str) -> str:
    """The figure as one line of HTML."""
    fig = figure(diagram_id, lang)
    name, desc = f"dg-{diagram_id}-title", f"dg-{diagram_id}-desc"
    classes = " ".join(["dg", *fig.classes])
    svg = (
        f'<svg class="{classes}" role="img" viewBox="0 0 {fig.width} {fig.height}" '
        f'aria-labelledby="{name}" aria-describedby="{desc}" data-diagram="{diagram_id}">'
        f'<title id="{name}">{escape(fig.title)}</title><desc id="{desc}">{escape(fig.desc)}</desc>'
        + "".join(fig.body).replace("{id}", diagram_id)
        + "</svg>"
    )
    return f'<figure class="diagram" id="dg-{diagram_id}">{svg}<figcaption>{escape(fig.caption)}</figcaption></figure>'


def expand(text: str, lang: str, source: object) -> str:
    """Replace every `[[diagram:ID]]` line by its figure, at the marker's indentation."""

    def replace(match: re.Match[str]) -> str:
        try:
            return match.group(1) + render(match.group(2), lang)
        except DiagramError as error:
            raise DiagramError(f"{source}: {error}") from None

    return MARKER.sub(replace, text)


def for_calculator(calc_id: str, lang: str) -> list[str]:
    """The figures of a calculator's page, each as one line of HTML."""
    return [render(diagram_id, lang) for diagram_id in CALCULATOR_FIGURES.get(calc_id, ())]


def all_ids() -> list[str]:
    _load()
    return sorted(REGISTRY)


def _load() -> None:
    # The drawing modules register themselves on import: every module of this package (a game
    # without diagrams has none), found rather than listed.
    for module in pkgutil.iter_modules(__path__):
        import_module(f"{__name__}.{module.name}")
