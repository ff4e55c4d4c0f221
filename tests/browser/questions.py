"""The search question set (search_questions/{game}.toml): players' rules questions, each with its
public source, the query a player types in each language and the sections that answer it; and the
held-out set (search_questions_heldout/, same format), written before the ranking was tuned and
never tuned against: it measures the search on questions it was not built around; and a second
held-out set (search_questions_heldout2/), written before the third round of changes and measured
only before and after it; and a third (search_questions_heldout3/), written after the fifth round
by an editor who never saw the index entries or the ranking, and measured once.

Read by the browser measurement (test_search_questions.py) and by the pipeline test that keeps the
files well-formed (tests/pipeline/docs/test_search_questions.py)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

QUESTIONS_DIR = Path(__file__).parent / "search_questions"
HELDOUT_DIR = Path(__file__).parent / "search_questions_heldout"
HELDOUT2_DIR = Path(__file__).parent / "search_questions_heldout2"
HELDOUT3_DIR = Path(__file__).parent / "search_questions_heldout3"
HELDOUT4_DIR = Path(__file__).parent / "search_questions_heldout4"


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
    game: str
    number: int  # its place in the game's file, from 1: names it in reports
    question: str
    source: str
    asked: object  # true: the question is asked at `source`; false: written for the rule point it discusses
    queries: dict[str, str]
    answers: dict[str, tuple[Answer, ...]]

    @property
    def name(self) -> str:
        return f"{self.game}#{self.number}"


def load_questions(folder: Path = QUESTIONS_DIR) -> list[Question]:
    found: list[Question] = []
    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for number, entry in enumerate(data.get("question", []), start=1):
            langs = {key: value for key, value in entry.items() if isinstance(value, dict)}
            found.append(
                Question(
                    game=path.stem,
                    number=number,
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
