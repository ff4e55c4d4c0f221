"""A calculator says things as its game's glossary does: wherever a label of a calculator (its
title, inputs, rows, options, outputs, table columns and breakdown parts) uses a glossary term in
the language of the game's original rulebook, its labels in the other languages use that term's
glossary words (as tests/docs/test_rulebooks.py holds the rulebook pages to them)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine.languages import LANGUAGES
from sitebuild.calculators.specs import Spec, load_specs
from sitebuild.docs.catalogue import games, glossary

SPECS = load_specs()
ORIGINAL = {game.slug: game.original for game in games()}


def _labels(spec: Spec) -> Iterator[tuple[str, dict[str, str]]]:
    """(where, {lang: text}) for every label a player reads on the calculator's page."""
    yield "title", spec.title
    for item in spec.inputs:
        yield f"input {item['name']}", item["label"]
        for option, texts in (item.get("option_labels") or {}).items():
            yield f"input {item['name']}: option {option}", texts
        for field in item.get("fields", []):
            yield f"input {item['name']}.{field['name']}", field["label"]
            for option, texts in (field.get("option_labels") or {}).items():
                yield f"input {item['name']}.{field['name']}: option {option}", texts
    for item in spec.outputs:
        yield f"output {item['name']}", item["label"]
    for table in spec.tables:
        yield f"table {table['rows']}", table["label"]
        for column in table["columns"]:
            yield f"table {table['rows']}.{column['name']}", column["label"]
    for key, texts in spec.parts.items():
        # a counted part gives its plural forms: every form must carry the term
        yield f"part {key}", {lang: " ".join(t.values()) if isinstance(t, dict) else t for lang, t in texts.items()}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_labels_use_the_glossary_terms(spec):
    terms = glossary(spec.game)
    original = ORIGINAL[spec.game]
    wrong = []
    for where, texts in _labels(spec):
        lower = {lang: texts[lang].lower() for lang in LANGUAGES}
        for term in terms:
            # The term's own words in the original (a stem would also find "bod" in "bodování").
            if not re.search(rf"(?<!\w){re.escape(term.names[original].lower())}(?!\w)", lower[original]):
                continue
            missing = [lang for lang in LANGUAGES if lang != original and term.stem(lang) not in lower[lang]]
            if missing:
                names = ", ".join(f"{lang}: {term.names[lang]}" for lang in missing)
                wrong.append(f"{where}: {term.names[original]!r} → {names}: {texts}")
    assert not wrong, f"calculators/{spec.id}.toml:\n" + "\n".join(wrong)


def test_the_check_sees_a_term():
    """A label that uses a term in one language only is caught (so the test above can fail)."""
    spec = next(s for s in SPECS if s.id == "carcassonne-road")
    terms = glossary(spec.game)
    wagon = next(t for t in terms if t.names["en"] == "Wagon")
    assert any(re.search(rf"\b{wagon.names['cs']}\b", texts["cs"].lower()) for _, texts in _labels(spec))
