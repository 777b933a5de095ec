"""Chat messages on the match stream (`event: chat`), filtered per reader without a query.

A posted message travels in its match's event notice (`games.events.publish(..., chat=...)`);
each events process queues it on the match's chat-reading subscriptions (`hub.subscribe(...,
chat=True)`) as a `ChatItem`, its JSON encoded once. Whoever sends it to a stream filters it
with the stream's `ChatReader`: the channel (the players' chat to seated readers, the
spectators' to the others) and the reader's mutes, read once when the stream opens and again
only after the hub hears that they changed (`hub.mute_version`). No query per message.

A stream still catching up sends the messages itself (api/streams.py). A caught-up stream under
our ASGI entry point is written by its match's `MatchWriter` (api/fanout.py); its chat is
written by the match's `ChatWriter` here, one task per match and process as well, on the same
connection (each write is one whole ASGI message, so the two never split an event).

Chat events carry no `id:` (the stream's ids are the match's seqs, which a reconnect resumes
from): a client that reconnects reads the messages it missed with chat_list (`after`, the
last message id it has).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import close_old_connections

from api.fanout import _DONE, Send, _finish_stepped, _step
from games import events
from games.chat.models import ChatChannel
from games.chat.selectors import muted_author_ids
from games.events import ChatItem, hub

logger = logging.getLogger(__name__)

# Chat bytes queued for a connection that does not drain; past this its chat is dropped (the
# match writer ends such a stream once its actions back up; chat_list has every message).
READER_BACKLOG_BYTES = 64 * 1024
IDLE_WAIT_S = 3600.0


def chat_event(item: ChatItem) -> bytes:
    return b"event: chat\ndata: " + item.data + b"\n\n"


@dataclass(eq=False, slots=True)
class ChatReader:
    """Who reads a stream, as far as chat goes: seated or not, and whom it muted."""

    user_id: int | None
    seated: bool
    muted: frozenset[int] = frozenset()
    mute_version: tuple[int, int] = (0, 0)

    def accepts(self, item: ChatItem) -> bool:
        players = item.channel == ChatChannel.PLAYERS
        return players == self.seated and item.author_id not in self.muted

    def mutes_changed(self) -> bool:
        return self.user_id is not None and hub.mute_version(self.user_id) != self.mute_version

    async def refresh_mutes(self) -> None:
        if self.user_id is None:
            return
        version = hub.mute_version(self.user_id)  # first: a change during the read shows next time
        self.muted = await events.run_db(read_mutes, self.user_id)
        self.mute_version = version

    def render(self, items: Iterable[ChatItem]) -> bytes:
        return b"".join(chat_event(item) for item in items if self.accepts(item))


def read_mutes(user_id: int) -> frozenset[int]:
    close_old_connections()
    return muted_author_ids(user_id)


def reader_for(user_id: int | None, viewer: int | None) -> ChatReader:
    """A stream's reader, its mutes read now (in a database thread: `_viewer`'s)."""
    if user_id is None:
        return ChatReader(user_id=None, seated=viewer is not None)
    version = hub.mute_version(user_id)
    return ChatReader(
        user_id=user_id,
        seated=viewer is not None,
        muted=muted_author_ids(user_id),
        mute_version=version,
    )


async def render(reader: ChatReader, items: list[ChatItem]) -> bytes:
    """`items` as chat events for `reader` (its mutes read again first if they changed)."""
    if not items:
        return b""
    if reader.mutes_changed():
        await reader.refresh_mutes()
    return reader.render(items)


@dataclass(eq=False, slots=True)
class ChatFollower:
    send: Send
    reader: ChatReader
    sending: bool = False
    backlog: list[bytes] = field(default_factory=list)
    backlog_bytes: int = 0


@dataclass(eq=False)
class ChatWriter:
    """Writes a match's chat to its caught-up streams in this process (one task per match)."""

    match_id: int
    loop: asyncio.AbstractEventLoop
    followers: set[ChatFollower] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.subscription = hub.subscribe(matches=[self.match_id], chat=True)
        self.task = self.loop.create_task(self._run(), name=f"chat-writer-{self.match_id}")

    async def _run(self) -> None:
        try:
            while self.followers:
                await self.subscription.wait(IDLE_WAIT_S)
                items = self.subscription.take_chat()
                if items:
                    await self._deliver(items)
        except Exception:
            logger.warning("chat writer failed", extra={"match": self.match_id}, exc_info=True)
        finally:
            hub.unsubscribe(self.subscription)
            if _writers.get((self.loop, self.match_id)) is self:
                del _writers[(self.loop, self.match_id)]

    async def _deliver(self, items: list[ChatItem]) -> None:
        # Followers sharing a reading (same channel, no mutes) share one rendering.
        shared: dict[bool, bytes] = {}
        for follower in list(self.followers):
            reader = follower.reader
            if reader.mutes_changed():
                await reader.refresh_mutes()
                if follower not in self.followers:
                    continue
            if reader.muted:
                data = reader.render(items)
            elif reader.seated in shared:
                data = shared[reader.seated]
            else:
                data = shared[reader.seated] = reader.render(items)
            if data:
                self.write(follower, data)

    def write(self, follower: ChatFollower, data: bytes) -> None:
        if follower.sending:
            if follower.backlog_bytes + len(data) <= READER_BACKLOG_BYTES:
                follower.backlog.append(data)
                follower.backlog_bytes += len(data)
            return
        sending = follower.send({"type": "http.response.body", "body": data, "more_body": True})
        try:
            blocker = _step(sending)
        except Exception:  # the connection is gone: its stream ends through the match writer
            self._forget(follower)
            return
        if blocker is not _DONE:
            follower.sending = True
            self.loop.create_task(self._flush(follower, sending, blocker))

    async def _flush(self, follower: ChatFollower, sending: Any, blocker: Any) -> None:
        try:
            await _finish_stepped(sending, blocker)
            while follower.backlog and follower in self.followers:
                data = b"".join(follower.backlog)
                follower.backlog, follower.backlog_bytes = [], 0
                await follower.send({"type": "http.response.body", "body": data, "more_body": True})
        except Exception:
            self._forget(follower)
        finally:
            follower.sending = False

    def _forget(self, follower: ChatFollower) -> None:
        self.followers.discard(follower)
        if not self.followers:
            self.subscription.wake_here()  # so the writer ends now


