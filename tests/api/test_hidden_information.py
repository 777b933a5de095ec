"""No payload sent to a seat or a spectator holds another seat's hidden order cards or any
card of a deck or the box (so no deck order either): views, legal actions, the log, the
events, and error messages."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.codec import load_state
from games.models import Match
from games.yokohama.components import COMPONENTS
from tests.api.helpers import create_match


def strings_in(payload: Any) -> set[str]:
    found: set[str] = set()
    stack = [payload]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def hidden_ids_for(match: Match, viewer: int | None) -> set[str]:
    """Card ids `viewer` must not see, read from the raw engine state."""
    state = load_state(match)
    hidden = {COMPONENTS.orders[card].id for card in state.order_deck}
    hidden |= {COMPONENTS.orders[card].id for card in state.box_orders}
    hidden |= {COMPONENTS.tech_cards[card].id for card in state.tech_deck}
    for seat, player in enumerate(state.players):
        if seat != viewer:
            hidden |= {COMPONENTS.orders[card].id for card in player.orders}
            hidden |= {COMPONENTS.orders[card].id for card in player.draw}
    return hidden


def payloads_for(client: APIClient, match_id: int, seated: bool) -> list[Any]:
    out = [
        client.get(f"/api/v1/matches/{match_id}").json(),
        client.get(f"/api/v1/matches/{match_id}/actions?after=0").json(),
        client.get(f"/api/v1/matches/{match_id}/events?after=0&timeout=0").json(),
    ]
    if seated:
        out.append(client.get(f"/api/v1/matches/{match_id}/legal-actions").json())
    return out


@pytest.mark.django_db
def test_no_payload_leaks_hidden_cards(make_user: Any, client_for: Any) -> None:
    clients = [client_for(make_user(f"p{i}")[1]) for i in range(4)]
    match_id = create_match(clients[0], players=4, seed=2024)["id"]
    for client in clients[1:]:
        client.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    viewers: list[tuple[int | None, APIClient]] = [*enumerate(clients), (None, APIClient())]
    rng = random.Random(5)
    checked = 0
    for step in range(300):
        match = Match.objects.get(pk=match_id)
        if match.status != "active":
            break
        if step % 15 == 0 or len(match.to_move) > 1:  # the setup draw is the most sensitive
            for viewer, client in viewers:
                hidden = hidden_ids_for(match, viewer)
                assert hidden, "the test needs hidden cards to look for"
                for payload in payloads_for(client, match_id, seated=viewer is not None):
                    leaked = strings_in(payload) & hidden
                    assert not leaked, f"viewer {viewer} sees {sorted(leaked)}"
                    checked += 1
        seat = match.to_move[0]
        legal = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()
        choice = rng.choice(legal["actions"])["notation"]
        response = clients[seat].post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": legal["seq"], "action": choice},
            format="json",
        )
        assert response.status_code == 201
        leaked = strings_in(response.json()) & hidden_ids_for(Match.objects.get(pk=match_id), seat)
        assert not leaked
    assert checked > 50


@pytest.mark.django_db
def test_errors_do_not_tell_whose_hand_holds_a_card(make_user: Any, client_for: Any) -> None:
    """Naming another seat's hidden card gets the same answer as naming a card in the deck."""
    clients = [client_for(make_user(f"p{i}")[1]) for i in range(2)]
    match_id = create_match(clients[0], players=2, seed=77)["id"]
    clients[1].post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    match = Match.objects.get(pk=match_id)
    state = load_state(match)
    seat = match.to_move[0]
    other = 1 - seat
    in_other_draw = COMPONENTS.orders[state.players[other].draw[0]].id
    in_deck = COMPONENTS.orders[state.order_deck[0]].id
    answers = []
    for card in (in_other_draw, in_deck):
        response = clients[seat].post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": match.seq, "action": f"keep_order:{card}"},
            format="json",
        )
        assert response.status_code in (400, 422)
        body = response.json()
        answers.append((response.status_code, body["code"], body["detail"].replace(card, "<card>")))
    assert answers[0] == answers[1]
