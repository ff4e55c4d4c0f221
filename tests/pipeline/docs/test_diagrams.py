"""The rulebooks' lost pictures redrawn (sitebuild/docs/diagrams/): every lost-picture note is replaced
by a figure or says why nothing faithful can be drawn; every figure in the built site is an
accessible image named in the page's language, with no English label on a Czech or Russian page;
the numbers a figure shows are the engine's."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from engine import amunre, carcassonne, catan, hamburg, hamburgum
from engine.languages import LANGUAGES
from sitebuild.docs import diagrams
from sitebuild.docs.catalogue import DOCS, GLOSSARY
from sitebuild.docs.stage import StageError, expand_markers
from tests.site_paths import built_site

# A note about a lost picture, in each language, and the words a kept one must use to say why.
NOTE = {
    "en": re.compile(r"\bpictures?\b", re.I),
    "cs": re.compile(r"\b(obráz|ilustrac)\w*", re.I),
    "ru": re.compile(r"\b(рисун|изображ|иллюстрац)\w*", re.I),
}
ITALIC = re.compile(r"(?<![*\w])\*([^*\n]+)\*(?![*\w])")
KEPT_BECAUSE = {"en": "not redrawn", "cs": "nepřekreslujeme", "ru": "не перерисовываем"}
MAX_KEPT_EN = 4
FIGURE = re.compile(r'<figure class="diagram" id="dg-([a-z0-9-]+)">(.*?)</figure>', re.S)
MARKER = re.compile(r"\[\[diagram:([a-z0-9-]+)\]\]")


def _notes(lang: str) -> list[tuple[str, str]]:
    """Every italic editorial note that speaks of a picture (or illustration)."""
    found = []
    for path in sorted((DOCS / lang).rglob("*.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for note in ITALIC.findall(line):
                if NOTE[lang].search(note):
                    found.append((path.relative_to(DOCS / lang).as_posix(), note))
    return found


def test_the_note_finder_finds_a_note():
    assert NOTE["cs"].search("Ilustrace v pravidlech ukazuje") and NOTE["ru"].search("Изображений квадратов")
    assert ITALIC.findall("Blue plays. *The picture of the two cards is missing.* Then") == [
        "The picture of the two cards is missing."]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kept_note_says_why_nothing_is_drawn(lang):
    unexplained = [(page, note) for page, note in _notes(lang) if KEPT_BECAUSE[lang] not in note.lower()]
    assert not unexplained, unexplained


def test_at_most_four_notes_are_kept_in_english():
    kept = _notes("en")
    assert len(kept) <= MAX_KEPT_EN, kept


def test_every_language_keeps_the_same_number_of_notes():
    assert len(_notes("cs")) == len(_notes("ru")) == len(_notes("en"))


def test_every_language_has_the_same_diagrams_on_the_same_pages():
    def markers(lang):
        return {p.relative_to(DOCS / lang).as_posix(): MARKER.findall(p.read_text(encoding="utf-8"))
                for p in (DOCS / lang).rglob("*.md")}

    english = markers("en")
    assert any(english.values())
    for lang in LANGUAGES:
        assert markers(lang) == english, lang
    used = {i for ids in english.values() for i in ids}
    assert used == set(diagrams.all_ids()), "every drawing is used, every marker has a drawing"


def test_a_marker_naming_no_diagram_stops_the_build():
    with pytest.raises(StageError, match="no-such-picture"):
        expand_markers("text\n\n[[diagram:no-such-picture]]\n", "x.md", "en", {}, "docs/en/x.md")


def test_an_indented_marker_keeps_its_indentation():
    out = expand_markers('!!! example\n    [[diagram:hamburgum-rondel]]\n', "x.md", "cs", {}, "x")
    assert out.splitlines()[1].startswith('    <figure class="diagram" id="dg-hamburgum-rondel">')


@cache
def _figures() -> list[tuple[str, str, str, str]]:
    """(lang, page, diagram id, figure HTML) for every figure in the built site."""
    site = built_site()
    found = []
    for lang in LANGUAGES:
        for page in sorted((site / lang).rglob("index.html")):
            html = page.read_text(encoding="utf-8")
            for diagram_id, inner in FIGURE.findall(html):
                found.append((lang, page.relative_to(site).as_posix(), diagram_id, inner))
    return found


def _svg(inner: str) -> ET.Element:
    svg = inner[: inner.index("</svg>") + len("</svg>")]
    return ET.fromstring(svg)


def _texts(svg: ET.Element) -> list[str]:
    return ["".join(el.itertext()) for el in svg.iter("text")]


def test_every_diagram_is_in_the_built_site_in_every_language():
    seen = {(lang, diagram_id) for lang, _, diagram_id, _ in _figures()}
    assert seen == {(lang, d) for lang in LANGUAGES for d in diagrams.all_ids()}


def test_every_figure_is_an_image_named_and_described_in_the_page_language():
    for lang, page, diagram_id, inner in _figures():
        svg = _svg(inner)
        assert svg.get("role") == "img", (page, diagram_id)
        title = svg.find("title")
        desc = svg.find("desc")
        assert title is not None and title.get("id") == svg.get("aria-labelledby"), (page, diagram_id)
        assert desc is not None and desc.get("id") == svg.get("aria-describedby"), (page, diagram_id)
        assert (title.text or "").strip() and (desc.text or "").strip(), (page, diagram_id)
        assert svg.get("viewBox", "").startswith("0 0 "), (page, diagram_id)
        assert "<figcaption>" in inner and "</figcaption>" in inner, (page, diagram_id)
        assert f'lang="{lang}"' in (built_site() / page).read_text(encoding="utf-8")[:400], page


LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _latin_words(diagram_id: str, lang: str) -> set[str]:
    fig = diagrams.figure(diagram_id, lang)
    body = _texts(ET.fromstring(f"<svg>{''.join(fig.body).replace('{id}', diagram_id)}</svg>"))
    return {w.lower() for w in LATIN_WORD.findall(" ".join([fig.title, fig.desc, fig.caption, *body]))}


@cache
def _glossary_words(lang: str) -> set[str]:
    """Latin-script words of the language's own game terms (Czech "Zoo", "Park" are Czech)."""
    words = set()
    for path in GLOSSARY.glob("*.toml"):
        for term in tomllib.loads(path.read_text(encoding="utf-8")).get("term", []):
            words |= {w.lower() for w in LATIN_WORD.findall(term.get(lang, ""))}
    return words


