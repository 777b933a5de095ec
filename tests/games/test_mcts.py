"""The MCTS bot (games.mcts): deterministic for a seed and an iteration budget, blind to
what its seat cannot see, and it plays every registered game to the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.bots import CLOCK_SHARE, MCTS_BUDGETS, mcts_budget
from games.engine import Action, all_games, get_game
from games.greedy import SearchableGame
from games.mcts import SearchBudget, SearchStats, choose_mcts
from games.models import BotKind
from tests.conftest import unless_soak

SLUGS = [game.slug for game in all_games()]
BUDGET = SearchBudget(iterations=120)


def positions(slug: str, players: int, seed: int, count: int) -> list[Any]:
    """`count` states with a real choice (more than one legal action), along a random game."""
    game = get_game(slug)
    state = game.initial_state(game.normalize_config(players=players, options={}), seed)
    rng = random.Random(seed)
    found: list[Any] = []
    plies = 0
    while game.outcome(state) is None:
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1 and plies % 37 == 0:
            found.append(state)
            if len(found) == count:
                break
        state = game.apply(state, rng.choice(legal))
        plies += 1
    assert len(found) == count, f"{slug}: too few positions with a choice"
    return found


def decide(game: SearchableGame, state: Any, players: int, seed: int) -> Action:
    seat = game.current_seats(state)[0]
    return choose_mcts(
        game=game,
        state=state,
        seat=seat,
        players=players,
        legal=game.legal_actions(state, seat),
        rng=random.Random(seed),
        budget=BUDGET,
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_same_seed_and_iteration_budget_same_decision(slug: str) -> None:
    game: SearchableGame = get_game(slug)  # type: ignore[assignment]
    for state in positions(slug, 3, seed=5, count=4):
        first = decide(game, state, 3, seed=11)
        assert decide(game, state, 3, seed=11) == first
        assert first in game.legal_actions(state, game.current_seats(state)[0])


@pytest.mark.parametrize("slug", SLUGS)
def test_the_decision_ignores_what_the_seat_cannot_see(slug: str) -> None:
    """Two states that differ only in what the deciding seat cannot see (every hidden card
    dealt again) get the same decision for the same seed."""
    game: SearchableGame = get_game(slug)  # type: ignore[assignment]
    differing = 0
    for number, state in enumerate(positions(slug, 3, seed=8, count=4)):
        seat = game.current_seats(state)[0]
        other_world = game.determinize(state, seat, random.Random(1000 + number))
        differing += game.state_to_json(other_world) != game.state_to_json(state)
        # The seat's own view is the same in both: only hidden things moved.
        assert game.view_for(other_world, seat) == game.view_for(state, seat)
        assert decide(game, other_world, 3, seed=3) == decide(game, state, 3, seed=3)
    assert differing, f"{slug}: no position had hidden information to re-deal"


@pytest.mark.soak_sampled
@pytest.mark.parametrize("slug", SLUGS)
def test_mcts_plays_a_whole_game_against_greedy(slug: str) -> None:
    from games.greedy import choose_greedy

    unless_soak(slug == "yokohama")
    game: SearchableGame = get_game(slug)  # type: ignore[assignment]
    state = game.initial_state(game.normalize_config(players=2, options={}), 17)
    rng = random.Random(17)
    stats = SearchStats()
    while game.outcome(state) is None:
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        if seat == 0:
            action = choose_mcts(
                game=game,
                state=state,
                seat=seat,
                players=2,
                legal=legal,
                rng=rng,
                budget=SearchBudget(iterations=30),
                stats=stats,
            )
        else:
            action = choose_greedy(game=game, state=state, seat=seat, legal=legal, rng=rng)
        state = game.apply(state, action)
    outcome = game.outcome(state)
    assert outcome is not None
    assert len(outcome.results) == 2
    assert stats.iterations > 0


def test_levels_grow_and_a_clock_cuts_the_search_time(settings: Any) -> None:
    settings.BOT_SEARCH_SCALE = 1.0  # the levels as deployed (the tests run at 0.1)
    levels = [MCTS_BUDGETS[kind] for kind in (BotKind.MCTS_1, BotKind.MCTS_2, BotKind.MCTS_3)]
    assert [b.iterations for b in levels] == sorted(b.iterations for b in levels)
    assert mcts_budget(kind=BotKind.MCTS_3, decision_seconds=None) == levels[2]
    clocked = mcts_budget(kind=BotKind.MCTS_3, decision_seconds=2)
    assert clocked.seconds == 2 * CLOCK_SHARE
    assert clocked.iterations == levels[2].iterations
    # A task that waited in the queue has less of the clock left: it searches for less.
    late = mcts_budget(kind=BotKind.MCTS_3, decision_seconds=2, seconds_left=0.4)
    assert late.seconds == 0.4 * CLOCK_SHARE
    overdue = mcts_budget(kind=BotKind.MCTS_2, decision_seconds=60, seconds_left=-3.0)
    assert overdue.seconds == 0.0  # one iteration still runs: the search always decides
    autoplay = mcts_budget(kind=BotKind.MCTS_3, decision_seconds=None, max_seconds=0.5)
    assert autoplay.seconds == 0.5


def test_bot_search_scale_scales_every_level(settings: Any) -> None:
    settings.BOT_SEARCH_SCALE = 0.1
    for kind, level in MCTS_BUDGETS.items():
        scaled = mcts_budget(kind=kind, decision_seconds=None)
        assert scaled.iterations == round(level.iterations * 0.1)
        assert scaled.seconds == pytest.approx((level.seconds or 0) * 0.1)
    # A clock still caps the scaled search.
    assert mcts_budget(kind=BotKind.MCTS_3, decision_seconds=1).seconds == 0.25
    settings.BOT_SEARCH_SCALE = 0.0001
    assert mcts_budget(kind=BotKind.MCTS_1, decision_seconds=None).iterations == 1


def test_a_time_budget_stops_the_search_early() -> None:
    game: SearchableGame = get_game("yokohama")  # type: ignore[assignment]
    state = positions("yokohama", 2, seed=4, count=1)[0]
    seat = game.current_seats(state)[0]
    stats = SearchStats()
    choose_mcts(
        game=game,
        state=state,
        seat=seat,
        players=2,
        legal=game.legal_actions(state, seat),
        rng=random.Random(1),
        budget=SearchBudget(iterations=10**9, seconds=0.05),
        stats=stats,
    )
    assert 0 < stats.iterations < 10**9


class _CountingGame:
    """A registered game seen through a proxy that counts the calls of both evaluations."""

    def __init__(self, slug: str, with_search_evaluation: bool) -> None:
        self._game = get_game(slug)
        self.calls = {"evaluate": 0, "mcts_evaluate": 0}
        if with_search_evaluation:
            self.mcts_evaluate = self._mcts_evaluate

    def __getattr__(self, name: str) -> Any:
        if name == "mcts_evaluate":  # only the proxy's own (Yokohama has one of its own)
            raise AttributeError(name)
        return getattr(self._game, name)

    def evaluate(self, state: Any, seat: int) -> float:
        self.calls["evaluate"] += 1
        return self._game.evaluate(state, seat)  # type: ignore[attr-defined, no-any-return]

    def _mcts_evaluate(self, state: Any, seat: int) -> float:
        self.calls["mcts_evaluate"] += 1
        return self._game.evaluate(state, seat)  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize("with_search_evaluation", [False, True])
def test_the_search_uses_a_games_own_search_evaluation_if_it_has_one(
    with_search_evaluation: bool,
) -> None:
    """`game.mcts_evaluate`, when present, judges every position of the search (priors,
    playouts, rewards) instead of `evaluate`; without it `evaluate` does, and both give the
    same decision when they agree."""
    state = positions("yokohama", 2, seed=3, count=1)[0]
    game = _CountingGame("yokohama", with_search_evaluation)
    chosen = decide(game, state, 2, seed=5)
    plain = _CountingGame("yokohama", with_search_evaluation=False)
    assert chosen == decide(plain, state, 2, seed=5)
    used, unused = (
        ("mcts_evaluate", "evaluate") if with_search_evaluation else ("evaluate", "mcts_evaluate")
    )
    assert game.calls[used] > 0
    assert game.calls[unused] == 0
