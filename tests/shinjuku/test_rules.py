"""Rules and rulings of RULES.md, each on a small constructed position."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine.errors import IllegalAction, InvalidConfig
from games.engine.rng import SeededRng
from games.shinjuku import GAME, rules
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS, STATION_INDEX, WARD_INDEX, C
from games.shinjuku.state import (
    A_OPEN,
    DEPT,
    EMPTY,
    KAIJU_BAY,
    PH_ACTION,
    PH_CEO,
    PH_DROP,
    PH_EVICT,
    PH_FLEE,
    PH_KAIJU,
    PH_MOVE_STEP,
    PH_SPEND,
    State,
)
from tests.shinjuku.helpers import (
    act,
    at_action_phase,
    check_invariants,
    clear_ward_customers,
    legal,
    new_game,
    put_building,
    put_customers,
    put_rail,
    screen_of,
    set_hand,
)


def ward_customers(state: State, ward: str) -> list[int]:
    w = WARD_INDEX[ward]
    return state.wcust[w * 8 : w * 8 + 8]


def building(state: State, station: str) -> int:
    return state.station[STATION_INDEX[station]]


# --------------------------------------------------------------------------- setup (§4)


def test_setup_components_and_start_customers() -> None:
    for seed in range(20):
        state = new_game(3, seed)
        check_invariants(state)
        start = state.start_seat
        assert state.active == start
        assert state.turn == 1
        # 4 cards each; the start player also took the slot-1 card of the first turn.
        for seat in range(3):
            assert state.hand_size[seat] == C.starting_hand + (seat == start)
        assert state.stacks_taken == 0
        assert state.stars == [0, 0, 0]
        assert state.shops == [2] * 12
        assert state.depts == [3] * 3
        assert state.rails_left == [16] * 3
        # The seeding cards (4 different wards plus any duplicates) are all discarded.
        assert len(set(state.discard)) == C.seed_wards == 4
        assert len(state.discard) >= 4
        on_map = {w for w in range(NUM_WARDS) if any(state.wcust[w * 8 : w * 8 + 8])}
        # The 4 seeded wards hold 2 customers each; the first turn added the 1 or 2 customers
        # of queue slot 1 (possibly to a seeded ward).
        assert set(state.discard) <= on_map
        assert len(on_map) <= 5
        assert sum(state.wcust) in (9, 10)
        for ward in set(state.discard):
            assert sum(state.wcust[ward * 8 : ward * 8 + 8]) >= 2
        # The queue shows the visible star number: 2 customers.
        assert sum(state.qcust) == C.star_first_visible == 2
        assert KAIJU_CARD not in state.deck


def test_start_seat_is_seeded_random_unless_configured() -> None:
    seen = {new_game(4, seed).start_seat for seed in range(40)}
    assert seen == {0, 1, 2, 3}
    assert {new_game(4, seed, start_seat=2).start_seat for seed in range(5)} == {2}


def test_kaiju_card_is_shuffled_into_the_draw_pile_only_in_the_variant() -> None:
    state = new_game(2, 3, kaiju=True)
    assert state.deck.count(KAIJU_CARD) == 1
    assert state.kaiju == -2  # waits beside the board


def test_initial_queue_customers_use_the_placement_rule() -> None:
    for seed in range(30):
        state = GAME.initial_state(GAME.normalize_config(players=2, options={}), seed)
        slot_goods = [
            {k >> 1 for k in range(8) if state.qcust[s * 8 + k]} for s in range(C.queue_slots)
        ]
        goods = [g for g in slot_goods if g]
        assert all(len(g) == 1 for g in goods)
        assert len(goods) == len({next(iter(g)) for g in goods})


# --------------------------------------------------------------------------- queue (§5)


def empty_queue_state() -> State:
    state = new_game(2, 1)
    state.bag.extend(k for k in range(8) for _ in range(state.qcust[k::8].__len__() * 0))
    for i, count in enumerate(state.qcust):
        state.bag.extend([i % 8] * count)
        state.qcust[i] = 0
    return state


def queue_goods(state: State) -> list[list[str]]:
    """Per slot: customers as the designer's test names them (Food1, Books2, ...)."""
    out = []
    for slot in range(C.queue_slots):
        row = []
        for kind in range(8):
            name = C.goods[kind >> 1].capitalize() + str((kind & 1) + 1)
            row += [name] * state.qcust[slot * 8 + kind]
        out.append(row)
    return out


def add(state: State, name: str) -> None:
    good = C.goods.index(name[:-1].lower())
    kind = good * 2 + int(name[-1]) - 1
    state.bag.remove(kind)
    rules._queue_customer(state, kind)


# Ported from garykac/shinjuku gamedev/scripts/autoplay/tests/game_state_test.py.
def test_designer_queue_same() -> None:
    state = empty_queue_state()
    add(state, "Food1")
    assert queue_goods(state) == [["Food1"], [], [], []]
    add(state, "Food2")
    assert queue_goods(state) == [["Food1", "Food2"], [], [], []]


def test_designer_queue_different() -> None:
    state = empty_queue_state()
    add(state, "Food1")
    add(state, "Books1")
    assert queue_goods(state) == [["Food1"], ["Books1"], [], []]
    add(state, "Clothing1")
    add(state, "Electronics1")
    assert queue_goods(state) == [["Food1"], ["Books1"], ["Clothing1"], ["Electronics1"]]


