"""Test helpers: random playouts, an invariant checker and a position builder."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from games.engine.rng import SeededRng
from games.shinjuku import GAME
from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS, STATION_INDEX, WARD_INDEX, C
from games.shinjuku.rules import decider
from games.shinjuku.state import (
    DEPT,
    EMPTY,
    KAIJU_INACTIVE,
    PH_ACTION,
    PH_FLEE,
    PH_FREE_INCOME,
    State,
)

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"ceo": True}),
    (3, {"ceo": True}),
    (4, {"ceo": True}),
    (2, {"kaiju": True}),
    (3, {"kaiju": True}),
    (4, {"kaiju": True}),
    (2, {"ceo": True, "kaiju": True}),
    (3, {"ceo": True, "kaiju": True, "kaiju_ceo_order": "ceo_first"}),
    (4, {"ceo": True, "kaiju": True}),
    (4, {"ceo": True, "kaiju": True, "kaiju_blocks": "move_open_upgrade_build"}),
    (3, {"end_rule": "literal_de", "dept_store_relocation": "sites_only"}),
    (2, {"free_income": "prompt", "ceo": True}),
    (4, {"free_income": "prompt", "kaiju": True}),
    (
        4,
        {
            "upgrade_customer_removed_from": "queue_empty",
            "upgrade_customer_after_last_star": "remove",
        },
    ),
]

TOTAL_CUSTOMERS = sum(C.customers)
TOTAL_CARDS = sum(C.ward_cards)


def new_game(players: int = 4, seed: int = 1, **options: Any) -> State:
    config = GAME.normalize_config(players=players, options=options)
    return GAME.initial_state(config, seed)


def act(state: State, notation: str) -> State:
    """Apply the active seat's action given in notation."""
    seat = decider(state)
    return GAME.apply(state, GAME.parse_action(state, seat, notation))


def legal(state: State) -> list[str]:
    return [a.to_notation() for a in GAME.legal_actions(state, decider(state))]


def random_steps(
    state: State, seed: int, limit: int = 100_000
) -> Iterator[tuple[State, ShinjukuAction, State]]:
    """Yield (before, action, after) for a random legal playout until the game ends."""
    rng = SeededRng(seed, 99)
    for _ in range(limit):
        seats = GAME.current_seats(state)
        if not seats:
            return
        options = GAME.legal_actions(state, seats[0])
        assert options, "a seat to move must have a legal action"
        action = options[rng.below(len(options))]
        after = GAME.apply(state, action)
        yield state, action, after
        state = after
    raise AssertionError("the game did not end")


def customer_totals(state: State) -> list[int]:
    """Per kind: bag + queue + wards + screens + walking group + removed."""
    in_bag = Counter(state.bag)
    on_board = [a + b for a, b in zip(state.qcust, state.wcust, strict=False)]
    on_board += state.wcust[len(state.qcust) :]
    return [
        in_bag[kind]
        + sum(on_board[kind::8])
        + sum(state.screen[kind::8])
        + state.p_group[kind]
        + state.removed[kind]
        for kind in range(8)
    ]


def card_totals(state: State) -> list[int]:
    """Per card (wards, then the Kaiju card): draw pile + discard + queue + hands."""
    piles = Counter(state.deck)
    piles.update(state.discard)
    piles.update(state.qcard)
    hands = [sum(state.hand[ward::NUM_WARDS]) for ward in range(NUM_WARDS)]
    return [piles[card] + (hands[card] if card < NUM_WARDS else 0) for card in range(NUM_WARDS + 1)]


