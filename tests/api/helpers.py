"""Driving matches over HTTP the way a client would: legal actions in, one picked, submitted."""

from __future__ import annotations

import random
from typing import Any

from rest_framework.test import APIClient

MAX_ACTIONS_PER_GAME = 20_000


def create_match(client: APIClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/v1/matches", {"game": "yokohama", **body}, format="json")
    assert response.status_code == 201, response.json()
    return dict(response.json())


def play_random_to_end(
    match_id: int, clients_by_seat: dict[int, APIClient], rng: random.Random
) -> dict[str, Any]:
    """Each seated client picks uniformly among its legal actions until the match ends.

    Like a real client it reuses the legal actions returned with each accepted action and
    fetches them only when the decision passes to another seat.
    """
    spectator = APIClient()
    match = spectator.get(f"/api/v1/matches/{match_id}").json()
    to_move, seq, legal = match["to_move"], match["seq"], None
    for count in range(MAX_ACTIONS_PER_GAME):
        if match["status"] != "active":
            return dict(match)
        seat = to_move[0]
        client = clients_by_seat[seat]
        if legal is None:
            fetched = client.get(f"/api/v1/matches/{match_id}/legal-actions").json()
            assert fetched["seq"] == seq
            legal = fetched["actions"]
        assert legal, f"seat {seat} is to move but has no legal action"
        choice = rng.choice(legal)
        # Alternate the two accepted forms: notation and structured JSON.
        payload = choice["notation"] if rng.random() < 0.5 else choice["action"]
        response = client.post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": seq, "action": payload},
            format="json",
        )
        assert response.status_code == 201, response.json()
        accepted = response.json()
        assert accepted["seq"] == seq + 1
        seq, to_move = accepted["seq"], accepted["to_move"]
        legal = accepted["legal_actions"] if seat in to_move else None
        if accepted["status"] != "active" or count % 100 == 0:
            match = spectator.get(f"/api/v1/matches/{match_id}").json()
            assert match["seq"] == seq
    raise AssertionError(f"match {match_id} did not end within {MAX_ACTIONS_PER_GAME} actions")
