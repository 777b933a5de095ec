"""A regression guard, not a timing: the statements an accepted submit sends to the database.

The hot path's cost is mostly its round trips (bench/submit_profile.py): one more statement per
action is easy to add by accident (an ORM lookup in a view, a lazy attribute) and shows up
only as a slower server. This pins the list; change it knowingly.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import Seat


def statements(captured: CaptureQueriesContext) -> list[str]:
    return [query["sql"].split(None, 1)[0].upper() for query in captured.captured_queries]


@pytest.mark.django_db
def test_an_accepted_submit_sends_a_fixed_list_of_statements(
    make_user: Any, client_for: Any, django_capture_on_commit_callbacks: Any
) -> None:
    (alice, alice_key), (bob, bob_key) = make_user("alice"), make_user("bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=3)
    services.match_join(match_id=match.pk, user=bob)
    match.refresh_from_db()
    keys = {
        Seat.objects.get(match=match, user=user).index: key
        for user, key in ((alice, alice_key), (bob, bob_key))
    }
    clients = {index: client_for(key) for index, key in keys.items()}
    to_move, seq = match.to_move, match.seq
    for _ in range(2):  # warm up: each token's first use records it (a rare UPDATE)
        clients[to_move[0]].get(f"/api/v1/matches/{match.pk}/legal-actions")
    checked = set()
    for number in range(200):
        seat = to_move[0]
        client = clients[seat]
        legal = client.get(f"/api/v1/matches/{match.pk}/legal-actions").json()
        # The test's transaction never commits: run the after-commit work as a commit would.
        with (
            CaptureQueriesContext(connection) as captured,
            django_capture_on_commit_callbacks(execute=True),
        ):
            response = client.post(
                f"/api/v1/matches/{match.pk}/actions",
                {"expected_seq": seq, "action": legal["actions"][0]["notation"]},
                format="json",
                HTTP_IDEMPOTENCY_KEY=f"pin-{number}",
            )
        assert response.status_code == 201, response.json()
        told = any(index not in to_move for index in response.json()["to_move"])
        sent = [s for s in statements(captured) if s not in {"SAVEPOINT", "RELEASE"}]
        # The token; lock the match, then read it with the caller's seat (one message of two
        # statements); the earlier submission under this Idempotency-Key; the log row and the
        # match row in one statement; when a seat's turn begins, its holder's event (locking
        # the user's row) in one statement, then, after commit, the webhook and e-mail
        # listeners' lookups. Besides these, BEGIN and COMMIT.
        if connection.vendor == "postgresql":
            expected = ["SELECT"] * 3 + ["WITH"] + (["WITH", "SELECT", "SELECT"] if told else [])
        else:  # SQLite: no row locks (it serialises writers), and the two writes apart
            expected = ["SELECT"] * 3 + ["INSERT", "UPDATE"]
            expected += ["INSERT", "SELECT", "SELECT"] if told else []
        assert sent == expected, captured.captured_queries
        checked.add(told)
        to_move, seq = response.json()["to_move"], response.json()["seq"]
        if checked == {True, False}:
            break
    assert checked == {True, False}
