"""Small SVG writers for the diagrams: every element gets classes, never colours, so the
stylesheet (overrides/assets/stylesheets/diagrams.css) follows the theme's palettes and print."""

from __future__ import annotations

from html import escape


def _attrs(attrs: dict[str, object]) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{escape(_num(value))}"')
    return (" " + " ".join(parts)) if parts else ""


def _num(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def text(x: float, y: float, content: str, cls: str = "dg-label", anchor: str = "middle", **attrs: object) -> str:
    return f"<text{_attrs({'x': x, 'y': y, 'class': cls, 'text_anchor': anchor, **attrs})}>{escape(content)}</text>"


def lines(x: float, y: float, rows: list[str], cls: str = "dg-label", anchor: str = "middle", step: float = 16) -> str:
    """Several lines of text, the first at y (SVG has no line wrapping)."""
    return "".join(text(x, y + i * step, row, cls, anchor) for i, row in enumerate(rows))


def rect(x: float, y: float, w: float, h: float, cls: str, rx: float = 4, **attrs: object) -> str:
    return f"<rect{_attrs({'x': x, 'y': y, 'width': w, 'height': h, 'rx': rx, 'class': cls, **attrs})}/>"


def circle(cx: float, cy: float, r: float, cls: str, **attrs: object) -> str:
    return f"<circle{_attrs({'cx': cx, 'cy': cy, 'r': r, 'class': cls, **attrs})}/>"


def line(x1: float, y1: float, x2: float, y2: float, cls: str = "dg-line", **attrs: object) -> str:
    return f"<line{_attrs({'x1': x1, 'y1': y1, 'x2': x2, 'y2': y2, 'class': cls, **attrs})}/>"


def path(d: str, cls: str = "dg-line", **attrs: object) -> str:
    return f"<path{_attrs({'d': d, 'class': cls, **attrs})}/>"


def group(children: list[str] | str, **attrs: object) -> str:
    body = "".join(children) if isinstance(children, list) else children
    return f"<g{_attrs(attrs)}>{body}</g>"


def arrow_marker(marker_id: str) -> str:
    """An arrowhead for lines with marker-end; its id is unique per figure."""
    return (
        f'<defs><marker id="{marker_id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        f'markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="dg-arrowhead"/></marker></defs>'
    )