def check_invariants(state: State) -> None:
    n = state.cfg.players
    assert customer_totals(state) == list(C.customers), "customer markers are conserved"
    cards = card_totals(state)
    assert cards[:NUM_WARDS] == list(C.ward_cards), "ward cards are conserved"
    kaiju_card_expected = 1 if state.cfg.kaiju and state.kaiju == KAIJU_INACTIVE else 0
    assert cards[KAIJU_CARD] == kaiju_card_expected
    assert KAIJU_CARD not in state.discard
    assert KAIJU_CARD not in state.qcard
    for flat in (
        state.hand,
        state.hand_size,
        state.screen,
        state.shops,
        state.depts,
        state.rails_left,
        state.qcust,
        state.wcust,
        state.p_group,
        state.removed,
    ):
        assert min(flat) >= 0, "no negative supply or count"
    buildings = Counter(state.station)  # code seat * 8 + (good | DEPT) -> how many
    rails = Counter(state.rail)
    for seat in range(n):
        assert state.hand_size[seat] == sum(state.hand[seat * NUM_WARDS : (seat + 1) * NUM_WARDS])
        for good in range(4):
            on_board = buildings[seat * 8 + good]
            assert state.shops[seat * 4 + good] + on_board == C.shops_per_good
        assert state.depts[seat] + buildings[seat * 8 + DEPT] == C.dept_stores
        assert state.rails_left[seat] + rails[seat] == C.rails
    assert sum(state.stars) == sum(C.star_stacks[: state.stacks_taken])
    upgrades = sum(buildings[seat * 8 + DEPT] for seat in range(n))
    assert upgrades >= state.stacks_taken
    all_cards = EMPTY not in state.qcard
    if all_cards:
        loaded = [any(state.qcust[s * 8 : s * 8 + 8]) for s in range(C.queue_slots)]
        assert loaded == sorted(loaded, reverse=True), "loaded queue cards are slots 1..k"
        for good in range(4):
            holding = [
                s
                for s in range(C.queue_slots)
                if state.qcust[s * 8 + good * 2] or state.qcust[s * 8 + good * 2 + 1]
            ]
            assert len(holding) <= 1, "no good on two queue cards"
        if state.bag and upgrades <= len(C.star_stacks) and not any(state.removed):
            visible = C.star_first_visible + state.stacks_taken
            assert sum(state.qcust) == visible, "queue count equals the visible star number"
    if state.over:
        assert GAME.current_seats(state) == ()
        assert GAME.legal_actions(state, state.active) == []
    else:
        seat = decider(state)
        assert GAME.current_seats(state) == (seat,)
        assert GAME.legal_actions(state, seat), "legal actions never empty"
        assert (seat == state.active) == (state.phase != PH_FREE_INCOME)
        for other in range(n):
            if other != seat:
                assert GAME.legal_actions(state, other) == []
    if state.cfg.ceo and state.kaiju >= 0 and state.phase != PH_FLEE:
        # Cars the active player still has to relocate (S12) are the only ones there.
        inside = [seat for seat in range(n) if state.ceo[seat] == state.kaiju]
        assert inside == state.p_evict, "no CEO stays in the Kaiju's ward"


def at_action_phase(players: int = 2, seed: int = 1, **options: Any) -> State:
    """A fresh game advanced to the active seat's ACTION decision (CEO/Kaiju steps done)."""
    state = new_game(players, seed, **options)
    while state.phase != PH_ACTION:
        state = GAME.apply(state, GAME.legal_actions(state, state.active)[0])
    return state


def set_hand(state: State, seat: int, cards: dict[str, int]) -> None:
    """Replace `seat`'s hand (the removed cards go to the draw pile, so cards stay 72)."""
    base = seat * NUM_WARDS
    for ward in range(NUM_WARDS):
        state.deck.extend([ward] * state.hand[base + ward])
        state.hand[base + ward] = 0
    for name, count in cards.items():
        ward = WARD_INDEX[name]
        for _ in range(count):
            _take_card(state, ward, seat)
        state.hand[base + ward] = count
    state.hand_size[seat] = sum(cards.values())
    state.legal_cache = None


def _take_card(state: State, ward: int, seat: int) -> None:
    """Remove one card of `ward` from the draw pile, the discard pile or another hand."""
    for pile in (state.deck, state.discard):
        if ward in pile:
            pile.remove(ward)
            return
    for other in range(state.cfg.players):
        if other != seat and state.hand[other * NUM_WARDS + ward]:
            state.hand[other * NUM_WARDS + ward] -= 1
            state.hand_size[other] -= 1
            return
    raise AssertionError(f"no {C.ward_ids[ward]} card left to take")


def put_building(state: State, station: str, seat: int, good: str | None) -> None:
    """A shop of `good` (or a department store when None) of `seat` at `station`."""
    st = STATION_INDEX[station]
    if good is None:
        state.depts[seat] -= 1
        state.station[st] = seat * 8 + DEPT
    else:
        g = C.goods.index(good)
        state.shops[seat * 4 + g] -= 1
        state.station[st] = seat * 8 + g
    state.legal_cache = None


def put_rail(state: State, connection: str, seat: int) -> None:
    from games.shinjuku.components import CONNECTION_INDEX

    state.rail[CONNECTION_INDEX[connection]] = seat
    state.rails_left[seat] -= 1
    state.legal_cache = None


def clear_ward_customers(state: State) -> None:
    """Move every map customer back into the bag (keeps the 72 conserved)."""
    for i, count in enumerate(state.wcust):
        state.bag.extend([i % 8] * count)
        state.wcust[i] = 0
    state.legal_cache = None


def put_customers(state: State, ward: str, kinds: list[tuple[str, int]]) -> None:
    """Take customers (good, weight) out of the bag and lay them in `ward`."""
    w = WARD_INDEX[ward]
    for good, weight in kinds:
        kind = C.goods.index(good) * 2 + weight - 1
        state.bag.remove(kind)
        state.wcust[w * 8 + kind] += 1
    state.legal_cache = None


def screen_of(state: State, seat: int) -> dict[str, tuple[int, int]]:
    return {
        good: (state.screen[seat * 8 + g * 2], state.screen[seat * 8 + g * 2 + 1])
        for g, good in enumerate(C.goods)
    }
