"""Search support for bots: determinisation of hidden cards, a position heuristic
(`evaluate`, for games/greedy.py) and the MCTS bot's own evaluation (`mcts_evaluate`).

`determinize` replaces everything `seat` cannot see (other seats' hands and setup draws,
both decks, the box) by a random deal of the same unseen cards in the same places. The
pool is sorted before shuffling, so the result depends only on which cards are unseen,
never on where they really are: a bot that only looks at determinised states cannot use
hidden information.

`mcts_evaluate` is the search's evaluation (games.mcts uses it for priors, playouts and
rewards; the greedy bot keeps `evaluate`, unchanged). At 4 players MCTS won 2 of 21 games
against three greedy bots (issue 32). Instrumented games showed why: `evaluate` values an
order in hand at 1 + 0.8 x its VP x the share of its goods held, on top of the goods, which
is more than fulfilling it pays (in 1391 fulfil options of three greedy games, 1377 lowered
`evaluate`, by 5.7 on average, goods counting for several orders at once). The search,
which maximises `evaluate` within a turn better than greedy does, passed instead of
fulfilling (one seat fulfilled no order in a whole game) and kept the cards, which final
scoring discards; the greedy winners scored 38-64 VP from orders, with the technology
majority and country sets (which `evaluate` does not see) on top. So the search's evaluation
(a) counts what final scoring will pay as things stand: points, country sets (the flags of
technologies and fulfilled orders), a share of the church, customs and technology
majorities; (b) values orders in hand below what fulfilling them pays, each good counted
for one order only; (c) knows roughly how many turns the seat has left (`own_turns_left`,
exact once the end is triggered) and fades everything that only pays through later turns
over the last few, into what final scoring pays for leftovers.
"""

from __future__ import annotations

import random
import threading

from games.yokohama.components import COMPONENTS, COPPER, FISH, IMPORT, YEN
from games.yokohama.scoring import board_majority, country_sets, flag_counts, technology_majority
from games.yokohama.state import FREE, IN_HAND, Player, State

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
    return _plus_pieces(value, state, seat)


def _plus_pieces(value: float, state: State, seat: int) -> float:
    """`value` plus the seat's technologies, agents, buildings, assistants and president's
    power, added in this order to it (so `evaluate` stays the same to the last bit)."""
    player = state.players[seat]
    players = len(state.players)
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


# The search's evaluation (mcts_evaluate; see the module docstring).
#
# Rounds left before an end trigger, per card of the order deck and per free space of the
# church or customs board (measured in 4-player greedy games: deck 7 -> 12-15 rounds,
# deck 4 -> 9-14, deck 1 -> 3-8; the trigger then finishes the round and plays one more).
ROUNDS_PER_ORDER_CARD = 2.0
ROUNDS_AFTER_LAST_ORDER = 2.0
ROUNDS_PER_BOARD_SPACE = 3.0
# Non-point assets (resources at their working value, cards in hand, pieces, power) only pay
# off through later turns: over the seat's last FADE_TURNS turns they fade to nothing, and
# what final scoring pays for them (leftovers: goods, yen, imports, unused agents) fades in.
FADE_TURNS = 3.0
# The final-scoring majorities (church, customs, technology) as they stand: this share of
# their prizes while the end is far, all of it once the end is within FADE_TURNS turns.
MAJORITY_SHARE_EARLY = 0.5
# An order in hand, to the search: `evaluate` values it at 1 + 0.8 x its VP x the share of its
# goods held, on top of the goods (0.4 each), which is more than fulfilling it pays (an
# 8-VP order for 4 goods: 8 VP against 1 + 6.4 + 1.6), so a search that maximises
# `evaluate` never fulfils. Here fulfilling always gains (VP - half the VP - the goods).
SEARCH_ORDER_IN_HAND_VALUE = 0.5
SEARCH_ORDER_PROGRESS_SHARE = 0.5


def own_turns_left(state: State, seat: int) -> float:
    """About how many more turns `seat` will start (the turn under way not counted)."""
    if state.over:
        return 0.0
    return _turns_left(state, seat, _rounds_after_this_one(state))


def _turns_left(state: State, seat: int, rounds_after_this_one: float) -> float:
    """own_turns_left of a game not over, given its rounds after this one (the same for
    every seat: search_values works it out once)."""
    position = (seat - state.static.start_player) % state.static.players
    return (1.0 if position > state.turn else 0.0) + rounds_after_this_one


