"""Every log entry carries the seat that acted (`seat`), and its text numbers seats from 0 as
every game does ("Seat 0 ..." for seat 0), so no client has to read the actor from the text."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.engine import get_game
from tests.api.helpers import MAX_ACTIONS_PER_GAME, create_match

GAMES = ["yokohama", "shinjuku", "yamatai"]


def _check(entry: dict[str, Any], seat: int, where: str) -> None:
    assert entry["seat"] == seat, where
    # The text names the actor by the same number, from 0 ("Seat 0 passed").
    assert entry["text"].startswith(f"Seat {seat} "), (where, entry["text"])


@pytest.mark.parametrize("game", GAMES)
def test_every_engine_log_entry_carries_the_acting_seat(game: str) -> None:
    engine = get_game(game)
    players = 3
    state = engine.initial_state(engine.normalize_config(players=players, options={}), 31)
    rng = random.Random(31)
    while seats := engine.current_seats(state):
        action = rng.choice(engine.legal_actions(state, seats[0]))
        for viewer in [None, *range(players)]:
            _check(engine.describe_action(state, action, viewer), action.seat, f"{viewer}")
        state = engine.apply(state, action)


def _all_pages(client: APIClient, url: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    next_url: str | None = url
    while next_url:
        page = client.get(next_url).json()
        entries.extend(page["results"])
        next_url = page["next"]
    return entries


@pytest.mark.django_db(transaction=True)  # the long poll reads the log on another thread
@pytest.mark.parametrize("game", GAMES)
def test_the_api_returns_the_acting_seat_with_every_log_entry(
    game: str, make_user: Any, client_for: Any
) -> None:
    clients = [client_for(make_user(f"{game}_log_{i}")[1]) for i in range(3)]
    spectator = client_for(None)
    match_id = create_match(clients[0], game=game, players=3, seed=17)["id"]
    for client in clients[1:]:
        assert client.post(f"/api/v1/matches/{match_id}/join", {}, format="json").status_code == 200
    base = f"/api/v1/matches/{match_id}"
    rng = random.Random(6)
    acted: dict[int, int] = {}  # seq -> the seat whose client submitted it
    match = spectator.get(base).json()
    for _ in range(MAX_ACTIONS_PER_GAME):
        if match["status"] != "active":
            break
        seat = match["to_move"][0]
        legal = clients[seat].get(f"{base}/legal-actions").json()
        sent = clients[seat].post(
            f"{base}/actions",
            {"expected_seq": legal["seq"], "action": rng.choice(legal["actions"])["notation"]},
            format="json",
        )
        assert sent.status_code == 201, sent.json()
        accepted = sent.json()
        acted[accepted["seq"]] = seat
        _check(accepted["entry"], seat, f"accepted {accepted['seq']}")
        match = {"status": accepted["status"], "to_move": accepted["to_move"]}
    assert match["status"] == "finished"
    for viewer in [*clients, spectator]:
        log = _all_pages(viewer, f"{base}/actions?after=0")
        assert [entry["seq"] for entry in log] == sorted(acted)
        for entry in log:
            _check(entry, acted[entry["seq"]], f"log {entry['seq']}")
        polled = viewer.get(f"{base}/events?after=0&timeout=0").json()["entries"]
        assert polled == log[: len(polled)]  # the long poll's entries are the log's
        assert polled
    record = spectator.get(f"{base}/record").json()
    assert {action["seq"]: action["seat"] for action in record["actions"]} == acted
