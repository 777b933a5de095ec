"""Live events: notices published after commit, and the per-process hub that wakes streams.

A write that others may want to hear about (an accepted action, a start, an end, a user
event) calls `publish` inside its transaction. After commit the notice, a few bytes such as
``{"match": 7, "users": [3]}``, goes to Redis pub/sub (one channel for the whole server), or,
in the embedded default without Redis, straight to this process's hub.

Each web process has one hub: one Redis subscription for all its streams, however many.
Under our ASGI server it is a protocol on the server's event loop (`_NoticeProtocol`), so a
notice wakes the streams with no thread in between; elsewhere (long polls under the WSGI
server, granian; tests) a redis-py subscription in a background thread.
A notice wakes only the streams of its match or users; a woken stream reads what is new
through a per-match cache shared by every stream of that match in the process (an accepted
action's notice carries the action, which the cache appends without a query), so no stream
polls the database while nothing happens. The log stays the truth: a lost notice costs a
delay, never an event (the listener wakes every stream when it (re)connects to Redis).

A chat message's notice carries the message (`ChatItem`): it is queued on the match's
chat-reading subscriptions and wakes only those; each reader filters it itself
(api/chat_stream.py `ChatReader`), again without a query. A lost chat notice loses the live
message only (chat_list has it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import ssl
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar, cast

import hiredis
import orjson
import redis
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections, connections, transaction
from django.utils import translation
from redis.backoff import NoBackoff
from redis.connection import SSLConnection, parse_url
from redis.retry import Retry

from games.engine.i18n import render_entry
from games.models import Match, MatchAction, User, UserEvent
from yokohama_server.redis_direct import FALL_BACK, DirectCommands

logger = logging.getLogger(__name__)

# Log rows a match's cache keeps; a stream further behind reads the database itself.
FEED_CACHE_ROWS = 512
LISTENER_MAX_BACKOFF_S = 10.0
# Seconds of quiet after which the listener pings Redis (and so finds a dead connection).
LISTENER_HEALTH_CHECK_S = 15
# Chat messages a subscription holds for its stream; one further behind loses the oldest (the
# client reads them with chat_list).
CHAT_BACKLOG = 256


# --- publishing -----------------------------------------------------------------------------


def publish(
    *,
    match_id: int | None = None,
    users: Iterable[int] = (),
    action: dict[str, Any] | None = None,
    chat: dict[str, Any] | None = None,
    chat_mutes: Iterable[int] = (),
    concerned: Concerned | None = None,
    told: Callable[[], tuple[Iterable[int], Concerned | None]] | None = None,
) -> None:
    """Announce, once the current transaction commits, that `match_id` or these users' events
    changed. Outside a transaction it is sent at once.

    `told` gives `users` and `concerned` instead, asked once the transaction has committed: for
    a statement that finds them and travels with COMMIT (games.rows.seat_events_tell).

    `action` (an accepted action's log row and the match's new head) lets every hub append it
    to its cache without reading the database: delivery costs no query in the common case.
    The notice travels between our own processes only; streams still render it per viewer.

    `chat` (with `match_id`) is a chat message as chat_list gives it: streams filter it per
    reader (channel, the reader's mutes) and send it as it is. `chat_mutes` names accounts
    whose mute list changed, so their open streams read it again before their next message.

    `concerned` (from `told_by`): which of `users` each user event listener with an interest
    was found to concern by the statement that inserted the events; those listeners then
    skip their own lookup after commit.
    """
    notice: dict[str, Any] = {}
    if match_id is not None:
        notice["match"] = match_id
    if action is not None:
        notice["action"] = action
    if chat is not None:
        notice["chat"] = chat
    muting = sorted(set(chat_mutes))
    if told is None:
        _add_users(notice, users, muting)
        if notice:
            transaction.on_commit(lambda: send(notice, concerned))
        return

    def after_commit() -> None:
        users_told, concerned_told = told()
        _add_users(notice, users_told, muting)
        if notice:
            send(notice, concerned_told)

    transaction.on_commit(after_commit)


def _add_users(notice: dict[str, Any], users: Iterable[int], muting: list[int]) -> None:
    """The notice's users, then its chat mutes (each only when there are some)."""
    user_ids = sorted(set(users))
    if user_ids:
        notice["users"] = user_ids
    if muting:
        notice["chat_mutes"] = muting


def send(notice: dict[str, Any], concerned: Concerned | None = None) -> None:
    """Deliver a notice now: to every web process through Redis, or to this process's hub."""
    if notice.get("users"):
        _after_user_events(notice["users"], concerned)
    if not settings.REDIS_URL:
        hub.deliver(notice)
        return
    data = orjson.dumps(notice)
    try:
        client, direct = _publisher()
        try:
            # On this thread's own connection (yokohama_server/redis_direct.py); on an error,
            # through the client, which retries or raises as before.
            direct.call("PUBLISH", settings.EVENTS_CHANNEL, data)
        except FALL_BACK:
            client.publish(settings.EVENTS_CHANNEL, data)
    except redis.RedisError:
        # The write has committed; streams catch up when the hub reconnects (it wakes them all).
        logger.warning("event notice not published", extra={"notice": notice}, exc_info=True)


# The client and the URL it was made for: a changed REDIS_URL (a test's override, one with
# another account's credentials) gets a client of its own rather than the first one forever.
_publisher_client: tuple[str, redis.Redis, DirectCommands] | None = None


def _publisher() -> tuple[redis.Redis, DirectCommands]:
    global _publisher_client
    url = settings.REDIS_URL or ""
    if _publisher_client is None or _publisher_client[0] != url:
        client = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
        _publisher_client = (url, client, DirectCommands(client.connection_pool))
    return _publisher_client[1], _publisher_client[2]


# Called after commit with the users who have new events; apps subscribe in their ready()
# (webhooks deliver them), so this module imports none of them.
UserEventListener = Callable[[list[int]], None]
user_event_listeners: list[UserEventListener] = []


@dataclass(frozen=True, slots=True)
class UserEventInterest:
    """A listener's first question, "which of these users concern me?" (one query of its own
    after commit), asked instead by the statement that inserts the events: one round trip
    fewer per listener on the hot path (games.rows.seat_events_tell)."""

    # A boolean SQL expression of one user's id, written `{user}`.
    sql: str
    # The listener's work for the users it concerns (its lookup done).
    act: UserEventListener


# Listeners (of user_event_listeners) that can be asked in SQL; registered in ready() too.
user_event_interests: dict[UserEventListener, UserEventInterest] = {}
# Listener -> the told users it concerns, as the inserting statement found them.
Concerned = dict[UserEventListener, list[int]]


def told_by(rows: Iterable[Sequence[Any]], listeners: Sequence[UserEventListener]) -> Concerned:
    """`concerned` for publish from the rows (user id, then one flag per listener, in the
    order of `listeners`) of a statement that inserted user events."""
    concerned: Concerned = {listener: [] for listener in listeners}
    for row in rows:
        for listener, flag in zip(listeners, row[1:], strict=True):
            if flag:
                concerned[listener].append(row[0])
    return concerned


def _after_user_events(user_ids: list[int], concerned: Concerned | None = None) -> None:
    for listener in user_event_listeners:
        try:
            if concerned is not None and listener in concerned:
                ids = sorted(set(concerned[listener]))
                if ids:
                    user_event_interests[listener].act(ids)
            else:
                listener(user_ids)
        except Exception:  # the write has committed; a listener's failure must not undo it
            logger.exception("user event listener failed", extra={"users": user_ids})


def user_events_create(
    *,
    user_ids: Iterable[int],
    kind: str,
    match_id: int | None = None,
    seq: int | None = None,
    tournament_id: int | None = None,
    invitation_id: int | None = None,
    seek_id: int | None = None,
) -> list[int]:
    """Record one event per user (inside the caller's transaction) and publish after commit."""
    targets = sorted(set(user_ids))
    if not targets:
        return []
    # Each user's events commit in id order (see games.rows.seat_events_create).
    list(User.objects.select_for_update().filter(pk__in=targets).order_by("pk").values_list("pk"))
    UserEvent.objects.bulk_create(
        UserEvent(
            user_id=user_id,
            kind=kind,
            match_id=match_id,
            seq=seq,
            tournament_id=tournament_id,
            invitation_id=invitation_id,
            seek_id=seek_id,
        )
        for user_id in targets
    )
    publish(match_id=match_id, users=targets)
    return targets


# --- database reads for async views ----------------------------------------------------------

# Async views read the database in these threads (asgiref's default pool for
# thread_sensitive=False is shared with everything else). Each keeps its connection.
DB_THREADS = 8
_db_executor = ThreadPoolExecutor(max_workers=DB_THREADS, thread_name_prefix="events-db")

P = ParamSpec("P")
T = TypeVar("T")


async def run_db(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run a database read for an async view, off the event loop."""
    call = sync_to_async(_then_release, thread_sensitive=False, executor=_db_executor)
    return await call(function, *args, **kwargs)


def _then_release(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    try:
        return function(*args, **kwargs)
    finally:
        # Pooled (the ASGI server): the connection goes back to the pool for the next read;
        # persistent: kept until CONN_MAX_AGE.
        close_old_connections()


def close_db_connections() -> None:
    """Close the reading threads' database connections (before a test database is dropped).

    A barrier holds each task until all DB_THREADS run one, so every thread closes its own."""
    barrier = threading.Barrier(DB_THREADS)

    def close() -> None:
        barrier.wait(timeout=10)
        connections.close_all()

    for future in [_db_executor.submit(close) for _ in range(DB_THREADS)]:
        future.result(timeout=15)


# --- the hub ----------------------------------------------------------------------------------


class Subscription:
    """One waiting stream. A wake is remembered until the stream next waits.

    A notice wakes a match's streams with one callback on their loop (`wake_on_loops`), not
    one thread-safe call each; and `wait` is a bare future with a timer, not
    `asyncio.wait_for` (which makes a task per wait): with a thousand streams these are most
    of the hub's cost per notice.
    """

    __slots__ = ("_loop", "_pending", "_waiter", "chat", "matches", "users")

    def __init__(
        self, matches: frozenset[int], users: frozenset[int], *, chat: bool = False
    ) -> None:
        self._loop = asyncio.get_running_loop()
        self._pending = False
        self._waiter: asyncio.Future[None] | None = None
        self.matches = matches
        self.users = users
        # The chat messages of its matches not yet taken (only for streams that send chat);
        # a deque, since the hub may append from its listener thread.
        self.chat: deque[ChatItem] | None = deque(maxlen=CHAT_BACKLOG) if chat else None

    def take_chat(self) -> list[ChatItem]:
        """The chat messages delivered since the last call, oldest first."""
        queued = self.chat
        if not queued:
            return []
        taken = []
        while queued:
            taken.append(queued.popleft())
        return taken

    def wake_here(self) -> None:
        """Wake it from its own event loop."""
        self._set()

    def forget(self) -> None:
        """Drop a wake not yet waited for (on the stream's loop)."""
        self._pending = False

    def _set(self) -> None:  # on the stream's loop
        self._pending = True
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def wait(self, timeout: float) -> bool:
        """True when woken within `timeout` seconds; the wake is consumed."""
        if not self._pending:
            waiter = self._waiter = self._loop.create_future()
            timer = self._loop.call_later(timeout, _time_up, waiter)
            try:
                await waiter
            finally:
                timer.cancel()
                self._waiter = None
        woken = self._pending
        self._pending = False
        return woken


def _time_up(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


def _set_all(subscriptions: list[Subscription]) -> None:
    for subscription in subscriptions:
        subscription._set()


def wake_on_loops(subscriptions: Iterable[Subscription]) -> None:
    """Wake `subscriptions` from any thread: one thread-safe call per event loop, and none
    for the loop this runs on."""
    by_loop: dict[asyncio.AbstractEventLoop, list[Subscription]] = {}
    for subscription in subscriptions:
        by_loop.setdefault(subscription._loop, []).append(subscription)
    try:
        here = asyncio.get_running_loop()
    except RuntimeError:
        here = None
    for loop, group in by_loop.items():
        if loop is here:
            _set_all(group)
            continue
        with contextlib.suppress(RuntimeError):  # its loop has closed: the streams are gone
            loop.call_soon_threadsafe(_set_all, group)


@dataclass(slots=True)
class MatchHead:
    seq: int
    status: str
    to_move: list[int]


@dataclass(frozen=True, slots=True)
class ChatItem:
    """A chat message a notice carried: its JSON (encoded once per process, sent as it is to
    every reader it is for) and what a reader filters it by."""

    channel: str
    author_id: int
    data: bytes

    @classmethod
    def from_notice(cls, message: dict[str, Any]) -> ChatItem:
        return cls(
            channel=message["channel"], author_id=message["author_id"], data=orjson.dumps(message)
        )


@dataclass(slots=True)
class LogRow:
    seq: int
    seat: int
    created_at: str
    public_entry: dict[str, Any]
    private_entries: dict[str, Any]

    rendered: dict[tuple[int | None, str | None], bytes] = field(default_factory=dict)

    def entry_for(self, viewer: int | None) -> dict[str, Any]:
        """The log entry as `viewer` may see it (the same rule as the log endpoints), its text
        in the active language."""
        entry = self.public_entry
        if viewer is not None:
            entry = self.private_entries.get(str(viewer), entry)
        return {
            "seq": self.seq,
            "seat": self.seat,
            "created_at": self.created_at,
            **render_entry(entry),
        }

    def json_for(self, viewer: int | None, language: str | None = None) -> bytes:
        """`entry_for` as JSON in `language` (None: the active one), encoded once per viewer
        and language (a match's streams share the row; each stream says its own language,
        taken when it opened, as its events are written outside its request)."""
        if viewer is not None and str(viewer) not in self.private_entries:
            viewer = None  # the public entry: one encoding for every viewer who gets it
        if language is None:
            language = translation.get_language()
        key = (viewer, language)
        encoded = self.rendered.get(key)
        if encoded is None:
            with translation.override(language):
                encoded = self.rendered[key] = orjson.dumps(self.entry_for(viewer))
        return encoded


@dataclass(slots=True)
class _Feed:
    """What this process last read of one match, shared by all its streams here."""

    match_id: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    stale: bool = True
    head: MatchHead | None = None
    rows: list[LogRow] = field(default_factory=list)  # consecutive seqs, newest last


class Hub:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_match: dict[int, set[Subscription]] = {}
        self._by_user: dict[int, set[Subscription]] = {}
        self._feeds: dict[int, _Feed] = {}
        # Per account, how many times its chat mutes changed while this process ran: a stream
        # that read them at another count reads them again (api/fanout.py ChatReader).
        self._mute_versions: dict[int, int] = {}
        # Bumped when every stream is woken after (re)connecting: a mute notice may have been
        # lost meanwhile, so every reader reads its mutes again.
        self._mute_epoch = 0
        self._listener: threading.Thread | None = None
        self._listener_task: asyncio.Task[None] | None = None
        # Set by our ASGI entry point: its one event loop lives as long as the process. Under
        # the WSGI server (granian) an async view's loop lives for one request, and the
        # listener with it.
        self.listen_on_loop = False
        self.notices_received = 0
        self.connections = 0  # times the listener has (re)subscribed

    # -- subscribers (called on the stream's event loop) --

    def subscribe(
        self, *, matches: Iterable[int] = (), users: Iterable[int] = (), chat: bool = False
    ) -> Subscription:
        """`chat`: the subscription also gets its matches' chat messages (`take_chat`)."""
        subscription = Subscription(frozenset(matches), frozenset(users), chat=chat)
        with self._lock:
            for match_id in subscription.matches:
                self._by_match.setdefault(match_id, set()).add(subscription)
                self._feeds.setdefault(match_id, _Feed(match_id))
            for user_id in subscription.users:
                self._by_user.setdefault(user_id, set()).add(subscription)
        if settings.REDIS_URL:
            self._ensure_listener()
        return subscription

    def unsubscribe(self, subscription: Subscription) -> None:
        with self._lock:
            for match_id in subscription.matches:
                waiting = self._by_match.get(match_id)
                if waiting is not None:
                    waiting.discard(subscription)
                    if not waiting:
                        del self._by_match[match_id]
                        self._feeds.pop(match_id, None)
            for user_id in subscription.users:
                waiting = self._by_user.get(user_id)
                if waiting is not None:
                    waiting.discard(subscription)
                    if not waiting:
                        del self._by_user[user_id]

    def subscriber_count(self) -> int:
        with self._lock:
            return len(
                {s for group in (*self._by_match.values(), *self._by_user.values()) for s in group}
            )

    # -- notices (any thread) --

    def deliver(self, notice: dict[str, Any]) -> None:
        self.notices_received += 1
        targets: set[Subscription] = set()
        with self._lock:
            match_id = notice.get("match")
            chat = notice.get("chat")
            if match_id is not None and chat is not None:
                # A chat message changes nothing of the match: the feed stays fresh, and only
                # the streams that send chat wake (each takes the message from its queue).
                item = ChatItem.from_notice(chat)
                for subscription in self._by_match.get(match_id, ()):
                    if subscription.chat is not None:
                        subscription.chat.append(item)
                        targets.add(subscription)
            elif match_id is not None:
                feed = self._feeds.get(match_id)
                if feed is not None and not _append_action(feed, notice.get("action")):
                    feed.stale = True  # before the wake, so a woken stream reads afresh
                targets |= self._by_match.get(match_id, set())
            for user_id in notice.get("users", ()):
                targets |= self._by_user.get(user_id, set())
            for user_id in notice.get("chat_mutes", ()):
                self._mute_versions[user_id] = self._mute_versions.get(user_id, 0) + 1
        wake_on_loops(targets)

    def mute_version(self, user_id: int) -> tuple[int, int]:
        """Changes when `user_id`'s chat mutes may have changed (a reader then reads them)."""
        return self._mute_epoch, self._mute_versions.get(user_id, 0)

    def wake_all(self) -> None:
        with self._lock:
            for feed in self._feeds.values():
                feed.stale = True
            self._mute_epoch += 1
            targets = {s for group in self._by_match.values() for s in group}
            targets |= {s for group in self._by_user.values() for s in group}
        wake_on_loops(targets)

    # -- reads (called in a worker thread) --

    def cached_news(
        self, match_id: int, after: int
    ) -> tuple[MatchHead | None, list[LogRow]] | None:
        """`match_news` from the cache alone (no database, no waiting), or None when that
        needs a read: callable on the event loop."""
        with self._lock:
            feed = self._feeds.get(match_id)
        if feed is None or not feed.lock.acquire(blocking=False):
            return None
        try:
            head, rows = feed.head, feed.rows
            if feed.stale or head is None:
                return None
            if after >= head.seq:
                return head, []
            if rows and rows[0].seq <= after + 1 and rows[-1].seq == head.seq:
                return head, rows[after + 1 - rows[0].seq :]
            return None
        finally:
            feed.lock.release()

    def match_news(
        self, match_id: int, after: int, *, refresh: bool = False
    ) -> tuple[MatchHead | None, list[LogRow]]:
        """The match's head and its log rows after `after` (at most FEED_CACHE_ROWS).

        Streams of one match share the reads: the first woken stream queries, the others
        find the cache fresh. `refresh` forces a read (a stream's first look).
        """
        with self._lock:
            feed = self._feeds.get(match_id)
        if feed is None:  # the caller unsubscribed meanwhile: read without the cache
            feed = _Feed(match_id)
        with feed.lock:
            if feed.stale or refresh or feed.head is None:
                feed.stale = False  # first: a notice arriving during the read marks it again
                _refresh(feed)
            head = feed.head
            rows = feed.rows
            if head is None or after >= head.seq:
                return head, []
            if rows and rows[0].seq <= after + 1:
                return head, rows[after + 1 - rows[0].seq :]
        found = _read_rows(match_id, after, FEED_CACHE_ROWS)
        return head, [log_row for log_row in found if log_row.seq <= head.seq]

    # -- the Redis listener --

    def _ensure_listener(self) -> None:
        if self.listen_on_loop:
            self._ensure_listener_task()
            return
        with self._lock:
            if self._listener is not None and self._listener.is_alive():
                return
            self._listener = threading.Thread(
                target=self._listen, name="event-hub-listener", daemon=True
            )
            self._listener.start()

    def _ensure_listener_task(self) -> None:
        """A listener task on the running loop (the subscriber's), unless one is listening on
        a loop that still runs: a new loop (a test's next `asyncio.run`) gets its own."""
        task = self._listener_task
        if task is not None and not task.done() and not task.get_loop().is_closed():
            return
        self._listener_task = asyncio.get_running_loop().create_task(
            self._listen_on_loop(), name="event-hub-listener"
        )

    def _listen(self) -> None:
        backoff = 0.2
        while True:
            client = redis.Redis.from_url(
                settings.REDIS_URL or "",
                retry=Retry(NoBackoff(), 0),  # reconnecting is ours: it must wake every stream
                health_check_interval=LISTENER_HEALTH_CHECK_S,
                client_name=listener_client_name(on_loop=False),
            )
            pubsub = client.pubsub(ignore_subscribe_messages=True)  # type: ignore[no-untyped-call]
            try:
                pubsub.subscribe(settings.EVENTS_CHANNEL)
                self._subscribed()
                backoff = 0.2
                while True:
                    # A read that times out pings Redis before the next one (`listen()` never
                    # would), so a connection that went silent is found and replaced.
                    message = pubsub.get_message(timeout=LISTENER_HEALTH_CHECK_S)
                    self._received(message, pubsub.connection, time.monotonic())
            except Exception:
                logger.warning("event hub lost Redis; reconnecting", exc_info=True)
                time.sleep(backoff)
                backoff = min(backoff * 2, LISTENER_MAX_BACKOFF_S)
            finally:
                with contextlib.suppress(Exception):
                    pubsub.close()
                with contextlib.suppress(Exception):
                    client.close()

    async def _listen_on_loop(self) -> None:
        """`_listen` as a task of the running loop (the ASGI server's), on a bare protocol
        (`_NoticeProtocol`): redis-py's pub/sub reader cost about 50 µs more CPU per notice,
        a fifth of the events server's work per notice with a thousand subscribers
        (bench/event_fanout.py: 298 against 242 µs)."""
        backoff = 0.2
        while True:
            protocol: _NoticeProtocol | None = None
            try:
                protocol = await _NoticeProtocol.subscribe(self, settings.EVENTS_CHANNEL)
                self._subscribed()
                backoff = 0.2
                await protocol.until_lost()
            except Exception:
                logger.warning("event hub lost Redis; reconnecting", exc_info=True)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, LISTENER_MAX_BACKOFF_S)
            finally:
                if protocol is not None:
                    protocol.close()

    def _subscribed(self) -> None:
        # Whatever was published while nobody here listened is read now.
        self.wake_all()
        self.connections += 1

    def _received(self, message: dict[str, Any] | None, connection: Any, now: float) -> None:
        """A read of the thread listener: a notice is delivered; anything else (a timeout, a
        PONG) is the moment to check that Redis still answers."""
        if message is not None and message.get("type") == "message":
            self.deliver(orjson.loads(message["data"]))
        else:
            _check_answering(connection, now)


class _NoticeProtocol(asyncio.Protocol):
    """The loop listener's Redis subscription: the replies parsed by hiredis and each notice
    delivered straight from `data_received`, nothing else per notice."""

    def __init__(self, hub: Hub, loop: asyncio.AbstractEventLoop) -> None:
        self.hub = hub
        self.loop = loop
        self.reader = hiredis.Reader()
        self.transport: asyncio.Transport | None = None
        self.confirmed: asyncio.Future[None] = loop.create_future()
        self.lost: asyncio.Future[Exception] = loop.create_future()
        self.last_read = loop.time()

    @classmethod
    async def subscribe(cls, hub: Hub, channel: str) -> _NoticeProtocol:
        """Connect to REDIS_URL (redis, rediss or unix), log in, name the connection and
        subscribe; returns once Redis has confirmed the subscription."""
        loop = asyncio.get_running_loop()
        options: dict[str, Any] = parse_url(settings.REDIS_URL or "")  # type: ignore[no-untyped-call]
        protocol = cls(hub, loop)
        connect: Any
        if "path" in options:
            connect = loop.create_unix_connection(lambda: protocol, options["path"])
        else:
            secure = options.get("connection_class") is SSLConnection
            connect = loop.create_connection(
                lambda: protocol,
                options.get("host", "localhost"),
                options.get("port", 6379),
                ssl=_tls_context(options) if secure else None,
            )
        commands: list[tuple[str, ...]] = []
        if options.get("password"):
            login = (options.get("username"), options["password"])
            commands.append(("AUTH", *(part for part in login if part)))
        commands.append(("CLIENT", "SETNAME", listener_client_name(on_loop=True)))
        commands.append(("SUBSCRIBE", channel))
        try:
            async with asyncio.timeout(LISTENER_HEALTH_CHECK_S):
                await connect
                protocol.send(*commands)
                await protocol.confirmed
        except BaseException:
            protocol.close()
            raise
        return protocol

    def send(self, *commands: tuple[str, ...]) -> None:
        assert self.transport is not None
        self.transport.write(b"".join(_resp_command(command) for command in commands))

    async def until_lost(self) -> None:
        """Raise when the connection is lost, or has stopped answering
        (`_raise_if_unanswered`); ping it when the channel has been quiet for an interval."""
        interval = LISTENER_HEALTH_CHECK_S
        while True:
            done, _ = await asyncio.wait([self.lost], timeout=interval / 2)
            if done:
                raise self.lost.result()
            quiet = self.loop.time() - self.last_read
            _raise_if_unanswered(quiet)
            if quiet >= interval:
                self.send(("PING",))

    def close(self) -> None:
        if not self.confirmed.done():
            self.confirmed.cancel()  # nobody waits for it any more
        if self.transport is not None:
            self.transport.abort()

    # -- asyncio.Protocol --

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, but have its methods.
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self.last_read = self.loop.time()
        self.reader.feed(data)
        while (reply := self.reader.gets()) is not False:
            if isinstance(reply, hiredis.ReplyError):
                self._fail(redis.ConnectionError(f"Redis refused the event listener: {reply}"))
                return
            if not self.confirmed.done():
                if isinstance(reply, list) and reply[:1] == [b"subscribe"]:
                    self.confirmed.set_result(None)
                continue
            if isinstance(reply, list) and reply[0] == b"message":
                try:
                    self.hub.deliver(orjson.loads(reply[2]))
                except Exception as error:  # reconnecting wakes every stream: none misses it
                    logger.exception("event notice not delivered")
                    self._fail(error)
                    return

    def connection_lost(self, exc: Exception | None) -> None:
        self._fail(exc or redis.ConnectionError("Redis closed the event listener's connection"))

    def _fail(self, error: Exception) -> None:
        if not self.confirmed.done():
            self.confirmed.set_exception(error)
        if not self.lost.done():
            self.lost.set_result(error)
        if self.transport is not None:
            self.transport.abort()


def _resp_command(parts: tuple[str, ...]) -> bytes:
    """A command in RESP, Redis's wire format (an array of bulk strings)."""
    out = [b"*%d\r\n" % len(parts)]
    for part in parts:
        encoded = part.encode()
        out.append(b"$%d\r\n%s\r\n" % (len(encoded), encoded))
    return b"".join(out)


def _tls_context(options: dict[str, Any]) -> ssl.SSLContext:
    """rediss://: verified as redis-py verifies it (`?ssl_cert_reqs=none` turns it off)."""
    context = ssl.create_default_context(cafile=options.get("ssl_ca_certs"))
    if options.get("ssl_cert_reqs") in ("none", ssl.CERT_NONE):
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    return context


def _check_answering(connection: Any, now: float) -> None:
    """`_raise_if_unanswered` for the thread listener's redis-py connection, which sets
    `next_health_check` to the time of its last read plus the interval (and pings once that
    time has passed, so a live connection reads a PONG well before the limit)."""
    if connection is not None:
        _raise_if_unanswered(now - (connection.next_health_check - LISTENER_HEALTH_CHECK_S))


def _raise_if_unanswered(quiet: float) -> None:
    """Raise when a listener's connection has read nothing, not even the answer to its ping,
    for `quiet` seconds, two health-check intervals or more: a connection that a vanished host
    or a middlebox broke without closing it would otherwise be waited on forever, and its
    streams with it."""
    if quiet > 2 * LISTENER_HEALTH_CHECK_S:
        raise redis.ConnectionError("Redis has not answered the event listener's ping")


def _append_action(feed: _Feed, action: dict[str, Any] | None) -> bool:
    """Add the action a notice carries to `feed` if it is the next one; False when the feed
    must read the database instead (stale, a gap, or busy reading already)."""
    if action is None or not feed.lock.acquire(blocking=False):
        return False
    try:
        head = feed.head
        if head is not None and action["seq"] <= head.seq:
            return True  # already in the cache (it arrived after a read that included it)
        if feed.stale or head is None or action["seq"] != head.seq + 1:
            return False  # a gap: the next read fills it
        feed.rows.append(
            LogRow(
                seq=action["seq"],
                seat=action["seat"],
                created_at=action["created_at"],
                public_entry=action["public_entry"],
                private_entries=action["private_entries"],
            )
        )
        del feed.rows[:-FEED_CACHE_ROWS]
        feed.head = MatchHead(seq=action["seq"], status=action["status"], to_move=action["to_move"])
        return True
    finally:
        feed.lock.release()


def listener_client_name(*, on_loop: bool = False) -> str:
    """The name of this process's Redis subscription (CLIENT LIST shows it)."""
    return f"event-hub-loop-{os.getpid()}" if on_loop else f"event-hub-{os.getpid()}"


def _iso(value: Any) -> str:
    # The same form the JSON endpoints give (orjson's): 2026-11-24T10:00:00.123456+00:00.
    return value.isoformat() if hasattr(value, "isoformat") else str(value)


def _read_rows(match_id: int, after: int, limit: int) -> list[LogRow]:
    found = (
        MatchAction.objects.filter(match_id=match_id, seq__gt=after)
        .order_by("seq")
        .values_list("seq", "seat", "created_at", "public_entry", "private_entries")[:limit]
    )
    return [
        LogRow(seq=seq, seat=seat, created_at=_iso(at), public_entry=pub, private_entries=priv)
        for seq, seat, at, pub, priv in found
    ]


def _refresh(feed: _Feed) -> None:
    close_old_connections()
    row = Match.objects.filter(pk=feed.match_id).values_list("seq", "status", "to_move").first()
    if row is None:
        feed.head, feed.rows = None, []
        return
    head = MatchHead(seq=row[0], status=row[1], to_move=list(row[2]))
    known = feed.rows[-1].seq if feed.rows else None
    if known is not None and known <= head.seq and (head.seq - known) < FEED_CACHE_ROWS:
        rows = feed.rows + _read_rows(feed.match_id, known, FEED_CACHE_ROWS)
    else:
        start = max(0, head.seq - 64)  # a fresh cache keeps the recent tail
        rows = _read_rows(feed.match_id, start, FEED_CACHE_ROWS)
    # Actions committed between the two reads are past the head read first: left out, they
    # come with their notices (appended as head.seq + 1), so the rows stay consecutive up to
    # the head; kept, the next notice would append its action a second time.
    feed.rows = [log_row for log_row in rows if log_row.seq <= head.seq][-FEED_CACHE_ROWS:]
    feed.head = head


USER_EVENTS_BATCH = 200


def user_events_after(*, user_id: int, after: int) -> list[dict[str, Any]]:
    """The user's events after the cursor `after`, oldest first (at most USER_EVENTS_BATCH)."""
    close_old_connections()
    found = (
        UserEvent.objects.filter(user_id=user_id, pk__gt=after)
        .order_by("pk")
        .values_list(
            "pk",
            "kind",
            "match_id",
            "match__game",
            "seq",
            "tournament_id",
            "invitation_id",
            "seek_id",
            "created_at",
        )
    )[:USER_EVENTS_BATCH]
    return [
        {
            "id": pk,
            "kind": kind,
            "match_id": match_id,
            "game": game,
            "seq": seq,
            "tournament_id": tournament_id,
            "invitation_id": invitation_id,
            "seek_id": seek_id,
            "created_at": _iso(created_at),
        }
        for pk, kind, match_id, game, seq, tournament_id, invitation_id, seek_id, created_at in (
            found
        )
    ]


def latest_user_event_id(*, user_id: int) -> int:
    close_old_connections()
    last = UserEvent.objects.filter(user_id=user_id).order_by("-pk").values_list("pk", flat=True)
    return last.first() or 0


hub = Hub()
