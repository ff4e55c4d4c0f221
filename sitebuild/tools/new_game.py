"""`site-build.py new-game SLUG`: the skeleton of a game that passes `test --fast` and the build
as written, and the checklist of what to fill in.

A game is found, not listed (engine/games.py; the pages, specs and glossary by their file
names), so the skeleton is the game's own new files plus its entry in docs/games.toml (its
section of the sources page is its own file too: docs/{lang}/{slug}/_sources.md). Every
placeholder says TODO (Russian designer names must be Cyrillic: there it says ЗАПОЛНИТЬ), so
that `grep -rn TODO` finds what is left; the tests named in the checklist hold the filled-in
game to the project's rules.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.languages import LANGUAGES
from sitebuild import ROOT
from sitebuild.docs.catalogue import GAME_SOURCES

SLUG = re.compile(r"^[a-z][a-z0-9]{1,30}$")
TERMS = 8  # tests/docs/test_rulebooks.py: a glossary has at least eight terms


class NewGameError(Exception):
    """The slug is unusable or the game exists; the message says why."""


# The placeholder prose of the pages, per language; another language gets the English with its
# code, for its translator to replace (`site-build.py languages CODE` lists it).
_PAGE = {
    "en": (
        "About the game",
        "TODO: two or three sentences on the game, as the rulebook introduces it.",
        "Scoring",
        "TODO: the scoring rule the calculator settles, in the rulebook's words or in your own.",
    ),
    "cs": (
        "O hře",
        "TODO: dvě nebo tři věty o hře, jak ji představují pravidla.",
        "Bodování",
        "TODO: pravidlo bodování, které kalkulačka počítá, slovy pravidel nebo vlastními.",
    ),
    "ru": (
        "Об игре",
        "TODO: два-три предложения об игре, как её представляют правила.",
        "Подсчёт очков",
        "TODO: правило подсчёта очков, которое считает калькулятор, словами правил или своими.",
    ),
}
_CALCULATOR = {
    "en": (
        "total score",
        "Adds two scores: replace with the rule this calculator settles.",
        "Points",
        "Bonus",
        "Total",
    ),
    "cs": ("celkové skóre", "Sečte dvě skóre: nahraďte pravidlem, které kalkulačka počítá.", "Body", "Bonus", "Celkem"),
    "ru": (
        "итоговый счёт",
        "Складывает два счёта: замените правилом, которое считает калькулятор.",
        "Очки",
        "Бонус",
        "Итого",
    ),
}
_SOURCES = {
    "en": (
        "Code: `engine/{slug}.py`. Designer: {designer}. TODO: where its rules come from (a rulebook on this"
        " site, or a summary in our own words) and the source of every rule number.",
        "Limits of the input boxes, not rules:",
        "| Name | Value | Why |",
        "a points total, well beyond a real game (TODO: check)",
    ),
    "cs": (
        "Kód: `engine/{slug}.py`. Autor: {designer}. TODO: odkud pocházejí pravidla (pravidla na tomto webu,"
        " nebo shrnutí našimi slovy) a zdroj každého čísla pravidel.",
        "Meze vstupních polí, ne pravidla:",
        "| Název | Hodnota | Proč |",
        "součet bodů, daleko nad skutečnou hrou (TODO: ověřit)",
    ),
    "ru": (
        "Код: `engine/{slug}.py`. Автор: {designer}. TODO: откуда взяты правила (правила на этом сайте или"
        " пересказ своими словами) и источник каждого числа правил.",
        "Границы полей ввода, а не правила:",
        "| Имя | Значение | Почему |",
        "сумма очков, намного больше, чем бывает в игре (TODO: проверить)",
    ),
}
_SEARCH_QUERY = {"en": "scoring", "cs": "bodování", "ru": "подсчёт"}


def _text(table: dict[str, object], lang: str) -> object:
    return table.get(lang, table["en"])


def _toml_texts(texts: dict[str, str]) -> str:
    return "{ " + ", ".join(f'{lang} = "{text}"' for lang, text in texts.items()) + " }"


def _names(slug: str) -> dict[str, str]:
    # Distinct placeholders: a local name equal to the English one needs its reason on the
    # sources page and in tests/pipeline/docs/test_local_names.py's SAME_NAME.
    title = slug.capitalize()
    return {lang: title if lang == "en" else f"{title} ({lang}, TODO)" for lang in LANGUAGES}


def _engine(slug: str, name: str) -> str:
    return f'''"""{name}: TODO one line on what its calculators settle.

