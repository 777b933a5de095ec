"""The two requests a playing client repeats, answered below Django's request handling.

A client at the table sends, per move, `POST /api/v1/matches/<id>/actions` and (when the
decision passes to another of its seats) `GET /api/v1/matches/<id>/legal-actions`, each with
a bearer token and no cookie. Profiled under bench/api_load.py (`--profile`, Yokohama, 8
clients), about a quarter of a web process's time per action (1.2 of 4.7 ms) went to plumbing
around the view: building Django's request and response, the middleware (api/hotpath.py's
short chain), DRF's request, negotiation and dispatch. `DirectPath`
wraps the WSGI application and answers such a request itself, calling the same functions the
view calls (token cache, rate-limit counters, scope, `caller_legal_actions`,
`match_action_submit`, the JSON renderer), when, and only when, the answer is a success:

- It never composes headers. The headers of a success (everything but Content-Length) depend
  on the route, the language the answer is written in and a few request fields (`_Shape`),
  not on the match or the move; the direct path copies those the full chain gave to an
  earlier request of the same shape in this process. Until the full chain has answered one,
  the full chain answers.
- Anything it does not take as a plain success goes to the full chain, which answers as it
  always does: a token this process has not read, a changed token epoch, a rate limit
  reached, a missing scope, a body other than `{"expected_seq": <int>, "action": "<notation>"}`.
  Nothing has changed by then but the rate-limit counters, and they are handed over
  (`PRECOUNTED`) so the request is counted once. A refusal raised by the service (stale
  state, not your turn, an illegal action...) is handed over too (`DIRECT_FAILURE`): the
  view raises it where it would have, and DRF and the middleware render it; the service is
  not run twice.

`tests/api/test_direct_path.py` checks that a request answered here and one answered by the
full chain get the same status, headers and body, for successes, replays and refusals.
Requests with an Origin header (CORS), a cookie, a query string or another Accept take the
full chain; so does everything under the ASGI server.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from http import HTTPStatus
from types import SimpleNamespace
from typing import Any

import redis
from django.conf import settings
from django.core import signals
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import setting_changed
from django.middleware.locale import LocaleMiddleware
from django.utils import timezone, translation

from api import hotpath
from api.authentication import EPOCH_KEY, TokenCache, token_cache
from api.hot_answers import idempotency_key_valid, legal_actions_answer, submit_answer
from api.parsers import MAX_BODY_BYTES, parse_json_body
from api.permissions import required_scope
from api.renderers import FastJSONRenderer
from api.serializers import plain_submission
from api.throttling import PRECOUNTED, FixedWindowThrottle
from games.models import ApiToken
from yokohama_server.language import LANGUAGE_CODES

# The environ key under which a refusal raised here reaches the view (`reraise_direct_failure`).
DIRECT_FAILURE = "yokohama.direct_failure"
# Shapes remembered per process; requests of further shapes take the full chain.
MAX_SHAPES = 64
MAX_LANGUAGE_HEADERS = 256

StartResponse = Callable[..., Any]
Headers = list[tuple[str, str]]
WSGIApplication = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]

# The request fields that can change a success's headers through the middleware: the scheme
# and host (SecurityMiddleware's HSTS and redirect, CommonMiddleware's host checks) and Accept.
_SHAPE_FIELDS = (
    "wsgi.url_scheme",
    "HTTP_X_FORWARDED_PROTO",
    "HTTP_HOST",
    "HTTP_X_FORWARDED_HOST",
    "SERVER_NAME",
    "SERVER_PORT",
    "HTTP_ACCEPT",
)

_Shape = tuple[Any, ...]  # (route, language, *the environ's _SHAPE_FIELDS)


def reraise_direct_failure(meta: dict[str, Any]) -> None:
    """In the hot views, first: raise the refusal the direct path met, where the view would
    have raised it."""
    failure = meta.pop(DIRECT_FAILURE, None)
    if failure is not None:
        raise failure


@dataclass(frozen=True, slots=True)
class _Learned:
    headers: Headers
    length_at: int  # index of Content-Length in headers


@dataclass(frozen=True, slots=True)
class _RouteView:
    """What the view of a hot route brings to its requests, read once from the URLconf."""

    view: SimpleNamespace  # stands for the view where throttles and scope rules ask for one
    throttle_classes: list[type[Any]]
    scope: str | None  # the scope a token needs (None: any)

    @classmethod
    def of(cls, routes: hotpath._Routes, route: str) -> _RouteView:
        view_class = routes.matches[route][0].func.cls
        view = SimpleNamespace(
            action=hotpath.HOT_ACTIONS[route], token_scopes=getattr(view_class, "token_scopes", {})
        )
        scope = required_scope(hotpath.HOT_METHOD[route], view)
        return cls(view, list(view_class.throttle_classes), scope)


class DirectPath:
    """A WSGI application: the hot requests answered directly (module docstring), everything
    else by `application`."""

    def __init__(self, application: WSGIApplication) -> None:
        self.application = application
        self.learned: dict[_Shape, _Learned] = {}
        self.header_languages: dict[str | None, str] = {}
        self.routes: hotpath._Routes | None = None
        self.route_views: dict[str, _RouteView] = {}
        self.renderer = FastJSONRenderer()
        setting_changed.connect(self._settings_changed)

    def _settings_changed(self, **_: Any) -> None:
        self.learned.clear()
        self.header_languages.clear()
        self.routes = None
        self.route_views = {}

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        hot = self._eligible(environ)
        if hot is None:
            return self.application(environ, start_response)
        pk, route = hot
        body = b""
        if route == "actions":
            body = environ["wsgi.input"].read(int(environ["CONTENT_LENGTH"]))
            # Whoever answers next reads the body again.
            environ["wsgi.input"] = io.BytesIO(body)
        answer = self._answer(environ, pk, route, body)
        if answer is not None:
            status, headers, payload = answer
            start_response(status, headers)
            # The request ends here, as closing Django's response would end it: the body is a
            # plain list, which granian writes at once and never closes (it closes iterators
            # only), so a close() here would never run.
            signals.request_finished.send(sender=WSGIHandler)
            return [payload]
        return self._full_chain(environ, start_response, route)

    # -- which requests ----------------------------------------------------------------------

    def _eligible(self, environ: dict[str, Any]) -> tuple[str, str] | None:
        hot = hotpath.takes_hot_path(environ)
        if hot is None or "HTTP_ORIGIN" in environ or settings.DISALLOWED_USER_AGENTS:
            return None
        if self.routes is None:
            routes = hotpath._Routes()
            if routes.known:
                self.route_views = {route: _RouteView.of(routes, route) for route in routes.matches}
            self.routes = routes
        if not self.routes.known:
            return None
        pk, route = hot.split()
        if len(pk) > 18:  # past a bigint: the full chain says not_found
            return None
        length = environ.get("CONTENT_LENGTH") or ""
        if route == "actions":
            if environ.get("CONTENT_TYPE") != "application/json":
                return None
            if not length.isdigit() or not 0 < int(length) <= MAX_BODY_BYTES:
                return None
        elif length not in ("", "0"):
            return None
        return pk, route

    def _shape(self, environ: dict[str, Any], route: str, language: str) -> _Shape:
        return (route, language, *(environ.get(field) for field in _SHAPE_FIELDS))

    def _header_language(self, environ: dict[str, Any]) -> str:
        """The language LocaleMiddleware picks for this request (no cookie: the header)."""
        header = environ.get("HTTP_ACCEPT_LANGUAGE")
        known = self.header_languages.get(header)
        if known is None:
            probe = SimpleNamespace(path_info=environ["PATH_INFO"], META=environ, COOKIES={})
            LocaleMiddleware(lambda request: None).process_request(probe)  # type: ignore[arg-type]
            known = translation.get_language()
            if len(self.header_languages) < MAX_LANGUAGE_HEADERS:
                self.header_languages[header] = known
        return known

    # -- the answer --------------------------------------------------------------------------

    def _answer(
        self, environ: dict[str, Any], pk: str, route: str, body: bytes
    ) -> tuple[str, Headers, bytes] | None:
        submitted = None
        if route == "actions":
            submitted = _plain_submission(body, environ)
            if submitted is None:
                return None
        digest = ApiToken.hash_key(environ["HTTP_AUTHORIZATION"][len("Bearer ") :])
        remembered = token_cache.lookup(digest, timezone.now())
        if remembered is None:
            return None
        user, token, epoch = remembered
        language = user.language if user.language in LANGUAGE_CODES else None
        language = language or self._header_language(environ)
        learned = self.learned.get(self._shape(environ, route, language))
        if learned is None:
            return None
        route_view = self.route_views[route]
        if route_view.scope is not None and route_view.scope not in token.scope_list:
            return None
        cache = TokenCache.cache()
        if cache is None:
            return None
        signals.request_started.send(sender=WSGIHandler, environ=environ)
        caller = SimpleNamespace(user=user, auth=token)
        counted: list[tuple[FixedWindowThrottle, tuple[str, int]]] = []
        for throttle_class in route_view.throttle_classes:
            throttle = throttle_class()
            if not isinstance(throttle, FixedWindowThrottle):
                return None
            counter = throttle.counter(caller, route_view.view)  # type: ignore[arg-type]
            if counter is not None:
                counted.append((throttle, counter))
        try:
            current, counts = cache.count_many_and_read([c for _, c in counted], EPOCH_KEY)
        except redis.RedisError:
            return None
        environ[PRECOUNTED] = {c[0]: n for (_, c), n in zip(counted, counts, strict=True)}
        if current != epoch:
            return None
        if not all(throttle.settle(n) for (throttle, _), n in zip(counted, counts, strict=True)):
            return None
        translation.activate(language)
        try:
            if submitted is None:
                data = legal_actions_answer(match_id=int(pk), user=user)
                code = HTTPStatus.OK
            else:
                data, code = submit_answer(match_id=int(pk), user=user, **submitted)
        except Exception as failure:  # every failure is the view's to render
            environ[DIRECT_FAILURE] = failure
            return None
        payload = self.renderer.render(data)
        headers = list(learned.headers)
        headers[learned.length_at] = ("Content-Length", str(len(payload)))
        return f"{code.value} {code.phrase}", headers, payload

    def _full_chain(
        self, environ: dict[str, Any], start_response: StartResponse, route: str
    ) -> Iterable[bytes]:
        """The full chain's answer; a success's headers are learned for its shape."""
        if DIRECT_FAILURE in environ or len(self.learned) >= MAX_SHAPES:
            return self.application(environ, start_response)

        def learning(status: str, headers: Headers, exc_info: Any = None) -> Any:
            names = [name.lower() for name, _ in headers]
            languages = [value for name, value in headers if name == "Content-Language"]
            if status[:3] in ("200", "201") and "content-length" in names and languages:
                shape = self._shape(environ, route, languages[0])
                self.learned[shape] = _Learned(list(headers), names.index("content-length"))
            return start_response(status, headers, exc_info)

        return self.application(environ, learning)


def _plain_submission(body: bytes, environ: dict[str, Any]) -> dict[str, Any] | None:
    """The submission's arguments when the body and key are the usual ones (the view's own
    shortcut, `plain_submission`); None for anything the view must word."""
    key = environ.get("HTTP_IDEMPOTENCY_KEY")
    if not idempotency_key_valid(key):
        return None
    try:
        data = parse_json_body(body)
    except Exception:  # the full chain words it
        return None
    submitted = plain_submission(data)
    return None if submitted is None else {**submitted, "idempotency_key": key}
