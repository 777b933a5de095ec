"""Bot accounts: answer challenges, keep quick-match seeks posted, play every match to the end.

    from yokohama_sdk import BotAccount, Client, SeekSpec

    def first(turn):
        return turn.actions[0]

    account = BotAccount(
        Client(token=...),
        lambda match: first,                 # the decide function for each match
        games={"yokohama"},                  # challenges to other games are declined
        seeks=[SeekSpec("yokohama", players=2)],
        max_games=2,                         # at most two matches at once
    )
    report = account.run(stop_after=10)      # returns after ten finished matches

This is what a Lichess bot account does. The account follows its user event stream (which
reconnects by itself after a drop and resumes where it was; where no stream can be opened it
polls GET /api/v1/events instead) and:

- answers every `invited` event (a challenge or a rematch): it accepts an invitation to a
  game it plays while it has room (fewer than `max_games` matches in play), and declines
  the others (`accept_challenges=False` leaves invitations alone);
- keeps one quick-match seek posted for each `SeekSpec` while it has room, posting it again
  after it was paired or expired, and withdraws them when it has no room left;
- plays every match it is seated in (`match_started`, `your_turn`, `seek_matched`, an
  accepted invitation, and, at start, the matches it already sits in) to the end, each in
  its own thread with `play` and a client of its own.

Nothing that happened before `run` is lost: once the stream is open, the account reads its
pending invitations, its waiting and active matches and its open seeks, and takes them up.
A match in play is never abandoned: `stop()` and `stop_after` stop taking new matches, and
`run` returns when the ones in play have ended.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from yokohama_client.models import InvitationOutput, MatchOutput, UserEventOutput

from yokohama_sdk.client import Client
from yokohama_sdk.errors import (
    ApiError,
    InvalidConfig,
    InvitationNotPending,
    NotFound,
    SeatUnavailable,
    SeekConflict,
    UnsupportedRequest,
    ValidationError,
    WrongMatchStatus,
)
from yokohama_sdk.events import follow_user
from yokohama_sdk.play import DONE_STATUSES, Decision, Turn, play

__all__ = [
    "Answer",
    "BotAccount",
    "BotAccountReport",
    "MatchReport",
    "SeekSpec",
    "invitation_answer",
]

Answer = Literal["accept", "other_game", "busy"]
"""What a bot account does with a pending invitation: accept it, or decline it because the
game is not one it plays (`other_game`) or because it has no room (`busy`: `max_games`
matches in play, or stopping)."""

DecideFor = Callable[[MatchOutput], Callable[[Turn], Decision]]
# Events that mean "you sit in this match": it is played from then on (if not already).
SEATED_KINDS = frozenset({"match_started", "your_turn", "seek_matched"})
# Errors that are the caller's mistake, not the server's state: posting again will not help.
CONFIG_ERRORS = (InvalidConfig, NotFound, ValidationError, UnsupportedRequest)


@dataclass(frozen=True, slots=True)
class SeekSpec:
    """A quick-match seek to keep posted: None accepts anything (any player count, any
    options, no clock)."""

    game: str
    players: int | None = None
    options: Mapping[str, Any] | None = None
    decision_seconds: int | None = None

    @classmethod
    def parse(cls, text: str) -> SeekSpec:
        """`GAME` or `GAME:PLAYERS` (the command line's `--seek`)."""
        game, sep, count = text.partition(":")
        if not game or (sep and not count.isdigit()):
            raise ValueError(f"expected GAME or GAME:PLAYERS, got {text!r}")
        return cls(game=game, players=int(count) if sep else None)

    def __str__(self) -> str:
        return self.game if self.players is None else f"{self.game}:{self.players}"


@dataclass(slots=True)
class MatchReport:
    """A match the account played (or tried to)."""

    match_id: int
    game: str
    seat: int | None
    status: str
    """`finished` or `aborted`, or `failed` when playing it raised `error`."""
    decisions: int = 0
    error: BaseException | None = None


@dataclass(slots=True)
class BotAccountReport:
    matches: list[MatchReport] = field(default_factory=list)
    """Matches played to their end (finished or aborted), in the order they ended."""
    failed: list[MatchReport] = field(default_factory=list)
    """Matches whose play loop raised (the account takes them up again at their next
    `your_turn`)."""
    accepted: list[int] = field(default_factory=list)
    """Invitations accepted, by id."""
    declined: dict[int, Answer] = field(default_factory=dict)
    """Invitations declined, by id, with the reason."""
    seeks: list[int] = field(default_factory=list)
    """Seeks posted, by id."""

    @property
    def finished(self) -> int:
        return sum(1 for report in self.matches if report.status == "finished")


def invitation_answer(
    invitation: InvitationOutput, *, games: Collection[str] | None, room: int
) -> Answer | None:
    """What to do with an invitation: None when it awaits no answer (already answered,
    withdrawn or expired); `other_game` when `games` (None: every game) does not hold its
    game; `busy` when `room` (matches the account may still take on) is used up."""
    if invitation.status != "pending":
        return None
    if games is not None and invitation.match.game not in games:
        return "other_game"
    if room <= 0:
        return "busy"
    return "accept"


# Messages to the account's own thread (the one running `run`), from the event follower,
# the match threads and `stop`.
@dataclass(frozen=True, slots=True)
class _Ready:
    pass


@dataclass(frozen=True, slots=True)
class _Event:
    event: UserEventOutput


@dataclass(frozen=True, slots=True)
class _Done:
    report: MatchReport


@dataclass(frozen=True, slots=True)
class _FollowerFailed:
    error: BaseException


@dataclass(frozen=True, slots=True)
class _Wake:
    pass


_Message = _Ready | _Event | _Done | _FollowerFailed | _Wake


class BotAccount:
    """One account that answers challenges, seeks quick matches and plays what it is seated in.

    `decide_for(match)` returns the decide function for one match (called once per match,
    in that match's thread: give each match its own state if the function keeps any).
    `games`: the games it accepts challenges to (None: every game). `seeks`: quick-match
    seeks kept posted while it has room. `max_games`: matches it takes on at once (it still
    plays a match it is seated in without asking, such as a tournament table). `events`:
    "stream" (event streams, falling back to polling) or "poll" (polling only, every
    `poll_interval` seconds for user events). `log` receives a line per thing done (from
    any of the account's threads); `on_event` every user event and `on_match_end` every
    `MatchReport` as it ends (both on the thread running `run`).
    """

    def __init__(
        self,
        client: Client,
        decide_for: DecideFor,
        *,
        games: Collection[str] | None = None,
        accept_challenges: bool = True,
        seeks: Sequence[SeekSpec] = (),
        max_games: int = 1,
        events: str = "stream",
        poll_interval: float = 2.0,
        seek_expires_in_seconds: int | None = None,
        log: Callable[[str], None] | None = None,
        on_event: Callable[[UserEventOutput], None] | None = None,
        on_match_end: Callable[[MatchReport], None] | None = None,
    ) -> None:
        if max_games < 1:
            raise ValueError("max_games must be at least 1")
        if events not in ("stream", "poll"):
            raise ValueError('events must be "stream" or "poll"')
        self.client = client
        self.decide_for = decide_for
        self.games = None if games is None else frozenset(games)
        self.accept_challenges = accept_challenges
        self.seek_specs = list(seeks)
        self.max_games = max_games
        self.events = events
        self.poll_interval = poll_interval
        self.seek_expires_in_seconds = seek_expires_in_seconds
        self._log = log or (lambda _line: None)
        self._on_event = on_event
        self._on_match_end = on_match_end
        self.ready = threading.Event()
        """Set once the account listens to its events and has taken up what was there."""
        self.report = BotAccountReport()

        self._inbox: queue.Queue[_Message] = queue.Queue()
        self._halt = threading.Event()  # tells the event follower to hang up
        self._stop_requested = False
        self._stop_after: int | None = None
        # State of the account's own thread only (other threads send messages).
        self._playing: dict[int, threading.Thread] = {}
        self._ended: set[int] = set()
        self._answered: set[int] = set()
        self._open_seeks: dict[int, int] = {}  # index in seek_specs -> open seek id
        self._cursor: int | None = None  # the follower's: last user event id seen

    # -- control ------------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop taking new matches (from any thread): `run` withdraws the seeks and returns
        once the matches in play have ended."""
        self._stop_requested = True
        self._inbox.put(_Wake())

    def run(self, *, stop_after: int | None = None) -> BotAccountReport:
        """Run until `stop()`, or until `stop_after` matches finished (None: for ever).

        With `stop_after`, the account never takes on more matches than it has left to
        finish. Raises what ends the event follower for good (e.g. AuthenticationError) and
        configuration errors of a seek (InvalidConfig, NotFound, ValidationError).
        """
        self._stop_after = stop_after
        follower = threading.Thread(target=self._follow, name="bot-account-events", daemon=True)
        follower.start()
        try:
            while not self.ready.is_set():
                message = self._inbox.get()
                if isinstance(message, _Ready):
                    self._catch_up()
                    self.ready.set()
                else:
                    self._handle(message)
            self._replenish()
            while not (self._stopping() and not self._playing):
                self._handle(self._inbox.get())
                self._replenish()
        finally:
            self._halt.set()
            self._withdraw_seeks(take_up=False)
        follower.join(timeout=1.0)  # it hangs up within a heartbeat; never wait for it long
        return self.report

    # -- the account's thread -----------------------------------------------------------------

    def _stopping(self) -> bool:
        return self._stop_requested or (
            self._stop_after is not None and self.report.finished >= self._stop_after
        )

    def _room(self) -> int:
        """Matches the account may still take on now."""
        if self._stopping():
            return 0
        room = self.max_games - len(self._playing)
        if self._stop_after is not None:
            room = min(room, self._stop_after - self.report.finished - len(self._playing))
        return room

    def _handle(self, message: _Message) -> None:
        if isinstance(message, _Event):
            self._on_user_event(message.event)
        elif isinstance(message, _Done):
            self._on_match_done(message.report)
        elif isinstance(message, _FollowerFailed):
            raise message.error

    def _on_user_event(self, event: UserEventOutput) -> None:
        if self._on_event is not None:
            self._on_event(event)
        if event.kind == "invited" and event.invitation_id is not None:
            self._answer(event.invitation_id)
        if event.kind in SEATED_KINDS and event.match_id is not None:
            self._engage(event.match_id)
        if event.kind in ("seek_matched", "seek_expired") and event.seek_id is not None:
            for index, seek_id in list(self._open_seeks.items()):
                if seek_id == event.seek_id:
                    del self._open_seeks[index]

    def _catch_up(self) -> None:
        """Take up what happened before the account listened (it hears everything after)."""
        for status in ("active", "waiting"):
            for match in self.client.matches(mine=True, status=status):
                self._engage(match.id)
        if self.accept_challenges:
            pending = self.client.invitations("received", status="pending")
            for invitation in sorted(pending, key=lambda i: i.id):
                self._answer(invitation.id, invitation)
        # Seeks a previous run left open are kept as this run's (one per spec).
        for seek in sorted(self.client.seeks(status="open"), key=lambda s: s.id):
            for index, spec in enumerate(self.seek_specs):
                if index not in self._open_seeks and (seek.game, seek.players) == (
                    spec.game,
                    spec.players,
                ):
                    self._open_seeks[index] = seek.id
                    break

    def _answer(self, invitation_id: int, invitation: InvitationOutput | None = None) -> None:
        if not self.accept_challenges or invitation_id in self._answered:
            return
        if invitation is None:
            try:
                invitation = self.client.invitation(invitation_id)
            except NotFound:
                return
        answer = invitation_answer(invitation, games=self.games, room=self._room())
        if answer is None:
            return
        self._answered.add(invitation_id)
        match_id, game, sender = invitation.match.id, invitation.match.game, invitation.inviter
        try:
            if answer == "accept":
                self.client.accept_invitation(invitation_id)
            else:
                self.client.decline_invitation(invitation_id)
        except (InvitationNotPending, WrongMatchStatus, SeatUnavailable) as exc:
            # Withdrawn, expired or the match moved on while we decided: nothing to answer.
            self._log(f"invitation {invitation_id} to match {match_id}: {exc.code}")
            return
        if answer == "accept":
            self.report.accepted.append(invitation_id)
            self._log(f"accepted invitation {invitation_id} from {sender}: {game} {match_id}")
            self._engage(match_id)
        else:
            self.report.declined[invitation_id] = answer
            self._log(f"declined invitation {invitation_id} from {sender} ({answer})")

    def _engage(self, match_id: int) -> None:
        """Play the match in a thread of its own, unless it is in play or over already."""
        if match_id in self._playing or match_id in self._ended:
            return
        thread = threading.Thread(
            target=self._play, args=(match_id,), name=f"bot-account-match-{match_id}", daemon=True
        )
        self._playing[match_id] = thread
        thread.start()

    def _on_match_done(self, report: MatchReport) -> None:
        self._playing.pop(report.match_id, None)
        if report.status == "skipped":  # over before we came, or not ours: nothing to count
            self._ended.add(report.match_id)
            return
        if report.status == "failed":
            self.report.failed.append(report)
            self._log(f"match {report.match_id} failed: {report.error!r}")
        else:
            self._ended.add(report.match_id)
            self.report.matches.append(report)
            self._log(f"match {report.match_id} {report.status} ({report.decisions} decisions)")
        if self._on_match_end is not None:
            self._on_match_end(report)

    def _replenish(self) -> None:
        """One seek per spec while there is room; none once there is not."""
        if self._room() <= 0:
            self._withdraw_seeks()
            return
        for index, spec in enumerate(self.seek_specs):
            if index in self._open_seeks:
                continue
            if self._room() <= 0:
                self._withdraw_seeks()
                return
            try:
                seek = self.client.seek(
                    spec.game,
                    spec.players,
                    spec.options,
                    decision_seconds=spec.decision_seconds,
                    expires_in_seconds=self.seek_expires_in_seconds,
                )
            except CONFIG_ERRORS:
                raise
            except ApiError as exc:  # too many seeks: posted again at the next news
                self._log(f"seek {spec} not posted: {exc.code}")
                continue
            self.report.seeks.append(seek.id)
            if seek.status == "matched" and seek.match_id is not None:
                self._log(f"seek {seek.id} ({spec}) paired at once: match {seek.match_id}")
                self._engage(seek.match_id)
            else:
                self._log(f"seek {seek.id} ({spec}) posted")
                self._open_seeks[index] = seek.id

    def _withdraw_seeks(self, *, take_up: bool = True) -> None:
        """Cancel the open seeks. One paired meanwhile is played (`take_up`) at once rather
        than when its `seek_matched` arrives: the account may be about to stop."""
        for index, seek_id in list(self._open_seeks.items()):
            del self._open_seeks[index]
            try:
                self.client.cancel_seek(seek_id)
            except SeekConflict:
                if take_up:
                    seek = self.client.get_seek(seek_id)
                    if seek.status == "matched" and seek.match_id is not None:
                        self._engage(seek.match_id)
                continue
            except Exception as exc:  # withdrawing is best effort (it expires)
                self._log(f"seek {seek_id} not withdrawn: {exc!r}")
                continue
            self._log(f"seek {seek_id} withdrawn")

    # -- other threads ------------------------------------------------------------------------

    def _play(self, match_id: int) -> None:
        """One match, in its own thread with its own client; reports back when it ends."""
        client = self.client.fork()
        report = MatchReport(match_id=match_id, game="", seat=None, status="failed")
        try:
            match = client.match(match_id)
            report.game, report.seat = match.game, match.your_seat
            if match.your_seat is None or match.status in DONE_STATUSES:
                report.status = "skipped"
                return
            outcome = play(client, match_id, self.decide_for(match), events=self.events)
            report.status = outcome.match.status
            report.decisions = outcome.decisions
        except Exception as exc:  # reported to the account's thread
            report.error = exc
        finally:
            client.close()
            self._inbox.put(_Done(report))

    def _follow(self) -> None:
        """The user events, into the inbox: from the stream, else by polling."""
        client = self.client.fork()
        try:
            if self.events == "stream":
                try:
                    for event in follow_user(client, on_ready=self._on_ready, stop=self._halt):
                        self._cursor = event.id
                        self._inbox.put(_Event(event))
                    return  # hung up: the account is stopping
                except Exception as exc:  # any failure: poll instead
                    if self._halt.is_set():
                        return
                    self._log(f"user event stream unavailable ({exc}); polling instead")
            self._poll(client)
        except Exception as exc:  # the account's thread raises it
            if not self._halt.is_set():
                self._inbox.put(_FollowerFailed(exc))
        finally:
            client.close()

    def _on_ready(self, cursor: int) -> None:
        if self._cursor is None:
            self._inbox.put(_Ready())
        self._cursor = cursor if self._cursor is None else max(self._cursor, cursor)

    def _poll(self, client: Client) -> None:
        cursor = self._cursor
        if cursor is None:
            # Start at the present, as the stream does: what happened before is taken up
            # from the API once ready.
            cursor = 0
            while True:
                page = client.user_events(after=cursor)
                cursor = page.cursor
                if not page.more:
                    break
            self._cursor = cursor
            self._inbox.put(_Ready())
        while not self._halt.is_set():
            page = client.user_events(after=cursor)
            for event in page.events:
                self._inbox.put(_Event(event))
            cursor = self._cursor = page.cursor
            if not page.more:
                self._halt.wait(self.poll_interval)
