"""`play(client, match_id, decide)`: play your seat of a match to the end.

    from yokohama_sdk import Client, play

    def first(turn):
        return turn.actions[0]

    final = play(Client(token=...), match_id, first)

The loop follows the match's event stream (server-sent events, in a background thread) and
falls back to the events endpoint's long poll where the stream cannot be opened
(`events="poll"` asks for the long poll from the start). It fetches your
legal actions (or takes them from the answer to your previous action), asks `decide` for
one, and submits it with the `expected_seq` the actions were computed at and a fresh
`Idempotency-Key` (so a retry after a dropped connection never applies twice). A
`stale_state` or `not_your_turn` answer means the match moved on: the loop re-reads it and
asks again. Rate limits are waited out by the client (Retry-After).
`decide` sees only what the seat may see: its legal actions and its own view of the state.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from yokohama_client.models import EventsOutput, LegalActionOutput, LogEntryOutput, MatchOutput

from yokohama_sdk.client import Client, JSONForm
from yokohama_sdk.errors import GameOver, NotYourTurn, StaleState, YokohamaError
from yokohama_sdk.events import follow_match

__all__ = ["Decision", "PlayResult", "PlayStuck", "Turn", "play"]

DONE_STATUSES = frozenset({"finished", "aborted"})
Decision = LegalActionOutput | str | Mapping[str, Any] | JSONForm
"""What `decide` returns: one of `turn.actions`, a notation string, or a JSON action form
(a dict or a generated action model such as `turn.actions[0].action`)."""


class PlayStuck(YokohamaError):
    """The match kept moving under every decision (`max_stale` stale answers in a row)."""


@dataclass(slots=True)
class _Snapshot:
    seq: int
    status: str
    to_move: list[int]


class Turn:
    """One decision of your seat: its legal actions and (fetched on first use) the match."""

    def __init__(
        self,
        *,
        client: Client,
        match_id: int,
        seat: int,
        seq: int,
        actions: list[LegalActionOutput],
        number: int,
    ) -> None:
        self.client = client
        self.match_id = match_id
        self.seat = seat
        self.seq = seq
        self.actions = actions
        self.number = number  # 0 for this seat's first decision in the loop, then 1, 2, ...
        self._match: MatchOutput | None = None

    @property
    def match(self) -> MatchOutput:
        """The match as this seat sees it (one request, made on first access)."""
        if self._match is None:
            self._match = self.client.match(self.match_id)
        return self._match

    @property
    def state(self) -> dict[str, Any]:
        """This seat's view of the game state (never another seat's hidden information)."""
        view = self.match.state
        return {} if view is None else view.to_dict()


@dataclass(slots=True)
class PlayResult:
    match: MatchOutput
    """The match once it ended (status `finished` or `aborted`)."""
    decisions: int = 0
    """Actions this loop submitted and the server accepted."""
    stale: int = 0
    """Decisions the server rejected because the match had moved on, then made again."""
    submitted: list[str] = field(default_factory=list)
    """Notations (or JSON forms) of the accepted actions, in order."""


def play(
    client: Client,
    match_id: int,
    decide: Callable[[Turn], Decision],
    *,
    poll_timeout: float = 25.0,
    waiting_poll: float = 1.0,
    max_stale: int = 50,
    on_entries: Callable[[list[LogEntryOutput]], None] | None = None,
    events: str = "stream",
) -> PlayResult:
    """Play the client's seat in `match_id` until the match ends; return the final match.

    `poll_timeout` is the long-poll length while the match is active, `waiting_poll` the
    poll interval before it starts. `on_entries`, if given, receives every log entry in
    order (as this seat may see it). Raises `YokohamaError` if the client holds no seat,
    `IllegalAction`/`InvalidAction` if `decide` picks an action the server refuses, and
    `PlayStuck` after `max_stale` stale answers in a row. `events`: "stream" (the event
    stream, falling back to the long poll) or "poll" (the long poll only).
    """
    match = client.match(match_id)
    seat = match.your_seat
    if seat is None:
        raise YokohamaError(f"This client holds no seat in match {match_id}; join it first.")
    snap = _Snapshot(seq=match.seq, status=match.status, to_move=list(match.to_move))
    poll_feed = _Feed(client, match_id, on_entries)
    feed: _Feed | _StreamFeed = poll_feed
    if events == "stream":
        feed = _StreamFeed(client, match_id, on_entries, snap, fallback=poll_feed)
    result = PlayResult(match=match)
    stale_in_a_row = 0
    # Legal actions already in hand (an accepted action's response carries the next ones).
    pending: tuple[int, list[LegalActionOutput]] | None = None

    while snap.status not in DONE_STATUSES:
        if pending is None:
            if snap.status != "active" or seat not in snap.to_move:
                snap = feed.wait(after=snap.seq, timeout=_poll(snap, poll_timeout, waiting_poll))
                continue
            legal = client.legal_actions(match_id)
            if not legal.actions:
                # Not (or no longer) our decision: returns at once if the match moved on.
                snap = feed.wait(after=legal.seq, timeout=poll_timeout)
                continue
            pending = (legal.seq, legal.actions)
        seq, actions = pending
        pending = None

        turn = Turn(
            client=client,
            match_id=match_id,
            seat=seat,
            seq=seq,
            actions=actions,
            number=result.decisions,
        )
        action = _payload(decide(turn))
        try:
            accepted = client.submit(
                match_id, action, expected_seq=seq, idempotency_key=uuid.uuid4().hex
            )
        except (StaleState, NotYourTurn) as exc:
            stale_in_a_row += 1
            result.stale += 1
            if stale_in_a_row >= max_stale:
                raise PlayStuck(f"{stale_in_a_row} stale decisions in a row") from exc
            # The match moved on under us: read where it is now and decide again if needed.
            snap = feed.wait(after=seq, timeout=0)
            continue
        except GameOver:
            break
        stale_in_a_row = 0
        result.decisions += 1
        result.submitted.append(action if isinstance(action, str) else repr(action))
        snap = _Snapshot(accepted.seq, accepted.status, list(accepted.to_move))
        if accepted.status == "active" and seat in accepted.to_move and accepted.legal_actions:
            # Turns are sequences of decisions: the next one is already in the response.
            pending = (accepted.seq, accepted.legal_actions)

    feed.drain()
    feed.close()
    result.match = client.match(match_id)
    return result


def _poll(snap: _Snapshot, poll_timeout: float, waiting_poll: float) -> float:
    # The events endpoint wakes on new actions and on the end of a match, not on its start,
    # so a waiting match is polled briefly.
    return poll_timeout if snap.status == "active" else waiting_poll


class _Feed:
    """Reads the events endpoint; hands every log entry to `on_entries` exactly once."""

    def __init__(
        self,
        client: Client,
        match_id: int,
        on_entries: Callable[[list[LogEntryOutput]], None] | None,
    ) -> None:
        self.client = client
        self.match_id = match_id
        self.on_entries = on_entries
        self.seen = 0  # entries up to this seq were handed over

    def wait(self, *, after: int, timeout: float) -> _Snapshot:
        if self.on_entries is not None and self.seen < after:
            after, timeout = self.seen, 0  # catch up first; the loop then waits for real
        events: EventsOutput = self.client.events(self.match_id, after=after, timeout=timeout)
        if self.on_entries is not None:
            fresh = [e for e in events.entries if e.seq > self.seen]
            if fresh:
                self.on_entries(fresh)
                self.seen = fresh[-1].seq
            elif not events.entries:
                self.seen = max(self.seen, events.seq)
        return _Snapshot(seq=events.seq, status=events.status, to_move=list(events.to_move))

    def close(self) -> None:
        pass

    def drain(self) -> None:
        """Hand over the entries not seen yet (after the match ended)."""
        if self.on_entries is None:
            return
        while True:
            before = self.seen
            snap = self.wait(after=self.seen, timeout=0)
            if self.seen >= snap.seq or self.seen == before:
                return


class _StreamFeed:
    """Follows the match's event stream in a thread; `wait` answers from what it has seen.

    Same contract as `_Feed`. If the stream cannot be opened or breaks for good, every call
    goes to the long-poll `fallback` instead (it keeps the entries handed over in order).
    """

    def __init__(
        self,
        client: Client,
        match_id: int,
        on_entries: Callable[[list[LogEntryOutput]], None] | None,
        snap: _Snapshot,
        *,
        fallback: _Feed,
    ) -> None:
        self.on_entries = on_entries
        self.fallback = fallback
        self.snap = snap
        self.broken = False
        self.ended = False
        # None while the stream is first opened, then whether it is open: while it is being
        # reopened after a drop, `wait` asks the long poll, so the loop never waits out a
        # reconnection's backoff without news.
        self.linked: bool | None = None
        self._version = 0  # counts the stream's events
        self._buffer: list[LogEntryOutput] = []
        self._changed = threading.Condition()
        self._stop = threading.Event()
        # Entries are handed over from the start; without a listener, start at the present.
        after = 0 if on_entries is not None else None
        self._thread = threading.Thread(
            target=self._follow, args=(client, match_id, after), daemon=True
        )
        self._thread.start()

    def _follow(self, client: Client, match_id: int, after: int | None) -> None:
        try:
            for event in follow_match(client, match_id, after=after, on_link=self._on_link):
                if self._stop.is_set():
                    return
                with self._changed:
                    if isinstance(event, LogEntryOutput):
                        self._buffer.append(event)
                        if event.seq > self.snap.seq:
                            self.snap = _Snapshot(event.seq, self.snap.status, self.snap.to_move)
                    else:
                        self.snap = _Snapshot(
                            max(event.seq, self.snap.seq), event.status, list(event.to_move)
                        )
                    self._version += 1
                    self._changed.notify_all()
            with self._changed:
                self.ended = True
                self._changed.notify_all()
        except Exception:  # the stream is unavailable: the long poll takes over
            with self._changed:
                self.broken = True
                self._changed.notify_all()

    def _on_link(self, up: bool) -> None:
        with self._changed:
            self.linked = up
            self._changed.notify_all()

    def _hand_over(self) -> None:
        """Give the buffered entries to `on_entries` (on the caller's thread, as `_Feed`),
        less those the long poll handed over while the stream was down."""
        if self.on_entries is not None and self._buffer:
            fresh = [e for e in self._buffer if e.seq > self.fallback.seen]
            self._buffer = []
            if fresh:
                self.on_entries(fresh)
                self.fallback.seen = fresh[-1].seq

    def _use_fallback(self) -> bool:
        """The stream cannot tell news now: it broke for good, is being reopened, or ended
        (a 204) without having said that the match ended."""
        return (
            self.broken
            or self.linked is False
            or (self.ended and self.snap.status not in DONE_STATUSES)
        )

    def wait(self, *, after: int, timeout: float) -> _Snapshot:
        with self._changed:
            # Any news wakes the caller (a new seq, status or seats to move): the play loop
            # decides from the snapshot whether to act or to wait again.
            seen = self._version

            def news() -> bool:
                return (
                    self._use_fallback()
                    or self.ended
                    or self.snap.seq > after
                    or self._version != seen
                    or self.snap.status in DONE_STATUSES
                )

            self._changed.wait_for(news, timeout)
            use_fallback, snap = self._use_fallback(), self.snap
            self._hand_over()
        if use_fallback:
            return self.fallback.wait(after=after, timeout=timeout)
        return snap

    def drain(self) -> None:
        if self.on_entries is None:
            return
        with self._changed:
            self._changed.wait_for(lambda: self.ended or self._use_fallback(), 30.0)
            complete = self.ended and self.snap.status in DONE_STATUSES and not self.broken
            self._hand_over()
        if not complete:
            self.fallback.drain()

    def close(self) -> None:
        self._stop.set()


def _payload(decision: Decision) -> str | dict[str, Any]:
    if isinstance(decision, LegalActionOutput):
        return decision.notation
    if isinstance(decision, str):
        return decision
    if isinstance(decision, Mapping):
        return dict(decision)
    return decision.to_dict()
