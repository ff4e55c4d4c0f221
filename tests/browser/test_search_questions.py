"""The question set through the site's real search box: for each language, how often a player's
question finds its answering section among the first five result links a player sees (found@5) and
as the first one (found@1). Material folds a page's further sections under "N more on this page":
a folded link is not seen, so it does not count. Each question is entered as a phone enters it
(each word inserted whole, no key pressed or released) and asked twice: from its game's first page,
where a player reading that game's rules searches, and from the home page, which knows no game.

The questions are in search_questions/{game}.toml (see its header), each in a set: the main set
and the held-out ones (written at stated times and never tuned against), each with its floor below.
Each run prints a table and every miss per set, and writes them to
test-artifacts/search-{set}-{lang}.txt (from the game's page) and search-home-{set}-{lang}.txt.

The six askers (two pages × three languages) run at once, each in a browser context of its own,
each asking its questions from inside its page (ASK): a question waits mostly on the box's rest
time and the next frames, not on the processor, so together they take about the time of one.
The words go in by the editing command a keyboard's inserted text runs (an input event with no
key), as test_search.py's `search` does through the browser's own text input."""

from __future__ import annotations

import time
from urllib.parse import unquote, urlparse

import pytest

from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import DOCS
from sitebuild.docs.markdown_text import outline, read
from tests.browser.conftest import ARTIFACTS, Guard, guarded_context
from tests.browser.questions import SETS, Answer, Question, load_questions
from tests.browser.test_search import VISIBLE_RESULTS

# The targets (issue 28), per language: the share of questions answered among the first five
# visible results, and by the first one.
THRESHOLDS = {"found@5": 0.95, "found@1": 0.70}

# The held-out sets' floors: below them the search has got worse on questions it was not tuned
# on. Each is the lowest of the languages after the sixth round (README, search) less one
# question (a rules page's edit may move one answer), rounded down to 5 % (the targets,
# 95 % and 70 %, are its aim for a separate set too).
# The held-out set, written before the ranking was last tuned: en 100 %/82 %, cs 100 %/79 %,
# ru 94 %/79 %.
HELDOUT_FLOOR = {"found@5": 0.90, "found@1": 0.75}

# The second held-out set (issue 28, third round): written and measured before that round changed
# anything, measured again after each round: en 100 %/74 %, cs 97 %/76 %, ru 97 %/71 %.
HELDOUT2_FLOOR = {"found@5": 0.90, "found@1": 0.65}

# The third held-out set (issue 28, fifth round): written after that round's changes by an editor
# who never saw the index entries or the ranking: en 97 %/88 %, cs 97 %/88 %, ru 100 %/84 %.
HELDOUT3_FLOOR = {"found@5": 0.90, "found@1": 0.80}

# The fourth held-out set (issue 28, sixth round): written after most of that round's changes by
# an editor who never saw the index entries or the ranking; measured once (en 100 %/72 %,
# cs 94 %/75 %, ru 100 %/66 %), then after the round's last two ranking changes: en 100 %/72 %,
# cs 97 %/75 %, ru 100 %/69 %.
HELDOUT4_FLOOR = {"found@5": 0.90, "found@1": 0.65}

# Every question together, from a game's page or from the home page (issue 42), entered as a phone
# does: the floor by the same rule. Measured after this round's merges: from a game's page en
# 100 %/82 %, cs 98 %/82 %, ru 99 %/78 %; from the home page en 98 %/77 %, cs 95 %/75 % (196 of
# 207: the 95 % is 197), ru 96 %/71 %. Again (bc914cf) before and after spread() judged
# other games' best sections before their pages' kind: from a game's page en 99 %/82 % (204 and
# 169 of 207), cs 98 %/81 % (203, 168), ru 98 %/78 % (203, 161), unchanged; from the home page
# en 97 %/77 % (201, 159) and ru 96 %/71 % (198, 148), unchanged, cs 95 %/75 % (196 → 197, 155).
ALL_FLOOR = {"found@5": 0.90, "found@1": 0.70}

