"""The build's Jinja environment: one per set of languages, made once."""

from __future__ import annotations

from engine.languages import LANGUAGES
from sitebuild.calculators import render


def test_one_environment_per_language_set():
    assert render._environment(["en"]) is render._environment(("en",))
    assert render._environment(list(LANGUAGES)) is render._environment(LANGUAGES)
    assert render._environment(["cs"]) is not render._environment(["en"])
    assert render._environment(["cs"]).globals["languages"] == LANGUAGES


def test_the_page_gets_every_fault_text():
    """The worker's fault codes (runtime/assets/engine-protocol.js) are worded by the fault_*
    texts: the page gets each of them, in every language."""
    from sitebuild.calculators.render import client_spec
    from sitebuild.calculators.specs import load_specs

    faults = {key for key in render.ui_texts() if key.startswith("fault_")}
    assert len(faults) >= 8
    for spec in load_specs()[:3]:
        sent = client_spec(spec)["ui"]
        assert faults <= set(sent), spec.id
        assert all(set(sent[key]) == set(LANGUAGES) for key in faults)


def test_a_docs_page_spec_carries_its_language_only():
    """A page in one language sends the worker a presentation cut to that language: the
    presenter words the defaults' result from it exactly as from the whole one, and no text of
    another language is left in it."""
    import json

    import engine
    from engine.present import present
    from sitebuild.calculators.render import client_spec, presentation
    from sitebuild.calculators.specs import load_specs

    for spec in load_specs():
        result = engine.calculate(spec.id, spec.defaults())
        for lang in LANGUAGES:
            sent = client_spec(spec, [lang])
            assert present(sent["presentation"], result, lang, []) == present(presentation(spec), result, lang, [])
            assert not _keyed_by_other_languages(sent, lang), spec.id
            assert len(json.dumps(sent)) < len(json.dumps(client_spec(spec))), spec.id


def _keyed_by_other_languages(value, lang: str) -> list:
    if isinstance(value, dict):
        here = [value] if set(value) & (set(LANGUAGES) - {lang}) else []
        return here + [found for item in value.values() for found in _keyed_by_other_languages(item, lang)]
    if isinstance(value, list):
        return [found for item in value for found in _keyed_by_other_languages(item, lang)]
    return []


def test_only_a_follower_colour_belongs_to_the_seat():
    """A new game at the same table keeps the names and what is marked `seat` (form-values.js):
    Carcassonne's follower colour, and no figure of any sheet's players."""
    from sitebuild.calculators.render import client_spec
    from sitebuild.calculators.specs import load_specs

    seats = {
        (spec.id, name, field)
        for spec in load_specs()
        for name, item in client_spec(spec, ["en"])["inputs"].items()
        for field, described in item.get("fields", {}).items()
        if described.get("seat")
    }
    assert seats == {("carcassonne-game", "players", "colour")}
