"""The whole lifecycle over HTTP, for 2, 3 and 4 players, to the end of a game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.models import Match, MatchAction
from games.yokohama.state import PLAY_CATEGORIES
from tests.api.helpers import create_match, play_random_to_end


@pytest.mark.django_db
@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_plays_a_whole_game_over_http(players: int, make_user: Any, client_for: Any) -> None:
    users = [make_user(f"player{i}") for i in range(players)]
    clients = [client_for(token) for _, token in users]
    created = create_match(clients[0], players=players, seed=1000 + players)
    assert created["status"] == "waiting"
    assert created["your_seat"] == 0
    match_id = created["id"]
    for client in clients[1:-1]:
        joined = client.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
        assert joined.status_code == 200
        assert joined.json()["status"] == "waiting"
    last = clients[-1].post(f"/api/v1/matches/{match_id}/join", {}, format="json").json()
    assert last["status"] == "active", "the match starts when the last seat is taken"
    assert last["your_seat"] == players - 1
    assert [seat["username"] for seat in last["seats"]] == [u.username for u, _ in users]

    final = play_random_to_end(match_id, dict(enumerate(clients)), random.Random(players))

    assert final["status"] == "finished"
    assert final["to_move"] == []
    result = clients[0].get(f"/api/v1/matches/{match_id}/result").json()
    scores = {row["seat"]: row["score"] for row in result["results"]}
    ranks = {row["seat"]: row["rank"] for row in result["results"]}
    assert sorted(scores) == list(range(players))
    best = max(scores.values())
    assert min(ranks.values()) == 1
    assert all(scores[seat] == best for seat in scores if ranks[seat] == 1)
    for seat in scores:  # a strictly higher score never ranks worse
        for other in scores:
            if scores[seat] > scores[other]:
                assert ranks[seat] <= ranks[other]
    for row in result["results"]:
        assert sum(row["breakdown"].values()) == row["score"]
    # The log is complete and gap-free.
    match = Match.objects.get(pk=match_id)
    seqs = list(MatchAction.objects.filter(match=match).values_list("seq", flat=True))
    assert seqs == list(range(1, match.seq + 1))
    # Following `next` pages through the whole log, each page at most `limit` entries.
    logged: list[int] = []
    url: str | None = f"/api/v1/matches/{match_id}/actions?limit=100"
    while url is not None:
        page = clients[0].get(url).json()
        assert page["count"] == match.seq
        assert len(page["results"]) <= 100
        logged += [entry["seq"] for entry in page["results"]]
        url = page["next"]
    assert logged == seqs
    # `previous` goes back one page, and from near the start to exactly the entries before.
    log_url = f"/api/v1/matches/{match_id}/actions"
    middle = clients[0].get(f"{log_url}?after=30&limit=10").json()
    assert [entry["seq"] for entry in middle["results"]] == list(range(31, 41))
    back = clients[0].get(middle["previous"]).json()
    assert [entry["seq"] for entry in back["results"]] == list(range(21, 31))
    near_start = clients[0].get(f"{log_url}?after=4&limit=10").json()
    first = clients[0].get(near_start["previous"]).json()
    assert [entry["seq"] for entry in first["results"]] == [1, 2, 3, 4]
    assert first["previous"] is None
    # Once over, the view's seat score is the result's: play and end-game scoring.
    for row in result["results"]:
        seat_view = final["state"]["seats"][row["seat"]]
        assert seat_view["score_breakdown"] == row["breakdown"]
        assert seat_view["score"] == row["score"]
        assert list(row["breakdown"])[: len(PLAY_CATEGORIES)] == list(PLAY_CATEGORIES)


@pytest.mark.django_db
def test_it_lets_a_player_leave_before_the_start_and_aborts_an_empty_match(
    make_user: Any, client_for: Any
) -> None:
    (_, alice_token), (_, bob_token) = make_user("alice"), make_user("bob")
    alice, bob = client_for(alice_token), client_for(bob_token)
    match_id = create_match(alice, players=3)["id"]
    bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    left = bob.post(f"/api/v1/matches/{match_id}/leave").json()
    assert left["seats"][1]["holder"] == "open"
    assert left["status"] == "waiting"
    aborted = alice.post(f"/api/v1/matches/{match_id}/leave").json()
    assert aborted["status"] == "aborted"


@pytest.mark.django_db
def test_it_starts_early_with_bots_filling_open_seats(
    make_user: Any, client_for: Any, task_runner: Any
) -> None:
    _, token = make_user("alice")
    alice = client_for(token)
    match_id = create_match(alice, players=4)["id"]
    started = alice.post(
        f"/api/v1/matches/{match_id}/start", {"fill_with_bots": "random"}, format="json"
    ).json()
    assert started["status"] == "active"
    assert [seat["holder"] for seat in started["seats"]] == ["human", "bot", "bot", "bot"]


@pytest.mark.django_db
def test_the_match_list_filters_by_status_game_and_seat(make_user: Any, client_for: Any) -> None:
    (_, alice_token), (_, bob_token) = make_user("alice"), make_user("bob")
    alice, bob = client_for(alice_token), client_for(bob_token)
    waiting = create_match(alice, players=2)["id"]
    create_match(bob, players=3)
    mine = alice.get("/api/v1/matches?mine=true").json()
    assert [m["id"] for m in mine["results"]] == [waiting]
    open_ones = alice.get("/api/v1/matches?open=true&game=yokohama&status=waiting").json()
    assert open_ones["count"] == 2
    none = alice.get("/api/v1/matches?game=shinjuku").json()
    assert none["count"] == 0
