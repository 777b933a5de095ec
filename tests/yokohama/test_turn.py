"""Turn flow, placement and movement edge cases (§2)."""

from __future__ import annotations

from games.yokohama.state import FREE, IN_HAND, State
from tests.yokohama.helpers import (
    at_turn,
    clear_board,
    decision,
    editable,
    give_tech,
    options,
    play,
    pos_of,
    put,
    relayout,
    set_res,
    started,
)


def fresh(players: int = 4, **opts: object) -> State:
    s = editable(started(players, 9, **opts))
    clear_board(s)
    return s


def to_placement(s: State, seat: int = 0) -> State:
    s = at_turn(s, seat)
    if decision(s) == "additional_actions":
        s = play(s, "pass")
    assert decision(s) == "placement"
    return s


def test_turn_order_and_rounds() -> None:
    s = started(3, 4)
    start = s.static.start_player
    order = []
    for _ in range(4):
        order.append(s.active)
        seat = s.active
        while s.active == seat and s.round <= 2:
            s = play(s, "return") if "return" in options(s) else play(s, options(s)[-1])
    assert order == [start, (start + 1) % 3, (start + 2) % 3, start]
    assert s.round == 2


def test_spread_places_up_to_three_in_different_areas_never_the_canal() -> None:
    s = to_placement(fresh())
    assert "place:canal" not in options(s)
    assert "pair:canal" not in options(s)
    s = play(s, "place:bank")
    assert "place:bank" not in options(s)
    assert "pass" in options(s)
    s = play(s, "place:church", "place:fishery")
    assert decision(s) == "movement"  # three placed: the step ends
    assert [s.assist[pos_of(s, a) * 4] for a in ("bank", "church", "fishery")] == [1, 1, 1]


def test_newspaper_allows_four() -> None:
    s = fresh()
    give_tech(s, 0, "newspaper")
    s = to_placement(s)
    s = play(s, "place:bank", "place:church", "place:fishery")
    assert decision(s) == "place_spread"
    s = play(s, "place:customs")
    assert decision(s) == "movement"


def test_placement_cannot_be_skipped_unless_the_option_says_so() -> None:
    s = to_placement(fresh())
    assert "pass" not in options(s)
    t = to_placement(fresh(allow_zero_placement=True))
    assert "pass" in options(t)


def test_no_assistant_in_hand_skips_placement() -> None:
    s = fresh()
    s.players[0].wh_assistants += s.players[0].hand_assistants
    s.players[0].hand_assistants = 0
    s = at_turn(s, 0)
    s = play(s, "pass") if decision(s) == "additional_actions" else s
    assert decision(s) == "movement"  # places 0


def test_pair_with_one_assistant_only_spread() -> None:
    s = fresh()
    s.players[0].wh_assistants += s.players[0].hand_assistants - 1
    s.players[0].hand_assistants = 1
    s = to_placement(s)
    assert not any(o.startswith("pair:") for o in options(s))


def test_own_president_area_allowed() -> None:
    s = fresh()
    s.pres[0] = pos_of(s, "bank")
    s = to_placement(s)
    assert "place:bank" in options(s)
    assert "pair:bank" in options(s)


def test_telegraph_extra_assistant_adjacent() -> None:
    s = fresh()
    give_tech(s, 0, "telegraph")
    s = to_placement(s)
    area = "bank"
    s = play(s, f"pair:{area}")
    assert decision(s) == "telegraph"
    adjacent = {s.static.tile_ids[nb] for nb in s.static.adjacency[pos_of(s, area)]}
    offered = {o.split(":")[1] for o in options(s) if o.startswith("place:")}
    assert offered == adjacent - {"canal"}
    s = play(s, f"place:{sorted(offered)[0]}")
    assert decision(s) == "movement"


