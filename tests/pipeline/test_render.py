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
