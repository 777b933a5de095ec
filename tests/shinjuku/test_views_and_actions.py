"""Views, log entries and action parsing: hidden information, stable shapes, fuzzing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine.errors import InvalidAction
from games.engine.i18n import STORED_ONLY_KEYS as STORED
from games.engine.i18n import render_entry
from games.shinjuku import GAME
from games.shinjuku.actions import SCHEMA
from games.shinjuku.components import KAIJU_CARD, NUM_WARDS
from games.shinjuku.state import State
from tests.shinjuku.helpers import CONFIGS, new_game, random_steps

VIEW_KEYS = {
    "game",
    "view_version",
    "viewer",
    "players",
    "options",
    "over",
    "end_reason",
    "turn",
    "round",
    "start_seat",
    "active_seat",
    "decision_seat",
    "phase",
    "actions_taken",
    "pending",
    "queue",
    "queue_customers",
    "star_track",
    "bag_count",
    "bag_empty",
    "final_round",
    "trigger_seat",
    "deck_count",
    "discard",
    "removed_customers",
    "ward_customers",
    "stations",
    "rails",
    "kaiju",
    "seats",
    "scores",
}
SEAT_KEYS = {
    "seat",
    "corporation",
    "corporation_name",
    "color",
    "hand_count",
    "hand",
    "customers",
    "stars",
    "supply",
    "ceo",
}


def perturb_hidden(state: State, viewer: int | None, seed: int) -> State:
    """Change everything `viewer` may not see: other hands (same sizes), the draw pile's
    order and content, the bag's order, the RNG, and other screens and stars."""
    rng = random.Random(seed)
    out = state.clone()
    others = [s for s in range(state.cfg.players) if s != viewer]
    pool = [c for c in state.deck if c != KAIJU_CARD]
    for seat in others:
        for ward in range(NUM_WARDS):
            pool += [ward] * state.hand[seat * NUM_WARDS + ward]
            out.hand[seat * NUM_WARDS + ward] = 0
    rng.shuffle(pool)
    for seat in others:
        for _ in range(state.hand_size[seat]):
            out.hand[seat * NUM_WARDS + pool.pop()] += 1
    out.deck = pool + [KAIJU_CARD] * state.deck.count(KAIJU_CARD)
    rng.shuffle(out.deck)
    rng.shuffle(out.bag)
    out.rng = rng.getrandbits(64)
    for seat in others:
        out.screen[seat * 8 : seat * 8 + 8] = state.screen[seat * 8 : seat * 8 + 8][::-1]
        out.stars[seat] += 1
    return out


def test_views_and_log_entries_hide_what_the_viewer_cannot_see() -> None:
    """Every view and log entry of every decision, for every viewer, over one game per
    configuration: changing what the viewer may not see changes nothing they get."""
    checked = 0
    for index, (players, options) in enumerate(CONFIGS):
        state = new_game(players, 500 + index, **options)
        for before, action, after in random_steps(state, 500 + index):
            for viewer in [None, *range(players)]:
                view = GAME.view_for(after, viewer)
                if not after.over:
                    json.dumps(view)  # plain JSON
                    twin = perturb_hidden(after, viewer, checked)
                    assert GAME.view_for(twin, viewer) == view
                entry = GAME.describe_action(before, action, viewer)
                # Stored with its English template and arguments, rendered when read.
                assert set(entry) == {"kind", "seat", "text", "notation", "public", *STORED}
                assert set(render_entry(entry)) == {"kind", "seat", "text", "notation", "public"}
                twin_before = perturb_hidden(before, viewer, checked + 1)
                assert GAME.describe_action(twin_before, action, viewer) == entry
                checked += 1
    assert checked > 10_000


def test_own_hand_is_shown_only_to_its_owner() -> None:
    state = new_game(3, 2)
    for viewer in (None, 0, 1, 2):
        view = GAME.view_for(state, viewer)
        for seat_view in view["seats"]:
            shown = seat_view["hand"] is not None
            assert shown == (seat_view["seat"] == viewer)
            assert (seat_view["customers"] is not None) == (seat_view["seat"] == viewer)
            if shown:
                assert sum(seat_view["hand"].values()) == seat_view["hand_count"]


def test_view_shape_is_stable() -> None:
    for players, options in CONFIGS[:12:4]:
        state = new_game(players, 3, **options)
        for _before, _action, after in random_steps(state, 3):
            state = after
        view = GAME.view_for(state, 0)
        assert set(view) == VIEW_KEYS
        assert all(set(seat) == SEAT_KEYS for seat in view["seats"])
        assert view["over"] is True
        assert len(view["scores"]) == players
        # Once the game is over the screens are revealed to everyone.
        assert all(seat["customers"] is not None for seat in GAME.view_for(state, None)["seats"])
        assert [len(view["queue"]), view["queue"][0]["slot"]] == [4, 1]