# Czech words spelt as English ones are (start, symbol, text are Czech too).
SAME_SPELLING = {"cs": {"start", "symbol", "text"}, "ru": set()}


def _allowed(diagram_id: str, lang: str) -> set[str]:
    """Latin words a Czech or Russian drawing may show: the language's glossary terms, its words
    spelt like English ones, and the proper names every language writes alike (St. Michaelis,
    EDFU), i.e. those the other translation shows too."""
    other = next(code for code in LANGUAGES if code not in ("en", lang))
    return _glossary_words(lang) | SAME_SPELLING[lang] | _latin_words(diagram_id, other)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_english_label_on_czech_or_russian_pages(lang):
    for _, page, diagram_id, inner in [f for f in _figures() if f[0] == lang]:
        svg = _svg(inner)
        shown = " ".join([*_texts(svg), "".join(svg.find("title").itertext()), "".join(svg.find("desc").itertext()),
                          re.sub(r"<[^>]+>", " ", inner.split("</svg>", 1)[1])])
        english = _latin_words(diagram_id, "en") - _allowed(diagram_id, lang)
        leaked = {w for w in LATIN_WORD.findall(shown) if w.lower() in english}
        assert not leaked, (page, diagram_id, leaked)


def _one(lang: str, diagram_id: str) -> ET.Element:
    return next(_svg(inner) for lg, _, d, inner in _figures() if lg == lang and d == diagram_id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rondel_is_the_engines(lang):
    svg = _one(lang, "hamburgum-rondel")
    spaces = [g for g in svg.iter("g") if g.get("class") == "dg-space"]
    assert [g.get("data-space") for g in spaces] == list(hamburgum.RONDEL)
    start = hamburgum.RONDEL.index("sugar")
    for index, cost in hamburgum.rondel_moves(start)[:-1]:
        group = spaces[index]
        assert int(group.get("data-cost")) == cost
        steps = int(group.get("data-steps"))
        assert hamburgum.rondel_cost(steps) == cost
        shown = _texts(group)[1]
        assert shown.startswith(f"+{steps} ")
        assert (str(cost) in shown) == (cost > 0)
    full = len(hamburgum.RONDEL)
    last = next(el for el in svg.iter("text") if el.get("data-steps") == str(full))
    assert int(last.get("data-cost")) == hamburgum.rondel_cost(full)
    assert str(hamburgum.rondel_cost(full)) in "".join(last.itertext())


def _berths(svg: ET.Element) -> dict[int, list[str]]:
    return {int(g.get("data-berth")): [ship.get("data-owner") for ship in g.iter("g") if ship.get("class") == "dg-ship"]
            for g in svg.iter("g") if g.get("class") == "dg-berth"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_harbour_shows_the_engines_berths(lang):
    for diagram_id in ("hamburgum-harbour-trade", "hamburgum-dockyard-before", "hamburgum-dockyard-after",
                       "hamburgum-quickstart-harbour"):
        svg = _one(lang, diagram_id)
        groups = [g for g in svg.iter("g") if g.get("class") == "dg-berth"]
        assert [int(g.get("data-berth")) for g in groups] == sorted(hamburgum.BERTH_CAPACITY, reverse=True)
        for group in groups:
            capacity = hamburgum.BERTH_CAPACITY[int(group.get("data-berth"))]
            assert re.search(rf"\b{capacity}\b", _texts(group)[1]), (diagram_id, _texts(group))
            if group.get("data-places"):
                assert int(group.get("data-ships")) <= int(group.get("data-places"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dockyard_shift_is_the_engines(lang):
    before = _berths(_one(lang, "hamburgum-dockyard-before"))
    after_svg = _one(lang, "hamburgum-dockyard-after")
    assert len(before[3]) == 3  # one place still free for 4 players
    # By hand from the rule: the first yellow ship fills berth 3, the second shifts every berth.
    assert _berths(after_svg) == {3: ["yellow"], 2: [*before[3], "yellow"], 1: before[2]}
    home = next(g for g in after_svg.iter("g") if g.get("class") == "dg-home")
    assert [s.get("data-owner") for s in home.iter("g") if s.get("class") == "dg-ship"] == before[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quick_start_harbour_after_round_three(lang):
    # Set-up: one ship each in berth 3 (full for 3 players); round 3: Blue builds one ship.
    assert _berths(_one(lang, "hamburgum-quickstart-harbour")) == {3: ["blue"], 2: ["red", "blue", "green"], 1: []}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_building_spaces_show_the_engines_amounts(lang):
    svg = _one(lang, "hamburgum-spaces")
    nodes = {g.get("data-space"): " ".join(_texts(g)) for g in svg.iter("g") if g.get("class") == "dg-node"}
    assert set(nodes) == {"A", "B", "C", "brewer"}
    assert f"+{hamburgum.MERCHANT_MONEY} £" in nodes["A"]
    assert f"−{hamburgum.PRICE_STEP} £" in nodes["B"]
    assert "C" in nodes["brewer"]  # "only through C", in every language


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_catan_figures_use_the_engines_numbers(lang):
    svg = _one(lang, "catan-production")
    pieces = [(g.get("data-owner"), g.get("data-kind")) for g in svg.iter("g") if g.get("class") == "dg-piece-on"]
    yields = {"settlement": catan.CARDS_SETTLEMENT, "city": catan.CARDS_CITY}
    totals = [int(el.get("data-total")) for el in svg.iter("text") if el.get("data-total")]
    assert totals == [sum(yields[k] for o, k in pieces if o == owner) for owner in ("blue", "orange")] == [3, 2]
    road = _one(lang, "catan-road")
    numbers = [int(x) for x in _texts(road) if x.isdigit()]
    assert numbers == list(range(1, 8)) * 2  # two panels of 7 numbered segments
    assert f"< {catan.MIN_ROAD}" in " ".join(_texts(road))
    for diagram_id, rate in (("catan-harbor-generic", catan.RATE_GENERIC), ("catan-harbor-lumber", catan.RATE_SPECIAL)):
        token = next(el for el in _one(lang, diagram_id).iter("text") if el.get("data-rate"))
        assert int(token.get("data-rate")) == rate and "".join(token.itertext()) == f"{rate}:1"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wagon_reaches_its_tile_and_the_engines_surrounding_tiles(lang):
    tiles = [g for g in _one(lang, "carcassonne-wagon").iter("g") if g.get("class") == "dg-tile"]
    assert len(tiles) == carcassonne.SURROUNDING_TILES + 1
    targets = {g.get("data-feature") for g in tiles if g.get("data-target") == "true"}
    assert targets == {"city", "road", "monastery", *carcassonne.RELIGIOUS}
    never = ("field", "city_done", "road_done")
    assert all(g.get("data-target") == "false" for g in tiles if g.get("data-feature") in never)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_amunre_board_shows_the_engines_track_and_prices(lang):
    svg = _one(lang, "amunre-board")
    cells = [g for g in svg.iter("g") if g.get("class") == "dg-price"]
    prices = [(int(g.get("data-pieces")), int(g.get("data-gold"))) for g in cells]
    assert prices == [(n, n * (n + 1) // 2) for n in range(1, 11)]  # the rules' "1, 3, 6 … 55"
    assert all(amunre.purchase_price(n) == gold and str(gold) in _texts(g)
               for (n, gold), g in zip(prices, cells, strict=True))
    spaces = [g for g in svg.iter("g") if g.get("class") == "dg-track" and g.get("data-space") != "0"]
    assert len(spaces) == amunre.TRACK_SPACES
    # Each band's bounds land on its own space by the engine's temple_space().
    for g in spaces:
        numbers = [int(n) for n in re.findall(r"\d+", g.get("data-band"))]
        for total in numbers:
            assert amunre.temple_space(total, amunre.SPACE4_FROM_INFERRED) == int(g.get("data-space"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_red_scores_three_plus_three_plus_nothing_for_rows(lang):
    svg = _one(lang, "amunre-pyramids")
    counts = {}
    for g in svg.iter("g"):
        if g.get("class") == "dg-pyramid":
            counts[g.get("data-province")] = counts.get(g.get("data-province"), 0) + 1
    rows = [int(g.get("data-points")) for g in svg.iter("g") if g.get("class") == "dg-row"]
    assert rows == [amunre.ROW_VP, amunre.ROW_VP, 0]  # the example's table: 3, 3, 0
    engine_rows = amunre.scoring(list(counts.values()), False, False, 0, 1, 1, 0, 0, False)["row_points"]
    total = next(el for el in svg.iter("text") if el.get("data-total"))
    assert int(total.get("data-total")) == sum(rows) == engine_rows == 6


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_donation_tokens_are_the_engines(lang):
    michaelis = {g.get("data-kind"): g.get("data-value") for g in _one(lang, "hamburgum-michaelis-tokens").iter("g")
                 if g.get("class") == "dg-token"}
    assert michaelis == {"flat": str(hamburgum.TOKEN_FLAT), "tokens": str(hamburgum.TOKEN_PER_TOKEN),
                         "ships": str(hamburgum.TOKEN_PER_SHIP), "buildings": "5/4", "residents": "4/3"}
    assert {5, 4} == set(hamburgum.TOKEN_BUILDING_VALUES) and {4, 3} == set(hamburgum.TOKEN_RESIDENT_VALUES)
    yellow = [(g.get("data-kind"), g.get("data-now")) for g in _one(lang, "hamburgum-yellow-tokens").iter("g")
              if g.get("class") == "dg-token"]
    # The example: 2 × 4 = 8 for each ship token, 4 × 3 = 12 for St. Petri's residents, 5 × 1 = 5.
    assert yellow == [("scored", None), ("ships", "8"), ("ships", "8"), ("residents", "12"), ("tokens", "5")]
    assert int(yellow[1][1]) == hamburgum.TOKEN_PER_SHIP * 4 and int(yellow[4][1]) == hamburgum.TOKEN_PER_TOKEN * 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_building_costs_the_engines_material(lang):
    pay = next(g for g in _one(lang, "hamburgum-build").iter("g") if g.get("data-step") == "1")
    shown = " ".join(_texts(pay))
    cost = hamburgum.BUILDING_COST
    assert [int(n) for n in re.findall(r"\d+", shown)][1:] == [cost["wood"], cost["brick"]]


def _supplies(lang: str, diagram_id: str) -> dict[tuple[str, str], int]:
    return {(el.get("data-player"), el.get("data-item")): int("".join(el.itertext()))
            for el in _one(lang, diagram_id).iter("text") if el.get("data-item")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quick_start_supplies_follow_the_introduction(lang):
    # Worked by hand from the introduction: start, after round 1, after round 3.
    start = _supplies(lang, "hamburgum-quickstart-material")
    assert [start[(p, "points")] for p in ("red", "blue", "green")] == [1, 2, 3]
    assert [start[(p, "money")] for p in ("red", "blue", "green")] == [10, 20, 30]
    goods = ("beer", "sugar", "cloth", "wood", "brick")
    assert all(start[(p, i)] == 1 for p in ("red", "blue", "green") for i in goods)
    one = _supplies(lang, "hamburgum-quickstart-round1")
    changed = (one[("red", "beer")], one[("blue", "cloth")], one[("green", "cloth")], one[("green", "money")])
    assert changed == (2, 2, 0, 130)
    three = _supplies(lang, "hamburgum-quickstart-round3")
    expected = {"red": (6, 210, 0, 1, 1, 1, 0, 1), "blue": (2, 20, 2, 1, 2, 0, 1, 2),
                "green": (8, 30, 1, 1, 0, 2, 2, 1)}
    items = ("points", "money", "beer", "sugar", "cloth", "wood", "brick", "ships")
    assert {p: tuple(three[(p, i)] for i in items) for p in expected} == expected
    # Round 4 needs exactly this: Red pays 200 £ for 5 pieces, Blue sells 2 beer + 2 cloth, Green builds twice.
    assert three[("red", "money")] >= hamburgum.DEPOT_PRICES[5]
    assert three[("blue", "beer")] == three[("blue", "cloth")] == 2
    assert three[("green", "brick")] == three[("green", "wood")] == 2 * hamburgum.BUILDING_COST["wood"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_starting_layout(lang):
    svg = _one(lang, "hamburgum-quickstart-layout")
    markers = {g.get("data-player"): int(g.get("data-points")) for g in svg.iter("g") if g.get("class") == "dg-marker"}
    assert markers == {"red": 1, "blue": 2, "green": 3}
    cubes = {g.get("data-good"): int(g.get("data-price")) for g in svg.iter("g") if g.get("class") == "dg-cube"}
    assert cubes == dict.fromkeys(hamburgum.GOODS, hamburgum.PRICE_START)
    assert _berths(svg) == {3: ["red", "blue", "green"], 2: [], 1: []}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dice_bars_are_the_engines_odds(lang):
    bars = [g for g in _one(lang, "catan-dice").iter("g") if g.get("class") == "dg-bar"]
    ways = {int(g.get("data-number")): int(g.get("data-ways")) for g in bars}
    assert ways == {n: catan.roll_ways(n) for n in range(2, 13)}
    assert sum(ways.values()) == catan.ROLLS and ways[7] == 6 and ways[2] == ways[12] == 1
    for g in bars:
        assert f"{g.get('data-ways')}/{catan.ROLLS}" in _texts(g)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_calculator_pages_show_their_pictures(lang):
    for calc_id, figure_ids in diagrams.CALCULATOR_FIGURES.items():
        page = f"{lang}/calculators/{calc_id}/index.html"
        shown = [d for lg, p, d, _ in _figures() if p == page]
        assert shown == list(figure_ids), page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_farmhouse_timeline_uses_the_engines_rates(lang):
    stages = [(g.get("data-stage"), int(g.get("data-rate"))) for g in _one(lang, "carcassonne-farmhouse").iter("g")
              if g.get("class") == "dg-stage"]
    assert stages == [("placed", carcassonne.FARMER_CITY[carcassonne.PLACED]),
                      ("connected", carcassonne.FARMER_CITY[carcassonne.CONNECTED]),
                      ("end", carcassonne.FARMHOUSE_CITY)] == [("placed", 3), ("connected", 1), ("end", 4)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_darias_bar_is_the_engines_final_scoring(lang):
    svg = _one(lang, "hamburg-daria")
    segments = {g.get("data-key"): int(g.get("data-value")) for g in svg.iter("g") if g.get("class") == "dg-segment"}
    # The example: 9 + 4 + 2 × 4 + 3 + (9 + 2) + 7 = 42, and 61 + 42 = 103.
    assert segments == {"cards": 9, "laurel": 4, "superiority": 2 * hamburg.SUPERIORITY_VP,
                        "wall_thirds": hamburg.WALL_THIRD_VP, "priests": 11, "town_hall": 7, "track": 61, "final": 42}
    total = next(el for el in svg.iter("text") if el.get("data-total"))
    assert int(total.get("data-total")) == 103 == segments["track"] + segments["final"]
