"""Views, log entries, hidden information, notation and JSON parsing."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import IllegalAction, InvalidAction
from games.yokohama import GAME
from games.yokohama.components import COMPONENTS as C
from games.yokohama.state import FREE, State
from tests.yokohama.helpers import CONFIGS, new_game, play_random, random_steps, started


def hidden_ids(state: State, viewer: int | None) -> set[str]:
    """Card ids the viewer must not see: others' hands and draws, the box, both decks."""
    ids = {C.orders[o].id for o in state.order_deck + state.box_orders}
    ids |= {C.tech_cards[c].id for c in state.tech_deck}
    for seat, p in enumerate(state.players):
        if seat != viewer:
            ids |= {C.orders[o].id for o in (*p.orders, *p.draw)}
    return ids


def leaked(payload: Any, secret: set[str]) -> set[str]:
    text = json.dumps(payload)
    return {s for s in secret if f'"{s}"' in text or f":{s}" in text or f" {s}" in text}


def test_views_hide_hands_draws_box_and_decks_over_a_game() -> None:
    s = new_game(4, seed=31)
    for checked, (before, action, after) in enumerate(random_steps(s, 31)):
        for viewer in (None, 0, 1, 2, 3):
            view = GAME.view_for(after, viewer)
            assert not leaked(view, hidden_ids(after, viewer)), (viewer, action)
            entry = GAME.describe_action(before, action, viewer)
            assert set(entry) >= {"kind", "text", "notation", "public"}
            # cards hidden before and after the action must stay out of the entry (a fulfilled
            # order is revealed by the action itself); a seat reads its own kept card
            secret = hidden_ids(before, viewer) & hidden_ids(after, viewer)
            assert not leaked(entry, secret), (viewer, action)
        if checked > 400:
            break


def test_own_hand_is_visible_and_view_is_json_ready() -> None:
    s = started(3, 5)
    view = GAME.view_for(s, 1)
    assert [o["id"] for o in view["you"]["orders"]] == [C.orders[o].id for o in s.players[1].orders]
    assert view["seats"][0]["orders_in_hand"] == 1
    assert "you" not in GAME.view_for(s, None)
    json.dumps(view)
    assert view["decks"] == {"technology": len(s.tech_deck), "orders": len(s.order_deck)}
    assert view["decision"]["seats"] == [s.active]
    area = view["map"]["areas"][0]
    assert {"id", "adjacent", "assistants", "presidents", "category"} <= set(area)


def test_setup_keep_is_private_in_the_log() -> None:
    s = new_game(2, seed=3)
    action = GAME.legal_actions(s, 0)[1]
    mine = GAME.describe_action(s, action, 0)
    other = GAME.describe_action(s, action, 1)
    spectator = GAME.describe_action(s, action, None)
    assert mine["notation"] == action.to_notation()
    assert mine["public"] is False
    assert other["notation"] is None
    assert spectator["notation"] is None
    assert other["text"] == "Seat 0 kept one of two order cards"
    draw_ids = {C.orders[o].id for o in s.players[0].draw}
    assert not leaked(other, draw_ids)
    assert not leaked(spectator, draw_ids)
    view = GAME.view_for(s, 1)
    assert not leaked(view, draw_ids)
    assert len(GAME.view_for(s, 0)["you"]["setup_draw"]) == 2


def test_every_legal_action_round_trips_through_notation_and_json() -> None:
    s = new_game(4, seed=8, edition="new", mini_expansion_1=True, mini_expansion_2=True)
    for count, (before, _action, _after) in enumerate(random_steps(s, 8)):
        for seat in GAME.current_seats(before):
            for a in GAME.legal_actions(before, seat):
                assert GAME.parse_action(before, seat, a.to_notation()) == a
                data = a.to_json()
                assert "kind" in data
                assert GAME.parse_action(before, seat, json.loads(json.dumps(data))) == a
        if count > 300:
            break


def test_illegal_actions_are_rejected_with_a_reason() -> None:
    s = started(4, 2)
    other = (s.active + 1) % 4
    with pytest.raises(IllegalAction, match="no decision"):
        GAME.apply(s, GAME.parse_action(s, other, "pass"))
    with pytest.raises(IllegalAction, match="not possible now"):
        GAME.apply(s, GAME.parse_action(s, s.active, "move:bank"))
    with pytest.raises(IllegalAction, match="not one of the legal options"):
        GAME.apply(s, GAME.parse_action(s, s.active, "place:canal"))


def test_malformed_actions() -> None:
    s = started(4, 2)
    bad: list[Any] = [
        "",
        "nope",
        "place",
        "place:a:b",
        "place:Bank",
        "church:x",
        "church:-1",
        "church:999",
        {"kind": 3},
        {"kind": "place"},
        {"kind": "place", "area": 5},
        {"kind": "pass", "x": 1},
        {"kind": "pass", "seat": 2 if s.active != 2 else 1},
        {"kind": "mode"},
        [],
        None,
        3.5,
        {"kind": "lab_pay", "imports": True, "fee": "yen"},
        {"kind": "buy", "item": "gold"},
        "x" * 500,
    ]
    for payload in bad:
        try:
            GAME.parse_action(s, s.active, payload)
        except InvalidAction:
            continue
        raise AssertionError(f"accepted {payload!r}")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    payload=json_values
    | st.dictionaries(
        st.sampled_from(["kind", "area", "slot", "order", "item", "fee", "imports", "seat", "pay"]),
        json_values,
        max_size=4,
    )
    | st.builds(
        lambda k, v: {"kind": k, **v},
        st.sampled_from(
            sorted(
                ["place", "church", "lab_pay", "extra_order", "recall", "pass", "keep_order", "buy"]
            )
        ),
        st.dictionaries(
            st.sampled_from(
                ["area", "slot", "count", "item", "fee", "imports", "order", "pay", "seat"]
            ),
            json_values,
            max_size=3,
        ),
    )
)
def test_parse_never_raises_anything_but_invalid_action(payload: Any) -> None:
    s = _STATE
    try:
        action = GAME.parse_action(s, s.active, payload)
    except InvalidAction:
        return
    with contextlib.suppress(IllegalAction):
        GAME.apply(s, action)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=40))
def test_parse_notation_fuzz(text: str) -> None:
    with contextlib.suppress(InvalidAction):
        GAME.parse_action(_STATE, _STATE.active, text)


_STATE = started(4, 2)


def test_view_of_finished_game_and_board_sources() -> None:
    s = started(2, 17)
    view = GAME.view_for(s, None)
    assert all(a["building_site"]["source"] for a in view["map"]["areas"] if "building_site" in a)
    assert len([x for x in s.five if x != FREE]) == len(s.static.tiles)


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_every_view_of_a_finished_game_shows_the_final_scores(index: int) -> None:
    """Once over, each seat's `score` (and its breakdown) in every view is the result's:
    the end-game scoring included, so a client never shows two different final scores."""
    players, options = CONFIGS[index]
    state = play_random(new_game(players, seed=700 + index, **options), 700 + index)
    outcome = GAME.outcome(state)
    assert outcome is not None
    for viewer in [None, *range(players)]:
        seats = json.loads(json.dumps(GAME.view_for(state, viewer)))["seats"]
        assert [(s["score"], s["score_breakdown"]) for s in seats] == [
            (r.score, dict(r.breakdown)) for r in outcome.results
        ]
