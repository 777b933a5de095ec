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
    """Each seated client picks uniformly among its legal actions until the match ends."""
    spectator = APIClient()
    for _ in range(MAX_ACTIONS_PER_GAME):
        match = spectator.get(f"/api/v1/matches/{match_id}").json()
        if match["status"] != "active":
            return dict(match)
        seat = match["to_move"][0]
        client = clients_by_seat[seat]
        legal = client.get(f"/api/v1/matches/{match_id}/legal-actions").json()
        assert legal["seq"] == match["seq"]
        assert legal["actions"], f"seat {seat} is to move but has no legal action"
        choice = rng.choice(legal["actions"])
        # Alternate the two accepted forms: notation and structured JSON.
        payload = choice["notation"] if rng.random() < 0.5 else choice["action"]
        response = client.post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": legal["seq"], "action": payload},
            format="json",
        )
        assert response.status_code == 201, response.json()
        assert response.json()["seq"] == legal["seq"] + 1
    raise AssertionError(f"match {match_id} did not end within {MAX_ACTIONS_PER_GAME} actions")
