"""Bot support: determinisation uses only what the seat may see; greedy beats random."""

from __future__ import annotations

import random

import pytest

from games.engine.contract import Action
from games.greedy import choose_greedy, supports_search
from games.shinjuku import GAME, ai
from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS
from tests.shinjuku.helpers import (
    CONFIGS,
    at_action_phase,
    check_invariants,
    clear_ward_customers,
    new_game,
    put_building,
    put_customers,
    random_steps,
    set_hand,
)
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
    and with few options the one the search's evaluation likes best."""
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
            values = [ai.mcts_evaluate(GAME.apply(after, option), seat) for option in options]
            assert ai.mcts_evaluate(GAME.apply(after, chosen), seat) == max(values)
            judged += 1
    assert judged


def test_own_turns_left_tracks_the_end_of_the_game() -> None:
    """The search's clock (ai.own_turns_left): about a quarter of the ~44 turns in a
    4-player game at the start, shrinking as the bag empties, exact once the end is
    triggered (the round is completed up to the start seat), zero when the game is over."""
    state = new_game(4, 5)
    assert 8 <= ai.own_turns_left(state, 0) <= 16
    emptier = state.clone()
    emptier.bag = emptier.bag[: len(emptier.bag) // 2]
    assert ai.own_turns_left(emptier, 0) < ai.own_turns_left(state, 0)
    triggered = state.clone()
    triggered.trigger_seat = triggered.active
    start = triggered.start_seat
    for seat in range(4):
        later_in_round = (seat - start) % 4 > (triggered.active - start) % 4
        assert ai.own_turns_left(triggered, seat) == (1.0 if later_in_round else 0.0)
    over = state.clone()
    over.over = True
    assert ai.own_turns_left(over, 0) == 0.0


def test_the_search_evaluation_counts_only_points_at_the_end() -> None:
    """mcts_evaluate: with no turn left a hand of cards is worth nothing (evaluate still
    counts it), while a customer behind the screen counts in full; early in the game the
    two evaluations agree on cards."""
    state = at_action_phase(4, 6)
    seat = state.active
    rich = state.clone()
    set_hand(rich, seat, {"minato": 3, "chiyoda": 3})
    poor = state.clone()
    set_hand(poor, seat, {"minato": 1})
    early_gain = ai.mcts_evaluate(rich, seat) - ai.mcts_evaluate(poor, seat)
    assert early_gain == pytest.approx(ai.evaluate(rich, seat) - ai.evaluate(poor, seat))
    assert early_gain > 0
    for late in (rich, poor):
        late.over = True
    assert ai.mcts_evaluate(rich, seat) == ai.mcts_evaluate(poor, seat)
    assert ai.evaluate(rich, seat) > ai.evaluate(poor, seat)
    scored = poor.clone()
    scored.screen[seat * 8] += 1  # one food customer: a single, 1 point
    assert ai.mcts_evaluate(scored, seat) - ai.mcts_evaluate(poor, seat) == pytest.approx(1.0)


def test_the_search_evaluation_values_an_upgrade_within_reach() -> None:
    """A shop on a department-store site is worth more to the search once a matching
    customer waits in its ward, and more again once one is behind the screen (the next
    star stack is in reach); the greedy evaluation does not tell the last two apart."""
    state = at_action_phase(4, 8)
    seat = state.active
    clear_ward_customers(state)
    put_building(state, "shibuya", seat, "food")
    near = state.clone()
    put_customers(near, "shibuya", [("food", 1)])
    ready = state.clone()
    ready.bag.remove(0)
    ready.screen[seat * 8] += 1
    plain = ai.mcts_evaluate(state, seat)
    assert plain < ai.mcts_evaluate(near, seat) < ai.mcts_evaluate(ready, seat)
    # The greedy heuristic: the waiting customer is worth SAME_WARD_CUSTOMER_VALUE, the
    # delivered one its point; no star stack in either.
    assert ai.evaluate(ready, seat) - ai.evaluate(state, seat) == pytest.approx(1.0)
