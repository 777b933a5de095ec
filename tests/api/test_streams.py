"""Event streams (server-sent events) and the long poll against a real uvicorn server.

Every write goes through the server's HTTP API (or its bots), so in the embedded default the
notices reach the server's own hub; with REDIS_URL they cross processes through Redis.
"""

from __future__ import annotations

import json
import os
import random
import re
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from bench.cpu import children_of
from games.models import Match
from tests.api.test_hidden_information import hidden_ids_for, strings_in
from tests.conftest import LiveServer

TIMEOUT = httpx.Timeout(30.0, read=20.0)


@dataclass
class Event:
    event: str = "message"
    id: int | None = None
    data: Any = None
    comments: list[str] = field(default_factory=list)


class EventReader:
    """A minimal text/event-stream parser over a streaming httpx response."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self._lines = response.iter_lines()
        self.comments: list[str] = []
        self.retry: int | None = None

    def next(self) -> Event | None:
        """The next event (comments collected on the way); None when the stream ends."""
        current = Event()
        data_lines: list[str] = []
        for line in self._lines:
            if line == "":
                if data_lines:
                    current.data = json.loads("\n".join(data_lines))
                    return current
                continue
            name, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "":
                self.comments.append(value)
            elif name == "id":
                current.id = int(value)
            elif name == "event":
                current.event = value
            elif name == "data":
                data_lines.append(value)
            elif name == "retry":
                self.retry = int(value)
        return None

    def next_comment(self) -> str:
        """Read until the next comment line (a heartbeat) and return its text."""
        for line in self._lines:
            if line.startswith(":"):
                return line[1:].strip()
        raise AssertionError("the stream ended without a comment")

    def take(self, count: int, *, kind: str | None = None) -> list[Event]:
        found: list[Event] = []
        while len(found) < count:
            event = self.next()
            assert event is not None, f"the stream ended after {len(found)} of {count} events"
            if kind is None or event.event == kind:
                found.append(event)
        return found


@pytest.fixture
def http(live_api: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api.url, timeout=TIMEOUT) as client:
        yield client


def signup(http: httpx.Client) -> tuple[str, dict[str, str]]:
    name = f"p{uuid.uuid4().hex[:10]}"
    response = http.post("/api/v1/accounts", json={"username": name})
    assert response.status_code == 201, response.text
    return name, {"Authorization": f"Bearer {response.json()['token']}"}


def human_match(
    http: httpx.Client, players: int = 2, seed: int = 5
) -> tuple[int, list[dict[str, str]]]:
    """A match of `players` humans, started; returns its id and each seat's auth header."""
    seats = [signup(http)[1] for _ in range(players)]
    body = {"game": "yokohama", "players": players, "seed": seed}
    created = http.post("/api/v1/matches", json=body, headers=seats[0])
    assert created.status_code == 201, created.text
    match_id = created.json()["id"]
    for headers in seats[1:]:
        joined = http.post(f"/api/v1/matches/{match_id}/join", json={}, headers=headers)
        assert joined.status_code == 200, joined.text
    return match_id, seats


def play(
    http: httpx.Client, match_id: int, seats: list[dict[str, str]], moves: int, rng: random.Random
):
    """Submit `moves` random legal actions, each by a seat whose decision it is."""
    for _ in range(moves):
        match = http.get(f"/api/v1/matches/{match_id}").json()
        if match["status"] != "active":
            return
        seat = match["to_move"][0]
        legal = http.get(f"/api/v1/matches/{match_id}/legal-actions", headers=seats[seat]).json()
        choice = rng.choice(legal["actions"])
        sent = http.post(
            f"/api/v1/matches/{match_id}/actions",
            json={"expected_seq": legal["seq"], "action": choice["notation"]},
            headers=seats[seat],
        )
        assert sent.status_code == 201, sent.text


def log_as(
    http: httpx.Client, match_id: int, headers: dict[str, str] | None
) -> list[dict[str, Any]]:
    response = http.get(f"/api/v1/matches/{match_id}/actions?after=0", headers=headers or {})
    assert response.status_code == 200
    body: Any = response.json()
    entries: list[dict[str, Any]] = body["results"] if isinstance(body, dict) else body
    return entries


def open_stream(http: httpx.Client, path: str, headers: dict[str, str] | None = None):
    return http.stream("GET", path, headers={"Accept": "text/event-stream", **(headers or {})})


