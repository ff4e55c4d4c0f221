"""Numbers and breakdown sentences for people, as the one presenter (engine/present.py) words
them for the build's pages and the browser's worker alike (more in tests/engine/test_present.py)."""

from __future__ import annotations

import pytest

from engine.present import breakdown_text, format_number, plural_category

CITIES = {
    "cities": {
        "en": {"one": "city", "other": "cities"},
        "cs": {"one": "město", "few": "města", "other": "měst"},
        "ru": {"one": "город", "few": "города", "many": "городов"},
    }
}


@pytest.mark.parametrize(
    ("lang", "counts"),
    [
        ("en", {1: "one", 0: "other", 2: "other", 21: "other"}),
        ("cs", {1: "one", 2: "few", 4: "few", 5: "other", 0: "other", 21: "other"}),
        ("ru", {1: "one", 21: "one", 11: "many", 2: "few", 24: "few", 12: "many", 5: "many", 0: "many", 111: "many"}),
    ],
)
def test_plural_categories(lang, counts):
    assert {n: plural_category(n, lang) for n in counts} == counts


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "1 city × 4 + 3 cities × 4 = 16"),
        ("cs", "1 město × 4 + 3 města × 4 = 16"),
        ("ru", "1 город × 4 + 3 города × 4 = 16"),
    ],
)
def test_breakdown_labels_agree_with_their_counts(lang, expected):
    parts = [
        {"key": "cities", "count": 1, "each": 4, "value": 4},
        {"key": "cities", "count": 3, "each": 4, "value": 12},
    ]
    # The words agreeing; the no-break spaces inside each term are test_present.py's.
    assert breakdown_text(parts, 16, {"format": "number"}, CITIES, lang).replace("\u00a0", " ") == expected


def test_numbers_are_grouped_per_language():
    assert [format_number(12345, lang) for lang in ("en", "cs", "ru")] == ["12,345", "12\u00a0345", "12\u00a0345"]
    assert format_number(-2.5, "cs", 1) == "\u22122,5"
