"""Search per language: Material's lunr search, with Czech and Russian normalised the same way
at index time (a lunr language plugin) and at query time (the search-l10n.js worker wrapper)."""

from __future__ import annotations

from pathlib import Path


def lunr_languages(lang: str) -> list[str]:
    # Material ships no lunr.cs; ours (overrides/assets/javascripts/lunr/min/) is set after the build.
    return ["en"] if lang == "cs" else [lang]


def localise_index(site_lang: Path, lang: str) -> None:
    """Placeholder until the normalising search lands: leaves the index as MkDocs wrote it."""
    return None
