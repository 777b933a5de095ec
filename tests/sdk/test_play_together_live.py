"""Playing together through the SDK against the real server and Celery worker: bot accounts
that find each other by quick match, answer challenges and rematches, a server bot challenged,
and what a private or players-only match shows to others over HTTP.

Every match is a 2-player Yokohama game between random deciders (a few seconds). Each account
is new (a unique name), so its event history and invitations are its own.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from yokohama_client.models import UserEventOutput
from yokohama_sdk import (
    BotAccount,
    BotAccountReport,
    Client,
    InvitationNotPending,
    NotFound,
    SeekConflict,
    SeekSpec,
    Turn,
    play,
)
from yokohama_sdk.play import Decision

from tests.conftest import ROOT, wait_for
from tests.sdk.conftest import LiveServer, engine_registered, sdk_env, tail

GAME_TIMEOUT_S = 180  # generous: tests never assert timings, this only bounds a hang
ANSWER_TIMEOUT_S = 60  # for an invitation to be answered, a seek to be paired

pytestmark = pytest.mark.skipif(
    not engine_registered(), reason="the yokohama engine is not registered yet"
)


def signup(live: LiveServer, prefix: str) -> Client:
    client = Client(live.url)
    client.signup(f"{prefix}-{uuid.uuid4().hex[:8]}", is_bot=True)
    return client


def username(client: Client) -> str:
    return client.me().username


def random_decider(seed: int) -> Callable[[Turn], Decision]:
    rng = random.Random(seed)
    return lambda turn: rng.choice(turn.actions)


class InThread:
    """`work()` in a thread; `join()` returns its result or raises what it raised."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: BaseException | None = None

        def run() -> None:
            try:
                self.result = work()
            except BaseException as exc:
                self.error = exc

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def join(self, live: LiveServer) -> Any:
        self.thread.join(GAME_TIMEOUT_S)
        assert not self.thread.is_alive(), f"not done in {GAME_TIMEOUT_S} s\n{live.log_tail()}"
        if self.error is not None:
            raise self.error
        return self.result


def bot_account(
    client: Client, seen: list[UserEventOutput], seed: int, **options: Any
) -> BotAccount:
    return BotAccount(
        client,
        lambda _match: random_decider(seed),
        on_event=seen.append,
        log=lambda line: print(f"[{seed}] {line}"),
        **options,
    )


def play_in_thread(client: Client, match_id: int, seed: int) -> InThread:
    return InThread(lambda: play(client, match_id, random_decider(seed)))


def answer_to(inviter: Client, match_id: int) -> str | None:
    """The status of the invitation `inviter` sent to the match, once it is answered."""
    (sent,) = [i for i in inviter.invitations("sent") if i.match.id == match_id]
    return None if sent.status == "pending" else sent.status


def assert_finished_between(client: Client, match_id: int, players: set[str]) -> None:
    match = client.match(match_id)
    assert match.status == "finished"
    assert {seat.username for seat in match.seats} == players
    assert len(client.result(match_id).results) == 2


# -- finding each other ---------------------------------------------------------------------------


def test_two_bot_accounts_find_each_other_by_quick_match(live: LiveServer) -> None:
    alice, bob = signup(live, "seek-a"), signup(live, "seek-b")
    names = {username(alice), username(bob)}
    seen: dict[str, list[UserEventOutput]] = {"a": [], "b": []}
    # Yamatai: random 2-player games of 220-330 decisions (Yokohama's run 110-600).
    wanted = [SeekSpec("yamatai", players=2)]
    first = bot_account(alice, seen["a"], 1, seeks=wanted, accept_challenges=False)
    second = bot_account(bob, seen["b"], 2, seeks=wanted, accept_challenges=False)
    running = [InThread(lambda: first.run(stop_after=1))]
    try:
        # The second seeker comes once the first listens: its seek completes the pair at
        # once (answered `matched`), the first hears `seek_matched` on its stream.
        first.ready.wait(GAME_TIMEOUT_S)
        running.append(InThread(lambda: second.run(stop_after=1)))
        wait_for(lambda: bob.seeks(status="matched"), timeout=ANSWER_TIMEOUT_S)
        reports: list[BotAccountReport] = [r.join(live) for r in running]
    finally:
        first.stop()  # on failure only: they stopped by themselves otherwise
        second.stop()

    (match_a,), (match_b,) = (report.matches for report in reports)
    assert match_a.match_id == match_b.match_id
    assert (match_a.status, match_b.status) == ("finished", "finished")
    assert {match_a.seat, match_b.seat} == {0, 1}
    assert_finished_between(alice, match_a.match_id, names)
    for report, events in zip(reports, seen.values(), strict=True):
        assert (report.failed, report.accepted) == ([], [])
        paired = [e for e in events if e.kind == "seek_matched"]
        assert [(e.match_id, e.seek_id) for e in paired] == [(match_a.match_id, report.seeks[0])]
    # Nothing is left waiting for a partner.
    assert alice.seeks(status="open") == bob.seeks(status="open") == []


