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
    # Search (overrides/assets/javascripts/workers/search-*.js, which reads these through the
    # index's config): the lunr.js language MkDocs builds the raw index with (it refuses one
    # lunr lacks); the stemmer both the index and each query go through ("porter": lunr's own,
    # "snowball": lunr-languages' lunr.{code}.min.js as Material ships it, "light": ours in
    # search-words.js); the short words a query drops (they matched every heading as prefixes);
    # and the ordinal words first to tenth, which search as the digits 1-10 ("5th", "5-я");
    # the verbal prefixes that make a verb's other aspect or a related verb (кончиться /
    # закончиться, hodnotit / vyhodnotit): a query's word also finds its stem with one of them
    # added, taken away or swapped (written folded, as the worker compares them).
    lunr: str
    stemmer: str = "porter"
    stop_words: tuple[str, ...] = ()
    ordinals: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


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
        stop_words=_words(
            "a about all also am an and any are as at be been but by can could did do does"
            " doing for from had has have how i if in into is it its many me much my of on onto or"
            " our per should so than that the their them then there these they this those to"
            " upon us was we were what when where whether which while who why will with would you"
            " your"
        ),
        ordinals=("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"),
    ),
    Language(
        code="cs",
        name="Čeština",
        group="\u00a0",
        decimal=",",
        yes="ano",
        no="ne",
        plural_forms=("one", "few", "other"),
        lunr="en",  # lunr.js has no Czech; the worker's own light stemmer is used
        stemmer="light",
        stop_words=_words(
            "a aby ale ani asi az by bych byl byla bylo byt co da do i jak jake jaky je jeho jej jeji"
            " jejich jen jestli jiz jsem jsou k ke kdy kde kdo kolik ktera ktere ktery kteri mam ma"
            " maji mi mit mohu muj muze muzu musi musim na nad nebo neni nez o od po pod pokud pri"
            " pro proc pred s se si tak take taky tam kam tedy ten tento to tom toto tu u uz v ve z za ze"
            " zda bude budou budu budeme budete"
            # the other forms of the pronouns above, as a player asks ("v jakem poradi")
            " jakem jakou jakych jakym ktereho kterem kterou kterych kterym toho tim teto tech tuto"
        ),  # written without diacritics: the worker compares words folded
        ordinals=("první", "druhý", "třetí", "čtvrtý", "pátý", "šestý", "sedmý", "osmý", "devátý", "desátý"),
        prefixes=_words("do na nad od po pod pre pri pro roz vy za"),
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
        stemmer="snowball",
        stop_words=_words(
            "а без бы в во все где куда да для до если есть же за и из или им их к как какой какая какие"
            " ко когда кто ли либо мне можно мой моя на над надо не нет ни но о об он она они оно от"
            " по под при почему про с со сколько так там то тоже только у уже что чтобы это я"
            # the other forms of the pronouns above, as a player asks ("в каком порядке")
            " какого каком каким каких какое какую который которая которое которые которого"
            " которой котором которых этот эта эти этого этой этом всех всем всё весь вся"
            # the negative pronouns: Snowball makes ничем and ничья (a tie) one stem
            " ничем ничего ничто никто никого никому никем"
        ),
        ordinals=(
            "первый",
            "второй",
            "третий",
            "четвертый",
            "пятый",
            "шестой",
            "седьмой",
            "восьмой",
            "девятый",
            "десятый",
        ),
        prefixes=_words("вы до за на над от пере по под при про раз рас"),
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
