"""Tables of two human seats driven over HTTP, and a deterministic way to reach a position.

`advance` plays, for whoever is to move, its first legal decision that reveals nothing (the
first legal one when every one reveals), until a predicate on the position holds: the tests
then know exactly which decisions are quiet and which reveal, from the engine itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rest_framework.test import APIClient

from games.codec import game_of, load_state
from games.engine import Game
from games.models import Match, MatchAction

GAMES = ("yokohama", "shinjuku", "yamatai")
SEEDS = {"yokohama": 7, "shinjuku": 7, "yamatai": 7}
ADVANCE_LIMIT = 600

Position = tuple[Game[Any, Any], Any, int]  # the engine, its state, the seat to move


@dataclass
class Table:
    match_id: int
    clients: list[APIClient]  # by seat
    spectator: APIClient

    def match(self) -> Match:
        return Match.objects.get(pk=self.match_id)

    def seq(self) -> int:
        return self.match().seq


def new_table(
    game: str, make_user: Any, client_for: Any, *, undo: bool | None = None, tag: str = ""
) -> Table:
    clients = [client_for(make_user(f"{game[:4]}{tag}{i}")[1]) for i in range(2)]
    body: dict[str, Any] = {"game": game, "players": 2, "seed": SEEDS[game]}
    if undo is not None:
        body["undo"] = undo
    created = clients[0].post("/api/v1/matches", body, format="json")
    assert created.status_code == 201, created.json()
    match_id = created.json()["id"]
    joined = clients[1].post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    assert joined.json()["status"] == "active"
    return Table(match_id=match_id, clients=clients, spectator=APIClient())


def position(table: Table) -> Position:
    match = table.match()
    return game_of(match), load_state(match), match.to_move[0]


def quiet(game: Game[Any, Any], state: Any, seat: int, *, stays: bool = True) -> Any | None:
    """`seat`'s first legal decision that reveals nothing (after which it is still to move,
    with `stays`), or None."""
    for action in game.legal_actions(state, seat):
        after = game.apply(state, action)
        if game.reveals(state, action, after):
            continue
        if not stays or seat in game.current_seats(after):
            return action
    return None


def revealing(game: Game[Any, Any], state: Any, seat: int) -> Any | None:
    """`seat`'s first legal decision that reveals something and keeps it to move, or None."""
    for action in game.legal_actions(state, seat):
        after = game.apply(state, action)
        if game.reveals(state, action, after) and seat in game.current_seats(after):
            return action
    return None


def last_seat(table: Table) -> int | None:
    row = MatchAction.objects.filter(match_id=table.match_id).order_by("-seq").first()
    return None if row is None else row.seat


def turn_start_with_two_quiet(table: Table) -> tuple[Any, Any] | None:
    """At the start of a seat's turn (another seat acted last): two quiet decisions in a row
    after which it is still to move, or None."""
    game, state, seat = position(table)
    if last_seat(table) in (None, seat) or len(table.match().to_move) != 1:
        return None
    first = quiet(game, state, seat)
    if first is None:
        return None
    second = quiet(game, game.apply(state, first), seat)
    return None if second is None else (first, second)


def advance(table: Table, found: Callable[[Table], Any]) -> Any:
    """Play the table on until `found(table)` answers something; returns that answer."""
    for _ in range(ADVANCE_LIMIT):
        answer = found(table)
        if answer is not None:
            return answer
        game, state, seat = position(table)
        action = quiet(game, state, seat, stays=False) or game.legal_actions(state, seat)[0]
        submit(table, seat, action)
    raise AssertionError(f"no such position within {ADVANCE_LIMIT} decisions")


def submit(table: Table, seat: int, action: Any) -> dict[str, Any]:
    response = table.clients[seat].post(
        f"/api/v1/matches/{table.match_id}/actions",
        {"expected_seq": table.seq(), "action": action.to_notation()},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return dict(response.json())


def undo(table: Table, seat: int, **body: Any) -> Any:
    body.setdefault("expected_seq", table.seq())
    return table.clients[seat].post(f"/api/v1/matches/{table.match_id}/undo", body, format="json")


def views(table: Table) -> list[Any]:
    """The state as every seat and a spectator see it (match_retrieve)."""
    viewers = [*table.clients, table.spectator]
    return [client.get(f"/api/v1/matches/{table.match_id}").json()["state"] for client in viewers]


def log_after(table: Table, after: int) -> list[list[dict[str, Any]]]:
    """The log after `after` as every seat and a spectator read it."""
    viewers = [*table.clients, table.spectator]
    return [
        client.get(f"/api/v1/matches/{table.match_id}/actions?after={after}").json()["results"]
        for client in viewers
    ]
