"""Seeded random playouts with invariants after every action, over 2-4 players, both
variants and the ruling options; determinism; codec round trips.

`SHINJUKU_PLAYOUTS` sets the number of complete random games (default 2 per configuration;
CI's soak step plays 2000). The games run in worker processes, one per core.
"""

from __future__ import annotations

import multiprocessing
import os
import random

from games.engine.contract import replay
from games.shinjuku import GAME
from tests.shinjuku.helpers import CONFIGS, check_invariants, new_game, random_steps

# 2 games of every configuration by default (every player count and option); CI's soak
# step plays 2000.
PLAYOUTS = int(os.environ.get("SHINJUKU_PLAYOUTS", str(2 * len(CONFIGS))))


def play_checked(index: int) -> tuple[int, int, str]:
    """One complete random game with invariants after every action; returns
    (players, decisions, end reason)."""
    players, options = CONFIGS[index % len(CONFIGS)]
    state = new_game(players, seed=index, **options)
    check_invariants(state)
    decisions = 0
    for before, _action, after in random_steps(state, index):
        check_invariants(after)
        assert before.turn <= after.turn
        state = after
        decisions += 1
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game must end"
    results = outcome.results
    assert [r.seat for r in results] == list(range(players))
    for r in results:
        assert r.score == sum(r.breakdown.values())
        assert r.tiebreak == (state.stars[r.seat],)
        better = sum(1 for o in results if (o.score, o.tiebreak) > (r.score, r.tiebreak))
        assert r.rank == 1 + better, "ranks agree with scores and tie-breaks"
    assert min(r.rank for r in results) == 1
    return players, decisions, outcome.reason


def test_random_playouts_keep_invariants_and_end() -> None:
    assert PLAYOUTS >= 1
    workers = max(1, min(os.cpu_count() or 1, 2))
    if workers > 1 and PLAYOUTS >= 50:
        # Spawned, not forked: earlier tests leave threads (event hub, browser driver) whose
        # locks a forked child could inherit held, and then wait on for ever.
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            results = pool.map(play_checked, range(PLAYOUTS), chunksize=20)
    else:
        results = [play_checked(i) for i in range(PLAYOUTS)]
    assert len(results) == PLAYOUTS
    assert {players for players, _, _ in results} == ({2, 3, 4} if PLAYOUTS >= 3 else {2})
    reasons = {reason for _, _, reason in results}
    # The safety turn limit is a guard, not an ending random play should reach.
    assert reasons == {"last_customer_placed"}, reasons


def _trace(players: int, options: dict[str, object], seed: int) -> tuple[list[str], bytes]:
    state = new_game(players, seed, **options)
    steps = []
    for _before, action, after in random_steps(state, seed):
        steps.append(action.to_notation())
        state = after
    return steps, GAME.encode_state(state)


def test_same_seed_same_game_even_with_the_global_rng_disturbed() -> None:
    for players, options in CONFIGS[:12:3]:
        random.seed(1)
        first = _trace(players, options, 77)
        random.seed(999)
        random.random()
        second = _trace(players, options, 77)
        assert first == second


def test_different_seeds_differ() -> None:
    assert _trace(4, {}, 1) != _trace(4, {}, 2)


def test_replay_of_the_log_reproduces_the_state() -> None:
    players, options = 3, {"ceo": True, "kaiju": True}
    state = new_game(players, 5, **options)
    actions = []
    for _before, action, after in random_steps(state, 5):
        actions.append(action)
        state = after
    config = GAME.normalize_config(players=players, options=options)
    assert GAME.encode_state(replay(GAME, config, 5, actions)) == GAME.encode_state(state)


def test_codecs_round_trip_at_random_points() -> None:
    rng = random.Random(3)
    checked = 0
    for index, (players, options) in enumerate(CONFIGS):
        state = new_game(players, 1000 + index, **options)
        for before, action, after in random_steps(state, 1000 + index):
            if rng.random() < 0.05:
                for probe in (before, after):
                    data = GAME.encode_state(probe)
                    decoded = GAME.decode_state(data)
                    assert GAME.encode_state(decoded) == data
                    as_json = GAME.state_to_json(probe)
                    back = GAME.state_from_json(as_json)
                    assert GAME.state_to_json(back) == as_json
                    assert GAME.encode_state(back) == data
                    # The decoded state plays on identically.
                    if probe is before:
                        assert GAME.encode_state(GAME.apply(decoded, action)) == (
                            GAME.encode_state(after)
                        )
                    checked += 1
    assert checked > 100


def test_apply_never_mutates_its_input() -> None:
    """Every option of every decision, applied to the same state, leaves it as it was."""
    for index, (players, options) in enumerate(CONFIGS):
        state = new_game(players, 900 + index, **options)
        for before, _action, _after in random_steps(state, 900 + index):
            snapshot = GAME.encode_state(before)
            for candidate in GAME.legal_actions(before, GAME.current_seats(before)[0])[:8]:
                GAME.apply(before, candidate)
                assert GAME.encode_state(before) == snapshot
