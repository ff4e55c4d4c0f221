"""Calculator specs (calculators/*.toml): load them and check them against the engine.

A spec says how a calculator looks (titles, labels, help, formats in every language); the engine
says what it computes (input types, ranges, defaults). A spec may repeat a type or range, but
then it must agree with the engine; it never writes a default (the engine's field declarations
are the one source). Every page opens on the engine's defaults (a score sheet blank); a worked
demonstration names its values in the `[example]` table, each one differing from the engine's
default, and the page offers it on "Show an example". A spec that names an unknown calculator,
input or output fails the build with the file and the field.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine.languages import BY_CODE, LANGUAGES
from engine.present import FLAT, TERM_STYLES
from sitebuild import ROOT

SPECS = ROOT / "calculators"
OUTPUT_FORMATS = ("number", "percent", "bool", "label", "player")
# A number's one-tap values (`quick = [2, 3, 4]`): as many as fit on a phone's line beside nothing else.
QUICK_MOST = 6


class SpecError(Exception):
    """A spec is wrong; the message names the file and the field."""


@dataclass(frozen=True)
class Spec:
    path: Path
    id: str
    game: str
    rule: str
    title: dict[str, str]
    help: dict[str, str]
    inputs: list[dict[str, Any]]
    outputs: list[dict[str, Any]]
    tables: list[dict[str, Any]]
    parts: dict[str, dict[str, str]]
    engine: dict[str, Any]
    # The engine's defaults with the spec's [example] over them, shown on "Show an example": a
    # calculator opens on the engine's defaults, a score sheet blank (see _blank_start).
    example: dict[str, Any] | None = None
    # Other rules sections it computes (`also = ["{game}/{page}.md#{id}", …]`), linked to it as its `rule` is.
    also: tuple[str, ...] = ()
    # `sheet = true`: a whole-table score sheet (kept on the device, ranked, exported).
    sheet: bool = False
    # The labels of the actions a result may list ([actions]: {id: {lang: text}}).
    actions: dict[str, dict[str, str]] = dataclasses.field(default_factory=dict)

    def defaults(self) -> dict[str, Any]:
        """The values the page opens with (each input's "default" in the loaded spec)."""
        return {item["name"]: item["default"] for item in self.inputs}


def _blank(field: dict[str, Any]) -> Any:
    """A new game's value for one box: empty where the engine takes an empty box (on paper),
    nobody for a card holder, a choice still to make for an owner, else the engine's default."""
    if field.get("blank") is not None:
        return ""
    if field.get("player_label"):
        return field["min"] if field.get("none_label") else ""
    return field["default"]


def _blank_start(inputs: list[dict[str, Any]]) -> None:
    """A score sheet starts blank: as many player rows as the example, every box empty; other
    rows (provinces) start at their fewest; `start` in the spec sets a scalar's first value."""
    for item in inputs:
        if "start" in item:
            item["default"] = item.pop("start")
        elif item["type"] == "rows" and "fields" in item:
            for field in item["fields"]:
                field["default"] = _blank(field)
            row = {field["name"]: field["default"] for field in item["fields"]}
            count = len(item["default"]) if item["row_names"] else item["min"]
            item["default"] = [dict(row) for _ in range(count)]
        elif item["type"] != "rows":
            item["default"] = _blank(item)


def _also(name: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) and ".md" in item for item in value):
        raise SpecError(f"{name}: also must be a list of rules sections (\"game/page.md#heading-id\")")
    return tuple(value)


def _texts(where: str, value: Any) -> dict[str, str]:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) for lang in LANGUAGES):
        raise SpecError(f"{where}: needs a text for each of {', '.join(LANGUAGES)}")
    return {lang: value[lang] for lang in LANGUAGES}


def _part_texts(where: str, value: Any) -> dict[str, Any]:
    """A breakdown label: one text per language, or one per plural form ({one, few, …}), with an
    optional `flat` form for a term that has no count ("za farmáře 6", not "farmářů 6")."""
    if not isinstance(value, dict) or any(lang not in value for lang in LANGUAGES):
        raise SpecError(f"{where}: needs a text for each of {', '.join(LANGUAGES)}")
    for lang in LANGUAGES:
        label = value[lang]
        if isinstance(label, dict) and set(label) - {FLAT} != set(BY_CODE[lang].plural_forms):
            forms = ", ".join(sorted(BY_CODE[lang].plural_forms))
            raise SpecError(f"{where}.{lang}: plural forms must be exactly {forms} (and {FLAT}, if given)")
        if not isinstance(label, (str, dict)):
            raise SpecError(f"{where}.{lang}: a text or a table of plural forms")
    return {lang: value[lang] for lang in LANGUAGES}


