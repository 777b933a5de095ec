"""Search support for bots: determinisation of hidden cards and a position heuristic.

`determinize` replaces everything `seat` cannot see (other seats' hands and setup draws,
both decks, the box) by a random deal of the same unseen cards in the same places. The
pool is sorted before shuffling, so the result depends only on which cards are unseen,
never on where they really are: a bot that only looks at determinised states cannot use
hidden information.
"""

from __future__ import annotations

import random

from games.yokohama.components import COMPONENTS, COPPER, FISH, IMPORT, YEN
from games.yokohama.state import IN_HAND, State

# Heuristic weights: VP are worth 1; resources by how many VP they typically turn into.
YEN_VALUE = 0.2
GOOD_VALUE = 0.4
IMPORT_VALUE = 0.6
ORDER_IN_HAND_VALUE = 1.0
# An order in hand is worth its VP in proportion to the goods already held for it.
ORDER_PROGRESS_SHARE = 0.8
TECH_VALUE = 1.0
# Deployed assistants make power; kept ones do nothing until placed.
ASSISTANT_ON_MAP_VALUE = 0.6
ASSISTANT_IN_HAND_VALUE = 0.2
PRESIDENT_POWER_VALUE = 0.8
AGENT_VALUE = 1.0
SHOP_BUILT_VALUE = 0.5
TRADING_HOUSE_BUILT_VALUE = 1.0


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A copy of `state` with every card hidden from `seat` dealt again at random."""
    sample = state.clone()
    unseen_orders = list(state.order_deck) + list(state.box_orders)
    for other, player in enumerate(state.players):
        if other != seat:
            unseen_orders += list(player.orders) + list(player.draw)
    unseen_orders.sort()
    rng.shuffle(unseen_orders)
    deal = iter(unseen_orders)
    sample.order_deck = [next(deal) for _ in state.order_deck]
    sample.box_orders = [next(deal) for _ in state.box_orders]
    for other, player in enumerate(state.players):
        if other == seat:
            continue
        holdings = sample.hw(other)
        holdings.orders = tuple(next(deal) for _ in player.orders)
        holdings.draw = tuple(next(deal) for _ in player.draw)
    techs = sorted(state.tech_deck)
    rng.shuffle(techs)
    sample.tech_deck = techs  # a list set whole is the sample's own (see state._OnBoard)
    return sample


def evaluate(state: State, seat: int) -> float:
    """Score plus the value of resources and position, minus the best opponent's."""
    return (
        _own_value(state, seat)
        - max(
            (_own_value(state, other) for other in range(len(state.players)) if other != seat),
            default=0.0,
        )
        * 0.5
    )


def _own_value(state: State, seat: int) -> float:
    player = state.players[seat]
    res = player.res
    players = len(state.players)
    value = float(player.score)
    value += res[YEN] * YEN_VALUE
    value += sum(res[COPPER : FISH + 1]) * GOOD_VALUE
    value += res[IMPORT] * IMPORT_VALUE
    value += len(player.orders) * ORDER_IN_HAND_VALUE
    for order in player.orders:
        card = COMPONENTS.orders[order]
        needed = sum(card.cost)
        held = sum(
            min(have, need) for have, need in zip(res[COPPER : FISH + 1], card.cost, strict=True)
        )
        if needed:
            value += ORDER_PROGRESS_SHARE * card.reward.vp * held / needed
    value += len(player.techs) * TECH_VALUE
    value += len(player.agents) * AGENT_VALUE
    value += player.shops_built * SHOP_BUILT_VALUE
    value += player.trading_houses_built * TRADING_HOUSE_BUILT_VALUE
    value += player.hand_assistants * ASSISTANT_IN_HAND_VALUE
    on_map = state.assist[seat::players]
    value += sum(on_map) * ASSISTANT_ON_MAP_VALUE
    position = state.pres[seat]
    if position != IN_HAND:
        value += min(5, 1 + on_map[position]) * PRESIDENT_POWER_VALUE
    return value
