"""Jinja2 rendering of the calculator specs into widgets, docs pages and embed pages."""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

import engine

from .catalogue import LANGUAGES, ROOT
from .formatting import format_value, raw_value
from .specs import Spec

TEMPLATES = ROOT / "templates"


@cache
def ui_texts() -> dict[str, dict[str, str]]:
    """Interface texts per key, {key: {lang: text}}; English fills any gap."""
    per_lang = {}
    for lang in LANGUAGES:
        with open(TEMPLATES / "i18n" / f"{lang}.toml", "rb") as fh:
            per_lang[lang] = tomllib.load(fh)
    return {key: {lang: per_lang[lang].get(key, text) for lang in LANGUAGES} for key, text in per_lang["en"].items()}


def _environment(langs: Sequence[str]) -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=False,
    )

    def tr(texts: dict[str, str]) -> Markup:
        if len(langs) == 1:
            return escape(texts[langs[0]])
        return Markup("").join(
            Markup('<span class="l10n" lang="{}">{}</span>').format(lang, texts[lang]) for lang in langs
        )

    def formatted(output: dict[str, Any], value: Any) -> Markup:
        return tr({lang: format_value(value, output, lang) for lang in LANGUAGES})

    env.filters.update(tr=tr, raw_value=raw_value, formatted=formatted)
    env.globals.update(ui=ui_texts())
    return env


def client_spec(spec: Spec) -> dict[str, Any]:
    """What the browser needs beyond the markup: how to format each output."""
    return {
        "id": spec.id,
        "inputs": {item["name"]: item["type"] for item in spec.inputs},
        "outputs": [
            {k: item[k] for k in ("name", "format", "unit", "decimals") if item.get(k) is not None}
            for item in spec.outputs
        ],
    }


def render_widget(spec: Spec, langs: Sequence[str]) -> Markup:
    """The form with the engine's results for the spec's defaults already in it."""
    values = spec.defaults()
    result = engine.calculate(spec.id, values)
    template = _environment(langs).get_template("widget.html.j2")
    return Markup(template.render(spec=spec, values=values, result=result, client_spec=client_spec(spec)))


def render(template_name: str, langs: Sequence[str] = LANGUAGES, **context: Any) -> str:
    return _environment(langs).get_template(template_name).render(**context)
