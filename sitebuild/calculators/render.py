"""Jinja2 rendering of the calculator specs into widgets, docs pages and embed pages."""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

import engine
from engine.languages import LANGUAGES
from engine.present import present
from sitebuild import ROOT
from sitebuild.calculators.filters import PICK_MOST, filters
from sitebuild.calculators.specs import Spec

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

    env.filters.update(filters(langs, ui_texts()["players"]))
    env.globals.update(is_sheet=is_sheet, ui=ui_texts(), languages=LANGUAGES)
    env.tests["toggle"] = is_toggle
    return env


# Interface texts the browser writes itself (start-up news, the waiting note, the sheet's
# notices); every fault_* text goes too (the codes: runtime/assets/engine-protocol.js).
CLIENT_TEXTS = (
    "ready",
    "error",
    "progress_download",
    "progress_start",
    "waiting",
    "stopped",
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
    "copy_by_hand",
    "kept_by_page",
    "not_kept_sealed",
    "choose_player",
    "choose_player_error",
    "player_removed",
    "refs_cleared",
    "undo",
    "game_deleted",
    "game_not_found",
    "new_game_started",
    "show_example",
    "example_shown",
    "results_paused",
    "next_choice",
    "same_table",
    "forget_names",
    "recent_game_leads",
    "more_errors",
    "standings",
    "sheet_full",
    "sheet_full_dropped",
    "game_goes_on",
    "record_game",
    "new_game",
    "edit_game",
    "same_table_again",
    "record_edited",
    "undo_correction",
    "correcting",
    "correction_undone",
)

# Interface words inside results (marks, the standings bar, the exports' headings): the
# presenter's (engine/present.py).
PRESENTED_TEXTS = (
    "winner",
    "winner_line",
    "shared_line",
    "no_winner_yet",
    "leads",
    "leader_line",
    "leaders_line",
    "rank",
    "player_name",
    "entered",
)


def is_toggle(field: dict[str, Any]) -> bool:
    """A whole number that is 0 or 1 (a big follower, a wagon, a pig): a checkbox, not a box to type in."""
    bounds = (field.get("min"), field.get("max"))
    return field.get("type") == "int" and bounds == (0, 1) and not field.get("player_label")


def is_sheet(spec: Spec) -> bool:
    """Whole-table score sheets (`sheet = true` in the spec) are kept on the device and exported."""
    return spec.sheet


def presentation(spec: Spec) -> dict[str, Any]:
    """What engine/present.py needs to put a result of this calculator into words, in every
    language: the build passes it for the pre-rendered results, the page sends it (from its
    calc-spec) to the worker with each computation."""

    def output(item: dict[str, Any]) -> dict[str, Any]:
        keys = ("name", "label", "format", "unit", "decimals", "breakdown", "terms", "player_label", "none_label")
        return {k: item[k] for k in keys if item.get(k) is not None}

    inputs = {item["name"]: item for item in spec.inputs}
    first_rows = spec.tables[0]["rows"] if spec.tables else None
    entered = inputs[first_rows].get("fields", []) if spec.sheet and first_rows in inputs else []
    return {
        "outputs": [output(item) for item in spec.outputs],
        "tables": [
            {
                "rows": t["rows"],
                "mark": t["mark"],
                **({"mark_label": t["mark_label"]} if t.get("mark_label") else {}),
                "label": t["label"],
                "row_label": t["row_label"],
                "columns": [output(c) for c in t["columns"]],
            }
            for t in spec.tables
        ],
        "parts": spec.parts,
        "labels": {item["name"]: item["label"] for item in spec.inputs},
        "ui": {key: ui_texts()[key] for key in PRESENTED_TEXTS},
        "title": spec.title,
        "sheet": spec.sheet,
        # A choice entered (a follower's colour) is exported in the page's words, not its value.
        "entered": [{"name": f["name"], "label": f["label"], "options": f.get("option_labels") or {}} for f in entered],
        "actions": spec.actions,
    }


def _in_languages(value: Any, langs: Sequence[str]) -> Any:
    """`value` with each {lang: text} in it cut to `langs`: a docs page carries its own
    language only (a calculator page's spec is a third of its size), an embed page all."""
    if isinstance(value, dict):
        if value and set(value) == set(LANGUAGES):
            return {lang: value[lang] for lang in langs}
        return {key: _in_languages(item, langs) for key, item in value.items()}
    if isinstance(value, list):
        return [_in_languages(item, langs) for item in value]
    return value


