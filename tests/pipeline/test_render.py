"""The build's Jinja environment: one per set of languages, made once."""

from __future__ import annotations

from engine.languages import LANGUAGES
from sitebuild.calculators import render


def test_one_environment_per_language_set():
    assert render._environment(["en"]) is render._environment(("en",))
    assert render._environment(list(LANGUAGES)) is render._environment(LANGUAGES)
    assert render._environment(["cs"]) is not render._environment(["en"])
    assert render._environment(["cs"]).globals["languages"] == LANGUAGES
