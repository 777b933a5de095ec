"""The long-poll events endpoint returns as soon as the match moves, or empty on timeout."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from django.db import connection

from games import events, services
from games.codec import game_of, load_state
from games.models import Match
from tests.api.helpers import create_match

# Far above any wait the tests expect: a poll that returns before it woke up on news.
POLL_TIMEOUT_S = 20


class PollWaiting:
    """`wait()` returns once a long poll is waiting on the event hub.

    The other thread acts only then, so the poll is known to be listening before the change
    (instead of hoping a fixed sleep outlasts the request's start on a busy machine)."""

    def wait(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while events.hub.subscriber_count() == 0 and time.monotonic() < deadline:
            time.sleep(0.01)


@pytest.fixture
def poll_waiting() -> PollWaiting:
    return PollWaiting()


@pytest.mark.django_db(transaction=True)
def test_it_wakes_up_on_a_new_action_and_times_out_otherwise(
    make_user: Any, client_for: Any, poll_waiting: PollWaiting
) -> None:
    (alice, alice_token), (_, bob_token) = make_user("alice"), make_user("bob")
    watcher = client_for(bob_token)
    match_id = create_match(client_for(alice_token), players=2, seed=8)["id"]
    watcher.post(f"/api/v1/matches/{match_id}/join", {}, format="json")

    started = time.monotonic()
    quiet = watcher.get(f"/api/v1/matches/{match_id}/events?after=0&timeout=0.5").json()
    assert quiet["entries"] == []
    assert quiet["seq"] == 0
    assert time.monotonic() - started >= 0.5

    def act_later() -> None:
        try:
            poll_waiting.wait(POLL_TIMEOUT_S)
            match = Match.objects.get(pk=match_id)
            action = game_of(match).legal_actions(load_state(match), 0)[0]
            services.match_action_submit(
                match_id=match_id, seat_index=0, action=action.to_json(), expected_seq=0, user=alice
            )
        finally:
            connection.close()

    thread = threading.Thread(target=act_later)
    thread.start()
    started = time.monotonic()
    news = watcher.get(f"/api/v1/matches/{match_id}/events?after=0&timeout={POLL_TIMEOUT_S}").json()
    waited = time.monotonic() - started
    thread.join()
    assert news["seq"] == 1
    assert [entry["seq"] for entry in news["entries"]] == [1]
    # Seat 0's kept order card is hidden from bob: he sees the entry but not the notation.
    assert news["entries"][0]["notation"] is None
    assert waited < POLL_TIMEOUT_S  # woken by the action, not by the timeout


@pytest.mark.django_db(transaction=True)
def test_it_wakes_up_when_the_match_starts(
    make_user: Any, client_for: Any, poll_waiting: PollWaiting
) -> None:
    (_, alice_token), (bob, _) = make_user("alice"), make_user("bob")
    alice = client_for(alice_token)
    match_id = create_match(alice, players=2, seed=9)["id"]

    def join_later() -> None:
        try:
            # Joining before the poll's first read would leave it nothing to notice.
            poll_waiting.wait(POLL_TIMEOUT_S)
            services.match_join(match_id=match_id, user=bob)
        finally:
            connection.close()

    thread = threading.Thread(target=join_later)
    thread.start()
    started = time.monotonic()
    news = alice.get(f"/api/v1/matches/{match_id}/events?after=0&timeout={POLL_TIMEOUT_S}").json()
    waited = time.monotonic() - started
    thread.join()
    assert news["status"] == "active"
    assert news["to_move"]
    assert waited < POLL_TIMEOUT_S  # woken by the start, not by the timeout