def test_designer_queue_grouping() -> None:
    state = empty_queue_state()
    for name in ("Food1", "Books1", "Clothing1", "Electronics2"):
        add(state, name)
    add(state, "Books2")
    assert queue_goods(state) == [["Food1"], ["Books1", "Books2"], ["Clothing1"], ["Electronics2"]]
    add(state, "Food1")
    assert queue_goods(state) == [
        ["Food1", "Food1"],
        ["Books1", "Books2"],
        ["Clothing1"],
        ["Electronics2"],
    ]


def test_s9_cardless_slots_put_the_customer_on_the_lowest_card() -> None:
    state = empty_queue_state()
    for name in ("Food1", "Books1"):
        add(state, name)
    state.qcard[2] = EMPTY
    state.qcard[3] = EMPTY
    add(state, "Clothing1")
    assert queue_goods(state) == [["Food1", "Clothing1"], ["Books1"], [], []]


def test_turn_start_places_slot_one_takes_the_card_and_refills() -> None:
    """SEED example: 3 food on slot 1 go to its ward; the refill draws 3 customers."""
    state = at_action_phase(2, 4)
    seat = state.active
    nxt = 1 - seat
    for i, count in enumerate(state.qcust):
        state.bag.extend([i % 8] * count)
        state.qcust[i] = 0
    state.qcard = [WARD_INDEX["katsushika"], WARD_INDEX["setagaya"], WARD_INDEX["nerima"], 0]
    state.deck.remove(WARD_INDEX["minato"])
    state.deck.append(WARD_INDEX["minato"])
    for kind in (0, 0, 0):
        state.bag.remove(kind)
    state.qcust[0] = 3  # slot 1: 3 food
    state.bag.remove(7)
    state.qcust[2 * 8 + 7] = 1  # slot 3 (Nerima): 1 electronics
    # Next customers drawn (from the end): food, electronics, clothing.
    for kind in (2, 7, 0):
        state.bag.remove(kind)
        state.bag.append(kind)
    before_hand = state.hand[nxt * NUM_WARDS + WARD_INDEX["katsushika"]]
    before_map = ward_customers(state, "katsushika")[0]
    state.qcard[3] = WARD_INDEX["adachi"]
    after = act(state, "end")
    assert after.active == nxt
    assert ward_customers(after, "katsushika")[0] == before_map + 3
    assert after.hand[nxt * NUM_WARDS + WARD_INDEX["katsushika"]] == before_hand + 1
    assert [C.ward_ids[c] for c in after.qcard] == ["setagaya", "nerima", "adachi", "minato"]
    # Food to the rightmost empty card (Setagaya), electronics joins Nerima, clothing to Adachi.
    assert queue_goods(after) == [["Food1"], ["Electronics2", "Electronics2"], ["Clothing1"], []]


# --------------------------------------------------------------------------- actions (§6)


def test_two_different_actions_then_the_turn_ends() -> None:
    state = at_action_phase(2, 2)
    seat = state.active
    assert "build" in legal(state)
    assert "income" in legal(state)
    assert "end" in legal(state)
    state = act(state, "build")
    state = act(state, legal(state)[0])  # a single rail
    assert state.active == seat
    assert state.phase == PH_ACTION
    assert "build" not in legal(state)
    state = act(state, "build" if "build" in legal(state) else "open")
    # Second action under way; finish it with the first option until the turn passes.
    while state.active == seat:
        state = act(state, legal(state)[0])
    assert state.active != seat


def test_income_ends_the_turn_at_once_and_refills_to_four() -> None:
    state = at_action_phase(2, 2)
    seat = state.active
    set_hand(state, seat, {"ota": 1})
    after = act(state, "income")
    assert after.active != seat
    assert after.hand_size[seat] == 4
    state = at_action_phase(2, 2)
    set_hand(state, state.active, {"ota": 5})
    assert act(state, "income").hand_size[state.active] == 6  # 4 or more: exactly 1


def test_income_reshuffles_the_discard_pile_and_skips_when_both_are_empty() -> None:
    state = at_action_phase(2, 2)
    seat = state.active
    set_hand(state, seat, {})
    state.discard.extend(state.deck[2:])
    state.deck = state.deck[:2]
    after = act(state, "income")
    assert after.hand_size[seat] == 4  # 2 from the pile, 2 after the reshuffle
    assert after.discard == [] or len(after.deck) + len(after.discard) > 0
    state = at_action_phase(2, 2)
    seat = state.active
    set_hand(state, seat, {})
    other = 1 - seat
    for card in state.deck + state.discard:
        state.hand[other * NUM_WARDS + card] += 1
        state.hand_size[other] += 1
    state.deck, state.discard = [], []
    after = act(state, "income")
    assert after.hand_size[seat] == 0  # S14: nothing to draw


def test_open_a_shop_paying_the_ward_card() -> None:
    state = at_action_phase(2, 5)
    seat = state.active
    set_hand(state, seat, {"shibuya": 1, "ota": 1})
    state = act(state, "open")
    targets = legal(state)
    assert "open_at:shibuya" in targets
    assert "open_at:ebisu" in targets
    assert "open_at:omori" in targets
    assert "open_at:tokyo" not in targets
    state = act(state, "open_at:ebisu")
    assert legal(state) == ["pay:shibuya"]
    state = act(state, "pay:shibuya")
    assert legal(state) == ["shop:food", "shop:clothing", "shop:books", "shop:electronics"]
    state = act(state, "shop:books")
    assert building(state, "ebisu") == seat * 8 + C.goods.index("books")
    assert state.shops[seat * 4 + 2] == 1
    assert WARD_INDEX["shibuya"] in state.discard
    assert state.taken == 1 << A_OPEN


