"""The SDK's event iterators against a real server: typed events, in order, to the end."""

from __future__ import annotations

import uuid

from yokohama_client.models import LogEntryOutput, MatchStatusEventOutput
from yokohama_sdk import Client, follow_match, follow_user

from tests.sdk.conftest import LiveServer


def test_follow_match_yields_the_whole_log_then_ends_with_the_match(live: LiveServer) -> None:
    with Client(live.url) as client:
        client.signup(f"watcher-{uuid.uuid4().hex[:8]}")
        bots = {0: "random", 1: "random"}
        # Shinjuku: the shortest random game of the three (half of Yokohama's decisions).
        match = client.create_match("shinjuku", 2, seed=3, bots=bots, join=False)
        events = list(follow_match(client, match.id, after=0))
        entries = [e for e in events if isinstance(e, LogEntryOutput)]
        statuses = [e for e in events if isinstance(e, MatchStatusEventOutput)]
        assert [e.seq for e in entries] == list(range(1, len(entries) + 1))
        assert statuses[-1].status == "finished"
        assert statuses[-1].seq == entries[-1].seq
        log = client.actions(match.id)
        assert [e.to_dict() for e in entries] == [e.to_dict() for e in log]


def test_follow_user_announces_the_start_and_your_turn(live: LiveServer) -> None:
    with Client(live.url) as client:
        client.signup(f"player-{uuid.uuid4().hex[:8]}")
        events = follow_user(client, after=0)  # a new account: from its first event
        match = client.create_match("yokohama", 2, seed=5, bots={1: "random"})
        started, first_turn = next(events), next(events)
        events.close()
    assert (started.kind, started.match_id) == ("match_started", match.id)
    assert (first_turn.kind, first_turn.match_id, first_turn.seq) == ("your_turn", match.id, 0)
    assert first_turn.id > started.id
