"""Seeded random playouts with invariants after every action; determinism; round trips.

`YOKOHAMA_PLAYOUTS` sets the number of complete random games (default 4 per configuration
of 2-4 players, both editions and the mini-expansions; CI's soak step plays 2000). The games
run in worker processes, one per core.
"""

from __future__ import annotations

import multiprocessing
import os
import random

from games.yokohama import GAME
from tests.yokohama.helpers import CONFIGS, check_invariants, new_game, random_steps, totals_of

# 4 games of every configuration by default (every player count and option); CI's soak
# step plays 2000.
PLAYOUTS = int(os.environ.get("YOKOHAMA_PLAYOUTS", str(4 * len(CONFIGS))))


def play_checked(index: int) -> tuple[int, int, str]:
    """One complete random game; returns (players, actions, end reason)."""
    players, options = CONFIGS[index % len(CONFIGS)]
    state = new_game(players, seed=index, **options)
    totals = totals_of(state)
    previous = [p.vp for p in state.players]
    actions = 0
    for _before, _action, after in random_steps(state, index):
        check_invariants(after, totals)
        for player, old in zip(after.players, previous, strict=True):
            # every VP category only grows during play
            assert all(new >= was for new, was in zip(player.vp, old, strict=True)), index
        previous = [p.vp for p in after.players]
        state = after
        actions += 1
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game must end"
    assert GAME.current_seats(state) == ()
    assert sorted(r.rank for r in outcome.results) == list(range(1, players + 1))
    for result in outcome.results:
        assert result.score == sum(result.breakdown.values())
        assert result.score >= state.players[result.seat].score
    best = max(r.score for r in outcome.results)
    assert next(r for r in outcome.results if r.rank == 1).score == best
    assert outcome.reason in (
        "church_full",
        "customs_full",
        "orders_exhausted",
        "all_shops_built",
        "all_trading_houses_built",
    )
    return players, actions, outcome.reason


def test_random_playouts_keep_invariants_and_end() -> None:
    assert PLAYOUTS >= 1
    workers = max(1, min(os.cpu_count() or 1, 4))
    if workers > 1 and PLAYOUTS >= 50:
        # Spawned, not forked: earlier tests leave threads (event hub, browser driver) whose
        # locks a forked child could inherit held, and then wait on for ever.
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            results = pool.map(play_checked, range(PLAYOUTS), chunksize=10)
    else:
        results = [play_checked(i) for i in range(PLAYOUTS)]
    assert len(results) == PLAYOUTS
    assert {players for players, _, _ in results} == (
        {2, 3, 4} if PLAYOUTS >= 3 else {players for players, _, _ in results}
    )
    if PLAYOUTS >= 200:
        reasons = {reason for _, _, reason in results}
        assert {"orders_exhausted", "church_full"} <= reasons


def test_determinism_with_global_random_disturbed_and_round_trips() -> None:
    for index, (players, options) in enumerate(CONFIGS):
        state = new_game(players, seed=100 + index, **options)
        log = []
        encoded = []
        for before, action, _after in random_steps(state, 100 + index):
            log.append(action)
            encoded.append(GAME.encode_state(before))
        rng = random.Random(index)
        replay = new_game(players, seed=100 + index, **options)
        for step, action in enumerate(log):
            assert GAME.encode_state(replay) == encoded[step], (index, step)
            random.seed(rng.random())  # disturb the global generator between steps
            random.random()
            if rng.random() < 0.05:
                data = GAME.state_to_json(replay)
                again = GAME.state_from_json(data)
                assert again == replay
                assert GAME.state_to_json(again) == data
                replay = again
            if rng.random() < 0.05:
                again = GAME.decode_state(GAME.encode_state(replay))
                assert again == replay
                replay = again
            snapshot = GAME.encode_state(replay)
            legal = GAME.legal_actions(replay, action.seat)
            replay = GAME.apply(replay, action)
            assert GAME.legal_actions(GAME.decode_state(snapshot), action.seat) == legal
        assert GAME.outcome(replay) is not None


def test_apply_never_mutates_its_input() -> None:
    state = new_game(4, seed=77, edition="new", mini_expansion_1=True, mini_expansion_2=True)
    for before, _action, _after in random_steps(state, 77):
        snapshot = GAME.encode_state(before)
        for seat in GAME.current_seats(before):
            for action in GAME.legal_actions(before, seat)[:3]:
                GAME.apply(before, action)
        assert GAME.encode_state(before) == snapshot


def test_json_form_is_plain_json() -> None:
    import json

    state = new_game(3, seed=5)
    for _before, _action, after in random_steps(state, 5):
        state = after
    data = GAME.state_to_json(state)
    assert GAME.state_from_json(json.loads(json.dumps(data))) == state
    assert len(GAME.encode_state(state)) < 4096