FLOORS = {
    "main": THRESHOLDS,
    "heldout": HELDOUT_FLOOR,
    "heldout2": HELDOUT2_FLOOR,
    "heldout3": HELDOUT3_FLOOR,
    "heldout4": HELDOUT4_FLOOR,
}
assert set(FLOORS) == set(SETS), "a set without its floor"

QUESTIONS = load_questions()

def _page_top(lang: str, answer: Answer) -> bool:
    """The answer is the page's own title: Material's link to a page's top has no fragment."""
    headings = outline(read(DOCS / lang / answer.page))
    return not answer.anchor or (bool(headings) and headings[0].id == answer.anchor)


def _matches(lang: str, href: str, answer: Answer) -> bool:
    parts = urlparse(href)
    if unquote(parts.path) != f"/{lang}/{answer.url_path}":
        return False
    fragment = unquote(parts.fragment)
    return fragment == answer.anchor or (not fragment and _page_top(lang, answer))


def _rank(lang: str, question: Question, links: list[str]) -> int | None:
    """The answer's place among the visible links, from 1; None when none of them answers."""
    for place, href in enumerate(links, start=1):
        if any(_matches(lang, href, answer) for answer in question.answers[lang]):
            return place
    return None


def _short(lang: str, href: str) -> str:
    parts = urlparse(href)
    path = unquote(parts.path).removeprefix(f"/{lang}/")
    return path + (f"#{unquote(parts.fragment)}" if parts.fragment else "")


def _report(lang: str, rows: list[tuple[Question, int | None, list[str]]], name: str) -> tuple[str, dict[str, float]]:
    total = len(rows)
    at5 = sum(1 for _, rank, _ in rows if rank is not None and rank <= 5)
    at1 = sum(1 for _, rank, _ in rows if rank == 1)
    rates = {"found@5": at5 / total, "found@1": at1 / total}
    lines = [
        f"{name.replace('-', ' ')}, {lang}: {total} questions",
        f"  found@5 {at5:3d} of {total} ({rates['found@5']:.0%})"
        f"   found@1 {at1:3d} of {total} ({rates['found@1']:.0%})",
        "  per game:",
    ]
    for game in sorted({q.game for q, _, _ in rows}):
        mine = [(q, r) for q, r, _ in rows if q.game == game]
        g5 = sum(1 for _, r in mine if r is not None and r <= 5)
        g1 = sum(1 for _, r in mine if r == 1)
        lines.append(f"    {game:<26} found@5 {g5:2d}/{len(mine):<2d}  found@1 {g1:2d}/{len(mine)}")
    misses = [(q, r, links) for q, r, links in rows if r != 1]
    if misses:
        lines.append("  not first (question, place of the answer, query → what came first):")
    for question, rank, links in misses:
        place = "not in the results" if rank is None else f"at {rank}"
        first = _short(lang, links[0]) if links else "(no results)"
        lines.append(f"    {question.name:<28} {place:<18} {question.queries[lang]!r} → {first}")
    return "\n".join(lines), rates


# Asks each query in turn from the page's search box, as a phone enters it, and answers each one's
# visible result links; each waits up to 10 s for the results of its whole text, then two frames
# with the list unchanged (Material shows the first ten results with the answer, the rest after).
ASK = """async (queries) => {
  const box = document.querySelector("input.md-search__input");
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const until = async (ready, what) => {
    const deadline = performance.now() + 10000;
    while (!ready()) {
      if (performance.now() > deadline) throw new Error(`no answer for ${what}`);
      await frame();
    }
  };
  box.focus(); // the first search waits for the index: the empty box is answered once it is built
  await until(() => box.dataset.answered !== undefined, "the empty box");
  const answers = [];
  for (const query of queries) {
    box.focus();
    box.select();
    document.execCommand("delete");
    query.split(" ").forEach((word, place) => document.execCommand("insertText", false, (place ? " " : "") + word));
    await until(() => box.dataset.answered === box.value && box.value === query, JSON.stringify(query));
    let seen = -1, same = 0;
    while (same < 2) {
      await frame();
      const now = document.querySelectorAll(".md-search-result__item").length;
      same = now === seen ? same + 1 : 0;
      seen = now;
    }
    answers.push((VISIBLE_RESULTS)([...document.querySelectorAll(".md-search-result__link")]));
  }
  return answers;
}""".replace("VISIBLE_RESULTS", VISIBLE_RESULTS)