def test_every_legal_action_round_trips_through_notation_and_json() -> None:
    for index, (players, options) in enumerate(CONFIGS):
        state = new_game(players, 700 + index, **options)
        for before, _action, _after in random_steps(state, 700 + index):
            for candidate in GAME.legal_actions(before, GAME.current_seats(before)[0]):
                notation = candidate.to_notation()
                assert GAME.parse_action(before, candidate.seat, notation) == candidate
                as_json = json.loads(json.dumps(candidate.to_json()))
                assert as_json["kind"] == candidate.kind
                assert GAME.parse_action(before, candidate.seat, as_json) == candidate


def test_parse_rejects_garbage_with_a_reason() -> None:
    state = new_game(2, 1)
    for payload, reason in (
        ("fly:tokyo", "unknown action kind"),
        ("open_at", "takes 1 argument"),
        ("open_at:atlantis", "not a known station"),
        ("drop:food:3", "integer from 1 to 2"),
        ({"kind": "open_at"}, "missing 'station'"),
        ({"kind": "open_at", "station": "tokyo", "x": 1}, "unexpected field"),
        ({"kind": "end", "seat": 1 - state.active}, "does not match"),
        (42, "notation string or a JSON object"),
    ):
        with pytest.raises(InvalidAction) as info:
            GAME.parse_action(state, state.active, payload)  # type: ignore[arg-type]
        assert reason in info.value.reason, (payload, info.value.reason)


_TOKENS = st.sampled_from(
    [*SCHEMA, "tokyo", "shibuya", "food", "1", "2", "0", "tokyo-yotsuya", "", ":", "ward"]
)


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(max_size=60),
        st.lists(_TOKENS, max_size=4).map(":".join),
        st.dictionaries(
            st.sampled_from(["kind", "ward", "station", "good", "weight", "seat", "connection"]),
            st.one_of(_TOKENS, st.integers(-3, 5), st.booleans(), st.none()),
            max_size=4,
        ),
    )
)
def test_parse_action_fuzz(payload: Any) -> None:
    state = new_game(2, 1)
    try:
        action = GAME.parse_action(state, state.active, payload)
    except InvalidAction as exc:
        reason = exc.reason
    else:
        reason = ""
    if reason:
        return
    assert GAME.parse_action(state, state.active, action.to_notation()) == action
    assert GAME.parse_action(state, state.active, action.to_json()) == action


def test_corporations_follow_seat_order_unless_configured() -> None:
    default = GAME.view_for(new_game(3, 1), None)["seats"]
    assert [(s["corporation"], s["color"]) for s in default] == [
        ("fuji_rails", "green"),
        ("onigatetsu", "pink"),
        ("tokyo_skyline", "blue"),
    ]
    chosen = new_game(2, 1, corporations="robotrains,tokyo_skyline,onigatetsu,fuji_rails")
    seats = GAME.view_for(chosen, 0)["seats"]
    assert [(s["corporation"], s["color"]) for s in seats] == [
        ("robotrains", "orange"),
        ("tokyo_skyline", "blue"),
    ]


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_every_view_of_a_finished_game_shows_the_final_scores(index: int) -> None:
    """Once over, every view's `scores` are the result's scores, seat by seat."""
    players, options = CONFIGS[index]
    state = new_game(players, 800 + index, **options)
    for _before, _action, after in random_steps(state, 800 + index):
        state = after
    outcome = GAME.outcome(state)
    assert outcome is not None
    for viewer in [None, *range(players)]:
        view = json.loads(json.dumps(GAME.view_for(state, viewer)))
        assert view["scores"] == [r.score for r in outcome.results]


def test_log_texts_number_seats_from_0_as_every_game_does() -> None:
    """Seat 0's action is "Seat 0 ..." (not "Seat 1"), and the entry carries its seat."""
    state = new_game(2, 16, ceo=True, start_seat=0)
    assert GAME.current_seats(state) == (0,)
    first = GAME.legal_actions(state, 0)[0]
    for viewer in (None, 0, 1):
        entry = GAME.describe_action(state, first, viewer)
        assert entry["seat"] == 0
        assert entry["text"].startswith("Seat 0 "), entry["text"]
    # A seat an action names (the CEO evicted by the Kaiju) is numbered the same way.
    evict = GAME.parse_action(state, 1, "evict:0:chuo")
    assert GAME.describe_action(state, evict, None)["text"] == (
        "Seat 1 moved Seat 0's CEO out of the Kaiju's ward to Chuo"
    )
