"""Results put into words: the one presenter of the site.

`present(presentation, result, lang, names, inputs)` turns an engine result into everything a
page shows of it in one language: each output's raw value (the `data-value` attribute) and
text, breakdown sentences, table rows with their headings and winner marks, the explanation,
the "check your board" labels, a score sheet's standings bar, its exports and its actions.
The build pre-renders pages from it (templates/results.html.j2) and the browser's worker
calls it after each computation, so both say the same by construction.

`presentation` is what the build derives from `calculators/<id>.toml` (sitebuild/calculators/render.py,
`presentation()`): labels, units and formats of the outputs, the tables, the breakdown
labels ([parts]), the inputs' labels, a few interface words and whether it is a sheet. It is
passed in, never read here: the engine stays pure. Everything returned is JSON-able.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .explain import isolated
from .languages import BY_CODE, plural_form

NO_VALUE = "—"  # an output the result leaves empty (None)
MARK = "★"  # beside a winner's name
NBSP = "\u00a0"
MINUS = "\u2212"

Texts = Mapping[str, Any]  # {lang: text}


# Numbers and values


def _group(digits: str, sep: str) -> str:
    head = len(digits) % 3 or 3
    return sep.join([digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)])


def format_number(value: float, lang: str, decimals: int = 0) -> str:
    """Grouped digits with the language's separators; a true minus, none for a value that
    rounds to zero. Rounds half away from zero on the exact binary value (in integers, so
    the worker's trimmed standard library needs no decimal module)."""
    numerator, denominator = abs(value).as_integer_ratio()
    scaled, rest = divmod(numerator * 10**decimals, denominator)
    if 2 * rest >= denominator:
        scaled += 1
    digits = str(scaled).rjust(decimals + 1, "0")
    whole, frac = (digits[:-decimals], digits[-decimals:]) if decimals else (digits, "")
    language = BY_CODE[lang]
    out = _group(whole, language.group) + (language.decimal + frac if frac else "")
    return (MINUS if value < 0 and scaled != 0 else "") + out


def raw_value(value: Any) -> str:
    """The `data-value` attribute: the engine's value as JSON would write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))  # JSON carries 5.0 to the browser as 5 (but 1.5e+300 as it is)
    return str(value)


def plural_category(count: Any, lang: str) -> str:
    """CLDR plural category of a whole count; a count that is not a whole number takes the
    language's last form ("other", "many")."""
    if not isinstance(count, int) or isinstance(count, bool):
        return BY_CODE[lang].plural_forms[-1]
    return plural_form(lang, count)


FLAT = "flat"  # a plural table's label for a term without a count (the spec's [parts])


def part_label(key: str, labels: Mapping[str, Texts], lang: str, count: Any = None) -> str:
    """A breakdown key's label; a label given per plural form agrees with the count, and a term
    without a count takes the table's `flat` form if it has one ("za farmáře 6")."""
    if key not in labels:
        return key.replace("_", " ")
    label = labels[key][lang]
    if isinstance(label, str):
        return label
    if count is None and FLAT in label:
        return label[FLAT]
    category = plural_category(count, lang)
    for choice in (category, "other", "many"):
        if choice in label:
            return label[choice]
    return next(iter(label.values()))


def format_value(value: Any, output: Mapping[str, Any], lang: str, parts: Mapping[str, Texts] | None = None) -> str:
    """One value as its output's `format` shows it: number (with unit, decimals), percent,
    yes/no, a player ("Player 2", or the none label), or a [parts] label."""
    fmt = output.get("format", "number")
    if fmt == "player" and (value is None or (_is_number(value) and value < 0)) and output.get("none_label"):
        return output["none_label"][lang]
    if value is None:
        return NO_VALUE
    if fmt == "player" and _is_number(value):
        return output["player_label"][lang].replace("{n}", str(value + 1))
    if fmt == "label":  # an engine key (beer, ore…) shown by its label in the spec's [parts]
        return part_label(str(value), parts or {}, lang, 1)
    if fmt == "bool" or isinstance(value, bool):
        return BY_CODE[lang].yes if value else BY_CODE[lang].no
    if fmt == "percent" and _is_number(value):
        text = format_number(value, lang, output.get("decimals", 1)) + NBSP + "%"
    elif _is_number(value):
        whole = isinstance(value, int) or value.is_integer()
        text = format_number(value, lang, output.get("decimals", 0 if whole else 2))
    else:
        text = str(value)
    unit = output.get("unit")
    return f"{text}{NBSP}{unit[lang]}" if unit else text


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# An output's `terms`: "3 cities × 4", the noun agreeing with its count (the default), or the
# thing named first, as a heading, for what is not counted in pieces ("lumber: 2 × 2",
# «зерно: 6 × 3», not "2 dřeva × 2").
COUNTED = "counted"
NAMED = "named"
TERM_STYLES = (COUNTED, NAMED)


def breakdown_text(
    parts: Sequence[Mapping[str, Any]] | None, total: Any, output: Mapping[str, Any], labels, lang: str
) -> str:
    """'3 cities × 4 + 1 castle × 5 = 17': the parts that count, then the total; an output whose
    `terms` are `named` reads 'lumber: 2 × 2 + ore: 1 × 4 = 8'."""
    named = output.get("terms") == NAMED
    terms = [_term(part, labels, lang, named) for part in parts or [] if part.get("value") or part.get("count")]
    terms = [term.replace(" ", NBSP) if len(term) <= WHOLE_TERM else term for term in terms]
    return " + ".join(terms or ["0"]) + f" ={NBSP}" + format_value(total, output, lang, labels)


# A line of a breakdown may break between terms, before "+" and "=", never inside a term: its
# figures stay with each other and with the label beside them (no-break spaces), and a term this
# short is kept whole ("za obilí 6"; a 360 px phone's line holds about 40 characters). A longer
# term's label still wraps between its own words.
WHOLE_TERM = 24


def _term(part: Mapping[str, Any], labels, lang: str, named: bool) -> str:
    value = format_number(part["value"], lang) if _is_number(part.get("value")) else "?"
    if "count" not in part:
        count, rest = "", value
    else:
        count = format_value(part["count"], {"format": "number"}, lang)
        rest = f"×{NBSP}{format_number(part['each'], lang)}" if "each" in part else f"→{NBSP}{value}"
    if named:  # the key named as a table's cell names it ("a label stands for one")
        return f"{part_label(part['key'], labels, lang, 1)}:{NBSP}" + NBSP.join(filter(None, (count, rest)))
    if not count:
        return f"{part_label(part['key'], labels, lang)}{NBSP}{value}"
    return f"{count}{NBSP}{part_label(part['key'], labels, lang, part['count'])}{NBSP}{rest}"


# Results


def unfinished(result: Mapping[str, Any]) -> bool:
    """A sheet's game that is not over (`"finished": false`, Amun-Re after the Old Kingdom): its
    result names `leaders`, who are marked as leading; nobody has won."""
    return result.get("finished") is False


def marked_rows(table: Mapping[str, Any], result: Mapping[str, Any]) -> list[int]:
    """Row indexes the table marks: a result key listing them (the spec's `mark`; the `leaders`
    of a game not over), or a true column. A blank sheet (nothing entered: the engine's
    `blank`) ties everyone at 0: no mark."""
    mark = table.get("mark")
    if not mark or result.get("blank"):
        return []
    if unfinished(result):
        mark = "leaders"
    if mark in result:
        value = result[mark]
        found = value if isinstance(value, list) else [value]
        return sorted({i for i in found if isinstance(i, int) and not isinstance(i, bool)})
    return [i for i, row in enumerate(result.get(table["rows"]) or []) if row.get(mark)]


def _cell(item: Mapping[str, Any], values: Mapping[str, Any], lang: str, parts, name: str) -> dict[str, Any]:
    value = values.get(item["name"])
    breakdown = item.get("breakdown")
    return {
        "name": name,
        "label": item["label"][lang],
        "raw": raw_value(value),
        "text": format_value(value, item, lang, parts),
        "breakdown": breakdown_text(values.get(breakdown), value, item, parts, lang) if breakdown else None,
    }


def _row_names(presentation: Mapping[str, Any], result: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Each player's name as the first table's rows give it (the engine echoes the typed name),
    else as typed on the page: the same on the pre-rendered page as live."""
    tables = presentation.get("tables") or []
    rows = result.get(tables[0]["rows"]) if tables else None
    if not isinstance(rows, list):
        return list(names)
    typed = [names[i] if i < len(names) else "" for i in range(len(rows))]
    own = [row.get("name") if isinstance(row, Mapping) else None for row in rows]
    return [name if isinstance(name, str) and name.strip() else typed[i] for i, name in enumerate(own)]


def _named(cell: dict[str, Any], output: Mapping[str, Any], result: Mapping[str, Any], names) -> dict[str, Any]:
    """A player output ("Winner") names the player as typed, as the standings bar does, not "Player 1"."""
    value = result.get(output["name"])
    if output.get("format") == "player" and _is_number(value) and 0 <= value < len(names):
        typed = names[int(value)]
        if isinstance(typed, str) and typed.strip():
            cell["text"] = typed.strip()
    return cell


def _who(row: Mapping[str, Any], i: int, names: Sequence[str], row_label: Texts, lang: str, bare: bool = False) -> str:
    """A row's heading: the engine's name for it, else the name typed on the page, else "Player 2";
    isolated where its letters could move the figures beside it (explain.isolated), unless `bare`
    (a spreadsheet cell holds the name alone, as typed)."""
    name = row.get("name") if isinstance(row.get("name"), str) else ""
    typed = names[i] if i < len(names) and isinstance(names[i], str) else ""
    if name or typed:
        return name or typed if bare else isolated(name or typed)
    return row_label[lang].replace("{n}", str(i + 1))


def mark_text(table: Mapping[str, Any], result: Mapping[str, Any], ui: Mapping[str, Texts], lang: str) -> str:
    """Beside a marked row's name: what the figure decides ("★ Pharaoh", "★ 1st place"; the spec's
    `mark_label`), else "★ winner"; "leads" (no star) in a game that is not over."""
    if unfinished(result):
        return ui["leads"][lang]
    return f"{MARK} " + (table.get("mark_label") or ui["winner"])[lang]


def _table(table: Mapping[str, Any], result: Mapping[str, Any], lang: str, names, parts, ui) -> dict:
    marked = set(marked_rows(table, result))
    mark = mark_text(table, result, ui, lang)
    rows = []
    for i, row in enumerate(result.get(table["rows"]) or []):
        cells = [
            _cell(column, row, lang, parts, f"{table['rows']}.{i}.{column['name']}") for column in table["columns"]
        ]
        rows.append(
            {
                "heading": _who(row, i, names, table["row_label"], lang),
                "marked": i in marked,
                "mark": mark if i in marked else None,
                "cells": cells,
            }
        )
    return {
        "key": table["rows"],
        "label": table["label"][lang],
        "columns": [column["label"][lang] for column in table["columns"]],
        "rows": rows,
    }


BAR_FIGURES = 2


def _summary(outputs: Sequence[Mapping[str, Any]], tables: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A calculator's result bar, kept in view while its boxes are edited (a score sheet has its
    standings instead), in the standings' shape: the scalar outputs ("Road value: 5 points"), else
    the first table's caption, then each of its rows with its last column ("★ Player 2: 5 points")."""
    shown = [f"{o['label']}: {o['text']}" for o in outputs if o["text"] != ""]
    # The first two figures at most: a bar of a line or two leaves the boxes the screen.
    headline = " · ".join(shown[:BAR_FIGURES]) or (tables[0]["label"] if tables else "")
    entries = [
        {
            "row": i,
            "text": f"{row['heading']}: {row['cells'][-1]['text']}",
            "mark": f"{MARK} " if row["marked"] else None,
        }
        for i, row in enumerate(tables[0]["rows"] if tables else [])
        if row["cells"]
    ]
    return {"headline": headline, "entries": entries}


def _ranked(rows: Sequence[Mapping[str, Any]]) -> list[int]:
    """Row indexes by rank (rows without one first, as 0), ties in row order."""
    return sorted(range(len(rows)), key=lambda i: _rank(rows[i]))


def _rank(row: Mapping[str, Any]) -> int:
    rank = row.get("rank")
    return rank if _is_number(rank) else 0


def _blank_rows(table: Mapping[str, Any], inputs: Mapping[str, Any] | None) -> set[int]:
    """Rows with nothing entered yet (a player just added): not ranked while another row has
    something; a wholly blank sheet shows everyone, as the build pre-renders it."""
    entered = (inputs or {}).get(table["rows"])
    if not isinstance(entered, list):
        return set()
    blank = {
        i
        for i, row in enumerate(entered)
        if isinstance(row, Mapping) and all(isinstance(v, str) and not v.strip() for v in row.values())
    }
    return blank if len(blank) < len(entered) else set()


def _headline(ui: Mapping[str, Texts], lang: str, result: Mapping[str, Any], marked: Sequence[str]) -> str:
    """The standings' first line: "★ Winner: Anna", "★ Shared win: …", "Leading: Anna" in a game
    that is not over, the winner the rows do not hold (`other_winner`: Tom, who beats a solo
    Hamburg player), else "No winner yet"."""
    other = result.get("other_winner")
    if unfinished(result) and marked:
        return ui["leader_line" if len(marked) == 1 else "leaders_line"][lang].replace("{names}", ", ".join(marked))
    if not marked and other:
        return f"{MARK} " + ui["winner_line"][lang].replace("{names}", other[lang])
    if not marked:
        return ui["no_winner_yet"][lang]
    key = "winner_line" if len(marked) == 1 else "shared_line"
    return f"{MARK} " + ui[key][lang].replace("{names}", ", ".join(marked))


def _standings(presentation: Mapping[str, Any], result: Mapping[str, Any], lang: str, names, inputs=None) -> dict:
    """A score sheet's standings bar: "★ Winner: Anna", then everyone by rank with a total.
    `winners` names who won (none in a game not over, whose `leaders` lead)."""
    table = presentation["tables"][0]
    ui = presentation["ui"]
    parts = presentation.get("parts") or {}
    rows = result.get(table["rows"]) or []
    total = next(c for c in table["columns"] if c["name"] != "rank")
    marked = marked_rows(table, result)
    winners = [] if unfinished(result) else marked
    who = [_who(row, i, names, table["row_label"], lang) for i, row in enumerate(rows)]
    headline = _headline(ui, lang, result, [who[i] for i in marked])
    entries = []
    blank = _blank_rows(table, inputs)
    for i in _ranked(rows):
        if i in blank:
            continue
        row = rows[i]
        place = f"{row['rank']}. " if "rank" in row else ""
        entries.append(
            {
                "row": i,
                "text": f"{place}{who[i]} {format_value(row.get(total['name']), total, lang, parts)}",
                "mark": f"{MARK} " if i in winners else None,
            }
        )
    other = result.get("other_winner")
    return {
        "headline": headline,
        "entries": entries,
        "scores": _scores(rows, [e["row"] for e in entries], names, total["name"], winners, marked, result),
        "winners": [who[i] for i in winners] or ([other[lang]] if other and not marked else []),
        "leaders": [who[i] for i in marked] if unfinished(result) else [],
    }


def _scores(rows, ranked, names, total: str, winners, marked, result) -> list[dict[str, Any]]:
    """The standings as data, kept with a saved game for the history page, which has no engine:
    per ranked player the seat (from 1), the name as typed ("" for an unnamed seat), the total
    as a number, the place, and whether they won or (in a game not over) lead."""
    leading = set(marked) if unfinished(result) else set()
    scores = []
    for i in ranked:
        value = rows[i].get(total)
        rank = rows[i].get("rank")
        scores.append(
            {
                "seat": i + 1,
                "name": _typed_name(rows[i], i, names),
                "total": value if _is_number(value) else None,
                "rank": rank if _is_number(rank) else None,
                "won": i in winners,
                "leads": i in leading,
            }
        )
    return scores


def _typed_name(row: Mapping[str, Any], i: int, names: Sequence[str]) -> str:
    """The engine's name for a row, else the name typed on the page, else "" (as `_who`, bare)."""
    name = row.get("name") if isinstance(row.get("name"), str) else ""
    return name or (names[i] if i < len(names) and isinstance(names[i], str) else "")


def _export(presentation, result, lang: str, names, inputs) -> dict[str, Any]:
    """A score sheet's copied text ("1. Anna: Points 12 VP · Longest Road yes · …", then the
    deciding rules) and CSV cells (what was entered as typed, then the engine's figures;
    yes/no in words, numbers bare for spreadsheets)."""
    table = presentation["tables"][0]
    ui = presentation["ui"]
    parts = presentation.get("parts") or {}
    rows = result.get(table["rows"]) or []
    figures = [c for c in table["columns"] if c["name"] != "rank"]
    place = next((c for c in table["columns"] if c["name"] == "rank"), None)
    order = _ranked(rows)
    who = [_who({}, i, names, table["row_label"], lang) for i in range(len(rows))]
    cell = [_who({}, i, names, table["row_label"], lang, bare=True) for i in range(len(rows))]
    lines = [presentation["title"][lang]]
    for i in order:
        shown = " · ".join(
            f"{c['label'][lang]} {format_value(rows[i].get(c['name']), c, lang, parts)}" for c in figures
        )
        lines.append(f"{_plain(rows[i].get('rank'))}. {who[i]}: {shown}")
    lines += [f"– {sentence}" for sentence in (result.get("explain") or {}).get(lang, [])]
    fields = presentation.get("entered") or []
    entered = (inputs or {}).get(table["rows"]) or []
    head = [
        place["label"][lang] if place else ui["rank"][lang],
        ui["player_name"][lang],
        *(f"{f['label'][lang]} ({ui['entered'][lang]})" for f in fields),
        *(c["label"][lang] + (f" ({c['unit'][lang]})" if c.get("unit") else "") for c in figures),
    ]

    def figure(value: Any, column: Mapping[str, Any]) -> str:
        if isinstance(value, bool) or column.get("format") == "bool":
            return format_value(value, column, lang, parts)
        return _plain(value)

    def typed(i: int, field: Mapping[str, Any]) -> str:
        row = entered[i] if i < len(entered) and isinstance(entered[i], Mapping) else {}
        value = row.get(field["name"])
        options = field.get("options") or {}
        return options[value][lang] if isinstance(value, str) and value in options else _plain(value)

    body = [
        [_plain(rows[i].get("rank")), cell[i], *(typed(i, f) for f in fields)]
        + [figure(rows[i].get(c["name"]), c) for c in figures]
        for i in order
    ]
    return {"text": "\n".join(lines), "csv": [head, *body]}


def _plain(value: Any) -> str:
    """A value as a spreadsheet cell or a rank: bare, empty for none."""
    return "" if value is None else raw_value(value)


def present(
    presentation: Mapping[str, Any],
    result: Mapping[str, Any],
    lang: str,
    names: Sequence[str] = (),
    inputs: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Everything the page shows of `result` in `lang` (see the module's docstring).

    `names` are the player names typed on the page (row headings where the result names none);
    `inputs` are the values sent to the engine, as typed (a sheet's CSV holds them)."""
    parts = presentation.get("parts") or {}
    ui = presentation["ui"]
    row_names = _row_names(presentation, result, names)
    outputs = [
        _named(_cell(item, result, lang, parts, item["name"]), item, result, row_names)
        for item in presentation["outputs"]
    ]
    tables = [_table(t, result, lang, names, parts, ui) for t in presentation["tables"]]
    labels = presentation.get("labels") or {}
    check = [{"name": n, "label": labels[n][lang] if n in labels else n} for n in result.get("check_board") or []]
    presented: dict[str, Any] = {
        "lang": lang,
        "outputs": outputs,
        "tables": tables,
        "summary": None if presentation.get("sheet") else _summary(outputs, tables),
        "explain": list((result.get("explain") or {}).get(lang, [])),
        "check_board": check,
        "standings": None,
        "export": None,
        "actions": [],
    }
    if presentation.get("sheet") and presentation["tables"]:
        presented["standings"] = _standings(presentation, result, lang, names, inputs)
        presented["export"] = _export(presentation, result, lang, names, inputs)
        # An action the spec has no label for still shows (by its id): better seen than lost.
        labels_of = presentation.get("actions") or {}
        presented["actions"] = [
            {
                "id": action["id"],
                "label": labels_of[action["id"]][lang] if action["id"] in labels_of else action["id"].replace("_", " "),
                "inputs": action["inputs"],
            }
            for action in result.get("actions") or []
        ]
    return presented