def test_president_in_hand_goes_to_any_legal_destination() -> None:
    s = fresh()
    put(s, 0, "church", 1)
    put(s, 0, "fishery", 1)
    s.pres[1] = pos_of(s, "fishery")
    s = to_placement(s)
    s = play(s, "place:bank", "pass")
    opts = options(s)
    assert "move:church" in opts
    assert "move:bank" in opts
    assert "move:fishery" not in opts  # opposing president (no Postal Service)
    assert opts[-1] == "return"


def test_forced_return_when_nothing_is_reachable() -> None:
    s = fresh()
    s.players[0].wh_assistants += s.players[0].hand_assistants
    s.players[0].hand_assistants = 0
    s = at_turn(s, 0)
    s = play(s, "pass") if decision(s) == "additional_actions" else s
    assert options(s) == ["return"]  # R-MOVE-6


def test_return_recalls_any_number_and_skips_to_phase_c() -> None:
    s = fresh()
    put(s, 0, "bank", 2)
    put(s, 0, "church", 1)
    s.pres[0] = pos_of(s, "bank")
    s = to_placement(s)
    s = play(s, "place:fishery", "pass", "return")
    assert s.pres[0] == IN_HAND
    assert decision(s) == "recall"
    first = min(pos_of(s, a) for a in ("bank", "church", "fishery"))
    assert options(s)[0].startswith(f"recall:{s.static.tile_ids[first]}:1")
    hand = s.players[0].hand_assistants
    s = play(s, "recall:bank:2")
    assert s.players[0].hand_assistants == hand + 2
    s = play(s, "pass")
    assert s.assist[pos_of(s, "church") * 4] == 1
    assert s.active != 0 or decision(s) == "additional_actions"


def layout_line(s: State, first: list[str]) -> State:
    """Put `first` in positions 0.. (top row, left to right) and keep the rest."""
    rest = [t for t in s.static.tile_ids if t not in first]
    return relayout(s, first + rest)


def test_canal_pass_through_costs_one_to_the_bank_and_is_never_an_end() -> None:
    s = layout_line(fresh(), ["bank", "canal", "church"])
    s.pres[0] = pos_of(s, "bank")
    put(s, 0, "church", 1)
    set_res(s, 0, yen=1)
    s = to_placement(s)
    s = play(s, "place:fishery", "pass")
    assert "via:canal" in options(s)
    assert "move:canal" not in options(s)
    total = sum(p.res[0] for p in s.players)
    s = play(s, "via:canal", "move:church")
    assert sum(p.res[0] for p in s.players) == total - 1  # paid to the bank


def test_canal_unaffordable() -> None:
    s = layout_line(fresh(), ["bank", "canal", "church"])
    s.pres[0] = pos_of(s, "bank")
    put(s, 0, "church", 1)
    set_res(s, 0, yen=0)
    s = to_placement(s)
    s = play(s, "place:fishery", "pass")
    assert "via:canal" not in options(s)


def test_movement_needs_own_assistants_on_the_path() -> None:
    s = layout_line(fresh(), ["bank", "customs", "church"])
    s.pres[0] = pos_of(s, "bank")
    put(s, 0, "church", 1)
    s = to_placement(s)
    s = play(s, "place:fishery", "pass")
    assert not any("church" in o or "customs" in o for o in options(s))


def test_stagecoach_and_postal_service() -> None:
    base = layout_line(fresh(), ["bank", "customs", "church"])
    base.pres[0] = pos_of(base, "bank")
    put(base, 0, "customs", 1)
    put(base, 0, "church", 1)
    base.pres[1] = pos_of(base, "customs")
    set_res(base, 0, yen=0)
    s = play(to_placement(base), "place:fishery", "pass")
    assert "via:customs" not in options(s)  # fee unaffordable
    s = editable(base)
    give_tech(s, 0, "stagecoach")
    s = play(to_placement(s), "place:fishery", "pass")
    assert "via:customs" in options(s)
    assert "move:customs" not in options(s)
    s = play(s, "via:customs", "move:church")
    assert s.players[0].res[0] == 0
    s = editable(base)
    give_tech(s, 0, "postal_service")
    set_res(s, 0, yen=1)
    s = play(to_placement(s), "place:fishery", "pass")
    assert "move:customs" in options(s)
    money1 = s.players[1].res[0]
    s = play(s, "move:customs")
    assert s.players[1].res[0] == money1 + 1  # Postal Service still pays
    s = editable(base)
    give_tech(s, 0, "postal_service")
    give_tech(s, 0, "stagecoach")
    s = play(to_placement(s), "place:fishery", "pass", "move:customs")
    assert s.players[0].res[0] == 0  # both owned: free


