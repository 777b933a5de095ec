"""The SDK client against a real server process: tokens, typed errors, the match calls."""

from __future__ import annotations

import uuid

import pytest
from yokohama_sdk import (
    AuthenticationError,
    Client,
    Forbidden,
    IllegalAction,
    InvalidAction,
    NoResult,
    NotFound,
    NotYourTurn,
    StaleState,
    UsernameTaken,
    ValidationError,
)

from tests.sdk.conftest import LiveServer, engine_registered

needs_engine = pytest.mark.skipif(
    not engine_registered(), reason="the yokohama engine is not registered yet"
)


def name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def test_signup_switches_the_client_to_the_new_token(live: LiveServer) -> None:
    with Client(live.url) as client:
        assert client.token is None
        account = client.signup(name("alice"), is_bot=True)
        assert account.is_bot is True
        assert client.token == account.token
        with pytest.raises(UsernameTaken) as caught:
            client.signup(account.username)
    assert caught.value.status == 409
    assert caught.value.code == "username_taken"


def test_login_lists_and_revokes_tokens(live: LiveServer) -> None:
    username = name("lena")
    with Client(live.url) as signup, Client(live.url) as laptop:
        signup.signup(username, password="lena-password-1", is_bot=True)
        with pytest.raises(AuthenticationError) as wrong:
            laptop.login(username, "not-her-password")
        assert wrong.value.code == "authentication_failed"
        issued = laptop.login(username, "lena-password-1", name="laptop", scopes=["read"])
        assert laptop.token == issued.token
        assert [str(scope) for scope in issued.scopes] == ["read"]
        who = laptop.me()
        assert (who.username, who.is_bot, who.token_id) == (username, True, issued.id)
        listed = signup.tokens()
        assert len(listed) == 2
        assert listed[0].id == issued.id
        assert listed[0].name == "laptop"
        with pytest.raises(Forbidden) as refused:
            laptop.create_match("yokohama", players=2)
        assert "`play` scope" in refused.value.detail
        signup.revoke_token(issued.id)
        with pytest.raises(AuthenticationError):
            laptop.me()
        with pytest.raises(NotFound):
            signup.revoke_token(issued.id)
        assert [token.id for token in signup.tokens()] == [listed[1].id]


def test_public_calls_work_without_a_token(live: LiveServer) -> None:
    with Client(live.url, token=None) as client:
        assert "yokohama" in [game.slug for game in client.games()]
        assert client.health().database.ok is True
        with pytest.raises(NotFound) as caught:
            client.match(987654)
    assert caught.value.code == "not_found"
    assert caught.value.status == 404


def test_a_wrong_token_is_an_authentication_error(live: LiveServer) -> None:
    with Client(live.url, token="not-a-token") as client, pytest.raises(AuthenticationError) as e:
        client.games()
    assert e.value.code == "authentication_failed"


def test_validation_errors_name_the_fields(live: LiveServer) -> None:
    with Client(live.url) as client:
        client.signup(name("val"))
        with pytest.raises(ValidationError) as caught:
            client.create_match("yokohama", players=0)
    assert "players" in caught.value.errors


@needs_engine
def test_turn_errors_carry_their_fields(live: LiveServer) -> None:
    with Client(live.url) as alice, Client(live.url) as bob, Client(live.url) as eve:
        alice.signup(name("alice"))
        bob.signup(name("bob"))
        eve.signup(name("eve"))
        match = alice.create_match("yokohama", players=2, seed=11)
        assert match.status == "waiting"
        joined = bob.join_match(match.id)
        assert joined.status == "active"
        assert joined.your_seat == 1

        with pytest.raises(Forbidden) as not_seated:
            eve.legal_actions(match.id)
        assert not_seated.value.code == "not_seated"

        # Yokohama starts with every seat choosing an order card at once, or with one seat.
        movers = {0: alice, 1: bob}
        seat = joined.to_move[0]
        mover = movers[seat]
        legal = mover.legal_actions(match.id)
        assert legal.seat == seat
        assert legal.actions

        with pytest.raises(StaleState) as stale:
            mover.submit(match.id, legal.actions[0].notation, expected_seq=legal.seq + 5)
        assert stale.value.current_seq == legal.seq

        with pytest.raises(InvalidAction):
            mover.submit(match.id, "no-such-action!", expected_seq=legal.seq)
        legal_notations = {a.notation for a in legal.actions}
        wrong = next(
            n for n in ("pass", "stop", "return", "university") if n not in legal_notations
        )
        with pytest.raises(IllegalAction) as illegal:
            mover.submit(match.id, wrong, expected_seq=legal.seq)
        assert illegal.value.reason

        idle = [c for s, c in movers.items() if s not in joined.to_move]
        if idle:
            with pytest.raises(NotYourTurn) as turn:
                idle[0].submit(match.id, legal.actions[0].notation, expected_seq=legal.seq)
            assert turn.value.to_move == joined.to_move

        key = uuid.uuid4().hex
        first = mover.submit(
            match.id, legal.actions[0].notation, expected_seq=legal.seq, idempotency_key=key
        )
        again = mover.submit(
            match.id, legal.actions[0].notation, expected_seq=legal.seq, idempotency_key=key
        )
        assert first.seq == again.seq == legal.seq + 1
        assert alice.match(match.id).seq == legal.seq + 1

        with pytest.raises(NoResult) as no_result:
            alice.result(match.id)
        assert no_result.value.code == "no_result"


