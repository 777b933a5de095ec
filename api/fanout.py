"""One writer per match and process for its caught-up event streams (the ASGI server's path).

A match stream first catches up on its own (`api.streams._match_event_stream`). From then on,
under our ASGI entry point (`with_direct_send`), it hands its connection to the match's
`MatchWriter` and waits. On each notice the writer reads what is new once, renders it once per
kind of viewer, and writes it to every follower's connection itself: one task wakes per match,
not one per stream, and the bytes skip Django's response iteration. With a thousand spectators
these were most of the events server's work per action (bench/events.py).

A follower whose connection does not drain (a phone gone out of coverage) must not hold up the
others: its writes go on in a task of its own, and past FOLLOWER_BACKLOG_BYTES of unsent events
its stream ends; the client reconnects with Last-Event-ID and loses nothing.

Each follower's heartbeat is due EVENTS_HEARTBEAT_SECONDS after the last bytes written to it,
whatever else wakes the writer (a viewer joining wakes it too).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

import orjson
from django.conf import settings

from games import events
from games.events import LogRow, MatchHead, hub
from games.models import MatchStatus

logger = logging.getLogger(__name__)

# Scope key under which `with_direct_send` leaves the connection's ASGI `send`.
DIRECT_SEND = "yokohama.direct_send"
FOLLOWER_BACKLOG_BYTES = 256 * 1024
ENDED = (MatchStatus.FINISHED, MatchStatus.ABORTED)
KEEP_ALIVE = b": keep-alive\n\n"
# A heartbeat this close to due counts as due: a timer may fire a little early (uvloop's clock
# counts whole milliseconds), and waiting again for the rest would be a wasted wake.
BEAT_EARLY_S = 0.01

Send = Callable[[dict[str, Any]], Coroutine[Any, Any, None]]
ASGIApp = Callable[[dict[str, Any], Any, Any], Awaitable[None]]
Status = tuple[str, tuple[int, ...]]


def with_direct_send(app: ASGIApp) -> ASGIApp:
    """Our ASGI entry point: Django, with each HTTP connection's `send` in its scope."""

    async def application(scope: dict[str, Any], receive: Any, send: Send) -> None:
        if scope["type"] == "http":
            scope[DIRECT_SEND] = send
        await app(scope, receive, send)

    return application


def sse_encoded(*, event: str, data: bytes, event_id: int) -> bytes:
    return f"id: {event_id}\nevent: {event}\ndata: ".encode() + data + b"\n\n"


def status_event(head: MatchHead) -> bytes:
    data = orjson.dumps({"seq": head.seq, "status": head.status, "to_move": head.to_move})
    return sse_encoded(event="status", data=data, event_id=head.seq)


@dataclass(eq=False, slots=True)
class Follower:
    """One caught-up stream: where it is, and what is still on its way to it."""

    send: Send
    viewer: int | None
    language: str | None  # the stream's language (log texts), taken when it opened
    cursor: int
    sent_status: Status
    done: asyncio.Future[None]
    backlog: list[bytes] | None = None  # not None while a write waits on the connection
    backlog_bytes: int = 0
    flusher: asyncio.Task[None] | None = None
    ending: bool = False
    last_sent: float = 0.0  # loop time of the last write: its heartbeat is due from there


@dataclass(eq=False, slots=True)
class _Batch:
    data: bytes
    cursor: int
    status: Status
    ended: bool


