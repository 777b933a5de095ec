"""Yamatai (Cathala & Paquien): rules engine, pure Python. Registers itself on import."""

from __future__ import annotations

from games.engine.registry import register
from games.yamatai.actions import YamataiAction
from games.yamatai.game import YamataiGame
from games.yamatai.state import State

GAME = YamataiGame()
register(GAME)

__all__ = ["GAME", "State", "YamataiAction", "YamataiGame"]