def test_open_needs_an_empty_station() -> None:
    state = at_action_phase(2, 5)
    seat = state.active
    put_building(state, "ebisu", 1 - seat, "food")
    set_hand(state, seat, {"shibuya": 1})
    state = act(state, "open")
    assert "open_at:ebisu" not in legal(state)
    with pytest.raises(IllegalAction):
        act(state, "open_at:ebisu")


def test_shop_joker_and_s25_relocation_paid_with_the_ward_being_left() -> None:
    state = at_action_phase(2, 5)
    seat = state.active
    put_building(state, "nakano", seat, "food")
    set_hand(state, seat, {"nakano": 1})
    state = act(state, "open")
    # A Nakano card is a joker: any empty station is a target.
    assert "open_at:tokyo" in legal(state)
    state = act(state, "open_at:tokyo")
    assert legal(state) == ["pay:nakano"]
    state = act(state, "pay:nakano")
    assert "relocate:nakano" in legal(state)
    state = act(state, "relocate:nakano")
    assert building(state, "nakano") == EMPTY
    assert building(state, "tokyo") == seat * 8
    assert rules.joker_mask(state, seat) == 1 << WARD_INDEX["chiyoda"]


def test_card_joker_discards_any_three_cards() -> None:
    state = at_action_phase(2, 5)
    seat = state.active
    set_hand(state, seat, {"katsushika": 1, "nerima": 1, "itabashi": 1})
    state = act(state, "open")
    state = act(state, "open_at:shibuya")
    assert legal(state) == ["joker"]
    state = act(state, "joker")
    # Ward order (Sumida..Katsushika by ward number): Itabashi 19, Nerima 20, Katsushika 22.
    assert legal(state) == ["discard:itabashi", "discard:nerima", "discard:katsushika"]
    for card in ("katsushika", "nerima", "itabashi"):
        state = act(state, f"discard:{card}")
    assert state.hand_size[seat] == 0
    state = act(state, "shop:food")
    assert building(state, "shibuya") == seat * 8


def test_dept_store_relocation_option_s2() -> None:
    for option, expect in (("any_station", True), ("sites_only", False)):
        state = at_action_phase(2, 5, dept_store_relocation=option)
        seat = state.active
        put_building(state, "shibuya", seat, None)
        state.shops[seat * 4 : seat * 4 + 4] = [0, 0, 0, 0]
        set_hand(state, seat, {"shibuya": 1})
        state = act(state, "open")
        assert ("open_at:yoyogi" in legal(state)) is expect
        assert "open_at:ebisu" not in legal(state) or expect
        if expect:
            state = act(state, "open_at:yoyogi")
            state = act(state, "pay:shibuya")
            assert legal(state) == ["relocate:shibuya"]


def test_single_rail_is_free_and_any_connection() -> None:
    state = at_action_phase(2, 6)
    seat = state.active
    hand = state.hand_size[seat]
    state = act(state, "build")
    options = legal(state)
    assert sum(o.startswith("rail:") for o in options) == 67
    assert "rail:shinjuku-yoyogi" not in options  # the permanent link never takes a rail
    state = act(state, "rail:tokyo-yotsuya")
    assert state.rail[C.connection_ids.index("tokyo-yotsuya")] == seat
    assert state.hand_size[seat] == hand
    assert state.rails_left[seat] == 15


def test_double_rail_pays_a_ward_on_the_route() -> None:
    """SEED: Yotsuya-Tokyo-Hatchobori: pay Shinjuku, Chiyoda or Chuo."""
    state = at_action_phase(2, 6)
    seat = state.active
    set_hand(state, seat, {"shinjuku": 1, "chiyoda": 1, "chuo": 1, "ota": 1})
    state = act(state, "build")
    state = act(state, "double:tokyo-yotsuya")
    assert "second:hatchobori-tokyo" in legal(state)
    assert "second:roppongi-shimbashi" not in legal(state)
    state = act(state, "second:hatchobori-tokyo")
    assert sorted(legal(state)) == ["joker", "pay:chiyoda", "pay:chuo", "pay:shinjuku"]
    state = act(state, "pay:chuo")
    assert state.rails_left[seat] == 14


@pytest.mark.parametrize(
    ("first", "second", "payable"),
    [
        # SEED: Iidabashi-Shinjuku=Yoyogi-Roppongi: Chiyoda, Shinjuku, Shibuya or Minato.
        ("iidabashi-shinjuku", "roppongi-yoyogi", {"chiyoda", "shinjuku", "shibuya", "minato"}),
        # Iidabashi-Shinjuku-Yotsuya touches only Shinjuku: Shibuya does not count.
        ("iidabashi-shinjuku", "shinjuku-yotsuya", {"chiyoda", "shinjuku"}),
        # SEED: Shibuya-Yoyogi-Roppongi: Shibuya or Minato.
        ("shibuya-yoyogi", "roppongi-yoyogi", {"shibuya", "minato"}),
    ],
)
def test_double_rail_routes_and_s17_payment_wards(
    first: str, second: str, payable: set[str]
) -> None:
    state = at_action_phase(2, 6)
    seat = state.active
    set_hand(state, seat, {w: 1 for w in ("chiyoda", "shinjuku", "shibuya", "minato")})
    state = act(state, "build")
    state = act(state, f"double:{first}")
    state = act(state, f"second:{second}")
    assert {o.split(":")[1] for o in legal(state) if o.startswith("pay:")} == payable


