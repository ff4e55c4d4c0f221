"""Calculator specs are checked against the engine; a wrong spec fails the build by name."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import engine
from sitebuild.calculators.render import client_spec
from sitebuild.calculators.specs import SPECS, SpecError, load_spec, load_specs

DEPOT = (SPECS / "hamburgum-depot.toml").read_text(encoding="utf-8")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_spec_loads():
    assert "hamburgum-depot" in {spec.id for spec in load_specs()}


def test_unknown_engine_id_names_the_spec(tmp_path):
    path = _write(tmp_path, "nope.toml", DEPOT.replace('id = "hamburgum-depot"', 'id = "nope"'))
    with pytest.raises(SpecError, match=r"nope\.toml: id 'nope' is not an engine calculator"):
        load_spec(path)


def test_unknown_input_names_the_spec_and_field(tmp_path):
    path = _write(tmp_path, "hamburgum-depot.toml", DEPOT.replace('name = "brick"', 'name = "stone"'))
    with pytest.raises(SpecError, match=r"hamburgum-depot\.toml: input 'stone' is not taken by the engine"):
        load_spec(path)


def test_unknown_output_names_the_field(tmp_path):
    path = _write(tmp_path, "hamburgum-depot.toml", DEPOT.replace('name = "price"', 'name = "cost"'))
    with pytest.raises(SpecError, match=r"output 'cost' is not in the engine's result"):
        load_spec(path)


def test_range_must_agree_with_the_engine(tmp_path):
    text = DEPOT.replace('name = "bell"\n', 'name = "bell"\nmax = 3\n')
    with pytest.raises(SpecError, match=r"input 'bell': max = 3, but the engine has 1"):
        load_spec(_write(tmp_path, "hamburgum-depot.toml", text))


def test_example_the_engine_refuses_names_the_field(tmp_path):
    text = DEPOT.replace("bell = 1\n", "bell = 2\n")
    with pytest.raises(SpecError, match=r"hamburgum-depot\.toml: input 'bell': the example is refused"):
        load_spec(_write(tmp_path, "hamburgum-depot.toml", text))


# (spec file, a line of it, that line as changed, what the build says): one source of defaults.
REFUSED = [
    ("hamburgum-depot.toml", 'name = "wood"', 'name = "wood"\ndefault = 0',
     r"hamburgum-depot\.toml: input 'wood': default = 0 restates the engine's default 0"),
    ("hamburgum-depot.toml", 'name = "wood"', 'name = "wood"\ndefault = 2',
     r"hamburgum-depot\.toml: input 'wood': default = 2 contradicts the engine's default 0"),
    ("carcassonne-field.toml", 'name = "farmers"', 'name = "farmers"\ndefault = 0',
     r"carcassonne-field\.toml: input 'players': field 'farmers': default = 0 restates"),
    ("carcassonne-field.toml", 'name = "players"', 'name = "players"\ndefault = []',
     r"carcassonne-field\.toml: input 'players': default = \[\] contradicts"),
    ("hamburg-game.toml", 'name = "track"', 'name = "track"\ndefault = 61',
     r"hamburg-game\.toml: input 'players': field 'track': default = 61 contradicts the engine's default 0"),
    ("catan-vp.toml", 'name = "settlements"', 'name = "settlements"\ndefault = 2',
     r"catan-vp\.toml: input 'settlements': default = 2 restates the engine's default 2"),
    ("hamburgum-depot.toml", "bell = 1", "bell = 0",
     r"hamburgum-depot\.toml: example: input 'bell': 0 is the engine's default already"),
    ("carcassonne-field.toml", "[example]", "[example]\ncastles = 0",
     r"carcassonne-field\.toml: example: input 'castles': 0 is the engine's default already"),
    ("hamburgum-depot.toml", "[example]", "[example]\nstone = 1",
     r"hamburgum-depot\.toml: example: input 'stone' is not taken by the engine"),
]


@pytest.mark.parametrize(("file", "line", "changed", "message"), REFUSED, ids=[f"{c[0]}:{c[2]}" for c in REFUSED])
def test_a_spec_never_states_a_default(tmp_path, file, line, changed, message):
    """The engine's field declarations are the one source of defaults: a spec that repeats one,
    or sets another, is refused by file and input; so is an [example] value equal to it."""
    text = (SPECS / file).read_text(encoding="utf-8")
    assert f"\n{line}\n" in text
    text = text.replace(f"\n{line}\n", f"\n{changed}\n", 1)
    with pytest.raises(SpecError, match=message):
        load_spec(_write(tmp_path, file, text))


def test_shipped_specs_hold_no_defaults_and_open_neutral():
    """Every shipped spec: no `default` anywhere; a calculator opens on the engine's defaults, a
    score sheet blank; both keep the engine's defaults with the [example] over them for its button."""
    for spec in load_specs():
        data = tomllib.loads(spec.path.read_text(encoding="utf-8"))
        inputs = data.get("input", [])
        assert not [item["name"] for item in inputs if "default" in item], spec.path.name
        assert not [f["name"] for item in inputs for f in item.get("field", []) if "default" in f], spec.path.name
        engine_defaults = {name: field["default"] for name, field in engine.describe(spec.id)["inputs"].items()}
        assert spec.example == {**engine_defaults, **data.get("example", {})}, spec.path.name
        if not spec.sheet:
            assert spec.defaults() == engine_defaults, spec.path.name