@pytest.mark.soak
def test_a_challenge_is_accepted_by_the_example_bot_as_a_bot_account(
    live: LiveServer, tmp_path: Path
) -> None:
    alice = signup(live, "challenger")
    with Client(live.url) as signup_bob:
        bob = signup_bob.signup(f"challenged-{uuid.uuid4().hex[:8]}", is_bot=True)
    match = alice.create_match("yokohama", 2, invite=[bob.username], seed=41)
    assert match.status == "waiting"
    assert (match.seats[1].holder, match.seats[1].invited) == ("invited", bob.username)

    # Invited before it runs: the bot account finds the invitation when it starts.
    log = tmp_path / "bob.log"
    command = [sys.executable, "-m", "yokohama_sdk.bots.random", "--accept-challenges"]
    command += ["--game", "yokohama", "--games", "1", "--seed", "3", "--quiet"]
    with log.open("w") as stderr:
        bot = subprocess.Popen(
            command,
            cwd=ROOT,
            env=sdk_env(YOKOHAMA_SERVER=live.url, YOKOHAMA_TOKEN=bob.token),
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        answered = wait_for(lambda: answer_to(alice, match.id), timeout=ANSWER_TIMEOUT_S)
        assert answered == "accepted", tail(log)
        final = play(alice, match.id, random_decider(4))
        out, _ = bot.communicate(timeout=GAME_TIMEOUT_S)
    finally:
        if bot.poll() is None:
            bot.kill()
            bot.wait()
    assert bot.returncode == 0, f"{tail(log)}\nserver:\n{live.log_tail()}"
    assert final.match.status == "finished"
    (line,) = out.strip().splitlines()
    fields = dict(part.split("=", 1) for part in line.split()[1:])
    assert (fields["match"], fields["seat"], fields["status"]) == (str(match.id), "1", "finished")
    mine = next(r for r in alice.result(match.id).results if r.seat == 1)
    assert (fields["rank"], fields["score"]) == (str(mine.rank), str(mine.score))
    assert_finished_between(alice, match.id, {username(alice), bob.username})
    (sent,) = alice.invitations("sent")
    assert (sent.invitee, sent.status, sent.match.id) == (bob.username, "accepted", match.id)


@pytest.mark.soak
def test_a_rematch_offered_by_one_is_accepted_by_the_others_bot_account(
    live: LiveServer,
) -> None:
    alice, bob = signup(live, "rematch-a"), signup(live, "rematch-b")
    names = {username(alice), username(bob)}
    first = alice.create_match("yokohama", 2, invite=[username(bob)], seed=7)
    (invitation,) = bob.invitations(status="pending")
    bob.accept_invitation(invitation.id)
    games = [play_in_thread(alice, first.id, 1), play_in_thread(bob, first.id, 2)]
    for game in games:
        game.join(live)

    seen: list[UserEventOutput] = []
    account = bot_account(bob, seen, 3, games={"yokohama"})
    running = InThread(lambda: account.run(stop_after=1))
    try:
        account.ready.wait(GAME_TIMEOUT_S)  # it hears the offer live, on its event stream
        rematch = alice.rematch(first.id)
        assert rematch.rematch_of == first.id
        assert rematch.your_seat == 1  # seats move one place on: alice played seat 0
        assert rematch.seats[0].invited == username(bob)
        answered = wait_for(lambda: answer_to(alice, rematch.id), timeout=ANSWER_TIMEOUT_S)
        assert answered == "accepted"
        final = play(alice, rematch.id, random_decider(4))
        report: BotAccountReport = running.join(live)
    finally:
        account.stop()  # on failure only: it stopped by itself otherwise

    assert final.match.status == "finished"
    (offer,) = [e for e in seen if e.kind == "invited"]
    assert (offer.match_id, offer.invitation_id) == (rematch.id, report.accepted[0])
    assert [(m.match_id, m.seat, m.status) for m in report.matches] == [(rematch.id, 0, "finished")]
    assert_finished_between(alice, rematch.id, names)
    assert alice.match(first.id).rematch_id == rematch.id
    assert bob.rematch(first.id).id == rematch.id  # asked again: the same rematch


@pytest.mark.soak
def test_a_server_bot_accepts_a_challenge_and_plays_it_to_the_end(live: LiveServer) -> None:
    # The server bots' accounts are made after every migrate and flush (games/apps.py).
    alice = signup(live, "vs-greedy")
    match = alice.create_match("yokohama", 2, invite=["greedy-bot"], seed=8)
    assert match.status == "active"  # accepted at once
    assert (match.seats[1].holder, match.seats[1].bot_kind) == ("bot", "greedy")
    final = play(alice, match.id, random_decider(5))
    assert final.match.status == "finished"
    assert sorted(r.seat for r in alice.result(match.id).results) == [0, 1]
    (sent,) = alice.invitations("sent")
    assert (sent.invitee, sent.status) == ("greedy-bot", "accepted")


# -- the calls around them ------------------------------------------------------------------------


def test_invitations_share_codes_and_seeks_through_the_client(live: LiveServer) -> None:
    alice, bob, carol = (signup(live, name) for name in ("host", "guest", "other"))
    match = alice.create_match("yokohama", 3, private=True, invite=[username(bob)])
    to_carol = alice.invite(match.id, username(carol), seat=2)
    assert (to_carol.seat, to_carol.status) == (2, "pending")
    assert [i.id for i in carol.invitations(status="pending")] == [to_carol.id]
    assert carol.decline_invitation(to_carol.id).status == "declined"
    (to_bob,) = bob.invitations()
    assert alice.cancel_invitation(to_bob.id).status == "cancelled"
    with pytest.raises(InvitationNotPending) as late:
        bob.accept_invitation(to_bob.id)
    assert late.value.invitation_status == "cancelled"
    assert {i.status for i in alice.invitations("sent")} == {"declined", "cancelled"}

    # Private: nobody else sees it, unless they bring its share code.
    with pytest.raises(NotFound):
        carol.match(match.id)
    code = alice.share_code(match.id)
    assert alice.match(match.id).share_code == code
    assert carol.match(match.id, code=code).id == match.id
    joined = carol.join_match(match.id, code=code)
    assert joined.your_seat is not None
    alice.revoke_share_code(match.id)
    with pytest.raises(NotFound):
        bob.match(match.id, code=code)

    seek = alice.seek("yokohama", 4, expires_in_seconds=60)
    assert (seek.status, seek.players, seek.match_id) == ("open", 4, None)
    assert [s.id for s in alice.seeks(status="open")] == [seek.id]
    assert alice.get_seek(seek.id).status == "open"
    assert alice.cancel_seek(seek.id).status == "cancelled"
    with pytest.raises(SeekConflict) as again:
        alice.cancel_seek(seek.id)
    assert again.value.code == "seek_not_open"


def test_private_and_players_only_matches_refuse_their_streams_to_others(
    live: LiveServer,
) -> None:
    alice, bob, carol = (signup(live, name) for name in ("owner", "invitee", "stranger"))
    private = alice.create_match("yokohama", 2, private=True, invite=[username(bob)])
    closed = alice.create_match("yokohama", 2, spectators="players", bots={1: "random"})
    assert closed.status == "active"
    missing = private.id + 10**6
    headers = {"Authorization": f"Bearer {carol.token}"}

    def problem(path: str) -> tuple[int, str, str]:
        """(status, code, detail) of the problem answered; a stream that opens is not read."""
        with (
            httpx.Client(base_url=live.url, headers=headers, timeout=10) as http,
            http.stream("GET", path) as response,
        ):
            if response.status_code == 200:
                return 200, "", ""  # the stream or the long poll answered: hang up
            found = json.loads(response.read())
        return response.status_code, found["code"], found["detail"]

    for suffix in ("/stream", "/events?after=0&timeout=0"):
        hidden = problem(f"/api/v1/matches/{private.id}{suffix}")
        absent = problem(f"/api/v1/matches/{missing}{suffix}")
        # The same answer as for a match that does not exist (but for the id it names).
        assert hidden[:2] == absent[:2] == (404, "not_found"), (suffix, hidden, absent)
        assert hidden[2].replace(str(private.id), "<id>") == absent[2].replace(str(missing), "<id>")
        refused = problem(f"/api/v1/matches/{closed.id}{suffix}")
        assert refused[:2] == (403, "spectators_not_allowed"), (suffix, refused)

    # The invitee was told, with the invitation's id.
    (pending,) = bob.invitations(status="pending")
    with httpx.Client(base_url=live.url, timeout=10) as http:
        listed = http.get(
            "/api/v1/events", params={"after": 0}, headers={"Authorization": f"Bearer {bob.token}"}
        )
    assert listed.status_code == 200
    invited = [e for e in listed.json()["events"] if e["kind"] == "invited"]
    assert [(e["match_id"], e["invitation_id"]) for e in invited] == [(private.id, pending.id)]
    # The SDK reads the same list.
    events = bob.user_events(after=0).events
    told = [(e.match_id, e.invitation_id) for e in events if e.kind == "invited"]
    assert told == [(private.id, pending.id)]
