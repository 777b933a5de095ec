"""ENUM_NAME_OVERRIDES that every hosted game contributes to.

Settings cannot import the games' schema modules (they import DRF, which reads the settings),
so the mapping reads them lazily: on first use, i.e. when drf-spectacular builds the schema.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any


class GameEnumNames(Mapping[str, Any]):
    """The server's own enum names plus each registered game's `schema.ENUM_NAMES`."""

    def __init__(self, own: Mapping[str, Any]) -> None:
        self._own = dict(own)
        self._all: dict[str, Any] | None = None

    def _names(self) -> dict[str, Any]:
        if self._all is None:
            from api.game_schemas import game_enum_names

            names = dict(self._own)
            for name, values in game_enum_names().items():
                if name in names:
                    raise ValueError(f"two enums are named {name}")
                names[name] = values
            self._all = names
        return self._all

    def __getitem__(self, key: str) -> Any:
        return self._names()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())
