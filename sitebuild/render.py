"""Jinja2 rendering of the calculator specs into widgets, docs pages and embed pages."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Sequence
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

import engine
from engine.languages import LANGUAGES, plural_form

from .catalogue import ROOT
from .formatting import breakdown_text, format_value, raw_value
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
    """The Jinja environment for pages showing `langs` (one language, or all of them in an
    embed page): made once per set of languages, so its templates are compiled once."""
    return _environment_for(tuple(langs))


@cache
def _environment_for(langs: tuple[str, ...]) -> Environment:
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

    def tr_plain(texts: dict[str, str]) -> str:
        return texts[langs[0]]

    def numbered(texts: dict[str, str], n: int) -> Markup:
        return tr({lang: text.replace("{n}", str(n)) for lang, text in texts.items()})

    def with_label(texts: dict[str, str], label: dict[str, str]) -> Markup:
        """"Fewer: {label}" with a field's label: a − / + stepper names its field."""
        return tr({lang: text.replace("{label}", label[lang]) for lang, text in texts.items()})

    def numbered_plain(texts: dict[str, str], n: int) -> str:
        return texts[langs[0]].replace("{n}", str(n))

    def numbered_texts(texts: dict[str, str], n: int) -> dict[str, str]:
        return {lang: text.replace("{n}", str(n)) for lang, text in texts.items()}

    def row_field(row_label: dict[str, str], n: int, label: dict[str, str]) -> dict[str, str]:
        """ "Player 2: Cities" in every language (a per-row box's accessible name)."""
        return {lang: f"{row_label[lang].replace('{n}', str(n))}: {label[lang]}" for lang in langs}

    def l10n(texts: dict[str, str], what: str) -> Markup:
        """Where one page holds every language (embed pages), an attribute or an <option> cannot
        hold a span per language: the texts go along as data-l10n-{what}, and embed-options.js
        puts the page's language in place before any other script reads them."""
        if len(langs) == 1:
            return Markup("")
        per_language = json.dumps({lang: texts[lang] for lang in langs}, ensure_ascii=False)
        return Markup(' data-l10n-{}="{}"').format(what, per_language)

    def breakdown(output: dict[str, Any], parts: list[dict[str, Any]], total: Any, labels: dict) -> Markup:
        return tr({lang: breakdown_text(parts, total, output, labels, lang) for lang in LANGUAGES})

    def players(count: str, lang: str) -> str:
        """ "3–4 hráči", "2–5 hráčů": the noun agrees with the range's last number."""
        forms = ui_texts()["players"][lang]
        return forms[plural_form(lang, int(re.split(r"\D+", count)[-1]))].replace("{n}", count)

    def field_defaults(fields: list[dict[str, Any]]) -> dict[str, Any]:
        return {f["name"]: f["default"] for f in fields}

    def marked_rows(table: dict[str, Any], result: dict[str, Any]) -> set[int]:
        return marked(table, result)

    def explain(result: dict[str, Any]) -> Markup:
        """The deciding rules in words (score sheets), one list per language shown."""
        sentences = result.get("explain")
        if not sentences:
            return Markup("")
        return Markup("").join(
            Markup('<ul class="l10n" lang="{}">{}</ul>').format(
                lang, Markup("").join(Markup("<li>{}</li>").format(line) for line in sentences[lang])
            )
            for lang in langs
        )

    def check_list(spec: Spec, names: list[str]) -> Markup:
        labels = {item["name"]: item["label"] for item in spec.inputs}
        return tr({lang: ", ".join(labels[n][lang] if n in labels else n for n in names) for lang in LANGUAGES})

    env.filters.update(
        tr=tr,
        tr_plain=tr_plain,
        raw_value=raw_value,
        formatted=formatted,
        numbered=numbered,
        numbered_plain=numbered_plain,
        numbered_texts=numbered_texts,
        row_field=row_field,
        l10n=l10n,
        with_label=with_label,
        field_defaults=field_defaults,
        breakdown=breakdown,
        marked_rows=marked_rows,
        check_list=check_list,
        explain=explain,
        players=players,
    )
    env.globals.update(is_sheet=is_sheet, ui=ui_texts(), languages=LANGUAGES)
    return env


