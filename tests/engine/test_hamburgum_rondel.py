"""The Rondel's order (engine.hamburgum.RONDEL) against the rulebook's example and every move of
the quick introduction, the cost of a move, and the harbour's shift when a ship enters (dock), also
for the Captain's two ships."""

from __future__ import annotations

from itertools import permutations

import pytest

from engine import hamburgum as rules

# The example in "Moving on the Rondel": from Sugar, each target's cost in prestige points.
EXAMPLE_FROM_SUGAR = {"church": 0, "trade": 0, "cloth": 0, "guildhall": 1, "beer": 2}
EXAMPLE_SUGAR_AGAIN = 5
# The quick introduction, rounds 1 to 6: each player's actions and the points paid to move
# (round 1 is a free choice; only Blue's fourth move, in round 5, costs a point).
QUICKSTART = {
    "red": ["beer", "trade", "church", "trade", "guildhall", "trade"],
    "blue": ["cloth", "beer", "dockyard", "trade", "trade", "church"],
    "green": ["trade", "church", "trade", "guildhall", "beer", "trade"],
}
QUICKSTART_PAID = {("blue", 4): 1}
QUICKSTART_SPACES = {("red", 1): 1, ("blue", 1): 2, ("blue", 4): 4}  # "one space", "two spaces", "four spaces"


def _steps(order: tuple[str, ...], start: int, target: str) -> list[int]:
    """Every way to reach `target` from index `start` (Trade is on the Rondel twice)."""
    n = len(order)
    return [(i - start) % n or n for i, space in enumerate(order) if space == target]


def _fits(order: tuple[str, ...]) -> bool:
    sugar = order.index("sugar")
    for target, cost in EXAMPLE_FROM_SUGAR.items():
        if min(rules.rondel_cost(k) for k in _steps(order, sugar, target)) != cost:
            return False
    for player, actions in QUICKSTART.items():
        positions = [i for i, space in enumerate(order) if space == actions[0]]
        for turn, target in enumerate(actions[1:], 1):
            reachable = []
            for here in positions:
                for k in _steps(order, here, target):
                    paid = QUICKSTART_PAID.get((player, turn), 0)
                    wanted = QUICKSTART_SPACES.get((player, turn))
                    if rules.rondel_cost(k) == paid and wanted in (None, k):
                        reachable.append((here + k) % len(order))
            if not reachable:
                return False
            positions = reachable
    return True


def test_the_engine_order_fits_the_example_and_the_quick_start():
    assert len(rules.RONDEL) == 8 and rules.RONDEL.count("trade") == 2
    assert _fits(rules.RONDEL)
    sugar = rules.RONDEL.index("sugar")
    assert rules.rondel_cost(_steps(rules.RONDEL, sugar, "sugar")[0]) == EXAMPLE_SUGAR_AGAIN


def test_it_is_the_only_order_that_fits():
    # Sugar fixed at the top: every clockwise ring of the other seven spaces.
    others = [space for space in rules.RONDEL if space != "sugar"]
    fitting = {("sugar", *rest) for rest in permutations(others) if _fits(("sugar", *rest))}
    assert fitting == {rules.RONDEL}


def test_a_wrong_order_is_caught():
    swapped = ("sugar", "trade", "church", *rules.RONDEL[3:])
    assert not _fits(swapped)


@pytest.mark.parametrize(("spaces", "cost"), [(1, 0), (3, 0), (4, 1), (5, 2), (8, 5)])
def test_move_cost(spaces, cost):
    assert rules.rondel_cost(spaces) == cost


@pytest.mark.parametrize("spaces", [0, 9, -1])
def test_no_move_outside_one_to_eight(spaces):
    with pytest.raises(ValueError):
        rules.rondel_cost(spaces)


def test_moves_from_a_space_go_round_once():
    moves = rules.rondel_moves(rules.RONDEL.index("beer"))
    reached = ["trade", "dockyard", "sugar", "church", "trade", "cloth", "guildhall", "beer"]
    assert [rules.RONDEL[i] for i, _ in moves] == reached
    assert [cost for _, cost in moves] == [0, 0, 0, 1, 2, 3, 4, 5]


def test_a_ship_enters_berth_three_while_it_has_room():
    harbour, home = rules.dock({3: ["a"]}, "new", 2)
    assert (harbour, home) == ({3: ["a", "new"], 2: [], 1: []}, [])


def test_a_full_berth_three_shifts_every_berth_down():
    # Berth 1's ships go home, 2 → 1, 3 → 2, and the new ship takes the empty berth 3.
    harbour, home = rules.dock({3: ["a", "b"], 2: ["c"], 1: ["d"]}, "new", 2)
    assert (harbour, home) == ({3: ["new"], 2: ["a", "b"], 1: ["c"]}, ["d"])


def test_dock_leaves_the_given_harbour_alone():
    before = {3: ["a", "b"], 2: [], 1: []}
    rules.dock(before, "new", 2)
    assert before == {3: ["a", "b"], 2: [], 1: []}


def _shifts(players: int, in_berth_three: int) -> list[str]:
    """The Captain's two ships entering one after the other (rulebook 000, "Captain": the Flying
    Dutchman, then "navíc hráč umístí jednu svoji"): which of them found berth 3 full."""
    harbour: dict[int, list[str]] = {3: [f"s{i}" for i in range(in_berth_three)], 2: [], 1: []}
    shifted = []
    for ship in ("dutchman", "own"):
        before = harbour
        harbour, _ = rules.dock(before, ship, players)
        if before[3] and harbour[2] == before[3]:  # berth 3's ships moved down to berth 2
            shifted.append(ship)
    return shifted


# (players, ships in berth 3 before the Captain, the ships that shift the harbour): at most one,
# and the player's own when the Dutchman fills the last place (docs: hamburgum/play.md, Captain).
CAPTAIN = [(n, k, ["dutchman"] if k == n else ["own"] if k == n - 1 else []) for n in range(2, 6) for k in range(n + 1)]


@pytest.mark.parametrize(("players", "in_berth_three", "shifted"), CAPTAIN)
def test_the_captain_s_two_ships_shift_the_harbour_at_most_once(players, in_berth_three, shifted):
    assert _shifts(players, in_berth_three) == shifted
