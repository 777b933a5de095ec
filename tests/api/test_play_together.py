"""Invitations (challenges), private tables with share codes, rematches, over the API."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games import invitations
from games.models import Invitation, Match, MatchStatus, Seat, User, UserEvent
from tests.api.helpers import create_match

pytestmark = pytest.mark.django_db


def events_of(client: APIClient, kind: str | None = None) -> list[dict[str, Any]]:
    """The client's user events (as games.events.user_events_after gives them to the stream and
    GET /api/v1/events; that async view reads in its own threads, outside this test's
    transaction, so the rows are read here; tests/sdk/test_play_together_live.py reads them
    over HTTP)."""
    me = client.get("/api/v1/me").json()["id"]
    found = UserEvent.objects.filter(user_id=me).order_by("pk")
    return [
        {"kind": e.kind, "match_id": e.match_id, "invitation_id": e.invitation_id}
        for e in found
        if kind is None or e.kind == kind
    ]


def snapshot() -> tuple[Any, ...]:
    """Every row these operations may write, to prove a rejection changed nothing."""
    return (
        list(Match.objects.order_by("pk").values_list("pk", "status", "share_code", "private")),
        list(Seat.objects.order_by("pk").values_list("pk", "user_id", "reserved_for_id")),
        list(Invitation.objects.order_by("pk").values_list("pk", "status")),
        User.objects.get(username="alice").events.count(),
    )


@pytest.fixture
def people(make_user: Any, client_for: Any) -> dict[str, APIClient]:
    return {name: client_for(make_user(name)[1]) for name in ("alice", "bob", "carol", "dave")}


def test_a_challenge_holds_the_seat_until_accepted_then_the_match_starts(
    people: dict[str, APIClient],
) -> None:
    alice, bob, carol = people["alice"], people["bob"], people["carol"]
    match = create_match(alice, players=2, invite=["bob"], private=True)
    assert match["status"] == "waiting"
    assert match["seats"][1]["holder"] == "invited"
    assert match["seats"][1]["invited"] == "bob"

    # Nobody else can take the held seat, even with the share link.
    code = alice.post(f"/api/v1/matches/{match['id']}/share-code").json()["code"]
    taken = carol.post(f"/api/v1/matches/{match['id']}/join", {"code": code}, format="json")
    assert taken.status_code == 409, taken.json()
    assert taken.json()["code"] == "match_not_waiting"

    (invited,) = events_of(bob, "invited")
    assert invited["match_id"] == match["id"]
    received = bob.get("/api/v1/invitations?status=pending").json()
    assert received["count"] == 1
    invitation = received["results"][0]
    assert invitation["id"] == invited["invitation_id"]
    assert invitation["inviter"] == "alice"
    assert invitation["seat"] == 1
    sent = alice.get("/api/v1/invitations?box=sent").json()
    assert [i["id"] for i in sent["results"]] == [invitation["id"]]

    accepted = bob.post(f"/api/v1/invitations/{invitation['id']}/accept")
    assert accepted.status_code == 200, accepted.json()
    assert accepted.json()["status"] == "accepted"
    assert accepted.json()["match"]["status"] == "active"
    assert [e["invitation_id"] for e in events_of(alice, "invitation_accepted")] == [
        invitation["id"]
    ]
    assert events_of(bob, "match_started")

    again = bob.post(f"/api/v1/invitations/{invitation['id']}/accept")
    assert again.status_code == 409
    assert again.json()["code"] == "invitation_not_pending"
    assert again.json()["invitation_status"] == "accepted"


def test_declining_frees_the_seat_and_tells_the_sender(people: dict[str, APIClient]) -> None:
    alice, bob, carol = people["alice"], people["bob"], people["carol"]
    match = create_match(alice, players=3, invite=["bob", "carol"])
    bob_invitation = events_of(bob, "invited")[0]["invitation_id"]
    declined = bob.post(f"/api/v1/invitations/{bob_invitation}/decline")
    assert declined.status_code == 200
    assert declined.json()["status"] == "declined"
    assert [e["invitation_id"] for e in events_of(alice, "invitation_declined")] == [bob_invitation]
    seats = alice.get(f"/api/v1/matches/{match['id']}").json()["seats"]
    assert [seat["holder"] for seat in seats] == ["human", "open", "invited"]
    # A public match: its freed seat is open to anyone, and listed as open.
    listed = people["dave"].get("/api/v1/matches?open=true").json()
    assert match["id"] in [m["id"] for m in listed["results"]]
    carol_invitation = events_of(carol, "invited")[0]["invitation_id"]
    # Carol joining the match takes the seat held for her (and accepts).
    joined = carol.post(f"/api/v1/matches/{match['id']}/join", {}, format="json")
    assert joined.status_code == 200
    assert joined.json()["your_seat"] == 2
    assert Invitation.objects.get(pk=carol_invitation).status == "accepted"


def test_the_sender_withdraws_and_the_invitee_is_told(people: dict[str, APIClient]) -> None:
    alice, bob = people["alice"], people["bob"]
    create_match(alice, players=2, invite=["bob"])
    invitation = events_of(bob, "invited")[0]["invitation_id"]
    refused = bob.post(f"/api/v1/invitations/{invitation}/cancel")
    assert refused.status_code == 403
    assert refused.json()["code"] == "not_inviter"
    cancelled = alice.post(f"/api/v1/invitations/{invitation}/cancel")
    assert cancelled.status_code == 200
    assert cancelled.json()["status"] == "cancelled"
    assert [e["invitation_id"] for e in events_of(bob, "invitation_cancelled")] == [invitation]
    late = bob.post(f"/api/v1/invitations/{invitation}/accept")
    assert late.status_code == 409
    assert late.json()["invitation_status"] == "cancelled"
    # Accepting is the invitee's alone.
    create_match(alice, players=2, invite=["bob"])
    second = events_of(bob, "invited")[-1]["invitation_id"]
    wrong = alice.post(f"/api/v1/invitations/{second}/accept")
    assert wrong.status_code == 403
    assert wrong.json()["code"] == "not_invitee"


def test_an_expired_invitation_cannot_be_accepted_and_the_sweep_frees_its_seat(
    people: dict[str, APIClient],
) -> None:
    alice, bob = people["alice"], people["bob"]
    match = create_match(alice, players=2, invite=["bob"])
    invitation = Invitation.objects.get(match_id=match["id"])
    Invitation.objects.filter(pk=invitation.pk).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    before = snapshot()
    late = bob.post(f"/api/v1/invitations/{invitation.pk}/accept")
    assert late.status_code == 409, late.json()
    assert late.json()["code"] == "invitation_not_pending"
    assert late.json()["invitation_status"] == "expired"
    assert snapshot() == before
    assert bob.get(f"/api/v1/invitations/{invitation.pk}").json()["status"] == "expired"

    assert invitations.invitations_expire() == 1
    assert invitations.invitations_expire() == 0
    assert Invitation.objects.get(pk=invitation.pk).status == "expired"
    assert Seat.objects.get(match_id=match["id"], index=1).reserved_for_id is None
    assert events_of(bob, "invitation_expired")
    assert events_of(alice, "invitation_expired")


@pytest.mark.parametrize(
    ("body", "code", "status"),
    [
        ({"invite": ["nobody-here"]}, "unknown_account", 422),
        ({"invite": ["inactive"]}, "unknown_account", 422),
        ({"invite": ["alice"]}, "cannot_invite_self", 422),
        ({"invite": ["bob", "BOB"], "players": 3}, "already_invited", 409),
        ({"invite": ["bob", "carol"], "players": 2}, "no_seat_left", 409),
    ],
)
def test_bad_invitations_at_creation_change_nothing(
    people: dict[str, APIClient], body: dict[str, Any], code: str, status: int
) -> None:
    User.objects.create(username="inactive", is_active=False)
    before = snapshot()
    response = people["alice"].post(
        "/api/v1/matches", {"game": "yokohama", "players": 2, **body}, format="json"
    )
    assert response.status_code == status, response.json()
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == code
    assert response.json()["detail"]
    assert snapshot() == before


def test_bad_invitations_to_an_existing_match_change_nothing(
    people: dict[str, APIClient],
) -> None:
    alice, _bob, carol = people["alice"], people["bob"], people["carol"]
    match = create_match(alice, players=3, invite=["bob"])
    url = f"/api/v1/matches/{match['id']}/invitations"
    cases = [
        (alice, {"username": "bob"}, "already_invited"),
        (alice, {"username": "alice"}, "cannot_invite_self"),
        (alice, {"username": "ghost"}, "unknown_account"),
        (alice, {"username": "carol", "seat": 1}, "seat_taken"),
        (carol, {"username": "dave"}, "not_seated"),
    ]
    for client, body, code in cases:
        before = snapshot()
        response = client.post(url, body, format="json")
        assert response.json()["code"] == code, (body, response.json())
        assert snapshot() == before
    made = alice.post(url, {"username": "carol"}, format="json")
    assert made.status_code == 201, made.json()
    assert made.json()["seat"] == 2
    full = alice.post(url, {"username": "dave"}, format="json")
    assert full.json()["code"] == "no_seat_left"


def test_a_server_bot_accepts_a_challenge_at_once(people: dict[str, APIClient]) -> None:
    match = create_match(people["alice"], players=2, invite=["greedy-bot"])
    assert match["status"] == "active"
    assert match["seats"][1]["holder"] == "bot"
    assert match["seats"][1]["bot_kind"] == "greedy"


def test_a_private_match_does_not_exist_for_others(people: dict[str, APIClient]) -> None:
    alice, bob, carol = people["alice"], people["bob"], people["carol"]
    anonymous = APIClient()
    match = create_match(alice, players=3, invite=["bob"], private=True)
    match_id = match["id"]
    missing = 10**9

    def problem(client: APIClient, method: str, path: str, **body: Any) -> dict[str, Any]:
        response = getattr(client, method)(path, body or None, format="json")
        assert response.status_code == 404, (path, response.status_code, response.content)
        found = dict(response.json())
        found.pop("instance", None)
        return found

    calls: list[tuple[str, str, dict[str, Any]]] = [
        ("get", "", {}),
        ("get", "/actions", {}),
        ("get", "/result", {}),
        ("get", "/record", {}),
        ("get", "/view?seq=0", {}),
        ("post", "/join", {}),
        ("post", "/join", {"code": "wrong-code"}),
        ("get", "/legal-actions", {}),
        ("post", "/leave", {}),
        ("post", "/start", {}),
        ("post", "/resign", {}),
        ("post", "/rematch", {}),
        ("post", "/share-code", {}),
        ("post", "/invitations", {"username": "dave"}),
        ("post", "/actions", {"expected_seq": 0, "action": "x"}),
    ]
    for client in (carol, anonymous):
        for method, suffix, body in calls:
            if client is anonymous and (method == "post" or suffix == "/legal-actions"):
                continue  # not_authenticated before anything is read
            hidden = problem(client, method, f"/api/v1/matches/{match_id}{suffix}", **body)
            absent = problem(client, method, f"/api/v1/matches/{missing}{suffix}", **body)
            assert hidden["code"] == "not_found"
            assert hidden["detail"].replace(str(match_id), "N") == absent["detail"].replace(
                str(missing), "N"
            )
        listed = client.get("/api/v1/matches").json()["results"]
        assert match_id not in [m["id"] for m in listed]
        listed_open = client.get("/api/v1/matches?open=true").json()["results"]
        assert match_id not in [m["id"] for m in listed_open]
    # The invitee, the creator and a share-code holder see it; its own lists show it.
    assert bob.get(f"/api/v1/matches/{match_id}").status_code == 200
    assert match_id in [m["id"] for m in alice.get("/api/v1/matches?mine=true").json()["results"]]
    code = alice.post(f"/api/v1/matches/{match_id}/share-code").json()["code"]
    assert alice.get(f"/api/v1/matches/{match_id}").json()["share_code"] == code
    seen = carol.get(f"/api/v1/matches/{match_id}?code={code}")
    assert seen.status_code == 200
    assert seen.json()["share_code"] is None
    joined = carol.post(f"/api/v1/matches/{match_id}/join", {"code": code}, format="json")
    assert joined.status_code == 200, joined.json()
    assert joined.json()["your_seat"] == 2


def test_a_revoked_share_code_stops_working(people: dict[str, APIClient]) -> None:
    alice, carol = people["alice"], people["carol"]
    match_id = create_match(alice, players=2, private=True)["id"]
    first = alice.post(f"/api/v1/matches/{match_id}/share-code").json()["code"]
    second = alice.post(f"/api/v1/matches/{match_id}/share-code").json()["code"]
    assert first != second
    assert carol.get(f"/api/v1/matches/{match_id}?code={first}").status_code == 404
    assert carol.get(f"/api/v1/matches/{match_id}?code={second}").status_code == 200
    assert alice.delete(f"/api/v1/matches/{match_id}/share-code").status_code == 204
    assert carol.get(f"/api/v1/matches/{match_id}?code={second}").status_code == 404
    refused = carol.post(f"/api/v1/matches/{match_id}/join", {"code": second}, format="json")
    assert refused.status_code == 404
    assert Seat.objects.filter(match_id=match_id, user__username="carol").count() == 0
    # Only the creator manages the code of a public match too.
    public_id = create_match(alice, players=2)["id"]
    denied = carol.post(f"/api/v1/matches/{public_id}/share-code")
    assert denied.status_code == 403
    assert denied.json()["code"] == "not_creator"


def test_players_only_matches_show_nothing_of_the_game_to_spectators(
    people: dict[str, APIClient],
) -> None:
    alice, bob, carol = people["alice"], people["bob"], people["carol"]
    match_id = create_match(alice, players=2, spectators="players")["id"]
    bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    seen = carol.get(f"/api/v1/matches/{match_id}").json()
    assert seen["status"] == "active"
    assert seen["state"] is None
    assert bob.get(f"/api/v1/matches/{match_id}").json()["state"] is not None
    # The streams refuse the same way (tests/api/test_play_together_live.py).
    for path in ("/actions", "/record", "/view?seq=0"):
        refused = carol.get(f"/api/v1/matches/{match_id}{path}")
        assert refused.status_code == 403, (path, refused.content)
        assert refused.json()["code"] == "spectators_not_allowed"
    assert bob.get(f"/api/v1/matches/{match_id}/actions").status_code == 200


def test_starting_early_withdraws_pending_invitations(people: dict[str, APIClient]) -> None:
    alice, bob = people["alice"], people["bob"]
    match_id = create_match(alice, players=2, invite=["bob"])["id"]
    started = alice.post(
        f"/api/v1/matches/{match_id}/start", {"fill_with_bots": "random"}, format="json"
    )
    assert started.status_code == 200, started.json()
    assert started.json()["seats"][1]["holder"] == "bot"
    assert events_of(bob, "invitation_cancelled")
    invitation = events_of(bob, "invited")[0]["invitation_id"]
    late = bob.post(f"/api/v1/invitations/{invitation}/accept")
    assert late.json()["code"] == "invitation_not_pending"


def test_invitations_of_others_are_not_found(people: dict[str, APIClient]) -> None:
    alice, carol = people["alice"], people["carol"]
    create_match(alice, players=2, invite=["bob"])
    invitation = Invitation.objects.get().pk
    for action in ("", "/accept", "/decline", "/cancel"):
        method = carol.get if not action else carol.post
        response = method(f"/api/v1/invitations/{invitation}{action}")
        assert response.status_code == 404, (action, response.json())
        unknown = method(f"/api/v1/invitations/{10**9}{action}")
        assert unknown.status_code == 404
    assert carol.get("/api/v1/invitations").json()["count"] == 0


def test_rematch_rotates_seats_invites_the_others_and_is_offered_once(
    people: dict[str, APIClient],
) -> None:
    alice, bob = people["alice"], people["bob"]
    match_id = create_match(alice, players=3, seed=7, bots=[{"seat": 2, "kind": "random"}])["id"]
    bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    early = alice.post(f"/api/v1/matches/{match_id}/rematch")
    assert early.status_code == 409
    assert early.json()["code"] == "match_not_finished"
    # Played to the end elsewhere (tests/sdk); only the status matters to a rematch.
    Match.objects.filter(pk=match_id).update(status=MatchStatus.FINISHED)

    offered = bob.post(f"/api/v1/matches/{match_id}/rematch")
    assert offered.status_code == 201, offered.json()
    rematch = offered.json()
    assert rematch["rematch_of"] == match_id
    assert rematch["game"] == "yokohama"
    assert rematch["players"] == 3
    # bob sat at 1, now 2; alice (0) invited to 1; the bot (2) now plays 0.
    assert rematch["your_seat"] == 2
    assert [s["holder"] for s in rematch["seats"]] == ["bot", "invited", "human"]
    assert rematch["seats"][1]["invited"] == "alice"
    (invited,) = events_of(alice, "invited")
    assert invited["match_id"] == rematch["id"]
    assert alice.get(f"/api/v1/invitations/{invited['invitation_id']}").json()["rematch"]
    assert alice.get(f"/api/v1/matches/{match_id}").json()["rematch_id"] == rematch["id"]
    assert people["carol"].get(f"/api/v1/matches/{match_id}").json()["rematch_id"] is None

    # Alice asks too: she gets the same rematch, seated, and it starts.
    accepted = alice.post(f"/api/v1/matches/{match_id}/rematch")
    assert accepted.status_code == 200, accepted.json()
    assert accepted.json()["id"] == rematch["id"]
    assert accepted.json()["status"] == "active"
    assert accepted.json()["your_seat"] == 1
    stranger = people["carol"].post(f"/api/v1/matches/{match_id}/rematch")
    assert stranger.status_code == 403
    assert stranger.json()["code"] == "not_seated"
