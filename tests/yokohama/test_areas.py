"""Every area of RULES §3 at every power, with the choices a player makes there."""

from __future__ import annotations

import pytest

from games.yokohama.components import COMPONENTS as C
from games.yokohama.state import CAT_PORT, FREE, State
from tests.yokohama.helpers import (
    act_in,
    clear_board,
    decision,
    editable,
    options,
    play,
    pos_of,
    put,
    set_res,
    started,
)

YEN, COPPER, SILK, TEA, FISH, IMPORT = range(6)


def at_power(area: str, power: int, players: int = 4, **opts: object) -> State:
    """Seat 0's president plus power-1 assistants in `area`, nothing else on the map."""
    s = editable(started(players, 5, **opts))
    clear_board(s)
    pos = pos_of(s, area)
    s.pres[0] = pos
    put(s, 0, area, power - 1)
    s.five[pos] = FREE
    return s


# RULES §3.1-3.5 tables, copied from the rules text (not from the fixture).
PRODUCTION = {
    "copper_mine": (COPPER, [0, 0, 1, 2, 3]),
    "silk_mill": (SILK, [0, 1, 2, 3, 4]),
    "tea_plantation": (TEA, [1, 2, 3, 4, 5]),
    "fishery": (FISH, [1, 2, 3, 4, 5]),
    "bank": (YEN, [1, 2, 3, 4, 5]),
}


@pytest.mark.parametrize("area", sorted(PRODUCTION))
@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_production_and_bank(area: str, power: int) -> None:
    res, table = PRODUCTION[area]
    s = at_power(area, power)
    before = s.players[0].res[res]
    s = act_in(s, 0, area)
    assert s.players[0].res[res] == before + table[power - 1]
    assert (decision(s) == "build") == (power >= 4)  # the player has shops in hand
    if power >= 4:
        s = play(s, "pass")
    assert s.assist[pos_of(s, area) * 4] == 0  # cleanup


def test_power_is_capped_at_5_and_counts_buildings_and_station() -> None:
    s = at_power("tea_plantation", 1)
    pos = pos_of(s, "tea_plantation")
    put(s, 0, "tea_plantation", 7)
    tea = s.players[0].res[TEA]
    assert act_in(s, 0, "tea_plantation").players[0].res[TEA] == tea + 5
    s = at_power("tea_plantation", 1)
    s.shops[pos * 4 + 2] = 0
    s.trading_houses[pos] = 0
    s.station = pos
    put(s, 1, "tea_plantation", 3)  # opponents' pieces never count
    # president + shop + trading house + station = 4
    assert act_in(s, 0, "tea_plantation").players[0].res[TEA] == tea + 4


def test_trading_house_income_goes_to_other_owner_even_without_effect() -> None:
    s = at_power("copper_mine", 1)  # power 1: no copper, still an action
    s.trading_houses[pos_of(s, "copper_mine")] = 2
    money = s.players[2].res[YEN]
    assert act_in(s, 0, "copper_mine").players[2].res[YEN] == money + 1
    s.trading_houses[pos_of(s, "copper_mine")] = 0  # own trading house: no income
    own = s.players[0].res[YEN]
    assert act_in(s, 0, "copper_mine").players[0].res[YEN] == own


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_chinatown_allows_up_to_power_exchanges(power: int) -> None:
    s = at_power("chinatown", power)
    set_res(s, 0, yen=100, copper=0, silk=0, tea=0, fish=0, **{"import": 0})
    s = act_in(s, 0, "chinatown")
    for _ in range(power):
        assert decision(s) == "chinatown"
        s = play(s, "buy:tea")
    assert decision(s) != "chinatown"
    assert s.players[0].res[TEA] == power
    assert s.players[0].res[YEN] == 100 - power


def test_chinatown_rates_and_import_is_buy_only() -> None:
    s = at_power("chinatown", 5)
    set_res(s, 0, yen=4, copper=1, silk=0, tea=0, fish=1, **{"import": 0})
    s = act_in(s, 0, "chinatown")
    assert "sell:import" not in options(s)
    assert "sell:silk" not in options(s)  # nothing to sell
    s = play(s, "buy:import")
    assert s.players[0].res[YEN] == 0
    assert s.players[0].res[IMPORT] == 1
    assert "buy:tea" not in options(s)
    s = play(s, "sell:copper", "sell:fish")
    assert s.players[0].res[YEN] == 3  # copper 2, fish 1
    s = play(s, "buy:silk", "pass")
    assert s.players[0].res[SILK] == 1
    assert s.players[0].res[YEN] == 1
    assert decision(s) != "chinatown"


