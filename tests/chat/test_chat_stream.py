"""Chat on the match stream, against a real uvicorn server (as tests/api/test_streams.py).

Each message reaches the streams of its channel's readers only, never one of an account the
reader muted; posts go through the server's API, so the notices travel as in production.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.test_streams import TIMEOUT, EventReader, human_match, open_stream, signup
from tests.conftest import LiveServer


@pytest.fixture
def http(live_api: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api.url, timeout=TIMEOUT) as client:
        yield client


def say(http: httpx.Client, match_id: int, who: dict[str, str], text: str) -> dict[str, Any]:
    sent = http.post(f"/api/v1/matches/{match_id}/chat", json={"text": text}, headers=who)
    assert sent.status_code == 201, sent.text
    message: dict[str, Any] = sent.json()
    return message


def mute(http: httpx.Client, who: dict[str, str], username: str) -> int:
    muted = http.post("/api/v1/chat/mutes", json={"username": username}, headers=who)
    assert muted.status_code == 201, muted.text
    mute_id: int = muted.json()["id"]
    return mute_id


def test_chat_reaches_the_streams_of_its_channel_only(http: httpx.Client) -> None:
    match_id, (alice, bob) = human_match(http, players=2, seed=31)
    carol_name, carol = signup(http)
    _, dave = signup(http)
    mute_id = mute(http, dave, carol_name)  # before dave's stream opens: read when it opens
    path = f"/api/v1/matches/{match_id}/stream"
    with (
        open_stream(http, path, alice) as player_stream,
        open_stream(http, path, dave) as muting_spectator_stream,
        open_stream(http, path) as anonymous_stream,
    ):
        player, muting, anonymous = (
            EventReader(response)
            for response in (player_stream, muting_spectator_stream, anonymous_stream)
        )
        for reader in (player, muting, anonymous):
            reader.take(1, kind="status")  # the stream is live
        gl = say(http, match_id, bob, "gl hf")  # the players' chat
        go = say(http, match_id, carol, "go alice")  # the spectators' chat
        s2 = say(http, match_id, dave, "nice opening")
        p2 = say(http, match_id, bob, "you too")
        # Each stream gets its channel's messages, in order, exactly as chat_post answered:
        # had another channel's (or a muted account's) message come, it would be among these.
        assert [e.data for e in player.take(2, kind="chat")] == [gl, p2]
        assert [e.data for e in anonymous.take(2, kind="chat")] == [go, s2]
        first = muting.take(1, kind="chat")[0]
        assert first.data == s2  # carol's "go alice", sent before, never came
        assert first.id is None  # chat events leave the stream's seq cursor alone
        # dave lifts the mute while his stream is open: carol's next message reaches him.
        lifted = http.delete(f"/api/v1/chat/mutes/{mute_id}", headers=dave)
        assert lifted.status_code == 204
        s3 = say(http, match_id, carol, "welcome back")
        assert [e.data for e in muting.take(1, kind="chat")] == [s3]
        assert [e.data for e in anonymous.take(1, kind="chat")] == [s3]
        p3 = say(http, match_id, alice, "thanks")
        assert [e.data for e in player.take(1, kind="chat")] == [p3]  # not s3
