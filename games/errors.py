"""Stable error codes. Codes are part of the public API: never rename one once released."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise as StrPromise


class ErrorCode(StrEnum):
    VALIDATION_ERROR = "validation_error"
    INVALID_CONFIG = "invalid_config"
    INVALID_ACTION = "invalid_action"
    ILLEGAL_ACTION = "illegal_action"
    NOT_YOUR_TURN = "not_your_turn"
    STALE_STATE = "stale_state"
    GAME_OVER = "game_over"
    MATCH_NOT_ACTIVE = "match_not_active"
    MATCH_NOT_WAITING = "match_not_waiting"
    SEAT_TAKEN = "seat_taken"
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NOT_CREATOR = "not_creator"
    NOT_ENOUGH_PLAYERS = "not_enough_players"
    NO_RESULT = "no_result"
    MATCH_NOT_FINISHED = "match_not_finished"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    USERNAME_TAKEN = "username_taken"
    NOT_AUTHENTICATED = "not_authenticated"
    AUTHENTICATION_FAILED = "authentication_failed"
    PERMISSION_DENIED = "permission_denied"
    # The bearer token (personal or OAuth2) lacks the scope the operation needs (RFC 6750).
    INSUFFICIENT_SCOPE = "insufficient_scope"
    NOT_FOUND = "not_found"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    NOT_ACCEPTABLE = "not_acceptable"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"
    PARSE_ERROR = "parse_error"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    # Answered by the front (docker/nginx.conf) before a request reaches Django.
    HEADERS_TOO_LARGE = "headers_too_large"
    # Never a rejection: the server failed (a bug). Declared nowhere, tested to never happen.
    INTERNAL_ERROR = "internal_error"
    RATE_LIMITED = "rate_limited"
    # The database or the task broker does not answer right now (a restart, a failover):
    # repeat the request after Retry-After (a submission with the same Idempotency-Key, in
    # case the failure came after its commit).
    SERVICE_UNAVAILABLE = "service_unavailable"
    # An event stream asked of a server that cannot hold one (the WSGI server, where it would
    # keep a thread): follow it on the events server (the problem's `events_url`, if known).
    STREAM_UNAVAILABLE_HERE = "stream_unavailable_here"
    # Taking back a decision (match_undo).
    NOTHING_TO_UNDO = "nothing_to_undo"
    UNDO_NOT_ALLOWED = "undo_not_allowed"
    # Tournaments.
    TOURNAMENT_NOT_OPEN = "tournament_not_open"
    TOURNAMENT_NOT_RUNNING = "tournament_not_running"
    TOURNAMENT_FINISHED = "tournament_finished"
    ALREADY_REGISTERED = "already_registered"
    NOT_REGISTERED = "not_registered"
    NOT_ENOUGH_ENTRANTS = "not_enough_entrants"
    ROUND_IN_PROGRESS = "round_in_progress"
    NO_MORE_ROUNDS = "no_more_rounds"
    TABLE_FINISHED = "table_finished"
    # Webhooks.
    WEBHOOK_URL_REFUSED = "webhook_url_refused"
    TOO_MANY_WEBHOOKS = "too_many_webhooks"
    # Playing together: invitations, private tables, rematches, quick-match seeks.
    UNKNOWN_ACCOUNT = "unknown_account"
    CANNOT_INVITE_SELF = "cannot_invite_self"
    ALREADY_INVITED = "already_invited"
    NO_SEAT_LEFT = "no_seat_left"
    INVITATION_NOT_PENDING = "invitation_not_pending"
    NOT_INVITEE = "not_invitee"
    NOT_INVITER = "not_inviter"
    SPECTATORS_NOT_ALLOWED = "spectators_not_allowed"
    TOO_MANY_SEEKS = "too_many_seeks"
    SEEK_NOT_OPEN = "seek_not_open"
    # Match chat.
    CHAT_MUTED = "chat_muted"
    CHAT_CHANNEL_NOT_ALLOWED = "chat_channel_not_allowed"
    # Post-game analysis.
    ANALYSIS_NOT_RUNNING = "analysis_not_running"


# HTTP status for each code, chosen only at the edge (api/exceptions.py reads this table).
HTTP_STATUS: dict[ErrorCode, int] = {
    ErrorCode.VALIDATION_ERROR: 400,
    ErrorCode.INVALID_CONFIG: 422,
    ErrorCode.INVALID_ACTION: 400,
    ErrorCode.PARSE_ERROR: 400,
    ErrorCode.NOT_AUTHENTICATED: 401,
    ErrorCode.AUTHENTICATION_FAILED: 401,
    ErrorCode.PERMISSION_DENIED: 403,
    ErrorCode.INSUFFICIENT_SCOPE: 403,
    ErrorCode.NOT_CREATOR: 403,
    ErrorCode.NOT_SEATED: 403,
    ErrorCode.NOT_FOUND: 404,
    ErrorCode.NO_RESULT: 404,
    ErrorCode.METHOD_NOT_ALLOWED: 405,
    ErrorCode.NOT_ACCEPTABLE: 406,
    ErrorCode.STALE_STATE: 409,
    ErrorCode.NOT_YOUR_TURN: 409,
    ErrorCode.GAME_OVER: 409,
    ErrorCode.MATCH_NOT_ACTIVE: 409,
    ErrorCode.MATCH_NOT_WAITING: 409,
    ErrorCode.MATCH_NOT_FINISHED: 409,
    ErrorCode.SEAT_TAKEN: 409,
    ErrorCode.ALREADY_SEATED: 409,
    ErrorCode.NOT_ENOUGH_PLAYERS: 409,
    ErrorCode.USERNAME_TAKEN: 409,
    ErrorCode.IDEMPOTENCY_KEY_REUSED: 422,
    ErrorCode.UNSUPPORTED_MEDIA_TYPE: 415,
    ErrorCode.PAYLOAD_TOO_LARGE: 413,
    ErrorCode.HEADERS_TOO_LARGE: 431,
    ErrorCode.INTERNAL_ERROR: 500,
    ErrorCode.ILLEGAL_ACTION: 422,
    ErrorCode.RATE_LIMITED: 429,
    ErrorCode.SERVICE_UNAVAILABLE: 503,
    # Misdirected Request: this server is not the one for this path, which a retry won't change.
    ErrorCode.STREAM_UNAVAILABLE_HERE: 421,
    ErrorCode.NOTHING_TO_UNDO: 409,
    ErrorCode.UNDO_NOT_ALLOWED: 409,
    ErrorCode.NOT_REGISTERED: 403,
    ErrorCode.TOURNAMENT_NOT_OPEN: 409,
    ErrorCode.TOURNAMENT_NOT_RUNNING: 409,
    ErrorCode.TOURNAMENT_FINISHED: 409,
    ErrorCode.ALREADY_REGISTERED: 409,
    ErrorCode.NOT_ENOUGH_ENTRANTS: 409,
    ErrorCode.ROUND_IN_PROGRESS: 409,
    ErrorCode.NO_MORE_ROUNDS: 409,
    ErrorCode.TABLE_FINISHED: 409,
    ErrorCode.WEBHOOK_URL_REFUSED: 422,
    ErrorCode.TOO_MANY_WEBHOOKS: 409,
    ErrorCode.UNKNOWN_ACCOUNT: 422,
    ErrorCode.CANNOT_INVITE_SELF: 422,
    ErrorCode.ALREADY_INVITED: 409,
    ErrorCode.NO_SEAT_LEFT: 409,
    ErrorCode.INVITATION_NOT_PENDING: 409,
    ErrorCode.NOT_INVITEE: 403,
    ErrorCode.NOT_INVITER: 403,
    ErrorCode.SPECTATORS_NOT_ALLOWED: 403,
    ErrorCode.TOO_MANY_SEEKS: 409,
    ErrorCode.SEEK_NOT_OPEN: 409,
    ErrorCode.CHAT_MUTED: 403,
    ErrorCode.CHAT_CHANNEL_NOT_ALLOWED: 403,
    ErrorCode.ANALYSIS_NOT_RUNNING: 409,
}

# The problem's `title`, in the request's language (lazy: read when the problem is written);
# `code` is the stable, untranslated name.
TITLES: dict[ErrorCode, StrPromise] = {
    ErrorCode.VALIDATION_ERROR: _("Validation error"),
    ErrorCode.INVALID_CONFIG: _("Invalid config"),
    ErrorCode.INVALID_ACTION: _("Invalid action"),
    ErrorCode.ILLEGAL_ACTION: _("Illegal action"),
    ErrorCode.NOT_YOUR_TURN: _("Not your turn"),
    ErrorCode.STALE_STATE: _("Stale state"),
    ErrorCode.GAME_OVER: _("Game over"),
    ErrorCode.MATCH_NOT_ACTIVE: _("Match not active"),
    ErrorCode.MATCH_NOT_WAITING: _("Match not waiting"),
    ErrorCode.SEAT_TAKEN: _("Seat taken"),
    ErrorCode.ALREADY_SEATED: _("Already seated"),
    ErrorCode.NOT_SEATED: _("Not seated"),
    ErrorCode.NOT_CREATOR: _("Not creator"),
    ErrorCode.NOT_ENOUGH_PLAYERS: _("Not enough players"),
    ErrorCode.NO_RESULT: _("No result"),
    ErrorCode.MATCH_NOT_FINISHED: _("Match not finished"),
    ErrorCode.IDEMPOTENCY_KEY_REUSED: _("Idempotency key reused"),
    ErrorCode.USERNAME_TAKEN: _("Username taken"),
    ErrorCode.NOT_AUTHENTICATED: _("Not authenticated"),
    ErrorCode.AUTHENTICATION_FAILED: _("Authentication failed"),
    ErrorCode.PERMISSION_DENIED: _("Permission denied"),
    ErrorCode.INSUFFICIENT_SCOPE: _("Insufficient scope"),
    ErrorCode.NOT_FOUND: _("Not found"),
    ErrorCode.METHOD_NOT_ALLOWED: _("Method not allowed"),
    ErrorCode.NOT_ACCEPTABLE: _("Not acceptable"),
    ErrorCode.UNSUPPORTED_MEDIA_TYPE: _("Unsupported media type"),
    ErrorCode.PARSE_ERROR: _("Parse error"),
    ErrorCode.PAYLOAD_TOO_LARGE: _("Payload too large"),
    ErrorCode.HEADERS_TOO_LARGE: _("Headers too large"),
    ErrorCode.INTERNAL_ERROR: _("Internal error"),
    ErrorCode.RATE_LIMITED: _("Rate limited"),
    ErrorCode.SERVICE_UNAVAILABLE: _("Service unavailable"),
    ErrorCode.STREAM_UNAVAILABLE_HERE: _("Stream unavailable here"),
    ErrorCode.NOTHING_TO_UNDO: _("Nothing to undo"),
    ErrorCode.UNDO_NOT_ALLOWED: _("Undo not allowed"),
    ErrorCode.TOURNAMENT_NOT_OPEN: _("Tournament not open"),
    ErrorCode.TOURNAMENT_NOT_RUNNING: _("Tournament not running"),
    ErrorCode.TOURNAMENT_FINISHED: _("Tournament finished"),
    ErrorCode.ALREADY_REGISTERED: _("Already registered"),
    ErrorCode.NOT_REGISTERED: _("Not registered"),
    ErrorCode.NOT_ENOUGH_ENTRANTS: _("Not enough entrants"),
    ErrorCode.ROUND_IN_PROGRESS: _("Round in progress"),
    ErrorCode.NO_MORE_ROUNDS: _("No more rounds"),
    ErrorCode.TABLE_FINISHED: _("Table finished"),
    ErrorCode.WEBHOOK_URL_REFUSED: _("Webhook URL refused"),
    ErrorCode.TOO_MANY_WEBHOOKS: _("Too many webhooks"),
    ErrorCode.UNKNOWN_ACCOUNT: _("Unknown account"),
    ErrorCode.CANNOT_INVITE_SELF: _("Cannot invite self"),
    ErrorCode.ALREADY_INVITED: _("Already invited"),
    ErrorCode.NO_SEAT_LEFT: _("No seat left"),
    ErrorCode.INVITATION_NOT_PENDING: _("Invitation not pending"),
    ErrorCode.NOT_INVITEE: _("Not invitee"),
    ErrorCode.NOT_INVITER: _("Not inviter"),
    ErrorCode.SPECTATORS_NOT_ALLOWED: _("Spectators not allowed"),
    ErrorCode.TOO_MANY_SEEKS: _("Too many seeks"),
    ErrorCode.SEEK_NOT_OPEN: _("Seek not open"),
    ErrorCode.CHAT_MUTED: _("Chat muted"),
    ErrorCode.CHAT_CHANNEL_NOT_ALLOWED: _("Chat channel not allowed"),
    ErrorCode.ANALYSIS_NOT_RUNNING: _("Analysis not running"),
}
# A code without its entry above still gets an (English) title; tests/i18n/test_catalogues.py
# fails until it has one, translated.
for _code in ErrorCode:
    TITLES.setdefault(_code, _(_code.value.replace("_", " ").capitalize()))


class ApplicationError(Exception):
    """A rejected request: a stable code, a human sentence, and optional machine details."""

    def __init__(self, code: ErrorCode, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        # Translated where it is raised (gettext), in the language active then.
        self.message = str(message)
        self.extra = extra
