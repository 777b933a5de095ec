"""Bot accounts (yokohama_sdk.lobby): which invitations they accept, the seeks they keep posted,
the matches they play, against the in-memory fake server (tests/sdk/fake_server.py); and the
user event stream's hooks they rely on."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from yokohama_client.models import InvitationOutput
from yokohama_sdk import BotAccount, BotAccountReport, Client, MatchReport, SeekSpec, Turn
from yokohama_sdk.bots import _cli
from yokohama_sdk.events import follow_user
from yokohama_sdk.lobby import invitation_answer

from tests.conftest import wait_for
from tests.sdk.fake_server import MATCH_ID, FakeServer, sample

RUN_TIMEOUT_S = 30.0


def first(turn: Turn) -> str:
    notation: str = turn.actions[0].notation
    return notation


class Running:
    """`account.run(...)` in a thread; `join()` returns its report or raises its error."""

    def __init__(self, account: BotAccount, **run: Any) -> None:
        self.account = account
        self.report: BotAccountReport | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, kwargs=run, daemon=True)
        self.thread.start()

    def _run(self, **run: Any) -> None:
        try:
            self.report = self.account.run(**run)
        except BaseException as exc:
            self.error = exc

    def join(self) -> BotAccountReport:
        self.thread.join(RUN_TIMEOUT_S)
        assert not self.thread.is_alive(), "the bot account did not return"
        if self.error is not None:
            raise self.error
        assert self.report is not None
        return self.report


def account_for(
    fake: FakeServer, *, ended: Callable[[MatchReport], None] | None = None, **options: Any
) -> BotAccount:
    client = Client("http://fake", "token", transport=fake.transport(), sleep=lambda _s: None)
    return BotAccount(
        client,
        lambda _match: first,
        events="poll",
        poll_interval=0.01,
        on_match_end=ended,
        **options,
    )


def waiting_match() -> FakeServer:
    """The fake's match waits for its other player until the test opens `start_gate`: the
    account holds it in play meanwhile."""
    return FakeServer(status="waiting", start_gate=threading.Event())


# -- the decision ------------------------------------------------------------------------------


def invitation(game: str = "yokohama", status: str = "pending") -> InvitationOutput:
    match = sample("MatchSummaryOutput", id=3, game=game)
    return InvitationOutput.from_dict(sample("InvitationOutput", match=match, status=status))


@pytest.mark.parametrize(
    ("found", "games", "room", "answer"),
    [
        (invitation(), {"yokohama"}, 1, "accept"),
        (invitation(), None, 1, "accept"),  # None: every game
        (invitation("shinjuku"), {"yokohama"}, 1, "other_game"),
        (invitation("shinjuku"), {"yokohama"}, 0, "other_game"),
        (invitation(), {"yokohama"}, 0, "busy"),
        (invitation(), {"yokohama", "yamatai"}, -1, "busy"),
        (invitation(status="cancelled"), {"yokohama"}, 1, None),  # nothing to answer
        (invitation(status="accepted"), None, 1, None),
    ],
)
def test_it_answers_an_invitation_by_game_and_room(
    found: InvitationOutput, games: set[str] | None, room: int, answer: str | None
) -> None:
    assert invitation_answer(found, games=games, room=room) == answer


def test_a_seek_spec_reads_game_and_players() -> None:
    assert SeekSpec.parse("yokohama:2") == SeekSpec("yokohama", players=2)
    assert SeekSpec.parse("shinjuku") == SeekSpec("shinjuku", players=None)
    assert str(SeekSpec("yokohama", 3)) == "yokohama:3"
    for wrong in ("", ":2", "yokohama:", "yokohama:two"):
        with pytest.raises(ValueError, match="GAME"):
            SeekSpec.parse(wrong)


# -- the account against the fake server ---------------------------------------------------------


def test_it_accepts_its_games_and_declines_other_games_and_beyond_max_games() -> None:
    fake = waiting_match()
    # Sent before the account runs: it finds them when it starts, oldest first.
    mine = fake.invite(game="yokohama")
    other = fake.invite(match_id=7, game="shinjuku")
    ended = threading.Event()
    account = account_for(fake, ended=lambda _r: ended.set(), games={"yokohama"}, max_games=1)
    running = Running(account)
    wait_for(account.ready.is_set, timeout=RUN_TIMEOUT_S)
    assert fake.answers == [(mine, "accept"), (other, "decline")]

    # Heard on the event feed while match 1 (still waiting for its start) fills its only slot.
    busy = fake.invite(match_id=8, game="yokohama")
    wait_for(lambda: len(fake.answers) == 3, timeout=RUN_TIMEOUT_S)
    assert fake.answers[2] == (busy, "decline")

    assert fake.start_gate is not None
    fake.start_gate.set()
    wait_for(ended.is_set, timeout=RUN_TIMEOUT_S)
    account.stop()
    report = running.join()
    assert report.accepted == [mine]
    assert report.declined == {other: "other_game", busy: "busy"}
    assert [(m.match_id, m.status, m.seat) for m in report.matches] == [(MATCH_ID, "finished", 0)]
    assert report.matches[0].decisions == 6  # the fake's whole game: 3 turns of 2 decisions
    assert report.failed == []


def test_it_takes_on_no_more_matches_than_it_has_left_to_finish() -> None:
    fake = waiting_match()
    mine = fake.invite()
    account = account_for(fake, max_games=2)  # room for two, but one match left to play
    running = Running(account, stop_after=1)
    wait_for(account.ready.is_set, timeout=RUN_TIMEOUT_S)
    extra = fake.invite(match_id=8)
    wait_for(lambda: len(fake.answers) == 2, timeout=RUN_TIMEOUT_S)
    assert fake.answers == [(mine, "accept"), (extra, "decline")]
    assert fake.start_gate is not None
    fake.start_gate.set()
    report = running.join()  # returns by itself once that match finished
    assert report.declined == {extra: "busy"}
    assert [m.status for m in report.matches] == ["finished"]


def test_it_keeps_a_seek_posted_while_it_has_room() -> None:
    fake = waiting_match()
    ended = threading.Event()
    account = account_for(
        fake, ended=lambda _r: ended.set(), seeks=[SeekSpec("yokohama", 2)], max_games=1
    )
    running = Running(account)
    wait_for(lambda: fake.open_seeks(), timeout=RUN_TIMEOUT_S)
    (first_seek,) = fake.open_seeks()
    assert fake.seeks[first_seek]["players"] == 2

    fake.invite()  # accepted: no room left, so the seek is withdrawn
    wait_for(lambda: fake.seeks[first_seek]["status"] == "cancelled", timeout=RUN_TIMEOUT_S)
    assert fake.open_seeks() == []

    assert fake.start_gate is not None
    fake.start_gate.set()  # the match is played; then there is room again: a new seek
    wait_for(ended.is_set, timeout=RUN_TIMEOUT_S)
    wait_for(lambda: fake.open_seeks(), timeout=RUN_TIMEOUT_S)
    (second_seek,) = fake.open_seeks()
    assert second_seek != first_seek

    account.stop()
    report = running.join()
    assert fake.open_seeks() == []  # withdrawn on the way out
    assert report.seeks == [first_seek, second_seek]


def test_it_plays_a_match_it_already_sits_in_and_leaves_invitations_alone_if_told() -> None:
    fake = FakeServer(listed_as_mine=True)  # an active match of the account, nothing said
    invited = fake.invite(match_id=8)
    report = Running(account_for(fake, accept_challenges=False), stop_after=1).join()
    assert [(m.match_id, m.status) for m in report.matches] == [(MATCH_ID, "finished")]
    assert fake.answers == []
    assert fake.invitations[invited]["status"] == "pending"


def test_the_command_line_runs_a_bot_account_only_when_asked() -> None:
    parse = _cli.parse_args
    args = parse("x", ["--accept-challenges", "--seek", "yokohama:2", "--games", "3"])
    assert (args.bot_account, args.games, args.max_games) == (True, 3, 1)
    assert args.seek == [SeekSpec("yokohama", 2)]
    assert parse("x", ["--seek", "shinjuku", "--seek", "yokohama:4"]).seek == [
        SeekSpec("shinjuku"),
        SeekSpec("yokohama", 4),
    ]
    assert parse("x", ["--create", "--game", "yamatai"]).game == ["yamatai"]
    assert not parse("x", ["--match", "3"]).bot_account
    for wrong in (
        [],  # nothing to do
        ["--match", "3", "--accept-challenges"],  # one match or a bot account, not both
        ["--join", "3", "--games", "2"],  # --games is for bot accounts
        ["--seek", "yokohama:two"],
        ["--accept-challenges", "--games", "0"],
        ["--create", "--game", "yokohama", "--game", "shinjuku"],
    ):
        with pytest.raises(SystemExit):
            parse("x", wrong)


def test_follow_user_tells_where_now_is_skips_unknown_kinds_and_hangs_up_when_told() -> None:
    def sse(kind: str, event_id: int) -> str:
        data = sample("UserEventOutput", id=event_id, kind=kind)
        return f"event: {kind}\nid: {event_id}\ndata: {json.dumps(data)}\n\n"

    body = 'event: ready\nid: 5\ndata: {"cursor": 5}\n\n'
    body += sse("your_turn", 6) + sse("a_kind_from_a_newer_server", 7) + sse("invited", 8)
    body += ": keep-alive\n\n"
    opened: list[httpx.Request] = []

    def stream(request: httpx.Request) -> httpx.Response:
        opened.append(request)
        return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})

    client = Client("http://fake", "token", transport=httpx.MockTransport(stream))
    stop, readies = threading.Event(), list[int]()
    events = follow_user(client, on_ready=readies.append, stop=stop)
    assert [next(events).kind, next(events).kind] == ["your_turn", "invited"]
    assert readies == [5]
    stop.set()  # the next line (a heartbeat) ends the stream instead of reopening it
    assert list(events) == []
    assert len(opened) == 1
