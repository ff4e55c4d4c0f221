"""The rules link the calculators that compute them, and only those: a `[[calc:ID]]` box stands in
a section that its calculator's spec names (`rule`, or one of `also`), and every section a spec
names holds a box for it, in every language (the same place in each language's outline). A box
for the end-of-game field calculator under "Scoring farmers when a farmhouse is placed" sent
players to the wrong calculator. Each game's overview lists its score sheet and calculators."""

from __future__ import annotations

import re

import pytest

from engine.languages import LANGUAGES
from sitebuild.calculators.specs import load_specs
from sitebuild.docs.catalogue import DOCS, games
from sitebuild.docs.markdown_text import outline
from sitebuild.docs.stage import CALC_MARKER, _game_calculators

SPECS = {spec.id: spec for spec in load_specs()}
HEADING = re.compile(r"^(#{1,6})\s")
FENCE = re.compile(r"^\s*(```|~~~)")


def boxes(text: str) -> list[tuple[str, list[int]]]:
    """Each `[[calc:ID]]` of a page with the outline indexes of the headings it stands under
    (its own section and every section around it)."""
    found, around, index, code = [], [], -1, False
    for line in text.splitlines():
        if FENCE.match(line):
            code = not code
            continue
        if code:
            continue
        if heading := HEADING.match(line):
            index += 1
            level = len(heading.group(1))
            while around and around[-1][0] >= level:
                around.pop()
            around.append((level, index))
        elif marker := CALC_MARKER.match(line):
            found.append((marker.group(1), [i for _, i in around]))
    return found


def placed(lang: str) -> list[tuple[str, str, set[str]]]:
    """(page, calculator, the sections the box stands in, named by the English ids) for a language."""
    result = []
    for page in sorted((DOCS / lang).rglob("*.md")):
        rel = page.relative_to(DOCS / lang).as_posix()
        english = DOCS / "en" / rel
        if not english.exists():
            continue
        ids = [heading.id for heading in outline(english.read_text(encoding="utf-8"))]
        for calc_id, around in boxes(page.read_text(encoding="utf-8")):
            result.append((rel, calc_id, {rel} | {f"{rel}#{ids[i]}" for i in around}))
    return result


def named(calc_id: str) -> set[str]:
    spec = SPECS[calc_id]
    return {section for section in (spec.rule, *spec.also) if section}


def stray_boxes(lang: str) -> list[tuple[str, str, str]]:
    return [(rel, calc_id, lang) for rel, calc_id, sections in placed(lang) if not named(calc_id) & sections]


def unlinked_sections(lang: str) -> list[tuple[str, str]]:
    linked = {(calc_id, section) for _, calc_id, sections in placed(lang) for section in sections}
    return [(calc_id, section) for calc_id in SPECS for section in named(calc_id) if (calc_id, section) not in linked]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_box_stands_in_a_section_its_calculator_computes(lang):
    assert stray_boxes(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_a_calculator_computes_links_it(lang):
    assert unlinked_sections(lang) == []


def test_a_box_in_the_wrong_section_is_found():
    """The check can fail: the field calculator's box under "Scoring farmers when a farmhouse is
    placed" (as it was) is a stray; the farmhouse calculator's there is not."""
    rel = "carcassonne-abbey-mayor/play.md"
    text = (DOCS / "en" / rel).read_text(encoding="utf-8")
    ids = [heading.id for heading in outline(text)]

    def strays(page: str) -> list[str]:
        return [c for c, around in boxes(page) if not named(c) & ({rel} | {f"{rel}#{ids[i]}" for i in around})]

    assert strays(text) == []
    wrong = text.replace("[[calc:carcassonne-farmhouse]]", "[[calc:carcassonne-field]]", 1)
    assert strays(wrong) == ["carcassonne-field"]


@pytest.mark.parametrize("game", [game.slug for game in games()])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_games_overview_lists_its_calculators_and_sheet(game, lang):
    own = [spec for spec in SPECS.values() if spec.game == game]
    box = _game_calculators(own, lang)
    for spec in own:
        assert f"[{spec.title[lang]}](../calculators/{spec.id}.md)" in box
    sheets = [spec for spec in own if spec.sheet]
    if sheets:  # the sheet first: what a table opens at the start of a game
        assert box.index(sheets[0].id) < min(box.index(f"/{spec.id}.md") for spec in own if not spec.sheet)


def test_the_built_overview_carries_the_box():
    from tests.site_paths import built_site

    site = built_site()
    for lang in LANGUAGES:
        page = (site / lang / "carcassonne-abbey-mayor" / "index.html").read_text(encoding="utf-8")
        assert page.count('href="../calculators/carcassonne-') >= len(
            [s for s in SPECS.values() if s.game == "carcassonne-abbey-mayor"]
        ), lang
