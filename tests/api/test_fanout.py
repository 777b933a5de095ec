"""The match writer (api/fanout.py) with connections that do not behave: one that stops
draining, one that fails. The live stream tests (test_streams.py) cover the writer with well-
behaved clients through uvicorn; a stalled TCP client needs megabytes of events before its
buffers fill, so here the ASGI `send` itself stalls or fails, as uvicorn's does then."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from api import fanout
from games import events, services
from games.codec import game_of, load_state
from games.models import Match, User

ACTIONS = 40


def two_seat_match() -> tuple[int, dict[int, User]]:
    alice = User.objects.create(username="fan-alice")
    bob = User.objects.create(username="fan-bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=11)
    services.match_join(match_id=match.pk, user=bob)  # the last free seat: it starts
    return match.pk, {0: alice, 1: bob}


def play(match_id: int, users: dict[int, User], count: int) -> int:
    """`count` random legal decisions through the service clients use; the last seq."""
    rng = random.Random(match_id * 1000 + Match.objects.get(pk=match_id).seq)
    for _ in range(count):
        match = Match.objects.get(pk=match_id)
        seat = match.to_move[0]
        legal = game_of(match).legal_actions(load_state(match), seat)
        services.match_action_submit(
            match_id=match_id,
            action=rng.choice(legal).to_notation(),
            expected_seq=match.seq,
            user=users[seat],
        )
    return Match.objects.get(pk=match_id).seq


def action_ids(messages: list[dict[str, Any]]) -> list[int]:
    ids = []
    for message in messages:
        for block in message["body"].split(b"\n\n"):
            lines = dict(
                line.split(b": ", 1) for line in block.split(b"\n") if b": " in line and line[:1]
            )
            if lines.get(b"event") == b"action":
                ids.append(int(lines[b"id"]))
    return ids


@pytest.mark.django_db(transaction=True)
def test_a_stalled_connection_is_dropped_and_the_others_get_every_event(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A few events' worth instead of 256 KB, so that a short game overflows it.
    monkeypatch.setattr(fanout, "FOLLOWER_BACKLOG_BYTES", 2000)
    match_id, users = two_seat_match()

    async def scenario() -> tuple[list[dict[str, Any]], list[dict[str, Any]], int, bool]:
        healthy: list[dict[str, Any]] = []
        stalled: list[dict[str, Any]] = []
        never = asyncio.get_running_loop().create_future()

        async def healthy_send(message: dict[str, Any]) -> None:
            healthy.append(message)

        async def stalled_send(message: dict[str, Any]) -> None:
            stalled.append(message)
            await never  # its buffer is full from the first write on

        common: dict[str, Any] = {"viewer": None, "cursor": 0, "sent_status": ("", ())}
        kept = asyncio.ensure_future(fanout.follow(match_id, send=healthy_send, **common))
        dropped = asyncio.ensure_future(fanout.follow(match_id, send=stalled_send, **common))
        last_seq = await events.run_db(play, match_id, users, ACTIONS)
        # The stalled stream ended on its own (follow returned); the healthy one goes on.
        await asyncio.wait_for(dropped, timeout=30)
        await _within(lambda: last_seq in action_ids(healthy))
        stalled_ended = dropped.done() and not kept.done()
        kept.cancel()
        await asyncio.gather(kept, return_exceptions=True)
        await _within(lambda: fanout.writer_count() == 0)
        return healthy, stalled, last_seq, stalled_ended

    try:
        healthy, stalled, last_seq, stalled_ended = asyncio.run(scenario())
    finally:
        events.close_db_connections()
    assert action_ids(healthy) == list(range(1, last_seq + 1))  # each once, in order
    assert stalled_ended
    assert len(stalled) == 1  # the one write it never finished; the rest were not sent


@pytest.mark.django_db(transaction=True)
def test_a_connection_that_stalls_for_a_while_gets_every_event_in_order() -> None:
    match_id, users = two_seat_match()

    async def scenario() -> tuple[list[dict[str, Any]], int]:
        received: list[dict[str, Any]] = []
        gate = asyncio.get_running_loop().create_future()

        async def sluggish_send(message: dict[str, Any]) -> None:
            await gate  # full until the gate opens; then it drains
            received.append(message)

        common: dict[str, Any] = {"viewer": 1, "cursor": 0, "sent_status": ("", ())}
        following = asyncio.ensure_future(fanout.follow(match_id, send=sluggish_send, **common))
        first = await events.run_db(play, match_id, users, ACTIONS // 2)
        await _within(lambda: bool(fanout.writer_count()))
        assert received == []
        gate.set_result(None)
        last_seq = await events.run_db(play, match_id, users, ACTIONS // 2)
        assert last_seq > first
        await _within(lambda: last_seq in action_ids(received))
        assert not following.done()
        following.cancel()
        await asyncio.gather(following, return_exceptions=True)
        return received, last_seq

    try:
        received, last_seq = asyncio.run(scenario())
    finally:
        events.close_db_connections()
    assert action_ids(received) == list(range(1, last_seq + 1))


@pytest.mark.django_db(transaction=True)
def test_a_failing_connection_ends_its_stream_alone() -> None:
    match_id, users = two_seat_match()

    async def scenario() -> tuple[list[dict[str, Any]], int]:
        healthy: list[dict[str, Any]] = []

        async def healthy_send(message: dict[str, Any]) -> None:
            healthy.append(message)

        async def broken_send(message: dict[str, Any]) -> None:
            raise OSError("connection reset")

        common: dict[str, Any] = {"viewer": 0, "cursor": 0, "sent_status": ("", ())}
        kept = asyncio.ensure_future(fanout.follow(match_id, send=healthy_send, **common))
        # The broken one returns (its stream is over) as soon as the writer first writes to it.
        broken = asyncio.ensure_future(fanout.follow(match_id, send=broken_send, **common))
        last_seq = await events.run_db(play, match_id, users, 10)
        await asyncio.wait_for(broken, timeout=30)
        await _within(lambda: last_seq in action_ids(healthy))
        assert not kept.done()
        kept.cancel()
        await asyncio.gather(kept, return_exceptions=True)
        return healthy, last_seq

    try:
        healthy, last_seq = asyncio.run(scenario())
    finally:
        events.close_db_connections()
    assert action_ids(healthy) == list(range(1, last_seq + 1))


async def _within(predicate: Any, timeout: float = 30.0) -> bool:
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("not within the time allowed")
        await asyncio.sleep(0.02)
    return True
