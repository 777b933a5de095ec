"""The event hub's guarantees that the stream tests cannot show on their own."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from django.conf import settings
from django.db import connection, transaction

from games import events
from games.models import UserEvent, UserEventKind
from tests.conftest import wait_for


@pytest.mark.django_db(transaction=True)
def test_a_users_events_commit_in_the_order_of_their_ids(make_user: Any) -> None:
    """A second transaction for the same user waits until the first commits, so a stream that
    has read up to some id can never see a smaller id appear later."""
    if connection.vendor != "postgresql":
        pytest.skip("SQLite serialises every writer; the per-user lock is PostgreSQL's")
    user, _ = make_user("ordered")
    first_inserted, release = threading.Event(), threading.Event()

    def record(tournament_id: int, hold: bool) -> None:
        try:
            with transaction.atomic():
                events.user_events_create(
                    user_ids=[user.pk],
                    kind=UserEventKind.TOURNAMENT_ROUND_STARTED,
                    tournament_id=tournament_id,
                )
                if hold:
                    first_inserted.set()
                    release.wait(30)
        finally:
            connection.close()

    first = threading.Thread(target=record, args=(1, True))
    first.start()
    assert first_inserted.wait(30)
    second = threading.Thread(target=record, args=(2, False))
    second.start()

    def second_is_waiting_for_a_lock() -> bool:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE datname = current_database() AND wait_event_type = 'Lock'"
            )
            return bool(cursor.fetchone()[0])

    try:
        wait_for(second_is_waiting_for_a_lock, timeout=30)
    finally:
        release.set()
        first.join(30)
        second.join(30)
    order = list(UserEvent.objects.filter(user=user).order_by("pk").values_list("tournament_id"))
    assert order == [(1,), (2,)]


@pytest.mark.django_db(transaction=True)
def test_the_hub_wakes_every_stream_when_it_reconnects_to_redis() -> None:
    """A notice published while the hub's subscription is down is lost; the reconnect wakes
    every waiting stream, which then reads what it missed from the database."""
    if not settings.REDIS_URL:
        pytest.skip("the embedded default has no Redis subscription to lose")
    import redis

    admin = redis.Redis.from_url(settings.REDIS_URL)

    async def scenario() -> bool:
        subscription = events.hub.subscribe(matches=[987654])
        try:

            def listener_id() -> int | None:
                if events.hub.connections == 0:
                    return None  # not subscribed yet (its first wake is still to come)
                for client in admin.client_list(_type="pubsub"):
                    if client.get("name") == events.listener_client_name():
                        return int(client["id"])
                return None

            killed = await asyncio.to_thread(wait_for, listener_id, timeout=30)
            connections = events.hub.connections
            subscription.forget()  # the first connection's wake
            assert admin.client_kill_filter(_id=killed) == 1
            woken = await subscription.wait(30)
            # The listener counts a connection right after its wake.
            await asyncio.to_thread(
                wait_for, lambda: events.hub.connections == connections + 1, timeout=30
            )
            return woken
        finally:
            events.hub.unsubscribe(subscription)

    assert asyncio.run(scenario()) is True
