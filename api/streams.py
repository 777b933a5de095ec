"""Live events over HTTP without a thread per waiting client: Django async views.

- `match_stream`: server-sent events (text/event-stream) of one match, each log entry rendered
  for the viewer exactly as the log endpoints render it, plus its status changes and the chat
  messages of the reader's channel (api/chat_stream.py).
- `user_stream`: the caller's own events (your_turn, match_started, ...) across matches.
- `match_events`: the long poll, same contract as before, now waiting on the event hub.

A waiting client costs a coroutine and a hub subscription, not a thread. Under an ASGI
server (uvicorn, the production shape) thousands wait in one process; under a WSGI server
each would hold one of its few request threads, so production routes these paths to the
ASGI server, and a WSGI server that gets them anyway holds no thread for long: it answers a
stream `421 stream_unavailable_here` at once (naming EVENTS_SERVER_URL), and lets long polls
wait on at most half its threads (WEB_THREADS), answering the others `503
service_unavailable` with Retry-After. Database reads run in a thread pool (`_db`), only when
the hub says something changed.

DRF's views are synchronous, so these are plain Django views that speak the same dialect:
the same bearer tokens and sessions, problem+json errors with the same codes, and a DRF
view class each (`documented_by`) that only carries their OpenAPI description.
"""

from __future__ import annotations

import asyncio
import math
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import orjson
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.handlers.asgi import ASGIRequest
from django.db import close_old_connections
from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse, JsonResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt

from api import chat_stream, fanout
from api.authentication import AnyToken, bearer_owner
from api.exceptions import OUTAGE_RETRY_AFTER, PROBLEM_CONTENT_TYPE, problem
from api.fanout import KEEP_ALIVE, sse_encoded
from api.permissions import missing_scope_sentence, token_scopes
from api.stream_docs import (
    MatchEventsDoc,
    MatchStreamDoc,
    UserEventsDoc,
    UserStreamDoc,
    documented_by,
)
from api.throttling import AnonRateThrottle, UserRateThrottle
from games import events, rows
from games.errors import ErrorCode
from games.events import LogRow, MatchHead, hub
from games.models import ApiToken, MatchStatus, Seat, TokenScope, User
from games.selectors import LONG_POLL_MAX_SECONDS
from yokohama_server.language import activate_account_language

# Tells EventSource clients how long to wait before reconnecting (milliseconds).
RECONNECT_MS = 2000
LONG_POLL_MAX_ENTRIES = 500
ENDED = (MatchStatus.FINISHED, MatchStatus.ABORTED)


