"""Phase A/C (§4), technologies (§5), end triggers and final scoring (§6), mini-expansions."""

from __future__ import annotations

import pytest

from games.yokohama import GAME, rules
from games.yokohama.components import COMPONENTS as C
from games.yokohama.scoring import board_majority, country_sets, final_breakdown
from games.yokohama.state import (
    AGENT_MINI1_BASE,
    CAT_BUILDINGS,
    CAT_ORDERS,
    CAT_TECH,
    FREE,
    NEUTRAL,
    State,
)
from tests.yokohama.helpers import (
    act_in,
    at_frame,
    at_turn,
    clear_board,
    decision,
    editable,
    give_tech,
    options,
    play,
    pos_of,
    put,
    set_res,
    started,
    with_achievements,
)

COPPER = 1


def fresh(players: int = 4, **opts: object) -> State:
    s = editable(started(players, 13, **opts))
    clear_board(s)
    return s


def hand_order(s: State, seat: int, order_id: str) -> int:
    """Move `order_id` into `seat`'s hand (from wherever it is) and give the goods."""
    o = C.order_index[order_id]
    for lst in (s.order_deck, s.box_orders):
        if o in lst:
            lst.remove(o)
    if o in s.ports:
        s.ports[s.ports.index(o)] = s.order_deck.pop()
    for p in s.players:
        p.orders = tuple(x for x in p.orders if x != o)
    s.box_orders.extend(s.players[seat].orders)
    s.players[seat].orders = (o,)
    for g in range(4):
        s.players[seat].res[1 + g] = max(s.players[seat].res[1 + g], C.orders[o].cost[g])
    return o


def test_fulfil_order_pays_goods_and_scores_with_ball_and_language_school() -> None:
    s = fresh()
    o = hand_order(s, 0, "order_01")  # 2 copper + 2 silk + 1 tea -> 12 VP
    give_tech(s, 0, "ball")
    give_tech(s, 0, "language_school")
    set_res(s, 0, yen=0, copper=2, silk=2, tea=1, fish=0)
    s = at_turn(s, 0)
    assert "fulfil:order_01" in options(s)
    s = play(s, "fulfil:order_01")
    p = s.players[0]
    assert p.res[:5] == [1, 0, 0, 0, 0]
    assert p.vp[CAT_ORDERS] == 12
    assert p.vp[CAT_TECH] == 2
    assert p.fulfilled == (o,)
    assert p.orders == ()


def test_fulfil_needs_all_goods() -> None:
    s = fresh()
    hand_order(s, 0, "order_01")
    set_res(s, 0, copper=2, silk=1, tea=1)
    assert "fulfil:order_01" not in options(at_turn(s, 0))


def test_order_reward_choices() -> None:
    s = fresh()
    hand_order(s, 0, "order_28")  # 5 VP + 1 good of choice
    give_tech(s, 0, "mining_technology")
    s = play(at_turn(s, 0), "fulfil:order_28")
    assert decision(s) == "goods_choice"
    copper = s.players[0].res[COPPER]
    s = play(s, "good:copper")
    assert s.players[0].res[COPPER] == copper + 2  # Mining Technology: one event
    t = fresh()
    hand_order(t, 0, "order_20")  # 2 VP + 1 warehouse pick
    set_res(t, 0, yen=0)
    t = play(at_turn(t, 0), "fulfil:order_20")
    assert options(t)[:1] == ["hire:assistant"]
    assert "hire:shop" not in options(t)
    wh = t.players[0].wh_assistants
    t = play(t, "hire:assistant")
    assert t.players[0].wh_assistants == wh - 1


def test_flag_pairs_grant_agents_while_supply_lasts() -> None:
    s = fresh()
    nl = C.countries.index("nl")
    hand_order(s, 0, "order_02")  # NL
    give_tech(s, 0, "printing")  # NL
    s = play(at_turn(s, 0), "fulfil:order_02")
    assert s.players[0].agents == (nl,)
    assert s.agent_supply[nl] == 0
    t = fresh()
    t.agent_supply[nl] = 0
    hand_order(t, 1, "order_02")
    give_tech(t, 1, "printing")
    t = play(at_turn(t, 1), "fulfil:order_02")
    assert t.players[1].agents == ()  # none left
    u = fresh()
    gb = C.countries.index("gb")
    for tech in ("ball", "postal_service", "stagecoach"):
        give_tech(u, 0, tech)
    hand_order(u, 0, "order_03")  # GB: the 4th GB flag -> second GB agent
    u.players[0].agents = (gb,)
    u.agent_supply[gb] -= 1
    u = play(at_turn(u, 0), "fulfil:order_03")
    assert u.players[0].agents == (gb, gb)


