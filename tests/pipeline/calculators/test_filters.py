"""The templates' filters (sitebuild/calculators/filters.py) on one language and on several."""

from __future__ import annotations

import pytest
from markupsafe import Markup

from sitebuild.calculators import filters as f

TEXTS = {"en": "Player {n} <b>", "cs": "Hráč {n}", "ru": "Игрок {n}"}
FORMS = {
    "en": {"one": "{n} player", "other": "{n} players"},
    "cs": {"one": "{n} hráč", "few": "{n} hráči", "other": "{n} hráčů"},
}


def test_tr_escapes_one_language_and_spans_several():
    assert f.tr(TEXTS, ["en"]) == Markup("Player {n} &lt;b&gt;")
    assert f.tr(TEXTS, ["cs", "ru"]) == Markup(
        '<span class="l10n" lang="cs">Hráč {n}</span><span class="l10n" lang="ru">Игрок {n}</span>'
    )
    assert f.tr(TEXTS, ["cs", "ru"], plain=True) == "Hráč {n}"


def test_numbered_fills_every_language_and_leaves_its_argument():
    assert f.numbered(TEXTS, 3) == {"en": "Player 3 <b>", "cs": "Hráč 3", "ru": "Игрок 3"}
    assert TEXTS["cs"] == "Hráč {n}"


def test_l10n_is_empty_on_a_page_of_one_language():
    assert f.l10n(TEXTS, "text", ["cs"]) == ""
    assert f.l10n(TEXTS, "aria-label", ["cs", "ru"]) == Markup(
        ' data-l10n-aria-label="{&#34;cs&#34;: &#34;Hráč {n}&#34;, &#34;ru&#34;: &#34;Игрок {n}&#34;}"'
    )


@pytest.mark.parametrize(
    ("count", "lang", "text"), [("3–4", "cs", "3–4 hráči"), ("2–5", "cs", "2–5 hráčů"), ("1", "en", "1 player")]
)
def test_players_agree_with_the_last_number(count, lang, text):
    assert f.players(count, lang, FORMS) == text


def test_pick_options_become_buttons_only_up_to_pick_most():
    field = {"type": "choice", "options": ["a", "b"], "option_labels": {"a": {"en": "A"}}}
    assert f.pick_options(field, 0, ["en"]) == [("a", {"en": "A"}), ("b", {"en": "b"})]
    many = {"type": "choice", "options": [str(i) for i in range(f.PICK_MOST + 1)]}
    assert f.pick_options(many, 0, ["en"]) == []
    player = {"type": "int", "min": -1, "max": 5, "player_label": {"en": "P{n}"}, "none_label": {"en": "Nobody"}}
    assert f.pick_options(player, 2, ["en"]) == [("-1", {"en": "Nobody"}), ("0", {"en": "P1"}), ("1", {"en": "P2"})]


def test_explain_writes_a_list_per_language_or_nothing():
    assert f.explain({"en": [], "cs": []}, ["en", "cs"]) == ""
    assert f.explain({"en": ["a <b>"]}, ["en"]) == Markup('<ul class="l10n" lang="en"><li>a &lt;b&gt;</li></ul>')