def client_spec(spec: Spec, langs: Sequence[str] = LANGUAGES) -> dict[str, Any]:
    """What the browser needs beyond the markup, in the page's languages: defaults, row
    templates, labels, and the presentation it sends to the worker with each computation."""
    inputs = {}
    for item in spec.inputs:
        described = {"type": item["type"], "default": item["default"]}
        # A choice of player (owner, on turn) is a tap, not an entry: a game of such taps alone
        # is not kept (sheet-store.js: holdsEntries).
        if item.get("player_label"):
            described["player"] = True
        if item["type"] == "rows":
            described.update(min=item["min"], max=item["max"])
            if "fields" in item:
                described["fields"] = {
                    f["name"]: {
                        "type": f["type"],
                        "default": f["default"],
                        "label": f["label"],
                        **({"player": True} if f.get("player_label") else {}),
                        # Kept with the names for a new game at the same table (form-values.js).
                        **({"seat": True} if f.get("seat") else {}),
                        # A composer's buttons (sheet-entries.js) name the choices in the page's words.
                        **(
                            {"options": f["option_labels"], "choices": list(f["options"])}
                            if f.get("option_labels")
                            else {}
                        ),
                    }
                    for f in item["fields"]
                }
                described["row_label"] = item["row_label"]
                described["row_names"] = item["row_names"]
                if item.get("composer"):
                    described["composer"] = item["composer"]
                    # What the composer asks of each kind of row: the engine's (feature-entry.js).
                    described["asks"] = item["asks"]
                # Score sheets take the names too (for their explanations): send them along.
                engine_fields = spec.engine["inputs"][item["name"]].get("fields", {})
                described["send_names"] = engine_fields.get("name", {}).get("type") == "text"
            else:
                described["item"] = {"type": item["item"]["type"], "default": item["item"].get("default")}
                described["item_label"] = item["item_label"]
        inputs[item["name"]] = described
    return _in_languages(
        {
            "id": spec.id,
            "inputs": inputs,
            "presentation": presentation(spec),
            "ui": {
                key: text
                for key, text in ui_texts().items()
                if key in CLIENT_TEXTS or key.startswith(("fault_", "entry_"))
            },
            "sheet": spec.sheet,
            "pick_most": PICK_MOST,
            # "Show an example" (a sheet always has the button; a calculator when it has an example).
            "example": spec.example if spec.sheet or spec.example != spec.defaults() else None,
        },
        langs,
    )


# Presented strings that are not words (the same in every language): names and raw values.
_NOT_WORDS = ("name", "raw", "key", "id", "lang")


def _by_language(per_lang: dict[str, Any], key: str = "") -> Any:
    """Presented results of several languages as one structure whose texts are {lang: text}
    (what the template's `tr` takes); the shape is the same in every language."""
    langs = list(per_lang)
    first = per_lang[langs[0]]
    if isinstance(first, dict):
        return {k: _by_language({lang: per_lang[lang][k] for lang in langs}, k) for k in first}
    if isinstance(first, list):
        return [_by_language({lang: per_lang[lang][i] for lang in langs}, key) for i in range(len(first))]
    if isinstance(first, str) and key not in _NOT_WORDS:
        return dict(per_lang)
    return first


def _presented(spec: Spec, result: dict[str, Any], langs: Sequence[str], names: Sequence[str]) -> dict[str, Any]:
    words = presentation(spec)
    return {lang: present(words, result, lang, names) for lang in langs}


def _results_markup(shown: dict[str, Any], langs: Sequence[str]) -> Markup:
    explain = {lang: shown[lang]["explain"] for lang in langs}
    rest = {lang: {k: v for k, v in shown[lang].items() if k != "explain"} for lang in langs}
    template = _environment(langs).get_template("results.html.j2")
    return Markup(template.render(presented=_by_language(rest), explain=explain))


def render_results(spec: Spec, result: dict[str, Any], langs: Sequence[str], names: Sequence[str] = ()) -> Markup:
    """The results block of a widget for `result`, from the presenter's words."""
    return _results_markup(_presented(spec, result, langs, names), langs)


def render_widget(
    spec: Spec, langs: Sequence[str], history: str | None = None, rules: dict[str, str] | None = None
) -> Markup:
    """The form with the engine's results for the spec's defaults already in it (and, on a
    score sheet, its standings bar and pick buttons: nothing moves when the page's modules run).
    `history`: the address of the history page, linked from a score sheet's recent games (on
    the site only: a club's frame keeps its games apart from the site's); `rules`: on the site, the
    link to the rules section of each kind of entry of a sheet scored entry by entry."""
    values = spec.defaults()
    shown = _presented(spec, engine.calculate(spec.id, values), langs, ())
    # A score sheet's standings, or a calculator's result bar in the same shape.
    bar = "standings" if shown[langs[0]]["standings"] else "summary"
    standings = shown[langs[0]][bar]
    players = next((item["name"] for item in spec.inputs if item.get("row_names")), None)
    template = _environment(langs).get_template("widget.html.j2")
    return Markup(
        template.render(
            spec=spec,
            values=values,
            results=_results_markup(shown, langs),
            standings=_by_language({lang: shown[lang][bar] for lang in langs}) if standings else None,
            player_count=len(values[players]) if players else 0,
            actions=_by_language({lang: shown[lang]["actions"] for lang in langs}),
            client_spec={**client_spec(spec, langs), "rules": rules or {}},
            history=history,
        )
    )


def render(template_name: str, langs: Sequence[str] = LANGUAGES, **context: Any) -> str:
    return _environment(langs).get_template(template_name).render(**context)
