"""Token scopes: what a Bearer token may do, checked after authentication on every view.

A request authenticated by a session (the browsable API, the admin) or not at all has no
token and is limited only by the views' own permissions. Personal tokens and OAuth2 access
tokens carry the same scopes and are checked here alike: a token without the scope is
`403 insufficient_scope` (with RFC 6750's `WWW-Authenticate: Bearer error=...`).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from oauth2_provider.models import AccessToken
from redis import RedisError
from rest_framework import exceptions
from rest_framework.request import Request

from api.authentication import EPOCH_KEY, token_cache
from api.throttling import check_throttles, count_and_read
from games.models import ApiToken, TokenScope
from yokohama_server.language import activate_account_language

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def required_scope(method: str, view: Any) -> str | None:
    """The scope a token needs for this request: the view's `token_scopes` entry for its
    action when it has one (None: any token will do), else `read` to read and `play` to
    write."""
    by_action: dict[str, str | None] = getattr(view, "token_scopes", {})
    action = getattr(view, "action", None)
    if action in by_action:
        return by_action[action]
    return TokenScope.READ if method in SAFE_METHODS else TokenScope.PLAY


def missing_scope_sentence(scope: str, operation: str, *, oauth: bool = False) -> str:
    if oauth:
        return _(
            "This token lacks the `%(scope)s` scope, which %(operation)s needs; the app must "
            "ask for `%(scope)s` when the player authorises it."
        ) % {"scope": scope, "operation": operation}
    return _(
        "This token lacks the `%(scope)s` scope, which %(operation)s needs; log in "
        "(token_create) for a token with `%(scope)s` in its scopes."
    ) % {"scope": scope, "operation": operation}


def token_scopes(auth: object) -> list[str] | None:
    """The scopes of a request's token, personal or OAuth; None when it has no token."""
    if isinstance(auth, ApiToken):
        return auth.scope_list
    if isinstance(auth, AccessToken):
        return str(auth.scope).split()
    return None


class InsufficientScope(exceptions.PermissionDenied):
    """403 `insufficient_scope`: the token is good but lacks the scope the request needs."""

    def __init__(self, scope: str, detail: str) -> None:
        super().__init__(detail)
        self.scope = scope
        # RFC 6750 section 3.1, read by api/exceptions.py.
        self.auth_header = f'Bearer error="insufficient_scope", scope="{scope}"'


def check_token_scope(request: Request, view: Any) -> None:
    scopes = token_scopes(request.auth)
    if scopes is None:
        return
    needed = required_scope(request.method or "GET", view)
    if needed is not None and needed not in scopes:
        operation = f"{request.method} {request.path}"
        oauth = isinstance(request.auth, AccessToken)
        raise InsufficientScope(needed, missing_scope_sentence(needed, operation, oauth=oauth))


class TokenScopeMixin:
    """For every API view: after authentication, permissions and throttles, the token's
    scopes; the throttles' counters in one round trip."""

    def perform_authentication(self, request: Request) -> None:
        # A token this process remembers needs the token cache's epoch confirmed: read with
        # the rate limits' counts, in their round trip (api/authentication.py).
        django_request = request._request
        django_request._token_epoch_later = True  # type: ignore[attr-defined]
        try:
            super().perform_authentication(request)  # type: ignore[misc]
        finally:
            django_request._token_epoch_later = False  # type: ignore[attr-defined]
        needed = getattr(django_request, "_token_epoch_needed", None)
        if needed is not None:
            django_request._token_epoch_needed = None  # type: ignore[attr-defined]
            digest, epoch = needed
            try:
                current = count_and_read(self, request, EPOCH_KEY)
            except RedisError:
                current = None
            if current != epoch:
                # Changed since (or unknown): the token as the database has it now, its
                # refusal included.
                # The request stays counted once (the same token: the same counters).
                token_cache.forget(digest)
                request._authenticate()  # type: ignore[attr-defined]
        # Whatever authenticated the request (a personal token, an OAuth token, a session),
        # the rest of the answer speaks its account's language, if it chose one.
        activate_account_language(request._request, request.user)

    def check_throttles(self, request: Request) -> None:
        # Every rate limit of the request counted in one round trip (api/throttling.py).
        check_throttles(self, request)

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)  # type: ignore[misc]
        check_token_scope(request, self)
