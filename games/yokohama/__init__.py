"""Yokohama (Hisashi Hayashi): rules engine, pure Python. Registers itself on import."""

from __future__ import annotations

from games.engine.registry import register
from games.yokohama.actions import YokohamaAction
from games.yokohama.game import YokohamaGame
from games.yokohama.state import State

GAME = YokohamaGame()
register(GAME)

__all__ = ["GAME", "State", "YokohamaAction", "YokohamaGame"]