_writers: dict[tuple[asyncio.AbstractEventLoop, int], ChatWriter] = {}


def join(match_id: int, *, send: Send, reader: ChatReader) -> ChatFollower:
    """Have the match's chat writer send a caught-up stream its chat from now on (the writer
    subscribes at once, before this returns: nothing published after the call is missed)."""
    loop = asyncio.get_running_loop()
    follower = ChatFollower(send=send, reader=reader)
    writer = _writers.get((loop, match_id))
    if writer is None or writer.task.done():
        writer = _writers[(loop, match_id)] = ChatWriter(match_id, loop)
    writer.followers.add(follower)
    return follower


def write(match_id: int, follower: ChatFollower, data: bytes) -> None:
    """Write chat events the stream held when it joined (before anything newer)."""
    writer = _writers.get((asyncio.get_running_loop(), match_id))
    if writer is not None and follower in writer.followers:
        writer.write(follower, data)


def leave(match_id: int, follower: ChatFollower) -> None:
    """The stream is over: nothing more is written to it."""
    writer = _writers.get((asyncio.get_running_loop(), match_id))
    if writer is None:
        return
    writer.followers.discard(follower)
    follower.backlog, follower.backlog_bytes = [], 0
    if not writer.followers:
        writer.subscription.wake_here()  # so the writer ends now


def writer_count() -> int:
    return len(_writers)