@dataclass(eq=False)
class MatchWriter:
    match_id: int
    loop: asyncio.AbstractEventLoop
    followers: set[Follower] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.subscription = hub.subscribe(matches=[self.match_id])
        self.task = self.loop.create_task(self._run(), name=f"match-writer-{self.match_id}")

    def add(self, follower: Follower) -> None:
        self.followers.add(follower)
        # It caught up before registering; anything since is found on the writer's next pass.
        self.subscription.wake_here()

    def remove(self, follower: Follower) -> None:
        self.followers.discard(follower)
        if follower.flusher is not None:
            follower.flusher.cancel()
        if not self.followers:
            self.subscription.wake_here()  # so the writer ends now, not at the next heartbeat

    async def _run(self) -> None:
        try:
            woken = True
            while self.followers:
                if woken:
                    await self._pass()
                    if not self.followers:
                        break
                woken = await self.subscription.wait(self._until_beat())
                self._beat()
        except Exception:
            # A failed read (the database away): the streams end and their clients reconnect.
            logger.warning("match writer failed", extra={"match": self.match_id}, exc_info=True)
        finally:
            # No await since the last look at `followers`: nobody joined a writer that is ending
            # (and on a failure or a shutdown, those left end with it).
            for follower in list(self.followers):
                self._end(follower)
            hub.unsubscribe(self.subscription)
            if _writers.get((self.loop, self.match_id)) is self:
                del _writers[(self.loop, self.match_id)]

    def _until_beat(self) -> float:
        """Seconds until the first follower's heartbeat is due."""
        oldest = min(follower.last_sent for follower in self.followers)
        return max(0.0, oldest + settings.EVENTS_HEARTBEAT_SECONDS - self.loop.time())

    def _beat(self) -> None:
        """Heartbeats to the followers due one (nothing written to them for an interval).

        When one is due, those past half their interval beat too: one round serves them all,
        so the writer wakes for heartbeats at most about twice an interval, however staggered
        its followers' deadlines; each gets a byte at least once an interval and at most two
        heartbeats in one.
        """
        interval = settings.EVENTS_HEARTBEAT_SECONDS
        now = self.loop.time()
        followers = list(self.followers)
        if not any(now - f.last_sent >= interval - BEAT_EARLY_S for f in followers):
            return
        for follower in followers:
            if follower in self.followers and now - follower.last_sent >= interval / 2:
                self._write(follower, KEEP_ALIVE)

    async def _pass(self) -> None:
        """Bring every follower up to the match's present (in batches for a long way)."""
        behind = True
        while behind and self.followers:
            behind = False
            news: dict[int, tuple[MatchHead | None, list[LogRow]]] = {}
            batches: dict[tuple[int, int | None, str | None, Status], _Batch] = {}
            for follower in list(self.followers):
                if follower.ending or follower not in self.followers:
                    continue
                found = news.get(follower.cursor)
                if found is None:
                    found = hub.cached_news(self.match_id, follower.cursor)
                    if found is None:
                        found = await events.run_db(hub.match_news, self.match_id, follower.cursor)
                    news[follower.cursor] = found
                head, rows = found
                if head is None:  # the match was deleted
                    self._end(follower)
                    continue
                key = (
                    follower.cursor,
                    _viewer_key(follower.viewer, rows),
                    follower.language,
                    follower.sent_status,
                )
                batch = batches.get(key)
                if batch is None:
                    batch = batches[key] = _batch(head, rows, follower)
                follower.cursor, follower.sent_status = batch.cursor, batch.status
                if batch.data:
                    self._write(follower, batch.data)
                if batch.ended:
                    self._end(follower)
                elif batch.cursor < head.seq:
                    behind = True

    def _write(self, follower: Follower, data: bytes) -> None:
        """Send `data` to the follower at once if its connection takes it, else queue it."""
        follower.last_sent = self.loop.time()
        if follower.backlog is not None:  # a write is waiting: keep the order
            follower.backlog.append(data)
            follower.backlog_bytes += len(data)
            if follower.backlog_bytes > FOLLOWER_BACKLOG_BYTES:
                self._drop(follower)
            return
        message = {"type": "http.response.body", "body": data, "more_body": True}
        sending = follower.send(message)
        try:
            blocker = _step(sending)
        except Exception:  # the connection failed under us: the stream is over
            self._drop(follower)
            return
        if blocker is _DONE:
            return
        # The connection's buffer is full: this write, and those after it, go on in a task.
        follower.backlog = []
        follower.flusher = self.loop.create_task(self._flush(follower, sending, blocker))

    async def _flush(
        self, follower: Follower, sending: Coroutine[Any, Any, None], blocker: Any
    ) -> None:
        try:
            await _finish_stepped(sending, blocker)
            while follower.backlog:
                data = b"".join(follower.backlog)
                follower.backlog, follower.backlog_bytes = [], 0
                await follower.send({"type": "http.response.body", "body": data, "more_body": True})
        except asyncio.CancelledError:
            raise
        except Exception:
            self._drop(follower)
            return
        follower.backlog, follower.flusher = None, None
        if follower.ending:
            _resolve(follower.done)

    def _end(self, follower: Follower) -> None:
        """The stream is complete: its request returns once what is queued has left."""
        self.followers.discard(follower)
        follower.ending = True
        if follower.backlog is None:
            _resolve(follower.done)

    def _drop(self, follower: Follower) -> None:
        """The stream ends without what is queued (its client resumes from its last id)."""
        self.followers.discard(follower)
        follower.ending = True
        if follower.flusher is not None and follower.flusher is not asyncio.current_task():
            follower.flusher.cancel()
        _resolve(follower.done)