def test_agent_rules() -> None:
    s = fresh()
    s.players[0].agents = (0,)
    put(s, 0, "bank", 1)
    put(s, 0, "church", 1)
    s.pres[0] = pos_of(s, "church")
    s.pres[1] = pos_of(s, "bank")
    money1 = s.players[1].res[0]
    s = at_turn(s, 0)
    opts = options(s)
    assert "agent:bank" in opts
    assert "agent:church" not in opts
    s = play(s, "agent:bank")
    assert s.players[1].res[0] == money1  # no fee to the opposing president
    assert not any(o.startswith("agent:") for o in options(s))


def test_agent_once_per_turn_across_phases() -> None:
    s = fresh()
    s.players[0].agents = (0, 1)
    put(s, 0, "bank", 2)
    put(s, 0, "church", 2)
    s = at_turn(s, 0)
    s = play(s, "agent:bank")
    assert s.players[0].agents_used == 1
    assert not any(o.startswith("agent:") for o in options(s))
    if decision(s) == "additional_actions":
        s = play(s, "pass")
    s = play(s, "place:fishery", "pass", "return", "pass")
    assert (s.active == 0 and decision(s) == "additional_actions") or s.active != 0
    if s.active == 0:
        assert not any(o.startswith("agent:") for o in options(s))  # phase C: none
    t = fresh()
    t.players[0].agents = (0, 1)
    put(t, 0, "church", 2)
    t = at_turn(t, 0)
    t = play(t, "pass", "place:fishery", "pass", "return", "pass")
    assert "agent:church" in options(t)  # unused in phase A: allowed in phase C


def test_achievement_b_and_c_counting() -> None:
    s = with_achievements(fresh(), ["own_fish_7", "own_agents_and_5power_5", "build_3p_2c"])
    p = s.players[0]
    p.agents = (0, 1)
    p.agents_used = 2  # used agents count
    p.tokens = (0, 1, 2)
    assert "claim:own_agents_and_5power_5" in options(at_turn(s, 0))
    p.tokens = (0, 1)
    assert "claim:own_agents_and_5power_5" not in options(at_turn(s, 0))
    prod = [a for a in ("copper_mine", "silk_mill", "fishery")]
    for area in prod:
        s.shops[pos_of(s, area) * 4] = 0
    s.trading_houses[pos_of(s, "silk_mill")] = 0  # same area twice counts once
    s.shops[pos_of(s, "bank") * 4] = 0
    p.shops_built, p.trading_houses_built = 4, 1
    assert "claim:build_3p_2c" not in options(at_turn(s, 0))
    s.trading_houses[pos_of(s, "church")] = 0
    p.trading_houses_built = 2
    assert "claim:build_3p_2c" in options(at_turn(s, 0))


def test_achievement_needs_an_assistant_in_hand() -> None:
    s = with_achievements(fresh(), ["own_copper_5", "own_yen_10", "build_4_production"])
    set_res(s, 0, copper=5)
    s.players[0].wh_assistants += s.players[0].hand_assistants
    s.players[0].hand_assistants = 0
    assert "claim:own_copper_5" not in options(at_turn(s, 0))


def test_mini_expansion_1_marker_after_three_achievements() -> None:
    s = fresh(edition="new", mini_expansion_1=True)
    s = with_achievements(s, ["own_copper_5", "own_yen_10", "own_tech_4"])
    set_res(s, 0, copper=5, yen=10)
    for tech in ("ball", "winery", "gas_lamp", "printing"):
        give_tech(s, 0, tech)
    s = play(at_turn(s, 0), "claim:own_copper_5", "claim:own_yen_10", "claim:own_tech_4")
    assert decision(s) == "achievement_marker"
    marker = s.markers_open[0]
    s = play(s, f"marker:{C.markers[marker].id}")
    p = s.players[0]
    assert p.markers == (marker,)
    assert AGENT_MINI1_BASE + marker in p.agents
    assert marker not in s.markers_open


def test_mini_expansion_2_token_is_an_agent_without_flag() -> None:
    s = fresh(edition="new", mini_expansion_2=True)
    pos = pos_of(s, "fishery")
    token = next(t.index for t in C.five_tokens if t.mini2)
    s.five[pos] = token
    s.pres[0] = pos
    put(s, 0, "fishery", 4)
    s = act_in(s, 0, "fishery")
    p = s.players[0]
    assert token in p.tokens
    assert len(p.agents) == 1
    assert rules.agents_and_tokens(p) == 1  # counts once
    assert sum(country_sets([0] * 5) for _ in range(1)) == 0


