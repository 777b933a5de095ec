"""Many clients racing on one match: exactly one action lands per seq, the rest get stale_state."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games.models import Match, MatchAction
from tests.api.helpers import create_match

THREADS = 12
ROUNDS = 6


def race_round(match_id: int, token: str, legal: dict[str, Any], seed: int) -> list[Any]:
    """THREADS clients submit (random legal actions) at the same seq at the same moment."""
    barrier = threading.Barrier(THREADS)
    statuses: list[tuple[int, str | None]] = []
    lock = threading.Lock()

    def race(index: int) -> None:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        choice = random.Random(seed * 100 + index).choice(legal["actions"])
        barrier.wait()
        try:
            response = client.post(
                f"/api/v1/matches/{match_id}/actions",
                {"expected_seq": legal["seq"], "action": choice["notation"]},
                format="json",
            )
            code = None if response.status_code == 201 else response.json()["code"]
            with lock:
                statuses.append((response.status_code, code))
        finally:
            connection.close()

    threads = [threading.Thread(target=race, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


@pytest.mark.django_db(transaction=True)
def test_racing_submissions_apply_exactly_one_action_per_seq(
    make_user: Any, client_for: Any
) -> None:
    tokens = [make_user(name)[1] for name in ("alice", "bob")]
    clients = [client_for(token) for token in tokens]
    match_id = create_match(clients[0], players=2, seed=99)["id"]
    clients[1].post(f"/api/v1/matches/{match_id}/join", {}, format="json")

    for round_number in range(ROUNDS):
        seat = Match.objects.get(pk=match_id).to_move[0]
        legal = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()
        statuses = race_round(match_id, tokens[seat], legal, round_number)
        expected = [(201, None)] + [(409, "stale_state")] * (THREADS - 1)
        assert sorted(statuses, key=str) == sorted(expected, key=str), statuses
        assert Match.objects.get(pk=match_id).seq == legal["seq"] + 1

    seqs = list(MatchAction.objects.filter(match_id=match_id).values_list("seq", flat=True))
    assert seqs == list(range(1, ROUNDS + 1))
