"""A regression guard, not a timing: the statements an accepted submit sends to the database.

The hot path's cost is mostly its round trips (bench/submit_profile.py): one more statement per
action is easy to add by accident (an ORM lookup in a view, a lazy attribute) and shows up
only as a slower server. This pins the list; change it knowingly.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games import services
from games.codec import game_of, load_state
from games.models import Seat
from games.selectors import legal_action_entries
from yokohama_server.cache import ReusedClientRedisCache


def statements(captured: CaptureQueriesContext) -> list[str]:
    """The first word of each statement executed. A write that waited for the next message
    (the append, yokohama_server/postgresql) is recorded where it was executed, and again at
    the start of the message it went with: the last statement of each record is its own."""
    return [
        query["sql"].rsplit("; ", 1)[-1].split(None, 1)[0].upper()
        for query in captured.captured_queries
    ]


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
        for warm in clients.values():
            warm.get(f"/api/v1/matches/{match.pk}/legal-actions")
    # With Redis, a token the process has read is remembered (api/authentication.py).
    remembered = isinstance(caches["default"], ReusedClientRedisCache)
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
        # The token, unless remembered; lock the match, then read it with the caller's seat
        # (one message of two statements, BEGIN with them); the earlier submission under
        # this Idempotency-Key; the log row and the match row in one statement (sent with
        # the next message: the events' statement or COMMIT); when a seat's turn begins, its
        # holder's event (locking the user's row) in one statement, which also says whether
        # the webhook and e-mail listeners want to hear of it. Besides these, COMMIT. On
        # PostgreSQL each goes as the EXECUTE of its prepared statement (yokohama_server/
        # postgresql), prepared once per connection apart from the debug cursor.
        token = [] if remembered else ["SELECT"]
        if connection.vendor == "postgresql":  # the hot statements run prepared
            expected = token + ["EXECUTE"] * 2 + ["EXECUTE"] + (["EXECUTE"] if told else [])
        else:  # SQLite: no row locks (it serialises writers), the two writes apart, and the
            # listeners' lookups after commit
            expected = token + ["SELECT"] * 2 + ["INSERT", "UPDATE"]
            expected += ["INSERT", "SELECT", "SELECT"] if told else []
        assert sent == expected, captured.captured_queries
        checked.add(told)
        to_move, seq = response.json()["to_move"], response.json()["seq"]
        if checked == {True, False}:
            break
    assert checked == {True, False}


@pytest.mark.django_db
def test_the_events_statement_tells_the_listeners_whom_a_turn_concerns(
    make_user: Any,
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The webhook and e-mail listeners learn from the statement that inserts the `your_turn`
    events (PostgreSQL) or from their own lookups (SQLite) the same thing: whom they concern."""
    from games import dispatch
    from games.notifications import services as notifications
    from games.webhooks.models import Webhook

    enqueued: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr(dispatch, "enqueue", lambda task, *args: enqueued.append((task.name, args)))
    players = [make_user(f"tell-{n}")[0] for n in range(3)]
    hooked, mailed, neither = players
    Webhook.objects.create(
        user=hooked, url="https://example.org/hook", secret="s", enabled_at=timezone.now()
    )
    notifications.notification_settings_update(
        user=mailed, email="tell@example.org", email_enabled=True, your_turn=True
    )
    match = services.match_create(creator=hooked, game="yokohama", players=3, seed=5)
    for user in (mailed, neither):
        services.match_join(match_id=match.pk, user=user)
    match.refresh_from_db()
    seats = {seat.index: int(seat.user_id or 0) for seat in Seat.objects.filter(match=match)}
    told_users: set[int] = set()
    for _ in range(300):
        match.refresh_from_db()
        seat = match.to_move[0]
        user = next(u for u in players if u.pk == seats[seat])
        legal = legal_action_entries(game_of(match), load_state(match), seat)
        enqueued.clear()
        with django_capture_on_commit_callbacks(execute=True):
            result = services.match_action_submit(
                match_id=match.pk,
                user=user,
                action=legal[0]["notation"],
                expected_seq=match.seq,
            )
        turn_of = {seats[i] for i in result.response["to_move"] if i not in match.to_move}
        hooks = [args[0] for name, args in enqueued if name.endswith("webhook_fan_out_task")]
        mails = [args[0] for name, args in enqueued if name.endswith("notifications_send_task")]
        assert hooks == ([[hooked.pk]] if hooked.pk in turn_of else [])
        assert mails == ([mailed.pk] if mailed.pk in turn_of else [])
        told_users |= turn_of
        if {hooked.pk, mailed.pk, neither.pk} <= told_users:
            break
    assert {hooked.pk, mailed.pk, neither.pk} <= told_users