def test_building_triggers_gas_lamp_electric_light_and_mining() -> None:
    s = fresh()
    for tech in ("gas_lamp", "electric_light", "mining_technology"):
        give_tech(s, 0, tech)
    pos = pos_of(s, "fishery")
    site = next(x for x in C.sites if x.shops[0].goods[0] > 0)
    # the static map is shared: swap the card in a new Static
    sites = list(s.static.sites)
    sites[pos] = site.index
    object.__setattr__(
        s,
        "static",
        type(s.static)(
            players=4,
            options=s.static.options,
            start_player=s.static.start_player,
            tiles=s.static.tiles,
            tile_ids=s.static.tile_ids,
            rows=s.static.rows,
            adjacency=s.static.adjacency,
            sites=tuple(sites),
            achievements=s.static.achievements,
        ),
    )
    s.five[pos] = FREE
    s.pres[0] = pos
    put(s, 0, "fishery", 3)
    s.players[0].hand_trading_houses = 1
    copper = s.players[0].res[COPPER]
    s = act_in(s, 0, "fishery")
    s = play(s, "build_shop:1")
    p = s.players[0]
    assert p.res[COPPER] == copper + site.shops[0].goods[0] + 1
    assert p.vp[CAT_TECH] == 2
    assert p.vp[CAT_BUILDINGS] == site.shops[0].vp
    t = fresh()
    give_tech(t, 0, "electric_light")
    t.pres[0] = pos_of(t, "bank")
    put(t, 0, "bank", 3)
    t.players[0].hand_trading_houses = 1
    t = play(act_in(t, 0, "bank"), "build_trading_house")
    assert t.players[0].vp[CAT_TECH] == 3


def test_exhibition_printing_patent_on_acquisition() -> None:
    s = fresh()
    give_tech(s, 0, "printing")
    give_tech(s, 0, "patent_system")
    board_pos = pos_of(s, "laboratory_a")
    board = s.static.board[board_pos]
    ex = C.tech_card_index["exhibition_1"]
    if ex in s.labs:
        s.labs[s.labs.index(ex)] = s.tech_deck.pop()
    else:
        s.tech_deck.remove(ex)
    s.tech_deck.append(s.labs[board * 6])
    s.labs[board * 6] = ex
    s.pres[0] = board_pos
    put(s, 0, "laboratory_a", 4)
    s.five[board_pos] = FREE
    set_res(s, 0, yen=2)
    s = play(act_in(s, 0, "laboratory_a"), "tech:exhibition_1")
    while decision(s) == "lab_payment":
        s = play(s, options(s)[0])
    p = s.players[0]
    assert p.vp[CAT_TECH] == 10 + 2
    assert p.res[0] == 2 - 0 + 1 or p.res[0] >= 1


def test_railway_station_acquisition_places_the_token() -> None:
    s = fresh()
    board_pos = pos_of(s, "laboratory_a")
    board = s.static.board[board_pos]
    rs = C.tech_card_index["railway_station_1"]
    if rs in s.labs:
        s.labs[s.labs.index(rs)] = s.tech_deck.pop()
    else:
        s.tech_deck.remove(rs)
    s.tech_deck.append(s.labs[board * 6])
    s.labs[board * 6] = rs
    s.pres[0] = board_pos
    put(s, 0, "laboratory_a", 4)
    s.five[board_pos] = FREE
    s = play(act_in(s, 0, "laboratory_a"), "tech:railway_station_1")
    assert decision(s) == "station_token"
    assert "place_station:canal" not in options(s)
    s = play(s, "place_station:church")
    assert s.station == pos_of(s, "church")


def test_winery() -> None:
    s = fresh()
    give_tech(s, 0, "winery")
    s.pres[0] = pos_of(s, "church")
    put(s, 0, "church", 3)
    s = play(act_in(s, 0, "church"), "church:1", "source:area")
    assert s.players[0].vp[CAT_TECH] == 3


