"""RULES.md appendix C: the rulebooks' worked examples, from crafted positions."""

from __future__ import annotations

from games.yokohama import rules
from games.yokohama.components import COMPONENTS as C
from games.yokohama.scoring import (
    board_majority,
    country_sets,
    final_breakdown,
    technology_majority,
)
from games.yokohama.state import CAT_ACHIEVEMENTS, CAT_CHURCH, CAT_CUSTOMS, FREE, IN_HAND, State
from tests.yokohama.helpers import (
    act_in,
    at_turn,
    card_of,
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
    with_achievements,
)

YELLOW, PURPLE, BLUE = 0, 1, 2


def base(players: int = 4, seed: int = 3, **opts: object) -> State:
    s = editable(started(players, seed, **opts))
    clear_board(s)
    return s


def test_c1_silk_mill_power_5_gives_4_silk() -> None:
    s = base()
    put(s, 0, "silk_mill", 3)
    pos = pos_of(s, "silk_mill")
    s.pres[0] = pos
    s.shops[pos * s.static.slots_per_site] = 0  # own shop there
    s.players[0].shops_built = 1
    s.players[0].hand_shops -= 1
    s.five[pos] = FREE  # keep the 5-power reward out of the count
    silk = s.players[0].res[2]
    after = act_in(s, 0, "silk_mill")
    assert after.players[0].res[2] == silk + 4
    assert after.assist[pos * 4] == 0  # cleanup returned the three assistants


def test_c2_foreign_agent_on_copper_mine() -> None:
    s = base()
    put(s, 0, "copper_mine", 2)
    pos = pos_of(s, "copper_mine")
    s.trading_houses[pos] = 0
    s.players[0].trading_houses_built = 1
    s.players[0].wh_trading_houses -= 1
    s.players[0].agents = (0,)
    token = s.five[pos]
    s = at_turn(s, 0)
    assert "agent:copper_mine" in options(s)
    copper = s.players[0].res[1]
    hand = s.players[0].hand_assistants
    s = play(s, "agent:copper_mine")
    assert s.players[0].res[1] == copper + 1  # power 3 -> 1 copper
    assert s.five[pos] == token  # no 5-power bonus at power 3
    assert decision(s) != "build"  # no build below power 4
    assert s.players[0].hand_assistants == hand + 2  # both assistants return
    assert s.players[0].agents_used == 1
    assert not any(o.startswith("agent:") for o in options(s))  # once per turn


def test_c3_church_faith_6_third_space() -> None:
    s = base()
    put(s, 0, "church", 2)
    s.pres[0] = pos_of(s, "church")
    set_res(s, 0, yen=5, copper=1, silk=1, tea=0, fish=0, **{"import": 0})
    s = act_in(s, 0, "church")
    assert decision(s) == "church_space"
    # faith 3 from power; at most 3 payments -> spaces needing 4, 5, 6
    assert options(s) == ["church:1", "church:2", "church:3", "pass"]
    s = play(s, "church:3")
    assert options(s) == ["pay:copper"]  # every affordable payment is needed
    s = play(s, "pay:copper", "pay:silk", "pay:yen")
    assert decision(s) == "assistant_source"
    s = play(s, "source:area")
    p = s.players[0]
    assert (p.res[0], p.res[1], p.res[2]) == (3, 0, 0)
    assert p.vp[CAT_CHURCH] == 5
    assert s.church[2] == 0
    # the 2 movements must be resolved now
    assert decision(s) == "movement_reward"
    s = play(s, "shift_from:hand", "shift_to:bank", "shift_from:hand", "shift_to:fishery")
    assert s.assist[pos_of(s, "bank") * 4] == 1
    assert s.assist[pos_of(s, "fishery") * 4] == 1


def test_c4_customs_second_space() -> None:
    s = base()
    put(s, 0, "customs", 1)
    s.pres[0] = pos_of(s, "customs")
    set_res(s, 0, yen=0, **{"import": 1})
    s = act_in(s, 0, "customs")
    # power 2: at most 1 import -> spaces 1 and 2 (1 import each)
    assert options(s) == ["customs:1", "customs:2", "pass"]
    s = play(s, "customs:2", "source:area")
    p = s.players[0]
    assert p.res[0] == 2
    assert p.vp[CAT_CUSTOMS] == 4
    assert p.res[5] == 0
    # original variant: power 3 but only 1 import owned -> the same spaces only
    s = base(edition="original")
    put(s, 0, "customs", 2)
    s.pres[0] = pos_of(s, "customs")
    set_res(s, 0, **{"import": 1})
    s = act_in(s, 0, "customs")
    assert options(s) == ["customs:1", "customs:2", "pass"]


