"""The pure judge (games/analysis/judge.py): it searches only worlds dealt from the analysed
seat's information, and judges deterministically with an iteration budget."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

from games.analysis import judge
from games.engine import all_games, get_game
from games.mcts import SearchBudget
from tests.analysis.helpers import random_game
from tests.conftest import ROOT


class RealStateGuard:
    """The game, refusing to evaluate, search or play on from the real state: only
    `determinize` (and the seat's own legal actions, which its player saw) may read it."""

    def __init__(self, game: Any, real: Any, seat: int) -> None:
        self.game, self.real, self.seat = game, real, seat
        self.dealt = 0

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.game, name)  # AttributeError for a hook the game does not have
        if name == "mcts_evaluate":  # the search's own evaluation: guarded like `evaluate`

            def guarded(state: Any, seat: int) -> float:
                self._check(state)
                return float(found(state, seat))

            return guarded
        return found

    def _check(self, state: Any) -> None:
        assert state is not self.real, "the search read the real state"

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        assert seat == self.seat
        self.dealt += 1
        return self.game.determinize(state, seat, rng)

    def legal_actions(self, state: Any, seat: int) -> Any:
        if state is self.real:
            assert seat == self.seat, "another seat's legal actions on the real state"
        return self.game.legal_actions(state, seat)

    def apply(self, state: Any, action: Any) -> Any:
        self._check(state)
        return self.game.apply(state, action)

    def evaluate(self, state: Any, seat: int) -> float:
        self._check(state)
        return float(self.game.evaluate(state, seat))

    def current_seats(self, state: Any) -> Any:
        self._check(state)
        return self.game.current_seats(state)

    def outcome(self, state: Any) -> Any:
        self._check(state)
        return self.game.outcome(state)


def _decisions_of(slug: str, seat: int) -> list[tuple[Any, Any, int]]:
    """(state, chosen action, seq) at each decision of `seat` with a choice, in a random game."""
    game = get_game(slug)
    config, actions, _ = random_game(slug, 2, 5)
    state = game.initial_state(config, 5)
    found = []
    for row in actions:
        action = game.parse_action(state, row["seat"], row["action"])
        if row["seat"] == seat and len(game.legal_actions(state, seat)) > 1:
            found.append((state, action, row["seq"]))
        state = game.apply(state, action)
    return found


@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
def test_a_decision_is_judged_from_worlds_dealt_for_its_seat_only(slug: str) -> None:
    decisions = _decisions_of(slug, 1)
    assert decisions
    budget = SearchBudget(iterations=20)
    for state, chosen, seq in decisions[:: max(1, len(decisions) // 6)]:
        guard = RealStateGuard(get_game(slug), state, 1)
        judged = judge.judge_decision(guard, state, 1, 2, chosen, seq, budget, random.Random(seq))
        assert guard.dealt > 0
        entry = judged.entry
        assert entry["chosen"]["notation"] == chosen.to_notation()
        legal = {a.to_notation() for a in get_game(slug).legal_actions(state, 1)}
        assert entry["best"]["notation"] in legal
        assert entry["points_lost"] >= 0


def test_with_an_iteration_budget_the_judgement_is_reproducible() -> None:
    state, chosen, seq = _decisions_of("yokohama", 0)[3]
    game: Any = get_game("yokohama")
    budget = SearchBudget(iterations=30)
    first = judge.judge_decision(
        game, state, 0, 2, chosen, seq, budget, judge.decision_rng("m", 0, seq)
    )
    again = judge.judge_decision(
        game, state, 0, 2, chosen, seq, budget, judge.decision_rng("m", 0, seq)
    )
    assert first == again
    assert first.iterations == 30


def test_the_biggest_losses_are_flagged_worst_first() -> None:
    decisions = [
        {"seq": seq, "points_lost": lost, "mistake": False}
        for seq, lost in [(1, 0.0), (2, 4.0), (3, 0.5), (4, 9.0), (5, 2.0), (6, 3.0)]
    ]
    assert judge.flag_mistakes(decisions, count=3, min_points=1.0) == [4, 2, 6]
    assert [d["seq"] for d in decisions if d["mistake"]] == [2, 4, 6]
    assert judge.flag_mistakes(decisions, count=3, min_points=10.0) == []


def test_the_bench_judges_a_few_decisions_of_every_game() -> None:
    command = [sys.executable, "bench/analysis.py", "--limit", "2", "--seconds", "0.01"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line.split()[1] for line in lines] == [f"game={g.slug}" for g in all_games()]
    assert all(" decisions=2 " in line and "cpu_ms_per_decision=" in line for line in lines)
