"""Typed exceptions for the server's problem responses (RFC 9457 with a stable `code`).

Every error response becomes an `ApiError` subclass chosen by its `code`: one class per
family (`StaleState`, `NotYourTurn`, `IllegalAction`, `RateLimited`, ...). Each carries
`.code`, `.detail`, `.status`, `.title`, `.type` and the problem's extra fields, both in
`.extra` and as typed attributes where the family has them (`StaleState.current_seq`,
`NotYourTurn.to_move`, `IllegalAction.reason`, `RateLimited.retry_after`, ...).

    try:
        client.submit(match_id, "pass", expected_seq=seq)
    except StaleState as exc:
        print("the match moved on to", exc.current_seq)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar

from yokohama_client.types import Response

PROBLEM_FIELDS = frozenset({"type", "title", "status", "detail", "code"})


class YokohamaError(Exception):
    """Base class of every exception the SDK raises itself."""


class MissingToken(YokohamaError):
    """The call needs an API token and the client has none (see `Client.signup`)."""


class ApiError(YokohamaError):
    """An error response from the server. Subclasses group related codes."""

    codes: ClassVar[frozenset[str]] = frozenset()

    def __init__(
        self,
        *,
        code: str,
        detail: str,
        status: int,
        title: str = "",
        type: str = "",
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.code = code
        self.detail = detail
        self.status = status
        self.title = title
        self.type = type
        self.extra: dict[str, Any] = dict(extra or {})
        self.headers: dict[str, str] = {k.lower(): v for k, v in (headers or {}).items()}

    def _int(self, name: str) -> int | None:
        value = self.extra.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def _ints(self, name: str) -> list[int]:
        value = self.extra.get(name)
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, int) and not isinstance(v, bool)]


class ValidationError(ApiError):
    """The request body or query is malformed; `.errors` maps fields to messages."""

    codes = frozenset({"validation_error", "parse_error"})

    @property
    def errors(self) -> dict[str, list[str]]:
        raw = self.extra.get("errors")
        if not isinstance(raw, dict):
            return {}
        return {
            str(field): [str(m) for m in (msgs if isinstance(msgs, list) else [msgs])]
            for field, msgs in raw.items()
        }


class UnsupportedRequest(ApiError):
    """Wrong method, media type or Accept header, or a body over the server's size limit: a
    bug in the calling code."""

    codes = frozenset(
        {
            "method_not_allowed",
            "not_acceptable",
            "unsupported_media_type",
            "payload_too_large",
            "headers_too_large",
        }
    )


class InvalidConfig(ApiError):
    codes = frozenset({"invalid_config"})


class InvalidAction(ApiError):
    """The action could not be parsed (bad notation or JSON form)."""

    codes = frozenset({"invalid_action"})


class IllegalAction(ApiError):
    """The action is well formed but not allowed now; `.reason` is the engine's reason."""

    codes = frozenset({"illegal_action"})

    @property
    def reason(self) -> str:
        value = self.extra.get("reason")
        return value if isinstance(value, str) else self.detail


class NotYourTurn(ApiError):
    """Another seat must decide now; `.to_move` lists the seats that may."""

    codes = frozenset({"not_your_turn"})

    @property
    def to_move(self) -> list[int]:
        return self._ints("to_move")


class StaleState(ApiError):
    """`expected_seq` is behind the match; `.current_seq` is where it is now."""

    codes = frozenset({"stale_state"})

    @property
    def current_seq(self) -> int | None:
        return self._int("current_seq")


class GameOver(ApiError):
    codes = frozenset({"game_over"})


class WrongMatchStatus(ApiError):
    """The match has not started (match_not_active), has (match_not_waiting), or has not
    finished yet (match_not_finished: match_view_at replays finished matches only)."""

    codes = frozenset({"match_not_active", "match_not_waiting", "match_not_finished"})


class AnalysisNotRunning(ApiError):
    """Cancelling an analysis that is no longer queued or running (done, failed or already
    cancelled): request it again to start it over."""

    codes = frozenset({"analysis_not_running"})


class SeatUnavailable(ApiError):
    """The seat (or every seat) is taken, held for an invitee, or you already sit here."""

    codes = frozenset({"match_full", "seat_taken", "already_seated", "no_seat_left"})


class InvitationRefused(ApiError):
    """The invitation was not sent: no such active account, yourself, or already invited."""

    codes = frozenset({"unknown_account", "cannot_invite_self", "already_invited"})


class InvitationNotPending(ApiError):
    """The invitation was already answered, withdrawn or has expired (`.invitation_status`)."""

    codes = frozenset({"invitation_not_pending"})

    @property
    def invitation_status(self) -> str | None:
        value = self.extra.get("invitation_status")
        return value if isinstance(value, str) else None


class UndoRefused(ApiError):
    """Nothing of yours can be taken back now (`nothing_to_undo`: another seat acted, or your
    turn passed), or not this (`undo_not_allowed`: `.reason` is `revealed`, a decision showed
    hidden information or randomness, or `option_off`, the match does not allow undo)."""

    codes = frozenset({"nothing_to_undo", "undo_not_allowed"})

    @property
    def reason(self) -> str | None:
        value = self.extra.get("reason")
        return value if isinstance(value, str) else None


class SeekConflict(ApiError):
    """Quick match: you have as many open seeks as you may (`too_many_seeks`), or the seek is
    no longer open (`seek_not_open`: matched, cancelled or expired)."""

    codes = frozenset({"too_many_seeks", "seek_not_open"})


class NotEnoughPlayers(ApiError):
    codes = frozenset({"not_enough_players"})

    @property
    def open_seats(self) -> list[int]:
        return self._ints("open_seats")


