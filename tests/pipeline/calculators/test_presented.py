"""The presenter (engine/present.py) on every real calculator with the presentation the build
derives from its spec: any valid result is worded without raising, as JSON, with no "NaN",
"undefined" or "None" in any language; the pre-rendered page places exactly those words."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.languages import LANGUAGES
from engine.present import present
from sitebuild.calculators.render import presentation, render_results
from sitebuild.calculators.specs import load_specs
from tests import strategies

SPECS = {spec.id: spec for spec in load_specs()}
NONSENSE = re.compile(r"NaN|undefined|None|nan\b|\{n\}|\{names\}")


def _texts(value):
    """Every string of a presented result but the raw values (data-value may be "null")."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in ("raw", "inputs"):
                yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)
    elif isinstance(value, str):
        yield value


def _names(max_length: int) -> st.SearchStrategy[str]:
    """Names as people type them, none that is itself one of the words looked for."""
    return strategies.any_text(max_length).filter(lambda name: not NONSENSE.search(name))


@pytest.mark.parametrize("calculator_id", sorted(SPECS))
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_any_valid_result_is_presented_in_every_language(calculator_id, data):
    spec = SPECS[calculator_id]
    inputs = data.draw(strategies.valid_inputs(calculator_id, text=_names))
    try:
        result = engine.calculate(calculator_id, inputs)
    except engine.InputError:
        return  # a combination the engine refuses: the page shows the error instead
    names = data.draw(st.lists(_names(24), max_size=6))
    for lang in LANGUAGES:
        shown = present(presentation(spec), result, lang, names, inputs)
        json.dumps(shown, allow_nan=False)
        bad = [text for text in _texts(shown) if NONSENSE.search(text)]
        assert not bad, (lang, bad)
        assert [o["name"] for o in shown["outputs"]] == [o["name"] for o in spec.outputs]
        assert (shown["standings"] is not None) == spec.sheet


@pytest.mark.parametrize("calculator_id", sorted(SPECS))
def test_the_page_places_the_presenters_words(calculator_id):
    spec = SPECS[calculator_id]
    result = engine.calculate(calculator_id, spec.defaults())
    for lang in LANGUAGES:
        html = str(render_results(spec, result, [lang]))
        shown = present(presentation(spec), result, lang)
        for cell in shown["outputs"] + [c for t in shown["tables"] for row in t["rows"] for c in row["cells"]]:
            written = re.search(rf'name="{re.escape(cell["name"])}" data-value="([^"]*)">([^<]*)</output>', html)
            assert written, cell["name"]
            assert written.groups() == (cell["raw"], cell["text"].replace("&", "&amp;")), cell["name"]
        for output in shown["outputs"]:
            if output["breakdown"] is not None:  # the sentence under a number ("dřevo: 2 × 2 + …")
                sentence = re.search(rf'data-breakdown-for="{re.escape(output["name"])}">([^<]*)</dd>', html)
                assert sentence, output["name"]
                assert sentence[1] == output["breakdown"].replace("&", "&amp;"), output["name"]


def test_the_new_kingdom_is_offered_with_its_label_after_the_old_kingdom():
    spec = SPECS["amunre-game"]
    old = engine.calculate("amunre-game", {**spec.example, "kingdom": "old"})
    for lang in LANGUAGES:
        actions = present(presentation(spec), old, lang)["actions"]
        assert [(a["id"], a["label"]) for a in actions] == [("new_kingdom", spec.actions["new_kingdom"][lang])]
        assert actions[0]["inputs"]["kingdom"] == "new"
    new = engine.calculate("amunre-game", spec.example)
    assert present(presentation(spec), new, "en")["actions"] == []


# (calculator, inputs, the result bar's headline, its lines): a calculator's result bar, the
# sticky line kept in view while its boxes are edited, in the presenter's words (a sheet has its
# standings instead).
BAR = [
    (
        "carcassonne-road",
        {"tiles": 5, "players": [{"robbers": 1}, {"big": 1}]},
        "Road value: 5\u00a0points",
        ["Player 1: 0\u00a0points", "★ Player 2: 5\u00a0points"],
    ),
    ("carcassonne-farmhouse", {"cities": 2, "players": [{"farmers": 1, "farmhouses": 1}]}, "Points on this field",
     ["★ Player 1: 6\u00a0points"]),
    ("carcassonne-abbey", {"surrounding": 8},
     "Points for the monk: 9\u00a0points · Scored: Complete: scored at once", []),  # two figures at most
]  # fmt: skip


@pytest.mark.parametrize(("calculator_id", "inputs", "headline", "lines"), BAR)
def test_a_calculators_result_bar(calculator_id, inputs, headline, lines):
    spec = SPECS[calculator_id]
    shown = present(presentation(spec), engine.calculate(calculator_id, inputs), "en", [])
    assert shown["standings"] is None
    bar = shown["summary"]
    assert bar["headline"] == headline
    assert [(e["mark"] or "") + e["text"] for e in bar["entries"]] == lines


def test_a_sheet_has_standings_not_a_result_bar():
    spec = SPECS["catan-game"]
    shown = present(presentation(spec), engine.calculate("catan-game", spec.example), "en", [])
    assert shown["summary"] is None and shown["standings"]["entries"]
