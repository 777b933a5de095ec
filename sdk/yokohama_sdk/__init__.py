"""Hand-written helpers over the generated `yokohama_client`: tokens, typed errors, `play`.

from yokohama_sdk import Client, play

client = Client("http://127.0.0.1:8000")
client.signup("carol")
match = client.create_match("yokohama", players=2, bots={1: "random"})
play(client, match.id, lambda turn: turn.actions[0])
"""

from __future__ import annotations

from yokohama_sdk.client import Client
from yokohama_sdk.errors import (
    ApiError,
    AuthenticationError,
    Forbidden,
    GameOver,
    IdempotencyKeyReused,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    MissingToken,
    NoResult,
    NotEnoughPlayers,
    NotFound,
    NotYourTurn,
    RateLimited,
    SeatUnavailable,
    ServiceUnavailable,
    StaleState,
    TournamentConflict,
    UnexpectedResponse,
    UnsupportedRequest,
    UsernameTaken,
    ValidationError,
    WrongMatchStatus,
    YokohamaError,
    raise_for_problem,
)
from yokohama_sdk.play import Decision, PlayResult, PlayStuck, Turn, play

__version__ = "0.1.0"

__all__ = [
    "ApiError",
    "AuthenticationError",
    "Client",
    "Decision",
    "Forbidden",
    "GameOver",
    "IdempotencyKeyReused",
    "IllegalAction",
    "InvalidAction",
    "InvalidConfig",
    "MissingToken",
    "NoResult",
    "NotEnoughPlayers",
    "NotFound",
    "NotYourTurn",
    "PlayResult",
    "PlayStuck",
    "RateLimited",
    "SeatUnavailable",
    "ServiceUnavailable",
    "StaleState",
    "TournamentConflict",
    "Turn",
    "UnexpectedResponse",
    "UnsupportedRequest",
    "UsernameTaken",
    "ValidationError",
    "WrongMatchStatus",
    "YokohamaError",
    "play",
    "raise_for_problem",
]
