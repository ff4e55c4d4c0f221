"""The site's languages, listed once: the engine's messages, the build, the templates, the
browser (through the build-info module the build writes) and the tests all read this table.

Adding a language is one `Language` here plus its translations (README, "Add a language").
Standard library only, like the rest of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, the site's path prefix (/cs/) and the key of every translation
    name: str  # the language's name in itself, for the language switcher and picker
    group: str  # digit group separator: 12,345 / 12 345
    decimal: str  # decimal separator: 2.5 / 2,5
    yes: str  # a true value in results
    no: str  # a false value in results
    # The plural categories a noun's forms are given in (the specs' [parts] labels, the
    # engine's NOUNS); plural_form() below says which one a count takes.
    plural_forms: tuple[str, ...]
    # Search: the lunr.js language MkDocs builds the index with (it refuses one lunr lacks),
    # and whether our own normalisation (overrides/assets/javascripts/workers/normalise.js,
    # which has rules for that code, and a lunr.{code}.min.js plugin) replaces it.
    lunr: str
    normalise: bool = False


REGISTRY: tuple[Language, ...] = (
    Language(
        code="en",
        name="English",
        group=",",
        decimal=".",
        yes="yes",
        no="no",
        plural_forms=("one", "other"),
        lunr="en",
    ),
    Language(
        code="cs",
        name="Čeština",
        group="\u00a0",
        decimal=",",
        yes="ano",
        no="ne",
        plural_forms=("one", "few", "other"),
        lunr="en",  # lunr.js has no Czech: the index config is pointed at our plugin afterwards
        normalise=True,
    ),
    Language(
        code="ru",
        name="Русский",
        group="\u00a0",
        decimal=",",
        yes="да",
        no="нет",
        plural_forms=("one", "few", "many"),
        lunr="ru",
        normalise=True,
    ),
)

LANGUAGES: tuple[str, ...] = tuple(language.code for language in REGISTRY)
BY_CODE: dict[str, Language] = {language.code: language for language in REGISTRY}

# Text accepted as a yes/no input (a link's query, a form's raw value), in every language:
# compared stripped and lower-cased. The engine (fields.Bool) and the browser's form
# (runtime/assets/form-values.js, through build-info.js) read these.
TRUE_TEXT: tuple[str, ...] = ("true", "1", "yes", "on")
FALSE_TEXT: tuple[str, ...] = ("false", "0", "no", "off", "")


def plural_form(lang: str, count: int) -> str:
    """The CLDR plural category of a whole number in `lang` (one of its `plural_forms`)."""
    n = abs(count)
    if lang == "cs":
        return "one" if n == 1 else "few" if 2 <= n <= 4 else "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        return "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many"
    return "one" if n == 1 else "other"
