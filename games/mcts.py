"""The MCTS bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Why one information-set tree rather than an ensemble of determinised UCT trees: every
iteration re-deals what the seat cannot see (`game.determinize`, as the greedy bot does)
and walks one shared tree whose edges are actions, so all iterations pool their statistics
on the decisions that matter, instead of splitting the budget over trees that each believe
they know the hidden cards. A child is only selectable in the worlds where it is legal;
its UCT exploration term counts how often it was available (Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", 2012).

Before searching, every root action gets a progressive bias: virtual visits worth the greedy
bot's judgement of it (by the search's evaluation), so a short search starts from the greedy
choice and refines it.
Each iteration: determinise, select with UCT (every seat maximises its own reward, so the
tree works for any number of players), expand one untried action, play out a few plies with
a random policy (or the game's own `playout_action`, if it has one), then score the position:
a finished game by its ranks, otherwise by the game's own `evaluate` (or its `mcts_evaluate`,
if it has one: see below). Pure Python (no Django), shared by the server's bots and
bench/bots.py.
The real state only ever goes through `game.determinize`, so the decision cannot depend on
hidden information. With an iteration budget and no time limit the search is deterministic.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engine import Action, IllegalAction
from games.greedy import Evaluation, SearchableGame, value_after_own_turn

EXPLORATION = 0.5
# Progressive bias at the root: each of the seat's actions starts with this many virtual
# visits worth the greedy bot's judgement of it (over PRIOR_SAMPLES sampled worlds), so a
# short search refines the greedy choice instead of starting from uniform ignorance.
PRIOR_VISITS = 20
PRIOR_SAMPLES = 2
# A playout only finishes the run of decisions of the seat that moved last (see _iterate);
# this caps it, in random plies, before the game's evaluation cuts it off.
DEFAULT_PLAYOUT_PLIES = 12
# Evaluations are in points: a gain of this many points over a playout is worth 1.
EVALUATION_SCALE = 10.0
# A finished game: the winner's reward gains RESULT_WEIGHT / 2, the last seat's loses as much.
RESULT_WEIGHT = 2.0


# A game may replace the random playout policy: `game.playout_action(state, seat, options, rng)`
# returns one of `options` (the seat's legal actions in `state`). Only `rng` may supply its
# randomness, so the search stays deterministic. Games without it play out at random.
PlayoutPolicy = Callable[[Any, int, list[Action], random.Random], Action]

# A game may also give the search its own position heuristic: `game.mcts_evaluate(state, seat)`,
# in points like `evaluate`. The greedy bot only judges its next turn, but the search's
# judgement ends the playouts, so it may look further (e.g. weigh how near the end is) without
# changing the greedy bot. Games without it use `evaluate` everywhere.


def search_evaluation(game: SearchableGame) -> Evaluation:
    return getattr(game, "mcts_evaluate", game.evaluate)


def random_playout_action(
    state: Any, seat: int, options: list[Action], rng: random.Random
) -> Action:
    return options[rng.randrange(len(options))]


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """Stop after `iterations`, or once `seconds` have passed on `clock`, whichever comes first.
    Without `seconds` the search is deterministic for a given rng seed. The bench counts seconds
    of this process's CPU (`time.process_time`), so a busy machine does not weaken the bot."""

    iterations: int
    seconds: float | None = None
    playout_plies: int = DEFAULT_PLAYOUT_PLIES
    clock: Callable[[], float] = time.perf_counter


@dataclass(slots=True)
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0


class _Node:
    __slots__ = ("available", "children", "mover", "reward", "visits")

    def __init__(self, mover: int, players: int) -> None:
        self.mover = mover  # the seat whose action leads here; its reward drives selection
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players


def choose_mcts(
    *,
    game: SearchableGame,
    state: Any,
    seat: int,
    players: int,
    legal: list[Action],
    rng: random.Random,
    budget: SearchBudget,
    stats: SearchStats | None = None,
) -> Action:
    """The action of `legal` (the seat's own legal actions) the search visited most."""
    if len(legal) == 1:
        return legal[0]
    root, _ = _search(game, state, seat, players, legal, rng, budget, stats)
    return _most_visited(root, legal)


def _most_visited(root: _Node, legal: list[Action]) -> Action:
    return max(
        legal,
        key=lambda action: root.children[action].visits if action in root.children else -1,
    )


def _search(
    game: SearchableGame,
    state: Any,
    seat: int,
    players: int,
    legal: list[Action],
    rng: random.Random,
    budget: SearchBudget,
    stats: SearchStats | None,
) -> tuple[_Node, list[float]]:
    """The searched root, and each seat's evaluation averaged over the sampled worlds."""
    root = _Node(mover=seat, players=players)
    started = time.perf_counter()
    clock_started = budget.clock()
    _seed_root(game, root, state, seat, legal, rng)
    policy: PlayoutPolicy = getattr(game, "playout_action", random_playout_action)
    evaluate = search_evaluation(game)
    deadline = None if budget.seconds is None else clock_started + budget.seconds
    done = 0
    totals = [0.0] * players
    while done < budget.iterations:
        if deadline is not None and done and budget.clock() >= deadline:
            break
        world = game.determinize(state, seat, rng)
        baseline = [evaluate(world, index) for index in range(players)]
        _iterate(game, root, world, baseline, rng, budget.playout_plies, policy, evaluate)
        totals = [total + value for total, value in zip(totals, baseline, strict=True)]
        done += 1
    if stats is not None:
        stats.iterations += done
        stats.seconds += time.perf_counter() - started
    return root, [total / done for total in totals] if done else totals