ROAD = (SPECS / "carcassonne-road.toml").read_text(encoding="utf-8")
TILES = "quick = [1, 2, 3, 4, 5, 6]"
ROBBERS = "quick = [0, 1, 2, 3]"
# (a one-tap list as changed, what the build says): only values the engine takes for the input,
# a few, in order, on a number typed in a box.
QUICK_REFUSED = [
    (TILES, "quick = [0, 1, 2]", r"input 'tiles': quick value 0 is outside what the engine takes \(1–100\)"),
    (TILES, "quick = [2, 101]", r"input 'tiles': quick value 101 is outside what the engine takes \(1–100\)"),
    (ROBBERS, "quick = [1, 9]", r"field 'robbers': quick value 9 is outside what the engine takes \(0–8\)"),
    (TILES, "quick = [3, 2]", r"input 'tiles': quick must list at most 6 different values, smallest first"),
    (TILES, "quick = [1, 2, 3, 4, 5, 6, 7]", r"input 'tiles': quick must list at most 6"),
    (TILES, 'quick = ["3"]', r"input 'tiles': quick must be a list of whole numbers"),
    (TILES, "quick = [true]", r"input 'tiles': quick must be a list of whole numbers"),
    ('name = "big"', 'name = "big"\nquick = [0, 1]', r"field 'big': quick values belong to a number typed in a box"),
    ('name = "complete"', 'name = "complete"\nquick = [1]', r"input 'complete': quick values belong to a number"),
]


@pytest.mark.parametrize(("line", "changed", "message"), QUICK_REFUSED, ids=[c[1] for c in QUICK_REFUSED])
def test_one_tap_values_the_input_refuses_stop_the_build(tmp_path, line, changed, message):
    assert ROAD.count(line) == 1
    with pytest.raises(SpecError, match=message):
        load_spec(_write(tmp_path, "carcassonne-road.toml", ROAD.replace(line, changed)))


def test_one_tap_values_reach_the_input():
    inputs = {item["name"]: item for item in load_spec(SPECS / "carcassonne-road.toml").inputs}
    assert inputs["tiles"]["quick"] == (1, 2, 3, 4, 5, 6)
    fields = {f["name"]: f["quick"] for f in inputs["players"]["fields"]}
    assert fields == {"robbers": (0, 1, 2, 3), "big": (), "wagons": ()}
    assert inputs["complete"]["quick"] == ()


def test_a_worked_example_waits_for_its_button():
    """hamburgum-depot opens on the engine's empty order, nothing to clear; the rulebook's
    purchase (2 wood, 2 bricks, 1 bell: 200 £) is what "Show an example" brings (client_spec)."""
    spec = load_spec(SPECS / "hamburgum-depot.toml")
    assert spec.defaults() == {"wood": 0, "brick": 0, "bell": 0}
    assert client_spec(spec)["example"] == {"wood": 2, "brick": 2, "bell": 1}
    assert engine.calculate("hamburgum-depot", client_spec(spec)["example"])["price"] == 200
    abbey = load_spec(SPECS / "carcassonne-abbey.toml")  # no [example]: no button
    assert client_spec(abbey)["example"] is None


def test_missing_translation_names_the_field(tmp_path):
    text = DEPOT.replace('ru = "Цена"', 'de = "Preis"')
    with pytest.raises(SpecError, match=r"output 'price': label: needs a text for each of en, cs, ru"):
        load_spec(_write(tmp_path, "hamburgum-depot.toml", text))