def _rounds_after_this_one(state: State) -> float:
    board = state.board
    if board.end_round >= 0:  # R-END: exact, the round under way and one more
        return float(board.end_round - board.round)
    players = state.static.players
    rounds = ROUNDS_PER_ORDER_CARD * len(board.order_deck) + ROUNDS_AFTER_LAST_ORDER
    for spaces, ends in (
        (board.church, COMPONENTS.church_end),
        (board.customs, COMPONENTS.customs_end),
    ):
        free = ends[players] - sum(1 for occupant in spaces if occupant != FREE)
        rounds = min(rounds, ROUNDS_PER_BOARD_SPACE * max(0, free - 1) + 1.0)
    return rounds


def _majority_awards(state: State) -> list[int]:
    """Per seat: the church, customs and technology majority prizes as the boards stand."""
    players = state.static.players
    neutral = players == 2 and state.static.neutral_scoring
    awards = [0] * players
    for prizes in (
        board_majority(state.board.church, COMPONENTS.church_majority, neutral),
        board_majority(state.board.customs, COMPONENTS.customs_majority, neutral),
        technology_majority(state),
    ):
        for seat, prize in prizes.items():
            awards[seat] += prize
    return awards


def _leftovers(player: Player, exact: bool) -> float:
    """What final scoring pays for resources and unused agents (§6.2 step 5); unrounded
    while the game goes on, so that a single good or yen still counts for its share."""
    res = player.res
    goods = sum(res[COPPER : FISH + 1])
    agents = (len(player.agents) - player.agents_used) * COMPONENTS.leftover_agent
    imports = res[IMPORT] * COMPONENTS.leftover_import
    per_yen, per_goods = COMPONENTS.leftover_per_yen, COMPONENTS.leftover_per_goods
    if exact:
        return agents + imports + res[YEN] // per_yen + goods // per_goods
    return agents + imports + res[YEN] / per_yen + goods / per_goods


def _working_value(state: State, seat: int) -> float:
    """`_own_value` without the points, but with the search's value of orders in hand:
    less than fulfilling them pays (see SEARCH_ORDER_PROGRESS_SHARE)."""
    player = state.players[seat]
    res = player.res
    goods = res[COPPER : FISH + 1]
    value = res[YEN] * YEN_VALUE + sum(goods) * GOOD_VALUE + res[IMPORT] * IMPORT_VALUE
    value += len(player.orders) * SEARCH_ORDER_IN_HAND_VALUE
    if player.orders:
        # The goods held go to the orders in turn, best VP per good first: a good counts
        # for one order only, so fulfilling one does not look like a loss on the others.
        left = list(goods)
        for card in sorted(
            (COMPONENTS.orders[order] for order in player.orders),
            key=lambda card: -card.reward.vp / max(1, sum(card.cost)),
        ):
            needed = sum(card.cost)
            if not needed:
                continue
            held = 0
            for kind, need in enumerate(card.cost):
                take = min(left[kind], need)
                left[kind] -= take
                held += take
            value += SEARCH_ORDER_PROGRESS_SHARE * card.reward.vp * held / needed
    return _plus_pieces(value, state, seat)


def search_values(state: State) -> list[float]:
    """Per seat: its final score as things stand (points scored, country sets, a share of
    the majorities), plus the working value of everything else (`_working_value`) while
    turns are left to use it, fading into what final scoring pays for it over the seat's
    last turns."""
    awards = _majority_awards(state)
    rounds = 0.0 if state.over else _rounds_after_this_one(state)
    values: list[float] = []
    for seat, player in enumerate(state.players):
        turns = 0.0 if state.over else _turns_left(state, seat, rounds)
        fade = min(1.0, turns / FADE_TURNS)
        value = float(player.score) + country_sets(flag_counts(player))
        value += (1.0 - fade * (1.0 - MAJORITY_SHARE_EARLY)) * awards[seat]
        if turns <= 0.0:
            value += _leftovers(player, exact=True)
        else:
            working = _working_value(state, seat)
            value += fade * working + (1.0 - fade) * _leftovers(player, exact=False)
        values.append(value)
    return values


# mcts_evaluate is asked for every seat of the same position in a row (games.mcts: the
# baseline and the rewards of each iteration): the last position's values are kept, per
# thread (two searches may run in threads of one process). States are never changed once
# made (rules.apply_action and determinize return new ones).
_last = threading.local()


def mcts_evaluate(state: State, seat: int) -> float:
    """The search's evaluation (games.mcts): the seat's `search_values` minus half the best
    opponent's, as `evaluate` does with `_own_value`."""
    last: tuple[State, list[float]] | None = getattr(_last, "position", None)
    if last is not None and last[0] is state:
        values = last[1]
    else:
        values = search_values(state)
        _last.position = (state, values)
    return values[seat] - 0.5 * max(
        (value for other, value in enumerate(values) if other != seat), default=0.0
    )
