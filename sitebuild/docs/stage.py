"""Stage each language's Markdown for MkDocs: the hand-written pages plus the generated ones
(calculator pages and index, glossaries, home page), calculator link boxes and navigation."""

from __future__ import annotations

import html
import os
import re
import shutil
from pathlib import Path
from typing import Any

import engine
from sitebuild.calculators.render import client_spec, is_sheet, render, render_widget, ui_texts
from sitebuild.calculators.specs import Spec
from sitebuild.docs import diagrams
from sitebuild.docs.catalogue import (
    DOCS,
    GAME_SOURCES,
    GLOSSARY,
    SEARCH_TERMS,
    SOURCES,
    Game,
    games,
    glossary,
    sources_text,
)
from sitebuild.docs.markdown_text import Heading, headings, outline

CALC_MARKER = re.compile(r"^\[\[calc:([a-z0-9-]+)\]\]\s*$", re.M)
# The order of a rulebook's sub-pages in the navigation; other pages follow alphabetically.
PAGE_ORDER = (
    "index.md",
    "quickstart.md",
    "setup.md",
    "play.md",
    "actions.md",
    "cards.md",
    "threats.md",
    "scoring.md",
    "variants.md",
    "expansions.md",
    "solo.md",
    "faq.md",
    "glossary.md",
)


class StageError(Exception):
    """A page cannot be staged; the message names the file."""


def _relative(target: str, page: str) -> str:
    """A Markdown link from staged page `page` to staged page `target` (both docs-relative)."""
    return os.path.relpath(target, os.path.dirname(page) or ".").replace(os.sep, "/")


def _calculator_box(spec: Spec, lang: str, page: str) -> str:
    """A tip box linking to the calculator, as `!!! tip` draws it, but written in HTML so that
    it can carry Material's `data-search-exclude`: a link is not a rule, and its words ("…
    calculator", the calculator's name) made the section a result for queries it does not
    answer, while the calculator's own page is the result for them."""
    title = spec.title[lang]
    link = _relative(f"calculators/{spec.id}.md", page)
    heading = html.escape(ui_texts()["calculator"][lang])
    return (
        f'<div class="admonition tip" data-search-exclude markdown>\n<p class="admonition-title">{heading}</p>\n\n'
        f"[{title}]({link})\n\n</div>\n"
    )


def expand_markers(text: str, page: str, lang: str, specs: dict[str, Spec], source: Path) -> str:
    """Turn each `[[calc:ID]]` line into a link box to that calculator's page and each
    `[[diagram:ID]]` line into its figure."""

    def replace(match: re.Match[str]) -> str:
        calc_id = match.group(1)
        if calc_id not in engine.calculators():
            raise StageError(f"{source}: [[calc:{calc_id}]] names no engine calculator")
        return _calculator_box(specs[calc_id], lang, page)  # every engine calculator has a spec

    try:
        text = diagrams.expand(text, lang, source)  # `[[diagram:ID]]` lines: figures drawn from the engine
    except diagrams.DiagramError as error:
        raise StageError(str(error)) from None
    return CALC_MARKER.sub(replace, text)


def _english_outline(target: str) -> tuple[Heading, ...]:
    path = DOCS / "en" / target
    return outline(path.read_text(encoding="utf-8")) if path.exists() else ()


def _rule_link(spec: Spec, page: str, out: Path, rule: str | None = None) -> str:
    """The link to the rule a calculator implements (or `rule`, another section it applies: a
    sheet's kinds of entry), at that rule's heading in this language.

    A spec names its rule by the English page and heading id. The rulebooks have the same
    heading outline in every language (tests/docs), so the heading at the same place in this
    language's outline is the same rule, whatever its id."""
    rule = spec.rule if rule is None else rule
    target, _, anchor = rule.partition("#")
    if not target:
        return ""
    if not (out / target).exists():
        raise StageError(f"{spec.path.name}: rule {rule!r}: no page {target} in {out.name}")
    link = _relative(target, page)
    if not anchor:
        return link
    english = _english_outline(target)
    ids = [heading.id for heading in english]
    if anchor not in ids:
        raise StageError(f"{spec.path.name}: rule {rule!r}: docs/en/{target} has no heading with that id")
    local = outline((out / target).read_text(encoding="utf-8"))
    if [h.level for h in local] != [h.level for h in english]:
        raise StageError(f"{out.name}/{target}: its heading outline differs from docs/en/{target}")
    return f"{link}#{local[ids.index(anchor)].id}"


def _entry_rules(spec: Spec, page: str, out: Path) -> dict[str, str]:
    """A sheet scored entry by entry: the rules section each kind of entry applies (the spec's
    `rules` on its composed input), linked in this language."""
    rules = next((item.get("rules", {}) for item in spec.inputs if item.get("composer")), {})
    return {kind: _rule_link(spec, page, out, rule) for kind, rule in rules.items()}


def _title(path: Path) -> str:
    found = headings(path.read_text(encoding="utf-8"))
    return found[0][1] if found else path.stem


def _ordered(pages: list[str]) -> list[str]:
    def key(page: str) -> tuple[int, str]:
        name = Path(page).name
        return (PAGE_ORDER.index(name) if name in PAGE_ORDER else len(PAGE_ORDER), page)

    return sorted(pages, key=key)