class ProblemError(Exception):
    def __init__(self, code: ErrorCode, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.code, self.detail, self.extra = code, detail, extra

    def response(self) -> JsonResponse:
        body = problem(self.code, self.detail, **self.extra)
        response = JsonResponse(body, status=body["status"], content_type=PROBLEM_CONTENT_TYPE)
        if self.code == ErrorCode.METHOD_NOT_ALLOWED:
            response["Allow"] = "GET"
        if "retry_after" in self.extra:
            response["Retry-After"] = str(self.extra["retry_after"])
        if self.code in (ErrorCode.NOT_AUTHENTICATED, ErrorCode.AUTHENTICATION_FAILED):
            response["WWW-Authenticate"] = "Bearer"
        if self.code == ErrorCode.INSUFFICIENT_SCOPE:  # RFC 6750 section 3.1
            scope = self.extra["scope"]
            response["WWW-Authenticate"] = f'Bearer error="insufficient_scope", scope="{scope}"'
        if self.code == ErrorCode.METHOD_NOT_ALLOWED:
            response["Allow"] = "GET, HEAD"  # RFC 9110: a 405 lists the methods served
        return response


_db = events.run_db


# --- authentication, as BearerTokenAuthentication and SessionAuthentication do it -------------


def _token_user(raw_key: str) -> tuple[User, AnyToken]:
    close_old_connections()
    try:
        # Personal tokens and OAuth2 access tokens alike (api/authentication.py).
        found = bearer_owner(raw_key, now=timezone.now())
    except rows.TokenRefused as refused:
        raise ProblemError(ErrorCode.AUTHENTICATION_FAILED, str(refused)) from None
    if found is None:
        raise ProblemError(ErrorCode.AUTHENTICATION_FAILED, _("Invalid or revoked token."))
    user, token = found
    # Every stream reads: a token needs `read` (api/permissions.py).
    if TokenScope.READ not in (token_scopes(token) or ()):
        raise ProblemError(
            ErrorCode.INSUFFICIENT_SCOPE,
            missing_scope_sentence(
                TokenScope.READ, "following a stream", oauth=not isinstance(token, ApiToken)
            ),
            scope=TokenScope.READ.value,
        )
    return user, token


def _throttle_wait(request: HttpRequest, user: User | None, token: AnyToken | None) -> float | None:
    """Counts the request against the API's rate limits; seconds to wait when over them."""
    # What the throttles read (they count per token, else per user, else per address).
    request.user = user if user is not None else AnonymousUser()
    request.auth = token  # type: ignore[attr-defined]
    throttle = UserRateThrottle() if user is not None else AnonRateThrottle()
    if throttle.allow_request(request, None):  # type: ignore[arg-type]  # reads META and user
        return None
    return throttle.wait()


async def _authenticate(request: HttpRequest) -> User | None:
    """The caller (None: anonymous), counted against the rate limits like any API request."""
    user, token = await _identify(request)
    wait = await _db(_throttle_wait, request, user, token)
    if wait is not None:
        seconds = max(1, math.ceil(wait))
        raise ProblemError(
            ErrorCode.RATE_LIMITED,
            _("Too many requests; retry in %(seconds)s s.") % {"seconds": seconds},
            retry_after=seconds,
        )
    return user


async def _identify(request: HttpRequest) -> tuple[User | None, AnyToken | None]:
    header = request.headers.get("Authorization", "")
    if header:
        parts = header.split()
        if parts and parts[0].lower() == "bearer":
            if len(parts) != 2:
                raise ProblemError(
                    ErrorCode.AUTHENTICATION_FAILED,
                    _("The Authorization header must be 'Bearer <token>'."),
                )
            user, token = await _db(_token_user, parts[1])
            activate_account_language(request, user)
            return user, token
    session_user = await request.auser()
    if isinstance(session_user, User) and session_user.is_active:
        return session_user, None
    return None, None


# --- query parsing ------------------------------------------------------------------------------


def _cursor(request: HttpRequest, *, header: bool) -> int | None:
    """`Last-Event-ID` (a reconnecting EventSource sends it) or `?after=`; None when absent."""
    raw = request.headers.get("Last-Event-ID") if header else None
    source = "Last-Event-ID"
    if raw is None:
        raw, source = request.GET.get("after"), "after"
    if raw is None or raw == "":
        return None
    try:
        value = int(raw)
    except ValueError:
        value = -1
    if not 0 <= value <= rows.MAX_ID:
        raise ProblemError(
            ErrorCode.VALIDATION_ERROR,
            _("The request is not valid: %(source)s: must be a whole number of at least 0.")
            % {"source": source},
            errors={source: ["A whole number of at least 0."]},
        )
    return value


def _timeout(request: HttpRequest) -> float:
    raw = request.GET.get("timeout")
    if raw is None or raw == "":
        return LONG_POLL_MAX_SECONDS
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value <= LONG_POLL_MAX_SECONDS:  # also refuses nan and inf
        raise ProblemError(
            ErrorCode.VALIDATION_ERROR,
            _("The request is not valid: timeout: seconds from 0 to %(limit)g.")
            % {"limit": LONG_POLL_MAX_SECONDS},
            errors={"timeout": [f"Seconds from 0 to {LONG_POLL_MAX_SECONDS:g}."]},
        )
    return value


def _viewer(match_id: int, user: User | None, code: str | None) -> int | None:
    """The seat `user` holds in the match (None: a spectator). Raises the problem for a
    match that does not exist for the caller (a private one included: the same `not_found`)
    or that only its players may watch."""
    close_old_connections()
    from games import selectors
    from games.models import Match

    if not 0 < match_id <= rows.MAX_ID:
        raise ProblemError(
            ErrorCode.NOT_FOUND, _("Match %(match_id)s does not exist.") % {"match_id": match_id}
        )
    # Only what visibility and watching read: every long poll passes here, and the match row's
    # state (the engine's whole position) is not among it.
    match = (
        Match.objects.only("id", "private", "share_code", "spectators", "creator_id")
        .prefetch_related(
            Prefetch("seats", Seat.objects.only("match_id", "index", "user_id", "reserved_for_id"))
        )
        .filter(pk=match_id)
        .first()
    )
    if match is None or not selectors.match_visible(match=match, user=user, code=code):
        raise ProblemError(
            ErrorCode.NOT_FOUND, _("Match %(match_id)s does not exist.") % {"match_id": match_id}
        )
    viewer = selectors.viewer_index(match=match, user=user)
    if not selectors.may_watch(match=match, user=user, viewer=viewer):
        raise ProblemError(
            ErrorCode.SPECTATORS_NOT_ALLOWED, _("Only the players of this match may watch it.")
        )
    return viewer


def _stream_viewer(
    match_id: int, user: User | None, code: str | None
) -> tuple[int | None, chat_stream.ChatReader]:
    """`_viewer`, and the stream's chat reader (its mutes read in the same database thread)."""
    viewer = _viewer(match_id, user, code)
    return viewer, chat_stream.reader_for(user.pk if user is not None else None, viewer)


def _code(request: HttpRequest) -> str | None:
    code = request.GET.get("code")
    if code is not None and len(code) > 32:
        raise ProblemError(
            ErrorCode.VALIDATION_ERROR,
            _("The request is not valid: code: at most 32 characters."),
            errors={"code": ["Ensure this field has no more than 32 characters."]},
        )
    return code or None


def _only_get(request: HttpRequest) -> None:
    if request.method != "GET":  # not HEAD either: a stream's headers come with its body
        raise ProblemError(
            ErrorCode.METHOD_NOT_ALLOWED,
            _('Method "%(method)s" not allowed.') % {"method": request.method},
        )


# --- under a WSGI server ----------------------------------------------------------------------


def _on_wsgi(request: HttpRequest) -> bool:
    """True when a WSGI server runs this request: the view then runs in one of its request
    threads (async_to_sync), which it holds for as long as the view waits."""
    return not isinstance(request, ASGIRequest)


def _events_url(request: HttpRequest) -> dict[str, str]:
    """The problem's `events_url`: this request on the events server, when it is known."""
    base = settings.EVENTS_SERVER_URL
    return {"events_url": base + request.get_full_path()} if base else {}


def _refuse_stream_on_wsgi(request: HttpRequest) -> None:
    """A stream on the WSGI server would hold a thread for as long as it lasts (and Django
    sends nothing of it before it ends): answer at once where to follow it instead."""
    if not _on_wsgi(request):
        return
    where = _events_url(request)
    if where:
        detail = _(
            "This server does not serve event streams (each would hold one of its few "
            "threads): follow this one on the events server, %(url)s."
        ) % {"url": where["events_url"]}
    else:
        detail = _(
            "This server does not serve event streams (each would hold one of its few "
            "threads): the deployment should route this path to its events server (ASGI). "
            "Meanwhile match_events (the long poll) and user_events_list give the same news."
        )
    raise ProblemError(ErrorCode.STREAM_UNAVAILABLE_HERE, detail, **where)


class _WaitingPolls:
    """Long polls waiting in this WSGI process, each holding a request thread. At most half
    of the threads (WEB_THREADS) wait at once, so health checks, submissions and the rest of
    the API always find a free one (sixteen waiting polls used to take a node's every thread).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.waiting = 0

    @staticmethod
    def limit() -> int:
        return max(0, settings.WEB_THREADS // 2)

    def enter(self) -> bool:
        with self._lock:
            if self.waiting >= self.limit():
                return False
            self.waiting += 1
            return True

    def leave(self) -> None:
        with self._lock:
            self.waiting -= 1


wsgi_polls = _WaitingPolls()


def _poll_refused(request: HttpRequest) -> ProblemError:
    where = _events_url(request)
    elsewhere = (
        _(", or ask the events server: %(url)s") % {"url": where["events_url"]} if where else ""
    )
    return ProblemError(
        ErrorCode.SERVICE_UNAVAILABLE,
        _(
            "This server already holds as many waiting long polls as it may "
            "(%(limit)s): repeat the request after Retry-After%(elsewhere)s."
        )
        % {"limit": wsgi_polls.limit(), "elsewhere": elsewhere},
        retry_after=OUTAGE_RETRY_AFTER,
        **where,
    )


# --- server-sent events -----------------------------------------------------------------------


def sse(*, event: str, data: Any, event_id: int | None = None) -> bytes:
    """One event in the text/event-stream format (data is one line of JSON)."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {event}\n".encode() + b"data: " + orjson.dumps(data) + b"\n\n"


def _stream_response(body: AsyncIterator[bytes]) -> StreamingHttpResponse:
    response = StreamingHttpResponse(body, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # nginx: pass events through at once
    return response


def _status_data(head: MatchHead) -> dict[str, Any]:
    return {"seq": head.seq, "status": head.status, "to_move": head.to_move}


async def _match_event_stream(
    match_id: int,
    viewer: int | None,
    after: int | None,
    direct_send: fanout.Send | None,
    reader: chat_stream.ChatReader | None = None,
    language: str | None = None,
) -> AsyncIterator[bytes]:
    """`language`: the log texts' (the request's, taken when the stream opened; the events
    are written after the request's own code has returned)."""
    if reader is None:
        reader = chat_stream.ChatReader(user_id=None, seated=viewer is not None)
    # Chat comes live only, from now on (it has no place in the seq-numbered replay).
    subscription = hub.subscribe(matches=[match_id], chat=True)
    try:
        yield f"retry: {RECONNECT_MS}\n\n".encode()
        last_sent = _now()
        # Without a cursor the stream starts at the present: a status event, then news.
        cursor = after if after is not None else rows.MAX_ID
        sent_status: fanout.Status | None = None
        refresh = True
        while True:
            cached = None if refresh else hub.cached_news(match_id, cursor)
            if cached is None:
                cached = await _db(hub.match_news, match_id, cursor, refresh=refresh)
            head, log_rows = cached
            refresh = False
            if head is None:
                return  # the match was deleted
            if cursor == rows.MAX_ID:
                cursor = head.seq
            # What one wake brings leaves in one write (one ASGI message, one send).
            chat = await chat_stream.render(reader, subscription.take_chat())
            out = [chat] if chat else []
            out += [
                sse_encoded(event="action", event_id=row.seq, data=row.json_for(viewer, language))
                for row in log_rows
            ]
            if log_rows:
                cursor = log_rows[-1].seq
            if cursor < head.seq:
                if out:
                    yield b"".join(out)
                    last_sent = _now()
                continue  # a long catch-up arrives in batches
            # Sent when the status or the seats to move change (the seq alone is in the actions).
            status = (head.status, tuple(head.to_move))
            if status != sent_status:
                out.append(fanout.status_event(head))
                sent_status = status
            if out:
                yield b"".join(out)
                last_sent = _now()
            if head.status in ENDED:
                return
            if direct_send is not None:
                # Caught up: from here the match's writer sends this stream its events, and
                # the match's chat writer its chat. The chat writer subscribes before this
                # stream's subscription goes, with no await between: no message falls between.
                chatting = chat_stream.join(match_id, send=direct_send, reader=reader)
                left = reader.render(subscription.take_chat())
                hub.unsubscribe(subscription)
                if left:
                    chat_stream.write(match_id, chatting, left)
                try:
                    await fanout.follow(
                        match_id,
                        send=direct_send,
                        viewer=viewer,
                        cursor=cursor,
                        sent_status=status,
                        language=language,
                    )
                finally:
                    chat_stream.leave(match_id, chatting)
                return
            if not await _wait_unless_beat_due(subscription, last_sent):
                yield KEEP_ALIVE
                last_sent = _now()
    finally:
        hub.unsubscribe(subscription)


def _now() -> float:
    return asyncio.get_running_loop().time()  # the clock of Subscription.wait's timer


async def _wait_unless_beat_due(subscription: events.Subscription, last_sent: float) -> bool:
    """Wait for a wake until the stream's heartbeat is due; False when it is due.

    The heartbeat counts from the last byte sent, not from the last wake: a wake that sends
    nothing (a notice this stream has no news from) must not put it off."""
    remaining = last_sent + settings.EVENTS_HEARTBEAT_SECONDS - _now()
    return remaining > fanout.BEAT_EARLY_S and await subscription.wait(remaining)


def _match_head(match_id: int) -> MatchHead | None:
    close_old_connections()
    from games.models import Match

    row = Match.objects.filter(pk=match_id).values_list("seq", "status", "to_move").first()
    return None if row is None else MatchHead(seq=row[0], status=row[1], to_move=list(row[2]))


@documented_by(MatchStreamDoc)
@csrf_exempt  # read-only; the 405 for other methods must not become a CSRF 403
async def match_stream(request: HttpRequest, pk: int) -> HttpResponseBase:
    try:
        _only_get(request)
        user = await _authenticate(request)
        after = _cursor(request, header=True)
        code = _code(request)
        viewer, reader = await _db(_stream_viewer, pk, user, code)
        # After the request's own errors: a bad request is told what is wrong with it first.
        _refuse_stream_on_wsgi(request)
    except ProblemError as error:
        return error.response()
    if after is not None:
        head = await _db(_match_head, pk)
        if head is not None and head.status in ENDED and after >= head.seq:
            # Nothing more will ever come: 204 tells an EventSource to stop reconnecting.
            return HttpResponse(status=204)
    # Only under our ASGI entry point (another ASGI server keeps Django's response path).
    direct_send = getattr(request, "scope", {}).get(fanout.DIRECT_SEND)
    language = translation.get_language()
    return _stream_response(
        _match_event_stream(pk, viewer, after, direct_send, reader, language=language)
    )


async def _user_event_stream(user_id: int, after: int | None) -> AsyncIterator[bytes]:
    subscription = hub.subscribe(users=[user_id])
    try:
        yield f"retry: {RECONNECT_MS}\n\n".encode()
        cursor = after
        if cursor is None:
            cursor = await _db(events.latest_user_event_id, user_id=user_id)
        # Tells a client where "now" is, so it can resume from here even if nothing happens.
        yield sse(event="ready", event_id=cursor, data={"cursor": cursor})
        last_sent = _now()
        while True:
            news = await _db(events.user_events_after, user_id=user_id, after=cursor)
            for item in news:
                yield sse(event=item["kind"], event_id=item["id"], data=item)
                cursor = item["id"]
                last_sent = _now()
            if len(news) == events.USER_EVENTS_BATCH:
                continue
            if not await _wait_unless_beat_due(subscription, last_sent):
                yield KEEP_ALIVE
                last_sent = _now()
    finally:
        hub.unsubscribe(subscription)


@documented_by(UserStreamDoc)
@csrf_exempt  # read-only; the 405 for other methods must not become a CSRF 403
async def user_stream(request: HttpRequest) -> HttpResponseBase:
    try:
        _only_get(request)
        user = await _authenticate(request)
        if user is None:
            raise ProblemError(
                ErrorCode.NOT_AUTHENTICATED, _("Authentication credentials were not provided.")
            )
        after = _cursor(request, header=True)
        _refuse_stream_on_wsgi(request)  # after the request's own errors, as above
    except ProblemError as error:
        return error.response()
    return _stream_response(_user_event_stream(user.pk, after))


@documented_by(UserEventsDoc)
@csrf_exempt  # read-only; the 405 for other methods must not become a CSRF 403
async def user_events_list(request: HttpRequest) -> HttpResponse:
    """Your events after a cursor, for clients that cannot hold a stream (a phone waking up)."""
    try:
        _only_get(request)
        user = await _authenticate(request)
        if user is None:
            raise ProblemError(
                ErrorCode.NOT_AUTHENTICATED, _("Authentication credentials were not provided.")
            )
        after = _cursor(request, header=False) or 0
    except ProblemError as error:
        return error.response()
    news = await _db(events.user_events_after, user_id=user.pk, after=after)
    cursor = news[-1]["id"] if news else after
    more = len(news) == events.USER_EVENTS_BATCH
    return JsonResponse({"cursor": cursor, "more": more, "events": news})


# --- the long poll ------------------------------------------------------------------------------


def _entries(log_rows: list[LogRow], viewer: int | None) -> list[dict[str, Any]]:
    return [row.entry_for(viewer) for row in log_rows[:LONG_POLL_MAX_ENTRIES]]


@documented_by(MatchEventsDoc)
@csrf_exempt  # read-only; the 405 for other methods must not become a CSRF 403
async def match_events(request: HttpRequest, pk: int) -> HttpResponse:
    """Wait until the match moves past `after` (or its status changes), or `timeout` passes."""
    try:
        _only_get(request)
        user = await _authenticate(request)
        after = _cursor(request, header=False)
        if after is None:
            raise ProblemError(
                ErrorCode.VALIDATION_ERROR,
                _("The request is not valid: after: This field is required."),
                errors={"after": ["This field is required."]},
            )
        timeout = _timeout(request)
        code = _code(request)
        viewer = await _db(_viewer, pk, user, code)
    except ProblemError as error:
        return error.response()
    deadline = time.monotonic() + timeout
    subscription = hub.subscribe(matches=[pk])
    # Under WSGI a waiting poll holds its thread: it waits only if a share of them is free.
    waiting_here = False
    try:
        head, log_rows = await _db(hub.match_news, pk, after, refresh=True)
        first_status = head.status if head else None
        while head is not None and not (
            head.seq > after or head.status in ENDED or head.status != first_status
        ):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            if not waiting_here and _on_wsgi(request):
                if not wsgi_polls.enter():
                    return _poll_refused(request).response()
                waiting_here = True
            if not await subscription.wait(remaining):
                break
            head, log_rows = await _db(hub.match_news, pk, after)
    finally:
        hub.unsubscribe(subscription)
        if waiting_here:
            wsgi_polls.leave()
    if head is None:
        return ProblemError(
            ErrorCode.NOT_FOUND, _("Match %(pk)s does not exist.") % {"pk": pk}
        ).response()
    body = {**_status_data(head), "entries": _entries(log_rows, viewer)}
    return HttpResponse(orjson.dumps(body), content_type="application/json")