Every number here is listed with its source on the sources page (docs/en/sources.md, § {name});
the engine cites the rules there, as the other games' modules do.
"""

from __future__ import annotations

from typing import Any

from .calculator import Calculator
from .fields import Int

GAME = "{slug}"  # docs/games.toml: its pages, glossary and specs

MAX_POINTS = 999  # generous bound for a points total, not a rule number (sources.md § {name})


def total(points: int, bonus: int) -> dict[str, Any]:
    """TODO: the rule this calculator settles; the example adds two scores."""
    return {{"total": points + bonus}}


CALCULATORS: tuple[Calculator, ...] = (
    Calculator(
        id="{slug}-total",
        game=GAME,
        inputs=(
            Int("points", 0, MAX_POINTS, default=0),
            Int("bonus", 0, MAX_POINTS, default=0),
        ),
        outputs=("total",),
        compute=total,
    ),
)
'''


def _messages(name: str) -> str:
    return f'''"""Messages for {name}'s rule checks (engine/messages/__init__.py merges every game's)."""

# An error code, unique across the games, prefixed with the game's slug: {{"en": …, "cs": …, "ru": …}}.
MESSAGES: dict[str, dict[str, str]] = {{}}

# What a list of rows holds, for "Enter 3 to 5 {{noun}}" (Rows(noun=…)), in each language's plural forms.
ROW_NOUNS: dict[str, dict[str, dict[str, str]]] = {{}}
'''


def _test(slug: str, name: str) -> str:
    return f'''"""{name} (engine/{slug}.py) against the rulebook's worked examples. TODO: the rulebook's cases."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.{slug} import MAX_POINTS

# TODO: (inputs, total) from the rulebook's worked examples, each with its page.
CASES = [
    ({{"points": 0, "bonus": 0}}, 0),
    ({{"points": 12, "bonus": 3}}, 15),
]


@pytest.mark.parametrize(("inputs", "expected"), CASES)
def test_total_matches_the_examples(inputs, expected):
    assert engine.calculate("{slug}-total", inputs)["total"] == expected


@given(st.integers(0, MAX_POINTS), st.integers(0, MAX_POINTS))
def test_the_total_is_never_below_either_score(points, bonus):
    result = engine.calculate("{slug}-total", {{"points": points, "bonus": bonus}})["total"]
    assert result >= max(points, bonus)


def test_a_score_over_the_limit_names_its_field():
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("{slug}-total", {{"points": MAX_POINTS + 1}})
    assert caught.value.field == "points"
