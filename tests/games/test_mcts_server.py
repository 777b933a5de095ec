"""The MCTS bot on the server: its levels are chosen through the API (seats, auto-play,
tournament entrants) and it plays whole matches of every game through the real bot tasks
(a Celery worker process on Redis + PostgreSQL when REDIS_URL is set)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine import all_games, get_game
from games.models import Match, MatchAction, MatchResult, MatchStatus, Seat
from games.tournaments import services as tournament_services
from tests.conftest import unless_soak, wait_for


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
@pytest.mark.soak_sampled
def test_an_mcts_bot_plays_a_whole_match_through_the_bot_tasks(slug: str, task_runner: Any) -> None:
    unless_soak(slug == "yokohama")
    match = services.match_create(
        creator=None,
        game=slug,
        players=2,
        seed=31,
        bot_seats={0: "mcts-1", 1: "greedy"},
        join=False,
    )
    wait_for(lambda: Match.objects.get(pk=match.pk).status == MatchStatus.FINISHED, timeout=900)
    task_runner(120.0)
    results = wait_for(lambda: list(MatchResult.objects.filter(match=match)), timeout=60)
    game = get_game(slug)
    finished = Match.objects.get(pk=match.pk)
    state = game.initial_state(finished.config, finished.seed)
    for row in MatchAction.objects.filter(match=match).order_by("seq"):
        state = game.apply(state, game.parse_action(state, row.seat, row.notation))
    outcome = game.outcome(state)
    assert outcome is not None
    assert {(r.seat, r.score, r.rank) for r in results} == {
        (r.seat, r.score, r.rank) for r in outcome.results
    }
    assert MatchAction.objects.filter(match=match, seat=0).exists()
    assert Seat.objects.get(match=match, index=0).bot_kind == "mcts-1"


@pytest.mark.django_db
def test_mcts_levels_are_chosen_through_the_api(make_user: Any, client_for: Any) -> None:
    _, token = make_user("alice")
    alice = client_for(token)
    response = alice.post(
        "/api/v1/matches",
        {
            "game": "yokohama",
            "players": 3,
            "bots": [{"seat": 1, "kind": "mcts-2"}, {"seat": 2, "kind": "mcts-3"}],
            "time_control": {"decision_seconds": 60, "autoplay": "mcts-1"},
        },
        format="json",
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    kinds = {seat["index"]: seat["bot_kind"] for seat in body["seats"]}
    assert (kinds[1], kinds[2]) == ("mcts-2", "mcts-3")
    assert body["time_control"]["autoplay"] == "mcts-1"
    refused = alice.post(
        "/api/v1/matches",
        {"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "mcts-9"}]},
        format="json",
    )
    assert refused.status_code == 400
    assert refused.json()["code"] == "validation_error"


@pytest.mark.django_db
def test_tournament_entrants_can_be_mcts_bots() -> None:
    tournament = tournament_services.tournament_create(
        name="MCTS cup", game="yokohama", table_size=2, rounds=1, format="swiss", seed=3
    )
    tournament_services.tournament_bots_register(
        tournament_id=tournament.pk, kind="mcts-2", count=2
    )
    body = APIClient().get(f"/api/v1/tournaments/{tournament.pk}").json()
    assert [e["bot_kind"] for e in body["entrants"]] == ["mcts-2", "mcts-2"]
