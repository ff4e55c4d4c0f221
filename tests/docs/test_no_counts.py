"""No count of games or rulebooks in prose ("five board games", "pěti deskových her", «пять
настольных игр», "15 rulebooks"): a count written by hand goes stale the day a game is added,
and nothing else would notice. The home page, the READMEs, the templates and the pages say
"the games below" instead; the lists themselves are generated."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from sitebuild import ROOT

# Number words from two up ("one rulebook" is a box's contents, "one module per game" a rule).
NUMBERS = {
    "en": "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    "|seventeen|eighteen|nineteen|twenty|thirty|a dozen|dozen",
    "cs": "dvě|dva|dvou|dvěma|tři|tří|třech|čtyři|čtyř|pět|pěti|šest|šesti|sedm|sedmi|osm|osmi|devět|devíti"
    "|deset|deseti|patnáct|patnácti|dvacet|dvaceti",
    "ru": "две|два|двух|три|трёх|трех|четыре|четырёх|пять|пяти|шесть|шести|семь|семи|восемь|восьми|девять"
    "|девяти|десять|десяти|пятнадцать|пятнадцати|двадцать|двадцати",
}
# What must not be counted, in each language: games and rulebooks (Czech and Russian say "the
# rules of five games", so the games carry the count; "dvě pravidla" are two rules).
NOUNS = {
    "en": r"games|rulebooks",
    "cs": r"her|hry|hrách|hrám",
    "ru": r"игр|игры|играх|играм",
}
# Between the number and the noun: at most two words, adjectives in Czech and Russian
# ("five board games", "pěti deskových her", «пяти настольных игр»), not "šesti kol hry".
BETWEEN = {
    "en": r"(?!of\b)[a-z-]+",
    "cs": r"\w+(?:ých|ý|é|á|ím|ými)",
    "ru": r"\w+(?:ых|их|ые|ие|ым|им)",
}
COUNT = re.compile(
    "|".join(
        rf"(?<![\w-])(?:[2-9]|\d{{2,}}|{NUMBERS[lang]})(?:\s+{BETWEEN[lang]}){{0,2}}?\s+(?:{NOUNS[lang]})\b"
        for lang in NUMBERS
    ),
    re.I,
)
THIS_FILE = Path(__file__).relative_to(ROOT).as_posix()


def _prose_files() -> list[Path]:
    files = [*ROOT.glob("*.md"), *ROOT.glob("*/README.md"), ROOT / "docs" / "games.toml"]
    files += sorted((ROOT / "docs").rglob("*.md")) + sorted((ROOT / "templates").rglob("*"))
    return [path for path in files if path.is_file()]


def _docstrings(root: Path) -> list[tuple[str, str]]:
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and ast.get_docstring(node):
                found.append((path.relative_to(ROOT).as_posix(), ast.get_docstring(node)))
    return found


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        ("Rules of five board games in English", True),
        ("the fifteen rulebooks: same pages", True),
        ("five rulebooks (Hamburgum, …)", True),
        ("Pravidla pěti deskových her v angličtině", True),
        ("Правила пяти настольных игр на английском", True),
        ("all 6 games", True),
        ("Rules of the board games below", False),
        ("each player takes five goods", False),
        ("Hráč dostane dvě karty", False),
        ("po šesti kol hry", False),
        ("1 rulebook, 1 game board", False),
        ("one module per game", False),
        ("two of the games", False),
    ],
)
def test_the_finder_finds_a_count(text, counted):
    assert bool(COUNT.search(text)) is counted


def test_no_count_of_games_or_rulebooks_in_prose():
    texts = [(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")) for path in _prose_files()]
    texts += [(name, text) for name, text in _docstrings(ROOT / "tests") if name != THIS_FILE]
    texts += _docstrings(ROOT / "sitebuild")
    found = [f"{name}: {match.group(0)!r}" for name, text in texts for match in COUNT.finditer(text)]
    assert not found, "\n".join(found)
