"""The pure part of an analysis (no Django): replay a log and judge one seat's decisions.

For each decision of the seat, the MCTS bot searches the state the seat decided in
(`games.mcts.analyse_mcts`): from worlds `game.determinize` deals from that seat's
information only, as when the bot plays. The real state never reaches an evaluation or a
search, and a decision names only the seat's own legal actions, so what is judged holds
nothing the seat's player could not see. Shared by the worker (services.py) and
bench/analysis.py.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from games.engine import Action
from games.greedy import SearchableGame
from games.mcts import SearchBudget, analyse_mcts, search_evaluation

# Worlds sampled to estimate the scores at a forced decision (no search needed there).
FORCED_SAMPLES = 2


@dataclass(frozen=True, slots=True)
class LoggedDecision:
    seq: int
    seat: int
    action: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Judged:
    entry: dict[str, Any]  # one decision of the result document
    iterations: int


def decision_rng(material: str, seat: int, seq: int) -> random.Random:
    """Seeded per decision through a one-way hash of `material` (which may hold the match's
    seed): the search learns nothing of the seed, and the same analysis judges alike."""
    digest = hashlib.sha256(f"analysis:{material}:{seq}:{seat}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def judge_seat(
    *,
    game: SearchableGame,
    config: Mapping[str, Any],
    seed: int,
    players: int,
    log: Iterable[LoggedDecision],
    seat: int,
    budget: SearchBudget,
    rng_material: str,
) -> Iterator[Judged]:
    """Replay `log` (the effective actions, in order) and judge each decision of `seat`."""
    state = game.initial_state(config, seed)
    for row in log:
        action = game.parse_action(state, row.seat, row.action)
        if row.seat == seat:
            rng = decision_rng(rng_material, seat, row.seq)
            yield judge_decision(game, state, seat, players, action, row.seq, budget, rng)
        state = game.apply(state, action)


def judge_decision(
    game: SearchableGame,
    state: Any,
    seat: int,
    players: int,
    chosen: Action,
    seq: int,
    budget: SearchBudget,
    rng: random.Random,
) -> Judged:
    """One decision: the chosen and the best action with their estimates, the points lost,
    and the estimated score difference (the seat's evaluation minus its best opponent's)."""
    legal = game.legal_actions(state, seat)
    if chosen not in legal:  # a logged action is one of them; should one not be, judge it alone
        legal = [chosen]
    if len(legal) == 1:
        # The search's own evaluation, as for the searched decisions: one scale over the match.
        evaluate = search_evaluation(game)
        worlds = [game.determinize(state, seat, rng) for _ in range(FORCED_SAMPLES)]
        evaluations = [
            sum(evaluate(world, index) for world in worlds) / len(worlds)
            for index in range(players)
        ]
        return Judged(_entry(seq, seat, evaluations, chosen, chosen, 0.0, 0.0, 0.0, 1), 0)
    estimate = analyse_mcts(
        game=game, state=state, seat=seat, players=players, legal=legal, rng=rng, budget=budget
    )
    entry = _entry(
        seq,
        seat,
        estimate.evaluations,
        chosen,
        estimate.best,
        estimate.values[chosen],
        estimate.values[estimate.best],
        estimate.loss(chosen),
        len(legal),
    )
    return Judged(entry, estimate.iterations)


def _entry(
    seq: int,
    seat: int,
    evaluations: list[float],
    chosen: Action,
    best: Action,
    chosen_value: float,
    best_value: float,
    loss: float,
    legal_count: int,
) -> dict[str, Any]:
    others = [value for index, value in enumerate(evaluations) if index != seat]
    difference = evaluations[seat] - max(others) if others else evaluations[seat]
    return {
        "seq": seq,
        "legal_count": legal_count,
        "chosen": _judged_action(chosen, chosen_value),
        "best": _judged_action(best, best_value),
        "points_lost": round(loss, 2),
        "score_difference": round(difference, 2),
        "mistake": False,
    }


def _judged_action(action: Action, value: float) -> dict[str, Any]:
    return {"notation": action.to_notation(), "action": action.to_json(), "value": round(value, 2)}


def flag_mistakes(decisions: list[dict[str, Any]], *, count: int, min_points: float) -> list[int]:
    """Mark the `count` decisions that lost the most (at least `min_points` each); their
    seqs, worst first."""
    ranked = sorted(
        (decision for decision in decisions if decision["points_lost"] >= min_points),
        key=lambda decision: float(decision["points_lost"]),
        reverse=True,
    )
    flagged = ranked[:count]
    for decision in flagged:
        decision["mistake"] = True
    return [decision["seq"] for decision in flagged]
