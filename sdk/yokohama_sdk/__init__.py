"""Hand-written helpers over the generated `yokohama_client`: tokens, typed errors, `play`,
bot accounts (`BotAccount`: challenges, quick match).

from yokohama_sdk import Client, play

client = Client("http://127.0.0.1:8000")
client.signup("carol")
match = client.create_match("yokohama", players=2, bots={1: "random"})
play(client, match.id, lambda turn: turn.actions[0])
"""

from __future__ import annotations

from yokohama_sdk.client import Client
from yokohama_sdk.errors import (
    AnalysisNotRunning,
    ApiError,
    AuthenticationError,
    Forbidden,
    GameOver,
    IdempotencyKeyReused,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    InvitationNotPending,
    InvitationRefused,
    MissingToken,
    NoResult,
    NotEnoughPlayers,
    NotFound,
    NotYourTurn,
    RateLimited,
    SeatUnavailable,
    SeekConflict,
    ServerError,
    ServiceUnavailable,
    StaleState,
    StreamUnavailableHere,
    TournamentConflict,
    UndoRefused,
    UnexpectedResponse,
    UnsupportedRequest,
    UsernameTaken,
    ValidationError,
    WebhookRefused,
    WrongMatchStatus,
    YokohamaError,
    raise_for_problem,
)
from yokohama_sdk.events import follow_match, follow_user
from yokohama_sdk.lobby import BotAccount, BotAccountReport, MatchReport, SeekSpec
from yokohama_sdk.play import Decision, PlayResult, PlayStuck, Turn, play
from yokohama_sdk.webhooks import verify_signature

__version__ = "0.1.0"

__all__ = [
    "AnalysisNotRunning",
    "ApiError",
    "AuthenticationError",
    "BotAccount",
    "BotAccountReport",
    "Client",
    "Decision",
    "Forbidden",
    "GameOver",
    "IdempotencyKeyReused",
    "IllegalAction",
    "InvalidAction",
    "InvalidConfig",
    "InvitationNotPending",
    "InvitationRefused",
    "MatchReport",
    "MissingToken",
    "NoResult",
    "NotEnoughPlayers",
    "NotFound",
    "NotYourTurn",
    "PlayResult",
    "PlayStuck",
    "RateLimited",
    "SeatUnavailable",
    "SeekConflict",
    "SeekSpec",
    "ServerError",
    "ServiceUnavailable",
    "StaleState",
    "StreamUnavailableHere",
    "TournamentConflict",
    "Turn",
    "UndoRefused",
    "UnexpectedResponse",
    "UnsupportedRequest",
    "UsernameTaken",
    "ValidationError",
    "WebhookRefused",
    "WrongMatchStatus",
    "YokohamaError",
    "follow_match",
    "follow_user",
    "play",
    "raise_for_problem",
    "verify_signature",
]
