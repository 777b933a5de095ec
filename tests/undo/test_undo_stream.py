"""A take-back reaches every viewer's match stream as the log renders it for them."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from tests.api.test_streams import TIMEOUT, EventReader, human_match, log_as, open_stream
from tests.conftest import LiveServer


@pytest.fixture
def http(live_api: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api.url, timeout=TIMEOUT) as client:
        yield client


def take_back_a_quiet_decision(
    http: httpx.Client, match_id: int, seats: list[dict[str, str]]
) -> int:
    """First legal decisions until one leaves its seat to move and can be taken back; take it
    back. Returns the seq of the take-back."""
    for _ in range(80):
        match = http.get(f"/api/v1/matches/{match_id}").json()
        seat = match["to_move"][0]
        legal = http.get(f"/api/v1/matches/{match_id}/legal-actions", headers=seats[seat]).json()
        sent = http.post(
            f"/api/v1/matches/{match_id}/actions",
            json={"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
            headers=seats[seat],
        )
        assert sent.status_code == 201, sent.text
        if seat not in sent.json()["to_move"]:
            continue
        undone = http.post(
            f"/api/v1/matches/{match_id}/undo",
            json={"expected_seq": sent.json()["seq"]},
            headers=seats[seat],
        )
        if undone.status_code == 201:
            return int(undone.json()["seq"])
        assert undone.json()["code"] == "undo_not_allowed", undone.text
    raise AssertionError("no decision could be taken back in 80 decisions")


def test_every_viewer_receives_the_take_back_on_its_stream(http: httpx.Client) -> None:
    match_id, seats = human_match(http, players=2, seed=7)
    viewers: list[dict[str, str] | None] = [*seats, None]
    path = f"/api/v1/matches/{match_id}/stream?after=0"
    with (
        open_stream(http, path, seats[0]) as r0,
        open_stream(http, path, seats[1]) as r1,
        open_stream(http, path) as spectator,
    ):
        readers = [EventReader(response) for response in (r0, r1, spectator)]
        last = take_back_a_quiet_decision(http, match_id, seats)
        for reader, viewer in zip(readers, viewers, strict=True):
            received = reader.take(last, kind="action")
            assert [event.id for event in received] == list(range(1, last + 1))
            assert [event.data for event in received] == log_as(http, match_id, viewer)
            taken_back = received[-1].data
            assert taken_back["kind"] == "undo"
            assert taken_back["undoes"] == [last - 1]