def test_two_unconnected_rails_are_not_a_double() -> None:
    state = at_action_phase(2, 6)
    set_hand(state, state.active, {"chiyoda": 3})
    state = act(state, "build")
    state = act(state, "double:tokyo-yotsuya")
    assert "second:oji-komagome" not in legal(state)
    assert "second:meguro-oimachi" not in legal(state)


def move_setup(**options: Any) -> tuple[State, int, int]:
    """SEED example: Itabashi customers start at Oyama and ride Oyama-Ikebukuro-Komagome-Oji."""
    state = at_action_phase(2, 7, **options)
    seat = state.active
    other = 1 - seat
    clear_ward_customers(state)
    put_customers(state, "itabashi", [("books", 2), ("food", 1), ("clothing", 1)])
    put_building(state, "ikebukuro", other, "books")
    put_building(state, "komagome", seat, "food")
    put_building(state, "oji", seat, None)
    put_rail(state, "ikebukuro-oyama", other)
    put_rail(state, "ikebukuro-komagome", seat)
    put_rail(state, "komagome-oji", other)
    set_hand(state, seat, {"itabashi": 1})
    set_hand(state, other, {"ota": 4})
    return state, seat, other


def test_move_delivers_one_customer_per_building_and_free_income_once() -> None:
    state, seat, other = move_setup()
    state = act(state, "move")
    assert legal(state) == ["move_from:itabashi"]
    state = act(state, "move_from:itabashi")
    state = act(state, "pay:itabashi")
    assert legal(state) == ["start:oyama"]
    state = act(state, "start:oyama")
    assert legal(state) == ["go:ikebukuro", "stop"]
    state = act(state, "go:ikebukuro")
    assert state.hand_size[other] == 5  # free INCOME: 4 or more cards -> draw 1
    assert screen_of(state, other)["books"] == (0, 1)  # the premium books got off (forced)
    state = act(state, "go:komagome")
    assert screen_of(state, seat)["food"] == (1, 0)
    state = act(state, "go:oji")
    assert state.hand_size[other] == 5  # at most one free INCOME per player per turn
    # The department store takes the last customer; the empty group ends the MOVE.
    assert screen_of(state, seat)["clothing"] == (1, 0)
    assert state.phase == PH_ACTION
    assert sum(ward_customers(state, "itabashi")) == 0
    check_invariants(state)


def test_stopping_at_the_start_delivers_only_there_and_customers_stay() -> None:
    state, seat, _other = move_setup()
    put_building(state, "oyama", seat, "clothing")
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama", "stop"):
        state = act(state, notation)
    assert screen_of(state, seat)["clothing"] == (1, 0)  # S15: the start station counts
    assert ward_customers(state, "itabashi")[2 * 2 + 1] == 1  # books (premium) stays
    assert sum(ward_customers(state, "itabashi")) == 2


def test_undelivered_customers_end_in_the_last_stations_ward() -> None:
    state, _seat, _other = move_setup()
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama"):
        state = act(state, notation)
    state = act(state, "go:ikebukuro")
    state = act(state, "stop")
    assert sum(ward_customers(state, "toshima")) == 2  # food + clothing, in Toshima now


def test_the_active_player_chooses_at_a_department_store() -> None:
    state, seat, _other = move_setup()
    put_building(state, "oyama", seat, None)
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama"):
        state = act(state, notation)
    assert state.phase == PH_DROP
    assert legal(state) == ["drop:food:1", "drop:clothing:1", "drop:books:2"]
    state = act(state, "drop:clothing:1")
    assert screen_of(state, seat)["clothing"] == (1, 0)
    assert state.phase == PH_MOVE_STEP


def test_move_uses_only_built_rails_and_the_permanent_link_without_revisits() -> None:
    state = at_action_phase(2, 8)
    seat = state.active
    clear_ward_customers(state)
    put_customers(state, "shinjuku", [("food", 1)])
    set_hand(state, seat, {"shinjuku": 1})
    for notation in ("move", "move_from:shinjuku", "pay:shinjuku", "start:shinjuku"):
        state = act(state, notation)
    assert legal(state) == ["go:yoyogi", "stop"]  # no rail built yet: only the permanent link
    state = act(state, "go:yoyogi")
    assert legal(state) == ["stop"]  # back to Shinjuku would revisit it


def test_s4_move_needs_customers_in_the_ward() -> None:
    state = at_action_phase(2, 8)
    seat = state.active
    clear_ward_customers(state)
    set_hand(state, seat, {"shinjuku": 1})
    assert "move" not in legal(state)


def test_upgrade_takes_the_next_star_stack_and_queues_the_customer() -> None:
    state = at_action_phase(2, 9)
    seat = state.active
    put_building(state, "shibuya", seat, "books")
    state.bag.remove(4)
    state.bag.remove(5)
    state.screen[seat * 8 + 4] = 1
    state.screen[seat * 8 + 5] = 1
    set_hand(state, seat, {"shibuya": 1})
    queue_before = sum(state.qcust)
    state = act(state, "upgrade")
    assert legal(state) == ["upgrade_at:shibuya"]
    state = act(state, "upgrade_at:shibuya")
    state = act(state, "pay:shibuya")
    assert state.phase == PH_SPEND
    assert legal(state) == ["spend:1", "spend:2"]
    state = act(state, "spend:2")
    assert building(state, "shibuya") == seat * 8 + DEPT
    assert state.stars[seat] == 3
    assert state.stacks_taken == 1
    assert state.shops[seat * 4 + 2] == 2
    assert state.depts[seat] == 2
    assert sum(state.qcust) == queue_before + 1 == C.star_first_visible + 1
    assert screen_of(state, seat)["books"] == (1, 0)
    check_invariants(state)


