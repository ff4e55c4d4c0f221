"""Score sheets as a table enters a game (issue 20): marks go with their figures, references
follow the players, a new game is blank, nothing is lost to a tap, errors at their box."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import engine
from tests.browser.calculators import open_ready
from tests.sheets import ROW_FIGURES, SHEETS

# A number box of player 2 per sheet, and a value no box takes.
BOX = {"amunre-game": "gold", "catan-game": "settlements", "hamburg-game": "track", "hamburgum-game": "prestige"}

# True when a mark (★, highlighted row) stands beside figures that are cleared ("—").
MARK_WITHOUT_FIGURE = """
(form) => {
  const results = form.querySelector(".calc-results");
  const cleared = [...results.querySelectorAll("output")].some((o) => o.dataset.value === "");
  const marks = results.querySelectorAll(".calc-mark, [data-marked]").length
    + form.querySelectorAll("[data-standings] .calc-mark").length;
  return { cleared, marks };
}
"""


def computed(form) -> int:
    return int(form.get_attribute("data-computed") or 0)


def wait_result(page, form, before: int) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('form[data-calculator]').dataset.computed ?? 0) > n",
        arg=before,
        timeout=10_000,
    )


def show_example(page, form) -> None:
    button = form.locator('[data-action="show-example"]')
    if button.count():
        before = computed(form)
        button.click()
        wait_result(page, form, before)


def no_mark_without_figure(form) -> None:
    state = form.evaluate(MARK_WITHOUT_FIGURE)
    if state["cleared"]:
        assert state["marks"] == 0, state


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_no_mark_without_its_figure(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    show_example(page, form)
    # A valid game: its winner is marked.
    expect(form.locator(".calc-results .calc-mark").first).to_be_visible()
    # An invalid value: the figures go, and every mark with them.
    before = computed(form)
    form.locator(f'.calc-inputs [name="players.1.{BOX[calculator_id]}"]').fill("9999")
    wait_result(page, form, before)
    expect(form.locator('output[name="players.0.rank"]')).to_have_attribute("data-value", "")
    assert form.evaluate(MARK_WITHOUT_FIGURE) == {"cleared": True, "marks": 0}
    # Fixed again: the marks come back with a result for the values shown.
    before = computed(form)
    form.locator(f'.calc-inputs [name="players.1.{BOX[calculator_id]}"]').fill("1")
    wait_result(page, form, before)
    expect(form.locator('output[name="players.0.rank"]')).not_to_have_attribute("data-value", "")
    # A removed player: whatever is shown, no mark stands without its figure.
    before = computed(form)
    form.locator('[data-rows="players"] [data-row="1"] [data-remove-row]').click()
    wait_result(page, form, before)
    no_mark_without_figure(form)
    # The engine's result for what the form now holds: the same winners marked.
    inputs = form.evaluate("(f) => f.currentInputs()")
    try:
        result = engine.calculate(calculator_id, inputs)
    except engine.InputError:
        assert form.evaluate(MARK_WITHOUT_FIGURE)["marks"] == 0
        return
    marked = sorted(
        int(r)
        for r in form.locator(".calc-table tr[data-marked]").evaluate_all("(rows) => rows.map((r) => r.dataset.row)")
    )
    winners = result.get("winners")
    if winners is None:
        winners = [] if result.get("winner") is None else [result["winner"]]
    assert marked == sorted(winners)


NAMES = ["Anna", "Ben", "Clara", "David"]
# Per sheet: the player lists and the seat each points at before a removal.
REFERENCES = {
    "catan-game": {"road_holder": 1, "army_holder": 2, "turn": 3},
    "amunre-game": {f"provinces.{i}.owner": i // 3 for i in range(12)},
}
NOBODY = {"road_holder", "army_holder", "turn"}  # lists with "nobody" (a card in the bank, nobody on turn yet)


def set_value(page, form, name: str, value) -> None:
    before = computed(form)
    control = form.locator(f'.calc-inputs [name="{name}"]')
    if control.evaluate("(c) => c.tagName") == "SELECT":
        control.select_option(str(value))
    else:
        control.fill(str(value))
    wait_result(page, form, before)


def offered(form, name: str) -> list[str]:
    """The players a list offers (visible, enabled options other than nobody/choose)."""
    return form.locator(f'.calc-inputs select[name="{name}"] option').evaluate_all(
        "(os) => os.filter((o) => !o.hidden && !o.disabled && !['-1', ''].includes(o.value)).map((o) => o.textContent)"
    )


@pytest.mark.parametrize("calculator_id", ["catan-game", "amunre-game"])
def test_references_follow_the_player_when_each_seat_is_removed(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    show_example(page, form)
    if calculator_id == "amunre-game":
        # The example's twelve provinces, to the four players.
        while form.locator('[data-rows="provinces"] [data-row]').count() < 12:
            form.locator('[data-rows="provinces"] [data-add-row]').click()
    for i, name in enumerate(NAMES):
        set_value(page, form, f"players.{i}.name", name)
    for name, seat in REFERENCES[calculator_id].items():
        set_value(page, form, name, seat)
    for name in REFERENCES[calculator_id]:
        assert offered(form, name) == NAMES  # names, not seats
    saved = form.evaluate("(f) => f.currentInputs()")

    for removed in range(4):
        before = computed(form)
        form.locator(f'[data-rows="players"] [data-row="{removed}"] [data-remove-row]').click()
        wait_result(page, form, before)
        present = [n for i, n in enumerate(NAMES) if i != removed]
        note = form.locator("[data-undo-note]")
        expect(note).to_contain_text(NAMES[removed])
        for name, seat in REFERENCES[calculator_id].items():
            assert offered(form, name) == present, name
            value = form.locator(f'.calc-inputs [name="{name}"]').input_value()
            if seat == removed:
                assert value == ("-1" if name in NOBODY else ""), name  # cleared, not handed on
                expect(note).to_contain_text("Cleared")
            else:
                assert value == str(seat - (seat > removed)), name  # the same player, one seat up
        # The results are the engine's for the game as it now stands.
        inputs = form.evaluate("(f) => f.currentInputs()")
        try:
            result = engine.calculate(calculator_id, inputs)
        except engine.InputError as error:
            expect(form.locator(".calc-results output").first).to_have_attribute("data-value", "")
            slot = form.locator(f'[data-error-for="{error.field.split(".")[0]}"]')
            expect(slot).not_to_be_empty()
            assert form.evaluate(MARK_WITHOUT_FIGURE)["marks"] == 0
        else:
            for i, player in enumerate(result["players"]):
                total = "points" if calculator_id == "catan-game" else "total"
                expect(form.locator(f'output[name="players.{i}.{total}"]')).to_have_attribute(
                    "data-value", str(player[total])
                )
        # Undo: the player and every reference back, exactly.
        before = computed(form)
        note.locator("[data-undo]").click()
        wait_result(page, form, before)
        assert form.evaluate("(f) => f.currentInputs()") == saved
        expect(note).to_have_count(0)


def stored_games(page, calculator_id: str) -> list[dict]:
    raw = page.evaluate(f"localStorage.getItem('rules-calculators:sheet:{calculator_id}')")
    return json.loads(raw)["games"] if raw else []


def same_game(calculator_id: str, a: dict, b: dict) -> bool:
    """The same game for the engine: equal results (the form holds text, the example numbers)."""
    return engine.calculate(calculator_id, a) == engine.calculate(calculator_id, b)


def entered_boxes(form) -> list[str]:
    """Every player's or province's box holding something, and card holders not on nobody
    (the board's settings, such as Amun-Re's temple space, keep their usual start)."""
    return form.evaluate(
        """(f) => [...f.querySelectorAll('[data-rows] input[type="text"], select[data-player-ref]:not([name="turn"])')]
              .filter((c) => (c.tagName === 'SELECT' ? !['-1', ''].includes(c.value) : c.value !== ''))
              .filter((c) => !c.closest('template'))
              .map((c) => c.name)"""
    )


@pytest.mark.parametrize("calculator_id", SHEETS)
def test_a_new_game_is_blank_and_the_example_is_asked_for(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    assert entered_boxes(form) == []
    assert form.locator('[data-rows="provinces"] [data-row]').count() == 0  # Amun-Re: no owner yet
    expect(form.locator(".calc-error:not(:empty)")).to_have_count(0)  # a blank game is not an error
    assert stored_games(page, calculator_id) == []  # nothing saved before anything is entered

    show_example(page, form)
    example = form.evaluate("(f) => JSON.parse(f.querySelector('script.calc-spec').textContent).example")
    assert same_game(calculator_id, form.evaluate("(f) => f.currentInputs()"), example)
    expect(form.locator("[data-undo-note]")).to_contain_text("example")

    # New game: blank again (names kept when asked), the first box ready for typing.
    set_value(page, form, "players.0.name", "Anna")
    before = computed(form)
    form.locator('[data-action="new-game"]').click()
    wait_result(page, form, before)
    assert entered_boxes(form) == ["players.0.name"]
    assert form.evaluate("(f) => document.activeElement.name") == "players.0.name"
    expect(form.locator(".calc-error:not(:empty)")).to_have_count(0)


def test_undo_brings_back_a_removed_player_a_deleted_game_and_a_reset_game(page, base_url):
    calculator_id = "catan-game"
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    for i, name in enumerate(NAMES):
        set_value(page, form, f"players.{i}.name", name)
    set_value(page, form, "players.2.cities", "3")
    set_value(page, form, "army_holder", 3)
    game = form.evaluate("(f) => f.currentInputs()")
    saved = stored_games(page, calculator_id)
    assert len(saved) == 1

    # Reset starts a new game beside the saved one; typing there never changes the saved one.
    before = computed(form)
    form.locator('[data-action="reset"]').click()
    wait_result(page, form, before)
    set_value(page, form, "players.0.settlements", "5")
    games = stored_games(page, calculator_id)
    assert len(games) == 2
    assert [g for g in games if g["gid"] == saved[0]["gid"]][0]["inputs"] == saved[0]["inputs"]
    # Reset again, then Undo: the game on screen before it comes back exactly.
    typed = form.evaluate("(f) => f.currentInputs()")
    before = computed(form)
    form.locator('[data-action="reset"]').click()
    wait_result(page, form, before)
    before = computed(form)
    form.locator("[data-undo]").click()
    wait_result(page, form, before)
    assert form.evaluate("(f) => f.currentInputs()") == typed
    assert len(stored_games(page, calculator_id)) == 2

    # Delete the first game, then Undo: back in the list, the same game.
    form.locator(f'[data-recent-games] li[data-game="{saved[0]["gid"]}"] [data-delete-game]').click()
    expect(form.locator("[data-recent-games] li")).to_have_count(1)
    expect(form.locator("[data-undo-note]")).to_contain_text("Game deleted")
    form.locator("[data-undo]").click()
    expect(form.locator("[data-recent-games] li")).to_have_count(2)
    back = [g for g in stored_games(page, calculator_id) if g["gid"] == saved[0]["gid"]]
    assert back and back[0]["inputs"] == saved[0]["inputs"]
    form.locator(f'[data-recent-games] li[data-game="{saved[0]["gid"]}"] [data-open-game]').click()
    expect(form.locator('.calc-inputs [name="players.2.cities"]')).to_have_value("3")
    assert form.evaluate("(f) => f.currentInputs()") == game


@pytest.mark.parametrize(
    ("lang", "typed", "value"), [("en", "1,250", 1250), ("cs", "1 000", 1000), ("ru", "1 250", 1250)]
)
def test_money_is_taken_as_players_write_it(page, base_url, lang, typed, value):
    form = open_ready(page, f"{base_url}/{lang}/calculators/hamburgum-game/")
    set_value(page, form, "players.0.money", typed)
    expect(form.locator(".calc-error:not(:empty)")).to_have_count(0)
    inputs = form.evaluate("(f) => f.currentInputs()")
    assert inputs["players"][0]["money"] == typed  # sent as typed: the engine reads it
    result = engine.calculate("hamburgum-game", inputs)
    assert result["players"][0]["final_money"] == value
    expect(form.locator('output[name="players.0.final_money"]')).to_have_attribute("data-value", str(value))
    # Hamburg's points boxes say so.
    if lang == "en":
        page.goto(f"{base_url}/en/calculators/hamburg-game/")
        expect(page.locator(".calc-rows-table thead")).to_contain_text("Statues (VP)")


@pytest.mark.parametrize("lang", ["en", "cs", "ru"])
def test_each_invalid_box_shows_its_message_under_it_naming_the_player(page, base_url, lang):
    form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
    set_value(page, form, "players.2.name", "Clara")
    set_value(page, form, "players.2.cities", "9")
    under = form.locator('[data-rows="players"] [data-row="2"] [data-box-error]')
    expect(under).to_be_visible()
    expect(under).to_contain_text("Clara")
    inputs = form.evaluate("(f) => f.currentInputs()")
    with pytest.raises(engine.InputError) as caught:
        engine.calculate("catan-game", inputs)
    expect(under).to_contain_text(caught.value.message(lang))
    expect(form.locator('.calc-inputs [name="players.2.cities"]')).to_have_attribute("aria-invalid", "true")
    set_value(page, form, "players.2.cities", "2")
    expect(under).to_have_count(0)



def test_every_invalid_box_is_listed_and_the_standings_name_the_first(page, base_url):
    form = open_ready(page, f"{base_url}/en/calculators/catan-game/")
    set_value(page, form, "players.1.name", "Ben")
    set_value(page, form, "players.2.name", "Clara")
    set_value(page, form, "players.2.cities", "9")
    set_value(page, form, "players.1.knights", "x")
    set_value(page, form, "players.3.settlements", "7")
    errors = form.locator("[data-box-error]")
    expect(errors).to_have_count(3)
    expect(form.locator('[data-row="1"] [data-box-error]')).to_contain_text("Ben · Knights")
    expect(form.locator('[data-row="2"] [data-box-error]')).to_contain_text("Clara · Cities")
    expect(form.locator('[data-row="3"] [data-box-error]')).to_contain_text("Player 4 · Settlements")
    expect(form.locator("[aria-invalid=true]")).to_have_count(3)
    expect(form.locator("[data-standings]")).to_have_text("Results paused: fix Ben · Knights + 2 more")
    # Fixed one by one: the list shrinks, then the results come back.
    set_value(page, form, "players.1.knights", "1")
    expect(form.locator("[data-standings]")).to_have_text("Results paused: fix Clara · Cities + 1 more")
    set_value(page, form, "players.2.cities", "")
    expect(form.locator("[data-standings]")).to_have_text("Results paused: fix Player 4 · Settlements")
    set_value(page, form, "players.3.settlements", "")
    expect(errors).to_have_count(0)
    expect(form.locator("[data-standings-winner]")).to_be_visible()

BAR_IN_VIEW = """
(form) => {
  const r = form.querySelector("[data-standings]").getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
}
"""


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_the_standings_stay_in_view_while_typing_on_a_phone(browser, guard, base_url, calculator_id):
    from tests.browser.conftest import guarded_context

    context = guarded_context(browser, guard, viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
        # The last player's boxes, far down the page: the bar is still on screen.
        for i, name in enumerate(NAMES):
            set_value(page, form, f"players.{i}.name", name)
        last = form.locator(f'.calc-inputs [name="players.3.{BOX[calculator_id]}"]')
        last.tap()
        before = computed(form)
        page.keyboard.type("4")  # within every sheet's range
        wait_result(page, form, before)
        assert form.evaluate(BAR_IN_VIEW)
        result = engine.calculate(calculator_id, form.evaluate("(f) => f.currentInputs()"))
        winners = result.get("winners", [] if result.get("winner") is None else [result.get("winner")])
        bar = form.locator("[data-standings]")
        if len(winners) == 1:
            expect(bar.locator("[data-standings-winner]")).to_have_text(f"★ Winner: {NAMES[winners[0]]}")
        expect(bar.locator("li")).to_have_count(len(result["players"]))
        ranked = sorted(range(len(result["players"])), key=lambda i: (result["players"][i]["rank"], i))
        assert [t.split(". ")[1].split(" ")[0] for t in bar.locator("li").all_text_contents()] == [
            NAMES[i] for i in ranked
        ]
        # A wrong value: the bar says which box, with no star or total.
        before = computed(form)
        page.keyboard.type("999")
        wait_result(page, form, before)
        expect(bar).to_contain_text("Results paused: fix David · ")
        expect(bar.locator(".calc-mark, li")).to_have_count(0)
        assert form.evaluate(BAR_IN_VIEW)
        # "New game" sits at the top, above the boxes.
        new_game = form.locator('[data-action="new-game"]').bounding_box()
        first_box = form.locator(".calc-row-name").first.bounding_box()
        assert new_game["y"] < first_box["y"]
    finally:
        context.close()
    assert not guard.problems(), guard.problems()


@pytest.mark.parametrize("lang", ["en", "cs", "ru"])
def test_exports_label_every_figure_and_hold_what_was_entered(browser, guard, base_url, lang):
    import csv
    import io

    from engine.languages import BY_CODE
    from sitebuild.calculators.specs import load_specs
    from tests.browser.conftest import guarded_context

    spec = next(s for s in load_specs() if s.id == "catan-game")
    players = next(i for i in spec.inputs if i["name"] == "players")
    table = spec.tables[0]
    context = guarded_context(browser, guard, permissions=["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        form = open_ready(page, f"{base_url}/{lang}/calculators/catan-game/")
        for i, name in enumerate(NAMES):
            set_value(page, form, f"players.{i}.name", name)
        set_value(page, form, "players.1.cities", "3")
        set_value(page, form, "players.1.road", "6")
        # Copied text: each figure after its label, yes/no in words.
        form.locator('[data-action="copy-text"]').click()
        expect(form.locator("[data-sheet-notice]")).to_be_visible()
        text = page.evaluate("navigator.clipboard.readText()")
        ben = next(line for line in text.splitlines() if "Ben" in line)
        for column in table["columns"]:
            if column["name"] != "rank":
                assert column["label"][lang] in ben, (column["name"], ben)
        assert BY_CODE[lang].yes in ben and "true" not in text and "false" not in text
        # CSV: entered and computed columns, headed in the page's language.
        with page.expect_download() as download:
            form.locator('[data-action="download-csv"]').click()
        rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8-sig"))))
        head = rows[0]
        for field in players["fields"]:
            assert any(cell.startswith(field["label"][lang]) for cell in head), field["name"]
        for column in table["columns"]:
            assert any(cell.startswith(column["label"][lang]) for cell in head), column["name"]
        row = next(r for r in rows[1:] if r[1] == "Ben")
        assert row[head.index(next(c for c in head if c.startswith(players["fields"][1]["label"][lang])))] == "3"
        result = engine.calculate("catan-game", form.evaluate("(f) => f.currentInputs()"))
        points = next(c for c in head if c.startswith(table["columns"][0]["label"][lang]))
        assert row[head.index(points)] == str(result["players"][1]["points"])
        words = {BY_CODE[lang].yes, BY_CODE[lang].no}
        assert {r[-1] for r in rows[1:]} <= words and not {"true", "false"} & {c for r in rows for c in r}
    finally:
        context.close()
    assert not guard.problems(), guard.problems()


STARS = """(f) => f.querySelectorAll(
  '.calc-results .calc-mark, .calc-results [data-marked], [data-standings] .calc-mark').length"""


@pytest.mark.parametrize("calculator_id", ROW_FIGURES)
def test_a_blank_game_shows_no_winner_and_no_shared_win(page, base_url, calculator_id):
    form = open_ready(page, f"{base_url}/en/calculators/{calculator_id}/")
    headline = form.locator("[data-standings-winner]")
    for start in ("first visit", "new game"):
        expect(headline).to_have_text("No winner yet")
        assert form.evaluate(STARS) == 0, start
        expect(form.locator("[data-explain]")).not_to_contain_text("share")
        before = computed(form)
        form.locator('[data-action="new-game"]').click()
        wait_result(page, form, before)
    if calculator_id == "catan-game":
        return  # Catan names a winner only on turn with 10 points, blank or not
    # The first points entered make a leader, marked as such (gold scores only at the end).
    box = BOX[calculator_id]
    if calculator_id == "amunre-game":
        set_value(page, form, "kingdom", "new")
        box = "old_kingdom"
    set_value(page, form, f"players.1.{box}", 30)
    expect(headline).to_have_text("★ Winner: Player 2")
    assert form.evaluate(STARS) > 0


def test_short_lists_are_one_tap_name_buttons_of_the_players_present(page, base_url):
    form = open_ready(page, f"{base_url}/en/calculators/amunre-game/")
    for i, name in enumerate(("Anna", "Ben", "Clara", "David")):
        set_value(page, form, f"players.{i}.name", name)
    before = computed(form)
    form.locator('[data-rows="provinces"] [data-add-row]').click()
    wait_result(page, form, before)
    owners = form.locator('[data-pick-for="provinces.0.owner"] button')
    expect(owners).to_have_text(["Anna", "Ben", "Clara", "David"])
    expect(form.locator('[data-pick-for="provinces.0.owner"] [aria-pressed="true"]')).to_have_count(0)
    before = computed(form)
    form.locator('[data-pick-for="provinces.0.owner"] [data-pick="2"]').click()
    wait_result(page, form, before)
    assert form.locator('.calc-inputs [name="provinces.0.owner"]').input_value() == "2"
    expect(form.locator('[data-pick-for="provinces.0.owner"] [aria-pressed="true"]')).to_have_text("Clara")
    # On to the province's next box, as "Next" would.
    assert form.evaluate("() => document.activeElement.name") == "provinces.0.pyramids"
    form.locator('[data-pick-for="provinces.0.side"] [data-pick="east"]').click()
    expect(form.locator('.calc-inputs [name="provinces.0.side"]')).to_have_value("east")
    # A removed player is no longer offered, and Clara's province stays hers.
    before = computed(form)
    form.locator('[data-rows="players"] [data-row="1"] [data-remove-row]').click()
    wait_result(page, form, before)
    expect(owners).to_have_text(["Anna", "Clara", "David"])
    expect(form.locator('[data-pick-for="provinces.0.owner"] [aria-pressed="true"]')).to_have_text("Clara")
    # "+ David" beside "Add province": a province already owned by David, its first box focused.
    adders = form.locator('[data-rows="provinces"] [data-add-for] button')
    expect(adders).to_have_text(["+ Anna", "+ Clara", "+ David"])
    before = computed(form)
    adders.nth(2).click()
    wait_result(page, form, before)
    assert form.locator('.calc-inputs [name="provinces.1.owner"]').input_value() == "2"  # David's seat now
    assert form.evaluate("() => document.activeElement.name") == "provinces.1.pyramids"
    expect(form.locator('[data-pick-for="provinces.1.owner"] [aria-pressed="true"]')).to_have_text("David")
    # Typing in a box, then "+ Anna" straight away: the box's change on leaving must not swallow the tap.
    page.keyboard.type("3")
    adders.nth(0).click()
    expect(form.locator('[data-rows="provinces"] [data-row]')).to_have_count(3)
    assert form.locator('.calc-inputs [name="provinces.2.owner"]').input_value() == "0"
    assert form.locator('.calc-inputs [name="provinces.1.pyramids"]').input_value() == "3"
