"""Search support for bots: determinisation of hidden information and a position heuristic.

`determinize` re-deals everything `seat` cannot see: the other hands and the draw pile (one
pool of unseen cards, the Kaiju card kept in the draw pile), the order of the customer bag
and the RNG state that will drive later reshuffles. Each pool is sorted before shuffling,
so the result depends only on what is unseen, never on where it really is. Customers
behind other screens are not re-dealt: every transfer onto a screen is public (S21).
"""

from __future__ import annotations

import random

from games.shinjuku.components import KAIJU_CARD, NUM_WARDS, C
from games.shinjuku.rules import joker_mask
from games.shinjuku.scoring import fast_score, good_counts
from games.shinjuku.state import A_MOVE, A_OPEN, DEPT, PH_JOKER, PH_MOVE_START, PH_PAY, State

NW = NUM_WARDS
STATION_WARD = C.station_ward
# Heuristic weights, in points: a card is one future payment; a building collects customers.
CARD_VALUE = 0.25
SHOP_VALUE = 1.0
DEPT_VALUE = 2.0
RAIL_VALUE = 0.1
# A matching customer in the building's own ward can be delivered by a zero-length MOVE;
# one in a neighbouring ward needs rails first.
SAME_WARD_CUSTOMER_VALUE = 0.3
NEIGHBOUR_WARD_CUSTOMER_VALUE = 0.1
JOKER_WARD_VALUE = 0.2
# Chosen targets of an action under way (see _prospect).
OPEN_PROSPECT = 0.1
MOVE_PROSPECT = 0.9
OPPONENT_SHARE = 0.5


def determinize(state: State, seat: int, rng: random.Random) -> State:
    sample = state.clone()
    players = state.cfg.players
    pool = [card for card in state.deck if card != KAIJU_CARD]
    for other in range(players):
        if other == seat:
            continue
        base = other * NW
        for ward in range(NW):
            pool.extend([ward] * state.hand[base + ward])
    pool.sort()
    rng.shuffle(pool)
    deal = iter(pool)
    for other in range(players):
        if other == seat:
            continue
        base = other * NW
        for ward in range(NW):
            sample.hand[base + ward] = 0
        for _ in range(state.hand_size[other]):
            sample.hand[base + next(deal)] += 1
    deck = list(deal)
    if KAIJU_CARD in state.deck:
        deck.append(KAIJU_CARD)
        rng.shuffle(deck)
    sample.deck = deck
    bag = sorted(state.bag)
    rng.shuffle(bag)
    sample.bag = bag
    sample.rng = rng.getrandbits(64)
    return sample


def _own_value(state: State, seat: int) -> float:
    value = float(fast_score(good_counts(state.screen, seat), state.stars[seat]))
    value += state.hand_size[seat] * CARD_VALUE
    value += (C.rails - state.rails_left[seat]) * RAIL_VALUE
    waiting = state.wcust
    for st, code in enumerate(state.station):
        if code < 0 or code >> 3 != seat:
            continue
        ward = STATION_WARD[st]
        if code & 7 == DEPT:
            value += DEPT_VALUE
            kinds: tuple[int, ...] = tuple(range(8))
        else:
            value += SHOP_VALUE
            kinds = ((code & 7) * 2, (code & 7) * 2 + 1)
        here = sum(waiting[ward * 8 + k] for k in kinds)
        if here:
            value += SAME_WARD_CUSTOMER_VALUE
        near = sum(waiting[other * 8 + k] for other in C.ward_adjacent[ward] for k in kinds)
        value += NEIGHBOUR_WARD_CUSTOMER_VALUE * min(near, 3)
    value += JOKER_WARD_VALUE * bin(joker_mask(state, seat)).count("1")
    if state.active == seat and state.p_target >= 0:
        value += _prospect(state, seat)
    return value


def _prospect(state: State, seat: int) -> float:
    """What a chosen-but-unfinished OPEN or MOVE promises, so that a one-step search can tell
    its targets apart before anything on the board has changed."""
    if state.p_kind == A_OPEN and state.phase in (PH_PAY, PH_JOKER):
        ward = STATION_WARD[state.p_target]
        return OPEN_PROSPECT * min(3, sum(state.wcust[ward * 8 : ward * 8 + 8]))
    if state.p_kind == A_MOVE and state.phase in (PH_PAY, PH_JOKER, PH_MOVE_START):
        ward = state.p_target
        group = state.wcust[ward * 8 : ward * 8 + 8]
        best = 0
        for st in C.ward_stations[ward]:
            code = state.station[st]
            if code >= 0 and code >> 3 == seat:
                good = code & 7
                if good == DEPT or group[good * 2] or group[good * 2 + 1]:
                    best = 1
        return MOVE_PROSPECT * best
    return 0.0


def evaluate(state: State, seat: int) -> float:
    """Own position minus a share of the best opponent's."""
    players = state.cfg.players
    best_other = max(_own_value(state, other) for other in range(players) if other != seat)
    return _own_value(state, seat) - OPPONENT_SHARE * best_other