def test_upgrade_needs_a_site_a_matching_customer_and_no_stars_are_spent() -> None:
    state = at_action_phase(2, 9)
    seat = state.active
    put_building(state, "yoyogi", seat, "books")  # not a department-store site
    put_building(state, "shibuya", seat, "food")  # a site, but no food customer
    state.bag.remove(4)
    state.screen[seat * 8 + 4] = 1
    state.stars[seat] = 3
    set_hand(state, seat, {"shibuya": 2})
    assert "upgrade" not in legal(state)


def test_star_stacks_are_3_2_2_2_1_1_then_none() -> None:
    state = at_action_phase(2, 9)
    gained = []
    for _ in range(7):
        before = state.stars[0] + state.stars[1]
        if state.stacks_taken < 6:
            state.stars[state.active] += C.star_stacks[state.stacks_taken]
            state.stacks_taken += 1
        gained.append(state.stars[0] + state.stars[1] - before)
    assert gained == [3, 2, 2, 2, 1, 1, 0]
    assert list(C.star_stacks) == [3, 2, 2, 2, 1, 1]  # designer's init_gameboard


@pytest.mark.parametrize(
    ("option", "bag_empty", "triggered", "leaves"),
    [
        ("bag_empty", False, False, False),
        ("bag_empty", True, False, True),
        ("queue_empty", True, False, False),
        ("queue_empty", True, True, True),
    ],
)
def test_s26_when_the_upgrade_customer_leaves_the_game(
    option: str, bag_empty: bool, triggered: bool, leaves: bool
) -> None:
    state = at_action_phase(2, 9, upgrade_customer_removed_from=option)
    if bag_empty:
        state.wcust[0] += sum(1 for k in state.bag if k == 0)
        for kind in range(1, 8):
            state.wcust[kind] += state.bag.count(kind)
        state.bag = []
    if triggered:
        state.trigger_seat = state.active
    assert rules.upgrade_customer_leaves(state) is leaves


def test_s8_option_removes_the_customer_after_the_last_star() -> None:
    state = at_action_phase(2, 9, upgrade_customer_after_last_star="remove")
    assert rules.upgrade_customer_leaves(state) is False
    state.stacks_taken = 6
    assert rules.upgrade_customer_leaves(state) is True
    default = at_action_phase(2, 9)
    default.stacks_taken = 6
    assert rules.upgrade_customer_leaves(default) is False


# --------------------------------------------------------------------------- end (§8)


def drain_to_trigger(state: State) -> State:
    """Empty the bag into the map and leave one food customer on slot 1."""
    for i, count in enumerate(state.qcust):
        state.wcust[i % 8] += count
        state.qcust[i] = 0
    for kind in state.bag:
        state.wcust[kind] += 1
    state.bag = []
    state.wcust[0] -= 1
    state.qcust[0] = 1
    state.legal_cache = None
    return state


@pytest.mark.parametrize("rule", ["complete_round", "literal_de"])
def test_end_completes_the_round_or_follows_the_literal_rule(rule: str) -> None:
    state = at_action_phase(3, 11, end_rule=rule, start_seat=0)
    state = act(state, "end")
    state = act(state, "end")
    assert state.active == 2
    # The start player (seat 0) will place the last queue customer at the start of its turn.
    state = drain_to_trigger(state)
    state = act(state, "end")
    assert state.active == 0
    assert state.trigger_seat == 0
    assert not state.over
    state = act(state, "end")
    if rule == "literal_de":
        assert state.over  # S1 literal reading: the start player ends the game at once
    else:
        assert not state.over
        assert state.active == 1
        state = act(state, "end")  # seat 1
        assert not state.over
        assert state.active == 2
        state = act(state, "end")  # seat 2: play would pass to the start player
        assert state.over
    assert state.end_reason == "last_customer_placed"
    assert GAME.outcome(state) is not None


def test_the_game_ends_right_after_the_seat_before_the_start_player() -> None:
    state = at_action_phase(3, 12, start_seat=0)
    state = drain_to_trigger(state)
    state = act(state, "end")  # seat 1 places the last customer
    assert state.trigger_seat == 1
    assert not state.over
    state = act(state, "end")  # seat 2 still plays
    assert not state.over
    assert state.active == 2
    state = act(state, "end")
    assert state.over


# --------------------------------------------------------------------------- CEO (§9)


def test_ceo_first_placement_anywhere_then_adjacent_or_stay() -> None:
    state = new_game(2, 13, ceo=True)
    assert state.phase == PH_CEO
    assert len(legal(state)) == NUM_WARDS
    assert "ceo_stay" not in legal(state)
    seat = state.active
    state = act(state, "ceo:itabashi")
    assert state.ceo[seat] == WARD_INDEX["itabashi"]
    assert rules.joker_mask(state, seat) & (1 << WARD_INDEX["itabashi"])
    state = act(state, "end")
    state = act(state, legal(state)[0])
    state = act(state, "end")
    assert state.active == seat
    assert state.phase == PH_CEO
    assert legal(state) == ["ceo:toshima", "ceo:kita", "ceo:nerima", "ceo_stay"]


