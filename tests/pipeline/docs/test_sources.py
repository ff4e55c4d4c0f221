"""docs/{lang}/sources.md, "Where the numbers come from": it lists every number of the engine's
game modules with its source and confidence, names only numbers the engine has, gives their
values as the code does, and is published in every language; the engine cites it instead of
notes outside the repository."""

from __future__ import annotations

import ast
import importlib
import re
from typing import Any

import pytest

from engine.games import GAMES
from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import ROOT, sources_text

ENGINE = ROOT / "engine"
GAME_MODULES = GAMES
CONFIDENCE = {
    "en": ("Confirmed", "Derived", "Inferred", "Your board"),
    "cs": ("Potvrzeno", "Odvozeno", "Odhadnuto", "Z vašeho herního plánu"),
    "ru": ("Подтверждено", "Выведено", "Предположительно", "С вашего поля"),
}
_ROW = re.compile(r"^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^\n]*)\|\s*$", re.M)
# What must no longer be cited: the notes and the rulebook files outside this repository.
OUTSIDE = ("rules-data", "/shared/", "../shared", "DESIGN.md")
OUTSIDE_FILE = re.compile(r"rulebook \d{3}_[0-9a-f]+\.txt")


def _numeric(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, dict):
        return bool(value) and all(_numeric(v) for v in value.values())
    if isinstance(value, (tuple, list, set, frozenset)):
        return bool(value) and all(_numeric(v) for v in value)
    return False


def engine_numbers(module_name: str) -> dict[str, Any]:
    """The module's UPPER_CASE constants whose values are numbers or tables of numbers (the
    score sheets' example tables GAME_* are inputs, not rules)."""
    module = importlib.import_module(f"engine.{module_name}")
    found = {}
    for node in ast.parse((ENGINE / f"{module_name}.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for name in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(name, ast.Name) and name.id.isupper() and not name.id.startswith("GAME"):
                    value = getattr(module, name.id)
                    if _numeric(value):
                        found[name.id] = value
    return found


def _section(lang: str, module_name: str) -> str:
    text = sources_text(lang)  # the page and each game's own section (docs/{lang}/{slug}/_sources.md)
    sections = [s for s in re.split(r"^## ", text, flags=re.M) if f"`engine/{module_name}.py`" in s]
    assert len(sections) == 1, f"{lang}/sources.md: one section must name engine/{module_name}.py"
    return sections[0]


def _rows(lang: str, module_name: str) -> dict[str, list[str]]:
    rows: dict[str, list[str]] = {}
    for name, rest in _ROW.findall(_section(lang, module_name)):
        assert name not in rows, f"{lang}/sources.md: {name} is listed twice for {module_name}"
        rows[name] = [cell.strip() for cell in rest.split("|")]
    return rows


CASES = [(lang, module) for lang in LANGUAGES for module in GAME_MODULES]


@pytest.mark.parametrize(("lang", "module"), CASES)
def test_every_engine_number_is_listed(lang, module):
    missing = sorted(set(engine_numbers(module)) - set(_rows(lang, module)))
    assert not missing, f"{lang}/sources.md lacks these numbers of engine/{module}.py: {missing}"


@pytest.mark.parametrize(("lang", "module"), CASES)
def test_every_listed_name_is_an_engine_number(lang, module):
    unknown = sorted(set(_rows(lang, module)) - set(engine_numbers(module)))
    assert not unknown, f"{lang}/sources.md lists names that engine/{module}.py lacks: {unknown}"


@pytest.mark.parametrize(("lang", "module"), CASES)
def test_single_values_are_the_engines(lang, module):
    numbers = engine_numbers(module)
    for name, cells in _rows(lang, module).items():
        if isinstance(numbers.get(name), int):
            assert cells[0].replace("−", "-") == str(numbers[name]), f"{lang}/sources.md: {name} = {cells[0]}"


@pytest.mark.parametrize(("lang", "module"), CASES)
def test_every_rule_number_has_a_source_and_a_confidence(lang, module):
    for name, cells in _rows(lang, module).items():
        if len(cells) == 2:  # a limit of an input box: value and why
            continue
        assert len(cells) == 4, f"{lang}/sources.md: {name}: value, what, source, confidence"
        value, what, source, confidence = cells
        assert value and what and source, f"{lang}/sources.md: {name} has an empty cell"
        assert confidence.startswith(CONFIDENCE[lang]), f"{lang}/sources.md: {name}: confidence {confidence!r}"


def test_the_engine_cites_the_sources_page_and_nothing_outside_the_repository():
    for module in GAME_MODULES:
        assert "sources.md" in (ENGINE / f"{module}.py").read_text(encoding="utf-8"), module
    for folder in ("engine", "calculators", "sitebuild", "templates", "runtime", "docs", "tests/engine"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".toml", ".md", ".j2", ".js", ".mjs"}:
                text = path.read_text(encoding="utf-8")
                cited = [word for word in OUTSIDE if word in text] + OUTSIDE_FILE.findall(text)
                assert not cited, f"{path.relative_to(ROOT)} cites {cited}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_is_published_and_in_the_navigation(site, lang):
    page = site / lang / "sources" / "index.html"
    assert page.is_file()
    assert 'href="sources/"' in (site / lang / "index.html").read_text(encoding="utf-8")
    for module in GAME_MODULES:
        for name in engine_numbers(module):
            assert f"<code>{name}</code>" in page.read_text(encoding="utf-8"), f"{lang}: {name}"