def test_each_viewer_receives_the_log_as_the_log_endpoint_renders_it_for_them(
    http: httpx.Client,
) -> None:
    match_id, seats = human_match(http, players=3, seed=11)
    viewers: list[dict[str, str] | None] = [*seats, None]
    with (
        open_stream(http, f"/api/v1/matches/{match_id}/stream?after=0", seats[0]) as r0,
        open_stream(http, f"/api/v1/matches/{match_id}/stream?after=0", seats[1]) as r1,
        open_stream(http, f"/api/v1/matches/{match_id}/stream?after=0", seats[2]) as r2,
        open_stream(http, f"/api/v1/matches/{match_id}/stream?after=0") as spectator,
    ):
        responses = [r0, r1, r2, spectator]
        for response in responses:
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
        readers = [EventReader(response) for response in responses]
        # The first status event comes at once (nothing has been played yet).
        for reader in readers:
            (status,) = reader.take(1, kind="status")
            assert status.data == {"seq": 0, "status": "active", "to_move": [0, 1, 2]}
        moves = 12
        play(http, match_id, seats, moves, random.Random(3))
        received_by: list[list[Event]] = []
        for reader, viewer in zip(readers, viewers, strict=True):
            received = reader.take(moves, kind="action")
            assert [event.id for event in received] == list(range(1, moves + 1))
            assert [event.data for event in received] == log_as(http, match_id, viewer)
            received_by.append(received)
    # Scan every event: no other seat's order card, and no card of a deck or the box.
    match = Match.objects.get(pk=match_id)
    for index, received in enumerate(received_by):
        seat = index if index < len(seats) else None
        text = json.dumps([event.data for event in received])
        # Whole words, also inside notations and sentences ("keep_order:<card>").
        leaked = [
            card
            for card in hidden_ids_for(match, seat)
            if re.search(rf"(?<![\w]){re.escape(card)}(?![\w])", text)
        ]
        assert not leaked
        assert set().union(*(strings_in(event.data) for event in received))  # it read events
    # Three order cards were kept at setup: each seat sees its own, nobody sees another's.
    spectator_log = log_as(http, match_id, None)
    kept = [entry for entry in spectator_log if entry["kind"] == "keep_order"]
    assert kept
    assert all(entry["notation"] is None for entry in kept)


def test_each_stream_gets_the_log_texts_in_the_language_it_asked_for(
    http: httpx.Client,
) -> None:
    """The events are written outside the request (by the match's writer once caught up):
    each stream still gets its texts in the language it opened with, as the log renders them."""
    match_id, seats = human_match(http, players=2, seed=13)
    languages = ("en", "de", "ko")
    with (
        open_stream(http, f"/api/v1/matches/{match_id}/stream", {"Accept-Language": "en"}) as en,
        open_stream(http, f"/api/v1/matches/{match_id}/stream", {"Accept-Language": "de"}) as de,
        open_stream(http, f"/api/v1/matches/{match_id}/stream", {"Accept-Language": "ko"}) as ko,
    ):
        readers = [EventReader(response) for response in (en, de, ko)]
        for reader in readers:
            reader.take(1, kind="status")
        moves = 6
        play(http, match_id, seats, moves, random.Random(4))
        received = {
            language: [event.data for event in reader.take(moves, kind="action")]
            for language, reader in zip(languages, readers, strict=True)
        }
    for language in languages:
        logged = http.get(
            f"/api/v1/matches/{match_id}/actions?after=0", headers={"Accept-Language": language}
        ).json()["results"]
        assert received[language] == logged[:moves], language
    assert all(entry["text"].startswith("Seat ") for entry in received["en"])
    assert all("Platz " in entry["text"] for entry in received["de"])
    assert all("번 자리" in entry["text"] for entry in received["ko"])


def test_reconnecting_with_the_last_event_id_loses_and_repeats_nothing(
    http: httpx.Client,
) -> None:
    match_id, seats = human_match(http, players=2, seed=21)
    rng = random.Random(8)
    seen: list[int] = []
    path = f"/api/v1/matches/{match_id}/stream"
    with open_stream(http, path + "?after=0", seats[1]) as response:
        reader = EventReader(response)
        play(http, match_id, seats, 5, rng)
        seen += [event.id for event in reader.take(5, kind="action") if event.id]
    play(http, match_id, seats, 6, rng)  # while disconnected
    with open_stream(http, path, {**seats[1], "Last-Event-ID": str(seen[-1])}) as response:
        reader = EventReader(response)
        seen += [event.id for event in reader.take(6, kind="action") if event.id]
        play(http, match_id, seats, 3, rng)
        seen += [event.id for event in reader.take(3, kind="action") if event.id]
    assert seen == list(range(1, 15))
    # `?after=` resumes the same way (for clients that cannot set headers).
    with open_stream(http, f"{path}?after=12", seats[1]) as response:
        assert [e.id for e in EventReader(response).take(2, kind="action")] == [13, 14]


