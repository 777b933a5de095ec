"""Errors raised by every game engine. The API maps them to stable problem codes."""

from __future__ import annotations


class EngineError(Exception):
    """Base class; `reason` is a human sentence safe to show to the acting seat."""

    code = "engine_error"

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InvalidConfig(EngineError):
    """The match configuration (player count, options) is not valid for this game.

    `field` names the option (or `players`) at fault; given explicitly, or read from a reason
    that starts with it (`"price_wood: must be an integer"`)."""

    code = "invalid_config"

    def __init__(self, reason: str, *, field: str | None = None) -> None:
        super().__init__(reason)
        if field is None:
            name, sep, _ = reason.partition(":")
            field = name if sep and name.isidentifier() else None
        self.field = field


class InvalidAction(EngineError):
    """The submitted action cannot be parsed (bad notation or malformed JSON form)."""

    code = "invalid_action"


class IllegalAction(EngineError):
    """The action is well formed but not allowed in this state."""

    code = "illegal_action"
