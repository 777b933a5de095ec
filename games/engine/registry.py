"""Slug -> game. Games register themselves when `games.engine.registry.load_builtin_games` runs."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.engine.contract import Game

_GAMES: dict[str, Game[Any, Any]] = {}
_BUILTIN_MODULES = ("games.yokohama",)


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    _GAMES[game.slug] = game
    return game


def load_builtin_games() -> None:
    for module in _BUILTIN_MODULES:
        import_module(module)


def get_game(slug: str) -> Game[Any, Any]:
    """Raises KeyError for an unknown slug."""
    if not _GAMES:
        load_builtin_games()
    return _GAMES[slug]


def all_games() -> list[Game[Any, Any]]:
    if not _GAMES:
        load_builtin_games()
    return sorted(_GAMES.values(), key=lambda g: g.slug)
