"""Views, log entries and actions: hidden information, notation and JSON forms, fuzzing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine.errors import InvalidAction
from games.engine.i18n import STORED_ONLY_KEYS as STORED_ONLY
from games.engine.i18n import render_entry
from games.yamatai import GAME
from games.yamatai.actions import SCHEMA, YamataiAction
from games.yamatai.components import C
from games.yamatai.state import State
from tests.yamatai.helpers import CONFIGS, new_game, random_steps

VIEW_KEYS = {
    "game", "view_version", "viewer", "players", "round", "over", "end_reason", "decision",
    "turn_order", "turn", "fleet_track", "fleet_tiles_taken", "specialist_display",
    "specialist_deck_count", "building_row", "building_deck_count", "supply",
    "sacred_ground_left", "board", "seats", "current_seats",
}  # fmt: skip


def scrambled(state: State, viewer: int | None) -> State:
    """The same position with everything hidden from `viewer` arranged differently."""
    other = state.clone()
    other.deck = list(reversed(state.deck))
    other.spec_deck = list(reversed(state.spec_deck))
    other.track = state.track[: state.up] + list(reversed(state.track[state.up :]))
    other.rng = state.rng ^ 0x5DEECE66D
    active = None if state.over else state.order[state.turn]
    if state.peek and viewer != active:
        pool = sorted(state.peek + state.deck)
        other.peek = pool[-len(state.peek) :]
        other.deck = pool[: -len(state.peek)]
    return other


def hidden_ids(state: State, viewer: int | None) -> set[str]:
    ids = {C.buildings[t].id for t in state.deck}
    active = None if state.over else state.order[state.turn]
    if viewer != active:
        ids |= {C.buildings[t].id for t in state.peek}
    ids |= {C.specialists[s].id for s in state.spec_deck}
    return ids


def test_views_and_log_entries_hide_what_each_viewer_may_not_see() -> None:
    for index, (players, options) in enumerate(CONFIGS):
        seed = 500 + index
        state = new_game(players, seed=seed, **options)
        viewers: list[int | None] = [None, *range(players)]
        for before, action, after in random_steps(state, seed):
            for viewer in viewers:
                view = GAME.view_for(after, viewer)
                assert set(view) == VIEW_KEYS
                text = json.dumps(view)
                for hidden in hidden_ids(after, viewer):
                    assert f'"{hidden}"' not in text, (hidden, viewer)
                assert view == GAME.view_for(scrambled(after, viewer), viewer)
                entry = GAME.describe_action(before, action, viewer)
                # Stored with its English template and arguments, rendered when read.
                assert set(entry) == {"kind", "seat", "text", "notation", "public", *STORED_ONLY}
                assert set(render_entry(entry)) == {"kind", "seat", "text", "notation", "public"}
                if action.kind in ("put_top", "put_bottom") and viewer != action.seat:
                    assert entry["notation"] is None
                    assert str(action.args[0]) not in entry["text"]
                    assert entry["public"] is False
                else:
                    assert entry["notation"] == action.to_notation()


def test_peek_is_shown_to_the_acting_seat_only() -> None:
    from tests.yamatai.scenario import at, do, empty_board

    s = at(empty_board(), "trade", fleet_tile=3)
    after = do(s, "peek")
    mine = GAME.view_for(after, 0)["turn"]["peek"]
    assert sorted(mine) == sorted(C.buildings[t].id for t in after.peek)
    tiles = GAME.view_for(after, 0)["turn"]["peek_tiles"]
    assert [t["id"] for t in tiles] == mine
    assert all(t["boats"] and t["pp"] >= 0 for t in tiles)
    assert GAME.view_for(after, 1)["turn"]["peek"] is None
    assert GAME.view_for(after, None)["turn"]["peek"] is None
    assert GAME.view_for(after, 1)["turn"]["peek_tiles"] is None
    assert GAME.view_for(after, None)["turn"]["peek_tiles"] is None
    assert GAME.view_for(after, 1)["turn"]["peek_count"] == 3


def test_view_shape_is_plain_json_with_public_board() -> None:
    state = new_game(3, seed=9)
    view = GAME.view_for(state, 0)
    assert json.loads(json.dumps(view)) == view
    assert len(view["board"]["islands"]) == len(C.island_ids)
    assert view["fleet_track"]["face_down_count"] == 5
    assert len(view["fleet_track"]["face_up"]) == 5
    assert view["building_deck_count"] == 23
    seat = view["seats"][0]
    assert seat["coins"] == 10
    # the documented nested shape (games/yamatai/README.md, "View")
    assert set(view["turn"]) == {
        "index", "seat", "fleet_tile", "fleet_effect_used", "trades", "placed_spaces",
        "chain_end", "taken_islands", "specialists_used", "pending_space", "pending_island",
        "peek_count", "peek", "peek_tiles",
    }  # fmt: skip
    assert set(seat) == {
        "seat", "colour", "coins", "prestige_tokens", "culture_tokens", "pool", "harbour",
        "beside_harbour", "harbour_capacity", "standard_pieces_left", "built_tiles",
        "reserved_tiles", "specialists", "score",
    }  # fmt: skip
    assert set(view["board"]["islands"][0]) == {"id", "token", "building", "sacred", "mountain"}
    assert set(view["building_row"][0]) == {"id", "kind", "boats", "pp", "trading_post"}
    assert set(view["specialist_display"][0]) == {"slot", "specialist", "coins"}
    assert set(view["decision"]) == {"seat", "kind", "turn"}
    assert set(seat["score"]) == {
        "coins", "prestige_tokens", "buildings", "specialists", "reserved_tiles",
        "boats_beside_harbour",
    }  # fmt: skip


def test_every_legal_action_round_trips_through_notation_and_json() -> None:
    state = new_game(4, seed=21)
    rng = random.Random(21)
    for before, _action, _after in random_steps(state, 21):
        seat = GAME.current_seats(before)[0]
        for action in GAME.legal_actions(before, seat):
            assert GAME.parse_action(before, seat, action.to_notation()) == action
            form = action.to_json()
            assert form["kind"] == action.kind
            assert GAME.parse_action(before, seat, json.loads(json.dumps(form))) == action
        if rng.random() < 0.02:
            break


def test_multiset_arguments_are_accepted_in_any_order() -> None:
    state = new_game(4, seed=1)
    a = GAME.parse_action(state, 0, "dock:gold.bamboo")
    b = GAME.parse_action(state, 0, {"kind": "dock", "harbour": ["bamboo", "gold"]})
    assert a == b == YamataiAction(0, "dock", ("bamboo.gold",))
    c = GAME.parse_action(state, 0, "recruit:riu:vase.drum.fan")
    assert c.args == ("riu", "drum.fan.vase")


def test_parse_rejects_garbage_with_a_reason() -> None:
    state = new_game(4, seed=1)
    bad: list[Any] = [
        "",
        "fly",
        "fleet",
        "fleet:x",
        "fleet:1:2",
        "place:silver:s01",
        "place:bamboo:s99",
        "build:b99:i01",
        "dock:bamboo.iron",
        {"kind": 3},
        {"kind": "fleet"},
        {"kind": "fleet", "tile": True},
        {"kind": "fleet", "tile": 1, "extra": 2},
        {"kind": "fleet", "tile": 1, "seat": 2},
        ["fleet", 1],
        "x" * 300,
    ]
    for payload in bad:
        with pytest.raises(InvalidAction) as caught:
            GAME.parse_action(state, 0, payload)
        assert caught.value.reason


_NAMES = st.sampled_from(
    [*SCHEMA, *C.colours, *C.space_ids[:5], *C.island_ids[:5], "b01", "riu", "drum", "none", ""]
)


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(max_size=60),
        st.lists(_NAMES, max_size=4).map(":".join),
        st.dictionaries(
            st.sampled_from(["kind", "tile", "colour", "space", "island", "harbour", "seat"]),
            st.one_of(st.integers(-5, 200), _NAMES, st.booleans(), st.none(), st.lists(_NAMES)),
            max_size=4,
        ),
    )
)
def test_parse_action_fuzz(payload: Any) -> None:
    state = FUZZ_STATE
    try:
        action = GAME.parse_action(state, 0, payload)
    except InvalidAction as exc:
        reason = exc.reason
        assert reason
        return
    assert action.kind in SCHEMA
    assert GAME.parse_action(state, 0, action.to_notation()) == action
    assert GAME.parse_action(state, 0, action.to_json()) == action


FUZZ_STATE = new_game(4, seed=2)


def test_contract_edges() -> None:
    state = new_game(3, seed=4)
    with pytest.raises(InvalidAction, match="seat"):
        GAME.parse_action(state, 3, "pass")
    with pytest.raises(InvalidAction, match="seat"):
        GAME.parse_action(state, True, "pass")
    assert GAME.outcome(state) is None
    active = GAME.current_seats(state)[0]
    assert GAME.legal_actions(state, (active + 1) % 3) == []
    assert GAME.legal_actions(state, active)


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_every_view_of_a_finished_game_shows_the_final_scores(index: int) -> None:
    """Once over, each seat's `score` breakdown in every view is the result's (its sum the
    result's score)."""
    players, options = CONFIGS[index]
    state = new_game(players, seed=800 + index, **options)
    for _before, _action, after in random_steps(state, 800 + index):
        state = after
    outcome = GAME.outcome(state)
    assert outcome is not None
    for viewer in [None, *range(players)]:
        seats = json.loads(json.dumps(GAME.view_for(state, viewer)))["seats"]
        assert [s["score"] for s in seats] == [dict(r.breakdown) for r in outcome.results]
        assert [sum(s["score"].values()) for s in seats] == [r.score for r in outcome.results]
