"""The one place where cached engine states are decoded from and encoded to the database."""

from __future__ import annotations

from typing import Any

from games.engine import Game, get_game
from games.models import Match


def game_of(match: Match) -> Game[Any, Any]:
    return get_game(match.game)


def load_state(match: Match) -> Any:
    """The engine state cached on the match row (never replays the log)."""
    if match.state is None:
        raise ValueError(f"match {match.pk} has no state yet (status {match.status})")
    return game_of(match).decode_state(bytes(match.state))


def store_state(match: Match, state: Any) -> None:
    game = game_of(match)
    match.state = game.encode_state(state)
    match.to_move = list(game.current_seats(state))
