"""The Jinja filters of the calculator templates: small pure functions of a text table
({lang: text}) and the languages a page shows (one, or all of them on an embed page).

`filters(langs)` binds them to a page's languages. A text table goes through one function per
job: `numbered` fills {n}, `tr` writes it (as spans per language, or `plain` for an attribute),
`l10n` carries the other languages of an attribute.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from markupsafe import Markup, escape

from engine.languages import plural_form
from engine.present import format_number

Texts = dict[str, str]

# A list with more options than this stays a list only on a score sheet (no row of buttons):
# the build pre-renders the buttons, the browser keeps them in step (client spec "pick_most").
PICK_MOST = 6


def tr(texts: Texts, langs: Sequence[str], plain: bool = False) -> Markup | str:
    """The text in the page's language; on a page of several languages, a span per language
    (`plain`: the first language's text alone, for an attribute, with `l10n` beside it)."""
    if plain:
        return texts[langs[0]]
    if len(langs) == 1:
        return escape(texts[langs[0]])
    return Markup("").join(Markup('<span class="l10n" lang="{}">{}</span>').format(lang, texts[lang]) for lang in langs)


def numbered(texts: Texts, n: int) -> Texts:
    """ "Player {n}" → "Player 2" in every language."""
    return {lang: text.replace("{n}", str(n)) for lang, text in texts.items()}


def with_label(texts: Texts, label: Texts, langs: Sequence[str]) -> Markup | str:
    """ "Fewer: {label}" with a field's label: a − / + stepper names its field."""
    return tr({lang: text.replace("{label}", label[lang]) for lang, text in texts.items()}, langs)


def labelled(texts: Texts, label: Texts) -> Texts:
    """ "Usual values: {label}" with a box's name, as a text table (for an attribute)."""
    return {lang: texts[lang].replace("{label}", label[lang]) for lang in label}


def figure(value: int, langs: Sequence[str]) -> Texts:
    """A number shown as text on a button, in each language's way (the presenter's)."""
    return {lang: format_number(value, lang) for lang in langs}


def row_field(row_label: Texts, n: int, label: Texts, langs: Sequence[str]) -> Texts:
    """ "Player 2: Cities" in every language (a per-row box's accessible name)."""
    return {lang: f"{row_label[lang].replace('{n}', str(n))}: {label[lang]}" for lang in langs}


def l10n(texts: Texts, what: str, langs: Sequence[str]) -> Markup:
    """Where one page holds every language (embed pages), an attribute or an <option> cannot
    hold a span per language: the texts go along as data-l10n-{what}, and embed-options.js
    puts the page's language in place before any other script reads them."""
    if len(langs) == 1:
        return Markup("")
    per_language = json.dumps({lang: texts[lang] for lang in langs}, ensure_ascii=False)
    return Markup(' data-l10n-{}="{}"').format(what, per_language)


def players(count: str, lang: str, forms: dict[str, Texts]) -> str:
    """ "3–4 hráči", "2–5 hráčů": the noun agrees with the range's last number."""
    return forms[lang][plural_form(lang, int(re.split(r"\D+", count)[-1]))].replace("{n}", count)


def pick_options(field: dict[str, Any], count: int, langs: Sequence[str]) -> list[tuple[str, Texts]]:
    """A sheet's list as tap-to-pick buttons (runtime/assets/pick-buttons.js mirrors the
    list live): its options a player can see, as (value, texts), or none when it has more
    than PICK_MOST. Pre-rendered so the buttons are there at the first paint."""
    if field.get("player_label"):
        options = [
            (str(i), field["none_label"] if i < 0 else numbered(field["player_label"], i + 1))
            for i in range(field["min"], field["max"] + 1)
            if (i < 0 and field.get("none_label")) or 0 <= i < count
        ]
    elif field["type"] == "choice":
        labels = field.get("option_labels") or {}
        options = [(str(o), labels.get(o) or dict.fromkeys(langs, str(o))) for o in field["options"]]
    else:
        return []
    return options if len(options) <= PICK_MOST else []


def prefixed(texts: Texts, prefix: str) -> Texts:
    return {lang: prefix + text for lang, text in texts.items()}


def field_defaults(fields: list[dict[str, Any]]) -> dict[str, Any]:
    return {f["name"]: f["default"] for f in fields}


def explain(sentences: dict[str, list[str]], langs: Sequence[str]) -> Markup:
    """The deciding rules in words (score sheets), one list per language shown."""
    if not any(sentences.values()):
        return Markup("")
    return Markup("").join(
        Markup('<ul class="l10n" lang="{}">{}</ul>').format(
            lang, Markup("").join(Markup("<li>{}</li>").format(line) for line in sentences[lang])
        )
        for lang in langs
    )


def joined(items: list[dict[str, Any]], key: str, langs: Sequence[str]) -> Markup | str:
    """ "Pyramids, Gold": one text of each item, per language."""
    return tr({lang: ", ".join(item[key][lang] for item in items) for lang in langs}, langs)


def filters(langs: Sequence[str], player_forms: dict[str, Texts]) -> dict[str, Callable[..., Any]]:
    """The filters of a page showing `langs`; `player_forms` is the interface's "{n} players"."""
    return {
        "tr": partial(tr, langs=langs),
        "tr_plain": partial(tr, langs=langs, plain=True),
        "numbered": numbered,
        "with_label": partial(with_label, langs=langs),
        "row_field": partial(row_field, langs=langs),
        "labelled": labelled,
        "figure": partial(figure, langs=langs),
        "l10n": partial(l10n, langs=langs),
        "players": partial(players, forms=player_forms),
        "pick_options": partial(pick_options, langs=langs),
        "prefixed": prefixed,
        "field_defaults": field_defaults,
        "explain": partial(explain, langs=langs),
        "joined": partial(joined, langs=langs),
    }
