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

`mcts_evaluate` is the search's own evaluation (games.mcts uses it for priors, playouts and
rewards; the greedy bot keeps `evaluate`). In a 4-player game each seat gets only ~11 turns
(the bag empties after ~44 turns whatever the player count), and `evaluate` made every bot
spend its first eight turns opening shops and taking INCOME: the game was then decided by
whichever greedy seat happened to make the first UPGRADE (its 3 wild stars alone are 6
points; winners had 6 to 31), and MCTS, which judges a position at the end of its own turn,
copied the greedy plan (no point at all in 5 of 12 games). So the search's evaluation (a) values an
UPGRADE within reach (a shop on a department-store site with a matching customer behind the
screen, or waiting in its ward) at a share of the next star stack, which the greedy heuristic
cannot see one turn ahead, and (b) knows roughly how many turns the seat has left
(`own_turns_left`, from the bag and the queue) and fades cards, buildings and rails over the
last few, when only points still count.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS, C
from games.shinjuku.rules import apply_action, bag_closed, queue_total
from games.shinjuku.scoring import fast_score, good_counts
from games.shinjuku.state import (
    A_MOVE,
    A_OPEN,
    DEPT,
    EMPTY,
    PH_JOKER,
    PH_MOVE_START,
    PH_PAY,
    State,
)

NW = NUM_WARDS
STATION_WARD = C.station_ward
WARD_ADJACENT = C.ward_adjacent
SITES = tuple(st for st, site in enumerate(C.station_site) if site)  # department-store sites
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
    return _against_the_best_other(state, seat, _own_value)


def _against_the_best_other(
    state: State, seat: int, value: Callable[[State, int, list[int]], float]
) -> float:
    ward_goods = _ward_goods(state)
    best_other = max(
        value(state, other, ward_goods) for other in range(state.cfg.players) if other != seat
    )
    return value(state, seat, ward_goods) - OPPONENT_SHARE * best_other


# The search's evaluation (mcts_evaluate). Customers are placed at about (queue + 2) / 3 per
# turn (measured in 4-player greedy games: ~1.3 with 2 in the queue, ~2.3 with 5); once the
# bag is empty, the queue drains in at most one turn per slot.
PLACED_PER_TURN_BASE = 2.0
PLACED_PER_TURN_DIVISOR = 3.0
# Cards, buildings and rails only pay off through later turns: over the last FADE_TURNS own
# turns they fade to nothing, and points count in full.
FADE_TURNS = 3.0
# An UPGRADE that is ready (a shop on a department-store site, a matching customer behind the
# screen) or one delivery away (a matching customer waiting in the site's ward) is worth this
# share of the next star stack's points: others race for the same stack, and a card is needed.
UPGRADE_READY_SHARE = 0.6
UPGRADE_NEAR_SHARE = 0.3


def own_turns_left(state: State, seat: int) -> float:
    """About how many more turns `seat` will start (the turn under way not counted)."""
    if state.over:
        return 0.0
    players = state.cfg.players
    if state.trigger_seat != EMPTY:
        # §8.3: the round is completed up to the start seat; exact.
        start = state.start_seat
        return 1.0 if (seat - start) % players > (state.active - start) % players else 0.0
    waiting = queue_total(state)
    turns = float(min(C.queue_slots, waiting))
    if not bag_closed(state):
        placed = (waiting + PLACED_PER_TURN_BASE) / PLACED_PER_TURN_DIVISOR
        turns += len(state.bag) / placed
    return turns / players


def _upgrade_outlook(state: State, seat: int, score: int) -> float:
    """What the best UPGRADE within reach promises (see UPGRADE_READY_SHARE)."""
    if not state.depts[seat] or state.stacks_taken >= len(C.star_stacks):
        return 0.0
    stars = state.stars[seat] + C.star_stacks[state.stacks_taken]
    counts = good_counts(state.screen, seat)
    screen = state.screen
    waiting = state.wcust
    best = 0.0
    for st in SITES:
        code = state.station[st]
        if code < 0 or code >> 3 != seat or code & 7 == DEPT:
            continue
        good = code & 7
        base = seat * 8 + good * 2
        if screen[base] or screen[base + 1]:
            paid = counts[:]
            paid[good] -= 1 if screen[base] else C.premium_weight
            gain = UPGRADE_READY_SHARE * (fast_score(paid, stars) - score)
        else:
            ward = STATION_WARD[st] * 8 + good * 2
            if not (waiting[ward] or waiting[ward + 1]):
                continue
            # Delivered, then paid: the counts end where they are now.
            gain = UPGRADE_NEAR_SHARE * (fast_score(counts, stars) - score)
        best = max(best, gain)
    return best


def _search_value(state: State, seat: int, ward_goods: list[int]) -> float:
    """`_own_value` with the end of the game in view: points count in full; everything
    else (cards, buildings, rails, prospects) fades over the seat's last turns, when there is
    no turn left to cash it; a reachable UPGRADE counts while a turn is left to make it."""
    score = fast_score(good_counts(state.screen, seat), state.stars[seat])
    # Future turns only: what the turn under way can still do, the search plays out itself.
    turns = own_turns_left(state, seat)
    if turns <= 0.0:
        return float(score)
    potential = _own_value(state, seat, ward_goods) - score
    fade = min(1.0, turns / FADE_TURNS)
    return score + fade * potential + min(1.0, turns) * _upgrade_outlook(state, seat, score)


def mcts_evaluate(state: State, seat: int) -> float:
    """The search's evaluation (games.mcts): like `evaluate`, from `_search_value`."""
    return _against_the_best_other(state, seat, _search_value)


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
    return max(candidates, key=lambda option: mcts_evaluate(apply_action(state, option), seat))