def test_chinatown_mining_technology_once_per_action() -> None:
    from tests.yokohama.helpers import give_tech

    s = at_power("chinatown", 5)
    give_tech(s, 0, "mining_technology")
    set_res(s, 0, yen=10, copper=0)
    s = act_in(s, 0, "chinatown")
    s = play(s, "buy:copper", "buy:copper", "pass")
    assert s.players[0].res[COPPER] == 3  # 2 bought + 1 for the whole action


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_church_without_payments(power: int) -> None:
    s = at_power("church", power)
    set_res(s, 0, yen=0, copper=0, silk=0, tea=0, fish=0, **{"import": 0})
    s = act_in(s, 0, "church")
    # spaces need faith 4, 5, ...: reachable by power alone from power 4 on
    expected = [f"church:{i + 1}" for i, sl in enumerate(C.church_slots) if sl.need <= power]
    if expected:
        assert options(s) == expected  # placing is mandatory when no payment is needed
    else:
        assert decision(s) != "church_space"  # no effect, nothing asked


def test_church_payments_at_most_one_of_each_kind() -> None:
    s = at_power("church", 5)
    set_res(s, 0, yen=10, copper=3, silk=3, tea=3, fish=3, **{"import": 3})
    s = act_in(s, 0, "church")
    assert options(s) == [f"church:{i}" for i in range(1, 9)]  # faith up to 5 + 6 = 11
    s = play(s, "church:8")
    for item in ("copper", "silk", "tea", "fish", "import", "yen"):
        assert options(s) == [f"pay:{item}"]
        s = play(s, f"pay:{item}")
    s = play(s, "source:hand")
    p = s.players[0]
    assert p.res[:6] == [8, 2, 2, 2, 2, 2]
    assert s.church[7] == 0


def test_church_no_assistant_available_means_no_effect() -> None:
    s = at_power("church", 1)
    s.players[0].hand_assistants = 0
    set_res(s, 0, yen=10, copper=3, silk=3, tea=3, fish=3, **{"import": 3})
    s = act_in(s, 0, "church")
    assert decision(s) != "church_space"
    assert s.players[0].res[YEN] == 10  # nothing paid


def test_church_occupied_space_not_offered_and_two_player_blocker() -> None:
    s = at_power("church", 5, players=2)
    assert s.church[3] == -2  # neutral on the 2P space (fixture: space 4)
    set_res(s, 0, yen=10, copper=3, silk=3, tea=3, fish=3, **{"import": 3})
    s = act_in(s, 0, "church")
    assert "church:4" not in options(s)


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_customs_import_limit_by_power(power: int) -> None:
    limit = [0, 1, 2, 3, 4][power - 1]  # RULES §3.8
    s = at_power("customs", power)
    set_res(s, 0, **{"import": 9})
    s = act_in(s, 0, "customs")
    expected = [f"customs:{i + 1}" for i, sl in enumerate(C.customs_slots) if sl.need <= limit]
    if expected:
        assert options(s) == [*expected, "pass"]
    else:
        assert decision(s) != "customs_space"


def test_customs_pays_exactly_the_requirement_and_brickworks() -> None:
    from tests.yokohama.helpers import give_tech

    s = at_power("customs", 5)
    give_tech(s, 0, "brickworks")
    set_res(s, 0, **{"import": 4})
    s = act_in(s, 0, "customs")
    vp = s.players[0].score
    s = play(s, "customs:5", "source:area")  # 3 imports
    assert s.players[0].res[IMPORT] == 1
    assert s.players[0].score == vp + C.customs_slots[4].reward.vp + 4


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_employment_agency_picks(power: int) -> None:
    picks = [0, 1, 2, 3, 4][power - 1]
    s = at_power("employment_agency", power)
    set_res(s, 0, yen=0)
    wh = s.players[0].wh_assistants
    s = act_in(s, 0, "employment_agency")
    for _ in range(picks):
        s = play(s, "hire:assistant")
    assert decision(s) != "warehouse_pick"
    assert s.players[0].wh_assistants == wh - picks


