"""match_view_at: a finished match's view at a past seq, rebuilt from the log."""

from __future__ import annotations

import random
from typing import Any

from games.engine import get_game
from games.errors import ErrorCode
from games.models import Match
from tests.api.helpers import create_match, play_random_to_end


def _finished_match(make_user: Any, client_for: Any) -> tuple[int, Any, Any]:
    _, token_a = make_user("view_a")
    _, token_b = make_user("view_b")
    alice, bob = client_for(token_a), client_for(token_b)
    match_id = create_match(alice, players=2, seed=5)["id"]
    assert bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json").status_code == 200
    play_random_to_end(match_id, {0: alice, 1: bob}, random.Random(9))
    return match_id, alice, bob


def test_the_view_at_the_last_seq_is_the_current_view_and_seq_0_the_start(
    make_user: Any, client_for: Any
) -> None:
    match_id, alice, _ = _finished_match(make_user, client_for)
    now = alice.get(f"/api/v1/matches/{match_id}").json()
    last = alice.get(f"/api/v1/matches/{match_id}/view?seq={now['seq']}").json()
    assert last["your_seat"] == 0
    assert last["last_seq"] == now["seq"]
    assert last["state"] == now["state"]
    match = Match.objects.get(pk=match_id)
    game = get_game("yokohama")
    start = game.view_for(game.initial_state(match.config, match.seed), 0)
    first = alice.get(f"/api/v1/matches/{match_id}/view?seq=0").json()
    assert first["seq"] == 0
    assert first["state"] == start


def test_a_past_view_hides_the_other_seats_orders_as_the_live_one_did(
    make_user: Any, client_for: Any
) -> None:
    match_id, alice, bob = _finished_match(make_user, client_for)
    # At seq 1 one seat has kept its setup order: each seat sees only its own hand.
    as_bob = bob.get(f"/api/v1/matches/{match_id}/view?seq=1").json()["state"]
    as_alice = alice.get(f"/api/v1/matches/{match_id}/view?seq=1").json()["state"]
    spectator = client_for(None).get(f"/api/v1/matches/{match_id}/view?seq=1").json()
    assert spectator["your_seat"] is None
    assert "you" not in spectator["state"]
    bob_cards = {o["id"] for o in as_bob["you"]["orders"] + as_bob["you"]["setup_draw"]}
    assert bob_cards, "bob holds order cards at seq 1"
    alice_text = str(as_alice)
    assert not any(f"'{card}'" in alice_text for card in bob_cards)


def test_it_refuses_a_match_in_play_and_a_seq_past_the_end(make_user: Any, client_for: Any) -> None:
    _, token = make_user("view_c")
    alice = client_for(token)
    playing = create_match(alice, players=2, bots=[{"seat": 1, "kind": "random"}])["id"]
    response = alice.get(f"/api/v1/matches/{playing}/view?seq=0")
    assert response.status_code == 409
    assert response.json()["code"] == ErrorCode.MATCH_NOT_FINISHED
    match_id, alice, _ = _finished_match(make_user, client_for)
    last = Match.objects.get(pk=match_id).seq
    response = alice.get(f"/api/v1/matches/{match_id}/view?seq={last + 1}")
    assert response.status_code == 400
    assert response.json()["code"] == ErrorCode.VALIDATION_ERROR
    response = alice.get(f"/api/v1/matches/{match_id}/view")
    assert response.status_code == 400
    assert alice.get("/api/v1/matches/999999/view?seq=0").status_code == 404
