"""The language registry (engine/languages.py): well formed, and every language in it has the
engine's texts (messages, nouns in its plural forms, explanations)."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

import engine
from engine import fields
from engine.languages import BY_CODE, FALSE_TEXT, LANGUAGES, REGISTRY, TRUE_TEXT, plural_form
from engine.messages import _MODULES as MESSAGE_MODULES
from engine.messages import MESSAGES, ROW_NOUNS
from engine.registry import _REGISTRY


def test_the_registry_is_well_formed():
    assert LANGUAGES[0] == "en"  # English fills any gap, and is the pages' first language
    assert len(set(LANGUAGES)) == len(LANGUAGES)
    assert list(BY_CODE) == list(LANGUAGES)
    for language in REGISTRY:
        assert len(language.code) == 2 and language.code.islower(), language
        assert language.name and language.yes and language.no and language.yes != language.no
        assert language.group != language.decimal and not language.decimal.isdigit()
        assert "other" in language.plural_forms or "many" in language.plural_forms
        assert language.plural_forms[-1] in ("other", "many")  # what a count that is not whole takes
        assert len(set(language.plural_forms)) == len(language.plural_forms)
    assert not set(TRUE_TEXT) & set(FALSE_TEXT)
    assert all(text == text.strip().lower() for text in TRUE_TEXT + FALSE_TEXT)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_form_gives_one_of_the_language_forms(lang):
    assert {plural_form(lang, n) for n in range(-200, 2000)} == set(BY_CODE[lang].plural_forms)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_plural_forms_agree_with_the_browsers_intl():
    """The rules here (the presenter's, in the build and in the worker) agree with CLDR as the
    browsers' Intl.PluralRules carry it."""
    script = (
        "const out = {};"
        f"for (const lang of {json.dumps(list(LANGUAGES))}) {{"
        "  const rules = new Intl.PluralRules(lang);"
        "  out[lang] = Array.from({length: 1200}, (_, n) => rules.select(n));"
        "}"
        "console.log(JSON.stringify(out));"
    )
    found = json.loads(subprocess.run(["node", "-e", script], capture_output=True, check=True, text=True).stdout)
    for lang in LANGUAGES:
        assert found[lang] == [plural_form(lang, n) for n in range(1200)], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_engines_texts(lang):
    for code, templates in MESSAGES.items():
        assert templates.get(lang), f"message {code} has no {lang}"
    for module in MESSAGE_MODULES:
        for key, forms in getattr(module, "NOUNS", {}).items():
            assert set(forms[lang]) == set(BY_CODE[lang].plural_forms), f"{module.__name__}.NOUNS[{key!r}]"
        for key, templates in getattr(module, "EXPLAIN", {}).items():
            assert templates.get(lang), f"{module.__name__}.EXPLAIN[{key!r}] has no {lang}"
    for key, forms in ROW_NOUNS.items():
        assert set(forms[lang]) == set(BY_CODE[lang].plural_forms), f"ROW_NOUNS[{key!r}]"


def _rows(inputs):
    for field in inputs:
        if isinstance(field, fields.Rows):
            yield field
            yield from _rows(field.fields)


@pytest.mark.parametrize("calculator_id", sorted(_REGISTRY))
def test_every_list_names_its_rows(calculator_id):
    """"Enter 3 to 5 players": each list's noun is in the common or its game's ROW_NOUNS (a noun
    missing would only show as a KeyError when the error is raised)."""
    for rows in _rows(_REGISTRY[calculator_id].inputs):
        assert (rows.noun or rows.name) in ROW_NOUNS, f"{calculator_id}: {rows.name}"
        assert set(rows.nouns()) == set(LANGUAGES)


def test_errors_carry_a_message_in_every_language():
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("hamburgum-depot", {"wood": "many"})
    assert list(caught.value.to_json()["messages"]) == list(LANGUAGES)


@pytest.mark.parametrize(("text", "value"), [(t, True) for t in TRUE_TEXT] + [(t, False) for t in FALSE_TEXT])
def test_yes_no_input_text_is_the_registrys(text, value):
    assert fields.Bool("flag").parse(f" {text.upper()} ") is value