def load_spec(path: Path) -> Spec:
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as error:
        raise SpecError(f"{path.name}: not valid TOML: {error}") from None
    name = path.name
    calc_id = data.get("id")
    if calc_id not in engine.calculators():
        raise SpecError(
            f"{name}: id {calc_id!r} is not an engine calculator (known: {', '.join(engine.calculators())})"
        )
    if path.stem != calc_id:
        raise SpecError(f"{name}: the file must be named {calc_id}.toml")
    described = engine.describe(calc_id)
    if data.get("game") != described["game"]:
        raise SpecError(f"{name}: game {data.get('game')!r}, but the engine says {described['game']!r}")
    inputs = [_check_input(name, item, described["inputs"]) for item in data.get("input", [])]
    missing = sorted(set(described["inputs"]) - {item["name"] for item in inputs})
    if missing:
        raise SpecError(f"{name}: engine inputs without a spec entry: {', '.join(missing)}")
    example = {**{item["name"]: item["default"] for item in inputs}, **_example(name, data, described["inputs"])}
    try:
        engine.calculate(calc_id, example)
    except engine.InputError as error:
        raise SpecError(f"{name}: input {error.field!r}: the example is refused: {error}") from None
    sheet = data.get("sheet", False)
    if not isinstance(sheet, bool):
        raise SpecError(f"{name}: sheet must be true or false")
    actions = data.get("actions", {})
    if not isinstance(actions, dict) or (actions and not sheet):
        raise SpecError(f"{name}: [actions] is a table of labels, and only a score sheet (sheet = true) has one")
    # Every page opens neutral, on the engine's defaults (a sheet blank): a worked example set in
    # the boxes had to be cleared, box by box, at every visit. "Show an example" brings it in.
    if sheet:
        _blank_start(inputs)
    spec = Spec(
        path=path,
        id=calc_id,
        game=data["game"],
        rule=str(data.get("rule", "")),
        also=_also(name, data.get("also", [])),
        title=_texts(f"{name}: title", data.get("title")),
        help=_texts(f"{name}: help", data.get("help")),
        inputs=inputs,
        outputs=[],
        tables=[],
        parts={key: _part_texts(f"{name}: parts.{key}", texts) for key, texts in data.get("parts", {}).items()},
        engine=described,
        example=example,
        sheet=sheet,
        actions={key: _texts(f"{name}: actions.{key}", texts) for key, texts in actions.items()},
    )
    try:
        engine.calculate(calc_id, spec.defaults())
    except engine.InputError as error:
        raise SpecError(f"{name}: input {error.field!r}: the defaults are refused: {error}") from None
    # Outputs and tables are checked against the example's result: a neutral start (nothing
    # bought, no priests) may leave out a list that the example fills.
    result = engine.calculate(calc_id, example)
    outputs = [_check_output(f"{name}: output", item, result) for item in data.get("output", [])]
    tables = [_check_table(name, item, result) for item in data.get("table", [])]
    if not outputs and not tables:
        raise SpecError(f"{name}: no [[output]] and no [[table]]")
    if sheet:
        _check_sheet(name, inputs, tables)
    for item in outputs + [column for table in tables for column in table["columns"]]:
        if item["format"] == "label":
            item["labels"] = spec.parts  # engine keys (beer, ore…) are shown by their [parts] label
    return Spec(**{**spec.__dict__, "outputs": outputs, "tables": tables})


def _check_sheet(name: str, inputs: list[dict[str, Any]], tables: list[dict[str, Any]]) -> None:
    """A score sheet ranks the players of its first table, whose rows are a named rows input."""
    rows = {item["name"]: item for item in inputs if item["type"] == "rows"}
    first = tables[0]["rows"] if tables else None
    if first not in rows or not rows[first].get("row_names"):
        raise SpecError(
            f"{name}: a score sheet (sheet = true) needs a first [[table]] whose rows are an input"
            " with row_names = true (its players)"
        )