'''


def _spec(slug: str, names: dict[str, str]) -> str:
    def texts(i: int) -> str:
        return _toml_texts({lang: _text(_CALCULATOR, lang)[i] for lang in LANGUAGES})

    title = {lang: f"{names[lang]}: {_text(_CALCULATOR, lang)[0]}" for lang in LANGUAGES}
    lines = [
        f"# {names['en']}: TODO one line on what the calculator settles (calculators/README.md).",
        f'id = "{slug}-total"',
        f'game = "{slug}"',
        f'rule = "{slug}/index.md#scoring"',
        "",
        "[title]",
        *(f'{lang} = "{title[lang]}"' for lang in LANGUAGES),
        "",
        "[help]",
        *(f'{lang} = "{_text(_CALCULATOR, lang)[1]}"' for lang in LANGUAGES),
        "",
        "[example]",
        "points = 12  # TODO: the rulebook's worked example",
        "bonus = 3",
        "",
    ]
    for name, i in (("points", 2), ("bonus", 3)):
        lines += ["[[input]]", f'name = "{name}"', f"label = {texts(i)}", f"help = {texts(1)}", ""]
    lines += ["[[output]]", 'name = "total"', f"label = {texts(4)}", ""]
    return "\n".join(lines)


def _page(lang: str, name: str) -> str:
    about, intro, scoring, rule = _text(_PAGE, lang)
    return f"# {name}\n\n## {about}\n\n{intro}\n\n## {scoring}\n\n{rule}\n"


def _glossary(slug: str, name: str) -> str:
    lines = [
        f"# {name}: terms of the rulebook pages in docs/{{lang}}/{slug}/ (glossary/README.md).",
        "# TODO: the game's own terms, as its published editions name them; at least eight.",
        "",
    ]
    for n in range(1, TERMS + 1):
        lines += ["[[term]]", *(f'{lang} = "TODO {slug} {n}"' for lang in LANGUAGES), ""]
    return "\n".join(lines)


def _search_cases(slug: str, name: str) -> str:
    lines = [f"# Browser search cases for the {name} pages. TODO: the rulebook's own words.", ""]
    for lang in LANGUAGES:
        lines += [
            "[[case]]",
            f'lang = "{lang}"',
            f'query = "{_text(_SEARCH_QUERY, lang)}"',
            f'page = "{slug}/"',
            'note = "TODO: a heading or a term of the pages"',
            "",
        ]
    return "\n".join(lines)


def _catalogue_entry(slug: str, names: dict[str, str]) -> str:
    lines = ["", "[[game]]", f'slug = "{slug}"']
    lines += [f'name.{lang} = "{names[lang]}"' for lang in LANGUAGES]
    lines += [f'designer.{lang} = "{_designer(lang)}"' for lang in LANGUAGES]
    lines += [
        'players = "2–4"  # TODO: as on the box',
        'original = "en"  # TODO: the language the pages are written in',
    ]
    lines += [f'summary.{lang} = "TODO: one line on the game."' for lang in LANGUAGES]
    return "\n".join(lines) + "\n"


def _designer(lang: str) -> str:
    return "ЗАПОЛНИТЬ" if lang == "ru" else "TODO"


def _sources_section(slug: str, lang: str, names: dict[str, str]) -> str:
    about, limits, header, why = _text(_SOURCES, lang)
    name = names[lang]
    return _names_row(lang, names) + (
        f"\n## {name}\n\n{about.format(slug=slug, designer=_designer(lang))}\n\n{limits}\n\n{header}\n|---|---|---|\n"
        f"| `MAX_POINTS` | 999 | {why} |\n"
    )


_NAMES_SOURCE = {
    "en": "TODO: the edition that prints this name, or why it is the original title",
    "cs": "TODO: vydání, které tento název tiskne, nebo proč je to původní název",
    "ru": "ЗАПОЛНИТЬ: издание, в котором напечатано это название, или почему оно исходное",
}


def _names_row(lang: str, names: dict[str, str]) -> str:
    """The game's row of the sources page's table of the games' names (tests/docs/test_game_names.py:
    what each local name rests on); it opens the game's own section, and the page takes it from
    there (catalogue.NAME_ROWS)."""
    why = _NAMES_SOURCE[lang]
    return f"| {names['en']} ({_designer(lang)}) | {names['cs']} | {why} | {names['ru']} | {why} |\n"


def planned(slug: str, root: Path = ROOT) -> tuple[dict[Path, str], dict[Path, str]]:
    """(new files, shared files as they become), each path → text."""
    if not SLUG.match(slug):
        raise NewGameError(f"{slug!r}: a slug is 2–31 lower-case letters and digits, starting with a letter")
    names = _names(slug)
    new = {
        root / "engine" / f"{slug}.py": _engine(slug, names["en"]),
        root / "engine" / "messages" / f"{slug}.py": _messages(names["en"]),
        root / "tests" / "engine" / f"test_{slug}.py": _test(slug, names["en"]),
        root / "calculators" / f"{slug}-total.toml": _spec(slug, names),
        root / "glossary" / f"{slug}.toml": _glossary(slug, names["en"]),
        root / "tests" / "browser" / "search_cases" / f"{slug}.toml": _search_cases(slug, names["en"]),
    }
    new |= {root / "docs" / lang / slug / "index.md": _page(lang, names[lang]) for lang in LANGUAGES}
    new |= {root / "docs" / lang / slug / GAME_SOURCES: _sources_section(slug, lang, names) for lang in LANGUAGES}
    catalogue = root / "docs" / "games.toml"
    edited = {catalogue: catalogue.read_text(encoding="utf-8") + _catalogue_entry(slug, names)}
    taken = [path for path in new if path.exists()] + [
        root / "docs" / lang / slug for lang in LANGUAGES if (root / "docs" / lang / slug).exists()
    ]
    if taken:
        raise NewGameError(
            f"{slug!r} exists already: {', '.join(sorted({p.relative_to(root).as_posix() for p in taken}))}"
        )
    return new, edited


CHECKLIST = """\
Fill in (grep -rn TODO finds each placeholder; ЗАПОЛНИТЬ in Russian):
  docs/games.toml: names (local editions'), designer, players, original, summary
      → tests/pipeline/docs/test_local_names.py (names in the frame; a local name equal to the
        English needs SAME_NAME and its reason on the sources page; designers as the sources
        page writes them, Russian in Cyrillic), tests/pipeline/test_languages.py
  docs/{{lang}}/{slug}/*.md: the rules, same pages and heading outline in every language
      → tests/docs/test_rulebooks.py (outline, length 0.65–1.6 of the original, glossary terms used)
  glossary/{slug}.toml: ≥ 8 terms as the published editions name them (glossary/README.md)
      → tests/docs/test_rulebooks.py, tests/docs/test_calculator_terms.py
  engine/{slug}.py: the rules as named tables citing sources.md; one Calculator per calculator
      → tests/engine/test_{slug}.py (the rulebook's worked examples), tests/engine/test_registry.py,
        tests/engine/test_games.py
  engine/messages/{slug}.py: its error codes and row nouns in every language
      → tests/engine/test_languages.py, tests/engine/test_sentence_gender.py
  calculators/{slug}-total.toml: titles starting with the local name, labels, rule link (calculators/README.md)
      → tests/pipeline/calculators/test_specs.py, tests/pipeline/docs/test_local_names.py, the build
  docs/{{lang}}/{slug}/_sources.md, its section of the sources page: first its row of the table of
      the games' names (what each local name rests on → tests/docs/test_game_names.py), then every UPPER_CASE number
      of engine/{slug}.py with value, source and confidence, and the designer
      → tests/pipeline/docs/test_sources.py
  docs/{{lang}}/{slug}/_search-terms.toml (new, per language): each section's index entries, the
      words players use for its topic that its text lacks, keyed by page#heading-id (ARCHITECTURE.md, Search)
      → tests/docs/test_search_terms.py
  tests/browser/search_cases/{slug}.toml: queries in the pages' own words → tests/browser/test_search.py
  tests/browser/search_questions/{slug}.toml: at least 10 rules questions players ask (set = "main"),
      with their public source, a player's query per language and the answering sections
      → tests/pipeline/docs/test_search_questions.py, tests/browser/test_search_questions.py
Then: python3 site-build.py test --fast, python3 site-build.py build, and the browser tests."""


def new_game(slug: str, root: Path = ROOT) -> str:
    """Write the skeleton; return the checklist."""
    new, edited = planned(slug, root)
    for path, text in new.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for path, text in edited.items():
        path.write_text(text, encoding="utf-8")
    written = sorted(p.relative_to(root).as_posix() for p in new)
    changed = sorted(p.relative_to(root).as_posix() for p in edited)
    return "\n".join(
        [
            "New files:",
            *(f"  {p}" for p in written),
            "Added to:",
            *(f"  {p}" for p in changed),
            "",
            CHECKLIST.format(slug=slug, name=_names(slug)["en"]),
        ]
    )
