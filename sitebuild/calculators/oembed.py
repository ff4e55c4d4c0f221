"""oEmbed for the embed pages, so that a link to one pasted into WordPress's editor becomes the
calculator itself. WordPress reads the first 150 kB of the pasted page for
`<link rel="alternate" type="application/json+oembed">` and takes the first such link; it
fetches that JSON and, for `type: "rich"`, keeps the `<iframe>` of its `html` (sandboxed to an
opaque origin, `#?secret=…` added to its address) and the `<blockquote>` before it, which lets
WordPress's own script size the frame from our height messages (runtime/assets/embed-resize.js).

The files are static: `site/embed/{id}/oembed.json` (the first link: the calculator in the
visitor's language, since one page serves every `?lang=`) and `oembed.{lang}.json` per
language (`hreflang` links, for consumers that choose). Their addresses must be absolute, so
they are written only when the build knows where the site will live: `SITE_URL`
(`SITE_URL=https://rules.example.org/ python3 site-build.py build`)."""

from __future__ import annotations

import json
import os
from urllib.parse import urlsplit

from markupsafe import escape

from engine.languages import LANGUAGES
from sitebuild.calculators.specs import Spec

WIDTH = 600  # px, what WordPress starts the frame at; our height messages then size it
HEIGHT = 600


class SiteUrlError(ValueError):
    pass


def site_url(environ: dict[str, str] | None = None) -> str | None:
    """The deployed site's address from SITE_URL (ending in "/"), or None when it is unset."""
    value = (os.environ if environ is None else environ).get("SITE_URL", "").strip()
    if not value:
        return None
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise SiteUrlError(f"SITE_URL must be the site's address, like https://rules.example.org/ (got {value!r})")
    return value.rstrip("/") + "/"


def json_name(lang: str | None) -> str:
    return "oembed.json" if lang is None else f"oembed.{lang}.json"


def document(base: str, spec: Spec, lang: str | None, provider: dict[str, str]) -> dict[str, object]:
    """The oEmbed answer for one embed page in `lang` (None: the visitor's language)."""
    shown = lang or LANGUAGES[0]
    address = f"{base}embed/{spec.id}/" + (f"?lang={lang}" if lang else "")
    title = spec.title[shown]
    html = (
        f'<blockquote><a href="{escape(address)}">{escape(title)}</a></blockquote>'
        f'<iframe src="{escape(address)}" width="{WIDTH}" height="{HEIGHT}" title="{escape(title)}"'
        ' frameborder="0"></iframe>'
    )
    return {
        "version": "1.0",
        "type": "rich",
        "title": title,
        "provider_name": provider[shown],
        "provider_url": f"{base}{shown}/",
        "width": WIDTH,
        "height": HEIGHT,
        "html": html,
    }


def discovery_links(base: str, spec: Spec) -> list[dict[str, str]]:
    """The <link>s of an embed page, the language-free one first (WordPress takes the first)."""
    links = [{"href": f"{base}embed/{spec.id}/{json_name(None)}", "hreflang": ""}]
    links += [{"href": f"{base}embed/{spec.id}/{json_name(lang)}", "hreflang": lang} for lang in LANGUAGES]
    return links


def files(base: str, spec: Spec, provider: dict[str, str]) -> dict[str, str]:
    """{file name in site/embed/{id}/: JSON text} for one calculator."""
    return {
        json_name(lang): json.dumps(document(base, spec, lang, provider), ensure_ascii=False, indent=1) + "\n"
        for lang in (None, *LANGUAGES)
    }