def _example(name: str, data: dict[str, Any], known: dict[str, Any]) -> dict[str, Any]:
    """The spec's [example]: the values a page shows instead of the engine's defaults; a value
    equal to the engine's default only restates it and is refused (leave it out)."""
    example = data.get("example", {})
    if not isinstance(example, dict):
        raise SpecError(f"{name}: example must be a table of input values ([example])")
    for field, value in example.items():
        if field not in known:
            takes = ", ".join(known)
            raise SpecError(f"{name}: example: input {field!r} is not taken by the engine (it takes {takes})")
        if value == known[field].get("default"):
            raise SpecError(
                f"{name}: example: input {field!r}: {value!r} is the engine's default already; leave it out"
            )
    return dict(example)


def _check_input(name: str, item: dict[str, Any], known: dict[str, Any]) -> dict[str, Any]:
    field = item.get("name")
    if field not in known:
        raise SpecError(f"{name}: input {field!r} is not taken by the engine (it takes {', '.join(known)})")
    where = f"{name}: input {field!r}"
    checked = _agree(where, item, known[field])
    if checked.get("default") is None:
        raise SpecError(f"{where}: no default (the engine has none either)")
    if checked["type"] == "rows":
        _check_rows(where, item, checked)
    return checked


def _agree(where: str, item: dict[str, Any], truth: dict[str, Any]) -> dict[str, Any]:
    """The engine's description of a field, with the spec's texts; a repeated fact must agree."""
    if "default" in item:  # one source of defaults: the engine's field declarations
        verb = "restates" if item["default"] == truth.get("default") else "contradicts"
        raise SpecError(
            f"{where}: default = {item['default']!r} {verb} the engine's default {truth.get('default')!r};"
            " a spec holds no defaults (a worked example goes in [example])"
        )
    for key in ("type", "min", "max", "options"):
        if key in item and item[key] != truth.get(key):
            raise SpecError(f"{where}: {key} = {item[key]!r}, but the engine has {truth.get(key)!r}")
    # A choice's labels live in the engine's messages only, where its errors name them too.
    for key in ("option_labels", "player_label", "none_label"):
        if key in item:
            raise SpecError(f"{where}: {key} comes from the engine (engine/messages/), not from the spec")
    checked = {**truth, **{k: v for k, v in item.items() if k != "field"}}
    checked["label"] = _texts(f"{where}: label", item.get("label"))
    checked["help"] = _texts(f"{where}: help", item.get("help"))
    # Optional: the label over a box on a phone's narrow card, where the whole label is cut
    # (Amun-Re's "Building stones" → "Stones"); the box keeps the whole one as its name.
    checked["short_label"] = _texts(f"{where}: short_label", item["short_label"]) if "short_label" in item else None
    # Optional: an input of the solo game only (Hamburg's Tom), shown while the table has one player.
    if not isinstance(item.get("solo", False), bool):
        raise SpecError(f"{where}: solo = {item['solo']!r}, but it is true or false")
    checked.setdefault("solo", False)
    checked["quick"] = _quick(where, item["quick"], truth) if "quick" in item else ()
    checked.setdefault("check_board", False)
    checked.setdefault("option_labels", None)
    checked.setdefault("player_label", None)
    checked.setdefault("none_label", None)
    return checked


def _quick(where: str, values: Any, truth: dict[str, Any]) -> tuple[int, ...]:
    """A number's usual values, each a button beside its box (templates/widget.html.j2): whole
    numbers the engine takes for it, in order, a few; a figure that is a checkbox or a choice of
    player already is one tap."""
    low, high = truth.get("min"), truth.get("max")
    if truth.get("type") != "int" or truth.get("player_label") or (low, high) == (0, 1):
        raise SpecError(f"{where}: quick values belong to a number typed in a box (this one is not)")
    if not isinstance(values, list) or not values or any(type(v) is not int for v in values):
        raise SpecError(f"{where}: quick must be a list of whole numbers")
    if len(values) > QUICK_MOST or values != sorted(set(values)):
        raise SpecError(f"{where}: quick must list at most {QUICK_MOST} different values, smallest first")
    refused = [v for v in values if (low is not None and v < low) or (high is not None and v > high)]
    if refused:
        raise SpecError(f"{where}: quick value {refused[0]} is outside what the engine takes ({low}–{high})")
    return tuple(values)