def test_ceo_joker_pays_for_another_ward() -> None:
    """SEED: with the CEO in Shinagawa, a Shinagawa card opens a shop at Shimbashi (Minato)."""
    state = new_game(2, 14, ceo=True)
    seat = state.active
    state = act(state, "ceo:shinagawa")
    set_hand(state, seat, {"shinagawa": 1})
    state = act(state, "open")
    state = act(state, "open_at:shimbashi")
    assert legal(state) == ["pay:shinagawa"]


# --------------------------------------------------------------------------- Kaiju (§10)


def kaiju_next(state: State) -> State:
    """Put the Kaiju card on top of the draw pile."""
    state.deck.remove(KAIJU_CARD)
    state.deck.append(KAIJU_CARD)
    return state


def test_kaiju_activates_on_the_queue_and_moves_the_same_turn_s10() -> None:
    state = at_action_phase(2, 15, kaiju=True)
    state = act(kaiju_next(state), "end")
    assert state.kaiju == KAIJU_BAY
    assert state.phase == PH_KAIJU
    assert KAIJU_CARD not in state.qcard
    assert KAIJU_CARD not in state.deck
    assert all(card != EMPTY for card in state.qcard)  # a replacement was drawn
    expected = sorted(C.bay_adjacent)
    assert legal(state) == [f"kaiju:{C.ward_ids[w]}" for w in expected]


def test_kaiju_drawn_as_income_moves_on_the_next_turn() -> None:
    state = at_action_phase(2, 15, kaiju=True)
    seat = state.active
    set_hand(state, seat, {"ota": 5})
    state = act(kaiju_next(state), "income")
    assert state.hand_size[seat] == 6  # the replacement card
    assert state.active != seat
    assert state.phase == PH_KAIJU


def test_kaiju_panic_blocking_and_ceo_eviction() -> None:
    state = new_game(2, 16, kaiju=True, ceo=True, start_seat=0)
    state = act(state, "ceo:koto")
    state = act(state, "end")
    state = act(state, "ceo:ota")
    state = act(kaiju_next(state), "end")
    assert state.active == 0
    assert state.phase == PH_KAIJU
    clear_ward_customers(state)
    put_customers(state, "koto", [("food", 1), ("books", 1)])
    state = act(state, "kaiju:koto")
    assert state.phase == PH_FLEE
    adjacent = sorted(C.ward_adjacent[WARD_INDEX["koto"]])
    assert legal(state) == [f"flee:{C.ward_ids[w]}" for w in adjacent]
    state = act(state, "flee:sumida")
    assert sum(ward_customers(state, "sumida")) == 2
    assert sum(ward_customers(state, "koto")) == 0
    assert state.phase == PH_EVICT
    assert all(a.startswith("evict:0:") for a in legal(state))
    state = act(state, "evict:0:chuo")
    assert state.ceo[0] == WARD_INDEX["chuo"]
    assert state.phase == PH_CEO
    assert "ceo:koto" not in legal(state)
    state = act(state, "ceo_stay")
    assert state.phase == PH_ACTION


def test_s3_the_kaiju_ward_blocks_move_start_pass_and_stop() -> None:
    state = at_action_phase(2, 16, kaiju=True)
    seat = state.active
    state.kaiju = WARD_INDEX["shibuya"]
    clear_ward_customers(state)
    put_customers(state, "shibuya", [("food", 1)])
    put_customers(state, "shinjuku", [("books", 1)])
    put_rail(state, "shinjuku-takadanobaba", 1 - seat)
    set_hand(state, seat, {"shibuya": 1, "shinjuku": 1})
    state = act(state, "move")
    assert legal(state) == ["move_from:shinjuku"]  # Shibuya's customers cannot move
    for notation in ("move_from:shinjuku", "pay:shinjuku", "start:shinjuku"):
        state = act(state, notation)
    # Yoyogi (Shibuya ward) is off limits even over the permanent link.
    assert legal(state) == ["go:takadanobaba", "stop"]


def test_the_kaiju_never_returns_to_tokyo_bay() -> None:
    state = at_action_phase(2, 15, kaiju=True)
    state = act(kaiju_next(state), "end")
    state = act(state, "kaiju:ota")
    while state.phase != PH_ACTION:
        state = act(state, legal(state)[0])
    state = act(state, "end")
    assert state.phase == PH_KAIJU
    assert legal(state) == [
        f"kaiju:{C.ward_ids[w]}" for w in sorted(C.ward_adjacent[WARD_INDEX["ota"]])
    ]


def test_kaiju_blocks_option_s3() -> None:
    state = at_action_phase(2, 17, kaiju=True, kaiju_blocks="move_open_upgrade_build")
    state.kaiju = WARD_INDEX["shibuya"]
    set_hand(state, state.active, {"shibuya": 3})
    state = act(state, "open")
    assert not any(o in legal(state) for o in ("open_at:shibuya", "open_at:yoyogi"))
    default = at_action_phase(2, 17, kaiju=True)
    default.kaiju = WARD_INDEX["shibuya"]
    set_hand(default, default.active, {"shibuya": 3})
    default = act(default, "open")
    assert "open_at:shibuya" in legal(default)


def test_ceo_first_order_option_s23() -> None:
    state = at_action_phase(2, 18, kaiju=True, ceo=True, kaiju_ceo_order="ceo_first")
    state = act(kaiju_next(state), "end")
    assert state.phase == PH_CEO
    state = act(state, legal(state)[0])
    assert state.phase == PH_KAIJU


# --------------------------------------------------------------------------- config


