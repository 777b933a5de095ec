"""The hot path's hand-written SQL reads the same facts the ORM holds."""

from __future__ import annotations

import threading
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection, transaction
from django.utils import timezone

from games import rows, services
from games.codec import load_state
from games.engine import get_game
from games.locks import lock_match
from games.models import ApiToken, MatchAction, Seat
from tests.conftest import wait_for


@pytest.mark.django_db(transaction=True)
def test_the_match_row_carries_the_callers_seat_and_the_bot_seats(
    make_user: Any, task_runner: Any
) -> None:
    (alice, _), (bob, _), (carol, _) = make_user("alice"), make_user("bob"), make_user("carol")
    match = services.match_create(
        creator=alice, game="yokohama", players=4, seed=5, bot_seats={1: "random", 3: "greedy"}
    )
    services.match_join(match_id=match.pk, user=bob)
    # The bots start deciding as soon as the match starts (task_runner lets them finish before
    # the database is flushed): compare with the ORM under the same lock, so no bot action
    # lands in between.
    with transaction.atomic():
        row = rows.match_row(match_id=match.pk, user_id=bob.pk, lock=True)
        match.refresh_from_db()
    assert row is not None
    assert row.caller_seat == Seat.objects.get(match=match, user=bob).index == 2
    assert row.bot_seats_mask == 0b1010
    assert row.has_bot_to_move([0, 3])
    assert not row.has_bot_to_move([0, 2])
    assert (row.game, row.players, row.status, row.seq) == ("yokohama", 4, "active", match.seq)
    assert row.to_move == match.to_move
    assert match.state is not None
    assert row.state == bytes(match.state)
    assert row.decision_seconds is None

    outsider = rows.match_row(match_id=match.pk, user_id=carol.pk, lock=False)
    anonymous = rows.match_row(match_id=match.pk, user_id=None, lock=False)
    assert outsider is not None
    assert anonymous is not None
    assert outsider.caller_seat is None
    assert anonymous.caller_seat is None
    assert rows.match_row(match_id=match.pk + 1000, user_id=None, lock=False) is None
    assert rows.match_row(match_id=2**64, user_id=None, lock=False) is None


@pytest.mark.django_db(transaction=True)
def test_an_appended_action_reads_back_through_the_orm(make_user: Any) -> None:
    (alice, _), (bob, _) = make_user("alice"), make_user("bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=11)
    services.match_join(match_id=match.pk, user=bob)
    match.refresh_from_db()
    seat = match.to_move[0]
    holder = alice if seat == Seat.objects.get(match=match, user=alice).index else bob
    game = get_game("yokohama")
    before = load_state(match)
    choice = game.legal_actions(before, seat)[0]
    result = services.match_action_submit(
        match_id=match.pk,
        user=holder,
        action=choice.to_notation(),
        expected_seq=0,
        idempotency_key="k-1",
    )
    stored = MatchAction.objects.get(match=match, seq=1)
    assert stored.seat == seat
    assert stored.user == holder
    assert stored.notation == choice.to_notation()
    assert stored.action == choice.to_json()
    assert stored.idempotency_key == "k-1"
    assert stored.response == result.response
    assert stored.public_entry == game.describe_action(before, choice, None)
    assert stored.created_at is not None
    match.refresh_from_db()
    assert match.seq == 1
    assert match.to_move == result.response["to_move"]
    assert match.updated_at == stored.created_at
    assert match.deadline is None
    assert match.finished_at is None
    assert match.state is not None
    assert bytes(match.state) == game.encode_state(game.apply(before, choice))


@pytest.mark.django_db
def test_the_token_query_decides_expiry_revocation_and_scopes_in_one_statement(
    make_user: Any, django_assert_num_queries: Any
) -> None:
    user, _ = make_user("tia")
    now = timezone.now()
    later = now + timedelta(hours=1)
    raw = services.token_create(user=user, scopes=["read"], expires_at=later)
    digest = ApiToken.hash_key(raw)
    ApiToken.objects.filter(digest=digest).update(last_used_at=now)
    with django_assert_num_queries(1):  # used recently, so no touch: the one SELECT
        found = rows.token_owner(digest=digest, now=now, touch_before=now - timedelta(minutes=5))
    assert found is not None
    owner, token = found
    assert (owner.pk, token.user_id, token.scope_list) == (user.pk, user.pk, ["read"])
    assert rows.token_owner(digest="0" * 64, now=now, touch_before=now) is None
    # At the expiry moment the token is refused, and its use is not recorded.
    with pytest.raises(rows.TokenRefused, match="expired"):
        rows.token_owner(digest=digest, now=later, touch_before=later)
    assert ApiToken.objects.get(digest=digest).last_used_at == now
    ApiToken.objects.filter(digest=digest).update(revoked_at=now, expires_at=None)
    with pytest.raises(rows.TokenRefused, match="revoked"):
        rows.token_owner(digest=digest, now=now, touch_before=now)


@pytest.mark.django_db(transaction=True)
def test_a_submission_that_waited_for_the_lock_sees_a_seat_made_a_bot_meanwhile(
    make_user: Any,
) -> None:
    """A resignation turns seat 0 into a bot while a submission waits for the match row: the
    row the submission then reads must count seat 0 as a bot, or the service enqueues no turn
    for it and the match stalls (seen in CI: a resigned seat's match never finished)."""
    if connection.vendor != "postgresql":
        pytest.skip("SQLite serialises every writer: no submission reads while another writes")
    (alice, _), (bob, _) = make_user("alice"), make_user("bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=5)
    services.match_join(match_id=match.pk, user=bob)
    locked, release = threading.Event(), threading.Event()
    seen: list[rows.MatchRow | None] = []

    def resign_seat_0() -> None:
        try:
            with transaction.atomic():
                lock_match(match.pk)
                Seat.objects.filter(match=match, index=0).update(bot_kind="random", resigned=True)
                locked.set()
                release.wait(30)
        finally:
            connection.close()

    def read_locked_row() -> None:
        try:
            with transaction.atomic():
                seen.append(rows.match_row(match_id=match.pk, user_id=bob.pk, lock=True))
        finally:
            connection.close()

    resigner = threading.Thread(target=resign_seat_0)
    resigner.start()
    assert locked.wait(30)
    reader = threading.Thread(target=read_locked_row)
    reader.start()

    def reader_waits_for_the_lock() -> bool:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE datname = current_database() AND wait_event_type = 'Lock'"
            )
            return bool(cursor.fetchone()[0])

    try:
        wait_for(reader_waits_for_the_lock, timeout=30)
    finally:
        release.set()
        resigner.join(30)
        reader.join(30)
    assert len(seen) == 1
    assert seen[0] is not None
    assert seen[0].bot_seats_mask == 0b01
    assert seen[0].caller_seat == 1
