"""Live events: the server's event streams (server-sent events) as typed Python iterators.

    from yokohama_sdk import Client
    from yokohama_sdk.events import follow_match, follow_user

    for event in follow_match(client, match_id, after=0):
        if isinstance(event, LogEntryOutput): ...          # an action, as your seat sees it
        else: ...                                           # MatchStatusEventOutput

    for event in follow_user(client):                       # UserEventOutput (your_turn, ...)
        ...

Both reconnect by themselves after a dropped connection, resuming after the last event
received (`Last-Event-ID`), so nothing is lost or repeated. `follow_match` ends when the
match has ended and every entry was delivered.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import orjson
from yokohama_client.models import LogEntryOutput, MatchStatusEventOutput, UserEventOutput

from yokohama_sdk.client import Client
from yokohama_sdk.errors import ApiError, error_from_response

__all__ = [
    "MatchEvent",
    "ServerSentEvent",
    "StreamBroken",
    "follow_match",
    "follow_user",
    "parse_sse",
]

MatchEvent = LogEntryOutput | MatchStatusEventOutput
STREAM_TIMEOUT = httpx.Timeout(10.0, read=60.0)  # heartbeats come every 15 s
MAX_RECONNECTS = 8


class StreamBroken(ApiError):
    """The stream could not be (re)opened after several attempts."""

    def __init__(self, detail: str) -> None:
        super().__init__(status=0, code="stream_broken", detail=detail, extra={})


@dataclass(frozen=True, slots=True)
class ServerSentEvent:
    event: str
    data: Any
    id: int | None


def parse_sse(lines: Iterator[str]) -> Iterator[ServerSentEvent]:
    """text/event-stream lines -> events (comments and `retry:` are skipped)."""
    event, event_id = "message", None
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield ServerSentEvent(event=event, data=orjson.loads("\n".join(data)), id=event_id)
            event, event_id, data = "message", None, []
            continue
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
        elif name == "id" and value.isdigit():
            event_id = int(value)


def _until(lines: Iterator[str], stop: threading.Event | None) -> Iterator[str]:
    """`lines` until `stop` is set: checked at every line, heartbeats included, so a stream
    with nothing to say still notices within one heartbeat."""
    for line in lines:
        if stop is not None and stop.is_set():
            return
        yield line


def _stream(
    client: Client,
    path: str,
    after: int | None,
    on_link: Callable[[bool], None] | None = None,
    stop: threading.Event | None = None,
) -> Iterator[ServerSentEvent]:
    """One stream, reopened after drops from the last id received; ends on 204, after the
    server said the stream is over, or once `stop` is set. `on_link(True)` is called when the
    stream is open, `on_link(False)` when it dropped and is being reopened (the caller can
    use another way to follow the match meanwhile)."""
    failures = 0
    cursor = after
    with client.stream_http(STREAM_TIMEOUT) as http:
        while stop is None or not stop.is_set():
            headers = {} if cursor is None else {"Last-Event-ID": str(cursor)}
            try:
                with http.stream("GET", path, headers=headers) as response:
                    if response.status_code == 204:
                        return
                    if response.status_code != 200:
                        response.read()
                        raise error_from_response(
                            response.status_code, response.headers, response.content
                        )
                    if on_link is not None:
                        on_link(True)
                    for event in parse_sse(_until(response.iter_lines(), stop)):
                        failures = 0  # the stream delivered: a later drop starts afresh
                        if event.id is not None:
                            cursor = event.id
                        yield event
                        if _is_final(event):
                            return
                    if stop is not None and stop.is_set():
                        return
                # The server (or a front) closed the stream without ending it: reopen it,
                # with the same backoff as after a drop, so that a front closing every
                # stream at once is not asked again in a tight loop.
                dropped: Exception = httpx.RemoteProtocolError("the stream closed early")
            except httpx.TransportError as exc:
                dropped = exc
            failures += 1
            if on_link is not None:
                on_link(False)
            if failures > MAX_RECONNECTS:
                raise StreamBroken(f"{path}: {dropped}") from dropped
            client.pause(min(10.0, 0.2 * 2**failures) * (1 + 0.1 * random.random()))


def _is_final(event: ServerSentEvent) -> bool:
    return event.event == "status" and event.data.get("status") in ("finished", "aborted")


def follow_match(
    client: Client,
    match_id: int,
    *,
    after: int | None = None,
    on_link: Callable[[bool], None] | None = None,
) -> Generator[MatchEvent, None, None]:
    """The match's events as the client's seat (or a spectator) sees them.

    `after`: replay the log after this seq first (0: from the beginning); None starts at
    the present with a status event. `on_link(up)` hears when the stream opens (True) and
    when it dropped and is being reopened (False).
    """
    for event in _stream(client, f"/api/v1/matches/{match_id}/stream", after, on_link):
        if event.event == "action":
            yield LogEntryOutput.from_dict(event.data)
        elif event.event == "status":
            yield MatchStatusEventOutput.from_dict(event.data)


def follow_user(
    client: Client,
    *,
    after: int | None = None,
    on_ready: Callable[[int], None] | None = None,
    stop: threading.Event | None = None,
) -> Generator[UserEventOutput, None, None]:
    """Your events across matches, tournaments, invitations and seeks (needs a token); runs
    until you stop (`close()` the generator, or set `stop`: from another thread, it ends
    within one heartbeat).

    `after`: the events after this id first (0: all of them); None starts at the present.
    `on_ready(cursor)` hears, each time the stream is (re)opened, the id of the last event
    before it: every later event follows on the stream (so a caller may read the present
    state from the API once it heard `on_ready`, and miss nothing). Events of a kind this
    SDK does not know (added to the server later) are skipped.
    """
    for event in _stream(client, "/api/v1/events/stream", after, stop=stop):
        if event.event == "ready":
            cursor = event.data.get("cursor") if isinstance(event.data, dict) else None
            if on_ready is not None and isinstance(cursor, int):
                on_ready(cursor)
            continue
        try:
            parsed = UserEventOutput.from_dict(event.data)
        except (TypeError, ValueError, KeyError):
            continue  # a newer server's event kind (the generated enum refuses it)
        yield parsed
