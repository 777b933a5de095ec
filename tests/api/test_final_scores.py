"""At game over every view of a match shows the final scores that match_result gives."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.api.helpers import create_match, play_random_to_end

GAMES = ["yokohama", "shinjuku", "yamatai"]


def seat_scores(view: dict[str, Any]) -> list[int]:
    """Each seat's score as the view shows it (each game's view has its own shape)."""
    if view["game"] == "shinjuku":
        return list(view["scores"])  # null during play, the final scores once over
    scores = [seat["score"] for seat in view["seats"]]
    # Yamatai's seat `score` is its breakdown by category; Yokohama's is the total.
    return [sum(s.values()) if isinstance(s, dict) else s for s in scores]


@pytest.mark.parametrize("game", GAMES)
def test_every_view_at_game_over_agrees_with_match_result(
    game: str, make_user: Any, client_for: Any
) -> None:
    _, token_a = make_user(f"{game}_final_a")
    _, token_b = make_user(f"{game}_final_b")
    alice, bob, spectator = client_for(token_a), client_for(token_b), client_for(None)
    match_id = create_match(alice, game=game, players=2, seed=13)["id"]
    assert bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json").status_code == 200
    last = play_random_to_end(match_id, {0: alice, 1: bob}, random.Random(4))
    assert last["status"] == "finished"
    result = spectator.get(f"/api/v1/matches/{match_id}/result").json()["results"]
    final = [r["score"] for r in result]
    for viewer in (alice, bob, spectator):
        now = viewer.get(f"/api/v1/matches/{match_id}").json()
        assert seat_scores(now["state"]) == final
        at_end = viewer.get(f"/api/v1/matches/{match_id}/view?seq={now['seq']}").json()
        assert at_end["seq"] == at_end["last_seq"] == now["seq"]
        assert seat_scores(at_end["state"]) == final
        assert at_end["state"] == now["state"]
