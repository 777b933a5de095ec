"""Seekers arriving at the same moment: every seek ends in at most one match, every match has
exactly its count of distinct players, and (with the game's lock) no seek is left behind.

On PostgreSQL the advisory lock and the row locks are what is under test; the tests that take
the lock away need it. SQLite (the embedded demo) runs one writer at a time: the tests with
the lock pass there too, by that alone."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.db import OperationalError, connection
from django.utils import timezone
from rest_framework.test import APIClient

from games.errors import ApplicationError
from games.matchmaking import services
from games.matchmaking.models import Seek, SeekStatus
from games.models import Match, MatchStatus, Seat, User, UserEvent

pytestmark = pytest.mark.django_db(transaction=True)
needs_postgres = pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="takes the advisory lock away: SQLite has none (it serialises every writer)",
)

# Each thread holds a connection of its own: with the rest of the test run (three xdist
# workers, their live servers and Celery worker) 40 of them at once overran PostgreSQL's
# default max_connections (100). 16 racing seekers still make 8 two-player and 4 four-player
# groups claimed at the same moment.
SEEKERS = 16
THREADS = 8
DEADLOCK_RETRIES = 20


def in_threads(count: int, work: Callable[[int], Any]) -> list[Any]:
    """Run work(0..count-1) in threads released together by a barrier; their results (an
    exception is re-raised here)."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count
    errors: list[BaseException] = []

    def run(index: int) -> None:
        try:
            barrier.wait(timeout=60)
            results[index] = work(index)
        except BaseException as exc:  # handed to the test's thread
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    if errors:
        raise errors[0]
    return results


def retrying_deadlocks(call: Callable[[], Any]) -> Any:
    """Without the game's lock, claimers may deadlock on each other's rows (PostgreSQL aborts
    one); exactly-once must hold whatever they do, so the loser simply tries again."""
    for _attempt in range(DEADLOCK_RETRIES):
        try:
            return call()
        except OperationalError as exc:
            if "deadlock" not in str(exc):
                raise
    raise AssertionError("still deadlocking")


def no_lock(name: str) -> None:
    """Stands in for the advisory lock: the row guard alone must keep pairing exactly-once."""


def open_seeks(users: list[User], players: int = 2) -> list[int]:
    """Open seeks inserted as they are, without pairing them (a pool to race over)."""
    later = timezone.now() + timedelta(minutes=10)
    created = Seek.objects.bulk_create(
        Seek(user=user, game="yokohama", players=players, expires_at=later) for user in users
    )
    return [seek.pk for seek in created]


def accounts(make_user: Any, count: int) -> list[tuple[User, str]]:
    return [make_user(f"seeker{i:02d}") for i in range(count)]


def assert_paired_exactly_once(seek_ids: list[int]) -> list[Seek]:
    """Every seek in at most one match, every match full of distinct seekers, one
    seek_matched per matched seek; returns the seeks."""
    seeks = list(Seek.objects.filter(pk__in=seek_ids))
    matched = [seek for seek in seeks if seek.status == SeekStatus.MATCHED]
    assert all(seek.match_id is not None for seek in matched)
    # Each seeker holds one seek here, so a seek paired twice shows as its user seated twice.
    seated = Counter(Seat.objects.filter(user__isnull=False).values_list("user_id", flat=True))
    assert all(count == 1 for count in seated.values()), seated.most_common(3)
    assert set(seated) == {seek.user_id for seek in matched}
    for match in Match.objects.prefetch_related("seats"):
        holders = [seat.user_id for seat in match.seats.all() if seat.user_id is not None]
        assert len(holders) == match.players  # every seat held by an account
        assert len(set(holders)) == match.players
        assert match.status == MatchStatus.ACTIVE
        assert sorted(s.user_id for s in matched if s.match_id == match.pk) == sorted(holders)
    told = Counter(UserEvent.objects.filter(kind="seek_matched").values_list("seek_id", flat=True))
    assert told == Counter(seek.pk for seek in matched)
    return seeks