def _check_rows(where: str, item: dict[str, Any], checked: dict[str, Any]) -> None:
    checked["row_names"] = False
    if "item" in checked:  # a list of plain values
        checked["item_label"] = _texts(f"{where}: item_label", item.get("item_label"))
        return
    checked["row_label"] = _texts(f"{where}: row_label", item.get("row_label"))
    checked["row_names"] = bool(item.get("row_names", False))
    if item.get("composer") and "asks" not in checked:  # the composer draws what the engine asks
        raise SpecError(f"{where}: composer = {item['composer']!r}, but the engine says nothing these rows ask for")
    fields = checked.pop("fields")
    if checked["row_names"] and fields.get("name", {}).get("type") == "text":
        # The engine's optional player name (score sheets) is the row's name box, not a column.
        fields = {n: f for n, f in fields.items() if n != "name"}
    given = {f.get("name"): f for f in item.get("field", [])}
    unknown = sorted(set(given) - set(fields), key=str)
    if unknown:
        raise SpecError(f"{where}: field {unknown[0]!r} is not taken by the engine (it takes {', '.join(fields)})")
    missing = sorted(set(fields) - set(given))
    if missing:
        raise SpecError(f"{where}: engine fields without a spec entry: {', '.join(missing)}")
    checked["fields"] = [_agree(f"{where}: field {n!r}", given[n], fields[n]) for n in fields]


def _check_output(where: str, item: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    field = item.get("name")
    if field not in result:
        raise SpecError(f"{where} {field!r} is not in the engine's result (it has {', '.join(result)})")
    where = f"{where} {field!r}"
    if isinstance(result[field], (list, dict)):
        raise SpecError(f"{where}: a list or record; show it as a [[table]] instead")
    fmt = item.get("format", "number")
    if fmt not in OUTPUT_FORMATS:
        raise SpecError(f"{where}: format {fmt!r} is not one of {', '.join(OUTPUT_FORMATS)}")
    breakdown = item.get("breakdown")
    if breakdown is not None and not isinstance(result.get(breakdown), list):
        raise SpecError(f"{where}: breakdown {breakdown!r} is not a list in the engine's result")
    terms = item.get("terms")
    if terms is not None and (breakdown is None or terms not in TERM_STYLES):
        raise SpecError(f"{where}: terms {terms!r} must be one of {', '.join(TERM_STYLES)}, beside a breakdown")
    unit = _texts(f"{where}: unit", item["unit"]) if "unit" in item else None
    label = _texts(f"{where}: label", item.get("label"))
    checked = {**item, "format": fmt, "unit": unit, "breakdown": breakdown, "label": label}
    if fmt == "player":  # an index from 0, shown as "Player 1"; −1 or none as none_label
        checked["player_label"] = _texts(f"{where}: player_label", item.get("player_label"))
        if "none_label" in item:
            checked["none_label"] = _texts(f"{where}: none_label", item["none_label"])
    return checked


def _check_table(name: str, item: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    rows_key = item.get("rows")
    where = f"{name}: table {rows_key!r}"
    rows = result.get(rows_key)
    if not isinstance(rows, list) or not rows or not all(isinstance(r, dict) for r in rows):
        raise SpecError(f"{where}: the engine's result has no list of records called {rows_key!r}")
    mark = item.get("mark")
    if mark is not None and mark not in result and mark not in rows[0]:
        raise SpecError(f"{where}: mark {mark!r} is neither in the result nor in its rows")
    columns = [_check_output(f"{where}: column", column, rows[0]) for column in item.get("column", [])]
    if not columns:
        raise SpecError(f"{where}: no [[table.column]]")
    # What a mark says when the figure decides something other than the game ("Pharaoh"):
    # engine/present.py's mark_text.
    mark_label = _texts(f"{where}: mark_label", item["mark_label"]) if "mark_label" in item else None
    return {
        "rows": rows_key,
        "mark": mark,
        "mark_label": mark_label,
        "label": _texts(f"{where}: label", item.get("label")),
        "row_label": _texts(f"{where}: row_label", item.get("row_label")),
        "columns": columns,
    }


def load_specs(folder: Path = SPECS) -> list[Spec]:
    specs = [load_spec(path) for path in sorted(folder.glob("*.toml"))]
    seen: set[str] = set()
    for spec in specs:
        if spec.id in seen:
            raise SpecError(f"{spec.path.name}: a second spec for {spec.id}")
        seen.add(spec.id)
    return specs


def calculators_without_spec(specs: list[Spec]) -> list[str]:
    return sorted(set(engine.calculators()) - {spec.id for spec in specs})
