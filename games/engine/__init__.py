"""Game-agnostic engine contract: pure Python, no Django, no global randomness, no clock."""

from __future__ import annotations

from games.engine.contract import (
    Action,
    Game,
    OptionSpec,
    Outcome,
    SeatResult,
)
from games.engine.errors import EngineError, IllegalAction, InvalidAction, InvalidConfig
from games.engine.registry import all_games, get_game, register

__all__ = [
    "Action",
    "EngineError",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "InvalidConfig",
    "OptionSpec",
    "Outcome",
    "SeatResult",
    "all_games",
    "get_game",
    "register",
]