WHERE = ("game", "home")


class Asker:
    """One page asking a list of (url, questions) in turn, its questions asked inside the page while
    the other askers' are."""

    def __init__(self, context, lang: str, jobs: list[tuple[str, list[Question]]]) -> None:
        self.page = context.new_page()
        self.lang, self.jobs, self.rows = lang, jobs, []
        self.asked: list[Question] = []

    def step(self) -> bool:
        """Collects the page's answers once ready and starts the next job; True once all are done."""
        if self.asked:
            answers = self.page.evaluate("() => window.__answers")
            if answers is None:
                return False
            assert not isinstance(answers, str), answers
            self.rows += [(q, links) for q, links in zip(self.asked, answers, strict=True)]
            self.asked = []
        if not self.jobs:
            return True
        url, self.asked = self.jobs.pop(0)
        self.page.goto(url)
        self.page.evaluate(
            f"(queries) => {{ window.__answers = null; ({ASK})(queries)"
            ".then((a) => { window.__answers = a; }, (e) => { window.__answers = String(e); }); }",
            [q.queries[self.lang] for q in self.asked],
        )
        return False


@pytest.fixture(scope="module")
def asked(browser, base_url) -> dict[tuple[str, str], list[tuple[Question, list[str]]]]:
    """Every question asked from both pages in every language: (where, lang) → (question, links)."""
    guard = Guard()
    contexts, askers = [], {}
    for where in WHERE:
        for lang in LANGUAGES:
            if where == "game":  # a game's questions together: one visit of its page for all of them
                games = sorted({q.game for q in QUESTIONS})
                jobs = [(f"{base_url}/{lang}/{g}/", [q for q in QUESTIONS if q.game == g]) for g in games]
            else:
                jobs = [(f"{base_url}/{lang}/", list(QUESTIONS))]
            contexts.append(guarded_context(browser, guard))
            askers[where, lang] = Asker(contexts[-1], lang, jobs)
    deadline = time.monotonic() + 600
    waiting = dict(askers)
    while waiting:
        waiting = {key: asker for key, asker in waiting.items() if not asker.step()}
        assert time.monotonic() < deadline, f"still asking: {sorted(waiting)}"
        time.sleep(0.2)
    for context in contexts:
        context.close()
    assert not guard.problems(), guard.problems()
    return {key: asker.rows for key, asker in askers.items()}


def _measure(asked_rows, lang: str, where: str) -> list[str]:
    """Ranks the answers asked from `where` (its game's page, or the home page) and returns what
    fell below its floor."""
    rows = []
    for question, links in asked_rows:
        assert all(urlparse(h).path.startswith(f"/{lang}/") for h in links), (question.name, links)
        rows.append((question, _rank(lang, question, links), links))
    ARTIFACTS.mkdir(exist_ok=True)
    below = []
    prefix = "search" if where == "game" else "search-home"
    # Each set against its floor from the game's page (the floors were measured there); every
    # question together against its floor from either page.
    checks = [("all", ALL_FLOOR)] + ([(name, FLOORS[name]) for name in SETS] if where == "game" else [])
    for name, floors in checks:
        mine = [row for row in rows if name == "all" or row[0].set == name]
        file = f"{prefix}-{'questions' if name == 'main' else name}"
        report, rates = _report(lang, mine, f"{file} from the {where} page")
        print(report)
        (ARTIFACTS / f"{file}-{lang}.txt").write_text(report + "\n", encoding="utf-8")
        below += [
            f"{name}: {key} {rates[key]:.0%} < {floor:.0%}" for key, floor in floors.items() if rates[key] < floor
        ]
    return below


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("where", WHERE)
def test_search_questions(asked, lang, where):
    below = _measure(asked[where, lang], lang, where)
    assert not below, f"{lang} from the {where} page: {', '.join(below)} (test-artifacts/)"