def test_seekers_posting_at_once_are_all_paired_once(make_user: Any, client_for: Any) -> None:
    tokens = [token for _, token in accounts(make_user, SEEKERS)]

    def post(index: int) -> dict[str, Any]:
        client: APIClient = client_for(tokens[index])
        response = client.post("/api/v1/seeks", {"game": "yokohama", "players": 2}, format="json")
        assert response.status_code == 201, response.json()
        return dict(response.json())

    answers = in_threads(SEEKERS, post)
    seeks = assert_paired_exactly_once([answer["id"] for answer in answers])
    # The game's lock: whoever comes last sees the others, so with an even count nobody waits.
    assert [seek.status for seek in seeks] == [SeekStatus.MATCHED] * SEEKERS
    assert Match.objects.count() == SEEKERS // 2
    # Half of the answers were `matched` at once (the seek that completed its pair).
    assert sum(answer["status"] == "matched" for answer in answers) == SEEKERS // 2


def test_four_player_seeks_posting_at_once_fill_whole_tables(
    make_user: Any, client_for: Any
) -> None:
    users = [user for user, _ in accounts(make_user, SEEKERS)]
    answers = in_threads(
        SEEKERS,
        lambda i: services.seek_create(user=users[i], game="yokohama", players=4).pk,
    )
    seeks = assert_paired_exactly_once(answers)
    assert [seek.status for seek in seeks] == [SeekStatus.MATCHED] * SEEKERS
    assert Match.objects.count() == SEEKERS // 4


@needs_postgres
def test_pairing_races_without_the_lock_never_seat_a_seek_twice(
    make_user: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(services, "_advisory_lock", no_lock)
    seek_ids = open_seeks([user for user, _ in accounts(make_user, SEEKERS)])
    made = in_threads(
        THREADS, lambda _: len(retrying_deadlocks(lambda: services.seeks_pair(game="yokohama")))
    )
    # Every thread saw the same 20 pairs; each pair went to exactly one of them.
    assert sum(made) == SEEKERS // 2
    seeks = assert_paired_exactly_once(seek_ids)
    assert [seek.status for seek in seeks] == [SeekStatus.MATCHED] * SEEKERS


@needs_postgres
def test_seekers_racing_without_the_lock_are_paired_once_and_the_sweep_finds_the_rest(
    make_user: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(services, "_advisory_lock", no_lock)
    users = [user for user, _ in accounts(make_user, SEEKERS)]
    answers = in_threads(
        SEEKERS,
        lambda i: retrying_deadlocks(
            lambda: services.seek_create(user=users[i], game="yokohama", players=2).pk
        ),
    )
    # Without the lock two seekers can miss each other (neither sees the other's insert), but
    # nobody is ever seated twice.
    assert_paired_exactly_once(answers)
    monkeypatch.undo()
    services.seeks_pair_all()  # the beat sweep's full pass pairs whoever was missed
    seeks = assert_paired_exactly_once(answers)
    assert [seek.status for seek in seeks] == [SeekStatus.MATCHED] * SEEKERS


@needs_postgres
def test_a_cancel_racing_the_pairing_wins_or_loses_cleanly(
    make_user: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    users = [user for user, _ in accounts(make_user, SEEKERS)]
    seek_ids = open_seeks(users)
    monkeypatch.setattr(services, "_advisory_lock", no_lock)

    def work(index: int) -> Any:
        if index == 0:
            return retrying_deadlocks(lambda: len(services.seeks_pair(game="yokohama")))
        try:  # every other seeker withdraws at the same moment
            return services.seek_cancel(user=users[index], seek_id=seek_ids[index]).status
        except ApplicationError as exc:
            return exc.code

    in_threads(SEEKERS // 2, work)
    seeks = assert_paired_exactly_once(seek_ids)
    statuses = Counter(seek.status for seek in seeks)
    assert set(statuses) <= {SeekStatus.MATCHED, SeekStatus.CANCELLED, SeekStatus.OPEN}
    assert statuses[SeekStatus.MATCHED] % 2 == 0