class IdempotencyKeyReused(ApiError):
    """The Idempotency-Key was used before for a different request."""

    codes = frozenset({"idempotency_key_reused"})


class UsernameTaken(ApiError):
    codes = frozenset({"username_taken"})


class AuthenticationError(ApiError):
    codes = frozenset({"not_authenticated", "authentication_failed"})


class Forbidden(ApiError):
    """Not yours to do: not the creator, not seated, not the invitee or the inviter, a match
    only its players may watch (`spectators_not_allowed`), a chat channel that is not yours
    (`chat_channel_not_allowed`), an account muted from chat (`chat_muted`) or a token
    without the scope the operation needs (`insufficient_scope`)."""

    codes = frozenset(
        {
            "permission_denied",
            "insufficient_scope",
            "not_creator",
            "not_seated",
            "not_registered",
            "not_invitee",
            "not_inviter",
            "spectators_not_allowed",
            "chat_channel_not_allowed",
            "chat_muted",
        }
    )


class TournamentConflict(ApiError):
    """The tournament (or its round or table) is not in a state that allows the request."""

    codes = frozenset(
        {
            "tournament_not_open",
            "tournament_not_running",
            "tournament_finished",
            "already_registered",
            "not_enough_entrants",
            "round_in_progress",
            "table_finished",
            "no_more_rounds",
        }
    )


class WebhookRefused(ApiError):
    """The webhook was not created: its URL is refused (`.reason`: not http(s), or an address
    that is not public), or the account has as many webhooks as it may."""

    codes = frozenset({"webhook_url_refused", "too_many_webhooks"})

    @property
    def reason(self) -> str | None:
        value = self.extra.get("reason")
        return value if isinstance(value, str) else None


class NotFound(ApiError):
    codes = frozenset({"not_found"})


class NoResult(NotFound):
    """The match has no result yet (it is not finished)."""

    codes = frozenset({"no_result"})


class _RetryLater(ApiError):
    @property
    def retry_after(self) -> float | None:
        """Seconds to wait: the Retry-After header, else the body's `retry_after`."""
        header = _parse_retry_after(self.headers.get("retry-after"))
        if header is not None:
            return header
        body = self.extra.get("retry_after")
        if isinstance(body, int | float) and not isinstance(body, bool) and body >= 0:
            return float(body)
        return None


class RateLimited(_RetryLater):
    codes = frozenset({"rate_limited"})


class ServiceUnavailable(_RetryLater):
    codes = frozenset({"service_unavailable"})

    @property
    def events_url(self) -> str | None:
        """With a long poll a WSGI server had no room to wait for: the same request on the
        events server, when the deployment names it."""
        value = self.extra.get("events_url")
        return value if isinstance(value, str) else None


class StreamUnavailableHere(ApiError):
    """An event stream was asked of a server that does not hold streams (a WSGI server);
    `.events_url` is the same request on the events server, when the deployment names it.
    Repeating it on this server will not help: `play` falls back to the long poll."""

    codes = frozenset({"stream_unavailable_here"})

    @property
    def events_url(self) -> str | None:
        value = self.extra.get("events_url")
        return value if isinstance(value, str) else None


class ServerError(ApiError):
    """The server failed to answer (HTTP 500, `internal_error`): a bug on its side."""

    codes = frozenset({"internal_error"})


class UnexpectedResponse(ApiError):
    """An error response that is not a problem document (e.g. a proxy's HTML page)."""

    UNEXPECTED = "unexpected_response"

    @property
    def body(self) -> bytes:
        raw = self.extra.get("body", b"")
        return raw if isinstance(raw, bytes) else b""


def _all_subclasses(cls: type[ApiError]) -> list[type[ApiError]]:
    found: list[type[ApiError]] = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_all_subclasses(sub))
    return found


CODE_CLASSES: dict[str, type[ApiError]] = {
    code: cls for cls in _all_subclasses(ApiError) for code in cls.codes
}
"""Every code the SDK knows -> its exception class. Unknown codes raise plain `ApiError`."""


def _parse_retry_after(value: str | None) -> float | None:
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        return max(0.0, (when - datetime.now(UTC)).total_seconds())
    return seconds if seconds >= 0 else None


def error_from_response(status: int, headers: Mapping[str, str], content: bytes) -> ApiError:
    """The typed exception for an error response (status >= 400)."""
    try:
        body = json.loads(content) if content else None
    except ValueError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("code"), str):
        text = content[:200].decode("utf-8", errors="replace").strip()
        return UnexpectedResponse(
            code=UnexpectedResponse.UNEXPECTED,
            detail=f"HTTP {status} without a problem document: {text!r}",
            status=status,
            extra={"body": content},
            headers=headers,
        )
    code: str = body["code"]
    cls = CODE_CLASSES.get(code, ApiError)
    raw_status = body.get("status")
    return cls(
        code=code,
        detail=str(body.get("detail", "")),
        status=raw_status if isinstance(raw_status, int) else status,
        title=str(body.get("title", "")),
        type=str(body.get("type", "")),
        extra={k: v for k, v in body.items() if k not in PROBLEM_FIELDS},
        headers=headers,
    )


def raise_for_problem(response: Response[Any]) -> None:
    """Raise the typed exception for an error `Response` from any generated `*_detailed` call.

    For code that uses `yokohama_client` directly, including its asyncio functions:

        response = await match_events.asyncio_detailed(match_id, client=raw, after=seq)
        raise_for_problem(response)
    """
    if response.status_code >= 400:
        raise error_from_response(int(response.status_code), response.headers, response.content)