@needs_engine
def test_the_action_log_is_read_page_by_page(live: LiveServer) -> None:
    with Client(live.url) as alice, Client(live.url) as bob:
        alice.signup(name("alice"))
        bob.signup(name("bob"))
        match = alice.create_match("yokohama", players=2, seed=12)
        clients = {0: alice, 1: bob}
        to_move = bob.join_match(match.id).to_move
        for _ in range(5):
            mover = clients[to_move[0]]
            legal = mover.legal_actions(match.id)
            accepted = mover.submit(match.id, legal.actions[0].notation, expected_seq=legal.seq)
            assert accepted.entry.seq == accepted.seq  # the submit answer's entry is a log entry
            to_move = accepted.to_move

        first = alice.actions_page(match.id, limit=2)
        assert [entry.seq for entry in first.results] == [1, 2]
        assert first.count == 5
        assert first.next_ is not None
        assert first.previous is None
        last = alice.actions_page(match.id, after=4, limit=2)
        assert [entry.seq for entry in last.results] == [5]
        assert last.next_ is None
        assert [entry.seq for entry in alice.actions(match.id)] == [1, 2, 3, 4, 5]
        assert [entry.seq for entry in alice.actions(match.id, after=3)] == [4, 5]
        # Three pages of at most two entries, followed to the end.
        assert [entry.seq for entry in alice.actions(match.id, page_size=2)] == [1, 2, 3, 4, 5]


@needs_engine
def test_undo_takes_back_a_quiet_decision_and_says_why_it_cannot(live: LiveServer) -> None:
    from yokohama_sdk import UndoRefused

    with Client(live.url) as alice, Client(live.url) as bob:
        alice.signup(name("undo-alice"), is_bot=True)
        bob.signup(name("undo-bob"), is_bot=True)
        match = alice.create_match("yokohama", 2, seed=7)
        bob.join_match(match.id)
        clients = {0: alice, 1: bob}
        # Nothing of its own yet: nothing to take back.
        first = clients[alice.match(match.id).to_move[0]]
        with pytest.raises(UndoRefused) as nothing:
            first.undo(match.id, expected_seq=0)
        assert nothing.value.code == "nothing_to_undo"
        # Play first legal decisions until one leaves its seat to move on (the setup's order
        # cards are single decisions); take that one back, unless it revealed something.
        reasons: list[str | None] = []
        for _ in range(60):
            seat = alice.match(match.id).to_move[0]
            mover = clients[seat]
            legal = mover.legal_actions(match.id)
            placed = mover.submit(match.id, legal.actions[0].notation, expected_seq=legal.seq)
            if seat not in placed.to_move:
                continue
            try:
                taken_back = mover.undo(match.id, expected_seq=placed.seq)
            except UndoRefused as refused:
                reasons.append(refused.reason)
                continue
            break
        else:
            raise AssertionError("no decision could be taken back in 60 decisions")
        assert set(reasons) <= {"revealed"}  # the only reason a refusal may give here
        assert taken_back.seq == placed.seq + 1
        assert taken_back.entry.kind == "undo"
        assert [a.notation for a in taken_back.legal_actions] == [a.notation for a in legal.actions]
        with pytest.raises(StaleState):
            mover.undo(match.id, expected_seq=placed.seq)


@needs_engine
def test_two_players_chat_and_a_spectator_reads_only_the_spectators(live: LiveServer) -> None:
    with Client(live.url) as alice, Client(live.url) as bob, Client(live.url) as carol:
        alice.signup(name("chat-alice"), is_bot=True)
        bob.signup(name("chat-bob"), is_bot=True)
        carol.signup(name("chat-carol"), is_bot=True)
        match = alice.create_match("yokohama", 2, seed=3)
        bob.join_match(match.id)
        hello = alice.say(match.id, "  good luck!  ")
        assert (hello.text, hello.channel) == ("good luck!", "players")
        bob.say(match.id, "you too")
        aside = carol.say(match.id, "watch the church")
        assert aside.channel == "spectators"
        assert [m.text for m in bob.chat(match.id)] == ["good luck!", "you too"]
        assert [m.text for m in alice.chat(match.id, after=hello.id)] == ["you too"]
        assert [m.text for m in carol.chat(match.id)] == ["watch the church"]
        with pytest.raises(ValidationError):
            alice.say(match.id, "   ")
