"""Tournament and rating endpoints, including their problem+json errors."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.tournaments import services
from games.tournaments.models import Tournament
from tests.tournaments.conftest import finish_round

pytestmark = pytest.mark.django_db

PROBLEM = "application/problem+json"


def assert_problem(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith(PROBLEM)
    body = response.json()
    assert (body["status"], body["code"]) == (status, code)
    assert body["type"].endswith(code)
    assert body["detail"]


@pytest.fixture
def played(bots_tournament: Callable[..., Tournament]) -> Tournament:
    """Five bots at tables of 2: two tables and a bye in each of two rounds, one played."""
    tournament = bots_tournament(5, table_size=2, rounds=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_round(tournament, lambda number, size: [50 + number, 40])
    tournament.refresh_from_db()
    return tournament


def test_it_lists_and_filters_tournaments(played: Tournament) -> None:
    other = services.tournament_create(name="Later", game="yokohama", table_size=3, rounds=2)
    client = APIClient()
    body = client.get("/api/v1/tournaments").json()
    assert body["count"] == 2
    assert [t["id"] for t in body["results"]] == [other.pk, played.pk]
    first = body["results"][1]
    assert first["status"] == "running"
    assert first["entrant_count"] == 5
    assert first["time_control"] == {
        "decision_seconds": None,
        "autoplay": "random",
        "max_timeouts": 3,
    }
    body = client.get("/api/v1/tournaments?status=registration").json()
    assert [t["id"] for t in body["results"]] == [other.pk]
    assert client.get("/api/v1/tournaments?game=chess").json()["count"] == 0
    assert_problem(client.get("/api/v1/tournaments?status=bogus"), 400, "validation_error")


def test_it_shows_a_tournament_with_rounds_tables_and_byes(played: Tournament) -> None:
    body = APIClient().get(f"/api/v1/tournaments/{played.pk}").json()
    assert (body["current_round"], body["rounds"], body["format"]) == (1, 2, "swiss")
    assert [e["username"] for e in body["entrants"]][:2] == ["bot-random-01", "bot-random-02"]
    assert all(e["bot_kind"] == "random" and e["is_bot"] for e in body["entrants"])
    (round_,) = body["played_rounds"]
    assert round_["status"] == "finished"
    assert len(round_["byes"]) == 1
    assert len(round_["tables"]) == 2
    table = round_["tables"][0]
    assert table["match_status"] == "finished"
    assert table["scored"] is True
    assert [(s["seat"], s["rank"], s["points"]) for s in table["seats"]] == [(0, 1, 2), (1, 2, 0)]


def test_standings_are_served_best_first(played: Tournament) -> None:
    body = APIClient().get(f"/api/v1/tournaments/{played.pk}/standings").json()
    assert (body["tournament_id"], body["current_round"], body["status"]) == (
        played.pk,
        1,
        "running",
    )
    rows = body["standings"]
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)
    assert rows[0]["points"] == 2
    assert rows[0]["played"] == 1
    bye = next(r for r in rows if r["byes"])
    assert (bye["points"], bye["game_score"], bye["played"]) == (1, 0, 0)


def test_standings_export_as_csv(played: Tournament) -> None:
    response = APIClient().get(f"/api/v1/tournaments/{played.pk}/standings.csv")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    json_rows = APIClient().get(f"/api/v1/tournaments/{played.pk}/standings").json()["standings"]
    assert [(int(r["rank"]), r["username"], int(r["points"])) for r in rows] == [
        (r["rank"], r["username"], r["points"]) for r in json_rows
    ]
    assert_problem(APIClient().get("/api/v1/tournaments/999999/standings.csv"), 404, "not_found")


def test_unknown_tournaments_are_problems(make_user: Any, client_for: Any) -> None:
    client = APIClient()
    assert_problem(client.get("/api/v1/tournaments/999999"), 404, "not_found")
    assert_problem(client.get("/api/v1/tournaments/999999/standings"), 404, "not_found")
    # An id beyond the database's integer range is not found either (not a 500).
    _, token = make_user("zed")
    big = 2**64
    for url in (f"/api/v1/tournaments/{big}", f"/api/v1/tournaments/{big}/standings.csv"):
        assert_problem(client.get(url), 404, "not_found")
    for action in ("register", "withdraw"):
        response = client_for(token).post(f"/api/v1/tournaments/{big}/{action}")
        assert_problem(response, 404, "not_found")


def test_an_account_registers_and_withdraws_itself(
    bots_tournament: Callable[..., Tournament], make_user: Any, client_for: Any
) -> None:
    tournament = bots_tournament(3, table_size=4)
    _, token = make_user("carol")
    client = client_for(token)
    url = f"/api/v1/tournaments/{tournament.pk}"
    assert_problem(APIClient().post(f"{url}/register"), 401, "not_authenticated")
    response = client.post(f"{url}/register")
    assert response.status_code == 201, response.json()
    assert response.json()["username"] == "carol"
    assert response.json()["number"] == 4
    assert_problem(client.post(f"{url}/register"), 409, "already_registered")
    assert client.post(f"{url}/withdraw").status_code == 204
    assert_problem(client.post(f"{url}/withdraw"), 403, "not_registered")
    assert client.post(f"{url}/register").status_code == 201
    services.tournament_round_start(tournament_id=tournament.pk)
    _, late = make_user("dave")
    assert_problem(client_for(late).post(f"{url}/register"), 409, "tournament_not_open")
    assert_problem(client.post("/api/v1/tournaments/999999/register"), 404, "not_found")


def test_the_leaderboard_ranks_accounts_by_conservative_rating(played: Tournament) -> None:
    client = APIClient()
    body = client.get("/api/v1/ratings/yokohama").json()
    assert body["game"] == "yokohama"
    assert body["model"] == "openskill-plackett-luce"
    assert body["count"] == 4  # the bye was not a match
    ratings = [r["rating"] for r in body["results"]]
    assert ratings == sorted(ratings, reverse=True)
    assert [r["position"] for r in body["results"]] == [1, 2, 3, 4]
    top = body["results"][0]
    assert top["rating"] == pytest.approx(top["mu"] - 3 * top["sigma"])
    assert top["matches"] == 1
    assert top["is_bot"]
    page = client.get("/api/v1/ratings/yokohama?limit=2&offset=2").json()
    assert [r["position"] for r in page["results"]] == [3, 4]
    assert_problem(client.get("/api/v1/ratings/chess"), 404, "not_found")
    assert_problem(client.get("/api/v1/ratings/yokohama?limit=0"), 400, "validation_error")