def stage_language(lang: str, specs: list[Spec], out: Path) -> list[Any]:
    """Write build/docs/{lang} and return its navigation."""
    by_id = {spec.id: spec for spec in specs}
    if out.exists():
        shutil.rmtree(out)
    source_root = DOCS / lang
    for source in sorted(source_root.rglob("*")):
        # A game's part of the sources page, and its players' words for the search index.
        if source.is_dir() or source.name in (GAME_SOURCES, SEARCH_TERMS):
            continue
        rel = source.relative_to(source_root).as_posix()
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".md":
            text = sources_text(lang) if rel == SOURCES else source.read_text(encoding="utf-8")
            text = expand_markers(text, rel, lang, by_id, source)
            target.write_text(text, encoding="utf-8")
        else:
            shutil.copyfile(source, target)

    nav: list[Any] = [{ui_texts()["home"][lang]: "index.md"}]
    all_games = games()
    for game in all_games:
        pages = _stage_game(game, lang, out, specs)
        if pages:
            nav.append({game.name[lang]: pages})
    calc_nav = _stage_calculators(lang, specs, all_games, out)
    nav.append({ui_texts()["calculators"][lang]: calc_nav})
    if (out / SOURCES).exists():
        nav.append(SOURCES)  # "Where the numbers come from"; its title is the page's heading
    _write(out / "index.md", render("home.md.j2", [lang], lang=lang, games=all_games, specs=specs, out=out))
    return nav


def _game_calculators(specs: list[Spec], lang: str) -> str:
    """The overview's box of the game's score sheet and calculators (the sheet first): a reader
    who opens the game meets them, not only one rule at a time. Out of the search like the
    rules' link boxes."""
    ordered = sorted(specs, key=lambda spec: not spec.sheet)
    heading = html.escape(ui_texts()["calculators"][lang])
    links = "".join(f"- [{spec.title[lang]}](../calculators/{spec.id}.md)\n" for spec in ordered)
    title = f'<p class="admonition-title">{heading}</p>'
    return f'\n<div class="admonition tip" data-search-exclude markdown>\n{title}\n\n{links}\n</div>\n'


def _stage_game(game: Game, lang: str, out: Path, specs: list[Spec]) -> list[str]:
    folder = out / game.slug
    if not (folder / "index.md").exists():
        return []
    own = [spec for spec in specs if spec.game == game.slug]
    if own:
        # Under the title, before the first section: the first thing a phone shows of the game.
        overview = folder / "index.md"
        text = overview.read_text(encoding="utf-8")
        at = text.find("\n## ") + 1 or len(text)
        overview.write_text(text[:at] + _game_calculators(own, lang) + "\n" + text[at:], encoding="utf-8")
    if (GLOSSARY / f"{game.slug}.toml").exists():
        terms = glossary(game.slug)
        _write(folder / "glossary.md", render("glossary.md.j2", [lang], lang=lang, game=game, terms=terms))
    pages = [p.relative_to(out).as_posix() for p in folder.rglob("*.md")]
    return _ordered(pages)


def _stage_calculators(lang: str, specs: list[Spec], all_games: list[Game], out: Path) -> list[str]:
    folder = out / "calculators"
    folder.mkdir(parents=True, exist_ok=True)
    nav = ["calculators/index.md", "calculators/history.md"]
    for spec in specs:
        page = f"calculators/{spec.id}.md"
        rule_link = _rule_link(spec, page, out)
        text = render(
            "calculator-page.md.j2",
            [lang],
            spec=spec,
            lang=lang,
            widget=render_widget(spec, [lang], history="../history/", rules=_entry_rules(spec, page, out)),
            rule_link=rule_link,
            rule_title=_title(out / spec.rule.partition("#")[0]) if rule_link else "",
            figures=diagrams.for_calculator(spec.id, lang),
        )
        _write(out / page, text)
        nav.append(page)
    by_game = [(game, [s for s in specs if s.game == game.slug]) for game in all_games]
    _write(folder / "index.md", render("calculators-index.md.j2", [lang], lang=lang, groups=by_game))
    history = _history_data(lang, specs, all_games)
    _write(folder / "history.md", render("history.md.j2", [lang], lang=lang, history=history))
    _write(folder / "embed.md", render("embed-guide.md.j2", [lang], lang=lang, specs=specs))
    nav.append("calculators/embed.md")
    return nav


# The interface texts the history page's script uses (runtime/assets/history-page.js).
HISTORY_TEXTS = (
    "history_unscored",
    "history_leads",
    "history_seat",
    "history_edited",
    "history_delete",
    "history_standings_chart",
    "history_standings_chart_note",
    "history_points",
    "history_player",
    "history_wins_chart",
    "history_wins_chart_note",
    "history_scores_chart",
    "history_scores_chart_note",
    "history_scores_chart_most",
    "delete_game",
    "game_deleted",
    "undo",
    "history_imported",
    "history_import_damaged",
    "history_import_version",
    "history_import_size",
    "history_import_failed",
    "history_import_full",
    "history_not_kept",
    "winner_line",
    "shared_line",
    "no_winner_yet",
    "history_kept",
)


def _history_data(lang: str, specs: list[Spec], all_games: list[Game]) -> dict[str, Any]:
    """What the history page's script reads: each score sheet (its id, the game's local name, its
    address from the history page, its inputs to check stored games against) and its texts."""
    names = {game.slug: game.name[lang] for game in all_games}
    sheets = [
        {
            "id": spec.id,
            "game": names.get(spec.game, spec.title[lang]),
            "href": f"../{spec.id}/",
            "inputs": client_spec(spec, [lang])["inputs"],
        }
        for spec in specs
        if is_sheet(spec)
    ]
    return {"lang": lang, "sheets": sheets, "texts": {key: ui_texts()[key][lang] for key in HISTORY_TEXTS}}


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
