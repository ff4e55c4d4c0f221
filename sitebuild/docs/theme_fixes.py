"""Accessibility fixes to the theme's own markup, applied to the built pages of a language.

Material for MkDocs renders its search box as a `role="dialog"` without a name (axe and
Lighthouse: aria-dialog-name), and, for a section with an index page, a focusable label
holding only an icon that also names the section's <nav> (landmark-unique). The theme has
no option for either, so the build names them.

The theme also writes <link rel="alternate" hreflang> tags with relative addresses, which
search engines (and Lighthouse's SEO audit) reject: an alternate must be absolute, and the
site does not know the host it will be deployed on. The build drops them; the language
switcher's own links, to the same page in each language, stay.

The theme's storage helpers read `localStorage` outside their try: where a browser refuses
storage (site data blocked), reading it throws and every page would raise an uncaught
SecurityError. The build gives them the same behaviour with the read inside the try (no
saved palette or tabs then, as when nothing was saved)."""

from __future__ import annotations

import re
from pathlib import Path

from markupsafe import escape

SEARCH_DIALOG = '<div class="md-search" data-md-component="search" role="dialog">'


# The section's title, as the theme writes it in the nested nav's title label.
_SECTION_TITLE = re.compile(
    r'<label class="md-nav__title" for="(__nav_[\d_]+)">\s*'
    r'<span class="md-nav__icon md-icon"></span>\s*([^<]+?)\s*</label>'
)
_ICON_LABEL = re.compile(r'<label class="md-nav__link " for="(__nav_[\d_]+)" id="\1_label" tabindex="0">')


def _name_icon_labels(html: str) -> str:
    """Give each icon-only section label its section's title as hidden text."""
    titles = dict(_SECTION_TITLE.findall(html))

    def named(match: re.Match) -> str:
        title = titles.get(match.group(1))
        return match.group(0) + f'<span class="visually-hidden">{escape(title)}</span>' if title else match.group(0)

    return _ICON_LABEL.sub(named, html)


_STORAGE_HELPERS = (
    '__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+"."+e)),'
    '__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}'
)
_SAFE_STORAGE_HELPERS = (
    '__md_get=(e,_,t=__md_scope)=>{try{return JSON.parse((_||localStorage).getItem(t.pathname+"."+e))}'
    "catch(e){return null}},"
    '__md_set=(e,_,t,a=__md_scope)=>{try{(t||localStorage).setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}'
)


def _safe_storage_helpers(html: str) -> str:
    fixed = html.replace(_STORAGE_HELPERS, _SAFE_STORAGE_HELPERS)
    if "__md_get=(e,_=localStorage" in fixed:  # a new theme version: the fix must follow it
        raise RuntimeError("the theme's __md_get changed: update sitebuild/docs/theme_fixes.py")
    return fixed


_RELATIVE_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="(?!https?://)[^"]*" hreflang="[^"]*">')


# The heading anchors' title, which Python-Markdown's toc writes in English (its option is per
# build, and the shared markdown_extensions list cannot be overridden per language piecemeal).
PERMALINK = ' title="Permanent link"'


def fix_theme_markup(lang_dir: Path, search_label: str, permalink_label: str) -> None:
    named_dialog = SEARCH_DIALOG[:-1] + f' aria-label="{escape(search_label)}">'
    permalink = f' title="{escape(permalink_label)}"'
    for page in lang_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        fixed = _name_icon_labels(text.replace(SEARCH_DIALOG, named_dialog).replace(PERMALINK, permalink))
        fixed = _safe_storage_helpers(_RELATIVE_ALTERNATE.sub("", fixed))
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")
