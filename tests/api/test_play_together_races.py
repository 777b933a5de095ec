"""Racing clients on PostgreSQL: an invitation is answered once, a rematch is offered once."""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from games.models import Invitation, Match, MatchStatus, Seat
from tests.api.helpers import create_match

pytestmark = pytest.mark.django_db(transaction=True)


def race(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run every call at the same moment, each on its own connection; their answers in order."""
    barrier = threading.Barrier(len(calls))
    answers: list[Any] = [None] * len(calls)

    def run(index: int) -> None:
        try:
            barrier.wait()
            answers[index] = calls[index]()
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_accept_and_cancel_racing_leave_one_answer(make_user: Any, client_for: Any) -> None:
    alice = client_for(make_user("race-alice")[1])
    bob = client_for(make_user("race-bob")[1])
    for _ in range(8):
        match_id = create_match(alice, players=2, invite=["race-bob"])["id"]
        invitation = Invitation.objects.get(match_id=match_id).pk
        accepted, cancelled = race(
            [
                functools.partial(bob.post, f"/api/v1/invitations/{invitation}/accept"),
                functools.partial(alice.post, f"/api/v1/invitations/{invitation}/cancel"),
            ]
        )
        winners = [r for r in (accepted, cancelled) if r.status_code == 200]
        assert len(winners) == 1, (accepted.json(), cancelled.json())
        loser = cancelled if winners[0] is accepted else accepted
        assert loser.json()["code"] == "invitation_not_pending"
        stored = Invitation.objects.get(pk=invitation).status
        bob_seated = Seat.objects.filter(match_id=match_id, user__username="race-bob").exists()
        assert bob_seated == (stored == "accepted")
        assert Match.objects.get(pk=match_id).status == ("active" if bob_seated else "waiting")


def test_two_players_asking_a_rematch_at_once_get_one_rematch(
    make_user: Any, client_for: Any
) -> None:
    clients: list[APIClient] = [client_for(make_user(f"again-{i}")[1]) for i in range(3)]
    match_id = create_match(clients[0], players=3)["id"]
    for client in clients[1:]:
        client.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    Match.objects.filter(pk=match_id).update(status=MatchStatus.FINISHED)
    answers = race(
        [functools.partial(c.post, f"/api/v1/matches/{match_id}/rematch") for c in clients]
    )
    assert sorted(a.status_code for a in answers) == [200, 200, 201], [a.json() for a in answers]
    assert len({a.json()["id"] for a in answers}) == 1
    rematch = Match.objects.get(rematch_of_id=match_id)
    assert rematch.status == MatchStatus.ACTIVE
    assert sorted(rematch.seats.values_list("user__username", flat=True)) == [
        "again-0",
        "again-1",
        "again-2",
    ]
    assert not Invitation.objects.filter(match=rematch, status="pending").exists()
