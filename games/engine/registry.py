"""Slug -> game. Each built-in game package registers itself on import; the registry imports
every package of `_BUILTIN_PACKAGES` before it answers, so import order never hides a game.

A game is a self-contained package (rules, data, notation, bot evaluation, and the
documentation schema the API assembles, `<package>.schema`): hosting one more game is one
line in `_BUILTIN_PACKAGES`.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.engine.contract import Game

_GAMES: dict[str, Game[Any, Any]] = {}
_BUILTIN_PACKAGES = (
    "games.yokohama",
    "games.shinjuku",
    "games.yamatai",
)
_loaded = False


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    _GAMES[game.slug] = game
    return game


def load_builtin_games() -> None:
    """Import every built-in game package once (idempotent)."""
    global _loaded
    if _loaded:
        return
    for package in _BUILTIN_PACKAGES:
        import_module(package)
    _loaded = True


def get_game(slug: str) -> Game[Any, Any]:
    """Raises KeyError for an unknown slug."""
    load_builtin_games()
    return _GAMES[slug]


def all_games() -> list[Game[Any, Any]]:
    load_builtin_games()
    return sorted(_GAMES.values(), key=lambda g: g.slug)


def game_package(game: Game[Any, Any]) -> str:
    """The package a game lives in (`games.yokohama`): its class's module's parent."""
    return type(game).__module__.rpartition(".")[0]
