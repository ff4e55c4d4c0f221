"""One word for one thing, checked rather than remembered (issue 30): wherever a game's text in
the language of its original rulebook uses a glossary term, the same text in the other
languages uses that term's word (its stem, so that Czech and Russian may inflect it), in the
diagrams, the calculators' specs and the engine's messages (the rule pages are held to the
glossary by test_rulebooks.py, the calculators' labels by test_calculator_terms.py); and no
text uses a word the glossary or the rule pages have replaced (RIVALS, beside this test)."""

from __future__ import annotations

import re

import pytest

from engine.games import GAMES
from engine.languages import LANGUAGES
from sitebuild.docs.catalogue import Term, games, glossary
from tests.docs.texts import Text, game_texts, glossary_texts, page_texts, slug_of

ORIGINAL = {game.slug: game.original for game in games()}


def _words(term: Term, lang: str) -> set[str]:
    """The term's stem and its name without a bracketed note ("dice", "die (pl. dice)" → "die")."""
    return {term.stem(lang), term.names[lang].split(" (")[0].lower()}


def _uses(text: str, term: Term, lang: str) -> bool:
    """The term's own words, whole (a stem alone would find "bod" in "bodování")."""
    return bool(re.search(rf"(?<!\w){re.escape(term.names[lang].split(' (')[0].lower())}(?!\w)", text.lower()))


def inconsistent(text: Text, terms: list[Term], original: str) -> list[str]:
    """The terms `text` uses in the original language but words otherwise in another."""
    wrong = []
    for term in terms:
        if not _uses(text.texts[original], term, original):
            continue
        for lang in LANGUAGES:
            if lang != original and not any(word in text.texts[lang].lower() for word in _words(term, lang)):
                named = f"{term.names[original]!r} → {lang} {term.names[lang]!r}"
                wrong.append(f"{text.where}: {named}: {text.texts[lang]}")
    return wrong


@pytest.mark.parametrize("module", GAMES)
def test_texts_use_the_glossary_terms(module):
    slug = slug_of(module)
    terms = glossary(slug)
    wrong = [line for text in game_texts(module) for line in inconsistent(text, terms, ORIGINAL[slug])]
    assert not wrong, "\n".join(wrong)


def test_the_check_sees_a_term_worded_otherwise():
    """A text that words a term otherwise in one language is caught (so the test above can fail)."""
    terms = glossary("catan")
    army = next(t for t in terms if t.names["en"] == "Largest Army")
    text = Text("x", {"en": "Largest Army: Anna", "cs": "Největší vojsko: Anna", "ru": "Самое большое войско: Anna"})
    assert inconsistent(text, [army], "cs") == [f"x: 'Největší vojsko' → ru {army.names['ru']!r}: {text.texts['ru']}"]
    right = Text("x", {**text.texts, "ru": "«Самой большой армии» нет ни у кого"})
    assert inconsistent(right, [army], "cs") == []


# Words a game's texts must not use, per language, with the word that replaced them and why
# (issue 30's review: the rule pages' and the current editions' words).
RIVALS: dict[str, dict[str, dict[str, str]]] = {
    "amunre": {
        # The temple track's spaces: "pole" / «деление» on the rule pages (rulebook 004: "pole").
        "cs": {r"políčk": "pole"},
        "ru": {r"клетк": "деление"},
    },
    "catan": {
        # Albi's current edition (CATAN – Osadníci z Katanu), as the glossary: "vlna", "karta s
        # vítězným bodem", "zámořský obchod" (the almanac's "obchod se záměním" is a scan error).
        "cs": {r"(?<!\w)ovc|(?<!\w)ovce(?!\w)": "vlna", r"výhern": "vítězný bod", r"se záměním": "zámořský obchod"},
        # Hobby World's box: «Самая большая армия».
        "ru": {r"войск": "Самая большая армия"},
    },
}


def _rival_cases() -> list[tuple[str, str]]:
    return [(module, lang) for module, langs in RIVALS.items() for lang in langs]


@pytest.mark.parametrize(("module", "lang"), _rival_cases())
def test_no_text_uses_a_replaced_word(module, lang):
    texts = [(t.where, t.texts[lang]) for t in (*game_texts(module), *glossary_texts(module))]
    texts += [(where, text) for where, in_lang, text in page_texts(module) if in_lang == lang]
    found = [
        f"{where}: {match.group(0)!r} (use {word!r}): …{text[max(0, match.start() - 40) : match.end() + 20]}…"
        for pattern, word in RIVALS[module][lang].items()
        for where, text in texts
        for match in re.finditer(pattern, text, re.IGNORECASE)
    ]
    assert not found, "\n".join(found)
