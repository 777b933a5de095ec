"""Bot support: determinisation uses only what the seat may see; greedy beats random."""

from __future__ import annotations

import random

from games.engine.contract import Action
from games.greedy import choose_greedy, supports_search
from games.shinjuku import GAME, ai
from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS
from tests.shinjuku.helpers import CONFIGS, check_invariants, new_game, random_steps
from tests.shinjuku.test_views_and_actions import perturb_hidden


def test_determinize_depends_only_on_what_the_seat_cannot_see() -> None:
    assert supports_search(GAME)
    for index, (players, options) in enumerate(CONFIGS[:9]):
        state = new_game(players, 40 + index, **options)
        for step, (_before, _action, after) in enumerate(random_steps(state, 40 + index)):
            if step % 37 or after.over:
                continue
            seat = GAME.current_seats(after)[0]
            sample = GAME.determinize(after, seat, random.Random(step))
            twin = perturb_hidden(after, seat, step)
            # Other screens are not hidden from a bot (every transfer is public): keep them.
            twin.screen = after.screen[:]
            twin.stars = after.stars[:]
            again = GAME.determinize(twin, seat, random.Random(step))
            assert GAME.encode_state(sample) == GAME.encode_state(again)
            # The seat's own knowledge is untouched and the sample is a consistent state.
            own = slice(seat * NUM_WARDS, (seat + 1) * NUM_WARDS)
            assert sample.hand[own] == after.hand[own]
            assert sample.hand_size == after.hand_size
            assert len(sample.deck) == len(after.deck)
            assert sample.deck.count(KAIJU_CARD) == after.deck.count(KAIJU_CARD)
            assert sorted(sample.bag) == sorted(after.bag)
            assert GAME.view_for(sample, seat) == GAME.view_for(after, seat)
            check_invariants(sample)


def test_greedy_beats_random_bots() -> None:
    """Two seeded 4-player games, the greedy seat rotating: it wins both (bench/bots.py
    measures the win rate over more games)."""
    for number in range(2):
        state = new_game(4, 9000 + number)
        greedy_seat = number % 4
        rng = random.Random(number)
        while GAME.current_seats(state):
            seat = GAME.current_seats(state)[0]
            legal: list[Action] = list(GAME.legal_actions(state, seat))
            if seat == greedy_seat:
                action = choose_greedy(game=GAME, state=state, seat=seat, legal=legal, rng=rng)
            else:
                action = rng.choice(legal)
            assert isinstance(action, ShinjukuAction)
            state = GAME.apply(state, action)
        outcome = GAME.outcome(state)
        assert outcome is not None
        mine = outcome.results[greedy_seat]
        assert mine.rank == 1
        assert mine.score > max(r.score for r in outcome.results if r.seat != greedy_seat)


def test_the_playout_policy_is_greedy_over_a_seeded_sample() -> None:
    """MCTS playouts (GAME.playout_action): a legal option, the same one for the same rng,
    and with few options the one the evaluation likes best."""
    state = new_game(2, 77)
    judged = 0
    for step, (_before, _action, after) in enumerate(random_steps(state, 77)):
        if after.over or step % 5:
            continue
        seat = GAME.current_seats(after)[0]
        options = list(GAME.legal_actions(after, seat))
        chosen = GAME.playout_action(after, seat, options, random.Random(step))
        assert chosen in options
        assert GAME.playout_action(after, seat, options, random.Random(step)) == chosen
        if 1 < len(options) <= ai.PLAYOUT_SAMPLE:
            values = [GAME.evaluate(GAME.apply(after, option), seat) for option in options]
            assert GAME.evaluate(GAME.apply(after, chosen), seat) == max(values)
            judged += 1
    assert judged
