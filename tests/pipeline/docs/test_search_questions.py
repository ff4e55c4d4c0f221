"""The search question sets (tests/browser/search_questions/ and the held-out
search_questions_heldout/, search_questions_heldout2/ and search_questions_heldout3/) are
well-formed: enough questions, each with a public source, a player's query and at least one
answering section in every language, and every answer a heading that exists on its page in the
docs sources (the ids the build renders)."""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS, games
from sitebuild.docs.markdown_text import outline, read
from tests.browser.questions import HELDOUT2_DIR, HELDOUT3_DIR, HELDOUT4_DIR, HELDOUT_DIR, Answer, load_questions

MAIN = load_questions()
HELDOUT = load_questions(HELDOUT_DIR)
HELDOUT2 = load_questions(HELDOUT2_DIR)
HELDOUT3 = load_questions(HELDOUT3_DIR)
HELDOUT4 = load_questions(HELDOUT4_DIR)
QUESTIONS = [*MAIN, *HELDOUT, *HELDOUT2, *HELDOUT3, *HELDOUT4]


def _id(question) -> str:
    heldout = (("heldout", HELDOUT), ("heldout2", HELDOUT2), ("heldout3", HELDOUT3), ("heldout4", HELDOUT4))
    for name, questions in heldout:
        if any(question is q for q in questions):
            return f"{name}/{question.name}"
    return question.name


GAMES = [game.slug for game in games()]


@pytest.mark.parametrize(
    ("questions", "least", "per_game"),
    # the third and fourth held-out sets: 4 for Catan, whose pages are an excerpt (entries K–P)
    [(MAIN, 60, 10), (HELDOUT, 25, 5), (HELDOUT2, 30, 5), (HELDOUT3, 30, 4), (HELDOUT4, 30, 4)],
    ids=["main", "heldout", "heldout2", "heldout3", "heldout4"],
)
def test_the_set_is_large_enough_and_covers_every_game(questions, least, per_game):
    assert len(questions) >= least
    # A game just scaffolded (site-build.py new-game) has no questions yet: its checklist asks
    # for them; a game that has some has enough.
    for slug in {q.game for q in questions}:
        assert len([q for q in questions if q.game == slug]) >= per_game, slug
    assert {q.game for q in questions} <= set(GAMES), "a file named for no game"


@pytest.mark.parametrize(
    "heldout", [HELDOUT, HELDOUT2, HELDOUT3, HELDOUT4], ids=["heldout", "heldout2", "heldout3", "heldout4"]
)
def test_no_heldout_query_is_in_an_earlier_set(heldout):
    # A held-out question measures only if the search was not tuned on the same words for the same
    # game (another game's question may happen to be typed alike: «ничья по очкам кто победил»).
    sets = [MAIN, HELDOUT, HELDOUT2, HELDOUT3, HELDOUT4]
    earlier = [q for questions in sets[: next(i for i, s in enumerate(sets) if s is heldout)] for q in questions]
    seen = {(q.game, lang, q.queries[lang]) for q in earlier for lang in LANGUAGES}
    assert not [(lang, q.name) for q in heldout for lang in LANGUAGES if (q.game, lang, q.queries[lang]) in seen]


@pytest.mark.parametrize("question", QUESTIONS, ids=_id)
def test_each_question_has_a_source_a_query_and_answers_per_language(question):
    assert question.question.strip(), "no question"
    source = urlparse(question.source)
    assert source.scheme in ("http", "https") and source.netloc, f"source is no public address: {question.source!r}"
    assert isinstance(question.asked, bool), "asked = true or false: is the question asked at its source?"
    assert set(question.queries) == set(LANGUAGES), f"languages {sorted(question.queries)}"
    for lang in LANGUAGES:
        words = question.queries[lang].split()
        assert 2 <= len(words) <= 5, f"{lang}: a player's query is 2–5 words, not {question.queries[lang]!r}"
        assert question.answers[lang], f"{lang}: no answer"


def _ids(lang: str, page: str) -> list[str]:
    return [heading.id for heading in outline(read(DOCS / lang / page))]


@pytest.mark.parametrize("question", QUESTIONS, ids=_id)
def test_every_answer_is_a_heading_of_its_page(question):
    for lang in LANGUAGES:
        for answer in question.answers[lang]:
            assert answer.page.startswith(f"{question.game}/"), f"{lang}: {answer.page} is another game's page"
            assert (DOCS / lang / answer.page).is_file(), f"{lang}: no page {answer.page}"
            assert answer.anchor in _ids(lang, answer.page), f"{lang}: no #{answer.anchor} on {answer.page}"


@pytest.mark.parametrize("question", QUESTIONS, ids=_id)
def test_the_languages_accept_the_same_sections(question):
    # The three outlines are parallel: the same answers are the same headings by their place.
    def places(lang: str) -> set[tuple[str, int]]:
        return {(a.page, _ids(lang, a.page).index(a.anchor)) for a in question.answers[lang]}

    assert places("cs") == places("en") == places("ru")


def test_every_answer_is_an_id_of_the_built_page(site):
    # The built pages as the browser test reads them (runs while site/ is current).
    for question in QUESTIONS:
        for lang in LANGUAGES:
            for answer in question.answers[lang]:
                html = (site / lang / answer.url_path / "index.html").read_text(encoding="utf-8")
                assert re.search(f'id="{re.escape(answer.anchor)}"', html), f"{question.name} {lang}: #{answer.anchor}"


def test_answer_paths_become_the_sites_urls():
    assert Answer.parse("catan/index.md#coast").url_path == "catan/"
    assert Answer.parse("hamburg/play.md#fire").url_path == "hamburg/play/"
    assert Answer.parse("hamburg/play.md#fire").anchor == "fire"
