"""seek_create / seek_list / seek_retrieve / seek_cancel over HTTP: an account sees and
touches only its own seeks, every refusal is a problem document that changes nothing, and
the paired players hear of it in their user events."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as match_services
from games.matchmaking.models import Seek, SeekStatus
from games.models import Match, MatchStatus

pytestmark = pytest.mark.django_db

PROBLEM = "application/problem+json"
SEEK_FIELDS = {
    "id",
    "game",
    "players",
    "options",
    "decision_seconds",
    "rating_min",
    "rating_max",
    "status",
    "match_id",
    "created_at",
    "expires_at",
}


def seek(client: APIClient, **body: Any) -> Any:
    return client.post("/api/v1/seeks", {"game": "yokohama", "players": 2, **body}, format="json")


@pytest.fixture
def alice(make_user: Any, client_for: Any) -> APIClient:
    return client_for(make_user("alice")[1])  # type: ignore[no-any-return]


@pytest.fixture
def bob(make_user: Any, client_for: Any) -> APIClient:
    return client_for(make_user("bob")[1])  # type: ignore[no-any-return]


def test_a_seek_waits_then_the_next_one_is_answered_matched(alice: APIClient, bob: APIClient):
    first = seek(alice)
    assert first.status_code == 201, first.json()
    body = first.json()
    assert set(body) == SEEK_FIELDS
    assert (body["status"], body["match_id"], body["players"]) == ("open", None, 2)
    assert (body["options"], body["rating_min"], body["decision_seconds"]) == (None, None, None)

    second = seek(bob, options={"edition": "new"}, expires_in_seconds=60)
    assert second.status_code == 201, second.json()
    paired = second.json()
    assert paired["status"] == "matched"
    assert paired["options"]["edition"] == "new"
    assert paired["options"]["mini_expansion_1"] is False  # normalised: every option present
    match = alice.get(f"/api/v1/matches/{paired['match_id']}").json()
    assert (match["status"], [s["username"] for s in match["seats"]]) == (
        "active",
        ["alice", "bob"],
    )
    assert match["your_seat"] == 0
    mine = alice.get(f"/api/v1/seeks/{body['id']}").json()
    assert (mine["status"], mine["match_id"]) == ("matched", paired["match_id"])


def test_list_is_your_own_newest_first_filtered_and_paged(alice: APIClient, bob: APIClient):
    ids = [seek(alice, players=p).json()["id"] for p in (3, 4, 3)]
    seek(bob, players=2)
    cancelled = alice.post(f"/api/v1/seeks/{ids[1]}/cancel")
    assert cancelled.status_code == 200
    assert cancelled.json()["status"] == "cancelled"

    listed = alice.get("/api/v1/seeks").json()
    assert listed["count"] == 3
    assert [s["id"] for s in listed["results"]] == ids[::-1]
    open_only = alice.get("/api/v1/seeks?status=open").json()
    assert [s["id"] for s in open_only["results"]] == [ids[2], ids[0]]
    page = alice.get("/api/v1/seeks?limit=2").json()
    assert [s["id"] for s in page["results"]] == [ids[2], ids[1]]
    assert page["next"] is not None
    rest = alice.get(page["next"]).json()
    assert [s["id"] for s in rest["results"]] == [ids[0]]
    assert bob.get("/api/v1/seeks").json()["count"] == 1


def test_anothers_seek_is_not_found_and_untouched(alice: APIClient, bob: APIClient) -> None:
    mine = seek(alice, players=3).json()["id"]
    for response in (bob.get(f"/api/v1/seeks/{mine}"), bob.post(f"/api/v1/seeks/{mine}/cancel")):
        assert response.status_code == 404
        assert response["Content-Type"] == PROBLEM
        assert response.json()["code"] == "not_found"
    unknown = bob.get(f"/api/v1/seeks/{mine + 1000}").json()
    assert unknown["detail"] == f"You have no seek {mine + 1000}."
    assert Seek.objects.get(pk=mine).status == SeekStatus.OPEN


def test_a_seek_no_longer_open_cannot_be_cancelled(alice: APIClient, bob: APIClient) -> None:
    mine = seek(alice).json()["id"]
    seek(bob)
    refused = alice.post(f"/api/v1/seeks/{mine}/cancel")
    assert refused.status_code == 409
    assert refused["Content-Type"] == PROBLEM
    assert refused.json()["code"] == "seek_not_open"
    assert refused.json()["seek_status"] == "matched"
    assert Seek.objects.get(pk=mine).status == SeekStatus.MATCHED


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "chess"}, 404, "not_found"),
        ({"options": {"edition": "deluxe"}}, 422, "invalid_config"),
        ({"options": {"nope": 1}}, 422, "invalid_config"),
        ({"players": None, "options": {"start_player": 3}}, 422, "invalid_config"),
        ({"players": 5}, 400, "validation_error"),
        ({"players": "2"}, 400, "validation_error"),
        ({"players": True}, 400, "validation_error"),
        ({"rating_min": 10, "rating_max": 5}, 400, "validation_error"),
        ({"rating_min": "10"}, 400, "validation_error"),
        ({"expires_in_seconds": 9}, 400, "validation_error"),
        ({"expires_in_seconds": 86401}, 400, "validation_error"),
        ({"expires_in_seconds": None}, 400, "validation_error"),
        ({"decision_seconds": 0}, 400, "validation_error"),
        ({"colour": "red"}, 400, "validation_error"),
        ({"game": None}, 400, "validation_error"),
    ],
)
def test_bad_input_is_a_problem_and_changes_nothing(
    alice: APIClient, body: dict[str, Any], status: int, code: str
) -> None:
    before = (Seek.objects.count(), Match.objects.count())
    response = seek(alice, **body)
    assert response.status_code == status, response.json()
    assert response["Content-Type"] == PROBLEM
    assert response.json()["code"] == code
    assert (Seek.objects.count(), Match.objects.count()) == before


def test_an_unknown_option_is_named(alice: APIClient) -> None:
    problem = seek(alice, options={"edition": "deluxe"}).json()
    assert problem["field"] == "edition"
    problem = seek(alice, players=None, options={"start_player": 3}).json()
    assert problem["field"] == "start_player"
    assert "with 2 players" in problem["detail"]


def test_too_many_seeks_is_a_409_and_changes_nothing(alice: APIClient, settings: Any) -> None:
    settings.SEEK_MAX_OPEN_PER_USER = 2
    assert seek(alice, players=3).status_code == 201
    assert seek(alice, players=4).status_code == 201
    refused = seek(alice, players=2)
    assert refused.status_code == 409
    assert refused["Content-Type"] == PROBLEM
    assert refused.json()["code"] == "too_many_seeks"
    assert Seek.objects.count() == 2


def test_scopes_and_authentication(make_user: Any, client_for: Any, alice: APIClient) -> None:
    user, _ = make_user("reader")
    read_only = client_for(match_services.token_create(user=user, scopes=["read"]))
    refused = seek(read_only)
    assert (refused.status_code, refused.json()["code"]) == (403, "insufficient_scope")
    assert "`play`" in refused.json()["detail"]
    assert read_only.get("/api/v1/seeks").status_code == 200
    mine = seek(alice, players=3).json()["id"]
    anonymous = client_for(None)
    for response in (
        seek(anonymous),
        anonymous.get("/api/v1/seeks"),
        anonymous.get(f"/api/v1/seeks/{mine}"),
        anonymous.post(f"/api/v1/seeks/{mine}/cancel"),
    ):
        assert response.status_code == 401
        assert response.json()["code"] == "not_authenticated"
    assert Seek.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_each_paired_player_reads_seek_matched_and_match_started_in_its_events(
    make_user: Any, client_for: Any
) -> None:
    clients = [client_for(make_user(name)[1]) for name in ("p1", "p2", "p3")]
    seeks = [seek(client, players=3).json() for client in clients]
    assert [s["status"] for s in seeks] == ["open", "open", "matched"]
    match_id = seeks[-1]["match_id"]
    assert Match.objects.get(pk=match_id).status == MatchStatus.ACTIVE
    for client, posted in zip(clients, seeks, strict=True):
        events = client.get("/api/v1/events?after=0").json()["events"]
        kinds = {event["kind"]: event for event in events}
        assert kinds["match_started"]["match_id"] == match_id
        matched = kinds["seek_matched"]
        assert (matched["match_id"], matched["seek_id"], matched["seq"]) == (
            match_id,
            posted["id"],
            0,
        )
        assert matched["game"] == "yokohama"