def test_c5_lab_tram_in_slot_3() -> None:
    s = base()
    pos = pos_of(s, "laboratory_a")
    board = s.static.board[pos]
    tram = card_of("tram")
    if tram in s.tech_deck:
        s.tech_deck.remove(tram)
    else:
        s.labs[s.labs.index(tram)] = s.tech_deck.pop()
    s.tech_deck.append(s.labs[board * 6 + 2])
    s.labs[board * 6 + 2] = tram
    put(s, 0, "laboratory_a", 3)
    s.pres[0] = pos
    s.shops[pos * 4] = 0
    s.players[0].shops_built = 1
    s.players[0].hand_shops -= 1
    s.five[pos] = FREE
    set_res(s, 0, yen=2, **{"import": 0})
    s = act_in(s, 0, "laboratory_a")
    assert "tech:tram_1" in options(s)
    s = play(s, "tech:tram_1")  # power 5 + 1 industry for 2 yen; the only split is automatic
    assert tram in s.players[0].techs
    assert s.players[0].res[0] == 0


def test_c6_port_middle_then_low_card() -> None:
    s = base(edition="original")
    put(s, 0, "port_a", 2)
    pos = pos_of(s, "port_a")
    s.pres[0] = pos
    set_res(s, 0, yen=2)
    board = s.static.board[pos]
    row = s.ports[board * 6 : (board + 1) * 6]
    s = act_in(s, 0, "port_a")
    ids = [C.orders[o].id for o in row]
    # power 3: low or middle slots only (slots 1-4)
    assert options(s) == [f"order:{i}" for i in ids[:4]] + ["pass"]
    s = play(s, f"order:{ids[2]}")
    assert f"extra_order:{ids[0]}:yen" in options(s)
    deck = len(s.order_deck)
    s = play(s, f"extra_order:{ids[0]}:yen")
    p = s.players[0]
    assert row[2] in p.orders
    assert row[0] in p.orders
    assert p.res[0] == 0
    new_row = s.ports[board * 6 : (board + 1) * 6]
    assert new_row[:4] == [row[1], row[3], row[4], row[5]]  # shifted left
    assert len(s.order_deck) == deck - 2  # refilled on the right


def test_c7_placement_fees_to_each_president() -> None:
    s = base()
    s.pres[BLUE] = pos_of(s, "bank")
    s.pres[1] = pos_of(s, "church")
    s.pres[3] = pos_of(s, "church")
    set_res(s, 0, yen=4)
    s = at_turn(s, 0)
    s = play(s, "pass") if decision(s) == "additional_actions" else s
    s = play(s, "place:bank")
    assert s.players[0].res[0] == 3
    assert s.players[BLUE].res[0] == 4 + 1
    s2 = play(editable(s), "pass")  # stop spreading; now pair elsewhere in a fresh turn
    assert s2.players[0].res[0] == 3
    t = base()
    t.pres[1] = pos_of(t, "church")
    t.pres[3] = pos_of(t, "church")
    set_res(t, 0, yen=4)
    before = (t.players[1].res[0], t.players[3].res[0])
    t = at_turn(t, 0)
    t = play(t, "pair:church")  # 2 assistants x 2 presidents = 4 yen, 2 to each owner
    assert t.players[0].res[0] == 0
    assert (t.players[1].res[0], t.players[3].res[0]) == (before[0] + 2, before[1] + 2)
    u = base()
    u.pres[1] = pos_of(u, "church")
    u.pres[3] = pos_of(u, "church")
    set_res(u, 0, yen=3)
    u = at_turn(u, 0)
    assert "pair:church" not in options(u)
    assert "place:church" in options(u)
    set_res(u, 0, yen=1)
    u = at_turn(u, 0)
    assert "place:church" not in options(u)
    assert "place:bank" in options(u)