def test_tram_and_station_jumps() -> None:
    s = fresh()
    give_tech(s, 0, "tram")
    s.pres[0] = pos_of(s, "bank")
    s.pres[1] = pos_of(s, "church")
    s = play(to_placement(s), "place:fishery", "pass")
    trams = {o.split(":")[1] for o in options(s) if o.startswith("tram:")}
    assert "church" not in trams
    assert "bank" not in trams
    assert "canal" not in trams
    assert "customs" in trams  # no own assistant needed
    s = play(s, "tram:customs")
    assert s.pres[0] == pos_of(s, "customs")
    t = fresh()
    give_tech(t, 0, "railway_station")
    t.station = pos_of(t, "church")
    t.pres[0] = pos_of(t, "bank")
    t.pres[1] = pos_of(t, "church")
    t = play(to_placement(t), "place:fishery", "pass")
    assert "station" in options(t)  # even with an opposing president there, no fee
    money = t.players[0].res[0]
    t = play(t, "station")
    assert t.pres[0] == pos_of(t, "church")
    assert t.players[0].res[0] == money
    u = fresh(station_requires_assistant=True)
    give_tech(u, 0, "railway_station")
    u.station = pos_of(u, "church")
    u = play(to_placement(u), "place:fishery", "pass")
    assert "station" not in options(u)


def test_station_token_placement_and_power_for_everyone() -> None:
    from tests.yokohama.helpers import act_in

    s = fresh()
    s.pres[1] = pos_of(s, "tea_plantation")
    s.station = pos_of(s, "tea_plantation")
    s.five[pos_of(s, "tea_plantation")] = FREE
    tea = s.players[1].res[3]
    s = act_in(s, 1, "tea_plantation")
    assert s.players[1].res[3] == tea + 2  # president + station


def test_stock_exchange_at_turn_start() -> None:
    s = fresh()
    give_tech(s, 0, "stock_exchange")
    set_res(s, 0, yen=1)
    assert at_turn(s, 0).players[0].res[0] == 2
    set_res(s, 0, yen=3)
    assert at_turn(s, 0).players[0].res[0] == 3


def test_free_actions_once_per_turn() -> None:
    s = fresh()
    give_tech(s, 0, "university")
    give_tech(s, 0, "textile_factory")
    set_res(s, 0, yen=1, silk=2)
    s = to_placement(s)
    assert "university" in options(s)
    assert "textile" in options(s)
    hand = s.players[0].hand_assistants
    s = play(s, "university", "textile")
    p = s.players[0]
    assert (p.res[0], p.res[2], p.hand_assistants) == (2, 1, hand + 1)
    assert "university" not in options(s)
    assert "textile" not in options(s)
    s = play(s, "place:bank", "pass")
    assert "textile" not in options(s)


def test_telephone_keeps_one_assistant() -> None:
    from tests.yokohama.helpers import act_in

    s = fresh()
    give_tech(s, 0, "telephone")
    put(s, 0, "fishery", 2)
    s.pres[0] = pos_of(s, "fishery")
    s = act_in(s, 0, "fishery")
    assert options(s) == ["keep_assistant", "pass"]
    s = play(s, "keep_assistant")
    assert s.assist[pos_of(s, "fishery") * 4] == 1
