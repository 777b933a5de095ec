"""A shorter middleware chain for the two requests a playing client repeats: submitting an
action (`POST /api/v1/matches/<id>/actions`) and reading its legal actions (`GET
/api/v1/matches/<id>/legal-actions`).

Most middleware does nothing for such a request when it carries a bearer token and no cookie:
there is no session to load, no CSRF cookie to check or set, no flash message to keep, no
static file to serve, and the URL is known. The middleware, URL resolution and handler
around DRF were about a fifth of the web process's profiled time per action
(bench/submit_profile.py). `HotPathMiddleware`, first in MIDDLEWARE, sends such a request
through the middleware that still does something for it, in the same order and the same
classes (problem rewriting, security headers, CORS, the language, host validation and
Content-Length, X-Frame-Options; CORS's only reads the headers when there is an Origin),
then straight to the DRF view that URL resolution would have found, with the same
arguments. Every other request, and every request under the ASGI server, takes the full
chain.

What the skipped middleware would still have left on the answer is put back at the same
place in the chain: the session middleware's `Vary: Cookie`, which the full chain adds because
the account-language middleware looks at the (empty) session user of every request that
reaches it. A request that the browsable API could answer (an Accept header other than JSON,
a `format` query) takes the full chain, since rendering that page sets a CSRF cookie.
`tests/api/test_hot_path.py` checks that both chains give the same status, headers and body
for the hot requests and their error cases.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from corsheaders.middleware import CorsMiddleware
from django.core.handlers.exception import convert_exception_to_response
from django.http import HttpRequest, HttpResponseBase
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.common import CommonMiddleware
from django.middleware.locale import LocaleMiddleware
from django.middleware.security import SecurityMiddleware
from django.urls import Resolver404, ResolverMatch, resolve
from django.utils.cache import patch_vary_headers

from api.middleware import ProblemResponsesMiddleware

# The two routes, as the URLconf spells them (api/urls.py: `<int:pk>` for actions, the
# router's `[0-9]+` for legal-actions); checked against the URLconf when first used.
HOT_PATH = re.compile(r"/api/v1/matches/([0-9]+)/(actions|legal-actions)")
HOT_METHOD = {"actions": "POST", "legal-actions": "GET"}
# Accept headers every hot request answers in JSON (content negotiation picks the JSON
# renderer for these whatever the view): nothing else could render the browsable API.
JSON_ACCEPTS = frozenset({"*/*", "application/json"})

Handler = Callable[[HttpRequest], Any]


def takes_hot_path(meta: dict[str, Any]) -> str | None:
    """The hot route's digits and name, "<id> <route>", for a request the short chain answers
    as the full one would; None otherwise."""
    if meta.get("HTTP_COOKIE") or meta.get("QUERY_STRING"):  # empty ones are none
        return None
    if not meta.get("HTTP_AUTHORIZATION", "").startswith("Bearer "):
        return None
    if meta.get("HTTP_ACCEPT", "*/*") not in JSON_ACCEPTS:
        return None
    found = HOT_PATH.fullmatch(meta.get("PATH_INFO", ""))
    if found is None or HOT_METHOD[found[2]] != meta.get("REQUEST_METHOD"):
        return None
    return f"{found[1]} {found[2]}"


class _Cors(CorsMiddleware):
    """CorsMiddleware, which adds no more than `Vary: origin` to a request without an Origin
    header (when enabled for its path): that much without building `request.headers`."""

    def add_response_headers(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if "HTTP_ORIGIN" in request.META:
            return super().add_response_headers(request, response)
        enabled = getattr(request, "_cors_enabled", None)
        if enabled is None:
            enabled = self.is_enabled(request)
        if enabled:
            patch_vary_headers(response, ("origin",))
        return response


class _SessionVary:
    """Where SessionMiddleware stood: its `Vary: Cookie`, for a request that got as far as
    the account-language middleware (which reads the session user: the session is accessed)."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response: HttpResponseBase = self.get_response(request)
        if getattr(request, "_hot_session_read", False):
            patch_vary_headers(response, ("Cookie",))
        return response