def test_employment_agency_costs() -> None:
    s = at_power("employment_agency", 5)
    set_res(s, 0, yen=4 + 5 + 2)
    s = act_in(s, 0, "employment_agency")
    s = play(s, "hire:trading_house", "hire:trading_house")  # 4 then 5
    assert s.players[0].res[YEN] == 2
    assert "hire:trading_house" not in options(s)  # the 3rd costs 6
    s = play(s, "hire:shop")
    p = s.players[0]
    assert (p.res[YEN], p.hand_shops, p.hand_trading_houses) == (0, 3, 2)
    assert p.trading_houses_released == 2


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_lab_industry_equals_power(power: int) -> None:
    s = at_power("laboratory_a", power)
    set_res(s, 0, yen=0, **{"import": 0})
    board = s.static.board[pos_of(s, "laboratory_a")]
    row = s.labs[board * 6 : (board + 1) * 6]
    s = act_in(s, 0, "laboratory_a")
    affordable = [
        f"tech:{C.tech_cards[c].id}"
        for k, c in enumerate(row)
        if C.tech_types[C.tech_cards[c].type].cost + [0, 0, 1, 1, 2, 2][k] <= power
    ]
    if affordable:
        assert options(s) == [*affordable, "pass"]
    else:
        assert decision(s) != "lab_card"


def test_lab_payment_splits_and_fourth_tech_fee() -> None:
    from tests.yokohama.helpers import give_tech

    s = at_power("laboratory_a", 1)
    for tech in ("ball", "winery", "gas_lamp"):
        give_tech(s, 0, tech)
    set_res(s, 0, yen=4, **{"import": 2})
    board = s.static.board[pos_of(s, "laboratory_a")]
    card = next(
        c
        for c in s.labs[board * 6 : board * 6 + 2]
        if C.tech_types[C.tech_cards[c].type].id not in ("ball", "winery", "gas_lamp")
    )
    cost = C.tech_types[C.tech_cards[card].type].cost
    s = act_in(s, 0, "laboratory_a")
    tech_id = C.tech_cards[card].id
    if f"tech:{tech_id}" not in options(s):
        pytest.skip("card too expensive for this seed")
    s = play(s, f"tech:{tech_id}")
    extra = cost - 1
    opts = options(s)
    # every split of `extra` industry + the fee between yen (2 each) and imports (1 each)
    for o in opts:
        _, k, fee = o.split(":")
        yen = 2 * (extra - int(k)) + (2 if fee == "yen" else 0)
        imports = int(k) + (1 if fee == "import" else 0)
        assert fee in ("yen", "import")  # the 4th card always pays the fee
        assert yen <= 4
        assert imports <= 2
    s = play(s, opts[0])
    assert card in s.players[0].techs


def test_lab_cannot_take_a_name_already_owned() -> None:
    s = at_power("laboratory_a", 5)
    set_res(s, 0, yen=50, **{"import": 0})
    board = s.static.board[pos_of(s, "laboratory_a")]
    ball_1, ball_2 = C.tech_card_index["ball_1"], C.tech_card_index["ball_2"]
    for card in (ball_1, ball_2):
        if card in s.tech_deck:
            s.tech_deck.remove(card)
        elif card in s.labs:
            s.labs[s.labs.index(card)] = s.tech_deck.pop()
    s.tech_deck.append(s.labs[board * 6])
    s.labs[board * 6] = ball_1
    s.players[0].techs = (ball_2,)
    s.players[0].tech_mask = 1 << C.tech_type_index["ball"]
    s = act_in(s, 0, "laboratory_a")
    assert "tech:ball_1" not in options(s)  # R-GEN-4
    assert len(options(s)) > 1


def test_lab_refill_shifts_left_and_draws_into_the_rightmost_slot() -> None:
    s = at_power("laboratory_a", 5)
    set_res(s, 0, yen=50)
    board = s.static.board[pos_of(s, "laboratory_a")]
    row = s.labs[board * 6 : (board + 1) * 6]
    top = s.tech_deck[-1]
    s = act_in(s, 0, "laboratory_a")
    s = play(s, f"tech:{C.tech_cards[row[1]].id}")
    while decision(s) in ("lab_payment", "station_token"):
        s = play(s, options(s)[0])
    assert s.labs[board * 6 : (board + 1) * 6] == [row[0], *row[2:], top]


