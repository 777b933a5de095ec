"""Search support for bots: determinisation of hidden information, a position heuristic
(`evaluate`, for games/greedy.py and games/mcts.py) and the MCTS playout policy.

`determinize` re-deals everything `seat` cannot see: the other hands and the draw pile (one
pool of unseen cards, the Kaiju card kept in the draw pile), the order of the customer bag
and the RNG state that will drive later reshuffles. Each pool is sorted before shuffling,
so the result depends only on what is unseen, never on where it really is. Customers
behind other screens are not re-dealt: every transfer onto a screen is public (S21).

`playout_action` replaces the MCTS bot's random playouts. A Shinjuku turn is a chain of small
decisions (MOVE, ward, payment, start, steps, stop), and a random chain almost never delivers a
customer: random playouts made every scoring action look worse than INCOME, and the bot,
which finishes each turn at random before judging it, lost to greedy. Greedy playouts judge an
action by the turn it leads to, as the greedy bot does, and the tree searches around them.
`evaluate` is called for every option of every playout step, so it reads per-ward customer
counts computed once per call rather than summing the queue per building.
"""

from __future__ import annotations

import random

from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS, C
from games.shinjuku.rules import apply_action
from games.shinjuku.scoring import fast_score, good_counts
from games.shinjuku.state import A_MOVE, A_OPEN, DEPT, PH_JOKER, PH_MOVE_START, PH_PAY, State

NW = NUM_WARDS
STATION_WARD = C.station_ward
WARD_ADJACENT = C.ward_adjacent
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


def _ward_goods(state: State) -> list[int]:
    """Waiting customers per ward and good: `[ward * 5 + good]` for the four goods, and
    `[ward * 5 + DEPT]` for all of them (what a department store sells)."""
    waiting = state.wcust
    counts = [0] * (NW * 5)
    for ward in range(NW):
        base = ward * 8
        food = waiting[base] + waiting[base + 1]
        clothing = waiting[base + 2] + waiting[base + 3]
        books = waiting[base + 4] + waiting[base + 5]
        electronics = waiting[base + 6] + waiting[base + 7]
        at = ward * 5
        counts[at] = food
        counts[at + 1] = clothing
        counts[at + 2] = books
        counts[at + 3] = electronics
        counts[at + DEPT] = food + clothing + books + electronics
    return counts


def _own_value(state: State, seat: int, ward_goods: list[int]) -> float:
    value = float(fast_score(good_counts(state.screen, seat), state.stars[seat]))
    value += state.hand_size[seat] * CARD_VALUE
    value += (C.rails - state.rails_left[seat]) * RAIL_VALUE
    jokers = 0  # joker_mask: the wards of own buildings and of the own CEO
    for st, code in enumerate(state.station):
        if code < 0 or code >> 3 != seat:
            continue
        ward = STATION_WARD[st]
        jokers |= 1 << ward
        good = code & 7  # a shop's good, or DEPT: then ward_goods counts every customer
        value += DEPT_VALUE if good == DEPT else SHOP_VALUE
        if ward_goods[ward * 5 + good]:
            value += SAME_WARD_CUSTOMER_VALUE
        near = 0
        for other in WARD_ADJACENT[ward]:
            near += ward_goods[other * 5 + good]
        value += NEIGHBOUR_WARD_CUSTOMER_VALUE * min(near, 3)
    if state.ceo[seat] >= 0:
        jokers |= 1 << state.ceo[seat]
    value += JOKER_WARD_VALUE * bin(jokers).count("1")
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
    ward_goods = _ward_goods(state)
    best_other = max(
        _own_value(state, other, ward_goods) for other in range(players) if other != seat
    )
    return _own_value(state, seat, ward_goods) - OPPONENT_SHARE * best_other


# Playouts (games.mcts): at most this many options, sampled, are judged by one step of the
# evaluation; the rest of a long list (a BUILD offers ~100 rails) is not looked at.
PLAYOUT_SAMPLE = 8


def playout_action(
    state: State, seat: int, options: list[ShinjukuAction], rng: random.Random
) -> ShinjukuAction:
    """Greedy one step deep over a sample of `options`: a random MOVE or OPEN almost never
    reaches a customer, so a random playout undervalues exactly the actions that score."""
    if len(options) == 1:
        return options[0]
    candidates = options if len(options) <= PLAYOUT_SAMPLE else rng.sample(options, PLAYOUT_SAMPLE)
    return max(candidates, key=lambda option: evaluate(apply_action(state, option), seat))