def test_a_quiet_stream_sends_heartbeats_and_a_retry_hint(http: httpx.Client) -> None:
    match_id, seats = human_match(http, players=2, seed=2)
    with open_stream(http, f"/api/v1/matches/{match_id}/stream", seats[0]) as response:
        reader = EventReader(response)
        reader.take(1, kind="status")
        # The server under test beats every second (EVENTS_HEARTBEAT_SECONDS=1).
        beat = reader.next_comment()
    assert beat == "keep-alive"
    assert reader.retry is not None
    assert reader.retry > 0


def test_the_user_stream_announces_the_bots_move_that_makes_it_your_turn(
    http: httpx.Client,
) -> None:
    _, alice = signup(http)
    with open_stream(http, "/api/v1/events/stream", alice) as response:
        reader = EventReader(response)
        (ready,) = reader.take(1)
        assert ready.event == "ready"
        body = {
            "game": "yokohama",
            "players": 2,
            "seed": 4,
            "bots": [{"seat": 1, "kind": "random"}],
        }
        match_id = http.post("/api/v1/matches", json=body, headers=alice).json()["id"]
        started, first_turn = reader.take(2)
        assert (started.event, started.data["match_id"]) == ("match_started", match_id)
        assert (first_turn.event, first_turn.data["seq"]) == ("your_turn", 0)
        assert started.id is not None
        assert first_turn.id == started.id + 1
        # Alice keeps an order card; then the bot keeps one and, sooner or later, the turn
        # passes to alice through a bot's move.
        # The bot decides at the same time (setup is simultaneous), so the seq may move between
        # alice's read and her submit: she decides again at the new seq, as any client must.
        while True:
            legal = http.get(f"/api/v1/matches/{match_id}/legal-actions", headers=alice).json()
            sent = http.post(
                f"/api/v1/matches/{match_id}/actions",
                json={"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
                headers=alice,
            )
            if sent.status_code == 201:
                break
            assert sent.json()["code"] == "stale_state", sent.text
        (turn,) = reader.take(1, kind="your_turn")
    assert turn.data["match_id"] == match_id
    assert turn.data["game"] == "yokohama"
    log = log_as(http, match_id, alice)
    assert log[turn.data["seq"] - 1]["seat"] == 1  # the action that passed the turn: the bot's
    state = http.get(f"/api/v1/matches/{match_id}", headers=alice).json()
    assert state["seq"] >= turn.data["seq"]
    # The same events come from the list endpoint, after a cursor.
    listed = http.get("/api/v1/events?after=0", headers=alice).json()
    kinds = [(e["kind"], e["id"]) for e in listed["events"]]
    assert ("match_started", started.id) in kinds
    assert ("your_turn", turn.id) in kinds
    after = http.get(f"/api/v1/events?after={turn.id}", headers=alice).json()
    assert all(e["id"] > turn.id for e in after["events"])


def test_a_finished_match_streams_to_its_end_then_answers_204(http: httpx.Client) -> None:
    _, alice = signup(http)
    body = {
        "game": "yokohama",
        "players": 2,
        "seed": 6,
        "join": False,
        "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}],
    }
    match_id = http.post("/api/v1/matches", json=body, headers=alice).json()["id"]
    last: Event | None = None
    with open_stream(http, f"/api/v1/matches/{match_id}/stream?after=0") as response:
        reader = EventReader(response)
        while (event := reader.next()) is not None:
            last = event
    assert last is not None
    assert (last.event, last.data["status"]) == ("status", "finished")
    cursor = {"Last-Event-ID": str(last.id)}
    again = http.get(f"/api/v1/matches/{match_id}/stream", headers=cursor)
    assert again.status_code == 204


def test_stream_errors_are_problems(http: httpx.Client) -> None:
    no_token = http.get("/api/v1/events/stream")
    assert no_token.status_code == 401
    assert no_token.headers["content-type"] == "application/problem+json"
    assert no_token.json()["code"] == "not_authenticated"
    bad_token = http.get("/api/v1/events/stream", headers={"Authorization": "Bearer nope"})
    assert (bad_token.status_code, bad_token.json()["code"]) == (401, "authentication_failed")
    missing = http.get("/api/v1/matches/999999/stream")
    assert (missing.status_code, missing.json()["code"]) == (404, "not_found")
    match_id, seats = human_match(http)
    bad_cursor = http.get(f"/api/v1/matches/{match_id}/stream?after=-1")
    assert (bad_cursor.status_code, bad_cursor.json()["code"]) == (400, "validation_error")
    assert "after" in bad_cursor.json()["errors"]
    posted = http.post(f"/api/v1/matches/{match_id}/stream", json={}, headers=seats[0])
    assert (posted.status_code, posted.json()["code"]) == (405, "method_not_allowed")
    bad_timeout = http.get(f"/api/v1/matches/{match_id}/events?after=0&timeout=nan")
    assert (bad_timeout.status_code, bad_timeout.json()["code"]) == (400, "validation_error")


def test_streams_need_a_live_token_with_read(http: httpx.Client) -> None:
    """Streams authenticate outside DRF (api/streams.py): the same token rules apply."""
    username = f"streamer-{uuid.uuid4().hex[:8]}"
    signed_up = http.post(
        "/api/v1/accounts", json={"username": username, "password": "stream-password-1"}
    )
    assert signed_up.status_code == 201
    reader = {"Authorization": f"Bearer {signed_up.json()['token']}"}
    login = {"username": username, "password": "stream-password-1", "scopes": ["play"]}
    issued = http.post("/api/v1/tokens", json=login)
    assert issued.status_code == 201
    player = {"Authorization": f"Bearer {issued.json()['token']}"}
    refused = http.get("/api/v1/events/stream", headers=player)
    assert (refused.status_code, refused.json()["code"]) == (403, "insufficient_scope")
    assert "`read` scope" in refused.json()["detail"]
    assert refused.headers["WWW-Authenticate"] == 'Bearer error="insufficient_scope", scope="read"'
    revoked = http.delete(f"/api/v1/tokens/{issued.json()['id']}", headers=reader)
    assert revoked.status_code == 204
    gone = http.get("/api/v1/events?after=0", headers=player)
    assert (gone.status_code, gone.json()["code"]) == (401, "authentication_failed")
    assert "revoked" in gone.json()["detail"]


def test_forty_waiting_long_polls_do_not_stop_the_server(http: httpx.Client) -> None:
    match_id, seats = human_match(http, seed=14)
    waiting = 40
    connected = threading.Barrier(waiting + 1)

    def long_poll(_: int) -> dict[str, Any]:
        with httpx.Client(base_url=str(http.base_url), timeout=TIMEOUT) as client:
            connected.wait(timeout=30)
            answer: dict[str, Any] = client.get(
                f"/api/v1/matches/{match_id}/events?after=0&timeout=25"
            ).json()
            return answer

    with ThreadPoolExecutor(max_workers=waiting) as pool:
        polls = [pool.submit(long_poll, i) for i in range(waiting)]
        connected.wait(timeout=30)
        # With the polls waiting, the server still reads and writes (before, sixteen waiting
        # clients took every web thread); the polls then all wake with the new entry.
        assert http.get(f"/api/v1/matches/{match_id}").status_code == 200
        play(http, match_id, seats, 1, random.Random(1))
        answers = [poll.result(timeout=60) for poll in polls]
    assert all(answer["seq"] >= 1 for answer in answers)
    assert all(answer["entries"][0]["seq"] == 1 for answer in answers)


def local_ports_of(pids: set[int]) -> set[int]:
    """The local TCP ports of the sockets the processes `pids` hold (/proc)."""
    inodes = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                try:
                    target = os.readlink(fd)
                except OSError:
                    continue
                if target.startswith("socket:["):
                    inodes.add(target[len("socket:[") : -1])
        except OSError:
            continue
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[9] in inodes:
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def test_open_streams_hold_no_redis_connection_each(
    http: httpx.Client, live_api: LiveServer
) -> None:
    """Each stream passes the rate limiter (the Redis cache) and then stays open: the server's
    Redis connections must not grow with the streams (they did, one per stream)."""
    from django.conf import settings

    if not settings.REDIS_URL:
        pytest.skip("the embedded mode's cache is process memory, not Redis")
    import redis

    admin = redis.Redis.from_url(settings.REDIS_URL)
    database = admin.connection_pool.connection_kwargs.get("db", 0)

    def connections_on_our_database() -> int:
        """The server's own connections: other test processes share the Redis database and
        open and close theirs meanwhile."""
        ports = local_ports_of(children_of(live_api.pid))
        return sum(
            1
            for client in admin.client_list()
            if int(client["db"]) == database and int(client["addr"].rsplit(":", 1)[1]) in ports
        )

    match_id, _ = human_match(http, seed=15)
    with open_stream(http, f"/api/v1/matches/{match_id}/stream") as first:
        EventReader(first).take(1, kind="status")
        before = connections_on_our_database()
        streams = 12
        with httpx.Client(base_url=str(http.base_url), timeout=TIMEOUT) as client:
            request = client.build_request(
                "GET", f"/api/v1/matches/{match_id}/stream", headers={"Accept": "text/event-stream"}
            )
            opened = [client.send(request, stream=True) for _ in range(streams)]
            try:
                for response in opened:
                    EventReader(response).take(1, kind="status")
                after = connections_on_our_database()
            finally:
                for response in opened:
                    response.close()
    # A few may open for requests in flight elsewhere (the worker, the test's own client).
    assert after - before < streams // 2, (before, after)