def test_row_names_cover_the_engines_name_field(tmp_path):
    """A score sheet's optional player `name` (a text field in the engine) is the row's name box:
    with row_names it needs no [[input.field]] and is not a column; without, the spec must say."""
    sheet = (SPECS / "hamburgum-game.toml").read_text(encoding="utf-8")
    players = next(item for item in load_spec(SPECS / "hamburgum-game.toml").inputs if item["name"] == "players")
    assert players["row_names"] is True
    assert "name" not in {field["name"] for field in players["fields"]}
    text = sheet.replace("row_names = true", "row_names = false")
    with pytest.raises(SpecError, match=r"input 'players': engine fields without a spec entry: name"):
        load_spec(_write(tmp_path, "hamburgum-game.toml", text))


def test_choice_labels_come_from_the_engine(tmp_path):
    """The form's option labels are the engine's (its errors name the options with them): a spec
    that repeats them is refused, and the loaded spec carries the engine's."""
    abbey = (SPECS / "carcassonne-abbey.toml").read_text(encoding="utf-8")
    spec = load_spec(_write(tmp_path, "carcassonne-abbey.toml", abbey))
    feature = next(item for item in spec.inputs if item["name"] == "feature")
    assert feature["option_labels"]["monastery"] == {"en": "Monastery", "cs": "Klášter", "ru": "Монастырь"}
    text = abbey.replace(
        'name = "feature"\n', 'name = "feature"\noption_labels.abbey = { en = "A", cs = "A", ru = "A" }\n'
    )
    with pytest.raises(SpecError, match=r"input 'feature': option_labels comes from the engine"):
        load_spec(_write(tmp_path, "carcassonne-abbey.toml", text))


def test_a_sheet_is_declared_not_named():
    """`sheet = true` makes a score sheet (it opens blank), whatever its id; the shipped sheets
    declare it and no other spec does."""
    specs = {spec.id: spec for spec in load_specs()}
    assert sorted(i for i, spec in specs.items() if spec.sheet) == [
        "amunre-game",
        "carcassonne-game",
        "catan-game",
        "hamburg-game",
        "hamburgum-game",
    ]
    sheet = specs["catan-game"]
    assert all(row.get("name", "") == "" for row in sheet.defaults()["players"])  # blank start
    assert sheet.defaults() != sheet.example


# (spec file, a line of it, that line as changed, what the build says): a sheet's declaration.
SHEET_REFUSED = [
    ("catan-game.toml", "sheet = true", 'sheet = "yes"', r"catan-game\.toml: sheet must be true or false"),
    ("hamburgum-depot.toml", 'rule = "', '[actions]\nagain = { en = "a", cs = "a", ru = "a" }\n\nrule = "',
     r"hamburgum-depot\.toml: \[actions\] is a table of labels, and only a score sheet"),
    ("hamburgum-depot.toml", 'rule = "', 'sheet = true\nrule = "',
     r"hamburgum-depot\.toml: a score sheet \(sheet = true\) needs a first \[\[table\]\]"),
    ("amunre-game.toml", 'new_kingdom = { en = "Start the New Kingdom", ', 'new_kingdom = { ',
     r"amunre-game\.toml: actions\.new_kingdom: needs a text for each of en, cs, ru"),
]  # fmt: skip


@pytest.mark.parametrize(("file", "line", "changed", "message"), SHEET_REFUSED)
def test_a_wrong_sheet_declaration_names_the_spec(tmp_path, file, line, changed, message):
    text = (SPECS / file).read_text(encoding="utf-8")
    assert line in text
    with pytest.raises(SpecError, match=message):
        load_spec(_write(tmp_path, file, text.replace(line, changed, 1)))


# An output's `terms` (engine/present.py: "counted" or "named"), only beside a breakdown.
TERMS_REFUSED = [
    ('terms = "named"', 'terms = "listed"', r"output 'give': terms 'listed' must be one of counted, named"),
    ('breakdown = "give_breakdown"\n', "", r"output 'give': terms 'named' must be one of counted, named, beside a"),
]


@pytest.mark.parametrize(("line", "changed", "message"), TERMS_REFUSED)
def test_a_wrong_terms_style_names_the_output(tmp_path, line, changed, message):
    text = (SPECS / "catan-trade.toml").read_text(encoding="utf-8")
    assert line in text
    with pytest.raises(SpecError, match=message):
        load_spec(_write(tmp_path, "catan-trade.toml", text.replace(line, changed, 1)))
