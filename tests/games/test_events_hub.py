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


@pytest.fixture
def listen_on_loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """The hub's listener as a thread (WSGI server, tests) or on the event loop (ASGI server)."""
    on_loop: bool = request.param
    monkeypatch.setattr(events.hub, "listen_on_loop", on_loop)
    return on_loop


@pytest.mark.parametrize("listen_on_loop", [False, True], ids=["thread", "loop"], indirect=True)
@pytest.mark.django_db(transaction=True)
def test_the_hub_wakes_every_stream_when_it_reconnects_to_redis(listen_on_loop: bool) -> None:
    """A notice published while the hub's subscription is down is lost; the reconnect wakes
    every waiting stream, which then reads what it missed from the database."""
    if not settings.REDIS_URL:
        pytest.skip("the embedded default has no Redis subscription to lose")
    import redis

    admin = redis.Redis.from_url(settings.REDIS_URL)
    name = events.listener_client_name(on_loop=listen_on_loop)

    async def scenario() -> bool:
        subscription = events.hub.subscribe(matches=[987654])
        try:

            def listener_id() -> int | None:
                if events.hub.connections == 0:
                    return None  # not subscribed yet (its first wake is still to come)
                for client in admin.client_list(_type="pubsub"):
                    if client.get("name") == name:
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


@pytest.mark.parametrize("listen_on_loop", [True], ids=["loop"], indirect=True)
@pytest.mark.django_db(transaction=True)
def test_the_listener_runs_on_the_streams_loop_and_follows_a_new_one(
    listen_on_loop: bool,
) -> None:
    """Under our ASGI server the listener is a task on the streams' loop. A loop that ends
    takes its listener with it; the next loop's first stream starts one of its own, so notices
    still arrive (two `asyncio.run`s stand for a server that restarted its loop)."""
    if not settings.REDIS_URL:
        pytest.skip("the embedded default has no Redis listener")
    match_id = 987655

    async def one_loop() -> tuple[bool, bool]:
        connected = events.hub.connections
        subscription = events.hub.subscribe(matches=[match_id])
        try:
            # The listener wakes every stream once it has subscribed: then notices reach it.
            assert await subscription.wait(30)
            while events.hub.connections == connected:
                await asyncio.sleep(0.01)
            listener = events.hub._listener_task
            here = asyncio.get_running_loop()
            on_this_loop = listener is not None and listener.get_loop() is here
            # Published from another thread, as the WSGI server's processes do through Redis.
            await asyncio.to_thread(events.send, {"match": match_id})
            return on_this_loop, await subscription.wait(30)
        finally:
            events.hub.unsubscribe(subscription)

    assert asyncio.run(one_loop()) == (True, True)
    first = events.hub._listener_task
    assert first is not None
    assert first.done()  # it ended with its loop
    assert asyncio.run(one_loop()) == (True, True)


class _FreezableProxy:
    """A TCP proxy to Redis whose current connections can be frozen: their bytes are held,
    not refused, as by a host that vanished or a middlebox that dropped the flow. Later
    connections pass."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.accepted = 0
        self._frozen: set[int] = set()

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        return int(self._server.sockets[0].getsockname()[1])

    def freeze(self) -> None:
        self._frozen = set(range(self.accepted))

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        number = self.accepted
        self.accepted += 1
        upstream_reader, upstream_writer = await asyncio.open_connection(self.host, self.port)

        async def pump(source: asyncio.StreamReader, target: asyncio.StreamWriter) -> None:
            while data := await source.read(65536):
                while number in self._frozen:
                    await asyncio.sleep(0.05)
                target.write(data)
                await target.drain()
            target.close()

        await asyncio.gather(
            pump(reader, upstream_writer), pump(upstream_reader, writer), return_exceptions=True
        )

    async def stop(self) -> None:
        self._server.close()


@pytest.mark.django_db(transaction=True)
def test_the_listener_replaces_a_connection_that_stops_answering(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A connection that goes silent without closing (no FIN, no RST) is found by the ping
    that a quiet channel sends, and replaced; the streams are woken and notices arrive again.
    Without the check the listener would wait on it forever."""
    if not settings.REDIS_URL:
        pytest.skip("the embedded default has no Redis listener")
    from urllib.parse import urlsplit

    monkeypatch.setattr(events, "LISTENER_HEALTH_CHECK_S", 0.5)
    real = urlsplit(settings.REDIS_URL)
    hub = events.Hub()
    hub.listen_on_loop = True
    match_id = 987656

    async def scenario() -> tuple[int, bool]:
        proxy = _FreezableProxy(real.hostname or "127.0.0.1", real.port or 6379)
        port = await proxy.start()
        settings.REDIS_URL = real._replace(netloc=f"127.0.0.1:{port}").geturl()
        subscription = hub.subscribe(matches=[match_id])
        try:
            assert await subscription.wait(30)  # the first connection's wake
            proxy.freeze()
            subscription.forget()
            # A second connection, through the proxy again, and its wake.
            woken = await subscription.wait(30)
            await asyncio.to_thread(events.send, {"match": match_id})
            return hub.connections, woken and await subscription.wait(30)
        finally:
            hub.unsubscribe(subscription)
            await proxy.stop()

    connections, notice_arrived = asyncio.run(scenario())
    assert connections == 2
    assert notice_arrived


@pytest.mark.django_db(transaction=True)
def test_the_loop_listener_logs_in_with_the_urls_user_and_password(settings: Any) -> None:
    """The loop listener speaks to Redis itself (`_NoticeProtocol`), so it must log in as
    redis-py would: with the user and password of REDIS_URL, refused without them."""
    if not settings.REDIS_URL:
        pytest.skip("the embedded default has no Redis listener")
    import secrets
    from urllib.parse import urlsplit

    import redis

    admin = redis.Redis.from_url(settings.REDIS_URL)
    user, password = f"test-listener-{secrets.token_hex(4)}", secrets.token_hex(12)
    admin.acl_setuser(user, enabled=True, passwords=[f"+{password}"], channels=["*"],
                      commands=["+@all"])  # fmt: skip
    real = urlsplit(settings.REDIS_URL)
    host = f"{real.hostname or '127.0.0.1'}:{real.port or 6379}"
    match_id = 987657

    async def notice_arrives(netloc: str) -> bool:
        settings.REDIS_URL = real._replace(netloc=netloc).geturl()
        hub = events.Hub()
        hub.listen_on_loop = True
        subscription = hub.subscribe(matches=[match_id])
        try:
            if not await subscription.wait(3):  # the first connection's wake
                return False
            await asyncio.to_thread(events.send, {"match": match_id})
            return await subscription.wait(30)
        finally:
            hub.unsubscribe(subscription)
            assert hub._listener_task is not None
            hub._listener_task.cancel()

    try:
        assert asyncio.run(notice_arrives(f"{user}:{password}@{host}")) is True
        assert asyncio.run(notice_arrives(f"{user}:wrong-{password}@{host}")) is False
    finally:
        admin.acl_deluser(user)