@pytest.mark.parametrize("board", ["church", "customs"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_end_trigger_counts_neutral(board: str, players: int) -> None:
    s = fresh(players)
    slots = s.church if board == "church" else s.customs
    threshold = {2: 5, 3: 5, 4: 6}[players]  # RULES §6.1
    free = [i for i, x in enumerate(slots) if x == FREE]
    neutral = slots.count(NEUTRAL)
    for i in free[: threshold - neutral - 2]:
        slots[i] = 1
    s.pres[0] = pos_of(s, board)
    put(s, 0, board, 4)
    set_res(s, 0, **{"import": 9})
    s = act_in(s, 0, board)
    choice = next(o for o in options(s) if o.startswith(board))
    s = play(s, choice)
    while decision(s) in ("assistant_source", "church_payment"):
        s = play(s, options(s)[0])
    assert s.end_round == -1
    s = play(s, "pass") if decision(s) == "movement_reward" else s
    t = editable(s)
    t.stack = [(rules.F_END_TURN,)]
    put(t, 0, board, 4)
    t.pres[0] = pos_of(t, board)
    set_res(t, 0, yen=9, copper=1, silk=1, tea=1, fish=1, **{"import": 9})
    t = act_in(t, 0, board)
    choice = next(o for o in options(t) if o.startswith(board))
    t = play(t, choice)
    while decision(t) in ("assistant_source", "church_payment"):
        t = play(t, options(t)[0])
    assert t.end_reason == f"{board}_full"
    assert t.end_round == t.round + 1


def test_all_shops_and_all_trading_houses_trigger_the_end() -> None:
    s = fresh()
    p = s.players[0]
    p.shops_built = 7
    p.wh_shops, p.hand_shops = 0, 1
    for _k, area in enumerate(
        ["bank", "church", "customs", "chinatown", "port_a", "port_b", "tea_plantation"]
    ):
        s.shops[pos_of(s, area) * 4] = 0
    s.pres[0] = pos_of(s, "fishery")
    put(s, 0, "fishery", 3)
    s = play(act_in(s, 0, "fishery"), "build_shop:2")
    assert s.end_reason == "all_shops_built"


def test_final_round_then_game_over_and_outcome() -> None:
    s = started(3, 21)
    s = editable(s)
    s.end_round = s.round + 1
    s.end_reason = "church_full"
    rounds = set()
    while GAME.current_seats(s):
        rounds.add(s.round)
        s = play(s, "return") if "return" in options(s) else play(s, options(s)[-1])
    assert rounds == {1, 2}
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.reason == "church_full"
    ranks = sorted(r.rank for r in outcome.results)
    assert ranks == [1, 2, 3]
    for r in outcome.results:
        assert r.score == sum(r.breakdown.values())


def test_winner_tie_goes_to_turn_order_from_start_player() -> None:
    from games.yokohama.scoring import outcome

    s = fresh(3, start_player=1)
    for p in s.players:
        p.res[:] = [0, 0, 0, 0, 0, 0]
        p.techs, p.tech_mask, p.fulfilled, p.agents = (), 0, (), ()
        p.vp = (10, 0, 0, 0, 0, 0, 0, 0)
    s.church = [FREE] * len(s.church)
    s.customs = [FREE] * len(s.customs)
    results = outcome(s).results
    assert [r.rank for r in results] == [3, 1, 2]  # seat 1 starts, then 2, then 0


def test_two_player_neutral_majorities_and_tech_value() -> None:
    board = [0, NEUTRAL, 1, 1, NEUTRAL, NEUTRAL, FREE, FREE]
    # neutral 3 first (its prize is not given), seat 1 second
    assert board_majority(board, (6, 3), True) == {1: 3}
    assert board_majority(board, (6, 3), False) == {1: 6, 0: 3}
    s = fresh(2)
    for p in s.players:
        p.techs, p.tech_mask = (), 0
    give_tech(s, 0, "telegraph")  # 6 < 7.5
    give_tech(s, 1, "telegraph") if False else give_tech(s, 1, "telephone")  # 6
    row0 = final_breakdown(s)[0]["technology_majority"]
    row1 = final_breakdown(s)[1]["technology_majority"]
    assert (row0, row1) == (5, 0) or (row0, row1) == (0, 5)
    give_tech(s, 0, "ball")  # 9 > 7.5
    assert final_breakdown(s)[0]["technology_majority"] == 10
    t = fresh(2, two_player_neutral_scoring=False)
    for p in t.players:
        p.techs, p.tech_mask = (), 0
    give_tech(t, 0, "telegraph")
    assert final_breakdown(t)[0]["technology_majority"] == 10


def test_church_and_customs_majority_single_and_none() -> None:
    assert board_majority([FREE, 2, FREE], (6, 3), False) == {2: 6}
    assert board_majority([FREE, FREE], (6, 3), False) == {}


def test_country_sets_greedy() -> None:
    assert country_sets([1, 1, 1, 1, 1]) == 12
    assert country_sets([2, 2, 0, 0, 0]) == 4
    assert country_sets([4, 0, 0, 0, 0]) == 0
    assert country_sets([2, 1, 1, 1, 0]) == 8


def test_phase_c_after_main_action() -> None:
    s = fresh()
    hand_order(s, 0, "order_11")  # 3 tea
    set_res(s, 0, tea=0)
    s.pres[0] = pos_of(s, "tea_plantation")
    put(s, 0, "tea_plantation", 2)
    s.five[pos_of(s, "tea_plantation")] = FREE
    s = at_frame(s, 0, (rules.F_ACT, pos_of(s, "tea_plantation"), 0))
    assert decision(s) == "additional_actions"
    assert "fulfil:order_11" in options(s)
