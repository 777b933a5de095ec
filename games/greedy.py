"""The greedy bot: one decision ahead over sampled worlds, scored by the game's heuristic.

Pure Python (no Django), shared by the server's bot tasks and bench/bots.py. The real state
is only ever passed through `game.determinize`, which re-deals every card the seat cannot
see, so the choice cannot depend on hidden information.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from games.engine import Action, Game, IllegalAction

DEFAULT_SAMPLES = 2
# After a candidate, the bot's own following decisions (a Yokohama turn is several) are
# played greedily one step deep, so placing and moving are judged by the action they lead to.
OWN_TURN_LOOKAHEAD = 6

# A position heuristic in points: `evaluate(state, seat)`.
Evaluation = Callable[[Any, int], float]


class SearchableGame(Game[Any, Any], Protocol):
    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any: ...

    def evaluate(self, state: Any, seat: int) -> float: ...


def supports_search(game: Game[Any, Any]) -> bool:
    return hasattr(game, "determinize") and hasattr(game, "evaluate")


def choose_greedy(
    *,
    game: SearchableGame,
    state: Any,
    seat: int,
    legal: list[Action],
    rng: random.Random,
    samples: int = DEFAULT_SAMPLES,
) -> Action:
    if len(legal) == 1:
        return legal[0]
    worlds = [game.determinize(state, seat, rng) for _ in range(samples)]
    best: list[Action] = []
    best_value = float("-inf")
    for action in legal:
        value = 0.0
        for world in worlds:
            try:
                value += value_after_own_turn(game, game.apply(world, action), seat)
            except IllegalAction:  # not possible in this sampled world: judge on the others
                continue
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def value_after_own_turn(
    game: SearchableGame, state: Any, seat: int, evaluate: Evaluation | None = None
) -> float:
    """Heuristic value once the seat's own run of decisions is played out one step deep,
    judged by `evaluate` (the game's own by default; the MCTS bot passes its search's)."""
    if evaluate is None:
        evaluate = game.evaluate
    for _ in range(OWN_TURN_LOOKAHEAD):
        if seat not in game.current_seats(state):
            break
        options = game.legal_actions(state, seat)
        if not options:
            break
        state = max(
            (game.apply(state, option) for option in options),
            key=lambda nxt: evaluate(nxt, seat),
        )
    return evaluate(state, seat)
