"""Russian typography (issue 30): a dash between words or clauses is the em dash with spaces
("Том — 110 ПО"), never the en dash ("Том – 110 ПО") nor a hyphen; the en dash stays in ranges
without spaces ("3–4"). A foreign title quoted as published keeps its own dash (Albi's
"CATAN – Osadníci z Katanu")."""

from __future__ import annotations

import re

from tests.docs.texts import all_texts_in

# A dash standing between spaces; not an em dash.
SPACED_DASH = re.compile(r"(\S*)[ \u00a0]([–-])[ \u00a0](\S*)")
LATIN = re.compile(r"[A-Za-z]")


def wrong_dashes(text: str) -> list[str]:
    """The spaced en dashes and hyphens of a Russian text, but between two Latin words."""
    return [
        match.group(0)
        for match in SPACED_DASH.finditer(text)
        if not (LATIN.search(match.group(1)) and LATIN.search(match.group(3)))
        and match.group(1) not in ("", "|")  # a list item's or a table's own marks
    ]


def test_the_check_tells_dashes_apart():
    assert wrong_dashes("Соло: Dana – 103 ПО, Том - 110 ПО") == ["Dana – 103", "Том - 110"]
    assert wrong_dashes("Соло: Dana — 103 ПО; 3–4 игрока; «CATAN – Osadníci z Katanu»") == []


def test_russian_uses_the_em_dash_between_clauses():
    found = {}
    for where, text in all_texts_in("ru"):
        dashes = wrong_dashes(text)
        if dashes:
            found[where] = dashes
    assert not found, "\n".join(f"{where}: {', '.join(dashes)}" for where, dashes in found.items())
