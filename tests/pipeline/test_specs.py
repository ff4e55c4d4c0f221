"""Calculator specs are checked against the engine; a wrong spec fails the build by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitebuild.specs import SPECS, SpecError, load_spec, load_specs

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


def test_default_the_engine_refuses_names_the_field(tmp_path):
    text = DEPOT.replace("default = 1\n", "default = 2\n")
    with pytest.raises(SpecError, match=r"input 'bell': the defaults are refused"):
        load_spec(_write(tmp_path, "hamburgum-depot.toml", text))


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