@pytest.mark.parametrize(
    ("players", "options", "field"),
    [
        (1, {}, "players"),
        (5, {}, "players"),
        (2, {"ceo": "yes"}, "options.ceo"),
        (2, {"kaiju_ceo_order": "sometimes"}, "options.kaiju_ceo_order"),
        (2, {"start_seat": 2}, "options.start_seat"),
        (2, {"start_seat": True}, "options.start_seat"),
        (3, {"nope": 1}, "options.nope"),
        (
            2,
            {"corporations": "fuji_rails,fuji_rails,tokyo_skyline,robotrains"},
            "options.corporations",
        ),
    ],
)
def test_normalize_config_names_the_bad_field(
    players: int, options: dict[str, object], field: str
) -> None:
    with pytest.raises(InvalidConfig) as info:
        GAME.normalize_config(players=players, options=options)
    assert info.value.reason.startswith(field)


def test_normalize_config_fills_every_default() -> None:
    config = GAME.normalize_config(players=3, options={})
    assert config == {
        "players": 3,
        "ceo": False,
        "kaiju": False,
        "kaiju_ceo_order": "kaiju_first",
        "end_rule": "complete_round",
        "dept_store_relocation": "any_station",
        "kaiju_blocks": "move_only",
        "upgrade_customer_removed_from": "bag_empty",
        "upgrade_customer_after_last_star": "queue",
        "start_seat": -1,
        "free_income": "auto",
        "corporations": "fuji_rails,onigatetsu,tokyo_skyline,robotrains",
    }
    assert {spec.name for spec in GAME.options} == set(config) - {"players"}


def test_illegal_actions_raise_with_a_reason() -> None:
    state = at_action_phase(2, 19)
    with pytest.raises(IllegalAction, match="not legal now"):
        act(state, "stop")
    with pytest.raises(IllegalAction, match="turn"):
        GAME.apply(state, GAME.parse_action(state, 1 - state.active, "end"))


def test_s10_kaiju_drawn_by_a_free_income_moves_on_the_next_turn() -> None:
    state, seat, other = move_setup(kaiju=True)
    kaiju_next(state)
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama"):
        state = act(state, notation)
    state = act(state, "go:ikebukuro")  # the rail owner's free INCOME draws the Kaiju card
    assert state.kaiju == KAIJU_BAY
    assert state.hand_size[other] == 5  # the replacement card
    assert state.active == seat
    assert state.phase == PH_MOVE_STEP
    state = act(state, "stop")
    state = act(state, "end")
    assert state.active == other
    assert state.phase == PH_KAIJU


def test_s13_no_ceo_joker_before_the_car_is_placed() -> None:
    state = new_game(2, 14, ceo=True)
    seat = state.active
    assert rules.joker_mask(state, seat) == 0
    state = act(state, "ceo:shinagawa")
    assert rules.joker_mask(state, seat) == 1 << WARD_INDEX["shinagawa"]


def test_s18_a_card_joker_may_include_joker_cards() -> None:
    state = at_action_phase(2, 5)
    seat = state.active
    put_building(state, "nerima", seat, "food")
    set_hand(state, seat, {"nerima": 3})
    state = act(state, "open")
    state = act(state, "open_at:tokyo")
    assert legal(state) == ["pay:nerima", "joker"]
    state = act(state, "joker")
    for _ in range(3):
        state = act(state, "discard:nerima")
    assert state.hand_size[seat] == 0
    assert legal(state)[0] == "shop:food"


def test_upgrade_after_the_bag_is_empty_removes_the_customer() -> None:
    state = at_action_phase(2, 9)
    seat = state.active
    for kind in state.bag:
        state.wcust[kind] += 1
    state.bag = []
    put_building(state, "shibuya", seat, "food")
    state.wcust[0] -= 1
    state.screen[seat * 8] = 1
    set_hand(state, seat, {"shibuya": 1})
    queue_before = sum(state.qcust)
    for notation in ("upgrade", "upgrade_at:shibuya", "pay:shibuya"):
        state = act(state, notation)
    assert state.removed[0] == 1
    assert sum(state.qcust) == queue_before
    assert state.stars[seat] == 3
    check_invariants(state)


def every_card_in_hands(state: State, holder: int, keep_slot_one: bool) -> State:
    """S27 position: deck and discard empty, every ward card in hands (the free ones go to
    `holder`), no queue card but, if asked, slot 1's; the queue customers go into the bag."""
    keep = state.qcard[0] if keep_slot_one else EMPTY
    moved = [*state.deck, *state.discard, *(c for c in state.qcard if c != EMPTY)]
    if keep != EMPTY:
        moved.remove(keep)
    for card in moved:
        state.hand[holder * NUM_WARDS + card] += 1
        state.hand_size[holder] += 1
    state.deck = []
    state.discard = []
    state.qcard = [keep] + [EMPTY] * (C.queue_slots - 1)
    for i, count in enumerate(state.qcust):
        state.bag.extend([i % 8] * count)
        state.qcust[i] = 0
    state.legal_cache = None
    return state


