"""The search question sets (tests/browser/search_questions/{game}.toml: the main set and the
held-out ones, each question naming its set) are well-formed: enough questions per set, each with a
known set, a public source, a player's query and at least one answering section in every language,
and every answer a heading that exists on its page in the docs sources (the ids the build renders)."""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS, games
from sitebuild.docs.markdown_text import outline, read
from tests.browser.questions import SETS, Answer, load_questions, question_set

QUESTIONS = load_questions()


def _id(question) -> str:
    return question.name


def test_every_question_names_a_known_set():
    assert not [q.name for q in QUESTIONS if q.set not in SETS], f"set = one of {SETS}"


GAMES = [game.slug for game in games()]


@pytest.mark.parametrize(
    ("name", "least", "per_game"),
    # the third and fourth held-out sets: 4 for Catan, whose pages are an excerpt (entries K–P)
    [("main", 60, 10), ("heldout", 25, 5), ("heldout2", 30, 5), ("heldout3", 30, 4), ("heldout4", 30, 4)],
)
def test_the_set_is_large_enough_and_covers_every_game(name, least, per_game):
    questions = question_set(name, QUESTIONS)
    assert len(questions) >= least
    # A game just scaffolded (site-build.py new-game) has no questions yet: its checklist asks
    # for them; a game that has some has enough.
    for slug in {q.game for q in questions}:
        assert len([q for q in questions if q.game == slug]) >= per_game, slug
    assert {q.game for q in questions} <= set(GAMES), "a file named for no game"


@pytest.mark.parametrize("name", SETS[1:])
def test_no_heldout_query_is_in_an_earlier_set(name):
    # A held-out question measures only if the search was not tuned on the same words for the same
    # game (another game's question may happen to be typed alike: «ничья по очкам кто победил»).
    heldout = question_set(name, QUESTIONS)
    earlier = [q for q in QUESTIONS if SETS.index(q.set) < SETS.index(name)]
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
