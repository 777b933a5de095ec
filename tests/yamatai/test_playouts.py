"""Seeded random playouts with invariants after every action; determinism; round trips.

`YAMATAI_PLAYOUTS` sets the number of complete random games (default 4 per configuration
of 2-4 players and the options; CI's soak step plays 2000). The games run in worker
processes, one per core.
"""

from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import random

from games.yamatai import GAME, rules
from games.yamatai.actions import YamataiAction
from games.yamatai.components import C
from games.yamatai.state import State
from tests.yamatai.helpers import (
    CONFIGS,
    check_invariants,
    culture_on_board_and_held,
    new_game,
    random_steps,
)

# 4 games of every configuration by default (every player count and option); CI's soak
# step plays 2000.
PLAYOUTS = int(os.environ.get("YAMATAI_PLAYOUTS", str(4 * len(CONFIGS))))
REASONS = {
    "last_building",
    "boat_colour_exhausted",
    "specialists_exhausted",
    "building_tiles_exhausted",
}
# Actions that take culture tokens out of the game (recruit payments, Michimata, Hetsuka).
SPENDING = {"recruit", "michimata", "hetsuka"}


def coin_total(state: State) -> int:
    return sum(p.coins for p in state.players) + sum(state.display_coins)


def expected_coin_change(state: State, action: YamataiAction) -> int:
    player = state.players[action.seat]
    if action.kind in ("buy", "sell"):
        colour = C.colours.index(str(action.args[0]))
        price = (rules.buy_price if action.kind == "buy" else rules.sell_price)(
            state, player, colour
        )
        assert price is not None
        return -price if action.kind == "buy" else price
    if action.kind == "hetsuka":
        return rules.HETSUKA_COINS
    if action.kind == "kachiko":
        return -rules.KACHIKO_COST
    return 0


def play_checked(index: int) -> tuple[int, int, str]:
    """One complete random game; returns (players, actions, end reason)."""
    players, options = CONFIGS[index % len(CONFIGS)]
    state = new_game(players, seed=index, **options)
    check_invariants(state)
    actions = 0
    tokens_after = culture_on_board_and_held(state)
    for before, action, after in random_steps(state, index):
        check_invariants(after)
        tokens_before = tokens_after
        tokens_after = culture_on_board_and_held(after)
        if action.kind in SPENDING:
            assert tokens_after < tokens_before
        else:
            assert tokens_after == tokens_before, action
        if after.round == before.round and not after.over:
            # coins move between seats and specialists; only these actions create or spend
            change = coin_total(after) - coin_total(before)
            assert change == expected_coin_change(before, action) or (
                action.kind == "build" and change >= 0
            ), action
        actions += 1
        state = after
    assert actions < 5000
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game must end"
    assert GAME.current_seats(state) == ()
    assert sorted(r.rank for r in outcome.results) == list(range(1, players + 1))
    ordered = sorted(outcome.results, key=lambda r: r.rank)
    for better, worse in itertools.pairwise(ordered):
        assert (better.score, better.tiebreak) > (worse.score, worse.tiebreak)
    for result in outcome.results:
        assert result.score == sum(result.breakdown.values())
    assert outcome.reason in REASONS
    return players, actions, outcome.reason


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
    if PLAYOUTS >= 3:
        assert {players for players, _, _ in results} == {2, 3, 4}


def test_determinism_with_global_random_disturbed_and_round_trips() -> None:
    for index, (players, options) in enumerate(CONFIGS):
        seed = 300 + index
        state = new_game(players, seed=seed, **options)
        log = []
        encoded = []
        for before, action, _after in random_steps(state, seed):
            log.append(action)
            encoded.append(GAME.encode_state(before))
        rng = random.Random(index)
        replay = new_game(players, seed=seed, **options)
        for step, action in enumerate(log):
            assert GAME.encode_state(replay) == encoded[step], (index, step)
            random.seed(rng.random())  # disturb the global generator between steps
            random.random()
            if rng.random() < 0.1:
                data = GAME.state_to_json(replay)
                again = GAME.state_from_json(json.loads(json.dumps(data)))
                assert again == replay
                assert GAME.state_to_json(again) == data
                replay = again
            if rng.random() < 0.1:
                again = GAME.decode_state(GAME.encode_state(replay))
                assert again == replay
                replay = again
            snapshot = GAME.encode_state(replay)
            legal = GAME.legal_actions(replay, action.seat)
            replay = GAME.apply(replay, action)
            assert GAME.legal_actions(GAME.decode_state(snapshot), action.seat) == legal
        assert GAME.outcome(replay) is not None


def test_apply_never_mutates_its_input() -> None:
    state = new_game(4, seed=77)
    for before, _action, _after in random_steps(state, 77):
        snapshot = GAME.encode_state(before)
        for seat in GAME.current_seats(before):
            for action in GAME.legal_actions(before, seat)[:4]:
                GAME.apply(before, action)
        assert GAME.encode_state(before) == snapshot


def test_every_player_count_and_end_reason_is_reached() -> None:
    reasons = set()
    for index in range(60):
        _players, _actions, reason = play_checked(1000 + index)
        reasons.add(reason)
    assert "boat_colour_exhausted" in reasons
    assert len(C.specialists) == 18


def test_json_form_is_plain_json_and_small() -> None:
    state = new_game(3, seed=5)
    for _before, _action, after in random_steps(state, 5):
        state = after
    data = GAME.state_to_json(state)
    assert GAME.state_from_json(json.loads(json.dumps(data))) == state
    assert len(GAME.encode_state(state)) < 4096