def test_c8_movement_path_fees() -> None:
    s = base()
    ids = list(s.static.tile_ids)
    front = ["bank", "employment_agency", "silk_mill"]
    rest = [i for i in ids if i not in front and i != "church"]
    # positions 0,1,2 in the top row; church at 6 touches bank (0) and EA (1)
    layout = front + rest[:3] + ["church"] + rest[3:]
    s = relayout(s, layout)
    s.pres[0] = pos_of(s, "bank")
    put(s, 0, "employment_agency", 1)
    put(s, 0, "silk_mill", 1)
    s.pres[BLUE] = pos_of(s, "employment_agency")
    set_res(s, 0, yen=1)
    blue = s.players[BLUE].res[0]
    s = at_turn(s, 0)
    while decision(s) in ("additional_actions",):
        s = play(s, "pass")
    s = play(s, "place:fishery", "pass")
    opts = options(s)
    assert "via:employment_agency" in opts
    assert "move:employment_agency" not in opts  # opposing president there
    assert not any(o.endswith(":church") for o in opts)  # no own assistant in the church
    s = play(s, "via:employment_agency")
    assert s.players[0].res[0] == 0
    assert s.players[BLUE].res[0] == blue + 1
    assert "move:silk_mill" in options(s)
    assert "move:bank" not in options(s)
    assert "via:bank" not in options(s)
    s = play(s, "move:silk_mill")  # ending in the silk mill is free
    assert s.pres[0] == pos_of(s, "silk_mill")
    assert s.players[0].res[0] == 0


def test_c9_later_achievement_claim_scores_lower_value() -> None:
    s = base()
    s = with_achievements(s, ["own_copper_5", "own_yen_10", "build_4_production"])
    s.claims[0] = (1, 2)
    set_res(s, 0, copper=5)
    s = at_turn(s, 0)
    s = play(s, "claim:own_copper_5")
    assert s.players[0].vp[CAT_ACHIEVEMENTS] == 6
    assert s.claims[0] == (1, 2, 0)
    t = with_achievements(base(), ["own_copper_5", "own_yen_10", "build_4_production"])
    set_res(t, 1, copper=7)
    t = play(at_turn(t, 1), "claim:own_copper_5")
    assert t.players[1].vp[CAT_ACHIEVEMENTS] == 8  # the first claimant gets the higher value
    assert "claim:own_copper_5" not in options(t)  # each player claims it once


def test_c10_church_majority() -> None:
    board = [YELLOW, PURPLE, BLUE, PURPLE, BLUE, FREE, FREE, FREE]
    assert board_majority(board, C.church_majority, False) == {BLUE: 6, PURPLE: 3}


def test_c11_customs_majority() -> None:
    board = [PURPLE, BLUE, BLUE, YELLOW, BLUE, FREE, FREE]
    assert board_majority(board, C.customs_majority, False) == {BLUE: 8, YELLOW: 4}


def test_c12_technology_majority_ties_go_to_turn_order() -> None:
    s = base(start_player=0)
    for p in s.players:
        p.techs, p.tech_mask = (), 0
    for tech in ("ball", "electric_light", "exhibition"):  # Alban 12
        give_tech(s, 0, tech)
    for tech in ("telegraph", "telephone", "tram", "winery"):  # Emma 20
        give_tech(s, 1, tech)
    for tech in ("ball", "electric_light", "exhibition"):  # Milena 12
        give_tech(s, 2, tech)
    for tech in ("printing", "mining_technology", "textile_factory"):  # Janos 10
        give_tech(s, 3, tech)
    assert technology_majority(s) == {1: 10, 0: 5}
    t = editable(s)
    t.static = relayout(t, list(t.static.tile_ids)).static  # same map, start player 0
    assert technology_majority(t) == {1: 10, 0: 5}


def test_c13_country_sets() -> None:
    assert country_sets([3, 2, 2, 1, 1]) == 12 + 4 + 0


def test_c14_leftovers() -> None:
    s = base()
    p = s.players[0]
    p.res[:] = [3, 2, 2, 2, 1, 1]
    p.agents, p.agents_used = (), 0
    row = final_breakdown(s)[0]
    assert row["imports"] + row["money"] + row["goods"] + row["unused_agents"] == 1 + 1 + 2
    assert s.pres[0] == IN_HAND
    assert rules.decision_frame(s) is not None