@pytest.mark.parametrize("power", [1, 2, 3, 4, 5])
def test_port_levels_by_power(power: int) -> None:
    max_level = [0, 1, 2, 3, 3][power - 1]  # RULES §3.11 (levels low=1, mid=2, high=3)
    s = at_power("port_a", power)
    set_res(s, 0, yen=0, **{"import": 0})
    s.players[0].orders = ()
    board = s.static.board[pos_of(s, "port_a")]
    row = s.ports[board * 6 : (board + 1) * 6]
    vp = s.players[0].vp[CAT_PORT]
    s = act_in(s, 0, "port_a")
    expected = [
        f"order:{C.orders[o].id}" for k, o in enumerate(row) if C.port_levels[k] <= max_level
    ]
    if expected:
        assert options(s) == [*expected, "pass"]
    else:
        assert decision(s) != "port_order"
    assert s.players[0].vp[CAT_PORT] == vp + (3 if power == 5 else 0)


def test_port_hand_limit_and_bonus_without_card() -> None:
    s = at_power("port_a", 5)
    s.players[0].orders = tuple(s.order_deck[:3])
    s.order_deck = s.order_deck[3:]
    s = act_in(s, 0, "port_a")
    assert decision(s) != "port_order"  # three in hand: no card (R-GEN-3)
    assert s.players[0].vp[CAT_PORT] == 3


def test_port_second_card_payment_by_import() -> None:
    s = at_power("port_b", 4)
    set_res(s, 0, yen=0, **{"import": 1})
    s.players[0].orders = ()
    board = s.static.board[pos_of(s, "port_b")]
    row = s.ports[board * 6 : (board + 1) * 6]
    s = act_in(s, 0, "port_b")
    s = play(s, f"order:{C.orders[row[5]].id}")
    assert f"extra_order:{C.orders[row[0]].id}:yen" not in options(s)
    s = play(s, f"extra_order:{C.orders[row[0]].id}:import")
    assert s.players[0].res[IMPORT] == 0
    assert len(s.players[0].orders) == 2


def test_port_refill_shortage_triggers_the_end() -> None:
    s = at_power("port_a", 4)
    s.players[0].orders = ()
    s.box_orders += s.order_deck[1:]
    s.order_deck = s.order_deck[:1]
    board = s.static.board[pos_of(s, "port_a")]
    row = s.ports[board * 6 : (board + 1) * 6]
    s = act_in(s, 0, "port_a")
    s = play(s, f"order:{C.orders[row[0]].id}")  # one card taken, one in the deck
    s = play(s, "pass") if decision(s) == "port_extra_order" else s
    assert s.end_round == -1  # the deck exactly refilled the slot
    s2 = editable(s)
    s2 = act_in(s2, 0, "port_a")
    row2 = s2.ports[board * 6 : (board + 1) * 6]
    s2 = play(s2, f"order:{C.orders[row2[0]].id}")
    s2 = play(s2, "pass") if decision(s2) == "port_extra_order" else s2
    assert s2.end_reason == "orders_exhausted"
    assert s2.ports[board * 6 + 5] == FREE


def test_five_power_token_taken_once_and_build_offered() -> None:
    s = at_power("fishery", 5)
    pos = pos_of(s, "fishery")
    token = next(t.index for t in C.five_tokens if t.reward.vp and not t.mini2)
    s.five[pos] = token
    s.players[0].hand_shops = 1
    vp = s.players[0].score
    s = act_in(s, 0, "fishery")
    assert token in s.players[0].tokens
    assert s.five[pos] == FREE
    assert s.players[0].score == vp + C.five_tokens[token].reward.vp
    assert decision(s) == "build"
    assert options(s) == ["build_shop:1", "build_shop:2", "build_shop:3", "build_shop:4", "pass"]


def test_build_shop_reward_and_one_shop_per_player() -> None:
    s = at_power("fishery", 4)
    pos = pos_of(s, "fishery")
    site = C.sites[s.static.sites[pos]]
    s.players[0].hand_trading_houses = 1
    s.players[0].wh_trading_houses -= 1
    s = act_in(s, 0, "fishery")
    assert "build_trading_house" in options(s)
    s = play(s, "build_shop:3")
    while decision(s) in ("goods_choice", "warehouse_pick", "movement_reward"):
        s = play(s, "pass") if "pass" in options(s) else play(s, options(s)[0])
    assert s.shops[pos * 4 + 2] == 0
    assert s.players[0].shops_built == 1
    t = at_power("fishery", 4)
    t.shops[pos * 4 + 1] = 0
    t = act_in(t, 0, "fishery")
    assert not any(o.startswith("build_shop") for o in options(t))
    assert site.shops[2] is not None


def test_build_needs_power_4() -> None:
    s = at_power("fishery", 3)
    s = act_in(s, 0, "fishery")
    assert decision(s) != "build"
