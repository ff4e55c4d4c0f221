"""Czech and Russian pages name the games as their local editions do and show no English in the
site's own frame: navigation, page titles, headings, the theme's toggles and links, the glossary's
columns and the calculators' titles (the built site, read from disk; no browser needed)."""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

import pytest

from engine.languages import LANGUAGES
from sitebuild.calculators.render import ui_texts
from sitebuild.calculators.specs import load_specs
from sitebuild.docs import catalogue

LOCAL = [lang for lang in LANGUAGES if lang != "en"]
# The games whose name is the same in English and in a local language, and why: the only ones
# allowed to show their English name there (docs/{lang}/sources.md, "The games' names").
SAME_NAME = {
    "cs": {"Hamburgum", "Amun-Re", "Hamburg"},  # no Czech edition of Feld's Hamburg is known to us
    "ru": {"Hamburgum"},
}
_ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">(.*?)</article>', re.S)
_H1 = re.compile(r"<h1\b.*?</h1>", re.S)
_TH = re.compile(r"<th\b.*?</th>", re.S)


def _pages(site: Path, lang: str) -> list[Path]:
    return sorted((site / lang).rglob("*.html"))


@cache
def _frame(page: Path) -> str:
    """The page without its article's body: header, navigation, footer, toggles, <title> and the
    meta tags, attributes included, plus the article's heading and table headers."""
    text = page.read_text(encoding="utf-8")
    kept = []

    def frame_only(match: re.Match) -> str:
        body = match.group(1)
        kept.extend(_H1.findall(body) + _TH.findall(body))
        return ""

    return html.unescape(_ARTICLE.sub(frame_only, text) + "".join(kept))


def _english_only(lang: str) -> list[str]:
    """English texts that must not stand in `lang`'s frame: every game's and calculator's
    English title unless the local one is the same, and the theme's English labels."""
    texts = ui_texts()
    words = [texts[key]["en"] for key in ("dark_mode", "light_mode", "permalink", "site_description", "site_name")]
    for game in catalogue.games():
        if game.name[lang] == game.name["en"]:
            assert game.name["en"] in SAME_NAME[lang], f"{game.slug}: no {lang} name in docs/games.toml"
        else:
            words.append(game.name["en"])
    words += [spec.title["en"] for spec in load_specs() if spec.title["en"] != spec.title[lang]]
    return words


@pytest.mark.parametrize("lang", LOCAL)
def test_no_english_title_or_label_in_the_frame(site, lang):
    forbidden = _english_only(lang)
    local_names = sorted((game.name[lang] for game in catalogue.games()), key=len, reverse=True)
    found = []
    for page in _pages(site, lang):
        frame = _frame(page)
        for name in local_names:  # "Catan – Osadníci z Katanu" may hold "Catan"
            frame = frame.replace(name, "")
        found += [f"{page.relative_to(site)}: {word!r}" for word in forbidden if word in frame]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("lang", LOCAL)
def test_the_frame_names_the_games_as_published(site, lang):
    """The check above can fail: every local name and translated label is really in the frame."""
    home = _frame(site / lang / "index.html")
    texts = ui_texts()
    for game in catalogue.games():
        assert f">{game.name[lang]}<" in home.replace("\n", "").replace("  ", ""), game.slug
    assert texts["dark_mode"][lang] in home and texts["light_mode"][lang] in home
    assert f'content="{texts["site_description"][lang]}"' in home
    glossary = (site / lang / "catan" / "glossary" / "index.html").read_text(encoding="utf-8")
    columns = [re.sub(r"<[^>]+>", "", th) for th in _TH.findall(glossary)]
    assert columns == [texts["language_names"][lang][code] for code in LANGUAGES]
    # The switcher says "English"; the glossary's columns must not.
    assert not set(columns) & set(texts["language_names"]["en"].values())


@pytest.mark.parametrize("lang", LOCAL)
def test_calculator_titles_start_with_the_local_name(lang):
    names = {game.slug: game.name[lang] for game in catalogue.games()}
    for spec in load_specs():
        assert spec.title[lang].startswith(names[spec.game]), f"calculators/{spec.id}.toml: {spec.title[lang]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_players_agree_with_the_range(site, lang):
    """ "3–4 hráči" but "2–5 hráčů"; "3–4 игрока" but "1–5 игроков"."""
    home = (site / lang / "index.html").read_text(encoding="utf-8")
    expected = {
        "en": ("3–4 players", "2–5 players"),
        "cs": ("3–4 hráči", "2–5 hráčů"),
        "ru": ("3–4 игрока", "2–5 игроков"),
    }[lang]
    assert all(text in home for text in expected)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_designers_as_each_language_writes_them(site, lang):
    """The home page names each designer as the sources page of its language does (Russian in
    Cyrillic: «Клаус Тойбер», not "Klaus Teuber")."""
    home = html.unescape((site / lang / "index.html").read_text(encoding="utf-8"))
    sources = catalogue.sources_text(lang)
    for game in catalogue.games():
        designer = game.designer[lang]
        assert f"{designer}, " in home, f"{game.slug}: {designer}"
        assert designer in sources, f"docs/{lang}/sources.md does not name {designer}"
        if lang == "ru":
            assert not re.search(r"[A-Za-z]", designer), designer