def test_s27_a_customer_with_no_queue_card_triggers_the_end() -> None:
    state = every_card_in_hands(at_action_phase(3, 21, start_seat=0), 2, keep_slot_one=True)
    slot_one = state.qcard[0]
    put_customers(state, C.ward_ids[0], [("food", 1), ("books", 2)])  # from the bag...
    state.wcust[0 * 8 + 0] -= 1
    state.wcust[0 * 8 + 5] -= 1
    state.qcust[0] = state.qcust[5] = 1  # ...onto slot 1
    bag = list(state.bag)
    ward_before = ward_customers(state, C.ward_ids[slot_one])
    check_invariants(state)
    state = act(state, "end")  # seat 1: slot 1 is placed, the refill finds no card at all
    check_invariants(state)
    assert state.active == 1
    assert state.trigger_seat == 1  # §8.1 trigger while the bag still holds customers
    assert state.bag == bag  # the customer that found no card went back into the bag
    assert not any(state.removed)
    assert not any(state.qcust)
    placed = ward_customers(state, C.ward_ids[slot_one])
    assert placed[0] == ward_before[0] + 1
    assert placed[5] == ward_before[5] + 1
    state = act(state, "income")  # seat 1 finishes the turn (nothing left to draw)
    state = act(state, "end")  # seat 2: the round is completed
    check_invariants(state)
    assert state.over
    assert state.end_reason == "last_customer_placed"
    assert state.bag == bag  # no refill drew a customer
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "last_customer_placed"
    assert [r.seat for r in outcome.results] == [0, 1, 2]


def test_s27_also_covers_an_upgrade_customer_with_no_queue_card() -> None:
    state = every_card_in_hands(at_action_phase(2, 9, start_seat=0), 0, keep_slot_one=False)
    seat = state.active
    put_building(state, "shibuya", seat, "food")
    state.bag.remove(0)
    state.screen[seat * 8] = 1
    assert state.hand[seat * NUM_WARDS + WARD_INDEX["shibuya"]]
    bag_size = len(state.bag)
    for notation in ("upgrade", "upgrade_at:shibuya", "pay:shibuya"):
        state = act(state, notation)
    check_invariants(state)
    assert state.trigger_seat == seat
    assert len(state.bag) == bag_size + 1
    assert not any(state.removed)
    assert rules.upgrade_customer_leaves(state)  # as if the bag were empty (S26)
    state = act(state, "end")
    assert not state.over
    assert state.active == 1
    state = act(state, "end")
    assert state.over
    assert state.end_reason == "last_customer_placed"


@pytest.mark.parametrize(("players", "seed", "income_per_mille"), [(2, 0, 1000), (3, 1, 700)])
def test_s27_card_hoarding_playouts_end_normally(
    players: int, seed: int, income_per_mille: int
) -> None:
    """Playouts that take INCOME whenever they may (or mostly) hoard every ward card; before
    S27 they ran to the 600-turn guard, now the end is triggered when the queue runs dry."""
    state = new_game(players, seed, start_seat=0)
    rng = SeededRng(seed, 7)
    while not state.over:
        options = GAME.legal_actions(state, rules.decider(state))
        income = [a for a in options if a.kind == "income"]
        if income and rng.below(1000) < income_per_mille:
            action = income[0]
        else:
            action = options[rng.below(len(options))]
        state = GAME.apply(state, action)
    check_invariants(state)
    assert state.end_reason == "last_customer_placed"
    assert state.bag  # ended with customers still in the bag: S27, not the bag running out
    assert state.turn < C.turn_limit
    assert GAME.outcome(state) is not None


def test_the_safety_turn_limit_ends_a_stuck_game() -> None:
    state = at_action_phase(2, 3)
    state.turn = C.turn_limit
    state = act(state, "end")
    assert state.over
    assert state.end_reason == "turn_limit"
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "turn_limit"


def test_s6_prompted_free_income_asks_the_rail_owner() -> None:
    state, seat, other = move_setup(free_income="prompt")
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama"):
        state = act(state, notation)
    state = act(state, "go:ikebukuro")
    assert GAME.current_seats(state) == (other,)
    assert GAME.legal_actions(state, seat) == []
    assert legal(state) == ["free_income", "skip_income"]
    assert screen_of(state, other)["books"] == (0, 0)  # the customers have not arrived yet
    state = act(state, "free_income")
    assert state.hand_size[other] == 5
    assert screen_of(state, other)["books"] == (0, 1)
    assert GAME.current_seats(state) == (seat,)
    state = act(state, "go:komagome")
    state = act(state, "go:oji")  # the same owner is not asked twice in a turn
    assert state.hand_size[other] == 5
    assert state.phase == PH_ACTION


def test_s6_a_declined_free_income_draws_nothing() -> None:
    state, _seat, other = move_setup(free_income="prompt")
    for notation in ("move", "move_from:itabashi", "pay:itabashi", "start:oyama", "go:ikebukuro"):
        state = act(state, notation)
    state = act(state, "skip_income")
    assert state.hand_size[other] == 4


def test_a_connection_holds_one_rail() -> None:
    state = at_action_phase(2, 6)
    state = act(state, "build")
    state = act(state, "rail:tokyo-yotsuya")
    state = act(state, "end")
    while state.phase != PH_ACTION:
        state = act(state, legal(state)[0])
    state = act(state, "build")
    assert "rail:tokyo-yotsuya" not in legal(state)
    assert "double:tokyo-yotsuya" not in legal(state)
    assert len([o for o in legal(state) if o.startswith("rail:")]) == 66


def test_upgrade_needs_a_department_store_in_supply() -> None:
    state = at_action_phase(2, 9)
    seat = state.active
    put_building(state, "shibuya", seat, "books")
    state.bag.remove(4)
    state.screen[seat * 8 + 4] = 1
    set_hand(state, seat, {"shibuya": 1})
    assert "upgrade" in legal(state)
    for site in ("tokyo", "akihabara", "ueno"):
        put_building(state, site, seat, None)
    assert state.depts[seat] == 0
    assert "upgrade" not in legal(state)