def marked(table: dict[str, Any], result: dict[str, Any]) -> set[int]:
    """Row indexes the table marks as winners: a result key listing them, or a true column."""
    mark = table.get("mark")
    if not mark or result.get("blank"):  # a blank sheet: nothing entered, no winner (render-results.js)
        return set()
    if mark in result:
        value = result[mark]
        return set(value) if isinstance(value, list) else {value}
    return {i for i, row in enumerate(result[table["rows"]]) if row.get(mark)}


# Interface texts the browser writes itself (start-up news, faults, the waiting note).
CLIENT_TEXTS = (
    "winner",
    "ready",
    "error",
    "progress_download",
    "progress_start",
    "waiting",
    "stopped",
    "fault_missing",
    "fault_wasm_type",
    "fault_module_type",
    "fault_network",
    "fault_stalled",
    "fault_worker",
    "fault_boot",
    "fault_damaged",
    "saved_corrupt",
    "saved_from_link",
    "not_kept",
    "not_kept_framed",
    "open_full_sheet",
    "save_failed",
    "deleted_elsewhere",
    "download_csv",
    "recent_game",
    "no_winner",
    "open_game",
    "delete_game",
    "text_copied",
    "rank",
    "player_name",
    "choose_player",
    "choose_player_error",
    "player_removed",
    "refs_cleared",
    "undo",
    "game_deleted",
    "new_game_started",
    "show_example",
    "example_shown",
    "results_paused",
    "more_errors",
    "winner_line",
    "shared_line",
    "no_winner_yet",
    "standings",
    "entered",
)


def is_sheet(spec: Spec) -> bool:
    """Whole-table score sheets (`sheet = true` in the spec) are kept on the device and exported."""
    return spec.sheet


def client_spec(spec: Spec) -> dict[str, Any]:
    """What the browser needs beyond the markup: defaults, row templates, output formats, labels."""

    def output(item: dict[str, Any]) -> dict[str, Any]:
        keys = ("name", "label", "format", "unit", "decimals", "breakdown", "labels", "player_label", "none_label")
        return {k: item[k] for k in keys if item.get(k) is not None}

    inputs = {}
    for item in spec.inputs:
        described = {"type": item["type"], "default": item["default"]}
        if item["type"] == "rows":
            described.update(min=item["min"], max=item["max"])
            if "fields" in item:
                described["fields"] = {
                    f["name"]: {"type": f["type"], "default": f["default"], "label": f["label"]} for f in item["fields"]
                }
                described["row_label"] = item["row_label"]
                described["row_names"] = item["row_names"]
                # Score sheets take the names too (for their explanations): send them along.
                engine_fields = spec.engine["inputs"][item["name"]].get("fields", {})
                described["send_names"] = engine_fields.get("name", {}).get("type") == "text"
            else:
                described["item"] = {"type": item["item"]["type"], "default": item["item"].get("default")}
                described["item_label"] = item["item_label"]
        inputs[item["name"]] = described
    return {
        "id": spec.id,
        "inputs": inputs,
        "outputs": [output(item) for item in spec.outputs],
        "tables": [
            {
                "rows": t["rows"],
                "mark": t["mark"],
                "row_label": t["row_label"],
                "columns": [output(c) for c in t["columns"]],
            }
            for t in spec.tables
        ],
        "parts": spec.parts,
        "labels": {item["name"]: item["label"] for item in spec.inputs},
        "ui": {key: ui_texts()[key] for key in CLIENT_TEXTS},
        "sheet": is_sheet(spec),
        "example": spec.example if is_sheet(spec) else None,  # a calculator already opens on it
        "title": spec.title,
    }


def render_widget(spec: Spec, langs: Sequence[str]) -> Markup:
    """The form with the engine's results for the spec's defaults already in it."""
    values = spec.defaults()
    result = engine.calculate(spec.id, values)
    template = _environment(langs).get_template("widget.html.j2")
    return Markup(template.render(spec=spec, values=values, result=result, client_spec=client_spec(spec)))


def render(template_name: str, langs: Sequence[str] = LANGUAGES, **context: Any) -> str:
    return _environment(langs).get_template(template_name).render(**context)
