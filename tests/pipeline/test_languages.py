"""Every language in the registry (engine/languages.py) has what the build needs, and the built
site hands the registry to the browser: build-info.js, the picker's and embed pages' scripts."""

from __future__ import annotations

import json
import re
import tomllib

import pytest

from engine.languages import BY_CODE, FALSE_TEXT, LANGUAGES, REGISTRY, TRUE_TEXT
from sitebuild.build import languages_module
from sitebuild.calculators.render import TEMPLATES, ui_texts
from sitebuild.calculators.specs import load_specs
from sitebuild.docs import catalogue
from sitebuild.docs.search import lunr_languages, search_config


def _exports(module: str) -> dict:
    return {name: json.loads(value) for name, value in re.findall(r"export const (\w+) = (.*);", module)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_interface_texts(lang):
    with open(TEMPLATES / "i18n" / f"{lang}.toml", "rb") as fh:
        texts = tomllib.load(fh)
    with open(TEMPLATES / "i18n" / "en.toml", "rb") as fh:
        english = tomllib.load(fh)
    assert set(texts) == set(english), f"i18n/{lang}.toml"
    assert set(texts["language_names"]) == set(LANGUAGES), f"i18n/{lang}.toml: [language_names]"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_specs_rulebooks_and_glossaries(lang):
    for spec in load_specs():  # the loader fails on a spec text missing in any language
        assert spec.title[lang]
    for game in catalogue.games():
        assert game.summary.get(lang), f"docs/games.toml: {game.slug} has no {lang} summary"
        assert (catalogue.DOCS / lang / game.slug / "index.md").exists()
        assert all(term.names[lang] for term in catalogue.glossary(game.slug))


@pytest.mark.parametrize("language", REGISTRY, ids=LANGUAGES)
def test_search_settings(language, tmp_path):
    assert lunr_languages(language.code) == [language.lunr]
    assert language.stemmer in {"porter", "snowball", "light"}
    assert len(language.ordinals) == 10 and len(set(language.ordinals)) == 10
    # Stop words are compared folded (search-words.js): lower case, and Czech without accents.
    assert all(word == word.lower() for word in language.stop_words + language.prefixes)
    if language.code == "cs":
        assert all(word.isascii() for word in language.stop_words + language.prefixes)
    workers = tmp_path / "assets" / "javascripts" / "workers"
    workers.mkdir(parents=True)
    (workers / "search.0123abcd.min.js").write_text("", encoding="utf-8")
    config = search_config(tmp_path, language.code)
    assert config["scripts"][0] == "search.0123abcd.min.js"
    if language.stemmer == "snowball":  # lunr-languages' stemmer, as Material ships it
        support = "../lunr/min/lunr.stemmer.support.min.js"
        assert config["scripts"][1:] == [support, f"../lunr/min/lunr.{language.code}.min.js"]
    assert config["stop_words"] == list(language.stop_words)


def test_languages_module_is_the_registry():
    exported = _exports(languages_module())
    assert exported["LANGUAGES"] == list(LANGUAGES)
    assert exported["TRUE_TEXT"] == list(TRUE_TEXT)
    assert exported["FALSE_TEXT"] == list(FALSE_TEXT)
    assert exported["DECIMAL"] == {code: BY_CODE[code].decimal for code in LANGUAGES}
    assert exported["GROUP"] == {code: BY_CODE[code].group for code in LANGUAGES}


def test_the_built_site_hands_the_registry_to_the_browser(site):
    (info,) = site.glob("assets/runtime/*/build-info.js")
    assert _exports(info.read_text(encoding="utf-8"))["LANGUAGES"] == _exports(languages_module())["LANGUAGES"]
    listed = " ".join(LANGUAGES)
    picker = (site / "index.html").read_text(encoding="utf-8")
    assert f'pick-language.js" data-languages="{listed}"' in picker
    for code in LANGUAGES:
        assert f'hreflang="{code}" lang="{code}">{BY_CODE[code].name}</a>' in picker
    embed = next(site.glob("embed/*/index.html")).read_text(encoding="utf-8")
    assert f'embed-options.js" data-languages="{listed}"' in embed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossaries_have_a_column_per_language(site, lang):
    game = catalogue.games()[0]
    page = (site / lang / game.slug / "glossary" / "index.html").read_text(encoding="utf-8")
    for code in LANGUAGES:
        assert f"<th>{ui_texts()['language_names'][lang][code]}</th>" in page


def test_an_embed_page_shows_only_its_language_in_every_language(site):
    """calculator.css hides the other languages' spans for each language of the registry."""
    (css,) = site.glob("assets/runtime/*/calculator.css")
    text = css.read_text(encoding="utf-8")
    for code in LANGUAGES:
        assert f'html[lang="{code}"] .l10n:not([lang="{code}"])' in text
