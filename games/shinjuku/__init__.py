"""Shinjuku (Gary Kacmarcik): rules engine, pure Python. Registers itself on import."""

from __future__ import annotations

from games.engine.registry import register
from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.game import ShinjukuGame
from games.shinjuku.state import State

GAME = ShinjukuGame()
register(GAME)

__all__ = ["GAME", "ShinjukuAction", "ShinjukuGame", "State"]