class _SessionRead:
    """Where the account-language middleware stood: it would read the session user here."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        request._hot_session_read = True  # type: ignore[attr-defined]
        response: HttpResponseBase = self.get_response(request)
        return response


# The full chain (settings.MIDDLEWARE) less what does nothing here, outermost first; the
# shims stand where the session and account-language middleware stand.
LEAN_CHAIN: list[Callable[[Handler], Handler]] = [
    ProblemResponsesMiddleware,
    SecurityMiddleware,
    _Cors,
    _SessionVary,
    LocaleMiddleware,
    CommonMiddleware,
    _SessionRead,
    XFrameOptionsMiddleware,
]


# The view actions URL resolution must find for the hot routes' methods.
HOT_ACTIONS = {"actions": "submit", "legal-actions": "legal_actions"}


class _Routes:
    """The views URL resolution finds for the hot routes, and their kwargs' types. `known` is
    false when the URLconf no longer sends these paths to MatchViewSet's submit and
    legal_actions: then the full chain answers every request."""

    def __init__(self) -> None:
        self.matches: dict[str, tuple[Any, type]] = {}
        self.known = True
        for route, method in HOT_METHOD.items():
            try:
                found = resolve(f"/api/v1/matches/1/{route}")
            except Resolver404:
                self.known = False
                continue
            view = getattr(found.func, "cls", None)
            actions = getattr(found.func, "actions", None) or {}
            if (
                view is None
                or view.__name__ != "MatchViewSet"
                or actions.get(method.lower()) != HOT_ACTIONS[route]
                or set(found.kwargs) != {"pk"}
            ):
                self.known = False
            self.matches[route] = (found, type(found.kwargs.get("pk")))

    def resolver_match(self, pk: str, route: str) -> ResolverMatch:
        found, kind = self.matches[route]
        kwargs = {"pk": kind(pk)}
        return ResolverMatch(
            found.func,
            (),
            kwargs,
            found.url_name,
            found.app_names,
            found.namespaces,
            found.route,
            captured_kwargs=kwargs,
        )


class HotPathMiddleware:
    """First in MIDDLEWARE: the hot requests go through LEAN_CHAIN (module docstring)."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)
            return
        chain: Handler = convert_exception_to_response(self._view)
        for middleware in reversed(LEAN_CHAIN):
            chain = convert_exception_to_response(middleware(chain))
        self.lean = chain
        # Its process_exception, which the handler would call on a view's exception.
        self.problems = ProblemResponsesMiddleware(chain)
        self._routes: _Routes | None = None

    def __call__(self, request: HttpRequest) -> Any:
        if self.is_async:
            return self.get_response(request)  # a coroutine: the full chain, awaited by Django
        hot = takes_hot_path(request.META)
        if hot is None:
            return self.get_response(request)
        if self._routes is None:
            self._routes = _Routes()  # once the URLconf can be read: at the first hot request
        if not self._routes.known:
            return self.get_response(request)
        request._hot_route = hot  # type: ignore[attr-defined]
        return self.lean(request)

    def _view(self, request: HttpRequest) -> HttpResponseBase:
        """What the handler does between the middleware and the view: resolve, call, render,
        and give ProblemResponsesMiddleware.process_exception its say on an exception."""
        assert self._routes is not None  # set by __call__
        pk, route = request._hot_route.split()  # type: ignore[attr-defined]
        match = self._routes.resolver_match(pk, route)
        request.resolver_match = match
        try:
            response = match.func(request, *match.args, **match.kwargs)
            response = response.render()
        except Exception as exc:
            answer = self.problems.process_exception(request, exc)
            if answer is None:
                raise
            return answer
        return response  # type: ignore[no-any-return]