@dataclass(frozen=True, slots=True)
class DecisionEstimate:
    """What the search thinks of one decision, in points of the game's evaluation.

    `values` maps each legal action to its estimated change of the seat's evaluation (the
    root child's mean reward, back in points); `best` is the action the search prefers (the
    most visited, as the bot would play). `evaluations` is each seat's evaluation averaged
    over the worlds the search sampled: worlds dealt from the seat's information only.
    """

    values: dict[Action, float]
    visits: dict[Action, int]
    best: Action
    evaluations: list[float]
    iterations: int

    def loss(self, chosen: Action) -> float:
        """Expected points lost by playing `chosen` rather than `best` (never negative)."""
        return max(0.0, self.values[self.best] - self.values[chosen])


def analyse_mcts(
    *,
    game: SearchableGame,
    state: Any,
    seat: int,
    players: int,
    legal: list[Action],
    rng: random.Random,
    budget: SearchBudget,
) -> DecisionEstimate:
    """The MCTS bot's judgement of every action of `legal` (the seat's own legal actions)
    in `state`. Like `choose_mcts` the real state only goes through `game.determinize`, so
    the estimates depend on nothing the seat could not see; with one legal action the search
    still runs (for the evaluations), its single action is trivially the best."""
    stats = SearchStats()
    root, evaluations = _search(game, state, seat, players, legal, rng, budget, stats)
    values: dict[Action, float] = {}
    visits: dict[Action, int] = {}
    for action in legal:
        child = root.children.get(action)
        if child is None or not child.visits:
            values[action], visits[action] = 0.0, 0
            continue
        values[action] = (child.reward[seat] / child.visits - 0.5) * EVALUATION_SCALE
        visits[action] = child.visits
    return DecisionEstimate(
        values=values,
        visits=visits,
        best=_most_visited(root, legal),
        evaluations=evaluations,
        iterations=stats.iterations,
    )


def _seed_root(
    game: SearchableGame,
    root: _Node,
    state: Any,
    seat: int,
    legal: list[Action],
    rng: random.Random,
) -> None:
    """Give every root action PRIOR_VISITS virtual visits whose mean reward is the greedy
    bot's gain for it, on the same scale as _rewards (other seats get the neutral 0.5)."""
    players = len(root.reward)
    evaluate = search_evaluation(game)
    worlds = [game.determinize(state, seat, rng) for _ in range(PRIOR_SAMPLES)]
    for action in legal:
        gain, judged = 0.0, 0
        for world in worlds:
            try:
                after = game.apply(world, action)
            except IllegalAction:  # not possible in this sampled world: judge on the others
                continue
            gain += (
                value_after_own_turn(game, after, seat, evaluate) - evaluate(world, seat)
            ) / EVALUATION_SCALE
            judged += 1
        mean_reward = 0.5 + (gain / judged if judged else 0.0)
        child = _Node(mover=seat, players=players)
        child.visits = child.available = PRIOR_VISITS
        child.reward = [0.5 * PRIOR_VISITS] * players
        child.reward[seat] = mean_reward * PRIOR_VISITS
        root.children[action] = child


def _iterate(
    game: SearchableGame,
    root: _Node,
    world: Any,
    baseline: list[float],
    rng: random.Random,
    playout_plies: int,
    policy: PlayoutPolicy,
    evaluate: Evaluation,
) -> None:
    path = [root]
    node = root
    # Selection and expansion.
    while True:
        seats = game.current_seats(world)
        if not seats:
            break
        mover = seats[0]
        options = game.legal_actions(world, mover)
        if not options:
            break
        untried = [action for action in options if action not in node.children]
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = _Node(mover=mover, players=len(baseline))
            node.children[action] = child
            for option in options:
                if option in node.children:
                    node.children[option].available += 1
            world = game.apply(world, action)
            node = child
            path.append(node)
            break
        best_score = -math.inf
        chosen: Action = options[0]
        for option in options:
            candidate = node.children[option]
            candidate.available += 1
            score = candidate.reward[mover] / candidate.visits + EXPLORATION * math.sqrt(
                math.log(candidate.available) / candidate.visits
            )
            if score > best_score:
                best_score, chosen = score, option
        world = game.apply(world, chosen)
        node = node.children[chosen]
        path.append(node)
    # Playout: the seat that made the last tree move finishes its own run of decisions
    # (with the game's playout policy, random by default),
    # then the evaluation judges. Stopping where the turn passes matters: cut inside
    # another seat's turn, the evaluation would favour handing the turn over early (the
    # others look worse mid-turn, or after random moves of theirs).
    finishing = node.mover
    for _ in range(playout_plies):
        seats = game.current_seats(world)
        if not seats or seats[0] != finishing:
            break
        mover = seats[0]
        options = game.legal_actions(world, mover)
        if not options:
            break
        world = game.apply(world, policy(world, mover, options, rng))
    rewards = _rewards(game, world, baseline, evaluate)
    players = len(baseline)
    for visited in path:
        visited.visits += 1
        total = visited.reward
        for index in range(players):
            total[index] += rewards[index]


def _rewards(
    game: SearchableGame, world: Any, baseline: list[float], evaluate: Evaluation
) -> list[float]:
    """Per seat: 0.5 plus its evaluation's change since the root of this iteration, in units
    of EVALUATION_SCALE points (relative to the root, so siblings differ by clear margins
    however far ahead or behind the seat already is). A finished game adds its result:
    a heuristic lead does not make a lost ending worth playing into."""
    rewards = [
        0.5 + (evaluate(world, index) - base) / EVALUATION_SCALE
        for index, base in enumerate(baseline)
    ]
    outcome = game.outcome(world)
    if outcome is not None and len(rewards) > 1:
        last = len(rewards) - 1
        for result in outcome.results:
            rewards[result.seat] += RESULT_WEIGHT * ((last - (result.rank - 1)) / last - 0.5)
    return rewards