_writers: dict[tuple[asyncio.AbstractEventLoop, int], MatchWriter] = {}


async def follow(
    match_id: int,
    *,
    send: Send,
    viewer: int | None,
    cursor: int,
    sent_status: Status,
    language: str | None = None,
) -> None:
    """Hand a caught-up stream to its match's writer; returns when the stream is over."""
    loop = asyncio.get_running_loop()
    follower = Follower(
        send=send,
        viewer=viewer,
        language=language,
        cursor=cursor,
        sent_status=sent_status,
        done=loop.create_future(),
        last_sent=loop.time(),  # the stream wrote its catch-up just before
    )
    writer = _writers.get((loop, match_id))
    if writer is None:
        writer = _writers[(loop, match_id)] = MatchWriter(match_id, loop)
    writer.add(follower)
    try:
        await follower.done
    finally:
        writer.remove(follower)


def writer_count() -> int:
    return len(_writers)


# --- helpers ------------------------------------------------------------------------------------


def _viewer_key(viewer: int | None, rows: list[LogRow]) -> int | None:
    """Followers who see the same bytes share one rendering (spectators, and seats without a
    private entry among these rows, see the public ones)."""
    if viewer is None:
        return None
    key = str(viewer)
    return viewer if any(key in row.private_entries for row in rows) else None


def _batch(head: MatchHead, rows: list[LogRow], follower: Follower) -> _Batch:
    out = [
        sse_encoded(
            event="action",
            event_id=row.seq,
            data=row.json_for(follower.viewer, follower.language),
        )
        for row in rows
    ]
    cursor = rows[-1].seq if rows else follower.cursor
    status = follower.sent_status
    ended = False
    if cursor >= head.seq:
        # The status event once the actions are all out, when the status or the seats to move
        # changed (as api.streams sends it).
        now: Status = (head.status, tuple(head.to_move))
        if now != status:
            out.append(status_event(head))
            status = now
        ended = head.status in ENDED
    return _Batch(data=b"".join(out), cursor=cursor, status=status, ended=ended)


def _settle(settled: asyncio.Future[None], _: Any) -> None:
    _resolve(settled)


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


_DONE = object()


def _step(coroutine: Coroutine[Any, Any, None]) -> Any:
    """Run `coroutine` until it first waits; _DONE when it finished without waiting.

    An ASGI send almost always completes at once (the bytes go to the transport); running it
    inline saves a task per write. What it waits on when it does not is returned."""
    try:
        return coroutine.send(None)
    except StopIteration:
        return _DONE


async def _finish_stepped(coroutine: Coroutine[Any, Any, None], blocker: Any) -> None:
    """Go on with a coroutine `_step` started, in the current task, until it finishes.

    The coroutine yielded `blocker` to a task that never saw it, so this task waits for it
    through a callback (awaiting it again would be refused: it is marked as awaited already)
    and resumes the coroutine, which reads the outcome itself."""
    loop = asyncio.get_running_loop()
    try:
        while True:
            if asyncio.isfuture(blocker):
                settled: asyncio.Future[None] = loop.create_future()
                blocker.add_done_callback(functools.partial(_settle, settled))
                await settled
            else:  # a bare yield (asyncio.sleep(0))
                await asyncio.sleep(0)
            try:
                blocker = coroutine.send(None)
            except StopIteration:
                return
    except BaseException:
        coroutine.close()
        raise
