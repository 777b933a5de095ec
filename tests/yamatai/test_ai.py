"""Bot support: determinisation depends only on what the seat cannot see; the heuristic."""

from __future__ import annotations

import random
from typing import Any

from games.greedy import choose_greedy, supports_search
from games.yamatai import GAME
from games.yamatai.state import State
from tests.yamatai.helpers import check_invariants, new_game, random_steps
from tests.yamatai.scenario import at, do, empty_board
from tests.yamatai.test_views_and_actions import scrambled


def visible(state: State, seat: int) -> dict[str, Any]:
    return GAME.view_for(state, seat)


def test_determinize_keeps_what_the_seat_sees_and_ignores_where_hidden_things_are() -> None:
    state = new_game(4, seed=3)
    for _before, _action, after in random_steps(state, 3):
        state = after
        if state.round == 3:
            break
    seat = GAME.current_seats(state)[0]
    for viewer in (seat, (seat + 1) % 4):
        sample = GAME.determinize(state, viewer, random.Random(1))
        check_invariants(sample)
        assert visible(sample, viewer) == visible(state, viewer)
        # the same draw from a position that differs only in hidden things: same sample
        again = GAME.determinize(scrambled(state, viewer), viewer, random.Random(1))
        assert GAME.encode_state(again) == GAME.encode_state(sample)
    samples = {tuple(GAME.determinize(state, seat, random.Random(k)).deck) for k in range(5)}
    assert len(samples) > 1


def test_determinize_hides_another_seats_peek_but_not_ones_own() -> None:
    s = at(empty_board(), "trade", fleet_tile=3)
    after = do(s, "peek")
    own = GAME.determinize(after, 0, random.Random(2))
    assert own.peek == after.peek
    pool = sorted(after.peek + after.deck)
    others = [GAME.determinize(after, 1, random.Random(k)) for k in range(6)]
    assert all(sorted(o.peek + o.deck) == pool for o in others)
    assert any(o.peek != after.peek for o in others)


def test_evaluate_prefers_more_points_and_greedy_plays_a_legal_game() -> None:
    s = empty_board()
    better = s.clone()
    better.players[0].prestige += 3
    assert GAME.evaluate(better, 0) > GAME.evaluate(s, 0)
    assert GAME.evaluate(better, 1) < GAME.evaluate(s, 1)
    assert supports_search(GAME)
    state = new_game(4, seed=12)
    rng = random.Random(12)
    while GAME.current_seats(state):
        seat = GAME.current_seats(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == 0:
            action = choose_greedy(game=GAME, state=state, seat=seat, legal=legal, rng=rng)  # type: ignore[arg-type]
        else:
            action = rng.choice(legal)
        assert action in legal
        state = GAME.apply(state, action)
    assert GAME.outcome(state) is not None
