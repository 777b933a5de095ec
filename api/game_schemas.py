"""Every hosted game's documentation schema (`<game package>.schema`), from the registry.

api/ never names a game: the unions of views, actions, log entries, options and results are
built by iterating the registry, so hosting one more game needs no edit here.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from rest_framework import serializers

from api.schema_base import GameSchemas
from games.engine import all_games
from games.engine.registry import game_package


@cache
def game_schemas() -> dict[str, GameSchemas]:
    """slug -> the game's SCHEMAS, in slug order."""
    out: dict[str, GameSchemas] = {}
    for game in all_games():
        module = import_module(f"{game_package(game)}.schema")
        schemas = module.SCHEMAS
        if not isinstance(schemas, GameSchemas):
            raise TypeError(f"{module.__name__}.SCHEMAS is not a GameSchemas")
        out[game.slug] = schemas
    return out


def action_kinds(schemas: GameSchemas) -> list[str]:
    """A game's action kinds: the choices of its log entry's `kind`."""
    field = schemas.log_entry().fields["kind"]
    if not isinstance(field, serializers.ChoiceField):
        raise TypeError("a game's log entry `kind` must be a choice field")
    return [str(kind) for kind in field.choices]


def game_enum_names() -> dict[str, Any]:
    """Every game's public enum names (its schema's `ENUM_NAMES`)."""
    names: dict[str, Any] = {}
    for slug, schemas in game_schemas().items():
        for name, values in schemas.enum_names.items():
            if name in names:
                raise ValueError(f"enum {name} of {slug} is named by another game too")
            names[name] = values
    # An action kind two games share (`pass`) is one single-value enum used by both games'
    # action forms: name it here, as no game may name another game's enum.
    games_of_kind: dict[str, int] = {}
    for schemas in game_schemas().values():
        for kind in action_kinds(schemas):
            games_of_kind[kind] = games_of_kind.get(kind, 0) + 1
    for kind, count in sorted(games_of_kind.items()):
        if count > 1:
            camel = "".join(part.capitalize() for part in kind.split("_"))
            names[f"{camel}ActionKindEnum"] = [kind]
    return names
