"""The search questions (search_questions/{game}.toml, one file per game): players' rules
questions, each with its public source, the query a player types in each language, the sections
that answer it, and its set: "main", the set the search was built and tuned on, or a held-out set
("heldout", "heldout2", ...), written at a stated time and never tuned against (how each set was
made is said in the files, above its questions).

Read by the browser measurement (test_search_questions.py) and by the pipeline test that keeps the
files well-formed (tests/pipeline/docs/test_search_questions.py)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

QUESTIONS_DIR = Path(__file__).parent / "search_questions"

# The sets in the order they were written: a held-out set asks no query an earlier one asks.
SETS = ("main", "heldout", "heldout2", "heldout3", "heldout4")


@dataclass(frozen=True)
class Answer:
    """A section that answers: the Markdown page relative to the language root, and its heading id."""

    page: str
    anchor: str

    @classmethod
    def parse(cls, text: str) -> Answer:
        page, _, anchor = text.partition("#")
        return cls(page, anchor)

    @property
    def url_path(self) -> str:
        """The page's path under /{lang}/ as the built site serves it (directory URLs)."""
        stem = self.page.removesuffix(".md")
        return stem.removesuffix("index") if stem.endswith("index") else f"{stem}/"


@dataclass(frozen=True)
class Question:
    set: str
    game: str
    number: int  # its place among its set's questions in the game's file, from 1: names it in reports
    question: str
    source: str
    asked: object  # true: the question is asked at `source`; false: written for the rule point it discusses
    queries: dict[str, str]
    answers: dict[str, tuple[Answer, ...]]

    @property
    def name(self) -> str:
        """The name in reports: catan#3 in the main set, heldout2/catan#3 in another."""
        return f"{self.game}#{self.number}" if self.set == "main" else f"{self.set}/{self.game}#{self.number}"


def load_questions(folder: Path = QUESTIONS_DIR) -> list[Question]:
    """Every question of every set, in file order (a question without `set` has set "")."""
    found: list[Question] = []
    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        numbers: dict[str, int] = {}
        for entry in data.get("question", []):
            kind = entry.get("set", "")
            numbers[kind] = numbers.get(kind, 0) + 1
            langs = {key: value for key, value in entry.items() if isinstance(value, dict)}
            found.append(
                Question(
                    set=kind,
                    game=path.stem,
                    number=numbers[kind],
                    question=entry.get("question", ""),
                    source=entry.get("source", ""),
                    asked=entry.get("asked"),
                    queries={lang: part.get("query", "") for lang, part in langs.items()},
                    answers={
                        lang: tuple(Answer.parse(a) for a in part.get("answers", [])) for lang, part in langs.items()
                    },
                )
            )
    return found


def question_set(name: str, questions: list[Question] | None = None) -> list[Question]:
    """The questions of one set, every game's."""
    return [q for q in (load_questions() if questions is None else questions) if q.set == name]
